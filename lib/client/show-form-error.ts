/**
 * After a tool form's request failed and its error is rendered (flushSync): focus goes back
 * to `field`, since the submit button was disabled meanwhile and took the focus with it, and
 * the error element `errorId` is scrolled to the middle of the screen. Scrolled explicitly and
 * smoothly: that also ends a smooth scroll to the result area still running, which a plain
 * focus() does not (the error then stayed above the screen on a phone).
 */
export function showFormError(field: HTMLElement | null, errorId: string): void {
  field?.focus({ preventScroll: true });
  document.getElementById(errorId)?.scrollIntoView({ behavior: "smooth", block: "center" });
}
