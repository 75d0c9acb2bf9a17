/**
 * The review, directory and booking platforms an answer names in its text ("… über Lieferando
 * und Wolt", "Google-Bewertungen", "Portal Jameda"), in order, as platforms.ts's display names.
 * Platforms only cited by URL are found by the analysis through `platformForUrl`.
 */
import { isFunctionWord, isTradeToken, nameTokens } from "./names";
import { isEquipmentBrand } from "./non-businesses";
import { findPlatform, isBrandInLowerCase, isPlatformKey, mayStartPlatformName, platformKey, PLATFORMS, reviewsFollow, speaksOfReviews } from "./platforms";

/**
 * A platform inside a longer run of capitalised words: after a noun saying what it is
 * ("Branchenverzeichnis Gelbe Seiten", "Portal Jameda") or heading a run with the noun
 * after it ("Google-Bewertungen Beschwerden": German capitalises every noun, so a run
 * in prose may hold a platform and the next noun). Not after a trade word: "Malerei Otto" is a painter named Otto.
 * @returns the platform, or null when the run is no platform with one noun around it
 */
export function platformInName(name: string): ReturnType<typeof findPlatform> {
  const words = name.split(/\s+/);
  if (words.length < 2) return null;
  const lone = (w: string) => /^\p{Lu}[\p{Ll}-]+$/u.test(w) && nameTokens(w).every((t) => !isFunctionWord(t));
  // Round 50: after a trade word the platform's name is a surname ("Malerfachbetrieb Otto", "Tischlerei Otto"), not Otto.de.
  if (lone(words[0]!) && !isTradeWordAsWritten(words[0]!)) {
    const after = findPlatform(words.slice(1).join(" "));
    if (after) return after;
  }
  return lone(words[words.length - 1]!) ? findPlatform(words.slice(0, -1).join(" ")) : null;
}

const TRAILING_PUNCTUATION = '.!?"“”„';

/** Platforms named in running text ("… über Lieferando und Wolt", "auf Google Maps"). */
export function platformsNamedInText(text: string): string[] {
  const found: string[] = [];
  if (text === "") return found;
  const add = (name: string) => {
    if (!found.includes(name)) found.push(name);
  };
  const { matches, words } = textWords(text);
  // Each word's platform key, made when a phrase first asks for it: a phrase's key is its words' keys joined.
  const keys: string[] = [];
  const keyOf = (j: number) => (keys[j] ??= platformKey(words[j]!));
  for (let i = 0; i < words.length; i++) {
    // "Google- und Tripadvisor-Bewertungen": a hyphen left hanging takes the last part of the compound it is paired with.
    // The cheap hyphen tests first: most words have none, and the Unicode patterns cost per word of the answer.
    const hanging =
      words[i]!.endsWith("-") && /^\p{Lu}[\p{L}\d]+-$/u.test(words[i]!) && /^(?:und|oder|sowie)$/.test(words[i + 1] ?? "") ? /-(\p{L}+)$/u.exec(words[i + 2] ?? "")?.[1] : undefined;
    const word = hanging ? words[i]! + hanging : words[i]!;
    const hyphenated = word.includes("-");
    // "Google-Bewertungen" is a name of its own (Google Maps) before its head ("Google").
    const whole = hyphenated && /^\p{L}[\p{L}\d]*(?:-[\p{L}\d]+)+$/u.test(word) ? findPlatform(word) : null;
    if (whole) {
      add(whole.name);
      continue;
    }
    if (!mayStartPlatformName(words[i]!) || hanging) {
      const platform = hyphenated ? platformHeadingCompound(word) : null;
      if (platform) add(platform.name);
      continue;
    }
    const named = platformPhraseAt(text, matches, i, keyOf);
    if (named) {
      add(named.name);
      i += named.words - 1;
    }
  }
  return found;
}

/**
 * The words of a text as platforms are looked for in it: the runs of characters other than whitespace (as `\s`) and
 * `,;:()[]*_|`, without trailing `.!?"“”„`, empty ones dropped, with their offsets. A scan of char codes instead of
 * matchAll over `/[^\s,;:()[\]*_|]+/g`: every word of an answer passes here, and a match object per word cost more
 * than the search for platforms after it.
 */
function textWords(text: string): { matches: { word: string; at: number }[]; words: string[] } {
  const matches: { word: string; at: number }[] = [];
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const breaks = i === text.length || isWordBreak(text.charCodeAt(i));
    if (!breaks) {
      if (start < 0) start = i;
      continue;
    }
    if (start < 0) continue;
    let end = i;
    while (end > start && TRAILING_PUNCTUATION.includes(text[end - 1]!)) end--;
    if (end > start) {
      const word = text.slice(start, end);
      matches.push({ word, at: start });
      words.push(word);
    }
    start = -1;
  }
  return { matches, words };
}

