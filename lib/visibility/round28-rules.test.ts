import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPhraseNotName } from "./name-shape";
import { readTone } from "./tone";

/** Round 28 (issue 31, corpus blind40: long answers): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string) => {
  const r = analyzeByRules(answer, { businessName });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned };
};

const FIRMS = ["Gute Schreinereien in Wangen:", "", "1. **Holzwerk Albrecht** – Einbauküchen nach Maß.", "2. **Schreinerei Vogt** – Fenster und Türen.", ""];

describe("labelled notes after the businesses, introduced as something else", () => {
  it.each([
    ["a question", "### Was eine gute Schreinerei leisten sollte"],
    ["a procedure", "So funktioniert die Förderung:"],
    ["a region's specialities", "Allgäuer Spezialitäten:"],
    ["photo spots", "Schöne Foto-Spots in Wangen"],
  ])("are no businesses under %s", (_, lead) => {
    const answer = [...FIRMS, lead, "", "- **Massivholz und Furnier:** Beides hat Vor- und Nachteile.", "- **Zollernalb Eiche:** Besonders beliebt für Tische.", "- **Aufmaß:** Vor Ort, kostenlos."].join("\n");
    expect(read(answer, "Schreinerei Vogt").businesses).toEqual(["Holzwerk Albrecht", "Schreinerei Vogt"]);
  });

  it("still takes the businesses of a list a question introduces as recommendations", () => {
    const answer = ["### Welche Schreinereien empfehlen Kunden?", "", "- **Holzwerk Albrecht:** Einbauküchen nach Maß.", "- **Schreinerei Vogt:** Fenster und Türen."].join("\n");
    expect(read(answer, "Schreinerei Vogt")).toMatchObject({ businesses: ["Holzwerk Albrecht", "Schreinerei Vogt"], position: 2 });
  });
});

describe("phrases that describe the business a line is about", () => {
  it.each(["Kleines Team", "Größerer Betrieb", "Regionaler Anbieter", "Junges Unternehmen"])("'%s' is no name", (phrase) => {
    expect(isPhraseNotName(phrase)).toBe(true);
  });

  it.each(["Goldener Hirsch", "Grüne Apotheke", "Kleines Team Reisen"])("'%s' may be one", (phrase) => {
    expect(isPhraseNotName(phrase)).toBe(false);
  });

  it("reads a description line under a heading as the heading's business, not as one of its own", () => {
    const answer = ["### 1. Malerbetrieb Kessler", "Kleiner Familienbetrieb aus Isny, der vor allem Altbauten streicht.", "", "### 2. Farbwerk Lindau", "Größerer Anbieter mit eigenem Gerüstbau."].join("\n");
    expect(read(answer, "Farbwerk Lindau")).toMatchObject({ businesses: ["Malerbetrieb Kessler", "Farbwerk Lindau"], position: 2 });
  });

  it("takes no row of a price table by its quantity for a business", () => {
    expect(isPhraseNotName("2,5 Zimmer")).toBe(true);
    expect(isPhraseNotName("3,5–4,5 Zimmer")).toBe(true);
    expect(isPhraseNotName("3 Könige")).toBe(false);
  });
});

describe("the visitor's name without its place", () => {
  it.each([
    ["Fahrschule Allgäu", "Der Weg zur Fahrschule ist von der Altstadt aus kurz, Parkplätze sind aber knapp."],
    ["Garage Emmental AG", "- **Auto Meier AG:** Markenunabhängige Garage in Langnau mit Reifenhotel."],
    ["Hotel Kaiserstuhl", "Wer übernachten will: Das Hotel am Bahnhof ist einfach, aber sauber."],
  ])("is not '%s' when what is left is the kind of business a dictionary lists", (businessName, line) => {
    const answer = ["Empfehlenswert sind:", "", "- **Auto Meier AG:** Service für alle Marken.", "- **Tanzstudio Rhythmus:** Kurse für Paare.", "", line].join("\n");
    expect(read(answer, businessName).mentioned).toBe(false);
  });

  it("is still the brand left when it is an invented word ('im Yogaraum' for 'Yogaraum Villach')", () => {
    const answer = ["Gute Adressen:", "", "- **Studio Asana:** Hatha und Vinyasa.", "", "Ruhiger geht es im Yogaraum zu, wo die Gruppen klein sind."].join("\n");
    expect(read(answer, "Yogaraum Villach").mentioned).toBe(true);
  });
});

describe("a florist's delivery network", () => {
  it("reads Fleurop, also as 'Fleurop-Partner', as a platform and not a business", () => {
    const answer = ["Schöne Blumenläden:", "", "- **Blumenwerkstatt Lerch:** Sträuße und Gestecke, Fleurop-Partner.", "- **Florale Zeiten:** Trauerfloristik, liefert auch über Fleurop."].join("\n");
    const r = analyzeByRules(answer, {});
    expect(r.platforms).toEqual(["Fleurop"]);
    expect(r.competitors).toEqual(["Blumenwerkstatt Lerch", "Florale Zeiten"]);
  });
});

describe("answers with a heading per business (ChatGPT's search)", () => {
  const answer = [
    "Diese Kanzleien haben einen Schwerpunkt im Mietrecht:",
    "",
    "### Kanzlei Brandl & Partner",
    "Mittelgroße Kanzlei in der Innenstadt mit drei Anwälten. ([herold.at](https://www.herold.at/gelbe-seiten/linz/))",
    "",
    "### Rechtsanwältin Mag. Sonja Wimmer",
    "Einzelkanzlei am Taubenmarkt, bekannt für ruhige Beratung. ([wimmer-recht.at](https://www.wimmer-recht.at/mietrecht))",
    "",
    "### Rechtsanwalt Mag. Peter Aigner",
    "Moderne Kanzlei am Stadtrand mit Abendterminen.",
  ].join("\n");

  it("finds the visitor given only by its website in the paragraph under its heading", () => {
    const r = analyzeByRules(answer, { domain: "wimmer-recht.at" });
    expect([r.mentioned, r.position]).toEqual([true, 2]);
  });

  it("reads the paragraph's opening description as the heading's business, not as one more", () => {
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Kanzlei Brandl & Partner", "Rechtsanwältin Mag. Sonja Wimmer", "Rechtsanwalt Mag. Peter Aigner"]);
  });

  it("still takes a business the paragraph names with its article", () => {
    const withArticle = ["### Kanzlei Brandl & Partner", "Die Kanzlei Aigner am Hauptplatz ist die Partnerkanzlei für Strafrecht."].join("\n");
    expect(analyzeByRules(withArticle, {}).businesses.map((b) => b.name)).toContain("Kanzlei Aigner");
  });
});

describe("tone and names in long answers", () => {
  it("reads praise with one criticised aspect after a comma as a mixed review, not advice against", () => {
    expect(readTone("Auf Google wird die freundliche Beratung gelobt, kritisiert wird die lange Wartezeit.")).toBe("recommended");
    expect(readTone("Die Praxis ist nicht zu empfehlen, kritisiert wird vor allem die Hygiene.")).toBe("discouraged");
  });

  it("ends a name before the date that follows it ('Ende 2025')", () => {
    const r = analyzeByRules("In Rotenburg hat die Bäckerei Lindemann Ende 2025 geschlossen. Empfehlenswert ist die **Bäckerei Ohlsen**.", {});
    expect(r.negativeMentions.map((n) => n.name)).toEqual(["Bäckerei Lindemann"]);
  });

  it("takes an action with its object ('Reinigung der Fassade') for no name", () => {
    expect(isPhraseNotName("Reinigung der Fassade")).toBe(true);
    expect(isPhraseNotName("Wartung von Heizungen")).toBe(true);
    expect(isPhraseNotName("Reinigung Huber")).toBe(false);
  });
});

describe("a person in the paragraph under a business's heading", () => {
  const answer = (sentence: string) =>
    ["Gute Praxen:", "", "### 1. Praxis am Mühlbach", "Familienpraxis mit zwei Behandlern.", "", "### 2. Zahnärzte am Schlossplatz", `Größere Gemeinschaftspraxis. ${sentence}`, "", "### 3. Zahnzentrum Ost", "Lange Öffnungszeiten."].join("\n");

  it.each(["Das Team um Dr. Jana Roth behandelt auch Kinder.", "Inhaberin Dr. Jana Roth nimmt sich viel Zeit."])("works there: '%s'", (sentence) => {
    expect(analyzeByRules(answer(sentence), {}).businesses.map((b) => b.name)).toEqual(["Praxis am Mühlbach", "Zahnärzte am Schlossplatz", "Zahnzentrum Ost"]);
  });

  it("is a business of its own when the paragraph only recommends her elsewhere", () => {
    const names = analyzeByRules(answer("Für Kinder empfehle ich außerdem Dr. Jana Roth, die eine eigene Praxis in Weil führt."), {}).businesses.map((b) => b.name);
    expect(names).toContain("Dr. Jana Roth");
  });
});
