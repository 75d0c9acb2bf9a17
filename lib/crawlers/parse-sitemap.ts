import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * Sitemap reading and validation per the sitemaps.org protocol 0.9: a <urlset> of
 * <url><loc> entries or a <sitemapindex> of <sitemap><loc> entries, at most 50,000
 * each.
 */

export const SITEMAP_MAX_URLS = 50_000;

/**
 * What makes a file no valid sitemap, as a code the caller renders from messages/de.json:
 * "notXml" (not well-formed XML; `line` 1-based, `kind` what the XML parser found wrong:
 * tags nested or closed wrongly, an attribute, a character such as a bare "&", or the
 * document's structure),
 * "noRoot" (neither <urlset> nor <sitemapindex>), "noLocs" (no <loc> entry),
 * "noLocsInPart" (none in the part read of a truncated file), "tooMany" (more than `max`).
 */
export type SitemapParseProblem =
  | { code: "notXml"; params: { line: number; kind: XmlErrorKind } }
  | { code: "noRoot" | "noLocs" | "noLocsInPart" }
  | { code: "tooMany"; params: { max: number } };

type XmlErrorKind = "tag" | "attribute" | "character" | "structure";

/** fast-xml-parser's validator codes; its messages are English and meant for developers. */
const XML_ERROR_KINDS: Record<string, XmlErrorKind> = { InvalidTag: "tag", InvalidAttr: "attribute", InvalidChar: "character" };

export interface ParsedSitemap {
  kind: "urlset" | "sitemapindex" | null;
  /** The <loc> values, in document order. */
  locs: string[];
  /** What makes the file invalid; undefined when valid. */
  problem?: SitemapParseProblem;
}

function asArray<T>(value: T | T[] | undefined): T[] {
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/**
 * @param xml the decoded file
 * @param truncated true when the file was cut at a byte limit: then the <loc>
 *   values read so far are returned without a well-formedness verdict
 */
export function parseSitemap(xml: string, truncated = false): ParsedSitemap {
  if (truncated) {
    const kind = /<(?:[\w-]+:)?sitemapindex[\s>]/.test(xml) ? "sitemapindex" : /<(?:[\w-]+:)?urlset[\s>]/.test(xml) ? "urlset" : null;
    const locs = [...xml.matchAll(/<(?:[\w-]+:)?loc>\s*([^<\s]+)\s*<\/(?:[\w-]+:)?loc>/g)].map((m) => m[1]!);
    if (kind === null) return { kind, locs: [], problem: { code: "noRoot" } };
    if (locs.length === 0) return { kind, locs, problem: { code: "noLocsInPart" } };
    return { kind, locs };
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return { kind: null, locs: [], problem: { code: "notXml", params: { line: valid.err.line, kind: XML_ERROR_KINDS[valid.err.code] ?? "structure" } } };
  }
  const parsed = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false }).parse(xml) as Record<string, unknown>;
  const urlset = parsed.urlset as { url?: unknown } | undefined;
  const index = parsed.sitemapindex as { sitemap?: unknown } | undefined;
  if (urlset === undefined && index === undefined) {
    return { kind: null, locs: [], problem: { code: "noRoot" } };
  }
  const kind = urlset !== undefined ? "urlset" : "sitemapindex";
  const entries = asArray((urlset !== undefined ? (urlset as { url?: unknown })?.url : (index as { sitemap?: unknown })?.sitemap) as unknown);
  const locs = entries
    .map((e) => (e && typeof e === "object" ? String((e as { loc?: unknown }).loc ?? "").trim() : ""))
    .filter(Boolean);
  if (locs.length === 0) return { kind, locs, problem: { code: "noLocs" } };
  if (locs.length > SITEMAP_MAX_URLS) return { kind, locs, problem: { code: "tooMany", params: { max: SITEMAP_MAX_URLS } } };
  return { kind, locs };
}
