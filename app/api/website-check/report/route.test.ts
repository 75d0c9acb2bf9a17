/**
 * POST /api/website-check/report: a valid check result comes back as a PDF attachment;
 * a client over its hourly limit of reports gets 429 with a German message and no PDF.
 * The limits run on a real in-memory PGlite.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { analyzeSite } from "@/lib/readiness/analyze";
import { page, snapshotFor } from "@/test/readiness-helpers";
import { resetLimits } from "@/test/route-test-db";
import { renderCheckResult } from "@/lib/readiness/finding-text";

const db = await vi.hoisted(async () => (await import("@/test/route-test-db")).routeTestDb());
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(db) }));

const CLIENT_IP = "203.0.113.41";
afterEach(async () => {
  await resetLimits();
  vi.unstubAllEnvs();
});

async function loadRoute() {
  vi.stubEnv("TRUSTED_PROXY_COUNT", "1");
  vi.stubEnv("DATABASE_URL", "");
  vi.resetModules();
  return (await import("./route")).POST;
}

function post(body: unknown): Request {
  return new Request("http://localhost/api/website-check/report", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": CLIENT_IP },
    body: JSON.stringify(body),
  });
}

const result = JSON.parse(JSON.stringify(renderCheckResult(analyzeSite(snapshotFor(page("<h1>Bäckerei Müller</h1>")), new Date("2026-11-24T12:00:00Z")))));

describe("POST /api/website-check/report", () => {
  it("answers a PDF attachment for a valid result", async () => {
    const response = await (await loadRoute())(post({ result }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename=".+\.pdf"$/);
    expect(new TextDecoder().decode((await response.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
  });

  it("refuses a client over its hourly limit with 429, Retry-After and a German message", async () => {
    const POST = await loadRoute();
    const { consumeLimit, clientKey, LIMITS } = await import("@/lib/limits/limits");
    const limit = LIMITS.checkReport.points();
    await consumeLimit("checkReport", clientKey(CLIENT_IP), limit);
    const response = await POST(post({ result }));
    expect(response.status).toBe(429);
    expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await response.json()).error).toMatch(/PDF-Berichte/);
  });

  it("refuses a body that is not a check result with 400 and counts nothing", async () => {
    const response = await (await loadRoute())(post({ result: { overallScore: "viel" } }));
    expect(response.status).toBe(400);
    const { usedPoints, clientKey } = await import("@/lib/limits/limits");
    expect(await usedPoints("checkReport", clientKey(CLIENT_IP))).toBe(0);
  });
});
