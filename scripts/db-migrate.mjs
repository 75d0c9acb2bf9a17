// Applies pending migrations before the server starts: to PostgreSQL when
// DATABASE_URL is set, else to the embedded PGlite directory (.data/pglite,
// created on first run). Runs as its own process that ends before `next start`,
// because PGlite lets only one process open a data directory at a time.
//
// Two steps: Prisma's migrations (the app's tables), then pg-boss: its schema
// "pgboss" is installed or upgraded and the app's queues and schedules
// (lib/jobs/queues.ts) are created. Queues are created here, once per deploy, and
// never by app instances at start (two fresh instances doing it at once can deadlock).
//
// Prisma 6.19's CLI does not exit after "No pending migrations to apply." when the
// PGlite adapter is in use (the open database keeps Node's event loop alive), so
// once Prisma has printed its final verdict we give it a moment and then end it.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { PgBoss, fromPglite } from "pg-boss";
// Node 24 runs this TypeScript file as is (type stripping): it imports nothing but types.
import { createQueuesAndSchedules, PGBOSS_SCHEMA } from "../lib/jobs/queues.ts";
import { lockPgliteDir, PgliteLockedError } from "../lib/pglite-lock.ts";

const FINAL_LINES = [/No pending migrations to apply\./, /All migrations have been successfully applied\./];
const GRACE_MS = 1500;

// The same env files Next.js and prisma.config.ts read (a real variable wins).
for (const file of [".env.local", ".env"]) if (existsSync(file)) process.loadEnvFile(file);

// The embedded database takes one process (lib/pglite-lock.ts): while the app (or another
// migrate) has the directory, stop before touching it. Prisma's CLI, our child, shares the lock.
const PGLITE_DIR = process.env.PGLITE_DATA_DIR?.trim() || ".data/pglite";
if (!process.env.DATABASE_URL?.trim()) {
  try {
    lockPgliteDir(PGLITE_DIR);
  } catch (error) {
    if (!(error instanceof PgliteLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

function prismaMigrateDeploy() {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], {
      env: { ...process.env, PGLITE_LOCK_PID: String(process.pid) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let succeeded = false;
    child.stdout.on("data", (chunk) => {
      process.stdout.write(chunk);
      if (!succeeded && FINAL_LINES.some((re) => re.test(String(chunk)))) {
        succeeded = true;
        setTimeout(() => child.kill("SIGTERM"), GRACE_MS).unref();
      }
    });
    child.on("exit", (code) => resolve(succeeded ? 0 : (code ?? 1)));
  });
}

async function installJobQueues() {
  const url = process.env.DATABASE_URL;
  let pglite = null;
  const options = { schema: PGBOSS_SCHEMA, migrate: true, supervise: false, schedule: false, registerInstance: false };
  let boss;
  if (url) {
    boss = new PgBoss({ ...options, connectionString: url, max: 2 });
  } else {
    const { PGlite } = await import("@electric-sql/pglite");
    pglite = new PGlite(path.resolve(PGLITE_DIR));
    boss = new PgBoss({ ...options, db: fromPglite(pglite), backend: "pglite" });
  }
  boss.on("error", (error) => console.error("pg-boss:", error.message));
  try {
    await boss.start();
    await createQueuesAndSchedules(boss);
    console.log(`pg-boss: schema "${PGBOSS_SCHEMA}" ready, ${(await boss.getQueues()).length} queues.`);
  } finally {
    await boss.stop({ graceful: false, close: true });
    await pglite?.close();
  }
}

const code = await prismaMigrateDeploy();
if (code !== 0) process.exit(code);
try {
  await installJobQueues();
} catch (error) {
  console.error("pg-boss: installing the job queues failed:", error);
  process.exit(1);
}
process.exit(0);
