import type { PageFacts, SchemaEntity } from "./page-facts";
import { isLocalBusinessType, isOrganizationType } from "./schema-types";
import { phoneDigits } from "./checks/shared";

/**
 * The business details a site states — name, address, phone, e-mail, opening hours,
 * URL, logo, sameAs — each value with where it was read: the JSON-LD of the home
 * page, the home page's visible text, or the imprint/contact page it links to.
 * Field names are schema.org's (LocalBusiness), so the generators can take them over.
 */

export type FactSource = "json-ld" | "home-page" | "imprint-page" | "contact-page";

export interface SourcedFact<T> {
  value: T;
  source: FactSource;
  /** The page the value was read on. */
  url: string;
}

/** schema.org PostalAddress fields; `text` is the address as it stands on a page. */
export interface AddressFact {
  streetAddress?: string;
  postalCode?: string;
  addressLocality?: string;
  addressCountry?: string;
  text?: string;
}

export interface BusinessFacts {
  name: SourcedFact<string>[];
  address: SourcedFact<AddressFact>[];
  telephone: SourcedFact<string>[];
  email: SourcedFact<string>[];
  openingHours: SourcedFact<string>[];
  url: SourcedFact<string>[];
  logo: SourcedFact<string>[];
  sameAs: SourcedFact<string>[];
}

/** An address found in text: street with house number, postal code, town. */
export interface TextAddress {
  street?: string;
  postal?: string;
  town?: string;
}

const STREET_SUFFIX = ["straße", "strasse", "str\\.", "weg", "gasse", "platz", "allee", "ring", "damm", "ufer", "chaussee", "steig", "pfad", "markt", "graben", "kai", "promenade", "zeile", "hof", "berg"]
  // "Rotebühlstraße" and "Konrad-Adenauer-Straße": lower case in a compound, capitalised after a hyphen
  .map((suffix) => `[${suffix[0]}${suffix[0]!.toUpperCase()}]${suffix.slice(1)}`)
  .join("|");
/** "Rotebühlstraße 100", "Sendlinger Straße 20", "Am Markt 3"; letters checked with \p{L}, as \b is ASCII-only. */
const STREET = new RegExp(
  `(?<![\\p{L}-])(?:[A-ZÄÖÜ][\\p{L}-]*(?:${STREET_SUFFIX})|[A-ZÄÖÜ][\\p{L}-]+ (?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee|Markt|Graben)|(?:Am|An der|An den|Auf dem|Auf der|Im|In der|Zum|Zur|Hinter der|Unter den) [A-ZÄÖÜ][\\p{L}-]+) \\d{1,4} ?[a-zA-Z]?(?![\\p{L}\\d])`,
  "u",
);
const TOWN = "([A-ZÄÖÜ][\\p{L}-]+(?: (?:am|an der|im|in der|ob der) [A-ZÄÖÜ][\\p{L}-]+)?)";
const POSTAL_TOWN = new RegExp(`(?<!\\d)(?:D-)?(\\d{5}) ${TOWN}`, "u");
const POSTAL_TOWN_ALONE = new RegExp(`(?:, ?|(?<![\\p{L}])D-|(?<![\\p{L}])in )(\\d{5}) ${TOWN}`, "u");
const POSTAL_TOWN_AT_CH = new RegExp(`(?<!\\d)(?:A-|CH-)?(\\d{4}) ${TOWN}`, "u");
/**
 * German, Austrian and Swiss phone numbers: "+49 30 1234567", "030 1234567",
 * "(030) 123 45 67", "0711/1234567", "030 / 123 45 67". Not inside longer digit runs
 * (IBANs, order numbers), and a trailing "," or "." is punctuation, not part of it.
 */
