import { type Candidate, stripMarkdown } from "./candidate";
import { nameTokens } from "./names";
import { isPlaceName } from "./places";

/**
 * The town of the visitor's business as its own website's postal address gives it (the site facts the live test and
 * the monitor read for the fact comparison), with its GeoNames coordinates. Never the place the visitor asked about:
 * people ask about the next city, and a business is often named with its neighbouring town.
 */
export interface OwnTown {
  /** The address's locality as the gazetteer resolved it ("Augsburg"). */
  name: string;
  /** WGS 84 degrees. */
  latitude: number;
  longitude: number;
}

/** Where a place lies (WGS 84 degrees), or undefined for a phrase the gazetteer does not know as a town. */
export type LocatePlace = (phrase: string) => { latitude: number; longitude: number } | undefined;

/**
 * A stated place this far or farther from the business's own town is another town, not the business's own seen from
 * a neighbouring one or a district of it (km, great-circle). Generous on purpose: reading a namesake as the visitor
 * keeps today's reading, reading the visitor as a namesake would tell an owner they are not named when they are.
 */
export const OWN_TOWN_NEAR_KM = 30;

/** Where the candidate's own text places it: "in Hamburg", "aus Hamburg", "Standort Lend", "Adresse: Herisau, …". */
const STATED_PLACE_RE = /\b(?:[Ii]n|[Aa]us|Standort|Filiale|Zweigstelle|Niederlassung|Adresse:|Ort:)\s+(\p{Lu}[\p{L}-]+)/gu;

/**
 * Round 40: "**Bäckerei Hofmann** in Hamburg-Altona" for the visitor "Bäckerei Hofmann", whose website's address is in
 * Augsburg: a candidate whose own text places it only in towns {@link OWN_TOWN_NEAR_KM} or farther from the business's
 * own town, and never names that town, is a namesake there. A town in the candidate's own name after its first word
 * ("Hofmann Hamburg") places it too; a bracketed place after its name ("Hofmann (Altona)") as well.
 * @param town the business's own town; locate the gazetteer's coordinates of a place; businessName the visitor's name as
 *   typed (its own words are never read as places: "Bäckerei Essen" is a surname's); places the place asked about
 * @returns a test on a candidate; false whenever no stated place is far, one is near, or the own town is named
 */
export function placedAwayFromOwnTown(town: OwnTown, locate: LocatePlace, businessName: string, places: readonly string[]): (c: Candidate) => boolean {
  const townWords = ` ${nameTokens(town.name).join(" ")} `;
  const visitorWords = new Set(nameTokens(businessName));
  const far = (phrase: string) => {
    if (!isPlaceName(phrase, places)) return false;
    const at = locate(phrase);
    return at !== undefined && distanceKm(town, at) >= OWN_TOWN_NEAR_KM;
  };
  return (c) => {
    const own = stripMarkdown(`${c.body}\n${c.context}`).slice(0, 400);
    if (` ${nameTokens(own).join(" ")} `.includes(townWords) || ` ${nameTokens(c.name).join(" ")} `.includes(townWords)) return false;
    const stated = statedPlaces(c.name, own).filter((p) => !nameTokens(p).every((w) => visitorWords.has(w)));
    return stated.length > 0 && stated.some(far) && !stated.some((p) => isPlaceName(p, places) && !far(p) && locate(p) !== undefined);
  };
}

/** The places a candidate's name and own text give for it: capitalised words of its name after the first, a bracket after it, "in …". */
function statedPlaces(name: string, own: string): string[] {
  const nameWords = name.split(/\s+/).slice(1).filter((w) => /^\p{Lu}/u.test(w));
  const at = own.indexOf(name);
  const bracketed = at < 0 ? undefined : /^\s*\((\p{Lu}[\p{L}-]+)[,)]/u.exec(own.slice(at + name.length))?.[1];
  const inText = [...own.matchAll(STATED_PLACE_RE)].map((m) => m[1]!);
  return [...nameWords, ...(bracketed ? [bracketed] : []), ...inText].flatMap((w) => [w, ...(w.includes("-") ? [w.split("-")[0]!] : [])]);
}

/** Great-circle distance in km between two WGS 84 points (haversine, mean Earth radius 6,371 km). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
