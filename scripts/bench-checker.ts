/**
 * Benchmark of the website checker (npm run bench:checker). Prints figures, asserts nothing.
 *
 *  (a) Analysis without network: extractPageFacts (HTML parse and fact extraction)
 *      and analyzeSite (parse plus all six categories, the imprint page and the
 *      ranking) on a typical practice home page (test/fixture-sites/sites/good,
 *      ~12 KB, with its imprint), on a 1 MB page and on the 5 MB page the checker
 *      keeps of an oversized document (the "large" fixture, cut at 5 MB).
 *  (b) End to end in-process: POST /api/website-check against the fixture websites
 *      over loopback (page, robots.txt, llms.txt, imprint and sitemap through the
 *      SSRF-guarded fetcher, then the analysis); rate limit off, usage recorded to a stub.
 *  (c) Hostile input (issue 34): pages of 50,000 to 200,000 nested <div> (the last froze
 *      the instance 110 s before the CPU pool) read by the analysis in the worker pool,
 *      with the nesting pre-check alone (limitNesting) and the longest gap between two
 *      ticks of a 10 ms timer on the request thread meanwhile (≈10 ms: never blocked);
 *      and the PDF report of 80 findings of 2,000- to 3,000-character words in the pool.
 *
 * Runs under `tsx --conditions react-server` so that `import "server-only"` resolves
 * to the package's empty module outside Next.js.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { limitNesting } from "@/lib/html/nesting";
import { analyzeSite } from "@/lib/readiness/analyze";
import { renderCheckResult } from "@/lib/readiness/finding-text";
import { checkReportInputSchema } from "@/lib/reports/check-report-input";
import { closeCpuPool, runCpuTask } from "@/lib/workers/pool";
import { extractPageFacts } from "@/lib/readiness/page-facts";
import type { SiteSnapshot } from "@/lib/readiness/types";
import { startFixtureSites, type FixtureSiteName } from "@/test/fixture-sites/server";
import { stats, runBench } from "./bench-stats";

function line(label: string, values: number[], unit = "ms"): void {
  const s = stats(values);
  const f = (v: number) => v.toFixed(2).padStart(9);
  console.log(`    ${label.padEnd(46)} ${f(s.mean)} ${f(s.p50)} ${f(s.p95)} ${f(s.max)}  ${unit} (n=${values.length})`);
}

function snapshotOf(html: string, origin: string, imprint?: string): SiteSnapshot {
  const file = (path: string, text: string | null, status: number) => ({ url: `${origin}${path}`, status, contentType: "text/plain", text, truncated: false });
  return {
    requestedUrl: `${origin}/`,
    finalUrl: `${origin}/`,
    redirects: [],
    page: { status: 200, contentType: "text/html; charset=utf-8", xRobotsTag: [], linkHeader: [], html, bytes: Buffer.byteLength(html), truncated: false, elapsedMs: 0 },
    robotsTxt: file("/robots.txt", "User-agent: *\nAllow: /\nDisallow: /intern/\nSitemap: https://example.de/sitemap.xml\n", 200),
    sitemap: { ...file("/sitemap.xml", '<?xml version="1.0"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://example.de/</loc></url></urlset>', 200), source: "robots.txt" },
    llmsTxt: file("/llms.txt", null, 404),
    ...(imprint ? { secondPage: { ...file("/impressum", imprint, 200), contentType: "text/html; charset=utf-8", kind: "imprint" as const, linkText: "Impressum" } } : {}),
  };
}

async function benchAnalysis(): Promise<void> {
  const origin = "https://example.de";
  const good = (await readFile("test/fixture-sites/sites/good/index.html", "utf8")).replaceAll("{{ORIGIN}}", origin);
  const skeleton = await readFile("test/fixture-sites/sites/large/index.html", "utf8");
  const items: string[] = [];
  for (let i = 1, size = skeleton.length; size < 5 * 1024 * 1024; i++) {
    const item = `<li class="produkt"><h3>Sofa Modell ${i}</h3><p>Dreisitzer mit Bezug aus Webstoff, Breite 210 cm, Lieferung in 4 Wochen. Preis auf Anfrage.</p></li>\n`;
    items.push(item);
    size += item.length;
  }
  const large = skeleton.replace("<!--REPEAT-->", `<ul>${items.join("")}</ul>`).slice(0, 5 * 1024 * 1024);
  const oneMegabyte = skeleton.replace("<!--REPEAT-->", `<ul>${items.slice(0, Math.round(items.length / 5)).join("")}</ul>`);
  const imprint = (await readFile("test/fixture-sites/sites/good/impressum.html", "utf8")).replaceAll("{{ORIGIN}}", origin);

  console.log("(a) analysis without network                          mean       p50       p95       max");
  for (const [label, html, runs] of [
    [`practice home page (${(good.length / 1024).toFixed(0)} KB)`, good, 200],
    [`1 MB page (${(oneMegabyte.length / 1024 / 1024).toFixed(1)} MB)`, oneMegabyte, 20],
    [`oversized page cut at 5 MB (${(large.length / 1024 / 1024).toFixed(1)} MB)`, large, 5],
  ] as const) {
    const parse: number[] = [];
    const full: number[] = [];
    for (let i = 0; i < runs; i++) {
      let t = performance.now();
      extractPageFacts(html, `${origin}/`);
      parse.push(performance.now() - t);
      t = performance.now();
      analyzeSite(snapshotOf(html, origin, imprint));
      full.push(performance.now() - t);
    }
    line(`${label}: extractPageFacts`, parse);
    line(`${label}: analyzeSite`, full);
  }
}

async function benchEndToEnd(): Promise<void> {
  Object.assign(process.env, { OUTBOUND_ALLOW_PRIVATE: "1", CHECKER_RATE_LIMIT_PER_HOUR: "0", TRUSTED_PROXY_COUNT: "0" });
  let usageEvents = 0;
  // lib/db.ts opens the process-wide database lazily into globalThis.database; seeding it keeps
  // this part off any database (usage events are only counted here; the rate limit is off).
  (globalThis as { database?: Promise<unknown> }).database = Promise.resolve({
    prisma: { usageEvent: { create: async () => ((usageEvents += 1), {}) } },
    target: { kind: "postgres", url: "postgresql://unused" },
  });
  const { POST } = await import("@/app/api/website-check/route");
  const sites = await startFixtureSites();
  const post = (url: string) =>
    POST(new Request("http://localhost/api/website-check", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ url }) }));

  console.log();
  console.log("(b) POST /api/website-check in-process against local fixture sites  mean       p50       p95       max");
  try {
    for (const [name, runs] of [["good", 100], ["poor", 100], ["redirects", 50], ["meta-refresh", 50], ["large", 5]] as [FixtureSiteName, number][]) {
      const url = name === "redirects" ? `${sites.urls[name]}/start` : name === "meta-refresh" ? `${sites.urls[name]}/weiter` : `${sites.urls[name]}/`;
      await post(url); // warm-up
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const t = performance.now();
        const res = await post(url);
        await res.json();
        times.push(performance.now() - t);
        if (res.status !== 200) throw new Error(`${name}: HTTP ${res.status}`);
      }
      line(`site "${name}"`, times);
    }
  } finally {
    await sites.close();
  }
  console.log(`    usage events recorded (in-memory stub): ${usageEvents}`);
}

/** `work`'s duration and the longest gap between two ticks of a 10 ms timer while it ran, in ms. */
async function withTimerGaps(work: () => Promise<unknown>): Promise<{ ms: number; maxGapMs: number }> {
  let last = performance.now();
  let maxGapMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    maxGapMs = Math.max(maxGapMs, now - last);
    last = now;
  }, 10);
  const started = performance.now();
  try {
    await work();
    return { ms: performance.now() - started, maxGapMs: Math.max(maxGapMs, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

async function benchHostileInput(): Promise<void> {
  console.log("(c) hostile input in the CPU worker pool                mean      p50      p95      max");
  const origin = "https://example.de";
  await runCpuTask("pageLinks", { html: "<p>warm</p>", url: `${origin}/` }); // start a worker thread
  for (const depth of [50_000, 100_000, 200_000]) {
    const html = `<!doctype html><html><head><title>Tief</title></head><body>${"<div>".repeat(depth)}<a href="/impressum">Impressum</a>${"</div>".repeat(depth)}</body></html>`;
    const precheck: number[] = [];
    const analysis: number[] = [];
    const gaps: number[] = [];
    for (let run = 0; run < 3; run++) {
      let started = performance.now();
      limitNesting(html);
      precheck.push(performance.now() - started);
      started = performance.now();
      const { ms, maxGapMs } = await withTimerGaps(() => runCpuTask("analyze", { snapshot: snapshotOf(html, origin), now: new Date().toISOString() }));
      analysis.push(ms);
      gaps.push(maxGapMs);
    }
    line(`${depth} nested <div>: limitNesting`, precheck);
    line(`${depth} nested <div>: analyze in pool`, analysis);
    line(`${depth} nested <div>: longest timer gap`, gaps);
  }
  const result = renderCheckResult(analyzeSite(snapshotOf("<html><body><h1>Bäckerei</h1></body></html>", origin)));
  const findings = Array.from({ length: 40 }, (_, i) => ({ id: `f${i}`, status: "warn", label: `Befund ${i}`, evidence: "E".repeat(3000), points: 0, maxPoints: 10, action: "A".repeat(2000) }));
  const input = checkReportInputSchema.parse({ result: { ...JSON.parse(JSON.stringify(result)), categories: [0, 1].map((n) => ({ id: `c${n}`, name: `K${n}`, weight: 10, score: 0, findings })) } });
  const report: number[] = [];
  const reportGaps: number[] = [];
  for (let run = 0; run < 3; run++) {
    const { ms, maxGapMs } = await withTimerGaps(() => runCpuTask("checkReportPdf", input));
    report.push(ms);
    reportGaps.push(maxGapMs);
  }
  line("PDF report, 80 long-word findings, in pool", report);
  line("PDF report: longest timer gap", reportGaps);
  await closeCpuPool();
}

async function main(): Promise<void> {
  console.log(`website checker benchmark — Node ${process.version}`);
  console.log();
  await benchAnalysis();
  await benchEndToEnd();
  console.log();
  await benchHostileInput();
}

runBench(main);

