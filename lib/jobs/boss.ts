import "server-only";
import { fromPglite, fromPrisma, PgBoss, type ConstructorOptions, type Db as BossDb, type PrismaTransactionLike } from "pg-boss";
import { getDatabase, type DatabaseTarget } from "@/lib/db";
import { POOL_TIMEOUTS } from "@/lib/db-pool";
import { PGBOSS_SCHEMA } from "./queues";

/**
 * How often each instance's supervisor looks for jobs whose worker died (heartbeat
 * lost) or overran, and how soon a schedule fires after its slot: pg-boss's defaults
 * (60 s, cron ~30 s late) would make a takeover take over a minute.
 */
const BOSS_TIMING = {
  superviseIntervalSeconds: 10,
  monitorIntervalSeconds: 10,
  cronMonitorIntervalSeconds: 10,
  cronWorkerIntervalSeconds: 5,
} satisfies Partial<ConstructorOptions>;

/**
 * The app's pool time limits (lib/db-pool.ts) on pg-boss's own pool: a worker whose
 * connections were killed gets a fresh one or an error within the acquire timeout instead
 * of waiting for ever, and the server ends a session left idle in a transaction. Its
 * statements may run longer than the app's (maintenance deletes archived jobs in bulk).
 */
const BOSS_POOL_TIMEOUTS = {
  connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
  options: `-c statement_timeout=${2 * POOL_TIMEOUTS.statementTimeoutMs} -c idle_in_transaction_session_timeout=${POOL_TIMEOUTS.idleInTransactionMs}`,
} satisfies Partial<ConstructorOptions>;

/**
 * A PgBoss (not started) on the app's database: on PostgreSQL with a small pool of its
 * own (with {@link BOSS_POOL_TIMEOUTS}), on PGlite through the very same instance Prisma
 * uses. Never installs or migrates
 * its schema (the migrate step does that, once), and logs its errors instead of
 * crashing the process on an unhandled 'error' event.
 * @param options overrides, e.g. a TestClock or `migrate: true` for the migrate step
 */
export function createBoss(target: DatabaseTarget, options: Partial<ConstructorOptions> = {}): PgBoss {
  const common: ConstructorOptions = { schema: PGBOSS_SCHEMA, migrate: false, ...BOSS_TIMING, ...options };
  const boss =
    target.kind === "pglite"
      ? new PgBoss({ ...common, db: fromPglite(target.pglite), backend: "pglite" })
      : new PgBoss({ ...common, connectionString: target.url, max: 4, application_name: "ki-sichtbarkeit-jobs", ...BOSS_POOL_TIMEOUTS });
  boss.on("error", (error) => console.error("pg-boss:", error.message));
  return boss;
}

const globalForBoss = globalThis as unknown as { boss?: Promise<PgBoss> };

/**
 * This process's started PgBoss, for sending jobs (workers start separately, from
 * instrumentation.ts through lib/jobs/workers.ts).
 * @throws when pg-boss's schema is missing: run `npm run db:migrate`
 */
export function getBoss(): Promise<PgBoss> {
  globalForBoss.boss ??= (async () => {
    const boss = createBoss((await getDatabase()).target);
    await boss.start();
    return boss;
  })();
  globalForBoss.boss.catch(() => (globalForBoss.boss = undefined));
  return globalForBoss.boss;
}

/**
 * `{ db }` for a pg-boss call inside a Prisma interactive transaction, so the job
 * commits and rolls back with the rows it belongs to. The only safe way on PGlite: a
 * send outside the transaction would wait for the transaction's lock until Prisma's
 * timeout and leave an orphan job.
 */
export function inTransaction(tx: PrismaTransactionLike): { db: BossDb } {
  return { db: fromPrisma(tx) };
}
