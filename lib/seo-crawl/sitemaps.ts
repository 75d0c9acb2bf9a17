import { gunzipSync } from "node:zlib";
import { parseSitemap } from "@/lib/crawlers/parse-sitemap";
import { decodeText } from "@/lib/outbound/guarded-fetch";
import { SITEMAP_MAX_BYTES } from "@/lib/readiness/fetch-site";
import type { FetchOutcome } from "./site-fetcher";
import type { CrawlResult, SitemapProblem } from "./types";
import { normalizePageUrl } from "./urls";

const MAX_SITEMAP_FILES = 10;
/** Sitemap index files nested inside the first one are followed down to this level (0 = the files named in robots.txt). */
const MAX_SITEMAP_INDEX_LEVEL = 1;

export type SitemapFile = CrawlResult["sitemaps"][number];

export interface SitemapDeps {
  fetchFile(url: string, maxBytes: number): Promise<FetchOutcome | null>;
  isSameSite(url: string): boolean;
  /** robots.txt verdict for our user agent (sitemap files are URLs like any other). */
  isAllowed(url: string): Promise<{ allowed: boolean; rule: string | null }>;
}

interface Pending {
  url: string;
  level: number;
}

/**
 * Reads the site's sitemaps (sitemaps.org 0.9): the given files, following sitemap
 * index files down to MAX_SITEMAP_INDEX_LEVEL (so at most 2 levels of nesting below
 * the first file), at most MAX_SITEMAP_FILES files, gzip-compressed files included.
 * Files on other sites and files robots.txt disallows are not fetched.
 *
 * @param roots absolute URLs: the Sitemap lines of robots.txt, else /sitemap.xml
 * @returns one entry per file (why it was not read, or not wholly, as `error`), and the distinct same-site
 *   page URLs listed, normalised, in document order
 */
export async function loadSitemaps(roots: string[], deps: SitemapDeps): Promise<{ files: SitemapFile[]; pageUrls: string[] }> {
  const files: SitemapFile[] = [];
  const pageUrls = new Set<string>();
  const queued = new Set<string>();
  let level: Pending[] = [];
  // distinct URLs: an index may name a file twice, or two indexes the same one
  const skipped = new Set<string>();

  const add = (url: string, depth: number, into: Pending[]) => {
    const normal = normalizePageUrl(url);
    if (!normal || queued.has(normal)) return;
    if (!deps.isSameSite(normal)) {
      files.push({ url: normal, status: null, urls: 0, error: { code: "otherDomain" } });
      return;
    }
    if (queued.size >= MAX_SITEMAP_FILES) {
      skipped.add(normal);
      return;
    }
    queued.add(normal);
    into.push({ url: normal, level: depth });
  };
  for (const root of roots) add(root, 0, level);

  while (level.length > 0) {
    const results = await Promise.all(level.map((file) => readOne(file, deps)));
    const next: Pending[] = [];
    for (const [i, result] of results.entries()) {
      const file = level[i]!;
      files.push(result.entry);
      if (result.kind === "urlset") for (const loc of result.locs) pageUrls.add(loc);
      if (result.kind === "sitemapindex") {
        if (file.level >= MAX_SITEMAP_INDEX_LEVEL + 1) {
          result.entry.error = { code: "indexTooDeep" };
        } else {
          for (const loc of result.locs) add(loc, file.level + 1, next);
        }
      }
    }
    level = next;
  }
  const [firstSkipped] = skipped;
  if (firstSkipped) {
    files.push({
      url: firstSkipped,
      status: null,
      urls: 0,
      error: { code: "moreFiles", params: { count: skipped.size, max: MAX_SITEMAP_FILES } },
    });
  }
  return { files, pageUrls: [...pageUrls] };
}

async function readOne(
  file: Pending,
  deps: SitemapDeps,
): Promise<{ entry: SitemapFile; kind: "urlset" | "sitemapindex" | null; locs: string[] }> {
  const none = (status: number | null, error: SitemapProblem) => ({ entry: { url: file.url, status, urls: 0, error }, kind: null, locs: [] });
  const verdict = await deps.isAllowed(file.url);
  if (!verdict.allowed) return none(null, verdict.rule ? { code: "robotsBlockedRule", params: { rule: verdict.rule } } : { code: "robotsBlocked" });
  const outcome = await deps.fetchFile(file.url, SITEMAP_MAX_BYTES);
  if (outcome === null) return none(null, { code: "timeLimit" });
  if (outcome.error) return none(null, { errorCode: outcome.error.code, params: outcome.error.params });
  const { response } = outcome;
  if (response.status < 200 || response.status >= 300) {
    return none(response.status, { code: response.status === 404 || response.status === 410 ? "notFound" : "httpError", params: { status: response.status } });
  }
  let body = response.body;
  // Gzipped sitemaps (.xml.gz) arrive as application/gzip, not with Content-Encoding.
  if (body[0] === 0x1f && body[1] === 0x8b) {
    try {
      body = gunzipSync(body, { maxOutputLength: SITEMAP_MAX_BYTES });
    } catch {
      // corrupt or over the limit: the parser reports what is left
    }
  }
  const parsed = parseSitemap(decodeText(body, response.headers.get("content-type")), response.truncated);
  // the parser's codes are ours too ("SeoAlerts.sitemapFile.<code>")
  const problem: SitemapProblem | null = parsed.problem ?? null;
  if (parsed.kind === null) return none(response.status, problem ?? { code: "noRoot" });
  if (parsed.kind === "sitemapindex") {
    return { entry: { url: file.url, status: response.status, urls: parsed.locs.length, error: problem }, kind: parsed.kind, locs: parsed.locs };
  }
  // sitemaps.org: a sitemap may only list URLs of its own host; other sites' URLs are not ours to crawl.
  const locs = parsed.locs.map((loc) => normalizePageUrl(loc)).filter((u): u is string => u !== null && deps.isSameSite(u));
  return { entry: { url: file.url, status: response.status, urls: locs.length, error: problem }, kind: "urlset", locs };
}
