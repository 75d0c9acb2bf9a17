import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testDatabases } from "@/test/test-db";
import type { PrismaClient } from "@/generated/prisma/client";
import { recordUsage, recordUsageSafely } from "./record-usage";

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
    // @ts-expect-error: the tool key is outside spec section 3
    await expect(recordUsage(db, { tool: "unknown" })).rejects.toThrow();
    expect(await db.usageEvent.count()).toBe(0);
  });

  it("never throws from recordUsageSafely, even when the database fails", async () => {
    const broken = Promise.resolve({ usageEvent: { create: () => Promise.reject(new Error("down")) } } as unknown as PrismaClient);
    await expect(recordUsageSafely(broken, { tool: "search" })).resolves.toBeUndefined();
  });
});
