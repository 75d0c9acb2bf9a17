import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { cleanName } from "./candidate";
import { isTradeToken } from "./names";

/**
 * Round 32 (issue 31, long answers; blind52 was read after its one measurement): each rule on an example of its own,
 * not taken from a corpus.
 */

describe("a town in a namesake's own name", () => {
  const answer = [
    "Gute Friseure in der Gegend:",
    "",
    "- **Schnittpunkt Erlangen** – Damen und Herren, Termine online.",
    "- **Kopfsache Studio** – Balayage und Glossing.",
  ].join("\n");

  it("names another branch than the visitor's, whose name carries another town", () => {
    const r = analyzeByRules(answer, { businessName: "Schnittpunkt Gostenhof" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Schnittpunkt Erlangen", "Kopfsache Studio"]);
  });

  it("still names the visitor when both names carry the same town, or the answer adds only where it lies", () => {
    expect(analyzeByRules(answer, { businessName: "Schnittpunkt Erlangen" }).position).toBe(1);
    const atTheMarket = "Gute Friseure:\n\n- **Schnittpunkt am Markt** – Damen und Herren.\n- **Kopfsache Studio** – Balayage.";
    expect(analyzeByRules(atTheMarket, { businessName: "Schnittpunkt Gostenhof" }).position).toBe(1);
  });
});

describe("goods that lead an item, and the business that sells them", () => {
  it("counts the name after 'gibt es bei', not the goods in bold before it", () => {
    const answer = [
      "Für Käse in Wangen:",
      "",
      "- **Sennerei Allgäublick** – Bergkäse aus eigener Herstellung.",
      "- **Laktosefreier Käse** gibt es bei **Käsehaus Rimmele** in der Altstadt, samstags auch auf dem Markt.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Käsehaus Rimmele" });
    expect(r.businesses.map((b) => b.name)).toEqual(["Sennerei Allgäublick", "Käsehaus Rimmele"]);
    expect(r.position).toBe(2);
  });
});

describe("a person whose own sentence names the visitor's business after a possessive", () => {
  it("is the visitor's business where the answer names her", () => {
    const answer = [
      "Für Gitarrenunterricht in Wil gibt es die **Musikschule Wil** und private Lehrpersonen.",
      "",
      "Sehr gelobt wird **Lena Brunner**, die in ihrem Gitarrenstudio Saitenwerk an der Marktgasse unterrichtet.",
      "",
      "Für Jazz ist **Groove Lab Wil** eine Option.",
    ].join("\n");
    const r = analyzeByRules(answer, { businessName: "Gitarrenstudio Saitenwerk" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.businesses.map((b) => b.name)).not.toContain("Gitarrenstudio Saitenwerk");
  });
});

describe("trade words of round 32", () => {
  it("reads an organic bakery, a removal firm, a clearance firm and a walk-in practice as trades", () => {
    for (const token of ["biobackstube", "oekogaertnerei", "moebelspedition", "entruempelung", "permanence", "styling"]) expect(isTradeToken(token), token).toBe(true);
    // A first part that is neither a trade nor "bio"/"öko" still makes an invented name.
    expect(isTradeToken("elbstrom")).toBe(false);
  });
});

describe("a titled person's credential after a comma", () => {
  it("is cut from the name, a firm's comma is not", () => {
    expect(cleanName("Mag. Sabine Pichler, PT")).toBe("Mag. Sabine Pichler");
    expect(cleanName("Dr. med. Jonas Keller, FMH")).toBe("Dr. med. Jonas Keller");
    expect(cleanName("Huber, Maier & Partner")).toBe("Huber, Maier & Partner");
  });
});

describe("a person 'und ihr Team' in the paragraph of a bold business", () => {
  it("works there: she is no business of her own", () => {
    const answer = [
      "Die **Kleintierpraxis am Weiher** in Wil wird oft empfohlen. Dr. med. vet. Carla Menzi und ihr Team behandeln Hunde und Katzen.",
      "",
      "Für Pferde kommt die **Pferdepraxis Seewis** infrage.",
    ].join("\n");
    expect(analyzeByRules(answer, { businessName: "Tierarzt Huber" }).businesses.map((b) => b.name)).toEqual(["Kleintierpraxis am Weiher", "Pferdepraxis Seewis"]);
    // Without a word of her working there she stays a name of her own.
    const alone = answer.replace(" und ihr Team behandeln", " behandelt");
    expect(analyzeByRules(alone, { businessName: "Tierarzt Huber" }).businesses.map((b) => b.name)).toContain("Dr. med. vet. Carla Menzi");
  });
});

describe("a heading that may be a topic", () => {
  it("lets its notes name a titled person, but not the heading's own people or its description", () => {
    const list = "Hier einige Angebote:\n\n- **Lernstudio Kapf** – Institut.\n- **Nachhilfe Rheinblick** – Institut.\n\n";
    const topic = "**Private Lehrpersonen und Portale**\nÜber Portale finden sich viele Lehrpersonen. Besonders gelobt wird dort **Mag. Petra Fink**, eine pensionierte Lehrerin.";
    expect(analyzeByRules(list + topic, { businessName: "Lernwerk" }).businesses.map((b) => b.name)).toEqual(["Lernstudio Kapf", "Nachhilfe Rheinblick", "Mag. Petra Fink"]);
    const business = "**Lerntreff Sommer**\nKleines Institut am Bahnhof. Dr. Eva Sommer unterrichtet dort selbst.";
    expect(analyzeByRules(list + business, { businessName: "Lernwerk" }).businesses.map((b) => b.name)).not.toContain("Dr. Eva Sommer");
  });
});

describe("a heading whose note calls it a sight", () => {
  const answer = (note: string) =>
    ["Diese Anbieter werden empfohlen:", "", "**Alpinschule Rätikon**", "Bergführerbüro mit Kursen.", "", "**Kletterzentrum Bludenz**", "Halle und Fels.", "", "**Zur Schesaplana**", note].join("\n");

  it("is about that sight, also for the visitor named after it", () => {
    const r = analyzeByRules(answer("Wer an die Schesaplana denkt: Der höchste Gipfel des Rätikons ist mit Bergführer gut machbar."), { businessName: "Bergschule Schesaplana" });
    expect(r.mentioned).toBe(false);
    expect(r.businesses.map((b) => b.name)).toEqual(["Alpinschule Rätikon", "Kletterzentrum Bludenz"]);
  });

  it("stays a business when the note describes a business", () => {
    const r = analyzeByRules(answer("Gasthaus an der Bergstation mit Zimmern und Halbpension."), { businessName: "Gasthaus Huber" });
    expect(r.businesses.map((b) => b.name)).toContain("Zur Schesaplana");
  });
});
