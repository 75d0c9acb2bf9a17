/**
 * The visitor's business named outside a recognisable recommendation: the first sentence that
 * names it by domain, by its distinctive words close together or by its brand, by a short form
 * without its town, or by its owner. The mention is ordered among the candidates by the block
 * or paragraph it stands in.
 */
import { readAnswerBlocks } from "./answer-blocks";
import { type Candidate, cleanName, stripMarkdown } from "./candidate";
import { classEnumerationNames, isCapitalised, isRunOpener, RUN_CONNECTORS } from "./capitalised-runs";
import { commonPrefixLength, foldGerman, isFunctionWord, isNumberWord, isPlaceToken, isTradeToken, type NameKey, nameKey, namesMatch, nameTokens, sharesStem, TRADE_COMPOUND, tradeKind, textNamesDomain } from "./names";
import { isInflectedAdjective } from "./name-shape";
import { doubleSurnameHolds, isKindWithSurname, isOwnerNamed, isPersonJobWord, isTitleWord, type OwnerOfName, runsBusinessOfKind } from "./persons";
import { isStreetAddress } from "./non-businesses";
import { endsWithDirection, isAreaName, isLandmarkName, isNaturalFeatureHead } from "./landmarks";
import { isAreaHead, isPlaceName, isPlaceShortForm } from "./places";
import { findPlatform } from "./platforms";
import { isFormerName, isSearchTerm } from "./run-context";
import { clauseAround, splitSentences } from "./sentences";
import { brandMatches, brandOf } from "./target-match";
import { isNegativeTone, type MentionTone, readTone } from "./tone";

/**
 * The first sentence that names the target by domain, or by all of its distinctive
 * words close together ("Anna Roth, eine Physiotherapeutin …" for "Physiotherapie
 * Anna Roth"), or by its brand ("im Zahnwerk am Markt" for "Zahnwerk Regensburg").
 * @param citingNames round 34: names of lines that cite the visitor's website (boldNamesCitingOwnSite); one of them needs no
 *   further cue ("**Hautnah** … ³" for "Kosmetikstudio Hautnah" with source 3 its site)
 * @returns the name as written (the run of capitalised words around the match)
 */
