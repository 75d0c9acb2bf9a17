import { describe, expect, it } from "vitest";
import { brokenLinks, httpError, ISSUE_DESCRIPTION_MISSING, ISSUE_NO_STRUCTURED_DATA, slowResponse } from "./issues";
import { showStoredAlert } from "./issue-text";
import { indexabilityScore } from "./score";
import { summarizeCrawl } from "./summarize";
import type { CrawledPage, CrawlResult } from "./types";

const ORIGIN = "https://example.de";
/** The alerts as the dashboard shows them (messages/de.json "SeoAlerts"). */
const shown = (summary: { alerts: Parameters<typeof showStoredAlert>[0][] }) => summary.alerts.map(showStoredAlert);

function page(path: string, overrides: Partial<CrawledPage> = {}): CrawledPage {
  return {
    url: `${ORIGIN}${path}`,
    redirectedTo: null,
    httpStatus: 200,
    contentType: "text/html",
    status: "reachable",
    title: "Titel",
    metaDescription: "x".repeat(130),
    issues: [],
    indexabilityScore: 100,
    responseTimeMs: 100,
    depth: 1,
    inSitemap: true,
    noindex: false,
    canonical: null,
    wordCount: 400,
    hasStructuredData: true,
    internalLinks: 5,
    inlinks: 3,
    brokenLinks: [],
    lastChecked: "2026-03-02T10:00:00.000Z",
    ...overrides,
  };
}

function result(pages: CrawledPage[], overrides: Partial<CrawlResult> = {}): CrawlResult {
  return {
    startUrl: `${ORIGIN}/`,
    host: "example.de",
    startedAt: "2026-03-02T10:00:00.000Z",
    finishedAt: "2026-03-02T10:00:05.000Z",
    durationMs: 5000,
    robots: { url: `${ORIGIN}/robots.txt`, status: 200, fetched: true, crawlDelaySeconds: null, fullDisallow: false },
    sitemaps: [{ url: `${ORIGIN}/sitemap.xml`, status: 200, urls: 10, error: null }],
    pages,
    discovered: pages.length,
    notFetched: 0,
    limitHit: null,
    requests: pages.length + 2,
    ...overrides,
  };
}

