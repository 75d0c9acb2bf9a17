import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { cleanName } from "./candidate";
import { isTradeToken } from "./names";

/**
 * Round 32 (issue 31, long answers; blind52 was read after its one measurement): each rule on an example of its own,
 * not taken from a corpus.
 */

describe("a town in a namesake's own name", () => {
  const answer = [
    "Gute Friseure in der Gegend:",
    "",
    "- **Schnittpunkt Erlangen** – Damen und Herren, Termine online.",
    "- **Kopfsache Studio** – Balayage und Glossing.",
  ].join("\n");

  it("names another branch than the visitor's, whose name carries another town", () => {
    const r = analyzeByRules(answer, { businessName: "Schnittpunkt Gostenhof" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Schnittpunkt Erlangen", "Kopfsache Studio"]);
  });

  it("still names the visitor when both names carry the same town, or the answer adds only where it lies", () => {
    expect(analyzeByRules(answer, { businessName: "Schnittpunkt Erlangen" }).position).toBe(1);
    const atTheMarket = "Gute Friseure:\n\n- **Schnittpunkt am Markt** – Damen und Herren.\n- **Kopfsache Studio** – Balayage.";
    expect(analyzeByRules(atTheMarket, { businessName: "Schnittpunkt Gostenhof" }).position).toBe(1);
  });
});

describe("goods that lead an item, and the business that sells them", () => {
  it("counts the name after 'gibt es bei', not the goods in bold before it", () => {
    const answer = [
      "Für Käse in Wangen:",
      "",
      "- **Sennerei Allgäublick** – Bergkäse aus eigener Herstellung.",
      "- **Laktosefreier Käse** gibt es bei **Käsehaus Rimmele** in der Altstadt, samstags auch auf dem Markt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Käsehaus Rimmele" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Sennerei Allgäublick", "Käsehaus Rimmele"]);
    expect(r.position).toBe(2);
  });
});

describe("a person whose own sentence names the visitor's business after a possessive", () => {
  it("is the visitor's business where the answer names her", () => {
    const answer = [
      "Für Gitarrenunterricht in Wil gibt es die **Musikschule Wil** und private Lehrpersonen.",
      "",
      "Sehr gelobt wird **Lena Brunner**, die in ihrem Gitarrenstudio Saitenwerk an der Marktgasse unterrichtet.",
      "",
      "Für Jazz ist **Groove Lab Wil** eine Option.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gitarrenstudio Saitenwerk" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.businesses.map((b) => b.name)).not.toContain("Gitarrenstudio Saitenwerk");
  });
});

describe("trade words of round 32", () => {
  it("reads an organic bakery, a removal firm, a clearance firm and a walk-in practice as trades", () => {
    for (const token of ["biobackstube", "oekogaertnerei", "moebelspedition", "entruempelung", "permanence", "styling"]) expect(isTradeToken(token), token).toBe(true);
    // A first part that is neither a trade nor "bio"/"öko" still makes an invented name.
    expect(isTradeToken("elbstrom")).toBe(false);
  });
});

describe("a titled person's credential after a comma", () => {
  it("is cut from the name, a firm's comma is not", () => {
    expect(cleanName("Mag. Sabine Pichler, PT")).toBe("Mag. Sabine Pichler");
    expect(cleanName("Dr. med. Jonas Keller, FMH")).toBe("Dr. med. Jonas Keller");
    expect(cleanName("Huber, Maier & Partner")).toBe("Huber, Maier & Partner");
  });
});

describe("a person 'und ihr Team' in the paragraph of a bold business", () => {
  it("works there: she is no business of her own", () => {
    const answer = [
      "Die **Kleintierpraxis am Weiher** in Wil wird oft empfohlen. Dr. med. vet. Carla Menzi und ihr Team behandeln Hunde und Katzen.",
      "",
      "Für Pferde kommt die **Pferdepraxis Seewis** infrage.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarzt Huber" }).businesses.map((b) => b.name)).toEqual(["Kleintierpraxis am Weiher", "Pferdepraxis Seewis"]);
    // Without a word of her working there she stays a name of her own.
    const alone = answer.replace(" und ihr Team behandeln", " behandelt");
    expect(analyzeByRules(alone, { businessName: "Tierarzt Huber" }).businesses.map((b) => b.name)).toContain("Dr. med. vet. Carla Menzi");
  });
});

describe("a heading that may be a topic", () => {
  it("lets its notes name a titled person, but not the heading's own people or its description", () => {
    const list = "Hier einige Angebote:\n\n- **Lernstudio Kapf** – Institut.\n- **Nachhilfe Rheinblick** – Institut.\n\n";
    const topic = "**Private Lehrpersonen und Portale**\nÜber Portale finden sich viele Lehrpersonen. Besonders gelobt wird dort **Mag. Petra Fink**, eine pensionierte Lehrerin.";
    expect(analyzeByRules(list + topic, { businessName: "Lernwerk" }).businesses.map((b) => b.name)).toEqual(["Lernstudio Kapf", "Nachhilfe Rheinblick", "Mag. Petra Fink"]);
    const business = "**Lerntreff Sommer**\nKleines Institut am Bahnhof. Dr. Eva Sommer unterrichtet dort selbst.";
    expect(analyzeByRules(list + business, { businessName: "Lernwerk" }).businesses.map((b) => b.name)).not.toContain("Dr. Eva Sommer");
  });
});

describe("a heading whose note calls it a sight", () => {
  const answer = (note: string) =>
    ["Diese Anbieter werden empfohlen:", "", "**Alpinschule Rätikon**", "Bergführerbüro mit Kursen.", "", "**Kletterzentrum Bludenz**", "Halle und Fels.", "", "**Zur Schesaplana**", note].join("\n");

  it("is about that sight, also for the visitor named after it", () => {
    const r = analyzeByRules(answer("Wer an die Schesaplana denkt: Der höchste Gipfel des Rätikons ist mit Bergführer gut machbar."), { businessName: "Bergschule Schesaplana" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Alpinschule Rätikon", "Kletterzentrum Bludenz"]);
  });

  it("stays a business when the note describes a business", () => {
    const r = analyzeByRules(answer("Gasthaus an der Bergstation mit Zimmern und Halbpension."), { businessName: "Gasthaus Huber" });
    expect(r.businesses.map((b) => b.name)).toContain("Zur Schesaplana");
  });
});

/* Round 32, second part: rules from blind54 (grounded answers with sources, written apart, measured once first). */

describe("a source list of Google's source cards", () => {
  const answer = (sources: string[]) =>
    ["Gute Bäckereien in Aurich:", "", "- **Backstube Ihnken:** Sauerteigbrot.", "- **Café Remmers:** Torten.", "", "**Quellen**", ...sources].join("\n");

  it("reads 'site · title' lines under the heading as sources: a business only there is not named", () => {
    const r = analyzeByRules(answer(["- Google Maps · Bäckereien in Aurich", "- Bäckerei Tjaden · Brot und Brötchen", "- baeckerei-ihnken.de · Sortiment"]), { businessName: "Bäckerei Tjaden" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Backstube Ihnken", "Café Remmers"]);
    expect(r.platforms).toContain("Google Maps");
  });

  it("reads a title line between two source lines as a source, however it opens", () => {
    const r = analyzeByRules(answer(["- gelbeseiten.de – Bäckereien Aurich", "- Bäckerei Tjaden – Unser Brot (baeckerei-tjaden.de)", "- herold.at – Bäcker"]), { businessName: "Bäckerei Tjaden" });
    expect(r.mentioned).toBe(false);
  });
});

describe("a bold name opening the paragraph under a plural heading", () => {
  it("is named, not a description of the heading's business", () => {
    const answer = "## Empfehlenswerte Zahnarztpraxen\n\n**Zahnarztpraxis am Anger** – Praxis mit Angstsprechstunde.\n\n**Zahnzentrum Nord** – Implantate.";
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis am Anger" });
    expect(r.position).toBe(1);
    expect(r.businesses.map((b) => b.name)).toEqual(["Zahnarztpraxis am Anger", "Zahnzentrum Nord"]);
  });
});

describe("a town written without its qualifier", () => {
  it("is a place (GeoNames' 'Immenstadt im Allgäu'), and a namesake with it in its name is another branch", () => {
    const answer = "Studios mit Sauna:\n\n- **Fitnesspark Iller** – groß.\n- **Kraftraum Kempten** – günstig.\n\nEtwas weiter weg ist **Alpfit Immenstadt** interessant, 20 Minuten von Kempten.";
    expect(analyzeByRules(answer, { businessName: "Alpfit Kempten" }).mentioned).toBe(false);
    expect(analyzeByRules(answer, { businessName: "Alpfit Immenstadt" }).mentioned).toBe(true);
  });

  it("lets a part of the visitor's own town stand in its item ('in Kirkel-Neuhäusel' for '… Kirkel')", () => {
    const answer = "Werkstätten:\n\n### Kfz-Technik Ohlmann\nFamilienbetrieb.\n\n### Autoservice Lauer\nFreie Meisterwerkstatt in Kirkel-Neuhäusel.\n\n### Autohaus Wendel\nMarkenhändler.";
    expect(analyzeByRules(answer, { businessName: "Autoservice Lauer Kirkel GmbH" }).position).toBe(2);
  });
});

describe("the visitor's words spread over a sentence that names a namesake", () => {
  it("is that namesake, not the visitor", () => {
    const answer = "Schwimmschulen:\n\n**Schwimmschule Seebuben** – kleine Gruppen.\n\nWenn die Kurse in Rapperswil-Jona voll sind, bietet **Aquafun Uznach** eine gute Ausweichmöglichkeit.";
    expect(analyzeByRules(answer, { businessName: "Aquafun Rapperswil-Jona" }).mentioned).toBe(false);
  });

  it("leaves the visitor's short form in a sentence of its own to the visitor", () => {
    const answer = "Studios mit Sauna:\n\n- **Fitnesspark Iller** – groß.\n- **Alpfit Immenstadt** – 20 Minuten südlich.\n\nIn der Stadt selbst trainieren viele im Alpfit, das eine große Sauna hat.";
    const r = analyzeByRules(answer, { businessName: "Alpfit Kempten" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
  });
});

describe("the visitor's short form with a key word repeated later in the sentence", () => {
  it("is found where the words stand together", () => {
    const answer = "Locations:\n\n1. **Festscheune Meeder** – groß.\n2. **Hotel Callenberger Hof** – Zimmer.\n\nLändlicher wäre die Ebersdorfer Mühle in Rödental: eine alte Mühle am Bach mit Innenhof.";
    const r = analyzeByRules(answer, { businessName: "Landgut Ebersdorfer Mühle" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
  });
});

describe("a business's detail lines of what it offers", () => {
  it("name its dishes and products, not more businesses", () => {
    const answer = [
      "Restaurants in Chur:",
      "",
      "**1. Gasthaus Plessur** – Traditionell.",
      "* **Küche:** Bündner Klassiker, Capuns nach Grossmutters Rezept",
      "* **Preis:** Hauptgerichte CHF 28.– bis 42.–",
      "",
      "**2. Stübli am Tor** – Klein und günstig.",
      "* **Leistungen:** Mittagsmenü, Produkte von Calanda Bräu",
      "* **Bewertung:** 4,5 Sterne bei Google",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gasthaus Plessur" }).businesses.map((b) => b.name)).toEqual(["Gasthaus Plessur", "Stübli am Tor"]);
  });
});

describe("round 32's readings of caution and recommendation", () => {
  it("reads 'Vorsichtig wäre ich beim …' as advised against", () => {
    const answer = "Garagen:\n\n- **Garage Murg AG** – zuverlässig.\n- **Auto Bommer** – günstig.\n\nVorsichtig wäre ich beim **Autocenter Felben**. Dort berichten Kunden von hohen Rechnungen.";
    const r = analyzeByRules(answer, { businessName: "Garage Huber" });
    expect(r.negativeMentions.map((n) => n.name)).toContain("Autocenter Felben");
    expect(r.businesses.map((b) => b.name)).not.toContain("Autocenter Felben");
  });

  it("counts 'Eine zweite Option ist …' beside a list as a recommendation", () => {
    const answer = "Die **Hausarztpraxis am Kronenplatz** nimmt neue Patienten.\n\nEine zweite Option ist **Medica Burgdorf** beim Bahnhof.\n\n- **Praxis Emmenpark** – drei Hausärzte.\n- **Dr. med. Jan Aebi** – Hausarzt.";
    expect(analyzeByRules(answer, { businessName: "Praxis Muster" }).businesses.map((b) => b.name)).toContain("Medica Burgdorf");
  });
});

/* Round 32, third part: rules from blind55 (grounded answers in more engines' shapes, written apart, measured once first). */

describe("sights of round 32", () => {
  it("reads a Baltic lagoon lake and a Romansh valley as sights, not as the visitor's business", () => {
    const lake = "Hausärzte in Schleswig:\n\n- **Praxis Dr. Anke Thomsen** – Allgemeinmedizin.\n- **MVZ Angeln** – mehrere Ärzte.\n\nZum Ausgleich: Der Rundweg um das Haddebyer Noor ist flach und schön.";
    expect(analyzeByRules(lake, { businessName: "Hausarztpraxis am Noor" }).mentioned).toBe(false);
    const valley = "Käse aus der Surselva:\n\n- **Sennerei Vals** – Bergkäse.\n- **Hofladen Casa Derungs** – Alpkäse.\n\nDie Sennerei Vals verarbeitet die Milch der Bauern aus der Val Medel und verkauft sie im Laden.";
    expect(analyzeByRules(valley, { businessName: "Sennerei Val Medel" }).mentioned).toBe(false);
  });
});

describe("Copilot's 'Weitere Informationen' over its links", () => {
  it("is a source list: the visitor's site linked only there is not a mention", () => {
    const answer = [
      "Steuerberater in Cottbus:",
      "",
      "- **Steuerkanzlei Wendisch & Partner mbB** – Privatpersonen und Firmen¹.",
      "- **Kanzlei am Spreeufer** – Erbschaften².",
      "",
      "Weitere Informationen",
      "1. [wendisch-partner.de](https://www.wendisch-partner.de/kanzlei)",
      "2. [provenexpert.com](https://www.provenexpert.com/de-de/steuerberater/cottbus/)",
      "3. [krause-steuer-cottbus.de](https://www.krause-steuer-cottbus.de/checkliste)",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Steuerberatung Krause", domain: "krause-steuer-cottbus.de" });
    expect(r.mentioned).toBe(false);
    expect(r.platforms).toContain("ProvenExpert");
  });
});

describe("namesakes of another trade with the visitor's surname", () => {
  const answer = (item: string) => `Werkstätten in Chur:\n\n- **Garage Masans AG** – alle Marken.\n- **Reifen & Service Plessur** – Reifen.\n- ${item}`;

  it("takes neither a body shop for the visitor's garage nor a dental laboratory for its dental practice", () => {
    expect(analyzeByRules(answer("**Carrosserie Caduff** – Hagelschäden."), { businessName: "Garage Caduff AG" }).mentioned).toBe(false);
    const lab = "Zahnärzte in Thun:\n\n- **Zahnmedizin Aarefeld** – Implantate.\n- **Dentalzentrum Stockhorn** – Notfälle.\n\nFür eine gebrochene Prothese: Zahntechnik Wyss AG in Steffisburg repariert sie oft am selben Tag.";
    expect(analyzeByRules(lab, { businessName: "Zahnarztpraxis Dr. med. dent. Reto Wyss" }).mentioned).toBe(false);
  });

  it("still takes the visitor's own short form", () => {
    expect(analyzeByRules(answer("**Garage Caduff** – Service aller Marken."), { businessName: "Garage Caduff AG" }).position).toBe(3);
  });
});

describe("removal firms named by the plural", () => {
  it("are firms in running text beside a list", () => {
    expect(isTradeToken("umzuege")).toBe(true);
    const answer = "Umzugsfirmen in Gießen:\n\n- **Studi-Möbeltaxi Gießen** – günstig.\n- **Umzugslogistik Lahn-Dill** – Fernumzüge.\n\nHessen Umzüge Becker ist ein mittelgroßer Betrieb aus Wettenberg mit sehr guten Bewertungen.";
    expect(analyzeByRules(answer, { businessName: "Umzüge Gerlach" }).businesses.map((b) => b.name)).toContain("Hessen Umzüge Becker");
  });
});
