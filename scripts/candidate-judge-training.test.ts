import { describe, expect, it } from "vitest";

import { judgeModel } from "@/lib/visibility/candidate-judge";
import { ANSWER_CORPORA } from "@/lib/visibility/__fixtures__/corpora";
import { chooseThreshold, JUDGE_SETTINGS, judgeExamples, outOfFold, trainJudge } from "./candidate-judge-training";

describe("the candidate judge's training", () => {
  // Retrain (scripts/train-candidate-judge.ts) when the rules, the features or the training corpora change.
  it("gives the shipped weights and threshold from the training corpora alone", () => {
    const examples = ANSWER_CORPORA.filter((c) => !c.reportOnly).flatMap((c) => judgeExamples(c.name, c.cases));
    expect(judgeModel.examples).toBe(examples.length);
    const { bias, weights } = trainJudge(examples);
    expect(bias).toBe(judgeModel.bias);
    expect(weights).toEqual(judgeModel.weights);
    expect(chooseThreshold(examples, outOfFold(examples), JUDGE_SETTINGS.maxLost)).toBe(judgeModel.threshold);
    // A guard against a hung run, not a speed bar: retraining on 5,222 answers took 259 s beside the other test files on round
    // 73's 2-core machine and 442 s while another build ran there (400 s had been the limit).
  }, 900_000);

  it("labels a candidate by the answer's expected businesses, and leaves out a longer or shorter form of one", () => {
    const cases = [
      {
        id: "x",
        about: "",
        answer: "1. **Bäckerei Huber** – gut.\n2. **Stadtfest Graz** – im Juni.\n3. **Café Sonne Graz** – ruhig.",
        target: {},
        expected: { mentioned: false, position: null, businesses: ["Bäckerei Huber", "Café Sonne"] },
      },
    ];
    const byName = new Map(judgeExamples("t", cases).map((e) => [e.name, e.business]));
    expect(byName.get("Bäckerei Huber")).toBe(true);
    expect(byName.get("Stadtfest Graz")).toBe(false);
    expect(byName.has("Café Sonne Graz")).toBe(false);
  });
});
