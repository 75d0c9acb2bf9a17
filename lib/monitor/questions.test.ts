import { describe, expect, it } from "vitest";
import { buildQuestionSet, normalizeQuestions } from "./questions";

describe("buildQuestionSet", () => {
  it("asks the way people ask locally, with the place in every question", () => {
    const set = buildQuestionSet({ industry: "Zahnarztpraxis", city: "Regensburg" });
    expect(set).toHaveLength(3);
    expect(set.every((q) => q.includes("Zahnarztpraxis") && q.includes("Regensburg"))).toBe(true);
    expect(set).toContain("Zahnarztpraxis Regensburg Empfehlung");
  });

  it("adds a question about the specialty when one is given", () => {
    const set = buildQuestionSet({ industry: "Zahnarzt", city: "Regensburg", specialty: " Angstpatienten " });
    expect(set).toHaveLength(4);
    expect(set.at(-1)).toBe("Zahnarzt Regensburg Angstpatienten Empfehlung");
  });
});

describe("normalizeQuestions", () => {
  it("drops blanks and duplicates and caps the list", () => {
    expect(normalizeQuestions(["  a  b ", "", "A B", "c", "d", "e", "f", "g"])).toEqual(["a b", "c", "d", "e", "f"]);
  });
});
