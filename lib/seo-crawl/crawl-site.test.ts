/**
 * Integration tests of crawlSite against the generated fixture site
 * (test/seo-fixture-site.ts) on 127.0.0.1, through the real SSRF-guarded fetcher:
 * reachable only with OUTBOUND_ALLOW_PRIVATE=1, which lib/env.ts reads once, so each
 * test stubs the env, resets the module graph and imports the crawler fresh.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { startSeoFixtureSite, type SeoFixtureSite } from "@/test/seo-fixture-site";
import { issueText } from "./issue-text";
import type { SeoIssueCode } from "./issues";
import type { CrawledPage, CrawlResult } from "./types";

async function loadCrawler(allowPrivate = true) {
  freshModulesWithEnv({ OUTBOUND_ALLOW_PRIVATE: allowPrivate ? "1" : "0" });
  return (await import("./crawl-site")).crawlSite;
}

function pageOf(result: CrawlResult, path: string): CrawledPage {
  const url = new URL(path, result.startUrl).href;
  const found = result.pages.find((p) => p.url === url);
  if (!found) throw new Error(`no page ${path}`);
  return found;
}

const hasIssue = (page: CrawledPage, code: SeoIssueCode) => page.issues.some((i) => i.code === code);
/** The issues as the dashboard shows them (messages/de.json). */
const textsOf = (page: CrawledPage) => page.issues.map(issueText);
const fetchedPages = (result: CrawlResult) => result.pages.filter((p) => p.status !== "blocked");
const pathsOf = (site: SeoFixtureSite) => site.requests.map((r) => r.split("?")[0]!);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("crawlSite on the fixture site (full crawl)", () => {
  let site: SeoFixtureSite;
  let result: CrawlResult;
  const NOW = new Date("2026-03-02T10:00:00.000Z");

  beforeAll(async () => {
    // Response times on a virtual clock that only the slow pages move (by 300 ms), one
    // request at a time: "slow" depends on the site, never on how busy the machine is.
    let virtualMs = 0;
    site = await startSeoFixtureSite({ slowMs: 300, clock: { advance: (ms) => void (virtualMs += ms) } });
    const crawlSite = await loadCrawler();
    result = await crawlSite({ startUrl: site.url, maxPages: 1000, slowMs: 250, now: () => NOW, clock: () => virtualMs, concurrency: 1 });
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await site.close();
  });

  it("crawls every allowed page once, without hitting a limit", () => {
    expect(result.limitHit).toBeNull();
    expect(result.notFetched).toBe(0);
    expect(result.requests).toBe(site.requests.length);
    expect(new Set(site.requests).size).toBe(site.requests.length);
    expect(site.requests[0]).toBe("/robots.txt");
    expect(result.robots).toEqual({ url: new URL("/robots.txt", site.url).href, status: 200, fetched: true, crawlDelaySeconds: null, fullDisallow: false });
    expect(result.startedAt).toBe(NOW.toISOString());
    expect(result.pages.every((p) => p.lastChecked === NOW.toISOString())).toBe(true);
    // Every HTML page of the site but the disallowed ones and /neu (reported under /alt).
    const reachable = site.htmlPaths.filter((p) => !/^\/(intern|admin)|^\/neu$/.test(p));
    for (const path of reachable) expect(pageOf(result, path).status).toMatch(/^(reachable|not_indexed)$/);
    expect(result.discovered).toBeGreaterThanOrEqual(result.pages.length);
  });

  it("reports indexable pages with their issues and scores", () => {
    const home = pageOf(result, "/");
    expect(home).toMatchObject({ status: "reachable", httpStatus: 200, depth: 0, inSitemap: true, hasStructuredData: true, noindex: false, issues: [] });
    expect(home.indexabilityScore).toBe(100);
    expect(home.title).toBe("Zahnarztpraxis Beispiel in Berlin-Mitte");
    expect(home.internalLinks).toBeGreaterThan(5);

    const noDescription = pageOf(result, "/team/angstpatienten-7");
    expect(noDescription.metaDescription).toBeNull();
    expect(textsOf(noDescription)).toContain("Meta-Description fehlt");
    expect(noDescription.indexabilityScore).toBe(90); // description 5, structured data 5

    expect(textsOf(pageOf(result, "/ratgeber/fuellungen-11"))).toContain("Meta-Description zu kurz (24 Zeichen)");
    expect(hasIssue(pageOf(result, "/team/parodontitis-17"), "titleTooLong")).toBe(true);
    const thin = pageOf(result, "/impressum");
    expect(thin.wordCount).toBeLessThan(200);
    expect(textsOf(thin)).toContain(`Wenig Inhalt (${thin.wordCount} Wörter)`);

    const pdf = pageOf(result, "/anamnesebogen");
    expect(pdf).toMatchObject({ status: "reachable", contentType: "application/pdf", wordCount: null, title: null });
    expect(hasIssue(pdf, "notHtml")).toBe(true);
  });

  it("never requests what robots.txt disallows and reports it as blocked", () => {
    expect(pathsOf(site).filter((p) => p.startsWith("/intern") || p.startsWith("/admin"))).toEqual([]);
    for (const path of ["/intern/", "/admin", "/admin/login"]) {
      const page = pageOf(result, path);
      expect(page).toMatchObject({ status: "blocked", httpStatus: null, indexabilityScore: 0 });
      expect(hasIssue(page, "blocked")).toBe(true);
    }
    expect(textsOf(pageOf(result, "/intern/"))[0]).toBe("Durch robots.txt gesperrt (Disallow: /intern/)");
  });

  it("follows the sitemap index and finds the orphan page only listed there", () => {
    expect(result.sitemaps.map((s) => [new URL(s.url).pathname, s.status, s.error])).toEqual([
      ["/sitemap-index.xml", 200, null],
      ["/sitemaps/seiten-1.xml", 200, null],
      ["/sitemaps/seiten-2.xml", 200, null],
    ]);
    expect(result.sitemaps[0]!.urls).toBe(2);
    const orphan = pageOf(result, "/versteckt/sonderaktion");
    expect(orphan).toMatchObject({ status: "reachable", inSitemap: true, inlinks: 0, depth: 1 });
    expect(hasIssue(orphan, "orphan")).toBe(true);
    const unlisted = pageOf(result, "/leistungen/veneers-10");
    expect(unlisted.inSitemap).toBe(false);
    expect(hasIssue(unlisted, "notInSitemap")).toBe(true);
    expect(unlisted.depth).toBe(2);
  });

  it("records a redirect under the requested URL and fetches the target only once", () => {
    const moved = pageOf(result, "/alt");
    expect(moved).toMatchObject({ status: "reachable", httpStatus: 200, redirectedTo: new URL("/neu", site.url).href, title: "Unsere Geschichte seit 1990" });
    expect(textsOf(moved)[0]).toBe(`Weiterleitung auf ${new URL("/neu", site.url).href}`);
    expect(result.pages.some((p) => p.url === new URL("/neu", site.url).href)).toBe(false);
    expect(site.requests.filter((r) => r === "/neu")).toHaveLength(1);
  });

  it("attributes broken links to the linking page", () => {
    const about = pageOf(result, "/ueber-uns");
    expect(about.brokenLinks.map((u) => new URL(u).pathname).sort()).toEqual(["/alte-seite", "/gibt-es-nicht"]);
    expect(textsOf(about)).toContain("Defekte interne Links (2)");
    expect(pageOf(result, "/aktuelles").brokenLinks).toEqual([new URL("/server-fehler", site.url).href]);
    expect(pageOf(result, "/gibt-es-nicht")).toMatchObject({ status: "error", httpStatus: 404, issues: [{ code: "httpError", params: { status: 404 } }], indexabilityScore: 0 });
    expect(textsOf(pageOf(result, "/gibt-es-nicht"))).toEqual(["HTTP-Fehler 404"]);
    expect(pageOf(result, "/server-fehler")).toMatchObject({ status: "error", httpStatus: 500 });
    expect(textsOf(pageOf(result, "/server-fehler"))).toEqual(["HTTP-Fehler 500"]);
    expect(pageOf(result, "/").brokenLinks).toEqual([]);
  });

  it("marks noindex (meta and header) and a canonical elsewhere as not indexed", () => {
    for (const path of ["/danke", "/archiv/sommeraktion-2019", "/druckansicht"]) {
      const page = pageOf(result, path);
      expect(page).toMatchObject({ status: "not_indexed", noindex: true, indexabilityScore: 0 });
      expect(hasIssue(page, "noindex")).toBe(true);
    }
    expect(textsOf(pageOf(result, "/druckansicht"))[0]).toBe("noindex gesetzt (X-Robots-Tag-Header)");
    expect(textsOf(pageOf(result, "/danke"))[0]).toBe("noindex gesetzt (Meta-Robots-Tag)");
    const variant = pageOf(result, "/leistungen/prophylaxe?ansicht=druck");
    expect(variant).toMatchObject({ status: "not_indexed", noindex: false, canonical: new URL("/leistungen/prophylaxe", site.url).href });
    expect(hasIssue(variant, "canonicalElsewhere")).toBe(true);
    expect(variant.indexabilityScore).toBe(25); // canonical 60, not in sitemap 10, structured data 5
  });

  it("flags slow answers", () => {
    for (const path of ["/langsam/anfahrt", "/langsam/parken"]) {
      const page = pageOf(result, path);
      expect(page.responseTimeMs).toBe(300);
      expect(hasIssue(page, "slow")).toBe(true);
    }
    expect(result.pages.filter((p) => hasIssue(p, "slow"))).toHaveLength(2);
    expect(result.pages.filter((p) => p.responseTimeMs !== null && p.responseTimeMs !== 300).every((p) => p.responseTimeMs === 0)).toBe(true);
  });

  it("records file links without fetching them", () => {
    expect(site.requests).not.toContain("/downloads/preisliste.pdf");
    expect(result.pages.some((p) => p.url.endsWith(".pdf"))).toBe(false);
  });
});

