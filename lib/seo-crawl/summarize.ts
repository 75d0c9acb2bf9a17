import { hasIssue, type SeoIssue, type SeoIssueCode } from "./issues";
import { PAGE_STATUSES, type CrawlResult, type PageStatus } from "./types";

/** Kinds of alerts; the German text of each is messages/de.json "SeoAlerts.<code>" (rendered by issue-text.ts). */
type CrawlAlertCode =
  | "robotsUnavailable"
  | "startUnreachable"
  | "startBlocked"
  | "startNoindex"
  | "httpErrors"
  | "brokenLinks"
  | "noDescription"
  | "slowPages"
  | "limitHit"
  | "noSitemap"
  | "noStructuredData";

export interface CrawlAlert {
  type: "critical" | "warning" | "info";
  code: CrawlAlertCode;
  /** The figures the alert's text names (ICU arguments). */
  params?: Record<string, string | number>;
  /** "startUnreachable": the start page's first issue, named as the reason. */
  issue?: SeoIssue;
  /** The page concerned, when it is one page; else null. */
  page: string | null;
}

export interface CrawlSummary {
  /** Entries of `result.pages` (fetched pages plus blocked URLs). */
  totalPages: number;
  /** Pages per status; every status present, 0 when none. */
  statusCounts: Record<PageStatus, number>;
  funnel: {
    discoveredPages: number;
    crawlablePages: number;
    indexablePages: number;
    estimatedIndexedPages: number;
    /** 0-1, 2 decimals. */
    indexingEfficiency: number;
    /** 0-1, 2 decimals. */
    googleSimulationFactor: number;
  };
  /** Critical first, then warnings, then info. */
  alerts: CrawlAlert[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const FAILED: PageStatus[] = ["error", "timeout", "unreachable"];
/** Share of fetched pages answering with an HTTP error from which the site gets a critical alert. */
const ERROR_SHARE_CRITICAL = 0.1;

/**
 * Condenses a crawl into the dashboard's counts, funnel and alerts. Pure.
 *
 * Funnel, each step a subset of the one before: discovered (blocked URLs included) →
 * crawlable (fetched, final answer 2xx) → indexable (status "reachable") → estimated
 * indexed = round(Σ indexabilityScore / 100) over indexable pages. That last figure is an
 * estimate from our heuristic score, not Google's index count (which needs Search Console).
 * indexingEfficiency = estimated / discovered; googleSimulationFactor = mean score of
 * crawlable pages / 100; both 0 when there is nothing to divide by.
 */
export function summarizeCrawl(result: CrawlResult): CrawlSummary {
  const { pages } = result;
  const statusCounts = Object.fromEntries(PAGE_STATUSES.map((s) => [s, 0])) as Record<PageStatus, number>;
  for (const page of pages) statusCounts[page.status] += 1;

  const fetched = pages.filter((p) => p.status !== "blocked" || p.httpStatus !== null);
  const crawlable = pages.filter((p) => p.status !== "blocked" && p.httpStatus !== null && p.httpStatus >= 200 && p.httpStatus < 300);
  const indexable = pages.filter((p) => p.status === "reachable");
  const discoveredPages = Math.max(result.discovered, pages.length);
  const estimatedIndexedPages = Math.round(indexable.reduce((sum, p) => sum + p.indexabilityScore / 100, 0));
  const meanScore = crawlable.length > 0 ? crawlable.reduce((sum, p) => sum + p.indexabilityScore, 0) / crawlable.length : 0;

  const alerts: CrawlAlert[] = [];
  /** The one page an alert is about, or null when there are several. */
  const onlyPage = (concerned: readonly { url: string }[]) => (concerned.length === 1 ? concerned[0]!.url : null);
  /** An alert counting the pages with `issue`, when there are any. */
  const alertPagesWith = (type: CrawlAlert["type"], code: CrawlAlertCode, issue: SeoIssueCode) => {
    const concerned = pages.filter((p) => hasIssue(p.issues, issue));
    if (concerned.length > 0) alerts.push({ type, code, params: { pages: concerned.length }, page: onlyPage(concerned) });
  };
  const startPage = pages.find((p) => p.url === result.startUrl) ?? null;

  if (result.robots.fullDisallow) {
    alerts.push({
      type: "critical",
      code: "robotsUnavailable",
      params: { status: result.robots.status === null ? "none" : String(result.robots.status) },
      page: result.robots.url,
    });
  }
  if (startPage && FAILED.includes(startPage.status)) {
    const issue = startPage.issues[0];
    alerts.push({ type: "critical", code: "startUnreachable", params: { status: startPage.status }, ...(issue ? { issue } : {}), page: startPage.url });
  } else if (startPage?.status === "blocked" && !result.robots.fullDisallow) {
    alerts.push({ type: "critical", code: "startBlocked", page: startPage.url });
  }
  if (startPage?.noindex) {
    alerts.push({ type: "critical", code: "startNoindex", page: startPage.url });
  }
  const errorPages = pages.filter((p) => p.status === "error");
  if (fetched.length > 0 && errorPages.length / fetched.length >= ERROR_SHARE_CRITICAL) {
    const share = Math.round((errorPages.length / fetched.length) * 100);
    alerts.push({
      type: "critical",
      code: "httpErrors",
      params: { errors: errorPages.length, fetched: fetched.length, share },
      page: onlyPage(errorPages),
    });
  }

  const withBroken = pages.filter((p) => p.brokenLinks.length > 0);
  if (withBroken.length > 0) {
    const links = withBroken.reduce((sum, p) => sum + p.brokenLinks.length, 0);
    alerts.push({
      type: "warning",
      code: "brokenLinks",
      params: { links, pages: withBroken.length },
      page: onlyPage(withBroken),
    });
  }
  alertPagesWith("warning", "noDescription", "descriptionMissing");
  alertPagesWith("warning", "slowPages", "slow");
  if (result.limitHit !== null) {
    alerts.push({
      type: "warning",
      code: "limitHit",
      params: { checked: fetched.length, discovered: discoveredPages, limit: result.limitHit },
      page: null,
    });
  }

  const sitemapFound = result.sitemaps.some((s) => s.status !== null && s.status >= 200 && s.status < 300 && s.urls > 0);
  if (!sitemapFound && !result.robots.fullDisallow) {
    alerts.push({ type: "info", code: "noSitemap", page: null });
  }
  alertPagesWith("info", "noStructuredData", "noStructuredData");

  return {
    totalPages: pages.length,
    statusCounts,
    funnel: {
      discoveredPages,
      crawlablePages: crawlable.length,
      indexablePages: indexable.length,
      estimatedIndexedPages,
      indexingEfficiency: discoveredPages > 0 ? round2(estimatedIndexedPages / discoveredPages) : 0,
      googleSimulationFactor: round2(meanScore / 100),
    },
    alerts,
  };
}
