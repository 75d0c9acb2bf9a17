/**
 * Round 67's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the names of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isNoBusinessByKind } from "./non-businesses";

describe("round 67 rules: a labelled item's name ends before 'in' and its town", () => {
  const answer = [
    "Neben dem Hausarzt:",
    "",
    "- Für Zahnbehandlungen: **Zahnarztpraxis Dr. Egger** in Matrei.",
    "- Für Physiotherapie: Physiotherapie Walder in Lienz – Termine meist binnen einer Woche.",
  ].join("\n");

  it("names 'Zahnarztpraxis Dr. Egger' and 'Physiotherapie Walder' without their towns", () => {
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. Mair" });
    expect(r.competitors).toEqual(["Zahnarztpraxis Dr. Egger", "Physiotherapie Walder"]);
  });

  it("keeps the visitor's own name whole when it ends on 'in' and a word that is no town", () => {
    const r = analyzeByRules("- Für Bewegung: Physiotherapie Leben in Balance – kleine Praxis.", { businessName: "Physiotherapie Leben in Balance" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 67 rules: a chain's one-word name before 'in' and its town", () => {
  const answer = [
    "Für den Radservice rund um Wiesfleck:",
    "",
    "**Zweirad Fleck** – kleine Werkstatt, E-Bikes aller Marken.",
    "",
    "**Intersport in Oberwart** – Werkstatt im Sportgeschäft, gut für Standardservice.",
  ].join("\n");

  it("names 'Intersport', not 'Intersport in Oberwart'", () => {
    expect(analyzeByRules(answer, { businessName: "Radhaus Muster" }).competitors).toEqual(["Zweirad Fleck", "Intersport"]);
  });

  it("keeps a one-word lead before 'in' and a word that is no town ('Yoga in Balance')", () => {
    const r = analyzeByRules("**Yoga in Balance** – Kurse am Abend.\n\n**Yogaraum Pinkafeld** – kleine Gruppen.", { businessName: "Yoga in Balance" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 67 rules: a run after a quantifier counts members of a kind", () => {
  it("reads no business in 'nicht jede Tierarztpraxis Großtiere' and 'die meisten Studios Matten'", () => {
    const answer = [
      "Für Pferde ist die Auswahl überschaubar, weil nicht jede Tierarztpraxis Großtiere behandelt. Die Pferdepraxis Koralpe fährt auch auf die Höfe.",
      "",
      "Eine eigene Matte brauchst du nicht, die meisten Studios Matten und Blöcke stellen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Pirker" }).competitors).toEqual(["Pferdepraxis Koralpe"]);
  });

  it("reads no business in the second of two quantified nouns ('die meisten Therapeutinnen und Therapeuten Wahltherapeuten')", () => {
    const answer = "Kassenstellen sind knapp, daher sind die meisten Therapeutinnen und Therapeuten Wahltherapeuten. Gut bewertet ist die Physiotherapie Grebenzen.";
    expect(analyzeByRules(answer, { businessName: "Physio Team Mariahof" }).competitors).toEqual(["Physiotherapie Grebenzen"]);
  });

  it("keeps a business after an article ('die Tierarztpraxis Großmann')", () => {
    const r = analyzeByRules("Für Pferde empfehle ich die Tierarztpraxis Großmann, die auch auf die Höfe fährt.", { businessName: "Tierarztpraxis Pirker" });
    expect(r.competitors).toEqual(["Tierarztpraxis Großmann"]);
  });
});

describe("round 67 rules: what a farm or lodging has, and where, is no business", () => {
  it("reads no business in 'Tiere am Hof' and 'Zimmer zur Flussseite'", () => {
    const answer = [
      "Der **Biohof Lauer** verkauft Kartoffeln und Eier. Die Tiere am Hof – Legehennen und ein paar Weideschweine – können Kinder samstags ansehen.",
      "",
      "Im **Gasthof Traunblick** haben die Zimmer zur Flussseite Balkone.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hofladen Sonnenacker" }).competitors).toEqual(["Biohof Lauer", "Gasthof Traunblick"]);
  });

  it("reads no business in 'Echte Zimmer am See' (an adjective before the thing)", () => {
    const answer = "Echte Zimmer am See, also direkt am Ufer, findest du kaum. Gut bewertet sind die **Gästezimmer Schilfweg**.";
    const r = analyzeByRules(answer, { businessName: "Gästezimmer Schilfweg" });
    expect([r.mentioned, r.position, r.competitors]).toEqual([true, 1, []]);
  });

  it("keeps a name with its kind before 'am' ('Gästezimmer am See')", () => {
    const r = analyzeByRules("Empfehlenswert sind die **Gästezimmer am See** und die **Pension Seeblick**.", { businessName: "Pension Seeblick" });
    expect(r.competitors).toEqual(["Gästezimmer am See"]);
  });
});

describe("round 67 rules: an item written as a sentence opens with its subject's article", () => {
  const answer = ["Besser gefallen haben Gästen diese Adressen:", "", "- Das Restaurant Deichhus ist für bodenständige Küche bekannt.", "- Der Landgasthof Tjaden ist etwas rustikaler."].join("\n");

  it("names 'Restaurant Deichhus' and 'Landgasthof Tjaden' without the article", () => {
    expect(analyzeByRules(answer, { businessName: "Gasthof Zum Schlosskrug" }).competitors).toEqual(["Restaurant Deichhus", "Landgasthof Tjaden"]);
  });

  it("keeps the article of a name that has no word of its own ('Die Schmiede')", () => {
    const r = analyzeByRules("Diese Adressen:\n\n- Die Schmiede ist ein kleines Lokal.\n- Das Restaurant Deichhus ist bekannt.", { businessName: "Die Schmiede" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 67 rules: a firm's name ends before 'in' and a hamlet the gazetteer lacks", () => {
  it("names 'Restaurant Deichhus' for '- Das Restaurant Deichhus in Dykhausen ist …'", () => {
    const answer = ["Diese Adressen:", "", "- Das Restaurant Deichhus in Dykhausen ist für norddeutsche Küche bekannt.", "- Landgasthof Tjaden in Gödens – rustikal, großer Garten."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gasthof Zum Schlosskrug" }).competitors).toEqual(["Restaurant Deichhus", "Landgasthof Tjaden"]);
  });

  it("keeps 'in' and a word after a kind without a word of its own ('Physiotherapie in Bewegung')", () => {
    const r = analyzeByRules("Diese Adressen:\n\n- Physiotherapie in Bewegung – kleine Praxis.\n- Landgasthof Tjaden – rustikal.", { businessName: "Physiotherapie in Bewegung" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 67 rules: a priced service in a list is no business", () => {
  const answer = [
    "Empfehlenswert ist die **Skischule Gurgl Alpin** mit kleinen Gruppen.",
    "",
    "## Preisrahmen (ungefähre Werte)",
    "",
    "- **Kinder-Gruppenkurs**, 5 Tage à 4 Stunden: ca. 300–380 € pro Kind",
    "- **Privatstunde** für eine Person: ca. 95–120 € pro Stunde",
  ].join("\n");

  it("names the ski school, not 'Kinder-Gruppenkurs' or 'Privatstunde'", () => {
    expect(analyzeByRules(answer, { businessName: "Skischule Zirbenwald" }).competitors).toEqual(["Skischule Gurgl Alpin"]);
  });

  it("keeps a firm by its trade word whose item ends on a price ('Skischule Vent, Gruppenkurs: ca. 280–340 €')", () => {
    const r = analyzeByRules("Skischulen im Tal:\n\n- **Skischule Vent**, Gruppenkurs 5 Tage: ca. 280–340 €\n- **Skischule Gurgl Alpin** – kleine Gruppen", { businessName: "Skischule Zirbenwald" });
    expect(r.competitors).toEqual(["Skischule Vent", "Skischule Gurgl Alpin"]);
  });
});

describe("round 67 rules: a shared practice is a practice", () => {
  it("reads 'Praxis Saathoff' as the visitor's 'Hausärztliche Gemeinschaftspraxis Saathoff & Kollegen'", () => {
    const answer = "In Großheide gibt es mit der **Landarztpraxis Berumbur** und der **Praxis Saathoff** zwei größere hausärztliche Anlaufstellen.";
    const r = analyzeByRules(answer, { businessName: "Hausärztliche Gemeinschaftspraxis Saathoff & Kollegen" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Landarztpraxis Berumbur"]);
  });

  it("keeps another practice of the surname in another trade apart ('Zahnarztpraxis Saathoff')", () => {
    const r = analyzeByRules("Für Zähne: die **Zahnarztpraxis Saathoff** in Norden.", { businessName: "Hausärztliche Gemeinschaftspraxis Saathoff & Kollegen" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 67 rules: the Austrian 'OG' is a legal form", () => {
  it("reads 'Outdoorzentrum Auer GmbH' as the visitor's 'Outdoorzentrum Auer OG' (a misstated legal form)", () => {
    const answer = "Für Rafting im Ötztal:\n\n**1. Rafting Center Ötztaler Ache**\nGroß.\n\n**2. Outdoorzentrum Auer GmbH**\nJugendtouren.";
    const r = analyzeByRules(answer, { businessName: "Outdoorzentrum Auer OG" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 67 rules: a subject and the first of two objects in running text", () => {
  it("reads no business in 'damit der Salon Zeitbedarf und Preis besser einschätzen kann'", () => {
    const answer = "Gut bewertet ist das **Haarstudio Frankenwald**. Vereinbare einen Beratungstermin, damit der Salon Zeitbedarf und Preis besser einschätzen kann.";
    expect(analyzeByRules(answer, { businessName: "Friseur Lena" }).competitors).toEqual(["Haarstudio Frankenwald"]);
  });

  it("keeps a firm named with its partners ('die Kanzlei Huber und Partner berät …')", () => {
    const r = analyzeByRules("Für Erbrecht empfehle ich die Kanzlei Huber und Partner, sie berät auch Landwirte.", { businessName: "Kanzlei Maier" });
    expect(r.competitors.length).toBe(1);
    expect(r.competitors[0]).toMatch(/^Kanzlei Huber/);
  });
});

describe("round 67 rules: a list under a lead on hikes names destinations", () => {
  const answer = [
    "Zum Einkehren empfehle ich das **Café Dornauberg** und die **Almjause Sonnblick**.",
    "",
    "**Wanderungen mit Kindern ab Ginzling**",
    "",
    "- **Floitengrund:** Der breite Weg ist fast eben und auch mit Kinderwagen machbar.",
    "- **Naturlehrweg:** Rund um Ginzling gibt es einen Weg mit Schautafeln zu Tieren und Pflanzen.",
  ].join("\n");

  it("names the café and the alp inn, not 'Floitengrund' or 'Naturlehrweg'", () => {
    expect(analyzeByRules(answer, { businessName: "Gasthaus Breitlahner" }).competitors).toEqual(["Café Dornauberg", "Almjause Sonnblick"]);
  });
});

describe("round 67 rules: a bold lead of one trade word before its colon is a label", () => {
  it("reads no business in '**Hausarztpraxis:** Die Hausärztin … kennt meist die Praxen'", () => {
    const answer = [
      "Für Hausbesuche kommen infrage:",
      "",
      "* **Physiotherapie am Hafen:** Hausbesuche im ganzen Ort.",
      "* **Hausarztpraxis:** Die Hausärztin oder der Hausarzt Ihrer Mutter kennt meist die Praxen, die Hausbesuche machen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physio Deichblick" }).competitors).toEqual(["Physiotherapie am Hafen"]);
  });
});

describe("round 67 rules: a heading on getting there or a pastime titles a section", () => {
  it("reads no business in '### Anfahrt von Gartow' or '### Wandern mit Kindern und Hund'", () => {
    const answer = ["Rund um Gartow gibt es zwei Fahrschulen, die oft empfohlen werden:", "", "### Fahrschule Kruse", "Kleine Fahrschule im Ort.", "", "### Fahrschule Elbufer", "Auch Motorrad.", "", "### Anfahrt von Gartow", "Mit dem Bus etwa 20 Minuten.", "", "### Wandern mit Kindern und Hund", "Rund um den See gibt es flache Wege."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Fahrschule Wegner" }).competitors).toEqual(["Fahrschule Kruse", "Fahrschule Elbufer"]);
  });
});

describe("round 67 rules: a thing in the municipality's genitive is the authority's", () => {
  it("reads no business in 'der Betrieb kennt die Bauvorschriften der Gemeinde'", () => {
    const answer = [
      "Diese Zimmereien werden am häufigsten genannt:",
      "",
      "### Holzbau Wägital AG (Vorderthal)",
      "Mittelgrosser Holzbaubetrieb mit eigener Planung. Vorteil: kurze Wege, der Betrieb kennt die Bauvorschriften der Gemeinde und die Schneelasten im Tal.",
      "",
      "### Mächler Holzbau",
      "Kleiner Betrieb in Siebnen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zimmerei Betschart AG" }).competitors).toEqual(["Holzbau Wägital AG", "Mächler Holzbau"]);
  });
});

describe("round 67 rules: two plain names, a comma and 'beide' in one item", () => {
  it("names both firms of '- Besonders schnell verfügbar: Elektro Ziegler, Elektrotechnik Hoffmann-Lang – beide …'", () => {
    const answer = [
      "Elektriker rund um Breitfurt:",
      "",
      "- Besonders schnell verfügbar: Elektro Ziegler, Elektrotechnik Hoffmann-Lang – beide vergeben Termine binnen zwei Wochen.",
      "- Für Photovoltaik: Solar- und Elektrotechnik Brenner – mit eigenem Montageteam.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Elektro Kunz" }).competitors).toEqual(["Elektro Ziegler", "Elektrotechnik Hoffmann-Lang", "Solar- und Elektrotechnik Brenner"]);
  });

  it("reads no second name from an address after the comma ('Elektro Ziegler, Hauptstraße 5 – beide …')", () => {
    const r = analyzeByRules("Elektriker:\n\n- Für Notfälle: Elektro Ziegler, Hauptstraße 5 – beide Filialen haben Notdienst.", { businessName: "Elektro Kunz" });
    expect(r.competitors).toEqual(["Elektro Ziegler"]);
  });
});

describe("round 67 rules: a guest or region card is a ticket", () => {
  it("'Ötztal Premium Card' is no business; 'Hotel Card' keeps its trade word", () => {
    expect(isNoBusinessByKind("Ötztal Premium Card")).toBe(true);
    expect(isNoBusinessByKind("Hotel Card")).toBe(false);
  });
});

describe("round 67 rules: one noun and where in the village it lies is a description", () => {
  it("reads no business in 'die Gemeinschaftspraxis im Ortskern' or 'die Praxis am Ortsausgang'", () => {
    const answer = "Gut bewertet ist die **Zahnarztpraxis Dr. Reemt Schoon**. Für Familien sind die Gemeinschaftspraxis im Ortskern und nach dem Skitag die Praxis am Ortsausgang praktisch.";
    expect(analyzeByRules(answer, { businessName: "Zahnärzte an der Manningaburg" }).competitors).toEqual(["Zahnarztpraxis Dr. Reemt Schoon"]);
  });
});

describe("round 67 rules: a business named to tell it apart is no recommendation", () => {
  it("reads no competitor in 'Nicht zu verwechseln mit der Zahnarztpraxis Dr. Roth, die ebenfalls in Butzbach sitzt'", () => {
    const answer = "Empfehlenswert ist das **Kleintierzentrum Hoch-Weisel**. Nicht zu verwechseln mit der Zahnarztpraxis Dr. Roth, die ebenfalls in Butzbach sitzt.";
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Dr. Roth" }).competitors).toEqual(["Kleintierzentrum Hoch-Weisel"]);
  });
});

describe("round 67 rules: an unmarked item priced after its colon is no business", () => {
  it("reads no business in '* Dreistöckige Fondanttorte für 80 Personen: ca. 500–900 €'", () => {
    const answer = [
      "Für Hochzeitstorten in Erfurt:",
      "",
      "- Konditorei Kühn am Anger – klassische Torten",
      "- Tortenatelier Frieda – moderne Designs",
      "",
      "### Kleiner Preis-Kompass",
      "",
      "* Einfache zweistöckige Torte für 40 Personen: ca. 220–350 €",
      "* Dreistöckige Fondanttorte für 80 Personen: ca. 500–900 €",
      "* Verkostungsbox für zu Hause: ca. 25–45 €",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Café Petersberg" }).competitors).toEqual(["Konditorei Kühn am Anger", "Tortenatelier Frieda"]);
  });
});

describe("round 67 rules: a chain's word and its branches are no part of its name", () => {
  it("reads no 'Kette Veloplus Filialen' in 'hat die Kette Veloplus Filialen in der Region'", () => {
    const answer = "Am nächsten liegt das **Velo-Atelier Wappenswil**. Wenn du lieber zu einem grösseren Anbieter gehst, hat die Kette Veloplus Filialen in der Region mit eigener Werkstatt.";
    const r = analyzeByRules(answer, { businessName: "Velo Bachmann" });
    expect(r.competitors).not.toContain("Kette Veloplus Filialen");
    expect(r.competitors[0]).toBe("Velo-Atelier Wappenswil");
  });
});
