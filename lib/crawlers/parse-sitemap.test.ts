import { describe, expect, it } from "vitest";
import { parseSitemap, SITEMAP_MAX_URLS } from "./parse-sitemap";

const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

function urlset(locs: string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset ${NS}>\n${locs.map((l) => `  <url><loc>${l}</loc><lastmod>2026-01-01</lastmod></url>`).join("\n")}\n</urlset>`;
}

describe("parseSitemap", () => {
  it("reads the <loc> values of a urlset in document order, trimmed and with entities decoded", () => {
    const xml = urlset(["https://www.praxis-muster.de/", "  https://www.praxis-muster.de/team  ", "https://www.praxis-muster.de/suche?a=1&amp;b=2"]);
    expect(parseSitemap(xml)).toEqual({
      kind: "urlset",
      locs: ["https://www.praxis-muster.de/", "https://www.praxis-muster.de/team", "https://www.praxis-muster.de/suche?a=1&b=2"],
    });
  });

  it("reads a urlset with a single entry", () => {
    expect(parseSitemap(urlset(["https://www.praxis-muster.de/"]))).toEqual({ kind: "urlset", locs: ["https://www.praxis-muster.de/"] });
  });

  it("reads a sitemap index", () => {
    const xml = `<?xml version="1.0"?><sitemapindex ${NS}><sitemap><loc>https://www.praxis-muster.de/s1.xml</loc></sitemap><sitemap><loc>https://www.praxis-muster.de/s2.xml</loc></sitemap></sitemapindex>`;
    expect(parseSitemap(xml)).toEqual({ kind: "sitemapindex", locs: ["https://www.praxis-muster.de/s1.xml", "https://www.praxis-muster.de/s2.xml"] });
  });

  it("reads namespace-prefixed tags", () => {
    const xml = `<?xml version="1.0"?><sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://www.praxis-muster.de/</sm:loc></sm:url></sm:urlset>`;
    expect(parseSitemap(xml)).toEqual({ kind: "urlset", locs: ["https://www.praxis-muster.de/"] });
  });

  it("reads CDATA locs", () => {
    expect(parseSitemap(`<urlset ${NS}><url><loc><![CDATA[https://www.praxis-muster.de/]]></loc></url></urlset>`).locs).toEqual(["https://www.praxis-muster.de/"]);
  });

  it("reports invalid XML with the parser's line", () => {
    const result = parseSitemap(`<?xml version="1.0"?>\n<urlset ${NS}>\n  <url><loc>https://www.praxis-muster.de/</loc></url>\n</urlsett>`);
    expect(result.kind).toBeNull();
    expect(result.locs).toEqual([]);
    expect(result.problem).toEqual({ code: "notXml", params: { line: 4, kind: "tag" } });
  });

  it("names what kind of XML error it is, from the XML parser's code", () => {
    expect(parseSitemap(`<urlset ${NS}><url><loc>https://praxis.de/?a=1&b=2</loc></url></urlset>`).problem).toEqual({ code: "notXml", params: { line: 1, kind: "character" } });
    expect(parseSitemap(`<urlset ${NS}>\n<url a><loc>https://praxis.de/</loc></url></urlset>`).problem).toEqual({ code: "notXml", params: { line: 2, kind: "attribute" } });
    expect(parseSitemap(`<urlset ${NS}><url><loc>https://praxis.de/</loc></url></urlset>\nText`).problem).toEqual({ code: "notXml", params: { line: 2, kind: "structure" } });
  });

  it("reports a wrong root element", () => {
    expect(parseSitemap(`<?xml version="1.0"?><rss><channel><link>https://www.praxis-muster.de/</link></channel></rss>`)).toEqual({
      kind: null,
      locs: [],
      problem: { code: "noRoot" },
    });
  });

  it("reports an empty urlset, also a self-closing one", () => {
    expect(parseSitemap(`<urlset ${NS}></urlset>`)).toEqual({ kind: "urlset", locs: [], problem: { code: "noLocs" } });
    expect(parseSitemap(`<urlset ${NS}/>`)).toEqual({ kind: "urlset", locs: [], problem: { code: "noLocs" } });
    expect(parseSitemap(`<urlset ${NS}><url><lastmod>2026-01-01</lastmod></url></urlset>`).problem).toEqual({ code: "noLocs" });
  });

  it("accepts 50,000 entries and reports more", () => {
    const locs = (n: number) => Array.from({ length: n }, (_, i) => `https://www.praxis-muster.de/s${i}`);
    const full = parseSitemap(urlset(locs(SITEMAP_MAX_URLS)));
    expect(SITEMAP_MAX_URLS).toBe(50_000);
    expect(full.problem).toBeUndefined();
    expect(full.locs).toHaveLength(50_000);
    const over = parseSitemap(urlset(locs(SITEMAP_MAX_URLS + 1)));
    expect(over).toMatchObject({ kind: "urlset", problem: { code: "tooMany", params: { max: 50_000 } } });
    expect(over.locs).toHaveLength(50_001);
  });

  it("a truncated file: the locs read so far, without a verdict", () => {
    const full = urlset(["https://www.praxis-muster.de/", "https://www.praxis-muster.de/team"]);
    const xml = full.slice(0, full.indexOf("/team</loc>") + 3); // cut inside the second <loc>
    expect(parseSitemap(xml, true)).toEqual({ kind: "urlset", locs: ["https://www.praxis-muster.de/"] });
    // Read as complete, the same text is invalid XML.
    expect(parseSitemap(xml).problem?.code).toBe("notXml");
  });

  it("a truncated sitemap index keeps its kind", () => {
    const xml = `<sitemapindex ${NS}><sitemap><loc>https://www.praxis-muster.de/s1.xml</loc></sitemap><sitemap><loc>https://www.praxis-`;
    expect(parseSitemap(xml, true)).toEqual({ kind: "sitemapindex", locs: ["https://www.praxis-muster.de/s1.xml"] });
  });

  it("reads namespace-prefixed <sm:loc> tags of a truncated file", () => {
    const xml = `<sm:urlset xmlns:sm="http://www.sitemaps.org/schemas/sitemap/0.9"><sm:url><sm:loc>https://www.praxis-muster.de/</sm:loc></sm:url><sm:url><sm:lo`;
    expect(parseSitemap(xml, true)).toEqual({ kind: "urlset", locs: ["https://www.praxis-muster.de/"] });
  });

  it("reports a truncated file without entries", () => {
    expect(parseSitemap("Dies ist keine Sitemap", true).problem).toEqual({ code: "noRoot" });
    expect(parseSitemap(`<urlset ${NS}><url><lo`, true)).toEqual({ kind: "urlset", locs: [], problem: { code: "noLocsInPart" } });
  });
});
