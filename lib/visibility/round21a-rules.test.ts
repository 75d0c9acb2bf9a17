import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPhraseNotName } from "./name-shape";
import { isTradeToken, nameKey, namesMatch } from "./names";
import { readTone } from "./tone";

/** Round 21 (issue 31, corpus blind31): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string) => {
  const r = analyzeByRules(answer, { businessName });
  return { businesses: r.businesses.map((b) => b.name), negative: r.negativeMentions.map((n) => n.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

const list = "Gute Malerbetriebe in Borna:\n\n1. **Malerwerkstatt Sänger GmbH** – Fassaden und Innenräume, sauber und pünktlich.\n2. **Farbenhaus Lindner** – empfehlenswert für Tapezierarbeiten.\n\n";

describe("word groups that are no names", () => {
  it("reads the polite possessive inside a group as speaking to the reader", () => {
    expect(isPhraseNotName("Zustand Ihrer Fassade")).toBe(true);
    expect(isPhraseNotName("Kosten Ihres Umbaus")).toBe(true);
    const answer = `${list}Empfehlenswert ist es, den Zustand Ihrer Fassade vorher von einem Gutachter prüfen zu lassen.`;
    expect(read(answer, "Farbenhaus Lindner").businesses).toEqual(["Malerwerkstatt Sänger GmbH", "Farbenhaus Lindner"]);
  });

  it("reads a noun dated by „Anfang“, „Mitte“, „Ende“, a month or a season with a year as a date", () => {
    expect(isPhraseNotName("Umzug Mitte 2025")).toBe(true);
    expect(isPhraseNotName("Neueröffnung Ende Oktober")).toBe(true);
    expect(isPhraseNotName("Malerei Ende")).toBe(false);
    const answer = `${list}Eher abraten würde ich von **Malerbetrieb Kunze**: Nach der Geschäftsaufgabe Ende 2025 gibt es Beschwerden über offene Rechnungen.`;
    expect(read(answer, "Farbenhaus Lindner").negative).toEqual(["Malerbetrieb Kunze"]);
  });

  it("reads a maker's type code after a product's name as a product, and keeps a firm's plain number", () => {
    expect(isPhraseNotName("Farbsprüher 550PX")).toBe(true);
    expect(isPhraseNotName("Atelier 54")).toBe(false);
    const answer = `${list}Für große Flächen empfiehlt sich ein Airless-Gerät wie der Farbsprüher 550PX Pro, den viele Betriebe verleihen.`;
    expect(read(answer, "Farbenhaus Lindner").businesses).toEqual(["Malerwerkstatt Sänger GmbH", "Farbenhaus Lindner"]);
  });
});

describe("words before a run that make it no business", () => {
  it("reads the unit after „pro“ or „je“ as what a price is counted in", () => {
    const answer = `${list}Empfehlenswert: rechnen Sie mit 25 bis 40 € pro Quadratmeter Wandfläche, je nach Untergrund.`;
    expect(read(answer, "Farbenhaus Lindner").businesses).toEqual(["Malerwerkstatt Sänger GmbH", "Farbenhaus Lindner"]);
  });

  it("reads the field after a specialist's title and „für“ as a field, not a practice", () => {
    const answer =
      "Hausärzte in Zeitz:\n\n1. **Praxis Dr. Lemke** – nimmt neue Patienten auf.\n2. **Gemeinschaftspraxis am Schlossberg** – kurze Wartezeiten.\n\nDr. Lemke ist Fachärztin für Allgemeine Innere Medizin und wird oft gelobt.";
    expect(read(answer, "Praxis Dr. Lemke").businesses).toEqual(["Praxis Dr. Lemke", "Gemeinschaftspraxis am Schlossberg"]);
  });

  it("reads the person a birthplace or memorial is kept for as remembered, not recommended", () => {
    const answer =
      "Die erste Adresse ist die **Malerwerkstatt Kühn** in Borna. Sie arbeitet sauber.\n\nDas Museum im Geburtshaus von Peter Weidenbach liegt mitten im Ort und ist einen kurzen Besuch wert.";
    expect(read(answer, "Malerwerkstatt Kühn").businesses).toEqual(["Malerwerkstatt Kühn"]);
  });
});

describe("a heading of a topic in a place", () => {
  it("reads „<noun> in <place>“ as a section's title, not a business", () => {
    const answer =
      "Makler in Grimma:\n\n### Lokale Büros\n* **Muldental Immobilien:** Büro am Markt, kostenlose Wertermittlung.\n* **Wohnraum Krause GmbH:** Spezialisiert auf Mehrfamilienhäuser.\n\n### Mietpreise in Grimma\nDie Mieten sind seit 2023 gestiegen, vor allem in der Altstadt; sanierte Wohnungen sind schnell vergeben.";
    expect(read(answer, "Muldental Immobilien").businesses).toEqual(["Muldental Immobilien", "Wohnraum Krause GmbH"]);
  });
});

describe("a bold line that says where", () => {
  it("reads an adverb of place and its preposition as a label over the business it describes", () => {
    expect(isPhraseNotName("Mitten in der Altstadt")).toBe(true);
    expect(isPhraseNotName("Haus am See")).toBe(false);
    const answer =
      "Unterkünfte in Wernigerode, je nach Wunsch:\n\n**Mitten in der Altstadt**\nDas **Hotel Schlossblick** liegt am Marktplatz, das Frühstück wird gelobt.\n\n**Ruhig am Waldrand**\nDie **Pension Harzruh** ist familiengeführt und günstig.\n\n**Weitere Optionen**\n- **Gasthof Zillierbach**: einfach, aber gemütlich.\n- **Waldhotel Hasserode**: mit Sauna.";
    expect(read(answer, "Waldhotel Hasserode").businesses).toEqual(["Hotel Schlossblick", "Pension Harzruh", "Gasthof Zillierbach", "Waldhotel Hasserode"]);
  });
});

describe("enumerations, seasons and kinds in the dative", () => {
  const intro = "Die erste Adresse ist die **Gärtnerei Sommerfeld** in Borna. Sie hat eine große Auswahl.\n\n";

  it("ends an enumeration where a comma opens a subordinate clause", () => {
    const answer = `${intro}Einen Besuch wert ist etwa der Lindenhof in Kitzscher, wo neben Kartoffeln im Juni Erdbeeren und im Spätherbst Kürbisse verkauft werden.`;
    expect(read(answer, "Gärtnerei Sommerfeld").businesses).toEqual(["Gärtnerei Sommerfeld"]);
  });

  it("reads a season with its early, high or late part before a noun as a time", () => {
    expect(isPhraseNotName("Frühherbst Pilze")).toBe(true);
    expect(isPhraseNotName("Hochsommer Beeren")).toBe(true);
    expect(isPhraseNotName("Sommer & Partner")).toBe(false);
  });

  it("reads a place's adjective with a kind of firm in the dative plural as a kind", () => {
    const answer = `${intro}Und falls es schnell gehen muss: Auch im Dorfladen bekommst du Honig von Allgäuer Betrieben, allerdings keine große Auswahl.`;
    expect(read(answer, "Gärtnerei Sommerfeld").businesses).toEqual(["Gärtnerei Sommerfeld"]);
  });
});

describe("a firm of two partners", () => {
  it("is not named by a name that holds only one of the partners", () => {
    expect(namesMatch(nameKey("Brandt & Vogel Steuerberatung"), nameKey("Steuerkanzlei Brandt"))).toBe(false);
    expect(namesMatch(nameKey("Brandt & Vogel Rechtsanwälte"), nameKey("Rechtsanwälte Brandt & Vogel"))).toBe(true);
    // "& Partner", "& Fils" name no one; a firm's goods ("Fleisch & Wurst") are no partners.
    expect(namesMatch(nameKey("Dr. Brandt & Partner"), nameKey("Kanzlei Dr. Brandt"))).toBe(true);
    expect(namesMatch(nameKey("Fromagerie Duval & Fils"), nameKey("Fromagerie Duval"))).toBe(true);
    expect(namesMatch(nameKey("Brandt Fleisch & Wurst GmbH"), nameKey("Metzgerei Brandt"))).toBe(true);
    const answer =
      "Anwälte in Döbeln:\n\n- **Kanzlei Brandt**: Einzelanwalt am Obermarkt, Arbeitsrecht.\n- **Rechtsanwältin Petra Lux**: Familienrecht, schnelle Termine.\n- **Muldentaler Rechtsanwälte GmbH**: größere Kanzlei, auch Verkehrsrecht.";
    expect(read(answer, "Kanzlei Brandt & Vogel").mentioned).toBe(false);
  });
});

describe("a valley named like the visitor", () => {
  it("reads one word in „-tal“ after „im“ or „ins“ as the valley, not the business named after it", () => {
    const answer =
      "Tierärzte rund um Ruhpolding:\n\n- **Kleintierpraxis Dr. Hainz** – Hunde und Katzen, Notdienst am Wochenende.\n- **Pferdeklinik Traunstein** – Großtiere, auch Hausbesuche.\n\nFür Großtiere fahren beide Praxen auch Höfe im Urschlautal an.";
    const r = read(answer, "Tierarztpraxis Urschlautal");
    expect(r.mentioned).toBe(false);
    expect(r.businesses).toEqual(["Kleintierpraxis Dr. Hainz", "Pferdeklinik Traunstein"]);
  });

  it("still finds the visitor by its trade word and the valley's name", () => {
    const answer =
      "Tierärzte rund um Ruhpolding:\n\n- **Kleintierpraxis Dr. Hainz** – Hunde und Katzen.\n- **Pferdeklinik Traunstein** – Großtiere.\n\nAuch die Tierarztpraxis Urschlautal fährt Höfe an.";
    expect(read(answer, "Tierarztpraxis Urschlautal").mentioned).toBe(true);
  });
});

describe("lodgings by the booking platforms' property types", () => {
  it("reads holiday flats and guest houses with a name as businesses beside a list", () => {
    expect(isTradeToken("ferienwohnungen")).toBe(true);
    expect(isTradeToken("gaestehaus")).toBe(true);
    const answer =
      "Unterkünfte in Schierke:\n\n**Ruhig gelegen**\nDie **Pension Brockenruh** ist familiengeführt. Die **Ferienwohnungen Kalte Bode** sind eine gute Alternative für Familien.\n\n**Weitere Optionen**\n- **Hotel Waldschlösschen**: zentral.\n- **Gasthof Elend**: einfach.";
    expect(read(answer, "Gasthof Elend")).toMatchObject({ businesses: ["Pension Brockenruh", "Ferienwohnungen Kalte Bode", "Hotel Waldschlösschen", "Gasthof Elend"], position: 4 });
  });
});

describe("tone", () => {
  it("reads the comparative „vorsichtiger“ as advice against", () => {
    expect(readTone("Beim Malerbetrieb Nord wäre ich vorsichtiger.")).toBe("discouraged");
  });

  it("reads reviews that report a failing as advice against, and reviews that report praise not", () => {
    expect(readTone("Faire Preise, allerdings klagen einige Kunden über unzuverlässige Termine und fehlende Rückrufe.")).toBe("discouraged");
    expect(readTone("Viele Bewertungen berichten von freundlicher Beratung und pünktlichen Handwerkern.")).toBe("recommended");
  });

  it("reads „öffnet erst … wieder“ as closed until then", () => {
    expect(readTone("Das Café Seeblick ist im Winter zu, es öffnet erst im April wieder.")).toBe("unavailable");
    expect(readTone("Das Café Seeblick öffnet um 8 Uhr.")).toBe("recommended");
  });

  it("reads a business not specialised in what was asked for as named without a judgement", () => {
    expect(readTone("Nicht auf Baurecht spezialisiert, aber ebenfalls in der Stadt ist die Kanzlei Ostwall.")).toBe("neutral");
  });
});

describe("a bold line with a bracket after it", () => {
  it("reads „**2. Name** (Ort)“ over its details as a business, as the bold lines beside it", () => {
    const answer =
      "Physiotherapie rund um Wasserburg:\n\n**1. Sportreha Attel**\n* Reha nach Kreuzband-OP\n* Trainingsfläche mit Geräten\n\n**2. Praxis Innblick Physiotherapie** (Eiselfing)\n* Manuelle Therapie\n* Kurze Wartezeiten\n\n**3. Therapiezentrum Gries**\n* Physio- und Ergotherapie\n* Hausbesuche";
    expect(read(answer, "Physiotherapie Sonnfeld").businesses).toEqual(["Sportreha Attel", "Praxis Innblick Physiotherapie", "Therapiezentrum Gries"]);
  });
});
