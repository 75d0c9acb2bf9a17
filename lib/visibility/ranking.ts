/**
 * From accepted candidates to the ranked result: the words generic in this answer (shared by
 * different businesses), one entry per business however often and by whichever of its names
 * it is named, the tone each business ends with, and the split into recommended businesses
 * (ranked from 1 in order of first appearance) and negative mentions.
 */
import type { Candidate } from "./candidate";
import { LABEL_WORDS } from "./name-shape";
import { isFunctionWord, isPlaceToken, isTradeToken, type NameKey, nameKey, namesMatch, nameTokens } from "./names";
import { STATED_PLACE_RE } from "./own-town";
import { isAbbreviationOf, surnamesAfterTitle } from "./persons";
import { isPlaceAdjectiveWord, isPlaceName } from "./places";
import { isNegativeTone, type MentionTone, readTone } from "./tone";

/** A business the answer recommends, at its rank. */
export interface RecommendedBusiness {
  /** Name as written in the answer, markdown removed. */
  name: string;
  /** 1-based rank among the recommended businesses, in order of first appearance. */
  rank: number;
  /** The list item or sentence that names it, markdown removed. */
  context: string;
  tone: MentionTone;
}

/** A business the answer advises against or names as closed. */
export interface NegativeMention {
  name: string;
  tone: Extract<MentionTone, "discouraged" | "unavailable">;
  context: string;
}

/**
 * Fields a practice or a law office is the kind of ("Kieferorthopädie am Neckartor", later
 * "die Praxis am Neckartor"): medicine and therapy for "Praxis", law and tax for "Kanzlei".
 */
const KIND_FIELDS: Record<string, RegExp> = {
  praxis: /arzt|aerzt|zahn|dental|kieferorthop|kfo|medizin|physio|therap|logopaed|ergo|osteopath|podolog|heilprakt|psycho|tier|orthop|dermatolog|augen|hno/,
  kanzlei: /anwalt|anwael|recht|steuer|notar|advokat|treuhand|wirtschaftspruef/,
};

/**
 * The same business named again by its general kind: equal distinctive words, one name's
 * only trade word "Praxis" or "Kanzlei" and the other's trade of that kind ("Kieferorthopädie
 * am Neckartor" = "Praxis am Neckartor"; not "Autohaus Brandl" = "Praxis Brandl").
 * @param a, b the two names' keys (nameKey)
 * @returns true when one names the other by its kind
 */
export function sameBusinessByItsKind(a: NameKey, b: NameKey): boolean {
  const [general, specific] = a.trades.length === 1 && KIND_FIELDS[a.trades[0]!] ? [a, b] : [b, a];
  const field = general.trades.length === 1 ? KIND_FIELDS[general.trades[0]!] : undefined;
  if (field === undefined || general.distinctive.length === 0) return false;
  // Round 60: a field the lexicon keeps distinctive names the specific kind too ("Allgemeinmedizin am Kirchplatz" = "Praxis
  // am Kirchplatz").
  const fields = specific.distinctive.filter((t) => field.test(t));
  // Round 61: "die Praxis am See" after "Hausarztpraxis am Steißlinger See": the short form may drop a place's adjective.
  const own = specific.distinctive.filter((t) => !field.test(t) && !(isPlaceAdjectiveWord(t) && !general.distinctive.includes(t)));
  const trades = [...specific.trades, ...fields];
  if (own.length !== general.distinctive.length || !general.distinctive.every((t) => own.includes(t))) return false;
  return trades.length > 0 && trades.every((t) => field.test(t));
}

/**
 * Round 19: "Koflers Skiservice" after "Sport Kofler", "Brandls Backstube" after "Bäckerei Brandl": a name in the
 * possessive, the owner's word in the genitive and one noun, is the business of that owner already named: the one
 * earlier entry whose name holds the owner's word (four letters or more; no trade word or place; among all its words, as
 * the word two names share is generic in their keys). Two earlier entries with that word make it nobody's.
 * @returns the earlier entry, undefined when the name is no such possessive or fits none or several
 */
