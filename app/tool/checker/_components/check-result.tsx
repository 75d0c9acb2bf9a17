"use client";

import { useFormatter, useTranslations } from "next-intl";
import { ArrowRight, CircleCheck, CircleX, FileSearch, Info, ListChecks, ShieldAlert, TriangleAlert } from "lucide-react";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import type { CategoryResult, FindingStatus, ShownFinding, TrafficLightLevel, WebsiteCheckResult } from "@/lib/readiness/types";
import { BusinessKindLine, UnclearKindNotice } from "./business-kind-view";
import { BusinessFactsCard } from "./business-facts-card";
import { CategoryIconView } from "./category-icon";
import { CheckResultContext, FixButton, FixLink } from "./fix-link";
import { FixKitBar } from "./fix-kit-bar";
import { TitledCard } from "./titled-card";

/** Traffic-light colour of a 0-100 score. */
function levelOf(score: number): TrafficLightLevel {
  return score >= 80 ? "green" : score >= 60 ? "yellow" : "red";
}

const LEVEL_TEXT: Record<TrafficLightLevel, string> = { green: "text-success", yellow: "text-warning", red: "text-destructive" };
const LEVEL_BG: Record<TrafficLightLevel, string> = { green: "bg-success", yellow: "bg-warning", red: "bg-destructive" };
const LEVEL_BORDER: Record<TrafficLightLevel, string> = { green: "border-success/50", yellow: "border-warning/50", red: "border-destructive/50" };

const STATUS_ICON: Record<FindingStatus, { icon: typeof CircleCheck; className: string }> = {
  pass: { icon: CircleCheck, className: "text-success" },
  warn: { icon: TriangleAlert, className: "text-warning" },
  fail: { icon: CircleX, className: "text-destructive" },
  info: { icon: Info, className: "text-muted-foreground" },
};

function ScoreBar({ score, label, className }: { score: number; label: string; className?: string }) {
  return (
    <div className={cn("bg-muted h-2 w-full overflow-hidden rounded-full", className)} role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={score} aria-label={label}>
      <div className={cn("h-full rounded-full", LEVEL_BG[levelOf(score)])} style={{ width: `${Math.max(2, score)}%` }} />
    </div>
  );
}

function FindingRow({ finding }: { finding: ShownFinding }) {
  const t = useTranslations("Checker");
  const { icon: Icon, className } = STATUS_ICON[finding.status];
  return (
    <li className="flex gap-3 py-3" data-finding={finding.id} data-status={finding.status}>
      <Icon className={cn("mt-0.5 size-5 shrink-0", className)} aria-hidden />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
          <p className="font-medium">
            <span className="sr-only">{t(`status.${finding.status}`)}: </span>
            {finding.label}
          </p>
          {finding.maxPoints > 0 && <span className="text-muted-foreground text-xs tabular-nums">{t("points", { points: finding.points, max: finding.maxPoints })}</span>}
          {finding.optional && <Badge variant="outline">{t("optional")}</Badge>}
        </div>
        <p className="text-muted-foreground mt-1 text-sm break-words">{finding.evidence}</p>
        {finding.action && finding.status !== "pass" && <p className="mt-1 text-sm">{finding.action}</p>}
        {(finding.status === "warn" || finding.status === "fail") && <FixButton tool={finding.tool} findingLabel={finding.label} />}
      </div>
    </li>
  );
}

function CategoryDetails({ category }: { category: CategoryResult }) {
  const t = useTranslations("Checker");
  const level = levelOf(category.score);
  const open = category.findings.some((f) => f.status === "fail" || f.status === "warn");
  return (
    <details className="group rounded-xl border" open={open} data-category={category.id}>
      <summary className="focus-visible:ring-ring flex cursor-pointer list-none items-center gap-3 rounded-xl p-4 outline-none focus-visible:ring-2 [&::-webkit-details-marker]:hidden">
        <CategoryIconView icon={category.icon} className="text-primary size-5 shrink-0" />
        <span className="flex-1">
          <span className="block font-semibold">{category.name}</span>
          <span className="text-muted-foreground block text-xs">{t("weight", { weight: category.weight })}</span>
        </span>
        <span className={cn("text-xl font-bold tabular-nums", LEVEL_TEXT[level])}>{category.score}</span>
        <ArrowRight className="text-muted-foreground size-4 transition-transform group-open:rotate-90" aria-hidden />
      </summary>
      <div className="border-t px-4 pb-2">
        <p className="text-muted-foreground pt-3 text-sm">{category.description}</p>
        <ul className="divide-y">
          {category.findings.map((f) => (
            <FindingRow key={f.id} finding={f} />
          ))}
        </ul>
      </div>
    </details>
  );
}

