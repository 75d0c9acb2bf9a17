import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { stripCitations } from "./citations";
import { isTradeToken } from "./names";

/**
 * Round 33 (issue 31, whether the visitor is named; blind56 was read after its one measurement): each rule on an example
 * of its own, not taken from a corpus.
 */

describe("Swiss law firms", () => {
  it("reads 'Advokatur' as the trade, so that another Advokatur is no short form of the visitor's", () => {
    expect(isTradeToken("advokatur")).toBe(true);
    expect(isTradeToken("advokaturbuero")).toBe(true);
    const answer = [
      "Für Mietrecht in Aarau:",
      "",
      "1. **Advokatur Rathausgasse** – Mieterseite, Erstberatung zum Pauschalpreis.",
      "2. **Anwaltskanzlei Suhr** – auch Vermieter.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Advokatur Meier", domain: "advokatur-meier.ch" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Advokatur Rathausgasse", "Anwaltskanzlei Suhr"]);
    expect(analyzeByRules(answer.replace("Rathausgasse", "Meier"), { businessName: "Advokatur Meier" }).position).toBe(1);
  });
});

describe("a source card of title and site", () => {
  const answer = [
    "Für eine Fusspflege in Zug:",
    "",
    "* **Podologie Seepromenade:** Termine auch am Abend.",
    "* **Fusspraxis Baar:** mit Hausbesuchen.",
    "",
    "**Quellen**",
    "* Was kostet eine medizinische Fusspflege? – fusspflege-keller-zug.ch",
    "* Podologie in Zug – local.ch",
    "* Fusspflege Zug – Google Maps",
  ].join("\n");

  it("is a source line under a source list's heading, so the visitor's site there does not name the visitor", () => {
    const { text, sourceLines } = stripCitations(answer);
    expect(sourceLines).toHaveLength(3);
    expect(text).not.toContain("fusspflege-keller-zug.ch");
    const r = analyzeByRules(answer, { businessName: "Fusspflege Keller", domain: "fusspflege-keller-zug.ch" });
    expect(r.mentioned).toBe(false);
    expect(r.platforms).toEqual(expect.arrayContaining(["local.ch", "Google Maps"]));
  });

  it("is not read so outside a source list, where a dash may join a business and its place", () => {
    const list = "Gute Adressen:\n\n* Fusspflege am See – Zug\n* Podologie Neustadt – fusspflege-neustadt.ch";
    expect(stripCitations(list).sourceLines).toEqual([]);
  });
});

describe("the visitor's site in the answer's text and in a link's address", () => {
  it("does not name the visitor: the link cites a page of the site", () => {
    const answer = [
      "In Steyr machen viele Werkstätten das Pickerl:",
      "",
      "**Autoservice Ennsleite**",
      "Freie Werkstatt, kurze Wartezeiten.",
      "",
      "**Was kostet das Pickerl?**",
      "Die Überprüfung kostet meist 60 bis 90 Euro ([Was das Pickerl kostet](https://www.kfz-moser.at/ratgeber/pickerl/)).",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kfz-Technik Moser", domain: "kfz-moser.at" });
    expect(r.mentioned).toBe(false);
    expect(r.citedUrls).toContain("https://www.kfz-moser.at/ratgeber/pickerl/");
  });

  it("names the visitor by its site in the text, even when a word of its name is also a hamlet's and the sentence names another town", () => {
    // "Moser" is also a place in the gazetteer: the round-29 namesake test must not read "in Steyr" as another branch.
    const answer = "In Steyr macht das Pickerl auch kfz-moser.at, samstags ohne Termin.";
    const r = analyzeByRules(answer, { businessName: "Kfz-Technik Moser", domain: "kfz-moser.at" });
    expect(r.mentioned).toBe(true);
    expect(r.context).toContain("kfz-moser.at");
  });

  it("still names it where the sentence's own words hold the site", () => {
    const answer = "In Steyr macht das Pickerl auch kfz-moser.at ([Termine](https://www.kfz-moser.at/termine)), samstags ohne Termin.";
    expect(analyzeByRules(answer, { domain: "kfz-moser.at" }).mentioned).toBe(true);
  });
});

describe("a namesake placed elsewhere", () => {
  it("is another business when the visitor's website carries its town", () => {
    const answer = [
      "Elektriker in Schwaz:",
      "",
      "- **Elektro Inntal** – Photovoltaik und Speicher.",
      "- **Haustechnik Pirchner** – Altbausanierung.",
      "",
      "Wer etwas weiter fahren mag, findet mit Elektro Egger in Jenbach einen Betrieb für Wallboxen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Elektro Egger GmbH", domain: "elektro-egger-schwaz.at" });
    expect(r.mentioned).toBe(false);
    // Without a town in the name or the site, the answer's "in Jenbach" cannot tell a namesake from the visitor.
    expect(analyzeByRules(answer, { businessName: "Elektro Egger GmbH", domain: "elektro-egger.at" }).mentioned).toBe(true);
  });

  it("is another branch when its item names its own site ('Standort …')", () => {
    const answer = [
      "Fahrschulen in Linz:",
      "",
      "**1. Fahrschule Hartl – Standort Urfahr**",
      "* Intensivkurse in den Ferien",
      "",
      "**2. Fahrschule Donaupark**",
      "* Auch Motorrad",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Fahrschule Hartl Kleinmünchen" }).mentioned).toBe(false);
    expect(analyzeByRules(answer, { businessName: "Fahrschule Hartl Urfahr" }).position).toBe(1);
  });
});

describe("a lone surname taken up by the next sentence", () => {
  const answer = [
    "Für Reifen und Inspektion in Freising:",
    "",
    "Am schnellsten bekommst du einen Termin bei Wimmer am Stadtrand. Die Werkstatt hat auch samstags offen und verleiht Ersatzwagen.",
    "",
    "Ebenfalls gut bewertet ist **Reifen Lerch** an der Isarstraße.",
  ].join("\n");

  it("names the visitor when that sentence opens with the article and the visitor's trade", () => {
    const r = analyzeByRules(answer, { businessName: "Kfz-Werkstatt Wimmer" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });

  it("names no one when the next sentence speaks of something else", () => {
    const other = answer.replace("Die Werkstatt hat", "Die Straße ist");
    expect(analyzeByRules(other, { businessName: "Kfz-Werkstatt Wimmer" }).mentioned).toBe(false);
  });
});

describe("an introduction whose relative clause speaks of specialities", () => {
  it("still introduces the businesses its main clause names", () => {
    const answer = [
      "In Kempten gibt es mehrere Metzgereien, die für ihre regionalen Spezialitäten bekannt sind.",
      "",
      "* **Metzgerei Allgäuer Land:** Weißwürste aus eigener Herstellung.",
      "* **Landmetzgerei Fink:** Leberkäse und Schinken.",
    ].join("\n");
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Metzgerei Allgäuer Land", "Landmetzgerei Fink"]);
  });

  it("leaves a list of specialities one", () => {
    const answer = ["Allgäuer Spezialitäten, die Sie probieren sollten:", "", "* **Kässpatzen:** mit Röstzwiebeln.", "* **Krautkrapfen:** im Ofen gebacken."].join("\n");
    expect(analyzeByRules(answer, {}).businesses).toEqual([]);
  });
});

describe("a numbered heading over short notes", () => {
  it("is the entry, and its notes are not names", () => {
    const answer = [
      "Tierärzte in Ingolstadt:",
      "",
      "### 1. Tierklinik Ingolstadt-Nord",
      "* Notdienst rund um die Uhr",
      "* Google-Bewertung: 4,5",
      "",
      "### 2. Kleintierpraxis am Auwaldsee",
      "* Terminvergabe online",
      "",
      "### 3. Tierarztpraxis Dr. Lena Brandl",
      "* Ruhige Einzelpraxis, besonders für Katzen",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kleintierpraxis am Auwaldsee" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Tierklinik Ingolstadt-Nord", "Kleintierpraxis am Auwaldsee", "Tierarztpraxis Dr. Lena Brandl"]);
    expect(r.position).toBe(2);
  });
});

describe("another branch of the visitor's firm", () => {
  it("is not the visitor when its own line calls it a branch and it lacks the visitor's own word", () => {
    const answer = [
      "Skiverleihe in Saalbach:",
      "",
      "- **Alpinsport Zentrum** · 4,6 ★ (320) · an der Talstation · Filiale im Ortszentrum, Testski und Depot",
      "- **Skiverleih Schattberg** · 4,8 ★ (190) · Tourenski und Kinderausrüstung",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Alpinsport Reiterkogel" }).mentioned).toBe(false);
    // The firm with many branches, or the branch under the visitor's own name, is still the visitor.
    expect(analyzeByRules(answer.replace("Filiale im Ortszentrum", "mehrere Filialen im Tal"), { businessName: "Alpinsport Reiterkogel" }).mentioned).toBe(true);
    expect(analyzeByRules(answer.replace("Alpinsport Zentrum", "Alpinsport Reiterkogel"), { businessName: "Alpinsport Reiterkogel" }).mentioned).toBe(true);
  });
});

describe("the farrier's firm", () => {
  it("is a trade of its own, so a farrier with the saddler's surname is not the saddler", () => {
    expect(isTradeToken("hufbeschlag")).toBe(true);
    const answer = [
      "Sattler bei Celle:",
      "",
      "1. **Sattlerei Meyerhoff** – Maßsättel und Reparaturen.",
      "2. **Sattelservice Heide** – mobil auf den Höfen.",
      "",
      "Einen Hufschmied findest du mit **Hufbeschlag Dittmer** aus Wietze.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Sattlerei Dittmer" }).mentioned).toBe(false);
  });
});

describe("the place a visitor is named after", () => {
  it("is where one goes after 'zum', not the business", () => {
    const answer = [
      "Honig direkt vom Imker in Schneverdingen:",
      "",
      "- **Heideimkerei Dohrmann:** Verkauf ab Hof.",
      "- **Honighof Zahrensen:** mit Honigautomat.",
      "",
      "Viele verbinden den Einkauf mit einem Spaziergang zum Höpener Moor, einem Naturschutzgebiet am Ortsrand.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Imkerei am Höpener Moor" }).mentioned).toBe(false);
    // Named with its trade, it is the visitor wherever it stands.
    const named = `${answer}\n\nAuch die Imkerei am Höpener Moor verkauft samstags ab Hof.`;
    expect(analyzeByRules(named, { businessName: "Imkerei am Höpener Moor" }).mentioned).toBe(true);
  });
});

