/**
 * Reads an AI assistant's answer the way a person reads it: which businesses does it
 * recommend, in which order and tone, which platforms does it point to, what does
 * it cite, and is the user's business among them. Pure functions, no I/O; the core
 * of the live test and the monitor.
 *
 * Pipeline, one module a step: citations are stripped and kept (citations.ts), the
 * markdown is read into list items, table rows, headings and prose (answer-blocks.ts,
 * on `marked`); names are taken from where assistants put businesses (block-candidates.ts
 * for lists, tables and headings; prose-candidates.ts for running text, with
 * sentences.ts, capitalised-runs.ts and run-context.ts), judged by their shape
 * (name-shape.ts); platforms (platforms-in-text.ts) and places, sights, institutions and
 * other non-businesses (set-apart.ts) are set apart; a learned judge may set apart more of the candidates
 * the rules accepted (candidate-judge.ts, never the visitor's); the rest is merged by business and
 * ranked with its tone (ranking.ts, tone.ts), and the visitor's business is found by
 * name, owner, brand or website (target-match.ts, own-site-citation.ts, target-in-text.ts).
 */
import { type Block, type Prose, readAnswerBlocks } from "./answer-blocks";
import { withinAnswerMemo } from "./answer-memo";
import { blockCandidates, noteCandidates } from "./block-candidates";
import { type Candidate, stripMarkdown } from "./candidate";
import { type AnswerCandidate, type CandidateStatus, locateCandidates } from "./candidate-offsets";
import { type CandidateJudgeModel, judgedNoBusiness, judgeModel } from "./candidate-judge";
import { stripCitations } from "./citations";
import { foldGerman, isTradeToken, type NameKey, nameKey, nameTokens, siteName, textNamesDomain } from "./names";
import { isTitledPerson } from "./name-shape";
import { isGivenAndSurname, isNamedInAnotherRole, isPersonJobWord, isTitleWord } from "./persons";
import type { LocatePlace } from "./own-town";
import { boldNamesCitingOwnSite, entryCitingOwnSite, entryNamedByHost, entryNamedInCitingSentence, entryPlacedLikeHost, entryNamedInLinkingSentence, personTitlingOwnSite, sourceNumberOf } from "./own-site-citation";
import { findPlatform, platformForUrl } from "./platforms";
import { mergeIntoReviewPlatforms, platformInName, platformsNamedInText } from "./platforms-in-text";
import { hasFirmEvidence, namedAsChain, proseCandidates } from "./prose-candidates";
import { mergeRepeatedNames, type NegativeMention, rankEntries, type RankedEntry, type RecommendedBusiness, wordsSharedByDifferentNames } from "./ranking";
import { isEquipmentBrand, isNoBusinessByApposition, isServiceWord } from "./non-businesses";
import { isBusinessOfMapCard, isDirectoryPageTitle, isInstitutionByBracket, isSeasonByBracket, isSetApart } from "./set-apart";
import { describesNoBusiness } from "./item-description";
import { findMentionInText, findOwnerInText, findShortFormInText } from "./target-in-text";
import { type BusinessTarget, namesVisitor, otherFirmByLegalForm, type TargetMatcher, targetMatcher } from "./target-match";
import type { MentionTone } from "./tone";

export type { MentionTone } from "./tone";
export type { NegativeMention } from "./ranking";
export type { BusinessTarget } from "./target-match";

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
  /**
   * Step (a) of issue 31: every candidate name the rules took from the answer, in answer order, with
   * its offsets in `answer` and what the rules made of it (business, platform, set apart).
   */
  candidates: AnswerCandidate[];
}

/**
 * Analyses one answer text, up to its first {@link MAX_ANALYSED_CHARS} characters.
 * @param answer the assistant's answer as the person sees it (markdown allowed)
 * @param target the user's business and the place asked about; all fields optional
 * @returns recommended businesses in order, negative mentions, platforms, cited URLs,
 *   and whether, where and in which tone the target is named; candidate offsets index `answer`
 */
export function analyzeAnswer(answer: string, target: BusinessTarget, options: AnalysisOptions = {}): AnswerAnalysis {
  const read = answer.length > MAX_ANALYSED_CHARS ? answer.slice(0, MAX_ANALYSED_CHARS) : answer;
  return withinAnswerMemo(() => analyzeOneAnswer(read, target, options.judge === undefined ? judgeModel : options.judge, options.locatePlace));
}

/**
 * How much of an answer is read (UTF-16 code units). The analysis runs where the answer arrives, on the request's or
 * the job's thread, at about 3 ms per 1,000 characters; the answers of the corpora are at most 3,600 characters and
 * assistants' answers seldom pass 10,000, so this bounds an answer far longer than any (a provider's runaway reply)
 * to about 60 ms without cutting a real one.
 */
export const MAX_ANALYSED_CHARS = 20_000;

/** How an answer is read: `judge` is the learned second opinion on accepted candidates (candidate-judge.ts); null reads by the rules alone. */
export interface AnalysisOptions {
  judge?: CandidateJudgeModel | null;
  /**
   * Where a place lies (the DACH gazetteer, loaded by the caller: the reading itself does no I/O); with the target's
   * `ownTown`, a namesake placed in a far town is set apart (own-town.ts). Without it the own town is not used.
   */
  locatePlace?: LocatePlace;
}

