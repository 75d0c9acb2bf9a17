/**
 * Round 74's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 74 rules: a business's kind before its staff is no firm", () => {
  const answer = (sentence: string) => ["Für die Buchhaltung kommen infrage:", "", "- **Treuhand Thalmann AG** – Landwirtschaft und KMU.", "- **Schawalder Treuhand** – viele Bauernfamilien.", "", sentence].join("\n");

  it("does not read 'falls im Hofladen Aushilfen mitarbeiten' as a business", () => {
    const r = analyzeByRules(answer("Das Büro erstellt auch die Lohnabrechnungen, falls im Hofladen Aushilfen mitarbeiten."), { businessName: "Treuhand Raschle" });
    expect(r.competitors).toEqual(["Treuhand Thalmann AG", "Schawalder Treuhand"]);
  });

  it("still reads a firm named in the same sentence shape ('falls im Hofladen Brunner jemand aushilft') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Das Büro rechnet auch ab, falls im **Hofladen Brunner** jemand aushilft."), { businessName: "Treuhand Raschle" });
    expect(r.competitors).toContain("Hofladen Brunner");
  });
});

describe("round 74 rules: a section whose heading opens with its first item's lead lists topics", () => {
  const answer = (heading: string, items: string[]) =>
    [
      "Rund um den Weiler gibt es mehrere Sportgeschäfte mit Verleih.",
      "",
      "### Sporthaus Stöckler (Unterwestegg)",
      "Großer Verleih mit Ski und Helmen in allen Kindergrößen.",
      "",
      "### Ski-Depot Kirchmann (Außerschwende)",
      "Verleih mit beheiztem Skidepot und Schuhtrocknern.",
      "",
      `### ${heading}`,
      ...items,
    ].join("\n");
  const topics = [
    "- **Skipass:** Der Skipass gilt für die Skigebiete auf beiden Seiten der Grenze, Kinder fahren günstiger.",
    "- **Walserbus:** Mit der Gästekarte fahrt ihr kostenlos mit dem Walserbus zu allen Talstationen.",
    "- **Skischule:** Für die Kinder lohnt sich ein Kurs, vor allem in der ersten Woche.",
  ];

  it("does not read '**Skipass:**', '**Walserbus:**', '**Skischule:**' under '### Skipass und Wege im Tal' as businesses", () => {
    const r = analyzeByRules(answer("Skipass und Wege im Tal", topics), { businessName: "Sport Rüscher" });
    expect(r.competitors).toEqual(["Sporthaus Stöckler", "Ski-Depot Kirchmann"]);
  });

  it("still reads firms listed under a heading of their kind ('### Skischulen im Tal' over '**Skischule Fritz:**') (a guard, passes either way)", () => {
    const firms = ["- **Skischule Fritz:** Kurse für Kinder ab vier Jahren, Treffpunkt an der Talstation.", "- **Skischule Walser:** kleine Gruppen und Privatstunden am Vormittag."];
    const r = analyzeByRules(answer("Skischulen im Tal", firms), { businessName: "Sport Rüscher" });
    expect(r.competitors).toEqual(["Sporthaus Stöckler", "Ski-Depot Kirchmann", "Skischule Fritz", "Skischule Walser"]);
  });
});

describe("round 74 rules: a kind alone among colon-inside topics is a topic too", () => {
  const answer = (lead: string) =>
    [
      "Perpat liegt nur wenige Minuten von der Talstation entfernt.",
      "",
      "1. **Landhaus Zangerle** – vier Apartments mit Balkon und Skiraum.",
      "2. **Apart Tschuggmall** – moderne Ferienwohnungen mit Sauna.",
      "3. **Gästehaus Pfefferkorn** – einfache Zimmer mit Frühstück.",
      "",
      "### Skifahren mit Kindern",
      "- **Diasbahn:** Die Gondelbahn bringt euch von Kappl auf die Alpe Dias, das Skigebiet ist ruhiger als Ischgl.",
      "- **Skipass:** Die Tageskarte für Erwachsene kostet in der Hauptsaison um die 60 €, Kinder zahlen etwa die Hälfte.",
      `- **${lead}:** Kinderskikurse starten meist sonntags, in der Hochsaison solltet ihr vorab online reservieren.`,
    ].join("\n");

  it("does not read '**Diasbahn:**', '**Skipass:**' beside '**Skischule und Verleih:**' as businesses", () => {
    // The kind pair itself is still kept by its own words (hasOwnEvidence); the rule frees the list's other leads.
    const r = analyzeByRules(answer("Skischule und Verleih"), { businessName: "Appartements Grissemann" });
    expect(r.competitors.slice(0, 3)).toEqual(["Landhaus Zangerle", "Apart Tschuggmall", "Gästehaus Pfefferkorn"]);
    expect(r.competitors).not.toContain("Diasbahn");
    expect(r.competitors).not.toContain("Skipass");
  });

  it("still reads a firm's lead with a legal form there ('**Skischule Kappl GmbH:**') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Skischule Kappl GmbH"), { businessName: "Appartements Grissemann" });
    expect(r.competitors).toContain("Skischule Kappl GmbH");
  });
});

describe("round 74 rules: a hospital doctor by rank and field is not the visitor", () => {
  const answer = (sentence: string) =>
    ["Nach einer Kreuzband-OP sind diese Praxen eine gute Anlaufstelle:", "", "- **Physio Taminatal** in Kunkels – Sportphysiotherapie mit Trainingsraum.", "- **Bewegungspraxis Ladils** – Medizinische Trainingstherapie, kleines Team.", "", sentence].join("\n");
  const visitor = { businessName: "Physiotherapie Mattenberger", domain: "physio-mattenberger.ch" };

  it("does not take 'vom Leitenden Arzt Orthopädie, Dr. med. Urs Mattenberger, am Spital in Walenstadt' for 'Physiotherapie Mattenberger'", () => {
    const r = analyzeByRules(answer("Viele Patienten werden vom Leitenden Arzt Orthopädie, Dr. med. Urs Mattenberger, am Spital in Walenstadt operiert; seine Schemata kennen beide Praxen."), visitor);
    expect(r.mentioned).toBe(false);
  });

  it("does not read 'Arzt Orthopädie' (a rank's department) as a business", () => {
    const r = analyzeByRules(answer("Viele Patienten werden vom Leitenden Arzt Orthopädie, Dr. med. Urs Mattenberger, am Spital in Walenstadt operiert; seine Schemata kennen beide Praxen."), visitor);
    expect(r.competitors).toEqual(["Physio Taminatal", "Bewegungspraxis Ladils"]);
  });

  it("still reads the visitor's owner who runs the practice ('Urs Mattenberger führt die Physiotherapie in Vättis') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Außerdem führt Urs Mattenberger seit Jahren die **Physiotherapie Mattenberger** in Vättis, mit Termin auch am Samstag."), visitor);
    expect(r.mentioned).toBe(true);
  });
});

describe("round 74 rules: a holiday flat's minimum stay is a detail label", () => {
  const answer = [
    "Rund um den Ort gibt es viele kinderfreundliche Unterkünfte:",
    "",
    "### 1. Ferienhof Grellner (Oberfellendorf)",
    "**Ferienhof Grellner** – Oberfellendorf 12, 91346 Wiesenttal. Ein kleiner Bauernhof mit drei Ferienwohnungen, Spielplatz und Hühnern.",
    "",
    "- Preis: ca. 85–105 € pro Nacht für vier Personen",
    "- Mindestaufenthalt in den Ferien: 5 Nächte",
    "- Brötchenservice auf Anfrage",
    "",
    "### 2. Gästehaus Felsennadel (Tüchersfeld)",
    "**Gästehaus Felsennadel** – Püttlachtalstraße 21, 91278 Pottenstein-Tüchersfeld. Vier gepflegte Apartments am Ortsausgang.",
    "",
    "- Preis: ca. 95–120 € pro Nacht inklusive Endreinigung",
  ].join("\n");

  it("does not read 'Mindestaufenthalt in den Ferien' or 'Brötchenservice auf Anfrage' under a flat's heading as businesses", () => {
    const r = analyzeByRules(answer, { businessName: "Ferienwohnungen Schrüfer" });
    expect(r.competitors).toEqual(["Ferienhof Grellner", "Gästehaus Felsennadel"]);
  });
});

describe("round 74 rules: a regional prize is no business", () => {
  const answer = (sentence: string) => ["Für Zirbenmöbel nach Maß kommen infrage:", "", "- **Möbeltischlerei Unterluggauer** – Zirbe und Lärche, eigene Werkstatt.", "- **Zirbenwerkstatt Aschbacher** – Schlafzimmer aus Zirbe.", "", sentence].join("\n");

  it("does not read 'beim Kärntner Holzbaupreis' as a business", () => {
    const r = analyzeByRules(answer("Beim Kärntner Holzbaupreis werden regelmäßig Betriebe aus der Region ausgezeichnet; das kann bei der Auswahl helfen."), { businessName: "Tischlerei Klammer" });
    expect(r.competitors).toEqual(["Möbeltischlerei Unterluggauer", "Zirbenwerkstatt Aschbacher"]);
  });

  it("still reads a firm named after its Land ('**Kärntner Holzbau GmbH**') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Für größere Aufträge gibt es außerdem die **Kärntner Holzbau GmbH** in Gmünd."), { businessName: "Tischlerei Klammer" });
    expect(r.competitors).toContain("Kärntner Holzbau GmbH");
  });
});

describe("round 74 rules: a doctor said to be a hospital's doctor right after the name is not the visitor", () => {
  const answer = (sentence: string) =>
    ["Am naheliegendsten sind diese drei:", "", "- **Physio Parli** in Falein – kleine Praxis mit Trainingsraum.", "- **Praxis für Physiotherapie Guidon** in Stugl – auch Hausbesuche.", "", sentence].join("\n");
  const visitor = { businessName: "Physiotherapie Ganzoni", domain: "physio-ganzoni.ch" };

  it("does not take 'Dr. med. Andrea Ganzoni ist Leitende Ärztin der Orthopädie am Spital Davos' for 'Physiotherapie Ganzoni'", () => {
    const r = analyzeByRules(answer("Bei der Suche bin ich auch auf den Namen Ganzoni gestossen: Dr. med. Andrea Ganzoni ist Leitende Ärztin der Orthopädie am Spital Davos und operiert dort Kreuzbänder."), visitor);
    expect(r.mentioned).toBe(false);
  });

  it("still reads the visitor's owner who runs the practice ('Andrea Ganzoni führt die Physiotherapie Ganzoni') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Ausserdem führt Andrea Ganzoni die **Physiotherapie Ganzoni** in Filisur, mit Terminen am Abend."), visitor);
    expect(r.mentioned).toBe(true);
  });
});

describe("round 74 rules: a farm called after its family in one word is the visitor's farm, a platform after it is none", () => {
  const answer = (lead: string) =>
    [
      "In Maltaberg und Umgebung sind diese Unterkünfte für August besonders empfehlenswert:",
      "",
      `**1. ${lead} – Urlaub am Bauernhof**`,
      "* **Lage:** Sonnig auf etwa 1.000 m in Maltaberg, mit Blick ins Tal.",
      "* **Tiere:** Kühe, Ziegen, Hasen und zwei Ponys.",
      "",
      "**2. Appartements Peitler**",
      "* **Lage:** Ebenfalls in Maltaberg, etwas näher am Ortskern.",
      "* **Preis:** ab 95 € pro Nacht.",
    ].join("\n");

  it("reads 'Klampfererhof' as the visitor's 'Ferienhof Klampferer'", () => {
    const r = analyzeByRules(answer("Klampfererhof"), { businessName: "Ferienhof Klampferer" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
  });

  it("keeps 'Klampfererhof' as the business of '**1. Klampfererhof – Urlaub am Bauernhof**', not the platform after the dash", () => {
    const r = analyzeByRules(answer("Klampfererhof"), { businessName: "Appartements Peitler" });
    expect(r.competitors).toEqual(["Klampfererhof"]);
  });

  it("does not read another farm's name that merely starts alike ('Klampferhof') as the visitor (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Klampferhof"), { businessName: "Ferienhof Klampferer" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 74 rules: a Swiss 'Ch' for a trade word's 'K' is the same name", () => {
  const answer = (lead: string) =>
    ["Direkt ab Hof bekommst du Käse und Butter zum Beispiel hier:", "", "**Hofladen Sunnsyte**", "* **Ort:** Meiersmaad", "* **Angebot:** Bergkäse und Butter", "", `**${lead}**`, "* **Ort:** Meiersmaad, im Dorfkern", "* **Angebot:** Berner Alpkäse AOP und Hobelkäse"].join("\n");

  it("reads 'Chäserei Zwygart' as the visitor's 'Käserei Zwygart'", () => {
    const r = analyzeByRules(answer("Chäserei Zwygart"), { businessName: "Käserei Zwygart", domain: "kaeserei-zwygart.ch" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });

  it("does not read 'Chäserei Zwahlen' as the visitor's 'Käserei Zwygart' (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Chäserei Zwahlen"), { businessName: "Käserei Zwygart", domain: "kaeserei-zwygart.ch" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 74 rules: a federal stud is no business", () => {
  const answer = (intro: string) =>
    [intro, "", "**Kleintierzentrum Gradenberg**", "Eine größere Kleintierordination in Gradenberg, drei Tierärztinnen, digitales Röntgen.", "", "**Pferdepraxis Dr. Wuggenig**", "Eine reine Pferdepraxis mit Sitz in Krenhof, mobiles Röntgen und Endoskopie."].join("\n");

  it("does not read 'das Bundesgestüt Piber' in the introduction as a business", () => {
    const r = analyzeByRules(answer("Rund um Piberegg seid ihr mit Pferden gut aufgehoben – die Gegend ist durch das Bundesgestüt Piber ohnehin stark pferdegeprägt."), { businessName: "Tierarztpraxis Mag. Grinschgl" });
    expect(r.competitors).toEqual(["Kleintierzentrum Gradenberg", "Pferdepraxis Dr. Wuggenig"]);
  });
});

describe("round 74 rules: praise and a criticised detail in one passive sentence is a mixed review", () => {
  const answer = (review: string) =>
    ["Für den Hund kommen diese Praxen infrage:", "", `- **Kleintierzentrum Gradenberg** – drei Tierärztinnen, digitales Röntgen. ${review}`, "- **Pferdepraxis Dr. Wuggenig** – reine Pferdepraxis mit mobilem Röntgen."].join("\n");

  it("keeps a business recommended whose reviews praise it and 'manchmal aber die Wartezeit … kritisiert'", () => {
    const r = analyzeByRules(answer("In den Bewertungen wird die freundliche Aufnahme gelobt, manchmal aber die Wartezeit in der offenen Sprechstunde kritisiert."), { businessName: "Kleintierzentrum Gradenberg" });
    expect(r.mentionTone).toBe("recommended");
    expect(r.position).toBe(1);
  });

  it("still reads many complaints as advice against ('viele Bewertungen kritisieren …') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Viele Bewertungen kritisieren lange Wartezeiten und unfreundliche Behandlung."), { businessName: "Kleintierzentrum Gradenberg" });
    expect(r.mentionTone).toBe("discouraged");
  });
});

describe("round 74 rules: a lone business heading under a section heading opens the headings' list after it", () => {
  const answer = (first: string) =>
    [
      "Rund um Piberegg seid ihr mit Pferden gut aufgehoben. Ich habe die Angebote nach euren Bedürfnissen sortiert.",
      "",
      "## Für den Hund (Kleintiere)",
      "",
      first,
      "Eine größere Kleintierordination, etwa fünf Minuten von Piberegg. Drei Tierärztinnen, digitales Röntgen.",
      "",
      "## Für die Haflinger (Pferde)",
      "",
      "**Pferdepraxis Dr. Wuggenig**",
      "Eine reine Pferdepraxis mit Sitz in Krenhof, mobiles Röntgen.",
      "",
      "## Für beides",
      "",
      "**Tierärztin Mag. Andrea Grinschgl**",
      "Gemischtpraxis direkt in Piberegg.",
      "",
      "**Tierarztpraxis Glawogger**",
      "In Zangtal bei Voitsberg, eine Gemischtpraxis.",
    ].join("\n");

  it("reads '**Kleintierzentrum Gradenberg**' under '## Für den Hund (Kleintiere)' as the first business", () => {
    const r = analyzeByRules(answer("**Kleintierzentrum Gradenberg**"), { businessName: "Tierarztpraxis Mag. Grinschgl" });
    expect(r.competitors[0]).toBe("Kleintierzentrum Gradenberg");
    expect(r.position).toBe(3);
  });

  it("still sets apart a topic heading there ('**Impfungen und Entwurmung**') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("**Impfungen und Entwurmung**"), { businessName: "Tierarztpraxis Mag. Grinschgl" });
    expect(r.competitors).not.toContain("Impfungen und Entwurmung");
  });
});

describe("round 74 rules: the visitor's exact name after a namesake of another kind", () => {
  const answer = [
    "Hier sind einige Optionen am Stakendorfer Strand:",
    "",
    "**Strandhaus Bielenberg**",
    "* **Lage:** Barsbeker Strand, direkt hinter dem Deich",
    "",
    "**Ferienwohnungen Wriedt**",
    "* **Adresse:** Dorfstraße 3, 24238 Lammershagen",
    "* **Hinweis:** Dieser Betrieb trägt fast denselben Namen wie das Ferienhaus am Stakendorfer Strand, gehört aber zu einem anderen Anbieter.",
    "",
    "**Ferienhaus Wriedt**",
    "* **Adresse:** Strandstraße 8, 24217 Stakendorf",
    "* **Meerblick:** ja, vom Wohnzimmer und vom Balkon",
  ].join("\n");

  it("places the visitor 'Ferienhaus Wriedt' third, after the namesake 'Ferienwohnungen Wriedt'", () => {
    const r = analyzeByRules(answer, { businessName: "Ferienhaus Wriedt", domain: "ferienhaus-wriedt.de" });
    expect(r.position).toBe(3);
    expect(r.competitors).toEqual(["Strandhaus Bielenberg", "Ferienwohnungen Wriedt"]);
  });

  it("still reads the visitor named by another kind when its exact name never follows (a guard, passes either way)", () => {
    const r = analyzeByRules(answer.replace("**Ferienhaus Wriedt**", "**Haus Seeblick**"), { businessName: "Ferienhaus Wriedt", domain: "ferienhaus-wriedt.de" });
    expect(r.position).toBe(2);
  });
});

describe("round 74 rules: the mountain rescue is no business", () => {
  const answer = (sentence: string) => ["Für den Habicht kommen diese Bergführer infrage:", "", "- **Bergschule Tribulaun** – Touren im Gschnitztal.", "- **Alpinzentrum Wipptal** – auch Kurse.", "", sentence].join("\n");

  it("does not read 'die Bergrettung Tirol' as a business", () => {
    const r = analyzeByRules(answer("Für einen Eingehtag eignet sich die Innsbrucker Hütte, und die Bergrettung Tirol empfiehlt, die Tour vorab bei der Hütte anzumelden."), { businessName: "Bergführer Jakob Tollinger" });
    expect(r.competitors).toEqual(["Bergschule Tribulaun", "Alpinzentrum Wipptal"]);
  });
});

describe("round 74 rules: a series by its quoted title is no business", () => {
  const answer = (sentence: string) => ["Für Familien im Glottertal passen:", "", "1. **Ferienhof Kromer** – Bauernhof mit Tieren.", "2. **Gästehaus Eichbühl** – ruhig am Waldrand.", "", "### Ausflüge", `- **Glotterbad:** ${sentence}`, "- **Freiburg:** Der Münstermarkt findet werktags vormittags statt und lohnt sich mit Kindern."].join("\n");

  it("does not read 'ZDF-Serie „Die Schwarzwaldklinik“' as a business", () => {
    const r = analyzeByRules(answer("Das aus der ZDF-Serie „Die Schwarzwaldklinik“ bekannte Klinikgebäude steht am Taleingang; ein Foto gehört für viele dazu."), { businessName: "Ferienwohnung Baschnagel" });
    expect(r.competitors).toEqual(["Ferienhof Kromer", "Gästehaus Eichbühl"]);
  });
});

describe("round 74 rules: a loanword kind's plural before a place counts that kind", () => {
  const answer = (sentence: string) => ["Für einen Termin heute kommen infrage:", "", "- **Friseur am Seeufer Nehmten** – Damen und Herren.", "- **Haar & Mehr Dörnick** – auch samstags.", "", sentence].join("\n");

  it("does not read 'die Salons am Plöner See' as a business", () => {
    const r = analyzeByRules(answer("Samstags sind die Salons am Plöner See meist schon mittags ausgebucht."), { businessName: "Friseursalon Steffens" });
    expect(r.competitors).toEqual(["Friseur am Seeufer Nehmten", "Haar & Mehr Dörnick"]);
  });

  it("still reads one salon named after its place ('**Salon am See**') (a guard, passes either way)", () => {
    const r = analyzeByRules(answer("Außerdem gibt es den **Salon am See** in Plön."), { businessName: "Friseursalon Steffens" });
    expect(r.competitors).toContain("Salon am See");
  });
});

describe("round 74 rules: the districts' early help for families is no business", () => {
  it("does not read 'die Frühen Hilfen der Kreise' as a business", () => {
    const answer = [
      "Ich habe keinen Zugriff auf eine Websuche und möchte dir deshalb keine Namen nennen.",
      "",
      "So gehst du am besten vor:",
      "",
      "- **Hebammenliste der Krankenkassen:** Der GKV-Spitzenverband führt eine Liste aller Hebammen, die mit den Kassen abrechnen.",
      "- **Geburtsklinik:** Frag bei der Kreißsaalführung nach; die Kliniken kennen die Hebammen der Umgebung.",
      "",
      "Falls es trotz allem nicht klappt: Einige Familienzentren im Kreis Ostholstein und im Kreis Plön bieten eine Hebammensprechstunde an, und die Frühen Hilfen der Kreise unterstützen ebenfalls. Die Kosten übernimmt deine Krankenkasse.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hebamme Kirsten Möller" });
    expect(r.competitors).toEqual([]);
  });
});

describe("round 74 review: a year before a capitalised word is no postal code", () => {
  it("keeps one business named twice with two years ('seit 2015 Kleintierpraxis', 'seit 2019 Familienbetrieb') as one", () => {
    const answer = [
      "In Gradenberg passen diese Praxen:",
      "",
      "- **Tierarztpraxis Dr. Lechner** – seit 2015 Kleintierpraxis mit eigenem Röntgen.",
      "- **Kleintierzentrum Gradenberg** – drei Tierärztinnen.",
      "",
      "### Notdienst",
      "- **Tierarztpraxis Dr. Lechner** – seit 2019 Familienbetrieb, am Wochenende im Bereitschaftsdienst.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Glawogger" });
    expect(r.competitors).toEqual(["Tierarztpraxis Dr. Lechner", "Kleintierzentrum Gradenberg"]);
  });
});

describe("round 74 review: only a hospital makes a doctor said to be one another's staff", () => {
  it("still reads 'Dr. med. Anna Keller ist Ärztin in der Gemeinde Hünenberg' as the visitor 'Praxis Dr. Keller'", () => {
    const answer = ["Für Hausbesuche kommen infrage:", "", "- **Gemeinschaftspraxis am Dorfplatz** – drei Ärzte.", "- **Hausarztpraxis Lindenhof** – auch samstags.", "", "Ausserdem: Dr. med. Anna Keller ist Ärztin in der Gemeinde Hünenberg und macht ebenfalls Hausbesuche."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Praxis Dr. Keller" }).mentioned).toBe(true);
  });
});
