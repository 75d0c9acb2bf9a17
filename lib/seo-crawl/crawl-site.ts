import { OutboundError, type OutboundFailure } from "@/lib/outbound/guarded-fetch";
import { buildCrawlResult } from "./build-result";
import { CrawlFrontier } from "./frontier";
import { ISSUE_INVALID_RESPONSE } from "./issues";
import { OriginRobots } from "./origin-robots";
import { followableLinks, newPageRecord, type PageRecord } from "./page-report";
import { processPage, type PageCrawlContext } from "./process-page";
import { createSiteFetcher, type FetchOutcome } from "./site-fetcher";
import { loadSitemaps } from "./sitemaps";
import type { CrawlResult } from "./types";
import { isFileUrl, normalizePageUrl, sameSite } from "./urls";

export type { PageRecord } from "./page-report";
export type { CrawledPage, CrawlResult, PageStatus } from "./types";

export interface CrawlOptions {
  /** Absolute http(s) URL of the start page, e.g. "https://example.de/". */
  startUrl: string;
  /** Pages fetched at most (default 200). */
  maxPages?: number;
  /** Link depth from the start page (default 6); sitemap URLs count as depth 1. */
  maxDepth?: number;
  /** Whole crawl in ms (default 60 000); when exceeded, no new request starts and the result says so. */
  timeBudgetMs?: number;
  /** Parallel requests to the host (default 4), via p-limit. */
  concurrency?: number;
  /** Response time above which a page gets the "slow" issue, in ms (default 1500). */
  slowMs?: number;
  /** Per request, redirects and body included, in ms (default 10 000). */
  requestTimeoutMs?: number;
  signal?: AbortSignal;
  now?: () => Date;
  /** Pages an earlier attempt already fetched (from `onPageRecord`): counted and their links followed, not fetched again. */
  resumeFrom?: PageRecord[];
  /** Called once per fetched page when its record is final. */
  onPageRecord?: (record: PageRecord) => void;
  /** Monotonic ms for response times (slowMs); default performance.now. */
  clock?: () => number;
}

export const CRAWL_DEFAULTS = {
  maxPages: 200,
  maxDepth: 6,
  timeBudgetMs: 60_000,
  concurrency: 4,
  slowMs: 1500,
  requestTimeoutMs: 10_000,
} as const;

/** Crawl-delay is honoured up to this many seconds; longer delays would make a crawl of 200 pages take hours. */
export const MAX_CRAWL_DELAY_SECONDS = 2;

/** OutboundError kinds of the first request that stop the whole crawl: the site cannot be reached by name or may not be. */
const FATAL_START_FAILURES: OutboundFailure[] = ["invalid_url", "unsupported_scheme", "blocked_address", "dns"];

const FILE_ACCEPT = "text/plain,application/xml,text/xml,*/*;q=0.5";

function positiveInt(value: number | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < min) throw new RangeError(`${name} must be a number >= ${min}, got ${value}`);
  return Math.floor(value);
}

/**
 * Crawls one website politely, as a search engine would, and reports per page its
 * indexing status, issues (issues.ts) and indexability score (score.ts). Scheduling and
 * limits live here; the parts are frontier.ts, origin-robots.ts, process-page.ts and
 * build-result.ts.
 *
 * 1. robots.txt (RFC 9309) per origin of the site (http/https, www/bare), our token
 *    PRODUCT_USER_AGENT_NAME else `*`. 4xx = allow all; 5xx/429/network failure at the
 *    start origin = disallow all: only the start page is reported, `robots.fullDisallow`
 *    is true. Crawl-delay is honoured up to MAX_CRAWL_DELAY_SECONDS.
 * 2. Sitemaps (sitemaps.org): robots.txt's Sitemap lines, else /sitemap.xml.
 * 3. Pages breadth-first; sitemap URLs enter at depth 1; files such as .pdf are counted,
 *    not fetched; no links followed from nofollow pages. A redirect is recorded under
 *    the requested URL with `redirectedTo`. guardedFetch follows redirects itself, so
 *    robots.txt is checked for the requested and the final URL, not intermediate hops.
 * 4. No request starts after timeBudgetMs; `limitHit` and `notFetched` say what was left.
 *
 * Statuses: types.ts PageStatus.
 *
 * @param options see CrawlOptions (times in ms)
 * @returns the crawl result (types.ts); a single page's failure is part of it
 * @throws OutboundError "invalid_url"/"unsupported_scheme" for a start URL that is not
 *   absolute http(s); "blocked_address"/"dns" when the start host resolves to a refused
 *   address or not at all (a code under "ApiErrors"); "aborted" when `signal` aborts
 * @throws RangeError for a limit option below 1 (maxDepth below 0)
 */
