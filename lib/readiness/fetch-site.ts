import { gunzipSync } from "node:zlib";
import { parseRobotsTxt } from "@/lib/crawlers/robots-txt";
import type { MessageParams } from "@/lib/api/errors";
import { decodeText, guardedFetch, OutboundError, type GuardedFetchOptions, type GuardedResponse } from "@/lib/outbound/guarded-fetch";
import { runCpuTask } from "@/lib/workers/pool";
import type { MetaRefresh } from "./page-facts";
import type { FactPageFetch, FetchProblem, MetaRefreshHop, PageFetch, ResourceFetch, SiteSnapshot } from "./types";

/**
 * The home page answered, but not with an HTML page we can check. `code` names the
 * visitor's text under messages/de.json "ApiErrors" ("site.*"), `params` its arguments.
 */
export class SiteNotCheckableError extends Error {
  constructor(
    readonly code: string,
    readonly params: MessageParams = {},
    readonly status?: number,
  ) {
    super(code);
    this.name = "SiteNotCheckableError";
  }
}

export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Google reads the first 500 KiB of a robots.txt (Google Search Central, "How Google interprets the robots.txt specification"). */
export const ROBOTS_MAX_BYTES = 500 * 1024;
export const SITEMAP_MAX_BYTES = 5 * 1024 * 1024;
const LLMS_MAX_BYTES = 512 * 1024;
const PAGE_TIMEOUT_MS = 15_000;
export const FILE_TIMEOUT_MS = 8_000;

export interface FetchSiteOptions {
  signal?: AbortSignal;
  /** Passed to every guardedFetch (tests: DNS, address policy). */
  fetchOptions?: Pick<GuardedFetchOptions, "allowPrivate" | "addressPolicy" | "resolve">;
}

function isHtml(contentType: string | null, body: Buffer): boolean {
  if (contentType) return /text\/html|application\/xhtml\+xml/i.test(contentType);
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(body.subarray(0, 512).toString("latin1"));
}

/**
 * A failed fetch as the result keeps it: the code of the fetcher's (or the check's) error.
 * @throws the error itself when it is the caller's abort or no fetch failure (a bug)
 */
function fetchProblemOf(error: unknown): FetchProblem {
  if (error instanceof OutboundError && error.failure !== "aborted") return { errorCode: error.code, params: error.params };
  if (error instanceof SiteNotCheckableError) return { errorCode: error.code, params: error.params };
  throw error;
}

/** A site file (robots.txt, sitemap, llms.txt); failures become part of the result, not errors. */
async function fetchFile(url: string, maxBytes: number, options: FetchSiteOptions): Promise<ResourceFetch> {
  try {
    const response = await guardedFetch(url, {
      ...options.fetchOptions,
      signal: options.signal,
      maxBytes,
      timeoutMs: FILE_TIMEOUT_MS,
      accept: "text/plain,application/xml,text/xml,text/markdown,*/*;q=0.5",
    });
    const contentType = response.headers.get("content-type");
    let body = response.body;
    // Gzipped sitemaps (.xml.gz) arrive as application/gzip, not Content-Encoding.
    if (body[0] === 0x1f && body[1] === 0x8b) {
      try {
        body = gunzipSync(body, { maxOutputLength: maxBytes });
      } catch {
        // cut at maxBytes or corrupt: keep the raw bytes; the parser reports it
      }
    }
    const ok = response.status >= 200 && response.status < 300;
    return {
      url: response.url,
      status: response.status,
      contentType,
      text: ok ? decodeText(body, contentType) : null,
      truncated: response.truncated,
    };
  } catch (error) {
    return { url, status: null, contentType: null, text: null, truncated: false, error: fetchProblemOf(error) };
  }
}

/** The imprint or contact page is read for its business details; such pages are small. */
export const SECOND_PAGE_MAX_BYTES = 2 * 1024 * 1024;

function pageFetchOf(response: GuardedResponse): PageFetch {
  const contentType = response.headers.get("content-type");
  return {
    status: response.status,
    contentType,
    xRobotsTag: response.headers.get("x-robots-tag")?.split(/,(?=\s*[\w-]+\s*:)/) ?? [],
    linkHeader: response.headers.get("link") ? [response.headers.get("link")!] : [],
    html: decodeText(response.body, contentType),
    bytes: response.body.length,
    truncated: response.truncated,
    elapsedMs: response.elapsedMs,
  };
}

/**
 * 2xx HTML pages are checked; so are 4xx and 5xx answers (a blocker finding says
 * so), except 429, which only asks to come back later.
 * @throws SiteNotCheckableError for other statuses and for 2xx answers that are not HTML
 */
function assertCheckable(response: GuardedResponse): void {
  const ok = response.status >= 200 && response.status < 300;
  if (response.status === 429) throw new SiteNotCheckableError("site.tooManyRequests", {}, 429);
  if (!ok && response.status < 400) throw new SiteNotCheckableError("site.otherStatus", { status: String(response.status) }, response.status);
  const contentType = response.headers.get("content-type");
  if (ok && !isHtml(contentType, response.body)) {
    throw contentType ? new SiteNotCheckableError("site.notHtml", { type: contentType.split(";")[0]! }) : new SiteNotCheckableError("site.notHtmlUnknownType");
  }
}

