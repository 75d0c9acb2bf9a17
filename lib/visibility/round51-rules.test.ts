/**
 * Round 51's rules, each with an example of its own (not taken from a corpus): what round 50 left noted and what the
 * training corpora blind112 and blind114 showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { analyzeAnswer } from "./analysis";
import type { CandidateJudgeModel } from "./candidate-judge";
import { isLandmarkName } from "./landmarks";
import { platformsNamedInText } from "./platforms-in-text";

describe("round 51 rules: a platform's one-word name after a trade word in running text is a surname", () => {
  it("'Tischlerei Otto' and 'Malerfachbetrieb Herold' in prose list neither Otto nor Herold as a platform", () => {
    expect(platformsNamedInText("Die Küche hat übrigens die Tischlerei Otto aus Wittstock eingebaut.")).toEqual([]);
    expect(platformsNamedInText("Gute Erfahrungen haben Nachbarn mit dem Malerfachbetrieb Herold gemacht.")).toEqual([]);
    // The marketplace and two-word platforms after a trade word are read as before.
    expect(platformsNamedInText("Gebrauchte Möbel gibt es auch bei Otto und auf eBay.")).toContain("Otto");
    expect(platformsNamedInText("Die Bewertungen der Tischlerei auf Google Maps sind gut.")).toContain("Google Maps");
  });

  it("the answer's platforms leave out a painter named Otto", () => {
    const answer = [
      "1. **Farbwerk Kyritz** – Fassaden und Innenräume.",
      "2. **Malerfachbetrieb Otto** – Tapezieren und Lackieren.",
      "",
      "Den Malerfachbetrieb Otto empfehlen viele auf MyHammer.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Malerei Kruse" }).platforms).toEqual(["MyHammer"]);
  });
});

describe("round 51 rules: a surname after a title is a person's, even where a town has that name", () => {
  it("'Dr. Bühl' later in the answer is the 'Dr. med. Karin Bühl' listed before, not another business", () => {
    const answer = [
      "### Praxis am Stadtgarten",
      "Große Gemeinschaftspraxis mit Abendsprechstunde.",
      "",
      "### Dr. med. Karin Bühl",
      "Kleine Hausarztpraxis in der Altstadt.",
      "",
      "### Kurz eingeordnet",
      "- **Ruhig und persönlich:** Die Praxis von Dr. Bühl ist die erste Wahl für ältere Patienten.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hausarztpraxis Wendel" }).competitors).toEqual(["Praxis am Stadtgarten", "Dr. med. Karin Bühl"]);
    const visitor = analyzeByRules(answer, { businessName: "Hausarztpraxis Bühl" });
    expect([visitor.position, visitor.competitors]).toEqual([2, ["Praxis am Stadtgarten"]]);
  });
});

describe("round 51 rules: a bracket after an item's name that gives the business's new name in quotes", () => {
  it("'(seit dem Umzug … als „Gesundheitszentrum Lindach“ geführt)' is the visitor's name for the item", () => {
    const answer = [
      "1. **Praxis Dr. Vogt & Kollegen** (seit dem Umzug in das Ärztehaus am Bahnhof als „Gesundheitszentrum Lindach“ geführt) – drei Ärztinnen, Termine online.",
      "2. **Hausarztpraxis Merkle** – kurze Wartezeiten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gesundheitszentrum Lindach" });
    expect([r.mentioned, r.position, r.competitors]).toEqual([true, 1, ["Hausarztpraxis Merkle"]]);
  });
});

describe("round 51 rules: a business's own line detailed by labels, alone under a section heading", () => {
  it("is read as a business, as a bold name with its detail lines is", () => {
    const answer = [
      "## 🧀 Käse",
      "**Käserei Talgrund**",
      "* **Lage:** Am Ortsrand.",
      "* **Angebot:** Bergkäse und Butter.",
      "",
      "## 🍯 Honig",
      "**Imkerei Sonnhalde**",
      "* **Lage:** Im Oberdorf.",
      "* **Öffnungszeiten:** Freitag nachmittags.",
      "",
      "## 🥕 Gemüse",
      "**Gärtnerei Weidlich**",
      "* **Lage:** An der Bundesstraße.",
      "* **Angebot:** Salat und Tomaten.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hofladen Brunnacker" }).competitors).toEqual(["Käserei Talgrund", "Imkerei Sonnhalde", "Gärtnerei Weidlich"]);
    const r = analyzeByRules(answer, { businessName: "Gärtnerei Weidlich" });
    expect([r.position, r.competitors]).toEqual([3, ["Käserei Talgrund", "Imkerei Sonnhalde"]]);
    // A topic's heading with such lines is still none: "Anreise" is a label word.
    expect(analyzeByRules("## Anreise\n**Anreise**\n* **Parken:** Am Bahnhof.\n* **Anfahrt:** Mit dem Bus.", {}).competitors).toEqual([]);
  });
});

describe("round 51 rules: a name the judge keeps where the answer lists it is kept where the answer first names it", () => {
  it("the visitor's owner, named first in a paragraph, keeps that place when a summary lists the names in another order", () => {
    const answer = [
      "Der naheliegendste Betrieb ist der **Malerfachbetrieb Hollmann** in Buchen.",
      "",
      "Direkt im Ort arbeitet **Stefan Rieger**, der sich mit seinem kleinen Team auf Altbausanierung spezialisiert hat.",
      "",
      "Als dritte Option kommt die **Farbenhaus Neckartal GmbH** in Mosbach infrage.",
      "",
      "Kurz zusammengefasst:",
      "- Malerfachbetrieb Hollmann – erfahren mit Fachwerk",
      "- Farbenhaus Neckartal GmbH – größere Kapazität",
      "- Stefan Rieger – vor Ort, Schwerpunkt Altbau",
    ].join("\n");
    // A judge that rejects every name in a paragraph and keeps every list item's.
    const paragraphsOnly: CandidateJudgeModel = { bias: 10, threshold: 0.5, weights: { "line:p": -20 }, trainedOn: [], examples: 0 };
    const r = analyzeAnswer(answer, { businessName: "Malerbetrieb Rieger GmbH" }, { judge: paragraphsOnly });
    expect([r.mentioned, r.position, r.competitors]).toEqual([true, 2, ["Malerfachbetrieb Hollmann", "Farbenhaus Neckartal GmbH"]]);
  });
});

describe("round 51 rules: a bold name of trade words in the text that the answer's list names", () => {
  it("'Ebenfalls gut bewertet ist **Auto Service** in …' is the listed 'Auto Service' where the answer first names it", () => {
    const answer = [
      "Am häufigsten gelobt wird die **Kfz-Werkstatt Lenz** in Buchen.",
      "",
      "Ebenfalls gut bewertet ist **Auto Service** in Walldürn, ein kleiner Meisterbetrieb.",
      "",
      "Direkt im Ort gibt es den **Autoservice Kraft**, der die HU vor Ort organisiert.",
      "",
      "Kurz im Überblick:",
      "- Kfz-Werkstatt Lenz – HU und Inspektion an einem Termin",
      "- Autoservice Kraft – direkt im Ort",
      "- Auto Service – kleiner Meisterbetrieb",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Autoservice Kraft GmbH" });
    expect([r.position, r.competitors]).toEqual([3, ["Kfz-Werkstatt Lenz", "Auto Service"]]);
    // Without the list, a bold name of two trade words in the text is none.
    expect(analyzeByRules(answer.split("\n\nKurz")[0]!, { businessName: "Autoservice Kraft GmbH" }).competitors).toEqual(["Kfz-Werkstatt Lenz"]);
  });
});

describe("round 51 rules: the booking platforms' 'apartment' after a holiday flat's name", () => {
  it("'Talblick-Appartements' is the visitor's 'Ferienwohnungen Haus Talblick'", () => {
    const answer = [
      "### Gästehaus Lindenau",
      "Drei Wohnungen direkt im Ort.",
      "",
      "Häufig empfohlen werden auch die **Talblick-Appartements** – für August allerdings bereits ausgebucht.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ferienwohnungen Haus Talblick" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
    // Another name before "Appartements" is another house.
    expect(analyzeByRules(answer, { businessName: "Ferienwohnungen Haus Sonnblick" }).mentioned).toBe(false);
  });
});

describe("round 51 rules: a person named among another business's staff", () => {
  it("'Mehrere Therapeutinnen und Therapeuten, darunter die Physiotherapeutin Eva Sommer' is not the visitor 'Physiotherapie Sommer'", () => {
    const answer = [
      "**Gesundheitszentrum Kirchberg**",
      "* **Lage:** Im Ortskern.",
      "* **Besonderheit:** Mehrere Therapeutinnen und Therapeuten, darunter die Physiotherapeutin Eva Sommer mit Schwerpunkt Wirbelsäule.",
      "",
      "**Physio am Bach**",
      "* **Lage:** Zehn Minuten entfernt.",
      "* **Angebot:** Manuelle Therapie.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Physiotherapie Sommer" });
    expect([r.mentioned, r.competitors]).toEqual([false, ["Gesundheitszentrum Kirchberg", "Physio am Bach"]]);
    // Named on her own, she is the visitor.
    const own = answer.replace("Mehrere Therapeutinnen und Therapeuten, darunter die", "Gleich nebenan arbeitet die");
    expect(analyzeByRules(own, { businessName: "Physiotherapie Sommer" }).mentioned).toBe(true);
  });
});

describe("round 51 rules: the visitor's site cited in the line right under another name", () => {
  it("'**Autocenter Lindau**' over '… Laut Website … ([keller-auto.ch](…))' is the visitor 'Garage Keller AG'", () => {
    const answer = [
      "**Garage Moser AG** (Affoltern)",
      "Markenunabhängige Garage mit MFK-Service. ([local.ch](https://www.local.ch/de/q/affoltern/garage))",
      "",
      "**Autocenter Lindau**",
      "Direkt im Dorf, mit MFK-Paket zum Pauschalpreis. Laut Website dauert die Vorbereitung ein bis zwei Tage. ([keller-auto.ch](https://www.keller-auto.ch/mfk))",
      "",
      "**Garage Seeblick** (Hausen)",
      "Gute Bewertungen für faire Stundenansätze.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Garage Keller AG", domain: "keller-auto.ch" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    // A note after the item's description that cites the site for advice ties it to no business there.
    const note = answer.replace(
      "Laut Website dauert die Vorbereitung ein bis zwei Tage. ([keller-auto.ch](https://www.keller-auto.ch/mfk))",
      "Laut Website dauert die Vorbereitung ein bis zwei Tage.\n\n**Kosten:** Für die Vorführung verlangen Garagen meist CHF 150 bis 300. ([keller-auto.ch](https://www.keller-auto.ch/ratgeber/mfk-kosten))",
    );
    expect(analyzeByRules(note, { businessName: "Garage Keller AG", domain: "keller-auto.ch" }).mentioned).toBe(false);
  });
});

describe("round 51 rules: a summary that labels the businesses listed before", () => {
  it("'- **Viel Technik, viele Termine:** Zahnzentrum Lindenblüte eignet sich …' names the business after the label, not the label", () => {
    const answer = [
      "### Zahnzentrum Lindenblüte",
      "Größere Gemeinschaftspraxis mit drei Behandlern.",
      "",
      "### Dr. med. dent. Clara Wendel",
      "Kleine Einzelpraxis in der Altstadt.",
      "",
      "### Kinderzahnarztpraxis Pusteblume (Walldürn)",
      "Praxis nur für Kinder.",
      "",
      "### Kurz eingeordnet",
      "- **Nahe und familiär:** Die Praxis von Dr. Wendel ist die erste Wahl im Ort.",
      "- **Viel Technik, viele Termine:** Zahnzentrum Lindenblüte eignet sich für größere Behandlungen.",
      "- **Reine Kinderpraxis:** Pusteblume in Walldürn ist sinnvoll bei ausgeprägter Angst.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Kern" }).competitors).toEqual(["Zahnzentrum Lindenblüte", "Dr. med. dent. Clara Wendel", "Kinderzahnarztpraxis Pusteblume"]);
  });
});

describe("round 51 rules: a business named by where it lies, written again without its kind", () => {
  it("'Am Marktplatz' in the overview table is the 'Steuerkanzlei am Marktplatz' listed before", () => {
    const answer = [
      "1. **Steuerberatung Rieger & Partner** (Buchen) – Schwerpunkt Landwirtschaft.",
      "2. **Steuerkanzlei am Marktplatz** (Walldürn) – Ansprechpartner für Vermietung und Familienunternehmen.",
      "",
      "| Kanzlei | Ort | Erstgespräch |",
      "| --- | --- | --- |",
      "| Rieger & Partner | Buchen | nach Vereinbarung |",
      "| Am Marktplatz | Walldürn | kostenlos |",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Steuerbüro Kern" }).competitors).toEqual(["Steuerberatung Rieger & Partner", "Steuerkanzlei am Marktplatz"]);
  });
});

describe("round 51 rules: a kind 'von Frau/Herrn' and a surname after the business of that owner", () => {
  it("'die Einzelkanzlei von Frau Lindner' is the 'Kanzlei Dipl.-Kffr. Petra Lindner' listed before", () => {
    const answer = [
      "1. **Steuerberatung Rieger & Partner** (Buchen) – Schwerpunkt Landwirtschaft.",
      "2. **Kanzlei Dipl.-Kffr. Petra Lindner** (Walldürn) – Privatpersonen und Vermieter.",
      "",
      "Geht es vor allem um die Vermietung, ist auch die **Einzelkanzlei von Frau Lindner** eine gute Wahl.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Steuerbüro Kern" }).competitors).toEqual(["Steuerberatung Rieger & Partner", "Kanzlei Dipl.-Kffr. Petra Lindner"]);
  });
});

describe("round 51 rules: the directory of farms that sell directly", () => {
  it("'das Portal Einkaufen auf dem Bauernhof' and its site are a platform, not a business", () => {
    expect(platformsNamedInText("Auch das Portal Einkaufen auf dem Bauernhof listet Direktvermarkter mit Öffnungszeiten.")).toEqual(["Einkaufen auf dem Bauernhof"]);
    const r = analyzeByRules("1. **Hofladen Lindenhof** – Eier und Kartoffeln. ([einkaufen-auf-dem-bauernhof.com](https://www.einkaufen-auf-dem-bauernhof.com/hof/123))", {});
    expect([r.competitors, r.platforms]).toEqual([["Hofladen Lindenhof"], ["Einkaufen auf dem Bauernhof"]]);
  });
});

describe("round 51 rules: the author of a work named in the genitive with a job word", () => {
  it("'Der Ratgeber „…“ des Tierarztes Dr. Jonas Pfeil aus Kassel' recommends no practice of his", () => {
    const answer = [
      "Ohne Websuche kann ich dir keine Praxen nennen.",
      "",
      "Zum Einlesen: Der Ratgeber „Erste Hilfe für Hund und Katze“ des Tierarztes Dr. Jonas Pfeil aus Kassel erklärt gut, welche Symptome dringend sind.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Pfeil" }).mentioned).toBe(false);
    // Named as the vet to go to, he is the visitor.
    expect(analyzeByRules("Gute Erfahrungen haben viele mit dem Tierarzt Dr. Jonas Pfeil in Kassel gemacht.", { businessName: "Tierarztpraxis Pfeil" }).mentioned).toBe(true);
  });
});

describe("round 51 rules: an inn named by a word of its own under another kind word", () => {
  it("'Gasthaus Ederhof' is the visitor's 'Landgasthof Ederhof', but 'Landgasthof Linde' is not 'Gasthaus Zur Linde'", () => {
    const answer = [
      "- **Restaurant Alte Mühle** in Sassenhausen – große Portionen.",
      "- **Gasthaus Ederhof** direkt im Ort – Schnitzel und Wild.",
      "- **Landgasthof Linde** in Altheim – Biergarten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Landgasthof Ederhof" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(analyzeByRules(answer, { businessName: "Gasthaus Zur Linde" }).mentioned).toBe(false);
  });
});

describe("round 51 rules: an adviser at a public body named before the role", () => {
  it("'In der Servicestelle Gleisdorf berät Gründungsberaterin Mag. Eva Lang' is not the visitor 'Steuerberatung Lang'", () => {
    const answer = [
      "- **Steuerberatung Hofer & Partner** in Weiz – Gründerpaket mit Erstgespräch.",
      "- **Kanzlei Mag. Petra Kern** in Gleisdorf – kleine Kanzlei für Einzelunternehmen.",
      "",
      "Vorher lohnt sich das Gründungsservice der Wirtschaftskammer: In der Servicestelle Gleisdorf berät unter anderem Gründungsberaterin Mag. Eva Lang zu Gewerbeanmeldung und Förderungen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Steuerberatung Lang" }).mentioned).toBe(false);
    // An adviser of her own firm is the visitor.
    const own = "- **Steuerberatung Hofer & Partner** in Weiz – Gründerpaket.\n\nFür Gründer berät auch Steuerberaterin Mag. Eva Lang in Gleisdorf mit ihrer eigenen Kanzlei.";
    expect(analyzeByRules(own, { businessName: "Steuerberatung Lang" }).mentioned).toBe(true);
  });
});

describe("round 51 rules: the photographer spelt with 'ph' or 'f'", () => {
  it("'Fotografie Lena Kober' is the visitor's 'Photographie Lena Kober'", () => {
    const answer = ["* **Lichtwerk Fotostudio** (Weiz): Reportage-Stil.", "* **Fotografie Lena Kober** (Gleisdorf): Hochzeitsreportagen mit viel Tageslicht."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Photographie Lena Kober" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 51 rules: a surname alone after a label, laid out as a list item", () => {
  it("'Eher abzuraten: Zbinden (Toffen) – …' names the visitor 'Schreinerei Zbinden AG', advised against", () => {
    const answer = [
      "1. **Schreinerei Gerber** (Riggisberg): Haustüren aus Eiche nach Mass.",
      "2. **Holzbau Fankhauser** (Belp): auch Türen mit Minergie-Zertifikat.",
      "",
      "Eher abzuraten: Zbinden (Toffen) – in Bewertungen mehrere Beschwerden über lange Verzögerungen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Schreinerei Zbinden AG" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "discouraged"]);
    // The surname alone in running text is anyone's.
    expect(analyzeByRules(answer.replace("Eher abzuraten: Zbinden (Toffen) –", "Herr Zbinden aus Toffen schreibt:"), { businessName: "Schreinerei Zbinden AG" }).mentioned).toBe(false);
  });
});

describe("round 51 rules: a town's 'Hausberg' is its local mountain", () => {
  it("'Der Zürcher Hausberg ist …' under an outing's label names no business", () => {
    const answer = [
      "**Ferienhaus Sonnegg** – Ein Holzhaus mit Platz für sechs Personen.",
      "",
      "**Gästezimmer Lindenhof** – Zwei Zimmer mit Frühstück.",
      "",
      "### Was ihr in der Gegend mit Kindern machen könnt",
      "- **Sternwarte:** Die Sternwarte der Universität bietet öffentliche Führungen an.",
      "- **Uetliberg:** Der Zürcher Hausberg ist mit der Bahn schnell erreichbar; oben gibt es einen Spielplatz.",
      "- **Sihlwald:** Wanderungen für Familien.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Ferienwohnung Kern" }).competitors).toEqual(["Ferienhaus Sonnegg", "Gästezimmer Lindenhof"]);
    // "Hausberg" holds the trade stem "haus"; with a place's adjective it is a natural feature all the same.
    expect(["Zürcher Hausberg", "Berner Hausberg", "Hausberg Lindner"].map(isLandmarkName)).toEqual([true, true, false]);
  });
});

describe("round 51 rules: the judge never sets apart the visitor's flat named with 'Appartements'", () => {
  it("keeps 'Talblick-Appartements' for the visitor 'Ferienwohnungen Haus Talblick' under a judge that rejects everything", () => {
    const rejectAll: CandidateJudgeModel = { bias: -10, threshold: 0.5, weights: {}, trainedOn: [], examples: 0 };
    const answer = "Häufig empfohlen werden auch die **Talblick-Appartements** – für August allerdings bereits ausgebucht.";
    const r = analyzeAnswer(answer, { businessName: "Ferienwohnungen Haus Talblick" }, { judge: rejectAll });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });
});