describe("crawlSite limits and politeness", () => {
  let site: SeoFixtureSite;
  beforeAll(async () => {
    site = await startSeoFixtureSite({ slowMs: 300 });
  });
  afterAll(async () => {
    await site.close();
  });

  it("stops at maxPages", async () => {
    const crawlSite = await loadCrawler();
    site.reset();
    const result = await crawlSite({ startUrl: site.url, maxPages: 50 });
    expect(fetchedPages(result)).toHaveLength(50);
    expect(result.limitHit).toBe("pages");
    expect(result.notFetched).toBeGreaterThan(0);
    expect(result.discovered).toBe(result.pages.length + result.notFetched);
    // robots.txt, the sitemap index and its two sitemaps, 50 pages.
    expect(site.requests).toHaveLength(54);
  });

  it("stops at maxDepth; sitemap URLs count as depth 1", async () => {
    const crawlSite = await loadCrawler();
    site.reset();
    const result = await crawlSite({ startUrl: site.url, maxPages: 1000, maxDepth: 1 });
    expect(result.limitHit).toBe("depth");
    expect(result.notFetched).toBeGreaterThan(0);
    expect(Math.max(...fetchedPages(result).map((p) => p.depth))).toBe(1);
    expect(site.requests).not.toContain("/leistungen/veneers-10");
    expect(pageOf(result, "/versteckt/sonderaktion").depth).toBe(1);

    site.reset();
    const onlyStart = await crawlSite({ startUrl: site.url, maxDepth: 0 });
    expect(fetchedPages(onlyStart).map((p) => p.url)).toEqual([site.url]);
    expect(onlyStart.limitHit).toBe("depth");
  });

  it("stops scheduling when the time budget is spent", async () => {
    const crawlSite = await loadCrawler();
    site.reset();
    // One request at a time: the slow page (300 ms) after ~a dozen fast ones outlasts the 100 ms budget.
    const result = await crawlSite({ startUrl: site.url, maxPages: 1000, timeBudgetMs: 100, concurrency: 1 });
    expect(result.limitHit).toBe("time");
    expect(result.notFetched).toBeGreaterThan(0);
    expect(fetchedPages(result).length).toBeLessThan(60);
    expect(result.durationMs).toBeLessThan(1500);
  });

  it("never has more requests in flight than the concurrency", async () => {
    const crawlSite = await loadCrawler();
    const slowNet = await startSeoFixtureSite({ slowMs: 0, latencyMs: 15 });
    try {
      const result = await crawlSite({ startUrl: slowNet.url, maxPages: 60, concurrency: 3 });
      expect(fetchedPages(result)).toHaveLength(60);
      expect(slowNet.inFlightMax).toBe(3);
    } finally {
      await slowNet.close();
    }
  });

  it("spaces requests by the Crawl-delay", async () => {
    const crawlSite = await loadCrawler();
    const polite = await startSeoFixtureSite({ slowMs: 0, crawlDelaySeconds: 0.1 });
    try {
      const result = await crawlSite({ startUrl: polite.url, maxPages: 3 });
      expect(result.robots.crawlDelaySeconds).toBe(0.1);
      // robots.txt, then 3 sitemap files and 3 pages, each at least 100 ms after the one before.
      expect(polite.requests).toHaveLength(7);
      expect(result.durationMs).toBeGreaterThanOrEqual(590);
    } finally {
      await polite.close();
    }
  });

  it("fetches nothing else when robots.txt answers 503 (full disallow)", async () => {
    const crawlSite = await loadCrawler();
    const down = await startSeoFixtureSite({ robotsStatus: 503 });
    try {
      const result = await crawlSite({ startUrl: down.url });
      expect(down.requests).toEqual(["/robots.txt"]);
      expect(result.robots).toMatchObject({ status: 503, fetched: false, fullDisallow: true });
      expect(result.pages).toHaveLength(1);
      expect(result.pages[0]).toMatchObject({ url: down.url, status: "blocked", httpStatus: null });
      expect(textsOf(result.pages[0]!)).toEqual([
        "Durch robots.txt gesperrt",
        "robots.txt nicht abrufbar (HTTP 503) – die ganze Website gilt als gesperrt",
      ]);
      expect(fetchedPages(result)).toHaveLength(0);
      expect(result.sitemaps).toEqual([]);
      expect(result.requests).toBe(1);
    } finally {
      await down.close();
    }
  });
});

