import type { PageFacts } from "./page-facts";
import { internationalNotation, phoneOfTelLink, phonesInText } from "./facts/phone";
import { emailsInText } from "./facts/email";
import type { OpeningHoursSpecification } from "./facts/hours";
import type { MergedFact } from "./facts/merge";
import type { PlaceCountries } from "./facts/country";
import { primaryBusiness, readFacts, strings, type AddressValue } from "./facts/read";
import type { FactCertainty, FactEvidence, FactPage, FactPageKind } from "./facts/types";

export { findAddress, findStreet, type TextAddress } from "./facts/address";
export { primaryBusiness } from "./facts/read";

/**
 * The business details a site states — name, address, country, phone, e-mail, opening
 * hours, URL, logo, sameAs — each value with every place it was read (page, element,
 * text) and its certainty: read from the home page, the contact page, the imprint and an
 * about page (lib/readiness/facts/). Field names are schema.org's (LocalBusiness), so the
 * generators can take them over; an uncertain value is shown as "gefunden, bitte prüfen"
 * and pre-filled only with that note.
 */

/** Where a fact was read first: JSON-LD, a page's text, or the home page's title/og:site_name ("page-head"). */
export type FactSource = "json-ld" | "home-page" | "imprint-page" | "contact-page" | "about-page" | "page-head";

export interface SourcedFact<T> {
  value: T;
  /** The page (or JSON-LD) of the first place it was read, the one preferred. */
  source: FactSource;
  /** The page the value was read on first. */
  url: string;
  certainty: FactCertainty;
  /** Every place it was read, preferred first. */
  evidence: FactEvidence[];
}

/** schema.org PostalAddress fields; `text` is the address as it stands on a page. */
export type AddressFact = AddressValue;

export interface BusinessFacts {
  name: SourcedFact<string>[];
  address: SourcedFact<AddressFact>[];
  /** ISO 3166-1 alpha-2 (DE, AT, CH, LI), from postal code, domain, phone prefix and JSON-LD together. */
  country: SourcedFact<string>[];
  /**
   * E.164 numbers, the landline first; `phoneType` keeps mobiles apart; `display` is the number as people read it
   * ("+49 30 1234567"), absent on results from before it.
   */
  telephone: (SourcedFact<string> & { phoneType: "mobile" | "landline" | "other"; display?: string })[];
  email: SourcedFact<string>[];
  /** value: the generator's notation ("Mo-Fr 08:00-12:00, 14:00-18:00"), or the quote when nothing could be read. */
  openingHours: (SourcedFact<string> & { specifications: OpeningHoursSpecification[]; unparsed: string[] })[];
  url: SourcedFact<string>[];
  logo: SourcedFact<string>[];
  sameAs: SourcedFact<string>[];
}

