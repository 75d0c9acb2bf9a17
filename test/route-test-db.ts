import { afterAll, beforeAll, vi } from "vitest";
import { openPglite, type OpenTestDatabase } from "./test-db";

/**
 * The database of a route test that only counts and limits: usage events are caught by
 * a spy, the shared limits (lib/limits) run on a real in-memory PGlite, opened before
 * the file's tests and closed after them. Create it in `vi.hoisted` so `vi.mock` can
 * hand it out:
 *
 *   const db = await vi.hoisted(async () => (await import("@/test/route-test-db")).routeTestDb());
 *   vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(db) }));
 */
export function routeTestDb() {
  const db = { usageEvent: { create: vi.fn(async (_args: { data: Record<string, unknown> }) => ({})) }, rateLimiterFlexible: null as unknown };
  let limitsDb: OpenTestDatabase;
  beforeAll(async () => {
    limitsDb = await openPglite();
    db.rateLimiterFlexible = limitsDb.db.rateLimiterFlexible;
  });
  afterAll(() => limitsDb.close());
  return db;
}

/** Forgets every count of the shared limits, in the lib/limits instance the test imported last. */
export async function resetLimits(): Promise<void> {
  await (await import("@/lib/limits/limits")).resetLimits();
}
