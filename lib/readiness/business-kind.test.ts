import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startStaticSite, type StaticSite } from "@/test/static-site-server";
import { analyzeSite } from "./analyze";
import { assessBusinessKind } from "./business-kind";
import { fetchSite } from "./fetch-site";
import { factsFor, findingById, jsonLd, page, SITE, snapshotFor, words } from "@/test/readiness-helpers";
import { renderCheckResult } from "./finding-text";

const LOCAL = page(
  `<h1>Bäckerei Korn in Freiburg</h1><p>Frisches Brot seit 1952. ${words(60)}</p>
   <p>Öffnungszeiten: Mo–Fr 06:30–18:00, Sa 07:00–13:00</p>
   <footer>Bäckerei Korn, Hauptstraße 12, 79098 Freiburg, Tel. 0761 1234567 <a href="/impressum">Impressum</a></footer>`,
  jsonLd({ "@context": "https://schema.org", "@type": "Bakery", name: "Bäckerei Korn", address: { "@type": "PostalAddress", streetAddress: "Hauptstraße 12", postalCode: "79098", addressLocality: "Freiburg" } }),
);

const SHOP = page(
  `<h1>Teeversand Grün – Bio-Tee online kaufen</h1><p>${words(80)}</p>
   <a href="/warenkorb">Warenkorb</a> <a href="/produkte/sencha">Sencha, 100 g – In den Warenkorb</a>
   <footer><a href="/impressum">Impressum</a> · shop@teeversand.example</footer>`,
  jsonLd({ "@context": "https://schema.org", "@type": "Product", name: "Sencha", offers: { "@type": "Offer", price: "9.90", priceCurrency: "EUR" } }),
);

const AGENCY = page(
  `<h1>Pixelwerk – Agentur für Webdesign und SEO</h1><p>Wir arbeiten für Kunden in ganz Deutschland, remote. ${words(80)}</p>
   <footer><a href="/impressum">Impressum</a> · <a href="mailto:hallo@pixelwerk.example">hallo@pixelwerk.example</a></footer>`,
  jsonLd({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: "Pixelwerk GmbH",
    url: "https://www.pixelwerk.example/",
    logo: "https://www.pixelwerk.example/logo.png",
    sameAs: ["https://www.linkedin.com/company/pixelwerk"],
    email: "hallo@pixelwerk.example",
    telephone: "+49 40 1234567",
  }),
);

const SAAS = page(
  `<h1>Terminio – Online-Terminbuchung für Praxen</h1><p>Software zum Buchen von Terminen, im Browser. ${words(80)}</p>
   <footer><a href="/impressum">Impressum</a></footer>`,
  jsonLd({ "@context": "https://schema.org", "@type": "SoftwareApplication", name: "Terminio", applicationCategory: "BusinessApplication", offers: { "@type": "Offer", price: "0", priceCurrency: "EUR" } }),
);

/** The page as the kind detection reads it: facts and HTML. */
function home(html: string) {
  return [{ facts: factsFor(html), html }];
}

