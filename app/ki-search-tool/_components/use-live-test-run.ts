"use client";

import { useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import { showFormError } from "@/lib/client/show-form-error";
import type { EngineProgress, LiveTestResult } from "@/lib/visibility/live-test";
import { shareLiveTestInput } from "./live-test-input";
import { questionsFor, requestLiveTest, type LiveTestForm } from "./live-test-request";

type Status = "idle" | "loading" | "result";

/**
 * One live test at a time: `run(form)` refuses a blank topic (inline error, focus on the
 * field), else hands the input to the monitor form, scrolls `resultRef` into view and
 * streams progress, deadline and per-engine progress until the result or a German error.
 * @param samples the answers the server asks for (the progress bar's first total)
 * @param errors the German texts of a blank topic and of a run that failed without a message
 */
export function useLiveTestRun(samples: number, errors: { queryRequired: string; failed: string }): {
  status: Status;
  progress: { completed: number; total: number };
  deadlineAt: number | null;
  result: LiveTestResult | null;
  engineProgress: EngineProgress[];
  error: string | null;
  queryError: string | null;
  clearQueryError: () => void;
  askedQuestions: string[];
  resultRef: RefObject<HTMLDivElement | null>;
  run: (form: LiveTestForm) => Promise<void>;
} {
  const [status, setStatus] = useState<Status>("idle");
  const [progress, setProgress] = useState({ completed: 0, total: samples });
  /** When the server's one deadline for the whole test ends (this browser's clock, ms). */
  const [deadlineAt, setDeadlineAt] = useState<number | null>(null);
  const [result, setResult] = useState<LiveTestResult | null>(null);
  const [engineProgress, setEngineProgress] = useState<EngineProgress[]>([]);
  const [error, setError] = useState<string | null>(null);
  /** The inline error of the topic field (tied to it with aria-describedby, announced by role="alert"). */
  const [queryError, setQueryError] = useState<string | null>(null);
  /** The questions of the test that is running (the form may change meanwhile). */
  const [askedQuestions, setAskedQuestions] = useState<string[]>([]);
  const resultRef = useRef<HTMLDivElement>(null);

  async function run(form: LiveTestForm) {
    // The button stays enabled for an empty topic, so keyboard and screen-reader users learn why nothing starts.
    if (form.query.trim() === "") {
      setQueryError(errors.queryRequired);
      document.getElementById("lt-query")?.focus();
      return;
    }
    setQueryError(null);
    shareLiveTestInput({ industry: form.query, businessName: form.businessName, website: form.domain, city: form.location, specialty: form.specialty });
    setStatus("loading");
    setResult(null);
    setError(null);
    setProgress({ completed: 0, total: samples });
    setDeadlineAt(null);
    setEngineProgress([]);
    setAskedQuestions(questionsFor(form));
    // An answer anchor of the last result (#antwort-3) must not open an answer of the next.
    if (location.hash.startsWith("#antwort-")) history.replaceState(null, "", location.pathname + location.search);
    resultRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    try {
      const outcome = await requestLiveTest(
        form,
        (completed, total) => setProgress({ completed, total }),
        (remainingMs) => setDeadlineAt(Date.now() + remainingMs),
        (engine) => setEngineProgress((list) => [...list.filter((e) => e.name !== engine.name), engine].sort((a, b) => a.name.localeCompare(b.name))),
      );
      setResult(outcome);
      setStatus("result");
    } catch (err) {
      flushSync(() => {
        setError(err instanceof Error && err.message ? err.message : errors.failed);
        setStatus("idle");
      });
      showFormError(document.getElementById("lt-query"), "lt-error");
    }
  }

  return { status, progress, deadlineAt, result, engineProgress, error, queryError, clearQueryError: () => setQueryError(null), askedQuestions, resultRef, run };
}
