/**
 * The SEO dashboard's server side end to end: the real scan, dashboard and cron routes,
 * the pg-boss queue with the app's workers and the crawler against the generated
 * fixture site on 127.0.0.1, on PGlite and (with TEST_DATABASE_URL) PostgreSQL.
 */
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import type { PrismaClient } from "@/generated/prisma/client";
import { startSeoFixtureSite, type SeoFixtureSite } from "@/test/seo-fixture-site";
import { createTestBoss, testDatabases } from "@/test/test-db";

const state = vi.hoisted(() => ({ db: null as unknown, boss: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/jobs/boss", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/jobs/boss")>()), getBoss: async () => state.boss }));

const CRON_SECRET = "cron-secret-for-tests-123456";
let site: SeoFixtureSite;
let domain: string;

let m: Awaited<ReturnType<typeof load>>;

async function load(env: Record<string, string>) {
  freshModulesWithEnv(env);
  return {
    scan: (await import("@/app/api/seo/scan/route")).POST,
    dashboard: (await import("@/app/api/seo/dashboard/[domain]/route")).GET,
    cron: (await import("@/app/api/cron/rescan/route")).POST,
    scans: await import("./scans"),
    workers: await import("@/lib/jobs/workers"),
    limits: await import("@/lib/limits/limits"),
  };
}

