"use client";

import { useEffect } from "react";

/**
 * Opens the answer an evidence link points to (#antwort-3): the answers are closed
 * disclosures, so on load and on every hash change this opens the target's
 * `<details>` and moves focus to its summary. Without JavaScript the anchor still scrolls there.
 */
export function OpenAnswerOnHash() {
  useEffect(() => {
    const open = () => {
      const match = /^#(antwort-\d+)$/.exec(location.hash);
      const target = match ? document.getElementById(match[1]!) : null;
      if (!(target instanceof HTMLDetailsElement)) return;
      target.open = true;
      const summary = target.querySelector("summary");
      summary?.focus({ preventScroll: true });
      target.scrollIntoView({ block: "start" });
    };
    open();
    window.addEventListener("hashchange", open);
    return () => window.removeEventListener("hashchange", open);
  }, []);
  return null;
}
