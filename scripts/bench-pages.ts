/**
 * The public pages against bare Next.js (npm run bench:pages; issue 35). Prints figures and
 * flags, asserts nothing. Takes about 10 minutes a round over all pages on 2 cores, so it is
 * not part of `npm run bench`.
 *
 *   npm run bench:pages [-- --no-build] [--pages=/,/snippets] [--rounds=1] [--samples=1] [--no-nginx]
 *
 * 1. Builds the site (skip with --no-build when .next is current) and the bare reference app
 *    (scripts/bench-bare-next.ts: one page with a link, the project's next/react versions,
 *    in a temporary folder); starts both, the site with `npm start` on a free port with its
 *    own embedded database under os.tmpdir() and a local Stripe API stand-in, and Chromium's
 *    js.stripe.com mapped to the Stripe.js stand-in (scripts/bench-stripe-js.ts), so /payment
 *    renders its checkout and not its error screen; the reference with `next start` on another.
 * 2. Lighthouse (the npm package, pinned in devDependencies; default mobile profile: Moto G
 *    Power, simulated slow 4G and 4× CPU slowdown; performance category) in one headless
 *    Debian Chromium (CHROMIUM_PATH, default /usr/bin/chromium): per round, for every page,
 *    first the bare page, then the page, so that both meet the same machine load; with
 *    --samples=N that pair N times in a row (each pair a sample of its own).
 * 3. Per page, medians over all pairs: JavaScript transferred (compressed, KB = 1024 bytes,
 *    Lighthouse's resource-summary, less the Stripe.js stand-in's bytes) and its excess over
 *    the bare page of the same pair; the server HTML (raw and gzip, fetched once); total
 *    blocking time, largest contentful paint and performance, each with its ratio to the bare page of the same pair. TBT's ratio is
 *    followed by its spread, the lowest and highest ratio of the pairs: on a loaded machine a
 *    single pair's ratio can be anything from a third to five times the median (the bare
 *    page's own TBT ranged 81–1,735 ms over four runs of 12 on 29 Nov 2026), so a ratio from
 *    one pair proves little.
 * 3a. Diagnostic, beside Lighthouse's TBT and not instead of it (scripts/trace-cpu.ts): from
 *    the same Lighthouse trace, the main thread's CPU time from the navigation on and
 *    "CPU-TBT", the sum of (4 × a task's CPU time − 50 ms) over those tasks. They start at
 *    the navigation, not at FCP: Lighthouse's simulation often moves the first style and
 *    layout task (the stylesheet's) after its simulated FCP, and counting from the start
 *    never leaves a page's work out. Lighthouse's simulation scales each
 *    task's wall time, which includes waits for a core while other work runs; thread time
 *    leaves them out, so these ratios say how much more work a page gives the main thread
 *    than the bare page does, with a far smaller spread (CPU-TBT ×bare within a run about
 *    ±0.1; between runs at another load it moved by up to 0.2). The targets are judged on
 *    Lighthouse's TBT only.
 * 4. Flags against issue 35's targets (scripts/page-targets.ts). Ratios, not absolute times, count on a
 *    machine shared with other work: the load average is printed at the start and the end.
 * 5. `npm start` against nginx on the same home page HTML, uncompressed and gzip (scripts/
 *    bench-nginx.ts); skipped without nginx or with --no-nginx.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { gzipSync } from "node:zlib";
import { loadavg } from "node:os";
import { launch, type LaunchedChrome } from "chrome-launcher";
import lighthouse from "lighthouse";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";
import { SITE_PAGES } from "@/content/site-pages";
import { getArticles } from "@/lib/blog/articles";
import { startStripeStandIn } from "@/test/stripe-stand-in";
import { startBareNext } from "./bench-bare-next";
import { STRIPE_JS_ORIGIN, startStripeJsStandIn } from "./bench-stripe-js";
import { compareWithNginx } from "./bench-nginx";
import { buildUnlessSkipped, startOwnSite } from "./bench-server";
import { isToolPage, median, missedTargets, ratio } from "./page-targets";
import { runBench } from "./bench-stats";
import { cpuBlocking, type TraceEvent } from "./trace-cpu";

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** Flags of the machine's probe: without the background-networking ones Chromium keeps dialling Google's hosts on a closed network. */
const CHROME_FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"];

/** One Lighthouse run's figures. */
interface Run {
  jsKb: number;
  tbtMs: number;
  lcpMs: number;
  perf: number;
  /** Main-thread CPU time from the navigation on, ms, unscaled (scripts/trace-cpu.ts). */
  cpuMs: number;
  /** Sum of (4 × CPU time − 50 ms) over the main thread's tasks from the navigation on, ms. */
  cpuTbtMs: number;
}

/** Lighthouse's mobile profile slows the CPU down 4× (simulated). */
const CPU_SLOWDOWN = 4;