export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
export const HOURS_WORD = /öffnungszeiten|sprechzeiten|geschäftszeiten|servicezeiten|opening hours/i;
export const HOURS_PATTERN =
  /\b(?:Mo|Di|Mi|Do|Fr|Sa|So|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b\.?[^.\n]{0,30}?\d{1,2}[:.]\d{2}\s*(?:-|–|bis)\s*\d{1,2}[:.]\d{2}/u;

/** Phone numbers in a text (fax and bank numbers left out), as written; only numbers valid in the numbering plan. */
export function findPhones(text: string, country: "DE" | "AT" | "CH" | "LI" = "DE"): string[] {
  return phonesInText(text.slice(0, 100_000), country).map((p) => p.text);
}

/** The E.164 form of a written number or tel: link, undefined when it is no valid number. */
export function phoneE164(text: string, country: "DE" | "AT" | "CH" | "LI" = "DE"): string | undefined {
  return phoneOfTelLink(text, country)?.e164;
}

/** Imprint links by text or address: "Impressum", "Imprint", "Legal notice". */
export const IMPRINT_LINK = /impressum|imprint|legal[\s-]?notice/i;
const CONTACT_LINK = /kontakt|contact|anfahrt|standort|so finden sie uns/i;
const ABOUT_LINK = /über uns|ueber-uns|uber-uns|about|team|wir über uns|praxisteam|unser team/i;

type LinkedPageKind = Exclude<FactPageKind, "home">;

/**
 * The pages a person reads for a business's details, as the home page links them: the
 * imprint, the contact page (Kontakt, Anfahrt) and an about/team page; internal links
 * only, not the page itself, one of each kind.
 */
export function factPageLinks(facts: PageFacts): { url: string; kind: LinkedPageKind; text: string }[] {
  const self = facts.url.href.replace(/#.*$/, "");
  const candidates = facts.links.filter((l) => l.internal && l.absolute && l.absolute.replace(/#.*$/, "") !== self);
  const out: { url: string; kind: LinkedPageKind; text: string }[] = [];
  for (const [kind, pattern] of [["imprint", IMPRINT_LINK], ["contact", CONTACT_LINK], ["about", ABOUT_LINK]] as const) {
    const link = candidates.find((l) => (pattern.test(l.text) || pattern.test(new URL(l.absolute!).pathname)) && !out.some((o) => o.url === l.absolute!.replace(/#.*$/, "")));
    if (link) out.push({ url: link.absolute!.replace(/#.*$/, ""), kind, text: link.text });
  }
  return out;
}

/**
 * The page the home page links to for its legal and contact details: the first
 * internal link to an imprint, else to a contact page; not the page itself.
 */
export function secondPageLink(facts: PageFacts): { url: string; kind: "imprint" | "contact"; text: string } | null {
  const link = factPageLinks(facts).find((l) => l.kind !== "about");
  return link ? { ...link, kind: link.kind as "imprint" | "contact" } : null;
}

/** E-mail addresses in a text, also the common "name(at)domain.de" spelling, lower-cased and distinct; placeholders left out. */
export function findEmails(text: string): string[] {
  return emailsInText(text);
}

/** Profiles on the platforms businesses link as sameAs. */
const PROFILE_HOSTS = /^(?:[\w-]+\.)?(?:facebook\.com|instagram\.com|linkedin\.com|xing\.com|youtube\.com|tiktok\.com|x\.com|twitter\.com|pinterest\.[a-z.]+|threads\.net|mastodon\.social|bsky\.app)$/i;

const SOURCE_OF_PAGE: Record<FactPageKind, FactSource> = { home: "home-page", contact: "contact-page", imprint: "imprint-page", about: "about-page" };

function sourced<T>(fact: MergedFact<T>): SourcedFact<T> {
  const first = fact.evidence[0]!;
  const source = first.element === "json-ld" ? "json-ld" : first.element === "title" || first.element === "og:site_name" ? "page-head" : SOURCE_OF_PAGE[first.page];
  return { value: fact.value, source, url: first.url, certainty: fact.certainty, evidence: fact.evidence };
}

/** A value read straight from the home page's links or markup, nothing to weigh. */
function direct(value: string, home: PageFacts, element: FactEvidence["element"], source: FactSource): SourcedFact<string> {
  return { value, source, url: home.url.href, certainty: "confirmed", evidence: [{ url: home.url.href, page: "home", element, text: value }] };
}

/** URL, logo and sameAs: JSON-LD and the home page's canonical and profile links. */
function linkFacts(home: PageFacts): Pick<BusinessFacts, "url" | "logo" | "sameAs"> {
  const business = primaryBusiness(home.entities)?.props;
  const url = [...(business ? strings(business.url).slice(0, 1) : []).map((v) => direct(v, home, "json-ld", "json-ld"))];
  url.push(direct(home.canonical && /^https?:\/\//.test(home.canonical) ? home.canonical : home.url.href, home, "main", "home-page"));
  const logo = (business ? strings(business.logo).slice(0, 1) : []).map((v) => direct(v, home, "json-ld", "json-ld"));
  const sameAs = (business ? strings(business.sameAs) : []).map((v) => direct(v, home, "json-ld", "json-ld"));
  const profiles = new Set<string>();
  for (const link of home.links) {
    if (!link.absolute) continue;
    const parsed = new URL(link.absolute);
    if (PROFILE_HOSTS.test(parsed.hostname) && parsed.pathname.length > 1) profiles.add(link.absolute);
  }
  for (const profile of profiles) sameAs.push(direct(profile, home, "main", "home-page"));
  return { url, logo, sameAs };
}

/**
 * Collects the business details of the pages read.
 * @param home facts of the checked page
 * @param more the contact, imprint and about pages fetched, in that order of preference
 * @param places the DACH gazetteer, for the country of an address (lib/readiness/facts/country.ts)
 */
export function extractBusinessFacts(home: PageFacts, more: FactPage[] = [], places?: PlaceCountries): BusinessFacts {
  const read = readFacts([{ kind: "home", url: home.url.href, facts: home }, ...more], home.url.href, places);
  return {
    name: read.name.map(sourced),
    address: read.address.map(sourced),
    country: read.country.map(sourced),
    telephone: read.telephone.map((f) => ({ ...sourced(f), value: f.value.e164, phoneType: f.value.type, display: internationalNotation(f.value.e164) })),
    email: read.email.map(sourced),
    openingHours: read.openingHours.map((f) => ({ ...sourced(f), value: f.value.text, specifications: f.value.specifications, unparsed: f.value.unparsed })),
    ...linkFacts(home),
  };
}
