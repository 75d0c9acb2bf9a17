/**
 * Reads an AI assistant's answer the way a person reads it: which businesses does it
 * recommend, in which order and tone, which platforms does it point to, what does
 * it cite, and is the user's business among them. Pure functions, no I/O; the core
 * of the live test and the monitor.
 *
 * Pipeline: citations are stripped and kept (citations.ts), the markdown is read
 * into list items, table rows, headings and prose (answer-blocks.ts, on `marked`),
 * names are taken from where assistants put businesses, then places (places.ts),
 * platforms (platforms.ts), institutions, labels and headings are set apart, the
 * rest is deduplicated and ranked, and each mention gets its tone (tone.ts).
 */
import { type Block, type Prose, readAnswerBlocks } from "./answer-blocks";
import { withinAnswerMemo } from "./answer-memo";
import { blockCandidates, noteCandidates } from "./block-candidates";
import { type Candidate, cleanName, stripMarkdown } from "./candidate";
import { capitalisedRuns, classEnumerationNames, isCapitalised, isRunOpener, RUN_CONNECTORS } from "./capitalised-runs";
import { citationMarkerTest, sourceLineNumber, stripCitations } from "./citations";
import { isStrongProseName, isTitledPerson, LABEL_WORDS } from "./name-shape";
import { isFunctionWord, isPlaceToken, isTradeToken, nameKey, type NameKey, namesMatch, nameTokens, normalizeDomain, textNamesDomain } from "./names";
import { isAbbreviationOf, isKindWithSurname, isOwnerNamed, isPersonJobWord, ownerOfName, type OwnerOfName } from "./persons";
import { isPlaceName, isPlaceShortForm } from "./places";
import { findPlatform, platformForUrl } from "./platforms";
import { mergeGoogleIntoMaps, platformInName, platformsNamedInText } from "./platforms-in-text";
import { proseCandidates } from "./prose-candidates";
import { clauseAround, splitSentences } from "./sentences";
import { isSetApart } from "./set-apart";
import { isNegativeTone, type MentionTone, readTone } from "./tone";

export type { MentionTone } from "./tone";

/** The analysis of one answer; the monitor stores it per answer. */
export interface AnswerAnalysis {
  /** Recommended businesses, deduplicated, in order of first appearance; includes the user's business at its place. */
  businesses: RecommendedBusiness[];
  /** `businesses` without the user's business: the competitors counted for share of voice. */
  competitors: string[];
  /** Businesses advised against or named as closed; never counted as recommendations. */
  negativeMentions: NegativeMention[];
  mentioned: boolean;
  /** 1-based place of the user's business among the recommended businesses, null when not named. */
  position: number | null;
  /** Tone of the first mention of the user's business, null when not named. */
  mentionTone: MentionTone | null;
  /** The list item or sentence naming the user's business. */
  context: string | null;
  /** Platforms the answer names or cites (display names of platforms.ts), in order. */
  platforms: string[];
  /** URLs and bare domains the answer cites, in order, deduplicated. */
  citedUrls: string[];
}

/**
 * Analyses one answer text.
 * @param answer the assistant's answer as the person sees it (markdown allowed)
 * @param target the user's business and the place asked about; all fields optional
 * @returns recommended businesses in order, negative mentions, platforms, cited URLs,
 *   and whether, where and in which tone the target is named
 */
export function analyzeAnswer(answer: string, target: BusinessTarget): AnswerAnalysis {
  return withinAnswerMemo(() => analyzeOneAnswer(answer, target));
}

/**
 * URLs and bare domains cited in an answer (markdown links, bare URLs, "www.…",
 * source lists).
 * @returns absolute URLs, deduplicated, in order of appearance
 */
export function extractCitedUrls(answer: string): string[] {
  return stripCitations(answer.replace(/\r\n?/g, "\n")).citedUrls;
}

