import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import type { ConstructorOptions, PgBoss } from "pg-boss";
import { PrismaClient } from "@/generated/prisma/client";
import type { DatabaseTarget } from "@/lib/db";
import { createBoss } from "@/lib/jobs/boss";
import { createQueuesAndSchedules } from "@/lib/jobs/queues";

/**
 * Databases the DB tests run on: an in-memory PGlite with the repository's
 * migrations applied, and PostgreSQL when TEST_DATABASE_URL is set (CI sets it to
 * the machine's server and migrates it with scripts/db-migrate.mjs first).
 */
export interface TestDatabase {
  name: string;
  open(): Promise<OpenTestDatabase>;
}

export interface OpenTestDatabase {
  db: PrismaClient;
  /** The same database for pg-boss (createTestBoss). */
  target: DatabaseTarget;
  close(): Promise<void>;
}

const MIGRATIONS_DIR = path.resolve(__dirname, "../prisma/migrations");

/** An in-memory PGlite with every migration applied (pg-boss's schema comes with createTestBoss). */
export async function openPglite(): Promise<OpenTestDatabase> {
  const pglite = new PGlite();
  for (const dir of readdirSync(MIGRATIONS_DIR).filter((d) => /^\d+_/.test(d)).sort()) {
    await pglite.exec(readFileSync(path.join(MIGRATIONS_DIR, dir, "migration.sql"), "utf8"));
  }
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return { db, target: { kind: "pglite", pglite }, close: async () => { await db.$disconnect(); await pglite.close(); } };
}

/** A new Prisma client (its own connection pool, like another app instance) on the PostgreSQL test database. */
export function openPostgres(url: string): OpenTestDatabase {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return { db, target: { kind: "postgres", url }, close: () => db.$disconnect() };
}

/**
 * The PostgreSQL test database's URL (TEST_DATABASE_URL; CI sets it), or undefined:
 * tests that need a real server skip without it. The one place tests read it.
 */
export function testPostgresUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "PGlite", open: openPglite }];
  const url = testPostgresUrl();
  if (url) list.push({ name: "PostgreSQL", open: async () => openPostgres(url) });
  return list;
}

/**
 * A started PgBoss on a test database, with pg-boss's schema installed and the app's
 * queues created as the migrate step does (lib/jobs/queues.ts). Supervision and cron
 * are off unless `options` turn them on (e.g. with a TestClock).
 */
export async function createTestBoss(target: DatabaseTarget, options: Partial<ConstructorOptions> = {}): Promise<PgBoss> {
  const boss = createBoss(target, { migrate: true, supervise: false, schedule: false, registerInstance: false, ...options });
  await boss.start();
  await createQueuesAndSchedules(boss);
  return boss;
}
