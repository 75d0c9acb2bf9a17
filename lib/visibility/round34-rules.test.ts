import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { stripCitations } from "./citations";
import { isTradeToken, nameKey, namesMatch } from "./names";

/**
 * Round 34 (issue 31, whether the visitor is named; blind61 and blind62 were read after their one measurement): each
 * rule on an example of its own, not taken from a corpus.
 */

describe("a surname before the trade word", () => {
  it("is the visitor's surname whether or not the reading took its 's' for a genitive", () => {
    expect(namesMatch(nameKey("Schlosserei Wessels"), nameKey("Wessels Schlosserei"))).toBe(true);
    const answer = [
      "Für ein neues Gartentor in Emden:",
      "",
      "1. **Metallbau Harms** – Tore nach Mass.",
      "2. **Wessels Schlosserei** – Familienbetrieb, auch Reparaturen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Schlosserei Wessels" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });

  it("still tells two surnames apart that differ by more than that 's'", () => {
    expect(namesMatch(nameKey("Schlosserei Wessel"), nameKey("Schlosserei Wesseling"))).toBe(false);
    expect(namesMatch(nameKey("Bäckerei Klaus"), nameKey("Bäckerei Klau"))).toBe(false);
  });
});

describe("a namesake's own website", () => {
  const answer = [
    "Optiker in Hannover-Linden mit Samstagsöffnung:",
    "",
    "**Optik Lindenblick**",
    "* **Adresse:** Limmerstraße 40, 30451 Hannover",
    "* **Samstag:** 10–14 Uhr",
    "",
    "**Optik Reuter**",
    "* **Adresse:** Marktstraße 9, 31515 Wunstorf",
    "* **Website:** optik-reuter-wunstorf.de",
    "* **Samstag:** 9–13 Uhr",
  ].join("\n");

  it("in its item makes it another business than the visitor with a site of its own", () => {
    const r = analyzeByRules(answer, { businessName: "Optik Reuter", domain: "reuter-optik.de" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Optik Lindenblick", "Optik Reuter"]);
  });

  it("is the visitor's when it is the visitor's site, and says nothing when the visitor gave none", () => {
    expect(analyzeByRules(answer, { businessName: "Optik Reuter", domain: "optik-reuter-wunstorf.de" }).position).toBe(2);
    expect(analyzeByRules(answer, { businessName: "Optik Reuter" }).position).toBe(2);
  });

  it("among the sources sets the namesake apart only when the visitor's site is not cited there too", () => {
    const cited = [
      "Gute Adressen für Brot in Celle:",
      "",
      "- **Bäckerei Brandes**: Sauerteigbrot, sonntags geöffnet.",
      "- **Backstube Nord**: Dinkel und Roggen.",
      "",
      "Quellen",
      "- [Bäckerei Brandes Hermannsburg – Unser Brot](https://www.brandes-hermannsburg.de/brot)",
      "- [Bäcker in Celle – Gelbe Seiten](https://www.gelbeseiten.de/baecker/celle)",
    ].join("\n");
    expect(analyzeByRules(cited, { businessName: "Bäckerei Brandes", domain: "baeckerei-brandes-celle.de" }).mentioned).toBe(false);
    const alsoVisitor = `${cited}\n- [Bäckerei Brandes Celle](https://baeckerei-brandes-celle.de/)`;
    expect(analyzeByRules(alsoVisitor, { businessName: "Bäckerei Brandes", domain: "baeckerei-brandes-celle.de" }).position).toBe(1);
  });
});

describe("a name in brackets after a kind of business", () => {
  it("names the visitor, the brackets ending the name", () => {
    const answer =
      "Für Lastenräder gibt es zwei Werkstätten am Ort. Wer ein Rad mit Mittelmotor hat, ist bei einem Spezialisten (Velowerk Aare) an der Bahnhofstrasse gut aufgehoben.";
    const r = analyzeByRules(answer, { businessName: "Velowerk Aare" });
    expect(r.mentioned).toBe(true);
  });

  it("does not make one bracketed word glossing a plural a name", () => {
    const answer = "Hier einige Kinderarztpraxen (Kinderheilkunde) in Wels, die neue Patienten aufnehmen: **Praxis am Stadtplatz** und **Kinderarzt Dr. Moser**.";
    const r = analyzeByRules(answer, { businessName: "Gemeinschaftspraxis Kinderheilkunde Wels" });
    expect(r.mentioned).toBe(false);
  });
});

describe("a practice of another field with the doctor's surname", () => {
  it("is not the visitor's practice", () => {
    const answer = [
      "Nach einer Knie-OP in Feldkirch:",
      "",
      "- **Unfallchirurgie Dr. Natter** – Kassen und Wahlarzt.",
      "- Für die Nachbehandlung empfehlen viele die **Physiotherapie Gasser** und die **Ergotherapie am Mühletor**.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Orthopädie Dr. Gasser" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toContain("Physiotherapie Gasser");
    expect(analyzeByRules(answer.replace("Physiotherapie Gasser", "Orthopädie Gasser"), { businessName: "Orthopädie Dr. Gasser" }).mentioned).toBe(true);
  });
});

describe("the doctor the visitor's website is named after", () => {
  const answer = [
    "Hausärzte in Bregenz, die neue Patienten nehmen:",
    "",
    "1. **Gruppenpraxis Vorkloster** – drei Ärztinnen, Kassen.",
    "2. **Dr. Miriam Fessler** – Wahlärztin am Leutbühel, Termine binnen einer Woche.",
  ].join("\n");

  it("names the visitor whose own name does not carry that surname", () => {
    const r = analyzeByRules(answer, { businessName: "Hausarztpraxis Leutbühel", domain: "hausarzt-fessler.at" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });

  it("is no such name when the site's name has no word beside the visitor's and its trade", () => {
    expect(analyzeByRules(answer, { businessName: "Hausarztpraxis Leutbühel", domain: "hausarzt-leutbuehel.at" }).mentioned).toBe(false);
  });
});

describe("the line under a bold name in one paragraph", () => {
  it("describes that business: a kind its name ends with is no business of its own", () => {
    const answer = [
      "Für ein Wochenende am Bodensee:",
      "",
      "**Gästehaus Uferweg** – in Nonnenhorn",
      "Kleines Haus mit Garten direkt am Wasser; Frühstück mit Produkten vom Hof.",
      "",
      "**Weingut Schmid** – in Wasserburg",
      "Weingut am Ortsrand mit drei Ferienzimmern über dem Keller.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Pension Seeblick" });
    expect(r.competitors).toEqual(["Gästehaus Uferweg", "Weingut Schmid"]);
  });

  it("reads a determiner before the kind as part of the description", () => {
    const answer = ["Für einen Abend in Grinzing:", "", "**Weingut Hofstetter** – am Kahlenberg", "Kein Heuriger im engeren Sinn, aber eine Vinothek mit kalter Jause und Blick über Wien."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Heuriger Mayer" }).competitors).toEqual(["Weingut Hofstetter"]);
  });

  it("may still name another business in a sentence of its own", () => {
    const answer = ["**Gästehaus Uferweg** – in Nonnenhorn", "Die Fähre nach Lindau fährt stündlich. Frühstück gibt es nebenan im **Café Seeperle**."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Pension Seeblick" }).competitors).toEqual(["Gästehaus Uferweg", "Café Seeperle"]);
  });
});

describe("bookshops", () => {
  it("read 'Buchhandlung' as the trade, so that a bookshop with the visitor's surname is another business", () => {
    expect(isTradeToken("buchhandlung")).toBe(true);
    const answer = "Für Nachhilfe in Mathe in Fürth empfehle ich **Lerninsel Südstadt** und **Mathe-Club Poppenreuth**. Lernhefte bekommst du in der **Buchhandlung Kessler** am Grünen Markt.";
    const r = analyzeByRules(answer, { businessName: "Lernstudio Kessler" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toContain("Buchhandlung Kessler");
  });
});

describe("a visitor whose name opens with a preposition", () => {
  it("is named by its whole name, the preposition with it", () => {
    const answer = [
      "Griechisch essen in Kiel:",
      "",
      "**Taverna Kreta** – grosse Terrasse, Grillteller.",
      "",
      "**Bei Nikos** – Familienlokal nahe der Holtenauer Straße, kleine Karte, immer frisch.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Bei Nikos" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });
});

describe("a person named in another business's item", () => {
  it("works there and does not name the visitor called after its owner", () => {
    const answer = [
      "Gute Adressen in Linz-Urfahr:",
      "",
      "* **Haarwerk Urfahr:** Moderner Salon mit vier Plätzen. In mehreren Rezensionen wird die Friseurin Nadine hervorgehoben, die Hochsteckfrisuren macht.",
      "    * **Preis:** ab ca. 45 €",
      "* **Studio Lentia:** Termine auch samstags.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Salon Nadine" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Haarwerk Urfahr", "Studio Lentia"]);
  });
});

describe("two businesses named after the same place", () => {
  it("are two when the words before the place share no stem", () => {
    expect(namesMatch(nameKey("Metzgerei am Kornmarkt"), nameKey("Weinbar am Kornmarkt"))).toBe(false);
    expect(namesMatch(nameKey("Zahnarztpraxis am Kornmarkt"), nameKey("Zahnärzte am Kornmarkt"))).toBe(true);
    expect(namesMatch(nameKey("Konditorei am Kornmarkt"), nameKey("Café-Konditorei am Kornmarkt"))).toBe(true);
  });
});

describe("a number in a name", () => {
  it("is a word of it: another name without it, or with another, is another business", () => {
    expect(namesMatch(nameKey("Atelier 9"), nameKey("Atelier Vogelsang"))).toBe(false);
    expect(namesMatch(nameKey("Atelier 9"), nameKey("Atelier 12"))).toBe(false);
    expect(namesMatch(nameKey("Atelier 9"), nameKey("Atelier 9 Winterthur"))).toBe(true);
    const answer = "Für Rahmungen in Winterthur lohnt ein Besuch im **Atelier Vogelsang**; Bilderrahmen nach Mass macht auch die **Glaserei Frei**.";
    expect(analyzeByRules(answer, { businessName: "Atelier 9" }).mentioned).toBe(false);
  });
});

describe("a lead that offers ideas", () => {
  it("introduces the businesses of the sentence before it when 'Ideen' is not its first word", () => {
    const answer = [
      "Am Wörthersee gibt es einige schöne Restaurants direkt am Wasser. Hier ein paar Ideen:",
      "",
      "1. **Seewirt Reifnitz** – Terrasse am Steg, Reinanke.",
      "2. **Gasthof Sonnblick** – Kärntner Kasnudeln, Blick auf den See.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Strandcafé Velden" }).competitors).toEqual(["Seewirt Reifnitz", "Gasthof Sonnblick"]);
  });
});

describe("Copilot's source list of numbers and sites", () => {
  const answer = [
    "Ein paar Schuhmacher in Graz:",
    "",
    "**1. Meisterbetrieb Pichler** – Absätze und Sohlen in einem Tag, ab ca. 25 €¹.",
    "",
    "**2. Leisten & Leder** – auch orthopädische Zurichtungen².",
    "",
    "**Fersengeld** (Annenstraße) – kleine Werkstatt, Lederpflege ab 12 €³.",
    "",
    "Weitere Informationen",
    "1 schuh-lendplatz.at",
    "2 herold.at",
    "3 fersengeld-graz.at",
  ].join("\n");

  it("is read as a source list, so the visitor's site there names nothing by itself", () => {
    expect(stripCitations(answer).citedUrls.length).toBeGreaterThanOrEqual(3);
    const r = analyzeByRules(answer.replace("**Fersengeld** (Annenstraße) – kleine Werkstatt, Lederpflege ab 12 €³.", ""), { businessName: "Schuhwerkstatt Fersengeld", domain: "fersengeld-graz.at" });
    expect(r.mentioned).toBe(false);
  });

  it("ties the visitor's site to the item citing its number, after a price and inside a bold number too", () => {
    expect(analyzeByRules(answer, { businessName: "Schuhwerkstatt Fersengeld", domain: "fersengeld-graz.at" }).position).toBe(3);
    expect(analyzeByRules(answer, { businessName: "Schuhreparatur am Lendplatz", domain: "schuh-lendplatz.at" }).position).toBe(1);
  });
});

describe("a source line that opens with a platform's name", () => {
  it("is a source under a source list's heading, not a business named in the text", () => {
    const answer = [
      "Für Klavierstimmer in Winterthur kommen zwei Betriebe in Frage: **Pianohaus Töss** und **Klangwerk Seen** [1][2].",
      "",
      "Quellen:",
      "[1] local.ch – Klavierstimmer Winterthur",
      "[2] Google Maps – Klavierservice Winterthur Seen",
      "[3] pianohaus-toess.ch – Stimmservice",
    ].join("\n");
    const { text } = stripCitations(answer);
    expect(text).not.toContain("Klavierservice Winterthur Seen");
    expect(analyzeByRules(answer, { businessName: "Klavierservice Huber" }).competitors).toEqual(["Pianohaus Töss", "Klangwerk Seen"]);
  });

  it("is the answer's own text outside a source list", () => {
    const text = "Bewertungen findest du hier:\n\nGoogle Maps – dort haben die meisten Betriebe Rezensionen.";
    expect(stripCitations(text).text).toContain("Google Maps – dort");
  });
});

describe("a heading right above a paragraph that opens with a bold name", () => {
  const answer = [
    "Friseure in Bern-Breitenrain:",
    "",
    "## Cuts & Colours",
    "",
    "**Coiffure Lorraine** – kleiner Salon, Balayage ab CHF 180.",
    "",
    "**Haarstudio Spitalacker** – auch samstags.",
    "",
    "## Barber Breitsch",
    "",
    "Klassische Herrenschnitte und Rasur, ohne Termin. Gleich daneben ist auch **Velo Flick** für eine Reparatur.",
  ].join("\n");

  it("labels that paragraph and names no business", () => {
    const competitors = analyzeByRules(answer, { businessName: "Coiffure Nordring" }).competitors;
    expect(competitors).not.toContain("Cuts & Colours");
    expect(competitors.slice(0, 2)).toEqual(["Coiffure Lorraine", "Haarstudio Spitalacker"]);
  });
});

describe("names written loosely (blind66)", () => {
  it("match a long surname with one letter of a double consonant or of 'ie' dropped, not a shorter or other name", () => {
    expect(namesMatch(nameKey("Malerbetrieb Hoffmeister"), nameKey("Malerbetrieb Hofmeister"))).toBe(true);
    expect(namesMatch(nameKey("Tischlerei Riedinger"), nameKey("Tischlerei Ridinger"))).toBe(true);
    expect(namesMatch(nameKey("Tischlerei Riedinger"), nameKey("Tischlerei Redinger"))).toBe(false);
    expect(namesMatch(nameKey("Malerbetrieb Hoffmeister"), nameKey("Malerbetrieb Hoffmeiste"))).toBe(false);
  });

  it("match two compounds that open with the same short trade word", () => {
    expect(namesMatch(nameKey("Kfz-Service Lenz GmbH"), nameKey("Kfz-Werkstatt Lenz"))).toBe(true);
  });

  it("name the visitor by the first part of its trade joined to its name", () => {
    const answer = "Räucherfisch in Eckernförde: **Fisch-Boysen** am Hafen ist die erste Adresse, daneben **Hafenimbiss Möwe**.";
    const r = analyzeByRules(answer, { businessName: "Fischräucherei Boysen" });
    expect(r.position).toBe(1);
    expect(analyzeByRules(answer, { businessName: "Fahrradhandel Boysen" }).mentioned).toBe(false);
  });

  it("read a town of two words in the visitor's name, so a namesake in another town is not the visitor", () => {
    const answer = "Für einen Sonntagsbraten: Das **Gasthaus Hirsch** in Lenggries hat einen schönen Biergarten, ebenso der **Landgasthof Sonne**.";
    expect(analyzeByRules(answer, { businessName: "Gasthaus Hirsch Bad Tölz" }).mentioned).toBe(false);
    expect(analyzeByRules(answer.replace("in Lenggries", "in Bad Tölz"), { businessName: "Gasthaus Hirsch Bad Tölz" }).position).toBe(1);
  });

  it("read a numbered source line with its site after '|' as a source", () => {
    const answer = [
      "Reitställe bei Sonthofen: **Reitstall Illerhof** und **Pferdehof Grünten** [1][2].",
      "",
      "Quellen",
      "[1] Reiten im Oberallgäu – sonthofen.de",
      "[2] Reitschule Starzlach Sonthofen – Adresse, Telefon | Das Örtliche",
    ].join("\n");
    expect(stripCitations(answer).text).not.toContain("Reitschule Starzlach");
    expect(analyzeByRules(answer, { businessName: "Reitschule Starzlach" }).mentioned).toBe(false);
  });

  it("tell physiotherapy for animals from a vet's practice of the same name", () => {
    expect(namesMatch(nameKey("Tierarztpraxis Brügger"), nameKey("Tierphysiotherapie Brügger"))).toBe(false);
    expect(namesMatch(nameKey("Physiotherapie Brügger"), nameKey("Physiotherapiepraxis Brügger"))).toBe(true);
  });

  it("do not read a street with a house number as the business named after the street", () => {
    const answer = "- **Zahnzentrum Mitte** – Marktstrasse 7, mit Notfallterminen.\n- **Dentalpraxis Nord** – auch samstags.";
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis an der Marktstrasse" }).mentioned).toBe(false);
  });

  it("read 'Hier ein paar Tipps:' over a list of names as introducing those businesses", () => {
    const answer = [
      "Die Wachau ist ideal für einen Heurigenabend! Hier ein paar Tipps:",
      "",
      "1. **Heuriger Lagler** – Blick auf die Donau.",
      "2. **Weinhof Aufreiter** – Brettljause und Veltliner.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Heuriger Moser" }).competitors).toEqual(["Heuriger Lagler", "Weinhof Aufreiter"]);
  });
});
