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
import { isKnownPlatform } from "./platforms";

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
  kind: "ordered" | "bullet" | "heading";
  indent: number;
  /** Item text without its marker. */
  text: string;
  offset: number;
  /** Text of the item, its continuation lines and nested items. */
  body: string;
  /** Index of the group of adjacent sibling items it belongs to. */
  group: number;
}

const ORDERED_RE = /^(\d{1,2})[.)]\s+(.*)$/;
const BULLET_RE = /^[-*•–·]\s+(.*)$/;
const HEADING_RE = /^#{1,6}\s+(.*)$/;
/** Separators between a name and its description in a list item. */
const NAME_SEPARATORS = [" – ", " — ", " - ", ": ", " (", ", ", " | ", " / ", " bietet ", " ist ", " hat "];
/** Words that mark an item as advice to the reader, not a business. */
const ADVICE_RE =
  /\b(sie|ihr|ihre|ihren|ihrem|ihnen|man|sollten|sollte|koennen|kann|achten|pruefen|vergleichen|fragen|lesen|schauen|nutzen|informieren|suchen|beachten|empfiehlt|empfehlen|lassen|holen|vereinbaren|wichtig|tipp|tipps|hinweis|fazit|worauf|warum|wie|was|wann|welche|wo)\b/;
/** Labels of sub-items and advice headings; names made only of these are no businesses. */
const LABEL_WORDS = new Set([
  "adresse", "anschrift", "telefon", "tel", "fax", "email", "mail", "website", "webseite", "homepage",
  "internet", "kontakt", "oeffnungszeiten", "sprechzeiten", "bewertung", "bewertungen", "rezensionen",
  "leistungen", "leistung", "leistungsspektrum", "angebot", "angebote", "spezialisierung",
  "spezialisierungen", "schwerpunkt", "schwerpunkte", "besonderheit", "besonderheiten", "vorteile",
  "vorteil", "nachteile", "preise", "preis", "kosten", "lage", "standort", "standorte",
  "erreichbarkeit", "erfahrung", "erfahrungen", "qualifikation", "qualifikationen", "zertifizierung",
  "zertifizierungen", "referenzen", "auswahl", "kriterien", "empfehlung", "empfehlungen", "beratung",
  "qualitaet", "vertrauen", "transparenz", "service", "kundenservice", "termine", "termin",
  "terminvergabe", "online", "vergleich", "portale", "plattformen", "verzeichnisse", "quellen",
  "hinweise", "ueberblick", "zusammenfassung", "alternativen", "alternative", "faq", "fragen",
  "antwort", "persoenliche", "persoenlich", "freunde", "familie", "bekannte", "bekannten",
  "nachbarn", "netzwerk", "ausstattung", "hygiene", "garantie", "gewaehrleistung", "foerderung",
  "foerdermittel", "finanzierung", "wartung", "notdienst", "anfahrt", "parken", "barrierefreiheit",
  "sprachen", "team", "geschichte", "fokus", "ruf", "note", "sterne", "google", "gute", "guten",
  "guter", "gutes", "beste", "besten", "bester", "lokale", "lokalen", "lokaler", "regionale",
  "regionalen", "erfahrene", "erfahrenen", "zertifizierte", "zertifizierten", "spezialisierte",
  "spezialisierten", "unabhaengige", "unabhaengigen", "etablierte", "etablierten", "beliebte",
  "beliebten", "moderne", "modernen", "kleine", "kleinen", "kleinere", "grosse", "grossen",
  "groessere", "weitere", "weiteren", "andere", "anderen", "verschiedene", "verschiedenen", "viele",
  "einige", "meisten", "top", "allgemeine", "allgemeinen", "wichtige", "wichtigen", "aktuelle",
  "aktuellen", "informationen", "daten", "zugang", "zugriff", "tipp", "tipps", "hinweis", "fazit",
  "naechste", "schritte", "schritt", "checkliste", "anbieter", "dienstleister", "unternehmen",
  "betriebe", "firmen", "praxen", "kanzleien", "werkstaetten", "fachbetriebe", "handwerker",
  "nähe", "naehe", "umgebung", "region", "stadt", "innenstadt", "zentrum", "bezirk",
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
  const accepted: Candidate[] = [];
  for (const c of candidates) {
    if (isKnownPlatform(c.name)) {
      if (!platforms.some((p) => foldGerman(p) === foldGerman(c.name))) platforms.push(c.name);
      continue;
    }
    accepted.push(c);
  }

  // Words several different businesses share ("Zahnarztpraxis", "Zahnzentrum")
  // are generic in this answer, whatever the lexicon says.
  const sharedWords = wordsSharedByDifferentNames(accepted.map((c) => c.name));
  const businesses: { candidate: Candidate; key: NameKey }[] = [];
  for (const c of accepted) {
    const key = nameKey(c.name, sharedWords);
    if (businesses.some((b) => namesMatch(b.key, key) || b.key.compact === key.compact)) continue;
    businesses.push({ candidate: c, key });
  }

  const targetKey = target.businessName ? nameKey(target.businessName, sharedWords) : null;
  const host = target.domain ? normalizeDomain(target.domain) : null;
  const isTarget = (c: Candidate, key: NameKey) =>
    (targetKey !== null && namesMatch(targetKey, key)) ||
    (host !== null && (textNamesDomain(c.body, host) || key.compact === hostLabelCompact(host)));

  let targetIndex = businesses.findIndex((b) => isTarget(b.candidate, b.key));
  let context: string | null = targetIndex >= 0 ? businesses[targetIndex]!.candidate.context : null;

  if (targetIndex < 0) {
    // Named outside a recognisable recommendation (in a sentence, or by its domain):
    // it is still named, at the place where it first appears.
    const mention = findMentionInText(lines, targetKey, host);
    if (mention) {
      const mentionCandidate: Candidate = { name: mention.name, context: mention.context, offset: mention.offset, body: mention.context };
      const insertAt = businesses.findIndex((b) => b.candidate.offset > mention.offset);
      const entry = { candidate: mentionCandidate, key: nameKey(mention.name) };
      if (insertAt < 0) businesses.push(entry);
      else businesses.splice(insertAt, 0, entry);
      targetIndex = insertAt < 0 ? businesses.length - 1 : insertAt;
      context = mention.context;
    }
  }

  return {
    businesses: businesses.map((b, i) => ({ name: b.candidate.name, rank: i + 1, context: b.candidate.context })),
    mentioned: targetIndex >= 0,
    position: targetIndex >= 0 ? targetIndex + 1 : null,
    context,
    platforms,
    citedUrls: extractCitedUrls(text),
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

function readListItems(lines: Line[]): ListItem[] {
  const items: ListItem[] = [];
  let group = 0;
  let blankRun = 0;
  let lastTopIndent = -1;
  let current: ListItem | null = null;
  for (const line of lines) {
    if (!line.text) {
      blankRun++;
      continue;
    }
    const ordered = ORDERED_RE.exec(line.text);
    const bullet = BULLET_RE.exec(line.text);
    const heading = HEADING_RE.exec(line.text);
    const kind = heading ? "heading" : ordered ? "ordered" : bullet ? "bullet" : null;
    const isNested = current !== null && kind !== "heading" && line.indent > current.indent + 1;

    if (kind && !isNested && !/^[-*_]{3,}$/.test(line.text)) {
      let itemText = heading ? heading[1]! : ordered ? ordered[2]! : bullet![1]!;
      if (kind === "heading") itemText = itemText.replace(/^\d{1,2}[.)]\s*/, "");
      const prev: ListItem | undefined = items[items.length - 1];
      const sameGroup =
        prev !== undefined && prev.kind === kind && Math.abs(prev.indent - line.indent) <= 1 && (blankRun <= 1 || kind === "heading");
      if (!sameGroup) group++;
      current = { kind, indent: line.indent, text: itemText, offset: line.offset, body: itemText, group };
      items.push(current);
      lastTopIndent = line.indent;
    } else if (current && (isNested || (blankRun === 0 && line.indent >= lastTopIndent) || current.kind === "heading")) {
      // Continuation or nested detail of the current item (address, phone, …);
      // a heading owns the paragraphs below it.
      current.body += `\n${line.text}`;
    } else {
      current = null;
    }
    blankRun = 0;
  }
  return items;
}

function stripMarkdown(text: string): string {
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,:;!?]|$)/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Leading bold span of an item ("**Praxis Dr. Weber** – …" -> "Praxis Dr. Weber"). */
function leadingBold(text: string): string | null {
  const m = /^(?:\[)?(\*\*|__)(.+?)\1/.exec(text.trim());
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
    .replace(/^["„“”'‚‘]+|["„“”'‚‘]+$/g, "")
    .replace(/[\s.:;,!–—-]+$/g, "")
    .trim();
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
}

function nameShape(name: string): NameShape {
  const folded = foldGerman(name);
  const tokens = nameTokens(name);
  const proper = tokens.filter((t) => !isFunctionWord(t) && !LABEL_WORDS.has(t) && !isTradeToken(t) && !isPlaceToken(t) && !/^\d+$/.test(t));
  return { tokens, proper, trades: tokens.filter(isTradeToken), advice: ADVICE_RE.test(folded) || /\?\s*$/.test(name) };
}

const LEGAL_OR_TITLE_RE =
  /\b(gmbh|mbh|ug|ag|kg|ohg|gbr|e\.\s?k\.|partg|dr\.|dres\.|prof\.|dipl\.)|&\s*(partner|kollegen|co\.?)|\bund partner\b/i;
const ADDRESS_RE =
  /(\b\d{4,5}\s+\p{Lu}|(stra(ss|ß)e|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|markt)\s*\d{1,4}\b|\+\s?4[139]|\b0\d{2,5}[\s/-]?\d{3,}|\bwww\.|https?:\/\/|\b[a-z0-9-]+\.(de|at|ch|com|net|eu)\b)/iu;

/**
 * How strongly an item reads as a business: evidence for (bold name, legal form or
 * title, address/phone/website, a proper name) against evidence for advice.
 */
function businessScore(name: string, bold: boolean, body: string): number {
  const shape = nameShape(name);
  if (shape.advice || shape.tokens.length === 0) return -10;
  if (name.length > 80 || shape.tokens.length > 9) return -10;
  if (!/^[\p{Lu}\d"„]/u.test(name)) return -10;
  let score = 0;
  if (bold) score += 2;
  if (LEGAL_OR_TITLE_RE.test(name)) score += 2;
  if (ADDRESS_RE.test(body)) score += 2;
  if (shape.proper.length > 0) score += 1;
  if (shape.proper.length > 0 && shape.trades.length > 0) score += 1;
  if (shape.proper.length === 0 && !LEGAL_OR_TITLE_RE.test(name)) score -= 3;
  return score;
}

function listCandidates(items: ListItem[]): Candidate[] {
  const scored = items.map((item) => {
    const named = itemName(item.text);
    return { item, named, score: named ? businessScore(named.name, named.bold, item.body) : -10 };
  });
  const byGroup = new Map<number, typeof scored>();
  for (const s of scored) byGroup.set(s.item.group, [...(byGroup.get(s.item.group) ?? []), s]);

  const out: Candidate[] = [];
  for (const group of byGroup.values()) {
    // A list most of whose items read as businesses is a recommendation list; there
    // a plain proper name is enough. Elsewhere an item needs strong evidence.
    const strong = group.filter((s) => s.score >= 3).length;
    const isRecommendationList = strong >= 1 && strong * 2 >= group.length;
    for (const s of group) {
      if (!s.named) continue;
      const threshold = isRecommendationList ? 1 : 3;
      if (s.score >= threshold || isKnownPlatform(s.named.name)) {
        out.push({ name: s.named.name, context: stripMarkdown(s.item.text), offset: s.item.offset, body: s.item.body });
      }
    }
  }
  return out;
}

const SENTENCE_RE = /[^.!?\n]+(?:(?:\b(?:Dr|Dres|Prof|Dipl|Str|Nr|bzw|ca|z\.\s?B|u\.\s?a|e\.\s?K|St)\.|\.\p{Ll}|[.!?](?=\S))[^.!?\n]*)*[.!?]?/gu;
const BOLD_RE = /(\*\*|__)(.+?)\1/g;
const ENUM_SPLIT_RE = /,\s+|\s+(?:und|sowie|oder)\s+/;
const NAME_CONNECTORS = new Set(["am", "an", "der", "den", "dem", "des", "von", "vom", "zum", "zur", "im", "&", "und", "+"]);

/**
 * Businesses named in running text: bold names, and enumerations of two or more
 * names ("… etwa die Praxis Dr. Weber, Zahnzentrum Mitte und Dentalhaus Lange.").
 */
function proseCandidates(lines: Line[]): Candidate[] {
  const out: Candidate[] = [];
  for (const line of lines) {
    if (!line.text || ORDERED_RE.test(line.text) || BULLET_RE.test(line.text) || HEADING_RE.test(line.text)) continue;
    for (const m of line.text.matchAll(SENTENCE_RE)) {
      const sentence = m[0];
      if (!sentence.trim()) continue;
      const sentenceOffset = line.offset + (m.index ?? 0);
      const context = stripMarkdown(sentence);

      for (const b of sentence.matchAll(BOLD_RE)) {
        const name = cleanName(cutAtSeparator(stripMarkdown(b[2]!)));
        if (name && businessScore(name, true, name) >= 3) {
          out.push({ name, context, offset: sentenceOffset + (b.index ?? 0), body: sentence });
        }
      }
      if (BOLD_RE.test(sentence)) continue;
      BOLD_RE.lastIndex = 0;

      const parts = stripMarkdown(sentence).replace(/[.!?]+$/, "").split(ENUM_SPLIT_RE);
      if (parts.length < 2) continue;
      const names = parts.map(trailingProperName).filter((n): n is string => n !== null && isProseBusinessName(n));
      if (names.length < 2) continue;
      for (const name of names) {
        const at = sentence.indexOf(name);
        out.push({ name, context, offset: sentenceOffset + Math.max(0, at), body: sentence });
      }
    }
  }
  return out;
}

/** The run of capitalised words (with connectors like "am", "&", "Dr.") ending a phrase. */
function trailingProperName(phrase: string): string | null {
  const words = phrase.trim().split(/\s+/);
  let start = words.length;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    const capital = /^[\p{Lu}\d"„]/u.test(w);
    if (capital) start = i;
    else if (NAME_CONNECTORS.has(w.toLowerCase()) && i > 0 && start === i + 1) continue;
    else break;
  }
  while (start < words.length && NAME_CONNECTORS.has(words[start]!.toLowerCase())) start++;
  const name = cleanName(words.slice(start).join(" "));
  return name || null;
}

function isProseBusinessName(name: string): boolean {
  if (isKnownPlatform(name)) return true;
  const shape = nameShape(name);
  if (shape.advice || shape.proper.length === 0 || shape.tokens.length > 7) return false;
  return shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(name) || shape.proper.length >= 2;
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
 * distinctive words within a few words of each other.
 */
function findMentionInText(
  lines: Line[],
  targetKey: NameKey | null,
  host: string | null,
): { name: string; context: string; offset: number } | null {
  for (const line of lines) {
    if (!line.text) continue;
    for (const m of line.text.matchAll(SENTENCE_RE)) {
      const sentence = m[0];
      if (!sentence.trim()) continue;
      const offset = line.offset + (m.index ?? 0);
      const context = stripMarkdown(sentence.replace(/^([-*•]|\d{1,2}[.)]|#{1,6})\s+/, ""));
      if (host && textNamesDomain(sentence, host)) return { name: host, context, offset };
      if (targetKey && targetKey.distinctive.length > 0) {
        const words = nameTokens(sentence);
        const span = targetKey.distinctive.length + 4;
        for (let i = 0; i < words.length; i++) {
          const window = new Set(words.slice(Math.max(0, i - span), i + span));
          if (!targetKey.distinctive.every((t) => window.has(t))) continue;
          // A lone surname needs a trade or a second name word nearby to count.
          const supported =
            targetKey.distinctive.length >= 2 ||
            [...window].some((w) => isTradeToken(w) && targetKey.trades.some((t) => t.slice(0, 4) === w.slice(0, 4))) ||
            /\b(dr|dres|prof)\.?\s/i.test(sentence);
          if (supported) return { name: cleanName(stripMarkdown(sentence)).slice(0, 80), context, offset };
          break;
        }
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
