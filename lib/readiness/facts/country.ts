import type { FactEvidence } from "./types";

/**
 * The country of a business in the DACH region from what the site states: the postal
 * code with its locality (5 digits: Germany; 4 digits: Austria, Switzerland or
 * Liechtenstein, 9485-9498 being Liechtenstein's, and the locality looked up in the DACH
 * gazetteer, GeoNames via lib/visibility/gazetteer.ts, tells Austria from Switzerland
 * when only one of them has a place of that name; a written "A-", "CH-", "D-", "FL-"
 * prefix decides), the domain (.de, .at, .ch, .li), the international prefix of its
 * phone numbers (+49, +43, +41, +423; ITU-T E.164 country codes) and an addressCountry
 * in JSON-LD.
 */

export type DachCountry = "DE" | "AT" | "CH" | "LI";

/** One hint at the country and where it was read; `countries` lists all it allows. */
export interface CountryHint {
  countries: DachCountry[];
  evidence: FactEvidence;
}

const TLD_COUNTRY: Record<string, DachCountry> = { de: "DE", at: "AT", ch: "CH", li: "LI" };
const PREFIX_COUNTRY: Record<string, DachCountry> = { D: "DE", A: "AT", CH: "CH", FL: "LI" };
const CALLING_CODE_COUNTRY: [string, DachCountry][] = [["+423", "LI"], ["+49", "DE"], ["+43", "AT"], ["+41", "CH"]];

/** The country a domain's top-level domain names, e.g. "praxis.at" → "AT". */
export function countryOfHost(host: string): DachCountry | undefined {
  return TLD_COUNTRY[host.split(".").pop()?.toLowerCase() ?? ""];
}

/** Which countries have a place of a name (lib/visibility/gazetteer.ts DachGazetteer). */
export interface PlaceCountries {
  countriesOf(locality: string): readonly string[];
}

/**
 * The countries an address can lie in by its postal code and locality: the postal code's
 * countries ({@link countriesOfPostalCode}), narrowed to those where the gazetteer knows a
 * place of the locality's name ("5302 Henndorf am Wallersee" → AT, "8001 Zürich" → CH).
 * A locality the gazetteer does not know, or knows in both Austria and Switzerland
 * ("Egg", "St. Gallen"), leaves the postal code's countries.
 * @param places the gazetteer; without it the postal code alone
 */
export function countriesOfAddress(postal: string, locality: string | undefined, prefix?: string, places?: PlaceCountries): DachCountry[] {
  const byCode = countriesOfPostalCode(postal, prefix);
  if (byCode.length < 2 || !locality || !places) return byCode;
  const named = new Set(places.countriesOf(locality));
  const narrowed = byCode.filter((c) => named.has(c));
  return narrowed.length ? narrowed : byCode;
}

/** The countries a postal code can belong to; `prefix` is a written "A-", "CH-", "D-", "FL-". */
export function countriesOfPostalCode(postal: string, prefix?: string): DachCountry[] {
  const byPrefix = prefix ? PREFIX_COUNTRY[prefix.toUpperCase()] : undefined;
  if (byPrefix) return [byPrefix];
  if (/^\d{5}$/.test(postal)) return ["DE"];
  if (!/^\d{4}$/.test(postal)) return [];
  const code = Number(postal);
  if (code >= 9485 && code <= 9498) return ["LI"];
  return ["AT", "CH"];
}

/** The country of an E.164 number by its country calling code. */
export function countryOfE164(e164: string): DachCountry | undefined {
  return CALLING_CODE_COUNTRY.find(([code]) => e164.startsWith(code))?.[1];
}

/** An addressCountry value as written in JSON-LD ("DE", "Österreich", "Schweiz", "Liechtenstein"). */
export function countryOfName(value: string): DachCountry | undefined {
  const v = value.trim().toLowerCase();
  if (/^(de|at|ch|li)$/.test(v)) return v.toUpperCase() as DachCountry;
  if (/deutschland|germany/.test(v)) return "DE";
  if (/österreich|oesterreich|austria/.test(v)) return "AT";
  if (/schweiz|switzerland|suisse|svizzera/.test(v)) return "CH";
  if (/liechtenstein/.test(v)) return "LI";
  return undefined;
}

/**
 * Weighs the hints: each votes for the countries it allows (a 4-digit postal code of a
 * locality the gazetteer cannot place for both Austria and Switzerland). The country
 * with most votes wins when no other has as many; it is confirmed only when at least two
 * hints name it alone and no hint excludes it. Anything less (one hint, a hint that
 * allows two countries, hints that disagree) leaves it uncertain: shown with its sources
 * as "bitte prüfen", never pre-filled.
 * @returns null when there is no hint or a tie
 */
export function decideCountry(hints: CountryHint[]): { country: DachCountry; confirmed: boolean; evidence: FactEvidence[] } | null {
  const votes = new Map<DachCountry, number>();
  for (const hint of hints) for (const c of hint.countries) votes.set(c, (votes.get(c) ?? 0) + 1);
  const ranked = [...votes].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || (second && second[1] === best[1])) return null;
  const country = best[0];
  const forIt = hints.filter((h) => h.countries.includes(country));
  const naming = forIt.filter((h) => h.countries.length === 1);
  const against = hints.some((h) => !h.countries.includes(country));
  return { country, confirmed: naming.length >= 2 && !against, evidence: forIt.map((h) => h.evidence) };
}