/**
 * URLs and bare domains cited in an answer (markdown links, bare URLs, "www.…",
 * source lists).
 * @returns absolute URLs, deduplicated, in order of appearance
 */
export function extractCitedUrls(answer: string): string[] {
  return stripCitations(answer.replace(/\r\n?/g, "\n")).citedUrls;
}

/**
 * Round 35: "**Carrosserie Keller** … [4]" with "[4] garage-huerzeler.ch – Partner" for the visitor's "Garage Hürzeler AG": an
 * entry named as a firm (a trade word, no title: an owner's "Praxis Dr. Janssen" may be the visitor's own) that cites the
 * visitor's website is another business when each name has words of its own (nameKey's distinctive words) and the two
 * share none, nor nearly (a letter mistyped), nor does the entry's with the site's name, and a line citing the site
 * speaks of a tie between businesses (a partner list, a stand-in) or, without naming the entry, titles the page. "Hautklar" for "Kosmetikstudio
 * Hautklar", "Möbelwerkstatt Hollenstein: https://www.lerchner-moebel.at/…" for "Tischlerei Lerchner KG" are the visitor.
 * @param answer the answer as given; entry the citing entry; visitor the visitor's name's key; host its website's host
 */
function namesAnotherBusiness(answer: string, entry: RankedEntry, visitor: NameKey, host: string): boolean {
  const { key } = entry;
  if (key.trades.length === 0 || key.distinctive.length === 0 || visitor.distinctive.length === 0) return false;
  if (entry.candidate.name.split(/\s+/).some(isTitleWord)) return false;
  const site = siteName(host).replace(/-/g, "");
  const near = (a: string, b: string) => a.length >= 6 && a.length === b.length && [...a].filter((ch, i) => ch !== b[i]).length <= 1;
  if (key.distinctive.some((w) => site.includes(w) || visitor.tokens.some((v) => near(w, v)))) return false;
  if (visitor.distinctive.some((w) => key.tokens.includes(w) || key.compact.includes(w))) return false;
  const lines = answer.split("\n");
  const citingAt = lines.flatMap((line, i) => (textNamesDomain(line, host) ? [i] : []));
  const citing = citingAt.map((i) => lines[i]!);
  // "… arbeitet laut einer Partnerliste mit Elektromeistern zusammen ([elektro-hoelzel.de](https://…/partner))": the site is
  // cited for a tie between two businesses.
  if (citing.some((line) => TIE_RE.test(foldGerman(line)))) return true;
  // Round 51: also the line right under the entry's name ("**Autocenter Knonau**" over "… Laut Website …
  // ([bachmann-auto.ch](…))"): the item cites its own site.
  if (citing.some((line) => line.includes(entry.candidate.name)) || citingAt.some((i) => describesNameAbove(entry.candidate, lines, i))) return false;
  // Only a page the source list titles ("– Partner", "– Urlaubsvertretung") says what the site is cited for; a bare
  // "1 schuh-lendplatz.at" under the owner's "Meisterbetrieb Pichler" may be the owner's own site.
  return citing.some((line) => /\p{L}{3,}/u.test(line.toLowerCase().replace(/\bhttps?:\/\/\S+/g, "").split(host).join("").replace(/\bwww\./g, "")));
}

/**
 * The line right under the candidate's own name line (a heading or a bold name alone on its line, blank lines between
 * aside): the first line of its item's description.
 * @param lines the answer's lines; at the index of the line asked about
 */
