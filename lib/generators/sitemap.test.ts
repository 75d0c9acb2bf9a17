import { readFileSync } from "node:fs";
import { domainToASCII, fileURLToPath } from "node:url";
import { XMLParser } from "fast-xml-parser";
import { validateXML } from "xmllint-wasm";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import {
  CHANGEFREQS,
  MAX_SITEMAP_URLS,
  PRIORITIES,
  defaultSitemapPages,
  escapeXml,
  generateSitemapXml,
  newSitemapPage,
  normalizeBaseUrl,
  reviewSitemap,
  SitemapError,
  todayW3c,
  type SitemapForm,
  type SitemapPage,
  type SitemapProblem,
} from "./sitemap";

const XSD = readFileSync(fileURLToPath(new URL("../../test/schemas/sitemap-0.9.xsd", import.meta.url)), "utf8");
const TODAY = "2026-03-15";
const INVALID_BASE_URL_MESSAGE = "Die Website-URL ist ungültig. Beispiel: https://www.ihre-website.de";

// What the generator's page shows: the German text of a problem or error code.
const t = createTranslator({ locale: "de", messages, namespace: "SitemapGenerator" });
const texts = (problems: SitemapProblem[]) => problems.map((p) => t(`problem.${p.code}`, p));
function thrownText(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    if (error instanceof SitemapError) return t(`error.${error.code}`, error.params);
    throw error;
  }
  throw new Error("nothing thrown");
}

/** Validates a sitemap against the official sitemaps.org 0.9 schema with libxml2's xmllint. */
async function validate(xml: string) {
  const result = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: xml }], schema: [{ fileName: "sitemap.xsd", contents: XSD }] });
  return { valid: result.valid, errors: result.errors.map((e) => e.message) };
}

interface UrlElement {
  loc: string;
  lastmod?: string;
  changefreq?: string;
  priority?: string;
}

/** The <url> elements read back by an XML parser (entities decoded, values as text). */
function urlsOf(xml: string): UrlElement[] {
  const parser = new XMLParser({ parseTagValue: false, isArray: (name) => name === "url" });
  const doc = parser.parse(xml) as { urlset: { url?: UrlElement[] } };
  return doc.urlset.url ?? [];
}

const form = (pages: SitemapPage[], baseUrl = "https://www.praxis-muster.de"): SitemapForm => ({ baseUrl, pages });

describe("base URL", () => {
  it.each(["", "   "])("is required: %j throws the German message, word for word", (baseUrl) => {
    expect(() => generateSitemapXml(form(defaultSitemapPages(TODAY), baseUrl))).toThrow(expect.objectContaining({ code: "baseUrlRequired" }));
    expect(thrownText(() => generateSitemapXml(form(defaultSitemapPages(TODAY), baseUrl)))).toBe("Bitte geben Sie Ihre Website-URL ein!");
    expect(thrownText(() => reviewSitemap(form([], baseUrl)))).toBe("Bitte geben Sie Ihre Website-URL ein!");
  });

  it.each([
    ["praxis-muster.de", "https://praxis-muster.de"],
    [" www.praxis-muster.de/ ", "https://www.praxis-muster.de"],
    ["https://praxis-muster.de///", "https://praxis-muster.de"],
    ["http://praxis-muster.de/", "http://praxis-muster.de"],
    ["HTTPS://Praxis-Muster.DE/", "https://praxis-muster.de"],
    ["https://praxis-muster.de/shop/", "https://praxis-muster.de/shop"],
  ])("gets https:// added and its trailing slashes removed: %j is %j", (input, baseUrl) => {
    expect(normalizeBaseUrl(input)).toBe(baseUrl);
  });

  it("builds the entries' URLs on the normalized base URL", () => {
    expect(reviewSitemap(form([{ url: "/" }, { url: "/about" }], "praxis-muster.de/")).entries.map((e) => e.loc)).toEqual([
      "https://praxis-muster.de/",
      "https://praxis-muster.de/about",
    ]);
  });

  it.each(["localhost", "https://exa mple.de", "ftp://praxis-muster.de", "https://praxis-muster.de/?a=1", "https://praxis-muster.de/#top", "javascript:alert(1)"])(
    "rejects the invalid base URL %j with a German error",
    (baseUrl) => {
      expect(normalizeBaseUrl(baseUrl)).toBeNull();
      expect(thrownText(() => generateSitemapXml(form([{ url: "/" }], baseUrl)))).toBe(INVALID_BASE_URL_MESSAGE);
    },
  );

  it("puts pages below a base URL with a path", () => {
    expect(reviewSitemap(form([{ url: "/kontakt" }], "https://praxis-muster.de/shop/")).entries[0]!.loc).toBe("https://praxis-muster.de/shop/kontakt");
  });
});

