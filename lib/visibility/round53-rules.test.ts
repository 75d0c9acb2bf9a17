/**
 * Round 53's rules, each with an example of its own (not taken from a corpus): what the training corpora showed the
 * rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 53 rules: complaints piling up, with a time between the verb and the complaints", () => {
  const answer = (about: string) =>
    [
      "Friseure in Lauterbach:",
      "",
      "1. **Haarwerk am Markt** – moderne Schnitte, freundliches Team.",
      `2. **Salon Lockenpracht** – ${about}`,
    ].join("\n");

  it("'häufen sich dort in den letzten Monaten Beschwerden' advises against the visitor", () => {
    const r = analyzeByRules(answer("zentral gelegen, allerdings häufen sich dort in den letzten Monaten Beschwerden über verschobene Termine."), { businessName: "Salon Lockenpracht" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "discouraged"]);
  });

  it("'häufen sich seit einigen Monaten kritische Bewertungen' advises against the visitor", () => {
    const r = analyzeByRules(answer("hier häufen sich seit einigen Monaten kritische Bewertungen zu Farbergebnissen."), { businessName: "Salon Lockenpracht" });
    expect(r.mentionTone).toBe("discouraged");
  });

  it("'häufen sich die Anfragen' is demand, not advice against", () => {
    const r = analyzeByRules(answer("beliebt; vor Feiertagen häufen sich die Anfragen, früh buchen."), { businessName: "Salon Lockenpracht" });
    expect(r.mentionTone).toBe("recommended");
  });
});
