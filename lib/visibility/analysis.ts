/**
 * Reads an AI assistant's answer the way a person reads it: which businesses does it
 * recommend, in which order, and is the user's business among them. Pure functions,
 * no I/O; the core of the live test (spec section 2 "AI search simulator", section 3
 * "RAG result").
 */
import {
  foldGerman,
  isFunctionWord,
  isPlaceToken,
  isTradeToken,
  nameKey,
  namesMatch,
  nameTokens,
  normalizeDomain,
  textNamesDomain,
  type NameKey,
} from "./names";
import { isKnownPlatform, platformKey } from "./platforms";

export interface BusinessTarget {
  /** The business's name as the user typed it. */
  businessName?: string;
  /** The business's website in any form ("zahnarzt-mueller.de", "https://www.…/"). */
  domain?: string;
}

export interface RecommendedBusiness {
  /** Name as written in the answer, markdown removed. */
  name: string;
  /** 1-based rank in order of first appearance. */
  rank: number;
  /** The list item or sentence that names it, markdown removed. */
  context: string;
}

export interface AnswerAnalysis {
  /** Recommended businesses, deduplicated, in order of first appearance. */
  businesses: RecommendedBusiness[];
  mentioned: boolean;
  /** 1-based rank of the user's business among `businesses`, null when not named. */
  position: number | null;
  /** The list item or sentence naming the user's business. */
  context: string | null;
  /** Review and directory platforms the answer points to (Google Maps, Jameda, …). */
  platforms: string[];
  /** URLs and bare domains the answer cites, in order, deduplicated. */
  citedUrls: string[];
}

interface Candidate {
  name: string;
  context: string;
  /** Character offset in the answer, for ordering. */
  offset: number;
  /** Text that belongs to this candidate (item plus sub-items), for domain lookups. */
  body: string;
}

interface Line {
  text: string;
  offset: number;
  indent: number;
}

interface ListItem {
  kind: "ordered" | "bullet" | "heading" | "table";
  indent: number;
  /** Item text without its marker. */
  text: string;
  offset: number;
  /** Text of the item, its continuation lines and nested items. */
  body: string;
  /** Index of the group of adjacent sibling items it belongs to. */
  group: number;
  /** The last line of running text or heading before the group ("Worauf Sie achten sollten:"). */
  lead: string;
}

const ORDERED_RE = /^(\d{1,2})[.)]\s+(.*)$/;
/** "Platz 1: Name", "**Rang 2:** Name", "🥇 Name". */
const RANKING_RE = /^(?:\*\*|__)?(?:Platz|Rang|Nr\.)\s*\d{1,2}\s*[:.)]?(?:\*\*|__)?\s*[:–—-]?\s*(.+)$/i;
const BULLET_RE = /^[-*•–·]\s+(.*)$/;
const HEADING_RE = /^#{1,6}\s+(.*)$/;
const TABLE_ROW_RE = /^\|(.+)\|\s*$/;
const TABLE_RULE_RE = /^\|?[\s:|-]+\|?$/;
/** Separators between a name and its description in a list item. */
const NAME_SEPARATORS = [" – ", " — ", " - ", ": ", " (", ", ", " | ", " / ", " bietet ", " ist ", " hat ", " mit "];
/** Words that mark an item as advice to the reader, not a business. */
const ADVICE_RE =
  /\b(sie|ihr|ihre|ihren|ihrem|ihnen|man|ich|meine|mein|sollten|sollte|koennen|kann|achten|pruefen|vergleichen|fragen|lesen|schauen|nutzen|informieren|suchen|beachten|empfiehlt|empfehlen|lassen|holen|vereinbaren|wichtig|tipp|tipps|hinweis|fazit|worauf|warum|wie|was|wann|welche|wo|hier|folgende|einige|top)\b/;
const NON_BUSINESS_LEAD_RE =
  /\b(worauf|achten|beachten|tipps?|hinweise?|kriterien|checkliste|fazit|vorgehen|schritte|quellen|sources|references|referenzen)\b/;
