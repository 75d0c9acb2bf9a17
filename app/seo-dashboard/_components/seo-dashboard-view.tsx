"use client";

import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { AlertOctagon, AlertTriangle, Info, Loader2, RefreshCw, Search, TrendingDown, TrendingUp } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { PageRecord, SeoDashboard } from "@/lib/seo-dashboard/dashboard";
import { toTargetDomain } from "@/lib/seo-dashboard/target-domain";
import type { SeoIssueCode } from "@/lib/seo-crawl/issues";
import type { PageStatus } from "@/lib/seo-crawl/types";
import { fetchJson } from "@/lib/client/fetch-json";
import { cn } from "@/lib/utils";

const REFRESH_MS = 5 * 60_000;
/** While a scan is queued or running, its progress is polled this often. */
const POLL_MS = 2_000;
/** Pages listed at first and per "more" click; a scan may hold thousands. */
const PAGE_BATCH = 50;

const STATUS_KEYS: Record<PageStatus, string> = {
  indexed: "statusIndexed",
  crawled_not_indexed: "statusCrawledNotIndexed",
  discovered_not_indexed: "statusDiscoveredNotIndexed",
  not_indexed: "statusNotIndexed",
  reachable: "statusReachable",
  unreachable: "statusUnreachable",
  error: "statusError",
  blocked: "statusBlocked",
  timeout: "statusTimeout",
};
const GOOD: PageStatus[] = ["indexed", "reachable"];

function scoreClass(score: number): string {
  return score >= 80 ? "bg-emerald-100 text-emerald-900" : score >= 60 ? "bg-amber-100 text-amber-900" : "bg-red-100 text-red-900";
}

const pending = (d: SeoDashboard | null) => d?.latestScan?.status === "queued" || d?.latestScan?.status === "running";

/**
 * The SEO dashboard: domain header with scan button, URL
 * input, funnel, accuracy banner, alerts and the searchable page overview with the
 * issue advice. Data comes from GET /api/seo/dashboard/{domain}, texts and
 * advice rendered on the server (no advice logic ships to the browser).
 */
