/**
 * A scan of a target the SSRF guard refuses is answered at once with 400, like the
 * checker, and nothing is queued or stored as a monitored site.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openPglite, type OpenTestDatabase } from "@/test/test-db";

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

describe("POST /api/seo/scan with a refused target", () => {
  let database: OpenTestDatabase;
  let scan: typeof import("@/app/api/seo/scan/route").POST;
  beforeAll(async () => {
    database = await openPglite();
    state.db = database.db;
    vi.stubEnv("OUTBOUND_ALLOW_PRIVATE", "0");
    vi.stubEnv("SEO_SCAN_RATE_LIMIT_PER_HOUR", "10");
    scan = (await import("@/app/api/seo/scan/route")).POST;
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await database.close();
  });

  it.each(["127.0.0.1:8080", "http://[::1]/", "169.254.169.254", "localhost", "http://10.0.0.1/intern"])("answers 400 for %s and queues and stores nothing", async (targetDomain) => {
    const response = await scan(new Request("http://localhost/api/seo/scan", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ targetDomain }) }));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/gehört zu einem internen oder privaten Netz und wird aus Sicherheitsgründen nicht abgerufen\./);
    expect(await database.db.seoScan.count()).toBe(0);
    expect(await database.db.seoSite.count()).toBe(0);
    // Refused before the limit counts: a visitor's typo costs no scan of the hour.
    expect(await database.db.rateLimiterFlexible.count()).toBe(0);
  });
});
