import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";
import { isAmountOrQuantity, isDishName, isPriceList, isPublicBodyName, isSoftwareName } from "./non-businesses";

describe("kinds that are never a business (round 13)", () => {
  it("reads an amount or quantity as no name", () => {
    for (const n of ["EUR 45", "ca. 80 €", "ab Fr. 120", "12–18 Franken", "30 Minuten", "250€"]) expect(isAmountOrQuantity(n), n).toBe(true);
    for (const n of ["Studio 54", "Kreis 4", "Garage 2000 AG", "EUR"]) expect(isAmountOrQuantity(n), n).toBe(false);
  });

  it("reads a software vendor leading a name as a tool, not a business", () => {
    for (const n of ["Lexware Office", "sevDesk", "Microsoft Teams", "Bexio"]) expect(isSoftwareName(n), n).toBe(true);
    for (const n of ["Agentur Zoom", "Studio Signal", "Kanzlei Abacus"]) expect(isSoftwareName(n), n).toBe(false);
  });

  it("reads a dish named by adjectives and a food compound, or in a place's style, as a product", () => {
    for (const n of ["Linzer Torte", "Badischer Zwiebelkuchen", "Thüringer Rostbratwürste", "Hering Husumer Art"]) expect(isDishName(n), n).toBe(true);
    for (const n of ["Café Linzer Torte", "Bäckerei Zopf", "Zwiebelkuchen", "Peter Kuchen"]) expect(isDishName(n), n).toBe(false);
  });

  it("reads courts, an association's section, foundations and hyphenated professional societies as no firms", () => {
    for (const n of ["Landgericht Lübeck", "Sektion Bern", "Fondation Pierre Arnaud", "Stiftung Edelweiss", "Tierärzte-Gesellschaft Aargau", "Schlichtungsstelle Handwerk"]) {
      expect(isPublicBodyName(n), n).toBe(true);
    }
    for (const n of ["Gerichtsvollzieherbüro Sommer", "Gesellschaft für Gartenbau Meier GmbH", "Rechtsanwaltsgesellschaft Kern mbH"]) expect(isPublicBodyName(n), n).toBe(false);
  });

  it("reads a table of services with their prices as a price list, a table of businesses with prices not", () => {
    expect(isPriceList("Leistung", [["Ölwechsel", "ca. 90 €"], ["Reifenwechsel", "ab 40 €"]])).toBe(true);
    expect(isPriceList("Werkstatt", [["Autohaus Kern", "ca. 90 €"]])).toBe(false);
    expect(isPriceList("Leistung", [["Ölwechsel", "nach Aufwand"]])).toBe(false);
  });

  it("counts none of them as a competitor in an answer", () => {
    const answer = [
      "In Lübeck würde ich die **Kanzlei Petersen** empfehlen; sie arbeitet mit Lexware Office und rechnet transparent ab.",
      "",
      "| Leistung | Kosten |",
      "|---|---|",
      "| Beratung zum Ehevertrag | ab 250 € |",
      "| Gütliche Einigung | ca. 800 € |",
      "",
      "Üblich sind etwa EUR 190 für die Erstberatung. Bei Streit hilft das Landgericht Lübeck weiter. Danach schmeckt die Lübecker Marzipantorte im Café am Markt.",
    ].join("\n");
    expect(analyzeAnswer(answer, { businessName: "Kanzlei Petersen" }).competitors).toEqual([]);
  });
});