describe("crawlSite refusals", () => {
  let site: SeoFixtureSite;
  beforeAll(async () => {
    site = await startSeoFixtureSite({ pages: 40, slowMs: 0 });
  });
  afterAll(async () => {
    await site.close();
  });

  it("refuses a loopback site without OUTBOUND_ALLOW_PRIVATE (SSRF guard)", async () => {
    const crawlSite = await loadCrawler(false);
    site.reset();
    await expect(crawlSite({ startUrl: site.url })).rejects.toMatchObject({ name: "OutboundError", failure: "blocked_address" });
    expect(site.requests).toEqual([]);
  });

  it("refuses invalid start URLs", async () => {
    const crawlSite = await loadCrawler();
    await expect(crawlSite({ startUrl: "kein url" })).rejects.toMatchObject({ failure: "invalid_url" });
    await expect(crawlSite({ startUrl: "ftp://example.de/" })).rejects.toMatchObject({ failure: "unsupported_scheme" });
  });

  it("throws when the caller aborts", async () => {
    const crawlSite = await loadCrawler();
    const controller = new AbortController();
    controller.abort();
    await expect(crawlSite({ startUrl: site.url, signal: controller.signal })).rejects.toMatchObject({ failure: "aborted" });
  });

  it("reports an unreachable page without failing the crawl", async () => {
    const crawlSite = await loadCrawler();
    // Nothing listens on the port of a closed server: robots.txt is unreachable → full disallow, start page unreachable.
    const gone = await startSeoFixtureSite({ pages: 40 });
    const url = gone.url;
    await gone.close();
    const result = await crawlSite({ startUrl: url, requestTimeoutMs: 2000 });
    expect(result.robots.fullDisallow).toBe(true);
    expect(result.pages).toHaveLength(1);
    expect(result.pages[0]).toMatchObject({ status: "unreachable" });
    expect(textsOf(result.pages[0]!)).toEqual(["Nicht erreichbar (Verbindung fehlgeschlagen)", "robots.txt nicht abrufbar (keine Antwort) – die ganze Website gilt als gesperrt"]);
  });
});
