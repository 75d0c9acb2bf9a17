/**
 * Runs the website checker and, when given, Lighthouse's SEO category side by side on
 * the home pages of the corpus: the real sites in ../shared/sites (each folder served as
 * a web root) and eight fixture sites of test/fixture-sites. Prints one line per site
 * and audit, the agreement count and the checker's overall scores. Asserts nothing.
 *
 *   npx tsx --conditions react-server scripts/lighthouse-parity.ts \
 *     [--sites ../shared/sites] [--lighthouse /path/to/node_modules/lighthouse/cli/index.js]
 *
 * Lighthouse is not a dependency of the project: install it anywhere outside the
 * repository (`npm i --prefix /tmp/lh lighthouse@12`). It drives Chromium at
 * CHROMIUM_PATH (default /usr/bin/chromium) and runs with --ignore-status-code so that a
 * home page answering 404 is audited rather than refused.
 *
 * How a checker finding answers each Lighthouse audit: see LIGHTHOUSE_AUDITS below
 * (and the README's checker section).
 */
import { execFile } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { analyzeSite } from "@/lib/readiness/analyze";
import { fetchSite } from "@/lib/readiness/fetch-site";
import type { CheckOutcome, Finding } from "@/lib/readiness/types";
import { startFixtureSites, type FixtureSiteName } from "@/test/fixture-sites/server";
import { startStaticSite } from "@/test/static-site-server";

type Verdict = "pass" | "fail" | "n/a";

const FIXTURE_CORPUS: FixtureSiteName[] = ["good", "poor", "noindex", "blocked-ai", "robots-5xx", "app-shell", "mixed-signals", "error-page"];

function finding(result: CheckOutcome, id: string): Finding {
  const found = result.categories.flatMap((c) => c.findings).find((f) => f.id === id);
  if (!found) throw new Error(`no finding ${id}`);
  return found;
}

const problem = (f: Finding) => f.status === "warn" || f.status === "fail";

/** Each Lighthouse 12 SEO audit (except the manual structured-data one) and the checker's answer to its question. */
export const LIGHTHOUSE_AUDITS: { audit: string; findings: string; verdict: (r: CheckOutcome) => Verdict }[] = [
  {
    audit: "is-crawlable",
    findings: "meta.indexable, crawling.search-engines",
    verdict: (r) => (finding(r, "meta.indexable").status === "fail" || finding(r, "crawling.search-engines").status === "fail" ? "fail" : "pass"),
  },
  { audit: "document-title", findings: "meta.title", verdict: (r) => (finding(r, "meta.title").status === "fail" ? "fail" : "pass") },
  { audit: "meta-description", findings: "meta.description", verdict: (r) => (finding(r, "meta.description").status === "fail" ? "fail" : "pass") },
  {
    audit: "http-status-code",
    findings: "crawling.http-status",
    verdict: (r) => (finding(r, "crawling.http-status").reason === "http-error" ? "fail" : "pass"),
  },
  { audit: "link-text", findings: "content.link-text", verdict: (r) => (problem(finding(r, "content.link-text")) ? "fail" : "pass") },
  { audit: "crawlable-anchors", findings: "crawling.crawlable-links", verdict: (r) => (problem(finding(r, "crawling.crawlable-links")) ? "fail" : "pass") },
  {
    audit: "robots-txt",
    findings: "crawling.robots-file",
    verdict: (r) => {
      const reason = finding(r, "crawling.robots-file").reason;
      return reason === "missing" ? "n/a" : reason ? "fail" : "pass";
    },
  },
  {
    audit: "image-alt",
    findings: "content.image-alt",
    verdict: (r) => {
      const f = finding(r, "content.image-alt");
      return f.status === "info" ? "n/a" : f.status === "pass" ? "pass" : "fail";
    },
  },
  {
    audit: "hreflang",
    findings: "meta.hreflang",
    verdict: (r) => (finding(r, "meta.hreflang").reason === "invalid" ? "fail" : "pass"),
  },
  {
    audit: "canonical",
    findings: "meta.canonical",
    verdict: (r) => {
      const reason = finding(r, "meta.canonical").reason;
      return reason === "missing" ? "n/a" : reason && reason !== "elsewhere" ? "fail" : "pass";
    },
  },
];