function analyzeOneAnswer(answer: string, target: BusinessTarget): AnswerAnalysis {
  const { text, citedUrls, sourceLines } = stripCitations(answer.replace(/\r\n?/g, "\n"));
  const places = target.location ? [target.location] : [];
  const { blocks, prose } = readAnswerBlocks(text, places);
  const { platforms, accepted } = platformsAndBusinesses(text, sourceLines, citedUrls, { blocks, prose }, places);

  // Words several different businesses share ("Zahnarztpraxis", "Zahnzentrum")
  // are generic in this answer, whatever the lexicon says.
  const sharedWords = wordsSharedByDifferentNames(accepted.map((c) => c.name), places);
  const entries = mergeRepeatedNames(accepted, sharedWords);
  const match = targetMatcher(target, sharedWords, places);
  const targetIndex = placeTarget(answer, text, target, match, entries, sharedWords, places);
  const { businesses, negativeMentions, position } = rankEntries(entries, targetIndex);
  const targetEntry = targetIndex >= 0 ? entries[targetIndex]! : null;

  return {
    businesses,
    competitors: businesses.filter((b) => b.rank !== position).map((b) => b.name),
    negativeMentions,
    mentioned: targetEntry !== null,
    position,
    mentionTone: targetEntry ? targetEntry.tone : null,
    context: targetEntry ? targetEntry.candidate.context : null,
    platforms,
    citedUrls,
  };
}

/**
 * The platforms of an answer, in the order it names them, then those its source list names,
 * then those only cited; and the candidates from its blocks, prose and notes, in answer order,
 * that are neither a platform nor set apart (set-apart.ts).
 */
function platformsAndBusinesses(
  text: string,
  sourceLines: readonly string[],
  citedUrls: readonly string[],
  read: { blocks: Block[]; prose: Prose[] },
  places: readonly string[],
): { platforms: string[]; accepted: Candidate[] } {
  const platforms: string[] = [];
  const addPlatform = (name: string) => {
    if (!platforms.includes(name)) platforms.push(name);
  };
  for (const name of platformsNamedInText(text)) addPlatform(name);
  for (const name of platformsNamedInText(sourceLines.join("\n"))) addPlatform(name);
  const accepted: Candidate[] = [];
  const candidates = [...blockCandidates(read.blocks, places), ...proseCandidates(read.prose, places)].sort((a, b) => a.order - b.order);
  for (const c of noteCandidates(read.blocks, places)) candidates.push(c);
  candidates.sort((a, b) => a.order - b.order);
  for (const c of candidates) {
    const platform = findPlatform(c.name) ?? platformInName(c.name);
    if (platform) addPlatform(platform.name);
    else if (!isSetApart(c, places)) accepted.push(c);
  }
  for (const url of citedUrls) {
    const platform = platformForUrl(url);
    if (platform) addPlatform(platform.name);
  }
  mergeGoogleIntoMaps(platforms);
  return { platforms, accepted };
}

/**
 * Finds the visitor's business among the entries: by name, owner, brand or website; else the
 * item or sentence that cites its own website; else its first mention outside a recognisable
 * recommendation, inserted at its place. Later entries that are the same business are removed.
 * @param entries modified in place (a mention inserted, repetitions removed)
 * @returns the index of the visitor's business in `entries`, -1 when the answer does not name it
 */
function placeTarget(
  answer: string,
  text: string,
  target: BusinessTarget,
  match: TargetMatcher,
  entries: RankedEntry[],
  sharedWords: ReadonlySet<string>,
  places: readonly string[],
): number {
  const { targetKey, brand, owner, host, isTarget } = match;
  let targetIndex = entries.findIndex((b) => isTarget(b.candidate, b.key));
  if (targetIndex < 0 && host) targetIndex = entryCitingOwnSite(answer, host, entries);
  if (targetIndex < 0 && host) targetIndex = entryCitingOwnSite(answer, host, entries, sourceNumberOf(answer, host));
  if (targetIndex < 0 && host) targetIndex = entryNamedInCitingSentence(answer, sourceNumberOf(answer, host), entries);
  if (targetIndex < 0 && (targetKey || host)) {
    // Named outside a recognisable recommendation (in a sentence, or by its domain):
    // it is still named, at the place where it first appears.
    const mention =
      findMentionInText(text, targetKey, brand, host) ??
      findShortFormInText(text, target.businessName, sharedWords, places) ??
      (owner ? findOwnerInText(text, owner) : null);
    if (mention) {
      const entry = { candidate: mention, key: nameKey(mention.name), tone: mention.tone };
      const insertAt = entries.findIndex((b) => b.candidate.order > mention.order);
      targetIndex = insertAt < 0 ? entries.length : insertAt;
      entries.splice(targetIndex, 0, entry);
    }
  }
  if (targetIndex < 0) return targetIndex;
  // The business counts once, however many of its names the answer uses ("Kanzlei Brenner", then "Dr. Eva Brenner").
  const first = entries[targetIndex]!;
  for (let i = entries.length - 1; i > targetIndex; i--) if (isTarget(entries[i]!.candidate, entries[i]!.key)) entries.splice(i, 1);
  return entries.indexOf(first);
}

