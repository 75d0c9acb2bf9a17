import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isNamedInAnotherRole } from "./persons";
import { isNoBusinessByKind, isSoftwareName } from "./non-businesses";
import { isDirectoryPageTitle, isSetApart } from "./set-apart";
import { readTone } from "./tone";

/**
 * Round 37 (issue 31; blind83–86 were read after their one measurement): each rule on an example of its own, not taken
 * from a corpus.
 */

describe("a person named in an office or as where someone trained", () => {
  it("does not name the visitor whose owner holds an office in a club or guild", () => {
    const answer = [
      "In Gaildorf findest du diese Salons:",
      "",
      "- **Haarstudio Lindenplatz** – moderne Schnitte, auch samstags.",
      "- **Friseur am Kocher** – klassisch, ohne Termin.",
      "",
      "Der Skiclub Gaildorf (Vorsitzende Heike Mangold) organisiert im Winter übrigens auch Ausfahrten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Salon Heike Mangold" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Haarstudio Lindenplatz", "Friseur am Kocher"]);
    const guild = "Laut ihrem Obermeister Rainer Fuchs bietet die Bäcker-Innung Kurse an. Empfehlen kann ich die **Bäckerei Lindner**.";
    expect(analyzeByRules(guild, { businessName: "Bäckerei Fuchs" }).mentioned).toBe(false);
  });

  it("does not name the visitor's owner as the master another craftsman trained with", () => {
    const answer =
      "Am nächsten liegt die Möbelwerkstatt Aumann GmbH. Aumann hat seine Ausbildung bei Tischlermeister Paul Rieger gemacht und baut heute vor allem Küchen. Daneben gibt es die Tischlerei Stadler KG in Wemding.";
    const r = analyzeByRules(answer, { businessName: "Tischlerei Rieger" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Möbelwerkstatt Aumann GmbH", "Tischlerei Stadler KG"]);
  });

  it("keeps an owner named with the job alone, and a person who is no office holder", () => {
    expect(isNamedInAnotherRole("Tischlermeister Paul Rieger", "Gute Erfahrungen gibt es mit Tischlermeister Paul Rieger in Wemding.")).toBe(false);
    expect(isNamedInAnotherRole("Heike Mangold", "Im Salon von Heike Mangold wird auch gefärbt.")).toBe(false);
    const answer = "Für Balayage empfehle ich **Salon Heike Mangold** in der Schlossstraße; gelobt wird die ruhige Beratung.";
    expect(analyzeByRules(answer, { businessName: "Salon Heike Mangold" }).mentioned).toBe(true);
  });
});

describe("a physician's practice and a therapist of the same surname", () => {
  it("does not take a physiotherapy named after the surname for the visitor's doctor's practice", () => {
    const answer = [
      "Bei Knieschmerzen ist die Hausärztin die erste Adresse:",
      "",
      "- **Dr. Sabine Wolf** – Allgemeinmedizin in Imst, Kassenordination.",
      "- **Gruppenpraxis Tarrenz** – Termine auch online.",
      "",
      "Für die Therapie danach: **Physiotherapie Haller** in Imst hat kurze Wartezeiten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ordination Dr. Josef Haller" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toContain("Physiotherapie Haller");
  });

  it("still takes the doctor named by title and surname for the visitor's practice", () => {
    const answer = "Empfehlen kann ich **Dr. Josef Haller** in Imst, Allgemeinmediziner mit Kassenvertrag, und die **Gruppenpraxis Tarrenz**.";
    expect(analyzeByRules(answer, { businessName: "Ordination Dr. Josef Haller" }).position).toBe(1);
  });
});

describe("a family's business named the spoken way", () => {
  it("finds the visitor in 'bei Hubers' and 'beim Huber'", () => {
    const answer = [
      "1. **Buschenschank Zotter** – große Terrasse, Brettljause.",
      "2. **Weinhof am Bach** – kleine Karte, gute Weine.",
      "",
      "Am gemütlichsten sitzt man aber bei Gruberbauers im Hof unter der Linde.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Buschenschank Gruberbauer" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
    expect(analyzeByRules("Für die Jause geht man im Ort beim Gruberbauer vorbei, der auch Most ausschenkt.", { businessName: "Buschenschank Gruberbauer" }).mentioned).toBe(true);
  });

  it("does not take 'bei' with a lone name or letters for the family form", () => {
    expect(analyzeByRules("Angemeldet wird die Anlage beim SWG, dem Netzbetreiber.", { businessName: "SWG Solartechnik GmbH" }).mentioned).toBe(false);
    expect(analyzeByRules("Ich war bei Gruberbauer in der Schule.", { businessName: "Buschenschank Gruberbauer" }).mentioned).toBe(false);
  });
});

describe("a name followed by where it lies", () => {
  it("takes 'Lindners am Kirchplatz' for the visitor's 'Metzgerei Lindner'", () => {
    const answer = "Gute Leberkäs-Semmeln gibt es bei der **Landmetzgerei Brand** und bei **Lindners am Kirchplatz**, einem kleinen Familienbetrieb.";
    const r = analyzeByRules(answer, { businessName: "Metzgerei Lindner" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Landmetzgerei Brand"]);
  });

  it("does not take a trade word before 'am' for a visitor of that trade with a name of its own", () => {
    const answer = "Empfehlen kann ich die **Logopädie am Stadtpark** und die **Praxis Sprachraum**.";
    expect(analyzeByRules(answer, { businessName: "Logopädie Wallner" }).mentioned).toBe(false);
  });
});

describe("the owner's name in the genitive before a trade word", () => {
  it("takes 'Sabine Brändlis Zahnarztpraxis' for the visitor's 'Zahnarztpraxis Dr. Sabine Brändli'", () => {
    const answer =
      "Am nächsten liegt Sabine Brändlis Zahnarztpraxis an der Dorfstrasse. Grösser ist das Zahnzentrum Aarau, und als dritte Möglichkeit wird die Zahnarztpraxis Suhrental genannt.";
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Sabine Brändli" });
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Zahnzentrum Aarau", "Zahnarztpraxis Suhrental"]);
  });

  it("does not take another given name's practice for the visitor's", () => {
    const answer =
      "Am nächsten liegt Martin Brändlis Zahnarztpraxis an der Dorfstrasse. Grösser ist das Zahnzentrum Aarau, und als dritte Möglichkeit wird die Zahnarztpraxis Suhrental genannt.";
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Sabine Brändli" }).mentioned).toBe(false);
  });
});

describe("the inn by its plain German word", () => {
  it("finds the visitor's 'Gaststätte Alte Mühle' named without its trade word", () => {
    const answer =
      "Gut essen mit Kindern kann man hier: Die Alte Mühle hat einen Spielplatz, und gelobt werden Grünkohl und Matjes. Etwas moderner ist das Café-Restaurant Deichblick, daneben gibt es die Pizzeria Da Gino.";
    const r = analyzeByRules(answer, { businessName: "Gaststätte Alte Mühle" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });
});

describe("bold headings with detail lines labelled 'Ort', 'Service' and 'Abrechnung'", () => {
  it("reads each heading as a business, and the visitor's closing line third", () => {
    const answer = [
      "Rund um Gelterkinden gibt es diese Werkstätten:",
      "",
      "**Garage Rebmann**",
      "* **Ort:** Sissach",
      "* **Service:** alle Marken, Klimaservice",
      "* **Abrechnung:** Offerte vorab",
      "",
      "**Auto Ergolztal**",
      "* **Ort:** Liestal",
      "* **Service:** Reifenhotel, Ersatzwagen",
      "* **Besonderheit:** Hol- und Bringdienst",
      "",
      "Ausserdem: Garage Tschudin in Ormalingen macht den MFK-Service schnell und günstig.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Garage Tschudin AG" });
    expect(r.competitors).toEqual(["Garage Rebmann", "Auto Ergolztal"]);
    expect(r.position).toBe(3);
  });
});

describe("'meines Wissens' before a noun", () => {
  it("is no business's name", () => {
    const answer =
      "Umzug Meier wird oft genannt; die Firma bietet meines Wissens Festpreise inklusive Montage an. Daneben gibt es die Transporte Seetal GmbH aus Seengen.";
    const r = analyzeByRules(answer, { businessName: "Zügelfirma Brun" });
    expect(r.competitors).toEqual(["Umzug Meier", "Transporte Seetal GmbH"]);
  });
});

describe("a business the writer knows only from listings", () => {
  it("is named neutrally", () => {
    expect(readTone("Umzüge Brun aus Seon kenne ich nur aus Verzeichnissen.")).toBe("neutral");
    expect(readTone("Umzüge Brun aus Seon kenne ich gut, die Crew arbeitet sorgfältig.")).toBe("recommended");
  });
});

describe("a software vendor's name that is also a word", () => {
  it("keeps 'Elster Reisen' a business and 'ELSTER', 'Elster Online' the tax portal", () => {
    expect(isSoftwareName("Elster Reisen")).toBe(false);
    expect(isSoftwareName("ELSTER")).toBe(true);
    expect(isSoftwareName("Elster Online")).toBe(true);
    expect(isSoftwareName("DATEV Unternehmen online")).toBe(true);
  });
});

describe("a source card titled with a directory, a trade and a place", () => {
  it("is the directory's page, not a business", () => {
    const answer = [
      "- **Salon Lockenwerk** – Damen und Herren, auch samstags.",
      "- **Haarstudio Mitte** – Termine online.",
      "",
      "Quellen:",
      "- Gelbe Seiten · Friseure Pritzwalk",
      "- Haarstudio Mitte | Das Örtliche",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Friseur Kranz", location: "Pritzwalk" });
    expect(r.competitors).toEqual(["Salon Lockenwerk", "Haarstudio Mitte"]);
    expect(isDirectoryPageTitle("Friseure Pritzwalk", "Gelbe Seiten · Friseure Pritzwalk", ["Pritzwalk"])).toBe(true);
    expect(isDirectoryPageTitle("Haarstudio Mitte", "Haarstudio Mitte | Das Örtliche", [])).toBe(false);
    expect(isDirectoryPageTitle("Friseure Pritzwalk", "Friseure Pritzwalk – eine Übersicht", ["Pritzwalk"])).toBe(false);
  });
});

describe("a menu's dishes in bold", () => {
  it("are no businesses", () => {
    const answer = [
      "Im Ort kocht vor allem der **Gasthof Lamm** traditionell. Typisch sind:",
      "",
      "- **Zwiebelrostbraten mit Spätzle**",
      "- **Saibling** aus dem eigenen Teich",
      "",
      "Einfacher isst man im **Gasthaus Krone**.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gasthof Adler" }).competitors).toEqual(["Gasthof Lamm", "Gasthaus Krone"]);
    expect(isNoBusinessByKind("Braten")).toBe(false);
    expect(isNoBusinessByKind("Bäckerei Zopf")).toBe(false);
  });
});

describe("time taken for something", () => {
  it("is no business ('sich für die Beratung Zeit nehmen')", () => {
    const answer =
      "Am häufigsten gelobt wird Haarwerk Lena an der Hauptstrasse; die Inhaberin nimmt sich für die Beratung Zeit. Daneben gibt es Coiffure Seeblick und den Barbershop Dorfplatz.";
    expect(analyzeByRules(answer, { businessName: "Coiffure Bianca" }).competitors).toEqual(["Haarwerk Lena", "Coiffure Seeblick", "Barbershop Dorfplatz"]);
  });
});

describe("the Swiss non-profit organisations named 'Pro …'", () => {
  it("are set apart, their cantonal sections too", () => {
    expect(isSetApart({ name: "Pro Senectute Thurgau" }, [])).toBe(true);
    expect(isSetApart({ name: "Pro Velo Bern" }, [])).toBe(true);
    expect(isSetApart({ name: "Profi Velo GmbH" }, [])).toBe(false);
  });
});

describe("a separable verb's particle after a name", () => {
  it("is not part of the name ('geht es bei … zu')", () => {
    const answer =
      "Beliebt ist der Salon Lockenpracht am Markt. Etwas ruhiger geht es bei Friseurmeisterin Eva Kranz zu, die im Ortsteil Lindach einen kleinen Salon in ihrem Haus betreibt. Daneben gibt es den Barbershop Nord.";
    expect(analyzeByRules(answer, { businessName: "Haarstudio Lenz" }).competitors).toContain("Friseurmeisterin Eva Kranz");
  });
});