export function SeoDashboardView({ initialDomain, initialData }: { initialDomain: string; initialData: SeoDashboard | null }) {
  const t = useTranslations("SeoDashboard");
  const tError = useTranslations("ApiErrors");
  const [domain, setDomain] = useState(initialDomain);
  const [data, setData] = useState<SeoDashboard | null>(initialData);
  const [loadError, setLoadError] = useState(false);
  const [loading, setLoading] = useState(false);
  const [starting, setStarting] = useState(false);
  const [urlInput, setUrlInput] = useState("");
  const [monitor, setMonitor] = useState(false);
  const [urlError, setUrlError] = useState<string | null>(null);
  const [query, setQuery] = useState("");
  const [shown, setShown] = useState(PAGE_BATCH);
  const domainRef = useRef(domain);
  domainRef.current = domain;

  /** Loads the dashboard of `target`; returns it, or null when it could not be loaded. */
  const load = useCallback(async (target: string): Promise<SeoDashboard | null> => {
    const result = await fetchJson<SeoDashboard>(`/api/seo/dashboard/${encodeURIComponent(target)}`, { messages: { failed: t("loadErrorText") } });
    if (!result.ok) {
      console.error(`SEO-Dashboard konnte nicht geladen werden: ${result.status} ${result.reason}: ${result.message}`);
      if (domainRef.current === target) setLoadError(true);
      return null;
    }
    if (domainRef.current === target) {
      setData(result.data);
      setLoadError(false);
    }
    return result.data;
  }, [t]);

  useEffect(() => {
    if (!initialData) void load(initialDomain);
  }, [initialData, initialDomain, load]);

  useEffect(() => {
    const timer = setInterval(() => void load(domainRef.current), pending(data) ? POLL_MS : REFRESH_MS);
    return () => clearInterval(timer);
  }, [data, load]);

  async function analyse(event: FormEvent) {
    event.preventDefault();
    const target = toTargetDomain(urlInput);
    if (!target.ok) return setUrlError(tError(target.error));
    setUrlError(null);
    setDomain(target.domain);
    domainRef.current = target.domain;
    setLoading(true);
    setData(null);
    const dashboard = await load(target.domain);
    setLoading(false);
    // A domain never scanned has nothing to show: "Analysieren" starts its first scan.
    if (dashboard && !dashboard.latestScan) await scan(target.domain);
  }

  async function scan(target = domain) {
    setStarting(true);
    try {
      // Only the error is read: the dashboard loaded next shows the queued scan.
      const result = await fetchJson("/api/seo/scan", { body: { targetDomain: target, useGoogleAPI: false, monitor }, messages: { failed: t("loadErrorText") } });
      if (!result.ok) setUrlError(result.message);
      await load(target);
    } finally {
      setStarting(false);
    }
  }

  const scanning = starting || pending(data);
  const pages = useMemo(() => {
    const q = query.trim().toLowerCase();
    const all = data?.pages ?? [];
    return q ? all.filter((p) => p.url.toLowerCase().includes(q) || (p.title ?? "").toLowerCase().includes(q)) : all;
  }, [data, query]);
  const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short" });
  const number = new Intl.NumberFormat("de-DE");
  const percent = new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 });

  return (
    <div className="space-y-8">
      <section className="bg-card flex flex-col gap-4 rounded-xl border p-5 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">{t("currentDomain")}</p>
          <p className="truncate text-xl font-bold" data-testid="seo-domain">
            {domain}
          </p>
          {data?.overview.lastScanAt && <p className="text-muted-foreground text-sm">{t("lastScan", { date: dateTime.format(new Date(data.overview.lastScanAt)) })}</p>}
        </div>
        <Button onClick={() => scan()} disabled={scanning} size="lg">
          {scanning ? <Loader2 className="animate-spin" aria-hidden /> : <RefreshCw aria-hidden />}
          {scanning ? t("scanning") : t("scan")}
        </Button>
      </section>
      <p role="status" className="sr-only">
        {scanning ? t("scanning") : ""}
      </p>

      <form onSubmit={analyse} className="grid gap-2" noValidate>
        <Label htmlFor="seo-url">{t("urlLabel")}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input id="seo-url" type="url" inputMode="url" placeholder={t("urlPlaceholder")} value={urlInput} onChange={(e) => setUrlInput(e.target.value)} aria-invalid={!!urlError || undefined} aria-describedby={urlError ? "seo-url-error" : undefined} />
          <Button type="submit" disabled={!urlInput.trim()} variant="outline">
            <Search aria-hidden /> {t("analyse")}
          </Button>
        </div>
        {urlError && (
          <p id="seo-url-error" role="alert" className="text-destructive text-sm">
            {urlError}
          </p>
        )}
        <div className="flex items-start gap-3">
          <input id="seo-monitor" type="checkbox" checked={monitor} onChange={(e) => setMonitor(e.target.checked)} className="accent-primary mt-0.5 size-4 shrink-0" aria-describedby="seo-monitor-note" />
          <label htmlFor="seo-monitor" className="text-sm">
            {t("monitorLabel")}
          </label>
        </div>
        <p id="seo-monitor-note" className="text-muted-foreground text-xs">
          {t("monitoringNote")}
        </p>
      </form>

      {data?.latestScan?.status === "failed" && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
          {t("scanFailed", { error: data.latestScan.error ?? "" })}
        </p>
      )}

      {loadError ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
          <h2 className="font-semibold text-red-900">{t("loadErrorTitle")}</h2>
          <p className="text-sm text-red-900">{t("loadErrorText")}</p>
        </div>
      ) : loading || !data ? (
        <p role="status" className="text-muted-foreground flex items-center gap-2 py-10">
          <Loader2 className="size-5 animate-spin" aria-hidden /> {t("loading")}
        </p>
      ) : (
        <>
          <section aria-labelledby="funnel-title">
            <h2 id="funnel-title" className="mb-3 text-xl font-bold">
              {t("funnelTitle")}
            </h2>
            <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4" data-testid="seo-funnel">
              {[
                [t("funnelDiscovered"), t("funnelDiscoveredHint"), data.googleFunnel.discoveredPages],
                [t("funnelCrawlable"), t("funnelCrawlableHint"), data.googleFunnel.crawlablePages],
                [t("funnelIndexable"), t("funnelIndexableHint"), data.googleFunnel.indexablePages],
                [t("funnelEstimated"), t("funnelEstimatedHint"), data.googleFunnel.estimatedIndexedPages],
              ].map(([label, hint, value], i) => (
                <li key={String(label)} className="bg-card rounded-xl border p-4">
                  <p className="text-muted-foreground text-sm">
                    {i + 1}. {label}
                  </p>
                  <p className="mt-1 text-3xl font-extrabold tabular-nums">{number.format(Number(value))}</p>
                  <p className="text-muted-foreground mt-1 text-xs">{hint}</p>
                </li>
              ))}
            </ol>
            <dl className="text-muted-foreground mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
              {/* Before the first scan these are the API's default shares, not a measurement: not shown as figures. */}
              {!data.isEstimate && (
                <>
                  <div className="flex gap-1">
                    <dt>{t("efficiency")}:</dt>
                    <dd className="text-foreground font-medium">{percent.format(data.googleFunnel.indexingEfficiency)}</dd>
                  </div>
                  <div className="flex gap-1">
                    <dt>{t("simulation")}:</dt>
                    <dd className="text-foreground font-medium">{percent.format(data.googleFunnel.googleSimulationFactor)}</dd>
                  </div>
                </>
              )}
              {data.overview.averageScore !== null && (
                <div className="flex gap-1">
                  <dt>{t("averageScore")}:</dt>
                  <dd className="text-foreground font-medium">{data.overview.averageScore}</dd>
                </div>
              )}
              {data.trends.indexedTrend !== null && (
                <div className="flex items-center gap-1">
                  <dt>{t("trend")}:</dt>
                  <dd className="text-foreground flex items-center gap-1 font-medium">
                    {data.trends.indexedTrend >= 0 ? <TrendingUp className="size-4 text-emerald-700" aria-hidden /> : <TrendingDown className="size-4 text-red-700" aria-hidden />}
                    {data.trends.indexedTrend > 0 ? "+" : ""}
                    {number.format(data.trends.indexedTrend)}
                  </dd>
                </div>
              )}
            </dl>
          </section>

          <aside className="flex flex-col gap-3 rounded-xl border border-sky-200 bg-sky-50 p-5 text-sky-950 sm:flex-row sm:items-center sm:justify-between">
            <div>
              <p className="font-semibold">{t("accuracyTitle")}</p>
              <p className="text-sm">{data.isEstimate ? t("estimateText") : t("accuracyText")}</p>
            </div>
            <div className="shrink-0">
              <Button variant="outline" disabled aria-describedby="gsc-hint">
                {t("connectGsc")}
              </Button>
              <p id="gsc-hint" className="mt-1 max-w-56 text-xs">
                {t("connectGscHint")}
              </p>
            </div>
          </aside>

          <section aria-labelledby="alerts-title">
            <h2 id="alerts-title" className="mb-3 text-xl font-bold">
              {t("alertsTitle")}
            </h2>
            {data.alerts.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("noAlerts")}</p>
            ) : (
              <ul className="space-y-2" data-testid="seo-alerts">
                {data.alerts.map((alert, i) => {
                  const Icon = alert.type === "critical" ? AlertOctagon : alert.type === "warning" ? AlertTriangle : Info;
                  const tone = alert.type === "critical" ? "border-red-200 bg-red-50 text-red-950" : alert.type === "warning" ? "border-amber-200 bg-amber-50 text-amber-950" : "border-sky-200 bg-sky-50 text-sky-950";
                  return (
                    <li key={i} className={cn("flex gap-3 rounded-lg border p-3 text-sm", tone)}>
                      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
                      <div className="min-w-0">
                        <span className="font-semibold">{alert.type === "critical" ? t("alertCritical") : alert.type === "warning" ? t("alertWarning") : t("alertInfo")}: </span>
                        {alert.message}
                        {alert.page && <span className="block truncate text-xs opacity-80">{alert.page}</span>}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
            {data.sitemapProblems.length > 0 && (
              <div className="mt-4 text-sm" data-testid="sitemap-problems">
                <h3 className="font-semibold">{t("sitemapProblemsTitle")}</h3>
                <ul className="mt-1 space-y-1">
                  {data.sitemapProblems.map((file, i) => (
                    <li key={i}>
                      <span className="font-mono text-xs break-all">{file.url}</span>: {file.reason}
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </section>

          <section aria-labelledby="pages-title">
            <div className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
              <div>
                <h2 id="pages-title" className="text-xl font-bold">
                  {t("pagesTitle")}
                </h2>
                {data.overview.totalPages > 0 && <p className="text-muted-foreground text-sm">{t("pagesChecked", { count: data.overview.totalPages })}</p>}
                {data.overview.notFetched > 0 && <p className="text-muted-foreground text-sm">{t("limitNote", { count: data.overview.notFetched })}</p>}
              </div>
              <div className="grid gap-1 sm:w-72">
                <Label htmlFor="seo-search" className="sr-only">
                  {t("searchLabel")}
                </Label>
                <Input id="seo-search" type="search" placeholder={t("searchPlaceholder")} value={query} onChange={(e) => {
                    setQuery(e.target.value);
                    setShown(PAGE_BATCH);
                  }}
                />
              </div>
            </div>
            {pages.length === 0 ? (
              <p className="text-muted-foreground rounded-xl border border-dashed p-8 text-center">{query.trim() ? t("noPagesFound") : t("noData")}</p>
            ) : (
              <>
                <ul className="divide-y rounded-xl border" data-testid="seo-pages">
                  {pages.slice(0, shown).map((page) => (
                    <PageRow key={page.url} page={page} statusLabel={t(STATUS_KEYS[page.status] ?? "statusUnknown")} adviceOf={(code) => (code && data.advice[code]) || data.fallbackAdvice} />
                  ))}
                </ul>
                {pages.length > shown && (
                  <Button variant="outline" className="mt-3 w-full" onClick={() => setShown((n) => n + PAGE_BATCH)}>
                    {t("showMore", { shown, total: pages.length })}
                  </Button>
                )}
              </>
            )}
          </section>
        </>
      )}
    </div>
  );
}

function PageRow({ page, statusLabel, adviceOf }: { page: PageRecord; statusLabel: string; adviceOf: (code: SeoIssueCode | null) => string }) {
  const t = useTranslations("SeoDashboard");
  return (
    <li className="p-4">
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <p className="truncate font-medium">{page.title ?? page.url}</p>
          <p className="text-muted-foreground truncate text-xs">{page.url}</p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          <Badge variant={GOOD.includes(page.status) ? "secondary" : "outline"}>{statusLabel}</Badge>
          <span className={cn("rounded-md px-2 py-0.5 text-sm font-semibold tabular-nums", scoreClass(page.indexabilityScore))} title={t("colScore")}>
            {page.indexabilityScore}
          </span>
        </div>
      </div>
      {page.issues.length > 0 ? (
        <details className="mt-2 text-sm">
          <summary className="text-primary cursor-pointer">{t("issuesCount", { count: page.issues.length })}</summary>
          <ul className="mt-2 space-y-2">
            {page.issues.map((issue, i) => (
              <li key={i} className="bg-muted/50 rounded-md p-2">
                <p className="font-medium">{issue}</p>
                <p className="text-muted-foreground">
                  <span className="sr-only">{t("howToFix")}: </span>
                  {adviceOf(page.issueCodes[i] ?? null)}
                </p>
              </li>
            ))}
          </ul>
        </details>
      ) : (
        <p className="text-muted-foreground mt-2 text-sm">{t("noIssues")}</p>
      )}
    </li>
  );
}