/** A business the answer recommends, at its rank. */
interface RecommendedBusiness {
  /** Name as written in the answer, markdown removed. */
  name: string;
  /** 1-based rank among the recommended businesses, in order of first appearance. */
  rank: number;
  /** The list item or sentence that names it, markdown removed. */
  context: string;
  tone: MentionTone;
}

/** A business the answer advises against or names as closed. */
export interface NegativeMention {
  name: string;
  tone: Extract<MentionTone, "discouraged" | "unavailable">;
  context: string;
}

/**
 * Fields a practice or a law office is the kind of ("Kieferorthopädie am Neckartor", later
 * "die Praxis am Neckartor"): medicine and therapy for "Praxis", law and tax for "Kanzlei".
 */
const KIND_FIELDS: Record<string, RegExp> = {
  praxis: /arzt|aerzt|zahn|dental|kieferorthop|kfo|medizin|physio|therap|logopaed|ergo|osteopath|podolog|heilprakt|psycho|tier|orthop|dermatolog|augen|hno/,
  kanzlei: /anwalt|anwael|recht|steuer|notar|advokat|treuhand|wirtschaftspruef/,
};

/**
 * The same business named again by its general kind: equal distinctive words, one name's
 * only trade word "Praxis" or "Kanzlei" and the other's trade of that kind ("Kieferorthopädie
 * am Neckartor" = "Praxis am Neckartor"; not "Autohaus Brandl" = "Praxis Brandl").
 */
function sameBusinessByItsKind(a: NameKey, b: NameKey): boolean {
  if (a.distinctive.length === 0 || a.distinctive.length !== b.distinctive.length || !a.distinctive.every((t) => b.distinctive.includes(t))) return false;
  const [general, specific] = a.trades.length === 1 && KIND_FIELDS[a.trades[0]!] ? [a, b] : [b, a];
  const field = general.trades.length === 1 ? KIND_FIELDS[general.trades[0]!] : undefined;
  return field !== undefined && specific.trades.length > 0 && specific.trades.every((t) => field.test(t));
}

/**
 * Words that several different names share ("Zahnarztpraxis", "Zahnzentrum"): generic
 * in this answer. Not so a chain's brand: names made of the same proper word plus
 * only trade words and places ("Alpenblick Hotels", "Alpenblick Innenstadt") are
 * branches of one business, counted once (a chain with several branches counts once).
 */
function wordsSharedByDifferentNames(names: string[], places: readonly string[]): Set<string> {
  const seen = new Map<string, Map<string, readonly string[]>>();
  for (const name of longestForms(names, places)) {
    const tokens = nameTokens(name);
    const key = tokens.join(" ");
    for (const t of new Set(tokens)) {
      if (!seen.has(t)) seen.set(t, new Map());
      seen.get(t)!.set(key, tokens);
    }
  }
  const isBranchOf = (brand: string, tokens: readonly string[]) =>
    tokens.every((t) => t === brand || isFunctionWord(t) || isTradeToken(t) || isPlaceToken(t) || isPlaceName(t, places));
  return new Set(
    [...seen]
      .filter(([t, byKey]) => byKey.size >= 2 && (isTradeToken(t) || isPlaceToken(t) || isPlaceName(t, places) || ![...byKey.values()].every((tokens) => isBranchOf(t, tokens))))
      .map(([t]) => t),
  );
}

/**
 * Names without the shorter forms of other names in the same answer ("Forno
 * Napoletano" beside "Forno Napoletano Passau", "Il Duomo" beside "Pizzeria Il
 * Duomo"): the same business named twice shares its words with itself, which must
 * not make them generic. A shorter form counts only with a word of its own that is
 * neither a trade word, a place nor a label.
 */
function longestForms(names: readonly string[], places: readonly string[]): string[] {
  const sets = names.map((n) => new Set(nameTokens(n).filter((t) => !isFunctionWord(t))));
  return names.filter((_, i) => {
    const own = sets[i]!;
    const distinctive = [...own].some((t) => !isTradeToken(t) && !isPlaceToken(t) && !isPlaceName(t, places) && !LABEL_WORDS.has(t));
    return !distinctive || !sets.some((other, j) => j !== i && other.size > own.size && [...own].every((t) => other.has(t)));
  });
}

