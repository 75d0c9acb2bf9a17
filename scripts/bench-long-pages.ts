/**
 * DOM size, total blocking time and JavaScript weight of the site's public pages
 * (npm run bench:long-pages). Prints figures, asserts nothing.
 *
 *   npm run bench:long-pages [-- --no-build] [-- --pages /snippets,/gmb-faq]
 *
 * Builds the site (skip with --no-build), starts it (scripts/bench-server.ts) with a
 * local Stripe API stand-in (test/stripe-stand-in.ts) so that /payment renders its checkout,
 * and measures every page of content/site-pages.ts, the newest blog article and /payment
 * (or the pages given with --pages), BENCH_RUNS times each (default 3), printing medians:
 *
 * - With LIGHTHOUSE_CLI (path to lighthouse/cli/index.js of Lighthouse 12, installed outside
 *   the repository: `npm i --prefix /tmp/lh lighthouse@12`): Lighthouse's default mobile
 *   profile (Moto G Power 412 × 823 px, simulated slow 4G and 4× CPU slowdown) on Chromium at
 *   CHROMIUM_PATH (default /usr/bin/chromium). Figures: performance score, total blocking
 *   time (ms, audit total-blocking-time), DOM elements (audit dom-size), JavaScript
 *   transferred (KB, audit resource-summary), and "CPU TBT": the blocking time computed
 *   from the trace's thread CPU times (cpuBlockingMs), which a busy machine does not inflate.
 * - Without it, an estimate through the Chrome DevTools Protocol: 390 × 844 px, CPU 4× slower
 *   (Emulation.setCPUThrottlingRate), no network throttling; total blocking time is the sum
 *   over long tasks (PerformanceObserver "longtask") of the time beyond 50 ms until 5 s after
 *   load; DOM elements after load; JavaScript transferred from the resource timings.
 *
 * Also per page: the server HTML's size (raw and gzip), and for /snippets and /gmb-faq
 * whether every snippet's name and description is in it (crawlers read only the server HTML).
 * The machine's load average is printed with the figures: simulated throttling multiplies
 * the CPU time the page really takes, so a busy machine reads high.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { getArticles } from "@/lib/blog/articles";
import { SITE_PAGES } from "@/content/site-pages";
import { listSnippets } from "@/lib/snippets/library";
import { startStripeStandIn } from "@/test/stripe-stand-in";
import { buildUnlessSkipped, startOwnSite } from "./bench-server";
import { runBench } from "./bench-stats";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const LIGHTHOUSE_CLI = process.env.LIGHTHOUSE_CLI;

interface Figures {
  tbtMs: number;
  domElements: number;
  scriptKb: number;
  /** Lighthouse's performance score 0-100; null for the estimate. */
  score: number | null;
  /** Total blocking time from the trace's thread CPU times (see cpuBlockingMs); null for the estimate. */
  cpuTbtMs: number | null;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Total blocking time from the CPU time the page's main thread used, not the wall time:
 * the sum over its top-level tasks (trace event RunTask) from first contentful paint on
 * of max(0, 4 × thread time − 50 ms). Lighthouse's own figure multiplies wall times by 4;
 * on a machine shared with other work a task's wall time includes the time the thread
 * waited for a core, which reads as blocking. Thread time does not, so this figure shows
 * what an idle machine would measure (it does not re-simulate the network, so it is
 * an estimate next to Lighthouse's figure, not a replacement).
 */
function cpuBlockingMs(events: TraceEvent[]): number {
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  if (!fcp) return NaN;
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.pid === fcp.pid && e.args?.name === "CrRendererMain");
  if (!main) return NaN;
  return events
    .filter((e) => e.name === "RunTask" && e.ph === "X" && e.pid === main.pid && e.tid === main.tid && e.ts >= fcp.ts)
    .reduce((sum, e) => sum + Math.max(0, (4 * (e.tdur ?? e.dur ?? 0)) / 1000 - 50), 0);
}

function htmlEscape(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function publicPages(): string[] {
  const listed = process.argv.find((a) => a.startsWith("--pages="))?.slice("--pages=".length) ?? process.argv[process.argv.indexOf("--pages") + 1];
  if (process.argv.some((a) => a.startsWith("--pages"))) return listed!.split(",");
  const newest = getArticles()[0];
  return [...SITE_PAGES.map((p) => p.path), ...(newest ? [`/blog/${newest.slug}`] : []), "/payment?product=gmb-faq"];
}

interface LighthouseReport {
  runtimeError?: { code: string };
  categories: { performance: { score: number | null } };
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType?: string; transferSize?: number }[] } }>;
}

/**
 * One Lighthouse run (default mobile profile, performance category only). Lighthouse
 * sometimes loses the trace's navigation start ("NO_NAVSTART … run Lighthouse again"):
 * such a run is repeated, up to three times.
 */
