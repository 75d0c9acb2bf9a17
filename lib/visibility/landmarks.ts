/**
 * Sights, natural features, wine regions and grape varieties: names an answer gives
 * next to the businesses it recommends ("nach dem Klettern lohnt eine Führung durch
 * das Silberbergwerk Schwaz", "bekannt für Grünen Veltliner"), which are no
 * businesses even when a business carries them in its name. Pure functions, no I/O.
 *
 * The kind words follow the categories OpenStreetMap tags sights and nature with
 * (historic=castle/monastery/mine/ruins/monument, building=church/cathedral/chapel,
 * tourism=museum, natural=peak/valley/gorge/waterfall/glacier/water,
 * boundary=protected_area) in their German names, plus the wine law's word for a
 * wine region ("Weinbaugebiet", Austrian Weingesetz 2009 § 25, German Weingesetz
 * § 3); the grape varieties are the main quality varieties of the three countries'
 * registers (Austrian Weinverordnung on quality wine varieties, the Deutsches
 * Weininstitut's variety list, Swiss Wine's main varieties).
 */
import { foldGerman, isTradeToken, isTradeWord, nameTokens } from "./names";
import { isPlaceAdjectiveWord, isPlaceName } from "./places";

/** Kinds of sight that head a landmark's name ("Schloss Bruck", "Silberbergwerk Schwaz", "Weinbaugebiet Kamptal"). */
const LANDMARK_HEADS = [
  "burg", "burgruine", "ruine", "schloss", "festung", "kloster", "stift", "abtei", "dom", "muenster", "kathedrale",
  "basilika", "kirche", "kapelle", "museum", "bergwerk", "stollen", "denkmal", "nationalpark", "naturpark",
  "naturschutzgebiet", "schlucht", "klamm", "wasserfall", "gletscher", "gebiet", "weinbaugebiet", "weinbauregion",
  "weinregion", "anbaugebiet", "fluss", "pass", "gipfel", "rathaus", "turm", "bruecke",
  // Round 30: a peak in Romansh and Italian ("Piz Mundaun", "Pizzo Lucendro"), as "Gipfel" is.
  "piz", "pizzo",
  // Round 32: a valley in Romansh and Italian ("Val Lumnezia", "Val Müstair"), as "Tal" is.
  "val",
  // Round 57: parks of animals, cemeteries, viaducts, lookouts and visitor centres ("Tierpark Goldau", "Nikolaifriedhof" is
  // one word, "Besucherzentrum Arche Nebra", "Aussichtsplattform Gachenblick"); not "Zoo", a pet shop's word ("Zoo Kaiser").
  "tierpark", "wildpark", "friedhof", "viadukt", "aussichtsplattform", "aussichtspunkt", "besucherzentrum",
  "infozentrum", "informationszentrum", "nationalparkzentrum", "naturparkzentrum",
  // Round 66: a forest, a high trail and a palace's or spa's park ("Grumsiner Forst", "Schächentaler Höhenweg", "Schlosspark
  // Ludwigslust"; OpenStreetMap landuse=forest, route=hiking, leisure=park).
  "forst", "hoehenweg", "schlosspark", "kurpark",
];
/**
 * True for a kind of sight alone, folded ("gipfel", "burg", "museum"; LANDMARK_HEADS), and the mountain and the lake,
 * which head no landmark's name here ("Berg", "See" are surnames' words) but are sights where an article leads them.
 */
export function isSightNoun(token: string): boolean {
  return LANDMARK_HEADS.includes(token) || token === "berg" || token === "see";
}

/**
 * Sights written as one compound ("Stephansdom", "Partnachklamm", "Brennerpass",
 * "Eibsee"), with the least length the whole word needs: "Freedom", "Kompass" are
 * no dome or pass.
 */
