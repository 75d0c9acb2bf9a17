/**
 * Admin sessions are checked on the server: the session JWT carries the id of a row in
 * admin_sessions, and signing out revokes it, so the same JWT is no session afterwards.
 * Runs next-auth's callbacks of the app's configuration on PGlite.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { openPglite, type OpenTestDatabase } from "@/test/test-db";

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

let database: OpenTestDatabase;
beforeAll(async () => {
  database = await openPglite();
  state.db = database.db;
}, 180_000);
afterAll(async () => {
  vi.unstubAllEnvs();
  await database.close();
});

async function options() {
  freshModulesWithEnv({ SESSION_SECRET: "s".repeat(32), DATABASE_URL: "" });
  return (await import("./options")).authOptions();
}

const user = { id: "admin", name: "inhaber" };
const session = (): Session => ({ user: { name: "inhaber" }, expires: "2026-11-29T20:00:00.000Z" });

describe("admin sessions", () => {
  it("end on the server when the admin signs out: the same JWT no longer reads as a session", async () => {
    const { callbacks, events } = await options();
    const token = (await callbacks!.jwt!({ token: { name: "inhaber" }, user, account: null } as never)) as JWT;
    expect(token.sid).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await callbacks!.session!({ session: session(), token } as never)).user?.name).toBe("inhaber");
    // A later request with the same JWT (no user): the token is kept as it is.
    expect(await callbacks!.jwt!({ token, account: null } as never)).toEqual(token);

    await events!.signOut!({ token, session: session() } as never);
    expect((await callbacks!.session!({ session: session(), token } as never)).user).toBeUndefined();
    expect(await database.db.adminSession.count({ where: { id: token.sid as string, revokedAt: { not: null } } })).toBe(1);
  });

  it("refuse a JWT without a known session id (forged from an old key, issued before sessions were stored)", async () => {
    const { callbacks } = await options();
    expect((await callbacks!.session!({ session: session(), token: { name: "inhaber" } } as never)).user).toBeUndefined();
    expect((await callbacks!.session!({ session: session(), token: { name: "inhaber", sid: "erfunden" } } as never)).user).toBeUndefined();
  });
});
