/**
 * A monitor run whose worker dies mid-run (two app instances' job workers on one
 * PostgreSQL database): the other instance takes the run over within 2 minutes, and the
 * day's provider budget is charged once, for the answers stored, not also for the dead
 * attempt. pg-boss's time runs on TestClocks moved by hand, so the takeover takes no
 * wall-clock minutes. Runs when TEST_DATABASE_URL is set (CI sets it).
 */
import { TestClock, type PgBoss } from "pg-boss";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { createTestBoss, openPostgres, testPostgresUrl } from "@/test/test-db";
import type { MonitorDeps } from "@/lib/monitor/monitors";
import type { WorkerSet } from "./workers";

const state = vi.hoisted(() => ({ db: null as unknown, boss: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/jobs/boss", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/jobs/boss")>()), getBoss: async () => state.boss }));

const url = testPostgresUrl();
/** The TestClocks start an hour ahead of the real time (see two-instances.test.ts). */
const T0 = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);

describe.skipIf(!url)("a monitor run whose worker dies", () => {
  let db: PrismaClient;
  let closeDb: () => Promise<void>;
  let m: { monitors: typeof import("@/lib/monitor/monitors"); jobs: typeof import("@/lib/monitor/jobs"); workers: typeof import("./workers"); budget: typeof import("@/lib/monitor/budget") };
  const bosses: PgBoss[] = [];
  const sets: WorkerSet[] = [];

  beforeAll(async () => {
    freshModulesWithEnv({ DATABASE_URL: "", SITE_URL: "https://ki.example" });
    m = { monitors: await import("@/lib/monitor/monitors"), jobs: await import("@/lib/monitor/jobs"), workers: await import("./workers"), budget: await import("@/lib/monitor/budget") };
    ({ db, close: closeDb } = openPostgres(url!));
    state.db = db;
    await db.visibilityMonitor.deleteMany();
    await db.monitorCallBudget.deleteMany();
    await db.monitorCallReservation.deleteMany();
  });
  afterEach(async () => {
    for (const set of sets.splice(0).reverse()) await set.stop(1000).catch(() => undefined);
    for (const boss of bosses.splice(0).reverse()) await boss.stop({ graceful: false }).catch(() => undefined);
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await db.visibilityMonitor.deleteMany();
    await db.monitorCallBudget.deleteMany();
    await closeDb();
  });

  async function instance(clock: TestClock, supervise: boolean): Promise<PgBoss> {
    const boss = await createTestBoss({ kind: "postgres", url: url! }, { clock, supervise });
    if (bosses.length === 0) await boss.deleteAllJobs("monitor-run");
    bosses.push(boss);
    return boss;
  }

  function deps(ask: MonitorDeps["ask"]): MonitorDeps {
    return {
      now: () => new Date(),
      engines: [{ name: "A", model: "a-1" }],
      ask,
      samples: 2,
      dailyBudget: 1_000,
      monthlyCap: 1_000,
      sendMail: async () => undefined,
      checkWebsite: async () => Promise.reject(new Error("offline im Test")),
    };
  }

  it("is taken over by another instance within 2 minutes and charged once", async () => {
    const input = (await import("@/lib/monitor/request")).monitorRequestSchema.parse({ businessName: "Café Luise", website: "https://cafe-luise.example/", industry: "Café", city: "Linz", email: "luise@example.org" });
    let token = "";
    await m.monitors.requestMonitor(db, input, { now: () => new Date(), engines: [{ name: "A", model: "a-1" }], sendMail: async (mail) => void (token = /token=([\w-]+)/.exec(mail.text)![1]!) });
    const monitor = await db.visibilityMonitor.findFirstOrThrow();
    await m.monitors.confirmMonitor(db, monitor.id, new Date(Date.now() - 1000));
    const calls = (monitor.questions as string[]).length * 2;
    expect(token).not.toBe("");

    // Instance A claims the run and dies while the providers are being asked: its clock never
    // moves again (no heartbeat, no poll), its provider calls never return. Like a SIGKILL.
    const clockA = new TestClock(T0);
    const bossA = await instance(clockA, false);
    state.boss = bossA;
    let asking = false;
    const setA = await m.workers.startWorkers(bossA, {
      "monitor-run": { handle: (job) => m.monitors.runMonitor(db, BigInt((job.data as { monitorId: string }).monitorId), deps(() => ((asking = true), new Promise(() => {})))).then(() => undefined) },
    });
    sets.push(setA);
    expect(await m.jobs.queueMonitorRun(monitor.id)).toBe(true);
    m.workers.wakeWorker("monitor-run");
    await vi.waitFor(() => expect(asking).toBe(true), { timeout: 30_000 });
    expect(await m.budget.dailyCallsUsed(db, new Date())).toBe(calls);

    // Instance B supervises; only its clock moves, in 1 s steps.
    const clockB = new TestClock(T0);
    const bossB = await instance(clockB, true);
    sets.push(
      await m.workers.startWorkers(bossB, {
        "monitor-run": { handle: (job) => m.monitors.runMonitor(db, BigInt((job.data as { monitorId: string }).monitorId), deps(async () => ({ kind: "answer" as const, text: "Café Luise in Linz ist beliebt.", model: "a-1", citations: [] }))).then(() => undefined) },
      }),
    );
    let seconds = 0;
    while ((await db.monitorRun.count({ where: { monitorId: monitor.id } })) === 0) {
      expect(seconds, "run not taken over within 2 minutes of clock time").toBeLessThanOrEqual(120);
      await clockB.tick(1000);
      seconds += 1;
    }
    expect(await db.monitorAnswer.count({ where: { monitorId: monitor.id } })).toBe(calls);
    // Charged for the stored answers only: the dead attempt's reservation was taken over.
    expect(await m.budget.dailyCallsUsed(db, new Date())).toBe(calls);
    expect(await db.monitorCallReservation.count()).toBe(0);
  }, 180_000);
});
