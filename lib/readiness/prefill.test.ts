import { describe, expect, it } from "vitest";
import { SHARED_SITE_NAMES, sharedSiteSnapshot, sharedSitesDir } from "@/test/shared-sites";
import { analyzeSite } from "./analyze";
import { metaPrefill, prefillFor, robotsPrefill, schemaPrefill, sitemapPrefill } from "./prefill";
import { loadDachGazetteer } from "@/lib/visibility/gazetteer";
import { fixKitFiles } from "./fix-kit";
import { fixKitText, jsonLd, page, snapshotFor, urlset } from "@/test/readiness-helpers";

const NOW = new Date("2026-11-24T12:00:00Z");

async function checked(name: (typeof SHARED_SITE_NAMES)[number]) {
  return analyzeSite(await sharedSiteSnapshot(name), NOW);
}

describe("pre-fill from a made-up site", () => {
  const html = page(
    `<h1>Zahnarztpraxis Dr. Muster</h1><p>Friedrichstraße 12, 10117 Berlin · Tel. 030 1234567</p><a href="/leistungen">Leistungen</a><a href="/kontakt#form">Kontakt</a><a href="https://www.instagram.com/praxis.muster">Instagram</a>`,
    `<title>Zahnarztpraxis Dr. Muster – Ihr Zahnarzt in Berlin-Mitte für Prophylaxe, Implantate und Kinderzahnheilkunde</title>` +
      jsonLd({ "@context": "https://schema.org", "@type": "Dentist", name: "Praxis Dr. Muster", telephone: "+49 30 1234567", address: { "@type": "PostalAddress", streetAddress: "Friedrichstraße 12", postalCode: "10117", addressLocality: "Berlin", addressCountry: "DE" } }),
  );

  it("takes name, address and phone from the JSON-LD and says so", () => {
    const result = analyzeSite(snapshotFor(html), NOW);
    const prefill = schemaPrefill(result);
    expect(prefill.fields.name).toEqual({ value: "Praxis Dr. Muster", source: "json-ld", url: result.finalUrl, certainty: "confirmed" });
    expect(prefill.fields.street?.value).toBe("Friedrichstraße 12");
    expect(prefill.fields.postalCode?.value).toBe("10117");
    expect(prefill.fields.city?.value).toBe("Berlin");
    expect(prefill.fields.country?.value).toBe("DE");
    expect(prefill.fields.phone).toMatchObject({ value: "+49301234567", source: "json-ld" });
    expect(prefill.fields.sameAs).toMatchObject({ value: "https://www.instagram.com/praxis.muster", source: "home-page" });
    // Dentist is not one of the generator's eight types: the general type, with the type it came from.
    expect(prefill).toMatchObject({ businessType: "LocalBusiness", businessTypeFrom: "Dentist" });
    expect(schemaPrefill(result, "HealthAndBeautyBusiness").businessType).toBe("HealthAndBeautyBusiness");
  });

  it("shortens a long title at a word boundary", () => {
    const prefill = metaPrefill(analyzeSite(snapshotFor(html), NOW));
    expect(prefill.fields.title?.value).toBe("Zahnarztpraxis Dr. Muster – Ihr Zahnarzt in Berlin-Mitte…");
    expect(prefill.original.title).toMatch(/Kinderzahnheilkunde$/);
    expect(prefill.fields.description).toBeUndefined();
  });

  it("names the answer crawlers the robots.txt blocks", () => {
    const robots = "User-agent: *\nAllow: /\n\nUser-agent: OAI-SearchBot\nUser-agent: PerplexityBot\nDisallow: /\n";
    const prefill = robotsPrefill(analyzeSite(snapshotFor(html, { robotsTxt: robots }), NOW));
    expect(prefill.current?.value).toBe(robots);
    expect(prefill.allowAgents).toEqual(["OAI-SearchBot", "PerplexityBot"]);
  });

  it("lists the sitemap's URLs on the site, else the home page's links", () => {
    const withSitemap = sitemapPrefill(analyzeSite(snapshotFor(html, { sitemap: urlset(["https://www.praxis-muster.de/", "https://www.praxis-muster.de/team", "https://andere.de/x"]) }), NOW));
    expect(withSitemap).toEqual({ baseUrl: "https://www.praxis-muster.de", paths: ["/", "/team"], source: "sitemap" });
    const fromLinks = sitemapPrefill(analyzeSite(snapshotFor(html, { sitemap: null }), NOW));
    expect(fromLinks).toEqual({ baseUrl: "https://www.praxis-muster.de", paths: ["/", "/leistungen", "/kontakt"], source: "home-page-links" });
  });

  it("offers no generator for the live test", () => {
    expect(prefillFor({ tool: "/ki-search-tool" }, analyzeSite(snapshotFor(html), NOW))).toBeNull();
  });
});

