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
  it("gives every value with its source and page", () => {
    const imprint = factsFor(page("<h1>Impressum</h1><p>Praxis Dr. Muster, Musterstraße 12, 10115 Berlin</p><p>Telefon: 030 1234567</p><p>E-Mail: praxis(at)praxis-muster.de</p>"), IMPRINT);
    const facts = extractBusinessFacts(factsFor(HOME), { facts: imprint, kind: "imprint" });
    expect(facts.name).toEqual([
      { value: "Praxis Dr. Muster", source: "json-ld", url: SITE },
      { value: "Praxis Muster", source: "home-page", url: SITE },
    ]);
    expect(facts.address).toEqual([
      { value: { streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", addressCountry: "DE" }, source: "json-ld", url: SITE },
      { value: { streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", text: "Musterstraße 12, 10115 Berlin" }, source: "home-page", url: SITE },
      { value: { streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", text: "Musterstraße 12, 10115 Berlin" }, source: "imprint-page", url: IMPRINT },
    ]);
    expect(facts.telephone).toEqual([
      { value: "+49 30 1234567", source: "json-ld", url: SITE },
      { value: "030 1234567", source: "home-page", url: SITE },
      { value: "030 1234567", source: "imprint-page", url: IMPRINT },
    ]);
    expect(facts.email).toEqual([
      { value: "info@praxis-muster.de", source: "json-ld", url: SITE },
      { value: "praxis@praxis-muster.de", source: "imprint-page", url: IMPRINT },
    ]);
    expect(facts.openingHours).toEqual([{ value: "Mo,Tu 08:00-18:00", source: "json-ld", url: SITE }]);
    expect(facts.logo).toEqual([{ value: `${SITE}logo.png`, source: "json-ld", url: SITE }]);
    expect(facts.sameAs).toEqual([
      { value: "https://www.facebook.com/praxismuster", source: "json-ld", url: SITE },
      { value: "https://www.instagram.com/praxismuster/", source: "home-page", url: SITE },
    ]);
    expect(facts.url.map((u) => u.source)).toEqual(["json-ld", "home-page"]);
  });

  it("is empty apart from the URL for a page that states nothing", () => {
    const facts = extractBusinessFacts(factsFor(page("<p>Willkommen</p>")));
    expect(facts).toEqual({ name: [], address: [], telephone: [], email: [], openingHours: [], url: [{ value: SITE, source: "home-page", url: SITE }], logo: [], sameAs: [] });
  });
});