function describesNameAbove(c: Candidate, lines: readonly string[], at: number): boolean {
  let i = at - 1;
  while (i >= 0 && lines[i]!.trim() === "") i--;
  return i >= 0 && stripMarkdown(lines[i]!.replace(/^\s*#{1,6}\s+/, "")).trim().startsWith(c.name);
}

/**
 * Round 35: "… arbeitet eng mit der freiberuflichen Hebamme Jana Pietsch zusammen, die eine eigene Hebammenpraxis führt": a
 * person whose sentence gives them a business of their own, or calls them freelance or self-employed, works with the
 * business whose item names them, not for it.
 * @param context the sentence naming the person, without markdown
 */
function runsOwnBusiness(context: string): boolean {
  return OWN_BUSINESS_RE.test(foldGerman(context));
}

/** Words of a tie between businesses in a line citing a site: partners, cooperation, a stand-in, a network (folded). */
const TIE_RE = /partner|kooperation|vertretung|netzwerk|zusammenarbeit/;

const OWN_BUSINESS_RE = /\b(?:eine|ihre|seine|einer|ihrer|seiner) eigenen? \p{L}*(?:praxis|kanzlei|werkstatt|studio|betrieb|firma|salon|atelier|schule)\b|\bfreiberuflich|\bselbststaendig/u;

/**
 * Round 52: "Die Gemeinde vermietet die **Alte Schule**, das Dorfgemeinschaftshaus von …" for the visitor's "Gästehaus Alte
 * Schule": the visitor's name without a trade word of it, explained by an apposition as a hall, a sight or an institution
 * (non-businesses.ts isNoBusinessByApposition), is that thing. The visitor's whole name so explained stays the visitor.
 * @param targetKey the visitor's key, null without a name
 */
function thingOfTheVisitorsName(mention: Candidate, targetKey: NameKey | null): boolean {
  if (targetKey === null || !isNoBusinessByApposition(mention.name, mention.context)) return false;
  const tokens = nameKey(mention.name).tokens;
  return targetKey.trades.some((t) => !tokens.includes(t));
}

/**
 * Round 54: "… heißt es schneller freie Fahrt" for the visitor's "Fahrschule Freie Fahrt", "… kommen die meisten sicher ans
 * Ziel" for "Fahrschule Sicher ans Ziel": the visitor's words in prose, opening in lower case where its name writes them
 * capitalised, are a phrase of the language (Duden: adjectives and adverbs are written small), not the name.
 * @param name the mention as written in the answer; businessName the visitor's name as typed
 */
function saidInPlainWords(name: string, businessName: string | undefined): boolean {
  const first = /^\p{Ll}\p{L}*/u.exec(name)?.[0];
  if (!first || !businessName) return false;
  return businessName.split(/\s+/).some((w) => w !== first && w.toLowerCase() === first && /^\p{Lu}/u.test(w));
}

/**
 * Round 54: "**Autohaus Schöggl** … * **Angebot:** Das Berndorfer Autohaus ist Markenpartner …" for the visitor's
 * "Autowerkstatt Berndorfer": inside another business's item, the definite article, a place's adjective in "-er" and that
 * business's own kind word point back to it (as "die Praxis" does), not to a business of the adjective's name.
 * @param mention the visitor's mention found in the text; entries the businesses read from the answer
 */
function kindOfEntryAround(mention: Candidate, entries: readonly RankedEntry[]): boolean {
  const m = /^(\p{Lu}\p{Ll}+er)\s+(\p{Lu}\p{Ll}+)$/u.exec(mention.name);
  if (!m || !new RegExp(`\\b(?:das|der|die|dem|den|des)\\s+${m[1]}\\s`, "iu").test(mention.context)) return false;
  const kind = foldGerman(m[2]!);
  return isTradeToken(kind) && entries.some((e) => e.candidate.body.includes(mention.body) && e.key.tokens.includes(kind));
}

/**
 * Round 54: "**Haarwerk Bad Kleinkirchheim** hat ein eigenes Brautteam mit drei Stylistinnen, darunter Lisa Gruber, …" for
 * the visitor's "Salon Lisa Gruber", "**Elektro Lampe GmbH** – …; Ansprechpartner für Privatkunden ist Elektromeister Dirk
 * Hennies" for "Elektro Hennies": a person named as one of another listed business's team ("darunter", "im Team") or as
 * its contact, in the sentence that names that business, works there.
 * @param isTarget the visitor's test of an entry (target-match.ts)
 */
function amongStaffOfEntry(mention: Candidate, entries: readonly RankedEntry[], isTarget: TargetMatcher["isTarget"]): boolean {
  const at = mention.context.indexOf(mention.name);
  if (at < 0 || !STAFF_CUE_RE.test(foldGerman(mention.context.slice(Math.max(0, at - 60), at)))) return false;
  return entries.some((e) => mention.context.includes(e.candidate.name) && !isTarget(e.candidate, e.key));
}

/**
 * Words that name a person as one of a team right before the name (folded): "darunter", "im Team", "zum Team gehört", and
 * the contact person ("Ansprechpartner für Privatkunden ist Elektromeister Dirk Hennies").
 */
const STAFF_CUE_RE = /\b(?:darunter|im team|zum team gehoert|zum team gehoeren|ansprechpartner(?:in)?\b[^.;:]{0,40}\b(?:ist|sind))\s*:?\s*$/;

/** The candidate that stands first in the answer, null when there is none. */
function earliest(found: readonly (Candidate | null)[]): Candidate | null {
  return found.reduce<Candidate | null>((first, c) => (c && (!first || c.order < first.order) ? c : first), null);
}

function analyzeOneAnswer(answer: string, target: BusinessTarget, judge: CandidateJudgeModel | null, locatePlace: LocatePlace | undefined): AnswerAnalysis {
  const { text, citedUrls, sourceLines } = stripCitations(answer.replace(/\r\n?/g, "\n"));
  const places = target.location ? [target.location] : [];
  const { blocks, prose } = readAnswerBlocks(text, places);
  const isVisitor = namesVisitor(target, places);
  const { platforms, accepted: ruled, acceptedAt, taken } = platformsAndBusinesses(text, sourceLines, citedUrls, { blocks, prose }, places, isVisitor);
  const candidates = locateCandidates(answer, taken);
  const accepted = judge ? secondOpinion(answer, ruled, acceptedAt, candidates, isVisitor, judge) : ruled;

  // Words several different businesses share ("Zahnarztpraxis", "Zahnzentrum")
  // are generic in this answer, whatever the lexicon says.
  const sharedWords = wordsSharedByDifferentNames(accepted.map((c) => c.name), places);
  const entries = mergeRepeatedNames(accepted, sharedWords);
  const match = targetMatcher(target, sharedWords, places, citedUrls, locatePlace);
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
    candidates,
  };
}

/**
 * The candidates the rules accepted that the judge (candidate-judge.ts) also reads as businesses; the others
 * are marked set apart in `located`. The visitor's business is never set apart by it.
 * @param acceptedAt for each accepted candidate, its index in `located`
 */
function secondOpinion(
  answer: string,
  accepted: readonly Candidate[],
  acceptedAt: readonly number[],
  located: AnswerCandidate[],
  isVisitor: (c: Candidate) => boolean,
  judge: CandidateJudgeModel,
): Candidate[] {
  // The judge first: it keeps most candidates, and the visitor test is only built when needed (target-match.ts).
  const rejected = accepted.map((c, i) => judgedNoBusiness(answer, located[acceptedAt[i]!]!, judge) && !isVisitor(c));
  // Round 51: a name the judge keeps where the answer lists it ("- Tobias Weiland – vor Ort …") is a business also where
  // the answer first names it in its text ("arbeitet **Tobias Weiland**, der …"): its place is that first mention's.
  const kept = new Set(accepted.filter((_, i) => !rejected[i]).map((c) => c.name));
  return accepted.filter((c, i) => {
    if (!rejected[i] || kept.has(c.name)) return true;
    located[acceptedAt[i]!] = { ...located[acceptedAt[i]!]!, status: "set_apart" };
    return false;
  });
}

/**
 * The platforms of an answer, in the order it names them, then those its source list names,
 * then those only cited; and the candidates from its blocks, prose and notes, in answer order,
 * that are neither a platform nor set apart (set-apart.ts, an apposition naming no business); and
 * every candidate taken, in answer order, with what it was found to be (`taken`). A candidate that
 * names the visitor's business (`isVisitor`, target-match.ts) is never set apart: its words are a
 * business's name, whatever the word lists say of them.
 */
function platformsAndBusinesses(
  text: string,
  sourceLines: readonly string[],
  citedUrls: readonly string[],
  read: { blocks: Block[]; prose: Prose[] },
  places: readonly string[],
  isVisitor: (c: Candidate) => boolean,
): { platforms: string[]; accepted: Candidate[]; acceptedAt: number[]; taken: { name: string; status: CandidateStatus }[] } {
  const platforms: string[] = [];
  const addPlatform = (name: string) => {
    if (!platforms.includes(name)) platforms.push(name);
  };
  for (const name of platformsNamedInText(text)) addPlatform(name);
  for (const name of platformsNamedInText(sourceLines.join("\n"))) addPlatform(name);
  const accepted: Candidate[] = [];
  const acceptedAt: number[] = [];
  const fromBlocks = blockCandidates(read.blocks, places);
  // Round 30: a name around the list that the list itself names ("**Gemüsehof Siselen** – …" above a table with its row)
  // is that listed business where the answer first names it. Made when first asked: few names around a list get so far.
  let listed: Set<string> | undefined;
  const isListedName = (name: string) => (listed ??= new Set(fromBlocks.filter((b) => !b.inItemBody).map((b) => nameKey(b.name).compact))).has(nameKey(name).compact);
  const inText = [...proseCandidates(read.prose, places, isListedName), ...noteCandidates(read.blocks, places)];
  const aroundList = new Set(listedBusinesses(fromBlocks, places) >= 2 ? inText : []);
  // Round 19: the same holds for names in the text of list items when two or more items lead with a business.
  const inItemText = fromBlocks.filter((c) => c.inItemBody);
  // Round 20: also when the answer names its businesses in running text, by a firm's evidence ("Die **Fensterbau Imfeld AG**
  // …"), and its notes follow as a list ("**Förderung:** Das Gebäudeprogramm von Bund …").
  const inListText = new Set(
    inItemText.length > 0 && listedBusinesses(fromBlocks.filter((c) => !c.inItemBody), places) + namedInProse(inText, places) >= 2 ? inItemText : [],
  );
  const isListed = (c: Candidate) => isListedName(c.name);
  // A stable sort: at equal order, block candidates come before prose ones and those before notes.
  const candidates = [...fromBlocks, ...inText].sort((a, b) => a.order - b.order);
  const taken: { name: string; status: CandidateStatus }[] = [];
  for (const c of candidates) {
    const platform = findPlatform(c.name) ?? platformInName(c.name);
    const setApart = () =>
      isSetApart(c, places) || isNoBusinessByApposition(c.name, c.context) || isDirectoryPageTitle(c.name, c.context, places) || isInstitutionByBracket(c.name, c.context) || isSeasonByBracket(c.name, c.context) || isKindByArticle(c) || describesNoBusiness(c) || ((aroundList.has(c) || inListText.has(c)) && !hasFirmEvidence(c.name) && !namedAsBusiness(c) && !isListed(c));
    // Round 37: a person named in an office or as where someone trained is set apart even when it is the visitor's owner.
    const status: CandidateStatus =
      platform ? "platform" : (setApart() && !isVisitor(c) && !isBusinessOfMapCard(c, places)) || isNamedInAnotherRole(c.name, c.context) ? "set_apart" : "business";
    if (platform) addPlatform(platform.name);
    else if (status === "business") {
      accepted.push(c);
      acceptedAt.push(taken.length);
    }
    taken.push({ name: c.name, status });
  }
  for (const url of citedUrls) {
    const platform = platformForUrl(url);
    if (platform) addPlatform(platform.name);
  }
  mergeIntoReviewPlatforms(platforms);
  return { platforms, accepted, acceptedAt, taken };
}

/**
 * Round 17: the businesses an answer lists (list items, table rows, headings that are neither a platform
 * nor set apart). With two or more the answer has a list of recommendations: that is where it puts its
 * businesses, and a name in the text around the list (the introduction, notes, the closing advice) counts
 * only with a firm's evidence of its own ({@link hasFirmEvidence}: a trade word with a proper word, a legal
 * form, a title, a platform), or when its sentence recommends it by name or calls it closed or advised
 * against ({@link namedAsBusiness}); else it sets the scene: a sight, a route, an event, a brand
 * ("Kaprun liegt am **Kitzsteinhorn**", "während der **Bike Week**").
 */
function namedAsBusiness(c: Candidate): boolean {
  // Advised against or closed: only a business is ("… hat geschlossen", "Finger weg von …").
  if (c.tone === "discouraged" || c.tone === "unavailable" || RECOMMENDS_RE.test(foldGerman(c.context))) return true;
  if (continuesTheList(c) || leadsItsParagraph(c)) return true;
  // The subject of a verb of trade does business ("Der Campingplatz Elbdeich verleiht ebenfalls Räder").
  const at = c.context.indexOf(c.name);
  if (at < 0) return false;
  // Round 19: a chain is a business ("Filialketten wie Klier", "X – die nächste Filiale ist in …").
  return (
    TRADES_AFTER_RE.test(c.context.slice(at + c.name.length, at + c.name.length + 60)) ||
    HAS_PREMISES_RE.test(c.context.slice(at + c.name.length, at + c.name.length + 80)) ||
    TRADES_BEFORE_RE.test(c.context.slice(Math.max(0, at - 60), at)) ||
    (/kette|filiale/i.test(c.context) && namedAsChain(c.context.slice(0, at), c.context.slice(at + c.name.length))) ||
    describedAsTrade(c.context.slice(at + c.name.length, at + c.name.length + 160)) ||
    referredToAsFirm(c)
  );
}

/**
 * Round 66: "**A.T.U Meppen** – praktisch für Reifenwechsel …" after a list: a paragraph that opens with the name in bold and a
 * dash before its description has the shape of the list's own items (815 of the 827 such lines of the training corpora name
 * a business; the others are museums, labels and treatments, which other rules or the service words set apart).
 */
function leadsItsParagraph(c: Candidate): boolean {
  const paragraph = c.paragraph?.trimStart();
  // A treatment so set out ("**Dry Needling** – bei Triggerpunkten") is what a practice offers.
  if (paragraph === undefined || isServiceWord(c.name.split(/\s+/).at(-1)!)) return false;
  for (const mark of ["**", "__"]) {
    const lead = `${mark}${c.name}${mark}`;
    if (paragraph.startsWith(lead) && /^\s+[–—-]\s/.test(paragraph.slice(lead.length))) return true;
  }
  return false;
}

/**
 * Round 58: "Am bekanntesten ist wohl **Engadin Sport Scuol** im Zentrum. Das Geschäft hat eine grosse Auswahl …": the
 * sentence after the name's, in its paragraph, refers back to it as a firm ("Das Geschäft", "Der Betrieb", "Die Praxis").
 */
function referredToAsFirm(c: Candidate): boolean {
  if (c.paragraph === undefined) return false;
  const paragraph = stripMarkdown(c.paragraph);
  const at = paragraph.indexOf(c.context);
  return at >= 0 && FIRM_ANAPHORA_RE.test(paragraph.slice(at + c.context.length, at + c.context.length + 40));
}

/** A sentence opening with the definite article and a word for a business as such or a common kind of one. */
const FIRM_ANAPHORA_RE = /^\s*(?:Das|Der|Die) (?:Geschäft|Laden|Betrieb|Familienbetrieb|Unternehmen|Praxis|Kanzlei|Werkstatt|Studio|Salon|Restaurant|Hotel|Gasthaus|Gasthof|Lokal)\b/u;

/**
 * Round 35: "**Pfotenglück** an der Saseler Chaussee wird häufig genannt – ein kleiner Salon mit …": an apposition after a
 * dash in the name's sentence that calls it "ein(e)" of a trade (a word of names.ts's trade stems, two adjectives
 * between at most) says what business it is; round 61: so does the trade word right after the dash ("– Werkstatt mit …").
 * @param after the name's sentence after the name (at most 160 characters)
 */
function describedAsTrade(after: string): boolean {
  // Round 61: also without the article ("**Bikeshop Engiadina (Scuol)** – Fachgeschäft mit Werkstatt …").
  const kind = /\s[–—]\s+(?:(?:ein|eine)\s+(?:\p{L}+\s+){0,2}?)?(\p{Lu}\p{L}+)/u.exec(after)?.[1];
  return kind !== undefined && isTradeToken(foldGerman(kind));
}

/**
 * Round 22: "**Weitere Optionen:** Für kleinere Feiern lohnen sich das **Wirtshaus Linde** und die **Scheune Ost**": a
 * paragraph led by a label saying that more of the same follows (Gemini closes its lists so: "Weitere Optionen",
 * "Alternativen") continues the list; the names it sets in bold are recommended as the list's items are.
 */
function continuesTheList(c: Candidate): boolean {
  const paragraph = c.paragraph?.trim() ?? "";
  return MORE_OPTIONS_LEAD_RE.test(foldGerman(paragraph)) && (paragraph.includes(`**${c.name}**`) || paragraph.includes(`__${c.name}__`));
}

const MORE_OPTIONS_LEAD_RE = /^(?:\*\*|__)?(?:weitere|andere) (?:optionen|adressen|empfehlungen|anbieter|alternativen|moeglichkeiten)(?::(?:\*\*|__)|(?:\*\*|__):)|^(?:\*\*|__)?alternativen(?::(?:\*\*|__)|(?:\*\*|__):)/;

/** A verb of trade right after the name, a place phrase or two between ("… am See verleiht", "… bietet … an"). */
const TRADES_AFTER_RE = /^(?:\s+(?:am|an der|im|in der|beim|bei der|auf dem|direkt|gleich|neben)\s+(?:\p{L}+\s+){0,3}?)?\s*(?:verleiht|vermietet|verkauft|repariert|liefert|serviert|backt|braut|schneidert|bietet|betreibt)\b/u;

/**
 * Round 66: "**Sport Wallner** hat Verleihstationen an beiden Talstationen", "… hat einen Hofladen": the subject of "hat" with
 * premises of a trade (a shop, a rental station, a workshop) keeps them as a business does; a sight or an event does not.
 * Branches ("hat Filialen") make a chain, which namedAsChain reads.
 */
const HAS_PREMISES_RE = /^\s+(?:hat|haben|unterhält|unterhaelt)\s+(?:[\p{L}-]+\s+){0,3}?(?:[\p{L}-]*(?:verleih|service|verkaufs|miet)station(?:en)?\b|[\p{L}-]*(?:laden|läden|werkstatt|werkstätten|geschäft|geschäfte|shop|shops|verkaufsstelle|verkaufsstellen)\b)/iu;

/** Round 50: the verb of trade before its subject, as German puts it after a fronted word ("Samstags verkauft zudem der **Hof Brunner** …"). */
// Round 61: also a name right after the verb, without its article ("Direkt in Sent vermietet **Sport Vonmoos** … E-Bikes").
const TRADES_BEFORE_RE = /\b(?:verleiht|vermietet|verkauft|repariert|liefert|serviert|backt|braut|bietet|betreibt)\s+(?:(?:zudem|auch|ausserdem|außerdem|noch|ebenfalls|dort|hier|direkt)\s+){0,2}(?:(?:der|die|das)\s+)?(?:\*\*|__)?$/u;

/**
 * A sentence that recommends by name ("Meine erste Empfehlung wäre …", "… ist mein Favorit"; round 32: "Eine zweite Option ist …";
 * round 50: "… eine praktische Anlaufstelle"; round 66: "wäre auch **Klier** eine Option").
 */
const RECOMMENDS_RE = /\b(?:empfehl|empfiehlt|empfohlen|erste wahl|favorit|gute adresse|gut aufgehoben|rate ich|(?:zweite|dritte|weitere|gute|solide|eine) (?:option|alternative|wahl|anlaufstelle)\b|(?:praktische|bewaehrte|naheliegende|zuverlaessige) (?:anlaufstelle|adresse)\b)/;

/**
 * Round 19: "Für ein **Zirbenbett** aus Massivholz …", "Probieren Sie eine **Gommer Cholera**": a name
 * right after an indefinite article is a thing of a kind, not the one business a name picks out; only a
 * firm's own evidence ({@link hasFirmEvidence}) makes it one.
 */
function isKindByArticle(c: Candidate): boolean {
  const at = c.context.indexOf(c.name);
  return at > 0 && INDEFINITE_BEFORE_RE.test(c.context.slice(Math.max(0, at - 8), at)) && !hasFirmEvidence(c.name);
}

const INDEFINITE_BEFORE_RE = /(?:^|[^\p{L}])(?:ein|eine|einen|einem|einer|eines)\s+$/iu;

/** Round 20: the names of running text with a firm's evidence that are neither a platform nor set apart (two are enough). */
function namedInProse(inText: readonly Candidate[], places: readonly string[]): number {
  let n = 0;
  for (const c of inText) if (hasFirmEvidence(c.name) && !findPlatform(c.name) && !isSetApart(c, places) && ++n >= 2) break;
  return n;
}

function listedBusinesses(fromBlocks: readonly Candidate[], places: readonly string[]): number {
  let n = 0;
  for (const c of fromBlocks) if (!findPlatform(c.name) && !platformInName(c.name) && !isSetApart(c, places) && ++n >= 2) break;
  return n;
}

/**
 * Round 58: "offizieller Servicepartner für Stromer und Flyer" for the visitor's "Velowerkstatt Stromer": a mention in the
 * text that is a maker of goods alone (non-businesses.ts isEquipmentBrand) names the maker, not a business named after it.
 * @param name the mention as written; visitor the visitor's name as typed
 */
function makerOfTheVisitorsName(name: string, visitor: string | undefined): boolean {
  return visitor !== undefined && isEquipmentBrand(name) && !isEquipmentBrand(visitor);
}

/**
 * Round 19: a mention in the text made only of distinctive words ("im **Seewinkel**") that a listed business other
 * than the visitor's carries in its name ("Tierpension Seewinkel" beside the visitor's "Tierarztpraxis Seewinkel")
 * is that business's short form, or the place both are named after: it does not name the visitor.
 * @param entries the recommended businesses, none of them the visitor's
 */
function isShortFormOfEntry(name: string, entries: readonly RankedEntry[]): boolean {
  const key = nameKey(name);
  if (key.trades.length > 0 || key.distinctive.length === 0) return false;
  return entries.some((e) => {
    const other = nameKey(e.candidate.name);
    return other.trades.length > 0 && key.distinctive.every((t) => other.distinctive.includes(t));
  });
}

/** The lines of `text` that hold `name` as written, joined; empty when none does. */
function linesNaming(text: string, name: string): string {
  return text.split("\n").filter((line) => stripMarkdown(line).includes(name)).join("\n");
}

/**
 * Round 73: the mention found in the text is a business the entries name, refused as the visitor because a line of the
 * answer ties it to a website of its own (`ownSiteLater`): the same namesake, by the same name or a part of it.
 */
function refusedEntry(mention: Candidate, entries: readonly RankedEntry[], isTarget: TargetMatcher["isTarget"], ownSiteLater: (b: RankedEntry) => boolean): boolean {
  return entries.some((b) => (b.candidate.name.includes(mention.name) || mention.name.includes(b.candidate.name)) && isTarget(b.candidate, b.key) && ownSiteLater(b));
}

/**
 * Round 74: "**Ferienwohnungen Wriedt**" (Lammershagen, "trägt fast denselben Namen … gehört aber zu einem anderen Anbieter"),
 * then "**Ferienhaus Wriedt**" (Stakendorf) for the visitor's "Ferienhaus Wriedt": where the first entry the visitor's test
 * accepts names another kind of business (a trade word of its own, none of the visitor's) and a later entry carries the
 * visitor's name word for word, the later one is the visitor and the first a namesake, one more business named.
 * Round 75: a person by job, given name and surname ("Installateur Thomas Scheurer" for "Scheurer Haustechnik GmbH") names
 * the owner, no other kind of business: a job word is no firm's trade word.
 * @param first the index of the first entry accepted; targetKey the visitor's name key; isTarget the visitor's test
 * @returns the index of the entry that is the visitor
 */
function exactNameAfterOtherKind(entries: readonly RankedEntry[], first: number, targetKey: NameKey, isTarget: TargetMatcher["isTarget"]): number {
  const { key, candidate } = entries[first]!;
  if (key.compact === targetKey.compact || key.trades.length === 0 || targetKey.trades.length === 0 || key.trades.some((t) => targetKey.trades.includes(t))) return first;
  const [job, ...person] = candidate.name.split(/\s+/);
  if (isPersonJobWord(job!) && isGivenAndSurname(person.join(" "))) return first;
  // Its own text giving the visitor's name ("**Pension Sauwaldblick (Gästehaus Lang)**") makes it the visitor by another name.
  if (nameTokens(`${candidate.alias ?? ""} ${candidate.body}`).join("").includes(targetKey.compact)) return first;
  const exact = entries.findIndex((b, i) => i > first && b.key.compact === targetKey.compact && isTarget(b.candidate, b.key));
  return exact >= 0 ? exact : first;
}

/**
 * Round 76: "**1. Dr. Inken Frahmke – Kleintierpraxis in Staberdorf**" after "… ist aber **Dr. Inken Frahmke**, die ihre
 * Kleintierpraxis direkt im Ort hat": the visitor's entry, read from a line that opens with a person an earlier entry names
 * and a dash, is that person's practice, named first where that earlier entry stands; the later one is dropped.
 * @param entries modified in place (the later entry removed when so)
 * @returns the visitor's index in `entries`
 */
function ownerNamedBefore(entries: RankedEntry[], targetIndex: number): number {
  const line = stripMarkdown(entries[targetIndex]!.candidate.context).trim().replace(/^\d{1,2}[.)]\s*/, "");
  const earlier = entries.findIndex((e, i) => {
    const name = e.candidate.name;
    return i < targetIndex && (isTitledPerson(name) || isGivenAndSurname(name)) && line.startsWith(name) && /^\s*[–—-]\s/.test(line.slice(name.length));
  });
  if (earlier < 0) return targetIndex;
  entries.splice(targetIndex, 1);
  return earlier;
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
  const { targetKey, brand, owner, surnameOwners, host, isTarget } = match;
  // Round 73: a business another line of the answer ties to a website of its own ("Im **Landgasthof Bären** … eine Reservation
  // über baeren-obermuehlern.ch" for the visitor at baeren-niederhaeusern.ch) is a namesake where the answer first names it too.
  const ownSiteLater = (b: RankedEntry) => match.hasSiteOfAnother({ ...b.candidate, body: linesNaming(text, b.candidate.name), context: "" });
  let targetIndex = entries.findIndex((b) => isTarget(b.candidate, b.key) && !ownSiteLater(b));
  if (targetIndex >= 0 && targetKey) targetIndex = exactNameAfterOtherKind(entries, targetIndex, targetKey, isTarget);
  let marker: string | null = null;
  if (targetIndex < 0 && host) {
    targetIndex = entryCitingOwnSite(answer, host, entries);
    // The source list's number for the site: the item or sentence carrying that marker cites it.
    marker = targetIndex < 0 ? sourceNumberOf(answer, host) : null;
    if (marker !== null) targetIndex = entryCitingOwnSite(answer, host, entries, marker);
    if (targetIndex < 0 && marker !== null) targetIndex = entryNamedInCitingSentence(answer, marker, entries);
    // Round 20: a sentence of running text that links the site names the business it cites it for.
    if (targetIndex < 0 && marker === null) targetIndex = entryNamedInLinkingSentence(answer, host, entries);
    // Round 19: a source list without numbers ("Quellen: …, x.ch") ties the site to no item; its name may.
    if (targetIndex < 0 && marker === null && !target.businessName) targetIndex = entryNamedByHost(answer, host, entries);
    if (targetIndex < 0 && marker === null && !target.businessName) targetIndex = entryPlacedLikeHost(answer, host, entries);
    if (targetIndex >= 0 && targetKey && namesAnotherBusiness(answer, entries[targetIndex]!, targetKey, host)) targetIndex = -1;
  }
  // Round 58: the item that cites a website spelt as the visitor's name ("### Gruppenpraxis Waldenburgertal … ([aerztezentrum-
  // waldenburgertal.ch](…))" for "Ärztezentrum Waldenburgertal") names the visitor, unless it is a namesake elsewhere.
  if (targetIndex < 0 && match.siteOfName !== null) {
    const citing = entryCitingOwnSite(answer, match.siteOfName, entries);
    if (citing >= 0 && !match.isNamesake(entries[citing]!.candidate)) targetIndex = citing;
  }
  if (targetIndex < 0 && host) {
    const person = personTitlingOwnSite(answer, host, entries);
    if (person >= 0 && !match.isNamesake(entries[person]!.candidate)) targetIndex = person;
  }
  if (targetIndex < 0 && (targetKey || host)) {
    // Named outside a recognisable recommendation (in a sentence, or by its domain):
    // it is still named, at the place where it first appears.
    const citing = host ? boldNamesCitingOwnSite(answer, host, marker) : undefined;
    const byName = findMentionInText(text, targetKey, brand, host, citing) ?? findShortFormInText(text, target.businessName, sharedWords, places);
    const mention = byName ?? (owner ? findOwnerInText(text, owner) : null) ?? earliest(surnameOwners.map((o) => findOwnerInText(text, o, true)));
    // Round 34: "**Haarwerk Sendling:** … wird ausdrücklich die Friseurin Petra empfohlen" for the visitor's "Salon Petra": a
    // person named in another business's item works there; the visitor named by its owner is named elsewhere.
    // Round 35: also the owner by title and name found as the visitor's name ("Dr. Jonas Weiß" for "Tierarztpraxis Dr. Jonas
    // Weiß", in the clinic's "**Team:** … gehört auch Dr. Jonas Weiß als angestellter Tierarzt dazu").
    const byPerson = byName === null || isTitledPerson(mention!.name);
    const staffOfAnother = mention !== null && byPerson && !runsOwnBusiness(mention.context) && entries.some((e) => e.candidate.body.includes(mention.body) && !isTarget(e.candidate, e.key));
    // Round 30: "Autohaus Berger in Linz – …" for the visitor's "Autohaus Berger Wels": a namesake in the text as in a list.
    // Round 32: "… in Rapperswil-Jona voll sind, bietet **Aquakids Uznach** …" for "Aquakids Rapperswil-Jona": a mention
    // that holds a listed namesake, or is held by one ("Alpfit" of "Alpfit Immenstadt"), in the namesake's own sentence is
    // that namesake, however the sentence spreads the visitor's words; in another sentence it may be the visitor.
    const holdsNamesake = (m: Candidate) =>
      entries.some((e) => m.context.includes(e.candidate.name) && (m.name.includes(e.candidate.name) || e.candidate.name.includes(m.name)) && match.isNamesake(e.candidate));
    // Round 33: the visitor's own website in the answer's words is the visitor, wherever the sentence places it: a namesake
    // has a site of its own ("kfz-moser.at … in Steyr" for "Kfz-Technik Moser", whose "Moser" is also a hamlet's name).
    const bySite = mention !== null && host !== null && mention.name === host;
    const namesake =
      mention !== null &&
      !bySite &&
      (staffOfAnother || refusedEntry(mention, entries, isTarget, ownSiteLater) || makerOfTheVisitorsName(mention.name, target.businessName) || isShortFormOfEntry(mention.name, entries) || match.isNamesake(mention) || holdsNamesake(mention) || isNamedInAnotherRole(mention.name, mention.context) || thingOfTheVisitorsName(mention, targetKey) || saidInPlainWords(mention.name, target.businessName) || kindOfEntryAround(mention, entries) || amongStaffOfEntry(mention, entries, isTarget));
    if (mention && !(target.businessName && otherFirmByLegalForm(target.businessName, mention.name, places)) && !namesake) {
      const key = nameKey(mention.name);
      const entry = { candidate: mention, key, ownKey: key, tone: mention.tone };
      const insertAt = entries.findIndex((b) => b.candidate.order > mention.order);
      targetIndex = insertAt < 0 ? entries.length : insertAt;
      entries.splice(targetIndex, 0, entry);
    }
  }
  if (targetIndex < 0) return targetIndex;
  targetIndex = ownerNamedBefore(entries, targetIndex);
  // The business counts once, however many of its names the answer uses ("Kanzlei Brenner", then "Dr. Eva Brenner").
  const first = entries[targetIndex]!;
  for (let i = entries.length - 1; i > targetIndex; i--) if (isTarget(entries[i]!.candidate, entries[i]!.key)) entries.splice(i, 1);
  return entries.indexOf(first);
}
