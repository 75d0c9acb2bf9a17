import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

/**
 * Round 39 (issue 31; blind93–96 were read after their one measurement): each rule on an example of its own, not taken
 * from a corpus.
 */

describe("a namesake whose own text denies it the visitor's kind", () => {
  it("is not the visitor's practice when the answer says it is none", () => {
    const answer = [
      "In Hittisau selbst gibt es keine Tierarztpraxis; die nächsten sind in Egg und Lingenau:",
      "",
      "- **Tierarztpraxis Moosbrugger** (Egg) – Kleintiere und Pferde, Notdienst am Wochenende.",
      "- **Tierklinik Lingenau** – Röntgen und Ultraschall im Haus.",
      "",
      "In Hittisau wohnt auch Dr. Paul Nenning – er ist allerdings Humanmediziner, kein Tierarzt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Dr. Nenning" });
    expect(r.mentioned).toBe(false);
    expect(r.position).toBeNull();
  });

  it("is not the visitor's firm when its services exclude the visitor's trade", () => {
    const answer = [
      "Diese Büros kommen für dich infrage:",
      "",
      "**Steuerkanzlei Wukovits**",
      "* **Standort:** Horitschon",
      "",
      "**Bilanzbuchhaltung Kathrin Pongratz**",
      "* **Standort:** Deutschkreutz",
      "* **Leistungen:** Lohnverrechnung für kleine Betriebe; keine Steuerberatung, arbeitet aber mit Kanzleien zusammen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Steuerberatung Mag. Pongratz" }).mentioned).toBe(false);
  });

  it("still names the visitor when the denial is of another kind or stands before the name", () => {
    const other = "**Zahnarztpraxis Dr. Nenning** in Hittisau – Kassenvertrag, keine Wartezeiten für Schmerzpatienten.";
    expect(analyzeByRules(other, { businessName: "Zahnarztpraxis Dr. Nenning" }).mentioned).toBe(true);
    const before = "In Hittisau gibt es keine Zahnarztpraxis außer der **Zahnarztpraxis Dr. Nenning** am Dorfplatz.";
    expect(analyzeByRules(before, { businessName: "Zahnarztpraxis Dr. Nenning" }).mentioned).toBe(true);
    const closed = "Dr. Paul Nenning – seit dem Frühjahr keine Zahnarztpraxis mehr in Hittisau, er ist im Ruhestand.";
    expect(analyzeByRules(closed, { businessName: "Zahnarztpraxis Dr. Nenning" }).mentioned).toBe(true);
  });
});
