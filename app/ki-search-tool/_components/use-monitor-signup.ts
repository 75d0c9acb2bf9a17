"use client";

import { useCallback, useEffect, useId, useState } from "react";
import { fetchJson } from "@/lib/client/fetch-json";
import { useFocusInView } from "@/lib/client/use-focus-in-view";
import { useLiveTestInput, type LiveTestInput } from "./live-test-input";

const SIGNUP_FIELDS = ["businessName", "website", "industry", "city", "specialty", "competitors", "email"] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupForm = Record<SignupField, string>;
/** `field`: the field a refused value belongs to (the API's `field`, "competitors.2" read as "competitors"); absent for other errors. */
export type SignupState = { kind: "idle" | "sending" } | { kind: "sent"; email: string } | { kind: "error"; message: string; field?: SignupField };

/** The sign-up field of the API's `field` of a validation error, if it names one. */
function signupFieldOf(field: string | undefined): SignupField | undefined {
  const name = field?.split(".")[0];
  return SIGNUP_FIELDS.find((f) => f === name);
}

/** The live test's fields the sign-up takes over while the visitor has not typed them here. */
const FROM_LIVE_TEST = ["industry", "businessName", "website", "city", "specialty"] as const;

/**
 * The monitor sign-up's form state: filled from the live test above, posted to /api/monitor;
 * once sent, `sentRef`'s element is scrolled into view and focused (on a phone it replaces a
 * form taller than the screen, so the confirmation would otherwise sit out of view). A value the API refuses takes the
 * focus, its message tied to it (WCAG 3.3.1); `fieldId(name)` is the id of each field's input.
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
  const idBase = useId();
  const fieldId = useCallback((name: SignupField) => `${idBase}-${name}`, [idBase]);
  const refusedField = state.kind === "error" ? state.field : undefined;
  useEffect(() => {
    if (refusedField) document.getElementById(fieldId(refusedField))?.focus();
  }, [refusedField, fieldId, state]);

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setState({ kind: "sending" });
    const result = await fetchJson<unknown>("/api/monitor", { body: form, messages: { failed: failedText } });
    setState(result.ok ? { kind: "sent", email: form.email.trim() } : { kind: "error", message: result.message, field: signupFieldOf(result.data?.field) });
  }

  const setField = (name: SignupField, value: string) => setForm((f) => ({ ...f, [name]: value }));
  return { form, setField, state, sentRef, submit, fieldId };
}
