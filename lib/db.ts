import "server-only";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { PrismaClient, type Prisma } from "@/generated/prisma/client";
import { getEnv } from "@/lib/env";
import { withReadRetry } from "./db-retry";
import { lockPgliteDir } from "./pglite-lock";

export type Db = PrismaClient;

/** The client inside `db.$transaction(async (tx) => …)`; a Db is one too (each call its own transaction). */
export type DbTx = Prisma.TransactionClient;

/** Where the app's data lives: a PostgreSQL server, or the embedded PGlite opened by this process. */
export type DatabaseTarget = { kind: "postgres"; url: string } | { kind: "pglite"; pglite: PGlite };

export interface Database {
  /** Prisma on the database; reads are retried once after a dropped connection (lib/db-retry.ts). */
  prisma: PrismaClient;
  /** The same database for pg-boss (lib/jobs/boss.ts): on PGlite the very same instance. */
  target: DatabaseTarget;
}

/** Connections of this instance's Prisma pool (node-postgres' default); pg-boss has its own few. */
const APP_POOL_SIZE = 10;

const globalForDb = globalThis as unknown as { database?: Promise<Database> };

/**
 * The process-wide database: PostgreSQL through @prisma/adapter-pg when DATABASE_URL is
 * set, else the embedded PGlite database in PGLITE_DATA_DIR, opened once and shared by
 * Prisma and pg-boss (PGlite allows one process per data directory, and serialises the
 * two clients through its one connection). Opened lazily on first use, so `next build`
 * never touches the database. Migrations, pg-boss's schema and its queues are installed
 * before start by scripts/db-migrate.mjs, not here.
 */
export function getDatabase(): Promise<Database> {
  globalForDb.database ??= openDatabase();
  return globalForDb.database;
}

/** The process-wide Prisma client (see {@link getDatabase}). */
export async function getDb(): Promise<PrismaClient> {
  return (await getDatabase()).prisma;
}

async function openDatabase(): Promise<Database> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { createPool, prismaAdapterOnPool } = await import("./db-pool");
    const prisma = new PrismaClient({ adapter: prismaAdapterOnPool(createPool(env.DATABASE_URL, APP_POOL_SIZE, "ki-sichtbarkeit")) });
    return { prisma: withReadRetry(prisma), target: { kind: "postgres", url: env.DATABASE_URL } };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  // server.mjs took the lock at start; this covers `next dev` and any other entry point.
  lockPgliteDir(env.PGLITE_DATA_DIR);
  const pglite = new PGlite(path.resolve(env.PGLITE_DATA_DIR));
  return { prisma: new PrismaClient({ adapter: new PrismaPGlite(pglite) }), target: { kind: "pglite", pglite } };
}