/** One business of the answer: its first candidate, the key it is matched by, and the tone it ends with. */
interface RankedEntry {
  candidate: Candidate;
  key: NameKey;
  tone: MentionTone;
}

/**
 * The accepted candidates merged by business: a later candidate that names the same business
 * (same name key, an abbreviation, or the business named by its kind) is dropped, but a later
 * closure or verdict against it in its own context changes the tone the business ends with.
 * @param accepted candidates in answer order; sharedWords the words generic in this answer
 * @returns one entry per business, in order of first appearance
 */
function mergeRepeatedNames(accepted: readonly Candidate[], sharedWords: ReadonlySet<string>): RankedEntry[] {
  const entries: RankedEntry[] = [];
  for (const c of accepted) {
    const key = nameKey(c.name, sharedWords);
    const known = entries.find((b) => namesMatch(b.key, key) || isAbbreviationOf(c.name, b.candidate.name) || sameBusinessByItsKind(b.key, key));
    if (known) {
      // A later "hat inzwischen geschlossen" outweighs an earlier listing; a section
      // label the repetition merely stands under ("Aktuell nicht buchbar") does not.
      if (c.tone === "unavailable" && readTone(c.context) === "unavailable") known.tone = "unavailable";
      // Round 14: so does a later verdict against it in its own item ("**Fahrschule X:** … Eher nicht zu empfehlen").
      else if (c.tone === "discouraged" && readTone(c.context) === "discouraged" && !isNegativeTone(known.tone)) known.tone = "discouraged";
      continue;
    }
    entries.push({ candidate: c, key, tone: c.tone });
  }
  return entries;
}

/**
 * The entries ranked: those advised against or closed become negative mentions (never the
 * visitor's own business), the rest are the recommended businesses, ranked from 1 in order.
 * @param targetIndex index of the visitor's business in `entries`, -1 when not named
 * @returns the businesses, the negative mentions and the 1-based position of the target (null: not named)
 */
function rankEntries(
  entries: readonly RankedEntry[],
  targetIndex: number,
): { businesses: RecommendedBusiness[]; negativeMentions: NegativeMention[]; position: number | null } {
  const businesses: RecommendedBusiness[] = [];
  const negativeMentions: NegativeMention[] = [];
  let position: number | null = null;
  entries.forEach((e, i) => {
    if (i !== targetIndex && isNegativeTone(e.tone)) {
      negativeMentions.push({ name: e.candidate.name, tone: e.tone as NegativeMention["tone"], context: e.candidate.context });
      return;
    }
    businesses.push({ name: e.candidate.name, rank: businesses.length + 1, context: e.candidate.context, tone: e.tone });
    if (i === targetIndex) position = businesses.length;
  });
  return { businesses, negativeMentions, position };
}

/** The visitor's business, as the live test and the monitor know it. */
export interface BusinessTarget {
  /** The business's name as the user typed it. */
  businessName?: string;
  /** The business's website in any form ("zahnarzt-mueller.de", "https://www.…/"). */
  domain?: string;
  /** The place the user asked about: a place, never a business. */
  location?: string;
}

function hostLabelCompact(host: string): string {
  const label = host.split(".").slice(-2, -1)[0] ?? host;
  return nameTokens(label.replace(/-/g, " ")).filter((t) => !isFunctionWord(t)).join("");
}

/**
 * A firm named by a trade word and the owner's surname ("Kanzlei Brenner") is the
 * visitor's business "Rechtsanwältin Dr. Eva Brenner" when the same paragraph also
 * names the owner in full: the surname alone could be anyone's.
 */
function isOwnersFirm(key: NameKey, targetKey: NameKey, paragraph: string): boolean {
  const surname = targetKey.distinctive[targetKey.distinctive.length - 1];
  if (!surname || targetKey.distinctive.length < 2 || key.trades.length === 0) return false;
  if (!key.distinctive.includes(surname) || !key.distinctive.every((t) => targetKey.distinctive.includes(t))) return false;
  const words = new Set(nameTokens(stripMarkdown(paragraph)));
  return targetKey.distinctive.every((t) => words.has(t));
}

