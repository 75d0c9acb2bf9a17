/**
 * Round 73's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 73 rules: a tax's exemption is a topic, not a trade", () => {
  const answer = (lead: string) => ["Zwei Kanzleien passen:", "", "- **Kanzlei Bellersheim** (Ailertchen): Schwerpunkt Vermietung.", "- **Steuerbüro Hannappel** (Girkenroth): viele PV-Mandate.", "", "### Worauf du achten solltest", "- **Honorar:** Steuerberater rechnen nach der StBVV ab.", `- **${lead}:** Einnahmen kleiner Anlagen sind seit 2022 einkommensteuerfrei.`, "- **Fristen:** Mit Steuerberater hast du mehr Zeit."].join("\n");

  it("does not read '**Nullsteuersatz und Steuerbefreiung:**' under advice as a business", () => {
    const r = analyzeByRules(answer("Nullsteuersatz und Steuerbefreiung"), { businessName: "Steuerbüro Wengenroth" });
    expect(r.competitors).toEqual(["Kanzlei Bellersheim", "Steuerbüro Hannappel"]);
  });

  it("still reads a tax adviser's firm among the advice ('Steuerkanzlei Weber und Partner') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Steuerkanzlei Weber und Partner"), { businessName: "Steuerbüro Wengenroth" });
    expect(r.competitors).toContain("Steuerkanzlei Weber und Partner");
  });
});
