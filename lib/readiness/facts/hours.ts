import { parseOpeningHours, type OpeningDay } from "@/lib/opening-hours/opening-hours";
import type { TextBlock } from "../page-facts";

/**
 * Opening hours as pages show them: a section under "Öffnungszeiten" (heading or
 * label) with its lines, a list or table of days and times anywhere, a table with the
 * days as columns and morning and afternoon rows, and prose ("Mo–Fr 8–12 und 14–18 Uhr,
 * Sa nach Vereinbarung"). Each section is read with lib/opening-hours into schema.org
 * OpeningHoursSpecification, every interval kept; what the reader cannot read is quoted
 * as written (`unparsed`), never completed by a guess.
 */

/** One schema.org OpeningHoursSpecification without "@type". */
export interface OpeningHoursSpecification {
  dayOfWeek: OpeningDay[];
  opens: string;
  closes: string;
}

export interface HoursValue {
  /** The hours in the generator's notation ("Mo-Fr 08:00-12:00, 14:00-18:00; Sa 09:00-12:00"), or the quote when none could be read. */
  text: string;
  specifications: OpeningHoursSpecification[];
  /** Parts that could not be read (or only as no fixed hours, "Sa nach Vereinbarung"), as written. */
  unparsed: string[];
}

export interface FoundHours {
  value: HoursValue;
  /** The lines as they stand on the page. */
  quote: string;
  /** table: read from a table; else the region of the first line. */
  element: TextBlock["region"] | "table";
}

const HOURS_WORD = /öffnungszeiten|oeffnungszeiten|sprechzeiten|sprechstunden|geschäftszeiten|servicezeiten|bürozeiten|ordinationszeiten|praxiszeiten|opening hours|küchenzeiten|unsere zeiten/i;
const DAY = /(?<![\p{L}])(?:mo|di|mi|do|fr|sa|so|mon|tue|wed|thu|fri|sat|sun|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|sonnabends?|täglich|werktags|feiertags?|wochenende|monday|tuesday|wednesday|thursday|friday|saturday|sunday)(?![\p{L}])/iu;
const HOUR = "(?:[01]?\\d|2[0-4])(?:[:.][0-5]\\d)?";
/** "8–12", "08:00 - 12:00", "8.30 bis 12 Uhr": hours 0-24 only, so "49 50 78 - 9" of a fax number is none. */
const TIME_RANGE = new RegExp(`(?<![\\d,:.])${HOUR}\\s*(?:uhr|h)?\\s*(?:-|–|—|bis|to)\\s*${HOUR}(?![\\d,])`, "i");
const TIME_OR_CLOSED_END = new RegExp(`(?:${HOUR}\\s*(?:-|–|—|bis|to)\\s*${HOUR}(?:\\s*uhr)?|nach vereinbarung|geschlossen|ruhetag|closed|nach absprache)`, "gi");
/** Lines with contact details end an hours section. */
const CONTACT_LABEL = /\b(?:tel|telefon|fax|telefax|e-mail|mail|mobil|handy)\b|@/i;
const NO_FIXED = /nach vereinbarung|geschlossen|ruhetag|closed|nach absprache/i;
const MAX_SECTION_LINES = 14;
const MAX_LINE_CHARS = 200;

const hasDay = (t: string) => DAY.test(t);
const hasTime = (t: string) => TIME_RANGE.test(t);
/** A line that belongs to an hours section: days, times or "geschlossen"/"nach Vereinbarung", and short. */
const hoursLike = (t: string) =>
  t.length <= MAX_LINE_CHARS && !CONTACT_LABEL.test(t) && ((hasTime(t) && (hasDay(t) || t.length <= 40)) || (hasDay(t) && t.length <= 80) || (NO_FIXED.test(t) && t.length <= 60));

const WEEK_ABBR: Record<OpeningDay, string> = { Monday: "Mo", Tuesday: "Di", Wednesday: "Mi", Thursday: "Do", Friday: "Fr", Saturday: "Sa", Sunday: "So", PublicHolidays: "Feiertage" };
const WEEK_ORDER: OpeningDay[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "PublicHolidays"];

/** Days as the generator writes them: runs as "Mo-Fr", single days by comma. */
function daysText(days: OpeningDay[]): string {
  const sorted = WEEK_ORDER.filter((d) => days.includes(d));
  const parts: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] !== "PublicHolidays" && WEEK_ORDER.indexOf(sorted[j + 1]!) === WEEK_ORDER.indexOf(sorted[j]!) + 1) j++;
    parts.push(j - i >= 2 ? `${WEEK_ABBR[sorted[i]!]}-${WEEK_ABBR[sorted[j]!]}` : sorted.slice(i, j + 1).map((d) => WEEK_ABBR[d]).join(", "));
    i = j + 1;
  }
  return parts.join(", ");
}

