import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "@/generated/prisma/client";

/**
 * Databases the DB tests run on: an in-memory PGlite with the repository's
 * migrations applied, and PostgreSQL when TEST_DATABASE_URL is set (CI sets it to
 * the machine's server and migrates it with `prisma migrate deploy` first).
 */
export interface TestDatabase {
  name: string;
  open(): Promise<{ db: PrismaClient; close(): Promise<void> }>;
}

const MIGRATIONS_DIR = path.resolve(__dirname, "../prisma/migrations");

async function openPglite() {
  const pglite = new PGlite();
  for (const dir of readdirSync(MIGRATIONS_DIR).filter((d) => /^\d+_/.test(d)).sort()) {
    await pglite.exec(readFileSync(path.join(MIGRATIONS_DIR, dir, "migration.sql"), "utf8"));
  }
  const db = new PrismaClient({ adapter: new PrismaPGlite(pglite) });
  return { db, close: async () => { await db.$disconnect(); await pglite.close(); } };
}

async function openPostgres(url: string) {
  const db = new PrismaClient({ adapter: new PrismaPg({ connectionString: url }) });
  return { db, close: () => db.$disconnect() };
}

export function testDatabases(): TestDatabase[] {
  const list: TestDatabase[] = [{ name: "PGlite", open: openPglite }];
  const url = process.env.TEST_DATABASE_URL;
  if (url) list.push({ name: "PostgreSQL", open: () => openPostgres(url) });
  return list;
}
