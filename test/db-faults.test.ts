/**
 * Opt-in confirmations while the server kills the app's connections
 * (pg_terminate_backend, as a failover or an operator would), on PostgreSQL with
 * TEST_DATABASE_URL and the app's own pool (lib/db.ts). Every confirmation either
 * succeeds or answers 503 and succeeds on retry; none hangs; no token is spent without
 * its monitor confirmed; and after the kills the pool still hands out connections
 * (issue 34: a pool that never recovered, "wedged").
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { PrismaClient } from "@/generated/prisma/client";
import type { MailMessage } from "@/lib/mail/send-mail";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { testPostgresUrl } from "@/test/test-db";

vi.mock("@/lib/monitor/jobs", () => ({ queueMonitorRun: async () => true }));

const url = testPostgresUrl();
const CONFIRMATIONS = 40;
const CONCURRENCY = 8;
/** Every backend of the test database is ended this often, in ms, while confirmations run. */
const KILL_EVERY_MS = 150;
/** A request that takes longer than this counts as hung (the pool's acquire timeout is 5 s). */
const HANG_MS = 15_000;

type Outcome = "confirmed" | "hung" | `failed: ${string}`;

describe.skipIf(!url)("confirmations while the database kills connections", () => {
  let db: PrismaClient;
  let admin: pg.Client;
  let confirm: typeof import("@/lib/email-links/confirm-link").confirmEmailLink;
  let errorAnswer: typeof import("@/lib/api/errors").errorAnswer;
  const tokens: string[] = [];

  beforeAll(async () => {
    freshModulesWithEnv({ DATABASE_URL: url!, SITE_URL: "https://ki.example" });
    db = await (await import("@/lib/db")).getDb();
    ({ confirmEmailLink: confirm } = await import("@/lib/email-links/confirm-link"));
    ({ errorAnswer } = await import("@/lib/api/errors"));
    const { requestMonitor } = await import("@/lib/monitor/monitors");
    const { monitorRequestSchema } = await import("@/lib/monitor/request");
    await db.visibilityMonitor.deleteMany();
    const mails: MailMessage[] = [];
    for (let i = 0; i < CONFIRMATIONS; i++) {
      const input = monitorRequestSchema.parse({ businessName: `Praxis ${i}`, website: `https://praxis-${i}.example/`, industry: "Zahnarzt", city: "Passau", email: `praxis-${i}@example.org` });
      await requestMonitor(db, input, { now: () => new Date(), engines: [{ name: "A", model: "a-1" }], sendMail: async (m) => void mails.push(m) });
      tokens.push(/confirm\?token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!);
    }
    admin = new pg.Client(url);
    await admin.connect();
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await admin?.end();
    await db?.visibilityMonitor.deleteMany();
    await db?.$disconnect();
  });

  /** Confirms one link as a visitor would: again after a 503, never longer than HANG_MS per try. */
  async function confirmWithRetries(token: string): Promise<Outcome> {
    for (let attempt = 0; attempt < 50; attempt++) {
      let timer: NodeJS.Timeout | undefined;
      const hung = new Promise<"hung">((resolve) => (timer = setTimeout(() => resolve("hung"), HANG_MS)));
      const result = await Promise.race([confirm(token, null).then(() => "ok" as const, (error: unknown) => error), hung]).finally(() => clearTimeout(timer));
      if (result === "ok") return "confirmed";
      if (result === "hung") return "hung";
      const answer = errorAnswer(result);
      if (answer.status !== 503) return `failed: ${answer.status} ${answer.code}`;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return "failed: still 503 after 50 tries";
  }

  it("confirms every link, loses no write, and serves again at once after the kills", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const database = new URL(url!).pathname.slice(1);
    let killing = true;
    let kills = 0;
    const killAll = async () => {
      const { rowCount } = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid() AND backend_type = 'client backend'", [database]);
      kills += rowCount ?? 0;
    };
    // Kills on a timer hit requests in flight; kills before every other confirmation make sure the run
    // meets faults however fast the machine is (the pool keeps the connection of the confirmation before).
    const killer = (async () => {
      while (killing) {
        await killAll();
        await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
      }
    })();
    const queue = [...tokens];
    const outcomes: Outcome[] = [];
    let started = 0;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        for (let token = queue.shift(); token; token = queue.shift()) {
          if (started++ % 2 === 1) await killAll();
          outcomes.push(await confirmWithRetries(token));
        }
      }),
    );
    killing = false;
    await killer;
    log.mockRestore();
    warn.mockRestore();

    expect(kills).toBeGreaterThan(10);
    expect(outcomes.filter((o) => o !== "confirmed")).toEqual([]);
    // No token spent without its monitor confirmed (and none confirmed without its token spent).
    const monitors = await db.visibilityMonitor.findMany({ include: { emailTokens: true } });
    expect(monitors.filter((m) => !m.confirmedAt || m.emailTokens.some((t) => !t.usedAt))).toEqual([]);
    expect(monitors).toHaveLength(CONFIRMATIONS);

    // The wedge check: right after the kills the same pool answers within the hang limit.
    await expect(Promise.race([db.visibilityMonitor.count(), new Promise((_, reject) => setTimeout(() => reject(new Error("pool wedged")), HANG_MS))])).resolves.toBe(CONFIRMATIONS);
  }, 300_000);
});
