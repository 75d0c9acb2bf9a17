"use client";

import { useEffect, useMemo, useState } from "react";
import { useTranslations } from "next-intl";
import { FilePlus2 } from "lucide-react";
import { GeneratorLayout } from "@/components/generator/generator-layout";
import { SitemapUrlField } from "./sitemap-url-field";
import { FormField } from "@/components/form-field";
import { useGenerator } from "@/components/generator/generator-parts";
import { PrefillBanner, PrefillSource } from "@/components/generator/prefill-parts";
import { PlainButton } from "@/components/ui/plain-button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Textarea } from "@/components/ui/textarea";
import { cn } from "@/lib/utils";
import { mergeRobotsTxt, robotsDiff, type RobotsChange } from "@/lib/generators/robots-merge";
import { ANSWER_CRAWLERS, type RobotsPrefill } from "@/lib/readiness/prefill";

/** The diff of the current and the merged file, line by line (+ added, − removed). */
function DiffView({ before, after, title }: { before: string; after: string; title: string }) {
  const lines = robotsDiff(before, after);
  return (
    <Card className="min-w-0">
      <CardHeader>
        <CardTitle className="text-lg">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <pre className="bg-muted max-h-[24rem] overflow-auto rounded-lg border p-3 font-mono text-xs leading-relaxed" data-testid="robots-diff" tabIndex={0} aria-label={title}>
          {lines.map((line, i) => (
            <div key={i} className={cn("whitespace-pre-wrap [overflow-wrap:anywhere]", line.kind === "added" && "bg-success/15", line.kind === "removed" && "bg-destructive/15 line-through")}>
              <span aria-hidden className="text-muted-foreground inline-block w-4 select-none">{line.kind === "added" ? "+" : line.kind === "removed" ? "−" : " "}</span>
              <span className="sr-only">{line.kind === "added" ? "neu: " : line.kind === "removed" ? "entfernt: " : ""}</span>
              {line.text || " "}
            </div>
          ))}
        </pre>
      </CardContent>
    </Card>
  );
}

/**
 * The robots.txt generator opened from a finding: the site's current file, merged
 * (lib/generators/robots-merge.ts), with the crawlers to allow and the Sitemap line as
 * the only changes, and a diff of what changed.
 */
export function RobotsMergePanel({ prefill, onNewFile }: { prefill: RobotsPrefill & { current: NonNullable<RobotsPrefill["current"]> }; onNewFile: () => void }) {
  const t = useTranslations("RobotsGenerator");
  const [current, setCurrent] = useState(prefill.current.value);
  const [agents, setAgents] = useState<string[]>(prefill.allowAgents);
  const [sitemapUrl, setSitemapUrl] = useState(prefill.sitemapUrl ?? "");
  const { generated, generate } = useGenerator("robots");
  const merged = useMemo(() => mergeRobotsTxt(current, { allowAgents: agents, sitemapUrl }), [current, agents, sitemapUrl]);
  // The merged file is the point of opening this page: shown at once, counted once.
  useEffect(() => {
    if (!generated) generate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const describe = (change: RobotsChange) => t(`merge.changes.${change.kind}`, { agents: change.agents.join(", "), line: change.line ?? 0, url: change.url ?? "" });

  return (
    <GeneratorLayout
      formTitle={t("merge.title")}
      onSubmit={generate}
      problems={[]}
      aside={
        <>
          <PrefillBanner site={new URL(prefill.siteUrl).host} />
          <Card>
            <CardHeader>
              <CardTitle className="text-lg">{t("merge.changesTitle")}</CardTitle>
            </CardHeader>
            <CardContent>
              {merged.changes.length === 0 ? (
                <p className="text-muted-foreground text-sm">{t("merge.noChanges")}</p>
              ) : (
                <ul className="list-disc pl-5 text-sm" data-testid="robots-changes">
                  {merged.changes.map((c, i) => (
                    <li key={i}>{describe(c)}</li>
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>
          <DiffView before={current} after={merged.text} title={t("merge.diffTitle")} />
        </>
      }
      output={{ title: "robots.txt", code: merged.text, emptyText: t("empty"), copiedMessage: t("copiedMessage"), download: { fileName: "robots.txt", mimeType: "text/plain;charset=utf-8" } }}
    >
      <p className="text-muted-foreground text-sm leading-relaxed">{t("merge.intro")}</p>
      <FormField id="rm-current" label={t("merge.currentLabel")} hint={<PrefillSource value={prefill.current} />}>
        <Textarea id="rm-current" value={current} onChange={(e) => setCurrent(e.target.value)} rows={8} className="font-mono text-xs" aria-describedby="rm-current-hint" />
      </FormField>
      <fieldset className="flex flex-col gap-2 rounded-lg border p-4">
        <legend className="px-1 text-sm font-semibold">{t("merge.agentsLabel")}</legend>
        <p className="text-muted-foreground text-xs">{t("merge.agentsHint")}</p>
        <div className="grid gap-2 sm:grid-cols-2">
          {ANSWER_CRAWLERS.map((token) => (
            <label key={token} className="flex items-center gap-2 font-mono text-sm">
              <input
                type="checkbox"
                className="accent-primary size-4"
                checked={agents.includes(token)}
                onChange={(e) => setAgents((list) => (e.target.checked ? [...list, token] : list.filter((a) => a !== token)))}
              />
              {token}
            </label>
          ))}
        </div>
      </fieldset>
      <SitemapUrlField id="rm-sitemap" value={sitemapUrl} onChange={setSitemapUrl} />
      <PlainButton type="button" variant="outline" onClick={onNewFile}>
        <FilePlus2 aria-hidden /> {t("merge.newFile")}
      </PlainButton>
    </GeneratorLayout>
  );
}
