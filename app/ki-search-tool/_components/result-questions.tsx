"use client";

import { useTranslations } from "next-intl";
import type { LiveTestResult } from "@/lib/visibility/live-test";

/** The questions the assistants were asked, and how many answers came back for them. */
export function ResultQuestions({ result }: { result: LiveTestResult }) {
  const t = useTranslations("LiveTest");
  return (
    <div>
      <p className="text-muted-foreground text-sm">{t("resultQuestion")}</p>
      <ol className="mt-1 flex list-decimal flex-col gap-1 pl-5 font-medium" data-testid="live-test-questions">
        {result.questions.map((q) => (
          <li key={q}>„{q}“</li>
        ))}
      </ol>
      <p className="text-muted-foreground mt-1 text-xs">{t("resultQuestionsCount", { answers: result.answersReceived, questions: result.questions.length })}</p>
    </div>
  );
}
