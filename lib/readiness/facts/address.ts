import { isPlaceName } from "@/lib/visibility/places";
import type { TextBlock } from "../page-facts";
import { countriesOfPostalCode, type DachCountry } from "./country";

/**
 * Postal addresses in a page's lines of text: a street with house number and, within
 * 60 characters, a postal code and town (DE 5 digits, AT/CH/LI 4 digits, with or without
 * "D-", "A-", "CH-", "FL-"). A street keeps its whole name, titles and initials
 * included ("Dr. Max Gmachl-Weg 11", "J.-S.-Bach-Straße 2"). An address that follows an
 * imprint role ("Verantwortlich für den Inhalt", "V.i.S.d.P.", data-protection officer,
 * host, web designer, supervisory authority) since the last heading is that person's or
 * firm's, not the business's: it is marked `role`.
 */

/** An address found in text: street with house number, postal code, town. */
export interface TextAddress {
  street?: string;
  postal?: string;
  town?: string;
  /** The written country prefix, e.g. "A" of "A-5302". */
  prefix?: string;
}

export interface FoundAddress extends TextAddress {
  postal: string;
  /** The line the street (or postal code) stands on. */
  block: TextBlock;
  /** The address as written. */
  text: string;
  /** An imprint role precedes it: not the business's own address. */
  role: boolean;
  /** The countries the postal code allows. */
  countries: DachCountry[];
  /** The town is a place of the gazetteer (lib/visibility/places.ts). */
  knownPlace: boolean;
}

const SUFFIXES = ["straße", "strasse", "str\\.", "weg", "gasse", "gässli", "platz", "allee", "ring", "damm", "ufer", "chaussee", "steig", "pfad", "markt", "graben", "kai", "quai", "promenade", "zeile", "hof", "berg", "feld", "au", "wall", "stieg", "twiete", "kamp", "anger", "höhe", "park"];
/** A pattern alternation of street suffixes, each with its first letter in either case ("[sS]traße|[wW]eg"). */
function suffixPattern(suffixes: readonly string[]): string {
  return suffixes.map((suffix) => `[${suffix[0]}${suffix[0]!.toUpperCase()}]${suffix.slice(1)}`).join("|");
}
const STREET_SUFFIX = suffixPattern(SUFFIXES);
/** Titles that open a street named after a person: "Dr. Max", "Prof.-Dr.-", "St. ", "Bgm.-". */
const TITLE = "(?:Dr|Prof|St|Sankt|Hl|Bgm|Bürgermeister|Ing|Dipl|Pfarrer|Kardinal|Erzherzog|Kaiser|König|Graf|Fürst)\\.?(?:-| )(?:[A-ZÄÖÜ]\\p{L}*\\.?(?:-| )){0,2}";
const CAPITAL_SUFFIX = SUFFIXES.map((suffix) => `${suffix[0]!.toUpperCase()}${suffix.slice(1)}`).join("|");
/**
 * "Dr. Max Gmachl-Weg 11": after a title the name ends in a hyphenated street, so a
 * name before an ordinary street ("Praxis Dr. Muster Musterstraße 12") is not taken in.
 */
const TITLED_STREET = `${TITLE}[A-ZÄÖÜ][\\p{L}.]*(?:-[A-ZÄÖÜ][\\p{L}.]*)*-(?:${CAPITAL_SUFFIX})`;
const STREET_SOURCE =
  `(?<![\\p{L}.-])(?:${TITLED_STREET}|[A-ZÄÖÜ][\\p{L}.-]*(?:${STREET_SUFFIX})|[A-ZÄÖÜ][\\p{L}-]+ (?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee|Markt|Graben|Gässli)|(?:Am|An der|An den|Auf dem|Auf der|Im|In der|In den|Zum|Zur|Hinter der|Unter den|Bei der|Obere|Untere|Alte|Neue) [A-ZÄÖÜ][\\p{L}-]+)` +
  ` ?\\d{1,4} ?[a-zA-Z]?(?:[/-]\\d{1,3}[a-zA-Z]?)?(?![\\p{L}\\d])`;