const ONE_WORD_TAILS: readonly [string, number][] = [
  ["klamm", 8], ["schlucht", 11], ["wasserfall", 13], ["gletscher", 12], ["bergwerk", 11], ["kirche", 9],
  ["kapelle", 10], ["museum", 9], ["see", 6], ["pass", 9], ["dom", 8], ["turm", 7], ["bruecke", 10],
  // Round 22: a monument's compound, also hyphenated ("Hermannsdenkmal", "Kyffhäuser-Denkmal").
  ["denkmal", 11],
  // Round 65: a viaduct's compound ("Kreisviadukt von Brusio", "Landwasserviadukt"), as "Viadukt" heads one (round 57).
  ["viadukt", 10],
  // Round 66: a cemetery's compound ("Nikolaifriedhof", round 57's head written as one word) and waterfalls in the plural
  // ("Engstligenfälle", "Giessbachfälle"); "Notfälle" (nine letters folded) stays a label word.
  ["friedhof", 11], ["faelle", 12],
  // Round 77: a valley by its compound ("Das **Stubachtal** ist eines der Tauerntäler"), nine letters or more folded; words of
  // Latin "-tal" are no valleys (NOT_A_VALLEY_RE: "Swissdental", "Physiovital", "Jobportal").
  ["tal", 9],
];
/**
 * Round 65: the Alpine panorama trains answers name as a day out ("mit dem Bernina Express"), folded tokens: the Rhaetian
 * Railway's Bernina and Glacier Express, the GoldenPass Express, the SBB's Gotthard Panorama Express, the SOB's
 * Voralpen-Express. Sights to ride, not businesses; other "… Express" names stay (takeaways and couriers use the word).
 */
const NAMED_TRAINS = new Set(["bernina express", "glacier express", "goldenpass express", "gotthard panorama express", "voralpenexpress"]);

/** Buildings among ONE_WORD_TAILS: their compounds an adjective may stand before ("Bayerischen Glasmuseum", "Alte Stadtkirche"). */
const BUILDING_TAILS = ["museum", "kirche", "kapelle", "bergwerk"];
/**
 * Heads that also close a compound's first part ("Silberbergwerk", "Wallfahrtskirche", "Skigebiet"); round 72: a bridge and a
 * trail's loop before their names ("Hängeseilbrücke Geierlay", "Traumschleife Ehrbachklamm", the Hunsrück's premium trails).
 */
const COMPOUND_HEADS = ["bergwerk", "ruine", "schloss", "kloster", "kirche", "kapelle", "museum", "gebiet", "region", "schlucht", "klamm", "wasserfall", "bruecke", "schleife"];
/**
 * Natural features and gates named after a place by its adjective ("Millstätter See",
 * "Kitzbüheler Alpen", "Bamberger Tor"; round 32: the Baltic lagoon lake, "Windebyer Noor"; round 61: the beach, "Ordinger
 * Strand", OpenStreetMap natural=beach; round 62: a river's loop, "Schlögener Schlinge", "Mettlacher Schleife"; round 77: a
 * range of hills or mountains and a lakeland, "Günser Gebirge", "Oststeirer Hügelland", "Mecklenburger Seenplatte"): after
 * any "-er" word, since no one is called "Peter See".
 */
const LAKE_TAILS = new Set(["see", "seen", "alpen", "schlucht", "klamm", "tor", "noor", "strand", "schlinge", "schleife", "gebirge", "bergland", "huegelland", "seenplatte"]);
/**
 * True for a one-word name of an area, folded: a valley, a district, a wood, a moor ("Kiesental", "Klettgau",
 * "Schwarzwald"); round 22: a "Winkel", a remote stretch of land (Duden, Winkel 3: "Seewinkel", "Hülser Winkel"), and a
 * "Bruch", a fen or marsh land (Duden, Bruch: "Oderbruch", "Warthebruch"); round 30: "Thal", the old spelling of "Tal"
 * that names valleys and districts to this day ("im Thal", the Solothurn district; "Rosenthal"), alone too: capitalised
 * after "im", it is no inn; round 52: a "Grund", a valley's floor ("Ebsdorfergrund"). Municipalities take such names, which
 * the gazetteer may lack ("Mettauertal").
 * @param token a folded token (names.ts nameTokens)
 */
export function isAreaName(token: string): boolean {
  return AREA_NAME_RE.test(token);
}

const AREA_NAME_RE = /^(?:[a-z]{3,}(?:tal|thal|gau|wald|moos|ried|land|bruch|winkel|grund)|thal)$/;

