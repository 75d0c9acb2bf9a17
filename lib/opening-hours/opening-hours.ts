/**
 * Opening hours as business owners type them, in German or English ("Mo-Fr 8-18 Uhr,
 * Sa 9-13", "täglich 8.30 bis 12", "Mittwochnachmittag geschlossen", "rund um die Uhr"),
 * read into schema.org OpeningHoursSpecification (Google Search Central, "Local business":
 * hh:mm, several specifications for a day with a break, 00:00–23:59 for all day, a closing
 * time before the opening time meaning past midnight). Pure; used by the JSON-LD
 * generator and the snippet library. The words understood are in the tables and PATTERNS below.
 *
 * Clauses combine in the order written: ranges overlapping a day's earlier ones replace
 * them ("Mo-Fr 8-18, Mi 8-13"), others are added; a closed half day drops that half's
 * sessions, and one across midday is cut at 12:00 as a guess the owner is told about.
 * Nothing is dropped silently: every part not read, or only guessed, comes back as a
 * problem quoting it as typed.
 */

/** A schema.org DayOfWeek. */
export type OpeningDay = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday" | "PublicHolidays";

/** One opening range; "hh:mm", `closes` may be "24:00" or before `opens` (past midnight). */
interface TimeRange {
  opens: string;
  closes: string;
}

/** One schema.org OpeningHoursSpecification without its "@type". */
interface OpeningHoursSpec {
  dayOfWeek: OpeningDay[];
  opens: string;
  closes: string;
}

type OpeningHoursProblemCode =
  /** A word that is no day, time or known phrase; `detail` is the word. */
  | "unreadable"
  /** A two-letter word where a day is expected, e.g. "Fx"; `detail` is the word. */
  | "unknown-day"
  /** Hours above 24 or minutes above 59, or 24:xx as an opening time; `detail` is the time as typed. */
  | "invalid-time"
  /** Opening and closing time are the same. */
  | "empty-range"
  /** Times without days ("8-18 Uhr"). */
  | "no-days"
  /** Days without times ("Mo-Fr"). */
  | "no-times"
  /** A time without its other end ("ab 8 Uhr"); `detail` is the time. */
  | "incomplete-range"
  /** "werktags": Monday to Friday or to Saturday? */
  | "ambiguous-day"
  /** "nach Vereinbarung": no fixed hours to publish. */
  | "no-fixed-hours"
  /** A half day closed on a day open across midday: cut at 12:00, a guess; `detail` is the day. */
  | "half-day-guess"
  /** A half day closed on a day without hours; `detail` is the day. */
  | "nothing-to-close";

export interface OpeningHoursProblem {
  code: OpeningHoursProblemCode;
  /** The clause as typed, e.g. "Mittwochnachmittag geschlossen". */
  part: string;
  detail?: string;
}

export interface ParsedOpeningHours {
  /** Ranges per day, sorted by opening time; days in the order first named; a day without ranges is closed. */
  days: { day: OpeningDay; ranges: TimeRange[] }[];
  /** One specification per distinct range, with every day that has it, in the order first named. */
  specifications: OpeningHoursSpec[];
  problems: OpeningHoursProblem[];
}