/** The characters that end a word for {@link textWords}: JavaScript's `\s` and `,;:()[]*_|`. */
function isWordBreak(c: number): boolean {
  if (c < 128) return WORD_BREAKS[c] === 1;
  return c === 0xa0 || c === 0x1680 || (c >= 0x2000 && c <= 0x200a) || c === 0x2028 || c === 0x2029 || c === 0x202f || c === 0x205f || c === 0x3000 || c === 0xfeff;
}

const WORD_BREAKS = new Uint8Array(128);
for (const ch of "\t\n\v\f\r ,;:()[]*_|") WORD_BREAKS[ch.charCodeAt(0)] = 1;

/**
 * "Jameda-Note", "Tripadvisor-Bewertungen": a platform heading a compound. In a compound of
 * three or more parts the first two may be the platform ("Google-Maps-Eintrag"); a platform
 * whose name is also a word or a given name ("Otto", "Herold") is there the first part of a
 * person's name ("Otto-Dix-Haus", "Otto-Wagner-Spital"); a brand ("Falstaff-Café-Guide") is not.
 */
function platformHeadingCompound(word: string): ReturnType<typeof findPlatform> {
  const head = /^(\p{Lu}[\p{L}\d]+)-\p{L}/u.exec(word)?.[1];
  if (!head) return null;
  const parts = word.split("-");
  if (parts.length <= 2) return findPlatform(head);
  return findPlatform(parts.slice(0, 2).join(" ")) ?? (isBrandInLowerCase(head) ? findPlatform(head) : null);
}

/**
 * The platform whose name of one to four words starts at word `i` of the text, the longest
 * first, with the number of words it takes; null when none does.
 * @param keyOf the platform key of word `j` ({@link platformKey})
 */
function platformPhraseAt(text: string, matches: readonly { word: string; at: number }[], i: number, keyOf: (j: number) => string): { name: string; words: number } | null {
  // "Betreut viele Freiberufler": a platform's name that is also a word is capitalised as a word at a sentence's start.
  // Round 19: also after an item's spaced dash ("**Treuhand Muster** – Betreut viele Winzer"), where its description starts.
  const startsSentence = () => opensSentence(text, matches[i]!.at);
  for (let n = Math.min(4, matches.length - i); n >= 1; n--) {
    // "Google.\n\n### 2.": markup after a name ("###", "2.") is no word of it.
    if (n > 1 && !/[\p{L}\d]/u.test(matches[i + n - 1]!.word)) continue;
    // A phrase whose joined key is no platform's names none: the phrase is not made nor looked up.
    if (n > 1 && !isPlatformKey(phraseKey(keyOf, i, n))) continue;
    const phrase = matches.slice(i, i + n).map((m) => m.word).join(" ");
    if (!/^[\p{L}\d]/u.test(phrase)) continue;
    const platform = findPlatform(phrase);
    if (!platform) continue;
    // Only the word of a platform named otherwise ("Betreut" for "Betreut.de"); "Google" is Google anywhere.
    const asWord = n === 1 && phrase !== platform.name && !phrase.includes(".") && !isBrandInLowerCase(phrase);
    if (asWord && startsSentence()) continue;
    if (n === 1 && (insidePersonsName(text, matches, i) || afterTradeWord(text, matches, i))) continue;
    // Round 20: "Marken wie Continental, Michelin und Semperit": a platform's other name that is a maker of goods
    // (data/equipment-brands.json) is the maker where the sentence speaks of brands.
    if (n === 1 && phrase !== platform.name && isEquipmentBrand(phrase) && MAKERS_BEFORE_RE.test(text.slice(Math.max(0, matches[i]!.at - 60), matches[i]!.at))) continue;
    if (n > 1 || /^[\p{Lu}\d]/u.test(phrase) || phrase.includes(".") || phrase === platform.name || isBrandInLowerCase(phrase)) {
      const reviews =
        platform.reviewsOn !== undefined &&
        n === 1 &&
        (speaksOfReviews(text.slice(0, matches[i]!.at)) || reviewsFollow(text.slice(matches[i]!.at + matches[i]!.word.length)) || scoredOn(text.slice(0, matches[i]!.at)));
      return { name: reviews ? platform.reviewsOn! : platform.name, words: n };
    }
  }
  return null;
}

/** The platform key of the `n` words from word `i` on: their keys joined. */
function phraseKey(keyOf: (j: number) => string, i: number, n: number): string {
  let key = "";
  for (let j = i; j < i + n; j++) key += keyOf(j);
  return key;
}

