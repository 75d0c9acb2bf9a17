/**
 * The shared limits (rate-limiter-flexible's Prisma store) on PGlite and PostgreSQL;
 * on PostgreSQL also as two app instances: two module copies, each with its own Prisma
 * client and connection pool, counting against one table.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import type { PrismaClient } from "@/generated/prisma/client";
import { openPostgres, testDatabases, testPostgresUrl } from "@/test/test-db";

type Limits = typeof import("./limits");

/** A fresh copy of lib/limits on `db`, as another app instance would have it. */
async function limitsOn(db: PrismaClient, env: Record<string, string> = {}): Promise<Limits> {
  freshModulesWithEnv(env);
  vi.doMock("@/lib/db", () => ({ getDb: async () => db }));
  return import("./limits");
}

describe.each(testDatabases())("limits on $name", (database) => {
  let db: PrismaClient;
  let close: () => Promise<void>;
  let limits: Limits;
  beforeAll(async () => {
    ({ db, close } = await database.open());
  }, 60_000);
  beforeEach(async () => {
    limits = await limitsOn(db, { LIVE_TEST_RATE_LIMIT_PER_HOUR: "4", CHECKER_RATE_LIMIT_PER_HOUR: "0" });
    await limits.resetLimits();
  });
  afterEach(() => vi.unstubAllEnvs());
  afterAll(async () => {
    await db.rateLimiterFlexible.deleteMany();
    await close();
  });

  it("allows exactly the limit per key and window, also for requests at the same moment", async () => {
    const verdicts = await Promise.all(Array.from({ length: 12 }, () => limits.consumeLimit("liveTest", "client-a")));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
    const refused = verdicts.find((v) => !v.allowed)!;
    expect(refused).toMatchObject({ limit: 4 });
    expect(refused.retryAfterSeconds).toBeGreaterThan(3500);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(3600);
    // Another key, and another limit, count on their own.
    expect((await limits.consumeLimit("liveTest", "client-b")).allowed).toBe(true);
    expect((await limits.consumeLimit("seoScan", "client-a")).allowed).toBe(true);
  });

  it("answers 429 with Retry-After and a German message, keyed by a digest of the address", async () => {
    for (let i = 0; i < 4; i++) await limits.enforceLimit("liveTest", "203.0.113.9");
    const error = await limits.enforceLimit("liveTest", "203.0.113.9").catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 429, code: "limit.exceeded", params: { name: "liveTest", limit: "4", window: "hour", retryUnit: "minutes", retryCount: 60 } });
    const { apiErrorText } = await import("@/lib/api/errors");
    const { code, params } = error as { code: string; params: Record<string, string | number> };
    expect(apiErrorText(code, params)).toBe("Sie haben das Limit von 4 Live-Tests pro Stunde erreicht. Bitte versuchen Sie es in 60 Minuten erneut.");
    expect(Number((error as { headers: Record<string, string> }).headers["Retry-After"])).toBeGreaterThan(3500);
    const keys = (await db.rateLimiterFlexible.findMany()).map((r) => r.key);
    expect(keys).toEqual([`liveTest:${limits.clientKey("203.0.113.9")}`]);
    expect(keys.join()).not.toContain("203.0.113");
  });

  it("counts nothing for a limit set to 0", async () => {
    for (let i = 0; i < 50; i++) await limits.enforceLimit("checker", "203.0.113.9");
    expect(await db.rateLimiterFlexible.count()).toBe(0);
  });

  it("forgets a key on reset, and expired windows on cleanup", async () => {
    for (let i = 0; i < 5; i++) await limits.consumeLimit("adminLogin", "client-c");
    expect((await limits.consumeLimit("adminLogin", "client-c")).allowed).toBe(false);
    await limits.resetLimit("adminLogin", "client-c");
    expect((await limits.consumeLimit("adminLogin", "client-c")).allowed).toBe(true);

    await limits.consumeLimit("liveTest", "client-d");
    expect(await limits.deleteExpiredLimits(new Date())).toBe(0);
    // An hour and a minute later both windows have ended and the rows are removed.
    expect(await limits.deleteExpiredLimits(new Date(Date.now() + 61 * 60_000))).toBe(2);
    expect(await db.rateLimiterFlexible.count()).toBe(0);
  });
});

const postgresUrl = testPostgresUrl();

describe.skipIf(!postgresUrl)("limits shared by two instances on PostgreSQL", () => {
  it("lets 4 of 12 live tests through from one client, whichever instance answers", async () => {
    const [a, b] = [openPostgres(postgresUrl!), openPostgres(postgresUrl!)];
    try {
      const env = { LIVE_TEST_RATE_LIMIT_PER_HOUR: "4" };
      const instanceA = await limitsOn(a.db, env);
      const instanceB = await limitsOn(b.db, env);
      await instanceA.resetLimits("liveTest");
      const verdicts = await Promise.all(Array.from({ length: 12 }, (_, i) => (i % 2 ? instanceA : instanceB).consumeLimit("liveTest", "shared-client")));
      expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
      await instanceA.resetLimits("liveTest");
    } finally {
      vi.unstubAllEnvs();
      await a.close();
      await b.close();
    }
  });
});
