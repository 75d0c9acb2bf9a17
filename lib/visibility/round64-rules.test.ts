/**
 * Round 64's rules, each with an example written for it: what the training corpora and the older training answers showed
 * the rules reading wrong. Several borrow the names of the training answer that showed the pattern (training corpora only;
 * no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 64 rules: a small guest house goes by 'Pension' or 'Gästehaus'", () => {
  const answer = (third: string) =>
    [
      "Für Langlauf in Bärnkopf gibt es nur wenige Unterkünfte:",
      "",
      "**1. Gasthof Zum Weinsberg**",
      "* **Lage:** im Ortszentrum, nahe der Loipe",
      "",
      `**2. ${third}**`,
      "* **Lage:** ruhig am Ortsrand mit Loipeneinstieg",
    ].join("\n");

  it("'Pension Haider' is the visitor's 'Gästehaus Haider'", () => {
    const r = analyzeByRules(answer("Pension Haider"), { businessName: "Gästehaus Haider" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("a house of the same sign with a place of its own stays another house", () => {
    const r = analyzeByRules(answer("Gästehaus Alpenrose Zöblen"), { businessName: "Pension Alpenrose" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Gasthof Zum Weinsberg", "Gästehaus Alpenrose Zöblen"]);
  });
});

describe("round 64 rules: an inn's name in Bavarian or Austrian writing", () => {
  const answer = (first: string) =>
    [
      "Für ein deftiges Mittagessen in Hochasten:",
      "",
      `**${first}**`,
      "* **Küche:** Tiroler Gerichte, Kaspressknödel",
      "",
      "**Gasthof Sonne**",
      "* **Küche:** Wild aus eigener Jagd",
    ].join("\n");

  it("\"Pitztaler Stub'n\" is the visitor's 'Gasthaus Pitztaler Stube'", () => {
    const r = analyzeByRules(answer("Pitztaler Stub'n"), { businessName: "Gasthaus Pitztaler Stube" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });

  it("a Standard German word of another ending stays another name", () => {
    expect(analyzeByRules(answer("Pitztaler Stuben"), { businessName: "Gasthaus Pitztaler Stube" }).mentioned).toBe(false);
  });
});
