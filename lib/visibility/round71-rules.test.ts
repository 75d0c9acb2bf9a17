/**
 * Round 71's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 71 rules: goods joined by a hyphen are no business", () => {
  const answer = (sentence: string) => [sentence, "", "**1. Garage Bettschen AG** – Service für alle Marken.", "", "**2. Garage Sarbach** – MFK-Vorbereitung."].join("\n");

  it("reads no business in 'eine Werkstatt mit Erfahrung bei 4x4-Fahrzeugen'", () => {
    const r = analyzeByRules(answer("Für einen Subaru lohnt sich eine Werkstatt mit Erfahrung bei 4x4-Fahrzeugen, weil Allradkupplung und Boxermotor eigene Wartungspunkte haben."), { businessName: "Garage Schletti AG" });
    expect(r.competitors).toEqual(["Garage Bettschen AG", "Garage Sarbach"]);
  });

  it("keeps a firm whose own word stands last ('**Fenster-Müller** – Holzfenster')", () => {
    const r = analyzeByRules(["Fensterbauer in der Nähe:", "", "- **Fenster-Müller** – Holzfenster nach Mass.", "- **Glaserei Bühler** – Reparaturen."].join("\n"), { businessName: "Garage Schletti AG" });
    expect(r.competitors).toEqual(["Fenster-Müller", "Glaserei Bühler"]);
  });
});

describe("round 71 rules: a club or members' association is no business", () => {
  const answer = (sentence: string) => ["Physiotherapie in der Nähe:", "", "1. **Physio Lidauer** – Knie und Hüfte.", "2. **Therapiezentrum Almtal** – auch Hausbesuche.", "", sentence].join("\n");

  it("reads no business in 'Die **Sportunion Krift** bietet Gesundheitskurse' or 'der Schwimmclub Rapperswil-Jona'", () => {
    for (const sentence of [
      "Für die Zeit danach lohnt sich ein Blick auf den Verein: Die **Sportunion Krift** bietet Gesundheitskurse für Knie und Hüfte an.",
      "Kinder ab sechs trainieren auch beim **Schwimmclub Rapperswil-Jona**.",
      "Touren bietet auch der **Sächsische Bergsteigerbund** an.",
    ]) {
      expect(analyzeByRules(answer(sentence), { businessName: "Physio Lidauer" }).competitors, sentence).toEqual(["Therapiezentrum Almtal"]);
    }
  });

  it("keeps a club that trades as a business ('**Boxclub Westbahnhof**')", () => {
    const r = analyzeByRules(["Fitness in Wien:", "", "- **Boxclub Westbahnhof** – Boxtraining für Anfänger.", "- **Studio Kraftwerk** – Geräte."].join("\n"), { businessName: "Studio Kraftwerk" });
    expect(r.competitors).toEqual(["Boxclub Westbahnhof"]);
  });
});

describe("round 71 rules: a conditional lead that points at 'these' businesses introduces them", () => {
  it("reads the list under 'Wenn der **Boiler kein Warmwasser** mehr liefert, helfen … diese Sanitärbetriebe, auch im Notfall:'", () => {
    const answer = [
      "Wenn der **Boiler kein Warmwasser** mehr liefert, helfen in der Umgebung von Ladholz diese Sanitärbetriebe, auch im Notfall:",
      "",
      "* **Wyttenbach Haustechnik (Winklen):** Sanitär und Heizung mit 24-Stunden-Pikettdienst.",
      "* **Schärz Sanitär & Heizung (Ladholz):** Kleiner Betrieb direkt im Ort.",
      "",
      "**Sofortmassnahmen:**",
      "* Prüfe im Sicherungskasten, ob die Sicherung ausgelöst hat.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Sanitär Bratschi AG" }).competitors).toEqual(["Wyttenbach Haustechnik", "Schärz Sanitär & Heizung"]);
  });
});

describe("round 71 rules: a field of medicine after a doctor's name tells the visitor's namesake apart", () => {
  const answer = (bracket: string) =>
    [
      "Für kurzfristige Termine bei Schmerzen kommen infrage:",
      "",
      "1. **Zahnarztpraxis Dr. Pichorner** – Khünburg; alle Kassen.",
      "2. **Dr. Eva Tschinkel, Zahnärztin** – Nampolach; Wahlzahnärztin.",
      "",
      `Wenn die Schmerzen stark sind, kann dir vorübergehend auch die Ordination von **Dr. Stefan Tarmann** (${bracket}) ein Schmerzmittel verschreiben.`,
    ].join("\n");

  it("'Dr. Stefan Tarmann (Allgemeinmedizin, Praditz)' is not the visitor's 'Zahnarztpraxis Dr. Tarmann'", () => {
    const r = analyzeByRules(answer("Allgemeinmedizin, Praditz"), { businessName: "Zahnarztpraxis Dr. Tarmann" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toContain("Dr. Stefan Tarmann");
  });

  it("'Dr. Stefan Tarmann (Zahnmedizin, Praditz)' stays the visitor", () => {
    expect(analyzeByRules(answer("Zahnmedizin, Praditz"), { businessName: "Zahnarztpraxis Dr. Tarmann" }).mentioned).toBe(true);
  });
});

describe("round 71 rules: an official doctor by the office opening the name is in another role", () => {
  const answer = (line: string) =>
    ["### Kleintierpraxen", "", "**1. Kleintierpraxis Rackl** (Lohberghütte)", "* **Adresse:** Am Hüttenbach 4", "", "### Behörde", "", "* **Veterinäramt:** Für Fragen zur Tierhaltung ist das Veterinäramt am Landratsamt Cham zuständig.", line].join("\n");

  it("'Ansprechpartnerin: Amtstierärztin Dr. Maria Aumeier' is not the visitor's 'Tierarztpraxis Dr. Aumeier'", () => {
    expect(analyzeByRules(answer("* **Ansprechpartnerin:** Amtstierärztin Dr. Maria Aumeier (laut Website des Landratsamts)."), { businessName: "Tierarztpraxis Dr. Aumeier" }).mentioned).toBe(false);
  });

  it("'Tierärztin Dr. Maria Aumeier' in her practice's words stays the visitor", () => {
    expect(analyzeByRules(answer("* **Notdienst:** Am Wochenende hilft Tierärztin Dr. Maria Aumeier in ihrer Praxis in Silbersbach."), { businessName: "Tierarztpraxis Dr. Aumeier" }).mentioned).toBe(true);
  });
});

describe("round 71 rules: the season as a bullet's label is no business", () => {
  it("reads no business in '- **Saison:** Neuer Most ist ab dem Frühjahr erhältlich'", () => {
    const answer = [
      "Rund um Strienzing gibt es mehrere Höfe mit Most-Verkauf ab Hof:",
      "",
      "- **Obsthof Rumpl:** Most, Edelbrände und Apfelsaft.",
      "- **Mostschank Ganglbauer:** Flaschenverkauf das ganze Jahr.",
      "- **Saison:** Neuer Most ist ab dem Frühjahr erhältlich; im Herbst gibt es frischen Süßmost.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Most & Saft Zwirchmayr" }).competitors).toEqual(["Obsthof Rumpl", "Mostschank Ganglbauer"]);
  });
});

describe("round 71 rules: a shop or inn by its parlour ('-stube') is a kind of business", () => {
  const list = ["**1. Coiffure Haarwerk**", "* **Ort:** Widi", "", "**2. Coiffeur Lengacher**", "* **Ort:** Rüdlen", ""];

  it("reads '**Haarstube Müllener**' after the list as the visitor's 'Coiffure Müllener', at its place", () => {
    const r = analyzeByRules([...list, "Ausserdem ist direkt in Winklen die **Haarstube Müllener** eingetragen; zu Preisen habe ich keine Angaben gefunden."].join("\n"), { businessName: "Coiffure Müllener" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
  });

  it("reads '**Frisierstube Hackmann**' as another business", () => {
    const r = analyzeByRules([...list, "Samstags hat auch die **Frisierstube Hackmann** offen."].join("\n"), { businessName: "Coiffure Müllener" });
    expect(r.competitors).toEqual(["Coiffure Haarwerk", "Coiffeur Lengacher", "Frisierstube Hackmann"]);
  });
});

describe("round 71 rules: a compound headed by a grant, bonus or programme is money on offer", () => {
  it("reads no business in a table row '| **Sanierungsbonus** | Bund | … |'", () => {
    const answer = [
      "Installateure in der Nähe:",
      "",
      "1. **Haustechnik Dankl** – Heizungstausch.",
      "2. **Elektro Haitzmann** – Photovoltaik.",
      "",
      "| Förderung | Stelle | Wofür |",
      "| --- | --- | --- |",
      "| **Sanierungsbonus** | Bund | thermische Sanierung der Gebäudehülle (Dämmung, Fenster) |",
      "| **Handwerkerbonus** | Land | Reparaturen im Haus |",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Installateur Zach" }).competitors).toEqual(["Haustechnik Dankl", "Elektro Haitzmann"]);
  });

  it("reads no business in 'ein Blick ins **Gebäudeprogramm** des Kantons St. Gallen'", () => {
    const answer = [
      "Für eine Küche nach Mass würde ich zuerst bei der **Holzbau Gabathuler AG** anfragen.",
      "",
      "Wenn du im selben Zug Fenster ersetzt oder dämmst, lohnt sich ein Blick ins **Gebäudeprogramm** des Kantons St. Gallen; die Gesuche müssen vor Baubeginn eingereicht werden.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Gabathuler" }).competitors).toEqual(["Holzbau Gabathuler AG"]);
  });
});

describe("round 71 rules: a party service or caterer is a trade", () => {
  it("reads '**Partyservice Hütteroth**' in the text after a list of inns", () => {
    const answer = [
      "- **Landgasthof Dörrbecker** (Asterode): Saal für bis zu 80 Personen.",
      "- **Hofcafé Quehl** (Friedigerode): Kaffee und Torten.",
      "",
      "Das Essen kann dann ein Partyservice liefern; in der Gegend wird häufig der **Partyservice Hütteroth** genannt, der warme Buffets anbietet.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gasthaus Pfetzing" }).competitors).toEqual(["Landgasthof Dörrbecker", "Hofcafé Quehl", "Partyservice Hütteroth"]);
  });
});

describe("round 71 rules: the cider farm's kinds (Mosthof, Mostschank, Mostheuriger) are trade words", () => {
  const answer = (third: string) =>
    ["Rund um Strienzing gibt es mehrere Höfe mit Most-Verkauf ab Hof:", "", "- **Obsthof Rumpl:** Most und Apfelsaft.", "- **Mostschank Ganglbauer:** Flaschenverkauf das ganze Jahr.", `- **${third}** (Strienzing): Birnen- und Apfelmost, Cider und Süßmost.`, "", "Quellen: zwirchmayr-most.at · obsthof-rumpl.at"].join("\n");

  it("'Mosthof Zwirchmayr' is the visitor's 'Most & Saft Zwirchmayr', third", () => {
    const r = analyzeByRules(answer("Mosthof Zwirchmayr"), { businessName: "Most & Saft Zwirchmayr", domain: "zwirchmayr-most.at" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
  });

  it("'Mosthof Lechner' is not the visitor's 'Hofladen Lechner'", () => {
    expect(analyzeByRules(answer("Mosthof Lechner"), { businessName: "Hofladen Lechner" }).mentioned).toBe(false);
  });
});

describe("round 71 rules: a bold place after 'in der Umgebung von' or 'rund um' is where, not a business", () => {
  it("reads no business in 'in der Umgebung von **Brennes** diese Schreinereien'", () => {
    const answer = [
      "Für einen Einbauschrank in der Dachschräge sind in der Umgebung von **Brennes** diese Schreinereien eine gute Anlaufstelle:",
      "",
      "- **Schreinerei Greilinger** – Einbauschränke nach Mass.",
      "- **Holzwerkstatt Schwarzmeier** – Möbel und Treppen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Greil" }).competitors).toEqual(["Schreinerei Greilinger", "Holzwerkstatt Schwarzmeier"]);
  });

  it("keeps a firm there ('rund um die **Schreinerei Pledl**' names the firm)", () => {
    const answer = "Gute Adressen sind die **Schreinerei Greilinger** und, rund um die **Schreinerei Pledl**, ein paar kleinere Werkstätten.";
    expect(analyzeByRules(answer, { businessName: "Schreinerei Greil" }).competitors).toContain("Schreinerei Pledl");
  });
});

describe("round 71 rules: the dental hygienist is a person's job", () => {
  it("reads 'Die selbständige Dentalhygienikerin Andrea Oehrli' in the item of 'Dentalhygiene Oehrli' as its owner, no second business", () => {
    const answer = "### 1. Zahnarztpraxis Hauswirth\nModerne Praxis.\n\n### 2. Dentalhygiene Oehrli (Kalberhöni)\nDie selbständige Dentalhygienikerin Andrea Oehrli hat eine eigene Praxis.";
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Raaflaub" }).competitors).toEqual(["Zahnarztpraxis Hauswirth", "Dentalhygiene Oehrli"]);
  });
});

describe("round 71 rules: an emergency number by its name is no business", () => {
  it("reads no business in 'hilft im Kanton Bern die ärztliche Notfallnummer Medphone weiter'", () => {
    const answer = [
      "Ich kann ohne Websuche keine aktuellen Praxen nennen. In Frutigen gibt es aber eine **Hausarztpraxis Steiner**, die neue Patienten aufnimmt.",
      "",
      "Bis du eine Hausärztin oder einen Hausarzt gefunden hast, gilt: Bei dringenden Beschwerden ausserhalb der Praxiszeiten hilft im Kanton Bern die ärztliche Notfallnummer Medphone weiter, bei Lebensgefahr natürlich die 144.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Praxis Dr. Allenbach" }).competitors).toEqual(["Hausarztpraxis Steiner"]);
  });
});

describe("round 71 rules: a specialisation's enumeration is its field", () => {
  const answer = (line: string) => ["**Zimmerei Imsand** – Schmidigehischere", line, "", "**Holzbau Walpen GmbH** – Martisberg", "Grösserer Holzbaubetrieb.", "", "**Schreinerei Clausen** – Bister", "Für Fenster und Türen."].join("\n");

  it("reads no business in 'spezialisiert auf Renovationen von Stadeln, Speichern und alten Wohnhäusern'", () => {
    const r = analyzeByRules(answer("Kleiner Zimmereibetrieb im Tal, spezialisiert auf Renovationen von Stadeln, Speichern und alten Wohnhäusern im Blockbau; arbeitet mit Lärchenholz."), { businessName: "Holzbau Walpen AG" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Zimmerei Imsand", "Schreinerei Clausen"]);
  });
});

describe("round 71 rules: the part of the village after a firm's name is where it is", () => {
  it("reads 'Teestube Ahlrichs' from '- Die Teestube Ahlrichs im Ortskern von Neustadtgödens ist eher ein Café'", () => {
    const answer = [
      "Rund um das Schloss gibt es ein paar Möglichkeiten:",
      "",
      "- Die Teestube Ahlrichs im Ortskern von Neustadtgödens ist eher ein Café als ein Restaurant, aber für einen Ausflug ideal.",
      "- Das Restaurant Deichhus ist für seine Fischgerichte bekannt.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Landgasthof Tjaden" }).competitors).toEqual(["Teestube Ahlrichs", "Restaurant Deichhus"]);
  });
});

describe("round 71 rules: a farm named by its eggs, poultry or goats is a trade", () => {
  it("'Landfleischerei Kuhlmey' is not the visitor's 'Eierhof Kuhlmey'", () => {
    const answer = "Rund um Pessin:\n\n- **Hofladen Familie Brandt** – Eier und Kartoffeln.\n- **Landfleischerei Kuhlmey** – Fleisch und Wurst aus eigener Schlachtung.";
    expect(analyzeByRules(answer, { businessName: "Eierhof Kuhlmey" }).mentioned).toBe(false);
  });
});

describe("round 71 rules: a hamlet and a firm's whole name in one bold lead, parted by a colon", () => {
  it("reads the firms of '**Retzow: Hofladen Familie Brandt**' and '**Görne: Landfleischerei Kuhlmey**' over their bullets", () => {
    const answer = [
      "Rund um Pessin gibt es einige Direktvermarkter. Hier ist eine Übersicht, sortiert nach Dörfern:",
      "",
      "**Retzow: Hofladen Familie Brandt**",
      "* **Angebot:** Eier aus Freilandhaltung, Kartoffeln",
      "* **Öffnungszeiten:** Di–Fr 9–18 Uhr",
      "",
      "**Görne: Landfleischerei Kuhlmey**",
      "* **Angebot:** Fleisch und Wurst aus eigener Schlachtung",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Eierhof Kuhlmey" }).competitors).toEqual(["Hofladen Familie Brandt", "Landfleischerei Kuhlmey"]);
  });
});

describe("round 71 rules: advice after a sentence that finds businesses of a kind leaves the list theirs", () => {
  it("reads the garages under '… findest du rund um Obergoldbach mehrere zuverlässige Garagen. … lohnt es sich, auf Erfahrung mit der Marke zu achten:'", () => {
    const answer = [
      "Für Service und MFK-Vorbereitung findest du rund um Obergoldbach mehrere zuverlässige Garagen. Für einen Subaru mit Allradantrieb lohnt es sich, auf Erfahrung mit der Marke zu achten:",
      "",
      "**Garage Friedli** (Obergoldbach)",
      "* **Angebot:** Service für alle Marken, MFK-Vorbereitung.",
      "",
      "**Carrosserie & Garage Rickli** (Bigenthal)",
      "* **Angebot:** Carrosserie- und Spenglerarbeiten.",
      "",
      "**Garage Burkhalter** (Schafhausen im Emmental)",
      "* **Angebot:** Service mit Schwerpunkt Allradfahrzeuge.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Garage Burkhalter AG" });
    expect(r.position).toBe(3);
    expect(r.competitors).toEqual(["Garage Friedli", "Carrosserie & Garage Rickli"]);
  });
});

describe("round 71 rules: a source titling the visitor's site with a person names that person's entry the visitor", () => {
  const answer = (source: string) =>
    [
      "Im Raum Affolterbach gibt es folgende tierärztliche Anlaufstellen:",
      "",
      "* **Kleintierpraxis Buxmann** (Siedelsbrunn): Hunde, Katzen und Kleinsäuger.",
      "* **Dr. Katrin Ihrig** (Affolterbach): Kleintiere und Pferde, Hausbesuche im gesamten Überwald.",
      "* **Pferdepraxis Hallstein** (Scharbach): Fahrpraxis für Pferde.",
      "",
      "Quellen:",
      source,
      "- Pferdepraxis Hallstein · pferdepraxis-hallstein.de",
    ].join("\n");

  it("reads 'Dr. Katrin Ihrig' as the visitor's 'Tierarztpraxis am Ulfenbach' under 'Tierarztpraxis am Ulfenbach – Dr. med. vet. Katrin Ihrig · tierarzt-ulfenbach.de'", () => {
    const r = analyzeByRules(answer("- Tierarztpraxis am Ulfenbach – Dr. med. vet. Katrin Ihrig · tierarzt-ulfenbach.de"), { businessName: "Tierarztpraxis am Ulfenbach", domain: "tierarzt-ulfenbach.de" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("leaves her another business when the source ties the site to nobody", () => {
    const r = analyzeByRules(answer("- Tierarztpraxis am Ulfenbach · tierarzt-ulfenbach.de"), { businessName: "Tierarztpraxis am Ulfenbach", domain: "tierarzt-ulfenbach.de" });
    expect(r.competitors).toContain("Dr. Katrin Ihrig");
  });
});

describe("round 71 rules: a medical word's field is the one it ends with", () => {
  const answer = (third: string) =>
    ["Für Pferde kommen rund um Zimmerau vor allem fahrende Praxen infrage:", "", "- **Großtierpraxis Bechmann** (Schwanhausen): Pferde und Rinder.", "- **Kleintierpraxis Dr. Schneyer** (Serrfeld): vor allem Hunde und Katzen.", `- **${third}** (Zimmerau): Behandlung von Pferden.`].join("\n");

  it("'Tierheilpraktikerin Anja Gessner' is not the visitor's 'Tierarztpraxis Dr. Gessner'", () => {
    expect(analyzeByRules(answer("Tierheilpraktikerin Anja Gessner"), { businessName: "Tierarztpraxis Dr. Gessner" }).mentioned).toBe(false);
  });

  it("'Tierärztin Dr. Anja Gessner' is, and a surname holding a field's letters ('Dr. Stierli') stays a dentist's", () => {
    expect(analyzeByRules(answer("Tierärztin Dr. Anja Gessner"), { businessName: "Tierarztpraxis Dr. Gessner" }).mentioned).toBe(true);
    expect(analyzeByRules(answer("Dr. Stierli"), { businessName: "Zahnarztpraxis Dr. med. dent. Pascal Stierli" }).mentioned).toBe(true);
  });
});

describe("round 71 rules: the practice a person runs, before 'von', gives the person's field", () => {
  const answer = (sentence: string) => ["Physiotherapie rund um Frittenbach:", "", "1. **Physiotherapie Jutzi** – Sportphysio.", "2. **Therapiezentrum am Frittenbach** – Lymphdrainage.", "", sentence].join("\n");

  it("'die Hausarztpraxis von **Dr. med. Ruth Liniger**' is not the visitor's 'Physiotherapie Liniger'", () => {
    expect(analyzeByRules(answer("Für die Verordnung arbeitet die Hausarztpraxis von **Dr. med. Ruth Liniger** in Mungnau eng mit den Physiotherapien zusammen."), { businessName: "Physiotherapie Liniger" }).mentioned).toBe(false);
  });

  it("is the visitor's 'Hausarztpraxis Dr. Liniger', of the same field", () => {
    expect(analyzeByRules(answer("Für die Verordnung arbeitet die Hausarztpraxis von **Dr. med. Ruth Liniger** in Mungnau eng mit den Physiotherapien zusammen."), { businessName: "Hausarztpraxis Dr. Liniger" }).mentioned).toBe(true);
  });
});

describe("round 71 rules: Interhome is a platform", () => {
  it("reads '**Interhome** und **e-domizil** haben vor allem Ferienwohnungen' as two platforms", () => {
    const r = analyzeByRules("Auf Ganey selbst vermieten nur wenige: **Ferienwohnungen Tarnuzzer** und das **Berggasthaus Ruosch**.\n\n- **Interhome** und **e-domizil** haben vor allem Ferienwohnungen im Dorf[6][7].", { businessName: "Maiensäss Cadonau" });
    expect(r.competitors).toEqual(["Ferienwohnungen Tarnuzzer", "Berggasthaus Ruosch"]);
    expect(r.platforms).toEqual(expect.arrayContaining(["Interhome", "e-domizil"]));
  });
});

describe("round 71 rules: a detail's label may say of what ('**Preis im Februar:**')", () => {
  it("reads the headings over '- **Preis im Februar:** ca. CHF 190–240 pro Nacht' as one list of businesses", () => {
    const answer = [
      "Hier eine Auswahl:",
      "",
      "### Chalet Gyger",
      "Altes Holzchalet mit zwei Wohnungen.",
      "- **Preis im Februar:** ca. CHF 190–240 pro Nacht",
      "",
      "### Ferienwohnung Reusser",
      "3½-Zimmer-Wohnung im Erdgeschoss.",
      "- **Preis im Februar:** ca. CHF 160–190 pro Nacht",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Ferienwohnungen Josi" }).competitors).toEqual(["Chalet Gyger", "Ferienwohnung Reusser"]);
  });
});

describe("round 71 rules: a kind of search by its compound introduces search terms", () => {
  it("reads no business in 'über die Kartensuche nach „Hofladen“ oder „Eier Automat“'", () => {
    const answer = [
      "- **Eierhäusl Geiger** (Teisnach): Freilandeier.",
      "- **Biohof Kronfeldner** (Patersdorf): Rindfleisch.",
      "",
      "Viele kleinere Betriebe ohne eigene Website findest du am einfachsten über die Kartensuche nach „Hofladen“ oder „Eier Automat“; die Öffnungszeiten dort sind allerdings nicht immer aktuell.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hofladen Baumgartl" }).competitors).toEqual(["Eierhäusl Geiger", "Biohof Kronfeldner"]);
  });
});

describe("round 71 rules: a craftsman 'zum' or 'zur' a noun says what he comes for", () => {
  const list = ["- **Tischlerei Fruhwirth** – Küchen nach Maß.", "- **Möbelwerkstatt Kickmaier** – Massivholz.", ""];

  it("reads no business in 'Nach dem ersten Gespräch kommt der Tischler zum Aufmaß'", () => {
    const r = analyzeByRules([...list, "Zum Ablauf: Nach dem ersten Gespräch kommt der Tischler zum Aufmaß, danach folgen Planung und Angebot."].join("\n"), { businessName: "Tischlerei Pfeifer" });
    expect(r.competitors).toEqual(["Tischlerei Fruhwirth", "Möbelwerkstatt Kickmaier"]);
  });

  it("keeps an inn's sign ('der **Gasthof zum Kreuz**')", () => {
    const r = analyzeByRules([...list, "Zum Essen danach empfehle ich den **Gasthof zum Kreuz**."].join("\n"), { businessName: "Tischlerei Pfeifer" });
    expect(r.competitors).toContain("Gasthof zum Kreuz");
  });
});

describe("round 71 rules: the oil mill is a trade", () => {
  it("reads 'Die **Ölmühle Monschein** in Dirnbach presst im Herbst frisch' after a list", () => {
    const answer = "- **Buschenschank Absenger** – Aussicht.\n- **Weinhof Tschiggerl** – ruhig.\n\n## Kernöl und Einkaufen\n\nSteirisches Kürbiskernöl solltet ihr direkt beim Erzeuger kaufen. Die **Ölmühle Monschein** in Dirnbach presst im Herbst frisch.";
    expect(analyzeByRules(answer, { businessName: "Buschenschank Gombocz" }).competitors).toEqual(["Buschenschank Absenger", "Weinhof Tschiggerl", "Ölmühle Monschein"]);
  });
});

describe("round 71 rules: therapy by its abbreviation, and a derived adjective before an abstract noun, are no businesses", () => {
  it("reads no business in a table cell 'KG am Gerät, Sportphysiotherapie'", () => {
    const answer = [
      "| Praxis | Ort | Schwerpunkte |",
      "| --- | --- | --- |",
      "| Physiowerk Unterried | Unterried | KG, Manuelle Therapie, Lymphdrainage |",
      "| Krankengymnastik Hobelsberger | Frathau | KG am Gerät, Sportphysiotherapie |",
      "",
      "Wenn dein Arzt dir später KG am Gerät (KGG) verordnet, ist das ein Vorteil.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physio Graßl" }).competitors).toEqual(["Physiowerk Unterried", "Krankengymnastik Hobelsberger"]);
  });

  it("reads no business in '* **Steuerbare Verbrauchseinrichtung:** Seit 2024 gelten neue Wallboxen …'", () => {
    const answer = [
      "**1. Elektro Haimerl** – Wallboxen und PV.",
      "**2. PV-Service Wieshof** – Speicher.",
      "",
      "**Gut zu wissen:**",
      "* **Steuerbare Verbrauchseinrichtung:** Seit 2024 gelten neue Wallboxen als steuerbare Verbrauchseinrichtungen; dafür gibt es ein reduziertes Netzentgelt.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Elektrotechnik Kolbersbach GmbH" }).competitors).toEqual(["Elektro Haimerl", "PV-Service Wieshof"]);
  });
});

describe("round 71 rules, mended: an adjective other than '-bar' before an abstract noun may open a firm's name", () => {
  it("keeps '**Hanseatische Objektbetreuung** (hob-hamburg.de/verwaltung)' as the visitor by its domain", () => {
    const answer = "Hausverwaltungen in Hamburg:\n\n- **Alsterblick Hausverwaltung** (alsterblick-verwaltung.de) – WEG-Verwaltung\n- **Hanseatische Objektbetreuung** (hob-hamburg.de/verwaltung) – Mietverwaltung";
    expect(analyzeByRules(answer, { domain: "www.hob-hamburg.de" }).businesses.map((b) => b.name)).toEqual(["Alsterblick Hausverwaltung", "Hanseatische Objektbetreuung"]);
  });
});