interface LighthouseReport {
  runtimeError?: { code: string; message: string };
  audits: Record<string, { score: number | null; scoreDisplayMode: string; displayValue?: string }>;
}

async function runLighthouse(cli: string, url: string): Promise<LighthouseReport> {
  const chromeFlags = "--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync";
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [cli, url, "--only-categories=seo", "--output=json", "--output-path=stdout", "--quiet", "--ignore-status-code", `--chrome-flags=${chromeFlags}`],
    { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" }, maxBuffer: 64 * 1024 * 1024 },
  );
  return JSON.parse(stdout) as LighthouseReport;
}

function lighthouseVerdict(report: LighthouseReport, audit: string): Verdict | "error" {
  const a = report.audits[audit];
  if (!a || a.scoreDisplayMode === "error") return "error";
  if (a.scoreDisplayMode === "notApplicable") return "n/a";
  return a.score === 1 ? "pass" : "fail";
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index === -1 ? undefined : process.argv[index + 1];
}

async function main(): Promise<void> {
  const sitesDir = path.resolve(argument("--sites") ?? "../shared/sites");
  const lighthouse = argument("--lighthouse");
  const corpus: { name: string; url: string }[] = [];
  const servers: { close(): Promise<void> }[] = [];
  for (const name of readdirSync(sitesDir).filter((n) => statSync(path.join(sitesDir, n)).isDirectory()).sort()) {
    const site = await startStaticSite(path.join(sitesDir, name));
    servers.push(site);
    corpus.push({ name, url: `${site.origin}/` });
  }
  const fixtures = await startFixtureSites();
  servers.push(fixtures);
  for (const name of FIXTURE_CORPUS) corpus.push({ name: `fixture:${name}`, url: `${fixtures.urls[name]}/` });

  let pairs = 0;
  let agreeing = 0;
  const disagreements: string[] = [];
  const scores: string[] = [];
  try {
    console.log(`| site | ${LIGHTHOUSE_AUDITS.map((a) => a.audit).join(" | ")} |`);
    console.log(`|---|${LIGHTHOUSE_AUDITS.map(() => "---").join("|")}|`);
    for (const site of corpus) {
      const result = analyzeSite(await fetchSite(site.url, { fetchOptions: { allowPrivate: true } }));
      scores.push(`${site.name}: ${result.overallScore}`);
      const report = lighthouse ? await runLighthouse(lighthouse, site.url) : null;
      const cells = LIGHTHOUSE_AUDITS.map(({ audit, verdict }) => {
        const ours = verdict(result);
        if (!report) return ours;
        const theirs = lighthouseVerdict(report, audit);
        if (theirs === "error") return `LH error / ${ours}`;
        // Not applicable in Lighthouse scores as passed; the checker's "n/a" likewise.
        const same = (theirs === "fail") === (ours === "fail");
        if (theirs !== "n/a" || ours !== "n/a") {
          pairs += 1;
          if (same) agreeing += 1;
          else disagreements.push(`${site.name} ${audit}: Lighthouse ${theirs}, checker ${ours}`);
        }
        return theirs === ours ? theirs : `${same ? "" : "≠ "}LH ${theirs} / ${ours}`;
      });
      console.log(`| ${site.name} | ${cells.join(" | ")} |`);
    }
  } finally {
    await Promise.all(servers.map((s) => s.close()));
  }
  console.log();
  if (lighthouse) {
    console.log(`agreement: ${agreeing} of ${pairs} site-audit pairs (pairs where both say n/a are not counted)`);
    for (const line of disagreements) console.log(`  ${line}`);
  }
  console.log(`checker overall scores: ${scores.join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
