/**
 * Round 74's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 74 rules: a business's kind before its staff is no firm", () => {
  const answer = (sentence: string) => ["Für die Buchhaltung kommen infrage:", "", "- **Treuhand Thalmann AG** – Landwirtschaft und KMU.", "- **Schawalder Treuhand** – viele Bauernfamilien.", "", sentence].join("\n");

  it("does not read 'falls im Hofladen Aushilfen mitarbeiten' as a business", () => {
    const r = analyzeByRules(answer("Das Büro erstellt auch die Lohnabrechnungen, falls im Hofladen Aushilfen mitarbeiten."), { businessName: "Treuhand Raschle" });
    expect(r.competitors).toEqual(["Treuhand Thalmann AG", "Schawalder Treuhand"]);
  });

  it("still reads a firm named in the same sentence shape ('falls im Hofladen Brunner jemand aushilft') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Das Büro rechnet auch ab, falls im **Hofladen Brunner** jemand aushilft."), { businessName: "Treuhand Raschle" });
    expect(r.competitors).toContain("Hofladen Brunner");
  });
});
