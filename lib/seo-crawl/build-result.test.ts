import { describe, expect, it } from "vitest";
import { OutboundError } from "@/lib/outbound/guarded-fetch";
import { buildCrawlResult, type CrawlState } from "./build-result";
import type { UrlEntry } from "./frontier";
import { newPageRecord, type HtmlPageFacts, type PageRecord } from "./page-report";

const U = (path: string) => `https://example.de${path}`;
const T = "2026-03-02T10:00:00.000Z";

function html(links: string[], extra: Partial<HtmlPageFacts> = {}): HtmlPageFacts {
  return {
    title: "Zahnarzt Muster in Berlin",
    metaDescription: "x".repeat(140),
    noindexMeta: false,
    noindexHeader: false,
    nofollow: false,
    canonical: null,
    canonicalElsewhere: false,
    wordCount: 500,
    hasStructuredData: true,
    internalLinks: links.map(U),
    ...extra,
  };
}

function record(path: string, depth: number, order: number, fields: Partial<PageRecord> = {}): PageRecord {
  return { ...newPageRecord({ url: U(path), depth, order }, T), status: "reachable", httpStatus: 200, contentType: "text/html", responseTimeMs: 100, ...fields };
}

function state(records: PageRecord[], entries: UrlEntry[], extra: Partial<CrawlState> = {}): CrawlState {
  const done: UrlEntry[] = records.map((r) => ({ url: r.url, depth: r.depth, order: r.order, state: "done" }));
  return {
    startUrl: U("/"),
    host: "example.de",
    startedAt: new Date(T),
    finishedAt: new Date("2026-03-02T10:00:05.000Z"),
    durationMs: 5000,
    startRobots: undefined,
    robotsUrl: U("/robots.txt"),
    sitemaps: [],
    sitemapPageUrls: [U("/"), U("/neu")],
    records: new Map(records.map((r) => [r.url, r])),
    aliases: new Map(),
    entries: [...done, ...entries],
    stoppedByTime: false,
    requests: 9,
    slowMs: 1500,
    requestTimeoutMs: 10_000,
    ...extra,
  };
}

describe("buildCrawlResult", () => {
  it("counts inlinks per target (self-links and redirect aliases resolved) and broken links per source", () => {
    const pages = [
      record("/", 0, 0, { html: html(["/alt", "/weg", "/ziel"]) }),
      record("/alt", 1, 1, { redirectedTo: U("/neu"), html: html(["/", "/alt"]) }),
      record("/weg", 1, 2, { status: "error", httpStatus: 404 }),
      record("/ziel", 1, 3, { html: html(["/neu", "/"]) }),
    ];
    const result = buildCrawlResult(state(pages, [], { aliases: new Map([[U("/neu"), U("/alt")]]) }));
    const byPath = Object.fromEntries(result.pages.map((p) => [new URL(p.url).pathname, p]));
    expect(byPath["/"]!.inlinks).toBe(2);
    expect(byPath["/alt"]!.inlinks).toBe(2);
    expect(byPath["/alt"]!.inSitemap).toBe(true);
    expect(byPath["/"]!.brokenLinks).toEqual([U("/weg")]);
    expect(byPath["/ziel"]!.brokenLinks).toEqual([]);
    expect(result).toMatchObject({ discovered: 4, notFetched: 0, limitHit: null, requests: 9, finishedAt: "2026-03-02T10:00:05.000Z" });
  });

  it("adds blocked URLs as never fetched, and reports a host that did not answer robots.txt as such", () => {
    const blocked: UrlEntry[] = [
      { url: U("/intern/"), depth: 1, order: 1, state: "blocked", blockedRule: "Disallow: /intern/" },
      { url: U("/b"), depth: 1, order: 2, state: "blocked", blockedRule: null, robotsError: new OutboundError("timeout", "outbound.timeout", { params: { host: "example.de", seconds: "8" }, url: U("/robots.txt") }) },
    ];
    const result = buildCrawlResult(state([record("/", 0, 0, { html: html([]) })], blocked));
    expect(result.pages.map((p) => [new URL(p.url).pathname, p.status, p.httpStatus, p.indexabilityScore])).toEqual([
      ["/", "reachable", 200, expect.any(Number)],
      ["/intern/", "blocked", null, 0],
      ["/b", "timeout", null, 0],
    ]);
    expect(result.pages[1]!.lastChecked).toBe("2026-03-02T10:00:05.000Z");
  });

  it("names the limit that left URLs unfetched: time before pages before depth", () => {
    const pages = [record("/", 0, 0, { html: html([]) })];
    const queued: UrlEntry = { url: U("/q"), depth: 1, order: 1, state: "queued" };
    const deferred: UrlEntry = { url: U("/d"), depth: 7, order: 2, state: "deferred" };
    expect(buildCrawlResult(state(pages, [queued, deferred], { stoppedByTime: true }))).toMatchObject({ limitHit: "time", notFetched: 2, discovered: 3 });
    expect(buildCrawlResult(state(pages, [queued, deferred])).limitHit).toBe("pages");
    expect(buildCrawlResult(state(pages, [deferred], { stoppedByTime: true })).limitHit).toBe("depth");
    expect(buildCrawlResult(state(pages, [])).limitHit).toBeNull();
  });

  it("orders pages by depth, then discovery order", () => {
    const pages = [record("/c", 2, 1), record("/b", 1, 5), record("/", 0, 9), record("/a", 1, 2)];
    expect(buildCrawlResult(state(pages, [])).pages.map((p) => new URL(p.url).pathname)).toEqual(["/", "/a", "/b", "/c"]);
  });
});