/**
 * The brand of a name made only of trade words and places ("Zahnwerk Regensburg"
 * -> ["zahnwerk"], "Yogahaus Giesing" -> ["yogahaus"]; places of the gazetteer
 * and the query count): what identifies it when a shorter form is used. Null when the
 * name has distinctive words of its own, or is purely generic ("Zahnarztpraxis Berlin").
 */
function brandOf(name: string, places: readonly string[] = []): string[] | null {
  // The town or district in a name is dropped as freely as a legal form ("Yogahaus Giesing" -> "Yogahaus").
  const placeTokens = new Set(nameTokens(name).filter((t) => isPlaceToken(t) || isPlaceName(t, places)));
  const key = nameKey(name, placeTokens);
  if (key.distinctive.length > 0) return null;
  const words = key.tokens.filter((t) => !isFunctionWord(t) && !placeTokens.has(t));
  return words.some((t) => !isPureTradeWord(t) && !/^\d+$/.test(t)) ? words.filter((t) => !isPureTradeWord(t)) : null;
}

/**
 * A name carries the brand and no other distinctive word ("Zahnwerk am Markt", not
 * "Autoservice Schmitz"), nor a town of its own ("Zahnwerk München" is another
 * branch or business than "Zahnwerk Regensburg"; "am Markt" is a landmark).
 */
function brandMatches(brand: string[], name: string): boolean {
  const key = nameKey(name);
  if (!brand.every((t) => key.tokens.includes(t)) || !key.distinctive.every((t) => brand.includes(t))) return false;
  return !key.tokens.some((t, i) => i > 0 && !brand.includes(t) && !isFunctionWord(key.tokens[i - 1]!) && (isPlaceToken(t) || isPlaceName(t)));
}

/** A trade word made only of trade stems ("zahnarztpraxis", "autoservice"), unlike an invented compound ("zahnwerk"). */
function isPureTradeWord(token: string): boolean {
  let rest = token;
  for (let guard = 0; rest && guard < 6; guard++) {
    const stem = PURE_TRADE_STEMS.find((s) => rest.startsWith(s));
    if (!stem) return false;
    rest = rest.slice(stem.length);
    const joint = /^(s|e|n|en|er|ung|ei|o)(?=$|[a-z])/.exec(rest);
    if (joint && (rest.length === joint[0].length || !PURE_TRADE_STEMS.some((s) => rest.startsWith(s)))) rest = rest.slice(joint[0].length);
  }
  return rest === "";
}

const PURE_TRADE_STEMS = [
  "zahnarzt", "zahnaerzte", "zahn", "arzt", "aerzte", "praxis", "praxen", "kanzlei", "anwalt", "anwaelte", "steuer",
  "beratung", "berater", "physio", "therapie", "therapeut", "friseur", "salon", "studio", "zentrum", "center", "werkstatt",
  "auto", "kfz", "service", "dental", "medizin", "heilkunde", "technik", "elektro", "sanitaer", "heizung", "bau",
  "immobilien", "hausverwaltung", "verwaltung", "reinigung", "klinik", "tier", "augen", "optik", "haus", "handwerk",
  "solar", "energie", "reifen", "karosserie", "schluessel", "dienst", "notdienst", "baeckerei", "metzgerei",
];

/**
 * "**Annette Lenz** – systemische Paartherapeutin mit Praxis …": a job word among the first
 * three words of the apposition after the name (after a dash, colon, comma or bracket) says the
 * name is a person's, the cue {@link isOwnerNamed} needs to take the person for the business
 * that carries the surname ("Praxis für Paarberatung Lenz").
 */
function appositionNamesJob(c: Candidate): boolean {
  const line = stripMarkdown(c.body.split("\n")[0] ?? "");
  const at = line.indexOf(c.name);
  if (at < 0) return false;
  const apposition = /^\s*[–—:,(-]\s*(.+)$/.exec(line.slice(at + c.name.length))?.[1];
  return apposition !== undefined && apposition.split(/\s+/).slice(0, 3).some((w) => isPersonJobWord(w.replace(/[,;:.)]+$/, "")));
}

/**
 * A person's list item that names the visitor's practice in its description ("**Dr. med.
 * Jonas Wendland** – Orthopäde in der Praxis am Schillerplatz" for "Orthopädie am
 * Schillerplatz"): the person is the practice's doctor, the item is the practice's.
 */