describe("pages", () => {
  it("has four default pages with German paths: /, /leistungen, /ueber-uns, /kontakt", () => {
    expect(defaultSitemapPages(TODAY)).toEqual([
      { url: "/", priority: 1, changefreq: "weekly", lastmod: TODAY },
      { url: "/leistungen", priority: 0.9, changefreq: "weekly", lastmod: TODAY },
      { url: "/ueber-uns", priority: 0.8, changefreq: "monthly", lastmod: TODAY },
      { url: "/kontakt", priority: 0.8, changefreq: "monthly", lastmod: TODAY },
    ]);
  });

  it("writes the default pages exactly", () => {
    const xml = generateSitemapXml(form(defaultSitemapPages(TODAY)));
    const url = (loc: string, changefreq: string, priority: string) =>
      `  <url>\n    <loc>https://www.praxis-muster.de${loc}</loc>\n    <lastmod>${TODAY}</lastmod>\n    <changefreq>${changefreq}</changefreq>\n    <priority>${priority}</priority>\n  </url>`;
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        url("/", "weekly", "1.0"),
        url("/leistungen", "weekly", "0.9"),
        url("/ueber-uns", "monthly", "0.8"),
        url("/kontakt", "monthly", "0.8"),
        "</urlset>",
        "",
      ].join("\n"),
    );
  });

  it("gives a new page priority 0.5 and monthly, and uses those for missing values", () => {
    expect(newSitemapPage(TODAY)).toEqual({ url: "", priority: 0.5, changefreq: "monthly", lastmod: TODAY });
    expect(urlsOf(generateSitemapXml(form([{ url: "/neu" }])))).toEqual([{ loc: "https://www.praxis-muster.de/neu", changefreq: "monthly", priority: "0.5" }]);
  });

  it("skips pages with a blank url and adds a missing leading slash", () => {
    const review = reviewSitemap(form([{ url: "" }, { url: "   " }, { url: "leistungen" }, { url: " /team " }]));
    expect(review.entries.map((e) => e.loc)).toEqual(["https://www.praxis-muster.de/leistungen", "https://www.praxis-muster.de/team"]);
    expect(review.problems).toEqual([]);
  });

  it("offers priorities 1.0 down to 0.1 and prints each with one decimal", () => {
    expect([...PRIORITIES]).toEqual([1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    const xml = generateSitemapXml(form(PRIORITIES.map((priority, i) => ({ url: `/p${i}`, priority }))));
    expect(urlsOf(xml).map((u) => u.priority)).toEqual(["1.0", "0.9", "0.8", "0.7", "0.6", "0.5", "0.4", "0.3", "0.2", "0.1"]);
  });

  it("reports a priority out of range and leaves the page out", () => {
    const review = reviewSitemap(form([{ url: "/a", priority: 1.5 }, { url: "/b", priority: 0 }, { url: "/c", priority: 0.3 }]));
    expect(review.entries.map((e) => e.loc)).toEqual(["https://www.praxis-muster.de/c"]);
    expect(review.problems).toEqual([
      { code: "priority", url: "/a" },
      { code: "priority", url: "/b" },
    ]);
    expect(texts(review.problems)).toEqual([
      "„/a“: Die Priorität muss zwischen 0,1 und 1,0 liegen; die Seite fehlt in der Sitemap.",
      "„/b“: Die Priorität muss zwischen 0,1 und 1,0 liegen; die Seite fehlt in der Sitemap.",
    ]);
  });

  it("writes every changefreq value of the protocol", () => {
    expect([...CHANGEFREQS]).toEqual(["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"]);
    const xml = generateSitemapXml(form(CHANGEFREQS.map((changefreq) => ({ url: `/${changefreq}`, changefreq }))));
    expect(urlsOf(xml).map((u) => u.changefreq)).toEqual([...CHANGEFREQS]);
  });

  it("includes lastmod only for a valid YYYY-MM-DD date, and reports an invalid one", () => {
    const review = reviewSitemap(
      form([
        { url: "/a", lastmod: "2026-03-15" },
        { url: "/b", lastmod: "" },
        { url: "/c", lastmod: "15.03.2026" },
        { url: "/d", lastmod: "2026-13-01" },
        { url: "/e", lastmod: "2024-02-29" },
      ]),
    );
    expect(review.entries.map((e) => [e.loc.slice(-2), e.lastmod])).toEqual([
      ["/a", "2026-03-15"],
      ["/b", undefined],
      ["/c", undefined],
      ["/d", undefined],
      ["/e", "2024-02-29"],
    ]);
    expect(texts(review.problems)).toEqual([
      "„/c“: Das Datum „15.03.2026“ ist kein gültiges Datum (JJJJ-MM-TT) und wird weggelassen.",
      "„/d“: Das Datum „2026-13-01“ ist kein gültiges Datum (JJJJ-MM-TT) und wird weggelassen.",
    ]);
    const xml = generateSitemapXml(form([{ url: "/c", lastmod: "15.03.2026" }]));
    expect(xml).not.toContain("<lastmod>");
    expect(xml).not.toContain("15.03.2026");
  });

  it.each([["2024-02-30"], ["2023-02-29"], ["2026-04-31"]])("reports and leaves out the date %s, which does not exist", (lastmod) => {
    const review = reviewSitemap({ baseUrl: "example.de", pages: [{ url: "/a", lastmod }] });
    expect(review.entries[0]!.lastmod).toBeUndefined();
    expect(review.problems).toEqual([{ code: "invalidDate", url: "/a", date: lastmod }]);
  });

  it("keeps 29 February of a leap year", () => {
    expect(reviewSitemap({ baseUrl: "example.de", pages: [{ url: "/a", lastmod: "2024-02-29" }] }).entries[0]!.lastmod).toBe("2024-02-29");
  });
});

