/**
 * Round 60's rules, each with an example of its own (not taken from a corpus): what the training corpora and the older
 * training answers showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 60 rules: businesses' headings among section headings written as phrases", () => {
  const answer = (sections: string[]) =>
    [
      "Für Ebersbach kommen vor allem diese Praxen infrage:",
      "",
      "### Tierarztpraxis im Filstal",
      "Zwei Tierärztinnen, Hausbesuche nach Absprache.",
      "",
      "### Tierarztpraxis Dr. Maurer",
      "Schwerpunkt Kleintiere, Termine online.",
      "",
      "### Kleintierpraxis Dr. Henrike Vogt (Uhingen)",
      "Zehn Minuten entfernt, Notdienst am Wochenende.",
      ...sections.flatMap((s) => ["", `### ${s}`, "Ein Absatz mit allgemeinen Hinweisen für Tierhalter ohne weitere Namen."]),
    ].join("\n");

  it("'So gehst du vor', 'Wenn es schnell gehen muss', 'Anfahrt und Parken' title sections; the first practice keeps its place", () => {
    const r = analyzeByRules(answer(["So gehst du am besten vor", "Wenn es schnell gehen muss", "Anfahrt und Parken", "Impfungen und Vorsorge"]), { businessName: "Tierarztpraxis Dr. Maurer" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Tierarztpraxis im Filstal", "Kleintierpraxis Dr. Henrike Vogt"]);
  });
});

describe("round 60 rules: a bold label over lines of its own reads as a label on one line", () => {
  const answer = (label: string, line: string) =>
    ["Schreiner in Wattwil:", "", "* **Holzwerk Steintal AG:** Küchen und Einbauschränke.", "* **Schreinerei Forrer:** Fenster und Türen.", "", `**${label}**`, line, "", "**Gut zu wissen:** Offerten vergleichen lohnt sich."].join("\n");

  it("the names listed under 'Weitere Schreiner in der Region:' are businesses, the visitor last", () => {
    const r = analyzeByRules(answer("Weitere Schreiner in der Region:", "Schreinerei Bösch (Lichtensteig), Schreinerei Brändle (Bütschwil), Schreinerei Kuratli (Wattwil)."), { businessName: "Schreinerei Kuratli GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 5]);
    expect(r.competitors).toEqual(["Holzwerk Steintal AG", "Schreinerei Forrer", "Schreinerei Bösch", "Schreinerei Brändle"]);
  });

  it("unchanged: 'Schreinerei im Thurtal – die Lage:' over a paragraph is a label, no business", () => {
    const r = analyzeByRules(answer("Schreinerei im Thurtal – die Lage:", "Viele Betriebe sind gut ausgelastet, rechnen Sie mit einigen Wochen Wartezeit."), { businessName: "Schreinerei Kuratli GmbH" });
    expect(r.competitors).toEqual(["Holzwerk Steintal AG", "Schreinerei Forrer"]);
  });
});

describe("round 60 rules: the details of a doctor's practice ('Ärzte:', 'Neue Patienten:', 'Fachrichtung:')", () => {
  const answer = [
    "Hier sind Praxen, bei denen sich eine Anfrage lohnt:",
    "",
    "**Gemeinschaftspraxis am Bahnhof**",
    "* **Ärzte:** zwei Allgemeinmediziner",
    "* **Neue Patienten:** derzeit nur Familienangehörige",
    "* **Besonderheit:** Videosprechstunde",
    "",
    "**Dr. Anja Pleuger**",
    "* **Fachrichtung:** Allgemeinmedizin",
    "* **Neue Patienten:** nach Rücksprache",
    "* **Besonderheit:** Hausbesuche",
    "",
    "**MVZ Kannenbäckerland**",
    "* **Ärzte:** Allgemeinmedizin und Innere Medizin",
    "* **Neue Patienten:** ja, mit Wartezeit",
    "* **Besonderheit:** Onlinebuchung",
  ].join("\n");

  it("each bold line with such details is a business, the doctor's second", () => {
    const r = analyzeByRules(answer, { businessName: "Praxis Dr. med. Anja Pleuger" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Gemeinschaftspraxis am Bahnhof", "MVZ Kannenbäckerland"]);
  });
});

describe("round 60 rules: a list led by labels an earlier business's details used is details too", () => {
  const answer = (label: string) =>
    [
      "Für Kinderskikurse kommen diese in Frage:",
      "",
      "**Schneesportschule Hochwang**",
      "* **Kurse:** ab 4 Jahren, Kinderland",
      "* **Preis:** 5 Halbtage ca. 290 Franken",
      "",
      "**Kinderskischule Tschiertschen**",
      `* **${label}:** Gruppen mit höchstens sechs Kindern`,
      "",
      "**Skischule Praden**",
      "* **Lage:** beim Übungslift im Dorf",
    ].join("\n");

  it("'Kinderskischule Tschiertschen' over '**Kurse:** …' is a business, the visitor third", () => {
    const r = analyzeByRules(answer("Kurse"), { businessName: "Skischule Praden" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).toEqual(["Schneesportschule Hochwang", "Kinderskischule Tschiertschen"]);
  });
});

describe("round 60 rules: 'kein Zahnarzt' in a relative clause about other people denies the dentist nothing", () => {
  const answer = (line: string) =>
    ["Für Angstpatienten:", "", "### Zahnärzte am Anger", "Gemeinschaftspraxis mit Lachgas.", "", "### Dr. med. dent. Paul Rettberg", line, "", "### Praxis Dr. Ute Hesse (Wanfried)", "Zehn Minuten entfernt."].join("\n");

  it("'… auch bei Menschen, die jahrelang keinen Zahnarzt aufgesucht haben' leaves the dentist the visitor's", () => {
    const r = analyzeByRules(answer("Einzelpraxis mit Hypnose. Patienten beschreiben ihn als geduldig, auch bei Menschen, die jahrelang keinen Zahnarzt aufgesucht haben."), { businessName: "Zahnarztpraxis Dr. Rettberg" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("unchanged: 'er ist allerdings Kieferorthopäde, keine Zahnarztpraxis' still denies it", () => {
    const r = analyzeByRules(answer("Er ist allerdings Kieferorthopäde, keine Zahnarztpraxis."), { businessName: "Zahnarztpraxis Dr. Rettberg" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 60 rules: the visitor known by its website only, named by the site's words", () => {
  const answer = (name: string) =>
    ["Steuerberater in Bredstedt:", "", "**1. Agrarbuchstelle Nordmarsch**", "Auf Höfe spezialisiert.", "", `**2. ${name}**`, "Die Kanzlei sitzt direkt im Ort und berät zu PV-Anlagen."].join("\n");

  it("'Kanzlei Hansen & Petersen' is the site hansen-petersen-stb.de", () => {
    expect(analyzeByRules(answer("Kanzlei Hansen & Petersen"), { domain: "hansen-petersen-stb.de" }).position).toBe(2);
  });

  it("unchanged: a name of one own word is not a site without its trade ('Kanzlei Hansen' for hansen.de)", () => {
    expect(analyzeByRules(answer("Kanzlei Hansen"), { domain: "hansen.de" }).mentioned).toBe(false);
  });
});

describe("round 60 rules: sections after a run of businesses' headings under a section title", () => {
  const answer = [
    "In Thusis gibt es mehrere Garagen für den Service vor der MFK:",
    "",
    "## Garagen in der Umgebung",
    "",
    "### Auto Rheinwald AG (Thusis)",
    "Markenvertretung, MFK-Vorbereitung.",
    "",
    "### Garage Nolla",
    "Kleine Werkstatt, faire Preise.",
    "",
    "## Tipps",
    "",
    "- **Früh planen:** Die Aufforderung kommt rechtzeitig.",
    "- **Offerte verlangen:** Vor grösseren Arbeiten.",
    "",
    "## Elektro- und Hybridautos",
    "Nicht jede Garage hat die Ausbildung für Hochvoltsysteme.",
    "",
    "## Abgaswartung und Dokumente",
    "Das Abgaswartungsdokument gehört zur MFK.",
    "",
    "## Fazit",
    "Für die MFK reicht eine der Garagen oben.",
  ].join("\n");

  it("'## Elektro- und Hybridautos' and '## Abgaswartung und Dokumente' title sections, no businesses", () => {
    const r = analyzeByRules(answer, { businessName: "Garage Nolla GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Auto Rheinwald AG"]);
  });
});

describe("round 60 rules: the Swiss 'Beiz' after a first part is an inn's kind", () => {
  const answer = ["Besenbeizen im Herbst:", "", "* **Besenbeiz zur Trotte**: von September bis November, Sauser.", "* **Hofbeiz Sonnegg**: an Wochenenden, Plättli mit Produkten vom Hof.", "* **Weinstube Amsel**: ganzjährig geöffnet."].join("\n");

  it("'Hofbeiz Sonnegg: an Wochenenden, …' is a business, not an occasion", () => {
    const r = analyzeByRules(answer, { businessName: "Weinstube Amsel" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
    expect(r.competitors).toEqual(["Besenbeiz zur Trotte", "Hofbeiz Sonnegg"]);
  });
});

describe("round 60 rules: a list of advice whose labels name tasks ('Zuständigkeit klären:')", () => {
  const answer = [
    "In Bayern ist für jedes Gebäude ein Bezirkskaminkehrer zuständig.",
    "",
    "* **Zuständigkeit klären:** Welcher Kehrbezirk gilt, steht im Feuerstättenbescheid.",
    "* **Frei wählbare Betriebe in der Umgebung:**",
    "    * **Kaminkehrer Albrecht & Sohn (Mindelheim):** Kehren und Abgasmessung.",
    "    * **Kaminservice Mindeltal:** Kaminsanierung und Edelstahlschornsteine.",
    "* **Ältere Kaminöfen:** Öfen über den Grenzwerten müssen nachgerüstet werden.",
    "* **Kurgäste und Vermieter:** Ferienwohnungen mit Kaminofen brauchen ebenfalls Überprüfungen.",
  ].join("\n");

  it("'Ältere Kaminöfen' and 'Kurgäste und Vermieter' are labels, no businesses", () => {
    expect(analyzeByRules(answer, { businessName: "Kaminkehrerei Rauch" }).competitors).toEqual(["Kaminkehrer Albrecht & Sohn", "Kaminservice Mindeltal"]);
  });
});

describe("round 60 rules: a lead that ends 'würde ich mit diesen anfangen:' introduces businesses", () => {
  const answer = (lead: string) =>
    [lead, "", "- **Schreinerei Kormann** in Parkstein – kleiner Meisterbetrieb für Einbaumöbel.", "- **Holzwerkstatt Zant** in Theisseil – Massivholz aus der Region.", "- **Möbelbau Reiser GmbH** in Weiden – eigene CNC-Fertigung."].join("\n");

  it("after 'nach dem, was ich über Verzeichnisse … finden konnte, würde ich mit diesen anfangen:' the items are businesses", () => {
    const r = analyzeByRules(answer("Ich kann dir keine Garantie geben, aber nach dem, was ich über Verzeichnisse und Bewertungen finden konnte, würde ich mit diesen anfangen:"), { businessName: "Holzwerkstatt Zant" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Schreinerei Kormann", "Möbelbau Reiser GmbH"]);
  });
});

describe("round 60 rules: 'Baumgartner' is a surname, not the builder's stem", () => {
  const answer = ["Elektriker in Gais:", "", "- **Elektro Zellweger** – Installationen.", "- **Elektro Baumgartner AG** – Photovoltaik und Service."].join("\n");

  it("'Elektro Baumgartner AG' is not the visitor's 'Schreinerei Baumgartner'", () => {
    expect(analyzeByRules(answer, { businessName: "Schreinerei Baumgartner" }).mentioned).toBe(false);
  });

  it("unchanged: it is the visitor's 'Elektro Baumgartner'", () => {
    expect(analyzeByRules(answer, { businessName: "Elektro Baumgartner" }).position).toBe(2);
  });
});

describe("round 60 rules: criticism now and then is a caveat, not advice against", () => {
  const answer = (note: string) =>
    ["Zahnärzte in der Nähe:", "", "**1. Zahnarztpraxis Dr. Kainz (Pleystein)**", "* **Lage:** Am Marktplatz.", "", "**2. Zahnärzte am Stadtpark (Vohenstrauß)**", `* **Bewertung:** Bei Google 4,6 Sterne; ${note}`, "", "**3. Zahngesundheit Moosbach**", "* **Lage:** Im Ortskern."].join("\n");

  it("'gelegentlich wird kritisiert, dass …' keeps the practice a recommendation", () => {
    expect(analyzeByRules(answer("gelegentlich wird kritisiert, dass man nicht immer bei derselben Ärztin landet."), { businessName: "Zahngesundheit Moosbach" }).position).toBe(3);
  });

  it("'kritisiert werden gelegentlich lange Wartezeiten' too", () => {
    expect(analyzeByRules(answer("kritisiert werden gelegentlich lange Wartezeiten auf einen Kontrolltermin."), { businessName: "Zahngesundheit Moosbach" }).position).toBe(3);
  });

  it("'gelobt wird die Organisation, kritisiert gelegentlich, dass …' too", () => {
    expect(analyzeByRules(answer("gelobt wird die Organisation, kritisiert gelegentlich, dass man nicht immer dieselbe Ärztin hat."), { businessName: "Zahngesundheit Moosbach" }).position).toBe(3);
  });

  it("unchanged: 'viele kritisieren die Hygiene' still advises against it", () => {
    expect(analyzeByRules(answer("viele Patienten kritisieren die Hygiene."), { businessName: "Zahngesundheit Moosbach" }).position).toBe(2);
  });
});

describe("round 60 rules: 'für X nicht die erste Wahl' scopes a caveat to one need", () => {
  const answer = (note: string) =>
    ["Tischlereien für Küchen:", "", "## Tischlerei Hofinger", "Familienbetrieb, plant Küchen in 3D.", "", "## Küchenwerkstatt Rainbach", `Kleinere Werkstatt mit Schauraum. ${note}`, "", "## Möbeltischlerei Zauner", "Küchen aus Eiche."].join("\n");

  it("'für eine schlichte, grifflose Küche ist der Betrieb eher nicht die erste Wahl' keeps it recommended", () => {
    expect(analyzeByRules(answer("Wer eine Küche mit Charakter möchte, ist hier richtig; für eine schlichte, grifflose Küche ist der Betrieb eher nicht die erste Wahl."), { businessName: "Möbeltischlerei Zauner" }).position).toBe(3);
  });

  it("unchanged: without the purpose granted, 'Für eine dringende Reparatur … nicht als erste Wahl' still advises against it", () => {
    expect(analyzeByRules(answer("Für eine dringende Reparatur würde ich den Betrieb eher nicht als erste Wahl sehen."), { businessName: "Möbeltischlerei Zauner" }).position).toBe(2);
  });

  it("unchanged: 'Der Betrieb ist leider nicht die erste Wahl' still advises against it", () => {
    expect(analyzeByRules(answer("Der Betrieb ist nach vielen Beschwerden leider nicht die erste Wahl."), { businessName: "Möbeltischlerei Zauner" }).position).toBe(2);
  });
});

describe("round 60 rules: the first paragraph after a heading's details list describes that business", () => {
  const answer = [
    "Friseure in Straß:",
    "",
    "### Friseur Hairlounge Lenzing",
    "- **Adresse:** Ortsmitte",
    "- **Preise:** Balayage ab 120 €",
    "",
    "### Salon Haarzeit Kasberger",
    "- **Adresse:** Nähe Kirche",
    "- **Öffnungszeiten:** Di–Fr 8:30–18 Uhr",
    "",
    "Kleiner Salon mit zwei Friseurinnen; Kundinnen loben die entspannte Atmosphäre.",
    "",
    "### Frisör Pesendorfer",
    "- **Adresse:** Vöcklamarkt",
  ].join("\n");

  it("'Kleiner Salon mit zwei Friseurinnen' is no business of its own", () => {
    const r = analyzeByRules(answer, { businessName: "Salon Haarzeit Kasberger" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Friseur Hairlounge Lenzing", "Frisör Pesendorfer"]);
  });
});

describe("round 60 rules: the practice named again by its kind and its place", () => {
  const answer = ["Hausärzte in Moosbach:", "", "### Allgemeinmedizin am Kirchplatz", "Zwei Ärztinnen, Hausbesuche.", "", "### Praxis Dr. Sabine Kraus", "Internistin, Termine online.", "", "Wenn du Wert auf Betreuung legst, ist die Praxis am Kirchplatz die naheliegendste Anlaufstelle."].join("\n");

  it("'die Praxis am Kirchplatz' is 'Allgemeinmedizin am Kirchplatz' again, no third business", () => {
    expect(analyzeByRules(answer, { businessName: "Praxis Dr. Sabine Kraus" }).competitors).toEqual(["Allgemeinmedizin am Kirchplatz"]);
  });
});

describe("round 60 rules: Copilot's source lines numbered with superscripts, a platform first", () => {
  const answer = ["Physiotherapie bei Oberwang:", "", "- **Physiozentrum Zell** – Kassenvertrag².", "- **Physiotherapie Wendl** – Wahlphysiotherapeutin³.", "", "Weitere Informationen:", "¹ gesundheitskasse.at – Physiotherapie", "² physiozentrum-zell.at", "³ Herold – Physiotherapie Oberwang", "⁴ Google Maps – Physiotherapie Thalgau"].join("\n");

  it("'³ Herold – Physiotherapie Oberwang' is a source's title, no business", () => {
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Wendl" }).competitors).toEqual(["Physiozentrum Zell"]);
  });
});
