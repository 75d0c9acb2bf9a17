import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import {
  isAdviceNounInPlural,
  isAmountOrQuantity,
  isDishName,
  isElidedParticiple,
  isEventOrDatePhrase,
  isGoodsOfBrandPhrase,
  isKindInPlural,
  isModelName,
  isOutingPhrase,
  isPriceList,
  isProductByApposition,
  isProtectedOriginProduct,
  isPublicBodyName,
  isRoutePhrase,
  isSightWithPlacePhrase,
  isSoftwareName,
} from "./non-businesses";
import { isGrapeVarietyName, isLandmarkName } from "./landmarks";

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
    expect(analyzeByRules(answer, { businessName: "Kanzlei Petersen" }).competitors).toEqual([]);
  });

  it("reads a route noun with a preposition of place as a way, not a business", () => {
    for (const n of ["Runde um den Weiher", "Loipe durch das Fextal", "Strecke entlang der Aare"]) expect(isRoutePhrase(n), n).toBe(true);
    for (const n of ["Tour Tirol Reisen", "Weg zum Glück", "Route 66 Diner"]) expect(isRoutePhrase(n), n).toBe(n === "Weg zum Glück");
  });

  it("reads a sight or grape variety with a place phrase after it as the sight or variety", () => {
    const sight = (head: string) => isLandmarkName(head) || isGrapeVarietyName(head);
    for (const n of ["Spielzeugmuseum im Alten Rathaus", "Blaufränkisch vom Eisenberg", "Fischereimuseum", "Schloss Eggenberg am Stadtrand"]) {
      expect(isSightWithPlacePhrase(n, sight), n).toBe(true);
    }
    for (const n of ["Museumscafé im Park", "Hotel am Schlossberg", "Weingut Riesling am Kamp", "Griffhalle Mühlburg"]) expect(isSightWithPlacePhrase(n, sight), n).toBe(false);
  });

  it("does not let bodies make a sentence an enumeration of businesses, nor count more of a kind or a route as one", () => {
    const answer = [
      "Empfehlenswert ist die **Zahnarztpraxis Dr. Weber** in Buchs.",
      "",
      "Falls du noch Röntgenbilder oder Befunde brauchst, frag beim Landgericht Vaduz, bei der Tierärzte-Gesellschaft Aargau oder der Sektion Werdenberg nach.",
      "",
      "In Sevelen gibt es weitere Zahnarztpraxen am Dorfplatz. Danach lohnt sich die Runde am Weiher entlang bis Gams.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Weber" }).competitors).toEqual([]);
  });

  it("counts no museum with its place phrase as a competitor", () => {
    const answer = "Die **Fischerstube Hansen** in Eckernförde ist gut. Wenn du schon da bist, lohnt sich ein Besuch im Fischereimuseum am Hafen.";
    expect(analyzeByRules(answer, { businessName: "Räucherei Lorenzen" }).competitors).toEqual(["Fischerstube Hansen"]);
  });

  it("reads a word with an elided participle prefix as a verb form, not a name", () => {
    for (const n of ["Aufg'sperrt", "eing'schenkt"]) expect(isElidedParticiple(n), n).toBe(true);
    for (const n of ["L'Osteria", "D'Angelo", "Beck's", "Gasthaus Aufg'sperrt"]) expect(isElidedParticiple(n), n).toBe(false);
    const answer = "Etwas moderner ist das **Weingut Haslinger**, das Eva Haslinger führt. Aufg'sperrt ist allerdings nur etwa vier Wochen im Jahr.";
    expect(analyzeByRules(answer, { businessName: "Weingut Reiter" }).competitors).toEqual(["Weingut Haslinger"]);
  });
});

