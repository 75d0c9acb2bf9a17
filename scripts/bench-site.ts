/**
 * Benchmark of the content pages (npm run bench:site). Prints figures, asserts nothing.
 *
 * Builds the site (skip with --no-build when .next is current), starts `npm start` (server.mjs around Next.js)
 * on a free port with its own embedded database, and prints for the home page, the
 * blog index and one article:
 *  - HTML size, raw and gzip-compressed (bytes);
 *  - the JavaScript the page loads (every <script src> except noModule polyfills), raw and gzip-compressed —
 *    the aim is under 100 KB compressed on content pages;
 *  - throughput of `npm start` under autocannon (requests per second, latency).
 */
import { execSync, spawn } from "node:child_process";
import { rmSync } from "node:fs";
import { createServer } from "node:net";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";

const PAGES = ["/", "/blog", "/blog/ki-seo-preise-kosten-2025"];
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

async function main(): Promise<void> {
  if (!process.argv.includes("--no-build")) {
    console.log("building …");
    execSync("npx next build", { stdio: "ignore" });
  }
  const port = await freePort();
  const dataDir = `.data/bench-${port}`;
  const server = spawn("npm", ["start"], { env: { ...process.env, PORT: String(port), PGLITE_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" }, stdio: "ignore", detached: true });
  const base = `http://127.0.0.1:${port}`;
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 120) throw new Error("npm start did not come up");
      await new Promise((r) => setTimeout(r, 500));
    }

    console.log(`site benchmark — npm start, Node ${process.version}, autocannon ${CONNECTIONS} connections × ${DURATION_S} s per page`);
    console.log();
    console.log("page                                    HTML raw   HTML gzip     JS raw    JS gzip  scripts     req/s   p50 ms   p99 ms");
    for (const path of PAGES) {
      const html = await (await fetch(base + path)).text();
      // noModule scripts (legacy polyfills) are not loaded by current browsers.
      const scripts = [...new Set([...html.matchAll(/<script([^>]+)>/g)].filter((m) => !/nomodule/i.test(m[1]!)).flatMap((m) => /src="([^"]+)"/.exec(m[1]!)?.[1] ?? []))];
      let jsRaw = 0;
      let jsGzip = 0;
      for (const src of scripts) {
        const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
        jsRaw += body.length;
        jsGzip += gzipSync(body, { level: 9 }).length;
      }
      const load = await autocannon({ url: base + path, connections: CONNECTIONS, duration: DURATION_S });
      console.log(
        `${path.padEnd(38)} ${kb(Buffer.byteLength(html))} ${kb(gzipSync(html, { level: 9 }).length)} ${kb(jsRaw)} ${kb(jsGzip)} ${String(scripts.length).padStart(8)} ${load.requests.average.toFixed(0).padStart(9)} ${String(load.latency.p50).padStart(8)} ${String(load.latency.p99).padStart(8)}`,
      );
    }
  } finally {
    try {
      process.kill(-server.pid!, "SIGTERM");
    } catch {
      // already gone
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
