/**
 * Round 65's rules, each with an example written for it: what the training corpora and the older training answers showed
 * the rules reading wrong. Several borrow the names of the training answer that showed the pattern (training corpora only;
 * no report-only answer was read).
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isTradeToken, tradeKind } from "./names";
import { isDishName, isNoBusinessByKind, isPriceList } from "./non-businesses";

describe("round 65 rules: a kind and a place over a map card is the business the card shows", () => {
  const answer = (priceLine: string) =>
    [
      "Im hinteren Tal gibt es nur wenige Unterkünfte:",
      "",
      "**Ferienwohnung Wanna**",
      "4,9 ★ (22) · Ferienwohnung · Wanna",
      priceLine,
      "",
      "**Pension Camanaboda**",
      "4,6 ★ (37) · Pension · Camanaboda",
      "Halbpension auf Anfrage",
    ].join("\n");

  it("a card whose price comes from a booking platform still shows a business", () => {
    const r = analyzeByRules(answer("Ab CHF 140 pro Nacht · Booking.com"), { businessName: "Pension Camanaboda" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Ferienwohnung Wanna"]);
  });

  it("a directory's page title without a rating line stays set apart", () => {
    const r = analyzeByRules(
      ["Quellen:", "", "**Ferienwohnung Wanna**", "Ferienwohnungen in Wanna · Booking.com", "", "**Pension Camanaboda**", "4,6 ★ (37) · Pension · Camanaboda"].join("\n"),
      { businessName: "Pension Camanaboda" },
    );
    expect(r.competitors).not.toContain("Ferienwohnung Wanna");
  });
});

describe("round 65 rules: a summary's superlative labels award prizes, they name no business", () => {
  const answer = [
    "Für einen Nachmittag im Vulkanland:",
    "",
    "- **Buschenschank Hütter** – kalte Jause mit Verhackertem",
    "- **Weinhof Lackner** – Welschriesling und Sturm",
    "",
    "## Kurz gesagt",
    "- **Beste Aussicht:** Zum Kogelblick",
    "- **Beste Jause:** Hütter",
    "- **Günstigste Option:** Lackner",
  ].join("\n");

  it("'Beste Aussicht', 'Günstigste Option' are no competitors", () => {
    const r = analyzeByRules(answer, { businessName: "Buschenschank Hütter" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Weinhof Lackner"]);
  });
});

describe("round 65 rules: 'Lackner' is a surname, not the painter's 'Lack'", () => {
  it("'Lackner' and 'Lackinger' are no trade words; the paint shop's words are", () => {
    expect(["lackner", "lackinger"].map(isTradeToken)).toEqual([false, false]);
    expect(["lack", "lackiererei", "lacktechnik", "autolackiererei"].map(isTradeToken)).toEqual([true, true, true, true]);
  });

  it("a paint shop's names stay businesses", () => {
    const r = analyzeByRules("Gute Adressen in Feldbach:\n\n- **Lackiererei Hofer** – Smart-Repair\n- **Karosserie Lacktechnik** – Unfallschäden", { businessName: "Autohaus Xaver" });
    expect(r.competitors).toEqual(["Lackiererei Hofer", "Karosserie Lacktechnik"]);
  });
});

describe("round 65 rules: an ordinance is law, not a business", () => {
  const answer = (note: string) =>
    [
      "Für einen Carport in Röhrenbach:",
      "",
      "- **Zimmerei Pfeffer** – Carports und Vordächer aus Lärche",
      "- **Holzbau Schwarzl & Söhne** – auch Statik und Einreichplan",
      "",
      note,
    ].join("\n");

  it("'NÖ Bauordnung' and 'Ärztliche Verordnung' name legal texts", () => {
    for (const note of ["**NÖ Bauordnung:** Ein Carport bis 50 m² ist meist nur anzeigepflichtig.", "**Ärztliche Verordnung:** Sie brauchen eine Überweisung."]) {
      expect(analyzeByRules(answer(note), { businessName: "Zimmerei Pfeffer" }).competitors).toEqual(["Holzbau Schwarzl & Söhne"]);
    }
  });
});

describe("round 65 rules: what one finds 'unter „…“' is a search or category, not a business", () => {
  const answer = (closing: string) =>
    ["Installateure rund um Feistritz:", "", "- **Haustechnik Schaffer GmbH** – Wärmepumpen und Bäder", "- **Wärme & Bad Leitner** – Notdienst am Wochenende", "", closing].join("\n");

  it("'finden Sie bei Google Maps unter „Installateur Murau“' names no business", () => {
    const r = analyzeByRules(answer("Weitere Betriebe finden Sie bei Herold oder bei Google Maps unter „Installateur Murau“."), { businessName: "Installateur Sumann" });
    expect(r.competitors).toEqual(["Haustechnik Schaffer GmbH", "Wärme & Bad Leitner"]);
  });
});

describe("round 65 rules: a body's search tool ('die Suche von Physio Austria') is no business", () => {
  it("is set apart after the businesses of a prose answer", () => {
    const answer =
      "Für die erste Phase nach der Operation ist das Institut Vitalis in Feldbach eine gute Wahl. Für die dritte Phase lohnt sich ein Blick auf Sportphysio Raabtal in Raabau. Weitere Therapeutinnen in der Umgebung findest du über die Suche von Physio Austria oder bei DocFinder.";
    const r = analyzeByRules(answer, { businessName: "Sportphysio Raabtal" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Institut Vitalis"]);
  });
});

describe("round 65 rules: two topics joined by 'und' before a colon are a label", () => {
  const answer = (label: string) =>
    [
      "In Nöschikon gibt es mehrere Möglichkeiten, frische Eier direkt vom Hof zu kaufen:",
      "",
      `- **${label}:** Am Dorfrand steht ein Selbstbedienungs-Hofladen mit Eiern aus Freilandhaltung, Kartoffeln und saisonalem Gemüse.`,
      "- **Hofladen Sunnehof (Nassenwil):** Eier, Milch vom Milchautomaten, Fleisch auf Vorbestellung.",
    ].join("\n");

  it("'**Eier und Kartoffeln:** …' is no business", () => {
    expect(analyzeByRules(answer("Eier und Kartoffeln"), { businessName: "Hofladen Bopp" }).competitors).toEqual(["Hofladen Sunnehof"]);
  });

  it("partners joined by 'und' with a firm's word stay a business", () => {
    expect(analyzeByRules(answer("Gerber und Partner"), { businessName: "Hofladen Bopp" }).competitors).toEqual(["Gerber und Partner", "Hofladen Sunnehof"]);
  });
});

describe("round 65 rules: one noun after 'mit' is what things have, not an item of an enumeration", () => {
  it("'Buschenschanken mit Aussicht, wie etwa den Weinhof Lackner oder den Buschenschank Hütter'", () => {
    const r = analyzeByRules("Rund um Auersbach gibt es Buschenschanken mit Aussicht, wie etwa den Weinhof Lackner oder den Buschenschank Hütter.", { businessName: "Buschenschank Hütter" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Weinhof Lackner"]);
  });
});

describe("round 65 rules: a link titled with a trade, a place, a dash and a directory is the directory's page", () => {
  it("'[Kinderarzt Landstuhl – Jameda](…)' is no business", () => {
    const answer = [
      "Kinderärzte in Landstuhl mit guten Bewertungen:",
      "",
      "- **Kinderarztpraxis am Kirchberg** – nimmt neue Patienten auf",
      "- **Kinderärzte Westpfalz** – Gemeinschaftspraxis mit Impfsprechstunde",
      "",
      "[Kinderarzt Landstuhl – Jameda](https://www.jameda.de/landstuhl/aerzte/kinderaerzte/)",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Kinderarztpraxis Dr. Xaver" }).competitors).toEqual(["Kinderarztpraxis am Kirchberg", "Kinderärzte Westpfalz"]);
  });
});

describe("round 65 rules: the maker of goods named with 'von' is a brand, also with a title", () => {
  const answer = (goods: string) =>
    `In Uetersen kommen **Therapiezentrum Mitte** und **Physiopraxis Marschblick** infrage. Das Therapiezentrum hat eine große Trainingsfläche mit ${goods} von Dr. Wolff und bietet einen Präventionskurs an.`;

  it("'mit Rückengeräten von Dr. Wolff' names no practice", () => {
    const r = analyzeByRules(answer("Rückengeräten"), { businessName: "Physiopraxis Marschblick" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Therapiezentrum Mitte"]);
  });

  it("'mit Unterstützung von Dr. Wolff' still names a doctor's practice", () => {
    expect(analyzeByRules(answer("Unterstützung"), { businessName: "Physiopraxis Marschblick" }).competitors).toContain("Dr. Wolff");
  });
});

describe("round 65 rules: a viaduct's compound, also 'von' a place, is a sight", () => {
  it("'einen Blick auf den Kreisviadukt von Brusio' names no business", () => {
    const answer = [
      "Das Ristorante Motta Verde liegt nur wenige Schritte von der Piazza Comunale entfernt und ist wohl die bekannteste Adresse im Ort.",
      "",
      "Etwas einfacher und sehr herzlich ist die Osteria Puntalta in einer Seitengasse der Altstadt.",
      "",
      "Wenn Sie weiter nach Tirano fahren, lohnt sich ein Blick auf den Kreisviadukt von Brusio, am besten von der rechten Seite des Zuges.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Osteria Puntalta" }).competitors).toEqual(["Ristorante Motta Verde"]);
  });
});

describe("round 65 rules: the Alpine panorama trains are sights to ride", () => {
  it("'mit dem Bernina Express' names no business before the restaurants", () => {
    const answer = [
      "Poschiavo ist ein schönes Ziel für einen Tag mit dem Bernina Express, und kulinarisch lohnt es sich wirklich: Die Küche im Puschlav ist stark von der Lombardei geprägt. Ein paar Adressen, die ich gefunden habe:",
      "",
      "Das Ristorante Motta Verde liegt nur wenige Schritte von der Piazza Comunale entfernt und ist wohl die bekannteste Adresse im Ort.",
      "",
      "Etwas einfacher und sehr herzlich ist die Osteria Puntalta in einer Seitengasse der Altstadt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Osteria Puntalta" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Ristorante Motta Verde"]);
  });

  it("other names in 'Express' stay businesses", () => {
    expect(analyzeByRules("Schnelles Essen in Chur:\n\n- **Asia Express** – Nudeln zum Mitnehmen\n- **Pizzeria Calanda** – Holzofen", { businessName: "Kebab Xaver" }).competitors).toEqual(["Asia Express", "Pizzeria Calanda"]);
  });
});

describe("round 65 rules: the region's produce is no business", () => {
  it("'Puschlaver Buchweizenmehl', 'Steirisches Kürbiskernöl' are dishes' kin", () => {
    expect(isDishName("Puschlaver Buchweizenmehl")).toBe(true);
    expect(isDishName("Steirisches Kürbiskernöl")).toBe(true);
    expect(isDishName("Mühle Buchweizenmehl")).toBe(false);
  });
});

describe("round 65 rules: a doctor's item that compares with the visitor's practice is the doctor's own", () => {
  const answer = (compared: string) =>
    [
      "In Rachau selbst ordiniert eine Kassenärztin für Allgemeinmedizin; weitere Kassenordinationen liegen in den Nachbarorten.",
      "",
      `- **Allgemeinmedizin Dr. Pletz (Rachau):** Kassenvertrag mit allen Kassen; die Wartezeiten sind oft länger als in der ${compared} in Bischoffeld, die ebenfalls gute Bewertungen hat.`,
      "- **Gruppenpraxis Murboden (Farrach):** Zwei Allgemeinmedizinerinnen, Labor im Haus.",
    ].join("\n");

  it("'länger als in der Ordination Dr. Eisner' places the visitor after Dr. Pletz", () => {
    const r = analyzeByRules(answer("Ordination Dr. Eisner"), { businessName: "Ordination Dr. Eisner" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
    expect(r.competitors).toEqual(["Allgemeinmedizin Dr. Pletz", "Gruppenpraxis Murboden"]);
  });
});

describe("round 65 rules: a service's word and a short number is a hotline", () => {
  it("'**Gesundheitsberatung 1450:**' and 'Apothekenruf 1455' are no businesses", () => {
    const answer = [
      "Hausärzte rund um Rachau:",
      "",
      "- **Gruppenpraxis Murboden (Farrach):** Zwei Allgemeinmedizinerinnen, Labor im Haus.",
      "- **Ordination Dr. Eisner (Bischoffeld):** Hausbesuche, neue Patienten willkommen.",
      "- **Gesundheitsberatung 1450:** Bei akuten Beschwerden außerhalb der Ordinationszeiten hilft die telefonische Gesundheitsberatung.",
      "- **Apothekenruf 1455:** nennt die nächste dienstbereite Apotheke.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Ordination Dr. Eisner" });
    expect(r.competitors).toEqual(["Gruppenpraxis Murboden"]);
  });
});

describe("round 65 rules: a federation named '-bund' is an association", () => {
  it("'Der Deutsche Tierschutzbund hat eine Checkliste' names no business", () => {
    const answer =
      "Für deinen Hund kommen die Hundepension Waldeck in Katerbow und die Tierbetreuerin Lene Hartwig infrage. Der Deutsche Tierschutzbund hat außerdem eine Checkliste zur Auswahl einer Tierpension veröffentlicht.";
    expect(analyzeByRules(answer, { businessName: "Hundepension Xaver" }).competitors).toEqual(["Hundepension Waldeck", "Tierbetreuerin Lene Hartwig"]);
  });
});

describe("round 65 rules: a titled owner and 'die Praxis' of her surname are one business", () => {
  const answer = (practice: string) =>
    [
      "Für Pferde und Rinder ist die fahrende Praxis von **Tierärztin Dr. Maren Oltmann** die erste Adresse vieler Halter. Sie sitzt in Kuhbier selbst.",
      "",
      `Dr. Schwanbeck behandelt ebenfalls Pferde, allerdings nur in der Praxis; für Notfälle im Stall ist die ${practice} deshalb meist die bessere Wahl.`,
    ].join("\n");

  it("'die Praxis Oltmann' after 'Tierärztin Dr. Maren Oltmann' is the visitor again, no competitor", () => {
    const r = analyzeByRules(answer("Praxis Oltmann"), { businessName: "Tierarztpraxis Oltmann" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).not.toContain("Praxis Oltmann");
  });

  it("a firm of another trade with her surname stays another business", () => {
    const r = analyzeByRules(answer("Zahntechnik Oltmann in Imsterau"), { businessName: "Tierarztpraxis Oltmann" });
    expect(r.competitors).toContain("Zahntechnik Oltmann");
  });
});

describe("round 65 rules: a speaker's hedge before a name is no part of it", () => {
  it("'ist nach meinem Kenntnisstand Bedachungen Kruse' names 'Bedachungen Kruse'", () => {
    const answer = "Eine gute Adresse ist nach meinem Kenntnisstand Bedachungen Kruse direkt in Zühlen. Das ist ein kleiner Familienbetrieb.\n\nAlternativ kommt Holzbau & Dach Wegner infrage.";
    expect(analyzeByRules(answer, { businessName: "Dachdeckerei Xaver" }).competitors).toEqual(["Bedachungen Kruse", "Holzbau & Dach Wegner"]);
  });
});

describe("round 65 rules: a quantity takes its noun bare", () => {
  it("'gleiche Anzahl Dachfenster (etwa von Velux oder Roto)' names no business", () => {
    const answer = [
      "Für die Neueindeckung kommen Bedachungen Kruse in Zühlen und Holzbau & Dach Wegner infrage.",
      "",
      "Achte darauf, dass die Angebote vergleichbar sind: gleiche Dachsteine, gleiche Dämmstärke, gleiche Anzahl Dachfenster (etwa von Velux oder Roto) und klar ausgewiesene Positionen für Gerüst und Entsorgung.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Dachdeckerei Xaver" }).competitors).toEqual(["Bedachungen Kruse", "Holzbau & Dach Wegner"]);
  });
});

describe("round 65 rules: the master craftsman who runs the heading's business is that business", () => {
  it("'geführt von Schreinermeister Daniel Wittwer' under '### Schreinerei Wittwer' is no second business", () => {
    const answer = [
      "Hier ein Überblick:",
      "",
      "### Schreinerei Wittwer (Aeschau)",
      "Kleine Werkstatt direkt in Aeschau, geführt von Schreinermeister Daniel Wittwer und einem Mitarbeiter. Schwerpunkt sind Einbauschränke.",
      "",
      "### Küchenwerkstatt Stucki (Hühnerbach)",
      "Reine Küchenschreinerei am Rand von Langnau.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Xaver" }).competitors).toEqual(["Schreinerei Wittwer", "Küchenwerkstatt Stucki"]);
  });
});

describe("round 65 rules: 'mobil' written small inside a name", () => {
  it("'**Physio mobil Napfbergland**' is a business", () => {
    const answer = ["Wenn ich eine Reihenfolge vorschlagen müsste:", "", "1. **Physiotherapie Portmann** in Lingetli selbst", "2. **Physio mobil Napfbergland** für die ersten Wochen zu Hause.", "3. **Physiotherapie Fontanne** für das Aufbautraining."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Physiotherapie Portmann" }).competitors).toEqual(["Physio mobil Napfbergland", "Physiotherapie Fontanne"]);
  });
});

describe("round 65 rules: a thing at a business names the business", () => {
  it("'im Eierautomaten am Obsthof Buskow' is the farm, not a business of its own", () => {
    const answer = "Eier bekommst du am flexibelsten im Eierautomaten am Obsthof Buskow, der rund um die Uhr gefüllt ist. Fleisch gibt es bei der Landfleischerei Maaß.";
    expect(analyzeByRules(answer, { businessName: "Hofladen Xaver" }).competitors).toEqual(["Obsthof Buskow", "Landfleischerei Maaß"]);
  });

  it("a trade's word before 'am' keeps the whole name ('Café am Stadtpark Maier')", () => {
    const answer = "Für Kuchen empfehle ich das Café am Stadtpark Maier, für Brot die Bäckerei Maaß.";
    expect(analyzeByRules(answer, { businessName: "Bäckerei Xaver" }).competitors).toEqual(["Café am Stadtpark Maier", "Bäckerei Maaß"]);
  });
});

describe("round 65 rules: a school of a skill is a trade", () => {
  const vets = ["Tierärzte in Dittelsdorf:", "", "- **Kleintierpraxis Neißeaue** – Hunde und Katzen", "- **Tierärztliche Praxis Dr. Falk Menzel** – auch Pferde", ""];

  it("'Die **Hundeschule Schiffner** in Wittgendorf' after the vets' list is a business", () => {
    const answer = [...vets, "Für Hundehalter ebenfalls interessant: Die **Hundeschule Schiffner** in Wittgendorf bietet Welpengruppen an."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarztpraxis Xaver" }).competitors).toEqual(["Kleintierpraxis Neißeaue", "Tierärztliche Praxis Dr. Falk Menzel", "Hundeschule Schiffner"]);
  });

  it("public schools stay no trade; 'Augenhöhe' is no eye doctor's word", () => {
    expect(["hundeschule", "skischule", "tanzschule", "volksschule", "bezirksschule", "augenhoehe"].map((w) => tradeKind(w) !== 0)).toEqual([true, true, true, false, false, false]);
  });

  it("a rating after the visitor's name in a sentence is no part of a name", () => {
    const answer = ["**Segelschule Wörthersee-Nord** ist die bekannteste Schule in Krumpendorf.", "", "**Wassersport Reifnitz** bietet Kurse auf Jollen.", "", "Auf Google Maps hat die Segelschule Wörthersee-Nord 4,8 Sterne bei über 200 Bewertungen."].join("\n");
    const r = analyzeByRules(answer, { businessName: "Segelschule Wörthersee-Nord" });
    expect([r.mentioned, r.position]).toEqual([true, 1]);
    expect(r.competitors).toEqual(["Wassersport Reifnitz"]);
  });
});

describe("round 65 rules: a word and a single letter or Roman numeral is a class, a disease or a ruler", () => {
  it("'Klasse B', 'Hepatitis A', 'Joseph II' are no businesses; 'Studio B' is", () => {
    expect(["Klasse B", "Hepatitis A", "Joseph II"].map((n) => isNoBusinessByKind(n))).toEqual([true, true, true]);
    expect(isNoBusinessByKind("Studio B")).toBe(false);
  });
});

describe("round 65 rules: animal protection societies, lobbies and a state's directorates are institutions", () => {
  it("'Schweizer Tierschutz STS', 'Radlobby Kärnten', 'Bildungsdirektion Burgenland' are no businesses", () => {
    for (const name of ["Schweizer Tierschutz STS", "Radlobby Kärnten", "Bildungsdirektion Burgenland"]) {
      const answer = `Gute Adressen:\n\n- **Radsport Annabichl** – Reparaturen am selben Tag\n- **E-Bike-Center Wörthersee** – Akkus und Motoren\n\nMehr Tipps hat die ${name}.`;
      expect(analyzeByRules(answer, { businessName: "Radwerkstatt Xaver" }).competitors).toEqual(["Radsport Annabichl", "E-Bike-Center Wörthersee"]);
    }
  });
});

describe("round 65 rules: a tourist office is no business", () => {
  it("'die Tourist-Information am Marktplatz' is set apart", () => {
    const answer = "Fahrradverleihe in Otterndorf:\n\n- **Radstation Otterndorf** – am Bahnhof\n- **Zweirad Tiedemann** – auch E-Bikes\n\nKarten der Radwege gibt es bei der Tourist-Information am Marktplatz.";
    expect(analyzeByRules(answer, { businessName: "Fahrradverleih Xaver" }).competitors).toEqual(["Radstation Otterndorf", "Zweirad Tiedemann"]);
  });
});

describe("round 65 rules: a lead of two nouns over a kind of business is that business's name", () => {
  it("'**Haar und Schere:** Salon in Ermenrod …' is the visitor's 'Haar & Schere Ermenrod'", () => {
    const answer = [
      "In Ermenrod und den Nachbarorten gibt es einige kleinere Friseursalons:",
      "",
      "* **Frisierstube Anke:** Kleiner Salon in Groß-Felda für Damen- und Herrenhaarschnitte.",
      "* **Haar und Schere:** Salon in Ermenrod mit Schwerpunkt Färben und Hochsteckfrisuren.",
      "* **Barbershop Kestrich:** Herrenschnitte und Bartpflege in Kestrich.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Haar & Schere Ermenrod" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });
});

describe("round 65 rules: a verb in '-iert' opening a description's sentence is no name", () => {
  it("'Installiert Wallboxen mit 11 und 22 kW' names no business", () => {
    const answer = [
      "Wallbox-Installateure rund um Lengenfeld:",
      "",
      "**Elektro Jaeger** – Elektromeisterbetrieb direkt in Lengenfeld unter Stein. Installiert Wallboxen mit 11 und 22 kW inklusive Anmeldung beim Netzbetreiber.",
      "",
      "**Solar & Elektro Diedorf** – Photovoltaik und Speicher.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Elektro Jäger" });
    expect(r.competitors).toEqual(["Solar & Elektro Diedorf"]);
  });
});

describe("round 65 rules: a person named with a job of another field is not the visitor's practice", () => {
  const answer = (person: string) =>
    [
      "Für dein Pferd kommen die Tierärztin Dr. Annika Seibel und die Pferdepraxis Vogelsberg infrage.",
      "",
      `Falls es auch um die Hufe geht: Der **${person}** aus Altenschlirf wird in regionalen Reiterforen mehrfach empfohlen.`,
    ].join("\n");

  it("'Der **Hufschmied Tobias Ruhl**' is not 'Tierarztpraxis Dr. Ruhl'", () => {
    const r = analyzeByRules(answer("Hufschmied Tobias Ruhl"), { businessName: "Tierarztpraxis Dr. Ruhl" });
    expect(r.mentioned).toBe(false);
    expect(r.competitors).toContain("Hufschmied Tobias Ruhl");
  });

  it("'Tierarzt Tobias Ruhl' still is", () => {
    expect(analyzeByRules(answer("Tierarzt Tobias Ruhl"), { businessName: "Tierarztpraxis Dr. Ruhl" }).mentioned).toBe(true);
  });
});

describe("round 65 rules: a price table of rental gear is no list of businesses", () => {
  it("'| Kategorie | Preis |' over 'Kinder-Set', 'Helm' is a price list", () => {
    expect(isPriceList("Kategorie", [["Kinder-Set", "CHF 20–28"], ["Helm", "CHF 5–8"]])).toBe(true);
    expect(isPriceList("Skiverleih", [["Sport Muttler", "CHF 20–28"]])).toBe(false);
  });
});

describe("round 65 rules: a bold lead whose colon is followed by a price is a cost item", () => {
  it("'**Arventäfer (Wand, montiert):** ca. CHF 250–450 pro m²' names no business", () => {
    const answer = [
      "Für eine Arvenstube in Lü kommen die **Arvenwerkstatt Gross** und die **Tischlerei Angerer** infrage.",
      "",
      "**Richtpreise:**",
      "* **Arventäfer (Wand, montiert):** ca. CHF 250–450 pro m²",
      "* **Komplette Stube (ca. 20 m², Täfer, Decke, Eckbank, Tisch):** ca. CHF 40'000–80'000",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Schreinerei Xaver" }).competitors).toEqual(["Arvenwerkstatt Gross", "Tischlerei Angerer"]);
  });
});

describe("round 65 rules: a price after the colon may be hedged with 'meist'", () => {
  it("'**Zahnärztliche Hypnose:** meist 80–150 € pro Sitzung' names no business", () => {
    const answer = [
      "Zahnärzte für Angstpatienten rund um Angersbach:",
      "",
      "- **Zahnzentrum Landenhausen** – Behandlung im Dämmerschlaf",
      "- **Zahnarztpraxis Dr. Bernges** – viel Zeit für Gespräche",
      "",
      "## Was kostet was?",
      "Die Angstbehandlung selbst ist meist Privatleistung:",
      "- **Lachgas-Sedierung:** in der Regel 50–120 € pro Sitzung, abhängig von der Dauer.",
      "- **Zahnärztliche Hypnose:** meist 80–150 € pro Sitzung.",
      "- **Professionelle Zahnreinigung:** 80–130 €; viele Kassen bezuschussen sie.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnarztpraxis Xaver" }).competitors).toEqual(["Zahnzentrum Landenhausen", "Zahnarztpraxis Dr. Bernges"]);
  });
});
