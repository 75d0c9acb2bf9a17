"use client";

import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Bot, PieChart } from "lucide-react";
import { engineFailureText, missingAnswersTexts } from "@/components/engine-failure";
import { useEngineLabel } from "@/components/engine-label";
import { SectionCard } from "@/components/section-card";
import { ShareOfVoiceTable } from "@/components/share-of-voice-table";
import { cn } from "@/lib/utils";
import type { EngineStats, ShareOfVoiceEntry } from "@/lib/visibility/engine-stats";
import type { LiveTestEngineRow } from "@/lib/visibility/live-test";
import { engineEvidence, mentionEvidence } from "@/lib/visibility/evidence";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { wilsonInterval } from "@/lib/visibility/wilson";

/** "3 von 9 Antworten, wahrscheinlich zwischen 12 und 65 % (9 Antworten)" with the average position. */
function RateLine({ stats, targetGiven }: { stats: Pick<EngineStats, "samples" | "mentions" | "interval" | "averagePosition">; targetGiven: boolean }) {
  const t = useTranslations("Engines");
  const format = useFormatter();
  if (!targetGiven) return <span>{t("rateLineNoTarget", { samples: stats.samples })}</span>;
  return (
    <span>
      {t("rateLine", {
        mentions: stats.mentions,
        samples: stats.samples,
        low: format.number(Math.round(stats.interval[0] * 100)),
        high: format.number(Math.round(stats.interval[1] * 100)),
      })}
      {" · "}
      {stats.averagePosition !== null ? t("position", { position: format.number(stats.averagePosition, { maximumFractionDigits: 1 }) }) : t("noPosition")}
    </span>
  );
}

/**
 * One row per assistant and the overall line, each with the answers it came from one
 * click away (`onShowAnswers` selects that engine's first answer; `evidence` renders
 * links to given answers, by 0-based index).
 */
export function EngineResults({
  result,
  onShowAnswers,
  evidence,
}: {
  result: LiveTestResult;
  onShowAnswers: (engine: string) => void;
  evidence: (indices: number[], testId?: string, marked?: boolean) => ReactNode;
}) {
  const t = useTranslations("Engines");
  const label = useEngineLabel();
  const overall = {
    samples: result.answersReceived,
    mentions: result.mentionedInAnswers,
    interval: wilsonInterval(result.mentionedInAnswers, result.answersReceived),
    averagePosition: result.averagePosition,
  };
  return (
    <SectionCard level={2} title={t("title")} icon={<Bot className="size-4" aria-hidden />}>
      <p className="text-muted-foreground mb-3 text-sm" data-testid="api-disclaimer">
        {t("apiDisclaimer")}
      </p>
      <ul className="flex flex-col gap-2" data-testid="engine-rows">
        {result.engines.map((e) => (
          <li key={e.name} className={cn("rounded-md border px-3 py-2 text-sm", e.error && "border-destructive/40 bg-destructive/5")} data-testid="engine-row">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
              <span className="font-medium">{label(e.name, e.access)}</span>
              {!e.access?.provider.startsWith("google-") && <span className="text-muted-foreground text-xs">{t("model", { model: e.model })}</span>}
            </div>
            <EngineRowBody row={e} targetGiven={result.targetGiven} onShowAnswers={onShowAnswers} evidence={evidence(engineEvidence(result.samples, e.name), "engine-evidence", true)} />
          </li>
        ))}
        {result.engines.length > 1 && (
          <li className="bg-muted/50 rounded-md px-3 py-2 text-sm" data-testid="engine-overall">
            <span className="font-medium">{t("overall")}: </span>
            <RateLine stats={overall} targetGiven={result.targetGiven} />
            {result.targetGiven && <span className="mt-1 block">{evidence(mentionEvidence(result.samples), undefined, true)}</span>}
          </li>
        )}
      </ul>
    </SectionCard>
  );
}

/**
 * What one engine's row says: its rate with the answers behind it, or why it has none
 * (a failure with its reason and Retry-After, or Google showing no AI answer here).
 */
function EngineRowBody({ row: e, targetGiven, onShowAnswers, evidence }: { row: LiveTestEngineRow; targetGiven: boolean; onShowAnswers: (engine: string) => void; evidence: ReactNode }) {
  const t = useTranslations("Engines");
  const format = useFormatter();
  const noAiAnswer = t(e.access?.provider === "google-ai-mode" ? "noAiMode" : "noAiOverview");
  if (e.error) {
    return <p className="text-destructive mt-1">{engineFailureText(t, e.error, { retryAfterSeconds: e.retryAfterSeconds })}</p>;
  }
  if (e.samples === 0) return <p className="text-muted-foreground mt-1" data-testid="no-ai-overview">{noAiAnswer}</p>;
  return (
    <div className="mt-1 flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
      <span className="flex items-center gap-2">
        {targetGiven && <strong className="tabular-nums">{format.number(e.mentionRate, { style: "percent", maximumFractionDigits: 0 })}</strong>}
        <RateLine stats={e} targetGiven={targetGiven} />
      </span>
      <button type="button" className="text-primary text-xs font-medium underline-offset-4 hover:underline" onClick={() => onShowAnswers(e.name)} aria-label={t("showAnswersOf", { engine: e.name })}>
        {t("showAnswers")}
      </button>
      {e.noAiOverview > 0 && <span className="text-muted-foreground basis-full text-xs">{t("noAiOverviewSome", { count: e.noAiOverview, total: e.noAiOverview + e.samples })}</span>}
      {missingAnswersTexts(t, e.missing).map((text) => (
        <span key={text} className="text-muted-foreground basis-full text-xs" data-testid="engine-missing">
          {text}
        </span>
      ))}
      <span className="basis-full">{evidence}</span>
    </div>
  );
}

/** Share of voice across all answers, the visitor's business highlighted; each row with the answers that recommend it. */
export function ShareOfVoiceCard({ entries, evidence }: { entries: ShareOfVoiceEntry[]; evidence: (entry: ShareOfVoiceEntry) => ReactNode }) {
  const t = useTranslations("Engines");
  return (
    <SectionCard level={2} title={t("sovTitle")} icon={<PieChart className="size-4" aria-hidden />}>
      <p className="text-muted-foreground mb-3 text-sm">{t("sovIntro")}</p>
      {entries.every((e) => e.mentions === 0) ? (
        <p className="text-muted-foreground text-sm">{t("sovEmpty")}</p>
      ) : (
        <ShareOfVoiceTable rows={entries.map((entry) => ({ entry, evidence: evidence(entry) }))} testId="share-of-voice" />
      )}
    </SectionCard>
  );
}
