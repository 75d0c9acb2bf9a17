/**
 * Sentences and clauses of German running text: where a sentence ends (not at "Dr.", "z. B.",
 * "e.K." or an ordinal such as "3. Oktober"), and which clause of a sentence speaks of a name,
 * so that "A ist gut; B gibt es nicht mehr" gives each name its own tone.
 */


const ABBREVIATIONS = new Set([
  "dr", "ddr", "dres", "prof", "dipl", "ing", "med", "dent", "str", "nr", "bzw", "ca", "z", "b", "u", "a", "e", "k", "v",
  "st", "co", "mag", "vet", "lic", "iur", "inkl", "ggf", "evtl", "usw", "etc", "vgl", "tel", "mo", "di", "mi", "do", "fr", "sa", "so", "jh", "hl",
  // Round 22: the other parts of academic titles ("lic. oec. HSG", "Dr. rer. pol.", "Dr. sc. techn.") and the second
  // parts of the German "Diplom" degrees, Duden: "Dipl.-Kfm.", "Dipl.-Kffr.", "Dipl.-Psych.", "Dipl.-Betriebsw.".
  "oec", "rer", "pol", "nat", "jur", "sc", "techn", "pharm", "theol", "habil", "univ", "kfm", "kffr", "psych", "betriebsw", "volksw",
  // Round 36: more Diplom degrees (Duden): "Dipl.-Stom." (the East German dentist's), "Dipl.-Päd.", "Dipl.-Soz.", "Dipl.-Inf.".
  "stom", "päd", "paed", "soz", "inf",
]);

/** Splits a text into sentences, not at abbreviations ("Dr.", "z. B.", "e.K."). */
export function splitSentences(text: string): { sentence: string; index: number }[] {
  const out: { sentence: string; index: number }[] = [];
  let start = 0;
  const re = /[.!?]+(?=\s+["„(*]?[\p{Lu}\d])|\n+/gu;
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].length;
    const before = matchAtEnd(text, start, m.index ?? 0, /([\p{L}]+)$/u)?.[1] ?? "";
    // "am 3. Oktober", "ab 2. Klasse": a number standing alone before the point is an ordinal; "Check24." ends a sentence.
    const afterDigit = matchAtEnd(text, start, m.index ?? 0, /(?<![\p{L}\d])\d+$/u) !== null;
    if (m[0] === "." && (afterDigit || ABBREVIATIONS.has(before.toLowerCase()) || /^\p{Lu}$/u.test(before))) continue;
    out.push({ sentence: text.slice(start, end).trim(), index: start });
    start = end;
    while (text[start] === " ") start++;
  }
  if (start < text.length) out.push({ sentence: text.slice(start).trim(), index: start });
  return out.filter((s) => s.sentence);
}

/**
 * `re`, anchored at the end, on `text` from `start` to `end`. Tried on the last 32 characters
 * first: a pattern ending in "$" is tried from every position of its input, so on the whole
 * slice it costs the sentence's length at every full stop. The whole slice is read only when
 * the match reaches the start of that window (where what stands before it is cut off). Only
 * for a pattern whose match is one run of a character class ending at `end`, with at most a
 * look-behind before it: then no match in the window means none in the whole slice.
 */
function matchAtEnd(text: string, start: number, end: number, re: RegExp): RegExpMatchArray | null {
  const from = Math.max(start, end - 32);
  const m = text.slice(from, end).match(re);
  // Index 0 or 1: the character before the match (or a surrogate pair's first half) may lie outside the window.
  if (from === start || m === null || m.index! > 1) return m;
  return text.slice(start, end).match(re);
}

/** The clause of a sentence that holds a name, for its tone ("A ist gut; B gibt es nicht mehr"). */
export function clauseAround(sentence: string, name: string): string {
  const at = sentence.indexOf(name);
  if (at < 0) return sentence;
  const boundary = /;|,\s(?=aber|doch|jedoch|während|wobei|dagegen|hingegen|dafür|stattdessen)|\s[–—]\s(?=[a-zäöü])/g;
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(boundary)) {
    const i = m.index ?? 0;
    if (i < at) start = i;
    // "… wird oft genannt – sie nimmt aber keine neuen Kunden": a pronoun carries the clause on.
    else if (i >= at + name.length && !CONTINUES_RE.test(sentence.slice(i + m[0].length)) && !(/[–—]/.test(m[0]) && POINTS_THERE_RE.test(sentence.slice(i + m[0].length)))) {
      end = i;
      break;
    }
  }
  return sentence.slice(start, end);
}

/**
 * "… die Praxis X – wie lange die Wartezeit dort ist, weiß ich nicht": after a dash, a clause
 * that points back to the place just named ("dort") still speaks of it, wherever the word stands.
 */
const POINTS_THERE_RE = /^[^;–—]*\bdort\b/;

/** A clause that goes on about the business just named: it starts with a pronoun for it. */
const CONTINUES_RE = /^\s*(?:aber |doch |jedoch |allerdings )?(?:(?:sie|er|es|dort|diese|dieser|hier)\s|(?:die|der)\s+\p{Ll})/u;
