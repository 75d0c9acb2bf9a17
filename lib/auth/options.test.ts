import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hashPassword } from "./password";

const PASSWORD = "ein-langes-admin-passwort";

async function load(env: Record<string, string>) {
  vi.resetModules();
  delete (globalThis as { adminLoginFailures?: unknown }).adminLoginFailures;
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return import("./options");
}

const from = (ip: string) => new Headers({ "x-forwarded-for": ip });

describe("authorizeAdmin", () => {
  let hash: string;
  beforeEach(async () => {
    hash ??= await hashPassword(PASSWORD);
  });
  afterEach(() => vi.unstubAllEnvs());

  it("signs in the configured admin and nobody else", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("203.0.113.1"))).toEqual({ id: "admin", name: "inhaber" });
    expect(await authorizeAdmin({ username: "inhaber", password: "falsch" }, from("203.0.113.1"))).toBeNull();
    expect(await authorizeAdmin({ username: "admin", password: PASSWORD }, from("203.0.113.1"))).toBeNull();
    expect(await authorizeAdmin({ username: "", password: "" }, from("203.0.113.1"))).toBeNull();
    expect(await authorizeAdmin(undefined, from("203.0.113.1"))).toBeNull();
  }, 20_000);

  it("lets nobody in when no admin is configured", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "", ADMIN_PASSWORD_HASH: "" });
    expect(await authorizeAdmin({ username: "", password: "" }, from("203.0.113.2"))).toBeNull();
    expect(await authorizeAdmin({ username: "admin", password: "admin" }, from("203.0.113.2"))).toBeNull();
  });

  it("slows every failure and locks a client out after 5 failures, also for the right password", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect(await authorizeAdmin({ username: "inhaber", password: `rate-${i}` }, from("198.51.100.7"))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 * 700);
    await expect(authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.7"))).rejects.toThrow(/Zu viele fehlgeschlagene Anmeldungen\. Bitte versuchen Sie es in 15 Minuten erneut\./);
    // Another client is not affected.
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.8"))).not.toBeNull();
  }, 20_000);
});
