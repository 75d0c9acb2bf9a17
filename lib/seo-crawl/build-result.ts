import { failureOutcome } from "./fetch-failure";
import type { UrlEntry } from "./frontier";
import { blockedByRobots } from "./issues";
import { buildPage, newPageRecord, type PageRecord } from "./page-report";
import type { RobotsRules } from "./robots";
import type { CrawledPage, CrawlResult } from "./types";

export interface CrawlState {
  startUrl: string;
  host: string;
  startedAt: Date;
  finishedAt: Date;
  durationMs: number;
  /** robots.txt of the start URL's origin; undefined when it was never loaded. */
  startRobots: RobotsRules | undefined;
  /** robots.txt URL reported when `startRobots` is undefined. */
  robotsUrl: string;
  sitemaps: CrawlResult["sitemaps"];
  sitemapPageUrls: readonly string[];
  records: ReadonlyMap<string, PageRecord>;
  /** Final URLs of same-site redirects → the URL whose record reports them. */
  aliases: ReadonlyMap<string, string>;
  entries: readonly UrlEntry[];
  stoppedByTime: boolean;
  requests: number;
  /** Response time above which a page is slow, in ms. */
  slowMs: number;
  /** Per request, in ms (named in timeout issues). */
  requestTimeoutMs: number;
}

/** Links between pages, known only at the end: distinct linking pages per target, broken link targets per source. */
function linkGraph(records: ReadonlyMap<string, PageRecord>, aliases: ReadonlyMap<string, string>) {
  const recordOf = (url: string) => records.get(aliases.get(url) ?? url);
  const inlinkSources = new Map<string, Set<string>>();
  const broken = new Map<string, string[]>();
  for (const source of records.values()) {
    if (!source.html) continue;
    for (const link of source.html.internalLinks) {
      const targetUrl = records.has(link) ? link : (aliases.get(link) ?? link);
      if (targetUrl === source.url) continue;
      let set = inlinkSources.get(targetUrl);
      if (!set) inlinkSources.set(targetUrl, (set = new Set()));
      set.add(source.url);
      const target = recordOf(link);
      if (target && (target.status === "error" || target.status === "timeout" || target.status === "unreachable")) {
        (broken.get(source.url) ?? broken.set(source.url, []).get(source.url)!).push(link);
      }
    }
  }
  return { inlinkSources, broken };
}

/** Records of the URLs robots.txt blocked (never fetched); a host that did not even answer for robots.txt is reported as such. */
function blockedRecords(entries: readonly UrlEntry[], lastChecked: string, requestTimeoutMs: number): PageRecord[] {
  const blocked: PageRecord[] = [];
  for (const entry of entries) {
    if (entry.state !== "blocked") continue;
    const failure = entry.robotsError ? failureOutcome(entry.robotsError, requestTimeoutMs) : null;
    blocked.push({
      ...newPageRecord(entry, lastChecked),
      status: failure?.status ?? "blocked",
      leadIssues: [failure?.issue ?? blockedByRobots(entry.blockedRule ?? null), ...(entry.robotsIssue ? [entry.robotsIssue] : [])],
    });
  }
  return blocked;
}

/**
 * The crawl's result from its final state; pure. A page counts as in the sitemap when its
 * requested or its final URL is listed; inlinks resolve redirect aliases.
 */
export function buildCrawlResult(state: CrawlState): CrawlResult {
  const lastChecked = state.finishedAt.toISOString();
  const sitemapUrls = new Set(state.sitemapPageUrls);
  const { inlinkSources, broken } = linkGraph(state.records, state.aliases);
  const all = [...state.records.values(), ...blockedRecords(state.entries, lastChecked, state.requestTimeoutMs)].sort((a, b) => a.depth - b.depth || a.order - b.order);
  const pages: CrawledPage[] = all.map((record) =>
    buildPage(record, {
      inSitemap: sitemapUrls.has(record.url) || (record.redirectedTo !== null && sitemapUrls.has(record.redirectedTo)),
      inlinks: inlinkSources.get(record.url)?.size ?? 0,
      brokenLinks: broken.get(record.url) ?? [],
      isStartPage: record.url === state.startUrl,
      slowMs: state.slowMs,
    }),
  );

  let queued = 0;
  let deferred = 0;
  for (const entry of state.entries) {
    if (entry.state === "queued" || entry.state === "fetching") queued += 1;
    else if (entry.state === "deferred") deferred += 1;
  }
  const limitHit: CrawlResult["limitHit"] = queued + deferred === 0 ? null : state.stoppedByTime && queued > 0 ? "time" : queued > 0 ? "pages" : "depth";
  const rules = state.startRobots;
  return {
    startUrl: state.startUrl,
    host: state.host,
    startedAt: state.startedAt.toISOString(),
    finishedAt: lastChecked,
    durationMs: state.durationMs,
    robots: {
      url: rules?.url ?? state.robotsUrl,
      status: rules?.status ?? null,
      fetched: rules?.fetched ?? false,
      crawlDelaySeconds: rules?.crawlDelaySeconds ?? null,
      fullDisallow: rules?.fullDisallow ?? false,
    },
    sitemaps: state.sitemaps,
    pages,
    discovered: state.entries.length,
    notFetched: queued + deferred,
    limitHit,
    requests: state.requests,
  };
}