describe("venues closed for a season or taking no bookings", () => {
  it("reads a venue that takes no weddings, or is closed for a season because of works, as unavailable", () => {
    const answer = [
      "Hochzeitslocations im Spessart:",
      "",
      "**Hofgut Sommerau**",
      "Scheune für 150 Gäste, freie Trauung im Obstgarten.",
      "",
      "Das **Jagdschloss Rohrbrunn** nimmt laut eigener Website wegen einer Renovierung derzeit leider keine Hochzeiten an.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Jagdschloss Rohrbrunn" }).mentionTone).toBe("unavailable");
    const boats = "- **Bootsverleih Steinsee:** Tretboote am Ufer; wegen der Erneuerung des alten Holzstegs in dieser Saison geschlossen.";
    expect(analyzeByRules(`Boote in Grafing:\n\n${boats}\n- **Kanu Moosach:** Kajaks.`, { businessName: "Bootsverleih Steinsee" }).mentionTone).toBe("unavailable");
  });

  it("still reads a venue that takes no credit cards, or closes on Mondays, as recommended", () => {
    const answer = "Gut für kleine Feiern ist der **Landgasthof Kerber**; er nimmt keine Kreditkarten an und ist montags geschlossen.";
    expect(analyzeByRules(answer, { businessName: "Landgasthof Kerber" }).mentionTone).toBe("recommended");
  });
});

