import type { MessageParams } from "@/lib/api/errors";
import type { SitemapParseProblem } from "@/lib/crawlers/parse-sitemap";
import type { SeoIssue } from "./issues";

/**
 * Indexing status of one URL. Set by process-page.ts:
 * - "reachable": HTML, 2xx, indexable (no noindex, canonical absent or self)
 * - "not_indexed": 2xx, but noindex (meta robots or X-Robots-Tag) or canonical
 *   pointing elsewhere, or a redirect to another site
 * - "error": HTTP 4xx/5xx (also too many redirects, invalid HTTP answer)
 * - "timeout": no complete answer within the request time limit
 * - "unreachable": DNS, connection, TLS failure or an address the SSRF guard refuses
 * - "blocked": disallowed by robots.txt for our user agent, never fetched
 *
 * "indexed", "crawled_not_indexed" and "discovered_not_indexed" need Google's own index
 * data (Search Console's page indexing report); a crawler never produces them.
 */
export type PageStatus =
  | "indexed"
  | "crawled_not_indexed"
  | "discovered_not_indexed"
  | "not_indexed"
  | "reachable"
  | "unreachable"
  | "error"
  | "blocked"
  | "timeout";

export const PAGE_STATUSES: readonly PageStatus[] = [
  "indexed",
  "crawled_not_indexed",
  "discovered_not_indexed",
  "not_indexed",
  "reachable",
  "unreachable",
  "error",
  "blocked",
  "timeout",
];

export interface CrawledPage {
  /** The URL as discovered (fragment dropped), the record's key. */
  url: string;
  /** Final URL after redirects when it differs from `url`, else null. */
  redirectedTo: string | null;
  /** Status of the final response; null when there was none (blocked, timeout, unreachable). */
  httpStatus: number | null;
  contentType: string | null;
  status: PageStatus;
  title: string | null;
  metaDescription: string | null;
  /** Findings as codes with figures (lib/seo-crawl/issues.ts), most important first. */
  issues: SeoIssue[];
  /** 0-100, integer (rule in lib/seo-crawl/score.ts). */
  indexabilityScore: number;
  /** Time from the first request to the last body byte, redirects included, in ms. */
  responseTimeMs: number | null;
  /** Link depth from the start page (0); sitemap URLs count as 1. */
  depth: number;
  inSitemap: boolean;
  noindex: boolean;
  /** Absolute canonical URL as declared, or null. */
  canonical: string | null;
  /** Words of the body copy (without nav/header/footer/aside); null when not parsed. */
  wordCount: number | null;
  /** Valid JSON-LD with a schema.org type, Microdata or RDFa. */
  hasStructuredData: boolean;
  /** Distinct same-site links on the page (files such as PDFs included). */
  internalLinks: number;
  /** Distinct crawled pages linking here (self-links not counted). */
  inlinks: number;
  /** Same-site links from this page whose target answered 4xx/5xx or failed. */
  brokenLinks: string[];
  /** ISO 8601. */
  lastChecked: string;
}

/** Why a sitemap file was not read, or not wholly: its text is messages/de.json "SeoAlerts.sitemapFile.<code>". */
type SitemapProblemCode =
  | "otherDomain"
  | "indexTooDeep"
  | "moreFiles"
  | "robotsBlocked"
  | "robotsBlockedRule"
  | "timeLimit"
  | "notFound"
  | "httpError"
  | SitemapParseProblem["code"]
  // scans stored before the parser had codes: its German reason in params.error
  | "invalid"
  | "readPartly";

/**
 * Why a sitemap file was not read, or not wholly (rendered by issue-text.ts): a code with
 * its ICU arguments, or the fetcher's failure as a code under "ApiErrors" ("outbound.dns").
 */
export type SitemapProblem = { code: SitemapProblemCode; params?: Record<string, string | number> } | { errorCode: string; params: MessageParams };

export interface CrawlResult {
  /** The start URL as normalised (fragment dropped). */
  startUrl: string;
  /** Host name of the start URL (the site; "www." and the bare host count as one). */
  host: string;
  startedAt: string;
  finishedAt: string;
  /** Wall-clock duration in ms. */
  durationMs: number;
  robots: {
    /** robots.txt URL of the start URL's origin. */
    url: string;
    /** HTTP status of the final answer; null when none came. */
    status: number | null;
    /** True when a robots.txt was read (2xx); false for 4xx (allow all) and failures. */
    fetched: boolean;
    /** Crawl-delay for our user agent (or *) as written, before the 2 s cap; null when absent. */
    crawlDelaySeconds: number | null;
    /** robots.txt answered 5xx/429 or could not be fetched: everything counts as disallowed (RFC 9309 §2.3.1.4). */
    fullDisallow: boolean;
  };
  /** Sitemap files fetched or skipped, in order; `urls` counts same-site pages of a <urlset> or children of a <sitemapindex>. */
  sitemaps: { url: string; status: number | null; urls: number; error: SitemapProblem | null }[];
  /** Every fetched page plus every blocked URL (status "blocked", never fetched); by depth, then discovery order. */
  pages: CrawledPage[];
  /** Distinct same-site page URLs seen (start URL, links, sitemaps, redirect targets), blocked ones included. */
  discovered: number;
  /** Discovered page URLs neither fetched nor blocked because a limit stopped the crawl. */
  notFetched: number;
  /** The limit that left URLs unfetched: time first, then pages, then depth; null when none did. */
  limitHit: "pages" | "depth" | "time" | null;
  /** HTTP requests made (each redirect hop counts), robots.txt and sitemaps included. */
  requests: number;
}