describe("assessBusinessKind", () => {
  it("reads a German bakery with LocalBusiness markup, opening hours and its address as local", () => {
    const kind = assessBusinessKind(home(LOCAL));
    expect(kind).toMatchObject({ kind: "local", source: "detected" });
    expect(kind.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(["local-business-type", "opening-hours", "address-with-hours"]));
    expect(kind.reasons[0]).toMatchObject({ code: "local-business-type", value: "Bakery", url: SITE });
  });

  it("reads a shop with Product markup and a cart as an online shop", () => {
    const kind = assessBusinessKind(home(SHOP));
    expect(kind.kind).toBe("online-shop");
    expect(kind.reasons).toEqual(expect.arrayContaining([expect.objectContaining({ code: "product-markup", value: "Product" }), expect.objectContaining({ code: "cart-link", value: "Warenkorb" })]));
  });

  it("reads an agency working remote for all of Germany as an online service or agency", () => {
    const kind = assessBusinessKind(home(AGENCY));
    expect(kind.kind).toBe("online-service");
    expect(kind.reasons.map((r) => r.code)).toEqual(expect.arrayContaining(["agency-words", "nationwide", "remote", "organization-type"]));
    expect(kind.scores.local).toBe(0);
  });

  it("reads a SaaS with SoftwareApplication markup as an online service, although it has an Offer", () => {
    // An Offer of the software is no shop: without Product markup or a cart, SoftwareApplication decides.
    const kind = assessBusinessKind(home(SAAS));
    expect(kind.kind).toBe("online-service");
    expect(kind.reasons[0]).toMatchObject({ code: "service-type", value: "SoftwareApplication" });
    expect(kind.scores["online-shop"]).toBe(0);
  });

  it("says 'unclear' when the pages show nothing either way, and lets the visitor choose", () => {
    expect(assessBusinessKind(home(page(`<h1>Willkommen</h1><p>${words(40)}</p>`)))).toMatchObject({ kind: "unclear", detected: "unclear", reasons: [], signals: [] });
    expect(assessBusinessKind(home(LOCAL), "online-service")).toMatchObject({ kind: "online-service", source: "chosen", detected: "local" });
  });

  it("does not take an agency that builds shops for a shop, nor support hours for opening hours", () => {
    const agency = page(`<h1>Shopbau Nord</h1><p>Wir entwickeln Online-Shops für Händler: Warenkorb, Checkout, Zahlungsarten, „zzgl. Versandkosten“ rechtssicher. Bundesweit.</p>
      <p>Support: Mo–Fr 9:00–17:00 Uhr</p><footer>Shopbau Nord GmbH, Hafenstraße 3, 24103 Kiel</footer>`);
    const kind = assessBusinessKind(home(agency));
    expect(kind.kind).toBe("online-service");
    expect(kind.scores).toMatchObject({ local: 0, "online-shop": 0 });
    expect(kind.reasons).toEqual(expect.arrayContaining([expect.objectContaining({ code: "builds-for-others", value: "Wir entwickeln Online-Shops" })]));
  });

  it("reads the evidence from every page read: opening hours and a map on the contact page", () => {
    const homePage = page(`<h1>Kanzlei Rhein</h1><p>Arbeitsrecht und Familienrecht. ${words(30)}</p><footer>Rheinallee 5, 55116 Mainz</footer>`);
    const contact = page(`<h1>Kontakt</h1><p>Rheinallee 5, 55116 Mainz</p><h2>Bürozeiten</h2><p>Mo–Fr 8:30–17:00 Uhr</p><iframe src="https://www.google.com/maps/embed?pb=1"></iframe>`);
    expect(assessBusinessKind(home(homePage)).kind).toBe("unclear");
    const both = assessBusinessKind([...home(homePage), { facts: factsFor(contact, `${SITE}kontakt`), html: contact }]);
    expect(both.kind).toBe("local");
    expect(both.reasons.find((r) => r.code === "map")).toMatchObject({ url: `${SITE}kontakt` });
  });
});