describe("a list of ideas", () => {
  it("names no businesses under 'Ideen …'", () => {
    const answer = [
      "Hochzeitslocations im Allgäu:",
      "",
      "- **Alpe Sonnhalde** – Berghütte mit Panoramaterrasse.",
      "",
      "## Ideen rund um den Tag",
      "- Fotoshooting am Alpsee Bergwelt bei Sonnenuntergang",
      "- Kutschfahrt Hohenschwangau zur Kirche",
    ].join("\n");
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Alpe Sonnhalde"]);
  });
});

describe("photographers", () => {
  it("are a trade, so the photographer named by her job is the visitor's studio named after her", () => {
    expect(isTradeToken("fotografie")).toBe(true);
    expect(isTradeToken("fotografin")).toBe(true);
    const answer = [
      "Hochzeitsfotografen in Chur:",
      "",
      "1. **Fotograf Reto Casutt** – natürliche Reportagen.",
      "2. **Studio Bildwerk Chur** – zwei Fotografen im Team.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Reto Casutt Fotografie" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });
});

describe("a person of another trade with the surname of the visitor's doctor", () => {
  it("is no namesake of the practice when the job word lies outside medicine", () => {
    const answer = [
      "Für Pferde im Mürztal:",
      "",
      "Die **Pferdepraxis Hochschwab** fährt die Ställe der Gegend an.",
      "",
      "Bei Hufproblemen hilft vielen der Hufschmied Martin Rieger aus Kindberg.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Mag. Rieger" }).mentioned).toBe(false);
    // A vet of that name is the practice's.
    expect(analyzeByRules(answer.replace("der Hufschmied", "die Tierärztin").replace("Martin", "Maria"), { businessName: "Tierarztpraxis Mag. Rieger" }).mentioned).toBe(true);
  });
});

