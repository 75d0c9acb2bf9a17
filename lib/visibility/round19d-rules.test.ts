import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { describesNoBusiness } from "./item-description";
import { isLandmarkName } from "./landmarks";
import { isNoBusinessByApposition } from "./non-businesses";

/** Round 19 (issue 31, corpus blind25, helper d): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string) => {
  const r = analyzeByRules(answer, { businessName });
  return { businesses: r.businesses.map((b) => b.name), mentioned: r.mentioned, position: r.position };
};
const businesses = (answer: string) => analyzeByRules(answer, { businessName: "Mosterei Lindner" }).businesses.map((b) => b.name);

describe("a list item whose description reads as an occasion, an offer of many or a sight", () => {
  const list = (extra: string) =>
    [
      "Frischen Apfelmost gibt es hier:",
      "",
      "* **Mosterei Lindner**: Presst im Herbst täglich, Verkauf ab Hof.",
      "* **Obsthof Brenner**: Saft und Most in Glasflaschen, Hofladen freitags geöffnet.",
      extra,
    ].join("\n");

  it("sets apart an occasion opening with a date", () => {
    expect(businesses(list("* **Mostfreitage**: Rund um den 3. Oktober schenken die Obstbauern am Dorfplatz aus."))).toEqual(["Mosterei Lindner", "Obsthof Brenner"]);
  });

  it("sets apart a market day opening with a recurrence", () => {
    expect(businesses(list("* **Bauernsamstag**: Dienstags und freitags vormittags, mit drei Obstständen."))).toEqual(["Mosterei Lindner", "Obsthof Brenner"]);
  });

  it("sets apart a dish that many inns serve and a memorial house", () => {
    expect(businesses(list("* **Mostsuppe** mit Schwarzbrot steht in fast jedem Wirtshaus der Gegend auf der Karte."))).toEqual(["Mosterei Lindner", "Obsthof Brenner"]);
    expect(businesses(list("* Das **Kelterhaus Oberried** erinnert an die Zeit der genossenschaftlichen Presse."))).toEqual(["Mosterei Lindner", "Obsthof Brenner"]);
  });

  it("keeps a business whose description also gives hours, prices or an offer", () => {
    expect(businesses(list("* **Zum Apfelbaum**: Jeden Samstag geöffnet, Most ab 3 € der Liter."))).toEqual(["Mosterei Lindner", "Obsthof Brenner", "Zum Apfelbaum"]);
  });

  it("does not read a service's 'nach Besichtigung' or a customer's 'bei vielen Eltern' as a sight or many sellers", () => {
    expect(describesNoBusiness({ name: "Elbtal Umzüge", context: "Elbtal Umzüge – Festpreis nach Besichtigung." })).toBe(false);
    expect(describesNoBusiness({ name: "Ponyhof Anger", context: "Ponyhof Anger, wo die Reitlehrerin bei vielen Eltern beliebt ist." })).toBe(false);
  });

  it("keeps an inn whose weekly occasion is its own live music or lunch menu", () => {
    expect(describesNoBusiness({ name: "Zum Anker", context: "Zum Anker: Jeden Samstag Livemusik im Gastgarten." })).toBe(false);
    expect(describesNoBusiness({ name: "Krone", context: "Krone – Mittwochs und freitags Mittagstisch mit Fisch." })).toBe(false);
  });

  it("leaves a name with a firm's own evidence alone", () => {
    expect(describesNoBusiness({ name: "Weinhaus Kessler GmbH", context: "Weinhaus Kessler GmbH: Im Oktober öffnen viele Winzer ihre Keller." })).toBe(false);
  });
});

describe("a list item's description opening with an article and a kind of no business", () => {
  it("names what the item is, as an apposition does", () => {
    expect(isNoBusinessByApposition("Rasender Max", "Rasender Max: Die Schmalspurbahn fährt dreimal täglich zum Bergdorf.")).toBe(true);
    expect(isNoBusinessByApposition("Glockenbahn", "Glockenbahn: Die Museumsbahn hält auch am Festplatz.")).toBe(true);
  });

  it("leaves a description whose kind is a business, or a lower-case article after the colon", () => {
    expect(isNoBusinessByApposition("Zum Anker", "Zum Anker: Die Kneipe am Hafen hat bis Mitternacht offen.")).toBe(false);
    expect(isNoBusinessByApposition("Zum Anker", "Zum Anker: die Bahn hält direkt davor.")).toBe(false);
  });
});

describe("a kind of sight in the genitive", () => {
  it("heads a sight's name as its nominative does", () => {
    expect(isLandmarkName("Klosters Marienau")).toBe(true);
    expect(isLandmarkName("Schlosses Weidenstein")).toBe(true);
  });

  it("does not make a business of a trade word a sight", () => {
    expect(isLandmarkName("Schlosses Weidenstein Hotel")).toBe(false);
    expect(isLandmarkName("Klosterbräu Marienau")).toBe(false);
  });
});

describe("a job word before an item's bold lead", () => {
  const answer = [
    "Gute Adressen für Maßmöbel:",
    "",
    "- **Möbelwerkstatt Talgrund** – Einbauschränke und Küchen nach Maß.",
    "- Schreinermeisterin **Lena Birkholz** – kleine Werkstatt, Einzelstücke aus Nussbaum.",
  ].join("\n");

  it("says who the person is; the bold gives the name", () => {
    expect(read(answer, "Holzbau Ostheim").businesses).toEqual(["Möbelwerkstatt Talgrund", "Lena Birkholz"]);
  });

  it("still takes the person for the visitor's business carrying the surname", () => {
    const r = read(answer, "Schreinerei Birkholz");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
  });
});
