"use client";

import { useEffect, useRef } from "react";

/**
 * A ref whose element is scrolled into view (centred) and focused once `active` turns true:
 * for a notice that replaces a form taller than a phone's screen, which would otherwise
 * appear out of view with the focus lost (WCAG 2.2 SC 2.4.3 Focus Order).
 * @param active whether the element is shown now
 * @returns the ref to put on the element (it needs tabIndex={-1} to take the focus)
 */
export function useFocusInView<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (!active) return;
    ref.current?.scrollIntoView({ block: "center" });
    ref.current?.focus();
  }, [active]);
  return ref;
}
