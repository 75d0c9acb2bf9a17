/**
 * What an AI answer states about the visitor's business, compared with the visitor's own
 * website (issue 31): telephone, postal address and opening hours read by rules from the
 * answer's text about the business, each checked against the site's fact (site-facts.ts).
 * A fact the site does not state is "unverifiable", never wrong. Pure functions, no I/O.
 * Phone numbers are compared in E.164 (libphonenumber-js, ITU-T E.164).
 */
import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { foldGerman } from "@/lib/text/fold";
import { type SiteFact, type SiteFacts, textFacts } from "./site-facts";

type FactField = "telephone" | "address" | "openingHours";
type FactVerdict = "match" | "mismatch" | "unverifiable";

/** One fact the answer states about the business, and how it compares with the site. */
export interface FactCheck {
  field: FactField;
  /** As the answer writes it. */
  ai: string;
  /** As the site writes it, with where it was read; null when the site does not state it. */
  site: SiteFact | null;
  verdict: FactVerdict;
}

/** A fact the answer reader read about the visitor's business, as the answer writes it (checked to stand there). */
export interface StatedFact {
  field: FactField;
  value: string;
}

/**
 * The facts an answer states in its text about the business, compared with the site's. What the
 * answer reader read about the business (`stated`, issue 31) decides a field; for a field it stated
 * nothing the rules read the span (phone numbers, postal addresses, opening hours).
 * @param span the answer's text about the business (the item or sentence naming it, with its sub-items)
 * @param site the site's facts (siteFactsOf); null when no website was given or it could not be read
 * @param stated the reader's facts about the business, each already checked to stand in the answer
 * @returns one check per fact the answer states; empty when it states none
 */
export function compareFacts(span: string, site: SiteFacts | null, stated: readonly StatedFact[] = []): FactCheck[] {
  const country = site?.country ?? undefined;
  const checks: FactCheck[] = [];
  const byReader = (field: FactField) => stated.find((f) => f.field === field)?.value;
  const phone = byReader("telephone") ?? textFacts.phones(span)[0];
  if (phone) {
    const siteValue = site?.telephone ?? null;
    checks.push({ field: "telephone", ai: phone, site: siteValue, verdict: siteValue ? verdictOf(samePhone(phone, siteValue.value, country)) : "unverifiable" });
  }
  const readAddress = byReader("address");
  const address = textFacts.address(readAddress ?? span);
  // Answers often give the street alone ("Torstraße 5"): its number is checked against the site's street.
  const street = address.street ?? textFacts.street(readAddress ?? span);
  if (street || readAddress) {
    const ai = street ? [street, [address.postal, address.town].filter(Boolean).join(" ")].filter(Boolean).join(", ") : readAddress!;
    const siteValue = site?.address ?? null;
    checks.push({ field: "address", ai, site: siteValue, verdict: siteValue ? verdictOf(sameAddress(ai, siteValue.value)) : "unverifiable" });
  }
  const hours = byReader("openingHours") ?? HOURS_IN_TEXT.exec(span)?.[0];
  if (hours) {
    const siteValue = site?.openingHours[0] ?? null;
    const verdict = siteValue ? compareHours(parseHours(hours), parseHours(site!.openingHours.map((h) => h.value).join("; "))) : "unverifiable";
    checks.push({ field: "openingHours", ai: hours.trim(), site: siteValue, verdict });
  }
  return checks;
}

function verdictOf(same: boolean): FactVerdict {
  return same ? "match" : "mismatch";
}

/**
 * Whether two phone numbers are the same line: both read as E.164, a number without a country
 * code in the site's country, else in the country of the other number's code, else tried as
 * German, Austrian and Swiss.
 */
export function samePhone(a: string, b: string, country?: "DE" | "AT" | "CH"): boolean {
  // Without the site's country, a number written with its country code tells the other's.
  const international = [a, b].map((n) => parsePhoneNumberFromString(n)?.country).find((c) => c === "DE" || c === "AT" || c === "CH");
  const home = country ?? international;
  const e164 = (n: string) => {
    for (const c of home ? [home] : (["DE", "AT", "CH"] as const)) {
      const parsed = parsePhoneNumberFromString(n, c);
      if (parsed?.isPossible()) return parsed.number;
    }
    return n.replace(/\D/g, "");
  };
  return e164(a) === e164(b);
}

/** A street's spelling evened out: "Hauptstr. 12" = "Hauptstraße 12" = "Haupt-Strasse 12". */
function streetKey(street: string): string {
  return foldGerman(street)
    .replace(/str\.|strasse|straße/g, "strasse")
    .replace(/[\s.,-]/g, "");
}

/**
 * Whether two postal addresses are the same: the street and number, and the postal code when both give one; a street
 * given alone ("Torstraße 5") is compared by street and number.
 */
