import { describe, expect, it } from "vitest";
import { factsFor, findingById, jsonLd, page } from "@/test/readiness-helpers";
import { checkStructuredData } from "./structured-data";
import { copyText, showFinding } from "../finding-text";

const FULL_ADDRESS = { "@type": "PostalAddress", streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", addressCountry: "DE" };

function check(body: string) {
  return checkStructuredData(factsFor(page(body)));
}

function business(props: Record<string, unknown>) {
  return check(jsonLd({ "@context": "https://schema.org", ...props }));
}

describe("structured-data.present (20)", () => {
  it("JSON-LD with a type: 20, evidence names the count and types", () => {
    const f = findingById(business({ "@type": "Dentist", name: "Praxis" }), "structured-data.present");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 20, maxPoints: 20, evidence: "1 gültiger JSON-LD-Block mit den Typen Dentist." });
  });

  it("only Microdata or RDFa: 10, warn", () => {
    const f = findingById(check(`<div itemscope itemtype="https://schema.org/Dentist"><span itemprop="name">Praxis</span></div>`), "structured-data.present");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 10, maxPoints: 20, tool: "/tool/schema", evidence: expect.stringContaining("Microdata (Dentist)") });

    const rdfa = findingById(check(`<div vocab="https://schema.org/" typeof="Restaurant">Pizzeria</div>`), "structured-data.present");
    expect(showFinding(rdfa)).toMatchObject({ status: "warn", points: 10, evidence: expect.stringContaining("RDFa (Restaurant)") });
  });

  it("nothing: 0, fail with an action", () => {
    const f = findingById(check("<p>Willkommen</p>"), "structured-data.present");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, maxPoints: 20, evidence: "Keine strukturierten Daten gefunden (weder JSON-LD noch Microdata oder RDFa).", action: expect.stringContaining("LocalBusiness") });
  });

  it("JSON-LD without any @type counts as nothing", () => {
    const f = findingById(check(jsonLd({ name: "Praxis" })), "structured-data.present");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, evidence: expect.stringContaining("keiner enthält ein verwertbares schema.org-Objekt mit @type") });
  });
});

describe("structured-data.valid (10)", () => {
  it("is not reported without JSON-LD", () => {
    expect(check("<p>x</p>").some((f) => f.id === "structured-data.valid")).toBe(false);
  });

  it("all blocks valid: 10", () => {
    const f = findingById(check(jsonLd({ "@type": "Dentist" }) + jsonLd({ "@type": "WebSite" })), "structured-data.valid");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 10, maxPoints: 10, evidence: "Alle 2 JSON-LD-Blöcke sind gültiges JSON." });
  });

  it("an invalid block: 0, the evidence quotes the block number, the mistake in German with where it is, and the beginning", () => {
    const findings = check(`${jsonLd({ "@type": "WebSite" })}<script type="application/ld+json">{"@type": "Dentist", "name": "Praxis",}</script>`);
    const f = findingById(findings, "structured-data.valid");
    expect(showFinding(f)).toMatchObject({ status: "fail", points: 0, maxPoints: 10, evidence: expect.stringMatching(/^1 JSON-LD-Block ist kein gültiges JSON und wird von Suchmaschinen und KI-Crawlern komplett ignoriert\. Block 2: Eigenschaftsname fehlt oder steht nicht in doppelten Anführungszeichen, oft ein Komma nach dem letzten Eintrag in Zeile 1, Spalte 39 des Blocks – Anfang: „\{"@type": "Dentist", "name": "Praxis",\}“$/), action: expect.stringContaining("JSON-LD-Block 2") });
    const undefinedValue = findingById(check(`<script type="application/ld+json">{"name": undefined}</script>`), "structured-data.valid");
    expect(showFinding(undefinedValue).evidence).toContain("Block 1: unerwartetes Zeichen „u“ – Anfang:");
    // The valid block still counts as present.
    expect(findingById(findings, "structured-data.present").points).toBe(20);
  });
});

describe("structured-data.business (25)", () => {
  it("a LocalBusiness subtype such as Dentist: 25, with type and name", () => {
    const f = findingById(business({ "@type": "https://schema.org/Dentist", name: "Zahnarztpraxis Dr. Muster" }), "structured-data.business");
    expect(showFinding(f)).toMatchObject({ status: "pass", points: 25, maxPoints: 25, evidence: "Typ Dentist für „Zahnarztpraxis Dr. Muster“." });
  });

  it("plain LocalBusiness: 25", () => {
    expect(findingById(business({ "@type": "LocalBusiness" }), "structured-data.business").points).toBe(25);
  });

  it("Organization only: 15, warn", () => {
    const f = findingById(business({ "@type": "Organization", name: "Muster GmbH" }), "structured-data.business");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 15, maxPoints: 25, evidence: "Nur ein Objekt vom Typ Organization; kein LocalBusiness." });
  });

  it("prefers a LocalBusiness found after an Organization", () => {
    const findings = check(jsonLd({ "@graph": [{ "@type": "Organization", name: "Holding" }, { "@type": "Dentist", name: "Praxis" }] }));
    expect(copyText(findingById(findings, "structured-data.business").evidence)).toBe("Typ Dentist für „Praxis“.");
  });

  it("LocalBusiness only in Microdata: 12, warn", () => {
    const f = findingById(check(`<div itemscope itemtype="https://schema.org/Dentist"></div>`), "structured-data.business");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 12, evidence: "Nur in Microdata als Dentist ausgezeichnet, nicht in JSON-LD." });
  });

  it("no business entity: 0, and required and recommended fail too", () => {
    const findings = business({ "@type": "WebSite", name: "Praxis" });
    expect(findingById(findings, "structured-data.business")).toMatchObject({ status: "fail", points: 0 });
    expect(findingById(findings, "structured-data.required")).toMatchObject({ status: "fail", points: 0, maxPoints: 20 });
    expect(findingById(findings, "structured-data.recommended")).toMatchObject({ status: "fail", points: 0, maxPoints: 12 });
  });
});

