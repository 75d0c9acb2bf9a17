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

describe("round 66 rules: two compounds with their last part written once are one business", () => {
  const list = (second: string, tip: string) =>
    ["Für Kinderkurse:", "", "1. **Skischule Pinzgau Pro** – kleine Gruppen.", `2. **${second}** – Kurse ab vier Jahren.`, "", `Mein Tipp: ${tip}`].join("\n");

  it("'Skischule Oberhofer' after 'Ski- und Snowboardschule Oberhofer' is counted once", () => {
    const r = analyzeByRules(list("Ski- und Snowboardschule Oberhofer", "die Skischule Oberhofer für Anfänger."), { businessName: "Sport Wallner" });
    expect(r.competitors).toEqual(["Skischule Pinzgau Pro", "Ski- und Snowboardschule Oberhofer"]);
  });

  it("the visitor 'Skischule Oberhofer' is named by 'Ski- und Snowboardschule Oberhofer', and the other way round", () => {
    const r = analyzeByRules(list("Ski- und Snowboardschule Oberhofer", "früh buchen."), { businessName: "Skischule Oberhofer" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    const back = analyzeByRules(list("Skischule Oberhofer", "früh buchen."), { businessName: "Ski- und Snowboardschule Oberhofer" });
    expect([back.mentioned, back.position]).toEqual([true, 2]);
  });

  it("another school of the same trade with another name stays another", () => {
    const r = analyzeByRules(list("Ski- und Snowboardschule Oberhofer", "die Skischule Obermoser für Anfänger."), { businessName: "Sport Wallner" });
    expect(r.competitors).toEqual(["Skischule Pinzgau Pro", "Ski- und Snowboardschule Oberhofer", "Skischule Obermoser"]);
  });
});
