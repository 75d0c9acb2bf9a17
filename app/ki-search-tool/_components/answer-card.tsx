"use client";

import { useTranslations } from "next-intl";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { AnswerTabs } from "./answer-tabs";
import { AnswerText } from "@/components/answer/answer-text";
import { FactChecks } from "@/components/answer/fact-checks";
import { LookAlikeNote, NamedAsNote } from "@/components/answer/named-as-note";
import { liveTestSiteReading } from "@/lib/visibility/facts/site-reading";

/**
 * The assistants' answers, one at a time: which engine and model answered and how it was
 * read, tabs to choose an answer (where there are several), and the chosen answer's
 * question, verdict, fact checks and text. `shown` is the 0-based chosen answer.
 */
export function AnswerCard({ result, shown, onShow }: { result: LiveTestResult; shown: number; onShow: (index: number) => void }) {
  const t = useTranslations("LiveTest");
  const sample = result.samples[shown] ?? result.samples[0]!;
  const several = result.samples.length > 1;
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="flex flex-wrap items-center justify-between gap-2 text-base">
          {t("answerTitle")}
          <span className="text-muted-foreground text-xs font-normal">
            {t("providerLine", { provider: sample.engine ?? result.provider.name, model: sample.model ?? result.provider.model })}
            {" · "}
            <span data-testid="read-by">{t(sample.readBy === "rules+model" ? "readByModel" : "readByRules")}</span>
          </span>
        </CardTitle>
        {several && <AnswerTabs result={result} shown={shown} onShow={onShow} />}
      </CardHeader>
      <CardContent className="px-5">
        <div
          id="ai-answer-panel"
          role="tabpanel"
          tabIndex={0}
          aria-labelledby={several ? `antwort-${shown + 1}` : undefined}
          aria-label={several ? undefined : t("answerTab", { n: 1 })}
          className="bg-muted/50 max-h-[28rem] scroll-mt-20 overflow-y-auto rounded-lg p-4 text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
          data-testid="ai-answer"
        >
          {!several && <span id="antwort-1" />}
          <AnswerMeta result={result} sample={sample} />
          <FactChecks facts={sample.facts ?? []} site={liveTestSiteReading(result)} />
          <AnswerText text={sample.answer} />
        </div>
      </CardContent>
    </Card>
  );
}

/** The question this answer replies to and, where a business was named, whether and where the answer names it. */
function AnswerMeta({ result, sample }: { result: LiveTestResult; sample: LiveTestResult["samples"][number] }) {
  const t = useTranslations("LiveTest");
  return (
    <div className="text-muted-foreground mb-3 border-b pb-2 text-xs" data-testid="ai-answer-meta">
      <p className="text-foreground font-medium">{t("answerQuestion", { question: sample.question })}</p>
      {result.targetGiven && (
        <p className="mt-0.5">
          {sample.mentioned && sample.position !== null
            ? t("answerMentioned", { position: sample.position })
            : sample.mentioned
              ? t("answerMentionedNoPosition")
              : t("answerNotMentioned")}
        </p>
      )}
      {/* Results shared before round 43 carry no namedAs. */}
      {result.targetGiven && sample.mentioned && sample.namedAs && <NamedAsNote namedAs={sample.namedAs} />}
      {result.targetGiven && !sample.mentioned && sample.lookAlike && <LookAlikeNote lookAlike={sample.lookAlike} />}
    </div>
  );
}
