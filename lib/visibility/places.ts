import gazetteer from "./data/dach-places.json";
import { isTradeToken, placeKey } from "./names";

/**
 * The short forms of the places named with their river, lake or region ("zell" of "zell am see", "st veit" of "st veit an
 * der glan"), read from the gazetteer's keys once, for {@link PLACES} and {@link PLACE_SHORT_FORMS}.
 */
const SHORT_FORMS: readonly string[] = gazetteer.keys.flatMap((k) => {
  const m = /^((?:st )?[a-z]+) (?:an der|am|an|im|in|ob|bei|auf der|ob der) /.exec(k);
  return m ? [m[1]!] : [];
});

/**
 * Places of Germany, Austria and Switzerland: cities, towns, districts, counties,
 * states and landscapes, as {@link placeKey} keys. Built by scripts/build-places.ts
 * from GeoNames (CC BY 4.0) plus a documented supplement; see the JSON's `source`.
 * Round 49: with the gazetteer's keys, a saint's town named with its river, lake or region by the saint's name alone ("in
 * St. Veit" for "St. Veit an der Glan", "St. Johann" for "St. Johann im Pongau"): "St. Veit" is a place whatever else it
 * may be, unlike the bare "Hall" or "Stein" of {@link PLACE_SHORT_FORMS}.
 */
const PLACES: ReadonlySet<string> = new Set([...gazetteer.keys, ...SHORT_FORMS.filter((f) => f.startsWith("st "))]);

/**
 * The first word of places named with their river, lake or region ("Spittal an der
 * Drau", "Zell am See", "Hall in Tirol"): locals and businesses write the first word
 * alone ("Radhaus Spittal"). Only for the visitor's own name, where the word is known
 * to be a place; elsewhere "Hall" or "Stein" may be anything.
 */
const PLACE_SHORT_FORMS: ReadonlySet<string> = new Set(SHORT_FORMS.filter((f) => !f.startsWith("st ") && f.length >= 4));

/**
 * True when a word of a business name is the short form of a place named with its
 * river, lake or region ("spittal" for "Spittal an der Drau", "zell" for "Zell am See").
 * @param token a folded name token ({@link nameTokens})
 */
export function isPlaceShortForm(token: string): boolean {
  return PLACE_SHORT_FORMS.has(token);
}

/** Words that name a part of a place ("Köln-Mitte", "Altstadt", "Innsbruck-Land", "Kreis 4"). */
const AREA_WORDS = new Set([
  "altstadt", "innenstadt", "neustadt", "vorstadt", "oberstadt", "unterstadt", "stadtmitte", "stadtzentrum",
  "zentrum", "mitte", "city", "stadtrand", "ortsrand", "ortskern", "stadtkern", "ortszentrum", "ortsmitte", "nord", "sued", "ost", "west", "nordost", "nordwest", "suedost", "suedwest",
  "noerdlich", "suedlich", "oestlich", "westlich", "suedstadt", "nordstadt", "oststadt", "weststadt",
  "land", "stadt", "umland", "umgebung", "region", "raum", "grossraum", "kreis", "landkreis", "bezirk",
  "stadtbezirk", "stadtteil", "ortsteil", "quartier", "viertel", "kiez", "gemeinde", "kanton", "am", "an",
  "der", "die", "das", "im", "in", "bei", "und", "main", "oder", "donau", "rhein", "isar", "saale", "elbe",
  // Landmarks that locate a place's part ("Bahnhof Luzern", "Flughafen Wien"), never a business on their own.
  "bahnhof", "hauptbahnhof", "hbf", "flughafen",
]);
/** Words that may open a place phrase ("in Sendling", "Raum Stuttgart", "Bezirk Neubau"). */
const LEADING_WORDS = new Set([
  "in", "im", "aus", "bei", "rund", "um", "nahe", "raum", "region", "grossraum", "stadtteil", "bezirk", "kreis", "landkreis", "kanton", "quartier", "viertel", "ortsteil",
  // Round 50: the municipality itself ("Marktgemeinde St. Veit", "Stadtgemeinde Zwettl", "Einwohnergemeinde Oschwand").
  "gemeinde", "marktgemeinde", "stadtgemeinde", "ortsgemeinde", "einwohnergemeinde", "landgemeinde",
]);

