import { saysNoindex } from "@/lib/readiness/checks/meta-tags";
import { extractPageFacts } from "@/lib/readiness/page-facts";
import {
  brokenLinks as brokenLinksIssue,
  canonicalElsewhere as canonicalElsewhereIssue,
  DESCRIPTION_MAX_CHARS,
  DESCRIPTION_MIN_CHARS,
  descriptionTooLong,
  descriptionTooShort,
  ISSUE_DESCRIPTION_MISSING,
  ISSUE_NO_INTERNAL_LINKS,
  ISSUE_NO_STRUCTURED_DATA,
  ISSUE_NOT_IN_SITEMAP,
  ISSUE_ORPHAN,
  ISSUE_TITLE_MISSING,
  noindexSet,
  slowResponse,
  THIN_CONTENT_WORDS,
  thinContent,
  TITLE_MAX_CHARS,
  titleTooLong,
  type SeoIssue,
} from "./issues";
import { indexabilityScore } from "./score";
import type { CrawledPage, PageStatus } from "./types";
import { isFileUrl, normalizePageUrl, sameDocument, sameSite } from "./urls";

/** What the crawl keeps of one parsed HTML page (the full PageFacts are dropped to save memory). */
export interface HtmlPageFacts {
  title: string | null;
  metaDescription: string | null;
  noindexMeta: boolean;
  noindexHeader: boolean;
  /** meta robots or X-Robots-Tag say nofollow/none: links are counted, not followed. */
  nofollow: boolean;
  canonical: string | null;
  canonicalElsewhere: boolean;
  wordCount: number;
  hasStructuredData: boolean;
  /** Distinct same-site link targets, normalised, the page itself excluded; files included. */
  internalLinks: string[];
}

/** One X-Robots-Tag header may carry several values, some prefixed with a user agent ("googlebot: noindex"). */
function xRobotsValues(header: string | null): string[] {
  return header ? header.split(/,(?=\s*[\w-]+\s*:)/).map((v) => v.trim()) : [];
}

function saysNofollow(directives: string): boolean {
  return directives
    .split(",")
    .map((d) => d.trim().toLowerCase())
    .some((d) => d === "nofollow" || d === "none");
}

/**
 * Reads what the crawl needs from one HTML page, on extractPageFacts (one cheerio parse).
 * noindex as the checker reads it (meta robots/googlebot/bingbot, X-Robots-Tag;
 * Google Search Central, "Block indexing with noindex").
 * @param html the decoded document
 * @param finalUrl the URL that served it (resolves relative links and decides "self")
 * @param siteHost the start URL's host name ("www." and bare host count as one site)
 * @param xRobotsTag the X-Robots-Tag header, null when absent
 */
export function readHtmlPage(html: string, finalUrl: string, siteHost: string, xRobotsTag: string | null): HtmlPageFacts {
  const facts = extractPageFacts(html, finalUrl);
  const metaDirectives = facts.robotsMeta.map((m) => m.replace(/^[\w-]+:\s*/, ""));
  const headerValues = xRobotsValues(xRobotsTag);
  const internal = new Set<string>();
  for (const link of facts.links) {
    if (!link.absolute) continue;
    const url = normalizePageUrl(link.absolute);
    if (!url || !sameSite(new URL(url).hostname, siteHost) || url === finalUrl) continue;
    internal.add(url);
  }
  const title = facts.title?.trim() ? facts.title : null;
  const description = facts.metaDescription?.trim() ? facts.metaDescription : null;
  return {
    title,
    metaDescription: description,
    noindexMeta: metaDirectives.some(saysNoindex),
    noindexHeader: headerValues.some(saysNoindex),
    nofollow: facts.robotsMeta.some((m) => /^robots:/i.test(m) && saysNofollow(m.replace(/^[\w-]+:\s*/, ""))) || headerValues.some((v) => !/^[\w-]+\s*:/.test(v) && saysNofollow(v)),
    canonical: facts.canonical,
    canonicalElsewhere: facts.canonical !== null && !sameDocument(facts.canonical, finalUrl),
    wordCount: facts.wordCount,
    hasStructuredData: facts.entities.length > 0 || facts.microdataTypes.length > 0 || facts.rdfaTypes.length > 0,
    internalLinks: [...internal],
  };
}

/** The crawl's working record of one fetched URL, before links between pages are known. */
export interface PageRecord {
  url: string;
  depth: number;
  order: number;
  redirectedTo: string | null;
  redirectedOffSite: boolean;
  httpStatus: number | null;
  contentType: string | null;
  responseTimeMs: number | null;
  lastChecked: string;
  status: PageStatus;
  /** Issues decided by the fetch itself (blocked, HTTP error, timeout, redirect, not HTML), in order. */
  leadIssues: SeoIssue[];
  html: HtmlPageFacts | null;
}