const post = (body: unknown) => new Request("http://localhost/api/seo/scan", { method: "POST", headers: { "Content-Type": "application/json", "x-forwarded-for": "203.0.113.9" }, body: JSON.stringify(body) });
async function dashboardOf(d: string) {
  const response = await m.dashboard(new Request(`http://localhost/api/seo/dashboard/${encodeURIComponent(d)}`), { params: Promise.resolve({ domain: d }) });
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

/** Waits until the scan is no longer queued or running (the workers poll every 2 s at most). */
async function settled(db: PrismaClient, scanId: string) {
  await vi.waitFor(
    async () => {
      const scan = await db.seoScan.findUniqueOrThrow({ where: { id: BigInt(scanId) } });
      expect(scan.status).toMatch(/done|failed/);
    },
    { timeout: 60_000, interval: 100 },
  );
}

describe.each(testDatabases())("SEO dashboard on $name", (database) => {
  let db: PrismaClient;
  let boss: PgBoss;
  let close: () => Promise<void>;
  let stopWorkers: (graceMs: number) => Promise<void>;
  beforeAll(async () => {
    const opened = await database.open();
    ({ db, close } = opened);
    state.db = db;
    boss = await createTestBoss(opened.target);
    state.boss = boss;
    await boss.deleteAllJobs();
    stopWorkers = (await m.workers.startWorkers(boss)).stop;
  }, 60_000);
  beforeEach(async () => {
    await db.seoSite.deleteMany();
    await m.limits.resetLimits();
  });
  afterAll(async () => {
    await stopWorkers(0);
    await db.seoSite.deleteMany();
    await close();
  });

  it("answers an empty or unparsable domain with a German message", async () => {
    for (const [targetDomain, code, message] of [
      ["", "url.required", "Bitte geben Sie eine Website-URL ein!"],
      ["   ", "url.required", "Bitte geben Sie eine Website-URL ein!"],
      ["kein host", "url.invalid", "Ungültige URL. Bitte geben Sie eine gültige Website-URL ein."],
    ]) {
      const response = await m.scan(post({ targetDomain, useGoogleAPI: false }));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: message, code });
    }
    expect((await dashboardOf("kein host")).status).toBe(400);
    expect(await db.seoScan.count()).toBe(0);
  });

  it("without a scan the dashboard is empty and says its funnel is an estimate", async () => {
    const { status, body } = await dashboardOf("noch-nie-gescannt.example");
    expect(status).toBe(200);
    expect(body).toMatchObject({ pages: [], isEstimate: true, latestScan: null, googleFunnel: { indexingEfficiency: 0.45, googleSimulationFactor: 0.68 } });
  });

  it("reports a running scan's progress as the pages fetched so far, with the funnel still marked as no result", async () => {
    const seoSite = await db.seoSite.create({ data: { domain: "laeuft-gerade.example" } });
    const scan = await db.seoScan.create({ data: { siteId: seoSite.id, status: "running", startedAt: new Date() } });
    await db.seoCrawlProgress.createMany({ data: [1, 2, 3].map((i) => ({ scanId: scan.id, record: { url: `https://laeuft-gerade.example/seite-${i}` } })) });
    const { body } = await dashboardOf("laeuft-gerade.example");
    expect(body.latestScan).toMatchObject({ id: scan.id.toString(), status: "running", pagesFound: 3 });
    expect(body.isEstimate).toBe(true);
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

    await settled(db, queued.scanId);
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
    // Texts and advice come rendered from the server: one code per text, the advice once per code.
    for (const p of body.pages) expect(p.issueCodes).toHaveLength(p.issues.length);
    const thanks = body.pages.find((p) => p.url.endsWith("/danke"))!;
    expect(thanks.issues[0]).toBe("noindex gesetzt (Meta-Robots-Tag)");
    expect(thanks.issueCodes[0]).toBe("noindex");
    expect(body.advice.noindex).toMatch(/Robots-Meta-Tag/);
    expect(Object.keys(body.advice).sort()).toEqual([...new Set(body.pages.flatMap((p) => p.issueCodes))].sort());
    expect(body.alerts.length).toBeGreaterThan(0);
    expect(body.alerts).toContainEqual({ type: "info", message: expect.stringMatching(/^\d+ Seiten? ohne strukturierte Daten\.$/), page: null });
    expect(body.trends).toMatchObject({ indexedTrend: null });
    // The handler marks the scan done before it returns; pg-boss completes the job after that.
    await vi.waitFor(async () => expect((await boss.findJobs("seo-scan", { key: domain })).map((j) => j.state)).toEqual(["completed"]), {
      timeout: 60_000,
      interval: 100,
    });
    // The crawl's kept progress is gone once the scan is stored.
    expect(await db.seoCrawlProgress.count()).toBe(0);

    // Scans stored before issues had codes (German text) still show, with advice where the text names its kind.
    await db.seoPage.updateMany({ data: { issues: ["Meta-Description zu kurz (87 Zeichen)", "Ein Hinweis, den es nie gab"] } });
    const old = (await dashboardOf(domain)).body;
    expect(old.pages[0]).toMatchObject({ issues: ["Meta-Description zu kurz (87 Zeichen)", "Ein Hinweis, den es nie gab"], issueCodes: ["descriptionTooShort", null] });
    expect(Object.keys(old.advice)).toEqual(["descriptionTooShort"]);
    expect(old.fallbackAdvice).toMatch(/Schreiben Sie uns an \S+@/);

    // Sitemap files not read: codes rendered in German; a reason stored as text before codes shows as stored.
    const scan = await db.seoScan.findUniqueOrThrow({ where: { id: BigInt(queued.scanId) } });
    const sitemaps = [
      { url: `http://${domain}/sitemap.xml`, status: 200, urls: 3, error: null },
      { url: `http://${domain}/alt.xml`, status: 404, urls: 0, error: { code: "notFound", params: { status: 404 } } },
      { url: `http://${domain}/weg.xml`, status: null, urls: 0, error: { errorCode: "outbound.timeout", params: { host: domain, seconds: "8" } } },
      { url: `http://${domain}/frueher.xml`, status: 503, urls: 0, error: "HTTP-Fehler 503" },
    ];
    await db.seoScan.update({ where: { id: scan.id }, data: { summary: { ...(scan.summary as object), sitemaps } } });
    expect((await dashboardOf(domain)).body.sitemapProblems).toEqual([
      { url: `http://${domain}/alt.xml`, reason: "nicht gefunden (HTTP 404)" },
      { url: `http://${domain}/weg.xml`, reason: `Die Website ${domain} hat nicht innerhalb von 8 Sekunden vollständig geantwortet.` },
      { url: `http://${domain}/frueher.xml`, reason: "HTTP-Fehler 503" },
    ]);
  });

  it("rescans monitored sites on the scheduler's call only with the right token, and builds a trend", async () => {
    const first = (await (await m.scan(post({ targetDomain: domain, monitor: true }))).json()) as { scanId: string };
    await settled(db, first.scanId);

    const call = (authorization?: string) => m.cron(new Request("http://localhost/api/cron/rescan", { method: "POST", headers: authorization ? { authorization } : {} }));
    expect((await call()).status).toBe(401);
    expect((await call(`Bearer ${CRON_SECRET}x`)).status).toBe(401);
    const response = await call(`Bearer ${CRON_SECRET}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ queued: [domain] });
    const rescan = await db.seoScan.findFirstOrThrow({ where: { trigger: "schedule" } });
    await settled(db, rescan.id.toString());

    const { body } = await dashboardOf(domain);
    expect(body.trends.history).toHaveLength(2);
    expect(body.trends.indexedTrend).toBe(0);
  });
});

describe("scheduled rescans without CRON_SECRET", () => {
  it("answer 503", async () => {
    const unconfigured = await load({ CRON_SECRET: "" });
    const response = await unconfigured.cron(new Request("http://localhost/api/cron/rescan", { method: "POST", headers: { authorization: "Bearer x" } }));
    expect(response.status).toBe(503);
  });
});
