/**
 * Two processes on one embedded database directory (issue 34: the second aborted inside
 * PGlite's WASM and left the data unusable). A running process holds the directory;
 * a second `npm start` (server.mjs) and a second migrate (scripts/db-migrate.mjs) each
 * stop with a German/English message and exit code 1 before touching it, and the first
 * process's data stays intact. A lock whose process was killed is taken over.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { lockFileOf } from "@/lib/pglite-lock";

const ROOT = path.resolve(__dirname, "..");

/** What lib/db.ts does for the running app: take the lock, open PGlite, keep it open. */
const HOLDER = `
import { lockPgliteDir } from "./lib/pglite-lock.ts";
import { PGlite } from "@electric-sql/pglite";
const dir = process.env.PGLITE_DATA_DIR;
lockPgliteDir(dir);
const db = new PGlite(dir);
await db.exec("CREATE TABLE IF NOT EXISTS kept (note text); INSERT INTO kept VALUES ('Öffnungszeiten');");
console.log("ready");
setInterval(() => {}, 1000);
`;

describe("one process per embedded database directory", () => {
  let base: string;
  let dataDir: string;
  beforeAll(() => {
    base = mkdtempSync(path.join(tmpdir(), "pglite-lock-"));
    dataDir = path.join(base, "pglite");
  });
  afterAll(() => rmSync(base, { recursive: true, force: true }));

  const env = () => ({ ...process.env, DATABASE_URL: "", PGLITE_DATA_DIR: dataDir, PORT: "1" });

  async function startHolder() {
    const child = spawn(process.execPath, ["--input-type=module", "-e", HOLDER], { cwd: ROOT, env: env(), stdio: ["ignore", "pipe", "inherit"] });
    await new Promise<void>((resolve, reject) => {
      child.stdout.on("data", (chunk) => String(chunk).includes("ready") && resolve());
      child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
    });
    return child;
  }

  it("stops a second start and a second migrate with a clear message, and keeps the first one's data", async () => {
    const first = await startHolder();
    try {
      for (const entry of ["server.mjs", "scripts/db-migrate.mjs"]) {
        const second = spawnSync(process.execPath, [entry], { cwd: ROOT, env: env(), encoding: "utf8", timeout: 60_000 });
        expect(second.status, `${entry}: ${second.stderr}`).toBe(1);
        expect(second.stderr).toContain(`wird bereits von Prozess ${first.pid} verwendet`);
        expect(second.stderr).toContain(`already in use by process ${first.pid}`);
        expect(second.stderr).not.toMatch(/Aborted|RuntimeError/);
      }
    } finally {
      first.kill("SIGKILL");
      await new Promise((resolve) => first.once("exit", resolve));
    }
    // Killed without a word: its lock is stale now, and the data is intact.
    expect(existsSync(lockFileOf(dataDir))).toBe(true);
    const again = await startHolder();
    again.kill("SIGTERM");
    await new Promise((resolve) => again.once("exit", resolve));
    const db = new PGlite(dataDir);
    expect((await db.query<{ note: string }>("SELECT note FROM kept")).rows.map((r) => r.note)).toEqual(["Öffnungszeiten", "Öffnungszeiten"]);
    await db.close();
  }, 180_000);
});
