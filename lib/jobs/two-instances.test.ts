/**
 * Two app instances' job workers on one PostgreSQL database (two PgBoss objects with
 * their own connection pools, the app's queues and handlers), against the generated
 * fixture site on 127.0.0.1. pg-boss's time runs on TestClocks that the tests move by
 * hand (JavaScript timers and the database's job_now() alike), so a heartbeat timeout
 * or a retry delay takes no wall-clock time and no test depends on the machine's speed.
 * Runs when TEST_DATABASE_URL is set (CI sets it).
 */
import { TestClock, type PgBoss } from "pg-boss";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { startSeoFixtureSite, type SeoFixtureSite } from "@/test/seo-fixture-site";
import { createTestBoss, openPostgres, testPostgresUrl } from "@/test/test-db";
import type { WorkerSet } from "./workers";

const state = vi.hoisted(() => ({ db: null as unknown, boss: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/jobs/boss", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/jobs/boss")>()), getBoss: async () => state.boss }));

const url = testPostgresUrl();
/**
 * The TestClocks start an hour ahead of the real time: jobs sent inside a Prisma
 * transaction (requestScan) get their start time from that session's real clock, which
 * pg-boss's test clock does not reach, and must be due on the test clock.
 */
const T0 = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);

type Modules = {
  workers: typeof import("./workers");
  scans: typeof import("@/lib/seo-dashboard/scans");
  queues: typeof import("./queues");
};

