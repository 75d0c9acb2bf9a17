/**
 * Benchmark of the SEO crawler (lib/seo-crawl). Prints figures, asserts nothing.
 *
 * Starts the generated fixture site (test/seo-fixture-site.ts; 1,000 pages, no slow
 * pages) on 127.0.0.1 and crawls it end to end through the SSRF-guarded fetcher with
 * maxPages 1000: robots.txt, the sitemap index, breadth-first pages, link analysis.
 * Reports pages per second, requests, total time and memory (heap and resident set
 * after the crawl, peak resident set of the process so far; the fixture server runs in
 * the same process), for concurrency 4 (the default) and 8, without and with a
 * simulated network round trip of 20 ms per answer.
 *
 * Run: `OUTBOUND_ALLOW_PRIVATE=1 npx tsx scripts/bench-seo-crawl.ts [pages]`
 * (or `npx tsx --conditions react-server scripts/bench-seo-crawl.ts`). lib/env.ts reads
 * process.env once and imports "server-only", which resolves to an empty module only
 * under the "react-server" condition (as in scripts/bench-checker.ts); started without
 * it, the script restarts itself with it.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { spawnSync } from "node:child_process";
import { performance } from "node:perf_hooks";

async function ensureReactServerCondition(): Promise<void> {
  try {
    await import("server-only");
  } catch {
    const run = spawnSync(process.execPath, [...process.execArgv, "--conditions=react-server", ...process.argv.slice(1)], {
      stdio: "inherit",
      env: process.env,
    });
    process.exit(run.status ?? 1);
  }
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

async function main(): Promise<void> {
  // Before any lib import: lib/env.ts parses process.env once.
  process.env.OUTBOUND_ALLOW_PRIVATE = "1";
  await ensureReactServerCondition();
  const { crawlSite } = await import("@/lib/seo-crawl/crawl-site");
  const { summarizeCrawl } = await import("@/lib/seo-crawl/summarize");
  const { startSeoFixtureSite } = await import("@/test/seo-fixture-site");

  const pages = Number(process.argv[2] ?? 1000);
  console.log(`SEO crawler benchmark — Node ${process.version}, fixture site with ~${pages} pages, maxPages 1000`);
  console.log();
  console.log("  scenario                               pages  requests   time ms  pages/s  heap used      rss  peak rss");

  // Warm-up: JIT and module initialisation out of the figures.
  {
    const site = await startSeoFixtureSite({ pages: 100, slowMs: 0 });
    await crawlSite({ startUrl: site.url, maxPages: 100 });
    await site.close();
  }

  for (const [label, latencyMs, concurrency] of [
    ["loopback, concurrency 4", 0, 4],
    ["loopback, concurrency 8", 0, 8],
    ["20 ms round trip, concurrency 4", 20, 4],
    ["20 ms round trip, concurrency 8", 20, 8],
  ] as const) {
    const site = await startSeoFixtureSite({ pages, slowMs: 0, latencyMs });
    const t = performance.now();
    const result = await crawlSite({ startUrl: site.url, maxPages: 1000, maxDepth: 20, concurrency, timeBudgetMs: 600_000 });
    const ms = performance.now() - t;
    const memory = process.memoryUsage();
    const fetched = result.pages.filter((p) => p.status !== "blocked").length;
    console.log(
      `  ${label.padEnd(36)} ${String(fetched).padStart(7)} ${String(result.requests).padStart(9)} ${ms.toFixed(0).padStart(9)} ${(fetched / (ms / 1000)).toFixed(0).padStart(8)} ${mb(memory.heapUsed).padStart(10)} ${mb(memory.rss).padStart(8)} ${mb(process.resourceUsage().maxRSS * 1024).padStart(9)}`,
    );
    if (label.startsWith("loopback, concurrency 4")) {
      const summary = summarizeCrawl(result);
      const json = JSON.stringify(result);
      console.log(
        `    result: ${result.pages.length} page records, ${(json.length / 1024).toFixed(0)} KB as JSON; limit hit: ${result.limitHit ?? "none"}; ` +
          `server saw ${site.requests.length} requests, at most ${site.inFlightMax} at once; funnel ${JSON.stringify(summary.funnel)}`,
      );
    }
    await site.close();
  }
  // page analysis ran in the CPU worker pool (lib/seo-crawl/process-page.ts)
  const { closeCpuPool } = await import("@/lib/workers/pool");
  await closeCpuPool();
}

main().then(
  // Everything is closed; exit anyway so that a handle left by a library (a keep-alive
  // socket, a worker thread) cannot keep the bench from ending `npm run bench`.
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
