/**
 * Round 62's rules, each with an example written for it: what the training corpora and the older training answers showed
 * the rules reading wrong. Several borrow the names of the training answer that showed the pattern (training corpora only;
 * no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isNoBusinessByKind } from "./non-businesses";

describe("round 62 rules: a choice between two kinds, asked in two words, titles an explanation", () => {
  const answer = [
    "Für eine neue Heizung in Gmunden kommen diese Betriebe in Frage:",
    "",
    "1. **Haustechnik Pramesberger** – plant Wärmepumpen und Pelletsanlagen.",
    "2. **Installationen Moser GmbH** – Notdienst, auch am Wochenende.",
    "",
    "## Pellets oder Wärmepumpe?",
    "",
    "- **Förderung:** Beide werden vom Land gefördert, die Wärmepumpe etwas höher, wenn das Haus gut gedämmt ist.",
    "- **Lagerraum:** Für Pellets braucht es einen trockenen Raum von etwa sechs Quadratmetern im Keller.",
    "",
    "### Gas oder Strom?",
    "",
    "| Kriterium | Gastherme | Heizstab |",
    "| --- | --- | --- |",
    "| Anschaffung | hoch | niedrig |",
    "| Betrieb | mittel | teuer |",
  ].join("\n");

  it("the labels under 'Pellets oder Wärmepumpe?' and the columns under 'Gas oder Strom?' are no businesses", () => {
    const r = analyzeByRules(answer, { businessName: "Installationen Moser GmbH" });
    expect(r.competitors).toEqual(["Haustechnik Pramesberger"]);
    expect(r.position).toBe(2);
  });

  it("a comparison table of two businesses under a heading that names them stays one", () => {
    const table = ["Zwei Betriebe im Vergleich:", "", "## Pramesberger oder Moser?", "", "| Kriterium | Haustechnik Pramesberger | Installationen Moser GmbH |", "| --- | --- | --- |", "| Notdienst | nein | ja |"].join("\n");
    const r = analyzeByRules(table, { businessName: "Installationen Moser GmbH" });
    expect([r.mentioned, r.competitors]).toEqual([true, ["Haustechnik Pramesberger"]]);
  });
});

describe("round 62 rules: caution with 'würde … sein' after a relative clause", () => {
  const answer = (verdict: string) =>
    [
      "Für die Hauptuntersuchung rund um Vöcklabruck:",
      "",
      "1. **Autohaus Lettner** – Pickerl ohne Termin am Vormittag.",
      "2. **Kfz-Technik Gruber** – faire Preise, ehrliche Beratung.",
      "",
      `Bei der Werkstatt Huemer, die in Vergleichsportalen ebenfalls auftaucht, ${verdict}: Mehrere Kunden schreiben, die Rechnung sei höher gewesen als vereinbart.`,
    ].join("\n");

  it("'würde ich dagegen vorsichtig sein' advises against the visitor 'Werkstatt Huemer'", () => {
    const r = analyzeByRules(answer("würde ich dagegen vorsichtig sein"), { businessName: "Werkstatt Huemer" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "discouraged"]);
  });
});

describe("round 62 rules: a map card whose name is written without bold", () => {
  const answer = [
    "In der Nähe findest du diese Lokale:",
    "",
    "Gasthof Adler",
    "4,4 ★★★★☆ (318) · Gasthaus · €€",
    "Mühlein · 3,2 km · Geöffnet · Schließt um 22:00",
    "",
    "Jausenstation Grabnerhöhe",
    "4,7 ★★★★★ (88) · Jausenstation",
    "Küpfern · 5,6 km · Geschlossen · Öffnet Fr. um 14:00",
    "",
    "Café Seeblick",
    "Dauerhaft geschlossen",
    "",
    "Der Gasthof Adler ist die naheliegende Wahl für ein Mittagessen.",
  ].join("\n");

  it("the card's closure line says the business is closed, and its opening line names no business", () => {
    const r = analyzeByRules(answer, { businessName: "Gasthof Adler" });
    expect([r.position, r.competitors, r.negativeMentions.map((n) => n.name)]).toEqual([1, ["Jausenstation Grabnerhöhe"], ["Café Seeblick"]]);
  });

  it("the visitor on the closed card is named as unavailable", () => {
    const r = analyzeByRules(answer, { businessName: "Café Seeblick" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });
});

describe("round 62 rules: a closure in the main clause after a relative clause on the business", () => {
  const answer = (sentence: string) =>
    ["Hausärzte in Eutin:", "", "1. **Hausarztpraxis am Schlossgarten** – nimmt neue Patienten auf.", "2. **Gemeinschaftspraxis Markt** – Termine online.", "", sentence].join("\n");

  it("'Die Praxis Dr. Harms, die in älteren Verzeichnissen noch auftaucht, wurde Ende 2025 aufgegeben' says it is closed", () => {
    const r = analyzeByRules(answer("Die Praxis Dr. Harms, die in älteren Verzeichnissen noch mit Adresse am Markt auftaucht, wurde Ende 2025 aufgegeben."), { businessName: "Praxis Dr. Harms" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });

  it("a relative clause before a main clause that recommends leaves the tone as it was", () => {
    const r = analyzeByRules(answer("Die Praxis Dr. Harms, die seit 2025 auch Hausbesuche macht, ist eine gute Wahl für ältere Patienten."), { businessName: "Praxis Dr. Harms" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "recommended"]);
  });
});

describe("round 62 rules: 'Weitere …' titles a section of more of a kind", () => {
  const answer = [
    "Zahnärzte in Eutin mit Erfahrung bei Angstpatienten:",
    "",
    "### 1. Zahnarztpraxis am Schlossgarten",
    "Ruhige Gemeinschaftspraxis, Ersttermin nur zum Kennenlernen.",
    "",
    "### 2. Zahnmedizin am Markt",
    "Behandlungen unter Lachgas, Termine auch am Abend.",
    "",
    "### 3. Weitere Praxen in Eutin",
    "In der Innenstadt praktizieren außerdem Zahnärztin Dr. Jana Behrens und Dr. Ole Petersen, beide mit langjähriger Erfahrung.",
  ].join("\n");

  it("the heading is no business and the visitor named under it is third", () => {
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Behrens" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).not.toContain("Weitere Praxen in Eutin");
  });
});

describe("round 62 rules: more makers of equipment (data/equipment-brands.json)", () => {
  it("'Die Röntgentechnik stammt von Dürr Dental' and 'Pelletkessel von KWB' name no business", () => {
    const answer = [
      "Zahnärzte in Oldenburg in Holstein:",
      "",
      "### 1. Zahnarztpraxis am Markt",
      "Ruhige Praxis. Die Röntgentechnik stammt von Dürr Dental; digitale Aufnahmen bedeuten weniger Strahlung.",
      "",
      "### 2. Zahnmedizin Gildestraße",
      "Behandlung unter Lachgas. Geheizt wird die Praxis mit einem Pelletkessel von KWB, gewartet vom Installateur nebenan.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnmedizin Gildestraße" }).competitors).toEqual(["Zahnarztpraxis am Markt"]);
  });
});

describe("round 62 rules: a bold name ends before 'in' and its town, as an unmarked item's does", () => {
  it("'**Pit Stop in Stockelsdorf** – Kette …' in a paragraph names the chain 'Pit Stop'", () => {
    const answer = [
      "Hier sind Werkstätten in und um Ratekau, die Reifenwechsel anbieten:",
      "",
      "**Kfz-Meisterbetrieb Wulf** – Ratekau, Hauptstraße. Freie Meisterwerkstatt mit Reifenservice.",
      "",
      "**Autoservice Pansdorf** – Pansdorf. Arbeitet mit einem Achsmessstand, auch für große SUV-Räder.",
      "",
      "**Pit Stop in Stockelsdorf** – Kette mit festen Preisen und oft kurzfristigen Terminen; gut, wenn es schnell gehen muss.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Autoservice Pansdorf" }).competitors).toEqual(["Kfz-Meisterbetrieb Wulf", "Pit Stop"]);
  });

  it("'- **Intersport Rent in Ried-Mörel:** …' in a list names 'Intersport Rent'", () => {
    const answer = ["E-Bikes leihen in Ried-Mörel:", "", "- **Bike Station Ried-Mörel:** direkt an der Talstation.", "- **Intersport Rent in Ried-Mörel:** grössere Auswahl, Kinder-E-Bikes."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Velo Imhof" }).competitors).toEqual(["Bike Station Ried-Mörel", "Intersport Rent"]);
  });
});

describe("round 62 rules: in a clause of 'ob' or 'dass', a lone trade word after its article and a noun are a firm and its object", () => {
  const answer = (tip: string) =>
    ["Elektriker in Oldenburg in Holstein:", "", "1. **Elektrotechnik Voss** – Wallboxen und Photovoltaik.", "2. **Elektro Kröger** – Notdienst rund um die Uhr.", "", tip].join("\n");

  it("'Frag vorab, ob der Betrieb Wallboxen selbst installiert' names no business 'Betrieb Wallboxen'", () => {
    const r = analyzeByRules(answer("Frag vorab, ob der Betrieb Wallboxen selbst installiert oder nur verkauft."), { businessName: "Elektro Kröger" });
    expect(r.competitors).toEqual(["Elektrotechnik Voss"]);
  });

  it("a firm named with a legal form in such a clause stays a business", () => {
    const r = analyzeByRules(answer("Frag vorab, ob die Elektrotechnik Hansen GmbH auch Wallboxen installiert."), { businessName: "Elektro Kröger" });
    expect(r.competitors).toContain("Elektrotechnik Hansen GmbH");
  });
});

describe("round 62 rules: in the text about a business, its own kind with the article and a noun are that business and its object", () => {
  const answer = (line: string) =>
    ["In Burgau gibt es mehrere Tischlereien:", "", `**Tischlerei Pichlbauer** (Burgau) – Familienbetrieb in zweiter Generation. ${line}`, "", "**Küchenstudio Limbach** (Limbach) – Küchenplanung mit eigener Fertigung.", "", "**Tischlerei Kogler** – solide Arbeit."].join("\n");

  it("'Laut Website plant die Tischlerei Küchen mit 3D-Visualisierung' names no 'Tischlerei Küchen' before the visitor", () => {
    const r = analyzeByRules(answer("Laut Website plant die Tischlerei Küchen mit 3D-Visualisierung."), { businessName: "Tischlerei Kogler" });
    expect([r.position, r.competitors]).toEqual([3, ["Tischlerei Pichlbauer", "Küchenstudio Limbach"]]);
  });

  it("another firm of the kind after a preposition ('mit der Tischlerei Holzer') stays a business", () => {
    const r = analyzeByRules(answer("Für Stiegen arbeitet sie eng mit der Tischlerei Holzer aus Neudau zusammen."), { businessName: "Tischlerei Kogler" });
    expect(r.competitors).toContain("Tischlerei Holzer");
  });
});

describe("round 62 rules: a transport line named after its place is no business", () => {
  it("'mit dem Autoverlad Lötschberg' and 'die Luftseilbahn Ried-Mörel' are how to get there", () => {
    const answer = [
      "Ferienwohnungen in Eggerberg:",
      "",
      "1. **Ferienwohnung Suonenweg** – 3 Zimmer, Balkon mit Blick ins Rhonetal.",
      "2. **Gästehaus Rebhalde** – Frühstück auf Wunsch.",
      "",
      "Anreise: Am einfachsten mit dem Autoverlad Lötschberg von Kandersteg nach Goppenstein; im Winter fährt zudem die Luftseilbahn Ried-Mörel hinauf auf die Riederalp.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gästehaus Rebhalde" }).competitors).toEqual(["Ferienwohnung Suonenweg"]);
  });
});

describe("round 62 rules: 'Was ich finden konnte:' introduces what was found", () => {
  const answer = (lead: string) =>
    ["Unterkünfte gibt es dort nur eine Handvoll.", "", lead, "", "- **Ferienwohnung Sonnenhalde** – 3½ Zimmer, Balkon.", "- **Gruppenhaus Stafel** – eher für Gruppen."].join("\n");

  it("the list after 'Was ich finden konnte:' names its businesses", () => {
    expect(analyzeByRules(answer("Was ich finden konnte:"), { businessName: "Gruppenhaus Stafel" }).position).toBe(2);
  });

  it("a lead that asks ('Was ich beachten würde:') still introduces advice", () => {
    const r = analyzeByRules(["Zwei Tipps.", "", "Was ich beachten würde:", "", "- **Anreise** – mit der Bahn.", "- **Gepäck** – vorher klären."].join("\n"), { businessName: "Gruppenhaus Stafel" });
    expect(r.competitors).toEqual([]);
  });
});

describe("round 62 rules: tradespeople in the plural before a place count a kind", () => {
  it("'Ich habe Installateure am Attersee-Ostufer gesucht' names no business before the list", () => {
    const answer = [
      "Ich habe Installateure am Attersee-Ostufer gesucht, die Wärmepumpen planen und warten.",
      "",
      "1. **Installationen Ploberger GmbH** – Wärmepumpen seit 2008.",
      "2. **Kreuzer Haustechnik e.U.** – kleiner Betrieb, schnelle Termine.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Kreuzer Haustechnik e.U." }).position).toBe(2);
  });
});

describe("round 62 rules: mixed reviews give way to the paragraph's verdict against the business", () => {
  it("'… die Bewertungen sind aber gemischt: … aber ich würde eher zu einem der anderen Betriebe fahren' advises against", () => {
    const answer = [
      "Fürs Pickerl rund um Zistersdorf:",
      "",
      "1. **Autohaus Wiesinger** – Termine meist binnen einer Woche.",
      "2. **Kfz-Meisterbetrieb Zöchling** – faire Preise.",
      "",
      "Die Werkstatt Pribil in Hauskirchen liegt zwar am nächsten, die Bewertungen der letzten Monate sind aber auffällig gemischt: Mehrere Kunden berichten von verschobenen Terminen. Das muss nicht für jeden gelten, aber ich würde für das Pickerl eher zu einem der anderen Betriebe fahren.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kfz-Werkstätte Pribil GmbH" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "discouraged"]);
  });
});

describe("round 62 rules: a café and a shop after a first part are trade compounds", () => {
  it("'Landschlachterei Tjarks' is not the visitor 'Hofcafé Tjarks', nor 'Dorfladen Minsen' the visitor 'Backstube Minsen'", () => {
    const answer = [
      "Kuchen und Brötchen rund um Minsen:",
      "",
      "* **Dorfladen Minsen:** kleiner Laden im Ortskern mit Brötchenservice ab 7 Uhr.",
      "* **Bäckerei Ohlrogge:** Traditionsbäckerei in Hohenkirchen.",
      "",
      "Für zu Hause: Die Landschlachterei Tjarks in Hohenkirchen ist für ihre Mettwurst bekannt.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hofcafé Tjarks" }).mentioned).toBe(false);
    expect(analyzeByRules(answer, { businessName: "Backstube Minsen" }).mentioned).toBe(false);
  });

  it("the visitor's own café is still named by its name ('Hofcafé Tjarks' in the text)", () => {
    const answer = ["Cafés rund um Tettens:", "", "1. **Hofcafé Wiardergroden** – Friesentorte.", "2. **Hofcafé Tjarks** – Kuchen im Obstgarten."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hofcafé Tjarks" }).position).toBe(2);
  });
});

describe("round 62 rules: a table of services down its first column and businesses across", () => {
  const table = (heads: string) =>
    ["Die Unterschiede im Überblick:", "", `| Leistung | ${heads} |`, "| --- | --- | --- |", "| Manuelle Lymphdrainage | ✓ | ✓ |", "| Gerätegestützte Krankengymnastik | – | ✓ |", "| Selbstzahler/Privat | ✓ | ✓ |"].join("\n");

  it("'| Leistung | Physiopraxis Moosblick | Therapiezentrum Donaumoos |' names the two practices, not the services", () => {
    const r = analyzeByRules(table("Physiopraxis Moosblick | Therapiezentrum Donaumoos"), { businessName: "Therapiezentrum Donaumoos" });
    expect([r.position, r.competitors]).toEqual([2, ["Physiopraxis Moosblick"]]);
  });

  it("'| Leistung | Markenwerkstatt vor Ort | Freie Werkstatt im Ort |' compares kinds: the adjective's column is no business", () => {
    const r = analyzeByRules(table("Markenwerkstatt vor Ort | Freie Werkstatt im Ort"), { businessName: "Autoservice Artland" });
    expect(r.competitors).not.toContain("Freie Werkstatt im Ort");
  });
});

describe("round 62 rules: two names joined by 'bzw.' in one bold lead", () => {
  it("'**Fahrschule Lindl bzw. Fahrschule Kraus**' names two driving schools before the visitor", () => {
    const answer = ["Fahrschulen in Schrobenhausen:", "", "- **Fahrschule Lindl bzw. Fahrschule Kraus** – zwei Fahrschulen, die sich einen Theorieraum teilen.", "- **Fahrschule Stangl** – Intensivkurs in den Ferien."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Fahrschule Stangl" });
    expect([r.position, r.competitors]).toEqual([3, ["Fahrschule Lindl", "Fahrschule Kraus"]]);
  });
});

describe("round 62 rules: a river's loop after a place's adjective is a sight", () => {
  it("'zwischen Passau und der Schlögener Schlinge' names no business before the list", () => {
    const answer = [
      "Obernzell ist als Etappenort eine gute Wahl: ruhig, am Ufer und etwa in der Mitte zwischen Passau und der Schlögener Schlinge.",
      "",
      "- **Radlerhof Wimmer** – Radgarage mit Steckdosen.",
      "- **Landgasthof Pyrawanger Hof** – Restaurant und zwölf Zimmer.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Landgasthof Pyrawanger Hof" }).position).toBe(2);
  });
});

describe("round 62 rules: a firm's plural in a compound before 'am' or 'im' counts a kind", () => {
  it("'**Partnerbetriebe am Bodenseeradweg:**' among the tips is no business", () => {
    const answer = [
      "Unterkünfte für Radfahrer in Langenargen:",
      "",
      "- **Radlerhof Gsell** – Radgarage mit Steckdosen.",
      "- **Gästehaus Seeblick** – Trockenraum und Werkzeug.",
      "",
      "**Partnerbetriebe am Bodenseeradweg:** Unterkünfte, die sich auf Radfahrer eingestellt haben, tragen oft ein Gütesiegel des Tourismusverbands.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gästehaus Seeblick" }).competitors).toEqual(["Radlerhof Gsell"]);
  });
});

describe("round 62 rules: 'Richtung' before a place says which way", () => {
  it("'Richtung Matten' (a heading over a business named in its text) is no business; 'Richtung Zukunft GmbH' keeps its legal form", () => {
    expect(isNoBusinessByKind("Richtung Matten")).toBe(true);
    expect(isNoBusinessByKind("Richtung Zukunft GmbH")).toBe(false);
  });
});

describe("round 62 rules: a heading of two words joined by 'und' titles a section", () => {
  it("'**Kosten und Rückerstattung**' over its bullets after the practices' bold names is no business", () => {
    const answer = [
      "In Velden gibt es mehrere Physiotherapiepraxen:",
      "",
      "**Physiotherapie am Corso**",
      "- Kleine Praxis, Schwerpunkt Wirbelsäule.",
      "- Termine nach Vereinbarung.",
      "",
      "**Therapiezentrum Velden**",
      "- Physiotherapie, Massage und Trainingstherapie.",
      "- Teilweise mit Kassenvertrag.",
      "",
      "**Kosten und Rückerstattung**",
      "- Wahltherapeuten verrechnen privat; die Kasse erstattet einen Teil.",
      "- Eine ärztliche Verordnung ist nötig.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Therapiezentrum Velden" }).competitors).toEqual(["Physiotherapie am Corso"]);
  });
});

describe("round 62 rules: a price table's business columns need half of them to say their trade", () => {
  it("'| Leistung | Coiffure Moser | Hairlounge Spiez | Barbershop Faulensee |' compares three salons, not the services", () => {
    const answer = [
      "Ein Preisvergleich der Salons:",
      "",
      "| Leistung | Coiffure Moser | Hairlounge Spiez | Barbershop Faulensee |",
      "| --- | --- | --- | --- |",
      "| Herrenschnitt | 42 Fr. | 45 Fr. | 38 Fr. |",
      "| Damen Waschen, Schneiden, Föhnen | 78 Fr. | 85 Fr. | – |",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hairlounge Spiez" });
    expect([r.position, r.competitors]).toEqual([2, ["Coiffure Moser", "Barbershop Faulensee"]]);
  });
});

describe("round 62 rules: a seal alone and an Austrian roast in a mixed list are topics", () => {
  it("'**Gütesiegel:**' and '**Mühlviertler Bratl:**' beside two butchers name no business", () => {
    const answer = [
      "Fleisch und Wurst rund um Peuerbach:",
      "",
      "- **Fleischhauerei Danninger:** eigene Schlachtung, Mittagstisch.",
      "- **Direktvermarktung Hofer:** Hofladen am Freitag.",
      "- **Mühlviertler Bratl:** Schopf einige Tage vorher bestellen.",
      "- **Gütesiegel:** Das AMA-Gütesiegel kennzeichnet Fleisch aus Österreich.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Fleischhauerei Brandstätter" }).competitors).toEqual(["Fleischhauerei Danninger", "Direktvermarktung Hofer"]);
  });
});