describe.skipIf(!url)("two instances' job workers on one PostgreSQL", () => {
  let m: Modules;
  let db: PrismaClient;
  let closeDb: () => Promise<void>;
  let site: SeoFixtureSite;
  let domain: string;
  const bosses: PgBoss[] = [];
  const sets: WorkerSet[] = [];

  beforeAll(async () => {
    freshModulesWithEnv({ OUTBOUND_ALLOW_PRIVATE: "1", SEO_SCAN_MAX_PAGES: "500", DATABASE_URL: "" });
    m = { workers: await import("./workers"), scans: await import("@/lib/seo-dashboard/scans"), queues: await import("./queues") };
    ({ db, close: closeDb } = openPostgres(url!));
    state.db = db;
    site = await startSeoFixtureSite({ pages: 60, slowMs: 0, latencyMs: 40 });
    domain = new URL(site.url).host;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await site.close();
    await db.seoSite.deleteMany();
    await closeDb();
  });
  beforeEach(async () => {
    await db.seoSite.deleteMany();
    site.reset();
  });
  afterEach(async () => {
    // Newest first: the instance that was "killed" is stopped last, after the clock's other users.
    for (const set of sets.splice(0).reverse()) await set.stop(1000).catch(() => undefined);
    for (const boss of bosses.splice(0).reverse()) await boss.stop({ graceful: false }).catch(() => undefined);
  });

  /** An instance: a PgBoss on its own pool, on `clock`, with the app's queues; optionally supervising. */
  async function instance(clock: TestClock, supervise: boolean): Promise<PgBoss> {
    const boss = await createTestBoss({ kind: "postgres", url: url! }, { clock, supervise });
    bosses.push(boss);
    if (bosses.length === 1) {
      for (const queue of Object.values(m.queues.QUEUES)) await boss.deleteAllJobs(queue);
    }
    return boss;
  }

  async function work(boss: PgBoss, handlers?: Parameters<Modules["workers"]["startWorkers"]>[1]): Promise<WorkerSet> {
    const set = await m.workers.startWorkers(boss, handlers);
    sets.push(set);
    return set;
  }

  /** Moves `clock` on in 1 s steps until `done()` holds; returns the fake seconds it took. */
  async function tickUntil(clock: TestClock, done: () => Promise<boolean>, maxSeconds = 300): Promise<number> {
    for (let s = 0; s <= maxSeconds; s++) {
      if (await done()) return s;
      await clock.tick(1000);
    }
    throw new Error(`not reached within ${maxSeconds} s of clock time`);
  }

  const scanOf = (id: string) => db.seoScan.findUniqueOrThrow({ where: { id: BigInt(id) } });
  /** Paths of the pages a scan's attempts have kept so far. */
  async function keptPaths(id: string): Promise<Set<string>> {
    const rows = await db.seoCrawlProgress.findMany({ where: { scanId: BigInt(id) } });
    return new Set(rows.map((r) => { const u = new URL((r.record as { url: string }).url); return u.pathname + u.search; }));
  }
  const pageRequests = () => site.requests.filter((p) => p !== "/robots.txt" && !p.startsWith("/sitemap"));
  async function scanDone(id: string) {
    await vi.waitFor(async () => expect((await scanOf(id)).status).toBe("done"), { timeout: 60_000, interval: 100 });
  }

  it("takes over the scan of an instance that died mid-crawl, within 2 minutes, and fetches no kept page again", async () => {
    // Instance A's clock never moves after it claims the scan: no heartbeat, no poll. Like a SIGKILL.
    const clockA = new TestClock(T0);
    const bossA = await instance(clockA, false);
    state.boss = bossA;
    let release!: () => void;
    const dead = new Promise<void>((resolve) => (release = resolve));
    let died = false;
    await work(bossA, {
      "seo-scan": {
        handle: async (job) => {
          const killed = new AbortController();
          const watch = setInterval(() => pageRequests().length >= 20 && killed.abort(), 5);
          await m.scans.runScanJob({ ...(job as Parameters<Modules["scans"]["runScanJob"]>[0]), signal: killed.signal }).catch(() => undefined);
          clearInterval(watch);
          died = true;
          await dead; // the process is gone: the job is never completed nor failed by A
        },
      },
    });
    const { scanId } = await m.scans.requestScan(domain);
    m.workers.wakeWorker("seo-scan");
    await vi.waitFor(() => expect(died).toBe(true), { timeout: 30_000 });
    const keptByA = await keptPaths(scanId);
    expect(keptByA.size).toBeGreaterThanOrEqual(15);
    const requestedByA = pageRequests().length;
    expect((await scanOf(scanId)).status).toBe("running");

    // Instance B (all the app's handlers) supervises; only its clock moves.
    const clockB = new TestClock(T0);
    const bossB = await instance(clockB, true);
    state.boss = bossB;
    await work(bossB);
    const seconds = await tickUntil(clockB, async () => (await scanOf(scanId)).attempt === 1);
    expect(seconds).toBeLessThanOrEqual(120);
    await scanDone(scanId);
    release();

    const scan = await db.seoScan.findUniqueOrThrow({ where: { id: BigInt(scanId) }, include: { _count: { select: { pages: true } } } });
    expect(scan).toMatchObject({ status: "done", attempt: 1, error: null });
    // B resumed from what A kept: none of those pages was requested again (only the few A
    // had in flight when it died, at most the crawl's concurrency of 4).
    const requestedByB = pageRequests().slice(requestedByA);
    expect(requestedByB.filter((p) => keptByA.has(p))).toEqual([]);
    const requested = pageRequests();
    expect(requested.length - new Set(requested).size).toBeLessThanOrEqual(4);
    expect(scan._count.pages).toBeGreaterThan(50);
    expect(await db.seoCrawlProgress.count({ where: { scanId: BigInt(scanId) } })).toBe(0);
  }, 120_000);

  it("fails the scan with a German reason after the last attempt and frees the site at once", async () => {
    const clock = new TestClock(T0);
    const boss = await instance(clock, true);
    state.boss = boss;
    let attempts = 0;
    await work(boss, {
      "seo-scan": {
        handle: async () => {
          attempts += 1;
          throw new Error("Absturz im Crawler (Test)");
        },
      },
      "seo-scan-failed": m.workers.JOB_HANDLERS["seo-scan-failed"],
    });
    const { scanId } = await m.scans.requestScan(domain);
    await tickUntil(clock, async () => (await scanOf(scanId)).status === "failed");

    expect(attempts).toBe(1 + m.queues.SCAN_RETRY_LIMIT);
    expect(m.scans.scanFailureText((await scanOf(scanId)).error)).toBe("Der Scan konnte auch nach mehreren Versuchen nicht abgeschlossen werden. Bitte starten Sie ihn erneut.");
    const again = await m.scans.requestScan(domain);
    expect(again).toMatchObject({ created: true, status: "queued" });
  }, 60_000);

  it("runs one scan per site at a time without holding back other sites (A1 running, A2 and B1 queued: B1 starts, A2 waits)", async () => {
    const clock = new TestClock(T0);
    const [bossA, bossB] = [await instance(clock, true), await instance(clock, false)];
    state.boss = bossA;
    const started: string[] = [];
    const finish = new Map<string, () => void>();
    const handler = {
      options: { localConcurrency: 2, pollingIntervalSeconds: 1 },
      handle: async (job: { data: object }) => {
        const name = (job.data as { name: string }).name;
        started.push(name);
        await new Promise<void>((resolve) => finish.set(name, resolve));
      },
    };
    await work(bossA, { "seo-scan": handler });
    await work(bossB, { "seo-scan": handler });
    const send = (name: string, key: string) => bossA.send("seo-scan", { name }, { singletonKey: key });

    await send("A1", "site-a.example");
    await tickUntil(clock, async () => started.includes("A1"));
    await send("A2", "site-a.example");
    await send("B1", "site-b.example");
    await tickUntil(clock, async () => started.includes("B1"));
    await clock.tick(5000);
    expect(started).toEqual(["A1", "B1"]);

    finish.get("A1")!();
    await tickUntil(clock, async () => started.includes("A2"));
    expect(started).toEqual(["A1", "B1", "A2"]);
    finish.get("B1")!();
    finish.get("A2")!();
  }, 60_000);

  it("on shutdown stops claiming, hands a running scan back after the grace period, and the other instance finishes it", async () => {
    // Slow answers (300 ms each, 4 at a time): the rest of the crawl takes seconds, the grace period 1 s.
    const slow = await startSeoFixtureSite({ pages: 60, slowMs: 0, latencyMs: 300 });
    const slowRequests = () => slow.requests.filter((p) => p !== "/robots.txt" && !p.startsWith("/sitemap"));
    const clock = new TestClock(T0);
    const bossA = await instance(clock, false);
    state.boss = bossA;
    const setA = await work(bossA);
    const { scanId } = await m.scans.requestScan(new URL(slow.url).host);
    m.workers.wakeWorker("seo-scan");
    await vi.waitFor(() => expect(slowRequests().length).toBeGreaterThanOrEqual(10), { timeout: 30_000, interval: 5 });

    // SIGTERM on A: 1 s of grace (real time, pg-boss's minimum) is far too short for the rest of the crawl.
    const bossB = await instance(clock, true);
    await setA.stop(1000);
    sets.splice(sets.indexOf(setA), 1);
    const job = (await bossB.findJobs("seo-scan", { key: new URL(slow.url).host }))[0];
    expect(job?.state).toBe("retry");
    const keptByA = await keptPaths(scanId);
    expect(keptByA.size).toBeGreaterThanOrEqual(5);
    const requestedByA = slowRequests().length;

    state.boss = bossB;
    await work(bossB);
    await tickUntil(clock, async () => (await scanOf(scanId)).attempt === 1);
    await scanDone(scanId);
    expect(slowRequests().slice(requestedByA).filter((p) => keptByA.has(p))).toEqual([]);
    await slow.close();
  }, 120_000);
});