function descriptionNamesTarget(c: Candidate, targetKey: NameKey): boolean {
  const description = stripMarkdown(c.body.split("\n")[0] ?? "").slice(c.name.length);
  // A name of two or more words: one word ("Katzen") may merely share a stem with the target's.
  return capitalisedRuns(description).some((run) => run.includes(" ") && isStrongProseName(run) && namesMatch(targetKey, nameKey(run)));
}

/** What identifies the visitor's business in this answer, and the test whether a candidate is it. */
interface TargetMatcher {
  /** The business name's key with this answer's generic words set apart; null without a name. */
  targetKey: NameKey | null;
  /** The brand of a name made only of trade words and places ({@link brandOf}). */
  brand: string[] | null;
  /** The owner a business name carries ("Praxis Dr. Anna Roth"), persons.ts. */
  owner: OwnerOfName | null;
  /** The website's host without "www.", null without a domain. */
  host: string | null;
  /** True when the candidate (with its key in this answer) is the visitor's business. */
  isTarget: (c: Candidate, key: NameKey) => boolean;
}

/**
 * The ways an answer may name the visitor's business: its name (or the bracketed alias of an
 * item), the owner's firm named by surname, its brand, its owner by title or kind and surname,
 * a titled person whose item names it, or its website in the item or as the name's compact form.
 * @param sharedWords words generic in this answer; places the place asked about
 */
function targetMatcher(target: BusinessTarget, sharedWords: ReadonlySet<string>, places: readonly string[]): TargetMatcher {
  const targetKey = target.businessName ? nameKey(target.businessName, sharedWords) : null;
  const ownerKey = target.businessName ? nameKey(target.businessName) : null;
  const brand = target.businessName ? brandOf(target.businessName, places) : null;
  const owner = target.businessName ? ownerOfName(target.businessName, (w) => isPlaceName(w, places)) : null;
  const host = target.domain ? normalizeDomain(target.domain) : null;
  const hostCompact = host ? hostLabelCompact(host) : null;
  const isTarget = (c: Candidate, key: NameKey) =>
    (targetKey !== null && namesMatch(targetKey, key)) ||
    (targetKey !== null && c.alias !== undefined && namesMatch(targetKey, nameKey(c.alias, sharedWords))) ||
    // Unshared keys: the surname the firm and the owner share is what links them.
    (ownerKey !== null && isOwnersFirm(nameKey(c.name), ownerKey, c.paragraph ?? c.body)) ||
    (brand !== null && brandMatches(brand, c.name)) ||
    (owner !== null && (isOwnerNamed(owner, c.name, appositionNamesJob(c)) || isKindWithSurname(owner, c.name))) ||
    (targetKey !== null && isTitledPerson(c.name) && descriptionNamesTarget(c, targetKey)) ||
    (host !== null && (textNamesDomain(c.body, host) || key.compact === hostCompact));
  return { targetKey, brand, owner, host, isTarget };
}

/**
 * The first sentence that names the target by domain, or by all of its distinctive
 * words close together ("Anna Roth, eine Physiotherapeutin …" for "Physiotherapie
 * Anna Roth"), or by its brand ("im Zahnwerk am Markt" for "Zahnwerk Regensburg").
 * @returns the name as written (the run of capitalised words around the match)
 */