describe("the square a visitor is named after", () => {
  it("is the place after the visitor's own preposition without its trade; the visitor's name in full still names it", () => {
    const tips = "Viele Praxen rund um Am Hohen Tor und die Langgasse nehmen nur wenige Neupatienten auf.";
    const answer = `Zahnärzte in Wetzlar:\n\n- **Zahnzentrum Lahnblick** – Implantologie.\n- **Praxis Dr. Sauer** – Kinderzahnheilkunde.\n\n${tips}`;
    expect(analyzeByRules(answer, { businessName: "Zahnärzte Am Hohen Tor" }).mentioned).toBe(false);
    const listed = answer.replace("- **Praxis Dr. Sauer**", "- **Zahnärzte Am Hohen Tor** – Prophylaxe.\n- **Praxis Dr. Sauer**");
    expect(analyzeByRules(listed, { businessName: "Zahnärzte Am Hohen Tor" }).position).toBe(2);
  });
});

describe("search terms in quotation marks", () => {
  it("are no name of the visitor's, however its words stand in them", () => {
    const answer = [
      "Hausärzte in Baden bei Wien:",
      "",
      "- **Ordination Dr. Lena Fuchs** – Kassenordination nahe dem Hauptplatz.",
      "",
      "Selbst suchen: bei DocFinder „Allgemeinmedizin“ und „2500 Baden“ eingeben und nach Kassen filtern.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gruppenpraxis Allgemeinmedizin Baden" }).mentioned).toBe(false);
  });
});

