/**
 * A candidate: a name the answer may recommend, with the text it stands in, as the block and
 * prose readers (block-candidates.ts, prose-candidates.ts) hand it to the analysis; and the
 * markdown helpers both readers use to take a name out of its item or sentence (strip the
 * markup, cut at the description, clean numbering, emoji, quotes and brackets off).
 */
import { answerMemo, withinAnswer } from "./answer-memo";
import type { MentionTone } from "./tone";

/** A name taken from the answer, with where it stands and the tone it is named in. */
export interface Candidate {
  name: string;
  context: string;
  order: number;
  /** Text that belongs to this candidate (item plus sub-items), for domain lookups. */
  body: string;
  tone: MentionTone;
  /** The paragraph a name in running text stands in. */
  paragraph?: string;
  /** Another name the answer gives it in brackets ("**Praxis Dr. Hartwig** (Zahnärzte am Isebek)"). */
  alias?: string;
  /** Taken from a table column headed as names ("Name", "Betrieb"): places put together there are a name ("Bahnhof Hub Olten"). */
  nameCell?: boolean;
  /** A list item's description calls it a firm ("**Brandscheid** – Familienbetrieb …"): a place's name there is a surname. */
  firm?: boolean;
  /**
   * Round 19: read from the text of a list item or table row, not from its lead: a labelled note's rest
   * ("**Antrag:** Bei der **Führerscheinstelle** …") or an item that is a sentence.
   */
  inItemBody?: boolean;
}

/** Separators between a name and its description in a list item. */
const NAME_SEPARATORS = [" – ", " — ", " - ", ": ", " (", ", ", " | ", " / ", " bietet ", " ist ", " hat ", " mit "];

/**
 * The text without markdown: images dropped, links, bold, italics and code as their text, escapes
 * undone, whitespace collapsed. Remembered per analysis (answer-memo.ts).
 */
export function stripMarkdown(text: string): string {
  return withinAnswer(answerMemo?.stripped, text, stripMarkdownOnce);
}

