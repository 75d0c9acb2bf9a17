/**
 * Round 56's rules, each with an example of its own (not taken from a corpus): what the training look-alike corpus
 * blind134 showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isTradeToken } from "./names";

describe("round 56 rules: a heading over a bold name, its town and a dash", () => {
  const answer = (lead: string) =>
    [
      "Für Polstermöbel gibt es rund um Vils einige Betriebe.",
      "",
      "## Polsterei im Ort",
      "",
      `${lead} – Familienbetrieb, bezieht Sofas und Eckbänke neu, auch mit Leder.`,
      "",
      "## Weitere Polstereien im Außerfern",
      "",
      "**Polsterei Lindner** (Reutte) – arbeitet auch für Gasthäuser.",
      "",
      "**Raumausstatter Kofler** (Ehrwald) – Polster, Vorhänge und Böden.",
    ].join("\n");

  it("'**Strolz** in Vils, Ortsteil Schönbichl – …' under an empty heading is the visitor's 'Polsterei Strolz', first", () => {
    const r = analyzeByRules(answer("**Strolz** in Vils, Ortsteil Schönbichl"), { businessName: "Polsterei Strolz" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Polsterei Lindner", "Raumausstatter Kofler"]);
  });

  it("unchanged: the headings are no businesses when the bold names carry their town in brackets", () => {
    const r = analyzeByRules(answer("**Polsterwerkstatt Strolz** (Vils)"), { businessName: "Polsterei Lindner" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Polsterwerkstatt Strolz", "Raumausstatter Kofler"]);
  });
});

describe("round 56 rules: an apostrophe inside a word, and Austria's 'Apart'", () => {
  const answer = (name: string) =>
    [
      "Ferienwohnungen in Ladis:",
      "",
      "**1. Haus Tschuppbach**",
      "* **Lage:** ruhig am Ortsrand.",
      "* **Preis:** ab 90 € pro Nacht.",
      "",
      `**2. ${name}**`,
      "* **Lage:** an der Dorfstraße.",
      "* **Preis:** ab 120 € pro Nacht.",
      "",
      "Ebenfalls im Ort liegt die Sonnseit'n Stub'n; zu ihr habe ich kaum Angaben gefunden.",
    ].join("\n");

  it("'Bergblick'l Apartments' is the visitor's 'Apart Bergblickl', second", () => {
    const r = analyzeByRules(answer("Bergblick'l Apartments"), { businessName: "Apart Bergblickl" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Sonnseit'n Stub'n' in a sentence is the visitor's 'Gasthaus Sonnseitn Stubn', third", () => {
    const r = analyzeByRules(answer("Bergblick'l Apartments"), { businessName: "Gasthaus Sonnseitn Stubn" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("unchanged: 'Bergblick Apartments' is not the visitor's 'Apart Bergblickl'", () => {
    const r = analyzeByRules(answer("Bergblick Apartments"), { businessName: "Apart Bergblickl" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 56 rules: an inn by its 'Wirtschaft' or 'Beiz'", () => {
  const answer = (name: string) =>
    ["Nach der Wanderung zum Spirstock kannst du hier einkehren:", "", `- **${name}** – direkt am Wanderweg, Älplermagronen, Sonnenterrasse`, "- **Restaurant Seeblick Unteriberg** – im Dorf, Fisch aus dem Sihlsee"].join("\n");

  it.each(["Alpwirtschaft Gschwändli", "Gastwirtschaft Gschwändli", "Alpbeizli Gschwändli"])("'%s' is a business before the visitor", (name) => {
    const r = analyzeByRules(answer(name), { businessName: "Restaurant Seeblick Unteriberg" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual([name]);
  });

  it("unchanged: 'Wirtschaft' and 'Landwirtschaft' alone are no trade words", () => {
    expect([isTradeToken("wirtschaft"), isTradeToken("landwirtschaft")]).toEqual([false, false]);
  });
});

describe("round 56 rules: an inn in the Alps named after its mountain", () => {
  const answer = [
    "In Boden, einem kleinen Bergdorf zwischen Lechtal und Imst, gibt es nur wenige Einkehrmöglichkeiten:",
    "",
    "- **Alpengasthof Hahnenkopf**: Tiroler Hausmannskost, Kaiserschmarrn, Terrasse; Ruhetag Mittwoch.",
    "- **Jausenstation Pfafflar**: Im Ortsteil Pfafflar, Brettljause und Kuchen, nur im Sommer geöffnet.",
    "- **Bodner Tal**: Beliebt für Wanderungen, etwa auf die Bodner Spitze (2.553 m); Einkehr unterwegs gibt es keine.",
    "- **Alternative:** Mehr Auswahl in Elmen, etwa 20 Minuten Fahrzeit.",
  ].join("\n");

  it("'Alpengasthof Hahnenkopf' among places is a business, not its dish 'Tiroler Hausmannskost'", () => {
    const r = analyzeByRules(answer, { businessName: "Gasthof Boden" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Alpengasthof Hahnenkopf", "Jausenstation Pfafflar"]);
  });

  it("unchanged: 'Alpenverein' is no trade word", () => {
    expect(isTradeToken("alpenverein")).toBe(false);
  });
});

describe("round 56 rules: a dentist's or a vet's practice of the physician's surname", () => {
  const answer = (name: string) =>
    ["Die nächsten Praxen für Ried:", "", "**Hausarztpraxis Ried**", "Allgemeinmedizin · Ried · Geöffnet", "", `**${name}**`, "4,8 ★ (77) · Muotathal · Geschlossen", "", "**Praxis Dr. med. Lena Betschart**", "Innere Medizin · Schwyz"].join("\n");

  it.each(["Zahnarztpraxis Imhof", "Tierarztpraxis Imhof"])("'%s' is not the visitor's 'Arztpraxis Dr. Imhof'", (name) => {
    const r = analyzeByRules(answer(name), { businessName: "Arztpraxis Dr. Imhof" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toContain(name);
  });

  it("unchanged: 'Zahnmedizin Imhof' is the visitor's 'Zahnarztpraxis Dr. Imhof'", () => {
    const r = analyzeByRules(answer("Zahnmedizin Imhof"), { businessName: "Zahnarztpraxis Dr. Imhof" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 56 rules: a practice under its former name, taken over by the visitor's owner", () => {
  const answer = (line: string) =>
    ["Zahnarztpraxen rund um Kyritz:", "", "- **Zahnarztpraxis am Markt** – Prophylaxe, Kinderbehandlung.", `- **Praxis Dr. Lindemann** – ${line}`, "- **Zahnzentrum Wusterhausen** – Implantologie, Abendsprechstunde."].join("\n");

  it("'von Zahnärztin Carla Brandt übernommen' is the visitor's 'Zahnarztpraxis Carla Brandt', second", () => {
    const r = analyzeByRules(answer("die Praxis wurde 2024 von Zahnärztin Carla Brandt übernommen; neue Patienten willkommen."), { businessName: "Zahnarztpraxis Carla Brandt" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Zahnarztpraxis am Markt", "Zahnzentrum Wusterhausen"]);
  });

  it("unchanged: taken over by another 'Brandt' is not the visitor's 'Zahnarztpraxis Carla Brandt'", () => {
    const r = analyzeByRules(answer("die Praxis wurde 2024 von Zahnarzt Felix Brandt übernommen; neue Patienten willkommen."), { businessName: "Zahnarztpraxis Carla Brandt" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 56 rules: a town's parts in the plural", () => {
  const answer = (opening: string) =>
    [opening, "", "**Gasthof Zur Sonne** – im Ortsteil Elbigenalp, Kasspatzln und Gröstl.", "", "**Alpengasthaus Grießau** – ganz hinten im Tal, Speckknödel und Kuchen."].join("\n");

  it.each(["In der Gemeinde Häselgehr mit den Ortsteilen Grießau, Gutschau und Luxnach gibt es nur eine Handvoll Gasthäuser, dafür aber urige.", "Die Gemeinden im Lechtal haben nur wenige Gasthäuser:"])("'%s' names no business", (opening) => {
    const r = analyzeByRules(answer(opening), { businessName: "Alpengasthaus Grießau" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Gasthof Zur Sonne"]);
  });
});

describe("round 56 rules: 'eines der anderen' advises against", () => {
  const answer = (verdict: string) =>
    ["Gasthäuser in Holzgau:", "", "**Gasthof Bären** – Kasspatzln, große Portionen.", "", "**Gasthaus Krone** – Speckknödel und Kuchen.", "", `**Gasthaus Hornbachstube** – liegt an der Straße, die Bewertungen sind gemischt. ${verdict}`].join("\n");

  it("'würde ich eher eines der beiden anderen Häuser nehmen' advises against the visitor", () => {
    const r = analyzeByRules(answer("Wenn ihr die Wahl habt, würde ich eher eines der beiden anderen Häuser nehmen."), { businessName: "Gasthaus Hornbachstube" });
    expect(r.mentionTone).toBe("discouraged");
  });

  it("unchanged: 'eines der Häuser mit Terrasse' says nothing against it", () => {
    const r = analyzeByRules(answer("Wenn ihr draußen sitzen wollt, ist es eines der Häuser mit Terrasse."), { businessName: "Gasthaus Hornbachstube" });
    expect(r.mentionTone).not.toBe("discouraged");
  });
});

describe("round 56 rules: a bracket-numbered line between sources is a source", () => {
  const answer = (line: string) =>
    [
      "Für ein Schindeldach kommen diese Betriebe infrage[1][2]:",
      "",
      "- **Zimmerei Wolf** (Elmen) – Dachstuhlbau, auch Schindeldächer[2].",
      "- **Holzbau Kärle** (Stanzach) – fertigt Lärchenschindeln selbst[1].",
      "",
      "Schindeln aus dem Baumarkt sind für die Höhenlage meist zu dünn[2].",
      "",
      "**Quellen**",
      "[1] Herold – Zimmerei Bezirk Reutte",
      `[2] ${line}`,
      "[3] holzbau-kaerle.at – Referenzen",
    ].join("\n");

  it("'[2] WKO Firmen A–Z – Dachdecker Tannheimer Tal' names no business", () => {
    const r = analyzeByRules(answer("WKO Firmen A–Z – Dachdecker Tannheimer Tal"), { businessName: "Holzbau Kärle" });
    expect(r.competitors).toEqual(["Zimmerei Wolf"]);
  });
});

describe("round 56 rules: what could not be found out, with words between", () => {
  const answer = (sentence: string) =>
    ["Hausärzte in Bütschwil:", "", "- **Hausarztzentrum Thur** – nimmt neue Patienten auf.", "- **Praxis am Bahnhof** – Warteliste.", "", sentence].join("\n");

  it("'konnte ich aus den öffentlich verfügbaren Angaben nicht herausfinden' reads neutral", () => {
    const r = analyzeByRules(answer("Ebenfalls im Ort ist die Praxis Dr. Ammann; ob dort neue Patienten aufgenommen werden, konnte ich aus den öffentlich verfügbaren Angaben nicht herausfinden."), { businessName: "Hausarztpraxis Dr. med. Ueli Ammann" });
    expect([r.mentioned, r.position, r.mentionTone]).toEqual([true, 3, "neutral"]);
  });
});

describe("round 56 rules: 'Urlaub am Bauernhof' is a platform", () => {
  const answer = ["Ferienwohnungen am Bauernhof rund um Lofer:", "", "- **Ferienhof Grubhof** – Kühe, Ponys, Heuboden.", "- **Gästehaus Saalachblick** – ruhig am Fluss.", "", "Viele Höfe sind auch über Urlaub am Bauernhof buchbar."].join("\n");

  it("is read as a platform, not as a competitor", () => {
    const r = analyzeByRules(answer, { businessName: "Ferienhof Grubhof" });
    expect(r.competitors).toEqual(["Gästehaus Saalachblick"]);
    expect(r.platforms).toContain("Urlaub am Bauernhof");
  });
});

describe("round 56 rules: an adjective before tradespeople counts a kind", () => {
  const answer = (sentence: string) =>
    ["Optiker in Eldagsen:", "", "- **Optik Brandes** – Gleitsichtbrillen, Sehtest.", "- **Brillenhaus Hoppe** – Kontaktlinsen.", "", sentence].join("\n");

  it.each(["Seriöse Optiker bieten dir einen kostenlosen Sehtest an.", "Erfahrene Installateure kommen auch am Samstag."])("'%s' names no business", (sentence) => {
    const r = analyzeByRules(answer(sentence), { businessName: "Optik Brandes" });
    expect(r.competitors).toEqual(["Brillenhaus Hoppe"]);
  });

  it("unchanged: a noun in '-e' before the trade is a firm's name ('Kopfsache Friseure')", () => {
    const r = analyzeByRules(answer("Für die Haare empfehle ich Kopfsache Friseure am Markt."), { businessName: "Optik Brandes" });
    expect(r.competitors).toContain("Kopfsache Friseure");
  });
});

describe("round 56 rules: trades' places in the plural", () => {
  const answer = (sentence: string) =>
    ["Tischler für eine Zirbenküche:", "", "- **Tischlerei Kofler** (Reutte) – Küchen nach Maß.", "- **Holzwerkstatt Lech** (Holzgau) – Einbauschränke.", "", sentence].join("\n");

  it("'Außerferner Tischlereien' names no business", () => {
    const r = analyzeByRules(answer("Außerferner Tischlereien arbeiten oft mit Zirbe aus dem Tal."), { businessName: "Tischlerei Kofler" });
    expect(r.competitors).toEqual(["Holzwerkstatt Lech"]);
  });
});

describe("round 56 rules: a health profession's national association", () => {
  const answer = (sentence: string) =>
    ["Physiotherapie in Feldkirch:", "", "- **Physio am Mühletor** – Sportphysiotherapie.", "- **Praxis Bewegt** – Lymphdrainage.", "", sentence].join("\n");

  it.each(["Ergotherapie Austria", "Physio Austria"])("'%s' in the therapist search is no business", (body) => {
    const r = analyzeByRules(answer(`Weitere Therapeutinnen findest du über die Suche von ${body}.`), { businessName: "Praxis Bewegt" });
    expect(r.competitors).toEqual(["Physio am Mühletor"]);
  });
});

describe("round 56 rules: emergencies and a practice's dispensary are tips", () => {
  const answer = (tip: string) =>
    ["Hausärzte rund um Weißenbach:", "", "- **Dr. Anna Kerber** (Weißenbach): Kassenärztin für Allgemeinmedizin.", "- **Gruppenpraxis Reutte**: mehrere Ärzte, Labor.", `- ${tip}`].join("\n");

  it.each(["**Notfälle:** Gesundheitshotline 1450, nachts Bereitschaftsdienst.", "**Notfall**: außerhalb der Zeiten die Notfallnummer.", "**Hausapotheke**: Medikamente direkt in der Ordination."])("'%s' names no business", (tip) => {
    const r = analyzeByRules(answer(tip), { businessName: "Gruppenpraxis Reutte" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Dr. Anna Kerber"]);
  });
});

describe("round 56 rules: a plural of paperwork or work before a preposition", () => {
  const answer = (sentence: string) =>
    ["Steuerberater in Sonnefeld:", "", "- **Steuerbüro Gerlach** – Landwirte und Vermieter.", "- **Kanzlei Ott & Partner** – Unternehmen.", "", sentence].join("\n");

  it.each(["Wichtig sind Unterlagen zur Photovoltaikanlage, etwa der Netzvertrag.", "Frag nach Zuschüssen zur Dachdämmung, bevor du unterschreibst.", "Blecharbeiten am Dach übernimmt oft ein Spengler."])("'%s' names no business", (sentence) => {
    const r = analyzeByRules(answer(sentence), { businessName: "Steuerbüro Gerlach" });
    expect(r.competitors).toEqual(["Kanzlei Ott & Partner"]);
  });

  it("unchanged: an inn 'zur Post' is a business", () => {
    const r = analyzeByRules(answer("Danach lohnt ein Essen im Gasthaus zur Post am Markt."), { businessName: "Steuerbüro Gerlach" });
    expect(r.competitors).toContain("Gasthaus zur Post");
  });
});

describe("round 56 rules: a trade word and a plural of its clients or papers", () => {
  const answer = (sentence: string) =>
    ["Zahnärzte in Velbert:", "", "- **Zahnzentrum am Rathaus** – Angstpatienten.", "- **Zahnärztin Eva Brühl** – Kinder.", "", sentence].join("\n");

  it.each(["Frag am Telefon, ob die Praxis Neupatienten aufnimmt.", "Klär vorab, ob die Praxis Rezepte auch per Post schickt."])("'%s' names no business", (sentence) => {
    const r = analyzeByRules(answer(sentence), { businessName: "Zahnzentrum am Rathaus" });
    expect(r.competitors).toEqual(["Zahnärztin Eva Brühl"]);
  });
});

describe("round 56 rules: a trade word in the plural before a locator", () => {
  const answer = (sentence: string) =>
    ["Fischrestaurants in Kühlungsborn:", "", "- **Hafenkate Ost** – Fischbrötchen.", "- **Gasthaus Strandblick** – Scholle.", sentence.startsWith("- ") ? sentence : `\n${sentence}`].join("\n");

  it("'die Restaurants am Hafen' names no business", () => {
    const r = analyzeByRules(answer("In der Saison sind die Restaurants am Hafen abends oft ausgebucht."), { businessName: "Hafenkate Ost" });
    expect(r.competitors).toEqual(["Gasthaus Strandblick"]);
  });

  it("unchanged: '**Laden am Markt**' (a singular in '-en') is a business", () => {
    const r = analyzeByRules(answer("- **Laden am Markt** – Räucherfisch von Familie Kruse."), { businessName: "Hafenkate Ost" });
    expect(r.competitors).toContain("Laden am Markt");
  });
});

describe("round 56 rules: a tip opened by a preposition or adverb of time", () => {
  const answer = (tip: string) => ["Hausärzte rund um Freistadt:", "", "- **Gruppenpraxis Freistadt** – mehrere Ärzte.", "- **Ordination Dr. Lehner** – Kassen.", `- **${tip}**: Gesundheitshotline 1450.`].join("\n");

  it.each(["Außerhalb der Ordinationszeiten", "Bis zum Termin"])("'%s' names no business", (tip) => {
    const r = analyzeByRules(answer(tip), { businessName: "Gruppenpraxis Freistadt" });
    expect(r.competitors).toEqual(["Ordination Dr. Lehner"]);
  });
});

describe("round 56 rules: a thing of businesses in the genitive plural", () => {
  const answer = (sentence: string) => ["Garagen für die Motorfahrzeugkontrolle:", "", "- **Garage Obrist** – MFK-Vorbereitung.", "- **Garage Rüede** – alle Marken.", "", sentence].join("\n");

  it("'Websites der Garagen' names no business", () => {
    const r = analyzeByRules(answer("Ein Hinweis noch: Angaben zu Preisen und Öffnungszeiten habe ich aus den Einträgen und Websites der Garagen; sie können sich ändern."), { businessName: "Garage Obrist" });
    expect(r.competitors).toEqual(["Garage Rüede"]);
  });
});

describe("round 56 rules: a practice's focus", () => {
  it("'mit Schwerpunkt Manuelle Therapie' names no business", () => {
    const answer = [
      "Bei Rückenschmerzen lohnt es sich, auf eine Praxis mit Schwerpunkt Manuelle Therapie oder gerätegestützter Krankengymnastik zu achten. Welche Behandlung du bekommst, steht auf der Verordnung.",
      "",
      "1. **Physio Huchting** – Krankengymnastik.",
      "2. **Reha-Zentrum Obervieland** – Geräte.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Reha-Zentrum Obervieland" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Physio Huchting"]);
  });
});

describe("round 56 rules: public energy and consumer advice", () => {
  const answer = (sentence: string) => ["Installateure für eine Wärmepumpe in Telfs:", "", "- **Haustechnik Gapp** – Wärmepumpen.", "- **Installateur Rauch** – Heizungstausch.", "", sentence].join("\n");

  it.each(["Energie Tirol", "Energieinstitut Vorarlberg", "Verbraucherzentrale Bayern"])("'%s' is no business", (body) => {
    const r = analyzeByRules(answer(`Eine kostenlose Beratung bietet ${body} an.`), { businessName: "Haustechnik Gapp" });
    expect(r.competitors).toEqual(["Installateur Rauch"]);
  });
});
