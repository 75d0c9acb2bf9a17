"use client";

import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { CheckCircle2, ExternalLink, Info, Lightbulb, Users, XCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { AnswerText } from "./answer-text";

/**
 * The live test's result. Without a business name or website (`hasTarget` false) there is
 * nothing to look for: instead of "nicht genannt" it shows whom the assistant names and
 * invites the visitor to enter their name (`onEnterName`).
 */
export function ResultView({ result, hasTarget, onEnterName }: { result: LiveTestResult; hasTarget: boolean; onEnterName: () => void }) {
  const t = useTranslations("LiveTest");
  const format = useFormatter();
  const initial = Math.max(0, result.samples.findIndex((s) => s.answer === result.aiResponse));
  const [shown, setShown] = useState(initial);
  const sample = result.samples[shown] ?? result.samples[0]!;
  const total = result.answersReceived;

  return (
    <div className="flex flex-col gap-5" data-testid="live-test-result">
      <div>
        <p className="text-muted-foreground text-sm">{t("resultQuestion")}</p>
        <p className="mt-1 font-medium">„{result.question}“</p>
      </div>

      {!hasTarget ? (
        <Alert data-testid="mention-banner">
          <Info aria-hidden />
          <AlertTitle className="line-clamp-none">{t("noTargetTitle")}</AlertTitle>
          <AlertDescription>
            <p>{result.competitorDetails.length > 0 ? t("noTargetNamed", { names: result.competitorDetails.slice(0, 5).map((c) => c.name).join(", ") }) : t("competitorsEmpty")}</p>
            <p>{t("noTargetText")}</p>
            <Button type="button" size="sm" variant="outline" className="mt-2" onClick={onEnterName}>
              {t("noTargetButton")}
            </Button>
          </AlertDescription>
        </Alert>
      ) : result.websiteMentioned ? (
        <Alert variant="success" data-testid="mention-banner">
          <CheckCircle2 aria-hidden />
          <AlertTitle className="line-clamp-none">
            {result.mentionPosition !== null
              ? t("mentionedTitle", { position: result.mentionPosition })
              : t("mentionedTitleNoPosition")}
          </AlertTitle>
          <AlertDescription>
            <p>{t("mentionedRate", { mentioned: result.mentionedInAnswers, total })}</p>
            {result.mentionContext && <blockquote className="border-success/50 mt-1 border-l-2 pl-3 italic">{result.mentionContext}</blockquote>}
          </AlertDescription>
        </Alert>
      ) : (
        <Alert variant="destructive" data-testid="mention-banner">
          <XCircle aria-hidden />
          <AlertTitle className="line-clamp-none">{t("notMentionedTitle")}</AlertTitle>
          <AlertDescription>
            <p>{t("notMentionedText", { total })}</p>
          </AlertDescription>
        </Alert>
      )}

      {hasTarget && (
        <dl className="grid grid-cols-3 gap-3 text-center">
          <Stat label={t("statRate")} value={format.number(result.mentionRate, { style: "percent", maximumFractionDigits: 0 })} />
          <Stat
            label={t("statPosition")}
            value={result.averagePosition !== null ? format.number(result.averagePosition, { maximumFractionDigits: 1 }) : "–"}
          />
          <Stat label={t("statAnswers")} value={t("statAnswersValue", { received: total, requested: result.answersRequested })} />
        </dl>
      )}

      <Card className="gap-3 py-5">
        <CardHeader className="px-5">
          <CardTitle className="flex flex-wrap items-center justify-between gap-2 text-base">
            {t("answerTitle")}
            <span className="text-muted-foreground text-xs font-normal">
              {t("providerLine", { provider: result.provider.name, model: result.provider.model })}
            </span>
          </CardTitle>
          {result.samples.length > 1 && (
            <div
              role="tablist"
              aria-label={t("answerTabs")}
              className="flex flex-wrap gap-2 pt-1"
              onKeyDown={(e) => {
                if (e.key !== "ArrowRight" && e.key !== "ArrowLeft") return;
                const next = (shown + (e.key === "ArrowRight" ? 1 : -1) + result.samples.length) % result.samples.length;
                setShown(next);
                (e.currentTarget.children[next] as HTMLElement | undefined)?.focus();
              }}
            >
              {result.samples.map((s, i) => (
                <button
                  key={i}
                  type="button"
                  role="tab"
                  aria-selected={i === shown}
                  aria-controls="ai-answer-panel"
                  tabIndex={i === shown ? 0 : -1}
                  onClick={() => setShown(i)}
                  className={cn(
                    "rounded-md border px-2.5 py-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50",
                    i === shown ? "bg-primary text-primary-foreground border-primary" : "hover:bg-accent",
                  )}
                >
                  {t("answerTab", { n: i + 1 })} {hasTarget && (s.mentioned ? "✓" : "✗")}
                </button>
              ))}
            </div>
          )}
        </CardHeader>
        <CardContent className="px-5">
          <div id="ai-answer-panel" role="tabpanel" tabIndex={0} className="bg-muted/50 max-h-[28rem] overflow-y-auto rounded-lg p-4 text-sm leading-relaxed" data-testid="ai-answer">
            <AnswerText text={sample.answer} />
          </div>
        </CardContent>
      </Card>

      <ResultSection title={hasTarget ? t("competitorsTitle") : t("namedTitle")} icon={<Users className="size-4" aria-hidden />}>
        {result.competitorDetails.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("competitorsEmpty")}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="competitors">
            {result.competitorDetails.map((c) => (
              <li key={c.name} className="flex items-center justify-between gap-3 rounded-md border px-3 py-2 text-sm">
                <span className="font-medium">{c.name}</span>
                <Badge variant="secondary">{t("competitorSeen", { answers: c.answers, total, rank: c.bestRank })}</Badge>
              </li>
            ))}
          </ol>
        )}
      </ResultSection>

      {result.sources.length > 0 && (
        <ResultSection title={t("sourcesTitle")}>
          <ul className="flex flex-col gap-1 text-sm">
            {result.sources.map((url) => (
              <li key={url} className="truncate">
                <a href={url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary inline-flex items-center gap-1 hover:underline">
                  {url} <ExternalLink className="size-3" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </ResultSection>
      )}

      <ResultSection title={t("suggestionsTitle")} icon={<Lightbulb className="size-4" aria-hidden />}>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed" data-testid="suggestions">
          {result.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </ResultSection>
    </div>
  );
}

function ResultSection({ title, icon, children }: { title: string; icon?: React.ReactNode; children: React.ReactNode }) {
  return (
    <Card className="gap-3 py-5">
      <CardHeader className="px-5">
        <CardTitle className="flex items-center gap-2 text-base">
          {icon} {title}
        </CardTitle>
      </CardHeader>
      <CardContent className="px-5">{children}</CardContent>
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-1 text-xl font-semibold">{value}</dd>
    </div>
  );
}
