/**
 * Folds text to ASCII lower case the way Germans write without umlauts (DIN 5007-2
 * spelling): ä→ae, ö→oe, ü→ue, ß→ss; other diacritics are dropped (é→e), and the Latin letters Unicode does not
 * decompose are written as their base letters (ı→i, ł→l, ø→o, đ→d, æ→ae, œ→oe: "Yılmaz" is "yilmaz").
 * Punctuation and spaces are kept.
 * @param text any text
 * @returns the folded text, e.g. "Größe & Café" → "groesse & cafe"
 */
export function foldGerman(text: string): string {
  const lower = text.toLowerCase();
  // One pass writes the umlauts and ß and notes whether anything else beyond ASCII is left; only such text (é, ı …),
  // rare in German, goes through Unicode normalisation. Most words have nothing to write and come back as they are.
  let folded = "";
  let from = 0;
  let otherLetters = false;
  for (let i = 0; i < lower.length; i++) {
    const c = lower.charCodeAt(i);
    if (c < 0x80) continue;
    const written = UMLAUT_FOLDS[lower[i]!];
    if (written === undefined) otherLetters ||= !KEPT_AS_IS.has(c);
    else {
      folded += lower.slice(from, i) + written;
      from = i + 1;
    }
  }
  if (from > 0) folded += lower.slice(from);
  else folded = lower;
  if (!otherLetters) return folded;
  const stripped = folded.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return NON_ASCII_RE.test(stripped) ? stripped.replace(UNDECOMPOSED_RE, (c) => UNDECOMPOSED[c]!) : stripped;
}

const NON_ASCII_RE = /[^\x00-\x7f]/;

/**
 * Characters beyond ASCII that the normalisation below leaves as they are (no decomposition, no combining mark, none of
 * UNDECOMPOSED): the dashes, quotes and signs of German text ("–", "„", "€"). Text whose only other characters are these
 * folds without it: an answer's sentences have a dash or a quote far more often than an "é".
 */
const KEPT_AS_IS: ReadonlySet<number> = new Set(
  [..."–—„“”‚‘’«»‹›·•€§°★☆"]
    .filter((c) => c.normalize("NFKD") === c)
    .map((c) => c.charCodeAt(0)),
);

/** German's umlauts and ß as written without them (DIN 5007-2), upper and lower case. */
const UMLAUT_FOLDS: Readonly<Record<string, string>> = { ä: "ae", ö: "oe", ü: "ue", Ä: "ae", Ö: "oe", Ü: "ue", ß: "ss" };

/**
 * The fold of one umlaut or "ß" as {@link foldGerman} writes it, for code that reads a word's first letters without
 * folding the word.
 * @param char one character
 * @returns "ae", "oe", "ue" or "ss"; undefined for any other character
 */
export function umlautFold(char: string): string | undefined {
  return UMLAUT_FOLDS[char];
}

/** Lower-case Latin letters without a canonical decomposition, and how German writes them. */
const UNDECOMPOSED: Record<string, string> = { "ı": "i", "ł": "l", "ø": "o", "đ": "d", "æ": "ae", "œ": "oe" };
const UNDECOMPOSED_RE = /[ıłøđæœ]/g;

/**
 * A URL slug: the text folded like {@link foldGerman}, every run of characters other
 * than a–z and 0–9 as one "-", none at either end.
 * @param text any text
 * @returns e.g. "Preisfallen & Kosten" → "preisfallen-kosten"; "" for text without letters or digits
 */
export function slugify(text: string): string {
  return foldGerman(text)
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}
