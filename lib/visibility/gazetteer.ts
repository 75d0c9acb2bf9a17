import { placeKey } from "./names";

/**
 * The one loader of the DACH gazetteer lib/visibility/data/dach-locations.json (GeoNames
 * cities500, the Austrian and Swiss localities of GeoNames' postal-code list that cities500
 * lacks, CC BY 4.0; and the German municipalities both lack, from Destatis' Gemeindeverzeichnis,
 * Datenlizenz Deutschland – Namensnennung 2.0; built by scripts/build-locations.ts): where places lie, for the
 * live test's and the monitor's location (lib/visibility/location.ts) and the country of
 * an address the checker reads (lib/readiness/facts/country.ts). Loaded on first use
 * (about 1.8 MB of JSON), once per process or worker thread, and shared by both.
 */

/** A country of the gazetteer as ISO 3166-1 alpha-2. */
type GazetteerCountry = "DE" | "AT" | "CH";

/**
 * [ASCII name, "CC.admin1" (or "CC"), latitude, longitude, population, and `notInCities500` 1 for a place cities500 lacks, so
 * that Google seldom knows it as a location: a locality only the postal-code list names (population 0: "Fislisbach",
 * "Nesslau") or a German municipality only Destatis' register names (with its population: "Marne", "Sylt")].
 */
export type GazetteerRow = [ascii: string, region: string, latitude: number, longitude: number, population: number, notInCities500?: 1];

export interface DachGazetteer {
  /** The most populous place of a {@link placeKey} key, or undefined. */
  place(key: string): GazetteerRow | undefined;
  /** German and English names of a region code ("AT.06" → Steiermark, Styria). */
  region(code: string): { de: string; en: string } | undefined;
  /**
   * Every country with a place of this name, e.g. "Henndorf am Wallersee" → ["AT"],
   * "Egg" → ["AT", "CH"]; [] for a name it does not know.
   * Tries the whole name, then its leading words ("Wien-Neubau" → Wien).
   * @param name a locality as written ("St. Gallen", "Zürich Oerlikon")
   */
  countriesOf(name: string): GazetteerCountry[];
  /**
   * Whether a more populous place lies within `km` (great-circle, km) of `row`: a scan of every place, remembered per row.
   */
  hasLargerNear(row: GazetteerRow, km: number): boolean;
}

interface GazetteerJson {
  rows: unknown[];
  index: Record<string, number>;
  regions: Record<string, { de: string; en: string }>;
  /** Countries ("AT,CH") of a name places in several countries share, or of a name without a row of its own. */
  shared?: Record<string, string>;
}

/** The gazetteer over the JSON's data. */
function gazetteerOf(data: GazetteerJson): DachGazetteer {
  const rows = data.rows as GazetteerRow[];
  const place = (key: string) => {
    const i = data.index[key];
    return i === undefined ? undefined : rows[i];
  };
  const countriesOfKey = (key: string): GazetteerCountry[] => {
    const shared = data.shared?.[key];
    if (shared) return shared.split(",") as GazetteerCountry[];
    const row = place(key);
    return row ? [row[1].slice(0, 2) as GazetteerCountry] : [];
  };
  const largerNear = new Map<GazetteerRow, boolean>();
  return {
    place,
    region: (code) => data.regions[code],
    hasLargerNear(row, km) {
      let known = largerNear.get(row);
      if (known === undefined) {
        known = rows.some((other) => other[4] > row[4] && greatCircleKm(row[2], row[3], other[2], other[3]) < km);
        largerNear.set(row, known);
      }
      return known;
    },
    countriesOf(name) {
      const words = placeKey(name).split(" ").filter(Boolean);
      for (let n = words.length; n >= 1; n--) {
        const found = countriesOfKey(words.slice(0, n).join(" "));
        if (found.length) return found;
      }
      return [];
    },
  };
}

const globalForGazetteer = globalThis as unknown as { dachGazetteer?: Promise<DachGazetteer> };

/**
 * The gazetteer, read on first call (a dynamic import, so that neither the server's
 * routes nor the CPU worker load it before they need it).
 * @returns the same instance on every call of a process or worker thread
 */
export function loadDachGazetteer(): Promise<DachGazetteer> {
  globalForGazetteer.dachGazetteer ??= import("./data/dach-locations.json").then((m) => gazetteerOf((m.default ?? m) as GazetteerJson));
  return globalForGazetteer.dachGazetteer;
}

/**
 * Where a place lies by the gazetteer, for the reading's own-town rule (own-town.ts LocatePlace): the most populous place
 * of the phrase's {@link placeKey} key, and whether it is a quarter of a larger town (GeoNames lists city quarters with
 * their own, often large, population: Hamburg-Marienthal; a more populous place within {@link QUARTER_KM} says so).
 * @param gazetteer the loaded gazetteer
 * @returns a function from a place as written ("Hamburg-Altona" is not a key; "Hamburg" is) to WGS 84 degrees, the
 *   population and `isQuarter` (a scan of every place, made only when asked), or undefined
 */
export function placeLocator(gazetteer: DachGazetteer): (phrase: string) => { latitude: number; longitude: number; population: number; isQuarter: () => boolean } | undefined {
  return (phrase) => {
    const row = gazetteer.place(placeKey(phrase));
    return row ? { latitude: row[2], longitude: row[3], population: row[4], isQuarter: () => gazetteer.hasLargerNear(row, QUARTER_KM) } : undefined;
  };
}

/** A place with a more populous one this near (km) is read as its quarter. */
const QUARTER_KM = 10;

/** Great-circle distance in km between two WGS 84 points (haversine, mean Earth radius 6,371 km). */
export function greatCircleKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const h = Math.sin(((lat2 - lat1) * rad) / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}