/**
 * Round 29: a star score given for a business on the platform ("4,8 Sterne bei Google", "4,9 von 5 Sternen (Google, …)",
 * a table cell "4,8 ★ (Google)", a column "Bewertung (Google)"): the score of its profile, which holds its reviews, as reviews on it do
 * ({@link speaksOfReviews}). Only the line's last 40 characters before the name are read.
 * @param before the answer's text up to the platform's name
 */
function scoredOn(before: string): boolean {
  return SCORE_BEFORE_RE.test(before.slice(-40));
}

/**
 * A score out of five with its unit, or a table column's "Bewertung" (the score, singular), then "bei", "auf" or an
 * opening bracket right before the name.
 */
const SCORE_BEFORE_RE = /(?:\d(?:[.,]\d)?\s*(?:(?:von|\/)\s*5\s*)?(?:Sternen?|★|⭐)?|\bBewertung)\s*(?:\(|bei\s+|auf\s+)$/;

/** Words of brands and makers before a name in its sentence ("Marken wie", "Hersteller", "Reifen von"). */
const MAKERS_BEFORE_RE = /\b(?:Marken?|Hersteller|Herstellern|Fabrikate?)\b[^.!?\n]*$/;

/**
 * Round 20: "des Malers Philipp Otto Runge": a one-word platform that is also a given name ("Otto", "Herold"), between
 * two capitalised words neither of which opens a sentence, is a middle word of a person's name.
 */
function insidePersonsName(text: string, matches: readonly { word: string; at: number }[], i: number): boolean {
  const [prev, word, next] = [matches[i - 1], matches[i]!, matches[i + 1]];
  if (!prev || !next || !/^\p{Lu}\p{Ll}+$/u.test(word.word)) return false;
  if (!/^\p{Lu}\p{Ll}+$/u.test(prev.word) || !/^\p{Lu}\p{Ll}+$/u.test(next.word)) return false;
  // Only plain spaces between the three words, and the first not at a sentence's start.
  if (text.slice(prev.at + prev.word.length, word.at) !== " " || text.slice(word.at + word.word.length, next.at) !== " ") return false;
  return !opensSentence(text, prev.at);
}

/**
 * Round 51: "Malerfachbetrieb Otto", "Tischlerei Herold": a one-word platform whose name is a plain capitalised word
 * (also a surname) right after a trade word is the surname in a business's name, as {@link platformInName} reads it in a
 * name; "Google Maps" (two words) or "DocFinder" (no plain word) are read as before.
 */
function afterTradeWord(text: string, matches: readonly { word: string; at: number }[], i: number): boolean {
  const [prev, word] = [matches[i - 1], matches[i]!];
  if (!prev || !/^\p{Lu}\p{Ll}+$/u.test(word.word) || !/^\p{Lu}[\p{Ll}-]+$/u.test(prev.word)) return false;
  if (text.slice(prev.at + prev.word.length, word.at) !== " ") return false;
  return isTradeWordAsWritten(prev.word);
}

/** A word as written ("Malerfachbetrieb", "Kfz-Werkstatt") whose tokens joined are a trade word (names.ts isTradeToken). */
function isTradeWordAsWritten(word: string): boolean {
  return isTradeToken(nameTokens(word).join(""));
}

/** The word at `at` opens a sentence or, after an item's spaced dash, its description (markup and quotes before it aside). */
function opensSentence(text: string, at: number): boolean {
  return /(?:^|[.!?:\n]|\s[–—-])[\s*_"„(]*$/.test(text.slice(Math.max(0, at - 12), at));
}

/**
 * A platform beside the one its reviews are on (its `reviewsOn` in platforms.ts: "Google" beside
 * "Google Maps"): assistants say "bei Google" for the ratings on Google Maps, so the two are
 * one source, reported once as the reviews' platform at the place of the first.
 * @param platforms display names in answer order; modified in place
 */
export function mergeIntoReviewPlatforms(platforms: string[]): void {
  for (const { name, reviewsOn } of REVIEWED_ELSEWHERE) {
    const own = platforms.indexOf(name);
    const reviews = platforms.indexOf(reviewsOn);
    if (own < 0 || reviews < 0) continue;
    if (own < reviews) platforms[own] = reviewsOn;
    platforms.splice(own < reviews ? reviews : own, 1);
  }
}

/** The platforms whose reviews an answer finds on another one. */
const REVIEWED_ELSEWHERE = PLATFORMS.flatMap((p) => (p.reviewsOn === undefined ? [] : [{ name: p.name, reviewsOn: p.reviewsOn }]));
