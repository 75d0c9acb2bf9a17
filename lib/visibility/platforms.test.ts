import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { PLATFORMS, findPlatform, platformForUrl } from "./platforms";

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

  it("finds the platform behind a URL, subdomains included, and Google Maps by its path", () => {
    expect(platformForUrl("https://www.jameda.de/berlin/zahnaerzte/")?.name).toBe("Jameda");
    expect(platformForUrl("https://de.trustpilot.com/review/x")?.name).toBe("Trustpilot");
    expect(platformForUrl("https://www.google.com/maps/place/X")?.name).toBe("Google Maps");
    expect(platformForUrl("https://www.google.de/search?q=x")?.name).toBe("Google");
    expect(platformForUrl("tel.search.ch")?.name).toBe("search.ch");
    expect(platformForUrl("https://www.zahnarzt-mueller.de")).toBeNull();
    expect(platformForUrl("https://jameda.de.example.com")).toBeNull();
  });

  it("finds a platform whose domain is written without its hyphen, and the driving-school directory", () => {
    expect(platformForUrl("https://www.weisseliste.de/suche")?.name).toBe("Weisse Liste");
    expect(platformForUrl("https://www.justeat.ch/")?.name).toBe(platformForUrl("https://www.just-eat.ch/")?.name);
    expect(findPlatform("fahrschulen.de")?.kind).toBe("directory");
  });

  it("has a German label for every kind, as the live test shows it", () => {
    const labels: Record<string, string> = messages.LiveTest.platformKind;
    for (const p of PLATFORMS) expect(labels[p.kind], `${p.name}: ${p.kind}`).toMatch(/\S/);
  });

  it("finds the platforms of other trades by their domain (midwives, camping, coworking, tutoring, jobs)", () => {
    expect(platformForUrl("https://www.ammely.de/hebamme/mainz")?.kind).toBe("health");
    expect(platformForUrl("https://www.eurocampings.de/italien/")?.name).toBe("ACSI");
    expect(platformForUrl("https://www.spacebase.com/de/")?.kind).toBe("coworking");
    expect(platformForUrl("https://www.superprof.ch/")?.kind).toBe("tutoring");
    expect(platformForUrl("https://de.indeed.com/jobs")?.kind).toBe("jobs");
  });
});

describe("platforms – round 13", () => {
  it("reads ricardo in lower case, as the marketplace writes its brand, as the platform", async () => {
    const { analyzeAnswer } = await import("./analysis");
    expect(analyzeAnswer("Ein gebrauchtes Cello findest du manchmal auf ricardo oder bei **Geigenbau Keller**.", {}).platforms).toEqual(["Ricardo"]);
  });
});
