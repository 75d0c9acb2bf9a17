/**
 * Round 70: retail and service chains of Germany, Austria and Switzerland (data/chains.json), known by name. Answers name
 * a chain in running text as a place to go without a trade word ("Für einfache Schnitte ohne Termin ist auch Klier eine
 * Option", "Anbieter wie Enpal oder Thermondo"), which no rule of a name's shape tells from a word; a chain is a business,
 * counted once. The same list keeps a chain apart from the visitor's business of the same name (target-match.ts).
 * Pure functions, no I/O.
 */
import chains from "./data/chains.json";
import { nameTokens } from "./names";

const { $comment: _about, named_like_words: likeWords, ...byKind } = chains;

/** Every chain's written forms read from running text, lower case. */
const NAMES = new Set(Object.values(byKind).flat().map((f) => f.toLowerCase()));

/** Every chain's name, as the words nameTokens makes of it (folded, without legal forms), the common-word names too. */
const KEYS = new Set([...Object.values(byKind).flat(), ...likeWords].map((f) => nameTokens(f).join(" ")));

/**
 * A name that is a chain's name alone, in any case ("Klier", "KLIER", "Ochsner Sport", "A.T.U"); never one named like a
 * common word or surname ("Hofer", "Kind").
 * @param name a candidate name as written
 */
export function isChainName(name: string): boolean {
  return NAMES.has(name.trim().toLowerCase());
}

/**
 * A name that is a chain's name alone, also one named like a common word or surname ("HOFER", "Müller"): the chain, where
 * the visitor's business of the same name is a trade's (target-match.ts).
 * @param name a candidate name as written
 */
export function isChainOrWordNamedChain(name: string): boolean {
  return KEYS.has(nameTokens(name).join(" "));
}

/**
 * Whether a chain named in running text is named as a place to go: not as a landmark on the way ("kurz nach der LANDI",
 * "gegenüber dem Aldi"), not as the maker or seller of goods ("eine Küche von IKEA", "Brot aus der Migros"; its service
 * is a place to go: "der Reparaturservice von MediaMarkt"), and not in a sentence that compares with it or leaves it out
 * ("Im Vergleich zu …", "Anders als bei …", "… habe ich nicht aufgenommen").
 * @param before the sentence up to the chain's name; sentence the whole sentence, both as written
 */
export function chainNamedAsPlaceToGo(before: string, sentence: string): boolean {
  const near = before.slice(-40);
  if (LANDMARK_BEFORE_RE.test(near)) return false;
  if (GOODS_BEFORE_RE.test(near) && !SERVICE_BEFORE_RE.test(near)) return false;
  return !COMPARES_OR_LEAVES_OUT_RE.test(sentence);
}

const LANDMARK_BEFORE_RE = /(?:neben|gegenüber|hinter|unweit|nahe|zwischen|nach|Parkplatz)\s+(?:(?:dem|der|den|des|vom|einem|einer)\s+)?$/i;
const GOODS_BEFORE_RE = /(?:aus\s+(?:der|dem|einer|einem)|von|vom)\s+$/i;
const SERVICE_BEFORE_RE = /(?:service|werkstatt|filiale|filialen|angebot)\s+(?:von|vom)\s+$/i;
const COMPARES_OR_LEAVES_OUT_RE = /\b(?:im Vergleich|zum Vergleich|verglichen mit|anders als|nicht aufgenommen|nicht berücksichtigt|nicht aufgeführt|weggelassen)\b/i;
