"use client";

import { useCallback, useEffect, useState, type ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { AlertTriangle, CheckCircle2, Info, Lightbulb, MapPinned, ThumbsDown, Users, XCircle } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { SectionCard } from "@/components/section-card";
import { SourceGroupsCard } from "@/components/source-groups-card";
import { AnswerNavigation, EvidenceLinks, type EvidenceItem } from "@/components/evidence-links";
import { cn } from "@/lib/utils";
import { mentionEvidence, platformEvidence, recommendationEvidence } from "@/lib/visibility/evidence";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { AnswerText } from "./answer-text";
import { EngineResults, ShareOfVoiceCard } from "./engine-results";
import { FactChecks, FactSummary } from "./fact-checks";
import { ShareResult } from "./share-result";

export function ResultView({ result }: { result: LiveTestResult }) {
  const t = useTranslations("LiveTest");
  const format = useFormatter();
  const initial = Math.max(0, result.samples.findIndex((s) => s.answer === result.aiResponse));
  const [shown, setShown] = useState(initial);
  const sample = result.samples[shown] ?? result.samples[0]!;
  const total = result.answersReceived;
  const tEngines = useTranslations("Engines");
  const severalEngines = result.engines.length > 1;
  const showEngine = (engine: string) => {
    const index = result.samples.findIndex((s) => s.engine === engine);
    if (index < 0) return;
    setShown(index);
    document.getElementById("ai-answer-panel")?.scrollIntoView({ behavior: "smooth", block: "center" });
  };
  /** Opens answer n (1-based) and moves focus to it: where an evidence link leads. */
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
  /** Links to answers by 0-based index; `marked` shows ✓ on those naming the business (where the number is about it). */
  const evidence = (indices: number[], marked = false): EvidenceItem[] =>
    indices.map((i) => {
      const s = result.samples[i]!;
      const n = i + 1;
      const label = result.targetGiven
        ? tEngines("evidenceLinkLabel", { n, engine: s.engine, state: s.mentioned && s.position !== null ? tEngines("evidenceNamed", { position: s.position }) : tEngines("evidenceNotNamed") })
        : tEngines("evidenceLinkPlain", { n, engine: s.engine });
      return { n, href: `#antwort-${n}`, label, named: marked && result.targetGiven && s.mentioned && s.position !== null };
    });
  const evidenceLinks = (indices: number[], testId?: string, marked = false) => (
    <EvidenceLinks title={tEngines("evidence")} empty={tEngines("evidenceNone")} items={evidence(indices, marked)} testId={testId} />
  );

  return (
    <AnswerNavigation value={openAnswer}>
    <div className="flex flex-col gap-5" data-testid="live-test-result">
      <div>
        <p className="text-muted-foreground text-sm">{t("resultQuestion")}</p>
        <ol className="mt-1 flex list-decimal flex-col gap-1 pl-5 font-medium" data-testid="live-test-questions">
          {result.questions.map((q) => (
            <li key={q}>„{q}“</li>
          ))}
        </ol>
        <p className="text-muted-foreground mt-1 text-xs">{t("resultQuestionsCount", { answers: result.answersReceived, questions: result.questions.length })}</p>
      </div>

      <MentionBanner result={result} total={total} />

      <dl className="grid grid-cols-3 gap-3 text-center">
        <Stat label={t("statRate")} value={result.targetGiven ? format.number(result.mentionRate, { style: "percent", maximumFractionDigits: 0 }) : "–"} />
        <Stat
          label={t("statPosition")}
          value={result.averagePosition !== null ? format.number(result.averagePosition, { maximumFractionDigits: 1 }) : "–"}
        />
        <Stat label={t("statAnswers")} value={t("statAnswersValue", { received: total, requested: result.answersRequested })} />
      </dl>
      {result.targetGiven && (
        <p className="-mt-3">
          <EvidenceLinks title={t("mentionEvidence")} empty={tEngines("evidenceNone")} items={evidence(mentionEvidence(result.samples), true)} testId="mention-evidence" />
        </p>
      )}

      <EngineResults result={result} onShowAnswers={showEngine} evidence={evidenceLinks} />

      <FactSummary samples={result.samples} />

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
                  id={`antwort-${i + 1}`}
                  type="button"
                  role="tab"
                  aria-selected={i === shown}
                  aria-controls="ai-answer-panel"
                  tabIndex={i === shown ? 0 : -1}
                  onClick={() => setShown(i)}
                  className={cn(
                    "rounded-md border px-2.5 py-1 text-xs font-medium outline-none focus-visible:ring-[3px] focus-visible:ring-ring",
                    i === shown ? "bg-primary text-primary-foreground border-primary" : "hover:bg-accent",
                  )}
                >
                  {severalEngines ? tEngines("answerTabEngine", { n: i + 1, engine: s.engine }) : t("answerTab", { n: i + 1 })}
                  {result.targetGiven && ` ${s.mentioned ? "✓" : "✗"}`}
                </button>
              ))}
            </div>
          )}
        </CardHeader>
        <CardContent className="px-5">
          <div
            id="ai-answer-panel"
            role="tabpanel"
            tabIndex={0}
            aria-labelledby={result.samples.length > 1 ? `antwort-${shown + 1}` : undefined}
            aria-label={result.samples.length > 1 ? undefined : t("answerTab", { n: 1 })}
            className="bg-muted/50 max-h-[28rem] scroll-mt-20 overflow-y-auto rounded-lg p-4 text-sm leading-relaxed outline-none focus-visible:ring-[3px] focus-visible:ring-ring"
            data-testid="ai-answer"
          >
            {result.samples.length === 1 && <span id="antwort-1" />}
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
            </div>
            <FactChecks facts={sample.facts ?? []} siteRead={result.siteFactsRead ?? false} />
            <AnswerText text={sample.answer} />
          </div>
        </CardContent>
      </Card>

      <SectionCard level={2} title={result.targetGiven ? t("competitorsTitle") : t("competitorsTitleNoTarget")} icon={<Users className="size-4" aria-hidden />}>
        {result.competitorDetails.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("competitorsEmpty")}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="competitors">
            {result.competitorDetails.map((c) => (
              <NamedEntry
                key={c.name}
                name={c.name}
                note={<Badge variant="secondary">{t("competitorSeen", { answers: c.answers, total, rank: c.bestRank })}</Badge>}
                evidence={evidenceLinks(recommendationEvidence(result.samples, c.name, false))}
              />
            ))}
          </ol>
        )}
      </SectionCard>

      {result.targetGiven && (
        <ShareOfVoiceCard entries={result.shareOfVoice} evidence={(e) => evidenceLinks(recommendationEvidence(result.samples, e.name, e.own))} />
      )}

      {result.negativeMentions.length > 0 && (
        <SectionCard level={2} title={t("negativeTitle")} icon={<ThumbsDown className="size-4" aria-hidden />}>
          <ul className="flex flex-col gap-2" data-testid="negative-mentions">
            {result.negativeMentions.map((n) => (
              <li key={n.name} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
                <span className="font-medium">{n.name}</span>
                <Badge variant="outline">{t("negativeSeen", { tone: t(`tone.${n.tone}`), answers: n.answers, total })}</Badge>
              </li>
            ))}
          </ul>
        </SectionCard>
      )}

      {result.platforms.length > 0 && (
        <SectionCard level={2} title={t("platformsTitle")} icon={<MapPinned className="size-4" aria-hidden />}>
          <p className="text-muted-foreground mb-3 text-sm">{t("platformsIntro")}</p>
          <ul className="flex flex-wrap gap-2" data-testid="platforms">
            {result.platforms.map((p) => (
              <NamedEntry
                key={p.name}
                chip
                name={p.name}
                note={<span className="text-muted-foreground text-xs">{t(`platformKind.${p.kind}`)} · {t("platformSeen", { answers: p.answers, total })}</span>}
                evidence={evidenceLinks(platformEvidence(result.samples, p.name))}
              />
            ))}
          </ul>
        </SectionCard>
      )}

      {result.sourceGroups && <SourceGroupsCard groups={result.sourceGroups} level={2} />}

      {result.shareToken && <ShareResult token={result.shareToken} />}

      <SectionCard level={2} title={t("suggestionsTitle")} icon={<Lightbulb className="size-4" aria-hidden />}>
        <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed" data-testid="suggestions">
          {result.suggestions.map((s) => (
            <li key={s}>{s}</li>
          ))}
        </ul>
      </SectionCard>
    </div>
    </AnswerNavigation>
  );
}

