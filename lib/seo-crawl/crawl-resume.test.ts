/**
 * A crawl resumed from the pages an interrupted attempt kept (crawlSite's resumeFrom and
 * onPageRecord): the kept pages are not requested again, and the result equals an
 * uninterrupted crawl's.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { startSeoFixtureSite, type SeoFixtureSite } from "@/test/seo-fixture-site";
import type { PageRecord } from "./page-report";

describe("crawlSite resumed from kept pages", () => {
  let site: SeoFixtureSite;
  let crawlSite: typeof import("./crawl-site").crawlSite;
  const now = () => new Date("2026-03-02T10:00:00.000Z");

  beforeAll(async () => {
    site = await startSeoFixtureSite({ pages: 60, slowMs: 0 });
    freshModulesWithEnv({ OUTBOUND_ALLOW_PRIVATE: "1" });
    crawlSite = (await import("./crawl-site")).crawlSite;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await site.close();
  });

  it("fetches only the pages the first attempt had not kept, and reports the same site", async () => {
    site.reset();
    const full = await crawlSite({ startUrl: site.url, maxPages: 500, now });
    const pagePaths = (requests: string[]) => requests.filter((p) => p !== "/robots.txt" && !p.startsWith("/sitemap"));
    const fullRequests = pagePaths(site.requests);

    // The first attempt is stopped after 20 pages (the worker died or was shut down).
    site.reset();
    const kept: PageRecord[] = [];
    const abort = new AbortController();
    await expect(
      crawlSite({
        startUrl: site.url,
        maxPages: 500,
        now,
        concurrency: 1,
        signal: abort.signal,
        onPageRecord: (record) => {
          kept.push(structuredClone(record));
          if (kept.length === 20) abort.abort();
        },
      }),
    ).rejects.toMatchObject({ failure: "aborted" });
    expect(kept.length).toBeGreaterThanOrEqual(20);

    // The kept records travel through the database as JSON.
    const stored = JSON.parse(JSON.stringify(kept)) as PageRecord[];
    site.reset();
    const resumed = await crawlSite({ startUrl: site.url, maxPages: 500, now, resumeFrom: stored });

    const keptPaths = new Set(stored.map((r) => new URL(r.url).pathname + new URL(r.url).search));
    const requested = pagePaths(site.requests);
    expect(requested.filter((p) => keptPaths.has(p))).toEqual([]);
    // Together the two attempts asked for each page once, as the uninterrupted crawl did.
    expect([...requested, ...keptPaths].sort()).toEqual([...fullRequests].sort());

    const summary = (pages: typeof full.pages) => pages.map((p) => [p.url, p.status, p.inlinks, JSON.stringify(p.issues)].join(" ")).sort();
    expect(summary(resumed.pages)).toEqual(summary(full.pages));
    expect(resumed.discovered).toBe(full.discovered);
  });
});
