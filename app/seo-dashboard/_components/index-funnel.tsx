"use client";

import { useFormatter, useTranslations } from "next-intl";
import { TrendingDown, TrendingUp } from "lucide-react";
import type { SeoDashboard } from "@/lib/seo-dashboard/dashboard";

/**
 * The indexing funnel of a finished scan (found → crawlable → indexable → estimated
 * indexed), its shares, the trend against the previous scan, and the note that these are
 * estimates from our crawl. Shown only for a finished scan, never for the defaults.
 */
export function IndexFunnel({ data }: { data: SeoDashboard }) {
  const t = useTranslations("SeoDashboard");
  const format = useFormatter();
  const percent = (share: number) => format.number(share, { style: "percent", maximumFractionDigits: 0 });
  const steps = [
    [t("funnelDiscovered"), t("funnelDiscoveredHint"), data.googleFunnel.discoveredPages],
    [t("funnelCrawlable"), t("funnelCrawlableHint"), data.googleFunnel.crawlablePages],
    [t("funnelIndexable"), t("funnelIndexableHint"), data.googleFunnel.indexablePages],
    [t("funnelEstimated"), t("funnelEstimatedHint"), data.googleFunnel.estimatedIndexedPages],
  ] as const;
  const trend = data.trends.indexedTrend;
  return (
    <section aria-labelledby="funnel-title">
      <h2 id="funnel-title" className="mb-3 text-xl font-bold">
        {t("funnelTitle")}
      </h2>
      <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="seo-funnel">
        {steps.map(([label, hint, value], i) => (
          <li key={label} className="bg-card rounded-xl border p-4">
            <p className="text-muted-foreground text-sm">
              {i + 1}. {label}
            </p>
            <p className="mt-1 text-3xl font-extrabold tabular-nums">{format.number(value)}</p>
            <p className="text-muted-foreground mt-1 text-xs">{hint}</p>
          </li>
        ))}
      </ol>
      <dl className="text-muted-foreground mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div className="flex gap-1">
          <dt>{t("efficiency")}:</dt>
          <dd className="text-foreground font-medium">{percent(data.googleFunnel.indexingEfficiency)}</dd>
        </div>
        <div className="flex gap-1">
          <dt>{t("simulation")}:</dt>
          <dd className="text-foreground font-medium">{percent(data.googleFunnel.googleSimulationFactor)}</dd>
        </div>
        {data.overview.averageScore !== null && (
          <div className="flex gap-1">
            <dt>{t("averageScore")}:</dt>
            <dd className="text-foreground font-medium">{data.overview.averageScore}</dd>
          </div>
        )}
        {trend !== null && (
          <div className="flex items-center gap-1">
            <dt>{t("trend")}:</dt>
            <dd className="text-foreground flex items-center gap-1 font-medium">
              {trend >= 0 ? <TrendingUp className="size-4 text-emerald-700" aria-hidden /> : <TrendingDown className="size-4 text-red-700" aria-hidden />}
              {trend > 0 ? "+" : ""}
              {format.number(trend)}
            </dd>
          </div>
        )}
      </dl>
      <aside className="mt-4 rounded-xl border border-sky-200 bg-sky-50 p-5 text-sky-950">
        <p className="font-semibold">{t("accuracyTitle")}</p>
        <p className="text-sm">{t("accuracyText")}</p>
      </aside>
    </section>
  );
}
