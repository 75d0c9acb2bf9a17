import { describe, expect, it } from "vitest";
import { summarizeAnswers } from "./aggregate";
import { verdictKey } from "./owner-verdicts";

const md = (...lines: string[]) => lines.join("\n");
const target = { businessName: "Physiotherapie Gassner", location: "Beschling" };
/** Names "Physio Gassner" in Bludenz first: the rules count it as the visitor, with a note to check. */
const ELSEWHERE = md("Physiotherapie bei Beschling:", "", "- **Physio Gassner**: Praxis von Stefan Gassner in Bludenz.", "- **Therapiezentrum Walgau**: in Nenzing.");
const EXACT = md("Physiotherapie bei Beschling:", "", "- **Therapiezentrum Walgau**: in Nenzing.", "- **Physiotherapie Gassner**: Manualtherapie, Termine auch abends.");
const answers = [
  { text: ELSEWHERE, citations: [] },
  { text: EXACT, citations: [] },
];

describe("verdictKey", () => {
  it("is one key for one name however it is written, and another for the same name in another place", () => {
    expect(verdictKey("**Physio Gassner GmbH**", "Bludenz")).toBe(verdictKey("physio gassner", "BLUDENZ"));
    expect(verdictKey("Physio Gassner", "Bludenz")).not.toBe(verdictKey("Physio Gassner", "Nenzing"));
    expect(verdictKey("Physio Gassner", "Bludenz")).not.toBe(verdictKey("Physio Gassner", null));
  });
});

describe("summarizeAnswers with the owner's verdicts", () => {
  it("counts a name the owner disowned as another business: not named there, a competitor at its rank", () => {
    const before = summarizeAnswers(answers, target);
    expect(before.samples.map((s) => [s.mentioned, s.position])).toEqual([
      [true, 1],
      [true, 2],
    ]);
    const after = summarizeAnswers(answers, target, [{ name: "Physio Gassner", place: "Bludenz", mine: false }]);
    const [disowned, exact] = after.samples;
    expect(disowned).toMatchObject({ mentioned: false, position: null, mentionTone: null, context: null, ownerVerdict: "other" });
    expect(disowned!.competitors).toEqual(["Physio Gassner", "Therapiezentrum Walgau"]);
    // The name stays, so the page can show what the owner judged and let them take it back.
    expect(disowned!.namedAs).toEqual({ name: "Physio Gassner", sameName: false, place: "Bludenz" });
    // The answer naming the business by its own name is untouched.
    expect(exact).toMatchObject({ mentioned: true, position: 2, ownerVerdict: null });
    expect(after.mentionedIn).toBe(1);
    expect(after.mentionRate).toBe(0.5);
    expect(after.competitors.find((c) => c.name === "Physio Gassner")).toEqual({ name: "Physio Gassner", answers: 1, bestRank: 1 });
  });

  it("keeps a name the owner confirmed as named, and applies no verdict given for the name in another place", () => {
    const mine = summarizeAnswers(answers, target, [{ name: "Physio Gassner", place: "Bludenz", mine: true }]);
    expect(mine.samples[0]).toMatchObject({ mentioned: true, position: 1, ownerVerdict: "mine" });
    expect(mine.mentionedIn).toBe(2);
    const elsewhere = summarizeAnswers(answers, target, [{ name: "Physio Gassner", place: "Nenzing", mine: false }]);
    expect(elsewhere.samples[0]).toMatchObject({ mentioned: true, position: 1, ownerVerdict: null });
  });
});

describe("summarizeAnswers with a look-alike the owner adopted", () => {
  const bakery = { businessName: "Bäckerei Hoffmann", location: "Görlitz" };
  /** Names the owner's bakery only by its trade and surname in another form: the rules count it as another business. */
  const OTHER_FORM = md("Bäckereien in Görlitz:", "", "1. **Backstube am Markt** – Brot aus dem Holzofen.", "2. **Konditorei Hoffmann** – in Löbau, Torten auf Bestellung.");

  it("asks about the first business named like the visitor, and counts it as theirs at its rank once the owner says so", () => {
    const before = summarizeAnswers([{ text: OTHER_FORM, citations: [] }], bakery);
    expect(before.samples[0]).toMatchObject({ mentioned: false, namedAs: null, lookAlike: { name: "Konditorei Hoffmann", place: "Löbau" }, ownerVerdict: null });
    const after = summarizeAnswers([{ text: OTHER_FORM, citations: [] }], bakery, [{ name: "Konditorei Hoffmann", place: "Löbau", mine: true }]);
    expect(after.samples[0]).toMatchObject({ mentioned: true, position: 2, mentionTone: "recommended", competitors: ["Backstube am Markt"], ownerVerdict: "mine" });
    expect(after.competitors.map((c) => c.name)).toEqual(["Backstube am Markt"]);
    expect(after.mentionRate).toBe(1);
    // "Not mine" on a look-alike leaves the answer as read.
    const other = summarizeAnswers([{ text: OTHER_FORM, citations: [] }], bakery, [{ name: "Konditorei Hoffmann", place: "Löbau", mine: false }]);
    expect(other.samples[0]).toMatchObject({ mentioned: false, competitors: ["Backstube am Markt", "Konditorei Hoffmann"], ownerVerdict: "other" });
  });
});
