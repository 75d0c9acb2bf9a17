/**
 * Round 50's rules, each with an example of its own (not taken from a corpus): what the training corpus blind107 showed
 * the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 50 rules", () => {
  it("an official of the visitor's name at a public office is no mention of the visitor's practice", () => {
    const answer = [
      "Für Ihren Hund kommen in der Nähe infrage:",
      "",
      "**Tierklinik am Kanal** – Notdienst rund um die Uhr.",
      "",
      "**Kleintierpraxis Sonnberg** – ruhige Termine am Vormittag.",
      "",
      "Für die Hundeanmeldung ist übrigens der Amtstierarzt Dr. Pichler an der Bezirkshauptmannschaft Melk zuständig.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Dr. Pichler" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Tierklinik am Kanal", "Kleintierpraxis Sonnberg"]);
    // The owner's title as the visitor's name gives it, with its dot in the answer.
    const withMag = answer.replace("der Amtstierarzt Dr. Pichler", "die Amtstierärztin Mag. Pichler");
    expect(analyzeByRules(withMag, { businessName: "Tierarztpraxis Mag. Pichler" }).mentioned).toBe(false);
  });
});

describe("round 50 rules: a business another took over", () => {
  it("the former business of the visitor's name that another took over is not the visitor", () => {
    const answer = [
      "Für einen Innenanstrich kommen diese Betriebe infrage:",
      "",
      "**Farbwerk Gerber AG** – Burgdorf. Hat 2021 die ehemalige Malerei Zaugg in Burgdorf übernommen und führt sie unter eigenem Namen weiter.",
      "",
      "**Maler Stalder** – Kirchberg. Kleiner Betrieb mit Mineralfarben.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Malerei Zaugg GmbH" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Farbwerk Gerber AG", "Maler Stalder"]);
    // A closed former business the answer names as such is still the one it names ("die frühere Praxis … ist geschlossen").
    const closed = "Die frühere Malerei Zaugg in Burgdorf ist seit Mai geschlossen. Empfehlenswert ist **Maler Stalder** in Kirchberg.";
    expect(analyzeByRules(closed, { businessName: "Malerei Zaugg GmbH" }).mentioned).toBe(true);
  });
});

describe("round 50 rules: a dealer in machines of the visitor's surname", () => {
  it("'Landmaschinen Stucki' is not the visitor's 'Velo Stucki'", () => {
    const answer = [
      "Für einen E-Bike-Service in der Nähe:",
      "",
      "- **Zweirad Center Emme** (Burgdorf): Service aller Marken.",
      "- **Landmaschinen Stucki** (Kirchberg): repariert neben Traktoren auch E-Bikes.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Velo Stucki" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Zweirad Center Emme", "Landmaschinen Stucki"]);
  });
});

describe("round 50 rules: how near a place, as a heading", () => {
  it("'## Näher an <place>' titles a section, the business is the bold name under it", () => {
    const answer = [
      "## Praxen mit Erfahrung bei Angstpatienten",
      "",
      "**Zahnarztpraxis am Dom (Stendal)**",
      "Die Praxis bietet ein ausführliches Vorgespräch und auf Wunsch Lachgas[1].",
      "",
      "**Zahnzentrum Uchte (Stendal)**",
      "Größere Praxis mit mehreren Behandlern[2].",
      "",
      "## Näher an Wittenmoor",
      "",
      "In Tangerhütte praktiziert **Dr. Jana Bremer**, die seit vielen Jahren in der Region tätig ist[3].",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Bremer" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(3);
    expect(r.competitors).toEqual(["Zahnarztpraxis am Dom", "Zahnzentrum Uchte"]);
  });
});

describe("round 50 rules: the visitor's words where another business lies", () => {
  it("'das Sanitätshaus am Rosengarten in Wunstorf' is not the visitor's 'Physiotherapie Rosengarten Wunstorf'", () => {
    const answer = [
      "**1. Physio Steinhude** – Krankengymnastik und Lymphdrainage.",
      "",
      "**2. Therapiezentrum Luthe** – Gerätetraining und Rehasport.",
      "",
      "Für Gehstützen ist das Sanitätshaus am Rosengarten in Wunstorf eine gute Anlaufstelle.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Rosengarten Wunstorf" }).mentioned).toBe(false);
    // The visitor's own trade before the preposition is the visitor's name in another form.
    const own = answer.replace("das Sanitätshaus am Rosengarten", "die Physiotherapie am Rosengarten");
    expect(analyzeByRules(own, { businessName: "Physiotherapie Rosengarten Wunstorf" }).mentioned).toBe(true);
  });
});

describe("round 50 rules: the author of a book of the visitor's name", () => {
  it("'den Ratgeber „…“ von Dr. Petra Lindemann' is no mention of the visitor's 'Kanzlei Lindemann & Partner'", () => {
    const answer = [
      "Im Umkreis gibt es einige Kanzleien mit Schwerpunkt Mietrecht:",
      "",
      "1. **Rechtsanwalt Jonas Pape** (Hameln) – Fachanwalt für Miet- und WEG-Recht.",
      "2. **Kanzlei Brandt & Vogel** (Bad Pyrmont) – Mietrecht und Nachbarrecht.",
      "",
      "Zur Vorbereitung empfehlen viele den Ratgeber „Mietrecht für Vermieter kompakt“ von Dr. Petra Lindemann.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kanzlei Lindemann & Partner" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Rechtsanwalt Jonas Pape", "Kanzlei Brandt & Vogel"]);
  });
});

describe("round 50 rules: the Swiss 'Lädeli' is a shop", () => {
  it("'Metzgerei Rüti' is not the visitor's 'Hof-Lädeli Rüti'", () => {
    const answer = [
      "Rund um Rüti gibt es diese Direktverkaufsstellen:",
      "",
      "- **Metzgerei Rüti** – Würste und Fleischpakete auf Bestellung.",
      "- **Hofladen Eichmatt** (Dürrenäsch) – Eier, Kartoffeln und Süssmost.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hof-Lädeli Rüti" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Metzgerei Rüti", "Hofladen Eichmatt"]);
    expect(analyzeByRules(answer.replace("Metzgerei Rüti", "Hoflädeli Rüti"), { businessName: "Hof-Lädeli Rüti" }).mentioned).toBe(true);
  });
});

describe("round 50 rules: closed since the owner retired", () => {
  it("'seit dem Ruhestand des Inhabers geschlossen' closes the business, which is then no recommendation", () => {
    const answer = [
      "### 1. Zahnzentrum am Bahnhof",
      "Moderne Praxis mit Narkosebehandlung.",
      "",
      "### Nicht mehr verfügbar",
      "Die frühere **Zahnarztpraxis Dr. Lüders** in Gronau taucht in älteren Listen noch auf, ist aber seit dem Ruhestand des Inhabers geschlossen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Lüders" });
    expect(r.mentioned).toBe(true);
    expect(r.mentionTone).toBe("unavailable");
  });
});

describe("round 50 rules: a Swiss place with its canton's code", () => {
  it("a map card's 'Buchs AG · Geöffnet' is its place, not a business", () => {
    const answer = [
      "Velowerkstätten in der Nähe:",
      "",
      "**Velo-Shop Rheintal**",
      "4,7 ★★★★★ (88) · Fahrradgeschäft",
      "Sevelen · Geöffnet · Schliesst um 18:30",
      "",
      "**Bike Point Buchs**",
      "4,4 ★★★★☆ (57) · Fahrradgeschäft",
      "Buchs AG · Geöffnet · Schliesst um 18:00",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Velo Rohrer" });
    expect(r.competitors).toEqual(["Velo-Shop Rheintal", "Bike Point Buchs"]);
  });
});

describe("round 50 rules: a coat of paint and a training course are services", () => {
  it("a bold price item ('**Fassadenanstrich** …: etwa 35 bis 60 Franken') and a training path are no businesses", () => {
    const answer = [
      "### 1. Malerei Brunner (Gränichen)",
      "Fassaden und Holzläden aus einer Hand.",
      "",
      "### 2. Farbwerk Suhr",
      "Innenräume und Tapeten.",
      "",
      "Als grobe Richtwerte:",
      "",
      "- **Innenanstrich** (Wände und Decken, zweimal gestrichen): etwa 12 bis 20 Franken pro Quadratmeter.",
      "- **Klassische Ausbildung:** Theorie und Praxis in der Fahrschule.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Malerei Brunner" });
    expect(r.position).toBe(1);
    expect(r.competitors).toEqual(["Farbwerk Suhr"]);
  });
});

describe("round 50 rules: a municipality is a place", () => {
  it("'Marktgemeinde Wieselburg' is no business", () => {
    const answer = [
      "Petzenkirchen ist eine Ortschaft der Marktgemeinde Wieselburg; eine Fahrschule gibt es im Ort selbst nicht.",
      "",
      "1. **Fahrschule Erlauftal** – Theorie am Abend, Abholung für Fahrstunden.",
      "2. **Fahrschule Pöchlarn** – L17-Ausbildung mit Intensivkursen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Fahrschule Wallner" });
    expect(r.competitors).toEqual(["Fahrschule Erlauftal", "Fahrschule Pöchlarn"]);
  });
});

describe("round 50 rules: no places only as a condition", () => {
  it("'eine Option, wenn es bei den Kassenärzten keine Plätze gibt' recommends the doctor; 'hat keine freien Plätze' does not", () => {
    const answer = [
      "- **Dr. Anna Pichler** in Köflach, Kassenärztin mit Hausapotheke.",
      "- **Dr. Jonas Wallner** in Bärnbach arbeitet als Wahlarzt. Für eine dauerhafte Betreuung ist das teurer, aber eine Option, wenn es bei den Kassenärzten keine Plätze gibt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ordination Dr. Anna Pichler" });
    expect(r.competitors).toEqual(["Dr. Jonas Wallner"]);
    expect(r.negativeMentions).toEqual([]);
    const full = answer.replace("aber eine Option, wenn es bei den Kassenärzten keine Plätze gibt", "hat aber derzeit keine freien Plätze");
    expect(analyzeByRules(full, { businessName: "Ordination Dr. Anna Pichler" }).competitors).toEqual([]);
  });
});

describe("round 50 rules: a heading on goods for an occasion", () => {
  it("'## Torten und Desserts für Hochzeiten' titles a section", () => {
    const answer = [
      "Hier einige Bäckereien:",
      "",
      "**Landbäckerei Wendt**",
      "Sonntags bis 10 Uhr.",
      "",
      "**Backstube am Anger**",
      "Vollkornbrot.",
      "",
      "## Torten und Desserts für Hochzeiten",
      "",
      "Wenn du für eine Hochzeit mehrere Torten brauchst, lohnt sich eine Bestellung mit einer Woche Vorlauf. Die Backstube am Anger bietet dafür Blechkuchen an.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Bäckerei Kunze" }).competitors).toEqual(["Landbäckerei Wendt", "Backstube am Anger"]);
  });
});

describe("round 50 rules: a business after the list that trades or is a handy address", () => {
  it("'Samstags verkauft zudem der **Hof Keller** …' and '… ist das **Sanitätshaus Linde** eine praktische Anlaufstelle' are businesses", () => {
    const answer = [
      "In der Nähe hast du diese Möglichkeiten:",
      "",
      "- **Bäckerei Imhof** (Gränichen) – sonntags von 7 bis 11 Uhr offen.",
      "- **Bäckerei-Konditorei Graf** (Suhr) – grössere Auswahl, mit Café.",
      "",
      "An Feiertagen können die Öffnungszeiten abweichen.",
      "",
      "Samstags verkauft zudem der **Hof Keller** im Weiler Rüti Bauernbrot ab Hof.",
      "",
      "Für Gehhilfen ist das **Sanitätshaus Linde** in Suhr eine praktische Anlaufstelle.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Bäckerei Kunz" }).competitors).toEqual(["Bäckerei Imhof", "Bäckerei-Konditorei Graf", "Hof Keller", "Sanitätshaus Linde"]);
  });
});

describe("round 50 rules: search terms to type in", () => {
  it("'Gib bei Google Maps „Velo Aarau“ oder „E-Bike Händler Suhr“ ein' names no business", () => {
    const answer = [
      "Ohne Websuche kann ich dir keine aktuellen Läden nennen. Bekannt ist mir der **Zweirad-Center Meier** in Aarau.",
      "",
      "- **Vor Ort suchen:** Gib bei Google Maps „Velo Aarau“ oder „E-Bike Händler Suhr“ ein und achte auf aktuelle Bewertungen.",
    ].join("\n");
    // As an item of a list of tips, where the terms are read as an enumeration.
    const tips = ["Was ich dir sagen kann:", "", "- **Vor Ort suchen:** Gib bei Google Maps „Velowerkstatt Aarau“ oder „E-Bike Händler Suhr“ ein.", "- **Grosse Auswahl:** Das **Zweirad-Center Meier** in Aarau hat eine grosse Ausstellung."].join("\n");
    expect(analyzeByRules(tips, { businessName: "Velo Brunner" }).competitors).toEqual(["Zweirad-Center Meier"]);
    expect(analyzeByRules(answer, { businessName: "Velo Brunner" }).competitors).toEqual(["Zweirad-Center Meier"]);
  });
});

describe("round 50 rules: a month with its year", () => {
  it("'Für August 2027 und ein Budget von … passen X und Y am besten' names no business 'August 2027'", () => {
    const answer = [
      "1. **Galerien anschauen:** Lass dir ganze Reportagen zeigen, nicht nur die Highlights.",
      "## Schöne Fotospots in der Umgebung",
      "Für August 2027 und ein Budget von 3000 Franken passen Lichtblick Fotografie und Studio Seeblick am besten. Atelier Kunz wäre vor Ort die naheliegende Wahl, ist aber für Hochzeiten 2027 leider ausgebucht.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Fotografie Keller" }).competitors).not.toContain("August 2027");
  });
});

describe("round 50 rules: another academic degree is another person", () => {
  it("'Kleintierpraxis Dr. Hubmann' is not the visitor's 'Tierarztpraxis Mag. Hubmann'; 'Mag. Hubmann' is", () => {
    const answer = [
      "### Tierarztpraxis Kainachtal (Bärnbach)",
      "Kleintiere, eigener Welpenpass.",
      "",
      "### Kleintierpraxis Dr. Hubmann (Köflach)",
      "Digitales Röntgen und eigener OP.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tierarztpraxis Mag. Hubmann" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Tierarztpraxis Kainachtal", "Kleintierpraxis Dr. Hubmann"]);
    expect(analyzeByRules(answer.replace("Dr. Hubmann", "Mag. Hubmann"), { businessName: "Tierarztpraxis Mag. Hubmann" }).mentioned).toBe(true);
    expect(analyzeByRules(answer.replace("Dr. Hubmann", "Hubmann"), { businessName: "Tierarztpraxis Mag. Hubmann" }).mentioned).toBe(true);
  });
});

describe("round 50 rules: 'FeWo' is a holiday flat", () => {
  it("'FeWo Talblick' is the visitor's 'Ferienwohnungen Talblick Lamspringe', booked out in its paragraph", () => {
    const answer = [
      "Für die Herbstferien kommen diese Unterkünfte infrage:",
      "",
      "**Ferienhof Sonnenwiese** in Everode hat Ponys und einen Spielplatz.",
      "",
      "Direkt im Ort vermietet die **FeWo Talblick** eine große Wohnung mit Blick auf die Klosterkirche. Für die Herbstferien ist sie laut Belegungskalender allerdings bereits ausgebucht.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ferienwohnungen Talblick Lamspringe" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("unavailable");
    expect(r.negativeMentions).toEqual([]);
  });
});

describe("round 50 rules: only listed in a place", () => {
  it("'Zudem ist in Seeberg der Hofladen Kunz eingetragen; …' names the visitor neutrally", () => {
    const answer = [
      "**Hof Lindenmatt** – Eier und Kartoffeln im Selbstbedienungsladen.",
      "",
      "**Käserei Oeschberg** – Käse aus Heumilch.",
      "",
      "Zudem ist in Seeberg der Hofladen Kunz eingetragen; zu Angebot und Öffnungszeiten habe ich allerdings keine aktuellen Angaben gefunden.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Hofladen Kunz" });
    expect(r.mentioned).toBe(true);
    expect(r.mentionTone).toBe("neutral");
  });
});

describe("round 50 rules: a list item in running text opens with an article", () => {
  it("'- das Tierärztezentrum Mistelbach, das …' names 'Tierärztezentrum Mistelbach'", () => {
    const answer = [
      "In der Nähe kommen zwei Praxen infrage:",
      "",
      "- das Tierärztezentrum Mistelbach, das mit drei Tierärztinnen arbeitet und einen eigenen OP hat;",
      "- die Kleintierpraxis Mag. Eva Stadler in Wilfersdorf, eine kleine Praxis mit Terminen auch am Samstag.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Mag. Lechner" }).competitors).toEqual(["Tierärztezentrum Mistelbach", "Kleintierpraxis Mag. Eva Stadler"]);
  });
});

describe("round 50 rules: the owner named with a given name, who runs a practice", () => {
  it("'… vor allem Jonas Hartmeier zu nennen, der … eine kleine Einzelpraxis am Bahnhof führt' is the visitor's 'Zahnarztpraxis Dr. Hartmeier'", () => {
    const answer = [
      "Ich habe mir Einträge und Bewertungen für Uetikon und die Nachbarorte angesehen; hier ist, was mir aufgefallen ist.",
      "",
      "In Uetikon selbst ist vor allem Jonas Hartmeier zu nennen, der seit einigen Jahren eine kleine Einzelpraxis am Bahnhof führt. In den Bewertungen wird oft gelobt, dass er Kosten offen erklärt.",
      "",
      "Weitere Praxen, die ich mir anschauen würde:",
      "",
      "- die Zahnpraxis Seeblick, eine Gemeinschaftspraxis mit Dentalhygiene;",
      "- Dr. med. dent. Laura Keller in Meilen, die für Angstpatienten gelobt wird;",
      "- das Zahnzentrum Stäfa mit Notfallterminen am Samstag.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Hartmeier" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(1);
    // Someone of that name who runs a business of another kind is not the visitor's dentist.
    const other = answer.replace("eine kleine Einzelpraxis am Bahnhof führt", "eine kleine Schreinerei am Bahnhof führt");
    expect(analyzeByRules(other, { businessName: "Zahnarztpraxis Dr. Hartmeier" }).mentioned).toBe(false);
  });
});

describe("round 50 rules: 'Gebr.' for 'Gebrüder'", () => {
  it("'Schreinerei Gebr. Hürlimann' is the visitor's 'Schreinerei Gebrüder Hürlimann'", () => {
    const answer = [
      "**1. Schreinerei Brunner AG**",
      "* **Lage:** Meilen",
      "",
      "**2. Schreinerei Gebr. Hürlimann**",
      "* **Lage:** Herrliberg",
      "",
      "Für Einbauschränke sind die Schreinerei Brunner AG und die Schreinerei Gebr. Hürlimann wegen der kurzen Wege praktisch.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Schreinerei Gebrüder Hürlimann" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Schreinerei Brunner AG"]);
  });
});

describe("round 50 rules: another trade with the visitor's words", () => {
  it("'Ferienhof Groß Bengerstorf' is not the visitor's 'Landgasthof Groß Bengerstorf'", () => {
    const answer = [
      "**Ferienhof Groß Bengerstorf – Hofcafé**",
      "4,6 ★ (57) · Café · Groß Bengerstorf",
      "Selbstgebackener Kuchen, nur Fr.–So.",
      "",
      "**Elbterrasse Boizenburg**",
      "4,3 ★ (312) · Restaurant · Boizenburg",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Landgasthof Groß Bengerstorf" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Ferienhof Groß Bengerstorf", "Elbterrasse Boizenburg"]);
  });
});

describe("round 50 rules: the workshop without its 'Kfz'", () => {
  it("'Die Werkstatt Hruby … würde ich eher meiden' names the visitor's 'Kfz-Werkstätte Hruby GmbH', advised against", () => {
    const answer = [
      "Die Werkstatt Hruby in Zistersdorf liegt zwar am nächsten, aber ich würde für das Pickerl eher zu einem der anderen Betriebe fahren.",
      "",
      "- **Autohaus Wiesner** in Mistelbach – Pickerl ohne lange Wartezeit.",
      "- **Kfz-Meisterbetrieb Zach** in Poysdorf – faire Preise.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kfz-Werkstätte Hruby GmbH" });
    expect(r.mentioned).toBe(true);
    expect(r.mentionTone).toBe("discouraged");
    expect(r.competitors).toEqual(["Autohaus Wiesner", "Kfz-Meisterbetrieb Zach"]);
  });
});

describe("round 50 rules: a plain list item's name ends before 'aus' or 'direkt in' and its town", () => {
  it("'- Elektro Wendt aus Ludwigslust, …' and '- Elektrotechnik Kruse direkt in Grabow, …' are the names", () => {
    const answer = [
      "Für eine Wallbox kommen diese Betriebe infrage:",
      "",
      "- Elektro Wendt aus Ludwigslust, ein mittelgroßer Betrieb mit Erfahrung bei Wallboxen;",
      "- Elektrotechnik Kruse direkt in Grabow, ein kleiner Meisterbetrieb mit schnellen Terminen;",
      "- Elektromeister Jan Brandt in Parchim, der auch Photovoltaik installiert.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kruse Elektrotechnik" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Elektro Wendt", "Elektromeister Jan Brandt"]);
  });
});

describe("round 50 rules: a platform's name after a trade word is a surname", () => {
  it("'Malerfachbetrieb Otto' is a painter, not the Otto marketplace", () => {
    const answer = [
      "1. **Malerfachbetrieb Otto** – Dömitz; Fassaden und Wärmedämmung aus einer Hand.",
      "2. **Farbwerk Hagenow** – Innen- und Außenanstriche.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Malerei Kruse" });
    expect(r.competitors).toEqual(["Malerfachbetrieb Otto", "Farbwerk Hagenow"]);
  });
});

describe("round 50 rules: 'am Ende sein' is an idiom", () => {
  it("'… kein Zeichen dafür, dass das Auto am Ende ist' names no business", () => {
    const answer = [
      "- **Autohaus Wieser** in Mistelbach – Pickerl ohne lange Wartezeit.",
      "- **Kfz-Meisterbetrieb Zach** in Poysdorf – faire Preise.",
      "",
      "Verschleißteile wie Bremsbeläge sind nach neun Jahren ganz normal und kein Zeichen dafür, dass das Auto am Ende ist.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Kfz-Werkstätte Hruby GmbH" }).competitors).toEqual(["Autohaus Wieser", "Kfz-Meisterbetrieb Zach"]);
  });
});
