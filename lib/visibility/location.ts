import "server-only";
import { loadDachGazetteer, type DachGazetteer, type GazetteerRow } from "./gazetteer";
import { placeKey } from "./names";
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
 * (GeoNames cities500, loaded once by lib/visibility/gazetteer.ts): "Graz" → Graz,
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

function fromRow(gazetteer: DachGazetteer, [ascii, region, latitude, longitude]: GazetteerRow, typed: string | undefined): SearchLocation {
  const country = region.slice(0, 2) as DachCountry;
  const names = gazetteer.region(region);
  return {
    city: typed ?? ascii,
    region: names?.de,
    regionEn: names?.en,
    country,
    timezone: COUNTRY[country].timezone,
    latitude,
    longitude,
    serpLocation: [ascii, names?.en, COUNTRY[country].en].filter(Boolean).join(","),
  };
}

function countryOnly(country: DachCountry): SearchLocation {
  return { country, timezone: COUNTRY[country].timezone, serpLocation: COUNTRY[country].en };
}

/**
 * The business's own town (own-town.ts) from the locality of the postal address its website states: that name, placed
 * where the gazetteer's place of that name lies ("Augsburg-Hochzoll" where Augsburg lies), or null when the gazetteer does not know it, or knows it only in
 * another country than the address's (a name shared across borders, e.g. "Egg", is then not guessed).
 * @param locality the address's town as the site writes it; country the site's ISO 3166-1 alpha-2 country, when known
 */
export async function ownTownOf(locality: string | null | undefined, country: DachCountry | null): Promise<OwnTown | null> {
  const key = placeKey(locality ?? "");
  if (!key) return null;
  const gazetteer = await loadDachGazetteer();
  const words = key.split(" ");
  for (let n = words.length; n >= 1; n--) {
    const row = gazetteer.place(words.slice(0, n).join(" "));
    if (!row) continue;
    if (country && row[1].slice(0, 2) !== country) return null;
    // The name as the site writes it ("München", not GeoNames' ASCII "Munich"): the owner reads it, and answers write it so.
    return { name: locality!.trim(), latitude: row[2], longitude: row[3] };
  }
  return null;
}