export function CheckResult({ result, onRecheck }: { result: WebsiteCheckResult; onRecheck?: () => void }) {
  const t = useTranslations("Checker");
  const tools = useTranslations("ToolLinks");
  const format = useFormatter();
  const level = result.trafficLight.level;
  const files = [
    { name: "robots.txt", file: result.resources.robotsTxt },
    { name: "Sitemap", file: result.resources.sitemap },
    { name: "llms.txt", file: result.resources.llmsTxt },
    ...(result.resources.secondPage ? [{ name: t(`secondPage.${result.resources.secondPage.kind}`), file: result.resources.secondPage }] : []),
  ];

  return (
    <CheckResultContext value={result}>
    <div className="flex flex-col gap-6" data-testid="checker-result">
      <Card className={cn("border-2", LEVEL_BORDER[level])}>
        <CardContent className="flex flex-col gap-6 sm:flex-row sm:items-center">
          {/* Below 360 px the level goes under the circle: beside it "Optimierung" ran past the card at 320 px. */}
          <div className="flex items-center gap-4 max-[359px]:flex-wrap">
            <div
              className={cn("flex size-24 shrink-0 flex-col items-center justify-center rounded-full text-white", LEVEL_BG[level])}
              data-testid="overall-score"
              aria-label={`${t("scoreLabel")}: ${result.overallScore} ${t("scoreOf")}`}
            >
              <span className="text-3xl font-bold tabular-nums">{result.overallScore}</span>
              <span className="text-xs opacity-90">{t("scoreOf")}</span>
            </div>
            <div className="min-w-0">
              <p className="text-muted-foreground text-sm">{t("scoreLabel")}</p>
              <p className={cn("text-2xl font-bold break-words", LEVEL_TEXT[level])} data-testid="traffic-light" data-level={level}>
                {result.trafficLight.label}
              </p>
            </div>
          </div>
          <div className="text-muted-foreground min-w-0 flex-1 text-sm sm:border-l sm:pl-6">
            <p className="break-all">
              <FileSearch className="mr-1 inline size-4 align-text-bottom" aria-hidden />
              {t("checkedUrl", { url: result.finalUrl })}
              {result.redirects.length > 0 && <> {t("redirected", { count: result.redirects.length, from: result.requestedUrl })}</>}
              {result.metaRefresh && !result.metaRefresh.error && <> {t("metaRefresh", { from: result.metaRefresh.fromUrl })}</>}
            </p>
            <p className="mt-1">{t("checkedAt", { time: format.dateTime(new Date(result.checkedAt), { dateStyle: "long", timeStyle: "short" }) })}</p>
            <BusinessKindLine kind={result.businessKind} />
            <p className="mt-1">
              {t("filesTitle")}:{" "}
              {files.map(({ name, file }, i) => (
                <span key={name}>
                  {i > 0 && " · "}
                  {name} {file.status ? t("fileStatus", { status: file.status }) : t("fileError")}
                </span>
              ))}
            </p>
            {result.page.truncated && <p className="mt-1">{t("truncatedNote")}</p>}
            {result.page.deepNesting && <p className="mt-1">{t("deepNestingNote", result.page.deepNesting)}</p>}
          </div>
        </CardContent>
      </Card>

      {result.cappedBy.length > 0 && (
        <Alert variant="destructive" data-testid="capped">
          <ShieldAlert aria-hidden />
          <AlertTitle className="line-clamp-none">{t("cappedTitle")}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc pl-4">
              {result.cappedBy.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}

      <UnclearKindNotice kind={result.businessKind} />

      <FixKitBar result={result} onRecheck={onRecheck} />

      {/* Below 400 px a half-width tile is narrower than "Lokale Unternehmensinfos" (and, at 320 px, "Strukturierte"):
          one tile a row there, its name and score on one line, instead of names broken mid-word. */}
      <ul className="grid grid-cols-1 gap-2 min-[400px]:grid-cols-2 min-[400px]:gap-3 sm:grid-cols-3" aria-label={t("categoriesTitle")}>
        {result.categories.map((c) => (
          <li key={c.id} className="grid grid-cols-[1fr_auto] items-center gap-x-3 gap-y-2 rounded-xl border p-3 min-[400px]:flex min-[400px]:flex-col min-[400px]:items-stretch">
            <span className="flex min-w-0 items-center gap-2 text-sm font-medium">
              <CategoryIconView icon={c.icon} className="text-primary size-4 shrink-0" />
              <span className="min-w-0 leading-tight break-words">{c.name}</span>
            </span>
            <span className={cn("text-xl font-bold tabular-nums min-[400px]:text-2xl", LEVEL_TEXT[levelOf(c.score)])}>{c.score}</span>
            <ScoreBar score={c.score} label={c.name} className="col-span-2" />
          </li>
        ))}
      </ul>

      <BusinessFactsCard facts={result.businessFacts} kind={result.businessKind.kind} />

      <TitledCard icon={ListChecks} title={t("actionsTitle")} large>
        {result.actions.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("actionsEmpty")}</p>
        ) : (
          <ol className="flex flex-col gap-3" data-testid="action-items">
            {result.actions.map((action, i) => (
              <li key={action.text} className="flex gap-3 rounded-lg border p-3">
                <span className="bg-primary/10 text-primary flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-semibold">{i + 1}</span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm leading-relaxed">{action.text}</p>
                  <div className="mt-2 flex flex-wrap items-center gap-2">
                    {action.critical ? (
                      <Badge variant="destructive">{t("critical")}</Badge>
                    ) : (
                      <Badge variant="secondary">{t("impact", { points: Math.round(action.impact * 10) / 10 })}</Badge>
                    )}
                    {action.tool && (
                      <FixLink tool={action.tool} className="text-primary inline-flex items-center gap-1 text-sm font-medium hover:underline">
                        {t("fixWith", { tool: tools(`${action.tool}.title`) })} <ArrowRight className="size-3.5" aria-hidden />
                      </FixLink>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </TitledCard>

      <section aria-labelledby="evidence-heading" className="flex flex-col gap-3">
        <h2 id="evidence-heading" className="text-lg font-semibold">
          {t("evidenceTitle")}
        </h2>
        {result.categories.map((c) => (
          <CategoryDetails key={c.id} category={c} />
        ))}
      </section>
    </div>
    </CheckResultContext>
  );
}
