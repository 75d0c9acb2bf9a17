/**
 * Round 66's rules, each with an example written for it: what the training corpora and the older training answers showed
 * the rules reading wrong. Several borrow the names of the training answer that showed the pattern (training corpora only;
 * no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 66 rules: a service that comes to the client, named in running text", () => {
  const answer = [
    "Eine gute Adresse ist die Physiotherapie Fontanne in Breitebnet. Für Hausbesuche kommt das Angebot von Physio mobil Napfbergland infrage.",
    "",
    "Meine Reihenfolge:",
    "",
    "1. **Physiotherapie Portmann** in Lingetli selbst.",
    "2. **Physio mobil Napfbergland** für die ersten Wochen.",
    "3. **Physiotherapie Fontanne** für das Aufbautraining.",
  ].join("\n");

  it("takes 'Physio mobil Napfbergland' where the prose first names it, before the visitor's list place", () => {
    const r = analyzeByRules(answer, { businessName: "Physiotherapie Portmann" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).toEqual(["Physiotherapie Fontanne", "Physio mobil Napfbergland"]);
  });

  it("leaves 'mobil' before a word in lower case to the sentence", () => {
    const r = analyzeByRules("Die Physiotherapie Fontanne ist mobil erreichbar und behandelt auch zu Hause.", { businessName: "Physiotherapie Portmann" });
    expect(r.competitors).toEqual(["Physiotherapie Fontanne"]);
  });
});