function findMentionInText(text: string, targetKey: NameKey | null, brand: string[] | null, host: string | null): Candidate | null {
  for (const rawLine of text.split("\n")) {
    const line = rawLine.trim().replace(/^([-*•]|\d{1,2}[.)]|#{1,6})\s+/, "");
    if (!line) continue;
    for (const { sentence, index } of splitSentences(line)) {
      const context = stripMarkdown(sentence);
      // Ordered like the prose candidates of the same paragraph: its order plus the offset.
      const order = () => orderOfLine(text, rawLine) + 0.5 + index / 100_000;
      if (host && textNamesDomain(sentence, host)) return { name: host, context, order: order(), body: sentence, tone: readTone(context) };
      const keyWords = targetKey && targetKey.distinctive.length > 0 ? targetKey.distinctive : brand;
      if (!keyWords || keyWords.length === 0) continue;
      const words = context.split(/\s+/);
      const tokensPerWord = words.map((w) => nameTokens(w));
      const hits = tokensPerWord.map((ts) => ts.some((t) => keyWords.includes(t)));
      const firstHit = hits.indexOf(true);
      if (firstHit < 0) continue;
      const lastHit = hits.lastIndexOf(true);
      const found = new Set(tokensPerWord.slice(firstHit, lastHit + 1).flat());
      if (lastHit - firstHit > keyWords.length + 4) continue;
      if (!keyWords.every((t) => found.has(t))) continue;
      const endsClause = (w: string) => /[,;:]$/.test(w);
      let from = firstHit;
      while (from > 0 && isCapitalised(words[from - 1]!) && !endsClause(words[from - 1]!) && !isRunOpener(words[from - 1]!)) from--;
      let to = lastHit;
      while (to + 1 < words.length && !endsClause(words[to]!) && (isCapitalised(words[to + 1]!) || (RUN_CONNECTORS.has(words[to + 1]!.toLowerCase()) && isCapitalised(words[to + 2] ?? "")))) to++;
      const name = cleanName(words.slice(from, to + 1).join(" "));
      const key = nameKey(name);
      const byBrand = !(targetKey && targetKey.distinctive.length > 0);
      // "die drei Burgen Castelgrande, Montebello und Sasso Corbaro": a sight named like the business is not it.
      if (classEnumerationNames(context).some((t) => t.includes(name) || name.includes(t))) continue;
      const matches = byBrand ? brandMatches(keyWords, name) : namesMatch(targetKey!, key);
      // A lone surname needs a trade, a title or a second name word to count; a word
      // after a neuter article ("das Sportwerk", "im Kornhaus") names no person.
      const neuter = from > 0 && /^(das|ins|im)$/i.test(words[from - 1]!);
      if (matches && (byBrand || keyWords.length >= 2 || key.trades.length > 0 || neuter || /\b(dr|dres|prof)\./i.test(name))) {
        return { name, context, order: order(), body: sentence, tone: readTone(clauseAround(context, name)) };
      }
    }
  }
  return null;
}

/**
 * Order value of a raw line among the blocks and paragraphs (their running count):
 * the count of those that start before the line, less one half.
 */
function orderOfLine(text: string, line: string): number {
  const before = text.slice(0, Math.max(0, text.indexOf(line)));
  return readAnswerBlocksCount(before) - 0.5;
}

function readAnswerBlocksCount(markdown: string): number {
  if (!markdown.trim()) return 0;
  const { blocks, prose } = readAnswerBlocks(markdown);
  return blocks.length + prose.length;
}

/**
 * The visitor's business named without the town or district in its name ("im
 * Yogaraum" for "Yogaraum Villach", "Die Bella Vista" for "Pizzeria Bella Vista
 * Aarau"): the name's places are dropped, and what is left must still hold a
 * distinctive word (a trade word or a place alone identifies nobody).
 */
function findShortFormInText(text: string, businessName: string | undefined, sharedWords: ReadonlySet<string>, places: readonly string[]): Candidate | null {
  if (!businessName) return null;
  const tokens = nameTokens(businessName);
  const isPlace = (t: string) => isPlaceToken(t) || isPlaceName(t, places) || isPlaceShortForm(t);
  const placeTokens = tokens.filter(isPlace);
  if (placeTokens.length === 0) return null;
  const key = nameKey(businessName, new Set([...sharedWords, ...placeTokens]));
  // Without its place "Yogaraum Villach" is its brand ("im Yogaraum").
  const found = key.distinctive.length > 0 ? findMentionInText(text, key, null, null) : findMentionInText(text, null, brandOf(businessName, places), null);
  // "Elektrotechnik Gruber & Falch" is not "Elektro Gruber Telfs": the short form may carry no name word of its own.
  if (found && nameKey(found.name).distinctive.every((t) => key.distinctive.includes(t))) return found;
  // "Radhaus Spittal Zweirad GmbH": the words before the town are the brand, those after it say the trade ("das Radhaus").
  const at = tokens.findIndex(isPlace);
  if (at <= 0 || at === tokens.length - 1) return null;
  const lead = nameKey(tokens.slice(0, at).join(" "), sharedWords);
  if (lead.distinctive.length === 0) return null;
  const short = findMentionInText(text, lead, null, null);
  return short && nameKey(short.name).distinctive.every((t) => lead.distinctive.includes(t)) ? short : null;
}

/**
 * The first sentence naming the owner a business name carries: by title or job and
 * name ("die Diplom-Psychologin Miriam Kessler" for "Psychotherapeutische Praxis
 * Kessler"), or by the business's kind and the surname ("das Advokaturbüro
 * Geissbühler" for "Advokaturbüro Lea Geissbühler").
 * @returns the name as written, a job word before it dropped, with the sentence's tone
 */
function findOwnerInText(text: string, owner: OwnerOfName): Candidate | null {
  for (const rawLine of text.split("\n")) {
    const line = rawLine.trim().replace(/^([-*•]|\d{1,2}[.)]|#{1,6})\s+/, "");
    for (const { sentence, index } of line ? splitSentences(line) : []) {
      const context = stripMarkdown(sentence);
      const words = context.split(/\s+/).map((w) => w.replace(/[,;:.!?)"“”]+$/, ""));
      const at = words.findIndex((w) => nameTokens(w).join("") === owner.surname);
      if (at < 1) continue;
      let from = at;
      while (from > 0 && from > at - 4 && isCapitalised(words[from - 1]!) && !isRunOpener(words[from - 1]!)) from--;
      const run = words.slice(from, at + 1);
      const cue = run.some(isPersonJobWord) || isPersonJobWord(words[from - 1] ?? "");
      const person = run.filter((w) => !isPersonJobWord(w)).join(" ");
      const name = isKindWithSurname(owner, run.join(" ")) ? run.join(" ") : isOwnerNamed(owner, person, cue) ? person : null;
      if (!name) continue;
      const order = orderOfLine(text, rawLine) + 0.5 + index / 100_000;
      return { name, context, order, body: sentence, tone: readTone(context) };
    }
  }
  return null;
}

/**
 * The business whose list item or table row cites the visitor's own website
 * ("2. **Pizzeria X** – … ([x-passau.de](https://www.x-passau.de/))"): a target given
 * only by its domain is that business. Citations are stripped before the blocks are
 * read, so the raw answer's lines are searched; a line counts when it starts with the
 * business's name (a source list line "[5] x-passau.de" names none).
 * @returns index into `entries`, -1 when no item or row cites the host
 */
function entryCitingOwnSite(answer: string, host: string, entries: readonly { candidate: Candidate }[], marker: string | null = null): number {
  const cites = marker === null ? null : citationMarkerTest(marker);
  for (const line of answer.split("\n")) {
    if (cites === null ? !textNamesDomain(line, host) : !cites(line) || sourceLineNumber(line) !== null) continue;
    // A bullet is followed by a space: "**Kanzlei X** …" opens with a bold name, not with a bullet.
    const plain = stripMarkdown(line.trim().replace(/^\|?\s*(?:[-*•](?=\s)|\d{1,2}[.)])?\s*/, ""));
    let best = -1;
    entries.forEach((e, i) => {
      const name = e.candidate.name;
      if (name.length >= 3 && plain.startsWith(name) && !/^[\p{L}\d]/u.test(plain.slice(name.length)) && (best < 0 || name.length > entries[best]!.candidate.name.length)) best = i;
    });
    if (best >= 0) return best;
  }
  return -1;
}

/**
 * The one business named in a sentence of running text that carries the marker
 * of the visitor's website in the source list ("… ist das **Café Seeblick** die
 * meistgenannte Adresse[1]." with "[1] cafe-seeblick-….ch"). A sentence naming several
 * businesses identifies none.
 * @returns the entry's index, or -1
 */
function entryNamedInCitingSentence(answer: string, marker: string | null, entries: readonly { candidate: Candidate }[]): number {
  if (marker === null) return -1;
  const cites = citationMarkerTest(marker);
  for (const line of answer.split("\n")) {
    if (!cites(line) || sourceLineNumber(line) !== null) continue;
    for (const { sentence } of splitSentences(line)) {
      if (!cites(sentence)) continue;
      const plain = stripMarkdown(sentence);
      const named = entries.flatMap((e, i) => (e.candidate.name.length >= 3 && plain.includes(e.candidate.name) ? [i] : []));
      if (named.length === 1) return named[0]!;
    }
  }
  return -1;
}

/**
 * The number under which a trailing source list gives the visitor's website
 * ("1. sprachraum-feldkirch.at"): the item carrying that marker cites it.
 * @returns the source's number ("1"), or null when no numbered source line names the host
 */
function sourceNumberOf(answer: string, host: string): string | null {
  for (const line of answer.split("\n")) {
    const n = sourceLineNumber(line);
    if (n !== null && textNamesDomain(line, host)) return n;
  }
  return null;
}
