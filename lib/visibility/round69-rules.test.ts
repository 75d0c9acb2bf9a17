/**
 * Round 69's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 69 rules: a label noun with a preposition after it says what a firm has", () => {
  it("reads no business in 'wirbt mit Erfahrung an Fachwerkfassaden im Bauland' and keeps the place of the next firm", () => {
    const answer = [
      "Ich habe nach Betrieben in der Umgebung gesucht, die ausdrücklich Erfahrung mit Fachwerk angeben.",
      "",
      "Der naheliegendste Betrieb ist der **Malerfachbetrieb Kretzler** in Osterburken. Der Betrieb wirbt mit Erfahrung an Fachwerkfassaden im Bauland und im Hohenloher Raum, arbeitet mit Kalk- und Silikatfarben und bietet eine Bestandsaufnahme an.",
      "",
      "Direkt im Ort arbeitet **Tobias Weiland**, der sich auf Altbau spezialisiert hat.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tobias Weiland" });
    expect(r.competitors).toEqual(["Malerfachbetrieb Kretzler"]);
    expect(r.position).toBe(2);
  });

  it("keeps a firm named by its kind and where it lies ('Praxis am Marktplatz')", () => {
    const r = analyzeByRules("In Bern sind die **Praxis am Bärenplatz** und die **Zahnarztpraxis Keller** empfehlenswert.", { businessName: "Zahnarzt Huber" });
    expect(r.competitors).toEqual(["Praxis am Bärenplatz", "Zahnarztpraxis Keller"]);
  });
});
