import "server-only";
import { loadDachGazetteer, type DachGazetteer, type GazetteerRow } from "./gazetteer";
import { placeKey } from "./names";
import type { SiteFacts } from "./facts/site-facts";
import type { OwnTown } from "./own-town";

/** A DACH country as ISO 3166-1 alpha-2. */
type DachCountry = "DE" | "AT" | "CH";

/** Where the visitor asks from, as the engines' location parameters take it. */
export interface SearchLocation {
  /** The city as the visitor wrote it ("Graz", "Zürich"); the gazetteer's name when it only knew the country. */
  city?: string;
  /** State or canton in German ("Steiermark"), and in English for SerpApi ("Styria"). */
  region?: string;
  regionEn?: string;
  country: DachCountry;
  /** IANA time zone of the country (one per DACH country). */
  timezone: string;
  /** WGS 84 degrees of the place (GeoNames), for Google Maps grounding and Perplexity. */
  latitude?: number;
  longitude?: number;
  /** SerpApi's `location`: "Graz,Styria,Austria" (ASCII names, as its Locations API spells them). */
  serpLocation: string;
  /**
   * The place Google is asked from through SerpApi, as the engine's label shows it: the city, or for a village only the
   * postal-code list knows, its canton or state ("Aargau"); absent when only the country is known.
   */
  googlePlace?: string;
}

const COUNTRY: Record<DachCountry, { timezone: string; en: string }> = {
  DE: { timezone: "Europe/Berlin", en: "Germany" },
  AT: { timezone: "Europe/Vienna", en: "Austria" },
  CH: { timezone: "Europe/Zurich", en: "Switzerland" },
};

/** Country names people type as a "Standort". */
const COUNTRY_KEYS: Record<string, DachCountry> = {
  deutschland: "DE", germany: "DE", de: "DE", oesterreich: "AT", austria: "AT", at: "AT", schweiz: "CH", switzerland: "CH", ch: "CH",
};

/**
 * Resolves the live test's "Standort" (or the monitor's city) through the DACH gazetteer
 * (GeoNames cities500 and the Austrian and Swiss postal-code localities, loaded once by
 * lib/visibility/gazetteer.ts): "Graz" → Graz,
 * Steiermark, AT, Europe/Vienna, 47.067/15.45. Tries the whole text, then its leading
 * words ("Zürich Oerlikon" → Zürich, "Berlin-Mitte" → Berlin), then each part before a
 * comma; a bare country name gives the country alone. Where names repeat, the most
 * populous place wins.
 * @param text the location as typed; undefined or blank yields null
 * @returns null when no DACH place or country is recognised (then no engine gets a location)
 */
export async function resolveLocation(text: string | undefined): Promise<SearchLocation | null> {
  const typed = text?.trim();
  if (!typed) return null;
  const gazetteer = await loadDachGazetteer();
  for (const part of [typed, ...typed.split(",").map((p) => p.trim())]) {
    const key = placeKey(part);
    if (!key) continue;
    if (COUNTRY_KEYS[key]) return countryOnly(COUNTRY_KEYS[key]);
    const words = key.split(" ");
    for (let n = words.length; n >= 1; n--) {
      const row = gazetteer.place(words.slice(0, n).join(" "));
      if (row) return fromRow(gazetteer, row, n === words.length ? part : undefined);
    }
  }
  return null;
}

function fromRow(gazetteer: DachGazetteer, [ascii, region, latitude, longitude, , notInCities500]: GazetteerRow, typed: string | undefined): SearchLocation {
  const country = region.slice(0, 2) as DachCountry;
  const names = gazetteer.region(region);
  // SerpApi takes Google's canonical location names (its Locations API) and refuses others; a place only the postal-code
  // list or Destatis' register knows may not be among them, so Google is asked from its canton or state. The AI engines
  // get the place itself.
  const serpPlace = notInCities500 ? undefined : ascii;
  return {
    city: typed ?? ascii,
    region: names?.de,
    regionEn: names?.en,
    country,
    timezone: COUNTRY[country].timezone,
    latitude,
    longitude,
    serpLocation: [serpPlace, names?.en, COUNTRY[country].en].filter(Boolean).join(","),
    googlePlace: notInCities500 ? names?.de : (typed ?? ascii),
  };
}

function countryOnly(country: DachCountry): SearchLocation {
  return { country, timezone: COUNTRY[country].timezone, serpLocation: COUNTRY[country].en };
}

/**
 * The business's own town (own-town.ts) from the postal address its website states: the address's locality, placed
 * where {@link resolveLocation} places it ("Augsburg-Hochzoll" where Augsburg lies), or null when the gazetteer does not
 * place it, or places it only in another country than the address's (a name shared across borders, e.g. "Egg", is then
 * not guessed).
 * @param site the website's facts (SiteFacts): the address's locality as the site writes it, its country when known, and
 *   where the site states the address
 */
export async function ownTownOf(site: Pick<SiteFacts, "locality" | "country" | "address">): Promise<OwnTown | null> {
  const place = site.locality && site.address ? await resolveLocation(site.locality) : null;
  if (!site.locality || !site.address || place?.latitude === undefined || place.longitude === undefined) return null;
  if (site.country && place.country !== site.country) return null;
  // The name as the site writes it ("München", not GeoNames' ASCII "Munich"): the owner reads it, and answers write it so.
  return { name: site.locality.trim(), latitude: place.latitude, longitude: place.longitude, source: site.address.source };
}
