/**
 * next-auth's credentials callback behind the shared wrapper: a body it cannot read is a
 * 400 with a German message (next-auth itself throws, a 500 with English text).
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";

afterEach(() => vi.unstubAllEnvs());

async function loadRoute() {
  freshModulesWithEnv({ DATABASE_URL: "", SESSION_SECRET: "x".repeat(32) });
  return (await import("./route")).POST;
}

const context = { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) };

describe("POST /api/auth/callback/credentials", () => {
  it("answers malformed JSON with 400 and a German message", async () => {
    const POST = await loadRoute();
    const request = new Request("http://localhost/api/auth/callback/credentials", { method: "POST", headers: { "content-type": "application/json" }, body: '{"username": "admin", "password": ' });
    const response = await POST(request, context);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "request.invalidJson", error: "Die Anfrage ist kein gültiges JSON." });
  });

  it("answers a body over 64 KB with 413", async () => {
    const POST = await loadRoute();
    const request = new Request("http://localhost/api/auth/callback/credentials", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: `username=a&password=${"x".repeat(70_000)}` });
    expect((await POST(request, context)).status).toBe(413);
  });
});