export function findMentionInText(text: string, targetKey: NameKey | null, brand: string[] | null, host: string | null, citingNames: ReadonlySet<string> = NO_NAMES): Candidate | null {
  for (const read of sentencesByLine(text)) {
    const { rawLine, sentence, index, next, context } = read;
    const order = () => orderOfSentence(text, rawLine, index);
    // Round 33: "([Pickerl-Kosten 2025](https://www.kfz-hofer.at/ratgeber/…))": a link's address cites a page of the site, as
    // a source list does; the sentence names the business only where its words (a link's label among them) hold the site.
    if (host && textNamesDomain(sentence.includes("](") ? sentence.replace(LINK_TARGET_RE, "]") : sentence, host)) return { name: host, context, order: order(), body: sentence, tone: readTone(context) };
    const keyWords = targetKey && targetKey.distinctive.length > 0 ? targetKey.distinctive : brand;
    if (!keyWords || keyWords.length === 0) continue;
    // A name is returned only where every key word is among the words' tokens: a sentence that cannot hold them all is not split.
    if (!mayHoldTokens(read, keyWords)) continue;
    const words = context.split(/\s+/);
    // Round 37: "bei Pichlers" holds the key word "pichler" ({@link isFamilyForm}).
    const tokensPerWord = words.map((w, i) => {
      const ts = nameTokens(w);
      return ts.length === 1 && !keyWords.includes(ts[0]!) && keyWords.includes(ts[0]!.slice(0, -1)) && isFamilyForm(words[i - 1], w) ? [ts[0]!.slice(0, -1)] : ts;
    });
    const hits = tokensPerWord.map((ts) => ts.some((t) => keyWords.includes(t)));
    const firstHit = hits.indexOf(true);
    if (firstHit < 0) continue;
    // Round 32: the last key word within reach of the first; a key word repeated later in the sentence ("die Rosenauer
    // Mühle in Rödental …: eine alte Mühle am Bach") does not push the name out of reach.
    const lastHit = hits.lastIndexOf(true, firstHit + keyWords.length + 4);
    const found = new Set(tokensPerWord.slice(firstHit, lastHit + 1).flat());
    if (!keyWords.every((t) => found.has(t))) continue;
    // Round 54: "… kann man in der historischen Holzwerkstatt zuschauen" for the visitor's "Holzwerkstatt Lindlar GmbH": a key
    // word that is a trade's compound after an adjective in lower case ("historischen", "kleinen") is a common noun there.
    if (hits.some((hit, i) => hit && i > 0 && isCommonNounAfterAdjective(words[i - 1]!, tokensPerWord[i]!))) continue;
    const endsClause = (w: string) => /[,;:]$/.test(w);
    // Round 32: "Alpfit Immenstadt interessant, 20 Minuten von Kempten" for "Alpfit Kempten": key words on both sides of
    // a clause's end are two things the sentence says, not one name.
    if (words.slice(firstHit, lastHit).some(endsClause)) continue;
    // Round 73: "die Ferienwohnungen Greuter in Prantach und die Appartements Alpenrose in Obwals" for "Haus Alpenrose Prantach":
    // key words on both sides of "und" and an article are two noun phrases, two businesses.
    if (words.slice(firstHit, lastHit).some((w, i, span) => /^(?:und|oder|sowie)$/.test(w) && /^(?:die|der|das|den|dem)$/.test(span[i + 1] ?? ""))) continue;
    // Round 34: "einen E-Bike-Spezialisten (Radhaus Neiße) nahe …": a name of two words or more in brackets ends at them
    // (one word there glosses the word before: "Hausarztpraxen (Allgemeinmedizin)").
    // Round 36: also where the bracket opens a word or two before the first key word ("(Velowerk Aare)" for the visitor's
    // "Velowerk Aare", whose first word is a trade's).
    const opensAt = [firstHit, firstHit - 1, firstHit - 2].find(
      (i) => i >= 0 && words[i]!.startsWith("(") && words.slice(i, firstHit).every((w) => !w.endsWith(")") && isCapitalised(w.replace(/^\(/, ""))),
    );
    const bracketed = opensAt !== undefined && !words[opensAt]!.endsWith(")") && words.slice(opensAt + 1, lastHit + 2).some((w) => w.endsWith(")"));
    let from = bracketed ? opensAt : firstHit;
    while (from > 0 && !bracketed && isCapitalised(words[from - 1]!) && !endsClause(words[from - 1]!) && !isRunOpener(words[from - 1]!)) from--;
    // Round 52: "Gasthaus Zu den drei Linden": an inn's sign with a number word in it is one name.
    const sign = bracketed ? 0 : numberedSignBefore(words, from);
    if (sign > 0) {
      from -= sign;
      while (from > 0 && isCapitalised(words[from - 1]!) && !endsClause(words[from - 1]!) && !isRunOpener(words[from - 1]!)) from--;
    }
    // Round 34: "**Bei Luigi** – …" for the visitor's "Bei Luigi": the visitor's own first word, a preposition or article
    // that opens no other name's run, belongs to its name here.
    const ownOpener = targetKey !== null && targetKey.tokens.length >= 2 && from > 0 && nameTokens(words[from - 1]!).join("") === targetKey.tokens[0] && isFunctionWord(targetKey.tokens[0]!);
    if (ownOpener) from--;
    if (targetKey !== null && !ownOpener && locatesAnotherName(words, from, targetKey)) continue;
    let to = lastHit;
    // Round 35: "ins Surbtal (Endingen, Lengnau)": an opening bracket after the name starts a gloss, not more of the name.
    while (to + 1 < words.length && !endsClause(words[to]!) && !(bracketed && words[to]!.endsWith(")")) && !(!bracketed && words[to + 1]!.startsWith("(")) && (isCapitalised(words[to + 1]!) || (RUN_CONNECTORS.has(words[to + 1]!.toLowerCase()) && isCapitalised(words[to + 2] ?? "")))) to++;
    // Round 30: "Eine Hundeschule mit eigenem Übungsplatz direkt in Arendsee …": after an indefinite article the words are
    // a kind of business, not one business's name (a name takes the definite article: "die Hundeschule Arendsee").
    if (from > 0 && /^(?:ein|eine|einen|einem|einer|eines)$/i.test(words[from - 1]!)) continue;
    // Round 36: the grammar before the name as prose candidates read it (run-context.ts): "…, der bis 2021 als Tischlerei
    // Pichler & Söhne firmierte" for the visitor's "Tischlerei Pichler" is a name another business went by; "Suche bei
    // Google Maps nach „Physiotherapie Rockenhausen“" for the visitor's "Physio Rockenhausen" is what one types to search.
    const before = `${words.slice(Math.max(0, from - 8), from).join(" ")} `;
    if (isFormerName(before, ` ${words.slice(to + 1, to + 9).join(" ")}`)) continue;
    // Round 70: also with the verb of searching after the closing mark ("nach „Physio Rockenhausen“ suchen").
    const afterQuote = /[“”"«‘’][.,;:!?]*$/.test(words[to]!) ? `” ${words.slice(to + 1, to + 4).join(" ")}` : "";
    if (/^[„"“‚»]/.test(words[from]!) && isSearchTerm(before + words[from]![0], afterQuote)) continue;
    // Round 33: "bei DocFinder „Allgemeinmedizin“ und „2340 Mödling“ eingeben": words across quotation marks are search
    // terms or titles set side by side, not one name ("das Gasthaus „Zur Linde“" quotes a name whole, at its ends).
    const joined = words.slice(from, to + 1).join(" ");
    const run = bracketed ? joined.replace(/^\((.*)\)[.,;:!?]*$/, "$1") : joined;
    if (/[„“”"«»]/.test(run.slice(1, -1).replace(/[„“”"«»][.,;:!?)]*$/, ""))) continue;
    const name = cleanName(run);
    // Round 34: "Dentalzentrum Altstadt – Marktgasse 40" for the visitor's "Zahnarztpraxis an der Marktgasse": the street
    // with its house number is an address, not the business named after the street.
    if (isStreetAddress(name)) continue;
    const key = nameKey(name);
    // Round 54: "bei der Klima- und Energie-Modellregion (KEM) Lavanttal" for the visitor's "Energietechnik Lavanttal GmbH", "Der
    // Tierschutzverein Hinterthurgau unterstützt …" for "Tierarztpraxis Hinterthurgau": a name headed by "Region" ("Modellregion",
    // "LEADER-Region") or "Verein"/"Verband" is an area, its public body or an association, not a business.
    if (key.tokens.some((t) => NOT_A_FIRM_HEAD_RE.test(t)) && !(targetKey && targetKey.tokens.some((t) => NOT_A_FIRM_HEAD_RE.test(t)))) continue;
    const byBrand = !(targetKey && targetKey.distinctive.length > 0);
    // "die drei Burgen Castelgrande, Montebello und Sasso Corbaro": a sight named like the business is not it.
    if (classEnumerationNames(context).some((t) => t.includes(name) || name.includes(t))) continue;
    // Round 20: "im Gebiet Mörlialp" for "Alpkäserei Mörlialp": a sight or area the business is named after is not it.
    if (isLandmarkName(name) && !(targetKey && key.compact === targetKey.compact)) continue;
    // Round 33: "eine Wanderung zum Wilseder Berg" for the visitor's "Imkerei am Wilseder Berg": where a visitor is named after
    // the place it lies at, that place alone after a preposition of direction is where one goes, not the business.
    // "rund um Am Sande und die Bäckerstraße" for "Zahnärzte Am Sande": the visitor's own preposition without its trade
    // before it names the square, not the practice ("die Praxis am Sande" names the practice).
    // Round 36: also with an article between ("… auf den Wilseder Berg" for the visitor's "Landgasthof Wilseder Berg").
    const placeNamed =
      endsWithDirection(`${words.slice(Math.max(0, from - 2), from).join(" ")} `) ||
      (PLACE_PREPOSITIONS.has((words[from - 1] ?? "").toLowerCase()) && !nameTokens(words[from - 2] ?? "").some(isTradeToken));
    // Round 69: "sind in Waldbröl die Gemeinschaftspraxis … und die Hausarztpraxis am Marktplatz" for the visitor's "Hausarztpraxis
    // am Marktplatz Waldbröl": one word after "in", without an article, is a town (a business takes its article or trade
    // there: "in der Praxis Roth"), here the town the visitor's name ends on.
    const townAfterIn = from === to && from > 0 && words[from - 1] === "in";
    if (targetKey && namedAfterItsPlace(targetKey, key) && (placeNamed || townAfterIn)) continue;
    // Round 57: "Wenn Sie im Gundeli wohnen, …" for the visitor's "Umzüge Gundeli AG": the visitor's town or quarter alone after
    // a preposition of place is where things are; the visitor is named with its trade.
    // Round 72: also an area the gazetteer lacks, named "im" beside a town "in" ("in Kirchbrak und im Odfeld" for the visitor's
    // "Dachtechnik Odfeld GmbH"): the two are places of one kind.
    const besideTown = from === to && /\bin\s+\p{Lu}[\p{L}-]+\s+(?:und|oder|sowie)\s+im\s$/u.test(before);
    if (targetKey && placeNamed && targetKey.trades.length > 0 && key.trades.length === 0 && (isPlaceName(name, []) || besideTown)) continue;
    // Round 54: "… ist das Amtsgericht Gummersbach" for the visitor's "Kanzlei am Amtsgericht": a visitor named by its trade and
    // where it lies ("am", "im", "beim" and the place) is not the place named without both.
    if (targetKey && key.trades.length === 0 && namesWhereItLies(targetKey, key) && !LOCATIVE_OPENER_RE.test(`${words[from - 1] ?? ""} ${name}`)) continue;
    // Round 36: "… auf den Wilseder Berg" for the visitor's "Landgasthof Wilseder Berg": a hill, lake or valley the visitor is
    // named after, without the visitor's trade word, after a preposition of direction, is where one goes.
    if (targetKey && placeNamed && targetKey.trades.length > 0 && key.trades.length === 0 && isNaturalFeatureHead(key.tokens.at(-1) ?? "")) continue;
    // Round 30: "Laut den Einträgen im Herold" for the visitor's "Herold Haustechnik GmbH": a platform named like the business is not it.
    if (findPlatform(name) !== null && !(targetKey && key.compact === targetKey.compact)) continue;
    const matches = byBrand ? brandMatches(keyWords, name) : namesMatch(targetKey!, key);
    // A lone surname needs a trade, a title or a second name word to count; a word
    // after a neuter article ("das Sportwerk", "im Kornhaus") names no person.
    const afterNeuter = from > 0 && /^(das|ins|im)$/i.test(words[from - 1]!);
    // Round 21: "im Kiesental", "ins Zillertal", "im Klettgau": one word headed by a noun of landscape (valley, district,
    // wood) after the article is the area a business may be named after, not the business: the article makes no match
    // of it, and a visitor whose name has a trade word ("Tierarztpraxis Vellachtal") is named with that word, not so.
    // Round 30: "im Berner Oberland", "im Zürcher Weinland": place adjectives in "-er" before it leave it an area.
    const placeAdjectives = words.slice(from, to).every((w) => /^\p{Lu}\p{Ll}+er$/u.test(w));
    const areaWord = afterNeuter && placeAdjectives && key.trades.length === 0 && isAreaName(nameTokens(words[to]!).join(""));
    if (areaWord && targetKey && targetKey.trades.length > 0) continue;
    // Round 22: "im Ortsteil Flechum", "in der Gemeinde Aurach": a run headed by a noun for a part of a place names that
    // place, not a business named after it ("Brennerei Flechum").
    // Round 72: "Im Raum Steiglen und Escholzmatt-Marbach gibt es …" for the visitor's "Zahnarztpraxis Steiglen": "im Raum" and
    // a place name the area around it (Duden, Raum: "Gebiet"), as name-shape.ts reads it in a candidate.
    if (from < firstHit && (isAreaHead(foldGerman(words[from]!)) || (words[from] === "Raum" && /^im$/i.test(words[from - 1] ?? "")))) continue;
    // Round 30: "im Keller des Einkaufszentrums": one word after the article with a genitive after it is a common noun's phrase.
    const neuter = afterNeuter && !areaWord && !(from === to && /^(?:des|der)$/.test(words[to + 1] ?? ""));
    const cued =
      byBrand ||
      citingNames.has(name) ||
      (ownOpener && key.compact === targetKey!.compact) ||
      keyWords.length >= 2 ||
      key.trades.length > 0 ||
      neuter ||
      /\b(dr|dres|prof)\./i.test(name) ||
      appositionNamesTrade(words, to, targetKey) ||
      (from === to && isFamilyForm(words[from - 1], words[from]!)) ||
      (next !== undefined && nextNamesTrade(next, targetKey)) ||
      labelledLikeAnItem(context, name) ||
      (from === to && atItsAddress(words, from));
    if (matches && cued) {
      // Round 17: ordered by where the name stands in its sentence too, as the sentence's candidates are
      // ("… sind Optik Weiss … und Brillen Pirker …": the visitor named second is second).
      return { name, context, order: order() + Math.max(0, context.indexOf(name)) / 1_000_000_000, body: sentence, tone: readTone(clauseAround(context, name)) };
    }
  }
  return null;
}

/**
 * Round 54: the visitor's name is a trade word, a locative preposition and its place ("Kanzlei am Amtsgericht", "Praxis im
 * Kornhaus"), every distinctive word after the preposition, and the found name holds the place's word.
 * @param targetKey the visitor's key; found the key of the name found in the text
 */
function namesWhereItLies(targetKey: NameKey, found: NameKey): boolean {
  const at = targetKey.tokens.findIndex((t) => t === "am" || t === "im" || t === "beim");
  if (at <= 0 || !targetKey.tokens.slice(0, at).some(isTradeToken) || !targetKey.distinctive.every((t) => targetKey.tokens.indexOf(t) > at)) return false;
  return found.tokens.includes(targetKey.tokens[at + 1] ?? "");
}

/** The word before a name, or its first word, is a locative preposition ("am Amtsgericht", "Am Amtsgericht"). */
const LOCATIVE_OPENER_RE = /(?:^|\s)(?:am|im|beim)\s/i;

/** Heads of names that are no firm's (folded): an area or its public body, an association (round 54). */
const NOT_A_FIRM_HEAD_RE = /(?:region|verein|verband)$/;

/**
 * Round 54: a word holding a trade's compound ("Holzwerkstatt", tradeKind TRADE_COMPOUND) after an inflected adjective in
 * lower case ("in der historischen Holzwerkstatt"): the noun of the language, as a name takes no such adjective inside it.
 * @param before the word before, as written; tokens the word's name tokens
 */
function isCommonNounAfterAdjective(before: string, tokens: readonly string[]): boolean {
  return /^\p{Ll}/u.test(before) && tokens.some((t) => tradeKind(t) === TRADE_COMPOUND) && isInflectedAdjective(foldGerman(before));
}

/**
 * False only when some of `tokens` cannot be among the name tokens of the text's words (names.ts nameTokens): a token is
 * a piece of its word's fold with hyphens and inner apostrophes dropped (legal forms, titles and a genitive's ending are only cut off), except
 * where "Sankt" is read "st". A test of the text as a whole, before its words are split and read one by one.
 * @param read a sentence; its `context` is the text read
 */
function mayHoldTokens(read: TextSentence, tokens: readonly string[]): boolean {
  // Round 56: an apostrophe inside a word is dropped as the tokens drop it ("Stub'n" is the token "stubn").
  const folded = (read.folded ??= foldGerman(read.context).replaceAll("-", "").replace(/(\p{L})['’](?=\p{L})/gu, "$1"));
  return folded.includes("sankt") || tokens.every((t) => folded.includes(t));
}

/**
 * Round 37: "Bei Pichlers in der Hauptstraße", "beim Pichler": the spoken form of going to a family's business (Duden: "bei
 * Müllers", the family name in the plural; "beim" with the surname in the south), which a lone surname after "bei" is not
 * ("bei Huber" may be a person's); round 38: the plural after "den" too.
 * @param before the word before the surname, as written; word the surname as written
 */
function isFamilyForm(before: string | undefined, word: string): boolean {
  if (before === undefined) return false;
  // Round 61: in quotation marks too ("„bei Pichlers“ ist im Ort ein Begriff").
  const lead = before.toLowerCase().replace(/^[„"“‚»]/, "");
  // A surname as written: capitalised, in lower case after ("beim EKS" names a utility by its letters).
  if (!/^\p{Lu}\p{Ll}+[“”"«‘’]?[,;:.!?]*$/u.test(word)) return false;
  // Round 38: also the plural after the article ("bei den Oberreiters", "zu den Pichlers"); round 61: as the subject ("In
  // Emling schenken die Pichlers … aus").
  return lead === "beim" || ((lead === "bei" || lead === "den" || lead === "die") && /\p{Ll}s[“”"«‘’]?[,;:.!?]*$/u.test(word));
}

/**
 * Round 30: "bei **Bründlmayer**, einem der bekanntesten Weingüter" for the visitor's "Weingut Bründlmayer": an apposition
 * right after the name (after a comma or dash, opened by an article; Duden, Apposition) that names the visitor's trade
 * within six words says the lone word is the business, as a trade word in the name would.
 * @param to the index of the name's last word in `words`
 */
function appositionNamesTrade(words: readonly string[], to: number, targetKey: NameKey | null): boolean {
  if (!targetKey || targetKey.trades.length === 0) return false;
  // An apposition opens with an article after the comma or dash ("…, einem der …", "– ein Weingut …"), a clause does not ("…, dort gibt es …").
  const from = /,$/.test(words[to]!) ? to + 1 : /^[–—-]$/.test(words[to + 1] ?? "") ? to + 2 : -1;
  if (from < 0 || !/^(?:ein|eine|einem|einer|eines|der|die|das|dem|den|des)$/i.test(words[from] ?? "")) return false;
  const stems = targetKey.trades.map((t) => t.slice(0, 5));
  return words.slice(from, from + 6).some((w) => nameTokens(w).some((t) => t.length >= 5 && stems.includes(t.slice(0, 5))));
}

/**
 * Round 33: "… ein Anruf bei Huber an der Niedermayerstraße. Das Autohaus ist Vertragspartner, …" for the visitor's "Autohaus
 * Huber GmbH": the next sentence of the same paragraph, opened by the definite article and the visitor's trade, takes the
 * lone word up again (Duden, Textverweis: the definite article points back to what was just named), as an apposition
 * would ({@link appositionNamesTrade}).
 */
function nextNamesTrade(sentence: string, targetKey: NameKey | null): boolean {
  if (!targetKey || targetKey.trades.length === 0) return false;
  const head = /^(?:Der|Die|Das)\s+(\p{Lu}[\p{L}-]+)/u.exec(stripMarkdown(sentence).trim())?.[1];
  if (head === undefined) return false;
  // "Die Werkstatt" takes up "Kfz-Werkstatt Wimmer": the head of a compound trade word is its kind.
  return nameTokens(head).some((h) => h.length >= 5 && targetKey.trades.some((t) => t.slice(0, 5) === h.slice(0, 5) || t.endsWith(h)));
}

/**
 * True when the visitor's name is a trade and where it lies ("Imkerei am Wilseder Berg": the trade, "am", the place) and
 * the name found is only that place: no trade word, no preposition, every distinctive word from after the visitor's "am".
 */
function namedAfterItsPlace(targetKey: NameKey, found: NameKey): boolean {
  const at = targetKey.tokens.findIndex((t) => PLACE_PREPOSITIONS.has(t));
  if (at <= 0 || targetKey.trades.length === 0 || found.trades.length > 0 || found.tokens.some((t) => PLACE_PREPOSITIONS.has(t))) return false;
  const after = targetKey.tokens.slice(at + 1);
  return found.distinctive.length > 0 && found.distinctive.every((t) => after.includes(t));
}

/**
 * Prepositions that say where a business lies in its name ("am See", "im Tal", "an der Mühle", "auf der Alm"), folded.
 * Narrower than names.ts's LOCATIVE_PREPOSITIONS: "in" and "bei" also open the way people refer to a business itself
 * ("bei Huber", "in der Praxis Roth"), so a name after them is not read as the place.
 */
const PLACE_PREPOSITIONS = new Set(["am", "an", "im", "auf", "beim"]);

const NO_NAMES: ReadonlySet<string> = new Set();

/** A markdown link's address after its label: "](https://…)". */
const LINK_TARGET_RE = /\]\([^)\s]*\)/g;

/** A sentence of a text as {@link findMentionInText} and {@link findOwnerInText} read it. */
interface TextSentence {
  /** The line it stands in, as written. */
  rawLine: string;
  sentence: string;
  /** Its offset in the line with the line's list marker or heading mark dropped. */
  index: number;
  /** The sentence after it in that line. */
  next: string | undefined;
  /** The sentence without markdown. */
  context: string;
  /** The fold of `context` without hyphens, made when first needed ({@link mayHoldTokens}). */
  folded?: string;
}

/** The text read last and its sentences: placeTarget (analysis.ts) looks for the visitor in one answer's text up to five times. */
let lastRead: { text: string; sentences: readonly TextSentence[] } = { text: "", sentences: [] };

/** The sentences of a text line by line (list markers and heading marks dropped), with the line each stands in and the sentence after it in that line. */
function sentencesByLine(text: string): readonly TextSentence[] {
  if (lastRead.text !== text) lastRead = { text, sentences: readSentencesByLine(text) };
  return lastRead.sentences;
}

function readSentencesByLine(text: string): TextSentence[] {
  const out: TextSentence[] = [];
  for (const rawLine of text.split("\n")) {
    const line = rawLine.trim().replace(/^([-*•]|\d{1,2}[.)]|#{1,6})\s+/, "");
    if (!line) continue;
    const sentences = splitSentences(line);
    for (const [i, { sentence, index }] of sentences.entries()) out.push({ rawLine, sentence, index, next: sentences[i + 1]?.sentence, context: stripMarkdown(sentence) });
  }
  return out;
}

/**
 * Order value of a sentence, like the prose candidates of the same paragraph: the count of the
 * blocks and paragraphs that start before its raw line, and its offset in the line.
 */
function orderOfSentence(text: string, rawLine: string, index: number): number {
  const before = text.slice(0, Math.max(0, text.indexOf(rawLine)));
  return readAnswerBlocksCount(before) + index / 100_000;
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
/**
 * Round 50: "das Sanitätshaus am Klostergarten in Lamspringe" for the visitor's "Physiotherapie Klostergarten Lamspringe":
 * the visitor's words after a noun and a preposition of place ("am", "im", "beim", "an der", "in der") say where that other
 * thing lies; they name the visitor only where the noun is the visitor's own trade ("Physiotherapie am Klostergarten") or
 * the visitor's name itself holds the preposition ("Praxis am Markt").
 * @param words the sentence's words as written; from the index of the name's first word; targetKey the visitor's name key
 */
function locatesAnotherName(words: readonly string[], from: number, targetKey: NameKey): boolean {
  const prep = from >= 2 && /^(?:am|im|beim)$/i.test(words[from - 1]!) ? 1 : from >= 3 && /^(?:an|in)$/i.test(words[from - 2]!) && /^der$/i.test(words[from - 1]!) ? 2 : 0;
  if (prep === 0 || targetKey.tokens.some((t) => t === "am" || t === "im" || t === "beim" || t === "der")) return false;
  const noun = words[from - prep - 1]!.replace(/^[*_„"(]+|[*_]+$/g, "");
  if (!/^\p{Lu}\p{Ll}{3,}/u.test(noun) || isRunOpener(noun)) return false;
  const nounTokens = nameTokens(noun);
  return !targetKey.trades.some((t) => nounTokens.some((u) => sharesStem(t, u)));
}


export function findShortFormInText(text: string, businessName: string | undefined, sharedWords: ReadonlySet<string>, places: readonly string[]): Candidate | null {
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
 * False only when the name tokens of `word` (names.ts nameTokens), joined, cannot be `joined`: a word of plain ASCII
 * ("&" and "+" aside) folds to its lower case, and its tokens only drop characters of that, so `joined` must be a
 * subsequence of it. A test without a look-up, for the many words of a text that are no candidate's.
 */
function mayJoinTo(word: string, joined: string): boolean {
  let matched = 0;
  for (let i = 0; i < word.length && matched < joined.length; i++) {
    const code = word.charCodeAt(i);
    if (code > 0x7f || code === 0x26 || code === 0x2b) return true;
    const lower = code >= 0x41 && code <= 0x5a ? code + 0x20 : code;
    if (lower === joined.charCodeAt(matched)) matched++;
  }
  return matched === joined.length;
}

/**
 * Round 51: "Eher abzuraten: Wüthrich (Rümligen) – in Bewertungen mehrere Beschwerden …": a name right after a label's
 * colon, with its town in brackets and a dash before what is said of it, is laid out as a list item is: a business,
 * even a surname alone.
 * @param context the sentence without markdown; name the name as it stands there
 */
function labelledLikeAnItem(context: string, name: string): boolean {
  const at = context.indexOf(name);
  return at > 0 && /:\s*$/.test(context.slice(0, at)) && /^\s*\([^()]{2,40}\)\s*[–—-]\s/.test(context.slice(at + name.length));
}

/**
 * Round 52: the words of an inn's sign before a capitalised word, "zu/zum/zur", an article and a number word ("Zu den drei
 * Linden", "zur sieben Schwaben"), which a run of capitalised words stops at.
 * @param words the sentence's words; at the index of the capitalised word after the number word
 * @returns how many words the sign adds before `at` (2 or 3), 0 when none stands there
 */
function numberedSignBefore(words: readonly string[], at: number): number {
  if (at < 2 || !isNumberWord(words[at - 1]!)) return 0;
  if (SIGN_PREPOSITION_RE.test(words[at - 2]!)) return 2;
  return at >= 3 && /^(?:den|der|die)$/.test(words[at - 2]!) && SIGN_PREPOSITION_RE.test(words[at - 3]!) ? 3 : 0;
}

const SIGN_PREPOSITION_RE = /^(?:zu|zum|zur)$/i;

/**
 * Round 52: "Bei Jentsch in der Hauptstraße gibt es … Beschwerden", "Zu Schraner in Hellikon gibt es gemischte Bewertungen":
 * a surname alone after "bei", "zu" or "über" with the street or the town it lies in after it is where one goes to be
 * served or what reviews are about, a shop or workshop (Duden, bei: "in jemandes Geschäft").
 * @param words the sentence's words; at the surname's index
 */
function atItsAddress(words: readonly string[], at: number): boolean {
  const after = words.slice(at + 1, at + 4).join(" ");
  // Round 55: "empfehlen Einheimische oft den Leitner in der Hauptstraße": the article and a surname with its street is a
  // business by its family's name, as Bavarians and Austrians name an inn or a shop ("zum Leitner", "beim Leitner").
  if (/^(?:den|beim|zum)$/i.test(words[at - 1] ?? "")) return STREET_AFTER_RE.test(after);
  if (!/^(?:bei|zu|über)$/i.test(words[at - 1] ?? "")) return false;
  if (STREET_AFTER_RE.test(after)) return true;
  const town = /^in\s+(\p{Lu}[\p{L}-]+)/u.exec(after)?.[1];
  return town !== undefined && (isPlaceName(town, []) || PLACE_SUFFIX_RE.test(town));
}

/** Endings of German place names the gazetteer may lack ("Hellikon", "Wiepersdorf", "Eibelshausen"). */
const PLACE_SUFFIX_RE = /\p{Ll}(?:ikon|iken|ingen|dorf|hausen|heim|kirchen|stadt|brunn|burg|hofen|wil|bach|berg|feld|leben)$/u;

/** "in der Hauptstraße", "am Marktplatz", "an der Dorfstrasse": a street or square after a name. */
const STREET_AFTER_RE = /^(?:in der|an der|am|im)\s+\p{Lu}[\p{L}-]*(?:straße|strasse|gasse|weg|platz|markt|allee|ring)\b/u;

/**
 * Round 30: "die Schreinerei von Peter Holzmann": the business's kind and "von" before the person say whose it is (Duden,
 * von). Round 55: also "die Praxis bei Anja Brückner" for a "Physiotherapie Brückner": a practice ("Praxis", "Ordination")
 * and "bei" or "von" before the person, when the visitor's kind is a practice's (health or therapy).
 * @param words the sentence's words; from the index of the person's first word
 */
function ownersPracticeBefore(words: readonly string[], from: number, owner: OwnerOfName): boolean {
  if (words[from - 1] !== "von" && words[from - 1] !== "bei") return false;
  const kind = nameTokens(words[from - 2] ?? "").join("");
  if (owner.kind.includes(kind) && words[from - 1] === "von") return true;
  return (kind === "praxis" || kind === "ordination") && owner.kind.some((k) => PRACTICE_KIND_RE.test(k));
}

/** Kinds of business run as a practice, folded: doctors, dentists, therapists, the "Praxis" or "Ordination" itself. */
const PRACTICE_KIND_RE = /praxis|ordination|therap|arzt|aerzt|zahn|dental|physio|logopaed|ergo|osteopath|heilprakt|psycholog|podolog|hebamm/;

/**
 * The first sentence naming the owner a business name carries: by title or job and
 * name ("die Diplom-Psychologin Miriam Kessler" for "Psychotherapeutische Praxis
 * Kessler"), or by the business's kind and the surname ("das Advokaturbüro
 * Geissbühler" for "Advokaturbüro Lea Geissbühler").
 * @param inFull the owner is only the surname the business name ends with (target-match.ts): the person
 *   must be written with a job word or title and a given name
 * @returns the name as written, a job word before it dropped, with the sentence's tone
 */
export function findOwnerInText(text: string, owner: OwnerOfName, inFull = false): Candidate | null {
  for (const { rawLine, sentence, index, context, next } of sentencesByLine(text)) {
    const written = context.split(/\s+/);
    const words = written.map((w) => w.replace(/[,;:.!?)"“”]+$/, ""));
    // Round 57: or a double surname holding it ("Eva Zöchling-Berger"); isOwnerNamed then asks for the owner's given names.
    const at = words.findIndex((w) => mayJoinTo(w, owner.surname) && (nameTokens(w).join("") === owner.surname || (owner.given.length > 0 && doubleSurnameHolds(w, owner.surname))));
    if (at < 1) continue;
    // Round 33: "Die Inhaberin Vera Brandes" for the visitor's "Salon Vera": a name word right after it makes the word a
    // given name, and the person another one (a surname ends the person's name).
    if (/^\p{Lu}\p{Ll}+$/u.test(words[at + 1] ?? "") && !isPersonJobWord(words[at + 1]!) && !nameTokens(words[at + 1]!).some(isTradeToken) && !isPlaceName(words[at + 1]!, [])) continue;
    let from = at;
    // Round 69: "nur ein Schreiner: Beat Gisler, Schreinermeister …": a word before a colon or comma ends the clause before the name.
    while (from > 0 && from > at - 4 && isCapitalised(words[from - 1]!) && !isRunOpener(words[from - 1]!) && !/[,;:]$/.test(written[from - 1]!)) from--;
    const run = words.slice(from, at + 1);
    // Round 30: "die Schreinerei von Peter Holzmann": the business's kind and "von" before the person say whose it is (Duden, von).
    const ownersKind = ownersPracticeBefore(words, from, owner);
    // Round 50: "Reto Baumberger …, der … eine kleine Einzelpraxis … führt": the clause says the person runs the owner's kind.
    // Round 69: "führt Dr. med. vet. Henrike Behrens eine gemischte Praxis": a title before the given name is the cue, as a job is.
    const titled = from > 0 && isTitleWord(written[from - 1]!);
    const cue = titled || run.some(isPersonJobWord) || isPersonJobWord(words[from - 1] ?? "") || ownersKind || (run.length >= 2 && runsBusinessOfKind(words.slice(at + 1).join(" "), owner)) || jobOfKindInApposition(written, at, owner);
    const person = run.filter((w) => !isPersonJobWord(w)).join(" ");
    // In full (round 16): only a job word or title with a given name and the surname ("Rechtsanwältin Miriam Dreisbach").
    const name = inFull
      ? cue && person.split(" ").length >= 2 && isOwnerNamed(owner, person, true) ? person : null
      : isKindWithSurname(owner, run.join(" ")) ? run.join(" ") : isOwnerNamed(owner, person, cue) ? person : null;
    if (!name) continue;
    // Round 50: "hat die frühere Malerei Wyss … übernommen" names a business another took over, as findMentionInText reads it.
    if (isFormerName(`${words.slice(Math.max(0, from - 8), from).join(" ")} `, ` ${words.slice(at + 1, at + 9).join(" ")}`)) continue;
    return { name, context, order: orderOfSentence(text, rawLine, index), body: sentence, tone: toneWithNextAboutPerson(context, next) };
  }
  return null;
}

/**
 * Round 58: "Kerstin Möbius, Steuerberaterin direkt in Siersleben" for the visitor's "Steuerbüro Möbius": a job word in
 * apposition right after the name (after its comma) whose first five letters or more are those of the owner's kind word
 * ("steuerberaterin", "steuerbuero"; "Zahnärztin", "Zahnarztpraxis"); round 72: or up to two words after "die als".
 * @param written the sentence's words as written; at the surname's index
 */
function jobOfKindInApposition(written: readonly string[], at: number, owner: OwnerOfName): boolean {
  if (!written[at]!.endsWith(",")) return false;
  // Round 72: or a relative clause saying what the person works as ("Svenja Weidenbörner, die als freiberufliche Hebamme …
  // arbeitet" for "Hebammenpraxis Weidenbörner"): the job a word or two after "der"/"die als".
  const asJob = RELATIVE_AS_RE.test(`${written[at + 1]} ${written[at + 2]}`) ? [at + 3, at + 4, at + 5] : [at + 1];
  return asJob.some((i) => {
    const job = written[i]?.replace(/[,;:.!?)"“”]+$/, "") ?? "";
    return isPersonJobWord(job) && owner.kind.some((k) => commonPrefixLength(k, foldGerman(job).toLowerCase()) >= 5);
  });
}

/** "der als", "die als": the opening of a relative clause saying what a person works as. */
const RELATIVE_AS_RE = /^(?:der|die) als$/;

/**
 * Round 55: "… die Praxis bei Anja Brückner in Großeibstadt. Sie hat einen guten Ruf …, nimmt … derzeit aber keine neuen
 * Patienten auf": the sentence after a person's, opening with "Sie" or "Er", goes on about that person; a verdict of
 * closed, booked out or advised against there is the mention's tone.
 * @param context the sentence naming the person, plain; next the sentence after it in its line, as written
 */
function toneWithNextAboutPerson(context: string, next: string | undefined): MentionTone {
  const tone = readTone(context);
  if (isNegativeTone(tone) || next === undefined || !PERSON_PRONOUN_OPENER_RE.test(next)) return tone;
  const after = readTone(stripMarkdown(next));
  return isNegativeTone(after) ? after : tone;
}

/** A sentence opening with a person's pronoun ("Sie hat …", "Er nimmt …"). */
const PERSON_PRONOUN_OPENER_RE = /^\s*(?:Sie|Er)\s/;
