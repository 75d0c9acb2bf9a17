import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isTradeToken, nameKey, namesMatch } from "./names";
import { isSetApart } from "./set-apart";
import { readTone } from "./tone";
import { targetMatcher } from "./target-match";

/**
 * Round 36 (issue 31; blind78–81 were read after their one measurement): each rule on an example of its own, not taken
 * from a corpus.
 */

describe("what one is told to type into a search engine", () => {
  it("does not name the visitor, also with the search engine named before the quotes", () => {
    const answer = [
      "Aus meinem Wissensstand kann ich dir zwei Praxen nennen:",
      "",
      "1. **Physiotherapie am Wehr** – Krankengymnastik und Lymphdrainage.",
      "2. **Therapiezentrum Hunsrück** – auch mit Gerätetraining.",
      "",
      "Suche am besten bei Google Maps nach „Physiotherapie Kirchberg“ und lies die neuesten Bewertungen.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Physio Kirchberg" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Physiotherapie am Wehr", "Therapiezentrum Hunsrück"]);
  });

  it("still finds the visitor named in quotes without a word of searching", () => {
    const answer = "Gelobt wird vor allem die Praxis „Physiotherapie Kirchberg“ am Marktplatz, die auch Hausbesuche macht.";
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Kirchberg" }).mentioned).toBe(true);
  });
});

describe("names written with one letter of a German letter pair left out", () => {
  it("match 'ck' written 'k' and 'dt' written 't'", () => {
    expect(namesMatch(nameKey("Bäckerei Hinrichs-Beckmann"), nameKey("Bäckerei Hinrichs-Bekmann"))).toBe(true);
    expect(namesMatch(nameKey("Autohaus Brandtner GmbH"), nameKey("Autohaus Brantner"))).toBe(true);
    const answer = "Für Torten empfehle ich die **Konditorei Rüdeke** am Markt und das **Café Sonnenhof**.";
    expect(analyzeByRules(answer, { businessName: "Konditorei Rüdecke" }).position).toBe(1);
  });

  it("do not match another letter left out or a letter written in its place", () => {
    expect(namesMatch(nameKey("Autohaus Brandtner"), nameKey("Autohaus Brander"))).toBe(false);
    expect(namesMatch(nameKey("Sattlerei Leithner"), nameKey("Sattlerei Leitner"))).toBe(false);
  });
});

describe("a double name with its two names swapped", () => {
  it("is the same name ('Huber-Stangl' for 'Stangl-Huber'), a name merely sharing letters is not", () => {
    expect(namesMatch(nameKey("Weingut Stangl-Huber"), nameKey("Weingut Huber-Stangl"))).toBe(true);
    expect(namesMatch(nameKey("Weingut Stangl-Huber"), nameKey("Weingut Stangl-Hubert"))).toBe(false);
  });
});

describe("a surname's genitive before the trade word", () => {
  it("of a name ending in 'e' is that name ('Heines Landhaus' for 'Landhaus Heine')", () => {
    expect(namesMatch(nameKey("Langes Backstube"), nameKey("Backstube Lange"))).toBe(true);
    const answer = ["Für Gruppen eignen sich:", "", "- **Ratskeller Nienburg:** Nebenraum für 20 Gäste.", "- **Backstube Lange:** Frühstück und Kuchen."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Langes Backstube" }).position).toBe(2);
  });
});

describe("the first part 'Land-' of a trade word", () => {
  it("keeps the trade ('Landgasthof', 'Landtechnik'), so another trade with the visitor's town or surname is another business", () => {
    expect(isTradeToken("landgasthof")).toBe(true);
    expect(isTradeToken("landtechnik")).toBe(true);
    expect(namesMatch(nameKey("Landgasthof Ebersbach"), nameKey("Pizzeria Ebersbach"))).toBe(false);
    expect(namesMatch(nameKey("Kfz-Werkstatt Harms"), nameKey("Harms Landtechnik"))).toBe(false);
    expect(namesMatch(nameKey("Landgasthof Ebersbach"), nameKey("Gasthof Ebersbach"))).toBe(true);
  });

  it("leaves a hill the visitor is named after a hill where one climbs it (a guard: no trade word was read there before either)", () => {
    const answer = [
      "Zum Essen kenne ich:",
      "",
      "- **Gasthaus Heidekrug** – Heidschnuckenbraten.",
      "- **Hofcafé Wesel** – Buchweizentorte.",
      "",
      "Danach lohnt eine Wanderung auf den Wietzer Berg mit Blick über die Heide.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Landgasthof Wietzer Berg" }).mentioned).toBe(false);
    // "über den" as "auf den" (a guard: the candidate path and the text path each read it).
    expect(analyzeByRules(answer.replace("auf den Wietzer Berg", "über den Wietzer Berg"), { businessName: "Landgasthof Wietzer Berg" }).mentioned).toBe(false);
  });
});

