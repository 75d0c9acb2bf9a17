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
 * and the home page's requests per second from `npm start` against nginx serving the same
 * HTML file (the aim: at least 60 % of nginx's requests per second).
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { buildUnlessSkipped, freePort, startOwnSite } from "./bench-server";

const PAGES = ["/", "/blog", "/blog/ki-seo-preise-kosten-2025"];
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(10);

async function main(): Promise<void> {
  buildUnlessSkipped();
  const { base, stop } = await startOwnSite();
  try {
    console.log(`site benchmark — npm start, Node ${process.version}, autocannon ${CONNECTIONS} connections × ${DURATION_S} s per page`);
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
  } finally {
    stop();
  }
}

/**
 * Requests per second of the home page from `npm start` against nginx serving the very
 * same HTML as a static file (one worker process, like the one Node process; no
 * compression on either side, as autocannon asks for none). Skipped without nginx.
 */
async function compareWithNginx(base: string): Promise<void> {
  if (spawnSync(NGINX, ["-v"]).error) return console.log(`nginx comparison skipped: ${NGINX} not found (apt-get install nginx, or NGINX_PATH)`);
  const html = await (await fetch(`${base}/`)).text();
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  // nginx's worker runs as an unprivileged user: it must be able to read the file.
  chmodSync(dir, 0o755);
  writeFileSync(path.join(dir, "index.html"), html, { mode: 0o644 });
  const port = await freePort();
  writeFileSync(
    path.join(dir, "nginx.conf"),
    `daemon off; worker_processes 1; pid ${dir}/nginx.pid; error_log ${dir}/error.log;
events { worker_connections 1024; }
http { access_log off; server { listen 127.0.0.1:${port}; root ${dir}; default_type text/html; location / { try_files /index.html =404; } } }
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
    const node = await autocannon({ url: `${base}/`, connections: CONNECTIONS, duration: DURATION_S });
    const reference = await autocannon({ url: `http://127.0.0.1:${port}/`, connections: CONNECTIONS, duration: DURATION_S });
    const share = node.requests.average / reference.requests.average;
    console.log(`home page, ${(Buffer.byteLength(html) / 1024).toFixed(1)} KB HTML: npm start ${node.requests.average.toFixed(0)} req/s, nginx (same HTML file) ${reference.requests.average.toFixed(0)} req/s → ${(share * 100).toFixed(0)} % of nginx`);
  } finally {
    nginx.kill("SIGTERM");
    rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
