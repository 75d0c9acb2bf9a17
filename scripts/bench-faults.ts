/**
 * Fault run: monitor opt-in confirmations (lib/email-links/confirm-link.ts, the app's own
 * pool from lib/db.ts) while PostgreSQL ends every connection of the app's database every
 * BENCH_FAULT_KILL_EVERY_MS (pg_terminate_backend, as a failover or an operator would).
 * A visitor whose request answers 503 tries again after 100 ms. Prints requests, 5xx
 * answers, hangs (no answer within 15 s), links that failed with another answer, lost
 * writes (a token spent without its monitor confirmed, or the reverse) and the recovery
 * time: from the last kill to the first request that succeeds. Expected (scripts/fault-verdict.ts):
 * every link confirmed, 0 unfinished, 0 failed, 0 hangs, 0 lost, recovery under 10 s.
 *
 * Runs on a database of its own, created beside BENCH_DATABASE_URL or TEST_DATABASE_URL
 * (named `<that database>_faults`, migrated here and dropped at the end); loopback only.
 * Bounded: BENCH_FAULT_CONFIRMATIONS links (default 200), at most 50 tries each, 180 s.
 *
 * Run: `npx tsx --conditions react-server scripts/bench-faults.ts` (npm run bench:faults).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { faultVerdict } from "./fault-verdict";

const BASE_URL = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const CONFIRMATIONS = Number(process.env.BENCH_FAULT_CONFIRMATIONS ?? 200);
const KILL_EVERY_MS = Number(process.env.BENCH_FAULT_KILL_EVERY_MS ?? 500);
const CONCURRENCY = 8;
const HANG_MS = 15_000;
const MAX_TRIES = 50;
const DEADLINE_MS = 180_000;

/** A fresh database beside the base one, with the app's migrations and pg-boss's schema. */
async function createBenchDatabase(baseUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(baseUrl);
  const name = `${base.pathname.slice(1)}_faults`;
  if (!/^\w+$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new pg.Client(baseUrl);
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const client = new pg.Client(url.toString());
  await client.connect();
  const dir = path.resolve("prisma/migrations");
  for (const m of readdirSync(dir).filter((d) => /^\d+_/.test(d)).sort()) await client.query(readFileSync(path.join(dir, m, "migration.sql"), "utf8"));
  await client.end();
  const { createBoss } = await import("@/lib/jobs/boss");
  const { createQueuesAndSchedules } = await import("@/lib/jobs/queues");
  const boss = createBoss({ kind: "postgres", url: url.toString() }, { migrate: true, supervise: false, schedule: false, registerInstance: false });
  await boss.start();
  await createQueuesAndSchedules(boss);
  await boss.stop({ graceful: false });
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

function withDeadline<T>(promise: Promise<T>, ms: number): Promise<{ value: T } | { error: unknown } | "hung"> {
  let timer: NodeJS.Timeout | undefined;
  const hung = new Promise<"hung">((resolve) => (timer = setTimeout(() => resolve("hung"), ms)));
  return Promise.race([promise.then((value) => ({ value }), (error: unknown) => ({ error })), hung]).finally(() => clearTimeout(timer));
}

async function main(): Promise<void> {
  if (!BASE_URL) {
    console.log("bench:faults: BENCH_DATABASE_URL or TEST_DATABASE_URL not set, skipped (the fault run needs PostgreSQL).");
    return;
  }
  const database = await createBenchDatabase(BASE_URL);
  process.env.DATABASE_URL = database.url;
  process.env.SITE_URL ??= "https://ki.example";
  const { getDb } = await import("@/lib/db");
  const { confirmEmailLink } = await import("@/lib/email-links/confirm-link");
  const { errorAnswer } = await import("@/lib/api/errors");
  const { requestMonitor } = await import("@/lib/monitor/monitors");
  const { monitorRequestSchema } = await import("@/lib/monitor/request");
  const db = await getDb();

  const tokens: string[] = [];
  for (let i = 0; i < CONFIRMATIONS; i++) {
    const input = monitorRequestSchema.parse({ businessName: `Praxis ${i}`, website: `https://praxis-${i}.example/`, industry: "Zahnarzt", city: "Graz", email: `praxis-${i}@example.org` });
    await requestMonitor(db, input, { now: () => new Date(), engines: [{ name: "A", model: "a-1" }], sendMail: async (m) => void tokens.push(/confirm\?token=([\w-]+)/.exec(m.text)![1]!) });
  }

  // The app logs every lost connection; the counts below are the result.
  const quiet = { error: console.error, warn: console.warn, info: console.info };
  console.error = console.warn = console.info = () => {};
  const admin = new pg.Client(database.url);
  await admin.connect();
  let killing = true;
  let kills = 0;
  let lastKillAt = 0;
  const killer = (async () => {
    while (killing) {
      const { rowCount } = await admin.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'");
      kills += rowCount ?? 0;
      lastKillAt = performance.now();
      await new Promise((resolve) => setTimeout(resolve, KILL_EVERY_MS));
    }
  })();

  const started = performance.now();
  let requests = 0;
  let fiveHundreds = 0;
  let hangs = 0;
  let failed = 0;
  let unfinished = 0;
  const failures: string[] = [];
  const queue = [...tokens];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let token = queue.shift(); token; token = queue.shift()) {
        for (let attempt = 0; ; attempt++) {
          if (attempt === MAX_TRIES || performance.now() - started > DEADLINE_MS) {
            unfinished += 1;
            break;
          }
          requests += 1;
          const result = await withDeadline(confirmEmailLink(token, null), HANG_MS);
          if (result === "hung") {
            hangs += 1;
            break;
          }
          if ("value" in result) break;
          const status = errorAnswer(result.error).status;
          if (status >= 500) fiveHundreds += 1;
          if (status !== 503) {
            failures.push(`${status} ${String((result.error as Error)?.message ?? result.error).slice(0, 300)}`);
            failed += 1;
            break;
          }
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
    }),
  );
  killing = false;
  await killer;
  const underFaultsMs = performance.now() - started;

  // Recovery: the first request that succeeds after the last kill.
  let recoveredAfterMs = Number.NaN;
  while (performance.now() - lastKillAt < 60_000) {
    const result = await withDeadline(db.visibilityMonitor.count(), HANG_MS);
    if (result !== "hung" && "value" in result) {
      recoveredAfterMs = performance.now() - lastKillAt;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  Object.assign(console, quiet);

  const monitors = await db.visibilityMonitor.findMany({ include: { emailTokens: true } });
  // A write lost: a token spent without its monitor confirmed, or the reverse.
  const lost = monitors.filter((m) => !m.confirmedAt !== m.emailTokens.every((t) => !t.usedAt)).length;
  const confirmed = monitors.filter((m) => m.confirmedAt).length;
  console.log(`bench:faults on PostgreSQL: ${CONFIRMATIONS} opt-in confirmations, ${CONCURRENCY} at a time, every connection ended every ${KILL_EVERY_MS} ms (${kills} ended)`);
  console.table({
    requests: { value: requests },
    "5xx": { value: fiveHundreds },
    hangs: { value: hangs },
    "links confirmed": { value: confirmed },
    "failed links (answer not 503)": { value: failed },
    "unfinished (50 tries or 180 s)": { value: unfinished },
    "lost writes": { value: lost },
    "duration under faults (s)": { value: Number((underFaultsMs / 1000).toFixed(1)) },
    "recovery after last kill (ms)": { value: Math.round(recoveredAfterMs) },
  });
  await admin.end();
  await db.$disconnect();
  await database.drop();
  for (const failure of failures.slice(0, 5)) console.log(`not retryable: ${failure}`);
  console.log(faultVerdict({ links: CONFIRMATIONS, confirmed, unfinished, failed, hangs, lost, recoveredAfterMs }).text);
  // The app's pg-boss (started by the first queued run) keeps timers; the run is over.
  process.exit(0);
}

await main();
