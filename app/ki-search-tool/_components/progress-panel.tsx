"use client";

import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { LoadingResultCard } from "@/components/result-placeholder";
import type { EngineProgress } from "@/lib/visibility/live-test";
import { EngineProgressList } from "./engine-progress";
import { QuestionPreview } from "./question-preview";

/** Seconds left until `deadlineAt`, ticking once a second; null without a deadline. */
function useSecondsLeft(deadlineAt: number | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (deadlineAt === null) return;
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [deadlineAt]);
  return deadlineAt === null ? null : Math.max(0, Math.ceil((deadlineAt - now) / 1000));
}

/** What ProgressPanel shows while a test runs. */
export interface RunProgress {
  completed: number;
  total: number;
  deadlineAt: number | null;
  asked: string[];
  engines: EngineProgress[];
  questions: string[];
}

/**
 * While the test runs: the engines asked, a progress bar of answers, the time left of the
 * server's deadline, each engine's progress and the questions asked.
 */
export function ProgressPanel({ completed, total, deadlineAt, asked, engines, questions }: RunProgress) {
  const t = useTranslations("LiveTest");
  const format = useFormatter();
  const current = Math.min(completed + 1, total);
  const secondsLeft = useSecondsLeft(deadlineAt);
  return (
    <LoadingResultCard className="h-full" testId="live-test-progress" title={t("loadingTitle", { engines: format.list(asked, { type: "conjunction" }), count: asked.length })} text={t("loadingDuration")}>
      <div className="w-full max-w-sm">
        <div
          className="bg-muted h-2 w-full overflow-hidden rounded-full"
          role="progressbar"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={completed}
          aria-label={t("progressLabel")}
        >
          <div className="bg-primary h-full rounded-full transition-all duration-500" style={{ width: `${Math.max(6, (completed / total) * 100)}%` }} />
        </div>
        <p className="mt-2 text-sm">{completed < total ? t("progressAnswering", { current, total, completed }) : t("progressAnalysing")}</p>
        {secondsLeft !== null && completed < total && (
          // role="timer" is not announced every second (implicit aria-live off).
          <p role="timer" className="text-muted-foreground mt-1 text-xs tabular-nums" data-testid="live-test-deadline">
            {t("deadlineLeft", { time: `${Math.floor(secondsLeft / 60)}:${String(secondsLeft % 60).padStart(2, "0")}` })}
          </p>
        )}
        <EngineProgressList engines={engines} />
        <QuestionPreview title={t("questionsRunning")} questions={questions} testId="live-test-questions-running" className="mt-3 text-left text-xs" />
      </div>
    </LoadingResultCard>
  );
}
