/**
 * Database blips: a read whose connection the server kills is retried once on a fresh
 * one (PostgreSQL with TEST_DATABASE_URL: backends ended with pg_terminate_backend).
 */
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import { describe, expect, it } from "vitest";
import { PrismaClient } from "@/generated/prisma/client";
import { isConnectionDrop, retryOnceOnConnectionDrop, withReadRetry } from "./db-retry";
import { testPostgresUrl } from "@/test/test-db";

describe("isConnectionDrop", () => {
  it("recognises ended connections, not query errors", () => {
    const adapterError = (cause: object) => Object.assign(new Error("Raw query failed"), { code: "P2010", meta: { driverAdapterError: { name: "DriverAdapterError", cause } } });
    expect(isConnectionDrop(adapterError({ kind: "postgres", code: "57P01", originalCode: "57P01" }))).toBe(true);
    expect(isConnectionDrop(adapterError({ kind: "GenericJs", message: "Connection terminated unexpectedly" }))).toBe(true);
    expect(isConnectionDrop(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }))).toBe(true);
    expect(isConnectionDrop(Object.assign(new Error("Can't reach database server"), { code: "P1001" }))).toBe(true);
    expect(isConnectionDrop(adapterError({ kind: "postgres", code: "23505", originalCode: "23505" }))).toBe(false);
    expect(isConnectionDrop(new Error("Unique constraint failed"))).toBe(false);
    expect(isConnectionDrop(null)).toBe(false);
  });

  it("repeats an operation once after a dropped connection, never after other errors", async () => {
    let calls = 0;
    const drop = Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });
    expect(await retryOnceOnConnectionDrop(async () => (++calls === 1 ? Promise.reject(drop) : "ok"), 0)).toBe("ok");
    expect(calls).toBe(2);
    calls = 0;
    await expect(retryOnceOnConnectionDrop(async () => (++calls, Promise.reject(new Error("kaputt"))), 0)).rejects.toThrow("kaputt");
    expect(calls).toBe(1);
  });
});

const url = testPostgresUrl();

describe.skipIf(!url)("reads under killed connections on PostgreSQL", () => {
  it("answers every read while the server ends the client's connections", async () => {
    const name = `blip-${process.pid}`;
    const appUrl = `${url}${url!.includes("?") ? "&" : "?"}application_name=${name}`;
    const db = withReadRetry(new PrismaClient({ adapter: new PrismaPg({ connectionString: appUrl, max: 4 }) }));
    const admin = new pg.Client(url);
    await admin.connect();
    const kill = () => admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1", [name]);
    try {
      let killed = 0;
      for (let round = 0; round < 8; round++) {
        // Four reads in flight on the pool's connections, then all of them are ended.
        const reads = Array.from({ length: 4 }, () => db.seoSite.count());
        await Promise.all(reads);
        killed += (await kill()).rowCount ?? 0;
        const afterKill = await Promise.all([db.seoSite.findMany({ take: 1 }), db.usageEvent.count(), db.seoScan.count(), db.seoSite.count()]);
        expect(afterKill).toHaveLength(4);
      }
      expect(killed).toBeGreaterThanOrEqual(8);
    } finally {
      await admin.end();
      await db.$disconnect();
    }
  });
});
