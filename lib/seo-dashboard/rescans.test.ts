/**
 * Scheduled SEO rescans (rescanDueSites) on PGlite with pg-boss: only sites a visitor
 * asked to monitor and that were scanned successfully are rescanned, failed scans back
 * a site off, and 100 junk domains cannot take the real site's place.
 */
import type { PgBoss } from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { createTestBoss, openPglite, type OpenTestDatabase } from "@/test/test-db";

const state = vi.hoisted(() => ({ db: null as unknown, boss: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/jobs/boss", async (importOriginal) => ({ ...(await importOriginal<typeof import("@/lib/jobs/boss")>()), getBoss: async () => state.boss }));

const HOUR = 3_600_000;
const NOW = new Date("2026-11-29T12:00:00Z");
let opened: OpenTestDatabase;
let db: PrismaClient;
let boss: PgBoss;
let scans: typeof import("./scans");

beforeAll(async () => {
  opened = await openPglite();
  db = opened.db;
  state.db = db;
  boss = await createTestBoss(opened.target);
  state.boss = boss;
  freshModulesWithEnv({ SEO_RESCAN_AFTER_HOURS: "24", DATABASE_URL: "" });
  scans = await import("./scans");
}, 60_000);
beforeEach(async () => {
  await boss.deleteAllJobs();
  await db.seoSite.deleteMany();
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await boss.stop({ graceful: false });
  await opened.close();
});

/** A visitor's scan of `domain` that failed, as the worker leaves it. */
async function failedVisitorScan(domain: string, monitor: boolean, at: Date) {
  const { scanId } = await scans.requestScan(domain, "visitor", db, { monitor });
  await scans.failScan(db, BigInt(scanId), { code: "outbound.dns", params: { host: domain } }, undefined, at);
}

describe("scheduled rescans", () => {
  it("rescan the real site although 100 junk domains asked for monitoring and failed", async () => {
    for (let i = 0; i < 100; i++) await failedVisitorScan(`junk-${i}.invalid`, true, new Date(NOW.getTime() - 48 * HOUR));
    await db.seoSite.create({ data: { domain: "baeckerei-mueller.de", monitored: true, lastScanAt: new Date(NOW.getTime() - 25 * HOUR) } });
    const { queued } = await scans.rescanDueSites(NOW);
    expect(queued).toEqual(["baeckerei-mueller.de"]);
  });

  it("rescan only sites whose visitor asked for monitoring", async () => {
    await scans.requestScan("nur-einmal.de", "visitor", db);
    await db.seoScan.deleteMany();
    await db.seoSite.update({ where: { domain: "nur-einmal.de" }, data: { lastScanAt: new Date(NOW.getTime() - 48 * HOUR) } });
    expect((await db.seoSite.findUniqueOrThrow({ where: { domain: "nur-einmal.de" } })).monitored).toBe(false);
    expect((await scans.rescanDueSites(NOW)).queued).toEqual([]);
  });

  it("back a site off after failed rescans, doubling the wait", async () => {
    await db.seoSite.create({ data: { domain: "zeitweise-weg.de", monitored: true, lastScanAt: new Date(NOW.getTime() - 25 * HOUR) } });
    const [first] = (await scans.rescanDueSites(NOW)).queued;
    expect(first).toBe("zeitweise-weg.de");
    const scan = await db.seoScan.findFirstOrThrow({ where: { status: "queued" } });
    await scans.failScan(db, scan.id, { code: "outbound.timeout" }, undefined, NOW);
    const site = await db.seoSite.findUniqueOrThrow({ where: { domain: "zeitweise-weg.de" } });
    expect(site).toMatchObject({ failedScans: 1, rescanNotBefore: new Date(NOW.getTime() + 24 * HOUR) });
    expect((await scans.rescanDueSites(new Date(NOW.getTime() + 23 * HOUR))).queued).toEqual([]);
    expect((await scans.rescanDueSites(new Date(NOW.getTime() + 24 * HOUR))).queued).toEqual(["zeitweise-weg.de"]);
    const second = await db.seoScan.findFirstOrThrow({ where: { status: "queued" } });
    await scans.failScan(db, second.id, { code: "outbound.timeout" }, undefined, new Date(NOW.getTime() + 24 * HOUR));
    expect((await db.seoSite.findUniqueOrThrow({ where: { domain: "zeitweise-weg.de" } })).rescanNotBefore).toEqual(new Date(NOW.getTime() + 72 * HOUR));
  });
});
