/**
 * Round 69's rules, each with an example written for it: what the training corpora showed the rules reading wrong. Several
 * borrow the words of the training answer that showed the pattern (training corpora only; no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 69 rules: a label noun with a preposition after it says what a firm has", () => {
  it("reads no business in 'wirbt mit Erfahrung an Fachwerkfassaden im Bauland' and keeps the place of the next firm", () => {
    const answer = [
      "Ich habe nach Betrieben in der Umgebung gesucht, die ausdrücklich Erfahrung mit Fachwerk angeben.",
      "",
      "Der naheliegendste Betrieb ist der **Malerfachbetrieb Kretzler** in Osterburken. Der Betrieb wirbt mit Erfahrung an Fachwerkfassaden im Bauland und im Hohenloher Raum, arbeitet mit Kalk- und Silikatfarben und bietet eine Bestandsaufnahme an.",
      "",
      "Direkt im Ort arbeitet **Tobias Weiland**, der sich auf Altbau spezialisiert hat.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tobias Weiland" });
    expect(r.competitors).toEqual(["Malerfachbetrieb Kretzler"]);
    expect(r.position).toBe(2);
  });

  it("keeps a firm named by its kind and where it lies ('Praxis am Marktplatz')", () => {
    const r = analyzeByRules("In Bern sind die **Praxis am Bärenplatz** und die **Zahnarztpraxis Keller** empfehlenswert.", { businessName: "Zahnarzt Huber" });
    expect(r.competitors).toEqual(["Praxis am Bärenplatz", "Zahnarztpraxis Keller"]);
  });
});

describe("round 69 rules: a firm named by its own words or a chain's name ends before 'in' and a hamlet", () => {
  it("reads 'Lucky Car' in '**Lucky Car in Greinbach** – Kette mit Festpreisen'", () => {
    const answer = [
      "**Kfz-Technik Wagenhofer** (Sinnersdorf) – ermächtigte Werkstatt, Pickerl meist noch am selben Tag.",
      "",
      "**Autohaus Haideggendorf** – Mehrmarkenwerkstatt mit Online-Terminbuchung.",
      "",
      "**Lucky Car in Greinbach** – Kette mit Festpreisen; Pickerl oft ohne Termin möglich.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Kfz-Technik Wagenhofer" }).competitors).toEqual(["Autohaus Haideggendorf", "Lucky Car"]);
  });

  it("reads 'Cicli Pitsch' in an item without markup ('- Cicli Pitsch in Ftan – kleine Werkstatt')", () => {
    const answer = [
      "In Sent vermietet **Sport Vonmoos** einige E-Bikes. Weitere Möglichkeiten im Tal:",
      "",
      "- Cicli Pitsch in Ftan – kleine Werkstatt mit drei Leih-E-Bikes",
      "- Engadin Bike Tours in Zernez – geführte Touren inklusive Rad",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Sport Vonmoos" }).competitors).toEqual(["Cicli Pitsch", "Engadin Bike Tours"]);
  });
});

describe("round 69 rules: the town the visitor's name ends on is not the visitor; its name without the town is", () => {
  const answer = [
    "Nach meinem Kenntnisstand sind in Waldbröl die **Gemeinschaftspraxis Dr. Wirths & Dr. Kaya** und die **Hausarztpraxis am Marktplatz** empfehlenswerte Anlaufstellen.",
    "",
    "Falls beide voll sind: In Nümbrecht gibt es das MVZ Homburger Land.",
  ].join("\n");

  it("places 'Hausarztpraxis am Marktplatz Waldbröl' second, after the practice named before it, not at 'in Waldbröl'", () => {
    const r = analyzeByRules(answer, { businessName: "Hausarztpraxis am Marktplatz Waldbröl" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Gemeinschaftspraxis Dr. Wirths & Dr. Kaya", "MVZ Homburger Land"]);
  });

  it("does not take a trade alone for a visitor named by its trade and town ('Hausarztpraxis Waldbröl')", () => {
    const r = analyzeByRules("In Waldbröl ist die **Hausarztpraxis Dr. Kaya** zu empfehlen.", { businessName: "Hausarztpraxis Waldbröl" });
    expect(r.mentioned).toBe(false);
  });
});

describe("round 69 rules: 'hoer' is hearing care's stem only where its work follows", () => {
  it("reads no business in 'echte Bamberger Hörnla' and keeps 'Hörakustik Frundsberg'", () => {
    const answer = [
      "Wenn du echte Bamberger Hörnla suchst, kommst du an der Alten Backstube Dörfler kaum vorbei – dort werden sie noch von Hand gerollt.",
      "",
      "Für Hörgeräte empfehle ich **Hörakustik Frundsberg** am Marktplatz.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Alte Backstube Dörfler" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Hörakustik Frundsberg"]);
  });
});

describe("round 69 rules: a titled doctor in an enumeration keeps the title's lower-case parts and starts at the job word", () => {
  it("reads 'Zahnärztin Dr. med. dent. Corinne Imboden' whole, not 'Corinne Imboden' nor 'Region Zahnärztin …'", () => {
    const answer = [
      "**3. Weitere Zahnärzte in der Region**",
      "Ausserdem praktizieren in der Region Zahnärztin Dr. med. dent. Corinne Imboden und Dr. Beat Jossen, beide mit eigener Praxis; Dr. Imboden hat einen Schwerpunkt in Kinderzahnmedizin.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Wild" }).competitors).toEqual(["Zahnärztin Dr. med. dent. Corinne Imboden", "Dr. Beat Jossen"]);
  });
});

describe("round 69 rules: a hospital or an animal shelter by its head word is a body one is referred to", () => {
  it("reads no business in 'die Notfallstation des Spitalzentrums Oberwallis' and 'Das Tierheim Lüneburg kann … vermitteln'", () => {
    const answer = [
      "- **Hundeschule Ilmenau-Auen** – kleine Gruppen, Welpenkurse am Samstag.",
      "- **Dogs & Friends Lüneburg** – Alltagstraining und Social Walks.",
      "",
      "Das Tierheim Lüneburg kann außerdem Kontakte zu Trainern vermitteln. Bei schweren Verletzungen ist die Notfallstation des Spitalzentrums Oberwallis die richtige Adresse.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hundeschule Heidepfoten" }).competitors).toEqual(["Hundeschule Ilmenau-Auen", "Dogs & Friends Lüneburg"]);
  });

  it("keeps a business named after the hospital ('Physiotherapie am Spital Thusis')", () => {
    const r = analyzeByRules("Gut bewertet ist die **Physiotherapie am Spital Thusis** – auch Lymphdrainage.", { businessName: "Physio Cazis" });
    expect(r.competitors).toEqual(["Physiotherapie am Spital Thusis"]);
  });
});

describe("round 69 rules: a service 'bei' a person by given name and surname names the person", () => {
  it("reads 'Carola Wendt' in '**Reitstunden bei Carola Wendt**' and 'Vroni Ostler' in '**Langlauf-Privatstunden bei Vroni Ostler**'", () => {
    const answer = [
      "1. **Ponyhof Sackwitz** – Ponyreiten für Kinder ab vier Jahren.",
      "2. **Reitstunden bei Carola Wendt** – Einzelstunden auf dem eigenen Hof, auch für Erwachsene.",
      "3. **Langlauf-Privatstunden bei Vroni Ostler** – staatlich geprüfte Skilehrerin, Treffpunkt am Parkplatz.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Reiterhof Zschepkau" }).competitors).toEqual(["Ponyhof Sackwitz", "Carola Wendt", "Vroni Ostler"]);
  });
});

describe("round 69 rules: a service 'mit' a person by given name and surname is a trading name, whole", () => {
  it("reads 'Yoga mit Sabine Hohenwarter' from '* **Yoga mit Sabine Hohenwarter (Wulzentratten):** …'", () => {
    const answer = [
      "Im Gitschtal gibt es einige kleinere Yoga-Angebote:",
      "",
      "* **Yoga mit Sabine Hohenwarter (Wulzentratten):** Hatha-Yoga für Anfänger, dienstags um 19 Uhr.",
      "* **Bewegungsraum Regitt:** Pilates und Rückenfit.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Yogastudio Hermagor" }).competitors).toEqual(["Yoga mit Sabine Hohenwarter", "Bewegungsraum Regitt"]);
  });

  it("still ends a firm's name at 'mit' and what it has ('Gasthof Adler mit Seeterrasse')", () => {
    const answer = "1. **Gasthof Adler mit Seeterrasse** – Fisch aus dem See.\n2. **Gasthaus Krone** – Wild im Herbst.";
    expect(analyzeByRules(answer, { businessName: "Gasthof Post" }).competitors).toEqual(["Gasthof Adler", "Gasthaus Krone"]);
  });
});

describe("round 69 rules: two firms, each by its trade and a word of its own, joined in one lead are two businesses", () => {
  it("reads 'Sanitär Bacher' and 'Elektro Rieder' from '**2. Sanitär Bacher & Elektro Rieder**'", () => {
    const answer = [
      "**1. Installateur Toferer**",
      "* **Leistungen:** Bäder, Heizung, Wärmepumpen.",
      "",
      "**2. Sanitär Bacher & Elektro Rieder**",
      "* **Hinweis:** Zwei eigenständige Betriebe aus Mitterling, die bei Badsanierungen häufig gemeinsam anbieten.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Haustechnik Ellmautal" }).competitors).toEqual(["Installateur Toferer", "Sanitär Bacher", "Elektro Rieder"]);
  });

  it("keeps a firm named after partners or with a legal form whole ('Malerei Brunner & Frei', 'Treuhand Buser & Partner AG')", () => {
    const answer = "- **Malerei Brunner & Frei** – Fassaden und Innenräume.\n- **Treuhand Buser & Partner AG** – Buchhaltung.";
    expect(analyzeByRules(answer, { businessName: "Maler Huber" }).competitors).toEqual(["Malerei Brunner & Frei", "Treuhand Buser & Partner AG"]);
  });
});

describe("round 69 rules: a full verb of what a business does opens a description's sentence, not a name", () => {
  it("reads no business in 'Macht Service nach Herstellervorgaben' and keeps the visitor's place", () => {
    const answer = [
      "**Vorderbristen:** Garage Furger – kleiner Betrieb mit zwei Mechanikern direkt an der Talstrasse. Macht Service nach Herstellervorgaben für die gängigen Marken.",
      "",
      "**Garage Zgraggen AG**",
      "Etwas grösserer Betrieb mit Diagnosegeräten für die meisten Marken.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Garage Zgraggen" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Garage Furger"]);
  });
});

describe("round 69 rules: 'ohne' and its noun are a set phrase ('nicht ohne Grund', 'ohne Termin')", () => {
  it("reads no business in 'Der Ort nennt sich nicht ohne Grund Schreinerdorf'", () => {
    const answer = [
      "Da seid ihr in Eschelbronn an der richtigen Adresse: Der Ort nennt sich nicht ohne Grund Schreinerdorf, früher gab es hier Dutzende Möbelwerkstätten.",
      "",
      "1. **Schreinerei Weidner** – Küchen aus Massivholz.",
      "2. **Möbelwerkstatt Kögel** – Einbaumöbel nach Mass.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Schreinerei Weidner" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Möbelwerkstatt Kögel"]);
  });
});

describe("round 69 rules: a tip's imperative to several readers opens no name", () => {
  it("reads no business in '* Vergleicht die Preise auf Booking.com, FeWo-direkt und Airbnb …'", () => {
    const answer = [
      "* **Landhaus Graswangtal** – zwei Ferienwohnungen mit Blick auf den Kofel.",
      "* **Ferienhof Gschwendtner** – Bauernhof mit Tieren.",
      "",
      "Für den August solltet ihr möglichst bald anfragen.",
      "",
      "* Vergleicht die Preise auf Booking.com, FeWo-direkt und Airbnb mit dem Preis bei direkter Buchung.",
      "* Fragt bei der Buchung nach der Kurkarte.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Chaletdorf Kofelblick" }).competitors).toEqual(["Landhaus Graswangtal", "Ferienhof Gschwendtner"]);
  });
});

describe("round 69 rules: a hamlet's lead before a firm named by words of its own is the hamlet, and the firm is read", () => {
  it("reads the huts after '**Kamelisen:**', '**Unterstaller:**' in order, and no hamlet as a business", () => {
    const answer = [
      "### Hütten in Kamelisen und den Almdörfern daneben",
      "",
      "- **Kamelisen:** Almhütte Rainer – für 2–5 Personen, Holzherd und Kachelofen.",
      "- **Kamelisen:** Troger-Hütte – kleiner und einfacher, ideal für zwei Erwachsene mit zwei Kindern.",
      "- **Unterstaller:** Almhaus Bergahorn – zwei Ferienwohnungen in einem renovierten Almhaus.",
      "- **Tassenbach:** Ferienwohnungen Hochpustertal – falls oben alles belegt ist.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Hüttenvermietung Walder" }).competitors).toEqual(["Almhütte Rainer", "Troger-Hütte", "Almhaus Bergahorn", "Ferienwohnungen Hochpustertal"]);
  });

  it("reads 'Haarwerk Mandy Pohle' after '**Kossa:**' between firms led by their names", () => {
    const answer = [
      "- **Salon Schnittpunkt** – direkt in Schköna, samstags 8–13 Uhr",
      "- **Kossa:** Haarwerk Mandy Pohle – kleiner Salon mit Schwerpunkt auf Colorationen",
      "- **Friseur Heidelocke** – Damen und Herren",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Friseur Lindenhof" }).competitors).toEqual(["Salon Schnittpunkt", "Haarwerk Mandy Pohle", "Friseur Heidelocke"]);
  });
});

describe("round 69 rules: a service 'mit' a person by job, given name and surname names the person", () => {
  it("reads 'Bergführer Pius Tschirky' in '- **Klettersteigkurs mit Bergführer Pius Tschirky** – …'", () => {
    const answer = [
      "- **Klettersteigkurs mit Bergführer Pius Tschirky** – eintägiger Einführungskurs mit Materialkunde",
      "- **Bergsteigerschule Graue Hörner** – mehrtägige Kurse und geführte Touren",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Bergsport Ackermann" }).competitors).toEqual(["Bergführer Pius Tschirky", "Bergsteigerschule Graue Hörner"]);
  });
});

describe("round 69 rules: a trade's compound headed by a fear, a visit, an appointment or a bill is no trade word", () => {
  it("reads no business in 'bei Zahnarztangst Dr. Moser' beyond the doctor, and none in 'Beratungstermin Fotos'", () => {
    const answer = [
      "Für eine langfristige Betreuung ist die **Zahnarztpraxis Dr. Steinwender** eine gute Wahl, und **Dr. Katharina Moser** nimmt sich viel Zeit.",
      "",
      "Zusammengefasst: Für Kontrollen Dr. Steinwender, bei Zahnarztangst Dr. Moser, und das Labor Pirker brauchst du nur für Prothesen.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Gruppenpraxis Schlatzing" }).competitors).toEqual(["Zahnarztpraxis Dr. Steinwender", "Dr. Katharina Moser", "Labor Pirker"]);
  });
});

describe("round 69 rules: a titled person whose own address is the street the visitor's practice is named after is the visitor", () => {
  const answer = [
    "**1. Kleintierpraxis Dr. Harder**",
    "* **Adresse:** Dorfstraße 3, Kosel",
    "",
    "**2. Dr. med. vet. Wiebke Söhrnsen**",
    "* **Adresse:** Goosefelder Weg 7, Barkelsby",
    "* **Schwerpunkte:** Kleintiere mit Fokus auf Katzenmedizin",
  ].join("\n");

  it("places 'Tierarztpraxis am Goosefelder Weg' second", () => {
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis am Goosefelder Weg" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("does not take a firm with a name of its own at that street for the visitor", () => {
    const other = "* **Landbäckerei Wunderlich** (Bad Laasphe, Mühlenweg 4): sonntags 7:30–10:30 Uhr.\n* **Bäckerei Born** (Feudingen): sonntags 8–11 Uhr.";
    expect(analyzeByRules(other, { businessName: "Backstube am Mühlenweg" }).mentioned).toBe(false);
  });
});

describe("round 69 rules: a lead cut at 'mit' down to a trade word alone is no business", () => {
  it("reads no 'Yoga' from the heading '**2. Yoga mit Anke**'", () => {
    const answer = [
      "**1. Hatha-Yoga bei Marlene Tietz**",
      "Marlene Tietz unterrichtet klassisches Hatha-Yoga dienstags ab 18:30 Uhr.",
      "",
      "**2. Yoga mit Anke**",
      "Hinter dem Namen steht Anke Böttcher, die seit einigen Jahren Kurse anbietet.",
      "",
      "**3. Yogaraum Heidekiefer** (Durchwehna)",
      "Etwa zehn Autominuten entfernt liegt dieser kleine, helle Übungsraum.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Lubast" }).competitors).toEqual(["Marlene Tietz", "Yogaraum Heidekiefer"]);
  });
});

describe("round 69 rules: the owner after a colon ends the clause before the name, and a job in apposition names the owner", () => {
  it("reads 'Schreinerei Gisler GmbH' in 'nur ein Schreiner: Beat Gisler, Schreinermeister mit eigener Werkstatt'", () => {
    const answer = [
      "Am Chilcherberg selbst arbeitet, soweit ich das finden konnte, nur ein Schreiner: Beat Gisler, Schreinermeister mit eigener Werkstatt.",
      "",
      "Für die Fenster würde ich zusätzlich bei der Holzbau Riggwald AG anfragen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Schreinerei Gisler GmbH" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
  });
});

describe("round 69 rules: a title before the owner's given name is the cue in running text", () => {
  it("reads 'Tierarztpraxis Dr. Behrens' in 'In Arendsee selbst führt Dr. med. vet. Henrike Behrens eine gemischte Praxis'", () => {
    const answer = [
      "- **Tierärztliche Praxis Hoffmann & Lenz** in Salzwedel, eine Gemeinschaftspraxis für Klein- und Heimtiere.",
      "- In Arendsee selbst führt Dr. med. vet. Henrike Behrens eine gemischte Praxis, die auch Pferde betreut.",
      "- Die **Tierarztpraxis an der Jeetzel**, ebenfalls in Salzwedel, mit Schwerpunkt auf Katzen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Dr. Behrens" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 69 rules: a decimal number after a name is its rating", () => {
  it("reads the platform, no business, in 'auf Booking.com 9,1 von 10 bei rund 900 Bewertungen'", () => {
    const answer = [
      "Für einen Familienurlaub in Grindelwald im Sommer werden diese Hotels in Bewertungen besonders häufig empfohlen [1][2]:",
      "",
      "## Familienfreundliche Hotels",
      "",
      "**Chalet-Hotel Eigerblick** liegt ruhig oberhalb des Dorfzentrums. Gelobt werden das Frühstücksbuffet und der Spielplatz im Garten; auf Booking.com 9,1 von 10 bei rund 900 Bewertungen [1].",
      "",
      "**Hotel Wetterhorn-Lodge** ist etwas einfacher, dafür nur wenige Minuten vom Bahnhof entfernt [2].",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hotel Alpenblick" });
    expect(r.competitors).toEqual(["Chalet-Hotel Eigerblick", "Hotel Wetterhorn-Lodge"]);
    expect(r.platforms).toContain("Booking.com");
  });
});

describe("round 69 rules: a common adjective without a marking suffix opens a bare noun phrase", () => {
  it("reads no business in 'vermieten vor allem private Gastgeber Ferienwohnungen'", () => {
    const answer = [
      "In Saalburg-Ebersdorf an der Bleilochtalsperre vermieten vor allem private Gastgeber Ferienwohnungen und einzelne Ferienhäuser[1].",
      "",
      "| Unterkunft | Ort | Preis |",
      "|---|---|---|",
      "| Ferienwohnungen Bleilochblick | Saalburg | ab 75 € |",
      "| Pension Am Markt | Saalburg | ab 60 € |",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Ferienwohnung Sonnenhang" }).competitors).toEqual(["Ferienwohnungen Bleilochblick", "Pension Am Markt"]);
  });
});
