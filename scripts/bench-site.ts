/**
 * Benchmark of the content pages (npm run bench:site). Prints figures, asserts nothing.
 *
 * Builds the site (skip with --no-build when .next is current), starts `npm start` (server.mjs around Next.js)
 * on a free port with its own embedded database (scripts/bench-server.ts), and prints for the home page, the
 * blog index and one article:
 *  - HTML size, raw and gzip-compressed (bytes);
 *  - the JavaScript the page loads (every <script src> except noModule polyfills), raw and gzip-compressed —
 *    the aim is under 100 KB compressed on content pages;
 *  - throughput of `npm start` under autocannon (requests per second, latency);
 * and for the home page its HTML bytes (raw, gzip, the inline RSC payload's share) and its
 * requests per second from `npm start` against nginx serving the same HTML file,
 * uncompressed and gzip (the aim: at least 60 % of nginx's requests per second); the load average at
 * the start and the end, as the figures only compare on a quiet machine.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildUnlessSkipped, freePort, startOwnSite } from "./bench-server";

const PAGES = ["/", "/blog", "/blog/ki-seo-preise-kosten-2025"];
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

const loadAverage = () => `load average ${loadavg().map((l) => l.toFixed(2)).join(", ")}`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

async function main(): Promise<void> {
  buildUnlessSkipped();
  const { base, stop } = await startOwnSite();
  try {
    console.log(`site benchmark — npm start, Node ${process.version}, autocannon ${CONNECTIONS} connections × ${DURATION_S} s per page, ${cpus().length} cores, ${loadAverage()}`);
    console.log();
    console.log("page                                    HTML raw   HTML gzip     JS raw    JS gzip  scripts     req/s   p50 ms   p99 ms");
    for (const page of PAGES) {
      const html = await (await fetch(base + page)).text();
      // noModule scripts (legacy polyfills) are not loaded by current browsers.
      const scripts = [...new Set([...html.matchAll(/<script([^>]+)>/g)].filter((m) => !/nomodule/i.test(m[1]!)).flatMap((m) => /src="([^"]+)"/.exec(m[1]!)?.[1] ?? []))];
      let jsRaw = 0;
      let jsGzip = 0;
      for (const src of scripts) {
        const body = Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer());
        jsRaw += body.length;
        jsGzip += gzipSync(body, { level: 9 }).length;
      }
      const load = await autocannon({ url: base + page, connections: CONNECTIONS, duration: DURATION_S });
      console.log(
        `${page.padEnd(38)} ${kb(Buffer.byteLength(html))} ${kb(gzipSync(html, { level: 9 }).length)} ${kb(jsRaw)} ${kb(jsGzip)} ${String(scripts.length).padStart(8)} ${load.requests.average.toFixed(0).padStart(9)} ${String(load.latency.p50).padStart(8)} ${String(load.latency.p99).padStart(8)}`,
      );
    }
    console.log();
    await compareWithNginx(base);
    console.log();
    console.log(`at the end: ${loadAverage()} (figures only compare on a quiet machine)`);
  } finally {
    stop();
  }
}

/** The HTML's size, raw and gzip (level 9), and the part that is the inline RSC payload (the `self.__next_f.push` scripts). */
function htmlWeight(html: string): { raw: number; gzip: number; rscPayload: number } {
  const rscPayload = [...html.matchAll(/<script>self\.__next_f\.push\([\s\S]*?<\/script>/g)].reduce((sum, m) => sum + Buffer.byteLength(m[0]), 0);
  return { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length, rscPayload };
}

/**
 * Requests per second of the home page from `npm start` against nginx serving the very
 * same HTML as a static file, twice: without compression (autocannon's default: no
 * Accept-Encoding), and with `Accept-Encoding: gzip` as every browser sends it, where
 * each compresses every response (Next.js's `compression` middleware at zlib's default
 * level 6; nginx `gzip on` at the same level). Both sides have one process and share
 * the machine's cores with autocannon: nginx one worker (worker_processes 1, sendfile
 * off, no access log), Node one process (server.mjs, Next's custom server). Skipped
 * without nginx.
 */
async function compareWithNginx(base: string): Promise<void> {
  if (spawnSync(NGINX, ["-v"]).error) return console.log(`nginx comparison skipped: ${NGINX} not found (apt-get install nginx, or NGINX_PATH)`);
  const html = await (await fetch(`${base}/`)).text();
  const weight = htmlWeight(html);
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // nginx's worker runs as an unprivileged user: it must be able to read the file.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "index.html"), html, { mode: 0o644 });
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; sendfile off; gzip on; gzip_comp_level 6; gzip_min_length 1000; server { listen 127.0.0.1:${port}; root ${dir}; default_type text/html; location / { try_files /index.html =404; } } }
`,
  );
  const nginx = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  try {
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/`)).ok) break;
      } catch {
        // not up yet
      }
      if (i > 40) throw new Error("nginx did not come up");
      await new Promise((r) => setTimeout(r, 250));
    }
    console.log(
      `home page HTML: ${weight.raw} bytes raw (${kb(weight.raw).trim()}), ${weight.gzip} gzip (${kb(weight.gzip).trim()}); ` +
        `inline RSC payload ${weight.rscPayload} bytes (${((weight.rscPayload / weight.raw) * 100).toFixed(0)} %)`,
    );
    console.log(`home page req/s, one Node process (npm start) against one nginx worker on the same HTML file, ${CONNECTIONS} connections × ${DURATION_S} s:`);
    for (const [label, headers] of [
      ["uncompressed", {}],
      ["gzip (Accept-Encoding: gzip)", { "accept-encoding": "gzip" }],
    ] as const) {
      const node = await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: DURATION_S, headers });
      const reference = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: DURATION_S, headers });
      const share = node.requests.average / reference.requests.average;
      console.log(`  ${label.padEnd(30)} npm start ${node.requests.average.toFixed(0).padStart(6)}   nginx ${reference.requests.average.toFixed(0).padStart(6)}   → ${(share * 100).toFixed(0)} % of nginx`);
    }
  } finally {
    nginx.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  // Everything is closed; exit anyway so that a handle left by a library (a keep-alive
  // socket, a worker thread) cannot keep the bench from ending `npm run bench`.
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
