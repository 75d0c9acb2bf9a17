import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPhraseNotName, isStrongProseName, LEGAL_OR_TITLE_RE } from "./name-shape";
import { isTradeToken, nameKey, namesMatch } from "./names";
import { isEquipmentBrand, isEventOrDatePhrase } from "./non-businesses";
import { readTone } from "./tone";

/** Round 21 (issue 31, corpus blind32): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string) => {
  const r = analyzeByRules(answer, { businessName });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned };
};

describe("legal forms and trade words inside other words", () => {
  it("reads no legal form in a compound it opens", () => {
    for (const name of ["AG-Sitzung", "GmbH-Gründung", "KG-Anteil"]) expect(LEGAL_OR_TITLE_RE.test(name), name).toBe(false);
    for (const name of ["Holzbau Riedl GmbH", "Treuhand Moser AG", "Huber & Co. KG"]) expect(LEGAL_OR_TITLE_RE.test(name), name).toBe(true);
  });

  it("reads no trade word in a word that only opens with an 's' before a stem", () => {
    expect(isTradeToken("steam")).toBe(false);
    expect(isEquipmentBrand("Miele Dialog Steam")).toBe(true);
  });
});

describe("word groups that are no names", () => {
  it("reads an abstract noun with its genitive as a noun phrase", () => {
    for (const name of ["Sauberkeit der Zimmer", "Sicherheit der Anlage", "Qualität der Werkstätten"]) expect(isPhraseNotName(name), name).toBe(true);
    expect(isPhraseNotName("Apotheke der Stadt Bremen")).toBe(false);
  });

  it("reads an adjective before a trade word in the plural as a class of businesses", () => {
    for (const name of ["Günstige Shops", "Kleine Cafés", "Gute Salons"]) expect(isPhraseNotName(name), name).toBe(true);
    expect(isPhraseNotName("Alte Apotheke")).toBe(false);
  });

  it("reads a trade word with an abstract noun in the plural as the trade and its object", () => {
    expect(isPhraseNotName("Werkstatt Rechnungen")).toBe(true);
    expect(isPhraseNotName("Praxis Hoffmann")).toBe(false);
  });

  it("reads a question's finite verb as no name's first word", () => {
    for (const name of ["Ist Parkplatz", "Gibt Werkstatt", "Kann Praxis"]) expect(isPhraseNotName(name), name).toBe(true);
  });

  it("reads a hyphenated adjective before a generic noun as a description", () => {
    expect(isStrongProseName("Hunde-freundliche Pension")).toBe(false);
    expect(isStrongProseName("Kinder-freundliches Hotel")).toBe(false);
    expect(isStrongProseName("Adults-only Hotel Bergkristall")).toBe(true);
  });

  it("leaves such groups in the notes of a list out of the businesses", () => {
    const answer = [
      "Autowerkstätten in Landshut:",
      "",
      "- **Kfz-Meisterbetrieb Obermaier**: Inspektion und Reifen.",
      "- **Autoservice Isartal**: freie Werkstatt mit Abschleppdienst.",
      "",
      "**Preise:** Fragen Sie nach, ob die Werkstatt Teilrechnungen ausstellt. Günstige Werkstätten sparen oft an Originalteilen.",
      "**Tipp:** Achten Sie auf die Sauberkeit der Werkstätten und die Montage des Unterbodenschutzes.",
    ].join("\n");
    expect(read(answer, "Autoservice Isartal").businesses).toEqual(["Kfz-Meisterbetrieb Obermaier", "Autoservice Isartal"]);
  });
});

describe("events held at a place", () => {
  it("reads a market held on a date, with its place phrase, as the event", () => {
    for (const name of ["Bauernmarkt am Rathausplatz", "Christkindlmarkt auf dem Domplatz", "Flohmarkt im Stadtpark"]) expect(isEventOrDatePhrase(name), name).toBe(true);
    for (const name of ["Getränkemarkt am Bahnhof", "Apotheke am Markt"]) expect(isEventOrDatePhrase(name), name).toBe(false);
  });
});

describe("the visitor's business and others sharing a word", () => {
  it("does not take a business of another trade sharing the place word for the visitor's", () => {
    expect(namesMatch(nameKey("Allgäuer Polsterwerkstatt"), nameKey("Allgäuer Dachbau"))).toBe(false);
    expect(namesMatch(nameKey("Allgäuer Polsterwerkstatt"), nameKey("Allgäuer Polsterei"))).toBe(true);
  });

  it("does not take the area a business is named after for the business", () => {
    const answer = [
      "Im Raum Murnau und im Loisachtal gibt es einige Schlossereien:",
      "",
      "- **Schlosserei Grasegger**: Geländer und Tore.",
      "- **Metallbau Zugspitzland**: Treppen und Carports.",
    ].join("\n");
    const r = read(answer, "Metallbau Loisachtal GmbH");
    expect(r.mentioned).toBe(false);
    expect(r.businesses).toEqual(["Schlosserei Grasegger", "Metallbau Zugspitzland"]);
  });
});

describe("tone: full at present", () => {
  it("reads a business full at present as not available, one often full as in demand", () => {
    expect(readTone("Der Hof ist laut Website derzeit voll belegt, es gibt eine Warteliste.")).toBe("unavailable");
    expect(readTone("Im Sommer ist die Pension oft voll belegt, früh buchen lohnt sich.")).toBe("recommended");
  });
});