function ownersPossessive(name: string, entries: readonly RankedEntry[]): RankedEntry | undefined {
  // Round 51: also "Einzelkanzlei von Frau Eiermann" after "Kanzlei Dipl.-Kffr. Sandra Eiermann": a kind and "von" with the
  // owner's form of address or title and surname.
  const m = /^(\p{Lu}\p{Ll}{3,})(?:s|'s|’s)\s+\p{Lu}[\p{L}-]+$/u.exec(name.trim()) ?? /^\p{Lu}[\p{L}-]+\s+von\s+(?:Frau|Herrn?|Dr\.)\s+(\p{Lu}\p{Ll}{3,})$/u.exec(name.trim());
  if (!m) return undefined;
  const owner = nameTokens(m[1]!).join("");
  if (isTradeToken(owner) || isPlaceToken(owner) || isPlaceName(m[1]!)) return undefined;
  const holders = entries.filter((e) => e.key.tokens.includes(owner));
  return holders.length === 1 ? holders[0] : undefined;
}

/**
 * Words that several different names share ("Zahnarztpraxis", "Zahnzentrum"): generic
 * in this answer. Not so a chain's brand: names made of the same proper word plus
 * only trade words and places ("Alpenblick Hotels", "Alpenblick Innenstadt") are
 * branches of one business, counted once (a chain with several branches counts once).
 */
export function wordsSharedByDifferentNames(names: string[], places: readonly string[]): Set<string> {
  const seen = new Map<string, Map<string, { tokens: readonly string[]; name: string }>>();
  for (const name of longestForms(names, places)) {
    const tokens = nameTokens(name);
    // Round 38: "bei den Zahnärzten am Burgberg" after "Zahnärzte am Burgberg": a trade word's dative plural is the same name.
    const key = tokens.map(withoutDativeN).join(" ");
    for (const t of new Set(tokens)) {
      if (!seen.has(t)) seen.set(t, new Map());
      seen.get(t)!.set(key, { tokens, name });
    }
  }
  const isBranchOf = (brand: string, tokens: readonly string[]) =>
    tokens.every((t) => t === brand || isFunctionWord(t) || isTradeToken(t) || isPlaceToken(t) || isPlaceName(t, places));
  // Round 65: the titled owner ("Tierärztin Dr. Maren Oltmann") and her practice by its plain word ("die Praxis Oltmann") are
  // one business: her surname is no word the answer's names share. A firm of another trade ("Zahntechnik Raggl" beside "DDr.
  // Elisabeth Raggl") stays another.
  const ownersPractice = (brand: string, named: readonly { tokens: readonly string[]; name: string }[]) =>
    named.some((n) => surnamesAfterTitle(n.name).has(brand)) &&
    named.every((n) => surnamesAfterTitle(n.name).has(brand) || (isBranchOf(brand, n.tokens) && n.tokens.every((t) => t === brand || !isTradeToken(t) || PRACTICE_WORDS.has(t))));
  return new Set(
    [...seen]
      .filter(([t, byKey]) => byKey.size >= 2 && (isTradeToken(t) || isPlaceToken(t) || isPlaceName(t, places) || (![...byKey.values()].every((named) => isBranchOf(t, named.tokens)) && !ownersPractice(t, [...byKey.values()]))))
      .map(([t]) => t),
  );
}

/** Round 65: a practice's or office's plain word, folded: what a titled owner's own business goes by ("Praxis Oltmann"). */
const PRACTICE_WORDS = new Set(["praxis", "ordination", "kanzlei", "buero", "atelier"]);

/** A trade word without the "-n" of its dative plural ("zahnaerzten" → "zahnaerzte"); any other token as it is. */
function withoutDativeN(token: string): string {
  return token.length > 5 && token.endsWith("en") && isTradeToken(token) && isTradeToken(token.slice(0, -1)) ? token.slice(0, -1) : token;
}

/**
 * Names without the shorter forms of other names in the same answer ("Forno
 * Napoletano" beside "Forno Napoletano Passau", "Il Duomo" beside "Pizzeria Il
 * Duomo"): the same business named twice shares its words with itself, which must
 * not make them generic. A shorter form counts only with a word of its own that is
 * neither a trade word, a place nor a label.
 */
function longestForms(names: readonly string[], places: readonly string[]): string[] {
  const sets = names.map((n) => new Set(nameTokens(n).filter((t) => !isFunctionWord(t))));
  return names.filter((_, i) => {
    const own = sets[i]!;
    // Most names are the shorter form of none: their words are asked about only when another name holds them all.
    if (!sets.some((other, j) => j !== i && other.size > own.size && [...own].every((t) => other.has(t)))) return true;
    const surnames = surnamesAfterTitle(names[i]!);
    return ![...own].some((t) => !isTradeToken(t) && (surnames.has(t) || (!isPlaceToken(t) && !isPlaceName(t, places))) && !LABEL_WORDS.has(t));
  });
}

/**
 * Round 51: "Am Marktplatz" in an overview table after "**Steuerkanzlei am Marktplatz**": a business named by where it
 * lies, written again without its kind. The shorter name starts with a preposition of place and is the longer one's end;
 * the longer one's words before it are trade words only.
 */
function isPlaceWithoutKind(short: NameKey, long: NameKey): boolean {
  const n = short.tokens.length;
  if (n < 2 || long.tokens.length <= n || !PLACE_OPENERS.has(short.tokens[0]!)) return false;
  const kind = long.tokens.slice(0, long.tokens.length - n);
  return long.tokens.slice(-n).every((t, i) => t === short.tokens[i]) && kind.every(isTradeToken);
}

/** Prepositions that open a business's name by where it lies ("am Marktplatz", "im Dorf", "zur Linde"), folded. */
const PLACE_OPENERS = new Set(["am", "im", "an", "beim", "zum", "zur", "auf"]);

/** One business of the answer: its first candidate, the key it is matched by, and the tone it ends with. */
export interface RankedEntry {
  candidate: Candidate;
  key: NameKey;
  /** The name's key with the words several names share kept (nameKey without extra generic words). */
  ownKey: NameKey;
  tone: MentionTone;
}

/**
 * The accepted candidates merged by business: a later candidate that names the same business
 * (same name key, an abbreviation, or the business named by its kind) is dropped, but a later
 * closure or verdict against it in its own context changes the tone the business ends with.
 * @param accepted candidates in answer order; sharedWords the words generic in this answer
 * @returns one entry per business, in order of first appearance
 */
export function mergeRepeatedNames(accepted: readonly Candidate[], sharedWords: ReadonlySet<string>): RankedEntry[] {
  const entries: RankedEntry[] = [];
  for (const c of accepted) {
    const key = nameKey(c.name, sharedWords);
    const ownKey = nameKey(c.name);
    const known =
      entries.find((b) => (namesMatch(b.key, key) && !atOtherAddress(b.candidate, c)) || isAbbreviationOf(c.name, b.candidate.name) || sameBusinessByItsKind(b.key, key) || isPlaceWithoutKind(key, b.key)) ??
      // Round 60: by its kind with the words both names share kept ("die Praxis am Kirchplatz" after "Allgemeinmedizin am
      // Kirchplatz": "Kirchplatz" is shared by the two names of one business, not generic).
      entries.find((b) => sameBusinessByItsKind(b.ownKey, ownKey)) ??
      entries.find((b) => oneSpelledOut(b.candidate.name, c.name) || oneSpelledOut(c.name, b.candidate.name)) ??
      ownersPossessive(c.name, entries);
    if (known) {
      // A later "hat inzwischen geschlossen" outweighs an earlier listing; a section
      // label the repetition merely stands under ("Aktuell nicht buchbar") does not.
      if (c.tone === "unavailable" && readTone(c.context) === "unavailable") known.tone = "unavailable";
      // Round 14: so does a later verdict against it in its own item ("**Fahrschule X:** … Eher nicht zu empfehlen").
      else if (c.tone === "discouraged" && readTone(c.context) === "discouraged" && !isNegativeTone(known.tone)) known.tone = "discouraged";
      continue;
    }
    entries.push({ candidate: c, key, ownKey, tone: c.tone });
  }
  return entries;
}

/**
 * Round 74: "**Ferienwohnungen Wriedt** – Adresse: Dorfstraße 3, 24238 Lammershagen" and "**Ferienhaus Wriedt** – Adresse:
 * Strandstraße 8, 24217 Stakendorf": two names alike whose own texts give different postal codes are two businesses, however
 * alike their names (a namesake listed beside the visitor); a business named again gives its address once or the same one.
 * @param a the entry's candidate; b the candidate named later
 */
function atOtherAddress(a: Candidate, b: Candidate): boolean {
  // The places own-town.ts reads as stated, those after a postal code written as an address (round 73's review): their codes.
  const code = (c: Candidate) => [...c.body.matchAll(STATED_PLACE_RE)].map((m) => /(\d{4,5})\s+\S+$/.exec(m[0])?.[1]).find((d) => d !== undefined);
  const [ca, cb] = [code(a), code(b)];
  return ca !== undefined && cb !== undefined && ca !== cb;
}

/** Two compounds with their common last part written once ("Ski- und Snowboardschule", "Bau- & Möbeltischlerei"). */
const ELIDED_PAIR_RE = /(\p{L}+)-\s+(?:und|oder|&)\s+(\p{L}+)/u;

/**
 * Round 66: "Skischule Oberhofer" after "Ski- und Snowboardschule Oberhofer": a name with two compounds that share their
 * last part, written once (the Ergänzungsstrich, Amtliches Regelwerk der deutschen Rechtschreibung § 98), is named again
 * by one of the two compounds spelt out. Compared by the compact key, so only the same words in the same order count.
 * @param elided the name that may hold such a pair; other the name that may spell one of them out
 * @returns true when `other` is `elided` with the pair replaced by one of its compounds
 */
export function oneSpelledOut(elided: string, other: string): boolean {
  const m = ELIDED_PAIR_RE.exec(elided);
  if (m === null) return false;
  const [pair, first, second] = [m[0], m[1]!, m[2]!];
  const target = nameKey(other).compact;
  if (!target) return false;
  const spelt = (compound: string) => nameKey(elided.replace(pair, compound)).compact === target;
  if (spelt(second)) return true;
  // The shared last part is a tail of the second compound ("schule" of "Snowboardschule"), three letters or more.
  for (let i = 1; i <= second.length - 3; i++) if (spelt(first + second.slice(i).toLowerCase())) return true;
  return false;
}

/**
 * The entries ranked: those advised against or closed become negative mentions (never the
 * visitor's own business), the rest are the recommended businesses, ranked from 1 in order.
 * @param targetIndex index of the visitor's business in `entries`, -1 when not named
 * @returns the businesses, the negative mentions and the 1-based position of the target (null: not named)
 */
export function rankEntries(
  entries: readonly RankedEntry[],
  targetIndex: number,
): { businesses: RecommendedBusiness[]; negativeMentions: NegativeMention[]; position: number | null } {
  const businesses: RecommendedBusiness[] = [];
  const negativeMentions: NegativeMention[] = [];
  let position: number | null = null;
  entries.forEach((e, i) => {
    if (i !== targetIndex && isNegativeTone(e.tone)) {
      negativeMentions.push({ name: e.candidate.name, tone: e.tone as NegativeMention["tone"], context: e.candidate.context });
      return;
    }
    businesses.push({ name: e.candidate.name, rank: businesses.length + 1, context: e.candidate.context, tone: e.tone });
    if (i === targetIndex) position = businesses.length;
  });
  return { businesses, negativeMentions, position };
}
