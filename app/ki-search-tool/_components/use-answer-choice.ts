"use client";

import { useCallback, useEffect, useState } from "react";
import type { LiveTestResult } from "@/lib/visibility/live-test";

/**
 * Which of the live test's answers is shown (0-based `shown`), starting at the answer the
 * result headlines. `showEngine` opens an engine's first answer and scrolls to it;
 * `openAnswer(n)` opens answer n (1-based, where an evidence link or #antwort-n leads)
 * and moves focus to it. Out-of-range numbers and unknown engines change nothing.
 */
export function useAnswerChoice(result: LiveTestResult) {
  const initial = Math.max(0, result.samples.findIndex((s) => s.answer === result.aiResponse));
  const [shown, setShown] = useState(initial);
  const showEngine = (engine: string) => {
    const index = result.samples.findIndex((s) => s.engine === engine);
    if (index < 0) return;
    setShown(index);
    document.getElementById("ai-answer-panel")?.scrollIntoView({ behavior: "smooth", block: "center" });
  };
  const openAnswer = useCallback(
    (n: number) => {
      if (n < 1 || n > result.samples.length) return;
      setShown(n - 1);
      requestAnimationFrame(() => {
        const panel = document.getElementById("ai-answer-panel");
        panel?.focus({ preventScroll: true });
        panel?.scrollIntoView({ behavior: "smooth", block: "start" });
      });
    },
    [result.samples.length],
  );
  // A link to #antwort-3 (shared, or back/forward) opens that answer.
  useEffect(() => {
    const fromHash = () => {
      const match = /^#antwort-(\d+)$/.exec(location.hash);
      if (match) openAnswer(Number(match[1]));
    };
    fromHash();
    window.addEventListener("hashchange", fromHash);
    return () => window.removeEventListener("hashchange", fromHash);
  }, [openAnswer]);
  return { shown, setShown, showEngine, openAnswer };
}