/** A record before its fetch has told anything: status "error" without issues. @param lastChecked ISO 8601 */
export function newPageRecord(page: { url: string; depth: number; order: number }, lastChecked: string): PageRecord {
  return {
    url: page.url,
    depth: page.depth,
    order: page.order,
    redirectedTo: null,
    redirectedOffSite: false,
    httpStatus: null,
    contentType: null,
    responseTimeMs: null,
    lastChecked,
    status: "error",
    leadIssues: [],
    html: null,
  };
}

/** Link facts known after the crawl. */
export interface PageContext {
  inSitemap: boolean;
  inlinks: number;
  brokenLinks: string[];
  isStartPage: boolean;
  /** Response time above which the page is slow, in ms. */
  slowMs: number;
}

/**
 * Builds the reported page: issues in order of weight, and the indexability score
 * (lib/seo-crawl/score.ts). noindex pages get no content issues (title, description,
 * words, structured data): they are not meant for search results. "Not in sitemap" and
 * "orphan" are reported only for pages that can be indexed.
 */
export function buildPage(record: PageRecord, context: PageContext): CrawledPage {
  const html = record.html;
  const noindex = html !== null && (html.noindexMeta || html.noindexHeader);
  const slow = record.responseTimeMs !== null && record.responseTimeMs > context.slowMs;
  const eligible = (record.status === "reachable" || record.status === "not_indexed") && !noindex && !record.redirectedOffSite;
  const orphan = !context.isStartPage && context.inlinks === 0;
  const descriptionLength = html?.metaDescription?.length ?? 0;
  const descriptionProblem = html !== null && (descriptionLength < DESCRIPTION_MIN_CHARS || descriptionLength > DESCRIPTION_MAX_CHARS);
  const thin = html !== null && html.wordCount < THIN_CONTENT_WORDS;

  const issues = [...record.leadIssues];
  if (html) {
    if (noindex) issues.push(noindexSet({ meta: html.noindexMeta, header: html.noindexHeader }));
    if (html.canonicalElsewhere && html.canonical) issues.push(canonicalElsewhereIssue(html.canonical));
    if (!noindex) {
      if (html.title === null) issues.push(ISSUE_TITLE_MISSING);
      else if (html.title.length > TITLE_MAX_CHARS) issues.push(titleTooLong(html.title.length));
      if (html.metaDescription === null) issues.push(ISSUE_DESCRIPTION_MISSING);
      else if (descriptionLength < DESCRIPTION_MIN_CHARS) issues.push(descriptionTooShort(descriptionLength));
      else if (descriptionLength > DESCRIPTION_MAX_CHARS) issues.push(descriptionTooLong(descriptionLength));
      if (thin) issues.push(thinContent(html.wordCount));
      if (!html.hasStructuredData) issues.push(ISSUE_NO_STRUCTURED_DATA);
    }
    if (html.internalLinks.length === 0) issues.push(ISSUE_NO_INTERNAL_LINKS);
  }
  if (context.brokenLinks.length > 0) issues.push(brokenLinksIssue(context.brokenLinks.length));
  if (slow && record.responseTimeMs !== null) issues.push(slowResponse(record.responseTimeMs));
  if (eligible && !context.inSitemap) issues.push(ISSUE_NOT_IN_SITEMAP);
  if (eligible && orphan) issues.push(ISSUE_ORPHAN);

  return {
    url: record.url,
    redirectedTo: record.redirectedTo,
    httpStatus: record.httpStatus,
    contentType: record.contentType,
    status: record.status,
    title: html?.title ?? null,
    metaDescription: html?.metaDescription ?? null,
    issues,
    indexabilityScore: indexabilityScore({
      status: record.status,
      noindex,
      redirectedOffSite: record.redirectedOffSite,
      canonicalElsewhere: html?.canonicalElsewhere ?? false,
      inSitemap: context.inSitemap,
      orphan,
      content: html ? { thin, titleMissing: html.title === null, descriptionProblem, hasStructuredData: html.hasStructuredData } : null,
      slow,
    }),
    responseTimeMs: record.responseTimeMs,
    depth: record.depth,
    inSitemap: context.inSitemap,
    noindex,
    canonical: html?.canonical ?? null,
    wordCount: html?.wordCount ?? null,
    hasStructuredData: html?.hasStructuredData ?? false,
    internalLinks: html?.internalLinks.length ?? 0,
    inlinks: context.inlinks,
    brokenLinks: context.brokenLinks,
    lastChecked: record.lastChecked,
  };
}

/** Page URLs to follow from a page: its internal links without files. */
export function followableLinks(html: HtmlPageFacts): string[] {
  return html.nofollow ? [] : html.internalLinks.filter((url) => !isFileUrl(url));
}
