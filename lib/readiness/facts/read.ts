import type { CountryCode } from "libphonenumber-js/max";
import type { PageFacts, SchemaEntity } from "../page-facts";
import { isLocalBusinessType, isOrganizationType } from "../schema-types";
import { addressesInBlocks, addressKey, roleLines } from "./address";
import { countriesOfAddress, countriesOfPostalCode, countryOfE164, countryOfHost, countryOfName, decideCountry, type CountryHint, type DachCountry, type PlaceCountries } from "./country";
import { emailOfMailto, emailsInText } from "./email";
import { hoursInPage, readHours, type HoursValue } from "./hours";
import { mergeReadings, type MergedFact } from "./merge";
import { phoneOfTelLink, phonesInText, type ReadPhone } from "./phone";
import { evidenceText, type FactEvidence, type FactPage, type FactReading } from "./types";

/**
 * Reads a business's facts from the pages a person would read (home, contact, imprint,
 * about): each reading with its page, element and text, merged per value, with its
 * certainty (lib/readiness/facts/merge.ts). Pure.
 */

/** schema.org PostalAddress fields; `text` is the address as it stands on a page. */
export interface AddressValue {
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  /** ISO 3166-1 alpha-2, e.g. "AT". */
  addressCountry?: string;
  text?: string;
}

interface PhoneValue {
  /** E.164, e.g. "+435444201". */
  e164: string;
  type: ReadPhone["type"];
}

export interface ReadFacts {
  name: MergedFact<string>[];
  address: MergedFact<AddressValue>[];
  country: MergedFact<DachCountry>[];
  telephone: MergedFact<PhoneValue>[];
  email: MergedFact<string>[];
  openingHours: MergedFact<HoursValue>[];
}

/** The first LocalBusiness, else the first Organization: the business the page describes. */
export function primaryBusiness(entities: SchemaEntity[]): SchemaEntity | undefined {
  return entities.find((e) => isLocalBusinessType(e.types)) ?? entities.find((e) => isOrganizationType(e.types));
}

/** Strings of a JSON-LD value (a string, a list, or objects with a url). */
export function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => {
    if (typeof v === "string" || typeof v === "number") return String(v).trim() ? [String(v).trim()] : [];
    if (v && typeof v === "object" && typeof (v as Record<string, unknown>).url === "string") return [String((v as Record<string, unknown>).url).trim()];
    return [];
  });
}

function jsonLdAddress(value: unknown): AddressValue | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (!first || typeof first !== "object") return undefined;
  const record = first as Record<string, unknown>;
  const field = (key: string) => strings(record[key])[0];
  const country = record.addressCountry;
  const countryText = typeof country === "object" && country ? strings((country as Record<string, unknown>).name)[0] : field("addressCountry");
  const address: AddressValue = {
    streetAddress: field("streetAddress"),
    postalCode: field("postalCode"),
    addressLocality: field("addressLocality"),
    addressCountry: countryText ? (countryOfName(countryText) ?? countryText) : undefined,
  };
  const defined = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined)) as AddressValue;
  return defined.postalCode || defined.streetAddress ? { ...defined, text: [defined.streetAddress, [defined.postalCode, defined.addressLocality].filter(Boolean).join(" ")].filter(Boolean).join(", ") } : undefined;
}

const DAY_ABBREVIATIONS: Record<string, string> = { Monday: "Mo", Tuesday: "Tu", Wednesday: "We", Thursday: "Th", Friday: "Fr", Saturday: "Sa", Sunday: "Su", PublicHolidays: "Feiertage" };

