/**
 * GET /api/admin/dashboard checks the admin session itself (not only middleware.ts):
 * without a session 401, with one the statistics from the database.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import { testDatabases } from "@/test/test-db";

const state = vi.hoisted(() => ({ session: null as unknown, db: null as unknown }));
vi.mock("next-auth", () => ({ getServerSession: async () => state.session }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

const [pglite] = testDatabases();
let db: PrismaClient;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await pglite!.open());
  state.db = db;
  await db.usageEvent.createMany({ data: [{ tool: "checker", country: "DE", ipAnonymized: "203.0.113.0" }, { tool: "search", country: "AT" }] });
});
afterAll(() => close());

describe("GET /api/admin/dashboard", () => {
  it("answers 401 without an admin session", async () => {
    state.session = null;
    const { GET } = await import("./route");
    const response = await GET();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Bitte melden Sie sich als Administrator an.", code: "admin.signInRequired" });
    state.session = { user: {} };
    expect((await GET()).status).toBe(401);
  });

  it("answers the statistics with a session", async () => {
    state.session = { user: { name: "admin" }, expires: "2099-01-01" };
    const { GET } = await import("./route");
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toContain("no-store");
    const stats = (await response.json()) as { totalUsage: number; usageByTool: { tool: string; percentage: number }[]; recentUsage: unknown[] };
    expect(stats.totalUsage).toBe(2);
    expect(stats.usageByTool.map((t) => [t.tool, t.percentage]).sort()).toEqual([["checker", 50], ["search", 50]]);
    expect(stats.recentUsage).toHaveLength(2);
  });
});