const WEEK: readonly OpeningDay[] = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** Spoken names and abbreviations of the days, German and English. */
const DAY_WORDS: Record<string, OpeningDay> = {};
for (const [day, words] of [
  ["Monday", ["mo", "mon", "montag", "montags", "monday"]],
  ["Tuesday", ["di", "die", "dienstag", "dienstags", "tu", "tue", "tuesday"]],
  ["Wednesday", ["mi", "mit", "mittwoch", "mittwochs", "we", "wed", "wednesday"]],
  ["Thursday", ["do", "don", "donnerstag", "donnerstags", "th", "thu", "thursday"]],
  ["Friday", ["fr", "fri", "freitag", "freitags", "friday"]],
  ["Saturday", ["sa", "sat", "samstag", "samstags", "sonnabend", "sonnabends", "saturday"]],
  ["Sunday", ["so", "sun", "sonntag", "sonntags", "su", "sunday"]],
] as const) {
  for (const word of words) DAY_WORDS[word] = day;
}
const GROUP_WORDS: Record<string, OpeningDay[]> = {
  täglich: [...WEEK],
  taeglich: [...WEEK],
  daily: [...WEEK],
  wochenende: ["Saturday", "Sunday"],
  wochenendes: ["Saturday", "Sunday"],
  feiertag: ["PublicHolidays"],
  feiertage: ["PublicHolidays"],
  feiertags: ["PublicHolidays"],
};
const CLOSED_WORDS = new Set(["geschlossen", "ruhetag", "zu", "closed"]);
const FILLER_WORDS = new Set(["von", "ab", "am", "an", "den", "geöffnet", "geoeffnet", "offen", "open", "durchgehend", "uhr", "öffnungszeiten", "oeffnungszeiten", "sprechzeiten", "nach", "termine", "und", "sowie"]);
const PART_WORDS: Record<string, Half> = { vormittag: "morning", vormittags: "morning", nachmittag: "afternoon", nachmittags: "afternoon" };
/** "Mittwochnachmittag", "samstagvormittags". */
const DAY_WITH_PART = /^([a-zäöü]+?)(vormittags?|nachmittags?)$/;

/** Midday: sessions starting before it are morning sessions. */
const MIDDAY = "12:00";
/** A session starting before midday and ending by this time is a morning session (e.g. 08:00–12:30). */
const MORNING_ENDS_BY = "14:00";

type Half = "morning" | "afternoon";

type Token =
  | { kind: "days"; days: OpeningDay[]; half?: Half; start: number; end: number }
  | { kind: "half"; half: Half; start: number; end: number }
  | { kind: "time"; text: string; hours: number; minutes: number; start: number; end: number }
  | { kind: "dash"; start: number; end: number }
  | { kind: "list"; start: number; end: number }
  | { kind: "clause"; start: number; end: number }
  | { kind: "closed"; start: number; end: number }
  | { kind: "all-day"; start: number; end: number }
  | { kind: "ambiguous"; word: string; start: number; end: number }
  | { kind: "by-appointment"; start: number; end: number }
  | { kind: "unknown"; word: string; start: number; end: number }
  /** A word without meaning here ("von", "geöffnet"); kept only so a problem can quote the part as typed. */
  | { kind: "filler"; start: number; end: number };

/**
 * Token patterns, tried in order at each position (sticky). `make` returns the token,
 * null to skip the text (spaces, filler), or "no-match" to let the next pattern try.
 */
const PATTERNS: { re: RegExp; make: (m: RegExpExecArray, start: number, end: number, previous: Token | undefined) => Token | null | "no-match" }[] = [
  { re: /\s+|[.:](?!\d)/y, make: () => null },
  { re: /[;\n|]/y, make: (_m, start, end) => ({ kind: "clause", start, end }) },
  { re: /nach\s+vereinbarung/iy, make: (_m, start, end) => ({ kind: "by-appointment", start, end }) },
  { re: /rund\s+um\s+die\s+uhr|24\s*(?:stunden|std\.?|h)\b(?!\s*[-–—‐‑‒−]|\s*bis\b)/iy, make: (_m, start, end, previous) => (previous?.kind === "dash" ? "no-match" : { kind: "all-day", start, end }) },
  { re: /sonn-\s*(?:und|&|u\.)\s*feiertag(?:e|s)?/iy, make: (_m, start, end) => ({ kind: "days", days: ["Sunday", "PublicHolidays"], start, end }) },
  { re: /(\d{1,2})(?:[:.](\d{2}))?(?:\s*(?:uhr\b|h\b))?/iy, make: (m, start, end) => ({ kind: "time", text: m[0].trim(), hours: Number(m[1]), minutes: Number(m[2] ?? 0), start, end }) },
  { re: /[-–—‐‑‒−]|\bbis\b|\bto\b/iy, make: (_m, start, end) => ({ kind: "dash", start, end }) },
  { re: /[,+/&]|\bund\b|\bsowie\b|\band\b/iy, make: (_m, start, end) => ({ kind: "list", start, end }) },
  { re: /[a-zA-ZäöüÄÖÜß]+\.?/y, make: (m, start, end) => word(m[0], start, end) },
];

