import { describe, expect, it } from "vitest";
import { summarizeRun, type RunAnswerFacts } from "./summary";

const answers = (engine: string, n: number, named: number, competitors: string[] = ["Zahnklinik Donau"]): RunAnswerFacts[] =>
  Array.from({ length: n }, (_, i) => ({
    engine,
    mentioned: i < named,
    position: i < named ? 2 : null,
    mentionTone: i < named ? "recommended" : null,
    competitors,
    sources: i === 0 ? ["https://www.jameda.de/a", "https://jameda.de/b", "not a url"] : [],
  }));
const engines = [
  { name: "A", model: "a", error: null },
  { name: "B", model: "b", error: null },
];
const target = { businessName: "Praxis Huber", competitors: ["Zahnklinik Donau"] };

describe("summarizeRun", () => {
  it("counts cited domains once per answer, without www", () => {
    const run = summarizeRun([...answers("A", 9, 3), ...answers("B", 9, 0)], engines, target, null);
    expect(run.citedDomains).toEqual([{ domain: "jameda.de", answers: 2 }]);
    expect(run.overall).toMatchObject({ samples: 18, mentions: 3 });
    expect(run.changes).toEqual([]);
  });

  it("reports no change within the interval (3 of 9 → 5 of 9)", () => {
    const before = summarizeRun([...answers("A", 9, 3), ...answers("B", 9, 0)], engines, target, null);
    expect(summarizeRun([...answers("A", 9, 5), ...answers("B", 9, 0)], engines, target, before).changes).toEqual([]);
  });

  it("reports a drop beyond the interval and a newly recommended business, not a failed engine", () => {
    const before = summarizeRun([...answers("A", 9, 9), ...answers("B", 9, 0)], engines, target, null);
    const now = summarizeRun(
      [...answers("A", 9, 0, ["Zahnklinik Donau", "Dental Neu"]), ...answers("B", 9, 0, ["Dental Neu"])],
      [engines[0]!, { name: "B", model: "b", error: null }],
      target,
      before,
    );
    expect(now.changes).toEqual([
      { kind: "rate_down", engine: "A", from: 1, to: 0 },
      { kind: "new_competitor", name: "Dental Neu", answers: 18 },
    ]);
    const failed = summarizeRun(answers("A", 9, 9), [engines[0]!, { name: "B", model: "b", error: "timeout" }], target, before);
    expect(failed.changes).toEqual([]);
  });

  it("does not call one stray new name a change", () => {
    const before = summarizeRun(answers("A", 18, 3), [engines[0]!], target, null);
    const stray = [...answers("A", 17, 3), ...answers("A", 1, 0, ["Einmal Genannt"])];
    expect(summarizeRun(stray, [engines[0]!], target, before).changes).toEqual([]);
  });
});