describe("analyzeSite by business kind", () => {
  it("asks an agency for Organization, sameAs, logo and contact instead of opening hours and a map", () => {
    const result = analyzeSite(snapshotFor(AGENCY));
    expect(result.businessKind.kind).toBe("online-service");
    const trust = result.categories.find((c) => c.id === "local")!;
    expect(trust.variant).toBe("trust");
    expect(renderCheckResult(result).categories.find((c) => c.id === "local")!.name).toBe("Unternehmen & Vertrauen");
    const ids = trust.findings.map((f) => f.id);
    expect(ids).not.toContain("local.opening-hours");
    expect(ids).not.toContain("local.map");
    expect(findingById(trust.findings, "trust.organization")).toMatchObject({ status: "pass", points: 25 });
    expect(findingById(trust.findings, "trust.logo").status).toBe("pass");
    expect(findingById(trust.findings, "local.impressum").status).toBe("pass");
    expect(findingById(result.categories.find((c) => c.id === "structured-data")!.findings, "structured-data.business")).toMatchObject({ status: "pass", label: { code: "structured-data.business.labelOrganization" } });
  });

  it("shows the local questions of a business of unclear kind as optional and leaves them out of the score", () => {
    const unclear = page(`<h1>Müller &amp; Partner</h1><p>${words(60)}</p><footer>Bahnhofstraße 4, 35037 Marburg · Tel. 06421 123456 · <a href="mailto:info@mueller.example">info@mueller.example</a> <a href="/impressum">Impressum</a></footer>`);
    const result = analyzeSite(snapshotFor(unclear));
    expect(result.businessKind).toMatchObject({ kind: "unclear", detected: "unclear" });
    const local = result.categories.find((c) => c.id === "local")!;
    for (const id of ["local.opening-hours", "local.map"]) {
      expect(findingById(local.findings, id)).toMatchObject({ status: "info", points: 0, maxPoints: 0, optional: true });
      expect(result.actions.map((a) => a.findingId)).not.toContain(id);
    }
    // The same findings as for a local business, without the two questions: the score is theirs alone.
    const asLocal = analyzeSite(snapshotFor(unclear), new Date(), "local").categories.find((c) => c.id === "local")!;
    const scored = asLocal.findings.filter((f) => f.id !== "local.opening-hours" && f.id !== "local.map");
    expect(local.score).toBe(Math.round((100 * scored.reduce((n, f) => n + f.points, 0)) / scored.reduce((n, f) => n + f.maxPoints, 0)));
    expect(local.score).toBeGreaterThan(asLocal.score);
    const shown = renderCheckResult(result).categories.find((c) => c.id === "local")!.findings;
    expect(shown.find((f) => f.id === "local.opening-hours")).toMatchObject({ optional: true, evidence: "Keine Öffnungszeiten gefunden." });
  });

  it("still asks a local business for opening hours and a map, also when the visitor says so for an agency page", () => {
    const local = renderCheckResult(analyzeSite(snapshotFor(LOCAL))).categories.find((c) => c.id === "local")!;
    expect(local.name).toBe("Lokale Unternehmensinfos");
    expect(local.findings.map((f) => f.id)).toEqual(expect.arrayContaining(["local.opening-hours", "local.map"]));
    const chosen = analyzeSite(snapshotFor(AGENCY), new Date(), "local");
    expect(chosen.businessKind).toMatchObject({ kind: "local", source: "chosen", detected: "online-service" });
    expect(chosen.categories.find((c) => c.id === "local")!.findings.map((f) => f.id)).toContain("local.opening-hours");
  });
});

/**
 * The real local-business sites in ../shared/sites (outside the repository: skipped where
 * absent). Their scores before the checker knew kinds. Four show premises (opening hours,
 * a map, a LocalBusiness type) and must still be read as local and score within ±2;
 * elektro-gimpl and klp-hausverwaltung show an address and a phone but no opening hours,
 * map or markup: "unclear" (the visitor is asked), never an online kind, and no lower
 * score than before, since the local questions they cannot answer are not counted.
 */
const SHARED_SITES = [path.resolve("../shared/sites"), path.resolve("../../shared/sites")].find((dir) => existsSync(dir));
const VERDICTS_BEFORE: Record<string, { score: number; kind: "local" | "unclear" }> = {
  "augenpraxis-mitte": { score: 48, kind: "local" },
  "elektro-gimpl": { score: 48, kind: "unclear" },
  "gasthaus-gundel": { score: 73, kind: "local" },
  "klp-hausverwaltung": { score: 53, kind: "unclear" },
  "stb-muyres": { score: 59, kind: "local" },
  "zahnaerzte-bunge": { score: 51, kind: "local" },
};

describe.skipIf(!SHARED_SITES)("the shared real sites keep their verdicts", () => {
  const servers: StaticSite[] = [];
  beforeAll(async () => {
    for (const name of Object.keys(VERDICTS_BEFORE)) servers.push(await startStaticSite(path.join(SHARED_SITES!, name)));
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => s.close()));
  });

  it("reads the four with premises as local (score ±2) and the two without as unclear, never as online", async () => {
    const names = readdirSync(SHARED_SITES!).filter((n) => statSync(path.join(SHARED_SITES!, n)).isDirectory());
    expect(names.sort()).toEqual(Object.keys(VERDICTS_BEFORE).sort());
    for (const [i, [name, before]] of Object.entries(VERDICTS_BEFORE).entries()) {
      const result = analyzeSite(await fetchSite(`${servers[i]!.origin}/`, { fetchOptions: { allowPrivate: true } }));
      expect(result.businessKind.kind, name).toBe(before.kind);
      const delta = result.overallScore - before.score;
      if (before.kind === "local") expect(Math.abs(delta), `${name}: ${result.overallScore}`).toBeLessThanOrEqual(2);
      else expect(delta, `${name}: ${result.overallScore}`).toBeGreaterThanOrEqual(0);
    }
  });
});
