import path from "node:path";
import { existsSync, mkdirSync } from "node:fs";
import { defineConfig } from "prisma/config";
import { lockPgliteDir } from "./lib/pglite-lock";

// The CLI reads no env files when a config file exists. Load the ones Next.js reads
// for the app, with its precedence (real env > .env.local > .env; loadEnvFile never
// overrides a variable that is already set), so migrations hit the app's database.
for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);

const PGLITE_PLACEHOLDER_URL = "postgresql://pglite@localhost/pglite";
const usePostgres = Boolean(process.env.DATABASE_URL);
if (!usePostgres) process.env.DATABASE_URL = PGLITE_PLACEHOLDER_URL;

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: "prisma/schema.prisma",
  async adapter() {
    if (usePostgres) {
      const { PrismaPg } = await import("@prisma/adapter-pg");
      const { default: pg } = await import("pg");
      reportNameColumnsAsText(pg);
      return new PrismaPg({ connectionString: process.env.DATABASE_URL });
    }
    const dataDir = path.resolve(process.env.PGLITE_DATA_DIR || ".data/pglite");
    mkdirSync(dataDir, { recursive: true });
    // One process per directory (lib/pglite-lock.ts); under scripts/db-migrate.mjs the parent holds it.
    lockPgliteDir(dataDir, Number(process.env.PGLITE_LOCK_PID) || undefined);
    const { PGlite } = await import("@electric-sql/pglite");
    const { PrismaPGlite } = await import("pglite-prisma-adapter");
    return new PrismaPGlite(new PGlite(dataDir));
  },
});

/**
 * Works around prisma/orm#27403: the WASM schema engine reads catalog columns of
 * PostgreSQL's `name` type (OID 19), which @prisma/adapter-pg 6.19 rejects as
 * UnsupportedNativeDataType, so every migrate command fails on PostgreSQL.
 * `name` travels as plain text on the wire, so relabelling it as `text` (OID 25)
 * is exact. Applies only to this CLI process; the app never reads `name` columns.
 */
function reportNameColumnsAsText(pg: typeof import("pg").default) {
  const PG_NAME_OID = 19;
  const PG_TEXT_OID = 25;
  const relabel = (result: unknown) => {
    const fields = (result as { fields?: { dataTypeID: number }[] } | undefined)?.fields;
    for (const field of fields ?? []) {
      if (field.dataTypeID === PG_NAME_OID) field.dataTypeID = PG_TEXT_OID;
    }
    return result;
  };
  for (const proto of [pg.Pool.prototype, pg.Client.prototype] as { query: (...args: unknown[]) => unknown }[]) {
    const query = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      const out = query.apply(this, args);
      return out && typeof (out as Promise<unknown>).then === "function" ? (out as Promise<unknown>).then(relabel) : out;
    };
  }
}
