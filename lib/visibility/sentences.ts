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
  // Round 50: "Gebr." (Gebrüder) inside a firm's name ("die Schreinerei Gebr. Wettstein wegen …").
  "gebr",
]);

/** Splits a text into sentences, not at abbreviations ("Dr.", "z. B.", "e.K."). */
export function splitSentences(text: string): { sentence: string; index: number }[] {
  const out: { sentence: string; index: number }[] = [];
  let start = 0;
  // One global pattern for every text: reset, as the loop below leaves it at the text's end.
  SENTENCE_END_RE.lastIndex = 0;
  for (let m = SENTENCE_END_RE.exec(text); m !== null; m = SENTENCE_END_RE.exec(text)) {
    const end = m.index + m[0].length;
    // End marks end a sentence only before the next one's capital or digit; line breaks always do.
    if (m[0][0] !== "\n" && !startsSentenceAt(text, end)) continue;
    if (m[0] === "." && isPointInSentence(text, start, m.index)) continue;
    out.push({ sentence: text.slice(start, end).trim(), index: start });
    start = end;
    while (text[start] === " ") start++;
  }
  if (start < text.length) out.push({ sentence: text.slice(start).trim(), index: start });
  return out.filter((s) => s.sentence);
}

/**
 * End marks and line breaks, the candidates for a sentence's end. A run of marks that is not followed by a next
 * sentence is passed over whole, as no shorter end of it can be followed by one either.
 */
const SENTENCE_END_RE = /[.!?]+|\n+/g;

/** Whitespace, then a capital or a digit, after an opening quote, bracket or markup at most: a sentence begins. */
const NEXT_SENTENCE_RE = /\s+["„(*]?[\p{Lu}\d]/uy;

function startsSentenceAt(text: string, at: number): boolean {
  NEXT_SENTENCE_RE.lastIndex = at;
  return NEXT_SENTENCE_RE.test(text);
}

/**
 * True when the full stop at `at` ends no sentence: it follows an abbreviation ("Dr.", "z. B."), a single capital
 * ("e.K.", "A. Müller") or a number standing alone, an ordinal ("am 3. Oktober", "ab 2. Klasse"; "Check24." ends a
 * sentence). Reads the text back from the stop to the sentence's start, the word before the stop only.
 * @param start where the sentence began
 */
function isPointInSentence(text: string, start: number, at: number): boolean {
  let from = at;
  while (from > start && isAsciiDigit(text.charCodeAt(from - 1))) from--;
  if (from < at) return letterLengthBefore(text, start, from) === 0;
  for (let length = letterLengthBefore(text, start, from); length > 0; length = letterLengthBefore(text, start, from)) from -= length;
  const before = text.slice(from, at);
  return ABBREVIATIONS.has(before.toLowerCase()) || /^\p{Lu}$/u.test(before);
}

function isAsciiDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/**
 * The length in UTF-16 units (1, or 2 for a surrogate pair) of the letter that ends right before `end`, 0 when no letter
 * does; the text before `start` is not read, so half of a pair there is no letter.
 */
function letterLengthBefore(text: string, start: number, end: number): number {
  if (end <= start) return 0;
  const c = text.charCodeAt(end - 1);
  // Most letters are ASCII: their code answers without the Unicode pattern.
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x61 && c <= 0x7a)) return 1;
  if (c < 0x80) return 0;
  const pair = c >= 0xdc00 && c <= 0xdfff && end - 2 >= start && text.charCodeAt(end - 2) >= 0xd800 && text.charCodeAt(end - 2) <= 0xdbff;
  const length = pair ? 2 : 1;
  return LETTER_RE.test(text.slice(end - length, end)) ? length : 0;
}

const LETTER_RE = /^\p{L}$/u;

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
