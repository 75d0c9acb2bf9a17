/**
 * Round 55's rules, each with an example of its own (not taken from a corpus): what the training look-alike corpus
 * blind130 showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isGrapeVarietyName } from "./landmarks";

describe("round 55 rules: an inn sign's adjective in another declension", () => {
  const answer = (name: string) =>
    ["Gasthäuser rund um Ebern:", "", "| Gasthaus | Ort | Küche |", "| --- | --- | --- |", "| Brauereigasthof Hartmann | Ebern | fränkisch |", `| ${name} | Jesserndorf | Braten, Karpfen |`].join("\n");

  it("'Schwarzer Adler' is the visitor's 'Gasthof Zum Schwarzen Adler'", () => {
    const r = analyzeByRules(answer("Schwarzer Adler"), { businessName: "Gasthof Zum Schwarzen Adler" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Weißer Adler' is not the visitor's 'Gasthof Zum Schwarzen Adler'", () => {
    const r = analyzeByRules(answer("Weißer Adler"), { businessName: "Gasthof Zum Schwarzen Adler" });
    expect(r.mentioned).toBe(false);
  });

  it("'Bäckerei Schwarzer' is not the visitor's 'Bäckerei Schwarz' (a surname, the name's last word)", () => {
    const r = analyzeByRules(answer("Bäckerei Schwarzer"), { businessName: "Bäckerei Schwarz" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: a practice 'bei' its therapist", () => {
  const answer = (sentence: string) =>
    ["Physiotherapie rund um Mellrichstadt:", "", "- **Physiozentrum Streutal** – Krankengymnastik, Lymphdrainage.", "- **Praxis Vogt** – Hausbesuche.", "", sentence].join("\n");

  it("'die Praxis bei Miriam Haupt in Oberstreu' is the visitor's 'Physiotherapie Haupt'", () => {
    const r = analyzeByRules(answer("Ganz in der Nähe ist auch die Praxis bei Miriam Haupt in Oberstreu, bekannt für Rückenschulen."), { businessName: "Physiotherapie Haupt" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("'die Praxis bei Miriam Haupt' is not the visitor's 'Schreinerei Haupt' (not a practice's trade)", () => {
    const r = analyzeByRules(answer("Ganz in der Nähe ist auch die Praxis bei Miriam Haupt in Oberstreu, bekannt für Rückenschulen."), { businessName: "Schreinerei Haupt" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: the sentence after a person's, opening with 'Sie' or 'Er'", () => {
  const answer = (after: string) =>
    ["Physiotherapie rund um Mellrichstadt:", "", "- **Physiozentrum Streutal** – Krankengymnastik, Lymphdrainage.", "", `Am nächsten wäre die Praxis bei Miriam Haupt in Oberstreu. ${after}`].join("\n");

  it("'Sie nimmt derzeit aber keine neuen Patienten auf' makes the visitor's mention unavailable", () => {
    const r = analyzeByRules(answer("Sie hat einen guten Ruf, nimmt derzeit aber keine neuen Patienten auf."), { businessName: "Physiotherapie Haupt" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "unavailable"]);
  });

  it("'Im Streutal nehmen viele Praxen keine neuen Patienten auf' (not about the person) leaves the mention recommended", () => {
    const r = analyzeByRules(answer("Im Streutal nehmen viele Praxen keine neuen Patienten auf."), { businessName: "Physiotherapie Haupt" });
    expect([r.mentioned, r.mentionTone]).toEqual([true, "recommended"]);
  });
});

describe("round 55 rules: 'Kfz' for 'Kraftfahrzeug'", () => {
  const answer = (name: string) =>
    [
      "Für eine Inspektion rund um Rödental werden diese Werkstätten gut bewertet:",
      "",
      "**Autoservice Kramer**",
      "4,6 ★★★★★ (88) · Autowerkstatt",
      "Rödental · Geöffnet · Schließt um 17:00",
      "",
      "**Autohaus Lindig**",
      "4,4 ★★★★☆ (203) · Autohaus",
      "Coburg · Geöffnet · Schließt um 18:00",
      "",
      `**${name}**`,
      "4,8 ★★★★★ (52) · Kfz-Werkstatt",
      "Rödental · Geöffnet · Schließt um 18:00",
      "",
      "Bei freien Werkstätten bleibt die Garantie erhalten.",
    ].join("\n");

  it("'KFZ-Technik Bauernfeind' is the visitor's 'Kraftfahrzeugtechnik Bauernfeind GmbH'", () => {
    const r = analyzeByRules(answer("KFZ-Technik Bauernfeind"), { businessName: "Kraftfahrzeugtechnik Bauernfeind GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("'KFZ-Technik Bauernfeind' is not the visitor's 'Kraftfahrzeugtechnik Bauer'", () => {
    const r = analyzeByRules(answer("KFZ-Technik Bauernfeind"), { businessName: "Kraftfahrzeugtechnik Bauer" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: an inn's name in dialect", () => {
  const answer = (name: string) =>
    [
      "Wirtshäuser rund um Admont:",
      "",
      "### Gasthof Ennsblick",
      "Große Portionen, Ruhetag Montag.",
      "",
      `### ${name}`,
      "Holzgetäfelte Stube, saisonale Karte.",
      "",
      "### Jausenstation Moosalm",
      "Speck, Käse und Most vom eigenen Hof.",
      "",
      "Im Sommer lohnt es sich zu reservieren.",
    ].join("\n");

  it("'Beim Lindawirt' is the visitor's 'Gasthof Lindenwirt'", () => {
    const r = analyzeByRules(answer("Beim Lindawirt"), { businessName: "Gasthof Lindenwirt" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Beim Lindawirt' is not the visitor's 'Gasthof Lindlwirt'", () => {
    const r = analyzeByRules(answer("Beim Lindawirt"), { businessName: "Gasthof Lindlwirt" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: the same surname with another craft's job word", () => {
  const answer = (sentence: string) =>
    ["Elektriker rund um Windischgarsten:", "", "- **Elektro Pernkopf:** Neubau, Sanierung.", "- **Elektrotechnik Pyhrn:** Photovoltaik, E-Check.", "", sentence].join("\n");

  it("'… etwa Installateur Wieser (Bad & Heizung)' is not the visitor's 'Elektro Wieser'", () => {
    const r = analyzeByRules(answer("Für die neue Therme braucht es zusätzlich einen Installateur, im Ort etwa Installateur Wieser (Bad & Heizung)."), { businessName: "Elektro Wieser" });
    expect(r.mentioned).toBe(false);
  });

  it("'… Elektromeister Wieser' is the visitor's 'Elektro Wieser'", () => {
    const r = analyzeByRules(answer("Kleinere Aufträge übernimmt im Ort auch Elektromeister Wieser."), { businessName: "Elektro Wieser" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 55 rules: 'Fam.' for the family", () => {
  const answer = (name: string) =>
    [
      "Ferienwohnungen am Wildhaus:",
      "",
      "| Unterkunft | Lage | Grösse |",
      "| --- | --- | --- |",
      "| Chalet Säntisblick | Wildhaus | 4–6 Personen |",
      `| ${name} | Unterwasser, Bauernhof | 4 Personen |`,
      "| Ferienwohnung Thurwies | Alt St. Johann | 5 Personen |",
      "",
      "**1. Chalet Säntisblick**",
      "* **Lage:** Oberhalb von Wildhaus, sehr ruhig.",
      "",
      `**2. Ferienwohnung auf dem Hof der Familie ${name.split(" ").pop()}**`,
      "* **Lage:** Auf einem Milchwirtschaftsbetrieb in Unterwasser.",
    ].join("\n");

  it("'Fam. Forrer' is the visitor's 'Ferienwohnung Forrer'", () => {
    const r = analyzeByRules(answer("Fam. Forrer"), { businessName: "Ferienwohnung Forrer" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'Fam. Forster' is not the visitor's 'Ferienwohnung Forrer'", () => {
    const r = analyzeByRules(answer("Fam. Forster"), { businessName: "Ferienwohnung Forrer" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: an inn on the mountain", () => {
  const answer = (sentence: string) =>
    [
      "Nach einer Wanderung am Walensee haben Sie einige schöne Einkehrmöglichkeiten:",
      "",
      "**Restaurant Seeblick**",
      "* **Lage:** In Quinten, mit dem Schiff erreichbar.",
      "* **Angebot:** Fisch aus dem See, grosse Terrasse.",
      "",
      sentence,
      "",
      "**Gasthaus Krone**",
      "* **Lage:** Quarten.",
      "* **Angebot:** Saisonale Karte.",
    ].join("\n");

  it("'… kehren Wanderer gern im Edelweiss ein' is the visitor's 'Berggasthaus Edelweiss'", () => {
    const r = analyzeByRules(answer("Oben am Berg kehren Wanderer gern im Edelweiss ein: Rösti und Kuchen."), { businessName: "Berggasthaus Edelweiss" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'… an der Bergstation' is not the visitor's 'Berggasthaus Edelweiss'", () => {
    const r = analyzeByRules(answer("Oben am Berg gibt es einen Kiosk an der Bergstation."), { businessName: "Berggasthaus Edelweiss" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: a table of a price's tiers", () => {
  const answer = (header: string) =>
    [
      "Schreinereien rund um Mels:",
      "",
      "- **Holzbau Seeztal** in Mels – Küchen und Innenausbau.",
      "- **Schreinerei Gort** in Vilters – Einbauschränke.",
      "",
      "Als grobe Orientierung für eine Küche:",
      "",
      `| ${header} | Preis inkl. Montage (ca.) |`,
      "| --- | --- |",
      "| Standard (Kunstharz) | 15.000–25.000 CHF |",
      "| Komfort (Lack, Markengeräte) | 25.000–40.000 CHF |",
      "| Premium (Massivholz) | 40.000–65.000 CHF |",
    ].join("\n");

  it("'| Ausführung | Preis |' lists no businesses", () => {
    const r = analyzeByRules(answer("Ausführung"), { businessName: "Schreinerei Bärlocher" });
    expect(r.competitors).toEqual(["Holzbau Seeztal", "Schreinerei Gort"]);
  });

  it("'| Schreinerei | Preis |' still lists its businesses", () => {
    const r = analyzeByRules(answer("Schreinerei").replace("Standard (Kunstharz)", "Möbelwerkstatt Tinner"), { businessName: "Schreinerei Bärlocher" });
    expect(r.competitors).toContain("Möbelwerkstatt Tinner");
  });
});

describe("round 55 rules: a heading above the items' depth titles a section", () => {
  const answer = (heading: string) =>
    [
      "Hausärzte rund um Pfarrweisach:",
      "",
      "### Praxis Dr. Anja Rössler (Ebern)",
      "Allgemeinmedizin, Hausbesuche.",
      "",
      "### Hausarztpraxis Lauertal",
      "Zwei Ärztinnen, eigenes Labor.",
      "",
      `## ${heading}`,
      "Abends und am Wochenende hilft der ärztliche Bereitschaftsdienst unter 116117.",
    ].join("\n");

  it("'## Nachtdienst und Notfall' after the practices is no business", () => {
    const r = analyzeByRules(answer("Nachtdienst und Notfall"), { businessName: "Hausarztpraxis Kestler" });
    expect(r.competitors).toEqual(["Praxis Dr. Anja Rössler", "Hausarztpraxis Lauertal"]);
  });
});

describe("round 55 rules: businesses as '##' with '###' parts below each", () => {
  it("the second '## …' business is still a business", () => {
    const answer = ["Hausärzte rund um Ebern:", "", "## Praxis Dr. Anja Rössler", "### Leistungen", "Allgemeinmedizin.", "### Sprechzeiten", "Mo–Fr 8–12.", "", "## Hausarztpraxis Lauertal", "Zwei Ärztinnen, eigenes Labor."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hausarztpraxis Lauertal" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 55 rules: a heading that labels the bold names below it", () => {
  const answer = [
    "Cafés in Wernigerode, nach Anlass:",
    "",
    "### ☕ Klassiker am Markt",
    "",
    "**Café Kranzler**",
    "* Terrasse, Baumkuchen.",
    "* Bewertung: 4,6 Sterne",
    "",
    "**Konditorei Hartung**",
    "* Harzer Käsekuchen.",
    "* Bewertung: 4,5 Sterne",
    "",
    "### 🥐 Kuchen und Torten zum Mitnehmen",
    "",
    "**Gartencafé Lindenhof**",
    "* Kuchen aus Dinkelmehl.",
    "* Bewertung: 4,8 Sterne",
    "",
    "**Café Zillierbach**",
    "* Vegane Torten.",
    "* Bewertung: 4,7 Sterne",
  ].join("\n");

  it("'### 🥐 Kuchen und Torten zum Mitnehmen' is no business, and the visitor keeps its place", () => {
    const r = analyzeByRules(answer, { businessName: "Café Zillierbach" });
    expect([r.mentioned, r.position]).toEqual([true, 4]);
    expect(r.competitors).toEqual(["Café Kranzler", "Konditorei Hartung", "Gartencafé Lindenhof"]);
  });
});

describe("round 55 rules: the words before the name as capital initials", () => {
  const answer = (name: string) =>
    ["Heizungsbauer rund um Waldenburg:", "", "1. **Haustechnik Bürkle** – Wärmepumpen, Notdienst.", `2. **${name}** – Bäder, Gasthermen.`, "3. **Heizung & Bad Kupferzell** – Pelletheizungen."].join("\n");

  it("'SHK Brandl' is the visitor's 'Sanitär Heizung Klima Brandl GmbH'", () => {
    const r = analyzeByRules(answer("SHK Brandl"), { businessName: "Sanitär Heizung Klima Brandl GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'HLT Brandl' is the visitor's 'Heizung & Lüftungstechnik Brandl GmbH'", () => {
    const r = analyzeByRules(answer("HLT Brandl"), { businessName: "Heizung & Lüftungstechnik Brandl GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("'SHK Brandl' is not the visitor's 'Malerbetrieb Brandl'", () => {
    const r = analyzeByRules(answer("SHK Brandl"), { businessName: "Malerbetrieb Brandl" });
    expect(r.mentioned).toBe(false);
  });

  it("'KWT Brandl' is not the visitor's 'Malerbetrieb Brandl' (initials of other words)", () => {
    const r = analyzeByRules(answer("KWT Brandl"), { businessName: "Malerbetrieb Brandl" });
    expect(r.mentioned).toBe(false);
  });

  it("'MVZ Brandl' is the visitor's 'Zahnmedizinisches Versorgungszentrum Brandl MVZ GmbH' (the initials in its name)", () => {
    const r = analyzeByRules(answer("MVZ Brandl"), { businessName: "Zahnmedizinisches Versorgungszentrum Brandl MVZ GmbH" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 55 rules: 'den Leitner in der Hauptstraße', a business by its family's name", () => {
  const answer = (closing: string) =>
    ["Gasthäuser in Purbach:", "", "- **Restaurant Am Anger** – pannonische Küche.", "- **Heuriger Gmeiner** – Jause und Hauswein.", "", closing].join("\n");

  it("'… empfehlen Einheimische oft den Hofstätter in der Kellergasse' names the visitor's 'Landgasthof Hofstätter'", () => {
    const r = analyzeByRules(answer("Außerdem empfehlen Einheimische oft den Hofstätter in der Kellergasse: klassisches Wirtshaus mit Schnitzel."), { businessName: "Landgasthof Hofstätter" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });

  it("'… fragen Sie den Hofstätter nach dem Weg' (no street after) does not", () => {
    const r = analyzeByRules(answer("Außerdem kennt sich der Ortsvorsteher aus: fragen Sie den Hofstätter nach dem Weg."), { businessName: "Landgasthof Hofstätter" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: 'Bauer' and its compounds as surnames", () => {
  const answer = (name: string) =>
    [
      "Für eine Inspektion rund um Rödental werden diese Werkstätten gut bewertet:",
      "",
      "**Autoservice Kramer**",
      "4,6 ★★★★★ (88) · Autowerkstatt",
      "Rödental · Geöffnet · Schließt um 17:00",
      "",
      `**${name}**`,
      "4,4 ★★★★☆ (203) · Autohaus",
      "Coburg · Geöffnet · Schließt um 18:00",
    ].join("\n");

  it("'Autohaus Bauernfeind' is a business beside 'Autoservice Kramer'", () => {
    const r = analyzeByRules(answer("Autohaus Bauernfeind"), { businessName: "Autohaus Müller" });
    expect(r.competitors).toEqual(["Autoservice Kramer", "Autohaus Bauernfeind"]);
  });

  it("'Bauernhof Lehner' still names the farm by its trade word", () => {
    const r = analyzeByRules(answer("Bauernhof Lehner"), { businessName: "Ferienhof Lehner" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 55 rules: 'Heiztechnik' is a trade word", () => {
  const answer = (sentence: string) => ["Gute Erfahrungen berichten Kunden etwa von Haustechnik Rösch.", "", sentence].join("\n");

  it("'… ist Kraus Heiztechnik aus Altenstadt eine Option' names a business", () => {
    const r = analyzeByRules(answer("Wenn Sie ein kleines Team suchen, ist Kraus Heiztechnik aus Altenstadt eine Option."), { businessName: "Schmid Wärme & Bad" });
    expect(r.competitors).toEqual(["Haustechnik Rösch", "Kraus Heiztechnik"]);
  });

  it("'… gibt es die Förderung Sauber Heizen' names none", () => {
    const r = analyzeByRules(answer("Für den Umstieg gibt es die Förderung Sauber Heizen des Bundes."), { businessName: "Schmid Wärme & Bad" });
    expect(r.competitors).toEqual(["Haustechnik Rösch"]);
  });
});

describe("round 55 rules: a quantifier with adjectives before a kind of business", () => {
  const answer = (sentence: string) => ["Unterkünfte am Flumserberg:", "", "- **Chalet Tannenboden** – Garten.", "- **Ferienwohnung Prodalp** – Bergblick.", "", sentence].join("\n");

  it("'viele kleine Ferienwohnungen am Flumserberg … ausgebucht' names no business", () => {
    const r = analyzeByRules(answer("Im August sind viele kleine Ferienwohnungen am Flumserberg schon im Frühling ausgebucht."), { businessName: "Ferienwohnung Lippuner" });
    expect(r.negativeMentions).toEqual([]);
  });

  it("'Mehrere Gäste nennen die Ferienwohnung Seeblick' still names it (a capitalised word between)", () => {
    const r = analyzeByRules(answer("Mehrere Gäste nennen die Ferienwohnung Seeblick in Tannenheim."), { businessName: "Ferienwohnung Seeblick" });
    expect(r.mentioned).toBe(true);
  });
});

describe("round 55 rules: a medical field alone is a hospital's department", () => {
  it("'die Innere Medizin dort …' is no business", () => {
    const answer = ["Hausärzte rund um Liezen:", "", "- **Ordination Dr. Hannes Ebner** – Kassen, Hausbesuche.", "- **Gruppenpraxis Ennstal** – drei Ärzte.", "", "Für Abklärungen überweisen die Hausärzte meist ans LKH; die Innere Medizin dort gilt als gut organisiert."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ordination Dr. Karin Pölzl" });
    expect(r.competitors).toEqual(["Ordination Dr. Hannes Ebner", "Gruppenpraxis Ennstal"]);
  });
});

describe("round 55 rules: a yoga style and the Pinots are no businesses", () => {
  it("'Vinyasa Yoga' and 'Yin Yoga' in an answer about studios name no studio", () => {
    const answer = ["Yogastudios in Frauenfeld:", "", "- **Yogaloft Frauenfeld** – kleine Gruppen.", "- **Studio Shanti Weinfelden** – auch abends.", "", "Angeboten werden vor allem Vinyasa Yoga und Yin Yoga, dazu Kurse für Schwangere."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Yoga Thurgau" });
    expect(r.competitors).toEqual(["Yogaloft Frauenfeld", "Studio Shanti Weinfelden"]);
  });

  it("'Pinot Noir', 'Pinot Gris' and 'Räuschling' are grape varieties, 'Pinot Bistro' is not", () => {
    expect(["Pinot Noir", "Pinot Gris", "Räuschling", "Pinot Bistro"].map(isGrapeVarietyName)).toEqual([true, true, true, false]);
  });
});

describe("round 55 rules: 'viele' as who recommends, before an article", () => {
  it("'In Memmingen empfehlen viele die Kanzlei Reiser & Holl' names the firm", () => {
    const answer = ["In Memmingen empfehlen viele die Kanzlei Reiser & Holl am Marktplatz.", "", "Weitere Möglichkeiten:", "", "- **Rechtsanwalt Tobias Grob** – Erstberatung.", "- **Anwaltsbüro Illerblick** – auch samstags."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Anwaltsbüro Illerblick" }).competitors).toEqual(["Kanzlei Reiser & Holl", "Rechtsanwalt Tobias Grob"]);
  });
});