/** CPU time and CPU-TBT of the page's main thread from the navigation on, from a Lighthouse trace. */
async function cpuFigures(trace: unknown): Promise<{ cpuMs: number; cpuTbtMs: number }> {
  try {
    const processed = await TraceProcessor.processTrace(trace as never);
    const { cpuMs, blockingMs } = cpuBlocking(processed.mainThreadEvents as unknown as TraceEvent[], processed.timestamps.timeOrigin, CPU_SLOWDOWN);
    return { cpuMs, cpuTbtMs: blockingMs };
  } catch {
    return { cpuMs: NaN, cpuTbtMs: NaN }; // a trace Lighthouse could score but not process here: shown as ∞/NaN, never guessed
  }
}

function option(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

/** The pages given with --pages=, else every page of content/site-pages.ts, the newest article and /payment. */
function pagesToRun(): string[] {
  const listed = option("pages");
  if (listed) return listed.split(",").map((p) => p.trim()).filter(Boolean);
  const newest = getArticles()[0];
  return [...SITE_PAGES.map((p) => p.path), ...(newest ? [`/blog/${newest.slug}`] : []), "/payment?product=gmb-faq"];
}

/**
 * Bytes of the Stripe.js stand-in (scripts/bench-stripe-js.ts) in a report: left out of the
 * page's JavaScript, as it is neither the site's code nor the size of the real Stripe.js
 * (the figures before the stand-in counted 0 bytes there, the request failing).
 */
function standInScriptBytes(lhr: { audits: Record<string, { details?: unknown }> }): number {
  const items = (lhr.audits["network-requests"]?.details as { items?: { url?: string; resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  return items.filter((i) => i.resourceType === "Script" && i.url?.startsWith(STRIPE_JS_ORIGIN)).reduce((sum, i) => sum + (i.transferSize ?? 0), 0);
}

/** One Lighthouse run on `url` in the running Chromium; repeated (up to 3 times) when Lighthouse reports a runtime error such as NO_NAVSTART. */
async function lighthouseRun(url: string, chrome: LaunchedChrome): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"] });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError && lhr.categories.performance?.score != null) {
      const cpu = await cpuFigures((result as { artifacts?: { Trace?: unknown } }).artifacts?.Trace);
      const items = (lhr.audits["resource-summary"]?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      return {
        jsKb: ((items.find((i) => i.resourceType === "script")?.transferSize ?? 0) - standInScriptBytes(lhr)) / 1024,
        tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? NaN,
        lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? NaN,
        perf: Math.round(lhr.categories.performance.score * 100),
        ...cpu,
      };
    }
    if (attempt === 3) throw new Error(`Lighthouse failed three times on ${url}: ${lhr?.runtimeError?.code ?? "no report"}`);
  }
}

const fmt = (n: number, digits = 0) => (Number.isFinite(n) ? n.toFixed(digits) : "∞");
const load = () => loadavg().map((l) => l.toFixed(2)).join(", ");

interface Row {
  page: string;
  html: { raw: number; gzip: number };
  runs: { bare: Run; page: Run }[];
}

/** "1.23× (0.41–3.10)": the median of ratios and, with more than one pair, the lowest and highest. */
function ratioWithSpread(ratios: number[]): string {
  const text = `${fmt(median(ratios), 2)}×`;
  return ratios.length < 2 ? text : `${text} (${fmt(Math.min(...ratios), 2)}–${fmt(Math.max(...ratios), 2)})`;
}

/** The line of one page: medians, ratios to the bare page of the same pair (TBT's with its spread), the CPU diagnostic, and the targets missed. */
function report(row: Row): string {
  const m = (f: (r: { bare: Run; page: Run }) => number) => median(row.runs.map(f));
  const tool = isToolPage(row.page);
  const jsOver = m((r) => r.page.jsKb - r.bare.jsKb);
  const tbtRatio = m((r) => ratio(r.page.tbtMs, r.bare.tbtMs));
  const lcpRatio = m((r) => ratio(r.page.lcpMs, r.bare.lcpMs));
  const perf = m((r) => r.page.perf);
  const barePerf = m((r) => r.bare.perf);
  const htmlKb = row.html.raw / 1024;
  const missed = missedTargets({ path: row.page, jsOverKb: jsOver, tbtRatio, perf, barePerf, htmlKb });
  return [
    row.page.padEnd(30),
    (tool ? "tool" : "content").padEnd(8),
    fmt(m((r) => r.page.jsKb), 1).padStart(7),
    `+${fmt(jsOver, 1)}`.padStart(7),
    fmt(htmlKb, 1).padStart(7),
    fmt(row.html.gzip / 1024, 1).padStart(6),
    fmt(m((r) => r.page.tbtMs)).padStart(6),
    ratioWithSpread(row.runs.map((r) => ratio(r.page.tbtMs, r.bare.tbtMs))).padStart(19),
    fmt(m((r) => r.page.lcpMs)).padStart(6),
    `${fmt(lcpRatio, 2)}×`.padStart(7),
    `${fmt(perf)}/${fmt(barePerf)}`.padStart(7),
    `${fmt(m((r) => ratio(r.page.cpuMs, r.bare.cpuMs)), 2)}×`.padStart(7),
    ratioWithSpread(row.runs.map((r) => ratio(r.page.cpuTbtMs, r.bare.cpuTbtMs))).padStart(19),
    `  ${missed.length ? `MISSED ${missed.join(" ")}` : "ok"}`,
  ].join(" ");
}

/** Bare page, then the page, `samples` times for every page; `rounds` times. The table so far is printed after each round but the last (a long run cut short keeps its figures). */
async function measure(pages: string[], rounds: number, samples: number, site: string, bare: string, chrome: LaunchedChrome, bareHtml: { raw: number; gzip: number }): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of pages) {
    const html = await (await fetch(site + page)).text();
    rows.push({ page, html: { raw: Buffer.byteLength(html), gzip: gzipSync(html, { level: 6 }).length }, runs: [] });
  }
  for (let round = 1; round <= rounds; round++) {
    console.log(`round ${round} of ${rounds}, load average ${load()}`);
    for (const row of rows) {
      for (let sample = 0; sample < samples; sample++) {
        const bareRun = await lighthouseRun(`${bare}/`, chrome);
        row.runs.push({ bare: bareRun, page: await lighthouseRun(site + row.page, chrome) });
      }
    }
    if (round < rounds) printTable(rows, bareHtml);
  }
  return rows;
}

