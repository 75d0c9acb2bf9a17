import { describe, expect, it } from "vitest";
import { summarizeAnswers } from "./aggregate";
import { analyzeAnswer, type BusinessTarget } from "./analysis";
import { lookAlikeOf, namedAsOf } from "./named-as";

const md = (...lines: string[]) => lines.join("\n");
const read = (answer: string, target: BusinessTarget) => namedAsOf(analyzeAnswer(answer, target), target);

describe("namedAsOf", () => {
  it("gives the name as written and the place an item states when both differ from what the visitor told us", () => {
    const answer = md(
      "In Beschling selbst gibt es keine Physiotherapie; in der Nähe empfehlen sich:",
      "",
      "- **Physio Gassner**: Praxis von Stefan Gassner in Bludenz, Sportphysiotherapie und Manualtherapie.",
      "- **Therapiezentrum Walgau**: in Nenzing, auch Hausbesuche.",
    );
    expect(read(answer, { businessName: "Physiotherapie Gassner", location: "Beschling" })).toEqual({ name: "Physio Gassner", sameName: false, place: "Bludenz" });
  });

  it("reads the place from a table cell, without the country's letters after it", () => {
    const answer = md(
      "Für Physiotherapie in Pinswang kommen Praxen im Raum Reutte und in Füssen infrage:",
      "",
      "| Praxis | Ort | Schwerpunkte |",
      "|---|---|---|",
      "| Therapiezentrum Außerfern | Reutte | Orthopädie, Lymphdrainage |",
      "| Physiopraxis Koch | Füssen (DE) | Krankengymnastik, Bobath |",
    );
    expect(read(answer, { businessName: "Physiotherapie Koch", location: "Pinswang" })).toEqual({ name: "Physiopraxis Koch", sameName: false, place: "Füssen" });
  });

  it("names no place the visitor gave: the place asked about, the own town, a word of the business's name", () => {
    const answer = md(
      "Gute Fahrschulen in Gossau:",
      "",
      "1. **Fahrschule Rüegg** – Einzelfahrlehrer in Gossau, flexible Termine am Abend.",
      "2. **Drive Fürstenland** – in Flawil, mit Theorie online.",
    );
    expect(read(answer, { businessName: "Fahrschule Rüegg", location: "Gossau" })).toEqual({ name: "Fahrschule Rüegg", sameName: true, place: null });
    const ownTown = { name: "Gossau", latitude: 47.41, longitude: 9.25, source: "json-ld" as const };
    expect(read(answer, { businessName: "Fahrschule Rüegg", location: "St. Gallen", ownTown })?.place).toBeNull();
    expect(read(answer, { businessName: "Fahrschule Rüegg", location: "St. Gallen" })?.place).toBe("Gossau");
  });

  it("takes a place of several words whole, and a country as no place", () => {
    const answer = md(
      "Für Skiverleih und Sportmedizin rund um Saalbach:",
      "",
      "- **Sport Hollaus** – Filiale in Zell am See, Online-Reservierung mit Rabatt.",
      "- **Dr. Florian Tschofen** – Sportarzt mit Diplom aus Deutschland, Termine auch samstags.",
    );
    expect(read(answer, { businessName: "Sport Hollaus GmbH", location: "Saalbach" })).toEqual({ name: "Sport Hollaus", sameName: true, place: "Zell am See" });
    expect(read(answer, { businessName: "Dr. Florian Tschofen", location: "Saalbach" })).toEqual({ name: "Dr. Florian Tschofen", sameName: true, place: null });
  });

  it("counts a short form as the visitor's name, but not one without the visitor's kind of business", () => {
    const answer = md(
      "Fahrschulen und Skischulen rund um Uster:",
      "",
      "- **Fahrschule Brändli** – Theorie jeden Dienstag, auch Automat.",
      "- **Reither Kogel** – der Hausberg, flache Pisten für Anfänger.",
    );
    expect(read(answer, { businessName: "Fahrschule Brändli Uster GmbH", location: "Uster" })).toEqual({ name: "Fahrschule Brändli", sameName: true, place: null });
    // As a reading that took the hill for the ski school would give it.
    const hill = { mentioned: true, position: 1, businesses: [{ name: "Reither Kogel", rank: 1, context: "Reither Kogel – der Hausberg, flache Pisten für Anfänger.", tone: "recommended" as const }], negativeMentions: [], context: "Reither Kogel – der Hausberg, flache Pisten für Anfänger." };
    expect(namedAsOf(hill, { businessName: "Skischule Reither Kogel", location: "Reith im Alpbachtal" })).toEqual({ name: "Reither Kogel", sameName: false, place: null });
  });

  it("is null when the answer does not name the business, or names it only by its website", () => {
    const answer = md("Empfehlenswerte Bäckereien in Augsburg:", "", "- **Backstube Huber** – Sauerteigbrot, auch sonntags geöffnet.");
    expect(read(answer, { businessName: "Bäckerei Wagner", location: "Augsburg" })).toBeNull();
    const byDomain = md("Mehr dazu auf baeckerei-wagner.de, dort stehen auch die Öffnungszeiten.");
    expect(read(byDomain, { domain: "baeckerei-wagner.de" })).toBeNull();
  });

  it("reads a business named as closed, which has no place among the recommended ones", () => {
    const answer = md(
      "Cafés in Bern-Breitenrain:",
      "",
      "- **Café Kornhaus** – Frühstück bis 14 Uhr.",
      "",
      "Das früher oft empfohlene Café Lorraine in Bümpliz hat leider dauerhaft geschlossen.",
    );
    const named = read(answer, { businessName: "Café Lorraine", location: "Bern" });
    expect(named).toEqual({ name: "Café Lorraine", sameName: true, place: "Bümpliz" });
  });
});

