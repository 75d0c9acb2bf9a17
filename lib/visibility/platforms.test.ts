import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { PLATFORMS, findPlatform, platformForUrl, speaksOfReviews } from "./platforms";

describe("platforms", () => {
  it("lists each platform once, with at least one host", () => {
    const names = PLATFORMS.map((p) => p.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    for (const p of PLATFORMS) expect(p.hosts.length, p.name).toBeGreaterThan(0);
  });

  it.each([
    ["Google-Bewertungen", "Google Maps"],
    ["Google Maps", "Google Maps"],
    ["Google-Bewertung", "Google Maps"],
    ["jameda.de", "Jameda"],
    ["Herold.at", "Herold"],
    ["local.ch", "local.ch"],
    ["Das Örtliche", "Das Örtliche"],
    ["Das Oertliche", "Das Örtliche"],
    ["Booking.com", "Booking.com"],
    ["Mjam", "Mjam"],
    ["Too Good To Go", "Too Good To Go"],
    // Round 12: second-hand and antiquarian-book marketplaces.
    ["www.zvab.com", "ZVAB"],
    ["AbeBooks", "AbeBooks"],
    ["Booklooker", "booklooker"],
    ["eurobuch.com", "Eurobuch"],
    ["Kleiderkreisel", "Vinted"],
    ["medimops.de", "Medimops"],
    ["genialokal", "genialokal"],
    ["Just Eat", "Just Eat"],
    ["willhaben", "willhaben"],
    ["DocFinder", "DocFinder"],
    ["OneDoc", "OneDoc"],
    ["eBay Kleinanzeigen", "Kleinanzeigen"],
    ["wohnnet.at", "wohnnet.at"],
    ["flatfox.ch", "Flatfox"],
    ["ammely", "ammely"],
    ["aponet.de", "aponet.de"],
    ["PiNCAMP", "Pincamp"],
    ["camping.info", "Camping.info"],
    ["coworker.com", "Coworker.com"],
    ["Superprof", "Superprof"],
    ["WeddyPlace", "WeddyPlace"],
    ["karriere.at", "karriere.at"],
    ["EGYM Wellpass", "Wellpass"],
    ["groupon.at", "Groupon"],
    ["Jochen Schweizer", "Jochen Schweizer"],
    ["billiger-mietwagen.de", "billiger-mietwagen.de"],
    ["Rentalcars", "Rentalcars.com"],
    ["bestattungen.de", "Bestattungen.de"],
    ["psyonline.at", "Psyonline"],
    ["Get Your Guide", "GetYourGuide"],
    ["getyourguide.ch", "GetYourGuide"],
    ["Checkyeti", "CheckYeti"],
  ])("%s is the platform %s", (name, platform) => {
    expect(findPlatform(name)?.name).toBe(platform);
  });

  it("knows the dative of Gelbe Seiten and no chamber's directory", () => {
    expect(findPlatform("Gelben Seiten")?.name).toBe("Gelbe Seiten");
    expect(findPlatform("Firmen A-Z")).toBeNull();
    expect(platformForUrl("https://firmen.wko.at/suche")).toBeNull();
  });

  it.each(["Hotels", "Hotel Seeblick Luzern", "Praxis am Markt", "Stern", "Kornkammer Au"])("%s is no platform", (name) => {
    expect(findPlatform(name)).toBeNull();
  });

  it.each([
    // Subdomains count, and Google Maps is known by its path.
    ["https://www.jameda.de/berlin/zahnaerzte/", "Jameda"],
    ["https://de.trustpilot.com/review/x", "Trustpilot"],
    ["https://www.google.com/maps/place/X", "Google Maps"],
    ["https://www.google.de/search?q=x", "Google"],
    ["tel.search.ch", "search.ch"],
    ["https://www.zahnarzt-mueller.de", undefined],
    ["https://jameda.de.example.com", undefined],
    // A domain written without its hyphen.
    ["https://www.weisseliste.de/suche", "Weisse Liste"],
    ["https://www.justeat.ch/", "Just Eat"],
    // Other trades: midwives, camping, coworking, tutoring, jobs.
    ["https://www.ammely.de/hebamme/mainz", "ammely"],
    ["https://www.eurocampings.de/italien/", "ACSI"],
    ["https://www.spacebase.com/de/", "Spacebase"],
    ["https://www.superprof.ch/", "Superprof"],
    ["https://de.indeed.com/jobs", "Indeed"],
  ])("the platform behind %s is %s", (url, name) => {
    expect(platformForUrl(url)?.name).toBe(name);
  });

  it("knows the driving-school directory as a directory", () => {
    expect(findPlatform("fahrschulen.de")?.kind).toBe("directory");
  });

  it("has a German label for every kind, as the live test shows it", () => {
    const labels: Record<string, string> = messages.LiveTest.platformKind;
    for (const p of PLATFORMS) expect(labels[p.kind], `${p.name}: ${p.kind}`).toMatch(/\S/);
  });
});

describe("speaksOfReviews", () => {
  it.each([
    ["Rezensionen findest du bei Tripadvisor und ", true],
    ["Die Gäste schwärmen bei ", true],
    ["Laut den Bewertungen auf ", false],
    ["Bewertung: 4,6 auf ", false],
    ["Viele Bewertungen. Mehr Infos auf ", false],
  ])("%s… -> %s", (before, speaks) => {
    expect(speaksOfReviews(before)).toBe(speaks);
  });

  it("sends Google's reviews to Google Maps through the table", () => {
    expect(findPlatform("Google")?.reviewsOn).toBe("Google Maps");
  });
});

describe("platforms – round 13", () => {
  it("reads ricardo in lower case, as the marketplace writes its brand, as the platform", async () => {
    const { analyzeAnswer } = await import("./analysis");
    expect(analyzeAnswer("Ein gebrauchtes Cello findest du manchmal auf ricardo oder bei **Geigenbau Keller**.", {}).platforms).toEqual(["Ricardo"]);
  });
});

describe("platforms – round 14", () => {
  it("knows Pawshake, the pet-sitting platform of the three countries", () => {
    expect(findPlatform("Pawshake")?.name).toBe("Pawshake");
    expect(platformForUrl("https://www.pawshake.ch/hundesitter/bern")?.name).toBe("Pawshake");
  });
});
