import type { FactSource } from "@/lib/readiness/business-facts";
import { type Candidate, stripMarkdown } from "./candidate";
import { greatCircleKm } from "./gazetteer";
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
  /** Where the website states the address (a page or its JSON-LD), shown with the town. */
  source: FactSource;
}

/**
 * What a result says of the own town its answers were read with (the live test's and a monitor run's note under the
 * businesses named instead): the town, the distance from which a namesake counts as another business, and where the
 * website states the address.
 */
export interface OwnTownNote {
  name: string;
  /** {@link OWN_TOWN_NEAR_KM}, km. */
  nearKm: number;
  source: FactSource;
}

/**
 * The note on the own town answers were read with.
 * @param town the own town passed to the reading as BusinessTarget.ownTown, undefined when they were read without one
 * @returns null without a town
 */
export function ownTownNote(town: OwnTown | undefined): OwnTownNote | null {
  return town ? { name: town.name, nearKm: OWN_TOWN_NEAR_KM, source: town.source } : null;
}

/**
 * Where a place lies (WGS 84 degrees), its population, and whether it is a quarter of a larger town (gazetteer.ts
 * placeLocator; asked last, as it reads the whole gazetteer once per place); undefined for a phrase the gazetteer does not
 * know as a place.
 */
export type LocatePlace = (phrase: string) => { latitude: number; longitude: number; population: number; isQuarter: () => boolean } | undefined;

/**
 * Only a town this populous counts as a far place. The gazetteer (GeoNames cities500) keeps one place per name, the most
 * populous, and lacks most districts: "in Herdern" (a district of Freiburg) would be placed in Herdern TG, 90 km away,
 * "in Stein" (of Krems) in Stein near Nuremberg. Districts and villages share names across the DACH countries; towns
 * this large seldom share theirs with a district, and a quarter of a larger town (Hamburg-Marienthal, whose name a
 * district of Zwickau shares) never counts (training answers read with the asked town as the business's own: README).
 */
const FAR_TOWN_MIN_POPULATION = 50_000;

/**
 * A stated place this far or farther from the business's own town is another town, not the business's own seen from
 * a neighbouring one or a district of it (km, great-circle). Generous on purpose: reading a namesake as the visitor
 * keeps today's reading, reading the visitor as a namesake would tell an owner they are not named when they are.
 */
const OWN_TOWN_NEAR_KM = 30;

/** Characters of a candidate's own text read for where it lies: a long paragraph's later places are about other things. */
export const OWN_TEXT_CHARS = 400;

/**
 * Where a candidate's own text places it: "in Hamburg", "aus Hamburg", "Standort Lend", "Adresse: Herisau, …"; round 73: also
 * the town after a postal code written as an address, after a house number and its comma or with the country's letter
 * ("Dorfstrasse 5, 2813 Ederswiler", "CH-2813 Ederswiler"; four digits in Austria and Switzerland, five in Germany), not
 * after a year ("seit 2015 Kleintierpraxis") (the place in group 1); shared with target-match.ts placedElsewhere (rounds 29–38), which
 * reads the same phrases.
 */
export const STATED_PLACE_RE = /(?:\b(?:[Ii]n|[Aa]us|Standort|Filiale|Zweigstelle|Niederlassung|Adresse:|Ort:)|(?:\b\d{1,4}[a-z]?,\s*|\b(?:CH|D|A)-)\d{4,5})\s+(\p{Lu}[\p{L}-]+)/gu;

/**
 * The place in brackets right after a name in its own text ("Zweirad Köhler (Gohlis, …)", "Hofmann (Altona)"): the
 * first word the brackets give, or undefined; shared with target-match.ts placedElsewhere.
 * @param own the candidate's own text; name its name as written there
 */
export function bracketedPlaceAfter(own: string, name: string): string | undefined {
  const at = own.indexOf(name);
  return at < 0 ? undefined : /^\s*\((\p{Lu}[\p{L}-]+)[,)]/u.exec(own.slice(at + name.length))?.[1];
}

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
  // Each stated place once: unknown (no place of the gazetteer), far, or near (a small town and a quarter count as near).
  const where = (phrase: string): "unknown" | "far" | "near" => {
    const at = isPlaceName(phrase, places) ? locate(phrase) : undefined;
    if (at === undefined) return "unknown";
    return at.population >= FAR_TOWN_MIN_POPULATION && distanceKm(town, at) >= OWN_TOWN_NEAR_KM && !at.isQuarter() ? "far" : "near";
  };
  return (c) => {
    const own = stripMarkdown(`${c.body}\n${c.context}`).slice(0, OWN_TEXT_CHARS);
    if (` ${nameTokens(own).join(" ")} `.includes(townWords) || ` ${nameTokens(c.name).join(" ")} `.includes(townWords)) return false;
    const stated = statedPlaces(c.name, own).filter((p) => !nameTokens(p).every((w) => visitorWords.has(w))).map(where);
    return stated.includes("far") && !stated.includes("near");
  };
}

/** The places a candidate's name and own text give for it: capitalised words of its name after the first, a bracket after it, "in …". */
function statedPlaces(name: string, own: string): string[] {
  const nameWords = name.split(/\s+/).slice(1).filter((w) => /^\p{Lu}/u.test(w));
  const bracketed = bracketedPlaceAfter(own, name);
  const inText = [...own.matchAll(STATED_PLACE_RE)].map((m) => m[1]!);
  return [...nameWords, ...(bracketed ? [bracketed] : []), ...inText].flatMap((w) => [w, ...(w.includes("-") ? [w.split("-")[0]!] : [])]);
}

/** Great-circle distance in km between two WGS 84 points (gazetteer.ts greatCircleKm). */
export function distanceKm(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }): number {
  return greatCircleKm(a.latitude, a.longitude, b.latitude, b.longitude);
}
