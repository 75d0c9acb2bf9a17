/**
 * Round 52's rules, each with an example of its own (not taken from a corpus): what the training corpora blind116 and
 * blind118 showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 52 rules: a bold line whose bracket gives the business's new name", () => {
  it("'**Malerei Kunert** (seit 2023 unter dem neuen Namen „Farbhaus“)' over its detail lines is the visitor 'Farbhaus Maler Plessa'", () => {
    const answer = [
      "Malerbetriebe rund um Plessa:",
      "",
      "**Malerei Kunert** (seit 2023 unter dem neuen Namen „Farbhaus“)",
      "* **Lage:** Hauptstraße, mitten im Ort.",
      "* **Angebot:** Fassaden, Tapezierarbeiten, Lackierungen.",
      "",
      "**Malerbetrieb Seifert**",
      "* **Lage:** Elsterwerda.",
      "* **Angebot:** Innenausbau und Bodenbeläge.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Farbhaus Maler Plessa" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Malerbetrieb Seifert"]);
  });
});

describe("round 52 rules: a business named by its municipality, its item placing it in the visitor's village", () => {
  const answer = (where: string) =>
    [
      "Metzgereien in der Gegend:",
      "",
      "* **Fleischerei Wendt:** Traditionsbetrieb in Falkenberg, bekannt für Knacker.",
      `* **Landfleischerei Uebigau:** ${where}, eigene Schlachtung, Verkauf freitags.`,
    ].join("\n");

  it("'Landfleischerei Uebigau: … im Ortsteil Bomsdorf' is the visitor 'Landfleischerei Bomsdorf'", () => {
    const r = analyzeByRules(answer("Hauptstraße im Ortsteil Bomsdorf"), { businessName: "Landfleischerei Bomsdorf" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("is not the visitor when its item only delivers to the village", () => {
    const r = analyzeByRules(answer("Lieferung auch nach Bomsdorf"), { businessName: "Landfleischerei Bomsdorf" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 52 rules: a public health officer named with the body she serves", () => {
  it("'Die Amtsärztin des Landkreises, Dr. Eva Pohl, …' is neither the visitor 'Hausarztpraxis Dr. Pohl' nor a business", () => {
    const answer = [
      "In Falkenberg nimmt die **Hausarztpraxis Dr. Krause** derzeit neue Patienten auf.",
      "",
      "Die Amtsärztin des Landkreises, Dr. Eva Pohl, rät außerdem, sich bei der Krankenkasse nach freien Praxen zu erkundigen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hausarztpraxis Dr. Pohl" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Hausarztpraxis Dr. Krause"]);
  });
});

describe("round 52 rules: a surname alone after 'bei' with its street", () => {
  it("'Bei Kaschke in der Bahnhofstraße gibt es … Beschwerden' names the visitor 'Kfz-Service Kaschke GmbH', advised against", () => {
    const answer = [
      "Empfehlenswert ist die **Kfz-Werkstatt Horn** am Ortsrand.",
      "",
      "Bei Kaschke in der Bahnhofstraße gibt es dagegen viele Beschwerden über überhöhte Rechnungen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kfz-Service Kaschke GmbH" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "discouraged"]);
  });

  it("a surname after 'bei' without a street stays a person's", () => {
    const answer = "Empfehlenswert ist die **Kfz-Werkstatt Horn** am Ortsrand. Bei Kaschke lohnt sich ein Anruf vorab.";
    expect(analyzeByRules(answer, { businessName: "Kfz-Service Kaschke GmbH" }).mentioned).toBe(false);
  });
});

describe("round 52 rules: a wine tavern's kind alone is no brand", () => {
  it("a table's header 'Heuriger' is not the visitor 'Heuriger Gumpoldskirchen'", () => {
    const answer = [
      "| Heuriger | Ort | Geöffnet |",
      "| --- | --- | --- |",
      "| Heuriger Lindenhof | Pfaffstätten | Fr–So |",
      "| Weinbau Sommer | Traiskirchen | Do–So |",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Heuriger Gumpoldskirchen" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 52 rules: the visitor's name without its trade word, explained as a public hall", () => {
  const answer = (hall: string) =>
    [
      "1. **Pension Sonnhang** – zehn Doppelzimmer mit Frühstück.",
      "2. **Ferienwohnung Obstgarten** – vier Betten.",
      "",
      `Für die Feier selbst vermietet die Gemeinde ${hall}, mit Saal und Küche.`,
    ].join("\n");

  it("'die Alte Mühle, das Gemeindehaus von …' is not the visitor 'Gasthof Alte Mühle'", () => {
    expect(analyzeByRules(answer("die Alte Mühle, das Gemeindehaus von Kukmirn"), { businessName: "Gasthof Alte Mühle" }).mentioned).toBe(false);
  });

  it("the visitor's whole name so explained is still the visitor", () => {
    expect(analyzeByRules(answer("den Gasthof Alte Mühle, ein Familienbetrieb"), { businessName: "Gasthof Alte Mühle" }).mentioned).toBe(true);
  });
});

describe("round 52 rules: a number written as a word in an inn's sign", () => {
  it("'das **Wirtshaus Zu den sieben Schwaben**' in prose is the visitor 'Wirtshaus Zu den 7 Schwaben'", () => {
    const answer = "Im Ort selbst wird vor allem das **Wirtshaus Zu den sieben Schwaben** mit seinem Saal genannt. Ausweichen können Sie auf den **Gasthof Sommer** in Güssing.";
    const r = analyzeByRules(answer, { businessName: "Wirtshaus Zu den 7 Schwaben" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Gasthof Sommer"]);
  });
});

describe("round 52 rules: a retail chain's name alone is the chain", () => {
  const answer = (line: string) =>
    ["Frisches Brot in der Umgebung:", "", "* **Bäckerei Kalcher:** Olbendorf, Bauernbrot.", `* ${line}`].join("\n");

  it("'**SPAR:** Filiale in Stegersbach mit Backstation' is not the visitor 'Bäckerei Spar'", () => {
    const r = analyzeByRules(answer("**SPAR:** Filiale in Stegersbach mit Backstation, frisch aufgebackenes Gebäck."), { businessName: "Bäckerei Spar" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Bäckerei Kalcher", "SPAR"]);
  });

  it("a line naming the visitor's trade is the visitor", () => {
    expect(analyzeByRules(answer("**Spar:** die kleine Bäckerei am Hauptplatz, Sauerteigbrot."), { businessName: "Bäckerei Spar" }).mentioned).toBe(true);
  });
});

describe("round 52 rules: Zimmerei and Holzbau are one trade", () => {
  const answer = (owner: string) =>
    [
      "**Holzbau Stucki AG**",
      "* **Ort:** Oberlangenegg",
      ...(owner ? [`* **Inhaber:** ${owner}`] : []),
      "* **Leistungen:** Dachstühle, Lukarnen, Dachfenster",
      "",
      "**Zimmerei Gfeller GmbH**",
      "* **Ort:** Steffisburg",
      "* **Leistungen:** Altbausanierung",
    ].join("\n");

  it("'Holzbau Stucki AG' is the visitor 'Zimmerei Stucki AG'", () => {
    expect(analyzeByRules(answer(""), { businessName: "Zimmerei Stucki AG" }).position).toBe(1);
  });

  it("but not the visitor 'Zimmerei Peter Stucki' when its detail line names another master as owner", () => {
    expect(analyzeByRules(answer("Zimmermeister Hans Stucki"), { businessName: "Zimmerei Peter Stucki" }).mentioned).toBe(false);
  });
});

describe("round 52 rules: a business named as the author of a guide", () => {
  it("'laut einem Ratgeber der bayerischen Schreinerei Maier' names no competitor", () => {
    const answer = [
      "- **Tischlerei Gruber** – Maßküchen aus Eiche[1].",
      "- **Holzwerkstatt Schuch** – Massivholz[2].",
      "",
      "Die größten Kostentreiber sind laut einem Ratgeber der bayerischen Schreinerei Maier die Fronten und die Arbeitsplatte[3].",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tischlerei Lang" }).competitors).toEqual(["Tischlerei Gruber", "Holzwerkstatt Schuch"]);
  });
});

describe("round 52 rules: a food compound whose first part is a trade's stem is a dish", () => {
  it("'Murauer Bauernkrapfen' in a heading's paragraph is no business before the visitor", () => {
    const answer = [
      "### Gasthof Kirchenwirt",
      "Bodenständige Küche: Schwammerlsuppe, Murauer Bauernkrapfen und Wild im Herbst.",
      "",
      "### Gasthof Preberblick",
      "Moderne regionale Küche mit Terrasse.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gasthof Preberblick" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Gasthof Kirchenwirt"]);
  });
});

describe("round 52 rules: a book recommended by title and author", () => {
  it("'Ein empfohlenes Praxisbuch für Bergbauern ist „Gesunde Ziegen“ von Dr. Franz Hofer' names neither a business nor the visitor", () => {
    const answer = [
      "- **Tierarztpraxis Mag. Stocker** in Murau – gemischte Praxis mit Hofbesuchen.",
      "",
      "Ein häufig empfohlenes Praxisbuch für Bergbauern ist „Gesunde Ziegen im Stall“ von Dr. Franz Hofer, einem pensionierten Tierarzt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Dr. Hofer" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Tierarztpraxis Mag. Stocker"]);
  });
});

describe("round 52 rules: 'Chalet' is a kind of lodging", () => {
  it("'Die Lärchenruh in Rinegg … ist ausgebucht' names the visitor 'Chalet Lärchenruh Rinegg'", () => {
    const answer = "- **Ferienhaus Rantenblick** – 3 Schlafzimmer.\n- **Almhütte Seebach** – Alleinlage.\n\nDie Lärchenruh in Rinegg, nach der oft gefragt wird, ist im Juli bereits ausgebucht.";
    const r = analyzeByRules(answer, { businessName: "Chalet Lärchenruh Rinegg" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });

  it("'Chalet Speerblick' is not the visitor 'Ferienwohnung Speerblick'", () => {
    const answer = "1. **Appartements Thurpark** – zwei Wohnungen.\n2. **Chalet Speerblick** (Nesslau) – freistehendes Chalet für acht Personen.";
    expect(analyzeByRules(answer, { businessName: "Ferienwohnung Speerblick" }).mentioned).toBe(false);
  });
});

describe("round 52 rules: a name whose bracket gives its branches in the plural is a chain", () => {
  it("'**Pitstop** (Filialen in größeren Orten)' is not the visitor 'Kfz-Werkstatt Pitstop'", () => {
    const answer = [
      "- **Autohaus Galler** (Schöder): Pickerl und Service.",
      "- **Pitstop** (Filialen in größeren Orten der Obersteiermark): Pickerl ohne langen Vorlauf.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kfz-Werkstatt Pitstop" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Autohaus Galler", "Pitstop"]);
  });
});

describe("round 52 rules: a name with the municipality in place of the visitor's village, its item naming the village", () => {
  it("'**Gästezimmer Sonnhalde Ebsdorfergrund**' with 'Lage: … des Dorfes Wittelsberg' is the visitor 'Gästezimmer Sonnhalde Wittelsberg'", () => {
    const answer = [
      "**Landgasthof Linde**",
      "* **Lage:** Ortsmitte.",
      "* **Angebot:** Sechs Zimmer.",
      "",
      "**Gästezimmer Sonnhalde Ebsdorfergrund**",
      "* **Lage:** Am Hang oberhalb des Dorfes Wittelsberg.",
      "* **Angebot:** Zwei Zimmer mit Frühstück.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gästezimmer Sonnhalde Wittelsberg" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 52 rules: an acronym with a department's trade word is the business it abbreviates", () => {
  it("'GZS Physiotherapie' in a table is the 'Gesundheitszentrum Seetal' listed before, counted once", () => {
    const answer = [
      "1. **Gesundheitszentrum Seetal** – ambulante Physiotherapie, Trainingstherapie.",
      "2. **Physio Eulachpark** – Manuelle Therapie.",
      "",
      "| Angebot | Wartezeit |",
      "| --- | --- |",
      "| GZS Physiotherapie | 2–4 Wochen |",
      "| Physio Eulachpark | 1 Woche |",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physio Töss" }).competitors).toEqual(["Gesundheitszentrum Seetal", "Physio Eulachpark"]);
  });
});

describe("round 52 rules: a later word of a quoted former name", () => {
  it("'Die Kanzlei hiess bis 2023 „Huber & Kessler Advokatur“' does not name the visitor 'Advokatur Kessler'", () => {
    const answer = [
      "1. **Huber Legal AG** in Frick – Erbrecht. Die Kanzlei hiess bis 2023 „Huber & Kessler Advokatur“ und wurde umbenannt.",
      "2. **Advokaturbüro Senn** in Laufenburg – Mediation.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Advokatur Kessler" }).mentioned).toBe(false);
  });
});

describe("round 52 rules: a surname alone after 'zu' with its town", () => {
  it("'Zu Gisler in Wegenstetten gibt es gemischte Bewertungen' names the visitor 'Malergeschäft Gisler & Co.'", () => {
    const answer = "1. **Malerei Leuenberger GmbH** – Fassaden.\n2. **Farbwerk Fricktal** – Holzschutz.\n\nZu Gisler in Wegenstetten gibt es gemischte Bewertungen: Mehrfach wird über Verzögerungen geklagt.";
    expect(analyzeByRules(answer, { businessName: "Malergeschäft Gisler & Co." }).mentioned).toBe(true);
  });

  it("a surname after 'zu' with a common noun after 'in' stays unnamed", () => {
    const answer = "1. **Malerei Leuenberger GmbH** – Fassaden.\n\nZu Gisler in Bewertungen findet sich wenig.";
    expect(analyzeByRules(answer, { businessName: "Malergeschäft Gisler & Co." }).mentioned).toBe(false);
  });
});
