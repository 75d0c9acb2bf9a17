/**
 * The analysis's CPU time against an earlier revision, both read in one process (npm run bench:reader:against --
 * <git rev> [--rounds=10] [--repeat=0]). Prints figures, asserts nothing.
 *
 * Why: on this shared 2-core machine two runs of `bench:reader` on the same code differ by up to 10 % (the
 * machine's speed drifts over minutes), more than most changes to the rules' code are worth. Here the working tree's
 * `analyzeAnswer` and the revision's are bundled (esbuild), loaded side by side into one process, and every answer of
 * the working tree's corpora is read by both in turn (the order alternating), so a drift hits both alike. Still the
 * ratio of one round moves by 2–3 % either way for the same code (0.961–1.023 seen for a change worth less than 1 %),
 * so the rounds' mean is printed with its 95 % confidence interval: a change counts only when the interval excludes 1.
 *
 * Per round (a fresh process): the mean CPU time per answer of each, first readings as in `bench:reader` (the
 * process's caches warm from other answers only; `--repeat=N` reads each answer N more times after its first
 * reading, as `bench:reader` does with 20, which warms the compiler more), and the ratio new / revision. No figures
 * of accuracy: only times are printed, so the report-only corpora are not looked at.
 *
 * The revision is exported with `git archive` into node_modules/.cache (so that both bundles resolve their
 * packages from this checkout's node_modules: the revision's own lockfile is not installed).
 */
import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { meanInterval, runBench } from "./bench-stats";

const ROOT = process.cwd();
const CACHE = path.join(ROOT, "node_modules", ".cache", "bench-reader-against");

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = found ? Number(found.split("=")[1]) : NaN;
  return Number.isInteger(value) && value >= 0 ? value : fallback;
}

/**
 * Bundles one module of the tree at `dir` into `outfile`: `lib/visibility/analysis` (its analyzeAnswer) or the corpora
 * (ANSWER_CORPORA, the working tree's only). Both trees' analyses are bundled alike, the corpora apart: with the
 * working tree's analysis and its corpora in one bundle, the same code read 1.2 % slower there than in the revision's
 * (an A/A run, `-- HEAD` with a clean tree: 1.012 ± 0.003 over 6 rounds on 2 Dec 2026). The entry is written beside the
 * bundles, never into a tree, so an interrupted run leaves nothing in the checkout.
 */
async function bundle(dir: string, outfile: string, what: "analysis" | "corpora"): Promise<void> {
  const entry = outfile.replace(/\.mjs$/, ".entry.ts");
  const from = (module: string) => JSON.stringify(path.join(dir, module));
  writeFileSync(
    entry,
    what === "analysis" ? `export { analyzeAnswer } from ${from("lib/visibility/analysis")};\n` : `export { ANSWER_CORPORA } from ${from("lib/visibility/__fixtures__/corpora")};\n`,
  );
  await build({ entryPoints: [entry], bundle: true, platform: "node", format: "esm", conditions: ["react-server"], alias: { "@": dir }, outfile, packages: "external", logLevel: "warning" });
}

/** One round in this process: both bundles, every answer read by each in turn. */
async function round(repeat: number): Promise<void> {
  type Lib = { analyzeAnswer: (answer: string, target: unknown) => unknown };
  const then = (await import(path.join(CACHE, "revision.mjs"))) as Lib;
  const now = (await import(path.join(CACHE, "working-tree.mjs"))) as Lib;
  const { ANSWER_CORPORA } = (await import(path.join(CACHE, "corpora.mjs"))) as { ANSWER_CORPORA: { cases: { answer: string; target: unknown }[] }[] };
  const libs = [then, now];
  const cases = ANSWER_CORPORA.flatMap((c) => c.cases);
  // Warm-up as in bench:reader: the first analyses load the gazetteer and compile the rules.
  for (const c of cases.slice(0, 5)) for (const lib of libs) lib.analyzeAnswer(c.answer, c.target);
  const totals = [0, 0];
  cases.forEach((c, i) => {
    for (const k of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const cpu = process.cpuUsage();
      libs[k]!.analyzeAnswer(c.answer, c.target);
      const used = process.cpuUsage(cpu);
      totals[k]! += (used.user + used.system) / 1000;
      for (let r = 0; r < repeat; r++) libs[k]!.analyzeAnswer(c.answer, c.target);
    }
  });
  const [a, b] = totals.map((t) => t / cases.length) as [number, number];
  console.log(`  revision ${a.toFixed(3)} ms · working tree ${b.toFixed(3)} ms · ratio ${(b / a).toFixed(3)}`);
  console.log(`${RATIO_TAG}${b / a}`);
}

async function main(): Promise<void> {
  const rev = process.argv.slice(2).find((a) => !a.startsWith("--"));
  if (!rev) throw new Error("usage: npm run bench:reader:against -- <git revision> [--rounds=10] [--repeat=0]");
  const commit = execFileSync("git", ["rev-parse", "--verify", `${rev}^{commit}`], { encoding: "utf8" }).trim();
  const rounds = arg("rounds", 10);
  const repeat = arg("repeat", 0);
  const tree = path.join(CACHE, "tree");
  rmSync(CACHE, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  const archive = path.join(CACHE, "revision.tar");
  execFileSync("git", ["archive", "--output", archive, commit, "lib"]);
  execFileSync("tar", ["-xf", archive, "-C", tree]);
  await bundle(tree, path.join(CACHE, "revision.mjs"), "analysis");
  await bundle(ROOT, path.join(CACHE, "working-tree.mjs"), "analysis");
  await bundle(ROOT, path.join(CACHE, "corpora.mjs"), "corpora");
  console.log(`Analysis CPU time per answer, first readings, ${commit.slice(0, 7)} against the working tree (${rounds} round${rounds === 1 ? "" : "s"}${repeat ? `, ${repeat} more readings each` : ""}):`);
  const ratios: number[] = [];
  for (let i = 0; i < rounds; i++) {
    const child = spawnSync(process.execPath, [...process.execArgv, process.argv[1]!, "--round", `--repeat=${repeat}`], { stdio: ["ignore", "pipe", "inherit"], encoding: "utf8" });
    if (child.status !== 0) throw new Error(`round ${i + 1} failed`);
    for (const line of child.stdout.split("\n")) {
      if (line.startsWith(RATIO_TAG)) ratios.push(Number(line.slice(RATIO_TAG.length)));
      else if (line) console.log(line);
    }
  }
  const { mean, halfWidth } = meanInterval(ratios);
  if (Number.isNaN(halfWidth)) {
    console.log(`Ratio working tree / revision: ${mean.toFixed(3)} (one round: no interval)`);
    return;
  }
  const verdict = mean + halfWidth < 1 ? "less CPU" : mean - halfWidth > 1 ? "more CPU" : "no difference shown";
  console.log(`Ratio working tree / revision: mean ${mean.toFixed(3)} ± ${halfWidth.toFixed(3)} (95 % interval, ${ratios.length} rounds): ${verdict}`);
}

/** Marks the line on which a round hands its ratio to the main process. */
const RATIO_TAG = "ratio=";

runBench(process.argv.includes("--round") ? () => round(arg("repeat", 0)) : main);
