import { decodeText, OutboundError, type OutboundFailure } from "@/lib/outbound/guarded-fetch";
import { PAGE_MAX_BYTES } from "@/lib/readiness/fetch-site";
import {
  blockedByRobots,
  httpError,
  ISSUE_INVALID_RESPONSE,
  ISSUE_TOO_MANY_REDIRECTS,
  notHtml,
  redirectTo,
  robotsUnavailable,
  timeout as timeoutIssue,
  unexpectedStatus,
  unreachable as unreachableIssue,
} from "./issues";
import { buildPage, followableLinks, readHtmlPage, type PageRecord } from "./page-report";

export type { PageRecord } from "./page-report";
import { loadRobots, type RobotsRules } from "./robots";
import { createSiteFetcher, type FetchOutcome } from "./site-fetcher";
import { loadSitemaps } from "./sitemaps";
import type { CrawledPage, CrawlResult, PageStatus } from "./types";
import { isFileUrl, normalizePageUrl, sameSite } from "./urls";

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
  /**
   * Pages an earlier attempt of the same crawl already fetched (as handed to
   * `onPageRecord`): they count toward maxPages and their links are followed, but they
   * are not fetched again. robots.txt and sitemaps are read again.
   */
  resumeFrom?: PageRecord[];
  /** Called once per fetched page when its record is final, e.g. to keep the crawl's progress. */
  onPageRecord?: (record: PageRecord) => void;
  /** Monotonic ms that response times (slowMs) are measured with; default performance.now. Tests inject a virtual clock. */
  clock?: () => number;
}

/** Defaults of CrawlOptions (times in ms). */
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

const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";
const FILE_ACCEPT = "text/plain,application/xml,text/xml,*/*;q=0.5";

type UrlState = "queued" | "deferred" | "fetching" | "done" | "blocked" | "covered";

interface UrlEntry {
  url: string;
  depth: number;
  order: number;
  state: UrlState;
  /** The deciding robots.txt rule when blocked. */
  blockedRule?: string | null;
  /** Extra issue for URLs blocked because robots.txt was unavailable. */
  robotsIssue?: string;
  /** The host did not answer its robots.txt at all: reported as unreachable/timeout rather than blocked. */
  robotsError?: OutboundError;
}

function positiveInt(value: number | undefined, fallback: number, name: string, min = 1): number {
  if (value === undefined) return fallback;
  if (!Number.isFinite(value) || value < min) throw new RangeError(`${name} must be a number >= ${min}, got ${value}`);
  return Math.floor(value);
}

function contentTypeOf(header: string | null): string | null {
  return header ? header.split(";")[0]!.trim().toLowerCase() || null : null;
}

function isHtml(contentType: string | null, body: Buffer): boolean {
  if (contentType) return contentType === "text/html" || contentType === "application/xhtml+xml";
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(body.subarray(0, 512).toString("latin1"));
}

/** Short German reason of a failed fetch, for the "Nicht erreichbar (…)" issue. */
function unreachableReason(error: OutboundError): string {
  switch (error.failure) {
    case "dns":
      return "Domain nicht gefunden";
    case "tls":
      return "SSL/TLS-Zertifikat ungültig";
    case "blocked_address":
      return "Adresse in einem internen Netz, aus Sicherheitsgründen nicht abgerufen";
    default:
      return "Verbindung fehlgeschlagen";
  }
}

/** Status and issue of a fetch that got no HTTP answer. */
function failureOutcome(error: OutboundError, requestTimeoutMs: number): { status: PageStatus; issue: string } {
  if (error.failure === "timeout") return { status: "timeout", issue: timeoutIssue(requestTimeoutMs) };
  if (error.failure === "too_many_redirects") return { status: "error", issue: ISSUE_TOO_MANY_REDIRECTS };
  if (error.failure === "invalid_response") return { status: "error", issue: ISSUE_INVALID_RESPONSE };
  return { status: "unreachable", issue: unreachableIssue(unreachableReason(error)) };
}