/**
 * The headline of the result: named (with place and, unless recommended, the tone
 * the assistant names it in), not named, or – without a business name – who the
 * assistant names instead of a verdict.
 */
function MentionBanner({ result, total }: { result: LiveTestResult; total: number }) {
  const t = useTranslations("LiveTest");
  if (!result.targetGiven) {
    return (
      <Alert data-testid="mention-banner">
        <Info aria-hidden />
        <AlertTitle className="line-clamp-none">{t("noTargetTitle")}</AlertTitle>
        <AlertDescription>
          <p>{t("noTargetText", { count: result.competitorDetails.length })}</p>
          <button
            type="button"
            className="text-primary mt-1 font-medium underline-offset-4 hover:underline"
            onClick={() => {
              const input = document.getElementById("lt-business");
              input?.scrollIntoView({ behavior: "smooth", block: "center" });
              input?.focus({ preventScroll: true });
            }}
          >
            {t("noTargetAction")}
          </button>
        </AlertDescription>
      </Alert>
    );
  }
  if (!result.websiteMentioned) {
    return (
      <Alert variant="destructive" data-testid="mention-banner">
        <XCircle aria-hidden />
        <AlertTitle className="line-clamp-none">{t("notMentionedTitle")}</AlertTitle>
        <AlertDescription>
          <p>{t("notMentionedText", { total })}</p>
        </AlertDescription>
      </Alert>
    );
  }
  const tone = result.mentionTone ?? "recommended";
  const negative = tone === "discouraged" || tone === "unavailable";
  const position = result.mentionPosition;
  const title =
    position === null
      ? t("mentionedTitleNoPosition")
      : tone === "neutral"
        ? t("mentionedNeutralTitle", { position })
        : tone === "discouraged"
          ? t("mentionedDiscouragedTitle", { position })
          : tone === "unavailable"
            ? t("mentionedUnavailableTitle", { position })
            : t("mentionedTitle", { position });
  return (
    <Alert variant={negative ? "warning" : "success"} data-testid="mention-banner" data-tone={tone}>
      {negative ? <AlertTriangle aria-hidden /> : <CheckCircle2 aria-hidden />}
      <AlertTitle className="line-clamp-none">{title}</AlertTitle>
      <AlertDescription>
        <p>{t("mentionedRate", { mentioned: result.mentionedInAnswers, total })}</p>
        {tone !== "recommended" && <p>{t("mentionTone", { tone: t(`tone.${tone}`) })}</p>}
        {result.mentionContext && (
          <blockquote className={cn("mt-1 border-l-2 pl-3 italic", negative ? "border-warning/50" : "border-success/50")}>{result.mentionContext}</blockquote>
        )}
      </AlertDescription>
    </Alert>
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

/** One named entry of the result (a competitor; with `chip`, a platform in a wrapping row): its name, what the answers say of it, links to those answers. */
function NamedEntry({ name, note, evidence, chip }: { name: string; note: ReactNode; evidence: ReactNode; chip?: boolean }) {
  return (
    <li className={cn("flex flex-col gap-1 rounded-md border px-3 text-sm", chip ? "py-1.5" : "py-2")}>
      <span className={cn("flex flex-wrap items-center", chip ? "gap-x-2" : "justify-between gap-x-3 gap-y-1")}>
        <span className="font-medium">{name}</span>
        {note}
      </span>
      {evidence}
    </li>
  );
}