/** A bare domain or URL: a source, not a business name. */
const BARE_DOMAIN_RE = /^(https?:\/\/)?(www\.)?[\p{L}\d-]+(\.[\p{L}\d-]+)*\.[a-z]{2,}(\/\S*)?$/iu;
/** Labels of sub-items and advice headings; names made only of these are no businesses. */
const LABEL_WORDS = new Set([
  "adresse", "anschrift", "telefon", "tel", "fax", "email", "mail", "website", "webseite", "homepage",
  "internet", "kontakt", "oeffnungszeiten", "sprechzeiten", "bewertung", "bewertungen", "rezensionen",
  "leistungen", "leistung", "leistungsspektrum", "angebot", "angebote", "spezialisierung",
  "spezialisierungen", "schwerpunkt", "schwerpunkte", "besonderheit", "besonderheiten", "vorteile",
  "vorteil", "nachteile", "preise", "preis", "kosten", "lage", "standort", "standorte",
  "erreichbarkeit", "erfahrung", "erfahrungen", "qualifikation", "qualifikationen", "zertifizierung",
  "zertifizierungen", "referenzen", "auswahl", "kriterien", "empfehlung", "empfehlungen",
  "qualitaet", "vertrauen", "transparenz", "kundenservice", "termine", "termin",
  "terminvergabe", "online", "vergleich", "portale", "plattformen", "verzeichnisse", "quellen",
  "hinweise", "ueberblick", "uebersicht", "zusammenfassung", "alternativen", "alternative", "faq", "fragen",
  "antwort", "persoenliche", "persoenlich", "freunde", "familie", "bekannte", "bekannten",
  "nachbarn", "netzwerk", "ausstattung", "hygiene", "garantie", "gewaehrleistung", "foerderung",
  "foerdermittel", "finanzierung", "wartung", "notdienst", "anfahrt", "parken", "barrierefreiheit",
  "sprachen", "geschichte", "fokus", "ruf", "note", "sterne", "gute", "guten",
  "guter", "gutes", "beste", "besten", "bester", "bestbewerteten", "lokale", "lokalen", "lokaler", "regionale",
  "regionalen", "erfahrene", "erfahrenen", "zertifizierte", "zertifizierten", "spezialisierte",
  "spezialisierten", "unabhaengige", "unabhaengigen", "etablierte", "etablierten", "beliebte",
  "beliebten", "moderne", "modernen", "kleine", "kleinen", "kleinere", "grosse", "grossen",
  "groessere", "weitere", "weiteren", "andere", "anderen", "verschiedene", "verschiedenen", "viele",
  "einige", "meisten", "allgemeine", "allgemeinen", "wichtige", "wichtigen", "aktuelle",
  "aktuellen", "informationen", "daten", "zugang", "zugriff", "naechste", "schritte", "schritt",
  "checkliste", "anbieter", "dienstleister", "unternehmen", "betriebe", "firmen", "praxen", "kanzleien",
  "werkstaetten", "fachbetriebe", "handwerker", "naehe", "umgebung", "region", "stadt", "innenstadt",
  "bezirk", "stadtteil", "kategorie", "name", "inhaber", "traditionell", "klassisch", "familienfreundlich",
  "guenstig", "preiswert", "hochwertig", "fuer", "familien", "kinder", "angstpatienten", "senioren",
  "gewerbe", "privat", "privatkunden", "geschaeftskunden", "gruender", "freiberufler",
]);

/**
 * Analyses one answer text.
 * @param answer the assistant's answer as the person sees it (markdown allowed)
 * @param target the user's business; both fields optional
 * @returns businesses in order, and whether/where/how the target is named
 */