describe("URLs", () => {
  it("escapes & and ' in URLs for XML and reads back the exact URL", () => {
    const xml = generateSitemapXml(form([{ url: "/suche?a=1&b=2" }, { url: "/o'neill" }]));
    expect(xml).toContain("<loc>https://www.praxis-muster.de/suche?a=1&amp;b=2</loc>");
    expect(xml).toContain("<loc>https://www.praxis-muster.de/o&apos;neill</loc>");
    expect(urlsOf(xml).map((u) => u.loc)).toEqual(["https://www.praxis-muster.de/suche?a=1&b=2", "https://www.praxis-muster.de/o'neill"]);
  });

  it("never writes a raw <, >, \" or unescaped & inside loc", () => {
    const xml = generateSitemapXml(form([{ url: `/x?q="<b>"&y='1'` }, { url: "/a<b>" }]));
    for (const loc of xml.match(/<loc>.*<\/loc>/g)!) {
      const inner = loc.slice("<loc>".length, -"</loc>".length);
      expect(inner).not.toMatch(/[<>"]/);
      expect(inner).not.toMatch(/&(?!amp;|apos;|quot;|lt;|gt;)/);
    }
  });

  it("escapeXml escapes the five XML special characters", () => {
    expect(escapeXml(`&'"><`)).toBe("&amp;&apos;&quot;&gt;&lt;");
    expect(escapeXml("&amp;")).toBe("&amp;amp;");
  });

  it("percent-encodes non-ASCII paths (umlauts)", () => {
    const xml = generateSitemapXml(form([{ url: "/über-uns" }, { url: "/leistungen/zahnärztliche-prophylaxe" }]));
    expect(urlsOf(xml).map((u) => u.loc)).toEqual([
      "https://www.praxis-muster.de/%C3%BCber-uns",
      "https://www.praxis-muster.de/leistungen/zahn%C3%A4rztliche-prophylaxe",
    ]);
    expect(xml).not.toMatch(/[^\x00-\x7F]/);
  });

  it("reports a url with spaces and leaves it out", () => {
    const review = reviewSitemap(form([{ url: "/über uns" }]));
    expect(review.entries).toEqual([]);
    expect(texts(review.problems)).toEqual(["„/über uns“ enthält Leerzeichen und fehlt in der Sitemap."]);
  });

  it("reports duplicate URLs and lists them once", () => {
    const review = reviewSitemap(form([{ url: "/about", priority: 0.8 }, { url: "about", priority: 0.3 }, { url: "https://www.praxis-muster.de/about" }, { url: "/team" }]));
    expect(review.entries).toEqual([
      { loc: "https://www.praxis-muster.de/about", priority: 0.8, changefreq: "monthly", lastmod: undefined },
      { loc: "https://www.praxis-muster.de/team", priority: 0.5, changefreq: "monthly", lastmod: undefined },
    ]);
    expect(texts(review.problems)).toEqual([
      "„about“ ist doppelt und steht nur einmal in der Sitemap.",
      "„https://www.praxis-muster.de/about“ ist doppelt und steht nur einmal in der Sitemap.",
    ]);
    expect(generateSitemapXml(form([{ url: "/about" }, { url: "/about" }])).match(/<url>/g)).toHaveLength(1);
  });

  it("keeps same-origin absolute URLs and drops their fragment", () => {
    const review = reviewSitemap(form([{ url: "https://www.praxis-muster.de/kontakt#anfahrt" }, { url: "HTTPS://WWW.PRAXIS-MUSTER.DE/impressum" }]));
    expect(review.entries.map((e) => e.loc)).toEqual(["https://www.praxis-muster.de/kontakt", "https://www.praxis-muster.de/impressum"]);
    expect(review.problems).toEqual([]);
  });

  it.each(["https://andere-praxis.de/kontakt", "http://www.praxis-muster.de/kontakt", "https://praxis-muster.de/kontakt", "https://www.praxis-muster.de:8443/kontakt"])(
    "reports the absolute URL %s of another origin and leaves it out",
    (url) => {
      const review = reviewSitemap(form([{ url }, { url: "/" }]));
      expect(review.entries.map((e) => e.loc)).toEqual(["https://www.praxis-muster.de/"]);
      expect(review.problems).toEqual([{ code: "otherOrigin", url, origin: "https://www.praxis-muster.de" }]);
      expect(texts(review.problems)).toEqual([
        `„${url}“ gehört nicht zu https://www.praxis-muster.de und fehlt in der Sitemap (eine Sitemap listet nur Seiten der eigenen Domain).`,
      ]);
    },
  );

  it("drops the fragment of relative URLs too, so '/kontakt#anfahrt' counts as a duplicate of '/kontakt'", () => {
    const review = reviewSitemap({ baseUrl: "https://www.praxis-muster.de", pages: [{ url: "/kontakt" }, { url: "/kontakt#anfahrt" }] });
    expect(review.entries.map((e) => e.loc)).toEqual(["https://www.praxis-muster.de/kontakt"]);
    expect(texts(review.problems)).toEqual(["„/kontakt#anfahrt“ ist doppelt und steht nur einmal in der Sitemap."]);
  });

  it("lists a valid page whose URL was used before by a page left out for its priority", () => {
    const review = reviewSitemap({ baseUrl: "https://www.praxis-muster.de", pages: [{ url: "/b", priority: 2 }, { url: "/b", priority: 0.5 }] });
    expect(review.entries.map((e) => e.loc)).toEqual(["https://www.praxis-muster.de/b"]);
    expect(review.problems).toHaveLength(1);
  });
});

describe("limits and dates", () => {
  it("accepts exactly 50,000 pages", () => {
    expect(MAX_SITEMAP_URLS).toBe(50_000);
    const pages = Array.from({ length: MAX_SITEMAP_URLS }, (_, i) => ({ url: `/p${i}` }));
    expect(reviewSitemap(form(pages)).entries).toHaveLength(50_000);
  });

  it("throws a German error naming 50.000 for more than 50,000 pages", () => {
    const pages = Array.from({ length: MAX_SITEMAP_URLS + 1 }, (_, i) => ({ url: `/p${i}` }));
    expect(thrownText(() => generateSitemapXml(form(pages)))).toBe(
      "Eine Sitemap darf höchstens 50.000 URLs enthalten (sitemaps.org); Sie haben 50.001. Teilen Sie die Seiten auf mehrere Sitemaps auf.",
    );
  });

  it("counts only the pages that remain (blank ones do not count)", () => {
    const pages = [...Array.from({ length: MAX_SITEMAP_URLS }, (_, i) => ({ url: `/p${i}` })), { url: "" }, { url: "/p0" }];
    expect(reviewSitemap(form(pages)).entries).toHaveLength(50_000);
  });

  it("todayW3c gives the local date as YYYY-MM-DD", () => {
    expect(todayW3c(new Date(2026, 0, 5, 23, 59))).toBe("2026-01-05");
    expect(todayW3c(new Date(2026, 11, 31, 0, 0))).toBe("2026-12-31");
    expect(todayW3c()).toMatch(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/);
  });
});

describe("validation against the official sitemaps.org 0.9 XSD (xmllint-wasm)", () => {
  it("accepts the default sitemap", async () => {
    expect(await validate(generateSitemapXml(form(defaultSitemapPages(todayW3c()))))).toEqual({ valid: true, errors: [] });
  });

  it("accepts escaped and umlaut URLs", async () => {
    const xml = generateSitemapXml(form([{ url: "/suche?a=1&b=2" }, { url: "/o'neill" }, { url: "/über-uns" }, { url: `/x?q="<b>"` }], "praxis-müller.de"));
    expect(domainToASCII("praxis-müller.de")).toMatch(/^xn--/);
    expect(xml).toContain(`<loc>https://${domainToASCII("praxis-müller.de")}/%C3%BCber-uns</loc>`);
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it("accepts pages without lastmod and with every changefreq and priority", async () => {
    const pages: SitemapPage[] = PRIORITIES.map((priority, i) => ({ url: `/p${i}`, priority, changefreq: CHANGEFREQS[i % CHANGEFREQS.length]!, lastmod: "" }));
    const xml = generateSitemapXml(form(pages));
    expect(xml).not.toContain("<lastmod>");
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it("accepts a sitemap of one page", async () => {
    expect(await validate(generateSitemapXml(form([{ url: "/" }], "praxis-muster.de")))).toEqual({ valid: true, errors: [] });
  });

  it("leaves out what the schema would reject (bad date, foreign URL) and stays valid", async () => {
    const xml = generateSitemapXml(form([{ url: "/a", lastmod: "15.03.2026" }, { url: "https://andere.de/" }, { url: "/b", lastmod: TODAY }]));
    expect(await validate(xml)).toEqual({ valid: true, errors: [] });
  });

  it.each([
    ["priority 1.5", "<priority>1.0</priority>", "<priority>1.5</priority>"],
    ["changefreq sometimes", "<changefreq>weekly</changefreq>", "<changefreq>sometimes</changefreq>"],
    ["lastmod 15.03.2026", `<lastmod>${TODAY}</lastmod>`, "<lastmod>15.03.2026</lastmod>"],
    ["unknown element", "<priority>1.0</priority>", "<priority>1.0</priority><title>x</title>"],
  ])("rejects a sitemap broken by hand (%s), so the validator is shown to work", async (_label, from, to) => {
    const good = generateSitemapXml(form(defaultSitemapPages(TODAY)));
    const broken = good.replace(from, to);
    expect(broken).not.toBe(good);
    const result = await validate(broken);
    expect(result.valid).toBe(false);
    expect(result.errors.length).toBeGreaterThan(0);
  });

  it("refuses to write an empty, schema-invalid <urlset> when no page is left", () => {
    expect(() => generateSitemapXml({ baseUrl: "https://www.praxis-muster.de", pages: [{ url: "" }] })).toThrow(expect.objectContaining({ code: "noPages" }));
  });
});
