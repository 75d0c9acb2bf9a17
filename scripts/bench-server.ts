/**
 * Start-up shared by the benchmarks that serve the production build (bench-site,
 * bench-own-pages, bench-long-pages): build unless `--no-build`, then `npm start`
 * (server.mjs around Next.js) on a free port with its own embedded database.
 */
import { execSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

/** A free TCP port on 127.0.0.1 (asked from the system, then released). */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Runs `next build` unless the command line says `--no-build` (when .next is current). */
export function buildUnlessSkipped(): void {
  if (process.argv.includes("--no-build")) return;
  console.log("building …");
  execSync("npx next build", { stdio: "ignore" });
}

/**
 * Starts the production build on a free port with SITE_URL = its own address, and waits
 * (up to 120 s) until its home page answers.
 * @returns the base URL and a function that stops the server and removes its database
 * @throws Error when the server does not come up
 */
export async function startOwnSite(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // its own embedded database under os.tmpdir(), never beside the site's .data directory
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), "bench-site-")), "pglite");
  const server = spawn("npm", ["start"], {
    env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1", SITE_URL: base, NODE_ENV: "production" },
    stdio: "ignore",
    detached: true,
  });
  const stop = () => {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/`)).ok) break;
    } catch {
      // not up yet
    }
    if (i > 240) {
      stop();
      throw new Error("npm start did not come up");
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { base, stop };
}
