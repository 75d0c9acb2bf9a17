"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Bot, Loader2 } from "lucide-react";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { SitemapUrlField } from "./sitemap-url-field";
import { FormField } from "@/components/form-field";
import { useGenerator } from "@/components/generator/generator-parts";
import { PrefillBanner } from "@/components/generator/prefill-parts";
import { usePrefill } from "@/lib/readiness/prefill-handoff";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/select-options";
import { Textarea } from "@/components/ui/textarea";
import { AI_CRAWLERS, type AiCrawlerPurpose } from "@/lib/crawlers/ai-crawlers";
import {
  CRAWL_DELAYS,
  DEFAULT_DISALLOW_PATHS,
  DEFAULT_SPECIFIC_BOTS,
  generateRobotsTxt,
  robotsFormProblems,
  type AllowedBots,
  type CrawlDelay,
} from "@/lib/generators/robots-txt";

const PURPOSES: AiCrawlerPurpose[] = ["search", "user", "training"];

/**
 * Merging with the site's current file (and the `diff` library) is only for visitors sent from
 * a finding: loaded then (React.lazy; next/dynamic's own runtime, ~2 KB, would load with the page).
 */
const RobotsMergePanel = lazy(() => import("./robots-merge-panel").then((m) => ({ default: m.RobotsMergePanel })));

function MergePanelLoading() {
  const t = useTranslations("RobotsGenerator");
  return (
    <p role="status" className="text-muted-foreground flex items-center justify-center gap-2 rounded-xl border py-16">
      <Loader2 className="size-5 animate-spin" aria-hidden /> {t("mergeLoading")}
    </p>
  );
}

function Checkbox({ id, checked, onChange, label, hint }: { id: string; checked: boolean; onChange: (v: boolean) => void; label: string; hint?: string }) {
  return (
    <div className="flex items-start gap-3">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="accent-primary mt-0.5 size-4 shrink-0"
        aria-describedby={hint ? `${id}-hint` : undefined}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        {hint && (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}

export function RobotsGeneratorForm() {
  const t = useTranslations("RobotsGenerator");
  const [allowCrawling, setAllowCrawling] = useState(true);
  const [disallowPaths, setDisallowPaths] = useState(DEFAULT_DISALLOW_PATHS);
  const [crawlDelay, setCrawlDelay] = useState<CrawlDelay>(1);
  const [allowedBots, setAllowedBots] = useState<AllowedBots>("all");
  const [specificBots, setSpecificBots] = useState(DEFAULT_SPECIFIC_BOTS.join("\n"));
  const [sitemapUrl, setSitemapUrl] = useState("");
  const [kiOptimized, setKiOptimized] = useState(true);
  const [aiPurposes, setAiPurposes] = useState<Record<AiCrawlerPurpose, boolean>>({ search: true, user: true, training: true });
  const { generated, generate } = useGenerator("robots");
  const prefill = usePrefill("/tool/robots");
  const [merging, setMerging] = useState(true);
  useEffect(() => {
    if (prefill?.sitemapUrl) setSitemapUrl(prefill.sitemapUrl);
  }, [prefill]);

  const form = {
    allowCrawling,
    disallowPaths,
    crawlDelay,
    allowedBots,
    specificBots: specificBots.split(/\r?\n/),
    sitemapUrl,
    kiOptimized,
    aiPurposes,
  };
  const code = generated ? generateRobotsTxt(form) : "";
  const problems = generated ? robotsFormProblems(form).map((p) => t(`problem.${p.code}`, p)) : [];
  const blocked = !allowCrawling || allowedBots === "none";
  const current = prefill?.current;
  if (prefill && current && merging)
    return (
      <Suspense fallback={<MergePanelLoading />}>
        <RobotsMergePanel prefill={{ ...prefill, current }} onNewFile={() => setMerging(false)} />
      </Suspense>
    );

  return (
    <GeneratorLayout
      formTitle={t("formTitle")}
      onSubmit={generate}
      submit={{ icon: Bot, label: t("generate") }}
      problems={problems}
      aside={prefill ? <PrefillBanner site={new URL(prefill.siteUrl).host} /> : undefined}
      output={{ title: "robots.txt", code, emptyText: t("empty"), copiedMessage: t("copiedMessage"), download: { fileName: "robots.txt", mimeType: "text/plain;charset=utf-8" } }}
    >
      <Checkbox id="rg-allow" checked={allowCrawling} onChange={setAllowCrawling} label={t("allowCrawling")} hint={t("allowCrawlingHint")} />
      <FormField id="rg-bots" label={t("allowedBots")}>
        <NativeSelect id="rg-bots" value={allowedBots} onChange={(e) => setAllowedBots(e.target.value as AllowedBots)} disabled={!allowCrawling}>
          <SelectOptions values={["all", "specific", "none"] as const} label={(o) => t(`allowedBotsOptions.${o}`)} />
        </NativeSelect>
      </FormField>
      {allowedBots === "specific" && allowCrawling && (
        <FormField id="rg-specific" label={t("specificBots")} hint={t("specificBotsHint")}>
          <Textarea id="rg-specific" value={specificBots} onChange={(e) => setSpecificBots(e.target.value)} rows={3} aria-describedby="rg-specific-hint" className="font-mono" />
        </FormField>
      )}
      <FormField id="rg-paths" label={t("disallowPaths")} hint={t("disallowHint")}>
        <Textarea id="rg-paths" value={disallowPaths} onChange={(e) => setDisallowPaths(e.target.value)} rows={4} aria-describedby="rg-paths-hint" className="font-mono" disabled={blocked} />
      </FormField>
      <FormField id="rg-delay" label={t("crawlDelay")} hint={t("crawlDelayNote")}>
        <NativeSelect id="rg-delay" value={String(crawlDelay)} onChange={(e) => setCrawlDelay(Number(e.target.value) as CrawlDelay)} disabled={blocked} aria-describedby="rg-delay-hint">
          <SelectOptions values={CRAWL_DELAYS} label={(d) => (d === 0 ? t("crawlDelayNone") : String(d).replace(".", ","))} />
        </NativeSelect>
      </FormField>
      <SitemapUrlField id="rg-sitemap" value={sitemapUrl} onChange={setSitemapUrl} />
      <fieldset className="flex flex-col gap-4 rounded-lg border p-4" disabled={blocked}>
        <legend className="px-1 text-sm font-semibold">{t("aiTitle")}</legend>
        <Checkbox id="rg-ki" checked={kiOptimized} onChange={setKiOptimized} label={t("kiOptimized")} />
        <p className="text-muted-foreground text-xs leading-relaxed">{t("aiIntro")}</p>
        {kiOptimized &&
          PURPOSES.map((purpose) => (
            <div key={purpose} className="flex flex-col gap-1">
              <Checkbox
                id={`rg-ai-${purpose}`}
                checked={aiPurposes[purpose]}
                onChange={(v) => setAiPurposes((p) => ({ ...p, [purpose]: v }))}
                label={t(`aiPurposes.${purpose}.label`)}
                hint={t(`aiPurposes.${purpose}.text`)}
              />
              <p className="text-muted-foreground pl-7 font-mono text-[11px] leading-relaxed">
                {AI_CRAWLERS.filter((c) => c.purpose === purpose)
                  .map((c) => c.token)
                  .join(", ")}
              </p>
            </div>
          ))}
      </fieldset>
    </GeneratorLayout>
  );
}