/**
 * Crawls one website the way a search engine would, politely, and reports per page its
 * indexing status, issues and indexability score.
 *
 * Order and rules:
 * 1. robots.txt of the start URL's origin (RFC 9309) for our user agent token
 *    PRODUCT_USER_AGENT_NAME, falling back to the `*` group. 4xx = allow all;
 *    5xx/429/network failure = complete disallow: nothing else is fetched, the start
 *    page is reported "blocked" (or "timeout"/"unreachable" when the host did not
 *    answer) and `robots.fullDisallow` is true. A disallowed URL is never fetched and
 *    is reported "blocked". Other origins of the site (http/https, www/bare) get their
 *    own robots.txt when first met. Crawl-delay (our group or *) spaces request starts,
 *    capped at MAX_CRAWL_DELAY_SECONDS.
 * 2. Sitemaps (sitemaps.org): the Sitemap lines of robots.txt, else /sitemap.xml;
 *    index files followed 2 levels deep, at most 10 files, same-site URLs only.
 * 3. Pages breadth-first from the start page (depth 0); sitemap URLs enter at depth 1.
 *    Same site = the start host, "www." and bare host as one. Internal <a href> links
 *    are followed (fragment dropped, query kept; files such as .pdf are counted as
 *    links, not fetched; not followed from pages whose robots directives say
 *    nofollow). Redirects are followed by guardedFetch; the page is recorded under the
 *    requested URL with `redirectedTo`, the final URL counts as visited. Limitation:
 *    guardedFetch follows redirects itself, so robots.txt is checked for the requested
 *    and the final URL but not for intermediate hops; a final URL that robots.txt
 *    disallows is reported "blocked" and its content not used.
 * 4. Limits: maxPages fetched, maxDepth, timeBudgetMs (no request starts after it;
 *    requests under way finish within requestTimeoutMs). `limitHit` and `notFetched`
 *    say what was left.
 *
 * Page status (types.ts PageStatus; "indexed", "crawled_not_indexed" and
 * "discovered_not_indexed" need Google Search Console and are never produced here):
 * HTML 2xx indexable → "reachable"; 2xx with noindex (meta robots or X-Robots-Tag) or
 * a canonical to another URL → "not_indexed"; non-HTML 2xx → "reachable" (recorded,
 * not parsed); 4xx/5xx, too many redirects, invalid HTTP → "error"; timeout →
 * "timeout"; DNS/connection/TLS failure → "unreachable"; robots.txt disallow →
 * "blocked"; a redirect → the status of the final answer (a redirect to another site:
 * "not_indexed", score 0). Issues: lib/seo-crawl/issues.ts; score:
 * lib/seo-crawl/score.ts.
 *
 * Every request goes through guardedFetch (SSRF guards, user agent
 * "KI-Sichtbarkeit-Check/1.0"); private and loopback addresses only with
 * OUTBOUND_ALLOW_PRIVATE=1.
 *
 * @param options see CrawlOptions (times in ms)
 * @returns the crawl result (types.ts); a single page's failure is part of it
 * @throws OutboundError "invalid_url"/"unsupported_scheme" for a start URL that is not
 *   absolute http(s); "blocked_address"/"dns" when the start host resolves to a refused
 *   address or not at all (German message); "aborted" when `signal` aborts
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
      throw new OutboundError("unsupported_scheme", "Nur Adressen mit http:// oder https:// können geprüft werden.", options.startUrl);
    }
    throw new OutboundError("invalid_url", "Die Startadresse ist keine gültige URL (Beispiel: https://example.de/).", options.startUrl);
  }
  const start = new URL(startUrl);
  const siteHost = start.hostname;
  const isSameSite = (url: string) => sameSite(new URL(url).hostname, siteHost);

  const startedAt = now();
  const t0 = performance.now();
  const deadline = t0 + timeBudgetMs;
  const abort = new AbortController();
  const onCallerAbort = () => abort.abort(options.signal?.reason);
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  const fetcher = createSiteFetcher({ concurrency, requestTimeoutMs, signal: abort.signal, clock: options.clock });
  const fetchFile = async (url: string, maxBytes: number): Promise<FetchOutcome> =>
    (await fetcher.fetch(url, { maxBytes, accept: FILE_ACCEPT }))!;

  // One robots.txt per origin (RFC 9309 §2.3: rules apply to the origin they were fetched from).
  const robotsByOrigin = new Map<string, RobotsRules>();
  const robotsLoading = new Map<string, Promise<RobotsRules>>();
  const robotsFor = (origin: string): Promise<RobotsRules> => {
    let loading = robotsLoading.get(origin);
    if (!loading) {
      loading = loadRobots(origin, fetchFile).then((rules) => {
        robotsByOrigin.set(origin, rules);
        return rules;
      });
      robotsLoading.set(origin, loading);
    }
    return loading;
  };
  const blockingOf = (rules: RobotsRules, url: string): Pick<UrlEntry, "blockedRule" | "robotsIssue" | "robotsError"> | null => {
    const verdict = rules.verdict(url);
    if (verdict.allowed) return null;
    return {
      blockedRule: verdict.rule,
      robotsIssue: rules.fullDisallow ? robotsUnavailable(rules.status) : undefined,
      robotsError: rules.fullDisallow ? (rules.error ?? undefined) : undefined,
    };
  };

  const entries = new Map<string, UrlEntry>();
  /** Final URL of a redirect → the record it is reported under. */
  const aliases = new Map<string, string>();
  const records = new Map<string, PageRecord>();
  /** Queued URLs per depth, in discovery order; `head` skips the ones taken (no O(n) shift on large sitemaps). */
  const buckets: { urls: string[]; head: number }[] = [];
  let sitemapFiles: CrawlResult["sitemaps"] = [];
  let sitemapPageUrls: string[] = [];
  let claimed = 0;
  let inFlight = 0;
  let nextOrder = 0;
  let stoppedByTime = false;
  let fatal: unknown = null;

  /** Adds a URL (or a shorter path to it) and decides at once whether robots.txt blocks it or the depth defers it. */
  const enqueue = (url: string, depth: number) => {
    let entry = entries.get(url);
    if (!entry) {
      entry = { url, depth, order: nextOrder++, state: "queued" };
      entries.set(url, entry);
    } else if (depth < entry.depth && (entry.state === "queued" || entry.state === "deferred")) {
      entry.depth = depth;
    } else {
      return;
    }
    const rules = robotsByOrigin.get(new URL(url).origin);
    const blocking = rules ? blockingOf(rules, url) : null;
    if (blocking) {
      Object.assign(entry, blocking, { state: "blocked" });
    } else if (entry.depth > maxDepth) {
      entry.state = "deferred";
    } else {
      entry.state = "queued";
      (buckets[entry.depth] ??= { urls: [], head: 0 }).urls.push(url);
    }
  };

  const dequeue = (): UrlEntry | null => {
    for (let depth = 0; depth < buckets.length; depth++) {
      const bucket = buckets[depth];
      while (bucket && bucket.head < bucket.urls.length) {
        const entry = entries.get(bucket.urls[bucket.head++]!)!;
        // Stale copies: the URL moved to a lower depth, or was reached another way.
        if (entry.state === "queued" && entry.depth === depth) return entry;
      }
    }
    return null;
  };

  const markCovered = (finalUrl: string, recordUrl: string, depth: number) => {
    const entry = entries.get(finalUrl);
    if (!entry) {
      entries.set(finalUrl, { url: finalUrl, depth, order: nextOrder++, state: "covered" });
    } else if (entry.state === "queued" || entry.state === "deferred") {
      entry.state = "covered";
    } else {
      return; // fetched on its own (or blocked): links to it stay with its own record
    }
    aliases.set(finalUrl, recordUrl);
  };

  const emptyRecord = (entry: UrlEntry): PageRecord => ({
    url: entry.url,
    depth: entry.depth,
    order: entry.order,
    redirectedTo: null,
    redirectedOffSite: false,
    httpStatus: null,
    contentType: null,
    responseTimeMs: null,
    lastChecked: now().toISOString(),
    status: "error",
    leadIssues: [],
    html: null,
  });

  async function processPage(entry: UrlEntry): Promise<void> {
    const rules = await robotsFor(new URL(entry.url).origin);
    const blocking = blockingOf(rules, entry.url);
    if (blocking) {
      Object.assign(entry, blocking, { state: "blocked" });
      claimed -= 1;
      return;
    }
    const outcome = await fetcher.fetch(entry.url, {
      maxBytes: PAGE_MAX_BYTES,
      accept: HTML_ACCEPT,
      beforeFetch: () => performance.now() < deadline,
    });
    if (outcome === null) {
      stoppedByTime = true;
      entry.state = "queued";
      claimed -= 1;
      return;
    }
    entry.state = "done";
    const record = emptyRecord(entry);
    records.set(entry.url, record);
    if (outcome.error) {
      const failure = failureOutcome(outcome.error, requestTimeoutMs);
      record.status = failure.status;
      record.leadIssues.push(failure.issue);
      return;
    }

    const { response } = outcome;
    const finalUrl = normalizePageUrl(response.url) ?? response.url;
    record.httpStatus = response.status;
    record.contentType = contentTypeOf(response.headers.get("content-type"));
    record.responseTimeMs = response.elapsedMs;
    const redirected = finalUrl !== entry.url;
    const finalSameSite = isSameSite(finalUrl);
    if (redirected) {
      record.redirectedTo = finalUrl;
      record.redirectedOffSite = !finalSameSite;
      if (finalSameSite) markCovered(finalUrl, entry.url, entry.depth);
    }
    const redirectIssue = redirected ? [redirectTo(finalUrl)] : [];

    if (response.status >= 400) {
      record.status = "error";
      record.leadIssues.push(httpError(response.status), ...redirectIssue);
      return;
    }
    if (response.status < 200 || response.status >= 300) {
      record.status = "error";
      record.leadIssues.push(unexpectedStatus(response.status), ...redirectIssue);
      return;
    }
    if (redirected && !finalSameSite) {
      record.status = "not_indexed";
      record.leadIssues.push(...redirectIssue);
      return;
    }
    if (redirected) {
      const finalBlocking = blockingOf(await robotsFor(new URL(finalUrl).origin), finalUrl);
      if (finalBlocking) {
        record.status = "blocked";
        record.leadIssues.push(blockedByRobots(finalBlocking.blockedRule ?? null), ...redirectIssue);
        return;
      }
    }
    record.leadIssues.push(...redirectIssue);
    if (!isHtml(record.contentType, response.body)) {
      record.status = "reachable";
      record.leadIssues.push(notHtml(record.contentType));
      return;
    }
    const html = readHtmlPage(decodeText(response.body, response.headers.get("content-type")), finalUrl, siteHost, response.headers.get("x-robots-tag"));
    record.html = html;
    record.status = html.noindexMeta || html.noindexHeader || html.canonicalElsewhere ? "not_indexed" : "reachable";
    for (const link of followableLinks(html)) enqueue(link, entry.depth + 1);
  }

  /** Takes over the pages of an earlier attempt as fetched (same site only; the first record per URL wins). */
  const resume = (stored: PageRecord[]) => {
    for (const record of stored) {
      if (entries.has(record.url) || !isSameSite(record.url)) continue;
      entries.set(record.url, { url: record.url, depth: record.depth, order: record.order, state: "done" });
      records.set(record.url, record);
      nextOrder = Math.max(nextOrder, record.order + 1);
      claimed += 1;
    }
    for (const record of records.values()) {
      if (record.redirectedTo && !record.redirectedOffSite) markCovered(record.redirectedTo, record.url, record.depth);
    }
  };

  let finish!: () => void;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  const pump = () => {
    while (inFlight < concurrency && fatal === null && !abort.signal.aborted && claimed < maxPages) {
      if (performance.now() >= deadline) {
        stoppedByTime = true;
        break;
      }
      const entry = dequeue();
      if (!entry) break;
      entry.state = "fetching";
      claimed += 1;
      inFlight += 1;
      processPage(entry)
        .catch((error: unknown) => {
          if (abort.signal.aborted || (error instanceof OutboundError && error.failure === "aborted")) {
            fatal ??= error;
            return;
          }
          // A page the parser cannot cope with is that page's problem, not the crawl's.
          entry.state = "done";
          const record = records.get(entry.url) ?? emptyRecord(entry);
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

  const result = (): CrawlResult => {
    const finishedAt = now();
    const startRules = robotsByOrigin.get(start.origin);
    const sitemapUrls = new Set(sitemapPageUrls);
    const recordOf = (url: string) => records.get(aliases.get(url) ?? url);

    // Links between pages, known only now: inlinks per target, broken links per source.
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

    const blockedRecords: PageRecord[] = [];
    for (const entry of entries.values()) {
      if (entry.state !== "blocked") continue;
      // Never fetched either way; a host that did not even answer for robots.txt is reported as such.
      const failure = entry.robotsError ? failureOutcome(entry.robotsError, requestTimeoutMs) : null;
      blockedRecords.push({
        ...emptyRecord(entry),
        lastChecked: finishedAt.toISOString(),
        status: failure?.status ?? "blocked",
        leadIssues: [failure?.issue ?? blockedByRobots(entry.blockedRule ?? null), ...(entry.robotsIssue ? [entry.robotsIssue] : [])],
      });
    }
    const all = [...records.values(), ...blockedRecords].sort((a, b) => a.depth - b.depth || a.order - b.order);
    const pages: CrawledPage[] = all.map((record) =>
      buildPage(record, {
        inSitemap: sitemapUrls.has(record.url) || (record.redirectedTo !== null && sitemapUrls.has(record.redirectedTo)),
        inlinks: inlinkSources.get(record.url)?.size ?? 0,
        brokenLinks: broken.get(record.url) ?? [],
        isStartPage: record.url === startUrl,
        slowMs,
      }),
    );

    let queued = 0;
    let deferred = 0;
    for (const entry of entries.values()) {
      if (entry.state === "queued" || entry.state === "fetching") queued += 1;
      else if (entry.state === "deferred") deferred += 1;
    }
    const limitHit: CrawlResult["limitHit"] =
      queued + deferred === 0 ? null : stoppedByTime && queued > 0 ? "time" : queued > 0 ? "pages" : "depth";
    return {
      startUrl,
      host: siteHost,
      startedAt: startedAt.toISOString(),
      finishedAt: finishedAt.toISOString(),
      durationMs: Math.round(performance.now() - t0),
      robots: {
        url: startRules?.url ?? `${start.origin}/robots.txt`,
        status: startRules?.status ?? null,
        fetched: startRules?.fetched ?? false,
        crawlDelaySeconds: startRules?.crawlDelaySeconds ?? null,
        fullDisallow: startRules?.fullDisallow ?? false,
      },
      sitemaps: sitemapFiles,
      pages,
      discovered: entries.size,
      notFetched: queued + deferred,
      limitHit,
      requests: fetcher.requests,
    };
  };

  try {
    const startRules = await robotsFor(start.origin);
    if (startRules.error && FATAL_START_FAILURES.includes(startRules.error.failure)) throw startRules.error;
    if (startRules.fullDisallow) {
      enqueue(startUrl, 0);
      return result();
    }
    if (startRules.crawlDelaySeconds !== null) fetcher.setDelay(Math.min(startRules.crawlDelaySeconds, MAX_CRAWL_DELAY_SECONDS) * 1000);

    const named = startRules.sitemaps;
    const sitemaps = await loadSitemaps(named.length > 0 ? named : [`${start.origin}/sitemap.xml`], {
      fetchFile: (url, maxBytes) => fetcher.fetch(url, { maxBytes, accept: FILE_ACCEPT, beforeFetch: () => performance.now() < deadline }),
      isSameSite,
      isAllowed: async (url) => (await robotsFor(new URL(url).origin)).verdict(url),
    });
    sitemapFiles = sitemaps.files;
    sitemapPageUrls = sitemaps.pageUrls;

    resume(options.resumeFrom ?? []);
    enqueue(startUrl, 0);
    for (const url of sitemapPageUrls) if (!isFileUrl(url)) enqueue(url, 1);
    for (const record of options.resumeFrom ?? []) {
      if (record.html && records.get(record.url) === record) for (const link of followableLinks(record.html)) enqueue(link, record.depth + 1);
    }
    pump();
    await finished;
    if (fatal !== null) throw fatal;
    if (abort.signal.aborted) throw new OutboundError("aborted", "Die Prüfung wurde abgebrochen.", startUrl);
    return result();
  } catch (error) {
    if (abort.signal.aborted) throw new OutboundError("aborted", "Die Prüfung wurde abgebrochen.", startUrl);
    throw error;
  } finally {
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}
