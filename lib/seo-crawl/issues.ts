/**
 * Every finding the SEO crawler reports on a page, as a code with its figures; text and
 * advice are rendered by issue-text.ts. Limits follow Google Search Central (title links,
 * snippets) and the checker's meta rules.
 */

export const TITLE_MAX_CHARS = 60;
export const DESCRIPTION_MIN_CHARS = 120;
export const DESCRIPTION_MAX_CHARS = 160;
export const THIN_CONTENT_WORDS = 200;

const CRAWL_ISSUE_CODES = [
  "titleMissing",
  "titleTooLong",
  "descriptionMissing",
  "descriptionTooShort",
  "descriptionTooLong",
  "noindex",
  "canonicalElsewhere",
  "noStructuredData",
  "thinContent",
  "noInternalLinks",
  "brokenLinks",
  "slow",
  "httpError",
  "unexpectedStatus",
  "invalidResponse",
  "blocked",
  "robotsUnavailable",
  "timeout",
  "unreachable",
  "tooManyRedirects",
  "redirect",
  "notHtml",
  "notRead",
  "deepNesting",
  "notInSitemap",
  "orphan",
] as const;

/**
 * Findings only Google's index data can give (Search Console). The crawler never
 * writes them; they have text and advice so the dashboard can show them alike.
 */
const SEARCH_CONSOLE_ISSUE_CODES = ["crawledNotIndexed", "discoveredNotIndexed", "notIndexedByGoogle", "noSearchVisibility", "poorPosition", "improveCtr"] as const;

export type SeoIssueCode = (typeof CRAWL_ISSUE_CODES)[number] | (typeof SEARCH_CONSOLE_ISSUE_CODES)[number];

export const SEO_ISSUE_CODES: readonly SeoIssueCode[] = [...CRAWL_ISSUE_CODES, ...SEARCH_CONSOLE_ISSUE_CODES];

/** One finding: a code and the figures its text names (ICU arguments of its message). */
export interface SeoIssue {
  code: SeoIssueCode;
  params?: Record<string, string | number>;
}

const issue = (code: SeoIssueCode, params?: SeoIssue["params"]): SeoIssue => (params ? { code, params } : { code });

export const ISSUE_TITLE_MISSING = issue("titleMissing");
/** @param chars length of the title in characters */
export const titleTooLong = (chars: number) => issue("titleTooLong", { chars });

export const ISSUE_DESCRIPTION_MISSING = issue("descriptionMissing");
/** @param chars length of the description in characters */
export const descriptionTooShort = (chars: number) => issue("descriptionTooShort", { chars });
/** @param chars length of the description in characters */
export const descriptionTooLong = (chars: number) => issue("descriptionTooLong", { chars });

export const noindexSet = (sources: { meta: boolean; header: boolean }) =>
  issue("noindex", { source: sources.meta && sources.header ? "both" : sources.meta ? "meta" : "header" });

export const canonicalElsewhere = (target: string) => issue("canonicalElsewhere", { target });

export const ISSUE_NO_STRUCTURED_DATA = issue("noStructuredData");

/** @param words word count of the body copy */
export const thinContent = (words: number) => issue("thinContent", { words: Math.round(words) });

export const ISSUE_NO_INTERNAL_LINKS = issue("noInternalLinks");

/** @param count distinct broken link targets on the page */
export const brokenLinks = (count: number) => issue("brokenLinks", { count });

/** @param ms response time in ms */
export const slowResponse = (ms: number) => issue("slow", { ms: Math.round(ms) });

/** @param status HTTP status code, 400-599 */
export const httpError = (status: number) => issue("httpError", { status });
/** @param status a status that is neither success, redirect with target nor error (1xx, 304, 3xx without Location) */
export const unexpectedStatus = (status: number) => issue("unexpectedStatus", { status });
export const ISSUE_INVALID_RESPONSE = issue("invalidResponse");

/** @param rule the deciding robots.txt rule, e.g. "Disallow: /intern/"; null when the whole file is unavailable */
export const blockedByRobots = (rule: string | null) => issue("blocked", { rule: rule ?? "none" });
/** @param status HTTP status of robots.txt, null when none came */
export const robotsUnavailable = (status: number | null) => issue("robotsUnavailable", { status: status === null ? "none" : String(status) });

/** @param timeoutMs the request time limit in ms (named in seconds, one decimal) */
export const timeout = (timeoutMs: number) => issue("timeout", { seconds: Math.round(timeoutMs / 100) / 10 });

/** Why a fetch got no HTTP answer, as the "unreachable" issue names it. */
export type UnreachableReason = "dns" | "tls" | "blockedAddress" | "connection";
/** @param reason DNS failure, TLS failure, an address in an internal network, or any other connection failure */
export const unreachable = (reason: UnreachableReason) => issue("unreachable", { reason });

export const ISSUE_TOO_MANY_REDIRECTS = issue("tooManyRedirects");

export const redirectTo = (target: string) => issue("redirect", { target });

/** @param contentType the Content-Type without parameters, null when missing */
export const notHtml = (contentType: string | null) => issue("notHtml", { contentType: contentType ?? "none" });

/**
 * The page could not be read: past its deadline in the worker pool (`deadline`, with `seconds`),
 * out of the worker's memory (`memory`) or every worker busy (`busy`); see lib/workers/pool.ts.
 * @param deadlineMs the read's deadline in ms (named in whole seconds)
 */
export const notRead = (reason: "deadline" | "memory" | "busy", deadlineMs: number) => issue("notRead", { reason, seconds: Math.round(deadlineMs / 1000) });
/**
 * Elements nested deeper than the crawler reads were moved up (lib/html/nesting.ts).
 * @param depth the page's deepest nesting in open elements; @param limit the depth read (MAX_NESTING_DEPTH, 256)
 */
export const deepNesting = (depth: number, limit: number) => issue("deepNesting", { depth, limit });

export const ISSUE_NOT_IN_SITEMAP = issue("notInSitemap");
/** No crawled page links here (unlike "noInternalLinks", which is about the page's own links). */
export const ISSUE_ORPHAN = issue("orphan");

/** Whether a page's issues include `code`. */
export function hasIssue(issues: readonly SeoIssue[], code: SeoIssueCode): boolean {
  return issues.some((i) => i.code === code);
}
