/**
 * Round 61's rules, each with an example of its own (not taken from a corpus): what the training corpora and the older
 * training answers showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 61 rules: 'Most-' before a trade says its kind", () => {
  const answer = [
    "Für einen Mostheurigen rund um Waizenkirchen:",
    "",
    "- **Mostschenke Hofmann** in Weidenholz – Birnenmost und Surbraten, ausgesteckt im Mai und Oktober.",
    "- **Heuriger Stadlbauer** – kleiner Hof mit Streuobstwiese, nur am Wochenende.",
    "",
    "Urig ist es auch beim Leitner in Pollham, vor allem wegen des Birnenmosts.",
  ].join("\n");

  it("the visitor 'Mostheuriger Leitner' is named by its family's name alone ('beim Leitner'), after the list", () => {
    const r = analyzeByRules(answer, { businessName: "Mostheuriger Leitner" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });
});

describe("round 61 rules: a family's business by the family in the plural, as the subject and in quotation marks", () => {
  const answer = (line: string) =>
    ["Gute Heurige bei Kirchberg am Wagram:", "", "- **Weinhof Gruber** – Grüner Veltliner und Blunzn.", "- **Heuriger Steindl** – großer Garten, Kinder willkommen.", `- ${line}`].join("\n");

  it("'In Engelmannsbrunn schenken die Leitners … aus' names the visitor 'Heuriger Leitner'", () => {
    const r = analyzeByRules(answer("In Engelmannsbrunn schenken die Leitners im alten Presshaus aus, urig und günstig."), { businessName: "Heuriger Leitner" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("'„bei Leitners“ ist im Ort ein Begriff' names it too", () => {
    const r = analyzeByRules(answer("In Engelmannsbrunn ist „bei Leitners“ ein Begriff, urig und günstig."), { businessName: "Heuriger Leitner" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("'die Leitners' without a business of theirs in the sentence does not name another family's Heuriger 'Heuriger Leitgeb'", () => {
    const r = analyzeByRules(answer("In Engelmannsbrunn schenken die Leitners im alten Presshaus aus, urig und günstig."), { businessName: "Heuriger Leitgeb" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 61 rules: 'Müller' is a surname, not an inflected adjective", () => {
  it("'Heuriger Müller' and 'Heuriger Grubmüller' in a list are businesses, the visitor after them third", () => {
    const answer = ["Heurige in Straß im Straßertale:", "", "- **Heuriger Müller** – Riede Gaisberg, Blunzngröstl.", "- **Heuriger Grubmüller** – kleiner Garten.", "- **Weinhof Haas** – am Ortsrand."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Weinhof Haas" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).toEqual(["Heuriger Müller", "Heuriger Grubmüller"]);
  });
});

describe("round 61 rules: a sector by its '-wesen' says the field, not which business", () => {
  it("'Für deine Situation – Einzelpraxis im Sozialwesen, …' opens no business before the listed offices", () => {
    const answer = [
      "Für deine Situation – Einzelpraxis im Sozialwesen, umsatzsteuerfrei nach § 4 Nr. 14 UStG, Einnahmenüberschussrechnung statt Bilanz – passen Kanzleien, die soziale Berufe kennen. Diese zwei sind mir aufgefallen:",
      "",
      "1. **Steuerbüro Lanz** in Bühl – digital mit DATEV.",
      "2. **Kanzlei Oberle & Kern** – feste Pauschalen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kanzlei Oberle & Kern" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Steuerbüro Lanz"]);
  });
});

describe("round 61 rules: a firm's noun before abstract nouns of work is a firm and its object", () => {
  it("'dass der Betrieb Abdichtung, Eindeckung … anbietet' names no business 'Betrieb Abdichtung'", () => {
    const answer = [
      "Wichtig ist, dass der Betrieb Abdichtung, Eindeckung und Spenglerarbeiten aus einer Hand anbietet[1].",
      "",
      "### Bedachungen Feil",
      "Meisterbetrieb in Östringen[1].",
      "",
      "### Dachdeckerei Wacker",
      "Familienbetrieb in Odenheim[2].",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Dachdeckerei Wacker" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Bedachungen Feil"]);
  });
});

describe("round 61 rules: 'Dachstein', 'Dachs', 'Dachmarke' hold no roofer's stem", () => {
  const answer = [
    "Gosau liegt mitten im Skigebiet Dachstein West, die Pisten sind breit und familienfreundlich. Gut bewertet sind:",
    "",
    "### 1. **Gästehaus Gamsjäger**",
    "Frühstück mit Produkten aus der Region.",
    "",
    "### 2. **Pension Dachs**",
    "Fünf Minuten zum Lift, Skiraum mit Trockner.",
  ].join("\n");

  it("the ski area is no business before the first guest house", () => {
    const r = analyzeByRules(answer, { businessName: "Gästehaus Gamsjäger" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Pension Dachs"]);
  });

  it("'Pension Dachs' is named by its owner's name, not by a roofer's word", () => {
    const r = analyzeByRules(answer, { businessName: "Pension Dachs" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("a roofer's words still say the trade: 'Dachdecker Wacker' is the visitor 'Dachdeckerei Wacker'", () => {
    const r = analyzeByRules("In Odenheim:\n\n- **Bedachungen Feil** – Flachdach.\n- **Dachdecker Wacker** – Steildach.", { businessName: "Dachdeckerei Wacker" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 61 rules: an enumeration keeps the job that leads a practice's name", () => {
  const answer = "Für Frankenmarkt passen diese Praxen:\n\n- **Zahnarztpraxis Dr. Hofer** – Angstpatienten willkommen.\n\n**Weitere Optionen:** Zahnarzt Dr. Gruber (Pöndorf), Zahnarztpraxis Dr. Moser (Vöcklamarkt)";

  it("'Zahnarzt Dr. Gruber' is listed whole", () => {
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Hofer" });
    expect(r.competitors).toEqual(["Zahnarzt Dr. Gruber", "Zahnarztpraxis Dr. Moser"]);
  });

  it("and is the visitor 'Zahnarztpraxis Dr. Gruber' at the second place", () => {
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Gruber" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 61 rules: a sum of money and what it is names no business", () => {
  it("'Einzelfirmen mit weniger als 500'000 Franken Umsatz' in a labelled note is no business after the listed offices", () => {
    const answer = [
      "Für eine Einzelfirma in Trun:",
      "",
      "### Treuhand Cavegn AG",
      "Buchhaltung und Steuern.",
      "",
      "### Was ein Treuhandbüro übernimmt",
      "- **Buchhaltung:** Erfassen der Belege. Als Einzelfirma mit weniger als 500'000 Franken Umsatz genügt nach Obligationenrecht eine vereinfachte Buchführung, viele Treuhänder empfehlen trotzdem eine doppelte Buchhaltung.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Treuhand Cavegn AG" });
    expect(r.competitors).toEqual([]);
  });
});

describe("round 61 rules: a rack railway's 'Zahnrad' is no dentist's word", () => {
  it("'Von der Bergstation der Zahnradbahn Rorschach–Heiden …' in a flat's description names no business", () => {
    const answer = [
      "Ferienwohnungen bei Heiden:",
      "",
      "### Ferienwohnung Seeblick",
      "Moderne Wohnung am Hang. Von der Bergstation der Zahnradbahn Rorschach–Heiden ist man zu Fuss in wenigen Minuten dort, was praktisch ist, wenn man ohne Auto anreist.",
      "",
      "### Chalet Bodenseeblick",
      "Ruhig gelegen, mit Garten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Chalet Bodenseeblick" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Ferienwohnung Seeblick"]);
  });
});

describe("round 61 rules: a road, a time to travel and a ride are things, whatever trade's stem opens them", () => {
  it("'Gut erreichbar über die Autobahn A96: …' names no business before the practices", () => {
    const r = analyzeByRules("Gut erreichbar über die Autobahn A96: Physio Wertach und Praxis Bewegungsraum empfehle ich.", { businessName: "Praxis Bewegungsraum" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Physio Wertach"]);
  });
});

describe("round 61 rules: the staff at a part of the premises is no business", () => {
  it("'… das freundliche Team am Empfang gelobt' in the first practice's text does not push the visitor down", () => {
    const answer = [
      "Diese Praxen kommen infrage:",
      "",
      "### Landarztpraxis Vogelsberg",
      "Die einzige Praxis im Ort. In Bewertungen werden vor allem die kurzen Wege und das freundliche Team am Empfang gelobt. ([jameda.de](https://www.jameda.de/))",
      "",
      "### Hausarztpraxis Dr. Ruppel",
      "Etwa zehn Minuten entfernt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hausarztpraxis Dr. Ruppel" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Landarztpraxis Vogelsberg"]);
  });

  it("'In Bewertungen wird der freundliche Service am Empfang hervorgehoben' neither", () => {
    const answer = "Werkstätten in Monheim:\n\n### Autohaus Gerstner\nMarkenhändler mit Werkstatt. In Bewertungen wird der freundliche Service am Empfang hervorgehoben. ([autobutler.de](https://www.autobutler.de/))\n\n### Kfz-Service Leinfelder\nFreie Werkstatt.";
    const r = analyzeByRules(answer, { businessName: "Kfz-Service Leinfelder" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 61 rules: a thing ranked within a country names no business", () => {
  it("'… den größten Marktplatz Deutschlands mit Cafés' after the list is no business", () => {
    const answer =
      "Gut bewertet sind:\n\n1. **Pension Waldblick** – ruhig.\n2. **Gasthof Krone** – mit Garten.\n\nIn Freudenstadt, etwa 20 Minuten entfernt, gibt es außerdem ein Hallenbad und den größten Marktplatz Deutschlands mit Cafés und Wasserspielen [2].";
    const r = analyzeByRules(answer, { businessName: "Gasthof Krone" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Pension Waldblick"]);
  });
});

describe("round 61 rules: a beach named after its place is a sight", () => {
  it("'Bis zum Wittdüner Strand sind es … zehn Minuten' in the lead names no business before the flats", () => {
    const answer =
      "Nebel ist eine gute Wahl, wenn ihr es ruhiger mögt als in Wittdün, aber trotzdem schnell am Strand sein wollt: Bis zum Wittdüner Strand sind es mit dem Auto etwa zehn Minuten, mit dem Rad rund eine halbe Stunde. Im Ort gibt es vor allem kleinere Ferienwohnungen:\n\n1. **Ferienhaus Wattblick** – mit Garten.\n2. **Friesenhaus Lütt Hus** – ruhig.";
    const r = analyzeByRules(answer, { businessName: "Friesenhaus Lütt Hus" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Ferienhaus Wattblick"]);
  });
});

describe("round 61 rules: 'Eigene …' and 'Eher …' lead no name", () => {
  it("'Eigene Weine, besonders der Zweigelt wird gelobt' in a Heuriger's text is no business", () => {
    const answer =
      "Heurige bei Pitten:\n\n**Heuriger Leitgeb (Seebenstein)** – Klassischer Heuriger mit Innenhof und Blick Richtung Burg Seebenstein. Eigene Weine, besonders der Zweigelt wird gelobt, dazu Blunzngröstl und Liptauerbrot.\n\n**Weinbau Schwarz (Pitten)** – kleiner Garten, Most vom eigenen Hof.";
    const r = analyzeByRules(answer, { businessName: "Weinbau Schwarz" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Heuriger Leitgeb"]);
  });
});

describe("round 61 rules: after numbered businesses' headings, a heading without a number titles a section", () => {
  it("'### Anfahrt und Einkaufen' after '### 1. …', '### 2. …' is no business", () => {
    const answer = [
      "Für Familien in Sülzhayn:",
      "",
      "### 1. Ferienwohnungen Kirchner",
      "Zwei Wohnungen in einem Vierseithof.",
      "",
      "### 2. Ferienhaus Südharzblick",
      "Freistehend, mit Garten.",
      "",
      "### Anfahrt und Einkaufen",
      "",
      "- Mit dem Auto über die A38, Abfahrt Nordhausen.",
      "- Supermärkte gibt es in Ellrich.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ferienhaus Südharzblick" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Ferienwohnungen Kirchner"]);
  });
});

describe("round 61 rules: a family's business in bold by the family in the plural", () => {
  it("'… das Essen **bei Hubers** in Watterdingen' after the headings is the visitor 'Gasthof Huber', before the side list", () => {
    const answer = [
      "Gasthäuser rund um Tengen:",
      "",
      "### Gasthaus Adler",
      "Traditionsgasthaus im Städtle.",
      "",
      "### Landgasthaus Hohenstoffeln",
      "Mit Biergarten.",
      "",
      "Ein Tipp der Einheimischen ist das Essen **bei Hubers** in Watterdingen: sonntags Braten mit Spätzle. Für den schnellen Happen:",
      "",
      "- Pizzeria Da Toni – beim Bahnhof",
      "- Hegau-Imbiss – Döner und Salate",
      "",
      "| Gasthaus | Ort | Hauptgericht |",
      "| --- | --- | --- |",
      "| Gasthaus Adler | Tengen | 16–28 € |",
      "| Hubers | Watterdingen | 12–22 € |",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gasthof Huber" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });
});

describe("round 61 rules: a measure or property of a thing with the thing in the genitive names no business", () => {
  it("'Den größten Einfluss haben das Material der Fronten, die Zahl der Schubladen und …' after the businesses adds none", () => {
    const answer = [
      "**Wen ich anfragen würde**",
      "",
      "Die bekannteste Adresse im Ort ist die Schreinerei Kastner, ein Familienbetrieb, der Küchen und Einbaumöbel fertigt.",
      "",
      "Etwas weiter weg, aber gut erreichbar, ist Raumwerk Gundelsheim bei Treuchtlingen.",
      "",
      "**Womit du rechnen musst**",
      "",
      "Den größten Einfluss haben das Material der Fronten, die Zahl der Schubladen und wie kompliziert die Schräge ist.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Raumwerk Gundelsheim" });
    expect(r.competitors).toEqual(["Schreinerei Kastner"]);
  });
});

describe("round 61 rules: a list under 'Erste Hilfe' gives advice, not businesses", () => {
  it("'## Erste Hilfe bis zum Tierarzt' over '**Hitzschlag:** …', '**Blutende Wunden:** …' adds no business", () => {
    const answer = [
      "## Kleintierpraxen in der Nähe",
      "",
      "**Kleintierpraxis Belp** – Zwei Tierärztinnen, Schwerpunkt Hunde und Katzen[1].",
      "",
      "**Tierarztpraxis Gürbe** (Wattenwil) – Gemischtpraxis, Sprechstunden auch am Samstag[2].",
      "",
      "## Erste Hilfe bis zum Tierarzt",
      "",
      "- **Vergiftungsverdacht:** Kein Erbrechen auslösen, ohne vorher mit der Praxis gesprochen zu haben. Verpackung oder Reste mitnehmen – das spart in der Praxis wertvolle Zeit.",
      "- **Blutende Wunden:** Mit einem sauberen Tuch Druck ausüben und das Tier möglichst ruhig halten. Auch liebe Hunde können vor Schmerz zuschnappen.",
      "- **Hitzschlag:** Im Sommer das Tier in den Schatten bringen, mit lauwarmem Wasser kühlen und sofort in die Praxis fahren.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Gürbe" });
    expect(r.competitors).toEqual(["Kleintierpraxis Belp"]);
  });
});

describe("round 61 rules: the medical care centre, written out or as 'MVZ', is a kind of practice", () => {
  const answer = [
    "Hausärzte rund um Aach:",
    "",
    "- **Hausarztpraxis Dr. Sauter** – nimmt neue Patienten auf.",
    "- **Gemeinschaftspraxis Volkertshausen** – zwei Ärztinnen.",
    "",
    "Wenn die Praxen in den Dörfern voll sind, lohnt ein Blick nach Singen: Das **MVZ Hohentwiel** in der Nähe des Bahnhofs hat mehrere angestellte Allgemeinmediziner.",
  ].join("\n");

  it("'MVZ Hohentwiel' deep in the answer is the visitor 'Medizinisches Versorgungszentrum Hohentwiel'", () => {
    const r = analyzeByRules(answer, { businessName: "Medizinisches Versorgungszentrum Hohentwiel" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("and a competitor of another practice", () => {
    const r = analyzeByRules(answer, { businessName: "Hausarztpraxis Dr. Sauter" });
    expect(r.competitors).toEqual(["Gemeinschaftspraxis Volkertshausen", "MVZ Hohentwiel"]);
  });
});

describe("round 61 rules: a place's adjective in '-inger' from a town in '-ingen'", () => {
  it("'zum Tübinger Berg', 'im Thüringer Wald': the hill of Tübingen and the forest of Thuringia are natural features, not businesses", () => {
    const r = analyzeByRules("Ich kenne keine Cafés dort, aber ein Spaziergang zum Tübinger Berg lohnt sich, und im Thüringer Wald gibt es viele Wanderwege.", { businessName: "Café Luise" });
    expect(r.competitors).toEqual([]);
  });
});

describe("round 61 rules: a practice named again by its kind without its place's adjective", () => {
  it("'an die Praxis am See übergeben' after 'Hausarztpraxis am Tübinger See' is that practice, not another", () => {
    const answer = [
      "Die **Hausarztpraxis am Tübinger See** nimmt neue Patienten nach Kapazität auf. Die Praxis Dr. Wehrle hat geschlossen; ihre Akten wurden an die Praxis am See übergeben.",
      "",
      "Außerdem gut: die **Praxis Dr. Hanna Bürkle** in Orsingen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. Hanna Bürkle" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Hausarztpraxis am Tübinger See"]);
  });
});

describe("round 61 rules: a farm by its house name (vulgo)", () => {
  const answer = "Bauernhöfe rund um Litzelsdorf¹:\n\n- **Familie Pieber (vulgo Schmiedbauer), Kemeten** – zwei Ferienwohnungen, Ponyreiten¹.\n- **Kinderbauernhof Haas** – Streichelzoo².";

  it("'Familie Pieber (vulgo Schmiedbauer)' is not the visitor 'Ferienhof Pieber vulgo Mühlhansl', another farm of the family", () => {
    const r = analyzeByRules(answer, { businessName: "Ferienhof Pieber vulgo Mühlhansl" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Familie Pieber", "Kinderbauernhof Haas"]);
  });

  it("but is the visitor 'Ferienhof Pieber vulgo Schmiedbauer'", () => {
    const r = analyzeByRules(answer, { businessName: "Ferienhof Pieber vulgo Schmiedbauer" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 61 rules: a farm's house name names the visitor called after it", () => {
  const farms = (house: string) =>
    [
      "Für einen Urlaub mit Kindern, bei dem man im Stall mithelfen darf, kommen vor allem diese Höfe infrage:",
      "",
      `### Familie Gruber (vulgo ${house})`,
      "Ein Bergbauernhof mit Milchkühen, Ziegen und Hühnern. Kinder dürfen beim Füttern mithelfen. ([urlaubambauernhof.at](https://www.urlaubambauernhof.at/kaernten))",
      "",
      "### Ferienhof Sonnleitn",
      "Mit Spielplatz, Trampolin und kleinem Badeteich. ([booking.com](https://www.booking.com/hotel/at/sonnleitn.html))",
      "",
      "### Biohof Kofler (Weitensfeld)",
      "Zertifizierter Biobetrieb mit eigener Hofkäserei. ([urlaubambauernhof.at](https://www.urlaubambauernhof.at/kaernten/kofler))",
    ].join("\n");

  it("'### Familie Gruber (vulgo Lercher)' is the visitor 'Lercherhof Zammelsberg'", () => {
    const answer = farms("Lercher");
    const r = analyzeByRules(answer, { businessName: "Lercherhof Zammelsberg" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Ferienhof Sonnleitn", "Biohof Kofler"]);
  });

  it("not the visitor 'Lercherhof' when another house name stands there", () => {
    expect(analyzeByRules(farms("Moar"), { businessName: "Lercherhof Zammelsberg" }).mentioned).toBe(false);
  });
});

describe("round 61 rules: the verb of trade right before a name without its article", () => {
  it("'Direkt in Ftan vermietet **Sport Caviezel** an der Plaz einige E-Bikes' names a business beside the list", () => {
    const answer = [
      "## Verleih in Scuol",
      "",
      "**Velostation am Bahnhof Scuol** – direkt beim Bahnhof, E-Mountainbikes und Trekking-E-Bikes[1].",
      "",
      "Direkt in Ftan vermietet **Sport Caviezel** an der Plaz einige E-Bikes, vor allem Trekkingmodelle[2]. Weitere Möglichkeiten im Tal:",
      "",
      "- Cicli Pitsch – kleine Werkstatt mit drei Leih-E-Bikes",
      "- Engadin Bike Tours – geführte Touren inklusive Rad",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Velostation am Bahnhof Scuol" });
    expect(r.competitors).toEqual(["Sport Caviezel", "Cicli Pitsch", "Engadin Bike Tours"]);
  });
});

describe("round 61 rules: a dash and a trade word without its article after a name say what business it is", () => {
  const answer = (line: string) =>
    [
      "## Verleih in Scuol",
      "",
      "**Velostation am Bahnhof Scuol** – direkt beim Bahnhof, E-Mountainbikes und Trekking-E-Bikes[1].",
      "",
      line,
      "",
      "Weitere Möglichkeiten im Tal:",
      "",
      "- Cicli Pitsch – kleine Werkstatt mit drei Leih-E-Bikes",
      "- Engadin Bike Tours – geführte Touren inklusive Rad",
    ].join("\n");

  it("'**Bikehaus Engiadina (Scuol)** – Werkstatt mit Verleih im Ortszentrum' is a business", () => {
    const r = analyzeByRules(answer("**Bikehaus Engiadina (Scuol)** – Werkstatt mit Verleih im Ortszentrum; vermietet vor allem E-Fullys[3]."), { businessName: "Velostation am Bahnhof Scuol" });
    expect(r.competitors).toEqual(["Bikehaus Engiadina", "Cicli Pitsch", "Engadin Bike Tours"]);
  });
});

describe("round 61 rules: the specialist shop is a trade", () => {
  it("'**Bikehaus Engiadina (Scuol)** – Fachgeschäft mit Werkstatt' is a business beside the list", () => {
    const answer = [
      "## Verleih in Scuol",
      "",
      "**Velostation am Bahnhof Scuol** – direkt beim Bahnhof, E-Mountainbikes und Trekking-E-Bikes[1].",
      "",
      "**Bikehaus Engiadina (Scuol)** – Fachgeschäft mit Werkstatt im Ortszentrum; vermietet vor allem E-Fullys[3].",
      "",
      "Weitere Möglichkeiten im Tal:",
      "",
      "- Cicli Pitsch – kleine Werkstatt mit drei Leih-E-Bikes",
      "- Engadin Bike Tours – geführte Touren inklusive Rad",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Velostation am Bahnhof Scuol" });
    expect(r.competitors).toEqual(["Bikehaus Engiadina", "Cicli Pitsch", "Engadin Bike Tours"]);
  });
});

describe("round 61 rules: an item's name of two proper words ends before 'in' and its town", () => {
  it("'- Engadin Bike Tours in Zernez – geführte Touren' lists 'Engadin Bike Tours'", () => {
    const answer = "E-Bike-Verleih im Unterengadin:\n\n- Velostation Scuol – beim Bahnhof\n- Engadin Bike Tours in Zernez – geführte Touren inklusive Rad\n- Cicli Pitsch – kleine Werkstatt";
    const r = analyzeByRules(answer, { businessName: "Velostation Scuol" });
    expect(r.competitors).toEqual(["Engadin Bike Tours", "Cicli Pitsch"]);
  });
});

describe("round 61 rules: a station is a place of business, its '-tion' no abstract noun's", () => {
  it("'Radstation am Fähranleger' leads the list as a business", () => {
    const answer = "E-Bikes auf Amrum:\n\n1. **Radstation am Fähranleger** – E-Bikes ab 25 € am Tag.\n2. **Amrumer Radhuus** – auch Kinderräder.\n3. **Inselrad Nebel** – Lieferung zur Unterkunft.";
    const r = analyzeByRules(answer, { businessName: "Inselrad Nebel" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).toEqual(["Radstation am Fähranleger", "Amrumer Radhuus"]);
  });
});

describe("round 61 rules: a double surname's first part with the business's trade", () => {
  const answer = "Heurige in der Wachau:\n\n### Weingut Draxl\nTerrasse über der Donau.\n\n### Heuriger Pichler\nGrüner Veltliner vom Loibenberg.\n\n### Tischlerei Brunner\nKeine Empfehlung für Wein, aber Fassreparatur.";

  it("'Heuriger Pichler' is the visitor 'Weingut und Heuriger Pichler-Zaussinger'", () => {
    const r = analyzeByRules(answer, { businessName: "Weingut und Heuriger Pichler-Zaussinger" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Hof Rutishauser' is the visitor 'Obsthof Rutishauser-Keller' by its trade's head", () => {
    const list = "Äpfel ab Hof in Egnach:\n\n- **Obsthof zur Linde** – Hochstamm und Süssmost.\n- **Hof Rutishauser** – Äpfel aus Hochstamm- und Niederstammanlagen.\n- **Hofmosterei Gsell** – Most ab Fass.";
    const r = analyzeByRules(list, { businessName: "Obsthof Rutishauser-Keller" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Tischlerei Brunner' of another trade is not the visitor 'Heuriger Brunner-Hofer'", () => {
    expect(analyzeByRules(answer, { businessName: "Heuriger Brunner-Hofer" }).mentioned).toBe(false);
  });
});

describe("round 61 rules: a comparative of size leads a description, not a name", () => {
  it("'Größeres Zentrum mit eigener Oralchirurgie …' under a practice's heading is no business", () => {
    const answer = [
      "Zahnärzte rund um Waging:",
      "",
      "### Zahnärzte am Marktplatz",
      "Kleine Praxis im Ort, Implantate in Zusammenarbeit mit einem Oralchirurgen.",
      "",
      "### Zahnmedizinisches Zentrum Traunreut",
      "Etwa 20 Minuten mit dem Auto entfernt. Größeres Zentrum mit eigener Oralchirurgie, Behandlungen in Vollnarkose und langen Öffnungszeiten. Eine gute Wahl für mehrere Implantate.",
      "",
      "### Praxis Dr. Brandstetter",
      "Ruhige Einzelpraxis.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. Brandstetter" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).toEqual(["Zahnärzte am Marktplatz", "Zahnmedizinisches Zentrum Traunreut"]);
  });

  it("'Ärztehaus mit Allgemeinmedizin, Innerer Medizin und Gynäkologie' names no business 'Innerer Medizin'", () => {
    const answer = "Hausärzte bei Wittenbach:\n\n### Ärztehaus Kronbühl\nGrösseres Ärztehaus mit Allgemeinmedizin, Innerer Medizin und Gynäkologie unter einem Dach. Neue Patienten werden aufgenommen.\n\n### Praxisgemeinschaft Fürstenland\nZwei Hausärztinnen.";
    const r = analyzeByRules(answer, { businessName: "Praxisgemeinschaft Fürstenland" });
    expect(r.competitors).toEqual(["Ärztehaus Kronbühl"]);
  });
});

describe("round 61 rules: a brand that opens with 'Zahn' is a proper name", () => {
  it("'die **Kinderzahnarztpraxis Zahnfee** in Eichstätt die naheliegende Adresse' is a business", () => {
    const answer = "Für Kinder ist die **Kinderzahnarztpraxis Zahnfee** in Eichstätt die naheliegende Adresse: Behandlungszimmer in Kinderhöhe und kurze Termine. Für Erwachsene ist die **Zahnarztpraxis Dr. Pollinger** in Dollnstein die erste Wahl.";
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Pollinger" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Kinderzahnarztpraxis Zahnfee"]);
  });
});

describe("round 61 rules: a price list whose rows partly say how the price is set", () => {
  it("'| Leistung | Richtwert |' with 'nach Streitwert' rows names no business", () => {
    const answer = [
      "Für das Pflichtteilsrecht in Laufen:",
      "",
      "- **Kanzlei Grabmeier & Thaler** – Erbrecht und Familienrecht.",
      "- **Rechtsanwältin Johanna Kössl** – Fachanwältin für Erbrecht.",
      "",
      "## Mit welchen Kosten du rechnen kannst",
      "| Leistung | Richtwert |",
      "| --- | --- |",
      "| Erstberatung (Verbraucher) | höchstens 190 € zzgl. USt. |",
      "| Außergerichtliche Vertretung | ca. 2.000–2.500 € bei 50.000 € Pflichtteil |",
      "| Notarielles Nachlassverzeichnis | nach Gerichts- und Notarkostengesetz |",
      "| Gerichtsverfahren (1. Instanz) | nach Streitwert, Kostenrisiko vorher klären |",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Rechtsanwältin Johanna Kössl" });
    expect(r.competitors).toEqual(["Kanzlei Grabmeier & Thaler"]);
  });
});

describe("round 61 rules: the car and where it goes is no dealer", () => {
  it("'… von dort sind es 10–15 Minuten mit dem Auto zum Mondsee' after the list adds no business", () => {
    const answer = [
      "Ferienwohnungen am Mondsee:",
      "",
      "- **Ferienhof Laimer** – mit Seeblick.",
      "- **Appartementhaus Seewiese** – am Ufer.",
      "",
      "Wenn am Mondsee nichts mehr frei ist, schau in Tiefgraben oder Innerschwand – von dort sind es 10–15 Minuten mit dem Auto zum Mondsee, und das Angebot ist größer.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Appartementhaus Seewiese" });
    expect(r.competitors).toEqual(["Ferienhof Laimer"]);
  });
});

describe("round 61 rules: a lone heading of two topics joined does not continue the businesses' headings", () => {
  it("'## Material und Oberflächen' after the workshops' headings is a section", () => {
    const answer = [
      "Schreiner in Gottmadingen:",
      "",
      "## Holzwerkstatt Auer",
      "Einbauschränke nach Maß[1].",
      "",
      "## Möbelschreinerei Stehle",
      "Massivholz aus der Region[2].",
      "",
      "- **Lüftung:** Hinter dem Schrank einen Luftspalt lassen.",
      "",
      "## Material und Oberflächen",
      "",
      "Für Schränke unter der Dachschräge haben sich einige Lösungen bewährt: Kleiderstangen im hohen Teil, Auszüge im niedrigen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Möbelschreinerei Stehle" });
    expect(r.competitors).toEqual(["Holzwerkstatt Auer"]);
  });
});

describe("round 61 rules: riding stables in French and English", () => {
  it("'ist der Ranch Les Rouges-Terres eine Option' names a business before the visitor", () => {
    const answer = "Wenn Sie lieber draussen unterwegs sind, ist der Ranch Les Rouges-Terres eine Option, mit geführten Ausritten.\n\nEbenfalls in Verzeichnissen aufgeführt ist das Centre équestre Le Bémont, ein paar Kilometer ausserhalb.";
    const r = analyzeByRules(answer, { businessName: "Centre équestre Le Bémont" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Ranch Les Rouges-Terres"]);
  });
});

describe("round 61 rules: a museum named after a house is a sight", () => {
  it("'Freilichtmuseum Rieck Haus' among the farm shops is no business", () => {
    const answer = "Erdbeeren in den Vierlanden:\n\n1. **Erdbeerhof Vierlanden** – Selbstpflücken.\n2. **Freilichtmuseum Rieck Haus** – Bauernhaus von 1533, im Sommer mit Markt.\n3. **Hofladen Peters** – Erdbeeren und Spargel.";
    const r = analyzeByRules(answer, { businessName: "Hofladen Peters" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 61 rules: 'Art' before a noun of no trade says which kind of thing", () => {
  it("'… ist genau die Art Auftrag, bei der sich ein Schreiner aus der Nähe lohnt' opens no business", () => {
    const answer = "Ein Schrank unter der Dachschräge ist genau die Art Auftrag, bei der sich ein Schreiner aus der Nähe lohnt.\n\nDie bekannteste Adresse im Ort ist die Schreinerei Hofbauer, ein Familienbetrieb. Als Zweites würde ich Raumwerk Weißenburg anfragen.";
    const r = analyzeByRules(answer, { businessName: "Schreinerei Hofbauer" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});