describe("structured-data.required (20): name 8, address 12", () => {
  it("name and a complete PostalAddress: 20", () => {
    const f = findingById(business({ "@type": "Dentist", name: "Praxis", address: FULL_ADDRESS }), "structured-data.required");
    expect(f).toMatchObject({ status: "pass", points: 20, action: undefined });
    expect(copyText(f.evidence)).toBe("name: „Praxis“; address als PostalAddress vollständig.");
  });

  it("address as text: 6 (name 8 → 14), quoting the text", () => {
    const f = findingById(business({ "@type": "Dentist", name: "Praxis", address: "Musterstraße 12, 10115 Berlin" }), "structured-data.required");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 14, evidence: "name: „Praxis“; address nur als Text („Musterstraße 12, 10115 Berlin“) statt PostalAddress." });
  });

  it("PostalAddress missing a part: 8, naming the missing part", () => {
    const f = findingById(business({ "@type": "Dentist", name: "Praxis", address: { ...FULL_ADDRESS, postalCode: "" } }), "structured-data.required");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 16, evidence: expect.stringContaining("in address fehlt postalCode") });
  });

  it("PostalAddress missing two parts: still 8", () => {
    const f = findingById(business({ "@type": "Dentist", name: "Praxis", address: { "@type": "PostalAddress", addressLocality: "Berlin" } }), "structured-data.required");
    expect(f.points).toBe(16);
    expect(copyText(f.evidence)).toContain("in address fehlt streetAddress und postalCode");
  });

  it("PostalAddress with none of the three parts: 3", () => {
    const f = findingById(business({ "@type": "Dentist", name: "Praxis", address: { "@type": "PostalAddress", addressCountry: "DE" } }), "structured-data.required");
    expect(f.points).toBe(11);
    expect(copyText(f.evidence)).toContain("in address fehlt streetAddress, postalCode und addressLocality");
  });

  it("address missing: 0; name missing: 0", () => {
    const noAddress = findingById(business({ "@type": "Dentist", name: "Praxis" }), "structured-data.required");
    expect(showFinding(noAddress)).toMatchObject({ status: "warn", points: 8, evidence: "name: „Praxis“; address fehlt." });
    const noName = findingById(business({ "@type": "Dentist", address: FULL_ADDRESS }), "structured-data.required");
    expect(showFinding(noName)).toMatchObject({ status: "warn", points: 12, evidence: "name fehlt; address als PostalAddress vollständig." });
    const nothing = findingById(business({ "@type": "Dentist" }), "structured-data.required");
    expect(nothing).toMatchObject({ status: "fail", points: 0 });
    expect(copyText(nothing.action!)).toContain("PostalAddress");
  });

  it("reads the first address of an array", () => {
    expect(findingById(business({ "@type": "Dentist", name: "P", address: [FULL_ADDRESS] }), "structured-data.required").points).toBe(20);
  });
});

describe("structured-data.recommended (12, 2 each)", () => {
  it("all six: 12", () => {
    const f = findingById(
      business({
        "@type": "Dentist",
        telephone: "+49 30 1234567",
        url: "https://www.praxis-muster.de/",
        geo: { "@type": "GeoCoordinates", latitude: 52.52, longitude: 13.4 },
        openingHours: "Mo-Fr 08:00-18:00",
        priceRange: "€€",
        image: "https://www.praxis-muster.de/praxis.jpg",
      }),
      "structured-data.recommended",
    );
    expect(f).toMatchObject({ status: "pass", points: 12, maxPoints: 12, action: undefined });
    expect(copyText(f.evidence)).toBe("6 von 6 vorhanden (telephone, url, geo, openingHoursSpecification, priceRange, image).");
  });

  it("some: 2 per property, naming present and missing ones", () => {
    const f = findingById(business({ "@type": "Dentist", telephone: "030 1234567", url: "https://x.de/", image: "  " }), "structured-data.recommended");
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 4, evidence: "2 von 6 vorhanden (telephone, url); es fehlen geo, openingHoursSpecification, priceRange, image.", action: "Ergänzen Sie im Unternehmens-Block geo, openingHoursSpecification, priceRange und image." });
  });

  it("none: 0, fail", () => {
    expect(findingById(business({ "@type": "Dentist", name: "P" }), "structured-data.recommended")).toMatchObject({ status: "fail", points: 0 });
  });
});

describe("structured-data.website (5) and other types (info)", () => {
  it("WebSite entity: 5; missing: 0 with an action", () => {
    expect(findingById(business({ "@type": "WebSite", name: "Praxis" }), "structured-data.website")).toMatchObject({ status: "pass", points: 5, maxPoints: 5 });
    const missing = findingById(business({ "@type": "Dentist" }), "structured-data.website");
    expect(missing).toMatchObject({ status: "warn", points: 0, maxPoints: 5 });
    expect(copyText(missing.action!)).toContain("WebSite-Objekt");
  });

  it("reports FAQPage and BreadcrumbList without scoring them", () => {
    const f = findingById(check(jsonLd({ "@graph": [{ "@type": "FAQPage" }, { "@type": "BreadcrumbList" }] })), "structured-data.other-types");
    expect(showFinding(f)).toMatchObject({ status: "info", points: 0, maxPoints: 0, evidence: "Außerdem ausgezeichnet: FAQPage, BreadcrumbList." });
  });
});