const TOWN = "([A-ZÄÖÜ][\\p{L}-]+\\.?(?: (?:am|an der|an den|im|in der|ob der|bei|in|an|auf der) [A-ZÄÖÜ][\\p{L}-]+| [A-ZÄÖÜ][\\p{L}]+(?= ?(?:$|[,|\\n·•])))?)";
const POSTAL_TOWN = new RegExp(`^[\\s,|·•–-]{0,6}(?:(D|A|CH|FL)[ -]?)?(\\d{4,5}) ${TOWN}`, "u");
const POSTAL_TOWN_ALONE = new RegExp(`(?:, ?|(?<![\\p{L}])(D|A|CH|FL)-|(?<![\\p{L}])in )(\\d{4,5}) ${TOWN}`, "u");
const ROLE = /verantwortlich|v\.\s?i\.\s?s\.\s?d\.\s?p|datenschutzbeauftragt|datenschutz-?beauftragt|hosting|gehostet|hoster|provider|webdesign|web-?design|gestaltung|umsetzung|realisierung|programmierung|technische betreuung|aufsichtsbeh|zuständige kammer|kammer:|berufshaftpflicht|versicherer|registergericht|streitschlichtung|schlichtungsstelle|bildnachweis|fotograf|konzeption|redaktion|inhaltlich|zuständige|vereinigung|körperschaft des öffentlichen rechts|kammer/i;
/** Lines of the main text searched: bounds the work on very long pages (an address stands near the top or in the footer). */
const MAX_LINES = 1500;

/** The text searched: the page's lines joined by newlines (header and footer always, at most MAX_LINES others). */
function linesOf(blocks: readonly TextBlock[]): TextBlock[] {
  let main = 0;
  return blocks.filter((b) => b.region === "header" || b.region === "footer" || main++ < MAX_LINES);
}

/** Whether an imprint role stands between the last heading (or the previous address) and position `at`. */
function roleBefore(joined: string, at: number, headingStarts: number[], previousEnd: number): boolean {
  const heading = headingStarts.filter((h) => h <= at).pop() ?? 0;
  const from = Math.max(heading, previousEnd, at - 220);
  return ROLE.test(joined.slice(from, at));
}

/**
 * Which lines stand in an imprint role's section: under a heading naming the role
 * ("Verantwortlich für diesen Entwurf", "Datenschutzbeauftragter", "Hosting") or on a
 * line that starts with it. Their e-mails and phones are that person's, not the business's.
 */
export function roleLines(blocks: readonly TextBlock[]): boolean[] {
  let section = false;
  return blocks.map((block) => {
    if (block.kind === "heading") {
      section = ROLE.test(block.text);
      return section;
    }
    return section || ROLE.test(block.text.slice(0, 60));
  });
}

/**
 * The postal addresses on one page, in page order.
 * @param blocks the page's lines (PageFacts.blocks)
 */
export function addressesInBlocks(blocks: readonly TextBlock[]): FoundAddress[] {
  const lines = linesOf(blocks);
  const starts: number[] = [];
  let joined = "";
  for (const line of lines) {
    starts.push(joined.length);
    joined += `${line.text}\n`;
  }
  const headingStarts = lines.flatMap((l, i) => (l.kind === "heading" ? [starts[i]!] : []));
  const blockAt = (offset: number) => {
    let i = 0;
    while (i + 1 < starts.length && starts[i + 1]! <= offset) i++;
    return lines[i]!;
  };
  const out: FoundAddress[] = [];
  let previousEnd = 0;
  for (const street of joined.matchAll(new RegExp(STREET_SOURCE, "gu"))) {
    const end = street.index + street[0].length;
    const postal = POSTAL_TOWN.exec(joined.slice(end, end + 60).replace(/\n/g, ", "));
    if (!postal) continue;
    const found = foundAddress({ street: street[0].trim(), prefix: postal[1], postal: postal[2]!, town: postal[3]! }, blockAt(street.index), roleBefore(joined, street.index, headingStarts, previousEnd));
    out.push(found);
    previousEnd = end + postal[0].length;
  }
  if (out.length) return out;
  const alone = POSTAL_TOWN_ALONE.exec(joined);
  if (alone) return [foundAddress({ prefix: alone[1], postal: alone[2]!, town: alone[3]! }, blockAt(alone.index), roleBefore(joined, alone.index, headingStarts, 0))];
  return [];
}

