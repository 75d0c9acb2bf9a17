"use client";

import { lazy, Suspense, useState } from "react";
import { Sparkles } from "lucide-react";
import { EmptyResultCard, LoadingResultCard } from "@/components/result-placeholder";
import { LiveTestExamples } from "./live-test-examples";
import { LiveTestFormCard } from "./live-test-form";
import type { OutputIntl } from "./live-test-output";
import { EMPTY_FORM, questionsFor, type LiveTestForm } from "./live-test-request";
import type { LiveTestTexts } from "./live-test-texts";
import { useLiveTestRun } from "./use-live-test-run";

/**
 * Progress and result (their cards, the answer reading helpers, next-intl): loaded on the
 * first focus in the form or the first run, not with the page. React.lazy, not next/dynamic:
 * rendered only after a start, they need no server rendering.
 */
const loadOutput = () => import("./live-test-output");
const LiveTestOutput = lazy(() => loadOutput().then((m) => ({ default: m.LiveTestOutput })));
const LiveTestSummary = lazy(() => loadOutput().then((m) => ({ default: m.LiveTestSummary })));
/** Starts loading the output's code once; a failed load is tried again by React.lazy when rendered. */
const preloadOutput = () => void loadOutput().catch(() => undefined);

/**
 * The live test's form, progress and result.
 * @param engines the names of the engines the server asks (named while the test runs)
 * @param texts the form's and empty result's texts, resolved on the server
 * @param intl locale, time zone and messages for the progress and result view's own provider
 */
export function LiveTest({ configured, samples, engines, texts, intl }: { configured: boolean; samples: number; engines: string[]; texts: LiveTestTexts; intl: OutputIntl }) {
  const [form, setForm] = useState<LiveTestForm>(EMPTY_FORM);
  const test = useLiveTestRun(samples, texts);
  const { status, result } = test;
  const running = status === "loading";
  const update = (field: keyof LiveTestForm) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    if (field === "query") test.clearQueryError();
    setForm((f) => ({ ...f, [field]: e.target.value }));
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <div className="flex flex-col gap-6" onFocusCapture={preloadOutput} onPointerDownCapture={preloadOutput}>
        <LiveTestFormCard
          {...{ form, update, running, configured, texts }}
          questions={questionsFor(form)}
          queryError={test.queryError}
          error={test.error}
          onSubmit={(e) => {
            e.preventDefault();
            preloadOutput();
            void test.run(form);
          }}
        />
        <LiveTestExamples title={texts.examplesTitle} disabled={running} onPick={(values) => setForm((f) => ({ ...f, ...values }))} />
      </div>

      <div ref={test.resultRef} className="scroll-mt-20" aria-busy={running}>
        {/* One short summary is announced when a result arrives, not the whole panel. */}
        <p role="status" className="sr-only" data-testid="live-test-status">
          {status === "result" && result ? (
            <Suspense fallback="">
              <LiveTestSummary intl={intl} result={result} />
            </Suspense>
          ) : (
            ""
          )}
        </p>
        {status === "idle" && !result && (
          <EmptyResultCard
            className="h-full min-h-64"
            icon={<Sparkles className="text-primary size-8" aria-hidden />}
            title={texts.emptyTitle}
            text={
              <>
                <span className="lg:hidden">{texts.emptyTextAbove}</span>
                <span className="hidden lg:inline">{texts.emptyTextBeside}</span>
              </>
            }
          />
        )}
        {(running || (status === "result" && result)) && (
          // While the output's code still loads (a run started at once), the run's title and duration stand in for it.
          <Suspense fallback={<LoadingResultCard className="h-full" title={texts.running} text={texts.loadingDuration} />}>
            <LiveTestOutput
              intl={intl}
              result={result}
              progress={running ? { ...test.progress, deadlineAt: test.deadlineAt, asked: engines, engines: test.engineProgress, questions: test.askedQuestions } : null}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
