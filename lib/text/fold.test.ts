import { describe, expect, it } from "vitest";
import { foldGerman, slugify } from "./fold";

describe("foldGerman", () => {
  it.each([
    ["spells umlauts and ß out and lowers case, upper case umlauts too", "Ärzte Öffnungszeiten Übersicht STRAẞE Straße", "aerzte oeffnungszeiten uebersicht strasse strasse"],
    ["drops other diacritics and keeps punctuation", "Café Crème Brûlée, Señor & Co.", "cafe creme brulee, senor & co."],
    ["leaves ASCII text as it is, apart from case", "Hello World-42", "hello world-42"],
    ["spells out umlauts beside other diacritics in one text", "Zürich – Genève, Müller", "zuerich – geneve, mueller"],
    ["drops the mark of an umlaut written as u and a combining diaeresis, as of any diacritic", "Mu\u0308ller", "muller"],
    ["writes Latin letters without a decomposition as their base letters, and keeps characters beyond the BMP", "Øl 👍 Straße", "ol 👍 strasse"],
    ["reads a Turkish, Polish or Croatian name as Germans type it", "Ayşe Yılmaz, Łukasz Wróbel, Đurić, Cæsar", "ayse yilmaz, lukasz wrobel, duric, caesar"],
    ["keeps dashes, quotes and signs as they are", "„Öl“ – 5 € · 20 °C", "„oel“ – 5 € · 20 °c"],
    ["keeps them beside a diacritic dropped, and writes an ellipsis as three dots", "„Rosé“ – 5 €…", "„rose“ – 5 €..."],
  ])("%s", (_rule, text, folded) => {
    expect(foldGerman(text)).toBe(folded);
  });
});

describe("slugify", () => {
  it("makes a kebab-case slug from a German title", () => {
    expect(slugify("Übersicht: Größe & Maße")).toBe("uebersicht-groesse-masse");
    expect(slugify("  Gastronomie & Hotellerie ")).toBe("gastronomie-hotellerie");
    expect(slugify("Café für Ärzte")).toBe("cafe-fuer-aerzte");
  });

  it("gives an empty slug for text without letters or digits", () => {
    expect(slugify("–&–")).toBe("");
  });
});
