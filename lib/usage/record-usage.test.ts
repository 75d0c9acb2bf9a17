import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "@/test/test-db";
import type { PrismaClient } from "@/generated/prisma/client";
import { flushPendingUsage, pendingUsageCount, recordUsage, recordUsageSafely } from "./record-usage";

describe.each(testDatabases())("recordUsage on $name", (database) => {
  let db: PrismaClient;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await database.open());
  }, 60_000);
  afterAll(async () => close?.());
  beforeEach(async () => {
    await db.usageEvent.deleteMany();
  });

  it("stores tool, time, country and an anonymised IPv4 address", async () => {
    const at = new Date("2026-11-21T10:15:00.000Z");
    await recordUsage(db, { tool: "search", ip: "203.0.113.57", country: "de", at });
    const rows = await db.usageEvent.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ tool: "search", country: "DE", ipAnonymized: "203.0.113.0", createdAt: at });
  });

  it("cuts IPv6 addresses to /48 and ignores an invalid country", async () => {
    await recordUsage(db, { tool: "checker", ip: "2001:db8:abcd:12:1:2:3:4", country: "Deutschland" });
    const row = await db.usageEvent.findFirstOrThrow();
    expect(row.ipAnonymized).toBe("2001:db8:abcd::");
    expect(row.country).toBeNull();
  });

  it("keeps no column that could hold what the visitor typed", async () => {
    await recordUsage(db, { tool: "meta" });
    const row = await db.usageEvent.findFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(["country", "createdAt", "id", "ipAnonymized", "tool"]);
    expect(row.ipAnonymized).toBeNull();
  });

  it("rejects an unknown tool key and writes nothing", async () => {
    // @ts-expect-error: "unknown" is no tool key
    await expect(recordUsage(db, { tool: "unknown" })).rejects.toThrow();
    expect(await db.usageEvent.count()).toBe(0);
  });

  it("never throws from recordUsageSafely, even when the database fails", async () => {
    const broken = Promise.resolve({ usageEvent: { create: () => Promise.reject(new Error("down")) } } as unknown as PrismaClient);
    await expect(recordUsageSafely(broken, { tool: "search" })).resolves.toBeUndefined();
    // Not a connection problem: nothing to keep for later.
    expect(pendingUsageCount()).toBe(0);
  });

  it("loses no event while the database is unreachable: retried once, then kept and written with the next success", async () => {
    let attempts = 0;
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const unreachable = Promise.resolve({ usageEvent: { create: () => (attempts++, Promise.reject(down)) } } as unknown as PrismaClient);
    await recordUsageSafely(unreachable, { tool: "search", ip: "203.0.113.5" });
    await recordUsageSafely(unreachable, { tool: "checker" });
    expect(attempts).toBe(4);
    expect(pendingUsageCount()).toBe(2);
    expect(await db.usageEvent.count()).toBe(0);

    // The database is back: the next event writes the two kept ones too.
    await recordUsageSafely(Promise.resolve(db), { tool: "meta" });
    expect(pendingUsageCount()).toBe(0);
    expect((await db.usageEvent.findMany({ orderBy: { id: "asc" } })).map((e) => [e.tool, e.ipAnonymized])).toEqual([
      ["meta", null],
      ["search", "203.0.113.0"],
      ["checker", null],
    ]);
    expect(await flushPendingUsage(db)).toBe(0);
  });
});