async function lighthouseRun(url: string): Promise<Figures> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-lighthouse-"));
  let report: LighthouseReport | null = null;
  let trace: TraceEvent[] = [];
  try {
    for (let attempt = 0; attempt < 3 && !report; attempt++) {
      await promisify(execFile)(
        process.execPath,
        [LIGHTHOUSE_CLI!, url, "--only-categories=performance", "--output=json", `--output-path=${dir}/report.json`, "--save-assets", "--quiet", "--chrome-flags=--headless=new --no-sandbox"],
        { env: { ...process.env, CHROME_PATH: CHROMIUM_PATH } },
      ).catch(() => undefined);
      const parsed = JSON.parse(readFileSync(`${dir}/report.json`, "utf8")) as LighthouseReport;
      if (!parsed.runtimeError) {
        report = parsed;
        const saved = JSON.parse(readFileSync(`${dir}/report-0.trace.json`, "utf8")) as { traceEvents: TraceEvent[] } | TraceEvent[];
        trace = Array.isArray(saved) ? saved : saved.traceEvents;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (!report) throw new Error(`Lighthouse failed three times on ${url}`);
  const script = report.audits["resource-summary"]?.details?.items?.find((i) => i.resourceType === "script")?.transferSize ?? 0;
  return {
    tbtMs: report.audits["total-blocking-time"]?.numericValue ?? NaN,
    domElements: report.audits["dom-size"]?.numericValue ?? NaN,
    scriptKb: script / 1024,
    score: report.categories.performance.score === null ? null : Math.round(report.categories.performance.score * 100),
    cpuTbtMs: cpuBlockingMs(trace),
  };
}

/** One estimate through the DevTools protocol (CPU 4× slower, no network throttling). */
async function cdpRun(browser: Browser, url: string): Promise<Figures> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.addInitScript(() => {
      const w = window as unknown as { __longTasks: number[] };
      w.__longTasks = [];
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) w.__longTasks.push(entry.duration);
      }).observe({ type: "longtask", buffered: true });
    });
    await page.goto(url, { waitUntil: "load" });
    await page.waitForTimeout(5000);
    return await page.evaluate(() => ({
      tbtMs: (window as unknown as { __longTasks: number[] }).__longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      domElements: document.querySelectorAll("*").length,
      scriptKb:
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((r) => r.initiatorType === "script").reduce((sum, r) => sum + r.transferSize, 0) / 1024,
      score: null,
      cpuTbtMs: null,
    }));
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function crawlable(path: string, html: string): string {
  if (path !== "/snippets" && path !== "/gmb-faq") return "";
  const snippets = listSnippets();
  const field = path === "/snippets" ? "beschreibung" : "branche";
  const found = snippets.filter((s) => html.includes(htmlEscape(s.branche)) && html.includes(htmlEscape(s[field]))).length;
  return `${found} of ${snippets.length} snippets (${path === "/snippets" ? "name and description" : "name"})`;
}

async function main(): Promise<void> {
  buildUnlessSkipped();
  const stripe = await startStripeStandIn();
  process.env.STRIPE_SECRET_KEY = "sk_test_bench";
  process.env.STRIPE_PUBLISHABLE_KEY = "pk_test_bench";
  process.env.STRIPE_API_BASE = stripe.url;
  const { base, stop } = await startOwnSite();
  const browser = LIGHTHOUSE_CLI ? null : await chromium.launch({ executablePath: CHROMIUM_PATH, args: ["--headless", "--no-sandbox", "--disable-gpu"] });
  try {
    const how = LIGHTHOUSE_CLI ? "Lighthouse default mobile profile (simulated throttling)" : "CDP estimate: Chromium 390 × 844 px, CPU 4× slower, no network throttling";
    console.log(`public pages — production build at ${base}, ${how}, ${RUNS} runs (median), load average ${loadavg()[0]!.toFixed(2)}`);
    console.log("page                          score   TBT ms   TBT runs         CPU TBT ms      DOM   JS KB   HTML KB   gzip KB   in server HTML");
    for (const path of publicPages()) {
      const html = await (await fetch(base + path)).text();
      const runs: Figures[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(LIGHTHOUSE_CLI ? await lighthouseRun(base + path) : await cdpRun(browser!, base + path));
      const score = runs[0]!.score === null ? "-" : String(median(runs.map((r) => r.score!)));
      const tbtRuns = runs.map((r) => r.tbtMs.toFixed(0)).join("/");
      const cpuTbt = runs[0]!.cpuTbtMs === null ? "-" : median(runs.map((r) => r.cpuTbtMs!)).toFixed(0);
      console.log(
        `${path.padEnd(28)} ${score.padStart(6)} ${median(runs.map((r) => r.tbtMs)).toFixed(0).padStart(8)}   ${tbtRuns.padEnd(14)} ${cpuTbt.padStart(10)} ${String(median(runs.map((r) => r.domElements))).padStart(6)} ${median(runs.map((r) => r.scriptKb)).toFixed(0).padStart(7)} ${(Buffer.byteLength(html) / 1024).toFixed(0).padStart(9)} ${(gzipSync(html).length / 1024).toFixed(0).padStart(9)}   ${crawlable(path, html)}`,
      );
    }
    console.log(`load average after: ${loadavg()[0]!.toFixed(2)}`);
  } finally {
    await browser?.close();
    stop();
    await stripe.close();
  }
}

runBench(main);