describe("trade words of plasterers and bicycle shops", () => {
  it("tell the plasterer from the painter of the same name and read 'Velo' as the shop's trade", () => {
    expect(isTradeToken("gipsergeschaeft")).toBe(true);
    expect(namesMatch(nameKey("Malergeschäft Imhof AG"), nameKey("Gipsergeschäft Imhof"))).toBe(false);
    expect(namesMatch(nameKey("Velo-Moto Dietrich GmbH"), nameKey("Velo Dietrich"))).toBe(true);
  });
});

describe("a sight the visitor is named after", () => {
  it("is not the visitor where a place's adjective stands before it and no trade word", () => {
    const match = targetMatcher({ businessName: "Gasthaus zum Felsenkeller" }, new Set(), []);
    const sentence = "Nach einer Führung durch den Bamberger Felsenkeller bieten sich diese Lokale an.";
    const sight = { name: "Bamberger Felsenkeller", context: sentence, body: sentence, order: 0, tone: "recommended" as const };
    expect(match.isTarget(sight, nameKey(sight.name))).toBe(false);
    const inn = { ...sight, name: "Gasthaus Felsenkeller" };
    expect(match.isTarget(inn, nameKey(inn.name))).toBe(true);
  });

  it("is the visitor where its trade word stands with it", () => {
    const answer = "Nach der Führung isst man gut im **Gasthaus zum Felsenkeller** direkt am Ausgang.";
    expect(analyzeByRules(answer, { businessName: "Gasthaus zum Felsenkeller" }).mentioned).toBe(true);
  });
});

describe("a kind of business somewhere, as a search or directory page is titled", () => {
  it("is no business ('Cafés in Bad Ems', 'Fahrschulen in der Nähe von Nassau', 'Metzgereien im Kanton Thurgau')", () => {
    for (const name of ["Cafés in Bad Ems", "Fahrschulen in der Nähe von Nassau", "Metzgereien im Kanton Thurgau", "Konditoreien im Lahntal", "Autowerkstatt in Diez"]) {
      expect(isSetApart({ name }, []), name).toBe(true);
    }
  });

  it("keeps a name that says where the business lies ('Café im Kurpark', 'Gasthaus im Grünen')", () => {
    for (const name of ["Café im Kurpark", "Gasthaus im Grünen", "Zahnarztpraxis im Lahntal"]) expect(isSetApart({ name }, []), name).toBe(false);
  });
});

