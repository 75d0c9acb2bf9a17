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
import { cpus, loadavg } from "node:os";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { compareWithNginx } from "./bench-nginx";
import { buildUnlessSkipped, startOwnSite } from "./bench-server";
import { runBench } from "./bench-stats";

const PAGES = ["/", "/blog", "/blog/ki-seo-preise-kosten-2025"];
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

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
    await compareWithNginx(base, { connections: CONNECTIONS, durationS: DURATION_S });
    console.log();
    console.log(`at the end: ${loadAverage()} (figures only compare on a quiet machine)`);
  } finally {
    stop();
  }
}

runBench(main);
