import { describe, expect, it } from "vitest";
import { analyzeSite } from "./analyze";
import type { BusinessKind } from "./business-kind";
import { renderCheckResult } from "./finding-text";
import { fixKitFiles } from "./fix-kit";
import { expectsLocalFacts } from "./kind-scope";
import { schemaPrefill } from "./prefill";
import { fixKitText, jsonLd, page, snapshotFor } from "@/test/readiness-helpers";

const NOW = new Date("2026-11-29T12:00:00Z");

/** A site that states an address and opening hours: what a local business would be asked about. */
const HTML = page(
  `<h1>Muster Studio</h1><p>Wir gestalten Websites und Online-Shops für Unternehmen.</p>
   <footer><p>Muster Studio GmbH, Hauptstraße 5, 10115 Berlin</p><p>Telefon <a href="tel:+49301234567">030 1234567</a></p>
   <p>Öffnungszeiten: Mo–Fr 09:00–17:00 Uhr</p><a href="/impressum">Impressum</a></footer>`,
  `<title>Muster Studio – Webdesign</title>${jsonLd({ "@context": "https://schema.org", "@type": "Organization", name: "Muster Studio", url: "https://www.praxis-muster.de/" })}`,
);

const checked = (kind: BusinessKind) => analyzeSite(snapshotFor(HTML), NOW, kind);

describe("expectsLocalFacts", () => {
  it("asks local and unclear businesses (and results from before kinds) for local facts, online ones never", () => {
    expect(expectsLocalFacts("local")).toBe(true);
    expect(expectsLocalFacts("unclear")).toBe(true);
    expect(expectsLocalFacts(undefined)).toBe(true);
    expect(expectsLocalFacts("online-shop")).toBe(false);
    expect(expectsLocalFacts("online-service")).toBe(false);
  });
});

describe.each(["online-shop", "online-service"] as const)("a business judged %s", (kind) => {
  const result = checked(kind);

  it("gets no finding and no action that names LocalBusiness, opening hours or a map", () => {
    const rendered = renderCheckResult(result);
    const texts = JSON.stringify(rendered.categories.flatMap((c) => c.findings.map((f) => [f.id, f.evidence, f.action])));
    expect(texts).not.toMatch(/LocalBusiness|Öffnungszeit|openingHours|Karte|Google Maps/);
    expect(result.categories.find((c) => c.id === "local")?.variant).toBe("trust");
  });

  it("is pre-filled as OnlineStore or Organization, without opening hours", () => {
    const prefill = schemaPrefill(result);
    // The site's own markup names Organization, an online type: it is kept for either kind.
    expect(prefill).toMatchObject({ businessType: "Organization", businessTypeFrom: "Organization" });
    expect(prefill.fields.openingHours).toBeUndefined();
    expect(prefill.fields.name?.value).toBe("Muster Studio");
  });

  it("gets a fix kit whose JSON-LD and LIESMICH name neither LocalBusiness nor opening hours", () => {
    const files = fixKitFiles(result, "2026-11-29", fixKitText);
    expect(files["json-ld.html"]).toBeDefined();
    for (const text of [files["json-ld.html"]!, files["LIESMICH.txt"]!]) expect(text).not.toMatch(/LocalBusiness|openingHours|Öffnungszeit/);
  });
});

describe("the same site judged local", () => {
  it("is asked for local facts and pre-filled with its hours and a LocalBusiness type", () => {
    const result = checked("local");
    expect(result.categories.find((c) => c.id === "local")?.findings.map((f) => f.id)).toContain("local.opening-hours");
    const prefill = schemaPrefill(result);
    expect(prefill.businessType).toBe("LocalBusiness");
    expect(prefill.fields.openingHours?.value).toMatch(/09:00-17:00/);
    expect(fixKitFiles(result, "2026-11-29", fixKitText)["LIESMICH.txt"]).toContain("LocalBusiness");
  });
});