/**
 * Round 36: true for a folded word that heads a natural feature's name ("berg" of "Wilseder Berg", "see", "tal", "wald",
 * "kogel", "horn", "gipfel", "hoehe"; OpenStreetMap natural=peak/water/valley/wood), also as a compound's end ("kiental").
 */
export function isNaturalFeatureHead(token: string): boolean {
  return NATURAL_FEATURE_RE.test(token);
}

const NATURAL_FEATURE_RE = /(?:berg|see|tal|wald|kogel|horn|gipfel|hoehe)$/;

/**
 * True when `before` ends with a preposition of direction, with or without an article ("zum", "auf den", "über die",
 * "um den"): what follows is where one goes, as a hill, a lake or a square is (Duden: Präposition, räumlich, Richtung).
 * @param before the text up to a name
 */
export function endsWithDirection(before: string): boolean {
  return DIRECTION_END_RE.test(before);
}

const DIRECTION_END_RE = /(?:^|[^\p{L}])(?:zum|zur|nach|vom|von|auf|über|ueber|um)\s+(?:(?:den|die|das|dem|der)\s+)?$/iu;

/** Features that are also surnames ("Peter Berg", "Anna Wald"): only after a known place's adjective ("Grazer Berg"). */
// Round 51: also a town's "Hausberg" ("der Berner Hausberg", its local mountain), whose "haus" reads as a trade word.
const FEATURE_TAILS = new Set(["berg", "berge", "tal", "wald", "moor", "heide", "hoehe", "hausberg"]);

/**
 * True when a name is a sight, natural feature or wine region, not a business: its
 * first word is a kind of sight (or a compound ending in one) followed only by
 * proper words without a trade word ("Schloss Bruck", "Silberbergwerk Schwaz",
 * "Weinbaugebiet Wagram"), adjectives before such a kind ("Deutsche Museum"), one
 * compound ending in one ("Stephansdom", "Brennerpass"), or a place's adjective with a natural feature
 * ("Millstätter See", "Grazer Berg"). "Schlosshotel Bruck", "Burg-Apotheke", "Café am Dom",
 * "Peter Berg" are not.
 * @param name a name candidate as written
 */
export function isLandmarkName(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (/express$/i.test(name) && NAMED_TRAINS.has(nameTokens(name).join(" "))) return true;
  if (words.length === 1) return isOneWordSight(nameTokens(name)[0] ?? "");
  if (words.length > 4) return false;
  if (isMuseumWrittenApart(words)) return true;
  const tokens = nameTokens(name);
  if (tokens.length < 2) return false;
  // "Deutsche Museum", "Alte Burg": adjectives before a kind of sight.
  const last = tokens[tokens.length - 1]!;
  // Round 11: also before a building's compound ("Bayerischen Glasmuseum"); not a lake's
  // ("Pianoatelier Zürichsee": a business's word in "-er" is no adjective).
  const building = BUILDING_TAILS.some((tail) => last.endsWith(tail)) && isOneWordSight(last);
  if ((LANDMARK_HEADS.includes(last) || building) && words.slice(0, -1).every((w, i) => /^\p{Lu}\p{Ll}+(?:e|en|er|es)$/u.test(w) && !isTradeToken(tokens[i]!))) return true;
  if (words.length === 2 && /er$/.test(tokens[0]!) && /^\p{Lu}/u.test(words[0]!)) {
    if (LAKE_TAILS.has(tokens[1]!) || (FEATURE_TAILS.has(tokens[1]!) && isPlaceAdjectiveWord(words[0]!))) return true;
  }
  const head = tokens[0]!;
  // Round 19: in the genitive too ("des Klosters Disentis", "des Schlosses Eggenberg", "des Doms").
  const isHead = LANDMARK_HEADS.includes(head) || isGenitiveOfHead(head) || COMPOUND_HEADS.some((h) => head.length >= h.length + 3 && head.endsWith(h)) || isMineCompound(head);
  if (!isHead) return false;
  // Round 22: "Turm der Oberkirche", "Ruine des Schlosses Falkenstein": a kind of sight with the genitive of what it
  // belongs to is that sight.
  if (words.length >= 3 && /^(?:der|des)$/.test(words[1]!) && /^\p{Lu}/u.test(words[2]!)) return tokens.slice(2).every((t) => !isTradeWord(t));
  if (!/^\p{Lu}/u.test(words[1]!)) return false;
  // Round 61: a museum named after a house ("Freilichtmuseum Rieck Haus", "Museum Burg Haus"): "Haus" is the building shown.
  const museum = head.endsWith("museum");
  return tokens.slice(1).every((t) => !isTradeWord(t) || (museum && t === "haus"));
}