/** The 26 Swiss cantons' codes (ISO 3166-2:CH without "CH-"). */
const CANTON_CODES = new Set(["AG", "AI", "AR", "BE", "BL", "BS", "FR", "GE", "GL", "GR", "JU", "LU", "NE", "NW", "OW", "SG", "SH", "SO", "SZ", "TG", "TI", "UR", "VD", "VS", "ZG", "ZH"]);

/**
 * Round 50: "Reinach AG", "Rüti ZH", "Buchs SG": a Swiss place is told from its namesakes by its canton's code (Swiss Post's
 * locality names), so "AG" there is Aargau, no company's legal form.
 * @returns the place without its code, or null when `phrase` does not end in a space and a canton's code
 */
function withCantonCode(phrase: string): string | null {
  const end = phrase.trimEnd();
  if (end.length < 5 || end.charCodeAt(end.length - 3) !== 32 || !CANTON_CODES.has(end.slice(-2))) return null;
  return end.slice(0, -3);
}

/**
 * True when a phrase names a place and nothing else: a place of the gazetteer
 * ("Sendling", "Innsbruck-Land"), the query's own location, or places joined with
 * area words ("Zürich Oerlikon", "Köln Ehrenfeld", "Berlin-Mitte", "Kreis 4",
 * "7. Bezirk"). A phrase with any other word ("Hotel am Rheinufer Köln") is no place.
 * @param phrase a name candidate as written
 * @param extraPlaces further places, e.g. the location the visitor entered
 */
export function isPlaceName(phrase: string, extraPlaces: readonly string[] = NO_PLACES): boolean {
  const canton = withCantonCode(phrase);
  if (canton !== null) return isPlaceName(canton, extraPlaces);
  const key = placeKey(phrase);
  if (!key) return false;
  const extra = placeKeySet(extraPlaces);
  if (PLACES.has(key) || extra.has(key)) return true;
  const words = key.split(" ");
  if (isNamedArea(words)) return true;
  let i = 0;
  // Round 14: a town's title before its name ("Lutherstadt Wittenberg", "Hansestadt Lübeck", "Universitätsstadt
  // Tübingen"): a compound in "-stadt" leading a place is part of the place's official name.
  while (i < words.length - 1 && (LEADING_WORDS.has(words[i]!) || /^[a-z]{3,}stadt$/.test(words[i]!))) i++;
  let sawPlace = false;
  while (i < words.length) {
    // Longest place of up to four words starting here ("bad cannstatt", "st gallen").
    // An adjective needs the noun after it: "Grazer Innenstadt" is a place, "Berger" a surname.
    let matched = i < words.length - 1 && isPlaceAdjective(words[i]!, extra) ? 1 : 0;
    for (let n = Math.min(4, words.length - i); n >= 1 && matched === 0; n--) {
      const part = words.slice(i, i + n).join(" ");
      if (PLACES.has(part) || extra.has(part)) {
        matched = n;
        break;
      }
    }
    if (matched > 0) {
      sawPlace = true;
      i += matched;
    } else if (AREA_WORDS.has(words[i]!) || /^\d{1,5}$/.test(words[i]!)) {
      i++;
    } else {
      return false;
    }
  }
  // "Kreis 4", "7. Bezirk", "Innenstadt" are places without a named place in them.
  return sawPlace || /^(kreis \d{1,2}|\d{1,2} bezirk|innenstadt|altstadt|stadtmitte|stadtzentrum|zentrum|stadtrand|ortsrand|ortskern|stadtkern|ortszentrum|ortsmitte)$/.test(words.join(" "));
}

const NO_PLACES: readonly string[] = Object.freeze([]);