describe.skipIf(!sharedSitesDir())("pre-fill on the six shared sites", () => {
  it("zahnaerzte-bunge: address and phone from the home page, name from the title", async () => {
    const result = await checked("zahnaerzte-bunge");
    const s = schemaPrefill(result);
    expect(s.fields.name).toMatchObject({ value: "Bunge", source: "page-head" });
    expect(s.fields.street).toMatchObject({ value: "Hauptstr. 61", source: "home-page" });
    expect(s.fields.postalCode?.value).toBe("49419");
    expect(s.fields.city?.value).toBe("Wagenfeld");
    expect(s.fields.phone?.value).toBe("+495444201");
    expect(metaPrefill(result).fields.title?.value).toBe("Bunge - Gemeinschaftspraxis für Zahnheilkunde");
    expect(robotsPrefill(result).current).toBeNull();
    expect(sitemapPrefill(result)).toMatchObject({ source: "home-page-links", paths: ["/", "/impressum.html", "/datenschutz.html"] });
  });

  it("augenpraxis-mitte: the address from the imprint, the title cut to 60 characters", async () => {
    const result = await checked("augenpraxis-mitte");
    const s = schemaPrefill(result);
    expect(s.fields.street).toMatchObject({ value: "Müllerstr. 139", source: "imprint-page", url: "https://www.augenpraxis-mitte.de/impressum" });
    expect(s.fields.city?.value).toBe("Berlin");
    expect(s.fields.email?.value).toBe("info@augenpraxis-mitte.de");
    const m = metaPrefill(result);
    expect(m.fields.title?.value).toBe("Augenarztpraxis Dr. med. Nahla Al-Asbahi - Ihre Augenärztin…");
    expect([...m.fields.title!.value].length).toBeLessThanOrEqual(60);
  });

  it("stb-muyres: everything from the JSON-LD, AccountingService as ProfessionalService, robots.txt as served", async () => {
    const result = await checked("stb-muyres");
    const s = schemaPrefill(result);
    expect(s).toMatchObject({ businessType: "ProfessionalService", businessTypeFrom: "AccountingService" });
    expect(s.fields.name).toMatchObject({ value: "Steuerberatung Muyres", source: "json-ld" });
    expect(s.fields.street?.value).toBe("Beethovenstraße 55");
    expect(s.fields.city?.value).toBe("Mönchengladbach");
    const d = metaPrefill(result).fields.description!.value;
    expect([...d].length).toBeLessThanOrEqual(160);
    expect(d.endsWith("…")).toBe(true);
    expect(robotsPrefill(result)).toMatchObject({ allowAgents: [], current: { value: expect.stringContaining("Sitemap: https://suak0903.github.io/") } });
  });

  it("gasthaus-gundel: a Restaurant with its JSON-LD address", async () => {
    const s = schemaPrefill(await checked("gasthaus-gundel"));
    expect(s).toMatchObject({ businessType: "Restaurant", businessTypeFrom: "Restaurant" });
    expect(s.fields.name?.value).toBe("Gasthaus Gundel");
    expect(s.fields.street?.value).toBe("Nördlinger Straße 14");
    expect(s.fields.postalCode?.value).toBe("91126");
  });

  it("elektro-gimpl: an Austrian four-digit postal code and town from the page", async () => {
    const result = await checked("elektro-gimpl");
    const s = schemaPrefill(result);
    expect(s.fields.name).toMatchObject({ value: "Elektrotechnik Josef Gimpl", source: "page-head" });
    expect(s.fields.postalCode?.value).toBe("5302");
    expect(s.fields.city?.value).toBe("Henndorf am Wallersee");
    expect(s.fields.email?.value).toBe("info@elektro-gimpl.at");
    expect(sitemapPrefill(result).paths).toContain("/leistungen.html");
  });

  it("klp-hausverwaltung: name from the title, og:image made absolute, robots.txt with CRLF kept", async () => {
    const result = await checked("klp-hausverwaltung");
    const s = schemaPrefill(result);
    expect(s.fields.name?.value).toBe("KLP Hausverwaltung GbR");
    expect(s.fields.street?.value).toBe("Kapellenstraße 9A");
    expect(s.fields.image?.value).toBe("https://www.klp-hausverwaltung.de/og-image.jpg");
    expect(robotsPrefill(result).current?.value).toContain("\r\n");
  });
});