/**
 * Round 20: "Deutsches Spielzeug Museum", "Optik Industrie Museum": a museum's name written in separate words ends
 * in "Museum", as its compound does ("Spielzeugmuseum"); capitalised words only, three or more, or two whose first
 * is no trade word ("Café Museum" is a café named after one, "Café am Museum" stands by one).
 */
function isMuseumWrittenApart(words: readonly string[]): boolean {
  if (words.length < 2 || !/^Muse(?:um|en)$/.test(words[words.length - 1]!) || !words.every((w) => /^\p{Lu}/u.test(w))) return false;
  const first = foldGerman(words[0]!);
  return words.length >= 3 || !isTradeWord(first);
}

/** A kind of sight in the genitive ("Klosters", "Schlosses", "Stiftes"): the head with "-s" or "-es". */
function isGenitiveOfHead(token: string): boolean {
  if (!token.endsWith("s")) return false;
  return LANDMARK_HEADS.includes(token.slice(0, -1)) || (token.endsWith("es") && LANDMARK_HEADS.includes(token.slice(0, -2)));
}

/**
 * A mine named by what it yields (OpenStreetMap historic=mine, German "Mine"):
 * "Silbermine", "Kupferminen", with at least four letters before "mine" so that
 * "Termine" is none (round 11).
 */
function isMineCompound(token: string): boolean {
  const stem = /^(\p{Ll}+)minen?$/u.exec(token)?.[1];
  return stem !== undefined && stem.length >= 4 && !isTradeWord(token);
}

function isOneWordSight(token: string): boolean {
  if (isTradeWord(token)) return false;
  // "Museum", "Burg" alone (an adjective before it is no part of a name: "im Technischen Museum").
  if (LANDMARK_HEADS.includes(token)) return true;
  return ONE_WORD_TAILS.some(([tail, min]) => token.length >= min && token.endsWith(tail) && token !== tail) && !token.endsWith("reisepass") && !NOT_A_VALLEY_RE.test(token);
}

/** Words ending in a Latin "-tal", not in "Tal" (valley): dental, vital, portal, hospital, capital, digital, total, metal, crystal. */
const NOT_A_VALLEY_RE = /(?:den|vi|por|hospi|capi|kapi|digi|to|me|kris|crys|men|orien|pedes)tal$/;

/**
 * Main quality grape varieties of Austria, Germany and Switzerland, folded; without
 * those that are also common surnames ("Kerner", "Lemberger", "Neuburger", "Müller").
 */
const GRAPE_VARIETIES = new Set([
  "veltliner", "gruenerveltliner", "roterveltliner", "riesling", "welschriesling", "zweigelt", "blaufraenkisch",
  "burgunder", "weissburgunder", "grauburgunder", "spaetburgunder", "fruehburgunder", "chardonnay", "sauvignon",
  "muskateller", "traminer", "gewuerztraminer", "silvaner", "sylvaner", "muellerthurgau", "rivaner", "trollinger",
  "dornfelder", "portugieser", "gutedel", "chasselas", "merlot", "cabernet", "syrah", "zierfandler", "rotgipfler",
  "scheurebe", "cornalin", "savagnin",
  // Round 55: the Swiss Räuschling, Completer and Petite Arvine, and the Pinots by their French names.
  "raeuschling", "completer", "petitearvine", "arvine", "pinot", "pinotnoir", "pinotgris", "pinotblanc",
]);
/** Colour words of variety names ("Grüner Veltliner", "Blauer Portugieser", "Roter Traminer"). */
const COLOUR_RE = /^(?:gruen|rot|blau|weiss|grau|gelb|schwarz|frueh|spaet)(?:e|en|er|es|em)?$/;
/** Round 55: the French colour words after "Pinot" ("Pinot Noir", "Pinot Gris", "Pinot Blanc"), folded. */
const FRENCH_COLOUR_RE = /^(?:noir|gris|blanc|grigio|bianco|nero)$/;

