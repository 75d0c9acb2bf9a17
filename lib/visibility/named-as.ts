import type { AnswerAnalysis } from "./analysis";
import { containsTradeStem, nameKey, type NameKey, nameTokens } from "./names";
import { bracketedPlaceAfter, OWN_TEXT_CHARS, STATED_PLACE_RE } from "./own-town";
import { ownerOfName } from "./persons";
import { isSinglePlace } from "./places";
import type { BusinessTarget } from "./target-match";

/**
 * How an answer named the visitor's business, for the owner to check: the reading decides "named" from the text alone,
 * and a business of a similar name in the next town (a namesake) reads like the visitor's own. Of the 36 report-only
 * answers the rules read wrong (README, round 43), 20 were such namesakes; the corpora's writers knew the business's
 * town, the text did not say it. So the result shows the name and place as the answer gives them, and asks.
 */
export interface NamedAs {
  /** The name as the answer writes it (markup removed), e.g. "Physiopraxis Koch". */
  name: string;
  /** Whether it is the visitor's name or a short form of it (its words in any order, legal forms aside, places dropped or added). */
  sameName: boolean;
  /**
   * A place the answer's item or sentence gives for this business ("in Füssen", "(Olten)", a table cell, a map card's
   * field) that is neither in the visitor's name nor the place asked about nor the own town; null when it gives none.
   */
  place: string | null;
}

/**
 * How `analysis` names the visitor's business.
 * @param analysis the reading of one answer (its businesses, negative mentions and context)
 * @param target the visitor's name, the place asked about (`location`) and the own town, as the answer was read with
 * @returns null when the answer does not name the business, or names it only by its website (a domain names nobody else)
 */
export function namedAsOf(analysis: Pick<AnswerAnalysis, "mentioned" | "position" | "businesses" | "negativeMentions" | "context">, target: BusinessTarget): NamedAs | null {
  if (!analysis.mentioned || !target.businessName) return null;
  const name =
    analysis.position !== null ? analysis.businesses[analysis.position - 1]?.name : analysis.negativeMentions.find((n) => n.context === analysis.context)?.name;
  if (!name || /^[\w.-]+\.[a-z]{2,}$/i.test(name)) return null;
  return { name, sameName: sameWords(name, target.businessName), place: statedPlace(analysis.context ?? "", name, target) };
}

/**
 * A business an answer that does not name the visitor's names by a name like theirs, for the owner to check: the rules
 * miss a business named by its owner ("Dr. Anna Keller" for "Praxis Dr. Keller") or by another form of its name, and set
 * apart a namesake in the next town; both share a word of the visitor's own. The first recommended business (or, after
 * them, one advised against) whose name has a distinctive word of the visitor's name (names.ts nameKey: no trade word,
 * no place), with the place its item states ({@link statedPlace}).
 * @param analysis the reading of one answer
 * @param target as for {@link namedAsOf}
 * @returns null when the answer names the visitor, has no such business, or the visitor's name has no such word
 */
export function lookAlikeOf(analysis: Pick<AnswerAnalysis, "mentioned" | "businesses" | "negativeMentions">, target: BusinessTarget): NamedAs | null {
  if (analysis.mentioned || !target.businessName) return null;
  const named = [...analysis.businesses, ...analysis.negativeMentions];
  const words = named.map((b) => nameKey(b.name).distinctive);
  // A word two of the answer's names share is a kind or a region there ("Hundeschule", "Rhöner"), not a name.
  const shared = (w: string) => words.filter((ws) => ws.includes(w)).length >= 2;
  // The owner's given name alone is anyone's ("Physiotherapie Anna Berger" for "Physiotherapie Anna Becker").
  const given = ownerOfName(target.businessName, (w) => isSinglePlace(w))?.given ?? [];
  const own = nameKey(target.businessName).distinctive.filter((w) => w.length >= 3 && !isSinglePlace(w) && !containsTradeStem(w) && !shared(w) && !given.includes(w));
  if (own.length === 0) return null;
  const alike = named.find((_, i) => words[i]!.some((w) => own.includes(w)));
  if (!alike || /^[\w.-]+\.[a-z]{2,}$/i.test(alike.name)) return null;
  return { name: alike.name, sameName: sameWords(alike.name, target.businessName), place: statedPlace(alike.context ?? "", alike.name, target) };
}

/**
 * {@link namedAsOf} where the owner should see it: another name than theirs, or a place of its own; null for their name
 * (or a short form of it) alone, and where {@link namedAsOf} is null. What the live test and the monitor keep per answer.
 */
export function namedAsToShow(analysis: Parameters<typeof namedAsOf>[0], target: BusinessTarget): NamedAs | null {
  const named = namedAsOf(analysis, target);
  return named && isWorthChecking(named) ? named : null;
}

/** True when the owner has something to check: another name than theirs, or a place of its own (what {@link namedAsToShow} keeps). */
export function isWorthChecking(named: NamedAs): boolean {
  return !named.sameName || named.place !== null;
}

