/**
 * Round 70's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 70 rules: a retail or service chain is known by its name (data/chains.json)", () => {
  const answer = (sentence: string) => ["Friseure in Aschersleben:", "", "1. **Friseur Lockenwerk** – Balayage und Farbe.", "2. **Salon Haarzeit** – kurze Wartezeiten.", "", sentence].join("\n");

  it("reads 'Klier' in 'Für einfache Schnitte ohne Termin ist auch Klier eine Option'", () => {
    const r = analyzeByRules(answer("Für einfache Schnitte ohne Termin ist auch Klier eine Option."), { businessName: "Salon Haarzeit" });
    expect(r.competitors).toEqual(["Friseur Lockenwerk", "Klier"]);
  });

  it("reads two chains offered in one sentence ('Anbieter wie Enpal oder Thermondo bieten Komplettpakete')", () => {
    const r = analyzeByRules(answer("Bundesweite Anbieter wie Enpal oder Thermondo bieten Komplettpakete mit Finanzierung an."), { businessName: "Salon Haarzeit" });
    expect(r.competitors).toEqual(["Friseur Lockenwerk", "Enpal", "Thermondo"]);
  });

  it("reads no business in a chain compared with, a chain's goods or a chain as a landmark", () => {
    for (const sentence of [
      "Im Vergleich zu einem Schranksystem von IKEA ist das teurer, dafür passt jeder Zentimeter.",
      "Eine Küche von XXXLutz ist günstiger, aber an feste Rastermaße gebunden.",
      "Der Salon liegt kurz nach der LANDI Richtung Ortsmitte.",
    ]) {
      expect(analyzeByRules(answer(sentence), { businessName: "Salon Haarzeit" }).competitors).toEqual(["Friseur Lockenwerk"]);
    }
  });

  it("reads the chain 'Ochsner Sport' as a business, not as the visitor's 'Velo Ochsner GmbH' nor as the heat pumps of 'Ochsner'", () => {
    const text = ["Velowerkstätten bei Helgisried:", "", "**Velowerkstatt Fultigen**", "Service und Reparatur aller Marken.", "", "**Ochsner Sport**", "Sportartikelkette mit Velozubehör; Reparaturen nur eingeschränkt."].join("\n");
    const r = analyzeByRules(text, { businessName: "Velo Ochsner GmbH" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Velowerkstatt Fultigen", "Ochsner Sport"]);
  });
});

describe("round 70 rules: a lead that offers tips after a dash and says what for introduces the list's businesses", () => {
  it("reads the bold headings under '… gute Bäckereien – hier meine Tipps für Brot und Brezen:'", () => {
    const answer = [
      "Oettingen hat einige richtig gute Bäckereien – hier meine Tipps für Brot und Brezen:",
      "",
      "**1. Backstube am Schloss**",
      "* **Was es gibt:** Kräftige Roggenbrote und Laugenbrezen.",
      "* **Lage:** Ein paar Schritte vom Schloss entfernt.",
      "",
      "**2. Holzofenbäckerei Wörnitz**",
      "* **Was es gibt:** Brote aus dem Holzofen.",
      "* **Lage:** Etwas außerhalb der Stadtmauer.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Holzofenbäckerei Wörnitz" });
    expect(r.competitors).toEqual(["Backstube am Schloss"]);
    expect(r.position).toBe(2);
  });
});

describe("round 70 rules: a namesake's own website tells it apart also when its name holds a trade's stem ('Hausner')", () => {
  it("reads 'Physiotherapie Hausner in Osterdorf' citing physio-hausner-osterdorf.de as not the visitor at physio-hausner-bieswang.de", () => {
    const answer = [
      "Für Physiotherapie rund um Bieswang kommen diese Praxen infrage:",
      "",
      "- **Physiotherapie Hausner** in Osterdorf: Krankengymnastik und Hausbesuche¹.",
      "- **Therapiezentrum Stemmer** in Geislohe: Gerätetraining².",
      "",
      "Weitere Informationen",
      "1 physio-hausner-osterdorf.de",
      "2 gelbeseiten.de",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Physiotherapie Hausner", domain: "physio-hausner-bieswang.de" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Physiotherapie Hausner", "Therapiezentrum Stemmer"]);
  });

  it("still reads the visitor whose own website is cited", () => {
    const answer = ["Physiotherapie bei Bieswang:", "", "- **Physiotherapie Hausner**: Hausbesuche¹.", "- **Therapiezentrum Stemmer**: Gerätetraining².", "", "Weitere Informationen", "1 physio-hausner-bieswang.de", "2 gelbeseiten.de"].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Hausner", domain: "physio-hausner-bieswang.de" }).position).toBe(1);
  });
});

describe("round 70 rules: one reviewer's complaint after praise is a caveat, not advice against", () => {
  it("keeps 'Schreinerei Rustler' recommended when 'ein Rezensent bemängelt allerdings' a long wait", () => {
    const answer = [
      "Rund um Leupoldsdorf gibt es einige Schreinereien.",
      "",
      "Die naheliegendste Adresse ist die Schreinerei Rustler in Vordorf, ein Meisterbetrieb. In den Google-Bewertungen wird vor allem gelobt, dass die Planung kostenlos ist; ein Rezensent bemängelt allerdings, dass er fast vier Monate auf den Liefertermin warten musste.",
      "",
      "Für die Treppe würde ich mir zusätzlich die Möbelwerkstatt Hohenberger in Holenbrunn ansehen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Möbelwerkstatt Hohenberger" });
    expect(r.negativeMentions).toEqual([]);
    expect(r.competitors).toEqual(["Schreinerei Rustler"]);
    expect(r.position).toBe(2);
  });
});

describe("round 70 rules: a sentence that offers an option lets a plain name count", () => {
  it("reads 'Holzdesign Pausch' in 'Eine dritte Option ist Holzdesign Pausch, ein kleinerer Betrieb'", () => {
    const answer = ["Rund um Leupoldsdorf gibt es einige Schreinereien.", "", "Die naheliegendste Adresse ist die Schreinerei Rustler in Vordorf.", "", "Eine dritte Option ist Holzdesign Pausch, ein kleinerer Betrieb für Einzelstücke."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Ruckdeschel" }).competitors).toEqual(["Schreinerei Rustler", "Holzdesign Pausch"]);
  });
});

describe("round 70 rules: 'ihr' as the readers, in a clause of its own, is no possessive before a name", () => {
  it("reads 'Ferienhaus Jörin' in 'Wenn ihr lieber selbst kocht, ist das Ferienhaus Jörin eine Option'", () => {
    const answer = ["Unterkünfte in Obermaad:", "", "Direkt im Weiler ist das Gasthaus Zurflüh die naheliegendste Adresse.", "", "Wenn ihr lieber selbst kocht oder zu mehreren unterwegs seid, ist das Ferienhaus Jörin eine Option: ein renoviertes Holzhaus."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hotel Fischlin" }).competitors).toEqual(["Gasthaus Zurflüh", "Ferienhaus Jörin"]);
  });

  it("still reads no business in what a business has ('für ihre klare Einschätzung der Erfolgsaussichten')", () => {
    const answer = ["Kanzleien in Thun:", "", "- **Advokatur Balmer** – gelobt für ihre klare Einschätzung der Erfolgsaussichten."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Advokatur Balmer"]);
  });
});

describe("round 70 rules: where a hike leads is a summit, also after the verb", () => {
  it("reads no business in 'Wenn ihr ohnehin wandern geht, etwa auf die Hohe Kugel, ist die Jausenstation …'", () => {
    const answer = ["Gasthäuser in Fraxern:", "", "- **Gasthof Sonne** – Kässpätzle und Aussicht.", "", "Wenn ihr ohnehin wandern geht, etwa auf die Hohe Kugel, ist die Jausenstation Schönblick eine beliebte Einkehr."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Gasthof Sonne", "Jausenstation Schönblick"]);
  });
});

describe("round 70 rules: a closure in a condition closes nothing", () => {
  it("keeps 'Landmetzgerei Lehrhuber' recommended in 'Wenn der Hofverkauf geschlossen hat, ist die Landmetzgerei Lehrhuber eine gute Alternative'", () => {
    const answer = ["Hofläden:", "", "**Eichenseer Hof**", "Fleisch aus eigener Schlachtung.", "", "**Landmetzgerei Lehrhuber**", "Metzgermeister mit eigener Schlachtung.", "", "**Fazit:** Wenn der Hofverkauf geschlossen hat, ist die Landmetzgerei Lehrhuber eine gute Alternative."].join("\n");
    const r = analyzeByRules(answer, { businessName: "X" });
    expect(r.negativeMentions).toEqual([]);
    expect(r.competitors).toEqual(["Eichenseer Hof", "Landmetzgerei Lehrhuber"]);
  });

  it("still reads 'hat geschlossen' outside a condition as closed", () => {
    const answer = ["Hofläden:", "", "**Eichenseer Hof**", "Fleisch aus eigener Schlachtung.", "", "**Landmetzgerei Lehrhuber**", "Die Metzgerei ist geschlossen."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).negativeMentions.map((n) => n.name)).toEqual(["Landmetzgerei Lehrhuber"]);
  });
});

describe("round 70 rules: a market held on a date and the town it is held in are an event", () => {
  it("reads no business in '**Wochenmarkt Wolnzach** – freitags vormittags am Marktplatz'", () => {
    const answer = ["Gute Anlaufstellen sind:", "", "- **Geflügelhof Daubner** – Eier aus Freilandhaltung.", "- **Wochenmarkt Wolnzach** – freitags vormittags am Marktplatz, mit Gemüse und Käse."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Geflügelhof Daubner"]);
  });

  it("keeps a shop named after a market's kind ('Biomarkt Wolnzach')", () => {
    const answer = ["Gute Anlaufstellen sind:", "", "- **Geflügelhof Daubner** – Eier aus Freilandhaltung.", "- **Biomarkt Wolnzach** – Naturkost und Gemüse."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Geflügelhof Daubner", "Biomarkt Wolnzach"]);
  });
});

describe("round 70 rules: a bracket of months after a lead says when a thing is to be had", () => {
  it("reads no business in '**Spargelzeit (April bis Juni)**' and '**Hopfenspargel (März/April)**'", () => {
    const answer = ["Gute Anlaufstellen sind:", "", "- **Geflügelhof Daubner** – Eier aus Freilandhaltung.", "- **Spargelzeit (April bis Juni)** – an vielen Straßen stehen dann Spargelstände.", "- **Hopfenspargel (März/April)** – eine regionale Spezialität, meist auf Vorbestellung."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Geflügelhof Daubner"]);
  });

  it("keeps a business whose bracket gives its place ('**Hofladen Kreipe (Hilwartshausen)**')", () => {
    const answer = ["Hofläden:", "", "- **Geflügelhof Daubner** – Eier.", "- **Hofladen Kreipe (Hilwartshausen)** – Kartoffeln."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Geflügelhof Daubner", "Hofladen Kreipe"]);
  });
});

describe("round 70 rules: a price inside a name makes it what something costs", () => {
  it("reads no business in 'Einlagerung CHF 80' and keeps the visitor's place after it", () => {
    const answer = [
      "Garagen rund um Unterheid:",
      "",
      "### 1. Pneuhaus Neiger",
      "*Spezialist für Pneus und Felgen*",
      "Keine klassische Garage, aber für den saisonalen Pneuwechsel eine gute Adresse in Wylerli: Wechsel ab CHF 60 für vier Räder, Einlagerung CHF 80 pro Saison, Marken wie Continental, Michelin und Nokian.",
      "",
      "### 2. Carrosserie Tschumi",
      "*Carrosserie und Lackiererei*",
      "Für Blechschäden und Hagelschäden.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Carrosserie Tschumi" });
    expect(r.competitors).toEqual(["Pneuhaus Neiger"]);
    expect(r.position).toBe(2);
  });
});

describe("round 70 rules: closed until a date said before ('bis dahin ist es geschlossen')", () => {
  it("reads the visitor as not available in 'öffnet laut Website erst Mitte Juni; bis dahin ist es geschlossen'", () => {
    const answer = ["Ende Mai ist es in Medergen noch sehr ruhig.", "", "- Das **Walserstübli Medergen** öffnet laut Website erst Mitte Juni; bis dahin ist es geschlossen.", "- Offen hat dagegen das **Berghaus Mettier** in Strassberg."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Walserstübli Medergen" }).mentionTone).toBe("unavailable");
  });
});

describe("round 70 rules: a term in quotes with the verb of searching after it is what one types", () => {
  it("reads no business in 'Dort kannst du nach „Zahnarzt Mainburg“ suchen'", () => {
    const answer = ["Ich kenne keine Praxis in Ebrantshausen selbst. So findest du eine:", "", "- **Jameda und Doctolib:** Dort kannst du nach „Zahnarzt Mainburg“ suchen, Bewertungen lesen und online einen Termin buchen."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Lechner" }).competitors).toEqual([]);
  });
});

describe("round 70 rules: a loan, grant or funding programme is no business", () => {
  it("reads no business in 'Die KfW fördert über den Kredit 270 „Erneuerbare Energien – Standard“'", () => {
    const answer = ["Solarteure bei Larsbach:", "", "- **Elektro Attenberger** – PV und Speicher.", "", "Die KfW fördert über den Kredit 270 „Erneuerbare Energien – Standard“; dazu kommt die Landesförderung Bayern für Speicher."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Elektro Attenberger"]);
  });
});

describe("round 70 rules: a person named by a trade outside the visitor's craft is another business", () => {
  it("reads 'Energieberater Ing. Thomas Matzer' as not the visitor's 'Installateur Matzer'", () => {
    const answer = ["Installateure bei Sparberegg:", "", "- **Haustechnik Spreitzhofer** – Wärmepumpen.", "", "Für die Region ist laut Website derzeit Energieberater Ing. Thomas Matzer zuständig, der auch Vor-Ort-Termine macht."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Installateur Matzer", domain: "installateur-matzer.at" }).mentioned).toBe(false);
  });

  it("still reads the master of the visitor's own craft as its owner ('Installateurmeister Thomas Matzer')", () => {
    const answer = ["Installateure bei Sparberegg:", "", "- **Haustechnik Spreitzhofer** – Wärmepumpen.", "", "Für Notfälle ist Installateurmeister Thomas Matzer zuständig, der auch am Wochenende kommt."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Installateur Matzer" }).mentioned).toBe(true);
  });
});

describe("round 70 rules: a kind of insurance opening a name is what pays, not a business", () => {
  it("reads no business in 'In der Schweiz übernimmt die Grundversicherung Zahnbehandlungen nur in Ausnahmefällen'", () => {
    const answer = ["Zahnärzte bei Miraniga:", "", "- **Zahnarztpraxis Dr. Casal** – Kontrollen und Füllungen.", "", "In der Schweiz übernimmt die Grundversicherung Zahnbehandlungen nur in Ausnahmefällen."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Zahnarztpraxis Dr. Casal"]);
  });

  it("keeps an insurance agency ('Versicherungsbüro Duttlinger')", () => {
    const answer = ["Steuerberater bei Duchtlingen:", "", "- **Kanzlei Wehrle** – Steuererklärungen.", "- **Versicherungsbüro Duttlinger** – Versicherungen und Vorsorge."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Kanzlei Wehrle", "Versicherungsbüro Duttlinger"]);
  });
});

describe("round 70 rules: a chain named like a health insurer is the chain", () => {
  it("reads 'Sanitas Troesch' (kitchens and bathrooms) as a business, not as the insurer Sanitas", () => {
    const answer = ["Küchenbauer bei Stüsslingen:", "", "- **Küchenbau Studer AG** – Massivholzküchen.", "", "Als Vergleich kann auch eine Offerte von einem grossen Anbieter wie Sanitas Troesch hilfreich sein."].join("\n");
    expect(analyzeByRules(answer, { businessName: "X" }).competitors).toEqual(["Küchenbau Studer AG", "Sanitas Troesch"]);
  });
});

describe("round 70 review: the visitor's own name as a term to search for, the verb after it", () => {
  it("reads 'Auf Google Maps kannst du nach „Physio Rockenhausen“ suchen' as no mention of 'Physio Rockenhausen'", () => {
    const answer = ["Physiotherapie bei Rockenhausen:", "", "- **Physio am Markt** – Krankengymnastik.", "", "Auf Google Maps kannst du nach „Physio Rockenhausen“ suchen und Bewertungen lesen."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physio Rockenhausen" }).mentioned).toBe(false);
  });
});