/**
 * True when a name is a grape variety, inflected or not ("Grünen Veltliner",
 * "Blaufränkisch", "Roter Traminer"): what a winery grows, not a winery. "Weingut
 * Riesling-Hof" (a trade word) is a business.
 * @param name a name candidate as written
 */
export function isGrapeVarietyName(name: string): boolean {
  const tokens = nameTokens(name);
  if (tokens.length === 0 || tokens.length > 3) return false;
  const last = tokens[tokens.length - 1]!;
  if (tokens.length === 2 && tokens[0] === "pinot" && FRENCH_COLOUR_RE.test(last)) return true;
  if (!GRAPE_VARIETIES.has(last)) return false;
  return tokens.slice(0, -1).every((t) => COLOUR_RE.test(t) || GRAPE_VARIETIES.has(t));
}

/**
 * Nouns for a part or side of a place or a feature ("das Ufer des Sees", "die Gassen
 * der Altstadt", "das Tal Richtung Zermatt", "die Seiten des Landes Tirol"): the
 * spatial nouns of German grammars (Duden-Grammatik, Lokaladverbiale), folded.
 */
const LOCALITY_NOUNS = new Set([
  "ufer", "gassen", "gasse", "strassen", "rand", "herz", "herzen", "mitte", "zentrum", "naehe", "umgebung", "hang",
  "haenge", "fuss", "ende", "seite", "seiten", "teil", "ecke", "tal", "taeler", "land", "landes", "bundeslandes",
  "kantons", "kanton", "region", "gegend", "altstadt", "innenstadt", "promenade", "gipfel", "hafen", "weg", "wege",
]);
/** Kinds of building an answer names after a person ("Goethes Gartenhaus", "Mozarts Geburtshaus", "Schillers Grab"). */
const MEMORIAL_TAILS = ["wohnhaus", "geburtshaus", "gartenhaus", "sterbehaus", "elternhaus", "grab", "grabmal", "denkmal", "geburtsort"];

/**
 * True when a name is a phrase about a place rather than a business: a spatial noun with
 * a place or sight in the genitive or after "Richtung" ("Ufer des Zugersees", "Gassen der
 * Altstadt", "Landes Tirol", "Tal Richtung Davos"), or a person's house or grave in the
 * Saxon genitive ("Schillers Wohnhaus"). A trade word makes it a business ("Café am Ufer
 * des Sees", "Omas Backhaus").
 * @param name a name candidate as written
 */
export function isLocalityPhrase(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length < 2 || words.length > 5) return false;
  const folded = words.map((w) => foldGerman(w).replace(/[^a-z0-9-]/g, ""));
  if (words.length === 2 && /^\p{Lu}\p{Ll}+s$/u.test(words[0]!) && MEMORIAL_TAILS.includes(folded[1]!)) return true;
  if (folded.some(isTradeWord)) return false;
  const head = folded[0]!;
  if (!LOCALITY_NOUNS.has(head) && !/(?:ufer|seite)$/.test(head)) return false;
  let rest = words.slice(1);
  if (/^(?:der|des|richtung)$/.test(folded[1]!)) rest = words.slice(2);
  else if (!/^(?:land|landes|bundeslandes|kanton|kantons)$/.test(head)) return false;
  if (rest.length === 0) return false;
  const place = rest.join(" ");
  // With or without the genitive "-s"/"-es" of a place or sight ("des Zugersees", "des Bregenzerwaldes").
  return [place, place.replace(/(?<=\p{Ll})s$/u, ""), place.replace(/(?<=\p{Ll})es$/u, "")].some((p) => isPlaceName(p) || isLandmarkName(p));
}
