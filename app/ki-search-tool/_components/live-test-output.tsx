"use client";

import { NextIntlClientProvider, useTranslations, type AbstractIntlMessages } from "next-intl";
import type { EngineProgress, LiveTestResult } from "@/lib/visibility/live-test";
import { ProgressPanel, type RunProgress } from "./progress-panel";
import { ResultView } from "./result-view";

/** The server's locale, time zone and the "LiveTest" and "Engines" messages, for this chunk's own provider. */
export interface OutputIntl {
  locale: string;
  timeZone: string;
  messages: AbstractIntlMessages;
}

/**
 * The live test's progress (while `progress` is given) or its result: the parts of the page
 * that only show once a test starts, with next-intl's provider and runtime. LiveTest loads
 * this module on the first focus in its form or on the first run, not with the page.
 */
export function LiveTestOutput({ intl, progress, result }: { intl: OutputIntl; progress: RunProgress | null; result: LiveTestResult | null }) {
  return (
    <NextIntlClientProvider {...intl}>
      {progress ? <ProgressPanel {...progress} /> : result && <ResultView result={result} />}
    </NextIntlClientProvider>
  );
}

/** The one sentence a screen reader hears when a result arrives (LiveTest's status line). */
export function LiveTestSummary({ intl, result }: { intl: OutputIntl; result: LiveTestResult }) {
  return (
    <NextIntlClientProvider {...intl}>
      <Summary result={result} />
    </NextIntlClientProvider>
  );
}

function Summary({ result }: { result: LiveTestResult }) {
  const t = useTranslations("LiveTest");
  if (!result.targetGiven) return t("statusNoTarget", { competitors: result.competitorDetails.length, answers: result.answersReceived });
  return result.mentionedInAnswers > 0
    ? t("statusMentioned", { mentioned: result.mentionedInAnswers, answers: result.answersReceived })
    : t("statusNotMentioned", { answers: result.answersReceived });
}
