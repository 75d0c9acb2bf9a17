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

describe("round 53 rules: the others to ask or take instead", () => {
  const answer = (about: string) =>
    [
      "Dachdecker rund um Pasewalk:",
      "",
      "1. **Bedachungen Krüger** – Steil- und Flachdächer, schnelle Termine.",
      `2. **Dachdeckerei Rohde** – ${about}`,
    ].join("\n");

  it("'würde ich eher zuerst einen der anderen Betriebe anfragen' advises against the visitor", () => {
    const r = analyzeByRules(answer("ebenfalls im Ort. Für eine dringende Reparatur würde ich eher zuerst einen der anderen Betriebe anfragen."), { businessName: "Dachdeckerei Rohde" });
    expect(r.mentionTone).toBe("discouraged");
  });

  it("'– oder nimm lieber eine der anderen Firmen' advises against the visitor", () => {
    const r = analyzeByRules(answer("liegt am nächsten; vereinbare dort einen Festpreis – oder nimm lieber eine der anderen Firmen."), { businessName: "Dachdeckerei Rohde" });
    expect(r.mentionTone).toBe("discouraged");
  });

  it("'falls ausgebucht, kannst du einen der anderen Betriebe anfragen' is a fallback, not advice against", () => {
    const r = analyzeByRules(answer("sehr gefragt; falls ausgebucht, kannst du einen der anderen Betriebe anfragen."), { businessName: "Dachdeckerei Rohde" });
    expect(r.mentionTone).not.toBe("discouraged");
  });
});

describe("round 53 rules: the verdict with the subject first, and 'besser aufgehoben' with the others", () => {
  const answer = (about: string) => ["Werkstätten in Mödling:", "", "**Autoservice Huber**", "Freie Werkstatt, faire Preise.", "", "**Kfz-Technik Berger**", about].join("\n");

  it("'Ich würde dort eher nicht hingehen' advises against the visitor", () => {
    const r = analyzeByRules(answer("Günstig, aber die Bewertungen sind gemischt. Ich würde dort eher nicht hingehen."), { businessName: "Kfz-Technik Berger" });
    expect(r.mentionTone).toBe("discouraged");
  });

  it("'ist bei einem der anderen Betriebe besser aufgehoben' advises against the visitor", () => {
    const r = analyzeByRules(answer("Zentral gelegen; wer Wert auf Termintreue legt, ist bei einem der anderen Betriebe besser aufgehoben."), { businessName: "Kfz-Technik Berger" });
    expect(r.mentionTone).toBe("discouraged");
  });
});

describe("round 53 rules: a later sentence of a bold-led paragraph that opens with the business's kind", () => {
  const answer = (later: string) =>
    [
      "Hausärzte in der Gegend:",
      "",
      "**Dr. Karl Moser** (Wieting) – Allgemeinmediziner mit Hausapotheke.",
      "",
      `**Ordination Dr. Kogler** (Eberstein) – Kassenordination im Ort, mit Hausbesuchen. ${later}`,
      "",
      "**Praxis Dr. Lenz** (Brückl) – Kassenpraxis mit langen Öffnungszeiten.",
    ].join("\n");

  it("'Die Ordination nimmt derzeit keine neuen Patienten auf' makes the visitor unavailable", () => {
    const r = analyzeByRules(answer("Die Ordination nimmt derzeit keine neuen Patienten auf; bestehende Patienten werden weiter betreut."), { businessName: "Ordination Dr. Kogler" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });

  it("a general sentence after it leaves the tone as it was", () => {
    const r = analyzeByRules(answer("Viele Praxen im Bezirk nehmen derzeit keine neuen Patienten auf."), { businessName: "Ordination Dr. Kogler" });
    expect(r.mentionTone).toBe("recommended");
  });
});

describe("round 53 rules: closed since a season written with a slash", () => {
  it("'ist laut Website seit der Saison 2024/25 geschlossen' makes the visitor unavailable", () => {
    const answer = ["Skiverleih in Tannheim:", "", "- **Sport Tannheimer** – Verleih direkt an der Talstation.", "- **Skiverleih Zugspitzblick** – ist laut Website seit der Saison 2024/25 geschlossen."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Skiverleih Zugspitzblick" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });
});

describe("round 53 rules: the business's kind as the subject a few words into a later sentence", () => {
  const answer = (later: string) =>
    [
      "Für eine Hochzeit in Maria Laach kommen diese Fotografen infrage.",
      "",
      `**Lichtwerk Eifel** wird in Bewertungen oft genannt – natürliche Reportagen. ${later}`,
      "",
      "Gute Alternativen: **Fotografie Kaspar** und **Studio Nettetal**.",
    ].join("\n");

  it("'Laut Website nimmt das Studio für 2027 keine Hochzeiten mehr an' makes the visitor unavailable", () => {
    const r = analyzeByRules(answer("Laut Website nimmt das Studio für 2027 allerdings keine Hochzeiten mehr an."), { businessName: "Lichtwerk Eifel" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });

  it("'Geöffnet ist das Studio allerdings nur samstags' leaves it recommended", () => {
    const r = analyzeByRules(answer("Geöffnet ist das Studio allerdings nur samstags."), { businessName: "Lichtwerk Eifel" });
    expect(r.mentionTone).toBe("recommended");
  });
});

describe("round 53 rules: hardly anything found, with two words between", () => {
  it("'habe ich allerdings kaum verlässliche Angaben gefunden' names the visitor without a recommendation", () => {
    const answer = ["Umzugsfirmen in Wetzlar:", "", "Die **Umzüge Becker GmbH** hat viele gute Bewertungen.", "", "Ebenfalls in Wetzlar tätig ist Umzüge Lorenz & Sohn; zu Preisen habe ich allerdings kaum verlässliche Angaben gefunden."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Umzüge Lorenz & Sohn" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "neutral"]);
  });
});
