"use client";

import { useState } from "react";
import { useTranslations } from "next-intl";
import { Sparkles } from "lucide-react";
import { EmptyResultCard } from "@/components/result-placeholder";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { LiveTestExamples } from "./live-test-examples";
import { LiveTestFormCard } from "./live-test-form";
import { EMPTY_FORM, questionsFor, type LiveTestForm } from "./live-test-request";
import { ProgressPanel } from "./progress-panel";
import { ResultView } from "./result-view";
import { useLiveTestRun } from "./use-live-test-run";

/**
 * The live test's form, progress and result.
 * @param engines the names of the engines the server asks (named while the test runs)
 */
export function LiveTest({ configured, samples, engines }: { configured: boolean; samples: number; engines: string[] }) {
  const t = useTranslations("LiveTest");
  const [form, setForm] = useState<LiveTestForm>(EMPTY_FORM);
  const test = useLiveTestRun(samples);
  const { status, result } = test;
  const running = status === "loading";
  const update = (field: keyof LiveTestForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (field === "query") test.clearQueryError();
    setForm((f) => ({ ...f, [field]: e.target.value }));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="flex flex-col gap-6">
        <LiveTestFormCard
          {...{ form, update, running, configured }}
          questions={questionsFor(form)}
          queryError={test.queryError}
          error={test.error}
          onSubmit={(e) => {
            e.preventDefault();
            void test.run(form);
          }}
        />
        <LiveTestExamples disabled={running} onPick={(values) => setForm((f) => ({ ...f, ...values }))} />
      </div>

      <div ref={test.resultRef} className="scroll-mt-20" aria-busy={running}>
        {/* One short summary is announced when a result arrives, not the whole panel. */}
        <p role="status" className="sr-only" data-testid="live-test-status">
          {status === "result" && result ? resultSummary(t, result) : ""}
        </p>
        {status === "idle" && !result && (
          <EmptyResultCard
            className="h-full min-h-64"
            icon={<Sparkles className="text-primary size-8" aria-hidden />}
            title={t("emptyTitle")}
            text={
              <>
                <span className="lg:hidden">{t("emptyTextAbove")}</span>
                <span className="hidden lg:inline">{t("emptyTextBeside")}</span>
              </>
            }
          />
        )}
        {running && <ProgressPanel {...test.progress} deadlineAt={test.deadlineAt} asked={engines} engines={test.engineProgress} questions={test.askedQuestions} />}
        {status === "result" && result && <ResultView result={result} />}
      </div>
    </div>
  );
}

/** The one sentence a screen reader hears when a result arrives. */
function resultSummary(t: ReturnType<typeof useTranslations<"LiveTest">>, result: LiveTestResult): string {
  if (!result.targetGiven) return t("statusNoTarget", { competitors: result.competitorDetails.length, answers: result.answersReceived });
  return result.mentionedInAnswers > 0
    ? t("statusMentioned", { mentioned: result.mentionedInAnswers, answers: result.answersReceived })
    : t("statusNotMentioned", { answers: result.answersReceived });
}