/** openingHours and openingHoursSpecification of JSON-LD as one text the hours reader reads. */
function jsonLdHours(props: Record<string, unknown>): string | undefined {
  const texts = strings(props.openingHours);
  const specs = [props.openingHoursSpecification].flat().filter((s): s is Record<string, unknown> => !!s && typeof s === "object");
  for (const s of specs) {
    const days = strings(s.dayOfWeek).map((d) => DAY_ABBREVIATIONS[d.replace(/^https?:\/\/schema\.org\//i, "")] ?? d);
    const opens = strings(s.opens)[0];
    const closes = strings(s.closes)[0];
    if (days.length && opens && closes) texts.push(`${days.join(",")} ${opens.slice(0, 5)}-${closes.slice(0, 5)}`);
  }
  return texts.length ? texts.join(", ") : undefined;
}

const at = (page: FactPage, element: FactEvidence["element"], text: string): FactEvidence => ({ url: page.url, page: page.kind, element, text: evidenceText(text) });
const businessOf = (page: FactPage) => primaryBusiness(page.facts.entities)?.props;
const hoursKey = (h: HoursValue) => (h.specifications.length ? h.text : `quote:${h.text.toLowerCase()}`);

function addressReadings(pages: FactPage[]): FactReading<AddressValue>[] {
  const out: FactReading<AddressValue>[] = [];
  for (const page of pages) {
    const business = businessOf(page);
    const marked = business ? jsonLdAddress(business.address) : undefined;
    if (marked) out.push({ value: marked, key: addressKey(marked.postalCode, marked.streetAddress, marked.addressLocality), evidence: at(page, "json-ld", marked.text ?? "") });
    for (const found of addressesInBlocks(page.facts.blocks)) {
      if (found.role) continue;
      const value: AddressValue = { ...(found.street ? { streetAddress: found.street } : {}), postalCode: found.postal, addressLocality: found.town, text: found.text };
      out.push({ value, key: addressKey(found.postal, found.street, found.town), evidence: at(page, found.block.region, found.text) });
    }
  }
  return out;
}

/** Country hints: postal code and locality of the business's address, JSON-LD, the domain, numbers written with +49/+43/+41/+423. */
function countryHints(pages: FactPage[], addresses: MergedFact<AddressValue>[], siteUrl: string, places?: PlaceCountries): CountryHint[] {
  const hints: CountryHint[] = [];
  const main = addresses[0];
  if (main?.value.postalCode) {
    const prefix = /^(D|A|CH|FL)-/.exec(main.value.text?.split(", ").pop() ?? "")?.[1];
    const countries = countriesOfAddress(main.value.postalCode, main.value.addressLocality, prefix, places);
    if (countries.length) hints.push({ countries, evidence: main.evidence[0]! });
    const named = main.value.addressCountry ? countryOfName(main.value.addressCountry) : undefined;
    if (named) hints.push({ countries: [named], evidence: main.evidence.find((e) => e.element === "json-ld") ?? main.evidence[0]! });
  }
  const host = new URL(siteUrl).hostname;
  const byHost = countryOfHost(host);
  if (byHost) hints.push({ countries: [byHost], evidence: { url: siteUrl, page: "home", element: "domain", text: host } });
  const international = new Set<DachCountry>();
  for (const page of pages) {
    for (const href of page.facts.telLinks) {
      const country = /^\s*(?:\+|00)/.test(href) ? phoneOfTelLink(href, "DE") : undefined;
      const c = country ? countryOfE164(country.e164) : undefined;
      if (c && !international.has(c)) {
        international.add(c);
        hints.push({ countries: [c], evidence: at(page, "tel-link", href) });
      }
    }
  }
  return hints;
}

const FAX_LABEL = /^\W*(?:tele)?fax\W*$/i;

/** A number written with its country code ("+43 …", "0043 …"), whatever plan the site's country gives. */
const INTERNATIONAL = /^\s*(?:tel:)?\s*(?:\+|00)/i;

/**
 * The phone numbers of the pages, read in `country`'s numbering plan where written without
 * a country code; `international` holds the numbers (E.164) written with one somewhere.
 */
function phoneReadings(pages: FactPage[], country: CountryCode): { readings: FactReading<PhoneValue>[]; international: Set<string> } {
  const out: FactReading<PhoneValue>[] = [];
  const international = new Set<string>();
  const add = (phone: ReadPhone, evidence: FactEvidence) => {
    if (INTERNATIONAL.test(phone.text)) international.add(phone.e164);
    out.push({ value: { e164: phone.e164, type: phone.type }, key: phone.e164, evidence });
  };
  for (const page of pages) {
    const business = businessOf(page);
    for (const text of business ? strings(business.telephone) : []) {
      const phone = phoneOfTelLink(text, country);
      if (phone) add(phone, at(page, "json-ld", text));
    }
    for (const href of page.facts.telLinks) {
      const phone = phoneOfTelLink(href, country);
      if (phone) add(phone, at(page, "tel-link", `tel:${href}`));
    }
    const roles = roleLines(page.facts.blocks);
    page.facts.blocks.forEach((block, i) => {
      if (roles[i]) return;
      // "Fax" on a line of its own above the number (<strong>Fax</strong><br>05444 / 5870).
      const faxLabel = i > 0 && FAX_LABEL.test(page.facts.blocks[i - 1]!.text);
      phonesInText(block.text, country).forEach((phone, j) => {
        if (!(faxLabel && j === 0 && block.text.trim().startsWith(phone.text))) add(phone, at(page, block.region, block.text));
      });
    });
  }
  return { readings: out, international };
}

function emailReadings(pages: FactPage[]): FactReading<string>[] {
  const out: FactReading<string>[] = [];
  for (const page of pages) {
    const business = businessOf(page);
    for (const text of business ? strings(business.email) : []) {
      const email = emailOfMailto(text.replace(/^mailto:/i, ""));
      if (email) out.push({ value: email, key: email, evidence: at(page, "json-ld", text) });
    }
    for (const href of page.facts.mailtoLinks) {
      const email = emailOfMailto(href);
      if (email) out.push({ value: email, key: email, evidence: at(page, "mailto-link", `mailto:${href}`) });
    }
    const roles = roleLines(page.facts.blocks);
    page.facts.blocks.forEach((block, i) => {
      if (!roles[i]) for (const email of emailsInText(block.text)) out.push({ value: email, key: email, evidence: at(page, block.region, block.text) });
    });
  }
  return out;
}

function hoursReadings(pages: FactPage[]): FactReading<HoursValue>[] {
  const out: FactReading<HoursValue>[] = [];
  for (const page of pages) {
    const business = businessOf(page);
    const marked = business ? jsonLdHours(business) : undefined;
    if (marked) {
      const value = readHours(marked);
      out.push({ value, key: hoursKey(value), evidence: at(page, "json-ld", marked) });
    }
    for (const found of hoursInPage(page.facts.blocks, page.facts.tableGrids)) out.push({ value: found.value, key: hoursKey(found.value), evidence: at(page, found.element, found.quote) });
  }
  return out;
}

const LEGAL_FORM = /\b(?:gmbh|ug|ag|kg|og|ohg|gbr|e\.?\s?k\.?|e\.?\s?u\.?|mbh|co\.?|&)\b/gi;
const nameKey = (name: string) => name.toLowerCase().replace(LEGAL_FORM, "").replace(/[^\p{L}\p{N}]/gu, "");

function nameReadings(pages: FactPage[]): FactReading<string>[] {
  const out: FactReading<string>[] = [];
  const home = pages[0]!;
  const add = (name: string, evidence: FactEvidence) => nameKey(name) && out.push({ value: name.trim(), key: nameKey(name), evidence });
  const marked = strings(businessOf(home)?.name)[0];
  if (marked) add(marked, at(home, "json-ld", marked));
  const siteName = home.facts.openGraph["og:site_name"];
  if (siteName) add(siteName, at(home, "og:site_name", siteName));
  const titleName = home.facts.title?.split(/\s[-–—|·:]\s/u)[0]?.trim();
  if (titleName) add(titleName, at(home, "title", home.facts.title!));
  // A name is confirmed where a page shows it in its text (header, footer, imprint).
  for (const name of [...new Set(out.map((r) => r.value))]) {
    for (const page of pages) {
      const block = page.facts.blocks.find((b) => b.text.length <= 300 && nameKey(b.text).includes(nameKey(name)));
      if (block) add(name, at(page, block.region, block.text));
    }
  }
  return out;
}

/** Later readings fill what the first left out (a JSON-LD address without locality). */
function completeAddress(kept: AddressValue, other: AddressValue): AddressValue {
  return { ...other, ...kept, ...(kept.streetAddress && other.streetAddress && other.streetAddress.length > kept.streetAddress.length ? { streetAddress: other.streetAddress } : {}) };
}

/**
 * The facts of a business from its pages.
 * @param pages the home page first, then contact, imprint, about pages as fetched
 * @param siteUrl the checked URL (its domain is a hint at the country)
 * @param places the DACH gazetteer (lib/visibility/gazetteer.ts), to tell an Austrian
 *   from a Swiss address by its locality; without it a 4-digit postal code allows both
 */
export function readFacts(pages: FactPage[], siteUrl: string, places?: PlaceCountries): ReadFacts {
  const address = mergeReadings(addressReadings(pages), completeAddress);
  const decided = decideCountry(countryHints(pages, address, siteUrl, places));
  const country: MergedFact<DachCountry>[] = decided ? [{ value: decided.country, certainty: decided.confirmed ? "confirmed" : "uncertain", evidence: decided.evidence }] : [];
  // Only a confirmed country completes an address: an uncertain one stays a fact of its own, to be checked.
  for (const a of address) {
    if (decided?.confirmed && a.value.postalCode && countriesOfPostalCode(a.value.postalCode).includes(decided.country)) a.value = { ...a.value, addressCountry: a.value.addressCountry ?? decided.country };
  }
  const phones = phoneReadings(pages, decided?.country ?? "DE");
  // A number written without country code is read in the numbering plan of the site's country. That
  // plan is known when the country is confirmed, or when a postal code of the site allows that country
  // alone (5 digits: Germany); otherwise the country code in its E.164 form is a guess: uncertain.
  const planKnown = !!decided && (decided.confirmed || address.some((a) => countriesOfPostalCode(a.value.postalCode ?? "").join() === decided.country));
  const telephone = mergeReadings(phones.readings).map((t) => (planKnown || phones.international.has(t.value.e164) ? t : { ...t, certainty: "uncertain" as const }));
  // The landline first: the number a business is called on; mobiles after it (the sort is stable).
  telephone.sort((a, b) => Number(a.value.type === "mobile") - Number(b.value.type === "mobile"));
  const openingHours = mergeReadings(hoursReadings(pages), (kept, other) => ({ ...kept, unparsed: [...new Set([...kept.unparsed, ...other.unparsed])] }));
  return { name: mergeReadings(nameReadings(pages)), address, country, telephone, email: mergeReadings(emailReadings(pages)), openingHours };
}
