import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { testDatabases, type OpenTestDatabase } from "@/test/test-db";
import { resetLimits } from "@/lib/limits/limits";
import { hashPassword, MIN_SCRYPT_PARAMS } from "./password";

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

const PASSWORD = "ein-langes-admin-passwort";

async function load(env: Record<string, string>) {
  freshModulesWithEnv(env);
  return import("./options");
}

const from = (ip: string) => new Headers({ "x-forwarded-for": ip });
/** No delay after a failed attempt: the tests count the delays instead of waiting them out. */
const noWait = async () => {};

describe.each(testDatabases())("authorizeAdmin on $name", (testDatabase) => {
  let hash: string;
  let database: OpenTestDatabase;
  beforeAll(async () => {
    database = await testDatabase.open();
    state.db = database.db;
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    hash ??= await hashPassword(PASSWORD, MIN_SCRYPT_PARAMS);
    await resetLimits();
  });
  afterEach(() => vi.unstubAllEnvs());

  it("signs in the configured admin and nobody else", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("203.0.113.1"), noWait)).toEqual({ id: "admin", name: "inhaber" });
    expect(await authorizeAdmin({ username: "inhaber", password: "falsch" }, from("203.0.113.1"), noWait)).toBeNull();
    expect(await authorizeAdmin({ username: "admin", password: PASSWORD }, from("203.0.113.1"), noWait)).toBeNull();
    expect(await authorizeAdmin({ username: "", password: "" }, from("203.0.113.1"), noWait)).toBeNull();
    expect(await authorizeAdmin(undefined, from("203.0.113.1"), noWait)).toBeNull();
  }, 20_000);

  it("lets nobody in when no admin is configured", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "", ADMIN_PASSWORD_HASH: "" });
    expect(await authorizeAdmin({ username: "", password: "" }, from("203.0.113.2"), noWait)).toBeNull();
    expect(await authorizeAdmin({ username: "admin", password: "admin" }, from("203.0.113.2"), noWait)).toBeNull();
  });

  it("slows every failure and locks a client out after 5 failed attempts, also for the right password", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    const failureDelay = vi.fn(noWait);
    for (let i = 0; i < 5; i++) expect(await authorizeAdmin({ username: "inhaber", password: `rate-${i}` }, from("198.51.100.7"), failureDelay)).toBeNull();
    expect(failureDelay).toHaveBeenCalledTimes(5);
    await expect(authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.7"), noWait)).rejects.toThrow("admin.lockedOut?retryUnit=minutes&retryCount=15");
    // Another client is not affected.
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.8"), noWait)).not.toBeNull();
  }, 20_000);

  it("counts every attempt before checking the password, so parallel guesses cannot slip past, and a success clears the count", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    const guesses = await Promise.allSettled(Array.from({ length: 8 }, (_, i) => authorizeAdmin({ username: "inhaber", password: `guess-${i}` }, from("198.51.100.9"), noWait)));
    expect(guesses.filter((g) => g.status === "rejected")).toHaveLength(3);

    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.10"), noWait)).not.toBeNull();
    for (let i = 0; i < 4; i++) await authorizeAdmin({ username: "inhaber", password: "falsch" }, from("198.51.100.10"), noWait);
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.10"), noWait)).not.toBeNull();
    // The success cleared the four failures: five more attempts are allowed.
    for (let i = 0; i < 5; i++) expect(await authorizeAdmin({ username: "inhaber", password: "falsch" }, from("198.51.100.10"), noWait)).toBeNull();
  }, 30_000);

  it("locks the client when 20 wrong passwords arrive in parallel from it: at most 5 are checked, the right password is then refused there too", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    const guesses = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => authorizeAdmin({ username: "inhaber", password: `parallel-${i}` }, from("198.51.100.20"), noWait)));
    expect(guesses.filter((g) => g.status === "fulfilled")).toHaveLength(5);
    expect(guesses.filter((g) => g.status === "fulfilled" && g.value !== null)).toHaveLength(0);
    await expect(authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("198.51.100.20"), noWait)).rejects.toThrow(/^admin\.lockedOut\?/);
  }, 30_000);

  it("does not lock the real admin out after 35 wrong passwords from 7 addresses: the account only slows down, successes do not count", async () => {
    const { authorizeAdmin, accountDelayMs } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    for (let client = 0; client < 7; client++) {
      for (let i = 0; i < 5; i++) expect(await authorizeAdmin({ username: "inhaber", password: `falsch-${i}` }, from(`198.51.100.${50 + client}`), noWait)).toBeNull();
    }
    // From a fresh address the right password still works, after the account's delay.
    const sleep = vi.fn(noWait);
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("192.0.2.77"), sleep)).toEqual({ id: "admin", name: "inhaber" });
    expect(sleep).toHaveBeenCalledWith(10_000);
    // Successful logins do not count: ten of them change neither the client's nor the account's count.
    const { usedPoints, clientKey } = await import("@/lib/limits/limits");
    for (let i = 0; i < 10; i++) expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("192.0.2.78"), noWait)).not.toBeNull();
    expect(await usedPoints("adminLogin", clientKey("192.0.2.78"))).toBe(0);
    expect(await usedPoints("adminLoginPerUser", clientKey("inhaber"))).toBe(35);
    expect([accountDelayMs(0), accountDelayMs(4), accountDelayMs(5), accountDelayMs(6), accountDelayMs(35)]).toEqual([0, 0, 500, 1000, 10_000]);
  }, 60_000);

  it("counts an IPv6 client by its /64: new interface ids are the same locked-out client", async () => {
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0" });
    for (let i = 0; i < 5; i++) expect(await authorizeAdmin({ username: "inhaber", password: "falsch" }, from(`2001:db8:5:6::${i + 1}`), noWait)).toBeNull();
    await expect(authorizeAdmin({ username: "inhaber", password: "falsch" }, from("2001:db8:5:6:abcd::99"), noWait)).rejects.toThrow(/^admin\.lockedOut\?/);
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("2001:db8:5:7::1"), noWait)).not.toBeNull();
  }, 30_000);

  it("e-mails the operator once when the failures for a user name from all addresses pass the hourly cap", async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), "login-cap-"));
    const { authorizeAdmin } = await load({ ADMIN_USERNAME: "inhaber", ADMIN_PASSWORD_HASH: hash, TRUSTED_PROXY_COUNT: "0", SMTP_HOST: "", MAIL_OUTBOX_DIR: outbox, OWNER_EMAIL: "betreiber@example.org" });
    // 35 guesses, each from an address of its own (a botnet): every one is checked and refused.
    const spread = await Promise.allSettled(Array.from({ length: 35 }, (_, i) => authorizeAdmin({ username: "Inhaber", password: `botnet-${i}` }, from(`203.0.113.${i + 1}`), noWait)));
    expect(spread.every((g) => g.status === "fulfilled" && g.value === null)).toBe(true);
    const mails = readdirSync(outbox).map((f) => readFileSync(path.join(outbox, f), "utf8"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/^To: betreiber@example\.org$/m);
    expect(mails[0]).toMatch(/fehlgeschlagene Anmeldeversuche/);
    // The real admin still gets in.
    expect(await authorizeAdmin({ username: "inhaber", password: PASSWORD }, from("192.0.2.200"), noWait)).not.toBeNull();
  }, 60_000);
});
