import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isLandmarkName } from "./landmarks";
import { isPhraseNotName } from "./name-shape";
import { isTradeToken } from "./names";
import { readTone } from "./tone";

/** Round 22 (issue 31, corpora blind37 and blind39): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string) => {
  const r = analyzeByRules(answer, { businessName });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("the visitor named after an area", () => {
  it("does not take the area 'im …winkel' for a visitor with a trade word", () => {
    const answer = [
      "Rund um Illmitz im Hansawinkel gibt es einige Reitbetriebe:",
      "",
      "* **Reitstall Sonnenhof**: Ausritte für Anfänger.",
      "* **Pferdehof Weidenblick**: Ponyreiten für Kinder.",
    ].join("\n");
    const r = read(answer, "Reiterhof Hansawinkel");
    expect(r.mentioned).toBe(false);
    expect(r.businesses).toEqual(["Reitstall Sonnenhof", "Pferdehof Weidenblick"]);
  });
});

describe("the visitor named by its owner", () => {
  it("reads a farrier's job title as the cue that the name is the owner's", () => {
    const answer = [
      "Viele Reiter empfehlen den Hufbeschlagschmied Markus Gruber, der mobil arbeitet. Für Barhufpflege wird oft die Huforthopädin Lena Moser genannt.",
      "",
      "- **Markus Gruber** – Eisenbeschlag und Klebebeschlag",
      "- **Lena Moser** – Barhufpflege",
    ].join("\n");
    const r = read(answer, "Hufbeschlag Gruber");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });

  it("drops a job word before a titled person in running text", () => {
    const answer = [
      "Für Barhufpflege wird oft die Huforthopädin Mag. Lena Moser empfohlen.",
      "",
      "- **Mag. Lena Moser** – Barhufpflege",
      "- **Hufschmiede Wienerwald OG** – Beschläge, auch am Wochenende",
    ].join("\n");
    expect(read(answer, "Hufschmiede Wienerwald OG").businesses).toEqual(["Mag. Lena Moser", "Hufschmiede Wienerwald OG"]);
  });
});

describe("two bold names in one list item", () => {
  it("takes the second bold name when the description calls them 'beide'", () => {
    const answer = [
      "Fahrradwerkstätten in Tangermünde:",
      "",
      "* **Radhaus Elbtor** – Reparatur aller Marken, E-Bike-Service.",
      "* **Zweirad Lehmann** und **Radstation am Anleger** – beide klein, die Radstation vor allem ein Verleih.",
      "* **Fahrradservice Schulze** – kommt auch zur Unterkunft.",
    ].join("\n");
    const r = read(answer, "Radstation am Anleger");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
    expect(r.businesses).toEqual(["Radhaus Elbtor", "Zweirad Lehmann", "Radstation am Anleger", "Fahrradservice Schulze"]);
  });
});

describe("a bold name alone on its line with its details below", () => {
  it("reads a firm's bold line over bold-labelled details as that firm, also the first of the answer", () => {
    const answer = [
      "Im Kamptal findest du diese Weingüter mit Ab-Hof-Verkauf:",
      "",
      "**Weingut Rotberg Huber**",
      "* **Rebsorten:** Riesling, Grüner Veltliner",
      "* **Ab-Hof-Verkauf:** Fr–Sa nach Vereinbarung",
      "* **Verkostung:** im Gewölbekeller",
      "",
      "**Weinbau Familie Lechner**",
      "* **Heuriger:** ausg'steckt im Mai und September",
      "* **Besonderheit:** Terrasse über den Weinbergen",
    ].join("\n");
    const r = read(answer, "Weinbau Familie Lechner");
    expect(r.businesses).toEqual(["Weingut Rotberg Huber", "Weinbau Familie Lechner"]);
    expect(r.position).toBe(2);
  });
});

describe("a list of topics between lists of businesses", () => {
  it("reads leads with the colon inside the bold as topics where the businesses carry it outside", () => {
    const answer = [
      "In Rust am See sind diese Heurigen beliebt:",
      "",
      "* **Heuriger Pichlhof**: Brettljause und Blaufränkisch aus eigenem Anbau.",
      "* **Buschenschank Trummer**: großer Garten mit Blick auf den See.",
      "",
      "**Rund um den Ort**",
      "",
      "* **Storchennester:** Auf vielen Dächern der Altstadt brüten im Sommer Störche.",
      "* **Seebad Rust:** Der Steg führt weit in den Schilfgürtel hinaus.",
      "",
      "**Weitere Optionen:**",
      "",
      "* **Heuriger Wallner**: familiär, mit Spielplatz für Kinder.",
    ].join("\n");
    const r = read(answer, "Heuriger Wallner");
    expect(r.businesses).toEqual(["Heuriger Pichlhof", "Buschenschank Trummer", "Heuriger Wallner"]);
    expect(r.position).toBe(3);
  });

  it("keeps colon-inside leads whose notes list offers in a few words", () => {
    const answer = [
      "In Rust am See sind diese Heurigen beliebt:",
      "",
      "* **Heuriger Pichlhof** – Brettljause und Blaufränkisch.",
      "* **Buschenschank Trummer** – großer Garten.",
      "",
      "**Auch gut**",
      "",
      "* **Weinhof Seeblick:** Sturm und Maroni im Herbst.",
      "* **Hofgut Lentner:** Ziegenkäse, Verkauf ab Hof.",
    ].join("\n");
    expect(read(answer, "Hofgut Lentner").businesses).toEqual(["Heuriger Pichlhof", "Buschenschank Trummer", "Weinhof Seeblick", "Hofgut Lentner"]);
  });
});

describe("words of the land that are no trade", () => {
  it("reads 'Landschaft' alone as the land, its compounds as the landscaper's trade", () => {
    const answer = [
      "Gnesau ist wegen der weiten Landschaft am Gurktal beliebt. Für Feiern passen diese Orte:",
      "",
      "| Location | Gäste |",
      "|---|---|",
      "| **Gut Gurkblick** | bis 150 |",
      "| **Landgasthof Hofer** | bis 90 |",
    ].join("\n");
    const r = read(answer, "Gut Gurkblick");
    expect(r.position).toBe(1);
    expect(r.businesses).toEqual(["Gut Gurkblick", "Landgasthof Hofer"]);
    expect(isTradeToken("landschaftsbau")).toBe(true);
    expect(isTradeToken("landschaft")).toBe(false);
  });
});

describe("tone", () => {
  it("reads 'von X raten … ab' with the subject between as advice against X", () => {
    expect(readTone("Von Autoservice Lind raten mehrere Kunden ab – die Rechnungen seien unklar.")).toBe("discouraged");
    expect(readTone("Von Montag bis Freitag raten wir Termine ab 8 Uhr.")).toBe("recommended");
    const answer = [
      "Werkstätten in Greiz:",
      "",
      "* **Kfz-Service Weida** – Inspektion und HU.",
      "* **Autohaus Elster GmbH** – Vertragswerkstatt.",
      "",
      "Von **Autoservice Lind** raten einige Bewertungen ab – dort werden unklare Rechnungen beschrieben.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Autohaus Elster GmbH" }).negativeMentions.map((n) => n.name)).toEqual(["Autoservice Lind"]);
  });

  it("reads reviews that can hardly be found as neutral", () => {
    const answer = [
      "Schornsteinfeger in Lindenberg:",
      "",
      "* **Schornsteinfeger Berger** – Kehren und Abgasmessung.",
      "* **Kaminbau Reiter** – Kaminsanierung und Beratung.",
      "",
      "Im Verzeichnis steht außerdem die Kaminkehrerei Albrecht; Rezensionen zu diesem Betrieb sind im Netz kaum zu finden.",
    ].join("\n");
    const r = read(answer, "Kaminkehrerei Albrecht");
    expect(r.mentioned).toBe(true);
    expect(r.tone).toBe("neutral");
  });
});

describe("a bold word of advice", () => {
  it("reads the sentence as running text, so the business it warns of is named", () => {
    const answer = [
      "Schlüsseldienste in Merzig:",
      "",
      "- **Schlüssel Saartal** – Notöffnung rund um die Uhr.",
      "- **Sicherheitstechnik Kern GmbH** – Schlösser und Beratung.",
      "",
      "**Vorsicht** ist beim Anbieter „Türnotdienst 24 Mosel“ geboten: Mehrere Bewertungen berichten von überhöhten Rechnungen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Schlüssel Saartal" });
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Türnotdienst 24 Mosel"]);
  });
});

describe("translators and the owner after 'von'", () => {
  it("reads a translation office as a trade and the person after 'von' as its owner", () => {
    expect(isTradeToken("uebersetzungsbuero")).toBe(true);
    expect(isTradeToken("dolmetscherdienst")).toBe(true);
    const answer = [
      "In Dillingen ist die Auswahl klein. Oft genannt wird das Übersetzungsbüro Primstal von Frau Dr. Nina Kolb, das Französisch und Polnisch abdeckt.",
      "",
      "- **Übersetzungsbüro Primstal** – Französisch, Polnisch",
      "- **Sprachservice Haas & Roth** – Italienisch, Spanisch",
    ].join("\n");
    const r = read(answer, "Sprachservice Haas & Roth");
    expect(r.businesses).toEqual(["Übersetzungsbüro Primstal", "Sprachservice Haas & Roth"]);
    expect(r.position).toBe(2);
  });
});

describe("'Weitere Optionen'", () => {
  it("reads a bold line 'Weitere Optionen' over plain sentences as a heading, not a business", () => {
    const answer = [
      "Rund um Unterägeri verkaufen mehrere Imkereien ihren Honig:",
      "",
      "**Bienenhaus Rossberg**",
      "Kleine Imkerei mit Selbstbedienung, bezahlt wird bar.",
      "",
      "**Hofladen Familie Nussbaumer**",
      "Bauernhof mit eigenen Bienen und Kirschen im Sommer.",
      "",
      "**Weitere Optionen**",
      "* Am Wochenmarkt in Zug verkaufen in der Saison mehrere Imker ihren Honig.",
      "* Auf das Goldsiegel achten, es steht für geprüften Schweizer Honig.",
    ].join("\n");
    expect(read(answer, "Hofladen Familie Nussbaumer").businesses).toEqual(["Bienenhaus Rossberg", "Hofladen Familie Nussbaumer"]);
  });
});

describe("sights", () => {
  it("reads a monument's compound and a sight with the genitive of what it belongs to as sights", () => {
    for (const name of ["Hermannsdenkmal", "Kyffhäuser-Denkmal", "Turm der Stadtkirche", "Ruine des Schlosses Falkenstein"]) expect(isLandmarkName(name), name).toBe(true);
    for (const name of ["Denkmalpflege", "Turm der Sinne Hotel GmbH"]) expect(isLandmarkName(name), name).toBe(false);
    const answer = [
      "Bad Sachsa eignet sich für ein Wochenende: der alte Turm der Marienkirche, das Harzer Bergwerk und das Ravensberg-Denkmal liegen nah beieinander. Für Unterkünfte würde ich mir diese ansehen:",
      "",
      "**Ferienwohnungen Am Ravensberg** – zwei Wohnungen mit Terrasse.",
      "",
      "**Pension Harzblick** – sechs Zimmer, gelobtes Frühstück.",
    ].join("\n");
    const r = read(answer, "Pension Harzblick");
    expect(r.businesses).toEqual(["Ferienwohnungen Am Ravensberg", "Pension Harzblick"]);
    expect(r.position).toBe(2);
  });
});

describe("an area 'im Raum'", () => {
  it("reads a topic 'im Raum' a place as no name", () => {
    expect(isPhraseNotName("Steuererklärung im Raum Diessenhofen")).toBe(true);
    expect(isPhraseNotName("Treuhand im Raum Stein AG")).toBe(false);
    const answer = [
      "Für Buchhaltung und Steuererklärung im Raum Diessenhofen kommen diese Büros infrage:",
      "",
      "1. **Rhytreuhand AG** – Buchhaltung für KMU.",
      "2. **Steuerberatung Graf & Moser** – Steuererklärungen zu Pauschalpreisen.",
    ].join("\n");
    const r = read(answer, "Steuerberatung Graf & Moser");
    expect(r.businesses).toEqual(["Rhytreuhand AG", "Steuerberatung Graf & Moser"]);
    expect(r.position).toBe(2);
  });
});