export function analyzeAnswer(answer: string, target: BusinessTarget): AnswerAnalysis {
  const text = answer.replace(/\r\n?/g, "\n");
  const lines = splitLines(text);
  const items = readListItems(lines);
  const candidates = [...listCandidates(items), ...proseCandidates(lines)].sort((a, b) => a.offset - b.offset);

  const platforms: string[] = [];
  const addPlatform = (name: string) => {
    if (!platforms.some((p) => platformKey(p) === platformKey(name))) platforms.push(name);
  };
  const accepted: Candidate[] = [];
  for (const c of candidates) {
    if (isKnownPlatform(c.name)) addPlatform(c.name);
    else accepted.push(c);
  }

  // Words several different businesses share ("Zahnarztpraxis", "Zahnzentrum")
  // are generic in this answer, whatever the lexicon says.
  const sharedWords = wordsSharedByDifferentNames(accepted.map((c) => c.name));
  const businesses: { candidate: Candidate; key: NameKey }[] = [];
  for (const c of accepted) {
    const key = nameKey(c.name, sharedWords);
    if (businesses.some((b) => namesMatch(b.key, key))) continue;
    businesses.push({ candidate: c, key });
  }

  const targetKey = target.businessName ? nameKey(target.businessName, sharedWords) : null;
  const host = target.domain ? normalizeDomain(target.domain) : null;
  const hostCompact = host ? hostLabelCompact(host) : null;
  const isTarget = (c: Candidate, key: NameKey) =>
    (targetKey !== null && namesMatch(targetKey, key)) ||
    (host !== null && (textNamesDomain(c.body, host) || key.compact === hostCompact));

  let targetIndex = businesses.findIndex((b) => isTarget(b.candidate, b.key));
  let context: string | null = targetIndex >= 0 ? businesses[targetIndex]!.candidate.context : null;

  if (targetIndex < 0) {
    // Named outside a recognisable recommendation (in a sentence, or by its domain):
    // it is still named, at the place where it first appears.
    const mention = findMentionInText(lines, targetKey, host);
    if (mention) {
      const entry = { candidate: { ...mention, body: mention.context }, key: nameKey(mention.name) };
      const insertAt = businesses.findIndex((b) => b.candidate.offset > mention.offset);
      if (insertAt < 0) businesses.push(entry);
      else businesses.splice(insertAt, 0, entry);
      targetIndex = insertAt < 0 ? businesses.length - 1 : insertAt;
      context = mention.context;
    }
  }

  const citedUrls = extractCitedUrls(text);
  for (const url of citedUrls) {
    const urlHost = normalizeDomain(url);
    if (urlHost && isKnownPlatform(urlHost)) addPlatform(urlHost);
  }

  return {
    businesses: businesses.map((b, i) => ({ name: b.candidate.name, rank: i + 1, context: b.candidate.context })),
    mentioned: targetIndex >= 0,
    position: targetIndex >= 0 ? targetIndex + 1 : null,
    context,
    platforms,
    citedUrls,
  };
}

function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let offset = 0;
  for (const raw of text.split("\n")) {
    const expanded = raw.replace(/\t/g, "    ");
    const indent = expanded.length - expanded.trimStart().length;
    lines.push({ text: expanded.trim(), offset: offset + (raw.length - raw.trimStart().length), indent });
    offset += raw.length + 1;
  }
  return lines;
}

function markerOf(line: Line): { kind: ListItem["kind"]; text: string } | null {
  const t = line.text;
  if (/^[-*_]{3,}$/.test(t)) return null;
  const heading = HEADING_RE.exec(t);
  if (heading) return { kind: "heading", text: heading[1]!.replace(/^\d{1,2}[.)]\s*/, "") };
  const ordered = ORDERED_RE.exec(t);
  if (ordered) return { kind: "ordered", text: ordered[2]! };
  const ranking = RANKING_RE.exec(t);
  if (ranking) return { kind: "ordered", text: ranking[1]! };
  const bullet = BULLET_RE.exec(t);
  if (bullet) return { kind: "bullet", text: bullet[1]! };
  const row = TABLE_ROW_RE.exec(t);
  if (row && !TABLE_RULE_RE.test(t)) return { kind: "table", text: row[1]!.split("|")[0]!.trim() };
  return null;
}