describe("summarizeAnswers' namedAs", () => {
  it("is kept for a name other than the visitor's or a place of its own, and null for the visitor's name alone", () => {
    const target = { businessName: "Physiotherapie Gassner", location: "Beschling" };
    const other = md("Physiotherapie bei Beschling:", "", "- **Physio Gassner**: Praxis von Stefan Gassner in Bludenz.", "- **Therapiezentrum Walgau**: in Nenzing.");
    const exact = md("Physiotherapie bei Beschling:", "", "- **Physiotherapie Gassner**: Manualtherapie, Termine auch abends.", "- **Therapiezentrum Walgau**: in Nenzing.");
    const { samples } = summarizeAnswers([{ text: other, citations: [] }, { text: exact, citations: [] }], target);
    expect(samples.map((s) => s.namedAs)).toEqual([{ name: "Physio Gassner", sameName: false, place: "Bludenz" }, null]);
  });
});

describe("lookAlikeOf", () => {
  const look = (answer: string, target: BusinessTarget) => lookAlikeOf(analyzeAnswer(answer, target), target);

  it("gives the first business sharing a word of the visitor's own name, with its place", () => {
    const answer = md("Elektriker in Kufstein:", "", "1. **Elektro Huber** – Notdienst rund um die Uhr.", "2. **Sanitär Brunner** – in Wörgl, Bad und Heizung.");
    expect(look(answer, { businessName: "Elektro Brunner GmbH", location: "Kufstein" })).toMatchObject({ name: "Sanitär Brunner", place: "Wörgl" });
  });

  it("asks about no business sharing only a trade word, a word two names share, or the owner's given name", () => {
    const trade = md("Fahrschulen in Gossau:", "", "1. **Fahrschule Meier** – Theorie online.", "2. **Fahrschule Keller** – Abendkurse.");
    expect(look(trade, { businessName: "Fahrschule Rüegg", location: "Gossau" })).toBeNull();
    const region = md("Bäckereien in der Rhön:", "", "1. **Rhöner Backhaus Kolb** – Holzofenbrot.", "2. **Rhöner Landbäckerei** – Bio-Brot.");
    expect(look(region, { businessName: "Rhöner Backstube Hilders", location: "Hilders" })).toBeNull();
    const given = md("Physiotherapie in Minden:", "", "1. **Physiotherapie Anna Berger** – Manuelle Therapie.", "2. **Reha Zentrum Minden** – Gerätetraining.");
    expect(look(given, { businessName: "Physiotherapie Anna Becker", location: "Minden" })).toBeNull();
  });

  it("is null for an answer that names the visitor", () => {
    const answer = md("Elektriker in Kufstein:", "", "1. **Elektro Brunner GmbH** – Photovoltaik.", "2. **Elektro Huber** – Notdienst.");
    expect(look(answer, { businessName: "Elektro Brunner GmbH", location: "Kufstein" })).toBeNull();
  });
});
