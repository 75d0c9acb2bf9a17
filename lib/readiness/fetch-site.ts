import { gunzipSync } from "node:zlib";
import { parseRobotsTxt } from "@/lib/crawlers/robots-txt";
import { decodeText, guardedFetch, OutboundError, type GuardedFetchOptions } from "@/lib/outbound/guarded-fetch";
import type { ResourceFetch, SiteSnapshot } from "./types";

/** The home page answered, but not with an HTML page we can check. `message` is German. */
export class SiteNotCheckableError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = "SiteNotCheckableError";
  }
}

export const PAGE_MAX_BYTES = 5 * 1024 * 1024;
/** Google reads the first 500 KiB of a robots.txt (Google Search Central, "How Google interprets the robots.txt specification"). */
export const ROBOTS_MAX_BYTES = 500 * 1024;
export const SITEMAP_MAX_BYTES = 5 * 1024 * 1024;
export const LLMS_MAX_BYTES = 512 * 1024;
export const PAGE_TIMEOUT_MS = 15_000;
export const FILE_TIMEOUT_MS = 8_000;

export interface FetchSiteOptions {
  signal?: AbortSignal;
  /** Passed to every guardedFetch (tests: DNS, address policy). */
  fetchOptions?: Pick<GuardedFetchOptions, "allowPrivate" | "addressPolicy" | "resolve">;
}

function statusText(status: number): string {
  if (status === 401 || status === 403) {
    return `Die Website hat den Abruf abgelehnt (HTTP ${status}). Vermutlich sperrt eine Firewall oder ein Bot-Schutz automatische Abrufe – das trifft dann meist auch KI-Crawler.`;
  }
  if (status === 404 || status === 410) return `Unter dieser Adresse gibt es keine Seite (HTTP ${status}). Bitte prüfen Sie die Adresse.`;
  if (status === 429) return "Die Website hat zu viele Anfragen gemeldet (HTTP 429). Bitte versuchen Sie es in einigen Minuten erneut.";
  if (status >= 500) return `Der Server der Website meldet einen Fehler (HTTP ${status}). Bitte versuchen Sie es später erneut.`;
  return `Die Website antwortete mit HTTP ${status} statt mit einer Seite.`;
}

function isHtml(contentType: string | null, body: Buffer): boolean {
  if (contentType) return /text\/html|application\/xhtml\+xml/i.test(contentType);
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(body.subarray(0, 512).toString("latin1"));
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
    if (error instanceof OutboundError && error.failure === "aborted") throw error;
    return { url, status: null, contentType: null, text: null, truncated: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Fetches what the check looks at, through the SSRF-guarded fetcher: the page (up to
 * 5 redirects, 5 MB, 15 s), then /robots.txt, /llms.txt and the sitemap of the final
 * origin (the first Sitemap line of robots.txt, else /sitemap.xml).
 *
 * @param url absolute http(s) URL (normalised with normalizeWebsiteUrl)
 * @throws OutboundError when the page cannot be fetched (German message)
 * @throws SiteNotCheckableError when it answers with an HTTP error or not with HTML
 */
export async function fetchSite(url: string, options: FetchSiteOptions = {}): Promise<SiteSnapshot> {
  const page = await guardedFetch(url, {
    ...options.fetchOptions,
    signal: options.signal,
    maxBytes: PAGE_MAX_BYTES,
    timeoutMs: PAGE_TIMEOUT_MS,
  });
  if (page.status < 200 || page.status >= 300) throw new SiteNotCheckableError(statusText(page.status), page.status);
  const contentType = page.headers.get("content-type");
  if (!isHtml(contentType, page.body)) {
    throw new SiteNotCheckableError(
      `Unter dieser Adresse liegt keine HTML-Seite, sondern ${contentType ? `eine Datei vom Typ ${contentType.split(";")[0]}` : "eine Datei unbekannten Typs"}. Bitte geben Sie die Adresse Ihrer Website ein.`,
    );
  }

  const origin = new URL(page.url).origin;
  const [robotsTxt, llmsTxt] = await Promise.all([
    fetchFile(`${origin}/robots.txt`, ROBOTS_MAX_BYTES, options),
    fetchFile(`${origin}/llms.txt`, LLMS_MAX_BYTES, options),
  ]);
  const named =
    robotsTxt.text && robotsTxt.status !== null && robotsTxt.status < 300
      ? parseRobotsTxt(robotsTxt.url, robotsTxt.text).sitemaps[0]
      : undefined;
  const sitemap = named
    ? { ...(await fetchFile(named, SITEMAP_MAX_BYTES, options)), source: "robots.txt" as const }
    : { ...(await fetchFile(`${origin}/sitemap.xml`, SITEMAP_MAX_BYTES, options)), source: "default" as const };

  return {
    requestedUrl: url,
    finalUrl: page.url,
    redirects: page.redirects,
    page: {
      status: page.status,
      contentType,
      xRobotsTag: page.headers.get("x-robots-tag")?.split(/,(?=\s*[\w-]+\s*:)/) ?? [],
      html: decodeText(page.body, contentType),
      bytes: page.body.length,
      truncated: page.truncated,
      elapsedMs: page.elapsedMs,
    },
    robotsTxt,
    sitemap,
    llmsTxt,
  };
}