describe("summarizeCrawl", () => {
  it("counts statuses and computes the funnel", () => {
    const pages = [
      page("/", { depth: 0, indexabilityScore: 100 }),
      page("/a", { indexabilityScore: 80 }),
      page("/b", { indexabilityScore: 70 }),
      page("/c", { status: "not_indexed", noindex: true, indexabilityScore: 0 }),
      page("/d", { status: "error", httpStatus: 404, indexabilityScore: 0, issues: [httpError(404)] }),
      page("/intern/", { status: "blocked", httpStatus: null, indexabilityScore: 0 }),
    ];
    const summary = summarizeCrawl(result(pages, { discovered: 10, notFetched: 4, limitHit: "pages" }));
    expect(summary.totalPages).toBe(6);
    expect(summary.statusCounts).toEqual({
      indexed: 0,
      crawled_not_indexed: 0,
      discovered_not_indexed: 0,
      not_indexed: 1,
      reachable: 3,
      unreachable: 0,
      error: 1,
      blocked: 1,
      timeout: 0,
    });
    expect(summary.funnel).toEqual({
      discoveredPages: 10,
      crawlablePages: 4,
      indexablePages: 3,
      estimatedIndexedPages: 3, // round(1 + 0.8 + 0.7)
      indexingEfficiency: 0.3,
      googleSimulationFactor: 0.63, // (100 + 80 + 70 + 0) / 4 / 100
    });
  });

  it("raises critical alerts for a full disallow, an unreachable or noindex start page and many errors", () => {
    const disallowed = summarizeCrawl(
      result([page("/", { status: "blocked", httpStatus: null, indexabilityScore: 0, depth: 0 })], {
        robots: { url: `${ORIGIN}/robots.txt`, status: 503, fetched: false, crawlDelaySeconds: null, fullDisallow: true },
        sitemaps: [],
      }),
    );
    expect(shown(disallowed)).toEqual([
      {
        type: "critical",
        message: "Die robots.txt ist nicht abrufbar (HTTP 503). Suchmaschinen behandeln die ganze Website dann als gesperrt – es wurde keine Seite geprüft.",
        page: `${ORIGIN}/robots.txt`,
      },
    ]);
    expect(disallowed.funnel).toMatchObject({ discoveredPages: 1, crawlablePages: 0, indexingEfficiency: 0, googleSimulationFactor: 0 });

    const down = summarizeCrawl(result([page("/", { status: "error", httpStatus: 500, indexabilityScore: 0, issues: [httpError(500)] })]));
    expect(shown(down).filter((a) => a.type === "critical").map((a) => a.message)).toEqual([
      "Die Startseite ist nicht erreichbar (HTTP-Fehler 500).",
      "1 von 1 geprüften Seite (100 %) antwortet mit einem HTTP-Fehler.",
    ]);

    const noindexHome = summarizeCrawl(result([page("/", { status: "not_indexed", noindex: true, indexabilityScore: 0 }), page("/a")]));
    expect(shown(noindexHome)[0]).toEqual({ type: "critical", message: "Die Startseite ist auf noindex gesetzt – sie erscheint nicht in den Suchergebnissen.", page: `${ORIGIN}/` });

    const tenPercent = [page("/"), ...Array.from({ length: 8 }, (_, i) => page(`/s${i}`)), page("/kaputt", { status: "error", httpStatus: 404 })];
    expect(shown(summarizeCrawl(result(tenPercent)))).toContainEqual({
      type: "critical",
      message: "1 von 10 geprüften Seiten (10 %) antwortet mit einem HTTP-Fehler.",
      page: `${ORIGIN}/kaputt`,
    });
    const fewer = [...tenPercent.slice(0, 9), page("/x"), page("/kaputt", { status: "error", httpStatus: 404 })];
    expect(shown(summarizeCrawl(result(fewer))).some((a) => a.message.includes("HTTP-Fehler"))).toBe(false);
  });

  it("warns about broken links, missing descriptions, slow pages and a limit; informs about sitemap and structured data", () => {
    const pages = [
      page("/", { brokenLinks: [`${ORIGIN}/weg`, `${ORIGIN}/fort`], issues: [brokenLinks(2)] }),
      page("/a", { brokenLinks: [`${ORIGIN}/weg`], issues: [ISSUE_DESCRIPTION_MISSING, ISSUE_NO_STRUCTURED_DATA, brokenLinks(1)] }),
      page("/b", { issues: [ISSUE_DESCRIPTION_MISSING, slowResponse(2100)] }),
    ];
    const summary = summarizeCrawl(result(pages, { discovered: 340, notFetched: 337, limitHit: "pages", sitemaps: [{ url: `${ORIGIN}/sitemap.xml`, status: 404, urls: 0, error: { code: "notFound", params: { status: 404 } } }] }));
    expect(shown(summary)).toEqual([
      { type: "warning", message: "3 defekte interne Links auf 2 Seiten.", page: null },
      { type: "warning", message: "2 Seiten ohne Meta-Description.", page: null },
      { type: "warning", message: "1 Seite antwortet langsam.", page: `${ORIGIN}/b` },
      { type: "warning", message: "Nur 3 von 340 gefundenen Seiten geprüft (Seitenlimit erreicht).", page: null },
      { type: "info", message: "Keine XML-Sitemap gefunden.", page: null },
      { type: "info", message: "1 Seite ohne strukturierte Daten.", page: `${ORIGIN}/a` },
    ]);
  });

  it("gives no alerts for a clean crawl", () => {
    expect(summarizeCrawl(result([page("/"), page("/a")])).alerts).toEqual([]);
  });
});

describe("indexabilityScore", () => {
  const base = {
    status: "reachable" as const,
    noindex: false,
    redirectedOffSite: false,
    canonicalElsewhere: false,
    inSitemap: true,
    orphan: false,
    content: { thin: false, titleMissing: false, descriptionProblem: false, hasStructuredData: true },
    slow: false,
  };

  it("is 0 for pages that cannot be indexed", () => {
    for (const status of ["blocked", "error", "timeout", "unreachable"] as const) expect(indexabilityScore({ ...base, status })).toBe(0);
    expect(indexabilityScore({ ...base, status: "not_indexed", noindex: true })).toBe(0);
    expect(indexabilityScore({ ...base, redirectedOffSite: true })).toBe(0);
  });

  it("subtracts the documented deductions and clamps at 0", () => {
    expect(indexabilityScore(base)).toBe(100);
    expect(indexabilityScore({ ...base, canonicalElsewhere: true })).toBe(40);
    expect(indexabilityScore({ ...base, inSitemap: false, orphan: true })).toBe(80);
    expect(indexabilityScore({ ...base, content: { thin: true, titleMissing: true, descriptionProblem: true, hasStructuredData: false }, slow: true })).toBe(55);
    expect(
      indexabilityScore({
        ...base,
        canonicalElsewhere: true,
        inSitemap: false,
        orphan: true,
        content: { thin: true, titleMissing: true, descriptionProblem: true, hasStructuredData: false },
        slow: true,
      }),
    ).toBe(0);
    // Files (not parsed) lose nothing for content.
    expect(indexabilityScore({ ...base, content: null })).toBe(100);
  });
});
