/**
 * The SEO dashboard's server side end to end: the real scan, dashboard and cron routes,
 * the database job queue and the crawler against the generated fixture site on
 * 127.0.0.1, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { startSeoFixtureSite, type SeoFixtureSite } from "@/test/seo-fixture-site";
import { testDatabases } from "@/test/test-db";

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

const CRON_SECRET = "cron-secret-for-tests-123456";
let site: SeoFixtureSite;
let domain: string;

type Modules = {
  scan: typeof import("@/app/api/seo/scan/route").POST;
  dashboard: typeof import("@/app/api/seo/dashboard/[domain]/route").GET;
  cron: typeof import("@/app/api/cron/rescan/route").POST;
  scans: typeof import("./scans");
  queue: typeof import("@/lib/jobs/queue");
};
let m: Modules;

async function load(env: Record<string, string>): Promise<Modules> {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  delete (globalThis as { seoScanLimiter?: unknown }).seoScanLimiter;
  return {
    scan: (await import("@/app/api/seo/scan/route")).POST,
    dashboard: (await import("@/app/api/seo/dashboard/[domain]/route")).GET,
    cron: (await import("@/app/api/cron/rescan/route")).POST,
    scans: await import("./scans"),
    queue: await import("@/lib/jobs/queue"),
  };
}

const post = (body: unknown) => new Request("http://localhost/api/seo/scan", { method: "POST", headers: { "Content-Type": "application/json", "x-forwarded-for": "203.0.113.9" }, body: JSON.stringify(body) });
async function dashboardOf(d: string) {
  const response = await m.dashboard(new Request(`http://localhost/api/seo/dashboard/${encodeURIComponent(d)}`), { params: Promise.resolve({ domain: encodeURIComponent(d) }) });
  return { status: response.status, body: (await response.json()) as import("./dashboard").SeoDashboard & { error?: string } };
}

beforeAll(async () => {
  site = await startSeoFixtureSite({ pages: 80, slowMs: 0 });
  domain = new URL(site.url).host;
  m = await load({ OUTBOUND_ALLOW_PRIVATE: "1", SEO_SCAN_MAX_PAGES: "500", SEO_SCAN_RATE_LIMIT_PER_HOUR: "0", SEO_RESCAN_AFTER_HOURS: "0", CRON_SECRET, DATABASE_URL: "" });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await site.close();
});

describe.each(testDatabases())("SEO dashboard on $name", (database) => {
  let db: PrismaClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await database.open());
    state.db = db;
  });
  beforeEach(async () => {
    await db.job.deleteMany();
    await db.seoSite.deleteMany();
  });
  afterAll(async () => {
    await db.job.deleteMany();
    await db.seoSite.deleteMany();
    await close();
  });

  it("answers bad domains with the spec's messages", async () => {
    for (const [targetDomain, message] of [
      ["", "Bitte geben Sie eine Website-URL ein!"],
      ["   ", "Bitte geben Sie eine Website-URL ein!"],
      ["kein host", "Ungültige URL. Bitte geben Sie eine gültige Website-URL ein."],
    ]) {
      const response = await m.scan(post({ targetDomain, useGoogleAPI: false }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message });
    }
    expect((await dashboardOf("kein host")).status).toBe(400);
    expect(await db.seoScan.count()).toBe(0);
  });

  it("without a scan the dashboard is empty and says its funnel is an estimate", async () => {
    const { status, body } = await dashboardOf("noch-nie-gescannt.example");
    expect(status).toBe(200);
    expect(body).toMatchObject({ pages: [], isEstimate: true, latestScan: null, googleFunnel: { indexingEfficiency: 0.45, googleSimulationFactor: 0.68 } });
  });

  it("scans the site through the queue and fills the dashboard from the crawl", async () => {
    site.reset();
    const response = await m.scan(post({ targetDomain: `http://${domain}/irgendwo`, useGoogleAPI: false }));
    expect(response.status).toBe(202);
    const queued = (await response.json()) as { scanId: string; domain: string; created: boolean };
    expect(queued).toMatchObject({ domain, created: true });
    // A second request while the first is pending reuses it.
    const again = (await (await m.scan(post({ targetDomain: domain }))).json()) as { scanId: string; created: boolean };
    expect(again).toEqual(expect.objectContaining({ scanId: queued.scanId, created: false }));

    await m.scans.workerIdle();
    const { body } = await dashboardOf(domain);
    expect(body.latestScan).toMatchObject({ id: queued.scanId, status: "done" });
    expect(body.isEstimate).toBe(false);
    expect(body.pages.length).toBeGreaterThan(50);
    expect(body.overview.totalPages).toBe(body.pages.length);
    const funnel = body.googleFunnel;
    expect(funnel.discoveredPages).toBeGreaterThanOrEqual(funnel.crawlablePages);
    expect(funnel.crawlablePages).toBeGreaterThanOrEqual(funnel.indexablePages);
    expect(funnel.indexablePages).toBeGreaterThanOrEqual(funnel.estimatedIndexedPages);
    expect(funnel.indexablePages).toBe(body.pages.filter((p) => p.status === "reachable").length);

    // robots.txt: disallowed pages are listed as blocked and were never requested.
    const blocked = body.pages.filter((p) => p.status === "blocked");
    expect(blocked.length).toBeGreaterThan(0);
    expect(site.requests.some((path) => path.startsWith("/intern/"))).toBe(false);
    expect(body.pages.some((p) => p.status === "not_indexed")).toBe(true);
    expect(body.pages.some((p) => p.status === "error" && p.httpStatus === 404)).toBe(true);
    expect(body.pages.flatMap((p) => p.issues).some((i) => i.startsWith("Meta-Description"))).toBe(true);
    expect(body.alerts.length).toBeGreaterThan(0);
    expect(body.trends).toMatchObject({ indexedTrend: null });
    expect(await db.job.count({ where: { status: "done" } })).toBe(1);
  });

  it("rescans monitored sites on the scheduler's call only with the right token, and builds a trend", async () => {
    await m.scan(post({ targetDomain: domain }));
    await m.scans.workerIdle();

    const call = (authorization?: string) => m.cron(new Request("http://localhost/api/cron/rescan", { method: "POST", headers: authorization ? { authorization } : {} }));
    expect((await call()).status).toBe(401);
    expect((await call(`Bearer ${CRON_SECRET}x`)).status).toBe(401);
    const response = await call(`Bearer ${CRON_SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ queued: [domain], ran: 1 });

    const { body } = await dashboardOf(domain);
    expect(body.trends.history).toHaveLength(2);
    expect(body.trends.indexedTrend).toBe(0);
  });

  it("hands a job to exactly one of several workers", async () => {
    await m.queue.enqueueJob(db, "test-job", { n: 1 });
    const claims = await Promise.all([m.queue.claimJob(db, ["test-job"], "a"), m.queue.claimJob(db, ["test-job"], "b"), m.queue.claimJob(db, ["test-job"], "c")]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await m.queue.claimJob(db, ["test-job"], "d")).toBeNull();
  });
});

describe("scheduled rescans without CRON_SECRET", () => {
  it("answer 503", async () => {
    const unconfigured = await load({ CRON_SECRET: "" });
    const response = await unconfigured.cron(new Request("http://localhost/api/cron/rescan", { method: "POST", headers: { authorization: "Bearer x" } }));
    expect(response.status).toBe(503);
  });
});