/** The hours per day in the generator's notation, days with equal hours together. */
function hoursText(days: { day: OpeningDay; ranges: { opens: string; closes: string }[] }[]): string {
  const byRanges = new Map<string, OpeningDay[]>();
  for (const { day, ranges } of [...days].sort((a, b) => WEEK_ORDER.indexOf(a.day) - WEEK_ORDER.indexOf(b.day))) {
    if (!ranges.length) continue;
    const key = ranges.map((r) => `${r.opens}-${r.closes}`).join(", ");
    byRanges.set(key, [...(byRanges.get(key) ?? []), day]);
  }
  return [...byRanges].map(([ranges, ds]) => `${daysText(ds)} ${ranges}`).join("; ");
}

/**
 * Reads hours written in one piece of text.
 * @returns specifications and the unread parts; text = the generator's notation, or the quote when nothing was read
 */
export function readHours(quote: string): HoursValue {
  const parsed = parseOpeningHours(quote.replace(/\s*\|\s*/g, " "));
  const text = hoursText(parsed.days);
  return { text: text || quote, specifications: parsed.specifications, unparsed: parsed.problems.map((p) => p.part) };
}

/** A line from its first day or time on: "Wir haben geöffnet: Mo–Fr 8–12 Uhr" → "Mo–Fr 8–12 Uhr". */
function fromFirstDayOrTime(line: string): string {
  if (CONTACT_LABEL.test(line)) return "";
  const starts = [DAY.exec(line)?.index, TIME_RANGE.exec(line)?.index, NO_FIXED.exec(line)?.index].filter((i): i is number => i !== undefined);
  return starts.length ? line.slice(Math.min(...starts)) : line;
}

/** Joins a section's lines: a line of days alone runs on into the times of the next ("Dienstag - Sonntag" / "11:00 – 14:00 Uhr"). */
function joinLines(lines: string[]): string {
  let out = "";
  for (const line of lines) {
    const clean = fromFirstDayOrTime(line.replace(HOURS_WORD, "")).replace(/[.!]+$/, "").trim();
    if (!clean || !(hasDay(clean) || hasTime(clean) || NO_FIXED.test(clean))) continue;
    out += out ? (hasTime(out.slice(out.lastIndexOf(",") + 1)) || !hasDay(out.slice(out.lastIndexOf(",") + 1)) ? ", " : " ") : "";
    out += clean;
  }
  // Prose after the last time ("… 13:00 Uhr Kostenfreies Erstgespräch") is no part of the hours.
  const ends = [...out.matchAll(TIME_OR_CLOSED_END)];
  const last = ends.at(-1);
  return last ? out.slice(0, last.index + last[0].length) : out;
}

/** A table whose first row names days in its columns and whose other rows hold times ("Vormittag", "Nachmittag"). */
function transposedTable(grid: string[][]): string[] | null {
  const header = grid[0] ?? [];
  const dayColumns = header.map((cell, i) => (cell.length <= 12 && hasDay(cell) ? i : -1)).filter((i) => i >= 0);
  if (dayColumns.length < 2) return null;
  const lines = dayColumns.map((col) => {
    const times = grid.slice(1).map((row) => row[col] ?? "").filter((cell) => hasTime(cell) || NO_FIXED.test(cell));
    return times.length ? `${header[col]} ${times.join(", ")}` : "";
  });
  return lines.some(Boolean) ? lines.filter(Boolean) : null;
}

/**
 * The opening hours on one page: the sections found, in page order.
 * @param blocks the page's lines (PageFacts.blocks)
 * @param tableGrids the page's tables (PageFacts.tableGrids)
 */
export function hoursInPage(blocks: readonly TextBlock[], tableGrids: readonly string[][][]): FoundHours[] {
  const out: FoundHours[] = [];
  const skip = new Set<string>();
  for (const grid of tableGrids) {
    const lines = transposedTable(grid);
    if (!lines) continue;
    for (const row of grid) skip.add(row.join(" ").replace(/\s+/g, " ").trim());
    out.push({ value: readHours(lines.join(", ")), quote: lines.join("; "), element: "table" });
  }
  let i = 0;
  while (i < blocks.length) {
    const block = blocks[i]!;
    const labelled = HOURS_WORD.test(block.text) && block.text.length <= MAX_LINE_CHARS;
    const starts = !skip.has(block.text) && (labelled || (hoursLike(block.text) && hasDay(block.text)));
    if (!starts) {
      i++;
      continue;
    }
    const lines = [block.text];
    let j = i + 1;
    while (j < blocks.length && lines.length < MAX_SECTION_LINES && !skip.has(blocks[j]!.text) && hoursLike(blocks[j]!.text) && !HOURS_WORD.test(blocks[j]!.text)) lines.push(blocks[j++]!.text);
    i = j;
    const quote = joinLines(lines);
    if (!quote || !(hasTime(quote) || (hasDay(quote) && NO_FIXED.test(quote)))) continue;
    out.push({ value: readHours(quote), quote: lines.join(" · "), element: lines.length > 1 && block.kind === "row" ? "table" : block.region });
  }
  return out;
}
