import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { openPglite, type OpenTestDatabase } from "@/test/test-db";
import { hashPassword, MIN_SCRYPT_PARAMS } from "./password";

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

const PASSWORD = "ein-langes-admin-passwort";

async function load(env: Record<string, string>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) vi.stubEnv(k, v);
  return import("./options");
}

const from = (ip: string) => new Headers({ "x-forwarded-for": ip });

describe("authorizeAdmin", () => {
  let hash: string;
  let database: OpenTestDatabase;
  beforeAll(async () => {
    database = await openPglite();
    state.db = database.db;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    hash ??= await hashPassword(PASSWORD, MIN_SCRYPT_PARAMS);
    await database.db.rateLimiterFlexible.deleteMany();
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

  it("slows every failure and locks a client out after 5 failed attempts, also for the right password", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    const started = Date.now();
    for (let i = 0; i < 5; i++) expect(await authorizeAdmin({ username: "inhaber", password: `rate-${i}` }, from("198.51.100.7"))).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(5 * 700);
    await expect(authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.7"))).rejects.toThrow(/Zu viele fehlgeschlagene Anmeldungen\. Bitte versuchen Sie es in 15 Minuten erneut\./);
    // Another client is not affected.
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.8"))).not.toBeNull();
  }, 20_000);

  it("counts every attempt before checking the password, so parallel guesses cannot slip past, and a success clears the count", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    const guesses = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => authorizeAdmin({ username: "inhaber", password: `guess-${i}` }, from("198.51.100.9"), 0)));
    expect(guesses.filter((g) => g.status === "rejected")).toHaveLength(3);

    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.10"), 0)).not.toBeNull();
    for (let i = 0; i < 4; i++) await authorizeAdmin({ username: "inhaber", password: "falsch" }, from("198.51.100.10"), 0);
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.10"), 0)).not.toBeNull();
    // The success cleared the four failures: five more attempts are allowed.
    for (let i = 0; i < 5; i++) expect(await authorizeAdmin({ username: "inhaber", password: "falsch" }, from("198.51.100.10"), 0)).toBeNull();
  }, 30_000);
});
