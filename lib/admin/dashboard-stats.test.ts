import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { testDatabases } from "@/test/test-db";
import { getDashboardStats } from "./dashboard-stats";

// 12:00 in Berlin on 20 November; 23:30 UTC the day before is already 00:30 on the 20th there.
const NOW = new Date("2026-11-20T11:00:00Z");

describe.each(testDatabases())("getDashboardStats on $name", (database) => {
  let db: PrismaClient;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
    await db.usageEvent.deleteMany();
    const at = (iso: string) => new Date(iso);
    await db.usageEvent.createMany({
      data: [
        { tool: "checker", createdAt: at("2026-11-20T10:00:00Z"), country: "DE", ipAnonymized: "203.0.113.0" },
        { tool: "checker", createdAt: at("2026-11-19T23:30:00Z"), country: "DE", ipAnonymized: "203.0.113.0" },
        { tool: "search", createdAt: at("2026-11-19T12:00:00Z"), country: "AT", ipAnonymized: "2001:db8:1::" },
        { tool: "schema", createdAt: at("2026-11-18T09:00:00Z"), country: null, ipAnonymized: null },
        { tool: "checker", createdAt: at("2026-11-01T09:00:00Z"), country: "CH", ipAnonymized: "198.51.100.0" },
        // Older than 30 days: counted in the total, not in the daily series.
        { tool: "meta", createdAt: at("2026-09-01T09:00:00Z"), country: "DE", ipAnonymized: "192.0.2.0" },
        ...Array.from({ length: 8 }, (_, i) => ({ tool: "robots" as const, createdAt: at(`2026-10-2${i}T08:00:00Z`), country: "DE", ipAnonymized: "192.0.2.0" })),
      ],
    });
  });
  afterAll(async () => {
    await db.usageEvent.deleteMany();
    await close();
  });

  it("counts the total, today (Berlin time) and 30 days newest first", async () => {
    const stats = await getDashboardStats(db, NOW);
    expect(stats.totalUsage).toBe(14);
    expect(stats.dailyUsage).toHaveLength(30);
    expect(stats.dailyUsage[0]).toEqual({ date: "2026-11-20", count: 2 });
    expect(stats.dailyUsage[1]).toEqual({ date: "2026-11-19", count: 1 });
    expect(stats.dailyUsage[2]).toEqual({ date: "2026-11-18", count: 1 });
    expect(stats.dailyUsage.at(-1)!.date).toBe("2026-10-22");
    // 20, 19, 18 and 1 November, plus the robots uses of 22–27 October (20 and 21 October are too old).
    expect(stats.dailyUsage.reduce((s, d) => s + d.count, 0)).toBe(2 + 1 + 1 + 1 + 6);
  });

  it("shares per tool with German labels and per country with German names", async () => {
    const stats = await getDashboardStats(db, NOW);
    expect(stats.usageByTool[0]).toEqual({ tool: "robots", label: "Robots.txt Generator", count: 8, percentage: 57.1 });
    expect(stats.usageByTool.find((t) => t.tool === "checker")).toEqual({ tool: "checker", label: "KI-Ready Checker", count: 3, percentage: 21.4 });
    expect(stats.activeTools).toBe(5);
    expect(stats.topCountries[0]).toEqual({ country: "DE", name: "Deutschland", count: 11, percentage: 84.6 });
    expect(stats.topCountries.map((c) => c.name)).toEqual(["Deutschland", "Österreich", "Schweiz"]);
  });

  it("lists the last 10 uses, newest first, with anonymised IPs only", async () => {
    const stats = await getDashboardStats(db, NOW);
    expect(stats.recentUsage).toHaveLength(10);
    expect(stats.recentUsage[0]).toEqual({ toolType: "checker", label: "KI-Ready Checker", timestamp: "2026-11-20T10:00:00.000Z", ipAddress: "203.0.113.0" });
    expect(stats.recentUsage[3]).toMatchObject({ toolType: "schema", ipAddress: null });
  });

  // A fresh in-memory PGlite is empty; the PostgreSQL test database holds the rows above.
  it.skipIf(database.name !== "PGlite")("answers zeros for an empty table", async () => {
    const { db: empty, close: closeEmpty } = await database.open();
    try {
      const stats = await getDashboardStats(empty, NOW);
      expect(stats).toMatchObject({ totalUsage: 0, usageByTool: [], topCountries: [], recentUsage: [], activeTools: 0 });
      expect(stats.dailyUsage.every((d) => d.count === 0)).toBe(true);
    } finally {
      await closeEmpty();
    }
  });
});