function sameDocument(a: string, b: string): boolean {
  return a.replace(/#.*$/, "") === b.replace(/#.*$/, "");
}

/**
 * Follows a meta refresh of the first page once, within what is left of the page's
 * time limit. A target that cannot be fetched or is no HTML page leaves the first
 * page as the checked one (the hop records why).
 */
async function followMetaRefresh(
  first: GuardedResponse,
  firstPage: PageFetch,
  refresh: MetaRefresh | null,
  started: number,
  options: FetchSiteOptions,
): Promise<{ response?: GuardedResponse; page?: PageFetch; hop?: MetaRefreshHop }> {
  if (!refresh?.url || sameDocument(refresh.url, first.url)) return {};
  const hop: MetaRefreshHop = { fromUrl: first.url, fromHtml: firstPage.html, content: refresh.content, delaySeconds: refresh.delaySeconds, target: refresh.url };
  try {
    const response = await guardedFetch(refresh.url, {
      ...options.fetchOptions,
      signal: options.signal,
      maxBytes: PAGE_MAX_BYTES,
      timeoutMs: Math.max(1_000, PAGE_TIMEOUT_MS - (performance.now() - started)),
    });
    assertCheckable(response);
    return { response, page: pageFetchOf(response), hop };
  } catch (error) {
    return { hop: { ...hop, error: fetchProblemOf(error) } };
  }
}

/** HTML pages in all, the first page (and a meta refresh's target) included. */
const MAX_PAGE_FETCHES = 4;

/** An imprint, contact or about page; failures become part of the result. */
async function fetchFactPage(link: { url: string; kind: FactPageFetch["kind"]; text: string }, options: FetchSiteOptions): Promise<FactPageFetch> {
  const base = { kind: link.kind, linkText: link.text };
  try {
    const response = await guardedFetch(link.url, {
      ...options.fetchOptions,
      signal: options.signal,
      maxBytes: SECOND_PAGE_MAX_BYTES,
      timeoutMs: FILE_TIMEOUT_MS,
    });
    const contentType = response.headers.get("content-type");
    const html = response.status >= 200 && response.status < 300 && isHtml(contentType, response.body);
    return { ...base, url: response.url, status: response.status, contentType, text: html ? decodeText(response.body, contentType) : null, truncated: response.truncated };
  } catch (error) {
    return { ...base, url: link.url, status: null, contentType: null, text: null, truncated: false, error: fetchProblemOf(error) };
  }
}

/**
 * Fetches what the check looks at, through the SSRF-guarded fetcher: the page (up to
 * 5 redirects, 5 MB, 15 s; a meta refresh to another page is followed once within the
 * same 15 s), then at once /robots.txt, /llms.txt and the imprint, contact and about
 * pages the page links to (8 s and 2 MB each; MAX_PAGE_FETCHES pages in all), then the
 * sitemap (the first Sitemap line of robots.txt, else /sitemap.xml; 8 s). Worst case
 * 15 + 8 + 8 s, as before the imprint fetch.
 *
 * @param url absolute http(s) URL (normalised with normalizeWebsiteUrl)
 * @throws OutboundError when the page cannot be fetched
 * @throws SiteNotCheckableError when it answers 429, 1xx/3xx or not with HTML
 * @throws CpuTaskError when the page's links could not be read within the pool's deadline (lib/workers/pool.ts)
 */
export async function fetchSite(url: string, options: FetchSiteOptions = {}): Promise<SiteSnapshot> {
  const started = performance.now();
  const first = await guardedFetch(url, {
    ...options.fetchOptions,
    signal: options.signal,
    maxBytes: PAGE_MAX_BYTES,
    timeoutMs: PAGE_TIMEOUT_MS,
  });
  assertCheckable(first);
  const firstPage = pageFetchOf(first);
  const firstLinks = await runCpuTask("pageLinks", { html: firstPage.html, url: first.url }, { signal: options.signal });
  const refreshed = first.status < 300 ? await followMetaRefresh(first, firstPage, firstLinks.metaRefresh, started, options) : {};
  const response = refreshed.response ?? first;
  const page = refreshed.page ?? firstPage;

  const origin = new URL(response.url).origin;
  // The checked page's reading, handed to the analysis so that it parses the page only once.
  const pageRead = refreshed.page ? await runCpuTask("pageLinks", { html: page.html, url: response.url }, { signal: options.signal }) : firstLinks;
  const links = pageRead.factPageLinks.slice(0, MAX_PAGE_FETCHES - (refreshed.response ? 2 : 1));
  const [robotsTxt, llmsTxt, ...factPages] = await Promise.all([
    fetchFile(`${origin}/robots.txt`, ROBOTS_MAX_BYTES, options),
    fetchFile(`${origin}/llms.txt`, LLMS_MAX_BYTES, options),
    ...links.map((link) => fetchFactPage(link, options)),
  ]);
  const second = factPages.find((p) => p.kind !== "about");
  const secondPage = second ? { ...second, kind: second.kind as "imprint" | "contact" } : undefined;
  const morePages = factPages.filter((p) => p !== second);
  const named =
    robotsTxt.text && robotsTxt.status !== null && robotsTxt.status < 300
      ? parseRobotsTxt(robotsTxt.url, robotsTxt.text).sitemaps[0]
      : undefined;
  const sitemap = named
    ? { ...(await fetchFile(named, SITEMAP_MAX_BYTES, options)), source: "robots.txt" as const }
    : { ...(await fetchFile(`${origin}/sitemap.xml`, SITEMAP_MAX_BYTES, options)), source: "default" as const };

  return {
    requestedUrl: url,
    finalUrl: response.url,
    redirects: response === first ? first.redirects : [...first.redirects, ...response.redirects],
    page,
    pageFacts: pageRead.pageFacts,
    ...(refreshed.hop ? { metaRefresh: refreshed.hop } : {}),
    ...(secondPage ? { secondPage } : {}),
    ...(morePages.length ? { morePages } : {}),
    robotsTxt,
    sitemap,
    llmsTxt,
  };
}