/**
 * True when `name` is the visitor's name or a short form of it: each of its words (names.ts nameKey: distinctive and
 * trade words, legal forms and titles aside) is one of the visitor's, the head of one ("Praxis" of "Zahnarztpraxis"), or
 * a place ("Maler Baumann Wil"); and where the visitor's name states a trade, so does it ("Fahrschule Brändli" for
 * "Fahrschule Brändli Uster"). A name without the trade ("Breitsch" for "Coiffure Breitsch", a quarter; "HOFER" for
 * "Bäckerei Hofer", a discounter) or with a word of its own ("Physiopraxis Koch" for "Physiotherapie Koch") is another
 * form, for the owner to check.
 */
function sameWords(name: string, visitor: string): boolean {
  const key = nameKey(name);
  const own = nameKey(visitor);
  const visitorWords = [...own.distinctive, ...own.trades];
  const covered = (w: string) => visitorWords.some((v) => v === w || (w.length >= 4 && v.endsWith(w))) || isSinglePlace(w);
  const words = [...key.distinctive, ...key.trades];
  // "Skischule Reither Kogel": a word with a trade's stem states the kind as a trade word does ("Reither Kogel" is the hill).
  const kind = (k: NameKey) => k.trades.length > 0 || k.distinctive.some(containsTradeStem);
  return words.length > 0 && words.every(covered) && (!kind(own) || kind(key));
}

/** Separators of a table row and of a map card's line ("4,7 ★ (86) · Fahrschule · Gerabronn"). */
const FIELD_SEPARATOR_RE = /\s*[|·]\s*/;

/**
 * The first place `context` gives for the business named `name` that says something the visitor did not tell us: not a
 * word of the visitor's name, not the place asked about, not the own town. Places are those of the reading's gazetteer
 * (places.ts isSinglePlace: one place of GeoNames' places of Germany, Austria and Switzerland as a whole, or the place asked about).
 * @param item the item or sentence naming the business, markdown removed; its first {@link OWN_TEXT_CHARS} characters are read
 */
function statedPlace(item: string, name: string, target: BusinessTarget): string | null {
  const context = item.slice(0, OWN_TEXT_CHARS);
  const known = new Set([...(target.businessName ? nameTokens(target.businessName) : []), ...(target.location ? nameTokens(target.location) : []), ...(target.ownTown ? nameTokens(target.ownTown.name) : [])]);
  const extra = target.location ? [target.location] : [];
  const told = (place: string) => nameTokens(place).every((t) => known.has(t));
  const bracketed = bracketedPlaceAfter(context, name);
  const inText = [...context.matchAll(STATED_PLACE_RE)].flatMap((m) => longestPlaceAt(context, m.index + m[0].length - m[1]!.length, extra) ?? []);
  // "€€ Sandau (Elbe)", "Füssen (DE)": the place without the signs before it and the bracket after it.
  const fields = context.split(FIELD_SEPARATOR_RE).map((f) => f.replace(/^[^\p{L}]+/u, "").replace(/\s*\([^)]*\)$/, "").trim());
  const stated = [...(bracketed ? [bracketed] : []), ...inText, ...fields.filter((f) => f.length > 0 && f.length <= 40)];
  return stated.find((p) => !COUNTRY_RE.test(p) && isSinglePlace(p, extra) && !told(p)) ?? null;
}

/** Lower-case words that join the words of a place's name ("Zell am See", "Frankfurt am Main", "Affoltern im Emmental"). */
const PLACE_JOINERS = new Set(["am", "an", "im", "in", "bei", "ob", "der", "unter", "vor"]);

/** Countries: where a business is, but no town of it ("ein Diplom aus Deutschland"). */
const COUNTRY_RE = /^(?:Deutschland|Österreich|Schweiz|Liechtenstein|Italien|Frankreich)$/;

/**
 * The longest place of up to four words at `at` ("St. Gallen", "Zell am See"): capitalised words, a joining word only
 * between two of them, up to the first punctuation; undefined when none is a place, or when a house number follows (a
 * street: "Unterdorf 7").
 */
function longestPlaceAt(text: string, at: number, extra: readonly string[]): string | undefined {
  const words: string[] = [];
  for (const raw of text.slice(at).split(/\s+/).slice(0, 4)) {
    // "St." and "Bad" open a place's name; other punctuation ends it.
    const abbreviation = /^\p{Lu}\p{Ll}{0,2}\.$/u.test(raw);
    const word = abbreviation ? raw : raw.replace(/[,;:.!?)]+$/, "");
    if (!/^\p{Lu}/u.test(word) && !PLACE_JOINERS.has(word)) break;
    words.push(word);
    if (word !== raw) break;
  }
  while (words.length > 0 && PLACE_JOINERS.has(words.at(-1)!)) words.pop();
  const after = text.slice(at).split(/\s+/)[words.length] ?? "";
  if (/^\d{1,4}[a-z]?\b/.test(after)) return undefined;
  for (let n = words.length; n >= 1; n--) {
    const phrase = words.slice(0, n).join(" ");
    if (!PLACE_JOINERS.has(words[n - 1]!) && !COUNTRY_RE.test(phrase) && isSinglePlace(phrase, extra)) return phrase;
  }
  return undefined;
}
