// Applies pending migrations before the server starts: to PostgreSQL when
// DATABASE_URL is set, else to the embedded PGlite directory (.data/pglite,
// created on first run). Runs as its own process that ends before `next start`,
// because PGlite lets only one process open a data directory at a time.
//
// Prisma 6.19's CLI does not exit after "No pending migrations to apply." when the
// PGlite adapter is in use (the open database keeps Node's event loop alive), so
// once Prisma has printed its final verdict we give it a moment and then end it.
import { spawn } from "node:child_process";

const FINAL_LINES = [/No pending migrations to apply\./, /All migrations have been successfully applied\./];
const GRACE_MS = 1500;

const child = spawn(process.execPath, ["node_modules/prisma/build/index.js", "migrate", "deploy"], {
  env: process.env,
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
child.on("exit", (code) => process.exit(succeeded ? 0 : (code ?? 1)));
