"use client";

import { useEffect } from "react";

/** What the visitor typed into the live test, in the monitor form's terms. */
export interface LiveTestInput {
  industry: string;
  businessName: string;
  website: string;
  city: string;
  specialty: string;
}

const EVENT = "live-test-input";
/** Kept for the tab (sessionStorage), so a reload still fills the monitor form. */
const KEY = "live-test-input";

/** Called when a live test starts: hands its input to the monitor form below it. */
export function shareLiveTestInput(input: LiveTestInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(input));
  } catch {
    // Storage may be off (private mode); the event below still fills the form on this page.
  }
  window.dispatchEvent(new CustomEvent<LiveTestInput>(EVENT, { detail: input }));
}

/** Calls `onInput` with the last live test's input of this tab, now and whenever a new test starts. */
export function useLiveTestInput(onInput: (input: LiveTestInput) => void): void {
  useEffect(() => {
    try {
      const stored = sessionStorage.getItem(KEY);
      if (stored) onInput(JSON.parse(stored) as LiveTestInput);
    } catch {
      // Unreadable storage: wait for the next test.
    }
    const listener = (e: Event) => onInput((e as CustomEvent<LiveTestInput>).detail);
    window.addEventListener(EVENT, listener);
    return () => window.removeEventListener(EVENT, listener);
  }, [onInput]);
}