/** The place keys of the query's places, made once per list: an analysis asks about every candidate with the same list. */
const EXTRA_KEYS = new WeakMap<readonly string[], ReadonlySet<string>>();

function placeKeySet(places: readonly string[]): ReadonlySet<string> {
  let keys = EXTRA_KEYS.get(places);
  if (!keys) EXTRA_KEYS.set(places, (keys = new Set(places.map(placeKey).filter(Boolean))));
  return keys;
}

/**
 * Kinds of a town's part or of an administrative area that head its name ("Stadtteil Achental", "Gemeinde Ried", "Kreis
 * Lippe"); round 30: the kinds of resort a town is designated as ("im Kurort Bad Salzhausen", "Luftkurort", "Ferienort";
 * Duden), which head a place's name as "Gemeinde" does.
 */
const AREA_HEADS = new Set([
  "stadtteil", "ortsteil", "stadtbezirk", "bezirk", "landkreis", "kreis", "kanton", "region", "gemeinde", "ortschaft", "dorf", "weiler", "quartier",
  "kurort", "luftkurort", "ferienort", "urlaubsort",
  // Round 56: their plurals and genitives ("mit den Ortsteilen Bschlabs, Boden und Pfafflar", "des Ortsteils Stockach").
  "stadtteile", "stadtteilen", "stadtteils", "ortsteile", "ortsteilen", "ortsteils", "bezirke", "bezirken", "bezirks", "gemeinden",
  "ortschaften", "doerfer", "doerfern", "weilern", "weilers", "quartiere", "quartieren", "kantone", "kantonen", "kantons",
]);

/** True when a word, folded, is a kind of a town's part or of an administrative area ("Ortsteil", "Gemeinde", "Bezirk"). */
export function isAreaHead(folded: string): boolean {
  return AREA_HEADS.has(folded);
}

/**
 * "Stadtteil Kleinhadern", "Ortsteil Oberau": a kind of area and its name is a place even
 * when the gazetteer does not list that part of town. A trade word makes it a business
 * ("Quartier Bäckerei").
 */
function isNamedArea(words: readonly string[]): boolean {
  return words.length >= 2 && words.length <= 3 && AREA_HEADS.has(words[0]!) && words.slice(1).every((w) => !isTradeToken(w) && !/^\d+$/.test(w));
}

/**
 * True when a phrase as a whole is one place of the gazetteer or the query's location
 * ("Olten", "Sendling", "Krems an der Donau"), not places put together with area words.
 * @param phrase a name candidate as written
 * @param extraPlaces further places, e.g. the location the visitor entered
 */
export function isSinglePlace(phrase: string, extraPlaces: readonly string[] = []): boolean {
  const key = placeKey(phrase);
  return key !== "" && (PLACES.has(key) || extraPlaces.some((p) => placeKey(p) === key));
}

/**
 * True for the adjective of a place of the gazetteer ("Tessiner", "Grazer", "Zürcher").
 * @param word one word as written
 */
export function isPlaceAdjectiveWord(word: string): boolean {
  return isPlaceAdjective(placeKey(word), new Set());
}

/** "Grazer", "Kölner", "Zürcher": the adjective of a place, as in "Grazer Innenstadt", "Zürcher Oberland". */
function isPlaceAdjective(word: string, extra: ReadonlySet<string>): boolean {
  if (!word.endsWith("er") || word.length < 6) return false;
  const stem = word.slice(0, -2);
  // "Zürcher" drops the "i" of "Zürich"; "Münchner" the "e" of "München".
  // Round 16: "Basler" and "Kassler" drop the "e" of "Basel" and "Kassel". Round 61: "Tübinger", "Steißlinger" drop the "en" of
  // "Tübingen", "Steißlingen" (the towns in "-ingen" of the south-west).
  const candidates = [stem, stem.replace(/ch$/, "ich"), stem.replace(/n$/, "en"), stem.replace(/([lr])$/, "e$1"), stem.replace(/ing$/, "ingen")];
  return candidates.some((c) => PLACES.has(c) || extra.has(c));
}