function stripMarkdownOnce(text: string): string {
  if (!/[*_`[\\!]/.test(text)) return collapseSpaces(text);
  // Each pattern only where its opening character stands: most sentences carry bold and no image, code or escape.
  let out = text;
  if (out.includes("](")) out = out.replace(/!\[[^\]]*\]\([^)]*\)/g, "").replace(/\[([^\]]+)\]\([^)]*\)/g, "$1");
  if (out.includes("*") || out.includes("_")) out = out.replace(/(\*\*|__)(.+?)\1/g, "$2").replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,:;!?]|$)/g, "$1$2");
  if (out.includes("`")) out = out.replace(/`([^`]+)`/g, "$1");
  if (out.includes("\\")) out = out.replace(/\\([\\`*_{}[\]()#+\-.!|])/g, "$1");
  return collapseSpaces(out);
}

/** The text with each run of whitespace as one space, trimmed. */
function collapseSpaces(text: string): string {
  // Most texts have single spaces only: a test finds the others without writing the text anew.
  return SPACES_TO_COLLAPSE_RE.test(text) ? text.replace(/\s+/g, " ").trim() : text.trim();
}

/** Whitespace other than a space, or two spaces in a row: what collapsing changes besides the ends. */
const SPACES_TO_COLLAPSE_RE = /[^\S ]| {2}/;

/** Leading bold span or link of an item ("**Praxis Dr. Weber** – …" -> "Praxis Dr. Weber"). */
export function leadingName(text: string): string | null {
  const t = text.trim();
  const bold = /^\[?(\*\*|__)(.+?)\1/.exec(t);
  if (bold) return bold[2]!;
  const link = /^\[([^\]]+)\]\([^)]*\)/.exec(t);
  return link ? link[1]! : null;
}

/** An item's text up to the first separator between a name and its description (" – ", ": ", " (", " bietet " …). */
export function cutAtSeparator(text: string): string {
  let end = text.length;
  for (const sep of NAME_SEPARATORS) {
    const i = text.indexOf(sep);
    if (i > 0 && i < end) end = i;
  }
  return text.slice(0, end);
}

/**
 * A raw name cleaned: markdown, a leading number or emoji, a trailing bracket, quotes, trailing
 * punctuation and a final full stop (not that of "e.K.", "Dr." …) removed; "" when nothing is left.
 */
export function cleanName(raw: string): string {
  return withinAnswer(answerMemo?.cleaned, raw, cleanNameOnce);
}

const TRAILING_DATE_RE = /\s+(?:Ende|Anfang|Mitte)\s+(?:\d{4}|Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember)(?:\s+\d{4})?$/u;

/** True when `raw` holds a word {@link TRAILING_DATE_RE} opens with; without one it cannot match. */
function mayEndInDate(raw: string): boolean {
  return raw.includes("Ende") || raw.includes("Mitte") || raw.includes("Anfang");
}

/**
 * Round 32: "Mag. Verena Stadlmann, PT", "Dr. med. Anna Keller, FMH": a titled person's credential after a comma (an
 * abbreviation of two to four letters) says what she is, not who; a firm's comma ("Huber, Maier & Partner") is no title's.
 */
const TRAILING_CREDENTIAL_RE = /(?<=^(?:Dr|Mag|Prof|Dipl)\.[^,]*),\s*[A-Z][A-Za-z]{1,3}\.?$/;

function cleanNameOnce(raw: string): string {
  // Round 15: "die Firma Schmid Wärme & Bad": "Firma" introduces the name like an article, it is not part of it.
  if (/^Firma\s+\p{Lu}/u.test(raw)) return cleanNameOnce(raw.replace(/^Firma\s+/, ""));
  // Round 50: "- das Tierärztezentrum Poysdorf, das …" (a list item in running text): an article in lower case is the
  // sentence's, never a name's first word ("Die Pfotenfreunde", capitalised, may be).
  if (/^(?:der|die|das|den|dem|des)\s+\p{Lu}/u.test(raw)) return cleanNameOnce(raw.replace(/^\S+\s+/, ""));
  // Round 28: "die Praxis Dr. Gerd Wichern Ende 2025 geschlossen": a date after the name ("Ende 2025", "Anfang März")
  // says when, it is no word of the name.
  // The pattern is anchored at the end only, and so tried from every position: the words it needs are looked for first.
  if (mayEndInDate(raw) && TRAILING_DATE_RE.test(raw)) return cleanNameOnce(raw.replace(TRAILING_DATE_RE, ""));
  // Most names are plain words: nothing to clean.
  if (/^\p{L}[\p{L}\d &+'-]*[\p{L}\d]$/u.test(raw) && !/\s{2}/.test(raw)) return raw;
  return stripMarkdown(raw)
    .replace(/^\d{1,2}[.)]\s*/, "")
    .replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, "")
    .replace(/\s*\([^)]*\)\s*$/, "")
    .replace(TRAILING_CREDENTIAL_RE, "")
    .replace(/^["„“”'‚‘]+|["„“”'‚‘]+$/g, "")
    .replace(/[\s:;,!–—-]+$/g, "")
    .replace(/(?<!\b(?:e\.\s?[KU]|D?Dr|Co|Prof|Dres|Inc|Ltd|e\.\s?V|St))\.$/, "")
    // Round 69: "auf Booking.com 9,1 von 10": a decimal number after the name is its rating, no word of it.
    .replace(/\s+\d{1,2},\d{1,2}$/, "")
    .trim();
}

/** True when a bold span is a section label ("**Traditionell:**", "**Fazit:** …"). */
export function isLabel(boldText: string, restOfLine: string): boolean {
  return /:\s*$/.test(boldText) || /^\s*:/.test(restOfLine);
}

/** An item's own text and continuation lines, without markdown, at most 300 characters. */
export function contextOf(body: string): string {
  const text = stripMarkdown(body.split("\n").slice(0, 3).join(" "));
  return text.length > 300 ? `${text.slice(0, 297)}…` : text;
}

/**
 * Round 36: "**Hafenbeiz Möwe**", its line, then "Weniger empfehlen kann ich dagegen das **Flughafenrestaurant Runway**: …":
 * a heading's text ends where a later line names another business in bold (a label leading a line, "* **Status:** …", is
 * a detail of the heading's business); its context and tone are read from its own lines.
 * Round 38: also the text an item's own website is read from (target-match.ts: "**Salon Murgperle** … Eine weitere gute
 * Option: Auf **haarwerk-gernsbach.de** …" cites no site of the salon's).
 * @param body the heading's body (answer-blocks.ts: the heading's line and the lines up to the next block)
 */
export function ownLines(body: string): string {
  const lines = body.split("\n");
  return [lines[0]!, ...untilAnotherName(lines.slice(1))].join("\n");
}

/** The lines before the first that names another business in bold ({@link OTHER_BOLD_NAME_RE}); all when none does. */
export function untilAnotherName(lines: readonly string[]): readonly string[] {
  const other = lines.findIndex((line) => OTHER_BOLD_NAME_RE.test(line));
  return other < 0 ? lines : lines.slice(0, other);
}

/** A bold span after a line's first words, or one leading the line without a colon: a name, not a detail's label. */
const OTHER_BOLD_NAME_RE = /^\s*(?:[-*+]\s+)?(?:\*\*|__)[^*_:]+(?:\*\*|__)(?!\s*:)|^\s*(?:[-*+]\s+)?[^*_\s][^*_]*?(?:\*\*|__)[^*_]+(?:\*\*|__)/;
