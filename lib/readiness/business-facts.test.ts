import { describe, expect, it } from "vitest";
import { extractBusinessFacts, findEmails, secondPageLink } from "./business-facts";
import { factsFor, jsonLd, page, SITE } from "@/test/readiness-helpers";

const IMPRINT = `${SITE}impressum`;

const HOME = page(
  `<nav><a href="/leistungen">Leistungen</a><a href="/kontakt">Kontakt</a></nav>
   <footer><p>Praxis Dr. Muster, Musterstraße 12, 10115 Berlin</p><p>Telefon <a href="tel:+49301234567">030 1234567</a></p>
   <a href="/impressum">Impressum</a><a href="https://www.instagram.com/praxismuster/">Instagram</a></footer>
   ${jsonLd({
     "@context": "https://schema.org",
     "@type": "Dentist",
     name: "Praxis Dr. Muster",
     telephone: "+49 30 1234567",
     email: "mailto:info@praxis-muster.de",
     url: SITE,
     logo: { "@type": "ImageObject", url: `${SITE}logo.png` },
     sameAs: ["https://www.facebook.com/praxismuster"],
     address: { "@type": "PostalAddress", streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", addressCountry: "DE" },
     openingHoursSpecification: [{ "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday"], opens: "08:00:00", closes: "18:00:00" }],
   })}`,
  '<meta property="og:site_name" content="Praxis Muster">',
);

describe("secondPageLink", () => {
  it("prefers the imprint over the contact page", () => {
    expect(secondPageLink(factsFor(HOME))).toEqual({ url: IMPRINT, kind: "imprint", text: "Impressum" });
  });

  it("takes the contact page when there is no imprint link, and never another site's page", () => {
    expect(secondPageLink(factsFor(page('<a href="https://andere.example/impressum">Impressum</a><a href="/kontakt.html">Schreiben Sie uns</a>')))).toMatchObject({
      url: `${SITE}kontakt.html`,
      kind: "contact",
    });
    expect(secondPageLink(factsFor(page('<a href="/leistungen">Leistungen</a>')))).toBeNull();
  });
});

describe("findEmails", () => {
  it("reads plain and (at)-spelt addresses, distinct and lower-cased", () => {
    expect(findEmails("Mail: Info@Praxis-Muster.de oder praxis(at)praxis-muster.de. Nochmals info@praxis-muster.de.")).toEqual([
      "info@praxis-muster.de",
      "praxis@praxis-muster.de",
    ]);
  });
});

describe("extractBusinessFacts", () => {
  it("gives every value with its sources and certainty", () => {
    const imprint = factsFor(page("<h1>Impressum</h1><p>Praxis Dr. Muster, Musterstraße 12, 10115 Berlin</p><p>Telefon: 030 1234567</p><p>E-Mail: praxis(at)praxis-muster.de</p>"), IMPRINT);
    const facts = extractBusinessFacts(factsFor(HOME), [{ kind: "imprint", url: IMPRINT, facts: imprint }]);
    expect(facts.name[0]).toMatchObject({ value: "Praxis Dr. Muster", source: "json-ld", certainty: "confirmed" });
    expect(facts.address).toHaveLength(1);
    expect(facts.address[0]).toMatchObject({
      value: { streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", addressCountry: "DE" },
      source: "json-ld",
      certainty: "confirmed",
    });
    expect(facts.address[0]!.evidence.map((e) => [e.page, e.element])).toEqual([["home", "json-ld"], ["home", "footer"], ["imprint", "main"]]);
    expect(facts.telephone).toEqual([
      expect.objectContaining({ value: "+49301234567", phoneType: "landline", display: "+49 30 1234567", certainty: "confirmed", source: "json-ld" }),
    ]);
    expect(facts.telephone[0]!.evidence.map((e) => e.element)).toEqual(["json-ld", "tel-link", "footer", "main"]);
    expect(facts.email).toEqual([
      expect.objectContaining({ value: "info@praxis-muster.de", source: "json-ld", certainty: "uncertain" }),
      expect.objectContaining({ value: "praxis@praxis-muster.de", source: "imprint-page", certainty: "uncertain" }),
    ]);
    expect(facts.openingHours).toEqual([expect.objectContaining({ value: "Mo-Di 08:00-18:00".replace("Mo-Di", "Mo, Di"), source: "json-ld", certainty: "uncertain" })]);
    expect(facts.country[0]).toMatchObject({ value: "DE", certainty: "confirmed" });
    expect(facts.logo.map((l) => l.value)).toEqual([`${SITE}logo.png`]);
    expect(facts.sameAs.map((l) => [l.value, l.source])).toEqual([
      ["https://www.facebook.com/praxismuster", "json-ld"],
      ["https://www.instagram.com/praxismuster/", "home-page"],
    ]);
    expect(facts.url.map((u) => u.source)).toEqual(["json-ld", "home-page"]);
  });

  it("is empty apart from the URL for a page that states nothing", () => {
    const facts = extractBusinessFacts(factsFor(page("<p>Willkommen</p>")));
    expect(facts).toMatchObject({ address: [], telephone: [], email: [], openingHours: [], logo: [], sameAs: [] });
    // The domain alone hints at the country: one hint, uncertain.
    expect(facts.country).toEqual([expect.objectContaining({ value: "DE", certainty: "uncertain", evidence: [expect.objectContaining({ element: "domain" })] })]);
    expect(facts.url.map((u) => u.value)).toEqual([SITE]);
  });
});
