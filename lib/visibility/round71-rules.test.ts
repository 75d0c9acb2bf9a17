/**
 * Round 71's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 71 rules: goods joined by a hyphen are no business", () => {
  const answer = (sentence: string) => [sentence, "", "**1. Garage Bettschen AG** – Service für alle Marken.", "", "**2. Garage Sarbach** – MFK-Vorbereitung."].join("\n");

  it("reads no business in 'eine Werkstatt mit Erfahrung bei 4x4-Fahrzeugen'", () => {
    const r = analyzeByRules(answer("Für einen Subaru lohnt sich eine Werkstatt mit Erfahrung bei 4x4-Fahrzeugen, weil Allradkupplung und Boxermotor eigene Wartungspunkte haben."), { businessName: "Garage Schletti AG" });
    expect(r.competitors).toEqual(["Garage Bettschen AG", "Garage Sarbach"]);
  });

  it("keeps a firm whose own word stands last ('**Fenster-Müller** – Holzfenster')", () => {
    const r = analyzeByRules(["Fensterbauer in der Nähe:", "", "- **Fenster-Müller** – Holzfenster nach Mass.", "- **Glaserei Bühler** – Reparaturen."].join("\n"), { businessName: "Garage Schletti AG" });
    expect(r.competitors).toEqual(["Fenster-Müller", "Glaserei Bühler"]);
  });
});
