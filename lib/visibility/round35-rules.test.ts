import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { stripCitations } from "./citations";
import { isTradeToken, nameKey, namesMatch } from "./names";
import { ownerOfName } from "./persons";
import { readTone } from "./tone";

/**
 * Round 35 (issue 31; blind69, blind70 and blind71 were read after their one measurement): each rule on an example of
 * its own, not taken from a corpus.
 */

describe("trade words of funeral homes and wine estates", () => {
  it("make 'Bestattungen' and 'Bestattungshaus' one trade, so the surname names the business", () => {
    expect(isTradeToken("bestattungshaus")).toBe(true);
    expect(isTradeToken("pietaet")).toBe(true);
    expect(namesMatch(nameKey("Bestattungshaus Lindner"), nameKey("Bestattungen Lindner"))).toBe(true);
    const answer = "In Speyer kenne ich **Pietät Roos** und **Bestattungen Lindner**, beide Familienbetriebe mit eigenem Abschiedsraum.";
    const r = analyzeByRules(answer, { businessName: "Bestattungshaus Lindner" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });

  it("read a wine estate's bold name over its labelled details as an entry", () => {
    expect(isTradeToken("weinhof")).toBe(true);
    const answer = [
      "Diese Weingüter am Kamp werden gern empfohlen:",
      "",
      "**Weingut Brandl**",
      "* **Spezialität:** Grüner Veltliner",
      "* **Geöffnet:** Sa 10–17 Uhr",
      "",
      "**Weinhof Aigner**",
      "* **Spezialität:** Riesling vom Urgestein",
      "* **Geöffnet:** nach Anruf",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Weingut Lechner" }).competitors).toEqual(["Weingut Brandl", "Weinhof Aigner"]);
  });
});

describe("the assistant's remark on its own sources after the introduction", () => {
  it("does not make the list under it a list of prices", () => {
    const answer = [
      "Hier sind ein paar Kosmetikstudios in Wels, die gut bewertet werden. Die Preise habe ich von den Websites übernommen – sie können sich geändert haben:",
      "",
      "### 1. Hautsache Wels",
      "Kleines Studio am Stadtplatz, Gesichtsbehandlung ab 69 €.",
      "",
      "### 2. Beauty Lounge Vogelweide",
      "Großes Team, auch samstags geöffnet.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Beauty Lounge Vogelweide" });
    expect(r.competitors).toEqual(["Hautsache Wels"]);
    expect(r.position).toBe(2);
  });
});

describe("an apposition that calls a name a business of a trade", () => {
  it("keeps a bold name after a list when a dash calls it 'ein kleiner Salon'", () => {
    const answer = [
      "Gute Adressen für Nageldesign in Graz-Lend:",
      "",
      "1. **Nailbar Lend** – Gel und Acryl, auch abends.",
      "2. **Studio Fingerspitz** – ruhige Atmosphäre.",
      "",
      "Daneben wird **Glanzstück** an der Annenstraße öfter erwähnt – ein kleiner Salon mit Termin nur nach Vereinbarung.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Nagelstudio Glanzstück" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
  });
});

describe("source cards and source lines", () => {
  it("reads lines that are only a link, closing the answer, as source cards", () => {
    const answer = [
      "In Brugg gibt es einige gute Pizzerien:",
      "",
      "* **Pizzeria Aurora**: Holzofen, auch Lieferung.",
      "* **Trattoria Sole**: Terrasse an der Aare.",
      "",
      "Soll ich nach freien Tischen suchen?",
      "",
      "[Pizzeria in Brugg – Google Maps](https://www.google.com/maps/search/Pizzeria+Brugg)",
      "[Pizza liefern in Brugg – Just Eat](https://www.just-eat.ch/lieferservice/brugg)",
    ].join("\n");
    const stripped = stripCitations(answer);
    expect(stripped.text).not.toContain("Google Maps");
    expect(stripped.citedUrls).toHaveLength(2);
    expect(analyzeByRules(answer, { businessName: "Pizzeria Vesuvio" }).competitors).toEqual(["Pizzeria Aurora", "Trattoria Sole"]);
  });

  it("leaves one closing link line and a list of linked names alone", () => {
    const single = "Mehr dazu:\n\n[Bäckerei Stöckl – Brot](https://www.baeckerei-stoeckl.at/brot)";
    expect(stripCitations(single).text).toContain("Bäckerei Stöckl");
    const list = "Gute Bäcker:\n\n- [Bäckerei Stöckl](https://www.baeckerei-stoeckl.at)\n- [Backstube Moser](https://www.backstube-moser.at)";
    expect(stripCitations(list).text).toContain("Backstube Moser");
  });

  it("reads 'n. Title – Subtitle (domain)' under a source heading as a source", () => {
    const answer = [
      "Neue Hausarztpraxen in Balingen sind rar [1]. Am ehesten klappt es bei der **Praxis am Marktplatz** [2].",
      "",
      "**Quellen**",
      "1. Zollern-Alb-Kurier – Hausärztemangel im Kreis (zak.de)",
      "2. Praxis am Marktplatz – Aktuelles (praxis-marktplatz-balingen.de)",
    ].join("\n");
    const stripped = stripCitations(answer);
    expect(stripped.text).not.toContain("Zollern-Alb-Kurier");
    expect(stripped.sourceLines).toHaveLength(2);
    expect(analyzeByRules(answer, { businessName: "Hausarztpraxis Frommern" }).competitors).toEqual(["Praxis am Marktplatz"]);
  });
});

describe("a firm that cites the visitor's website", () => {
  const answer = (source: string) =>
    [
      "Für den Service in Klingnau gibt es einige gute Garagen [1]:",
      "",
      "1. **Garage Widmer** – Mehrmarken-Service [1].",
      "2. **Carrosserie Baldinger** – Unfallreparaturen, Abwicklung mit der Versicherung [2].",
      "",
      "Quellen:",
      "[1] google.com/maps – Garage Klingnau",
      `[2] ${source}`,
    ].join("\n");

  it("is another business when the two names share no word of their own", () => {
    const r = analyzeByRules(answer("garage-meier-klingnau.ch – Partner"), { businessName: "Garage Meier AG", domain: "garage-meier-klingnau.ch" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Garage Widmer", "Carrosserie Baldinger"]);
  });

  it("is the visitor when the cited line names it, or the names share a word", () => {
    const named = analyzeByRules(answer("Carrosserie Baldinger – Über uns: https://www.garage-meier-klingnau.ch/carrosserie"), {
      businessName: "Garage Meier AG",
      domain: "garage-meier-klingnau.ch",
    });
    expect(named.position).toBe(2);
    expect(analyzeByRules(answer("baldinger-klingnau.ch – Partner"), { businessName: "Carrosserie Baldinger AG", domain: "baldinger-klingnau.ch" }).position).toBe(2);
  });

  it("is the visitor when it is a person: an owner's own item may cite the practice's site", () => {
    const person = [
      "Hausärzte in Gohlis [1]:",
      "",
      "1. **Dr. med. Karin Vogt** – Allgemeinmedizin, nimmt neue Patienten auf [2].",
      "",
      "Quellen:",
      "[1] jameda.de",
      "[2] hausarzt-am-rosental.de",
    ].join("\n");
    expect(analyzeByRules(person, { businessName: "Hausarztpraxis am Rosental", domain: "hausarzt-am-rosental.de" }).position).toBe(1);
  });
});

describe("a double surname", () => {
  it("is the owner of a practice named after the person", () => {
    expect(ownerOfName("Zahnarztpraxis Dr. Eva Huber-Lechner", () => false)?.surname).toBe("huberlechner");
    const answer = "In Frohnleiten selbst gibt es meines Wissens eine Zahnarztpraxis: die von **Dr. Huber-Lechner**, die für ihre Geduld mit Kindern gelobt wird.";
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Eva Huber-Lechner" }).mentioned).toBe(true);
  });
});

describe("a bold name over a list of descriptions and details", () => {
  it("is an entry when the list mixes sentences that describe it with labelled details", () => {
    const answer = [
      "Im Ötztal gibt es einige gute Wirtshäuser. Hier eine Übersicht:",
      "",
      "**Gasthof Gamskogel**",
      "- Traditionsgasthof im Ortszentrum, bekannt für Tiroler Gröstl.",
      "- Öffnungszeiten: täglich ab 11 Uhr.",
      "",
      "**Ötztaler Stube**",
      "- Kleines Wirtshaus an der Hauptstraße, bekannt für Wild aus eigener Jagd.",
      "- Gemütliche Stube mit wenigen Tischen – abends unbedingt reservieren.",
      "- Öffnungszeiten: Mi–So ab 17 Uhr.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gasthof Post" }).competitors).toEqual(["Gasthof Gamskogel", "Ötztaler Stube"]);
  });
});

describe("a verb that opens a description", () => {
  it("opens no name", () => {
    const answer = [
      "Physiotherapie in Cham:",
      "",
      "### 1. Therapiezentrum am Regen",
      "Großes Team, Termine bis 20 Uhr.",
      "",
      "### 2. Gesundheitshaus Cham",
      "Verbindet Physiotherapie, Ergotherapie und einen Trainingsbereich unter einem Dach.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physio Nord" }).competitors).toEqual(["Therapiezentrum am Regen", "Gesundheitshaus Cham"]);
  });
});

describe("'ausgebucht' in a condition", () => {
  it("says the business is the fallback, not that it is full", () => {
    expect(readTone("Rund zehn Minuten entfernt, falls in Cham alles ausgebucht ist.")).not.toBe("unavailable");
    expect(readTone("Die Praxis ist bis Ende Juni ausgebucht.")).toBe("unavailable");
  });
});

describe("an abstract noun before a name", () => {
  it("is the sentence's word, not the name's first", () => {
    const answer = [
      "Zahnärzte in Zürich-Oerlikon:",
      "",
      "1. **Zahnpraxis Seebach** – frühe Termine.",
      "2. **Zahnzentrum Glattpark** – auch samstags.",
      "",
      "",
      "Für frühe Termine passt die Zahnpraxis Seebach, für maximale Flexibilität Zahnarztpraxis Dr. Kunz in Affoltern.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnarzt Meier" }).competitors).toEqual(["Zahnpraxis Seebach", "Zahnzentrum Glattpark", "Zahnarztpraxis Dr. Kunz"]);
  });
});

