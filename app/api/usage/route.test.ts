/**
 * Tests of POST /api/usage: the real route, validation and rate limiter; only the
 * database is replaced.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetLimits } from "@/test/route-test-db";

const db = await vi.hoisted(async () => (await import("@/test/route-test-db")).routeTestDb());
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(db) }));

const CLIENT_IP = "203.0.113.99";

afterEach(async () => {
  vi.unstubAllEnvs();
  await resetLimits();
  db.usageEvent.create.mockClear();
});

/** The route's usage writes, of the module instance loadRoute imported last. */
let usageWritesSettled: () => Promise<void>;

async function loadRoute() {
  const env: Record<string, string> = { TRUSTED_PROXY_COUNT: "1", COUNTRY_HEADER: "cf-ipcountry", DATABASE_URL: "" };
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  vi.resetModules();
  const { POST } = await import("./route");
  ({ usageWritesSettled } = await import("@/lib/usage/record-usage"));
  return POST;
}

function post(body: unknown, ip = CLIENT_IP, headers: Record<string, string> = { "content-type": "application/json" }): Request {
  return new Request("http://localhost/api/usage", {
    method: "POST",
    headers: { ...headers, "x-forwarded-for": ip, "cf-ipcountry": "AT" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

async function errorOf(res: Response): Promise<string> {
  return ((await res.json()) as { error: string }).error;
}

describe("POST /api/usage", () => {
  it("answers 204 to {tool: 'schema'} and records one event with an anonymised IP", async () => {
    const POST = await loadRoute();
    const res = await POST(post({ tool: "schema" }));
    expect(res.status).toBe(204);
    expect(await res.text()).toBe("");
    await usageWritesSettled();
    expect(db.usageEvent.create).toHaveBeenCalledTimes(1);
    const data = db.usageEvent.create.mock.calls[0]![0].data;
    expect(data).toEqual({ tool: "schema", country: "AT", ipAnonymized: "203.0.113.0", createdAt: expect.any(Date) });
    expect(JSON.stringify(data)).not.toContain(CLIENT_IP);
  });

  it.each(["meta", "robots", "sitemap"])("accepts tool %s", async (tool) => {
    const POST = await loadRoute();
    expect((await POST(post({ tool }))).status).toBe(204);
    await usageWritesSettled();
    expect(db.usageEvent.create).toHaveBeenCalledTimes(1);
    expect(db.usageEvent.create.mock.calls[0]![0].data).toMatchObject({ tool });
  });

  it("cuts an IPv6 address to /48", async () => {
    const POST = await loadRoute();
    expect((await POST(post({ tool: "meta" }, "2001:db8:1:2::5"))).status).toBe(204);
    await usageWritesSettled();
    expect(db.usageEvent.create).toHaveBeenCalledTimes(1);
    expect(db.usageEvent.create.mock.calls[0]![0].data).toMatchObject({ ipAnonymized: "2001:db8:1::" });
  });

  it("refuses a body without the JSON content type (the site's beacon sends it as application/json; a foreign form cannot)", async () => {
    const POST = await loadRoute();
    expect((await POST(post({ tool: "robots" }, CLIENT_IP, {}))).status).toBe(415);
    expect(db.usageEvent.create).not.toHaveBeenCalled();
  });

  it.each<[string, unknown, string]>([
    ["a server-side tool", { tool: "search" }, "Unbekanntes Tool."],
    ["the checker", { tool: "checker" }, "Unbekanntes Tool."],
    ["an unknown tool", { tool: "x" }, "Unbekanntes Tool."],
    ["a tool of the wrong case", { tool: "Schema" }, "Unbekanntes Tool."],
    ["no tool", {}, "Unbekanntes Tool."],
    ["a number", { tool: 1 }, "Unbekanntes Tool."],
    ["invalid JSON", "{tool:", "Die Anfrage ist kein gültiges JSON."],
    ["an empty body", "", "Die Anfrage ist kein gültiges JSON."],
  ])("answers 400 with a German message and records nothing for %s", async (_label, body, message) => {
    const POST = await loadRoute();
    const res = await POST(post(body));
    expect(res.status).toBe(400);
    const json = (await res.clone().json()) as { code: string; field?: string };
    expect([json.code, json.field]).toEqual(message === "Unbekanntes Tool." ? ["usage.unknownTool", "tool"] : ["request.invalidJson", undefined]);
    expect(await errorOf(res)).toBe(message);
    await usageWritesSettled();
    expect(db.usageEvent.create).not.toHaveBeenCalled();
  });

  it("answers 429 on the 301st report of a client within the hour, with Retry-After", async () => {
    const POST = await loadRoute();
    for (let i = 1; i <= 300; i++) {
      const res = await POST(post({ tool: "sitemap" }));
      expect(res.status, `request ${i}`).toBe(204);
    }
    await usageWritesSettled();
    expect(db.usageEvent.create).toHaveBeenCalledTimes(300);

    const limited = await POST(post({ tool: "sitemap" }));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await errorOf(limited)).toBe("Sie haben das Limit von 300 Nutzungsmeldungen pro Stunde erreicht. Bitte versuchen Sie es in 60 Minuten erneut.");
    await usageWritesSettled();
    expect(db.usageEvent.create).toHaveBeenCalledTimes(300);

    // Another client is not affected.
    expect((await POST(post({ tool: "sitemap" }, "198.51.100.7"))).status).toBe(204);
  });

  it("does not count refused requests against the limit", async () => {
    const POST = await loadRoute();
    for (let i = 0; i < 5; i++) expect((await POST(post({ tool: "x" }))).status).toBe(400);
    for (let i = 1; i <= 300; i++) expect((await POST(post({ tool: "meta" }))).status, `request ${i}`).toBe(204);
    expect((await POST(post({ tool: "meta" }))).status).toBe(429);
  });
});
