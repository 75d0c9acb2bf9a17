/**
 * Two rescan triggers that found a site due at the same moment (the hourly schedule on
 * two instances, /api/cron/rescan) scan it once, also when the first scan has finished
 * before the second trigger gets to the site (issue 34: one site scanned twice). Two
 * instances share a PostgreSQL database: runs with TEST_DATABASE_URL (CI sets it).
 */
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { createTestBoss, openPostgres, testPostgresUrl } from "@/test/test-db";
import { requestScan } from "./scans";

const state = vi.hoisted(() => ({ db: null as unknown, boss: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/jobs/boss", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/jobs/boss")>()), getBoss: async () => state.boss }));

const HOUR = 3_600_000;

const url = testPostgresUrl();

describe.skipIf(!url)("scheduled rescans of one site on PostgreSQL", () => {
  let db: PrismaClient;
  let boss: PgBoss;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = openPostgres(url!);
    ({ db, close } = opened);
    boss = await createTestBoss(opened.target);
    await boss.deleteAllJobs("seo-scan");
    state.db = db;
    state.boss = boss;
  });
  afterAll(async () => {
    await db.seoSite.deleteMany();
    await boss.stop({ graceful: false });
    await close();
  });

  it("queues one scan when two triggers found the site due, before and after the first scan finished", async () => {
    await db.seoSite.deleteMany();
    const domain = "rescan-once.example";
    await db.seoSite.create({ data: { domain, monitored: true, lastScanAt: new Date(Date.now() - 30 * HOUR) } });
    const dueBefore = new Date(Date.now() - 24 * HOUR);

    const [a, b] = await Promise.all([requestScan(domain, "schedule", db, { dueBefore }), requestScan(domain, "schedule", db, { dueBefore })]);
    expect([a.created, b.created].sort()).toEqual([false, true]);

    // The first scan finishes; a third trigger that read the due list before still holds the site.
    await db.seoScan.updateMany({ data: { status: "done", finishedAt: new Date() } });
    const late = await requestScan(domain, "schedule", db, { dueBefore });
    expect(late.created).toBe(false);
    expect(await db.seoScan.count()).toBe(1);
    expect(await boss.findJobs("seo-scan", { key: domain })).toHaveLength(1);

    // A visitor's explicit rescan still scans again.
    expect((await requestScan(domain, "visitor", db)).created).toBe(true);
  }, 60_000);
});