function word(raw: string, start: number, end: number): Token | null {
  const w = raw.replace(/\.$/, "").toLowerCase();
  if (DAY_WORDS[w]) return { kind: "days", days: [DAY_WORDS[w]], start, end };
  if (GROUP_WORDS[w]) return { kind: "days", days: GROUP_WORDS[w], start, end };
  if (PART_WORDS[w]) return { kind: "half", half: PART_WORDS[w], start, end };
  const compound = DAY_WITH_PART.exec(w);
  if (compound && DAY_WORDS[compound[1]!]) return { kind: "days", days: [DAY_WORDS[compound[1]!]!], half: PART_WORDS[compound[2]!], start, end };
  if (CLOSED_WORDS.has(w)) return { kind: "closed", start, end };
  if (w === "werktags" || w === "werktag") return { kind: "ambiguous", word: raw.replace(/\.$/, ""), start, end };
  if (FILLER_WORDS.has(w)) return { kind: "filler", start, end };
  return { kind: "unknown", word: raw.replace(/\.$/, ""), start, end };
}

/** The tokens of a text with their positions; anything unmatched becomes an "unknown" token. */
function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  let at = 0;
  scan: while (at < text.length) {
    for (const { re, make } of PATTERNS) {
      re.lastIndex = at;
      const m = re.exec(text);
      if (!m || m[0].length === 0) continue;
      const token = make(m, at, at + m[0].length, tokens.at(-1));
      if (token === "no-match") continue;
      if (token) tokens.push(token);
      at += m[0].length;
      continue scan;
    }
    tokens.push({ kind: "unknown", word: text[at]!, start: at, end: at + 1 });
    at += 1;
  }
  return tokens;
}

/** A clause: days, then times, "geschlossen" or all day. */
interface Clause {
  tokens: Token[];
  days: OpeningDay[];
  half?: Half;
  ranges: TimeRange[];
  closed: boolean;
  problem?: Omit<OpeningHoursProblem, "part">;
}

/** "hh:mm" of a time token, or null when it is no time of day. */
function clock(t: Extract<Token, { kind: "time" }>, role: "opens" | "closes"): string | null {
  if (t.hours > 24 || t.minutes > 59 || (t.hours === 24 && (t.minutes > 0 || role === "opens"))) return null;
  return `${String(t.hours).padStart(2, "0")}:${String(t.minutes).padStart(2, "0")}`;
}

/** Days from Monday-style range ends, over the weekend if needed ("Sa-Mo"). */
function dayRange(from: OpeningDay, to: OpeningDay): OpeningDay[] {
  if (from === "PublicHolidays" || to === "PublicHolidays") return [from, to];
  const days: OpeningDay[] = [];
  for (let i = WEEK.indexOf(from); ; i = (i + 1) % 7) {
    days.push(WEEK[i]!);
    if (WEEK[i] === to) return days;
  }
}