describe("a bold domain leading a list item", () => {
  it("is a business known by its web address", () => {
    const answer = [
      "Nachhilfe in Winterthur:",
      "",
      "1. **Lernpunkt Töss** – Kleingruppen für Mathematik.",
      "2. **Nachhilfe-Express.ch** – Kette mit Standort am Bahnhof, auch abends.",
      "3. **Studio Lernraum** – Deutsch und Englisch.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Studio Lernraum" });
    expect(r.competitors).toEqual(["Lernpunkt Töss", "Nachhilfe-Express.ch"]);
    expect(r.position).toBe(3);
  });
});

describe("Austria's double doctorate", () => {
  it("is a title, so 'DDr. Pirker' is the owner of 'Zahnarztpraxis DDr. Stefan Pirker'", () => {
    const answer = "In Igls ist **DDr. Moser** die naheliegende Adresse. Wer nach Innsbruck pendelt, findet die **Zahnärzte am Inn** praktisch.";
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis DDr. Stefan Moser" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });
});

describe("a person named in another business's item", () => {
  it("runs a business of their own when the sentence says so", () => {
    const answer = [
      "Hebammen in Lübben:",
      "",
      "- **Frauenarztpraxis Dr. Kranz**: Vorsorge; arbeitet eng mit der freiberuflichen Hebamme **Nadine Lorenz** zusammen, die eine eigene Hebammenpraxis führt.",
      "- **Hebammenteam Spreewald**: Wochenbettbetreuung.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hebammenpraxis Nadine Lorenz" }).mentioned).toBe(true);
  });

  it("works there when the item calls them employed, titled and named in full as the visitor's name is", () => {
    const answer = [
      "Tierärzte in Meckenheim:",
      "",
      "**Tierklinik Swisttal**",
      "* **Team:** Mehrere Tierärztinnen; seit 2025 gehört auch Dr. Paul Krämer als angestellter Tierarzt dazu",
      "* **Notdienst:** rund um die Uhr",
      "",
      "**Kleintierpraxis am Markt**",
      "* **Leistungen:** Impfungen, Vorsorge",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Dr. Paul Krämer" }).mentioned).toBe(false);
  });
});

describe("an architect", () => {
  it("is another trade than the builder of the same surname", () => {
    expect(isTradeToken("architektin")).toBe(true);
    expect(namesMatch(nameKey("Architektin DI Eva Wimmer"), nameKey("Wimmer Bau GmbH"))).toBe(false);
    expect(namesMatch(nameKey("Architektin DI Eva Wimmer"), nameKey("Architekturbüro Wimmer"))).toBe(true);
  });
});

describe("Perplexity's and Copilot's numbered source lists", () => {
  it("are sources at the end of an answer citing [1], without a heading", () => {
    const answer = [
      "Für eine Zirbenküche im Murtal bieten sich zwei Tischlereien an [1][2]: **Tischlerei Kogler** und **Holzwerk Judenburg**.",
      "",
      "1. Tischlerei Kogler – Küchen nach Maß (tischlerei-kogler.at)",
      "2. Tischler in Judenburg – Herold (herold.at)",
    ].join("\n");
    const stripped = stripCitations(answer);
    expect(stripped.text).not.toContain("Tischler in Judenburg");
    expect(analyzeByRules(answer, { businessName: "Tischlerei Gruber" }).competitors).toEqual(["Tischlerei Kogler", "Holzwerk Judenburg"]);
  });

  it("stay a list of businesses without markers in the text", () => {
    const answer = "Tischlereien im Murtal:\n\n1. Tischlerei Kogler – Küchen nach Maß (tischlerei-kogler.at)\n2. Holzwerk Judenburg – Stuben (holzwerk-judenburg.at)";
    expect(stripCitations(answer).text).toContain("Holzwerk Judenburg");
  });

  it("under 'Weitere Informationen' hold numbered titles between sources", () => {
    const answer = [
      "Für Vermietungseinkünfte in Lübbecke kommen die **Kanzlei Brinkmann** und die **Steuerkanzlei Wiehen** infrage¹².",
      "",
      "Weitere Informationen",
      "1. Kanzlei Brinkmann – Vermietung und Verpachtung",
      "2. Steuerberater in Lübbecke – Gelbe Seiten",
    ].join("\n");
    expect(stripCitations(answer).text).not.toContain("Steuerberater in Lübbecke");
    expect(analyzeByRules(answer, { businessName: "Steuerberatung Meyer" }).competitors).toEqual(["Kanzlei Brinkmann", "Steuerkanzlei Wiehen"]);
  });
});

describe("a bold name over sentences and details of any label", () => {
  it("is an entry", () => {
    const answer = [
      "Fleisch direkt vom Hof im Mühlviertel:",
      "",
      "**Fleischhauerei Pichler**",
      "- Traditioneller Fleischhauer in Kefermarkt mit eigener Schlachtung.",
      "- Spezialität: Speck und Bratwürstel",
      "",
      "**Biohof Lasberg**",
      "- Bauernhof mit Mutterkuhhaltung, verkauft Rindfleisch in Paketen.",
      "- Abholung: jeden zweiten Freitag",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Metzgerei Hager" }).competitors).toEqual(["Fleischhauerei Pichler", "Biohof Lasberg"]);
  });
});

describe("'an' between capitalised words", () => {
  it("joins a verb's object, not a name", () => {
    const answer = "In der Gegend gibt es Häuser, die Räume an Yogalehrende vermieten. Der **Seminarhof Grebenzen** organisiert eigene Yoga-Wochenenden.";
    expect(analyzeByRules(answer, { businessName: "Yogahaus Murau" }).competitors).toEqual(["Seminarhof Grebenzen"]);
  });
});

describe("the brand of a name of trade words and places", () => {
  it("is no trade word in '-erei' alone: 'Spenglerei' in a sentence is not 'Spenglerei Ried GmbH'", () => {
    const answer = [
      "Für eine neue Dachrinne in Schärding:",
      "",
      "**Haustechnik Wallner**",
      "Installateur und Spenglerei aus einer Hand, auch Notdienst.",
      "",
      "**Dach & Wand Innviertel**",
      "Kleiner Betrieb, schnelle Termine.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Spenglerei Ried GmbH" }).mentioned).toBe(false);
  });

  it("leaves out the place after 'am': 'Marktplatz' alone is not 'Schneiderei am Marktplatz'", () => {
    const answer = [
      "Änderungsschneidereien in Feldkirch:",
      "",
      "1. **Nähstube Fetz**",
      "   - Lage: direkt beim Marktplatz",
      "2. **Atelier Faden**",
      "   - Lage: Innenstadt",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Änderungsschneiderei am Marktplatz" }).mentioned).toBe(false);
    expect(analyzeByRules("Gute Adresse: die **Änderungsschneiderei am Marktplatz** in Feldkirch.", { businessName: "Änderungsschneiderei am Marktplatz" }).mentioned).toBe(true);
  });
});

describe("a line citing the visitor's site for a tie between businesses", () => {
  it("names another business, the one that works with the visitor", () => {
    const answer = [
      "Für eine PV-Anlage in Naila:",
      "",
      "1. **Solarwerk Frankenwald** – plant PV-Anlagen mit Speicher; arbeitet laut einer Partnerliste mit Elektromeistern aus der Region zusammen. ([elektro-riedel.de](https://www.elektro-riedel.de/partner))",
      "2. **Elektro Wunder** – Zählerschrank und Wallbox.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Elektro Riedel GmbH", domain: "elektro-riedel.de" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Solarwerk Frankenwald", "Elektro Wunder"]);
  });
});

describe("an opening bracket after a place named like the visitor", () => {
  it("starts a gloss, so the place stays a place", () => {
    const answer = [
      "Physiotherapie in Brugg:",
      "",
      "**Physio Aare** – gute Bewertungen.",
      "",
      "**Praxis Bewegung** – auch Hausbesuche.",
      "",
      "Wenn diese Praxen ausgebucht sind, lohnt sich ein Blick ins Rotbachtal (Riniken, Remigen) oder nach Baden.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Rotbachtal GmbH" }).mentioned).toBe(false);
  });
});
