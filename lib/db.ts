import "server-only";
import path from "node:path";
import { PrismaClient } from "@/generated/prisma/client";
import { getEnv } from "@/lib/env";

export type Db = PrismaClient;

const globalForDb = globalThis as unknown as { db?: Promise<PrismaClient> };

/**
 * The process-wide Prisma client: PostgreSQL through @prisma/adapter-pg when
 * DATABASE_URL is set, else the embedded PGlite database in PGLITE_DATA_DIR.
 * Opened lazily on first use, so `next build` never touches the database (PGlite
 * allows one process per data directory). Migrations are applied before start by
 * scripts/db-migrate.mjs, not here.
 */
export function getDb(): Promise<PrismaClient> {
  globalForDb.db ??= openDb();
  return globalForDb.db;
}

async function openDb(): Promise<PrismaClient> {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const { PrismaPg } = await import("@prisma/adapter-pg");
    return new PrismaClient({ adapter: new PrismaPg({ connectionString: env.DATABASE_URL }) });
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  const pglite = new PGlite(path.resolve(env.PGLITE_DATA_DIR));
  return new PrismaClient({ adapter: new PrismaPGlite(pglite) });
}
