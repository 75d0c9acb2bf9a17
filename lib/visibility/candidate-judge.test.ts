import { describe, expect, it } from "vitest";

import { analyzeAnswer } from "./analysis";
import { businessProbability, candidateFeatures, type CandidateJudgeModel, judgeModel } from "./candidate-judge";
import { ANSWER_CORPORA } from "./__fixtures__/corpora";

/** A judge that reads nothing as a business: whatever it may set apart, it does. */
const REJECT_ALL: CandidateJudgeModel = { bias: -20, threshold: 0.5, weights: {}, trainedOn: [], examples: 0 };

const LIST = [
  "Gute Adressen in Graz:",
  "",
  "1. **Tischlerei Obermayr** – Massivholzmöbel nach Maß, Tel. 0316 123456.",
  "2. **Holzwerkstatt Pauli** – kleine Werkstatt, faire Preise.",
  "3. **Möbelbau Krenn GmbH** – auch Küchen.",
].join("\n");

describe("candidateFeatures", () => {
  it("describes a bold list lead by its words, its line and what follows it", () => {
    const start = LIST.indexOf("Tischlerei Obermayr");
    const f = candidateFeatures(LIST, { name: "Tischlerei Obermayr", start, end: start + "Tischlerei Obermayr".length });
    expect(f).toEqual(expect.arrayContaining(["w:tischlerei", "w:obermayr", "f:tischlerei", "trade", "line:li", "lead:li", "bold", "p:–", "address", "len:2"]));
    expect(f).not.toContain("legal");
  });

  it("describes a name in running text by the words around it, and a name it cannot place by its words alone", () => {
    const text = "Eine gute Wahl ist auch die Bäckerei Sommer am Markt, die sonntags öffnet.";
    const start = text.indexOf("Bäckerei Sommer");
    const f = candidateFeatures(text, { name: "Bäckerei Sommer", start, end: start + 15 });
    expect(f).toEqual(expect.arrayContaining(["line:p", "body:p", "b1:die", "b2:die auch", "a1:am", "a2:am markt", "p:word"]));
    const unplaced = candidateFeatures(text, { name: "Bäckerei Sommer", start: -1, end: -1 });
    expect(unplaced).toContain("noloc");
    expect(unplaced.some((x) => x.startsWith("b1:") || x.startsWith("line:"))).toBe(false);
  });

  it("reads a long line only around the name, so each candidate costs the same however long its line", () => {
    const filler = "und noch ein Satz ohne Namen ".repeat(200);
    const line = `Fernwort steht am Anfang. ${filler}Nahwort steht hier bei der Bäckerei Sommer, die sonntags öffnet.`;
    const start = line.indexOf("Bäckerei Sommer");
    const f = candidateFeatures(line, { name: "Bäckerei Sommer", start, end: start + 15 });
    expect(f).toContain("l:nahwort");
    expect(f).not.toContain("l:fernwort");
    expect(f).toEqual(expect.arrayContaining(["line:p", "body:p", "b1:der", "a1:die"]));
  });
});

describe("the judge in the analysis", () => {
  it("sets apart the candidates it rejects, marked so among the candidates, and keeps them out of the businesses", () => {
    const byRules = analyzeAnswer(LIST, { businessName: "Holzwerkstatt Pauli" }, { judge: null });
    expect(byRules.competitors).toEqual(["Tischlerei Obermayr", "Möbelbau Krenn GmbH"]);
    const judged = analyzeAnswer(LIST, { businessName: "Holzwerkstatt Pauli" }, { judge: REJECT_ALL });
    expect(judged.competitors).toEqual([]);
    expect(judged.candidates.find((c) => c.name === "Tischlerei Obermayr")?.status).toBe("set_apart");
  });

  it("never sets apart the visitor's business: it keeps its mention, now at first place", () => {
    const judged = analyzeAnswer(LIST, { businessName: "Holzwerkstatt Pauli" }, { judge: REJECT_ALL });
    expect(judged.mentioned).toBe(true);
    expect(judged.position).toBe(1);
    expect(judged.candidates.find((c) => c.name === "Holzwerkstatt Pauli")?.status).toBe("business");
  });

  it("reads by the rules alone with judge null, and with the shipped model by default", () => {
    const model: CandidateJudgeModel = { ...judgeModel, threshold: 0 };
    expect(analyzeAnswer(LIST, {}, { judge: model }).competitors).toEqual(analyzeAnswer(LIST, {}, { judge: null }).competitors);
    expect(analyzeAnswer(LIST, {}).competitors).toEqual(analyzeAnswer(LIST, {}, { judge: judgeModel }).competitors);
  });
});

describe("the shipped model", () => {
  it("was trained on exactly the training corpora, none of the report-only ones", () => {
    expect(judgeModel.trainedOn).toEqual(ANSWER_CORPORA.filter((c) => !c.reportOnly).map((c) => c.name));
    const reportOnly = new Set(ANSWER_CORPORA.filter((c) => c.reportOnly).map((c) => c.name));
    expect(judgeModel.trainedOn.some((name) => reportOnly.has(name))).toBe(false);
  });

  it("has a threshold strictly between 0 and 1, and reads a clear business with a legal form in a list as one", () => {
    expect(judgeModel.threshold).toBeGreaterThan(0);
    expect(judgeModel.threshold).toBeLessThan(1);
    const start = LIST.indexOf("Möbelbau Krenn GmbH");
    expect(businessProbability(candidateFeatures(LIST, { name: "Möbelbau Krenn GmbH", start, end: start + 19 }))).toBeGreaterThan(judgeModel.threshold);
  });
});
