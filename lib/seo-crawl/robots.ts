import robotsParser from "robots-parser";
import { parseRobotsTxt, type ParsedRobotsTxt } from "@/lib/crawlers/robots-txt";
import { decodeText, PRODUCT_USER_AGENT_NAME, type OutboundError } from "@/lib/outbound/guarded-fetch";
import { ROBOTS_MAX_BYTES } from "@/lib/readiness/fetch-site";
import type { FetchOutcome } from "./site-fetcher";

/**
 * The robots.txt rules of one origin for our user agent, with RFC 9309's rules for an
 * unavailable file (§2.3.1.3: 4xx = no restrictions; §2.3.1.4: 5xx or network error
 * = complete disallow). Google treats 429 like 5xx (Google Search Central, "How Google
 * interprets the robots.txt specification"), and so do we.
 */
export interface RobotsRules {
  /** The robots.txt URL requested (its rules govern this origin even after a redirect, RFC 9309 §2.3.1.2). */
  url: string;
  status: number | null;
  fetched: boolean;
  /** Crawl-delay of our group (or *) in seconds as written; null when absent. */
  crawlDelaySeconds: number | null;
  fullDisallow: boolean;
  error: OutboundError | null;
  /** Absolute Sitemap URLs, in order. */
  sitemaps: string[];
  /** Whether our user agent may fetch `url` (same origin); `rule` is the deciding line, e.g. "Disallow: /intern/". */
  verdict(url: string): { allowed: boolean; rule: string | null };
}

function rulesOf(url: string, parsed: ParsedRobotsTxt | null, fields: Omit<RobotsRules, "url" | "verdict" | "sitemaps">): RobotsRules {
  return {
    url,
    ...fields,
    sitemaps: parsed?.sitemaps ?? [],
    verdict(target) {
      if (fields.fullDisallow) return { allowed: false, rule: null };
      if (!parsed) return { allowed: true, rule: null };
      const v = parsed.verdict(target, PRODUCT_USER_AGENT_NAME);
      return { allowed: v.allowed, rule: v.rule };
    },
  };
}

/**
 * Fetches and evaluates `${origin}/robots.txt` for PRODUCT_USER_AGENT_NAME (robots-parser
 * falls back to the `*` group when no group names us).
 * @param origin e.g. "https://example.de"
 * @param fetchFile the crawl's fetcher (counts requests, honours concurrency)
 * @returns never throws for the file's own state; `error` carries a network failure
 */
export async function loadRobots(origin: string, fetchFile: (url: string, maxBytes: number) => Promise<FetchOutcome>): Promise<RobotsRules> {
  const url = `${origin}/robots.txt`;
  const outcome = await fetchFile(url, ROBOTS_MAX_BYTES);
  if (outcome.error) {
    // A redirect loop is "unavailable" like 4xx (RFC 9309 §2.3.1.2 allows either); other network failures are §2.3.1.4.
    const allowAll = outcome.error.failure === "too_many_redirects";
    return rulesOf(url, null, { status: null, fetched: false, crawlDelaySeconds: null, fullDisallow: !allowAll, error: outcome.error });
  }
  const { status } = outcome.response;
  if (status >= 500 || status === 429) {
    return rulesOf(url, null, { status, fetched: false, crawlDelaySeconds: null, fullDisallow: true, error: null });
  }
  if (status < 200 || status >= 300) {
    return rulesOf(url, null, { status, fetched: false, crawlDelaySeconds: null, fullDisallow: false, error: null });
  }
  const text = decodeText(outcome.response.body, outcome.response.headers.get("content-type"));
  const parsed = parseRobotsTxt(url, text);
  // parseRobotsTxt does not expose Crawl-delay (a non-standard line RFC 9309 leaves to crawlers); robots-parser reads it.
  const delay = robotsParser(url, text).getCrawlDelay(PRODUCT_USER_AGENT_NAME);
  return rulesOf(url, parsed, {
    status,
    fetched: true,
    crawlDelaySeconds: typeof delay === "number" && Number.isFinite(delay) && delay > 0 ? delay : null,
    fullDisallow: false,
    error: null,
  });
}
