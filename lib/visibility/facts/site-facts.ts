/**
 * The one adapter between the live test's fact comparison and the checker's extraction of a
 * site's business facts (lib/readiness/business-facts.ts): everything the comparison needs
 * from the checker passes here, so the extraction can be re-pointed in one place. Pure.
 */
import { type BusinessFacts, type FactSource, findAddress, findPhones, findStreet, HOURS_PATTERN } from "@/lib/readiness/business-facts";

/** One fact a site states, with where it was read. */
export interface SiteFact {
  value: string;
  source: FactSource;
  url: string;
}

/** The facts of a site the comparison checks; a field is null when the site does not state it. */
export interface SiteFacts {
  telephone: SiteFact | null;
  /** The postal address as one line ("Hauptstraße 12, 86150 Augsburg"). */
  address: SiteFact | null;
  /** Opening hours as the site writes them (text or schema.org openingHours). */
  openingHours: SiteFact[];
  /** ISO 3166-1 alpha-2 country of the site's address, when stated; for phone numbers without a country code. */
  country: "DE" | "AT" | "CH" | null;
  /** The town of that address as the site writes it ("Augsburg"), for the business's own town (own-town.ts); null when not stated. */
  locality: string | null;
}

/**
 * The first telephone and address and every opening-hours statement of the checker's facts.
 * @param facts extractBusinessFacts' result for the visitor's site
 */
export function siteFactsOf(facts: BusinessFacts): SiteFacts {
  const phone = facts.telephone[0];
  const address = facts.address[0];
  const a = address?.value;
  const line = a ? (a.text ?? [a.streetAddress, [a.postalCode, a.addressLocality].filter(Boolean).join(" ")].filter(Boolean).join(", ")) : "";
  // The checker's country (postal code, domain and phone prefix weighed), else the address's own.
  const country = (facts.country[0]?.value ?? a?.addressCountry ?? "").toUpperCase().replace(/^(DEUTSCHLAND|GERMANY)$/, "DE").replace(/^(ÖSTERREICH|AUSTRIA)$/, "AT").replace(/^(SCHWEIZ|SWITZERLAND)$/, "CH");
  return {
    // Shown to the owner beside the answer's number: as people read it ("+49 30 1234567"), not E.164.
    telephone: phone ? { value: phone.display ?? phone.value, source: phone.source, url: phone.url } : null,
    address: address && line ? { value: line, source: address.source, url: address.url } : null,
    openingHours: facts.openingHours,
    country: country === "DE" || country === "AT" || country === "CH" ? country : null,
    locality: a?.addressLocality?.trim() || (a?.text ? findAddress(a.text).town?.trim() : undefined) || null,
  };
}

/** The checker's readers of phone numbers, postal addresses and opening hours in a text, for the answers' text. */
export const textFacts = {
  phones: findPhones,
  address: findAddress,
  /** A street with its house number alone ("Torstraße 5"), as answers often write a business's address. */
  street: findStreet,
  hours: (text: string): string | null => HOURS_PATTERN.exec(text)?.[0] ?? null,
};