describe("the country of Austrian, Swiss and German addresses (postal code + locality in the gazetteer)", () => {
  const site = (address: string, tel = "") => page(`<h1>Tischlerei Muster</h1><footer><p>Tischlerei Muster, ${address}</p>${tel ? `<p>Tel. <a href="tel:${tel}">${tel}</a></p>` : ""}</footer>`, "<title>Tischlerei Muster – Möbel nach Maß</title>");
  const check = async (html: string, finalUrl: string, withGazetteer = true) =>
    analyzeSite(snapshotFor(html, { finalUrl }), NOW, undefined, withGazetteer ? await loadDachGazetteer() : undefined);
  const countryOf = (result: Awaited<ReturnType<typeof check>>) => result.businessFacts.country.map((c) => [c.value, c.certainty]);

  it("confirms Austria from a 4-digit code with an Austrian locality and a +43 number, and pre-fills it", async () => {
    const result = await check(site("Hauptstraße 5, 5302 Henndorf am Wallersee", "+43 6214 8123"), "https://www.tischlerei-muster.com/");
    expect(countryOf(result)).toEqual([["AT", "confirmed"]]);
    expect(schemaPrefill(result).fields.country?.value).toBe("AT");
    expect(result.businessFacts.address[0]?.value.addressCountry).toBe("AT");
  });

  it("without the locality looked up the same site's country stays uncertain and is not pre-filled", async () => {
    const result = await check(site("Hauptstraße 5, 5302 Henndorf am Wallersee", "+43 6214 8123"), "https://www.tischlerei-muster.com/", false);
    expect(countryOf(result)).toEqual([["AT", "uncertain"]]);
    expect(schemaPrefill(result).fields.country).toBeUndefined();
    expect(result.businessFacts.address[0]?.value.addressCountry).toBeUndefined();
  });

  it("confirms Switzerland (Zürich, .ch) and Germany (Berlin, .de)", async () => {
    expect(countryOf(await check(site("Bahnhofstrasse 1, 8001 Zürich"), "https://www.tischlerei-muster.ch/"))).toEqual([["CH", "confirmed"]]);
    expect(countryOf(await check(site("Musterstraße 12, 10115 Berlin"), "https://www.tischlerei-muster.de/"))).toEqual([["DE", "confirmed"]]);
  });

  it("leaves an ambiguous 4-digit code (St. Gallen: AT and CH) unconfirmed, and undecided without a domain hint", async () => {
    const withDomain = await check(site("Marktgasse 3, 9000 St. Gallen"), "https://www.tischlerei-muster.ch/");
    expect(countryOf(withDomain)).toEqual([["CH", "uncertain"]]);
    expect(schemaPrefill(withDomain).fields.country).toBeUndefined();
    expect(countryOf(await check(site("Marktgasse 3, 9000 St. Gallen"), "https://www.tischlerei-muster.com/"))).toEqual([]);
  });

  it("does not pre-fill a country when the signals disagree", async () => {
    // A Salzburg address on a .de domain: one hint each, no country.
    expect(countryOf(await check(site("Getreidegasse 9, 5020 Salzburg"), "https://www.tischlerei-muster.de/"))).toEqual([]);
    // With a +43 number Austria leads, but the .de domain speaks against it: uncertain, not pre-filled.
    const result = await check(site("Getreidegasse 9, 5020 Salzburg", "+43 662 8123"), "https://www.tischlerei-muster.de/");
    expect(countryOf(result)).toEqual([["AT", "uncertain"]]);
    expect(schemaPrefill(result).fields.country).toBeUndefined();
    // The kit's block leaves it out; its comment names it, with where it was read, for the owner to check.
    const [comment, block] = fixKitFiles(result, "2026-11-29", fixKitText)["json-ld.html"]!.split("-->");
    expect(block).not.toContain("addressCountry");
    expect(comment).toContain("- addressCountry: „AT“ (gefunden auf https://www.tischlerei-muster.de/)");
  });
});
