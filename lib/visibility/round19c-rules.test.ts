import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPhraseNotName } from "./name-shape";
import { nameKey, namesMatch } from "./names";

/** Round 19 (issue 31, corpus blind25): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string) => {
  const r = analyzeByRules(answer, { businessName, domain });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, platforms: r.platforms };
};

describe("two compounds sharing only their first part", () => {
  it("are two trades when one head names a trade of its own", () => {
    expect(namesMatch(nameKey("Tierarztpraxis Auental"), nameKey("Tierpension Auental"))).toBe(false);
    expect(namesMatch(nameKey("Tierarztpraxis Auental"), nameKey("Tierhotel Auental"))).toBe(false);
  });

  it("are one trade when the heads are kinds of premises", () => {
    expect(namesMatch(nameKey("Zahnarztpraxis Lindenau"), nameKey("Zahnzentrum Lindenau"))).toBe(true);
    expect(namesMatch(nameKey("Tierarztpraxis Auental"), nameKey("Tierklinik Auental"))).toBe(true);
  });
});

describe("the visitor's word as the first part of another name's compound", () => {
  it("does not link the two when that name carries a word of its own", () => {
    expect(namesMatch(nameKey("Reifen Moosgrund"), nameKey("Moosgrund-Werkstatt Talheim"))).toBe(false);
  });

  it("still links a compound that is the only difference", () => {
    expect(namesMatch(nameKey("Moosgrund"), nameKey("Moosgrund-Werkstatt"))).toBe(true);
  });
});

describe("the visitor's distinctive word alone in the text", () => {
  const answer = [
    "Rund um Talheim und im **Hasenwinkel** gibt es diese Angebote:",
    "",
    "* **Tierarztpraxis Dr. Wendt**: Kleintiere, Röntgen, Termine auch samstags.",
    "* **Kleintierpraxis Talheim**: zwei Tierärztinnen, Hausbesuche.",
    "",
    "Für die Urlaubszeit wird die **Tierpension Hasenwinkel** oft empfohlen.",
  ].join("\n");

  it("is not the visitor when a listed business of another trade carries it", () => {
    const r = read(answer, "Tierarztpraxis Hasenwinkel");
    expect(r.mentioned).toBe(false);
    expect(r.businesses).toEqual(["Tierarztpraxis Dr. Wendt", "Kleintierpraxis Talheim", "Tierpension Hasenwinkel"]);
  });

  it("still finds the visitor named in full", () => {
    const r = read(`${answer}\n\nAuch die **Tierarztpraxis Hasenwinkel** hat einen guten Ruf.`, "Tierarztpraxis Hasenwinkel");
    expect(r.mentioned).toBe(true);
  });
});

describe("a platform's name that is also a verb", () => {
  it("is the verb at the start of an item's description after a dash", () => {
    const answer = "1. **Steuerbüro Kalmbach** – Betreut viele Handwerksbetriebe, faire Pauschalen.\n2. **Buchhaltung Rehm** – Lohn und Finanzbuchhaltung.";
    expect(read(answer, "Buchhaltung Rehm").platforms).toEqual([]);
  });

  it("is the platform when written as one", () => {
    const answer = "1. **Kinderbetreuung Sonnenschein** – Auf Betreut.de sehr gut bewertet.\n2. **Tagesmutter Lotte Brandl** – Plätze ab zwei Jahren.";
    expect(read(answer, "Tagesmutter Lotte Brandl").platforms).toEqual(["Betreut.de"]);
  });
});

describe("a bold section title of a plural abstract noun and another noun", () => {
  it("is no business after the list of businesses", () => {
    const answer = [
      "**1. Heizungsbau Kramer**",
      "* Wärmepumpen aller großen Hersteller",
      "",
      "**2. Haustechnik Lindl**",
      "* Auch Notdienst am Wochenende",
      "",
      "**Beratungen und Zuschüsse**",
      "* Eine Erstberatung bietet die örtliche Energieagentur.",
    ].join("\n");
    expect(read(answer, "Haustechnik Lindl").businesses).toEqual(["Heizungsbau Kramer", "Haustechnik Lindl"]);
  });

  it("is a title unless it states a legal form", () => {
    expect(isPhraseNotName("Beratungen und Zuschüsse")).toBe(true);
    expect(isPhraseNotName("Planungen & Bau GmbH")).toBe(false);
  });
});
