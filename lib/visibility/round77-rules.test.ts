/**
 * Round 77's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 77 rules: a bold run-in title closed by its own full stop titles advice", () => {
  const answer = (paragraph: string) =>
    [
      "Ganz oben auf meiner Liste steht **Installateur Hönigsberger** in Veitsau, ein Familienbetrieb in zweiter Generation.",
      "",
      "Als zweite Adresse würde ich die **Haustechnik Zehenthofer** in St. Veit anfragen.",
      "",
      paragraph,
    ].join("\n");

  it("lists neither '**Heizkörper und Vorlauftemperatur.**' nor '**Wartungsvertrag.**' as businesses", () => {
    const r = analyzeByRules(
      answer("**Heizkörper und Vorlauftemperatur.** Wärmepumpen arbeiten mit niedrigen Vorlauftemperaturen am besten.\n\n**Wartungsvertrag.** Fragt nach, ob der Betrieb einen anbietet."),
      { businessName: "Hönigsberger Installationen GmbH" },
    );
    expect([r.position, r.competitors]).toEqual([1, ["Haustechnik Zehenthofer"]]);
  });

  it("keeps a firm in bold whose name ends in an abbreviation's full stop ('… e.V.') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("**Elterninitiative Kleine Strolche e.V.** – kleine Einrichtung, Eltern kochen selbst."), { businessName: "Hönigsberger Installationen GmbH" });
    expect(r.competitors).toEqual(["Haustechnik Zehenthofer", "Elterninitiative Kleine Strolche e.V."]);
  });

  it("keeps a firm's name in bold with its own full stop ('**Elektro Pirker.** …') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("**Elektro Pirker.** Für den Zählerplatz braucht ihr zusätzlich einen Elektriker."), { businessName: "Hönigsberger Installationen GmbH" });
    expect(r.competitors).toEqual(["Haustechnik Zehenthofer", "Elektro Pirker"]);
  });
});
