/**
 * Round 66's rules, each with an example written for it: what the training corpora and the older training answers showed
 * the rules reading wrong. Several borrow the names of the training answer that showed the pattern (training corpora only;
 * no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { sameName } from "./__fixtures__/corpus-metrics";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isNoBusinessByKind } from "./non-businesses";
import { isPersonJobWord } from "./persons";

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

describe("round 66 rules: a name that has a shop or a rental station, after a list, is a business", () => {
  const answer = (sentence: string) =>
    ["Diese Skischulen werden empfohlen:", "", "**1. Skischule Sonnkogel Kids**", "", "**2. Skischule Pinzgau Pro**", "", "### Skiverleih", sentence].join("\n");

  it("'**Sport Wallner** hat Verleihstationen an beiden Talstationen' counts", () => {
    const r = analyzeByRules(answer("**Sport Wallner** hat Verleihstationen an beiden großen Talstationen; Kinderski kosten etwa 95 €."), { businessName: "Skischule Schmittenhöhe" });
    expect(r.competitors).toEqual(["Skischule Sonnkogel Kids", "Skischule Pinzgau Pro", "Sport Wallner"]);
  });

  it("a sight that has a station of a lift stays a sight", () => {
    const r = analyzeByRules(answer("Die **Schmittenhöhe** hat eine Mittelstation mit Kinderland."), { businessName: "Skischule Schmittenhöhe" });
    expect(r.competitors).toEqual(["Skischule Sonnkogel Kids", "Skischule Pinzgau Pro"]);
  });
});

describe("round 66 rules: a chain that has branches is a business, and not the visitor of the same surname", () => {
  const answer = [
    "Für Service und MFK in Fideris:",
    "",
    "1. **Garage Casty** – Markenunabhängig, faire Preise.",
    "2. **Auto Flütsch** – Kleiner Betrieb mit Abholservice.",
    "",
    "Für den Reifenwechsel ist auch eine Kette eine Option: **Pneu Egger** hat Filialen in vielen Regionen und bietet Online-Termine.",
  ].join("\n");

  it("counts 'Pneu Egger' as a business and not as the visitor's 'Garage Egger AG'", () => {
    const r = analyzeByRules(answer, { businessName: "Garage Egger AG" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Garage Casty", "Auto Flütsch", "Pneu Egger"]);
  });
});

describe("round 66 rules: a table headed 'Hof' names the farms in that column", () => {
  const answer = [
    "Familienfreundliche Höfe rund um Kösingen:",
    "",
    "| Hof | Ort | Tiere | Preis/Nacht |",
    "| --- | --- | --- | --- |",
    "| Ferienhof Brenner | Ohmenheim | Schafe, Streichelgehege | 85–100 € |",
    "| Biohof Gsell | Kösingen | Ziegen, Enten | 75–85 € |",
  ].join("\n");

  it("reads the farms, not the animals of the column 'Tiere'", () => {
    const r = analyzeByRules(answer, { businessName: "Biohof Gsell" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Ferienhof Brenner"]);
  });
});

describe("round 66 rules: what 'findet … statt' is an occasion", () => {
  const answer = (tip: string) => ["Reitställe in der Nähe:", "", "1. **Reitstall Bauer** – Ponys für Kinder.", "2. **Reiterhof Kunz** – Kurse am Wochenende.", "", tip].join("\n");

  it("'findet in Ellwangen der Kalte Markt … statt' names a market day, not a business", () => {
    const r = analyzeByRules(answer("Tipp: Anfang Januar findet in Ellwangen der Kalte Markt mit großem Pferdeumzug statt."), { businessName: "Ponyhof Wiedmann" });
    expect(r.competitors).toEqual(["Reitstall Bauer", "Reiterhof Kunz"]);
  });

  it("a business where something takes place stays a business", () => {
    const r = analyzeByRules(answer("Tipp: Im Januar findet im Reitstall Bauer ein Lehrgang statt, und auch der Pferdehof Rathgeb bietet Ferienkurse an."), { businessName: "Ponyhof Wiedmann" });
    expect(r.competitors).toEqual(["Reitstall Bauer", "Reiterhof Kunz", "Pferdehof Rathgeb"]);
  });
});

describe("round 66 rules: a lead before a price range written with 'bis' is a cost item", () => {
  const answer = [
    "Tischlereien im Solling:",
    "",
    "### Holzwerkstatt Ahrens (Relliehausen)",
    "Maßmöbel aus Massivholz.",
    "",
    "### Möbelbau Sievert (Derental)",
    "Eigene CNC-Fertigung.",
    "",
    "## Was ein Einbauschrank ungefähr kostet",
    "Als grobe Orientierung für zwei Meter Breite:",
    "",
    "- **Beschichtete Spanplatte, weiße Fronten:** etwa 1.800 bis 3.000 €",
    "- **Lackierte MDF-Fronten, grifflos:** etwa 2.800 bis 4.500 €",
  ].join("\n");

  it("reads the two businesses and no material as a name", () => {
    const r = analyzeByRules(answer, { businessName: "Holzwerkstatt Ahrens" });
    expect(r.competitors).toEqual(["Möbelbau Sievert"]);
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 66 rules: a price's tier ('Einfache Ausführung', 'Mittlere Ausführung') is a label", () => {
  const answer = [
    "Schreinereien im Schächental:",
    "",
    "1. **Schreinerei Bissig** – Küchen nach Mass.",
    "2. **Küchenbau Walker AG** – grössere Projekte.",
    "",
    "Für eine Küche mittlerer Grösse solltest du grob rechnen mit:",
    "- **Einfache Ausführung** mit beschichteten Fronten und Standardgeräten: etwa 18'000 bis 28'000 Franken",
    "- **Mittlere Ausführung** mit lackierten Fronten: etwa 28'000 bis 45'000 Franken",
  ].join("\n");

  it("reads the two businesses only", () => {
    const r = analyzeByRules(answer, { businessName: "Schreinerei Arnold" });
    expect(r.competitors).toEqual(["Schreinerei Bissig", "Küchenbau Walker AG"]);
  });
});

describe("round 66 rules: 'Betrieb' before a name is no word of the name", () => {
  const answer = [
    "Für die Elektroarbeiten kommen die Elektro Gamma GmbH in Gurtnellen-Dorf und die Elektro Tresch AG in Meiggelen infrage.",
    "Für den Heizungsteil kommt in Wattingen vermutlich der Betrieb Sanitär Baumann infrage, ein Heizungsbetrieb direkt im Weiler.",
    "Auch lohnt es sich, von den Betrieben Referenzobjekte in ähnlicher Lage zu verlangen.",
  ].join("\n\n");

  it("reads 'Sanitär Baumann' and no 'Betrieben Referenzobjekte'", () => {
    const r = analyzeByRules(answer, { businessName: "Elektro Baumann" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Elektro Gamma GmbH", "Elektro Tresch AG", "Sanitär Baumann"]);
  });
});

describe("round 66 rules: 'Nächstgelegen:' labels a summary line", () => {
  const answer = [
    "Tierärzte rund um Mühlethal:",
    "",
    "- Besonders katzenfreundlich: Kleintierpraxis Dr. Hofer, Vetpraxis Balzenwil",
    "- Nächstgelegen: Tierarztpraxis am Hirschpark",
  ].join("\n");

  it("reads no business 'Nächstgelegen'", () => {
    const r = analyzeByRules(answer, { businessName: "Kleintierpraxis Dr. Hofer" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toContain("Tierarztpraxis am Hirschpark");
    expect(r.competitors).not.toContain("Nächstgelegen");
  });
});

describe("round 66 rules: a heading of one trade word titles a section", () => {
  const answer = [
    "**Freie Werkstätten in und um Teisendorf**",
    "- **Autotechnik Egger** (Teisendorf): Meisterbetrieb für alle Marken.",
    "- **Werkstatt Hogger** (Neukirchen): kleiner Ein-Mann-Betrieb.",
    "",
    "**Reifen**",
    "Für Reifenwechsel und Einlagerung wird außerdem Reifen Stadler in Freilassing häufig empfohlen.",
  ].join("\n");

  it("reads 'Reifen Stadler' under the section '**Reifen**', and no business 'Reifen'", () => {
    const r = analyzeByRules(answer, { businessName: "Kfz-Meisterbetrieb Stadler" });
    expect(r.competitors).toEqual(["Autotechnik Egger", "Werkstatt Hogger", "Reifen Stadler"]);
  });
});

describe("round 66 rules: forests, high trails, palace parks, cemeteries and waterfalls are sights", () => {
  const answer = [
    "Für fünf Personen eignet sich das Chalet Rinderwald in Hirzboden, und die Ferienwohnung Bärtschi in Elsigbach hat einen grossen Garten.",
    "",
    "- **Engstligenfälle:** Die Wasserfälle unterhalb der Engstligenalp gehören zu den eindrücklichsten der Schweiz.",
    "- **Schächentaler Höhenweg:** eine leichte Wanderung mit Blick ins Tal.",
    "- **Schlosspark Ludwigslust:** ein Spaziergang für Regentage.",
    "- **Nikolaifriedhof:** der alte Friedhof mit den Gräbern der Tuchmacher.",
  ].join("\n");

  it("reads the two holiday homes only", () => {
    const r = analyzeByRules(answer, { businessName: "Ferienwohnung Zurbrügg" });
    expect(r.competitors).toEqual(["Chalet Rinderwald", "Ferienwohnung Bärtschi"]);
  });
});

describe("round 66 rules: the sawmill is a trade of its own", () => {
  const answer = [
    "Im Raum Steinbach am Ziehberg werden genannt:",
    "- **Zimmerei Mittendorfer** (Magdalenaberg): Familienbetrieb mit Schwerpunkt auf Holzverbindungen.",
    "- **Sägewerk Redtenbacher** (Steinbach am Ziehberg): liefert Konstruktionsholz nach Maß.",
  ].join("\n");

  it("'Sägewerk Redtenbacher' is a business and not the visitor's 'Holzbau Redtenbacher'", () => {
    const r = analyzeByRules(answer, { businessName: "Holzbau Redtenbacher" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Zimmerei Mittendorfer", "Sägewerk Redtenbacher"]);
  });

  it("the sawmill's own name still names it", () => {
    const r = analyzeByRules(answer, { businessName: "Sägewerk Redtenbacher" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 66 rules: a noun with a genitive is no name unless a kind in the singular heads it", () => {
  it("sets apart 'Qualitätslabel der Branche', 'Zinsausweise der Bank', 'Dorfläden der Region'", () => {
    for (const n of ["Qualitätslabel der Branche", "Zinsausweise der Bank", "Dorfläden der Region"]) expect(isNoBusinessByKind(n), n).toBe(true);
  });

  it("keeps 'Hofladen der Familie Schwab' and 'Écurie des Sapins'", () => {
    for (const n of ["Hofladen der Familie Schwab", "Écurie des Sapins"]) expect(isNoBusinessByKind(n), n).toBe(false);
  });

  it("reads the businesses of an answer that also names the motoring clubs' test centres", () => {
    const answer = [
      "Für einen Carport in Dillhaus kommen infrage:",
      "",
      "1. **Zimmerei Henrich** – Carports aus Lärche.",
      "2. **Holzbau Weller** – auch mit Gründach.",
      "",
      "Für die Abnahme der Anhängerkupplung kannst du auch die Prüfstellen der Autofahrerclubs nutzen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Holzbau Weller" }).competitors).toEqual(["Zimmerei Henrich"]);
  });
});

describe("round 66 rules: 'wäre auch X eine Option' recommends X by name", () => {
  const answer = [
    "- **Salon Schnittpunkt** (Strahwalde) – kleiner Salon mit zwei Friseurinnen.",
    "- **Friseurstudio Anett Vogt** (Ruppersdorf) – Meisterbetrieb mit Schwerpunkt Farbe.",
    "",
    "Wenn es eher spontan sein soll, wäre auch **Klier** eine Option: Die Kette hat Filialen in den Einkaufszentren der Umgebung.",
  ].join("\n");

  it("counts the chain named so after the list", () => {
    const r = analyzeByRules(answer, { businessName: "Friseursalon Kliemt" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Salon Schnittpunkt", "Friseurstudio Anett Vogt", "Klier"]);
  });
});

describe("round 66 rules: a paragraph led by a bold name and a dash is an entry like the list's", () => {
  const answer = (paragraph: string) =>
    ["Werkstätten in Meppen:", "", "- **Auto Tiedeken** – freie Werkstatt für alle Marken.", "- **Reifen Kuper GmbH** – Reifen und Achsvermessung.", "", paragraph].join("\n");

  it("counts '**A.T.U Meppen** – praktisch für Reifenwechsel …' after the list", () => {
    const r = analyzeByRules(answer("**A.T.U Meppen** – praktisch für Reifenwechsel und kleinere Reparaturen ohne lange Wartezeit."), { businessName: "Werkstatt Hüsing" });
    expect(r.competitors).toEqual(["Auto Tiedeken", "Reifen Kuper GmbH", "A.T.U Meppen"]);
  });

  it("not a treatment set out so", () => {
    const r = analyzeByRules(answer("**Dry Needling** – hilft bei Triggerpunkten, fragen Sie danach."), { businessName: "Werkstatt Hüsing" });
    expect(r.competitors).toEqual(["Auto Tiedeken", "Reifen Kuper GmbH"]);
  });
});

describe("round 66: the corpora's measure counts a titled doctor written with and without her job word as one name", () => {
  it("'Zahnärztin Dr. Ursula Sampl' is 'Dr. Ursula Sampl', not 'Dr. Ursula Sommer'", () => {
    expect(sameName("Zahnärztin Dr. Ursula Sampl", "Dr. Ursula Sampl")).toBe(true);
    expect(sameName("Mag. Eva Trattnig", "Tierärztin Mag. Eva Trattnig")).toBe(true);
    expect(sameName("Zahnärztin Dr. Ursula Sampl", "Dr. Ursula Sommer")).toBe(false);
    expect(sameName("Tischlerei Dr. Holz", "Dr. Holz")).toBe(false);
  });
});

describe("round 66 rules: 'Internistin' and 'Medizinerin' name a person by her job", () => {
  it("reads them as job words", () => {
    for (const w of ["Internistin", "Internist", "Allgemeinmedizinerin"]) expect(isPersonJobWord(w), w).toBe(true);
  });
});

describe("round 66 rules: a business that shares only the place with the visitor is another one", () => {
  const answer = (first: string) =>
    [
      "Yoga in Purkersdorf – ein paar Optionen:",
      `- **${first}** – Hatha und Vinyasa, Kurse auch abends`,
      "- **Studio Atemraum** – kleine Gruppen, Yin Yoga",
      "- **Yogastudio Prana** – Anfängerkurse und Schwangerenyoga",
    ].join("\n");

  it("'Yogaloft Purkersdorf' is not the visitor's 'Yogastudio Prana Purkersdorf'", () => {
    const r = analyzeByRules(answer("Yogaloft Purkersdorf"), { businessName: "Yogastudio Prana Purkersdorf" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).toEqual(["Yogaloft Purkersdorf", "Studio Atemraum"]);
  });

  it("the visitor named by its trade and the place still matches", () => {
    const r = analyzeByRules(answer("Yogastudio Purkersdorf"), { businessName: "Yogastudio Prana Purkersdorf" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 66 rules: schools in the plural are a kind", () => {
  it("sets apart 'Schulen Steinhausen' and 'Skischulen', keeps 'Skischule Lanz'", () => {
    expect(isNoBusinessByKind("Schulen Steinhausen")).toBe(true);
    expect(isNoBusinessByKind("Skischulen")).toBe(true);
    expect(isNoBusinessByKind("Skischule Lanz")).toBe(false);
  });
});