function readListItems(lines: Line[]): ListItem[] {
  const items: ListItem[] = [];
  let group = 0;
  let blankRun = 0;
  let current: ListItem | null = null;
  let lastText = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (!line.text) {
      blankRun++;
      continue;
    }
    const marker = markerOf(line);
    const isNested = current !== null && marker?.kind !== "heading" && line.indent > current.indent + 1;
    // A table's header row is followed by its |---| rule: it names columns, not businesses.
    const isTableHeader = marker?.kind === "table" && TABLE_RULE_RE.test(lines[i + 1]?.text ?? "x");

    if (marker && !isNested && !isTableHeader) {
      const prev: ListItem | undefined = items[items.length - 1];
      // Siblings stay in one group until a paragraph of running text interrupts them.
      const sameGroup: boolean =
        prev !== undefined && prev === current && prev.kind === marker.kind && Math.abs(prev.indent - line.indent) <= 1;
      if (!sameGroup) group++;
      const lead: string = sameGroup && prev ? prev.lead : lastText;
      current = { kind: marker.kind, indent: line.indent, text: marker.text, offset: line.offset, body: marker.text, group, lead };
      items.push(current);
      if (marker.kind === "heading") lastText = marker.text;
    } else if (current && !isTableHeader && !TABLE_RULE_RE.test(line.text) && (isNested || blankRun === 0 || current.kind === "heading")) {
      // Continuation or nested detail of the current item (address, phone, …);
      // a heading owns the paragraphs below it.
      current.body += `\n${line.text}`;
    } else {
      current = null;
      lastText = line.text;
    }
    blankRun = 0;
  }
  return items;
}

function stripMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/\[\d+\]/g, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,:;!?]|$)/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Leading bold span of an item ("**Praxis Dr. Weber** – …" -> "Praxis Dr. Weber"). */
function leadingBold(text: string): string | null {
  const m = /^\[?(\*\*|__)(.+?)\1/.exec(text.trim());
  return m ? m[2]! : null;
}

function cutAtSeparator(text: string): string {
  let end = text.length;
  for (const sep of NAME_SEPARATORS) {
    const i = text.indexOf(sep);
    if (i > 0 && i < end) end = i;
  }
  return text.slice(0, end);
}

function cleanName(raw: string): string {
  return stripMarkdown(raw)
    .replace(/^\d{1,2}[.)]\s*/, "")
    .replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, "")
    .replace(/^["„“”'‚‘]+|["„“”'‚‘]+$/g, "")
    .replace(/[\s:;,!–—-]+$/g, "")
    .replace(/(?<!\b(?:e\.\s?K|Dr|Co|Prof|Dres|Inc|Ltd|e\.\s?V))\.$/, "")
    .trim();
}

/** True when a bold span is a section label ("**Traditionell:**", "**Fazit:** …"). */
function isLabel(boldText: string, restOfLine: string): boolean {
  return /:\s*$/.test(boldText) || (/^\s*:/.test(restOfLine) && restOfLine.replace(/^\s*:\s*/, "") === "");
}

/** Name of the business an item is about, or null when the item has none. */
function itemName(text: string): { name: string; bold: boolean } | null {
  const bold = leadingBold(text);
  const source = bold ?? stripMarkdown(text);
  const name = cleanName(cutAtSeparator(stripMarkdown(source)));
  return name ? { name, bold: bold !== null } : null;
}

interface NameShape {
  tokens: string[];
  proper: string[];
  trades: string[];
  advice: boolean;
  labelsOnly: boolean;
}

function nameShape(name: string): NameShape {
  const folded = foldGerman(name);
  const tokens = nameTokens(name);
  const content = tokens.filter((t) => !isFunctionWord(t));
  const proper = content.filter((t) => !LABEL_WORDS.has(t) && !isTradeToken(t) && !isPlaceToken(t) && !/^\d+$/.test(t));
  return {
    tokens,
    proper,
    trades: content.filter(isTradeToken),
    advice: ADVICE_RE.test(folded) || /\?\s*$/.test(name),
    labelsOnly: content.every((t) => LABEL_WORDS.has(t) || isPlaceToken(t) || /^\d+$/.test(t)),
  };
}

const LEGAL_OR_TITLE_RE =
  /\b(gmbh|mbh|ug|ag|kg|ohg|gbr|e\.\s?k\.|partg|dr\.|dres\.|prof\.|dipl\.)|&\s*(partner|kollegen|co\.?)|\bund partner\b/i;
const ADDRESS_RE =
  /(\b\d{4,5}\s+\p{Lu}|(stra(ss|ß)e|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|markt)\s*\d{1,4}\b|\+\s?4[139]|\b0\d{2,5}[\s/-]?\d{3,}|\bwww\.|https?:\/\/|\b[a-z0-9-]+\.(de|at|ch|com|net|eu)\b)/iu;

/**
 * How strongly an item reads as a business: evidence for (bold name, legal form or
 * title, address/phone/website, a proper name) against evidence for advice.
 * Below 0: not a business. 2 or more: reads like a name. 3 or more: clearly one.
 */
function businessScore(name: string, bold: boolean, body: string): number {
  const shape = nameShape(name);
  if (shape.advice || shape.tokens.length === 0 || shape.labelsOnly || BARE_DOMAIN_RE.test(name)) return -10;
  if (name.length > 80 || shape.tokens.length > 8) return -10;
  if (!/^[\p{L}\d"„]/u.test(name)) return -10;
  let score = 0;
  if (bold) score += 2;
  if (LEGAL_OR_TITLE_RE.test(name)) score += 2;
  if (ADDRESS_RE.test(body)) score += 2;
  if (shape.proper.length > 0) score += 1;
  if (shape.proper.length > 0 && shape.trades.length > 0) score += 1;
  if (shape.proper.length >= 2) score += 1;
  return score;
}

function listCandidates(items: ListItem[]): Candidate[] {
  const scored = items.map((item) => {
    const named = itemName(item.text);
    const rest = named?.bold ? item.text.replace(/^\[?(\*\*|__)(.+?)\1/, "") : "";
    const label = named?.bold && isLabel(leadingBold(item.text) ?? "", rest) && item.kind === "heading";
    return { item, named, score: named && !label ? businessScore(named.name, named.bold, item.body) : -10 };
  });
  const byGroup = new Map<number, typeof scored>();
  for (const s of scored) byGroup.set(s.item.group, [...(byGroup.get(s.item.group) ?? []), s]);

  const out: Candidate[] = [];
  for (const group of byGroup.values()) {
    // A list most of whose items read like names is a recommendation list; there
    // anything that is not advice counts. Elsewhere an item needs strong evidence.
    const nameLike = group.filter((s) => s.score >= 2).length;
    // A lone heading is a section title unless it clearly names a business.
    const loneHeading = group.length === 1 && group[0]!.item.kind === "heading";
    const isRecommendationList =
      !loneHeading && (nameLike * 2 > group.length || (nameLike * 2 === group.length && group.some((s) => s.score >= 3)));
    // Lists introduced as advice or as sources ("Worauf Sie achten sollten:",
    // "Quellen") hold criteria and references, not recommendations.
    const introducedAsNonBusiness = NON_BUSINESS_LEAD_RE.test(foldGerman(stripMarkdown(group[0]!.item.lead)));
    for (const s of group) {
      if (!s.named) continue;
      const threshold = introducedAsNonBusiness ? 6 : isRecommendationList ? 0 : 4;
      if (s.score >= threshold || isKnownPlatform(s.named.name)) {
        out.push({ name: s.named.name, context: contextOf(s.item.body), offset: s.item.offset, body: s.item.body });
      }
    }
  }
  return out;
}

/** An item's own text and continuation lines, without markdown, at most 300 characters. */
function contextOf(body: string): string {
  const text = stripMarkdown(body.split("\n").slice(0, 3).join(" "));
  return text.length > 300 ? `${text.slice(0, 297)}…` : text;
}

const ABBREVIATIONS = new Set([
  "dr", "dres", "prof", "dipl", "ing", "med", "dent", "str", "nr", "bzw", "ca", "z", "b", "u", "a", "e", "k", "v",
  "st", "co", "inkl", "ggf", "evtl", "usw", "etc", "vgl", "tel", "mo", "di", "mi", "do", "fr", "sa", "so", "jh", "hl",
]);

/** Splits a line into sentences, not at abbreviations ("Dr.", "z. B.", "e.K."). */
function splitSentences(text: string): { sentence: string; index: number }[] {
  const out: { sentence: string; index: number }[] = [];
  let start = 0;
  const re = /[.!?]+(?=\s+["„(]?[\p{Lu}\d])/gu;
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].length;
    const before = text.slice(start, m.index).match(/([\p{L}]+)$/u)?.[1] ?? "";
    const afterDigit = /\d$/.test(text.slice(start, m.index));
    if (m[0] === "." && (afterDigit || ABBREVIATIONS.has(before.toLowerCase()) || /^\p{Lu}$/u.test(before))) continue;
    out.push({ sentence: text.slice(start, end).trim(), index: start });
    start = end;
    while (text[start] === " ") start++;
  }
  if (start < text.length) out.push({ sentence: text.slice(start).trim(), index: start });
  return out.filter((s) => s.sentence);
}

const BOLD_RE = /(\*\*|__)(.+?)\1/g;
const ENUM_SPLIT_RE = /,\s+|\s+(?:und|sowie|oder|bzw\.)\s+/;
/** Capitalised words that start no name ("… würde ich Ihnen Hanse Solartechnik …"). */
const PRONOUNS = new Set(["sie", "ihnen", "ihr", "ihre", "ihrer", "ich", "wir", "es", "man", "uns", "euch"]);
const NAME_CONNECTORS = new Set(["am", "an", "der", "den", "dem", "des", "von", "vom", "zum", "zur", "zu", "im", "&", "und", "+"]);

function isCapitalised(word: string): boolean {
  return /^[„"(]?[\p{Lu}\d]/u.test(word);
}

/**
 * Businesses named in running text: bold names, and enumerations of two or more
 * names ("… etwa die Praxis Dr. Weber, das Zahnzentrum Mitte und Dentalhaus Lange.").
 */
function proseCandidates(lines: Line[]): Candidate[] {
  const out: Candidate[] = [];
  for (const line of lines) {
    if (!line.text || markerOf(line)) continue;
    for (const { sentence, index } of splitSentences(line.text)) {
      const sentenceOffset = line.offset + index;
      const context = stripMarkdown(sentence);
      const bolds = [...sentence.matchAll(BOLD_RE)];
      for (const b of bolds) {
        const rest = sentence.slice((b.index ?? 0) + b[0].length);
        if (isLabel(b[2]!, rest)) continue;
        const name = cleanName(cutAtSeparator(stripMarkdown(b[2]!)));
        if (name && businessScore(name, true, name) >= 3) {
          out.push({ name, context, offset: sentenceOffset + (b.index ?? 0), body: sentence });
        }
      }
      if (bolds.length > 0) continue;
      for (const name of enumeratedNames(stripMarkdown(sentence))) {
        const at = sentence.indexOf(name);
        out.push({ name, context, offset: sentenceOffset + Math.max(0, at), body: sentence });
      }
    }
  }
  return out;
}

/**
 * Names in an enumeration "A, B und C": the first part ends with a name, the last
 * starts with one, the middle ones are names. Needs at least two business names.
 */
function enumeratedNames(sentence: string): string[] {
  const plain = sentence.replace(/\s*\([^)]*\)/g, "").replace(/[.!?:]+$/, "");
  const parts = plain.split(ENUM_SPLIT_RE);
  if (parts.length < 2) return [];
  const runs = parts
    .map((part, i) => {
      const words = part.trim().split(/\s+/).filter(Boolean);
      return i < parts.length - 1 ? trailingRun(words) : leadingRun(words);
    })
    .filter((n): n is string => n !== null);
  // Two clear business names make the sentence an enumeration of businesses; then
  // a plain proper name among them ("TheraPlus Köln") counts too.
  if (runs.filter((n) => isProseBusinessName(n)).length < 2) return [];
  return runs.filter((n) => isProseBusinessName(n) || isPlainProperName(n));
}

function trailingRun(words: string[]): string | null {
  let start = words.length;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (PRONOUNS.has(foldGerman(w))) break;
    if (isCapitalised(w)) start = i;
    else if (NAME_CONNECTORS.has(w.toLowerCase()) && start === i + 1) continue;
    else break;
  }
  while (start < words.length && NAME_CONNECTORS.has(words[start]!.toLowerCase())) start++;
  return cleanName(words.slice(start).join(" ")) || null;
}

function leadingRun(words: string[]): string | null {
  let i = 0;
  // Skip the words that introduce the name: "bei der", "das", "die Praxis"…
  while (i < words.length && (!isCapitalised(words[i]!) || PRONOUNS.has(foldGerman(words[i]!)))) i++;
  const run: string[] = [];
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (isCapitalised(w)) run.push(w);
    else if (NAME_CONNECTORS.has(w.toLowerCase()) && isCapitalised(words[i + 1] ?? "")) run.push(w);
    else break;
  }
  return cleanName(run.join(" ")) || null;
}

function isProseBusinessName(name: string): boolean {
  if (isKnownPlatform(name)) return true;
  const shape = nameShape(name);
  if (shape.advice || shape.labelsOnly || shape.proper.length === 0 || shape.tokens.length > 6) return false;
  return shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(name) || shape.proper.length >= 2;
}

function isPlainProperName(name: string): boolean {
  const shape = nameShape(name);
  return !shape.advice && !shape.labelsOnly && shape.proper.length > 0 && shape.tokens.length <= 6 && !BARE_DOMAIN_RE.test(name);
}

function wordsSharedByDifferentNames(names: string[]): Set<string> {
  const seen = new Map<string, Set<string>>();
  for (const name of names) {
    const key = nameTokens(name).join(" ");
    for (const t of new Set(nameTokens(name))) {
      if (!seen.has(t)) seen.set(t, new Set());
      seen.get(t)!.add(key);
    }
  }
  return new Set([...seen].filter(([, keys]) => keys.size >= 2).map(([t]) => t));
}

function hostLabelCompact(host: string): string {
  const label = host.split(".").slice(-2, -1)[0] ?? host;
  return nameTokens(label.replace(/-/g, " ")).filter((t) => !isFunctionWord(t)).join("");
}

/**
 * The first sentence or line that names the target by domain, or by all of its
 * distinctive words close together.
 * @returns the name as written (the run of capitalised words around the match)
 */
function findMentionInText(
  lines: Line[],
  targetKey: NameKey | null,
  host: string | null,
): { name: string; context: string; offset: number } | null {
  for (const line of lines) {
    if (!line.text) continue;
    const lineText = line.text.replace(/^([-*•]|\d{1,2}[.)]|#{1,6})\s+/, "");
    for (const { sentence, index } of splitSentences(lineText)) {
      const offset = line.offset + index;
      const context = stripMarkdown(sentence);
      if (host && textNamesDomain(sentence, host)) return { name: host, context, offset };
      if (!targetKey || targetKey.distinctive.length === 0) continue;
      const words = stripMarkdown(sentence).split(/\s+/);
      const tokensPerWord = words.map((w) => nameTokens(w));
      const hits = tokensPerWord.map((ts) => ts.some((t) => targetKey.distinctive.includes(t)));
      const firstHit = hits.indexOf(true);
      if (firstHit < 0) continue;
      const lastHit = hits.lastIndexOf(true);
      const found = new Set(tokensPerWord.slice(firstHit, lastHit + 1).flat());
      if (lastHit - firstHit > targetKey.distinctive.length + 4) continue;
      if (!targetKey.distinctive.every((t) => found.has(t))) continue;
      const endsClause = (w: string) => /[,;:]$/.test(w);
      let from = firstHit;
      while (from > 0 && isCapitalised(words[from - 1]!) && !endsClause(words[from - 1]!)) from--;
      let to = lastHit;
      while (to + 1 < words.length && isCapitalised(words[to + 1]!) && !endsClause(words[to]!)) to++;
      const name = cleanName(words.slice(from, to + 1).join(" "));
      const key = nameKey(name);
      // A lone surname needs a trade, a title or a second name word to count.
      if (namesMatch(targetKey, key) && (targetKey.distinctive.length >= 2 || key.trades.length > 0 || /\b(dr|dres|prof)\./i.test(name))) {
        return { name, context, offset };
      }
    }
  }
  return null;
}

/**
 * URLs and bare domains cited in an answer (markdown links, bare URLs, "www.…").
 * @returns absolute URLs, deduplicated, in order of appearance
 */
export function extractCitedUrls(answer: string): string[] {
  const found: string[] = [];
  const re = /\bhttps?:\/\/[^\s<>()"'\]]+|\bwww\.[a-z0-9-]+(?:\.[a-z0-9-]+)+[^\s<>()"'\]]*/gi;
  for (const m of answer.matchAll(re)) {
    let url = m[0].replace(/[.,;:!?*_]+$/, "");
    if (!/^https?:\/\//i.test(url)) url = `https://${url}`;
    if (!found.includes(url)) found.push(url);
  }
  return found;
}
