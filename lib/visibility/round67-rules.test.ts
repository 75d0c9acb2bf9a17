/**
 * Round 67's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the names of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 67 rules: a labelled item's name ends before 'in' and its town", () => {
  const answer = [
    "Neben dem Hausarzt:",
    "",
    "- Für Zahnbehandlungen: **Zahnarztpraxis Dr. Egger** in Matrei.",
    "- Für Physiotherapie: Physiotherapie Walder in Lienz – Termine meist binnen einer Woche.",
  ].join("\n");

  it("names 'Zahnarztpraxis Dr. Egger' and 'Physiotherapie Walder' without their towns", () => {
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. Mair" });
    expect(r.competitors).toEqual(["Zahnarztpraxis Dr. Egger", "Physiotherapie Walder"]);
  });

  it("keeps the visitor's own name whole when it ends on 'in' and a word that is no town", () => {
    const r = analyzeByRules("- Für Bewegung: Physiotherapie Leben in Balance – kleine Praxis.", { businessName: "Physiotherapie Leben in Balance" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});
