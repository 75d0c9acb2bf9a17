import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isLandmarkName } from "./landmarks";
import { isPhraseNotName } from "./name-shape";
import { isTradeToken } from "./names";
import { platformsNamedInText } from "./platforms-in-text";
import { readTone } from "./tone";

/** Round 20 (issue 31, corpus blind29): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string, location?: string) => {
  const r = analyzeByRules(answer, { businessName, domain, location });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("a list of topics beside a list of businesses", () => {
  const list =
    "Käsereien rund um Wangen im Allgäu:\n\n### Mit Hofladen\n\n* **Sennerei Eggerhof** – Bergkäse aus Heumilch, Führungen am Samstag.\n* **Käseküche Rohrbach** – Weißlacker und Romadur, Verkauf ab Hof.\n* **Alpkäserei Moosmann** – nur im Sommer geöffnet.\n\n";

  it("reads colon-led items of single words or an adjective and its noun as topics", () => {
    const answer = `${list}### Welche Sorten probieren?\n\n* **Bergkäse:** Würzig, mindestens sechs Monate gereift.\n* **Emmentaler und Raclette:** Mild, gut für Kinder.\n* **Würziger Weißlacker:** Kräftig und salzig, nicht für jeden.\n* **Butter:** Fast jede Sennerei verkauft auch Butter.`;
    expect(read(answer, "Käseküche Rohrbach").businesses).toEqual(["Sennerei Eggerhof", "Käseküche Rohrbach", "Alpkäserei Moosmann"]);
  });

  it("reads a lone trade word as the kind a note is about, and still finds a business in the note", () => {
    const answer = `${list}### Alternativen\n\n* **Supermärkte:** Bergkäse gibt es auch im Supermarkt, aber selten vom Hof.\n* **Wochenmärkte:** Am Samstag verkauft die **Sennerei Hochgrat GmbH** am Marktplatz.`;
    expect(read(answer, "Käseküche Rohrbach").businesses).toEqual(["Sennerei Eggerhof", "Käseküche Rohrbach", "Alpkäserei Moosmann", "Sennerei Hochgrat GmbH"]);
  });

  it("keeps a second list of businesses whose leads carry a proper word", () => {
    const answer = `${list}### Ohne Hofladen\n\n* **Anna Kessler Käsekunst:** Kurse im Käsemachen, Termine online.\n* **Moorhof Kinzel:** Ziegenkäse, Verkauf auf dem Wochenmarkt.`;
    expect(read(answer, "Moorhof Kinzel").businesses).toEqual(["Sennerei Eggerhof", "Käseküche Rohrbach", "Alpkäserei Moosmann", "Anna Kessler Käsekunst", "Moorhof Kinzel"]);
  });

  it("keeps a list of one-word chains whose notes speak of their branches or ratings", () => {
    const answer = `${list}### Filialisten\n\n* **Kasimir:** Filiale am Bahnhof, auch sonntags offen.\n* **Molkerino:** 4,5 Sterne, große Auswahl.`;
    expect(read(answer, "Käseküche Rohrbach").businesses).toEqual(["Sennerei Eggerhof", "Käseküche Rohrbach", "Alpkäserei Moosmann", "Kasimir", "Molkerino"]);
  });

  it("leaves a colon-led list alone when no other list names businesses", () => {
    const answer = "Für Käse in Wangen:\n\n* **Eggerhof:** Bergkäse, Führungen am Samstag.\n* **Moosmann:** nur im Sommer geöffnet.";
    expect(read(answer, "Moosmann").businesses).toEqual(["Eggerhof", "Moosmann"]);
  });
});

describe("headings that ask how to recognise a good business", () => {
  it("introduce advice, whose bold leads need a clear name's score", () => {
    const answer =
      "Fahrschulen in Biberach:\n\n* **Fahrschule Rißtal** – Intensivkurse in den Ferien.\n* **Fahrschule Kolb** – auch Motorrad.\n\n### Woran Sie eine gute Fahrschule erkennen\n\n* **Feste Preise:** Grundbetrag und Fahrstunden stehen vorab fest.\n* **Kein Zeitdruck:** Die Prüfung wird erst angemeldet, wenn Sie sicher fahren.\n* **Eigener Übungsplatz:** Erste Stunden abseits des Verkehrs.";
    expect(read(answer, "Fahrschule Kolb").businesses).toEqual(["Fahrschule Rißtal", "Fahrschule Kolb"]);
  });
});

describe("word groups in running text that name no business", () => {
  it("reads an abstract noun with a place phrase as what is done there, in an enumeration of offers", () => {
    const answer =
      "Bei Wangen gibt es zwei Ferienhöfe für Familien.\n\nAm schönsten ist der **Ferienhof Sonnhalde**. Dort gibt es im August Wochen mit Betreuung im Heustadel, täglich zwei Wanderungen, Ziegenpflege und abends Verpflegung am Backofen.\n\nDer **Landgasthof Adler** bietet Zimmer mit Frühstück.";
    expect(read(answer, "Landgasthof Adler").businesses).toEqual(["Ferienhof Sonnhalde", "Landgasthof Adler"]);
    expect(read(answer, "Landgasthof Adler").position).toBe(2);
  });

  it("keeps a trade in '-ung' with its place phrase", () => {
    const answer = "Empfehlenswert sind die Hausverwaltung am Stadtgraben und die Steuerberatung im Kornhaus, beide mit guten Bewertungen.";
    expect(read(answer, "Steuerberatung im Kornhaus").businesses).toEqual(["Hausverwaltung am Stadtgraben", "Steuerberatung im Kornhaus"]);
  });

  it("reads a phrase led by a preposition of time or cause as no name", () => {
    for (const phrase of ["Seit der Reform der Gebührenordnung", "Während der Ferienzeit", "Wegen des Umbaus"]) expect(isPhraseNotName(phrase), phrase).toBe(true);
    const answer =
      "Wenn es am Wochenende sein muss:\n\n- Die **Zahnklinik Reutin** hat einen Notdienst.\n- Seit der Reform der Gebührenordnung (GOZ) kostet der Notdienst einen Zuschlag – das ist üblich.";
    expect(read(answer, "Zahnarztpraxis Inselblick").businesses).toEqual(["Zahnklinik Reutin"]);
  });
});

describe("the visitor's website linked in a sentence of running text", () => {
  const answer =
    "Für Physiotherapie in Lindau kommen zwei Praxen infrage.\n\nSehr beliebt ist die **Physiopraxis Seehafen** am Bahnhof, mit Terminen auch am Abend.\n\nEbenfalls gut bewertet ist **Mag. Lena Brandt**, die eine kleine Praxis in Aeschach führt ([therapie-aeschach.de](https://www.therapie-aeschach.de/team)). Sie behandelt vor allem Sportverletzungen.";

  it("names the one business of that sentence as the visitor's, however the answer names it", () => {
    const r = read(answer, "Therapiezentrum Aeschach", "therapie-aeschach.de");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.businesses).toEqual(["Physiopraxis Seehafen", "Mag. Lena Brandt"]);
  });

  it("identifies none when the sentence names two businesses", () => {
    const two = answer.replace("**Mag. Lena Brandt**, die eine kleine Praxis in Aeschach führt", "**Mag. Lena Brandt**, die mit der **Praxis Rotach GmbH** zusammenarbeitet");
    expect(read(two, "Therapiezentrum Aeschach", "therapie-aeschach.de").mentioned).toBe(false);
  });
});

describe("a person who runs a business named plainly in the same paragraph", () => {
  it("is that business, not a competitor of it", () => {
    const answer =
      "In Memmingen empfehlen viele die Kanzlei Wehrle & Kast am Marktplatz: Rechtsanwältin Dr. Ines Wehrle ist Fachanwältin für Familienrecht und gilt als sehr zugewandt.\n\nWeitere Möglichkeiten:\n\n- **Rechtsanwalt Jonas Pfeifer** – Erstberatung zum Festpreis.\n- **Anwaltsbüro Illerblick** – auch samstags.";
    expect(read(answer, "Anwaltsbüro Illerblick").businesses).toEqual(["Kanzlei Wehrle & Kast", "Rechtsanwalt Jonas Pfeifer", "Anwaltsbüro Illerblick"]);
  });
});

describe("a museum whose name is written in separate words", () => {
  it("is a sight, ending in 'Museum' as its compound does", () => {
    for (const name of ["Uhren Industrie Museum", "Schwäbisches Bauernhof Museum", "Spielzeug Museum"]) expect(isLandmarkName(name), name).toBe(true);
  });

  it("leaves a café named after one, or by one, a business", () => {
    for (const name of ["Café Museum", "Café am Museum", "Bäckerei Museum"]) expect(isLandmarkName(name), name).toBe(false);
  });

  it("is not counted beside the businesses of an answer", () => {
    const answer =
      "Uhrmacher in Furtwangen:\n\n- **Uhrenwerkstatt Kienzler** – Reparaturen aller Marken.\n- **Zeitwerk Brugger** – Kuckucksuhren.\n\nWenn Sie Zeit haben: Das Uhren Industrie Museum zeigt die Geschichte der Schwarzwälder Uhren.";
    expect(read(answer, "Zeitwerk Brugger").businesses).toEqual(["Uhrenwerkstatt Kienzler", "Zeitwerk Brugger"]);
  });
});

describe("bold lines naming businesses over their detail lines", () => {
  const answer =
    "Ergotherapie in Kaufbeuren:\n\n### Praxen\n\n**Ergopraxis Wertach**\n* **Kassenzulassung:** Ja\n* **Schwerpunkte:** Handtherapie, Neurologie\n\n**Ergotherapie Am Tänzelhölzle**\n* **Kassenvertrag:** Ja, alle Kassen\n* **Schwerpunkte:** Kinder, Feinmotorik\n* **Status:** Nimmt derzeit keine neuen Patienten auf.\n\n**Praxis Handwerk Lena Vogt**\n* **Kassenvertrag:** Nein\n* **Besonderheit:** Hausbesuche.";

  it("reads a state or intake line as a detail, so each bold line is a business", () => {
    const r = read(answer.replace("Nimmt derzeit keine neuen Patienten auf", "Termine meist innerhalb einer Woche"), "Praxis Handwerk Lena Vogt");
    expect(r.businesses).toEqual(["Ergopraxis Wertach", "Ergotherapie Am Tänzelhölzle", "Praxis Handwerk Lena Vogt"]);
    expect(r.position).toBe(3);
  });

  it("takes a business's tone from a detail line below the first ones", () => {
    expect(read(answer, "Ergotherapie Am Tänzelhölzle").tone).toBe("unavailable");
  });
});

describe("tones of closure and of advice to go elsewhere", () => {
  it("reads closed until a time to come as closed, opening hours not", () => {
    expect(readTone("Die Pension Lindenhof wird renoviert und ist voraussichtlich bis Sommer 2027 geschlossen.")).toBe("unavailable");
    expect(readTone("Das Bistro bleibt bis Ende April geschlossen.")).toBe("unavailable");
    expect(readTone("Das Bistro ist montags bis mittwochs geschlossen, sonst gut.")).toBe("recommended");
    expect(readTone("Die Bäckerei ist von 12 bis 14 Uhr geschlossen.")).toBe("recommended");
  });

  it("reads a closure with a date between verb and participle", () => {
    expect(readTone("Das Tanzstudio Lechufer war lange beliebt, hat aber laut Aushang zum 31. Oktober 2026 geschlossen.")).toBe("unavailable");
  });

  it("reads advice to choose one of the businesses named above as advice against this one", () => {
    expect(readTone("Vor dem Auftrag lieber ein Angebot einholen oder einen der oben genannten Betriebe beauftragen.")).toBe("discouraged");
  });

  it("reads the verdict at the end of a long list item", () => {
    const answer = `Malerbetriebe in Kempten:\n\n- **Malerei Kessler**: Innenräume und Fassaden, schnelle Termine.\n- **Farbwerk Iller**: ${"Mehrere Kundinnen berichten von Verzögerungen und Nacharbeiten an Fassaden, die erst nach Wochen erledigt wurden, und von Rechnungen über dem Angebot. ".repeat(2)}Vor einem Auftrag besser eine der oben genannten Firmen wählen.`;
    expect(read(answer, "Farbwerk Iller").tone).toBe("discouraged");
  });
});

describe("a park, garden or wood where one walks about", () => {
  it("is no business, whatever trade word its name has", () => {
    const answer =
      "In Kempten gibt es schöne Frühstückscafés – ideal nach einem Spaziergang im Engelhaldepark oder einer Runde durch den Memminger Tiergarten.\n\n* **Café Residenz**: Frühstück bis 14 Uhr.\n* **Backstube Illerblick**: Brunch am Sonntag.";
    const r = read(answer, "Backstube Illerblick");
    expect(r.businesses).toEqual(["Café Residenz", "Backstube Illerblick"]);
    expect(r.position).toBe(2);
  });

  it("keeps a business one visits after a walk", () => {
    const answer = "Nach einem Spaziergang im Stadtpark empfehle ich das Café Lindenhof am Rathausplatz.";
    expect(read(answer, "Café Lindenhof").businesses).toEqual(["Café Lindenhof"]);
  });
});

describe("an area or sight named like the visitor's business", () => {
  const answer =
    "Bergkäse in Oberstdorf:\n\n**Sennerei Rubi** verkauft Bergkäse und Butter, der Laden ist täglich geöffnet.\n\n**Käsehaus Trettach GmbH** verschickt auch.\n\nIm Sommer verkaufen mehrere Alpen im Gebiet Gaisalpe ihren Käse direkt ab Alp.";

  it("is the place the business is named after, not the business", () => {
    const r = read(answer, "Alpsennerei Gaisalpe", "gaisalpe-kaese.de");
    expect(r.mentioned).toBe(false);
    expect(r.businesses).toEqual(["Sennerei Rubi", "Käsehaus Trettach GmbH"]);
  });

  it("still finds the business when the answer names it", () => {
    const named = `${answer} Die Alpsennerei Gaisalpe hat dienstags Verkauf.`;
    expect(read(named, "Alpsennerei Gaisalpe", "gaisalpe-kaese.de").mentioned).toBe(true);
  });
});

describe("timber construction and bicycle dealers as trades", () => {
  it("are trade words, alone and in compounds", () => {
    for (const word of ["holzbau", "holzbaubetrieb", "zweirad", "zweiradhaus"]) expect(isTradeToken(word), word).toBe(true);
  });

  it("keeps a timber builder of the visitor's surname apart from the visitor's joinery", () => {
    const answer = "Für neue Fenster in Füssen:\n\nDie **Holzbau Kessler AG** macht vor allem Dachstühle, übernimmt aber auch Fenster. Die **Fensterbau Lechtal GmbH** fertigt nach Mass.";
    const r = read(answer, "Schreinerei Kessler");
    expect(r.mentioned).toBe(false);
    expect(r.businesses).toEqual(["Holzbau Kessler AG", "Fensterbau Lechtal GmbH"]);
  });
});

describe("notes after businesses named in running text", () => {
  const prose =
    "Für die Sanierung eines alten Hauses in Pfronten sind mir zwei Betriebe aufgefallen.\n\nDie **Zimmerei Berktold GmbH** hat viele Altbauten saniert. Die **Dachdeckerei Hengge** deckt auch mit Schindeln.\n\nVorab klären:\n\n";

  it("need a firm's evidence for the names in their text", () => {
    const answer = `${prose}- **Förderung:** Das Förderprogramm von Bund und Ländern zahlt Zuschüsse nur bei einer Dämmung der Außenwände, nicht für eine Einzelmassnahme.\n- **Denkmal:** Vorher mit dem Landratsamt sprechen.`;
    expect(read(answer, "Dachdeckerei Hengge").businesses).toEqual(["Zimmerei Berktold GmbH", "Dachdeckerei Hengge"]);
  });

  it("keep a firm they name", () => {
    const answer = `${prose}- **Gerüst:** Das stellt meist die **Gerüstbau Vogt GmbH**.`;
    expect(read(answer, "Dachdeckerei Hengge").businesses).toEqual(["Zimmerei Berktold GmbH", "Dachdeckerei Hengge", "Gerüstbau Vogt GmbH"]);
  });
});

describe("two kinds of work joined as an item's lead, and a chain named by its branches", () => {
  it("reads two trade words or kinds of work joined by 'und' as no name", () => {
    for (const phrase of ["Reifen und Achsvermessung", "Heizung und Wartung", "Fliesen und Abdichtung"]) expect(isPhraseNotName(phrase), phrase).toBe(true);
    for (const name of ["Sommer und Partner", "Heizung und Sanitär Huber", "Fliesen und Bad GmbH"]) expect(isPhraseNotName(name), name).toBe(false);
  });

  it("reads the chain an item's text names by its branches", () => {
    const answer =
      "Werkstätten in Zwickau:\n\n* **Autoservice Pleißental:** Meisterbetrieb für alle Marken.\n* **Kfz-Technik Mosel GmbH:** auch Klimaservice.\n* **Reifen und Einlagerung:** Dafür haben auch die Filialen von Pit-Stop schnell Termine frei.";
    expect(read(answer, "Kfz-Technik Mosel GmbH").businesses).toEqual(["Autoservice Pleißental", "Kfz-Technik Mosel GmbH", "Pit-Stop"]);
  });
});

describe("a firm's seat as a detail line, and bookings for weeks as demand", () => {
  it("reads a numbered bold line over details with 'Sitz:' as a business", () => {
    const answer =
      "Steuerberater in Arnstadt:\n\n**1. Steuerkanzlei Gera-Treuhand mbB**\n- Schwerpunkt: Handwerk und Gastronomie\n- Belege digital, Besprechungen auch per Video\n- Sitz: Erfurter Straße, Arnstadt\n- ([gera-treuhand.de](https://www.gera-treuhand.de/))\n\n**2. Steuerbüro Karin Wohlfahrt**\n- Einzelkanzlei, sehr persönlich\n- Termine innerhalb einer Woche";
    expect(read(answer, "Steuerbüro Karin Wohlfahrt").businesses).toEqual(["Steuerkanzlei Gera-Treuhand mbB", "Steuerbüro Karin Wohlfahrt"]);
  });

  it("reads 'oft mehrere Wochen ausgebucht' as a business in demand, not a closed one", () => {
    expect(readTone("Schnell vor Ort, aber für größere Aufträge oft mehrere Wochen ausgebucht.")).toBe("recommended");
    expect(readTone("Für Umbauten sind sie Monate ausgebucht.")).toBe("recommended");
    expect(readTone("Die Pension ist bis Ende Juni ausgebucht.")).toBe("unavailable");
  });
});

describe("a round named after its place, and a bicycle dealer in a note", () => {
  it("is a route, written with a hyphen", () => {
    const answer =
      "Radläden in Füssen:\n\n* **Zweirad Kögel:** E-Bikes und Service.\n* **Radhaus Lech GmbH:** Verleih und Werkstatt.\n\n### Tour nach dem Service\n\n* **Forggensee-Runde:** Flach und familienfreundlich, rund 30 Kilometer.";
    expect(read(answer, "Zweirad Kögel").businesses).toEqual(["Zweirad Kögel", "Radhaus Lech GmbH"]);
  });

  it("finds a bicycle dealer named in a note by its trade word", () => {
    const answer =
      "Unterkünfte in Melk:\n\n1. **Radlerhof Wachau** – Radgarage.\n2. **Gästehaus Stiftsblick** – zentral.\n\n### Gut zu wissen\n\n- **Panne unterwegs:** Zweirad Pichler am Rathausplatz repariert auch am Samstag.\n- **Früh buchen:** Im Sommer sind die Häuser schnell voll.";
    expect(read(answer, "Gästehaus Stiftsblick").businesses).toEqual(["Radlerhof Wachau", "Gästehaus Stiftsblick", "Zweirad Pichler"]);
  });
});

describe("spans of time, form codes and search terms", () => {
  it("reads a noun with a span of time or a form's code as no name", () => {
    for (const phrase of ["Wartung Jahre", "Pflege Monate", "Anlage K1", "Formblatt A2b"]) expect(isPhraseNotName(phrase), phrase).toBe(true);
    for (const name of ["Garage A7", "Studio Jahreszeiten"]) expect(isPhraseNotName(name), name).toBe(false);
  });

  it("reads words in quotes after a word of searching as a search term", () => {
    const answer =
      "Elektriker in Graz:\n\n1. **Elektro Urfahr** – Festpreise.\n2. **Elektrotechnik Ries GmbH** – auch Photovoltaik.\n\n### So erkennst du seriöse Anbieter\n\n- **Firmensitz prüfen:** Ein echter Betrieb hat eine Adresse.\n- **Vorsicht bei Anzeigen:** Treffer mit „Elektriker Graz 24h“ ganz oben in der Suche sind oft Vermittler, die Aufträge weitergeben.\n- **Bewertungen vergleichen:** Neben Google lohnt ein Blick auf Herold.";
    expect(read(answer, "Elektro Urfahr").businesses).toEqual(["Elektro Urfahr", "Elektrotechnik Ries GmbH"]);
  });

  it("reads a form's code in running text as no business", () => {
    const answer =
      "Für Vermieter in Gänserndorf kommen zwei Kanzleien infrage: die **Kanzlei Weinviertel Steuerberatung GmbH** und die **Steuerkanzlei Brandl**.\n\nSobald Mieteinnahmen dazukommen, lohnt sich die Erklärung (E1 mit Anlage V2b) mit Beratung.";
    expect(read(answer, "Steuerkanzlei Brandl").businesses).toEqual(["Kanzlei Weinviertel Steuerberatung GmbH", "Steuerkanzlei Brandl"]);
  });
});

describe("platform names that are a person's middle name or a maker of goods", () => {
  it("reads a platform's name between a given name and a surname as part of the person's name", () => {
    expect(platformsNamedInText("Danach lohnt ein Besuch im Geburtshaus des Architekten Karl Otto Brenner.")).toEqual([]);
    expect(platformsNamedInText("Gebrauchte Möbel gibt es auch bei Otto und auf eBay.")).toContain("Otto");
  });

  it("reads a platform's other name as the maker where the sentence speaks of brands", () => {
    expect(platformsNamedInText("Reifenhändler mit Einlagerung; Marken wie Pirelli, Michelin und Dunlop auf Lager.")).toEqual([]);
    expect(platformsNamedInText("Das Restaurant ist im Michelin mit einem Stern ausgezeichnet.")).toEqual(["Guide Michelin"]);
  });
});

describe("an adjective's run in the genitive after a noun", () => {
  it("is part of that noun's name, not a business", () => {
    const answer =
      "Maler in Verden:\n\n1. **Malerei Brüning GmbH** – Fassaden.\n2. **Farbe & Raum Thies** – Innenräume.\n\n### Worauf du achten solltest\n\n- **Meisterbetrieb und Innung:** Maler ist ein Handwerk. Viele Betriebe sind außerdem in der Maler-Innung und damit im Bundesverband des Deutschen Malerhandwerks (BV) organisiert.\n- **Mehrere Angebote einholen:** Gerade bei Fassaden schwanken die Preise stark.";
    expect(read(answer, "Farbe & Raum Thies").businesses).toEqual(["Malerei Brüning GmbH", "Farbe & Raum Thies"]);
  });
});
