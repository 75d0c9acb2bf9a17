/**
 * Trains the candidate judge (lib/visibility/candidate-judge.ts; issue 31) on the training corpora
 * and writes lib/visibility/data/candidate-judge.json. Never reads a report-only corpus.
 *
 * The threshold comes from leave-one-corpus-out over the training corpora: every example gets a
 * probability from a model that never saw its corpus, and the threshold is the highest at which
 * those set apart at most 1 % of the businesses the rules accept (candidate-judge-training.ts).
 * Printed: the out-of-fold trade-off per threshold, and the training corpora's figures read by the
 * rules alone and with each corpus's out-of-fold judge.
 *
 * Usage: npx tsx --conditions react-server scripts/train-candidate-judge.ts [--dry] [--misses]
 *   --dry     print, do not write the model
 *   --misses  also print the training deviations the out-of-fold judge adds
 */
import { writeFileSync } from "node:fs";
import { analyzeAnswer } from "@/lib/visibility/analysis";
import type { CandidateJudgeModel } from "@/lib/visibility/candidate-judge";
import { ANSWER_CORPORA } from "@/lib/visibility/__fixtures__/corpora";
import { emptyMetrics, formatMetrics, scoreCase } from "@/lib/visibility/__fixtures__/corpus-metrics";
import { chooseThreshold, JUDGE_SETTINGS, judgeExamples, outOfFold, trainJudge } from "./candidate-judge-training";

function main(): void {
  const training = ANSWER_CORPORA.filter((c) => !c.reportOnly);
  const examples = training.flatMap((c) => judgeExamples(c.name, c.cases));
  const accepted = examples.filter((e) => e.accepted);
  console.log(
    `${training.length} training corpora, ${examples.length} candidates (${examples.filter((e) => e.business).length} businesses); accepted by the rules: ${accepted.length}, of them no business: ${accepted.filter((e) => !e.business).length}`,
  );
  const oof = outOfFold(examples);
  const businesses = accepted.filter((e) => e.business);
  const non = examples.filter((e) => !e.business);
  for (let step = 5; step < 90; step += 5) {
    const t = step / 100;
    console.log(`t=${t.toFixed(2)}: accepted businesses set apart ${businesses.filter((e) => oof.get(e)! < t).length}/${businesses.length}, non-businesses below t ${non.filter((e) => oof.get(e)! < t).length}/${non.length}`);
  }
  const threshold = chooseThreshold(examples, oof, JUDGE_SETTINGS.maxLost);
  console.log(`threshold ${threshold}`);

  const rules = emptyMetrics();
  const judged = emptyMetrics();
  for (const corpus of training) {
    const fold: CandidateJudgeModel = { ...trainJudge(examples.filter((e) => e.corpus !== corpus.name)), threshold, trainedOn: [], examples: 0 };
    for (const c of corpus.cases) {
      scoreCase(c, rules, analyzeAnswer(c.answer, c.target, { judge: null }));
      scoreCase(c, judged, analyzeAnswer(c.answer, c.target, { judge: fold }));
    }
  }
  console.log(formatMetrics("training, rules", rules));
  console.log(formatMetrics("training, rules + judge OOF", judged));
  if (process.argv.includes("--misses")) for (const line of judged.misses.filter((l) => !rules.misses.includes(l))) console.log(`  ${line}`);

  if (process.argv.includes("--dry")) return;
  const model: CandidateJudgeModel = { ...trainJudge(examples), threshold, trainedOn: training.map((c) => c.name), examples: examples.length };
  writeFileSync("lib/visibility/data/candidate-judge.json", `${JSON.stringify(model)}\n`);
  console.log(`wrote ${Object.keys(model.weights).length} weights`);
}

main();