/** Splits the tokens into clauses and reads each; the first problem of a clause stops it. */
function readClauses(tokens: Token[]): Clause[] {
  const clauses: Clause[] = [];
  let clause: Clause | null = null;
  /** Filler words seen since the last token; they go with the clause of the next one. */
  let fillers: Token[] = [];
  const open = () => (clause ??= (clauses.push({ tokens: [], days: [], ranges: [], closed: false }), clauses.at(-1)!));
  const hasBody = (c: Clause | null) => c !== null && (c.ranges.length > 0 || c.closed);
  const flush = () => {
    if (fillers.length > 0 && clause) clause.tokens.push(...fillers);
    fillers = [];
  };

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    if (t.kind === "filler") {
      fillers.push(t);
      continue;
    }
    if (t.kind === "clause") {
      flush();
      clause = null;
      continue;
    }
    if (t.kind === "list") continue;
    // Days (or a half day, or "nach Vereinbarung") after a body start the next clause ("Mo-Fr 8-18, Sa 9-13").
    if ((t.kind === "days" || t.kind === "half" || t.kind === "ambiguous" || t.kind === "by-appointment") && hasBody(clause)) clause = null;
    const c = open();
    c.tokens.push(...fillers, t);
    fillers = [];
    if (c.problem) continue;
    switch (t.kind) {
      case "days": {
        let days = t.days;
        const dash = tokens[i + 1];
        const end = tokens[i + 2];
        if (dash?.kind === "dash" && end?.kind === "days" && t.days.length === 1 && end.days.length === 1) {
          days = dayRange(t.days[0]!, end.days[0]!);
          c.tokens.push(dash, end);
          i += 2;
          if (end.half) c.half = end.half;
        } else if (dash?.kind === "dash" && end?.kind === "unknown") {
          c.tokens.push(dash, end);
          i += 2;
          c.problem = { code: end.word.length <= 3 ? "unknown-day" : "unreadable", detail: end.word };
          break;
        }
        for (const d of days) if (!c.days.includes(d)) c.days.push(d);
        if (t.half) c.half = t.half;
        break;
      }
      case "half":
        c.half = t.half;
        break;
      case "time": {
        const dash = tokens[i + 1];
        const end = tokens[i + 2];
        if (dash?.kind !== "dash" || end?.kind !== "time") {
          c.problem = { code: "incomplete-range", detail: t.text };
          break;
        }
        c.tokens.push(dash, end);
        i += 2;
        const opens = clock(t, "opens");
        const closes = clock(end, "closes");
        if (!opens || !closes) c.problem = { code: "invalid-time", detail: !opens ? t.text : end.text };
        else if (opens === closes) c.problem = { code: "empty-range" };
        else c.ranges.push({ opens, closes });
        break;
      }
      case "closed":
        c.closed = true;
        break;
      case "all-day":
        c.ranges.push({ opens: "00:00", closes: "23:59" });
        break;
      case "ambiguous":
        c.problem = { code: "ambiguous-day", detail: t.word };
        break;
      case "by-appointment":
        c.problem = { code: "no-fixed-hours" };
        break;
      case "unknown":
        c.problem = { code: t.word.length === 2 && /^[a-z]+$/i.test(t.word) ? "unknown-day" : "unreadable", detail: t.word };
        break;
      case "dash":
        break;
    }
  }
  flush();
  for (const c of clauses) {
    if (c.problem) continue;
    if (c.days.length === 0 && (c.ranges.length > 0 || c.closed)) c.problem = { code: "no-days" };
    else if (c.days.length > 0 && !hasBody(c)) c.problem = { code: "no-times" };
  }
  return clauses.filter((c) => c.tokens.length > 0);
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
/** A range's minutes, a closing time at or before the opening time counting as past midnight. */
const span = (r: TimeRange): [number, number] => [minutes(r.opens), minutes(r.closes) <= minutes(r.opens) ? minutes(r.closes) + 1440 : minutes(r.closes)];
const overlaps = (a: TimeRange, b: TimeRange) => span(a)[0] < span(b)[1] && span(b)[0] < span(a)[1];

/** What stays of a day's ranges when a half day is closed; `guessed` when a range across midday was cut at 12:00. */
function closeHalf(ranges: TimeRange[], half: Half): { ranges: TimeRange[]; guessed: boolean } {
  let guessed = false;
  const kept: TimeRange[] = [];
  for (const r of ranges) {
    const morning = r.opens < MIDDAY && r.closes <= MORNING_ENDS_BY && r.closes > r.opens;
    const afternoon = r.opens >= MIDDAY;
    if (half === "afternoon" ? morning : afternoon) kept.push(r);
    else if (!morning && !afternoon) {
      guessed = true;
      kept.push(half === "afternoon" ? { opens: r.opens, closes: MIDDAY } : { opens: MIDDAY, closes: r.closes });
    }
  }
  return { ranges: kept, guessed };
}