export function sameAddress(a: string, b: string): boolean {
  const x = textFacts.address(a);
  const y = textFacts.address(b);
  const xStreet = x.street ?? textFacts.street(a);
  const yStreet = y.street ?? textFacts.street(b);
  if (!xStreet || !yStreet) return false;
  if (streetKey(xStreet) !== streetKey(yStreet)) return false;
  return !x.postal || !y.postal || x.postal === y.postal;
}

const DAY = String.raw`(?:Mo|Di|Mi|Do|Fr|Sa|So|Tu|We|Th|Su|Montag|Dienstag|Mittwoch|Donnerstag|Freitag|Samstag|Sonntag)\.?`;
const TIME = String.raw`\d{1,2}(?:[:.]\d{2})?`;
/** "Mo–Fr 8–18 Uhr", "Sa 9:00–13:00", "Sa geschlossen", "Mo, Di 8-12 und 14-18 Uhr": days, then times or "geschlossen". */
const HOURS_IN_TEXT = new RegExp(
  String.raw`${DAY}(?:\s*(?:[-–]|bis|,|und)\s*${DAY})*\s*:?\s*(?:${TIME}\s*(?:[-–]|bis)\s*${TIME}(?:\s*(?:,|und)\s*${TIME}\s*(?:[-–]|bis)\s*${TIME})*\s*(?:Uhr|h)?|geschlossen|Ruhetag)(?:\s*[,;]?\s*${DAY}(?:\s*(?:[-–]|bis|,|und)\s*${DAY})*\s*:?\s*(?:${TIME}\s*(?:[-–]|bis)\s*${TIME}(?:\s*(?:,|und)\s*${TIME}\s*(?:[-–]|bis)\s*${TIME})*\s*(?:Uhr|h)?|geschlossen|Ruhetag))*`,
  "u",
);

const DAY_INDEX: Record<string, number> = { mo: 0, montag: 0, di: 1, tu: 1, dienstag: 1, mi: 2, we: 2, mittwoch: 2, do: 3, th: 3, donnerstag: 3, fr: 4, freitag: 4, sa: 5, samstag: 5, so: 6, su: 6, sonntag: 6 };

/** Minutes since midnight of "8", "8:30", "18.00". */
function minutes(t: string): number {
  const [h, m] = t.split(/[:.]/);
  return Number(h) * 60 + Number(m ?? 0);
}

/**
 * A week of opening hours from text or schema.org openingHours ("Mo–Fr 8–18 Uhr; Sa 9–13 Uhr",
 * "Mo-Fr 08:00-18:00", "Sa geschlossen"): per day (0 = Monday) its intervals in minutes, or
 * "closed"; days the text does not state are absent.
 */
export function parseHours(text: string): Map<number, [number, number][] | "closed"> {
  const week = new Map<number, [number, number][] | "closed">();
  const group = new RegExp(String.raw`(${DAY}(?:\s*(?:[-–]|bis|,|und)\s*${DAY})*)\s*:?\s*((?:${TIME}\s*(?:[-–]|bis)\s*${TIME}(?:\s*(?:,|und)\s*)?)+|geschlossen|Ruhetag)`, "gu");
  for (const m of text.matchAll(group)) {
    const days = daysOf(m[1]!);
    const closed = /geschlossen|ruhetag/i.test(m[2]!);
    const intervals = [...m[2]!.matchAll(new RegExp(String.raw`(${TIME})\s*(?:[-–]|bis)\s*(${TIME})`, "gu"))].map((t) => [minutes(t[1]!), minutes(t[2]!)] as [number, number]);
    for (const d of days) week.set(d, closed ? "closed" : intervals);
  }
  return week;
}

/** The days of "Mo–Fr", "Mo, Mi und Fr", "Sa": ranges expanded, 0 = Monday. */
function daysOf(text: string): number[] {
  const out: number[] = [];
  const parts = text.split(/\s*(?:,|und)\s*/);
  for (const part of parts) {
    const [from, to] = part.split(/\s*(?:[-–]|bis)\s*/).map((d) => DAY_INDEX[foldGerman(d.replace(/\.$/, "")).toLowerCase()]);
    if (from === undefined) continue;
    if (to === undefined) out.push(from);
    else for (let d = from; d <= to; d++) out.push(d);
  }
  return out;
}

/**
 * The answer's hours against the site's: a mismatch when a day the answer states differs from the
 * site's same day; a match when every day the answer states is the site's; else unverifiable.
 */
function compareHours(ai: Map<number, [number, number][] | "closed">, site: Map<number, [number, number][] | "closed">): FactVerdict {
  let checked = 0;
  for (const [day, value] of ai) {
    const s = site.get(day);
    if (s === undefined) continue;
    checked++;
    if (JSON.stringify(s) !== JSON.stringify(value)) return "mismatch";
  }
  return checked > 0 && checked === ai.size ? "match" : "unverifiable";
}
