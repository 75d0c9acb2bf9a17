import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { readAnswerBlocks } from "./answer-blocks";
import { capitalisedRuns } from "./capitalised-runs";
import { isPhraseNotName } from "./name-shape";
import { readTone } from "./tone";

/** Round 19 (issue 31, corpus blind26): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string, location?: string) => {
  const r = analyzeByRules(answer, { businessName, domain, location });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("a bold line over a list of plain sentences", () => {
  it("names the business the sentences describe, numbered or not", () => {
    const answer = [
      "Für Klavierunterricht in Weiden gibt es diese Angebote:",
      "",
      "**Musikschule Tonleiter**",
      "* Einzelunterricht ab sechs Jahren, auch für Erwachsene.",
      "* Vorspielabende zweimal im Jahr.",
      "",
      "**Klavierstudio Annette Gräf**",
      "* Unterricht bei Ihnen zu Hause, Schwerpunkt Klassik.",
      "",
      "**Pianowerkstatt Oberpfalz**",
      "* Kleine Gruppen, günstige Probestunde.",
    ].join("\n");
    const r = read(answer, "Klavierstudio Annette Gräf");
    expect(r.businesses).toEqual(["Musikschule Tonleiter", "Klavierstudio Annette Gräf", "Pianowerkstatt Oberpfalz"]);
    expect(r.position).toBe(2);
  });

  it("keeps a bold label with its colon, or over items that lead with names, as a label", () => {
    const labelled = readAnswerBlocks("**Gut zu wissen:**\n* Die meisten Schulen haben im August Ferien, ein Probetermin lohnt sich.\n");
    expect(labelled.blocks.filter((b) => b.kind === "heading")).toEqual([]);
    const grouped = readAnswerBlocks("**Klassisch**\n- **Musikschule Tonleiter** – seit 1980, viele Lehrer.\n- **Klavierstudio Gräf** – zu Hause.\n");
    expect(grouped.blocks.map((b) => b.kind)).toEqual(["item", "item"]);
  });
});

describe("an advice sentence closing the introduction", () => {
  it("does not make the numbered headings after it a list of advice", () => {
    const answer = [
      "Ein Mietstreit lässt sich oft gütlich lösen. In Fürth gibt es einige Kanzleien dafür. Achten Sie auf eine Spezialisierung im Mietrecht.",
      "",
      "**1. Kanzlei Roth & Wegner**",
      "* Zwei Anwälte für Mietrecht, schnelle Termine.",
      "",
      "**2. Rechtsanwalt Dr. Felix Auer**",
      "* Vertritt vor allem Mieter, faire Honorare.",
    ].join("\n");
    const r = read(answer, "Rechtsanwalt Dr. Felix Auer");
    expect(r.businesses).toEqual(["Kanzlei Roth & Wegner", "Rechtsanwalt Dr. Felix Auer"]);
    expect(r.position).toBe(2);
  });

  it("still makes a list of advice after an advice sentence standing alone", () => {
    const answer = [
      "Friseure in Ulm:",
      "",
      "1. **Salon Kamm** – gut für Farbe.",
      "2. **Haarwerk Donau** – schnell.",
      "",
      "Ein paar Hinweise zum Schluss.",
      "",
      "- **Kundenkarte** – spart zehn Prozent.",
      "- **Stammkundenrabatt** – bei vielen Salons.",
    ].join("\n");
    expect(read(answer, "Salon Kamm").businesses).toEqual(["Salon Kamm", "Haarwerk Donau"]);
  });
});

describe("a designation with its quoted words", () => {
  it("is no name", () => {
    expect(capitalisedRuns("Achten Sie auf das Siegel „Meisterbetrieb“ im Schaufenster.")).not.toContain("Siegel „Meisterbetrieb");
    expect(capitalisedRuns("Achten Sie auf den Titel „Fachanwalt für Familienrecht“.").some((r) => r.startsWith("Titel"))).toBe(false);
    expect(capitalisedRuns("Das Restaurant Zur Linde kocht regional.")).toContain("Restaurant Zur Linde");
  });
});

describe("an idiom with 'zur' or 'zum'", () => {
  it("is cut from the run, a place in a name is not", () => {
    expect(capitalisedRuns("Helme stellen die meisten Skischulen zur Verfügung.")).not.toContain("Skischulen zur Verfügung");
    expect(capitalisedRuns("Im Sommer stehen Kajaks zur Auswahl.")).toEqual(["Sommer", "Kajaks"]);
    expect(capitalisedRuns("Wir essen im Gasthof zur Post.")).toContain("Gasthof zur Post");
  });
});

describe("a chain named in the text around the list", () => {
  it("counts a chain introduced by 'Ketten wie' before the list, at its place", () => {
    const answer = [
      "Neben Drogerieketten wie Budnix, wo es Standardware gibt, findest du in Lahr diese Parfümerien:",
      "",
      "1. **Parfümerie Duftwerk** – Nischendüfte, gute Beratung.",
      "2. **Parfümerie Iris Vogt** – klassische Marken, Kosmetikkabine.",
    ].join("\n");
    const r = read(answer, "Parfümerie Iris Vogt");
    expect(r.businesses).toEqual(["Budnix", "Parfümerie Duftwerk", "Parfümerie Iris Vogt"]);
    expect(r.position).toBe(3);
  });

  it("counts a name followed by an apposition about its branch", () => {
    const answer = [
      "Für einen schnellen Schlüssel kannst du zu Schlüsselfix gehen – die nächste Filiale ist im Bahnhof. Für Antiquitäten lohnt sich ein Restaurator:",
      "",
      "1. **Werkstatt Holzwurm** – Möbel aus dem Biedermeier.",
      "2. **Restaurierung Nagel** – Vergoldungen und Politur.",
    ].join("\n");
    expect(read(answer, "Restaurierung Nagel").businesses).toEqual(["Schlüsselfix", "Werkstatt Holzwurm", "Restaurierung Nagel"]);
  });

  it("does not count a chain of mountains", () => {
    const answer = [
      "Zwischen Bergketten wie Karwendel, wo im Winter viel Schnee liegt, gibt es diese Skischulen:",
      "",
      "1. **Skischule Firnhang** – Kinderkurse ab vier Jahren.",
      "2. **Skischule Talboden** – Privatstunden.",
    ].join("\n");
    expect(read(answer, "Skischule Talboden").businesses).toEqual(["Skischule Firnhang", "Skischule Talboden"]);
  });
});

describe("'Gut' opening a name", () => {
  it("is the estate before a capitalised word, a phrase before a word in lower case", () => {
    expect(isPhraseNotName("Gut Hohenwiesen")).toBe(false);
    expect(isPhraseNotName("Gut bewertet")).toBe(true);
    expect(isPhraseNotName("gut erreichbar")).toBe(true);
    const answer = "Hochzeitslocations bei Landau:\n\n- **Schlossgarten Weinheim** – Park und Saal.\n- **Gut Hohenwiesen** – Scheune mit Garten.\n- **Festsaal Krone** – bis 200 Gäste.";
    expect(read(answer, "Festsaal Krone")).toMatchObject({ position: 3, businesses: ["Schlossgarten Weinheim", "Gut Hohenwiesen", "Festsaal Krone"] });
  });
});

describe("a visitor given only by a domain that spells a business's name", () => {
  const answer = (sources: string) =>
    [
      "Tierärzte in Rheinfelden:",
      "",
      "1. **Tierarztpraxis am Rhein** – Kleintiere, Notdienst am Wochenende.",
      "2. **Kleintierpraxis Pfotenglück** – viel Zeit für Katzen.",
      "3. **Tierklinik Fricktal** – Röntgen und Chirurgie.",
      "",
      sources,
    ].join("\n");

  it("is that business when the answer cites the domain in its sources", () => {
    const r = analyzeByRules(answer("Quellen: google.com/maps, pfotenglueck-rheinfelden.ch"), { domain: "pfotenglueck-rheinfelden.ch" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });

  it("is no business when the answer does not cite the domain", () => {
    expect(analyzeByRules(answer("Quellen: google.com/maps"), { domain: "pfotenglueck-rheinfelden.ch" }).mentioned).toBe(false);
  });
});

describe("a guide named in person, the job after its attributes", () => {
  it("is the visitor's guiding office carrying the surname", () => {
    const answer = [
      "Geführte Hochtouren gibt es bei:",
      "",
      "* **Alpinschule Glocknerblick:** Kurse in Kleingruppen.",
      "* **Martin Oberwalder:** Staatlich geprüfter Berg- und Skiführer aus Heiligenblut; private Führungen.",
      "* **Bergsport Mölltal:** auch Klettersteige.",
    ].join("\n");
    const r = read(answer, "Bergführerbüro Oberwalder");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });
});

describe("kinds of business in running text around a table", () => {
  const answer = [
    "Lindau bietet vom Hafencafé bis zur Schwäbischen Weinstube alles. Hier eine Auswahl:",
    "",
    "| Lokal | Küche |",
    "|---|---|",
    "| **Seegarten Insel** | Fisch |",
    "| **Weinstube Reblaus** | regional |",
    "",
    "Nach dem Spaziergang isst man gut im Gasthaus am Rand der Altstadt.",
  ].join("\n");

  it("reads the end of a range 'vom <kind> bis zum …' and a place phrase with a genitive as no name", () => {
    const r = read(answer, "Weinstube Reblaus");
    expect(r.businesses).toEqual(["Seegarten Insel", "Weinstube Reblaus"]);
    expect(r.position).toBe(2);
    expect(capitalisedRuns("Wir essen im Gasthaus am Rand der Altstadt.")).not.toContain("Gasthaus am Rand");
    expect(capitalisedRuns("Wir essen im Gasthaus am Marktplatz.")).toContain("Gasthaus am Marktplatz");
    // A name that capitalises its place phrase keeps it.
    expect(capitalisedRuns("Wir essen im Restaurant Am Ende der Welt.")).toContain("Restaurant Am Ende");
  });
});

describe("a business named again in the possessive", () => {
  it("counts once, at its first place", () => {
    const answer = [
      "Fahrradverleih in Kaltern:",
      "",
      "1. **Radverleih Seeblick** – E-Bikes am See.",
      "2. **Bikes Oberhofer** – Mountainbikes und Touren.",
      "3. **Radstation Kaltern** – am Bahnhof.",
      "",
      "**Mein Tipp:** Für eine Reparatur unterwegs ist Oberhofers Radwerkstatt die beste Adresse.",
    ].join("\n");
    const r = read(answer, "Radverleih Seeblick");
    expect(r.businesses).toEqual(["Radverleih Seeblick", "Bikes Oberhofer", "Radstation Kaltern"]);
  });
});

describe("advice against by 'nicht als erste Wahl' and piling complaints", () => {
  it("reads both as discouraged, a first choice as recommended", () => {
    expect(readTone("Für eine dringende Reparatur würde ich den Betrieb eher nicht als erste Wahl sehen.")).toBe("discouraged");
    expect(readTone("Auf Google häufen sich Beschwerden über verpasste Termine.")).toBe("discouraged");
    expect(readTone("Für Allergiker ist die Praxis die erste Wahl.")).toBe("recommended");
  });
});

describe("a bold label over plain sentences, or over businesses without bold", () => {
  const head = "Friseure in Ulm:\n\n1. **Salon Kamm** – gut.\n2. **Haarwerk Donau** – schnell.\n\n";

  it("keeps the label a label: its sentences name nobody", () => {
    const answer = `${head}**Öffnungszeiten**\n- Meist Dienstag bis Samstag, 9 bis 18 Uhr.\n- Montags haben viele Salons geschlossen.`;
    expect(read(answer, "Salon Kamm").businesses).toEqual(["Salon Kamm", "Haarwerk Donau"]);
  });

  it("reads items that open with a business's name as businesses", () => {
    const answer = `${head}**Weitere Optionen**\n- Salon Spiegel, gute Bewertungen.\n- Barbershop Blau, nur Herren.`;
    expect(read(answer, "Barbershop Blau")).toMatchObject({ businesses: ["Salon Kamm", "Haarwerk Donau", "Salon Spiegel", "Barbershop Blau"], position: 4 });
  });
});
