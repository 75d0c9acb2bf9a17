import "server-only";
import pg from "pg";
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapterFactory } from "@prisma/client/runtime/client";
import { isConnectionDrop } from "./db-retry";

type SqlDriverAdapter = Awaited<ReturnType<SqlDriverAdapterFactory["connect"]>>;
type Transaction = Awaited<ReturnType<SqlDriverAdapter["startTransaction"]>>;
type SqlQuery = Parameters<Transaction["queryRaw"]>[0];

/**
 * Time limits of every PostgreSQL pool of the app (Prisma's here, pg-boss's in
 * lib/jobs/boss.ts), in ms. Without them a pool whose connections were all lost waits for
 * a free one for ever (node-postgres' default), and a session left in an open transaction
 * holds its locks for ever.
 * - connectionTimeoutMillis: opening a connection and waiting for a free one in the pool
 *   (node-postgres applies it to both); past it the request fails with a 503 instead of hanging.
 * - statementTimeoutMs: PostgreSQL `statement_timeout`, one statement's run time.
 * - idleInTransactionMs: PostgreSQL `idle_in_transaction_session_timeout`: the server ends a
 *   session that sits in an open transaction this long (a client that died mid-transaction).
 * - idleTimeoutMillis: an idle pooled connection is closed after this.
 */
export const POOL_TIMEOUTS = {
  connectionTimeoutMillis: 5_000,
  statementTimeoutMs: 30_000,
  idleInTransactionMs: 30_000,
  idleTimeoutMillis: 30_000,
} as const;

/**
 * The pg.Pool settings of {@link POOL_TIMEOUTS} for a connection string, with TCP keep-alive
 * so a connection whose peer vanished is noticed.
 */
function poolConfig(url: string, max: number, applicationName: string): pg.PoolConfig {
  return {
    connectionString: url,
    max,
    application_name: applicationName,
    connectionTimeoutMillis: POOL_TIMEOUTS.connectionTimeoutMillis,
    idleTimeoutMillis: POOL_TIMEOUTS.idleTimeoutMillis,
    statement_timeout: POOL_TIMEOUTS.statementTimeoutMs,
    idle_in_transaction_session_timeout: POOL_TIMEOUTS.idleInTransactionMs,
    keepAlive: true,
  };
}

/**
 * A pg.Pool on which a connection the server ends (57P01 after pg_terminate_backend or a
 * restart, a reset socket) never becomes an uncaught 'error' event: every client gets a
 * listener of its own for the time it is checked out (node-postgres listens only while it
 * is idle), and pg-pool drops the broken client when it is released or found idle.
 */
export function createPool(url: string, max: number, applicationName: string): pg.Pool {
  const pool = new pg.Pool(poolConfig(url, max, applicationName));
  pool.on("error", (error) => console.warn("database: idle connection lost", error.message));
  pool.on("connect", (client) => client.on("error", (error) => console.warn("database: connection lost", error.message)));
  return pool;
}

/**
 * Prisma's driver adapter on `pool`, with transactions that give back a broken connection.
 * @prisma/adapter-pg 6.19 releases a transaction's client only after its COMMIT/ROLLBACK
 * succeeded; on a connection that was killed mid-transaction those fail, the client is
 * never released, and after a few kills the pool has no client left to hand out (every
 * request waits for ever: the wedge of issue 34). Here a transaction whose connection
 * drops, or whose COMMIT/ROLLBACK fails, destroys its client (pg-pool removes it and opens
 * a fresh one on demand).
 */
export function prismaAdapterOnPool(pool: pg.Pool): SqlDriverAdapterFactory {
  const factory = new PrismaPg(pool);
  return {
    provider: factory.provider,
    adapterName: factory.adapterName,
    connect: async () => withReleasingTransactions(await factory.connect()),
  };
}

function withReleasingTransactions(adapter: SqlDriverAdapter): SqlDriverAdapter {
  return new Proxy(adapter, {
    get(target, property) {
      if (property === "startTransaction") {
        return async (...args: Parameters<SqlDriverAdapter["startTransaction"]>) => releasingTransaction(await target.startTransaction(...args));
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

const CLOSING_STATEMENT = /^\s*(COMMIT|ROLLBACK)\b/i;

function releasingTransaction(tx: Transaction): Transaction {
  // PgTransaction keeps its checked-out pool client in `client` (adapter-pg 6.19).
  const client = (tx as unknown as { client: pg.PoolClient }).client;
  let released = false;
  const destroy = (error: unknown) => {
    if (released) return;
    released = true;
    client.release(error instanceof Error ? error : new Error(String(error)));
  };
  const guarded =
    <R>(run: (query: SqlQuery) => Promise<R>) =>
    async (query: SqlQuery): Promise<R> => {
      try {
        return await run(query);
      } catch (error) {
        if (isConnectionDrop(error) || CLOSING_STATEMENT.test(query.sql)) destroy(error);
        throw error;
      }
    };
  const close = (finish: () => Promise<void>) => async () => {
    if (released) return;
    released = true;
    await finish();
  };
  return new Proxy(tx, {
    get(target, property) {
      if (property === "queryRaw") return guarded((q) => target.queryRaw(q));
      if (property === "executeRaw") return guarded((q) => target.executeRaw(q));
      if (property === "commit") return close(() => target.commit());
      if (property === "rollback") return close(() => target.rollback());
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
