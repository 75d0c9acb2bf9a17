import { placeKey } from "./names";

/**
 * The one loader of the DACH gazetteer lib/visibility/data/dach-locations.json (GeoNames
 * cities500, CC BY 4.0; built by scripts/build-locations.ts): where places lie, for the
 * live test's and the monitor's location (lib/visibility/location.ts) and the country of
 * an address the checker reads (lib/readiness/facts/country.ts). Loaded on first use
 * (about 1 MB of JSON), once per process or worker thread, and shared by both.
 */

/** A country of the gazetteer as ISO 3166-1 alpha-2. */
type GazetteerCountry = "DE" | "AT" | "CH";

/** [ASCII name, "CC.admin1" (or "CC"), latitude, longitude, population]. */
export type GazetteerRow = [ascii: string, region: string, latitude: number, longitude: number, population: number];

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
}

interface GazetteerJson {
  rows: unknown[];
  index: Record<string, number>;
  regions: Record<string, { de: string; en: string }>;
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
  return {
    place,
    region: (code) => data.regions[code],
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
 * of the phrase's {@link placeKey} key.
 * @param gazetteer the loaded gazetteer
 * @returns a function from a place as written ("Hamburg-Altona" is not a key; "Hamburg" is) to WGS 84 degrees, or undefined
 */
export function placeLocator(gazetteer: DachGazetteer): (phrase: string) => { latitude: number; longitude: number } | undefined {
  return (phrase) => {
    const row = gazetteer.place(placeKey(phrase));
    return row ? { latitude: row[2], longitude: row[3] } : undefined;
  };
}
