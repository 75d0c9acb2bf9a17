/**
 * Benchmark of "from finding to fix" (npm run bench:fix-kit). Prints figures, asserts nothing.
 *
 * For a typical check result — the home page of the "good" fixture practice
 * (test/fixture-sites/sites/good) with its imprint, and, when ../shared/sites is there,
 * each of the six real sites — it times:
 *  (a) the download kit: every file pre-filled (JSON-LD, meta tags, merged robots.txt,
 *      llms.txt, sitemap where missing, LIESMICH.txt) and zipped with fflate, as the
 *      browser does on "Alle Korrekturen herunterladen";
 *  (b) the PDF report: pdf-lib with DejaVu Sans embedded as subsets, as
 *      POST /api/website-check/report does (the first run in a process also reads the fonts).
 *
 * Runs under `tsx --conditions react-server` like the other benches.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { readFile } from "node:fs/promises";
import { performance } from "node:perf_hooks";
import { analyzeSite } from "@/lib/readiness/analyze";
import { fixKitZip } from "@/lib/readiness/fix-kit";
import { renderCheckResult } from "@/lib/readiness/finding-text";
import type { CheckOutcome } from "@/lib/readiness/types";
import { checkReportInputSchema } from "@/lib/reports/check-report-input";
import { renderCheckReportPdf } from "@/lib/reports/check-report-pdf";
import { fixKitText, snapshotFor } from "@/test/readiness-helpers";
import { SHARED_SITE_NAMES, sharedSiteSnapshot, sharedSitesDir } from "@/test/shared-sites";
import { stats } from "./bench-stats";

const RUNS = 20;

function line(label: string, values: number[], extra = ""): void {
  const s = stats(values);
  const f = (v: number) => v.toFixed(1).padStart(8);
  console.log(`  ${label.padEnd(34)} ${f(s.mean)} ${f(s.p50)} ${f(s.p95)} ${f(s.max)}  ms (n=${values.length})${extra}`);
}

/** Wall-clock ms, and CPU ms of this process (user + system), which a busy machine inflates less. */
async function time<T>(fn: () => Promise<T> | T, cpu?: number[]): Promise<[number, T]> {
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const value = await fn();
  const used = process.cpuUsage(cpuStart);
  cpu?.push((used.user + used.system) / 1000);
  return [performance.now() - start, value];
}

async function bench(label: string, result: CheckOutcome) {
  const kit: number[] = [];
  let zipBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const [ms, zip] = await time(() => fixKitZip(result, "2026-11-24", fixKitText));
    kit.push(ms);
    zipBytes = zip.length;
  }
  // The report prints the result as the API answers it: texts rendered.
  const input = checkReportInputSchema.parse(JSON.parse(JSON.stringify({ result: renderCheckResult(result), agencyName: "Agentur Beispiel" })));
  const pdf: number[] = [];
  const pdfCpu: number[] = [];
  let pdfBytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const [ms, bytes] = await time(() => renderCheckReportPdf(input), pdfCpu);
    pdf.push(ms);
    pdfBytes = bytes.length;
  }
  console.log(`${label} (score ${result.overallScore}, ${result.categories.flatMap((c) => c.findings).length} findings)`);
  line("download kit (files + ZIP)", kit, `, ${(zipBytes / 1024).toFixed(1)} KB`);
  line("PDF report (pdf-lib, 2 fonts)", pdf, `, ${(pdfBytes / 1024).toFixed(1)} KB, first run ${pdf[0]!.toFixed(0)} ms`);
  line("  of which CPU time of the process", pdfCpu);
}

async function main() {
  console.log(`load average ${(await import("node:os")).loadavg().map((l) => l.toFixed(1)).join(" ")} (wall-clock times grow with it)`);
  console.log(`                                        mean      p50      p95      max`);
  const origin = "https://www.praxis-muster.de";
  const dir = new URL("../test/fixture-sites/sites/good/", import.meta.url);
  const fill = (text: string) => text.replaceAll("{{ORIGIN}}", origin);
  const html = fill(await readFile(new URL("index.html", dir), "utf8"));
  const imprint = fill(await readFile(new URL("impressum.html", dir), "utf8").catch(() => ""));
  const result = analyzeSite(snapshotFor(html, { finalUrl: `${origin}/`, ...(imprint ? { secondPage: { html: imprint } } : {}) }), new Date("2026-11-24T12:00:00Z"));
  await bench("fixture practice 'good'", result);
  if (sharedSitesDir()) {
    for (const name of SHARED_SITE_NAMES) await bench(name, analyzeSite(await sharedSiteSnapshot(name), new Date("2026-11-24T12:00:00Z")));
  } else {
    console.log("(../shared/sites not found: the six real sites are skipped; set SHARED_SITES_DIR)");
  }
}

await main();
// Everything is closed; exit anyway so that a handle left by a library (a keep-alive
// socket, a worker thread) cannot keep the bench from ending `npm run bench`.
process.exit(0);
