/**
 * Imported first by every bench that runs the app's code in-process: points the embedded
 * database at a fresh directory under os.tmpdir() (PGLITE_DATA_DIR) and drops DATABASE_URL,
 * so that a bench never opens the site's .data directory (locked by a running server,
 * lib/pglite-lock.ts) nor its PostgreSQL database. The directory is removed when the process
 * exits. Benches that need PostgreSQL create a database of their own (bench-faults) or use
 * BENCH_DATABASE_URL / TEST_DATABASE_URL explicitly.
 *
 * A side-effect module: ES modules evaluate their imports in order, so as the first import
 * it runs before lib/env.ts reads (and caches) process.env.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

const parent = mkdtempSync(path.join(tmpdir(), "bench-db-"));
process.env.PGLITE_DATA_DIR = path.join(parent, "pglite");
delete process.env.DATABASE_URL;
process.on("exit", () => rmSync(parent, { recursive: true, force: true }));
