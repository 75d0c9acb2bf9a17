/**
 * Multi-write steps of the opt-ins are atomic (PGlite and, with TEST_DATABASE_URL,
 * PostgreSQL): a database fault in the middle of a sign-up or a confirmation leaves
 * both writes or neither, and the visitor's retry succeeds. The fault is a write that
 * fails with the error of a killed connection (57P01), injected with a Prisma query
 * extension on the one model whose write should fail.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import type { MailMessage } from "@/lib/mail/send-mail";
import { requestMonitor } from "@/lib/monitor/monitors";
import { monitorRequestSchema } from "@/lib/monitor/request";
import { testDatabases } from "@/test/test-db";
import { confirmEmailLink } from "./confirm-link";

const state = vi.hoisted(() => ({ db: null as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));
vi.mock("@/lib/monitor/jobs", () => ({ queueMonitorRun: async () => true }));

const killed = () => Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" });

/** `db` whose writes of `model` (create/update/updateMany) fail as on a killed connection. */
function failingWrites(db: PrismaClient, model: "emailToken" | "visibilityMonitor"): PrismaClient {
  const fail = async () => {
    throw killed();
  };
  const writes = { create: fail, update: fail, updateMany: fail };
  return (model === "emailToken" ? db.$extends({ query: { emailToken: writes } }) : db.$extends({ query: { visibilityMonitor: writes } })) as unknown as PrismaClient;
}

const input = monitorRequestSchema.parse({
  businessName: "Bäckerei Huber",
  website: "https://baeckerei-huber.example/",
  industry: "Bäckerei",
  city: "Passau",
  email: "inhaber@baeckerei-huber.example",
});
const engines = [{ name: "A", model: "a-1" }];

describe.each(testDatabases())("opt-in writes under database faults on $name", (database) => {
  let db: PrismaClient;
  let close: () => Promise<void>;
  beforeAll(async () => {
    vi.stubEnv("SITE_URL", "https://ki.example");
    ({ db, close } = await database.open());
  });
  beforeEach(async () => {
    await db.visibilityMonitor.deleteMany();
    state.db = db;
  });
  afterAll(async () => {
    await close();
    vi.unstubAllEnvs();
  });

  async function signUp(mails: MailMessage[]): Promise<string> {
    await requestMonitor(db, input, { now: () => new Date(), engines, sendMail: async (m) => void mails.push(m) });
    return /confirm\?token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!;
  }

  it("stores no monitor when its e-mail token cannot be written", async () => {
    const mails: MailMessage[] = [];
    await expect(requestMonitor(failingWrites(db, "emailToken"), input, { now: () => new Date(), engines, sendMail: async (m) => void mails.push(m) })).rejects.toMatchObject({ code: "57P01" });
    expect(await db.visibilityMonitor.count()).toBe(0);
    expect(mails).toEqual([]);
  });

  it("leaves the token unspent when confirming the monitor fails, so the retry confirms it", async () => {
    const token = await signUp([]);
    state.db = failingWrites(db, "visibilityMonitor");
    await expect(confirmEmailLink(token, null)).rejects.toMatchObject({ code: "57P01" });
    expect(await db.emailToken.count({ where: { usedAt: { not: null } } })).toBe(0);
    expect((await db.visibilityMonitor.findFirstOrThrow()).confirmedAt).toBeNull();

    state.db = db;
    const retry = await confirmEmailLink(token, null);
    expect(retry).toMatchObject({ purpose: "monitor_opt_in" });
    expect(retry).not.toHaveProperty("alreadyConfirmed");
    expect((await db.visibilityMonitor.findFirstOrThrow()).confirmedAt).not.toBeNull();
    // A second click after the success says "already confirmed", not "link invalid".
    expect(await confirmEmailLink(token, null)).toMatchObject({ purpose: "monitor_opt_in", alreadyConfirmed: true });
  });
});
