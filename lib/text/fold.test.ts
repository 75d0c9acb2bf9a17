import { describe, expect, it } from "vitest";
import { foldGerman, slugify } from "./fold";

describe("foldGerman", () => {
  it("spells umlauts and ß out and lowers case, upper case umlauts too", () => {
    expect(foldGerman("Ärzte Öffnungszeiten Übersicht STRAẞE Straße")).toBe("aerzte oeffnungszeiten uebersicht strasse strasse");
  });

  it("drops other diacritics and keeps punctuation", () => {
    expect(foldGerman("Café Crème Brûlée, Señor & Co.")).toBe("cafe creme brulee, senor & co.");
  });

  it("leaves ASCII text as it is, apart from case", () => {
    expect(foldGerman("Hello World-42")).toBe("hello world-42");
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