function printTable(rows: Row[], bareHtml: { raw: number; gzip: number }): void {
  const bareRuns = rows.flatMap((r) => r.runs.map((x) => x.bare));
  console.log();
  console.log(
    `bare Next.js page: JS ${fmt(median(bareRuns.map((r) => r.jsKb)), 1)} KB, HTML ${fmt(bareHtml.raw / 1024, 1)} KB (${fmt(bareHtml.gzip / 1024, 1)} gzip), ` +
      `TBT ${fmt(median(bareRuns.map((r) => r.tbtMs)))} ms (${fmt(Math.min(...bareRuns.map((r) => r.tbtMs)))}–${fmt(Math.max(...bareRuns.map((r) => r.tbtMs)))}), ` +
      `CPU ${fmt(median(bareRuns.map((r) => r.cpuMs)))} ms, CPU-TBT ${fmt(median(bareRuns.map((r) => r.cpuTbtMs)))} ms (${fmt(Math.min(...bareRuns.map((r) => r.cpuTbtMs)))}–${fmt(Math.max(...bareRuns.map((r) => r.cpuTbtMs)))}), LCP ${fmt(median(bareRuns.map((r) => r.lcpMs)))} ms, performance ${fmt(median(bareRuns.map((r) => r.perf)))} (medians of ${bareRuns.length} runs)`,
  );
  console.log("page                           kind      JS KB  >floor HTML KB  gzip TBT ms  ×bare (lowest–highest) LCP ms  ×bare perf/bare  CPU×bare  CPU-TBT ×bare (spread)");
  for (const row of rows) console.log(report(row));
}

async function main(): Promise<void> {
  const rounds = Number(option("rounds") ?? 3);
  const samples = Number(option("samples") ?? 1);
  const pages = pagesToRun();
  buildUnlessSkipped();
  console.log("building the bare Next.js reference …");
  const bare = await startBareNext(process.cwd());
  const stripe = await startStripeStandIn();
  Object.assign(process.env, { STRIPE_SECRET_KEY: "sk_test_bench", STRIPE_PUBLISHABLE_KEY: "pk_test_bench", STRIPE_API_BASE: stripe.url });
  const stripeJs = await startStripeJsStandIn(stripe.url);
  const site = await startOwnSite();
  const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: [...CHROME_FLAGS, ...stripeJs.chromeFlags] });
  try {
    console.log(`bench:pages — site ${site.base} (npm start), bare ${bare.base} (next start), Lighthouse mobile, simulated throttling, ${rounds} round(s) of ${samples} pair(s), ${pages.length} pages, load average ${load()}`);
    const bareText = await (await fetch(`${bare.base}/`)).text();
    const bareHtml = { raw: Buffer.byteLength(bareText), gzip: gzipSync(bareText, { level: 6 }).length };
    const rows = await measure(pages, rounds, samples, site.base, bare.base, chrome, bareHtml);
    printTable(rows, bareHtml);
    console.log(`load average at the end: ${load()} (2 cores; the ratios compare runs made under the same load)`);
    console.log();
    if (process.argv.includes("--no-nginx")) console.log("nginx comparison skipped (--no-nginx)");
    else await compareWithNginx(site.base, { connections: 20, durationS: 10 });
  } finally {
    chrome.kill();
    site.stop();
    bare.stop();
    await stripe.close();
    await stripeJs.close();
  }
}

runBench(main);
