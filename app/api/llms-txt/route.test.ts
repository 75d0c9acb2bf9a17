/**
 * POST /api/llms-txt on a fixture website served on 127.0.0.1: the draft comes back and
 * the use is counted as tool "llms_txt" in the statistics, without the URL; a refused
 * address gets 400 and counts nothing. The limits run on a real in-memory PGlite.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startFixtureSites, type FixtureSites } from "@/test/fixture-sites/server";
import { resetLimits } from "@/test/route-test-db";

const db = await vi.hoisted(async () => (await import("@/test/route-test-db")).routeTestDb());
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(db) }));

let sites: FixtureSites;
beforeAll(async () => {
  sites = await startFixtureSites();
});
afterAll(() => sites.close());
afterEach(async () => {
  await resetLimits();
  db.usageEvent.create.mockClear();
  vi.unstubAllEnvs();
});

async function post(body: unknown, env: Record<string, string> = {}): Promise<Response> {
  for (const [key, value] of Object.entries({ OUTBOUND_ALLOW_PRIVATE: "1", TRUSTED_PROXY_COUNT: "1", COUNTRY_HEADER: "cf-ipcountry", DATABASE_URL: "", ...env })) vi.stubEnv(key, value);
  vi.resetModules();
  const { POST } = await import("./route");
  return POST(
    new Request("http://localhost/api/llms-txt", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.7", "cf-ipcountry": "CH" },
      body: JSON.stringify(body),
    }),
  );
}

describe("POST /api/llms-txt", () => {
  it("drafts the llms.txt and records the use as llms_txt without the URL", async () => {
    const response = await post({ url: `${sites.urls.good}/` });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { text: string };
    expect(body.text).toMatch(/^# /);
    await vi.waitFor(() => expect(db.usageEvent.create).toHaveBeenCalledTimes(1));
    const row = db.usageEvent.create.mock.calls[0]![0].data;
    expect(row).toMatchObject({ tool: "llms_txt", country: "CH", ipAnonymized: "203.0.113.0" });
    expect(JSON.stringify(row)).not.toContain("127.0.0.1");
  });

  it("refuses an address the fetcher may not reach with 400 and records nothing", async () => {
    const response = await post({ url: `${sites.urls.good}/` }, { OUTBOUND_ALLOW_PRIVATE: "" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toContain("internen oder privaten Netz");
    expect(db.usageEvent.create).not.toHaveBeenCalled();
  });
});
