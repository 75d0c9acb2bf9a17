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

  it("mails a wrong fact when it appears, not while it stays wrong, and again when the answers give another wrong value", () => {
    const site = { value: "+49 941 123456", source: "json-ld" as const, url: "https://praxis.example/" };
    const stating = (ai: string, verdict: "match" | "mismatch"): RunAnswerFacts[] =>
      answers("A", 3, 3).map((a) => ({ ...a, facts: [{ field: "telephone" as const, ai, site, verdict }] }));
    const right = summarizeRun(stating("0941 123456", "match"), [engines[0]!], target, null);
    expect(right.changes).toEqual([]);
    expect(right.facts).toEqual([{ field: "telephone", ai: "0941 123456", site, verdict: "match", answers: 3 }]);
    const wrong = summarizeRun(stating("0941 987654", "mismatch"), [engines[0]!], target, right);
    expect(wrong.changes).toEqual([{ kind: "wrong_fact", field: "telephone", ai: "0941 987654", site: "+49 941 123456", answers: 3 }]);
    // Written another way, the same wrong number is no news.
    expect(summarizeRun(stating("0941 / 98 76 54", "mismatch"), [engines[0]!], target, wrong).changes).toEqual([]);
    expect(summarizeRun(stating("0941 555555", "mismatch"), [engines[0]!], target, wrong).changes).toMatchObject([{ kind: "wrong_fact", ai: "0941 555555" }]);
    // Unverifiable is never wrong.
    const unverifiable = answers("A", 3, 3).map((a) => ({ ...a, facts: [{ field: "telephone" as const, ai: "0941 987654", site: null, verdict: "unverifiable" as const }] }));
    expect(summarizeRun(unverifiable, [engines[0]!], target, null).changes).toEqual([]);
  });
});