function foundAddress(address: TextAddress & { postal: string; town: string }, block: TextBlock, role: boolean): FoundAddress {
  const town = address.town.replace(/\.$/, "");
  const postalText = `${address.prefix ? `${address.prefix}-` : ""}${address.postal} ${town}`;
  return {
    ...address,
    town,
    block,
    text: [address.street, postalText].filter(Boolean).join(", "),
    role,
    countries: countriesOfPostalCode(address.postal, address.prefix),
    knownPlace: isPlaceName(town),
  };
}

/**
 * Suffixes of a street named alone, without postal code and town, in an AI answer ("Torstraße 5"): those that name
 * nothing but a street. "-hof", "-berg", "-feld", "-au", "-höhe", "-park" and "-markt" also end places and sights
 * ("vom Hauptbahnhof 5 Minuten"), which a postal code after them rules out in {@link findAddress}, but not here.
 */
const STREET_ONLY_SUFFIXES = SUFFIXES.filter((suffix) => !["hof", "berg", "feld", "au", "höhe", "park", "markt"].includes(suffix));
const STREET_ALONE = new RegExp(
  `(?<![\\p{L}.-])(?:${TITLED_STREET}|[A-ZÄÖÜ][\\p{L}.-]*(?:${suffixPattern(STREET_ONLY_SUFFIXES)})|[A-ZÄÖÜ][\\p{L}-]+ (?:Straße|Strasse|Str\\.|Weg|Gasse|Platz|Allee|Ring|Damm|Ufer|Chaussee|Graben|Gässli))` +
    // A house number of one to three digits, not a distance, a duration, a year or a price ("Ring 5 km", "Platz 3 Minuten").
    ` ?\\d{1,3} ?[a-zA-Z]?(?:[/-]\\d{1,3}[a-zA-Z]?)?(?![\\p{L}\\d])(?!\\s*(?:[Mm]in|[Ss]td|[Ss]tunde|[Tt]ag|[Ww]oche|[Mm]onat|km|[Mm]eter|m\\b|[Jj]ahr|%|[Pp]rozent|[Ee]uro|€|CHF|[Uu]hr))`,
  "u",
);

/**
 * The first street with its house number in a text, without postal code or town ("Torstraße 5", "Konrad-Adenauer-Str.
 * 7a"): how AI answers often state a business's address. Only suffixes that name nothing but a street count.
 * @returns the street and number as written, or null
 */
export function findStreet(text: string): string | null {
  return STREET_ALONE.exec(text)?.[0].trim() ?? null;
}

/** The first address in a text (for the checks that read one page's text). */
export function findAddress(text: string): TextAddress {
  const [first] = addressesInBlocks([{ text, region: "main", kind: "text" }]);
  return first ? { street: first.street, postal: first.postal, town: first.town } : {};
}

/** Equal addresses share a key: postal code and street without spelling differences ("Str." = "Straße" = "Strasse"). */
export function addressKey(postal: string | undefined, street: string | undefined, town?: string): string {
  const folded = (street ?? town ?? "")
    .toLowerCase()
    .replace(/str\.|strasse/g, "straße")
    .replace(/[\s.-]/g, "");
  return `${postal ?? ""}|${folded}`;
}
