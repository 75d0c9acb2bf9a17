/**
 * Round 50's rules, each with an example of its own (not taken from a corpus): what the training corpus blind107 showed
 * the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 50 rules", () => {
  it("an official of the visitor's name at a public office is no mention of the visitor's practice", () => {
    const answer = [
      "Für Ihren Hund kommen in der Nähe infrage:",
      "",
      "**Tierklinik am Kanal** – Notdienst rund um die Uhr.",
      "",
      "**Kleintierpraxis Sonnberg** – ruhige Termine am Vormittag.",
      "",
      "Für die Hundeanmeldung ist übrigens der Amtstierarzt Dr. Pichler an der Bezirkshauptmannschaft Melk zuständig.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Dr. Pichler" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Tierklinik am Kanal", "Kleintierpraxis Sonnberg"]);
    // The owner's title as the visitor's name gives it, with its dot in the answer.
    const withMag = answer.replace("der Amtstierarzt Dr. Pichler", "die Amtstierärztin Mag. Pichler");
    expect(analyzeByRules(withMag, { businessName: "Tierarztpraxis Mag. Pichler" }).mentioned).toBe(false);
  });
});