describe("a name a business went by before", () => {
  it("is neither a business of its own nor the visitor who trades under it", () => {
    const answer = [
      "Für Massivholzküchen kenne ich zwei Betriebe:",
      "",
      "- **Tischlerei Aigner**: Familienbetrieb mit eigener Werkstatt.",
      "- **Holzmanufaktur Innviertel**: Betrieb aus Ried, der bis 2019 als Tischlerei Gruber & Sohn firmierte; Küchen aus Eiche.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Tischlerei Gruber" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toEqual(["Tischlerei Aigner", "Holzmanufaktur Innviertel"]);
  });

  it("leaves a closed business named as 'die frühere …' a business advised against", () => {
    const answer = "Empfehlen kann ich die **Bäckerei Moser**. Die frühere Bäckerei Lindl am Markt ist inzwischen geschlossen.";
    expect(analyzeByRules(answer, { businessName: "Bäckerei Lindl" }).mentioned).toBe(true);
  });
});

describe("the assistant's reserve about a business", () => {
  it("advises against it with words between ('wäre ich für Ihre Feier zurückhaltend'), not when negated", () => {
    expect(readTone("Beim Gasthof Linde wäre ich für eine grosse Feier zurückhaltend.")).toBe("discouraged");
    expect(readTone("Bei der Wahl des Menüs wäre ich nicht zurückhaltend, die Küche ist sehr gut.")).not.toBe("discouraged");
  });
});

describe("a closure put first and a caution with 'würde ich'", () => {
  it("read 'Geschlossen ist inzwischen …' as closed (not a day's closing) and 'Vorsicht würde ich bei … walten lassen' as advised against", () => {
    expect(readTone("Geschlossen ist inzwischen das Café Rose am Markt, das noch in alten Führern steht.")).toBe("unavailable");
    expect(readTone("Geschlossen ist am Montag und Dienstag.")).not.toBe("unavailable");
    expect(readTone("Vorsicht würde ich bei Malerbetrieb Kunz walten lassen: Es gibt Klagen über Nachforderungen.")).toBe("discouraged");
  });
});

describe("a business closed in the passive", () => {
  it("is closed ('wurde Ende 2024 geschlossen'), hired staff are not ('wurde neues Personal eingestellt')", () => {
    expect(readTone("Die Bäckerei Kunz wurde im Herbst 2024 geschlossen, weil sich keine Nachfolge fand.")).toBe("unavailable");
    expect(readTone("Bei der Bäckerei Kunz wurde neues Personal eingestellt, seither geht es schneller.")).not.toBe("unavailable");
  });
});

describe("businesses written as headings, then the answer's section titles in the same style", () => {
  it("are a list of businesses however many sections follow", () => {
    const answer = [
      "In Eferding machen mehrere Werkstätten die Begutachtung; das erkennst du am Schild beim Eingang.",
      "",
      "**Autohaus Pointner**",
      "Freie Werkstatt, Termine meist innerhalb einer Woche.",
      "",
      "**Kfz-Technik Mayrhofer**",
      "Kleiner Meisterbetrieb, ehrliche Einschätzung.",
      "",
      "**Was kostet das Pickerl?**",
      "Rechne mit 70 bis 100 Euro.",
      "",
      "**Fristen**",
      "Drei, zwei, dann jedes Jahr.",
      "",
      "**Tipp**",
      "Frag vorher nach den Kosten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kfz-Technik Mayrhofer" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Autohaus Pointner"]);
  });
});

describe("a Diplom degree inside a name", () => {
  it("neither ends the sentence nor the name ('Praxis Dipl.-Stom. Kunze')", () => {
    const answer = "Empfehlen kann ich die **Zahnarztpraxis Dr. Lenk**. Die frühere Praxis Dipl.-Stom. Kunze am Markt hat Ende 2023 geschlossen.";
    const r = analyzeByRules(answer, { businessName: "Zahnarztpraxis Dr. Lenk" });
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Praxis Dipl.-Stom. Kunze"]);
  });
});

describe("the person a team is named after", () => {
  it("works at the bold business before it, not a business of their own", () => {
    const answer =
      "Die **Tierklinik am Mühlenteich** ist die erste Adresse. Das Team um Dr. Jana Reuter behandelt auch Vögel. Ebenfalls gut ist die **Kleintierpraxis Seidel**.";
    const r = analyzeByRules(answer, { businessName: "Kleintierpraxis Seidel" });
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Tierklinik am Mühlenteich"]);
  });
});

describe("what a price depends on", () => {
  it("is a criterion, not a business ('je nach Zustand des Untergrunds und Anzahl der Anstriche')", () => {
    const answer =
      "Empfehlen würde ich die **Malerei Brunner**. Die Preise liegen je nach Zustand des Mauerwerks und Anzahl der Schichten bei 20 bis 35 Franken pro Quadratmeter.";
    expect(analyzeByRules(answer, { businessName: "Malerei Kälin" }).competitors).toEqual(["Malerei Brunner"]);
    const opening = "Empfehlen würde ich die **Malerei Brunner**. Je nach Zustand des Mauerwerks und Anzahl der Schichten kostet es 20 bis 35 Franken.";
    expect(analyzeByRules(opening, { businessName: "Malerei Kälin" }).competitors).toEqual(["Malerei Brunner"]);
  });
});

describe("a statutory health insurer", () => {
  it("is no business ('AOK Bayern', 'TK', 'Helsana'), a firm's name with its word stays one", () => {
    for (const name of ["AOK Bayern", "TK", "Barmer", "ÖGK", "Helsana"]) expect(isSetApart({ name }, []), name).toBe(true);
    expect(isSetApart({ name: "Physiotherapie Helsana GmbH" }, [])).toBe(false);
    // Initials other names share: a chain of shops is no insurer.
    expect(isSetApart({ name: "TK Maxx" }, [])).toBe(false);
    expect(isSetApart({ name: "TK Krankenkasse" }, [])).toBe(true);
  });
});

describe("a statute by its abbreviation", () => {
  it("is law, not a business ('SGB V', '§ 57a KFG', 'GOZ'), a name that merely starts alike is not", () => {
    for (const name of ["SGB V", "§ 57a KFG", "GOZ"]) expect(isSetApart({ name }, []), name).toBe(true);
    expect(isSetApart({ name: "Gotthard Garage" }, [])).toBe(false);
  });
});

describe("a business written as a heading, then a paragraph about another business in bold", () => {
  it("keeps its own tone and context; the verdict on the other is the other's", () => {
    const answer = [
      "Am Untersee gibt es einige gute Fischlokale; am Wochenende lohnt es sich zu reservieren.",
      "",
      "**Seebeiz Hecht**",
      "Kleine Beiz am Hafen mit Egli-Knusperli; nur bei schönem Wetter offen.",
      "",
      "**Restaurant Schwanen**",
      "Gehobene Küche mit Seeterrasse, Felchenfilets nach Müllerinart.",
      "",
      "**Fischerstube Gross**",
      "Saisonbetrieb am Steg, Felchen und Salate.",
      "",
      "Weniger empfehlen kann ich dagegen das **Hotelrestaurant Bellevue**: Es häufen sich Beschwerden über lange Wartezeiten.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Seebeiz Hecht" });
    expect(r.competitors).toEqual(["Restaurant Schwanen", "Fischerstube Gross"]);
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Hotelrestaurant Bellevue"]);
    expect(r.businesses.find((b) => b.name === "Fischerstube Gross")?.context).not.toContain("Wartezeiten");
  });
});

describe("a section on deadlines or on how things go", () => {
  it("is no business among the businesses' headings ('**Fristen**', 'Ablauf in Kürze')", () => {
    const answer = [
      "In Eferding machen mehrere Werkstätten die §57a-Begutachtung; das erkennst du am Schild beim Eingang.",
      "",
      "**Autohaus Pointner**",
      "Freie Werkstatt, Termine meist innerhalb einer Woche.",
      "",
      "**Kfz-Technik Mayrhofer**",
      "Kleiner Meisterbetrieb an der Straße nach Linz, ehrliche Einschätzung, ob sich eine Reparatur noch lohnt.",
      "",
      "**Was kostet das Pickerl?**",
      "Rechne mit 70 bis 100 Euro für die Begutachtung allein.",
      "",
      "**Fristen**",
      "Drei Jahre, dann zwei, dann jedes Jahr.",
      "",
      "Suche am besten bei Google Maps nach „Kfz-Werkstatt Eferding“ und lies die neuesten Bewertungen.",
      "",
      "[Kfz-Werkstätten in Eferding – Herold](https://www.herold.at/gelbe-seiten/eferding/kfz-werkstatt/)",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Kfz-Technik Mayrhofer", domain: "kfz-mayrhofer.at", location: "Eferding" });
    expect(r.competitors).toEqual(["Autohaus Pointner"]);
    expect(r.position).toBe(2);
  });
});
