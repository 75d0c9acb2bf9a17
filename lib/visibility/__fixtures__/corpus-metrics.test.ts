import { describe, expect, it } from "vitest";
import type { AnswerAnalysis } from "../analysis";
import type { CorpusCase } from "./answer-corpus";
import { emptyMetrics, formatMetrics, scoreCase } from "./corpus-metrics";

const kase = (position: number | null, tone: CorpusCase["expected"]["tone"]): CorpusCase => ({
  id: "c",
  about: "",
  answer: "",
  target: { businessName: "Bäckerei Ahrens" },
  expected: { mentioned: true, position, tone },
});
const read = (position: number | null, mentionTone: AnswerAnalysis["mentionTone"]) =>
  ({ mentioned: true, position, mentionTone, competitors: [], negativeMentions: [], platforms: [] }) as unknown as AnswerAnalysis;

describe("corpus metrics: the place of a visitor named but not recommended", () => {
  it("counts a place read as advised against where the corpus gives none apart, never as the strict place", () => {
    const m = emptyMetrics();
    scoreCase(kase(null, "discouraged"), m, read(3, "discouraged"));
    expect([m.positionCorrect, m.positionCorrectAsStated, m.positionCases]).toEqual([0, 1, 1]);
    expect(formatMetrics("x", m)).toContain("position 0.0 % (0/1; 1 counting a place read as not recommended where the corpus gives none)");
  });

  it("counts nothing when the reading recommends the visitor the corpus advises against", () => {
    const m = emptyMetrics();
    scoreCase(kase(null, "discouraged"), m, read(3, "recommended"));
    expect([m.positionCorrect, m.positionCorrectAsStated]).toEqual([0, 0]);
  });

  it("counts nothing when the corpus places the visitor elsewhere", () => {
    const m = emptyMetrics();
    scoreCase(kase(2, "unavailable"), m, read(3, "unavailable"));
    expect([m.positionCorrect, m.positionCorrectAsStated]).toEqual([0, 0]);
  });
});
