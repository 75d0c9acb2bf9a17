"use client";

import { useCallback, useState } from "react";
import { fetchJson } from "@/lib/client/fetch-json";
import { useFocusInView } from "@/lib/client/use-focus-in-view";
import { useLiveTestInput, type LiveTestInput } from "./live-test-input";

const SIGNUP_FIELDS = ["businessName", "website", "industry", "city", "specialty", "competitors", "email"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupForm = Record<SignupField, string>;
export type SignupState = { kind: "idle" | "sending" } | { kind: "sent"; email: string } | { kind: "error"; message: string };

/** The live test's fields the sign-up takes over while the visitor has not typed them here. */
const FROM_LIVE_TEST = ["industry", "businessName", "website", "city", "specialty"] as const;

/**
 * The monitor sign-up's form state: filled from the live test above, posted to /api/monitor;
 * once sent, `sentRef`'s element is scrolled into view and focused (on a phone it replaces a
 * form taller than the screen, so the confirmation would otherwise sit out of view).
 * @param failedText the German text shown when the API sends no message of its own
 */
export function useMonitorSignup(failedText: string) {
  const [form, setForm] = useState<SignupForm>({ businessName: "", website: "", industry: "", city: "", specialty: "", competitors: "", email: "" });
  const [state, setState] = useState<SignupState>({ kind: "idle" });
  const fromLiveTest = useCallback((input: LiveTestInput) => {
    setForm((f) => {
      const next = { ...f };
      for (const key of FROM_LIVE_TEST) if (!f[key].trim() && input[key]?.trim()) next[key] = input[key].trim();
      return next;
    });
  }, []);
  useLiveTestInput(fromLiveTest);
  const sentRef = useFocusInView<HTMLDivElement>(state.kind === "sent");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setState({ kind: "sending" });
    const result = await fetchJson<unknown>("/api/monitor", { body: form, messages: { failed: failedText } });
    setState(result.ok ? { kind: "sent", email: form.email.trim() } : { kind: "error", message: result.message });
  }

  const setField = (name: SignupField, value: string) => setForm((f) => ({ ...f, [name]: value }));
  return { form, setField, state, sentRef, submit };
}