describe("a numbered bold line over labelled details", () => {
  it("is the business, its labels ('**Was Sie erwartet:**') are details", () => {
    const answer = [
      "Cafés in Gmunden:",
      "",
      "### ☕ Klassisch",
      "",
      "**1. Café Brandl**",
      "* **Was Sie erwartet:** Terrasse am Traunsee.",
      "* **Spezialität:** Gmundner Torte.",
      "",
      "**2. Konditorei Seeufer**",
      "* **Was Sie erwartet:** Kleine Stube in der Altstadt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Konditorei Seeufer" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Café Brandl", "Konditorei Seeufer"]);
    expect(r.position).toBe(2);
  });
});

describe("a namesake placed by its brackets", () => {
  it("is in the place its brackets give first, whatever its text measures from the visitor's town", () => {
    const answer = [
      "Lastenrad-Werkstätten in Dresden-Neustadt:",
      "",
      "- **Velowerk Neustadt** – Cargobikes aller Marken.",
      "- **Rad Krause (Pieschen, Leipziger Straße)** – große Werkstatt, rund 20 Minuten mit der Bahn von Neustadt entfernt.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Rad Krause", domain: "rad-krause-neustadt.de" }).mentioned).toBe(false);
    expect(analyzeByRules(answer.replace("(Pieschen, Leipziger Straße)", "(Neustadt, Alaunstraße)"), { businessName: "Rad Krause", domain: "rad-krause-neustadt.de" }).mentioned).toBe(true);
  });
});

describe("a numbered source line with its site in brackets", () => {
  it("is a source, so the visitor's site there does not name the visitor", () => {
    const answer = [
      "Kaffeeröstereien in Linz:",
      "",
      "- **Röstwerk Urfahr** – Espresso und Filter [1].",
      "- **Café Bohnenzeit** – Single Origins [2].",
      "",
      "Quellen:",
      "[1] Röstwerk Urfahr – Über uns (roestwerk-urfahr.at)",
      "[2] Kaffee in Linz – Tripadvisor (tripadvisor.at)",
      "[3] Espresso richtig zubereiten: 4 Tipps (donaukaffee-linz.at/blog/espresso)",
    ].join("\n");
    const { sourceLines } = stripCitations(answer.replace(/\r?\n/g, "\n"));
    expect(sourceLines).toHaveLength(3);
    expect(analyzeByRules(answer, { businessName: "Rösterei Donaukaffee", domain: "donaukaffee-linz.at" }).mentioned).toBe(false);
  });
});

describe("a given name that is the visitor's name word", () => {
  it("is no owner of the visitor when a surname follows it", () => {
    const answer = [
      "Lockenspezialisten in Köln-Ehrenfeld:",
      "",
      "- **Lockenliebe Ehrenfeld** – Die Inhaberin Nora Bergmann schneidet trocken, Locke für Locke.",
      "- **Salon Noralie** – Beratung zu Pflegeprodukten.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Salon Nora" }).mentioned).toBe(false);
  });
});

describe("a firm named by its kind", () => {
  it("is the visitor's tax firm when the answer calls it 'Kanzlei' with its name word ('& Partner mbB' aside)", () => {
    const answer = [
      "Steuerberater in Bielefeld:",
      "",
      "1. **Steuerbüro Lohmann** – Freiberufler und Ärzte.",
      "2. **Kanzlei Tegeler & Koch** – Erbschaft und Schenkung.",
      "",
      "Der Vollständigkeit halber: Die Kanzlei Brüning am Jahnplatz taucht ebenfalls häufig auf.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Steuerberatungsgesellschaft Brüning & Partner mbB" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
    // A workshop of that name is no tax firm.
    expect(analyzeByRules(answer.replace("Die Kanzlei Brüning", "Die Autowerkstatt Brüning"), { businessName: "Steuerberatungsgesellschaft Brüning & Partner mbB" }).mentioned).toBe(false);
  });
});

describe("a heading over labelled details of several words", () => {
  it("is the business, its labels ('**Was dich erwartet:**') are details", () => {
    const answer = [
      "Bratwurst in Winterthur:",
      "",
      "### Metzgerei Hablützel",
      "* **Was dich erwartet:** Kalbsbratwurst vom Grill.",
      "* **Wo genau:** an der Marktgasse.",
      "",
      "### Metzgerei Bosshard",
      "* **Was dich erwartet:** Cervelat und Schüblig.",
      "* **Gut zu wissen:** samstags lange Schlange.",
    ].join("\n");
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Metzgerei Hablützel", "Metzgerei Bosshard"]);
  });
});