export async function crawlSite(options: CrawlOptions): Promise<CrawlResult> {
  const maxPages = positiveInt(options.maxPages, CRAWL_DEFAULTS.maxPages, "maxPages");
  const maxDepth = positiveInt(options.maxDepth, CRAWL_DEFAULTS.maxDepth, "maxDepth", 0);
  const timeBudgetMs = positiveInt(options.timeBudgetMs, CRAWL_DEFAULTS.timeBudgetMs, "timeBudgetMs");
  const concurrency = positiveInt(options.concurrency, CRAWL_DEFAULTS.concurrency, "concurrency");
  const slowMs = positiveInt(options.slowMs, CRAWL_DEFAULTS.slowMs, "slowMs", 0);
  const requestTimeoutMs = positiveInt(options.requestTimeoutMs, CRAWL_DEFAULTS.requestTimeoutMs, "requestTimeoutMs");
  const now = options.now ?? (() => new Date());

  const startUrl = normalizePageUrl(options.startUrl);
  if (startUrl === null) {
    if (/^\s*[a-z][a-z0-9+.-]*:/i.test(options.startUrl) && !/^\s*https?:/i.test(options.startUrl)) {
      throw new OutboundError("unsupported_scheme", "url.scheme", { url: options.startUrl });
    }
    throw new OutboundError("invalid_url", "outbound.invalidStartUrl", { url: options.startUrl });
  }
  const start = new URL(startUrl);
  const siteHost = start.hostname;
  const isSameSite = (url: string) => sameSite(new URL(url).hostname, siteHost);

  const startedAt = now();
  const t0 = performance.now();
  const deadline = t0 + timeBudgetMs;
  const withinBudget = () => performance.now() < deadline;
  const abort = new AbortController();
  const onCallerAbort = () => abort.abort(options.signal?.reason);
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  const fetcher = createSiteFetcher({ concurrency, requestTimeoutMs, signal: abort.signal, clock: options.clock });
  const fetchFile = async (url: string, maxBytes: number): Promise<FetchOutcome> => (await fetcher.fetch(url, { maxBytes, accept: FILE_ACCEPT }))!;
  const robots = new OriginRobots(fetchFile);
  const frontier = new CrawlFrontier(maxDepth, (url) => robots.knownBlocking(url));
  const records = new Map<string, PageRecord>();
  const context: PageCrawlContext = { frontier, robots, fetcher, records, siteHost, isSameSite, withinBudget, requestTimeoutMs, now, signal: abort.signal };
  let sitemapFiles: CrawlResult["sitemaps"] = [];
  let sitemapPageUrls: string[] = [];
  let claimed = 0;
  let inFlight = 0;
  let stoppedByTime = false;
  let fatal: unknown = null;

  const resume = (stored: PageRecord[]) => {
    for (const record of stored) {
      if (!isSameSite(record.url) || !frontier.adopt(record)) continue;
      records.set(record.url, record);
      claimed += 1;
    }
    for (const record of records.values()) {
      if (record.redirectedTo && !record.redirectedOffSite) frontier.markCovered(record.redirectedTo, record.url, record.depth);
    }
  };

  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const pump = () => {
    while (inFlight < concurrency && fatal === null && !abort.signal.aborted && claimed < maxPages) {
      if (!withinBudget()) {
        stoppedByTime = true;
        break;
      }
      const entry = frontier.dequeue();
      if (!entry) break;
      claimed += 1;
      inFlight += 1;
      processPage(entry, context)
        .then((outcome) => {
          if (outcome !== "done") claimed -= 1;
          if (outcome === "not_started") stoppedByTime = true;
        })
        .catch((error: unknown) => {
          if (abort.signal.aborted || (error instanceof OutboundError && error.failure === "aborted")) {
            fatal ??= error;
            return;
          }
          // A page the parser cannot cope with is that page's problem, not the crawl's.
          frontier.complete(entry);
          const record = records.get(entry.url) ?? newPageRecord(entry, now().toISOString());
          records.set(entry.url, { ...record, status: "error", html: null, leadIssues: [ISSUE_INVALID_RESPONSE] });
        })
        .finally(() => {
          inFlight -= 1;
          const record = entry.state === "done" ? records.get(entry.url) : undefined;
          if (record) options.onPageRecord?.(record);
          pump();
        });
    }
    if (inFlight === 0) finish();
  };

  const result = (): CrawlResult =>
    buildCrawlResult({
      startUrl,
      host: siteHost,
      startedAt,
      finishedAt: now(),
      durationMs: Math.round(performance.now() - t0),
      startRobots: robots.known(start.origin),
      robotsUrl: `${start.origin}/robots.txt`,
      sitemaps: sitemapFiles,
      sitemapPageUrls,
      records,
      aliases: frontier.aliases,
      entries: [...frontier.entries()],
      stoppedByTime,
      requests: fetcher.requests,
      slowMs,
      requestTimeoutMs,
    });

  try {
    const startRules = await robots.load(start.origin);
    if (startRules.error && FATAL_START_FAILURES.includes(startRules.error.failure)) throw startRules.error;
    if (startRules.fullDisallow) {
      frontier.enqueue(startUrl, 0);
      return result();
    }
    if (startRules.crawlDelaySeconds !== null) fetcher.setDelay(Math.min(startRules.crawlDelaySeconds, MAX_CRAWL_DELAY_SECONDS) * 1000);

    const named = startRules.sitemaps;
    const sitemaps = await loadSitemaps(named.length > 0 ? named : [`${start.origin}/sitemap.xml`], {
      fetchFile: (url, maxBytes) => fetcher.fetch(url, { maxBytes, accept: FILE_ACCEPT, beforeFetch: withinBudget }),
      isSameSite,
      isAllowed: async (url) => (await robots.load(new URL(url).origin)).verdict(url),
    });
    sitemapFiles = sitemaps.files;
    sitemapPageUrls = sitemaps.pageUrls;

    resume(options.resumeFrom ?? []);
    frontier.enqueue(startUrl, 0);
    for (const url of sitemapPageUrls) if (!isFileUrl(url)) frontier.enqueue(url, 1);
    for (const record of options.resumeFrom ?? []) {
      if (record.html && records.get(record.url) === record) for (const link of followableLinks(record.html)) frontier.enqueue(link, record.depth + 1);
    }
    pump();
    await finished;
    if (fatal !== null) throw fatal;
    if (abort.signal.aborted) throw new OutboundError("aborted", "outbound.checkAborted", { url: startUrl });
    return result();
  } catch (error) {
    if (abort.signal.aborted) throw new OutboundError("aborted", "outbound.checkAborted", { url: startUrl });
    throw error;
  } finally {
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}
