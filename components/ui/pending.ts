import type * as React from "react";

/**
 * The props of a button whose request runs (`pending`): marked `aria-disabled` and `aria-busy`, not `disabled`, and its
 * clicks cancelled, so neither a second click nor Enter in the form (implicit submission clicks the submit button, HTML
 * § 4.10.21.2) sends the request again. A `disabled` button loses the keyboard focus, and Chromium moves it to the
 * page's start (WCAG 2.2, 2.4.3 Focus Order); an `aria-disabled` one keeps it and is still announced as unavailable.
 * @param pending whether the button's request runs; props the button's own props (`onClick` is wrapped)
 * @returns the props to spread on the `<button>`
 */
export function pendingProps<P extends { onClick?: React.MouseEventHandler<HTMLButtonElement> }>(pending: boolean | undefined, props: P): P {
  if (!pending) return props;
  return {
    ...props,
    "aria-disabled": true,
    "aria-busy": true,
    "data-pending": "",
    onClick: (e: React.MouseEvent<HTMLButtonElement>) => e.preventDefault(),
  };
}
