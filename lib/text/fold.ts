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
  // Only text beyond ASCII has umlauts, ß or other diacritics: most words of a text skip every pass after the first.
  if (!NON_ASCII_RE.test(lower)) return lower;
  const folded = lower.replace(/ä/g, "ae").replace(/ö/g, "oe").replace(/ü/g, "ue").replace(/ß/g, "ss");
  if (!NON_ASCII_RE.test(folded)) return folded;
  const stripped = folded.normalize("NFKD").replace(/[\u0300-\u036f]/g, "");
  return NON_ASCII_RE.test(stripped) ? stripped.replace(UNDECOMPOSED_RE, (c) => UNDECOMPOSED[c]!) : stripped;
}

const NON_ASCII_RE = /[^\x00-\x7f]/;

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
