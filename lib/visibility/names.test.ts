import { describe, expect, it } from "vitest";
import { contentTokens, foldGerman, isTradeCompound, isTradeToken, nameKey, namesMatch, nameTokens, normalizeDomain, textNamesDomain } from "./names";

const same = (a: string, b: string) => namesMatch(nameKey(a), nameKey(b));

describe("nameTokens", () => {
  it("folds umlauts and ß the way Germans type around them", () => {
    expect(foldGerman("Müller Größe Bäckerei")).toBe("mueller groesse baeckerei");
    expect(nameTokens("Weiß")).toEqual(nameTokens("Weiss"));
  });
  it("drops legal forms and titles", () => {
    expect(nameTokens("Zahnarztpraxis Dr. med. dent. Müller GmbH")).toEqual(["zahnarztpraxis", "mueller"]);
    expect(nameTokens("Huber Immobilien GmbH & Co. KG")).toEqual(["huber", "immobilien"]);
    expect(nameTokens("Elektro Brandt e.K.")).toEqual(["elektro", "brandt"]);
    expect(nameTokens("Nordbau UG (haftungsbeschränkt)")).toEqual(["nordbau"]);
  });
  it("keeps hyphenated surnames as one token", () => {
    expect(nameTokens("Autohaus Maier-Schulze")).toEqual(["autohaus", "maierschulze"]);
  });
});

describe("isTradeToken", () => {
  it.each(["treuhand", "treuhandbuero", "zahnarztpraxis", "anwaltskanzlei", "solartechnik", "hausverwaltung", "steuerberatung", "kfzfachmann", "weingut", "winzerhof", "hofladen", "kaeserei", "brauerei", "osteopathie", "fahrschule", "coiffure", "trattoria", "farmacia", "druckerei", "druck", "gelateria", "roesterei", "kaffeeroesterei", "spenglerei", "mosterei", "fischraeucherei"])("%s is a trade word", (t) => {
    expect(isTradeToken(t)).toBe(true);
  });
  it.each(["elbstrom", "rheinrecht", "sonnendach", "mueller", "haarwerk", "hausmann", "lackmann", "eindruck"])("%s is a name, though it may contain a stem", (t) => {
    expect(isTradeToken(t)).toBe(false);
  });
});

describe("isTradeCompound", () => {
  it.each(["kinderwunschpraxis", "stadtteilapotheke", "quartiersverwaltung", "mieteranwaelte", "familienanwaeltin"])("%s is headed by a business kind", (t) => {
    expect(isTradeCompound(t)).toBe(true);
  });
  it.each(["zahnarztpraxis", "elbstrom", "haarwerk", "praxis", "erstberatung"])("%s is not such a compound", (t) => {
    expect(isTradeCompound(t)).toBe(false);
  });
});

describe("namesMatch", () => {
  it.each([
    ["Zahnarztpraxis Dr. Müller", "Zahnarztpraxis Dr. Mueller", true],
    ["zahnarztpraxis dr. müller", "ZAHNARZTPRAXIS DR. MÜLLER", true],
    ["Müller Zahnarztpraxis", "Zahnarztpraxis Müller", true],
    ["Kanzlei Schmidt und Partner", "Kanzlei Schmidt & Partner", true],
    ["Steuerberatung Vogt & Lindner", "Steuerberatung Vogt & Lindner GbR", true],
    ["Prof. Dr. Hartmann Kanzlei", "Kanzlei Hartmann", true],
    ["Hausverwaltung Grosse", "Hausverwaltung Große", true],
    ["Zahnzentrum Berlin Mitte", "Zahnzentrum Berlin-Mitte", true],
    // Round 12: the place of a trade in "-erei", with or without what it works on.
    ["Kaffeerösterei Brenner & Söhne", "Rösterei Brenner", true],
    // Different businesses.
    ["Zahnarztpraxis Dr. Müller", "Zahnarztpraxis am Markt", false],
    ["Zahnarztpraxis Dr. Müller", "Zahnarztpraxis Dr. Schulz", false],
    ["Autohaus Meier", "Autohaus Maier-Schulze", false],
    ["Autohaus Meier", "Autohaus Meier-Schulze", false],
    ["Steuerberatung Klein", "Steuerberatung Kleinschmidt", false],
    ["Sanitär Hoffmann", "Elektro Hoffmann", false],
    ["Zahnarztpraxis", "Zahnarztpraxis Berlin", false],
  ] as const)("%s ~ %s: same business %s", (x, y, sameBusiness) => {
    expect(same(x, y)).toBe(sameBusiness);
  });

  it("treats words shared by several businesses of one answer as generic", () => {
    const shared = new Set(["zahnzentrum"]);
    expect(namesMatch(nameKey("Zahnzentrum Nord", shared), nameKey("Zahnzentrum Süd", shared))).toBe(false);
  });
});

describe("domains", () => {
  it.each([
    ["https://www.Zahnarzt-Mueller.de/kontakt", "zahnarzt-mueller.de"],
    ["zahnarzt-mueller.de", "zahnarzt-mueller.de"],
    ["www.hob-hamburg.de/verwaltung", "hob-hamburg.de"],
    ["keine domain", null],
    ["", null],
  ])("normalizeDomain(%s) = %s", (input, expected) => {
    expect(normalizeDomain(input)).toBe(expected);
  });

  it("keeps umlaut domains in the form answers write them", () => {
    const host = normalizeDomain("https://www.praxis-müller.de/")!;
    expect(host).toBe("praxis-müller.de");
    expect(textNamesDomain("Website: www.praxis-müller.de", host)).toBe(true);
    expect(normalizeDomain("xn--praxis-mller-klb.de")).toBe("praxis-müller.de");
  });

  it("finds the host in text and URLs, not look-alikes", () => {
    const host = "zahnarzt-mueller.de";
    expect(textNamesDomain("Website: www.zahnarzt-mueller.de", host)).toBe(true);
    expect(textNamesDomain("(https://praxis.zahnarzt-mueller.de/team)", host)).toBe(true);
    expect(textNamesDomain("Mehr auf Zahnarzt-Mueller.de.", host)).toBe(true);
    expect(textNamesDomain("kinderzahnarzt-mueller.de", host)).toBe(false);
    expect(textNamesDomain("zahnarzt-mueller.de.example.com", host)).toBe(false);
    expect(textNamesDomain("zahnarzt-mueller-berlin.de", host)).toBe(false);
  });
});

describe("riding establishments and a river after an article (round 10)", () => {
  it("reads 'Reitstall', 'Ponyhof', 'Gestüt' as trades, so a stable in a town is not the stable with a name", () => {
    expect(isTradeToken("reitstall")).toBe(true);
    expect(isTradeToken("ponyhof")).toBe(true);
    expect(isTradeToken(foldGerman("gestüt"))).toBe(true);
    expect(namesMatch(nameKey("Reitstall Sonnenwiese"), nameKey("Reitstall Innsbruck"))).toBe(false);
    expect(namesMatch(nameKey("Reitstall Sonnenwiese"), nameKey("Reitstall Sonnenwiese Innsbruck"))).toBe(true);
  });

  it("keeps 'oder' after an article as a word of the name ('an der Oder'), drops the conjunction", () => {
    expect(contentTokens(nameTokens("Fischerhütte an der Oder"))).toEqual(["fischerhuette", "oder"]);
    expect(contentTokens(nameTokens("Bauer oder Lindner"))).toEqual(["bauer", "lindner"]);
    expect(namesMatch(nameKey("Ponyhof Oderwiese"), nameKey("Ponyhof an der Oder"))).toBe(false);
  });
});
