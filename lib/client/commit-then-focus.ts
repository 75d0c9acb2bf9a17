import { flushSync } from "react-dom";

/**
 * Renders a state change at once (`flushSync`), then focuses the element `target` finds in the new DOM: for a control
 * that is gone after it is used (a row's "remove" button) or one that adds a field, whose focus would otherwise fall
 * to the page's start (WCAG 2.2, 2.4.3 Focus Order). Call it from an event handler, not while rendering.
 * @param commit sets the state; target returns the element to focus, or null to leave the focus where it is
 */
export function commitThenFocus(commit: () => void, target: () => HTMLElement | null): void {
  flushSync(commit);
  target()?.focus();
}