const GERMAN_DAY: Record<OpeningDay, string> = {
  Monday: "Montag",
  Tuesday: "Dienstag",
  Wednesday: "Mittwoch",
  Thursday: "Donnerstag",
  Friday: "Freitag",
  Saturday: "Samstag",
  Sunday: "Sonntag",
  PublicHolidays: "Feiertagen",
};

/**
 * @param text e.g. "Mo–Do 08:00–12:30, 14:00–18:00, Fr 8-14 Uhr, Mittwochnachmittag geschlossen"
 * @returns the hours per day, the OpeningHoursSpecification list, and one problem per
 *   part that could not be read or was only guessed (empty text: nothing, no problem)
 */
export function parseOpeningHours(text: string): ParsedOpeningHours {
  const week = new Map<OpeningDay, TimeRange[]>();
  const problems: OpeningHoursProblem[] = [];
  for (const clause of readClauses(tokenize(text))) {
    const part = text.slice(clause.tokens[0]!.start, clause.tokens.at(-1)!.end).trim();
    if (clause.problem) {
      problems.push({ part, ...clause.problem });
      continue;
    }
    for (const day of clause.days) {
      const current = week.get(day) ?? [];
      if (clause.closed && clause.half) {
        if (current.length === 0) {
          problems.push({ part, code: "nothing-to-close", detail: GERMAN_DAY[day] });
          continue;
        }
        const { ranges, guessed } = closeHalf(current, clause.half);
        if (guessed) problems.push({ part, code: "half-day-guess", detail: GERMAN_DAY[day] });
        week.set(day, ranges);
      } else if (clause.closed) {
        week.set(day, []);
      } else {
        const replaced = current.some((r) => clause.ranges.some((n) => overlaps(r, n)));
        week.set(day, [...(replaced ? [] : current), ...clause.ranges].sort((a, b) => minutes(a.opens) - minutes(b.opens)));
      }
    }
  }

  const days = [...week].map(([day, ranges]) => ({ day, ranges }));
  const byRange = new Map<string, OpeningHoursSpec>();
  for (const { day, ranges } of days) {
    for (const r of ranges) {
      const key = `${r.opens}-${r.closes}`;
      const spec = byRange.get(key) ?? { dayOfWeek: [], opens: r.opens, closes: r.closes };
      spec.dayOfWeek.push(day);
      byRange.set(key, spec);
    }
  }
  return { days, specifications: [...byRange.values()], problems };
}

/** Two-letter German abbreviation, for examples in messages. */
const SHORT: Record<string, string> = { Montag: "Mo", Dienstag: "Di", Mittwoch: "Mi", Donnerstag: "Do", Freitag: "Fr", Samstag: "Sa", Sonntag: "So", Feiertagen: "Feiertage" };

/** A translator of the "OpeningHours" messages: the browser's useTranslations or the server's createTranslator. */
export type OpeningHoursTranslator = (key: OpeningHoursProblemCode, values: Record<string, string>) => string;

/**
 * The German sentence for a problem, naming the part as the owner typed it, from
 * messages/de.json "OpeningHours.<code>" (arguments `{part}`, `{detail}`, `{short}`).
 * @example openingHoursProblemText({ code: "unknown-day", part: "Mo-Fx 9-18", detail: "Fx" }, t)
 *   // "„Mo-Fx 9-18“: Unbekannter Wochentag „Fx“. Verwenden Sie Mo, Di, Mi, Do, Fr, Sa oder So."
 */
export function openingHoursProblemText(problem: OpeningHoursProblem, t: OpeningHoursTranslator): string {
  const detail = problem.detail ?? "";
  return t(problem.code, { part: problem.part, detail, short: SHORT[detail] ?? detail });
}
