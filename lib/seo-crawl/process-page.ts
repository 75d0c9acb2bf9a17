import { decodeText } from "@/lib/outbound/guarded-fetch";
import { PAGE_MAX_BYTES } from "@/lib/readiness/fetch-site";
import { failureOutcome } from "./fetch-failure";
import type { CrawlFrontier, UrlEntry } from "./frontier";
import { blockedByRobots, deepNesting, httpError, notHtml, notRead, redirectTo, unexpectedStatus } from "./issues";
import type { OriginRobots } from "./origin-robots";
import { CpuTaskError, runCpuTask } from "@/lib/workers/pool";
import { followableLinks, newPageRecord, type PageRecord } from "./page-report";
import type { SiteFetcher } from "./site-fetcher";
import { normalizePageUrl } from "./urls";

const HTML_ACCEPT = "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

/** What fetching one page needs of the crawl. */
export interface PageCrawlContext {
  frontier: CrawlFrontier;
  robots: OriginRobots;
  fetcher: SiteFetcher;
  /** Records by requested URL; the page's record is put here as soon as its fetch answered. */
  records: Map<string, PageRecord>;
  siteHost: string;
  isSameSite: (url: string) => boolean;
  /** The crawl's abort (shutdown, lost attempt): stops a page being read in the worker pool. */
  signal?: AbortSignal;
  /** False once the crawl's time budget is spent: the request is then not started. */
  withinBudget: () => boolean;
  /** Per request, in ms (named in the timeout issue). */
  requestTimeoutMs: number;
  now: () => Date;
}

export type PageOutcome = "blocked" | "not_started" | "done";

function contentTypeOf(header: string | null): string | null {
  return header ? header.split(";")[0]!.trim().toLowerCase() || null : null;
}

function isHtml(contentType: string | null, body: Buffer): boolean {
  if (contentType) return contentType === "text/html" || contentType === "application/xhtml+xml";
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(body.subarray(0, 512).toString("latin1"));
}

/**
 * Fetches one URL taken from the frontier and records what it answered (statuses:
 * types.ts PageStatus). A final URL that robots.txt disallows makes the page "blocked":
 * guardedFetch followed the redirect before we could ask.
 *
 * @returns "blocked" (robots.txt; never fetched), "not_started" (time budget spent; the
 *   URL is released) or "done" (the record is in `context.records`)
 * The page is read in the CPU worker pool (lib/workers/pool.ts): one it cannot read within
 * its deadline or memory, or while every worker is busy, is recorded with the "notRead" issue;
 * one nested deeper than the checker reads is flattened and gets "deepNesting".
 * @throws OutboundError "aborted" when the crawl aborts; the crawl's abort reason; anything the parser throws
 */
export async function processPage(entry: UrlEntry, context: PageCrawlContext): Promise<PageOutcome> {
  const { frontier, robots, fetcher, records } = context;
  const blocking = await robots.blocking(entry.url);
  if (blocking) {
    frontier.block(entry, blocking);
    return "blocked";
  }
  const outcome = await fetcher.fetch(entry.url, { maxBytes: PAGE_MAX_BYTES, accept: HTML_ACCEPT, beforeFetch: context.withinBudget });
  if (outcome === null) {
    frontier.release(entry);
    return "not_started";
  }
  frontier.complete(entry);
  const record = newPageRecord(entry, context.now().toISOString());
  records.set(entry.url, record);
  if (outcome.error) {
    const failure = failureOutcome(outcome.error, context.requestTimeoutMs);
    record.status = failure.status;
    record.leadIssues.push(failure.issue);
    return "done";
  }

  const { response } = outcome;
  const finalUrl = normalizePageUrl(response.url) ?? response.url;
  record.httpStatus = response.status;
  record.contentType = contentTypeOf(response.headers.get("content-type"));
  record.responseTimeMs = response.elapsedMs;
  const redirected = finalUrl !== entry.url;
  const finalSameSite = context.isSameSite(finalUrl);
  if (redirected) {
    record.redirectedTo = finalUrl;
    record.redirectedOffSite = !finalSameSite;
    if (finalSameSite) frontier.markCovered(finalUrl, entry.url, entry.depth);
  }
  const redirectIssue = redirected ? [redirectTo(finalUrl)] : [];

  if (response.status >= 400) {
    record.status = "error";
    record.leadIssues.push(httpError(response.status), ...redirectIssue);
    return "done";
  }
  if (response.status < 200 || response.status >= 300) {
    record.status = "error";
    record.leadIssues.push(unexpectedStatus(response.status), ...redirectIssue);
    return "done";
  }
  if (redirected && !finalSameSite) {
    record.status = "not_indexed";
    record.leadIssues.push(...redirectIssue);
    return "done";
  }
  if (redirected) {
    const finalBlocking = await robots.blocking(finalUrl);
    if (finalBlocking) {
      record.status = "blocked";
      record.leadIssues.push(blockedByRobots(finalBlocking.blockedRule ?? null), ...redirectIssue);
      return "done";
    }
  }
  record.leadIssues.push(...redirectIssue);
  if (!isHtml(record.contentType, response.body)) {
    record.status = "reachable";
    record.leadIssues.push(notHtml(record.contentType));
    return "done";
  }
  let read;
  try {
    const xRobotsTag = response.headers.get("x-robots-tag");
    read = await runCpuTask("crawlPage", { html: decodeText(response.body, response.headers.get("content-type")), finalUrl, siteHost: context.siteHost, xRobotsTag }, { signal: context.signal });
  } catch (error) {
    if (!(error instanceof CpuTaskError)) throw error;
    record.status = "reachable";
    record.leadIssues.push(notRead(error.reason, error.deadlineMs));
    return "done";
  }
  const { deepNesting: deep, ...html } = read;
  if (deep) record.leadIssues.push(deepNesting(deep.depth, deep.limit));
  record.html = html;
  record.status = html.noindexMeta || html.noindexHeader || html.canonicalElsewhere ? "not_indexed" : "reachable";
  for (const link of followableLinks(html)) frontier.enqueue(link, entry.depth + 1);
  return "done";
}