const PHONE = /(?:\+|00)(?:49|43|41)[\s\d/().–-]{6,20}\d|(?<!\d)(?<!\d[.,])\(?0[1-9]\d{1,4}\)?(?:\s?[/–-]\s?|\s)?\d[\d\s–-]{3,12}\d(?!\d)(?![.,]\d)/u;
/** Numbers that are not the phone: fax lines and bank details. */
const NOT_A_PHONE_BEFORE = /(fax|telefax|iban|bic|konto|ust|steuer)[\s.:-]*(nr\.?|nummer)?[\s.:-]*$|[A-Z]{2}\d{2}[\d\s]*$/i;
export const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/u;
export const HOURS_WORD = /öffnungszeiten|sprechzeiten|geschäftszeiten|servicezeiten|opening hours/i;
export const HOURS_PATTERN =
  /\b(?:Mo|Di|Mi|Do|Fr|Sa|So|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\b\.?[^.\n]{0,30}?\d{1,2}[:.]\d{2}\s*(?:-|–|bis)\s*\d{1,2}[:.]\d{2}/u;

/**
 * A postal address in the text: a street with house number followed within 60
 * characters by postal code and town; else a postal code and town on their own, but
 * only after a comma, "D-" or "in" (so "Modell 10000 Dreisitzer" is not an address).
 */
export function findAddress(text: string): TextAddress {
  const streetRe = new RegExp(STREET.source, "gu");
  for (const street of text.matchAll(streetRe)) {
    const after = text.slice(street.index + street[0].length, street.index + street[0].length + 60);
    const postal = POSTAL_TOWN.exec(after) ?? POSTAL_TOWN_AT_CH.exec(after);
    if (postal) return { street: street[0].trim(), postal: postal[1], town: postal[2] };
  }
  const alone = POSTAL_TOWN_ALONE.exec(text);
  if (alone) return { postal: alone[1], town: alone[2] };
  return {};
}

/** Phone numbers in a text (fax and bank numbers left out), as written. */
export function findPhones(text: string): string[] {
  const out: string[] = [];
  const re = new RegExp(PHONE.source, "gu");
  for (const match of text.matchAll(re)) {
    if (NOT_A_PHONE_BEFORE.test(text.slice(Math.max(0, match.index - 20), match.index))) continue;
    const digits = phoneDigits(match[0]);
    if (digits.length >= 8 && digits.length <= 15) out.push(match[0].trim());
  }
  return out;
}


/** Imprint links by text or address: "Impressum", "Imprint", "Legal notice". */
export const IMPRINT_LINK = /impressum|imprint|legal[\s-]?notice/i;
const CONTACT_LINK = /kontakt|contact/i;

/**
 * The page the home page links to for its legal and contact details: the first
 * internal link to an imprint, else to a contact page; not the page itself.
 */
export function secondPageLink(facts: PageFacts): { url: string; kind: "imprint" | "contact"; text: string } | null {
  const self = facts.url.href.replace(/#.*$/, "");
  const candidates = facts.links.filter((l) => l.internal && l.absolute && l.absolute !== self);
  for (const [kind, pattern] of [["imprint", IMPRINT_LINK], ["contact", CONTACT_LINK]] as const) {
    const link = candidates.find((l) => pattern.test(l.text) || pattern.test(new URL(l.absolute!).pathname));
    if (link) return { url: link.absolute!, kind, text: link.text };
  }
  return null;
}

/** E-mail addresses in a text, also the common "name(at)domain.de" spelling, lower-cased and distinct. */
export function findEmails(text: string): string[] {
  if (!/@|\(at\)|\[at\]/i.test(text)) return [];
  const unobfuscated = text.replace(/\s*(?:\(at\)|\[at\])\s*/gi, "@").replace(/\s*(?:\(dot\)|\[dot\])\s*/gi, ".");
  const found = [...unobfuscated.matchAll(new RegExp(EMAIL.source, "gu"))].map((m) => m[0].replace(/\.$/, "").toLowerCase());
  return [...new Set(found)];
}

/** Profiles on the platforms businesses link as sameAs. */
const PROFILE_HOSTS = /^(?:[\w-]+\.)?(?:facebook\.com|instagram\.com|linkedin\.com|xing\.com|youtube\.com|tiktok\.com|x\.com|twitter\.com|pinterest\.[a-z.]+|threads\.net|mastodon\.social|bsky\.app)$/i;

/** The first LocalBusiness, else the first Organization: the business the page describes. */
export function primaryBusiness(entities: SchemaEntity[]): SchemaEntity | undefined {
  return entities.find((e) => isLocalBusinessType(e.types)) ?? entities.find((e) => isOrganizationType(e.types));
}

function strings(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.flatMap((v) => {
    if (typeof v === "string") return v.trim() ? [v.trim()] : [];
    // ImageObject / URL objects
    if (v && typeof v === "object" && typeof (v as Record<string, unknown>).url === "string") return [String((v as Record<string, unknown>).url).trim()];
    return [];
  });
}

function addressOf(value: unknown): AddressFact | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string" && first.trim()) return { text: first.trim() };
  if (!first || typeof first !== "object") return undefined;
  const record = first as Record<string, unknown>;
  const field = (key: string) => strings(record[key])[0];
  const country = record.addressCountry;
  const address: AddressFact = {
    streetAddress: field("streetAddress"),
    postalCode: field("postalCode"),
    addressLocality: field("addressLocality"),
    addressCountry: typeof country === "object" && country ? strings((country as Record<string, unknown>).name)[0] : field("addressCountry"),
  };
  const defined = Object.fromEntries(Object.entries(address).filter(([, v]) => v !== undefined)) as AddressFact;
  return Object.keys(defined).length ? defined : undefined;
}

const DAY_ABBREVIATIONS: Record<string, string> = { Monday: "Mo", Tuesday: "Tu", Wednesday: "We", Thursday: "Th", Friday: "Fr", Saturday: "Sa", Sunday: "Su" };

/** openingHoursSpecification items as schema.org openingHours text ("Mo,Tu 08:00-18:00"). */
function openingHoursOf(props: Record<string, unknown>): string[] {
  const texts = strings(props.openingHours);
  const specs = Array.isArray(props.openingHoursSpecification) ? props.openingHoursSpecification : props.openingHoursSpecification ? [props.openingHoursSpecification] : [];
  for (const spec of specs) {
    if (!spec || typeof spec !== "object") continue;
    const s = spec as Record<string, unknown>;
    const days = strings(s.dayOfWeek).map((d) => {
      const name = d.replace(/^https?:\/\/schema\.org\//i, "");
      return DAY_ABBREVIATIONS[name] ?? name;
    });
    const opens = strings(s.opens)[0];
    const closes = strings(s.closes)[0];
    if (days.length && opens && closes) texts.push(`${days.join(",")} ${opens.slice(0, 5)}-${closes.slice(0, 5)}`);
  }
  return texts;
}

/** The visible details of one page. */
function textFacts(facts: PageFacts, source: FactSource, out: BusinessFacts): void {
  const url = facts.url.href;
  const address = findAddress(facts.bodyText);
  if (address.postal) {
    out.address.push({
      value: {
        ...(address.street ? { streetAddress: address.street } : {}),
        postalCode: address.postal,
        ...(address.town ? { addressLocality: address.town } : {}),
        text: [address.street, `${address.postal} ${address.town ?? ""}`.trim()].filter(Boolean).join(", "),
      },
      source,
      url,
    });
  }
  const seenPhones = new Set<string>();
  for (const phone of [...findPhones(facts.bodyText), ...facts.telLinks]) {
    const digits = phoneDigits(phone);
    if (digits.length < 6 || seenPhones.has(digits)) continue;
    seenPhones.add(digits);
    out.telephone.push({ value: phone.trim(), source, url });
  }
  const emails = new Set([...facts.mailtoLinks.map((m) => decodeURIComponentSafe(m).trim().toLowerCase()).filter((m) => EMAIL.test(m)), ...findEmails(facts.bodyText)]);
  for (const email of emails) out.email.push({ value: email, source, url });
  const hours = HOURS_PATTERN.exec(facts.bodyText);
  if (hours) out.openingHours.push({ value: hours[0], source, url });
}

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/**
 * Collects the business details of the home page (JSON-LD and visible text) and of
 * the imprint or contact page, in that order of sources.
 * @param home facts of the checked page
 * @param second facts of the imprint/contact page, when it was fetched
 */
export function extractBusinessFacts(home: PageFacts, second?: { facts: PageFacts; kind: "imprint" | "contact" }): BusinessFacts {
  const out: BusinessFacts = { name: [], address: [], telephone: [], email: [], openingHours: [], url: [], logo: [], sameAs: [] };
  const homeUrl = home.url.href;
  const business = primaryBusiness(home.entities)?.props;
  if (business) {
    const add = <K extends keyof BusinessFacts>(key: K, values: BusinessFacts[K][number]["value"][]) => {
      for (const value of values) (out[key] as SourcedFact<unknown>[]).push({ value, source: "json-ld", url: homeUrl });
    };
    add("name", strings(business.name).slice(0, 1));
    const address = addressOf(business.address);
    if (address) add("address", [address]);
    add("telephone", strings(business.telephone));
    add("email", strings(business.email).map((e) => e.replace(/^mailto:/i, "").toLowerCase()));
    add("openingHours", openingHoursOf(business));
    add("url", strings(business.url).slice(0, 1));
    add("logo", strings(business.logo).slice(0, 1));
    add("sameAs", strings(business.sameAs));
  }
  const siteName = home.openGraph["og:site_name"];
  if (siteName) out.name.push({ value: siteName, source: "home-page", url: homeUrl });
  textFacts(home, "home-page", out);
  out.url.push({ value: home.canonical && /^https?:\/\//.test(home.canonical) ? home.canonical : homeUrl, source: "home-page", url: homeUrl });
  const profiles = new Set<string>();
  for (const link of home.links) {
    if (!link.absolute) continue;
    const host = new URL(link.absolute).hostname;
    if (PROFILE_HOSTS.test(host) && new URL(link.absolute).pathname.length > 1) profiles.add(link.absolute);
  }
  for (const profile of profiles) out.sameAs.push({ value: profile, source: "home-page", url: homeUrl });
  if (second) textFacts(second.facts, second.kind === "imprint" ? "imprint-page" : "contact-page", out);
  return out;
}
