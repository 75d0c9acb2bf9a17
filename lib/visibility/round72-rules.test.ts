/**
 * Round 72's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 72 rules: the owner by a relative clause saying what they work as", () => {
  const answer = (sentence: string) => ["Hebammen in der Rhön sind knapp, fragen Sie früh an.", "", sentence, "", "Daneben gibt es:", "", "- **Hebammenteam Rhönkinder** in Dörmbach – vier Hebammen.", "- **Hebamme Katrin Hilpisch** in Rupsroth – Rückbildungskurse."].join("\n");

  it("reads 'Svenja Weidenbörner, die als freiberufliche Hebamme … arbeitet' as the visitor's 'Hebammenpraxis Weidenbörner'", () => {
    const r = analyzeByRules(answer("Am nächsten liegt Svenja Weidenbörner, die als freiberufliche Hebamme direkt in Liebhards arbeitet und Vorsorge anbietet."), { businessName: "Hebammenpraxis Weidenbörner" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });

  it("does not read a person working as something else ('Svenja Weidenbörner, die als Erzieherin …')", () => {
    const r = analyzeByRules(answer("Am nächsten liegt Svenja Weidenbörner, die als Erzieherin im Kindergarten Liebhards arbeitet."), { businessName: "Hebammenpraxis Weidenbörner" });
    expect(r.mentioned).toBe(false);
  });
});
