import "server-only";
import { getDb } from "@/lib/db";
import { getOperator } from "@/lib/operator";
import { fallbackAdvice, issueAdvice, showStoredAlert, showStoredIssue, sitemapProblemText, type ShownAlert, type ShownIssue } from "@/lib/seo-crawl/issue-text";
import type { SeoIssueCode } from "@/lib/seo-crawl/issues";
import { PAGE_STATUSES, type PageStatus } from "@/lib/seo-crawl/types";
import { scanFailureText, type StoredScanSummary } from "./scans";

/** The funnel's shares when no scan exists yet (an estimate, marked as such). */
const FUNNEL_DEFAULTS = { crawlable: 0.85, indexable: 0.65, estimatedIndexed: 0.45, indexingEfficiency: 0.45, googleSimulationFactor: 0.68 } as const;
const TREND_SCANS = 10;

export interface PageRecord {
  url: string;
  title: string | null;
  metaDescription: string | null;
  status: PageStatus;
  /** German texts, most important first. */
  issues: string[];
  /** The code of each issue, in the same order; null for a text stored before issues had codes that no code fits. */
  issueCodes: (SeoIssueCode | null)[];
  indexabilityScore: number;
  httpStatus: number | null;
  responseTimeMs: number | null;
  lastChecked: string;
}

export interface SeoDashboard {
  domain: string;
  pages: PageRecord[];
  googleFunnel: StoredScanSummary["funnel"];
  overview: { totalPages: number; statusCounts: Record<PageStatus, number>; averageScore: number | null; lastScanAt: string | null; startUrl: string | null; limitHit: StoredScanSummary["limitHit"]; notFetched: number };
  trends: {
    /** Change of the estimated indexed pages against the previous scan; null with fewer than two scans. */
    indexedTrend: number | null;
    history: { date: string; totalPages: number; indexablePages: number; estimatedIndexedPages: number }[];
  };
  /** German, critical first. */
  alerts: ShownAlert[];
  /** Sitemap files of the newest scan that were not read, or not wholly, with the German reason. */
  sitemapProblems: { url: string; reason: string }[];
  /** How-to-fix text per issue code on these pages, once per code (messages/de.json "SeoIssues"). */
  advice: Partial<Record<SeoIssueCode, string>>;
  /** Advice for an issue without a code: the operator's contact address. */
  fallbackAdvice: string;
  /** True when no scan has finished yet and the funnel shows FUNNEL_DEFAULTS. */
  isEstimate: boolean;
  /** The newest scan, whatever its state (to show progress); pagesFound: pages a running scan has fetched so far, 0 otherwise. */
  latestScan: { id: string; status: string; requestedAt: string; finishedAt: string | null; error: string | null; pagesFound: number } | null;
}

const emptyCounts = () => Object.fromEntries(PAGE_STATUSES.map((s) => [s, 0])) as Record<PageStatus, number>;

/**
 * The dashboard of a domain from its stored scans: pages, funnel and alerts of the
 * newest finished scan, trends from up to TREND_SCANS. Issues are rendered here, on the
 * server, so the client bundle carries no message map.
 */
export async function getSeoDashboard(domain: string): Promise<SeoDashboard> {
  const db = await getDb();
  const site = await db.seoSite.findUnique({ where: { domain } });
  const [latest, finished] = site
    ? await Promise.all([
        db.seoScan.findFirst({ where: { siteId: site.id }, orderBy: { requestedAt: "desc" } }),
        db.seoScan.findMany({ where: { siteId: site.id, status: "done" }, orderBy: { finishedAt: "desc" }, take: TREND_SCANS }),
      ])
    : [null, []];
  // A running scan keeps each fetched page in seo_crawl_progress: their count is its progress.
  const pagesFound = latest?.status === "running" ? await db.seoCrawlProgress.count({ where: { scanId: latest.id } }) : 0;
  const latestScan = latest
    ? { id: latest.id.toString(), status: latest.status, requestedAt: latest.requestedAt.toISOString(), finishedAt: latest.finishedAt?.toISOString() ?? null, error: scanFailureText(latest.error), pagesFound }
    : null;

  const current = finished[0];
  if (!current) {
    return {
      domain,
      pages: [],
      googleFunnel: {
        discoveredPages: 0,
        crawlablePages: 0,
        indexablePages: 0,
        estimatedIndexedPages: 0,
        indexingEfficiency: FUNNEL_DEFAULTS.indexingEfficiency,
        googleSimulationFactor: FUNNEL_DEFAULTS.googleSimulationFactor,
      },
      overview: { totalPages: 0, statusCounts: emptyCounts(), averageScore: null, lastScanAt: null, startUrl: null, limitHit: null, notFetched: 0 },
      trends: { indexedTrend: null, history: [] },
      alerts: [],
      sitemapProblems: [],
      advice: {},
      fallbackAdvice: fallbackAdvice(getOperator().email),
      isEstimate: true,
      latestScan,
    };
  }

  const summary = current.summary as unknown as StoredScanSummary;
  const rows = await db.seoPage.findMany({ where: { scanId: current.id }, orderBy: { id: "asc" } });
  const advice: SeoDashboard["advice"] = {};
  // Most issues repeat across pages ("Keine strukturierten Daten" on hundreds): each distinct one is rendered once.
  const rendered = new Map<string, ShownIssue>();
  const show = (stored: unknown) => {
    const key = JSON.stringify(stored);
    let shown = rendered.get(key);
    if (!shown) rendered.set(key, (shown = showStoredIssue(stored)));
    return shown;
  };
  const pages: PageRecord[] = rows.map((r) => {
    const shown = (r.issues as unknown[]).map(show);
    for (const { code } of shown) if (code) advice[code] ??= issueAdvice(code);
    return {
      url: r.url,
      title: r.title,
      metaDescription: r.metaDescription,
      status: r.status as PageStatus,
      issues: shown.map((i) => i.text),
      issueCodes: shown.map((i) => i.code),
      indexabilityScore: r.indexabilityScore,
      httpStatus: r.httpStatus,
      responseTimeMs: r.responseTimeMs,
      lastChecked: r.lastChecked.toISOString(),
    };
  });
  const scored = pages.filter((p) => p.status !== "blocked");
  const history = [...finished].reverse().map((scan) => {
    const s = scan.summary as unknown as StoredScanSummary;
    return { date: (scan.finishedAt ?? scan.requestedAt).toISOString(), totalPages: s.totalPages, indexablePages: s.funnel.indexablePages, estimatedIndexedPages: s.funnel.estimatedIndexedPages };
  });
  const previous = history.at(-2);

  return {
    domain,
    pages,
    googleFunnel: summary.funnel,
    overview: {
      totalPages: summary.totalPages,
      statusCounts: { ...emptyCounts(), ...summary.statusCounts },
      averageScore: scored.length ? Math.round(scored.reduce((sum, p) => sum + p.indexabilityScore, 0) / scored.length) : null,
      lastScanAt: current.finishedAt?.toISOString() ?? null,
      startUrl: summary.startUrl,
      limitHit: summary.limitHit,
      notFetched: summary.notFetched,
    },
    trends: { indexedTrend: previous ? summary.funnel.estimatedIndexedPages - previous.estimatedIndexedPages : null, history },
    alerts: summary.alerts.map(showStoredAlert),
    sitemapProblems: (summary.sitemaps ?? []).flatMap((file) => (file.error ? [{ url: file.url, reason: sitemapProblemText(file.error) }] : [])),
    advice,
    fallbackAdvice: fallbackAdvice(getOperator().email),
    isEstimate: false,
    latestScan,
  };
}
