import { XMLParser, XMLValidator } from "fast-xml-parser";

/**
 * Sitemap reading and validation per the sitemaps.org protocol 0.9: a <urlset> of
 * <url><loc> entries or a <sitemapindex> of <sitemap><loc> entries, at most 50,000
 * each.
 */

export const SITEMAP_MAX_URLS = 50_000;

export interface ParsedSitemap {
  kind: "urlset" | "sitemapindex" | null;
  /** The <loc> values, in document order. */
  locs: string[];
  /** German description of what makes the file invalid; undefined when valid. */
  error?: string;
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
    if (kind === null) return { kind, locs: [], error: "das Wurzelelement ist weder <urlset> noch <sitemapindex>" };
    if (locs.length === 0) return { kind, locs, error: "im geprüften Teil stehen keine <loc>-Einträge" };
    return { kind, locs };
  }
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    return { kind: null, locs: [], error: `kein gültiges XML (Zeile ${valid.err.line}: ${valid.err.msg})` };
  }
  const parsed = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, parseTagValue: false }).parse(xml) as Record<string, unknown>;
  const urlset = parsed.urlset as { url?: unknown } | undefined;
  const index = parsed.sitemapindex as { sitemap?: unknown } | undefined;
  if (urlset === undefined && index === undefined) {
    return { kind: null, locs: [], error: "das Wurzelelement ist weder <urlset> noch <sitemapindex>" };
  }
  const kind = urlset !== undefined ? "urlset" : "sitemapindex";
  const entries = asArray((urlset !== undefined ? (urlset as { url?: unknown })?.url : (index as { sitemap?: unknown })?.sitemap) as unknown);
  const locs = entries
    .map((e) => (e && typeof e === "object" ? String((e as { loc?: unknown }).loc ?? "").trim() : ""))
    .filter(Boolean);
  if (locs.length === 0) return { kind, locs, error: "sie enthält keine <loc>-Einträge" };
  if (locs.length > SITEMAP_MAX_URLS) return { kind, locs, error: `mehr als ${SITEMAP_MAX_URLS.toLocaleString("de-DE")} Einträge` };
  return { kind, locs };
}