describe("kinds that are never a business (round 14)", () => {
  it("reads a name with a label of protected origin as a product", () => {
    for (const n of ["Bergkäse Vorarlberg g.U.", "Tête de Moine AOP", "Parmigiano Reggiano DOP", "Tiroler Speck g.g.A."]) expect(isProtectedOriginProduct(n), n).toBe(true);
    for (const n of ["Käserei Aop", "Molkerei Dorfmatt AG", "Doppio Espresso Bar"]) expect(isProtectedOriginProduct(n), n).toBe(false);
  });

  it("reads a festival compound or a date as when, not who", () => {
    for (const n of ["Lindauer Hafenfest", "Steirischen Kürbisherbsts", "Kirschblütenfestival", "Anmeldeschluss Mitte Juni", "Schafscheid Ende September"]) expect(isEventOrDatePhrase(n), n).toBe(true);
    for (const n of ["Bäckerei Herbst", "Festsaal Krone", "Konditorei Ende", "Gasthaus Mitte"]) expect(isEventOrDatePhrase(n), n).toBe(false);
  });

  it("reads an outing noun with the preposition of its goal as a walk", () => {
    for (const n of ["Wanderung zum Gipfelkreuz", "Abstieg zur Klausenhütte", "Ausflug auf den Pfänder"]) expect(isOutingPhrase(n), n).toBe(true);
    for (const n of ["Wanderhütte zum Adler", "Aufstieg Bergsport GmbH", "Gasthof zur Post"]) expect(isOutingPhrase(n), n).toBe(false);
  });

  it("reads a firm noun in the plural, alone or after adjectives, as a kind", () => {
    for (const n of ["Fachbetrieben", "Zertifizierte Malerbetriebe", "Bioläden", "Freien Werkstätten"]) expect(isKindInPlural(n), n).toBe(true);
    for (const n of ["Werkstätten am Ring", "Malerbetrieb Kunz", "Kieler Fachgeschäfte", "Praxen Dr. Horn und Dr. Lutz"]) expect(isKindInPlural(n), n).toBe(false);
    const answer = "Gute Adressen sind **Malerei Kunz** und **Farbwerk Sauter**. Zertifizierte Malerbetriebe listet zudem die Innung.";
    expect(analyzeByRules(answer, { businessName: "Malerei Kunz" }).competitors).toEqual(["Farbwerk Sauter"]);
  });
});

describe("kinds that are never a business (round 15)", () => {
  it("reads goods named with their maker as goods, not a business", () => {
    for (const n of ["Sägen von Makita", "Wärmepumpen der Marke Daikin", "Fahrräder von Cube", "Kameras von Sony", "Fassadenfarben von Brillux"]) expect(isGoodsOfBrandPhrase(n), n).toBe(true);
    for (const n of ["Werkstatt von Huber", "Bäckerei vom Berg", "Haus von Stein", "Möbelhaus von Allmen"]) expect(isGoodsOfBrandPhrase(n), n).toBe(false);
  });

  it("reads a model or product line as a product", () => {
    for (const n of ["Einbauspüle Modell Alba", "Serie 6", "Sofa Edition Nordlicht"]) expect(isModelName(n), n).toBe(true);
    for (const n of ["Modellbau Kern", "Serienfertigung Maier GmbH", "Typisch Anna"]) expect(isModelName(n), n).toBe(false);
  });

  it("reads one word that is a plural of advice or paperwork as a thing", () => {
    for (const n of ["Bauanträge", "Wartezeiten", "Gärten", "Stundensätzen", "Parkplätze"]) expect(isAdviceNounInPlural(n), n).toBe(true);
    for (const n of ["Gärtnerei", "Zeitgeist", "Lockenwerk", "Praxis Zeiten", "Terminal"]) expect(isAdviceNounInPlural(n), n).toBe(false);
  });

  it("reads a name that its apposition calls food or a product as no business", () => {
    for (const a of [", ein saftiger Hefekuchen", " – eine regionale Spezialität", ", ein Walliser Wein"]) expect(isProductByApposition(a), a).toBe(true);
    for (const a of [", eine kleine Bäckerei", " – ein Familienbetrieb", ", wo es guten Kuchen gibt"]) expect(isProductByApposition(a), a).toBe(false);
  });

  it("keeps goods, products and paperwork out of the businesses of an answer", () => {
    const answer = [
      "Bekannt ist die Region für den **Zwiebelkuchen Vogelsberg**, ein herzhaftes Gebäck.",
      "",
      "Empfehlen kann ich etwa Kachelofenbau Dietz, der Öfen von Brunner verbaut und die Bauanträge übernimmt. Ebenfalls gut ist die Firma Ofenhaus Reuter in Schotten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ofenhaus Reuter" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Kachelofenbau Dietz", "Ofenhaus Reuter"]);
    expect(r.position).toBe(2);
  });
});
