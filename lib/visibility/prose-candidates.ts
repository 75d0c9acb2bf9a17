/**
 * Businesses named in running text: bold names and links that read as names, enumerations of
 * names, names with a trade word or title, names a phrase introduces ("empfehle ich die …"),
 * and in sentences that recommend, plain names of two or more words. Each gets the tone of
 * its clause; a paragraph about one business gets the tone of the sentences about it.
 */
import { type Prose, RENAMED_IN_LINE_RE } from "./answer-blocks";
import { type Candidate, cleanName, cutAtSeparator, isLabel, leadingName, stripMarkdown } from "./candidate";
import { capitalisedRuns, classEnumerationNames, classExampleNames, enumeratedNames } from "./capitalised-runs";
import { businessScore, endsInOwnFullStop, hasAdjectiveEnding, isBoldSentence, isPhraseNotName, isPlainProperName, isStrongProseName, isTitledPerson, LEGAL_OR_TITLE_RE, nameShape, PLAIN_NAME, proseNameReading, STRONG_NAME } from "./name-shape";
import { isPersonJobWord, isTitleWord } from "./persons";
import { chainNamedAsPlaceToGo, isChainName } from "./chains";
import { foldGerman, isTradeToken, isTradeWord, nameKey, namesMatch, nameTokens } from "./names";
import { findPlatform } from "./platforms";
import { isPlaceAdjectiveWord, isPlaceName, isPlaceShortForm } from "./places";
import { endsInDayRange, isDescriptionRun, isDistanceReference, isFormerName, isLocationReference, isSearchTerm, isToolRun, namedAsSeal, namedAsService, namedAsSight, offeredAsService, opensWithSetPhrase } from "./run-context";
import { clauseAround, splitSentences } from "./sentences";
import { isAdviceNounInPlural, isInstitutionNoun, isMakerOfGoods, isProductByApposition } from "./non-businesses";
import { isSetApart } from "./set-apart";
import { businessOfPerson, isPersonRunningNamedBusiness, worksAtHeadingBusiness } from "./staff";
import { isNegativeTone, readTone } from "./tone";

const BOLD_RE = /(\*\*|__)(.+?)\1/g;

const LINK_RE = /\[([^\]]+)\]\([^)]*\)/g;

/** A phrase that introduces a business right after it ("… empfehle ich die", "Vorsicht wäre ich bei"). */
const INTRODUCES_NAME_RE =
  /(?:empfehle ich(?: ihnen| dir| euch)?|empfehlen (?:wuerde|kann|moechte) ich(?: ihnen| dir)?|vorsicht (?:waere ich |ist )?(?:geboten )?bei|zurueckhaltend (?:waere|bin) ich bei|abraten (?:wuerde ich )?von|zum beispiel|beispielsweise|etwa|insbesondere)\s*(?:die|der|das|den|dem|bei|beim|im|an)?\s*$/;

/**
 * Round 59: "die Praxis Zahnmedizin im Ulstertal", "die Gruppenpraxis Zahnmedizin Hausmannstätten": a practice's word and a
 * medical or therapeutic field side by side, without "für", after the definite article, and where it lies (in the run or
 * right after it), is a practice's name in apposition ("eine Praxis für Zahnmedizin in Hilders" would describe one).
 * @param run the capitalised run; before the sentence before it; after the sentence after it
 * @returns the name with where it lies, or null
 */
function practiceByItsField(run: string, before: string, after: string): string | null {
  if (!KIND_AND_FIELD_RE.test(run) || !/(?:^|\s)(?:die|der|das)\s+$/.test(before)) return null;
  if (run.split(" ").length > 2) return run;
  const at = /^\s+((?:am|im|an der|in der)\s+\p{Lu}[\p{L}-]+)/u.exec(after)?.[1];
  return at === undefined ? null : `${run} ${at}`;
}

/** A practice's word and a field ("Praxis Zahnmedizin"), then optionally where it lies ("im Ulstertal", "Hausmannstätten"). */
const KIND_AND_FIELD_RE =
  /^(?:\p{Lu}\p{Ll}*praxis|Praxis|Ordination|Zentrum|Therapiezentrum|Gesundheitszentrum)\s+(?:Zahnmedizin|Zahnheilkunde|Allgemeinmedizin|Kinderheilkunde|Kieferorthopädie|Physiotherapie|Ergotherapie|Logopädie|Osteopathie|Tiermedizin)(?:\s+(?:(?:am|im|an der|in der)\s+)?\p{Lu}[\p{L}-]+)?$/u;

/** A sentence that recommends or discusses businesses (lets plainer names count). Round 70: also one that offers an option ("Eine dritte Option ist Holzdesign Pausch"). */
const CUE_RE =
  /\b(empfehl|empfiehlt|empfohlen|empfehlenswert|lohnt|besuch wert|gut bewertet|beliebt|bekannt fuer|gelobt|genannt|infrage|in frage|alternative|ansehen|anschauen|gute adresse|gut aufgehoben|gute erfahrungen|gute wahl|erste wahl|favorit|zum beispiel|z\. ?b\.|etwa|beispielsweise|unter anderem|darunter|vorsicht|zurueckhaltend|nicht mehr|geschlossen|abraten|rate ich|raet|finger weg|beschwerden|meiden|erwaehnt|hervorgehoben|gut aufgestellt|guten ruf|positiv aufgefallen|rueckmeldungen|option)/;

/**
 * Businesses named in running text: bold names and links that read as names,
 * enumerations of names ("… etwa die Praxis Dr. Weber, das Zahnzentrum Mitte und
 * Dentalhaus Lange."), names with a trade word or title ("Die Praxis am Rosenhof
 * ist …", "… empfehle ich die Kanzlei Winter Rechtsanwälte"), and in sentences
 * that recommend, plain names of two or more words ("das Pho Saigon").
 */
export function proseCandidates(prose: Prose[], places: readonly string[], isListedName?: (name: string) => boolean): Candidate[] {
  const out: Candidate[] = [];
  for (const p of prose) {
    const found: Candidate[] = [];
    const sentences = splitSentences(p.md);
    // Round 34: "**Ferienhaus Schadau** – beim Schadaupark" over "Kleines Haus mit Garten, …" in one paragraph: the line under
    // a bold name describes that business as the paragraph under a heading does.
    const firstLineEnd = p.md.indexOf("\n");
    const boldLead = firstLineEnd > 0 ? leadingName(p.md.slice(0, firstLineEnd)) : null;
    // Round 62: the business the paragraph is about, by its bold lead or its heading (isOwnKindAndObject).
    const owner = (firstLineEnd > 0 ? boldLead : leadingName(p.md)) ?? p.heading ?? null;
    const ownerWords = owner !== null ? nameTokens(owner) : null;
    for (const [i, { sentence, index }] of sentences.entries()) {
      const names = namesInSentence(sentence, p.order + index / 100_000, p.section, isListedName);
      const described = i === 0 && p.opensHeadingBody ? (p.heading ?? "") : boldLead !== null && index === firstLineEnd + 1 ? boldLead : null;
      const own = ownerWords !== null ? names.filter((c) => !isOwnKindAndObject(c.name, sentence, ownerWords)) : names;
      found.push(...(described !== null ? own.filter((c) => !describesHeadingBusiness(c.name, sentence, described)) : own));
    }
    // Round 13: the person who runs a business named in bold there is that business (staff.ts). Round 28: so is the
    // person who works at the business the paragraph's heading names ("### Zahnärzte am Tor" over "Das Team um Dr.
    // Lena Berg …").
    const heading = p.heading ? cleanName(p.heading) : null;
    const names = found.map((c) => c.name);
    for (let i = found.length - 1; i >= 0; i--) {
      const c = found[i]!;
      if (isPersonRunningNamedBusiness(c.name, c.context, p.md, names) || (heading !== null && worksAtHeadingBusiness(c.name, stripMarkdown(c.context), heading))) found.splice(i, 1);
    }
    // A paragraph about one business is read like a list item: its verdict often comes
    // in the sentences after the name ("… Ich würde eher eine andere wählen."). Only
    // sentences that name it or point back to it count, not general advice.
    const businesses = found.filter((c) => !findPlatform(c.name) && !isSetApart(c, places));
    if (businesses.length > 0 && businesses.every((c) => namesMatch(nameKey(c.name), nameKey(businesses[0]!.name)))) {
      const plain = sentences.map(({ sentence }) => stripMarkdown(sentence));
      const about = plain.filter((t) => businesses.some((c) => t.includes(c.name)) || POINTS_BACK_RE.test(foldGerman(t)));
      let tone = readTone(about.join(" "), p.section);
      const byKind = isNegativeTone(tone) ? [] : plain.filter((t) => !about.includes(t) && KIND_BACK_RE.test(foldGerman(t)));
      const kindTone = byKind.length > 0 ? readTone(byKind.join(" "), p.section) : tone;
      if (isNegativeTone(kindTone)) tone = kindTone;
      // Round 62: a sentence that finds the reviews mixed ("neutral") gives way to the paragraph's verdict against it ("Die
      // Werkstatt X … die Bewertungen sind aber gemischt: … aber ich würde eher zu einem der anderen Betriebe fahren.").
      for (const c of businesses) if (c.tone === "recommended" || (c.tone === "neutral" && isNegativeTone(tone))) c.tone = tone;
    }
    for (const c of found) c.paragraph = p.md;
    out.push(...found);
  }
  return out;
}

/**
 * Round 28 (issue 31's "description line under a bold name"): the paragraph under a business's heading opens by
 * describing it, without an article ("### 2. Kanzlei Leitner" over "Einzelkanzlei am Hauptplatz, …", "Mittelgroße
 * Kanzlei in der Innenstadt …", "Moderne Praxis am Stadtrand mit …"): a kind of business, an adjective before it or a place
 * after it, and no word of a name of its own; a business named there is written with its article ("Die Praxis am
 * Rosenhof ist …") or a name ("Zahnarztpraxis Dr. Berger bietet …").
 * @param name a candidate of the paragraph's first sentence; sentence that sentence (markdown); heading the name it
 *   describes (markdown), "" when unknown
 */
function describesHeadingBusiness(name: string, sentence: string, heading: string): boolean {
  // Round 32: "## Empfehlenswerte Tierarztpraxen" over "**Tierarztpraxis am Klüt** – …": a name set in bold is named, not
  // described.
  if (/^\s*(?:\*\*|__)/.test(sentence)) return false;
  // "Moderne Praxis am Stadtrand mit …": an adjective before the kind is part of the description.
  const opening = stripMarkdown(sentence).trimStart();
  const adjective = /^(\p{Lu}\p{Ll}+)\s+/u.exec(opening);
  const rest = adjective && hasAdjectiveEnding(adjective[1]!) ? opening.slice(adjective[0].length) : opening;
  if (!(opening.startsWith(name) || rest.startsWith(name)) || LEGAL_OR_TITLE_RE.test(name)) return false;
  const m = /^(\p{Lu}[\p{L}-]*)(?:\s+(\p{Lu}[\p{L}-]*))?(?:\s+(?:am|im|in|an|aus|bei|nahe|direkt|zentral|mitten)\b.*)?$/u.exec(name);
  if (!m) return false;
  const [first, second] = [foldGerman(m[1]!).toLowerCase(), m[2] ? foldGerman(m[2]).toLowerCase() : null];
  // Round 34: or the kind the heading's name ends with ("Haus" of "Ferienhaus Schadau", "Landgut" of "Landgut Fahrland").
  const headingWords = nameTokens(heading);
  const isKind = (w: string) => isTradeWord(w) || (w.length >= 4 && headingWords.some((h) => h.endsWith(w)));
  // Round 34: "Kein Wirtshaus im engeren Sinn, aber …" under "**Heuriger Rauchenbichler**": a determiner before the kind too.
  return second === null ? isKind(first) : (hasAdjectiveEnding(first) || /^k?eine?$/.test(first)) && isKind(second);
}

/**
 * Round 62: "**Tischlerei Pichlbauer** (Burgau) – … Laut Website plant die Tischlerei Küchen mit 3D-Visualisierung": in the text
 * about a business (after its bold name or under its heading), its own kind with the definite article in the nominative or
 * accusative ("die Tischlerei", "der Betrieb", "das Studio") is that business, and the one capitalised word after it the
 * object of the verb, not a second name; a name of another business of the same kind is written with more (a legal form,
 * title or further words) or after a preposition ("mit der Tischlerei Holzer").
 * @param name a candidate of the sentence; sentence the sentence (markdown); ownerWords the words (nameTokens) of the name the
 *   text is about, read once per paragraph
 */
function isOwnKindAndObject(name: string, sentence: string, ownerWords: readonly string[]): boolean {
  const words = name.split(" ");
  if (words.length !== 2 || LEGAL_OR_TITLE_RE.test(name)) return false;
  const kind = foldGerman(words[0]!).toLowerCase();
  // The owner's own name in its text ("**Eher nicht … die Fahrschule Boddenblick:**") is the owner, named.
  if (!isTradeWord(kind) || !ownerWords.includes(kind) || nameTokens(words[1]!).some((w) => ownerWords.includes(w))) return false;
  const at = sentence.indexOf(name);
  return at > 0 && /(?:^|[^\p{L}])(?:die|der|das)\s+$/u.test(sentence.slice(Math.max(0, at - 8), at)) && !/\b(?:mit|bei|von|zu|an|in|aus|nach|neben|zur)\s+der\s+$/i.test(sentence.slice(Math.max(0, at - 12), at));
}

/** A sentence that goes on about the business just named: a pronoun, "dort", "dazu", or a comparison with the others. */
const POINTS_BACK_RE = /\b(?:er|sie|es|ihn|ihm|ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner|dort|dazu|deren|dessen|hier|anderen?|andere)\b/;
/**
 * Round 53: a sentence whose subject, within its first words, is the business's kind after a definite article ("Die
 * Ordination nimmt derzeit keine neuen Patienten auf", "Laut Website nimmt das Studio für 2026 keine Hochzeiten mehr
 * an"). Read only for a closure, a stop on intake or advice against: "Geöffnet ist der Laden allerdings nur freitags"
 * does not make a recommendation neutral.
 */
const KIND_BACK_RE = /^(?:\S+\s+){0,3}?(?:die|der|das|diese|dieser|dieses) (?:praxis|ordination|kanzlei|werkstatt|garage|betrieb|firma|haus|hof|salon|laden|geschaeft|pension|unterkunft|studio|team|gasthof|gasthaus|wirtshaus|restaurant|lokal|schule|fahrschule|baeckerei|metzgerei|fleischerei)\b/;

/**
 * The candidates of one sentence: its marked names, or (without bold names) its enumerated names
 * and the capitalised runs its grammar lets stand as names, each with its clause's tone.
 * @param order the sentence's order value; section the heading it stands under, for the tone; isListedName whether a
 *   list or table of the answer names a business of that name ({@link markedNames})
 */
export function namesInSentence(sentence: string, order: number, section: string, isListedName?: (name: string) => boolean): Candidate[] {
  const out: Candidate[] = [];
  const context = stripMarkdown(sentence);
  const { specialised, plain } = blankFieldsAndOffers(context);
  const push = (name: string, at: number) => {
    if (!name || out.some((c) => c.name === name)) return;
    out.push({ name, context, order: order + at / 1_000_000_000, body: sentence, tone: readTone(clauseAround(specialised, name), section) });
  };
  const { names, boldName } = markedNames(sentence, isListedName);
  for (const { name, at } of names) push(name, at);
  // Round 54: "**Gasthaus Steiner** – …, seit 2025 unter dem neuen Namen „Knappenhof“ geführt": a sentence led by its one
  // bold name gives that business's new name.
  const renamed = names.length === 1 && names[0]!.at === 0 && out.length === 1 ? RENAMED_IN_LINE_RE.exec(context)?.[1]?.trim() : undefined;
  if (renamed) out[0]!.alias = renamed;
  // A sentence with a bold name is read by its bold names; labels ("**Fazit:**") do not count.
  if (boldName) return out;
  // "**Metzgerei Roth:** Familienbetrieb am Markt, …": what follows a business's name and its colon describes it.
  const described = describedLead(sentence);
  const describes = (before: string) => described !== null && before.trim() === `${described}:`;
  const pushTrimmed = (name: string, at: number) => push(trimProseName(name), at);
  const examples = classExampleNames(plain);
  for (const name of enumeratedNames(plain)) {
    if (examples.includes(name)) continue;
    const at = Math.max(0, plain.indexOf(name));
    const before = plain.slice(0, at);
    // Round 30: "Rechtsanwältin Dr. Maren Holt, Fachanwältin für Familienrecht, …": an item after a specialist's "für" is her field.
    // Round 50: also not the terms an enumeration gives to type in ("Gib … „Fahrradladen Alfeld“ oder „E-Bike Händler …“ ein").
    // Round 61: an enumeration lists names as the businesses go by them: "Zahnarzt Dr. Pöllmann (Straßwalchen), Zahnarztpraxis
    // Dr. Wimmer (…)" keeps the job that leads the practice's name.
    // Round 73: nor a place an enumeration of reference points names ("in zehn Minuten am Kahlen Asten, an der Bobbahn oder …"),
    // nor a noun after a quantifier ("…, als in fast jedem Haus des Dorfes Schuhe genäht wurden").
    if ((isLocationReference(before) && !hasFirmEvidence(name)) || isQuantified(before)) continue;
    if (!isDescriptionRun(name, before, out) && !describes(before) && !isCitedSource(name, before) && !isRateFieldOrMemorial(before) && !isCriterion(before) && !isSearchTerm(before, plain.slice(at + name.length)) && !searchTermInRun(name, before)) push(trimProseName(name, true), at);
  }
  // "Hier sind einige Autowerkstätten in Essen:" introduces a list; its words name no business.
  // Round 19: a chain it names beside the list's businesses is one ("Neben Filialketten wie Klier gibt es diese Salons:").
  // The end read back (trimEnd drops what "\s" matches): the pattern /:\s*$/ would be tried from every position.
  if (!plain.trimEnd().endsWith(":")) pushProseRuns(plain, out, describes, pushTrimmed, examples);
  else pushChainRuns(plain, pushTrimmed);
  return out;
}

/**
 * The sentence with what a business specialises in blanked ("die sich auf Late Talker und
 * Mundmotorik spezialisiert hat": its field), and then what it offers (", das auch Yin Yoga
 * und Kurse für Schwangere anbietet": its offer). Blanks keep every other word's offset.
 * @returns `specialised` (fields blanked; the tone is read from it) and `plain` (offers blanked too)
 */
function blankFieldsAndOffers(context: string): { specialised: string; plain: string } {
  const blank = (m: string) => " ".repeat(m.length);
  const specialised = / auf /.test(context) ? context.replace(SPECIALITY_RE, blank) : context;
  const plain = OFFER_VERB_RE.test(specialised) ? specialised.replace(OFFER_RE, (m, pronoun: string) => pronoun + blank(m.slice(pronoun.length))) : specialised;
  return { specialised, plain };
}

/**
 * The names a sentence sets in bold or as a link's text, with their offsets, and whether it sets
 * any name in bold that is no label ("**Fazit:**"). Round 51: a bold name that reads like a name (score 2) is one when a
 * list or table of the answer names a business so (`isListedName`): "Ebenfalls gut bewertet ist **Auto Bauer** in …"
 * before "- Auto Bauer – kleiner Meisterbetrieb", a name of two trade words, is that business where the answer first names it.
 */
function markedNames(sentence: string, isListedName?: (name: string) => boolean): { names: { name: string; at: number }[]; boldName: boolean } {
  // Most sentences carry no markup: each pattern only where its delimiters stand.
  const bold = sentence.includes("**") || sentence.includes("__") ? [...sentence.matchAll(BOLD_RE)] : [];
  const marked = bold.map((m) => ({ text: m[2]!, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, bold: true }));
  const links = (sentence.includes("](") ? [...sentence.matchAll(LINK_RE)] : []).map((m) => ({ text: m[1]!, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, bold: false }));
  const names: { name: string; at: number }[] = [];
  const descriptionFrom = descriptionStart(sentence, marked[0]);
  for (const b of [...marked, ...links].sort((x, y) => x.index - y.index)) {
    if (b.bold && (isLabel(b.text, sentence.slice(b.end)) || isBoldSentence(b.text))) continue;
    // Round 77: "**Heizkörper und Vorlauftemperatur.** Wärmepumpen arbeiten …", "**Wartungsvertrag.** Fragt nach …": bold
    // words at a sentence's start closed by their own full stop title a paragraph of advice, unless they show a firm.
    if (b.bold && isRunInTitle(sentence, b) && !hasFirmEvidence(cleanName(stripMarkdown(b.text)))) continue;
    // Round 61: "das Essen **bei Reichles** in Welschingen": the family's business in bold, by the family in the plural (Duden:
    // "bei Müllers"), is the name the answer gives it.
    const family = b.bold ? FAMILY_IN_BOLD_RE.exec(stripMarkdown(b.text).trim())?.[1] : undefined;
    if (family) {
      names.push({ name: family, at: b.index });
      continue;
    }
    const cleaned = cleanName(cutAtSeparator(stripMarkdown(b.text)));
    const name = businessOfPerson(b.bold ? withoutTownAfterIn(cleaned, []) : cleaned);
    if ((b.index >= descriptionFrom || isLocationReference(sentence.slice(0, b.index))) && !hasFirmEvidence(name)) continue;
    if (!name || (!findPlatform(name) && (namedAsService(sentence.slice(0, b.index)) || namedAsSeal(sentence.slice(0, b.index)) || namedAsSight(sentence.slice(0, b.index), name) || isProjectTitle(sentence.slice(0, b.index))))) continue;
    if (isTasted(sentence.slice(0, b.index)) && !hasFirmEvidence(name)) continue;
    if (isProductByApposition(sentence.slice(b.end))) continue;
    // Round 63: "wird meist **moitié-moitié** serviert": bold words without a capital letter are a term, not a name (a name
    // written in lower case, a platform's, is found above).
    if (!/\p{Lu}/u.test(name) && !findPlatform(name)) continue;
    // "… bietet auch **Strom-Express Traun** einen Notdienst": a firm's name, or an object after the term, makes it the subject.
    const objectFollows = /^\s*(?:einen|eine|ein|seine|ihre|den|die|das|kostenlose?n?|auch)\b/i.test(sentence.slice(b.end));
    if (!findPlatform(name) && !LEGAL_OR_TITLE_RE.test(name) && !isStrongProseName(name) && !objectFollows && offeredAsService(sentence.slice(0, b.index))) continue;
    const score = findPlatform(name) ? 3 : businessScore(name, true, name);
    if (score >= 3 || (score === 2 && b.bold && isListedName?.(name))) names.push({ name, at: b.index });
  }
  // Round 22: "**Vorsicht** ist beim Anbieter „…“ geboten": a word of advice set in bold is emphasis, not a name; the
  // sentence is read as running text.
  return { names, boldName: marked.some((b) => !isLabel(b.text, sentence.slice(b.end)) && !isBoldAdvice(b.text)) };
}


/** Bold text at the start of its sentence that ends in its own full stop ({@link endsInOwnFullStop}: "**Wartungsvertrag.** …"). */
function isRunInTitle(sentence: string, bold: { text: string; index: number }): boolean {
  return endsInOwnFullStop(stripMarkdown(bold.text)) && sentence.slice(0, bold.index).trim() === "";
}

/** Round 61: a family in the plural after "bei" in bold ("bei Reichles", "bei Hubers"); group 1 is the family's name. */
const FAMILY_IN_BOLD_RE = /^bei\s+(\p{Lu}\p{Ll}+s)$/u;

/** One word of advice in bold ("**Vorsicht**", "**Wichtig**"). */
function isBoldAdvice(text: string): boolean {
  const t = stripMarkdown(text).trim();
  return !/\s/.test(t) && nameShape(t).advice;
}

/**
 * Round 17: "**Bäckerei Kern** – Sauerteig, bekannt für **Dinkelkruste**", "**Metzgerei Roth:** berühmt für
 * **Leberkäse**": a sentence led by a bold name and a dash or colon is written like a list item, the name
 * and then what it is and offers; the bold words of that description are its products, services and
 * people, not further businesses, unless they carry a firm's evidence ({@link hasFirmEvidence}).
 * @param first the sentence's first bold span
 * @returns the offset where the description starts, or Infinity when the sentence is not led so
 */
function descriptionStart(sentence: string, first: { text: string; index: number; end: number } | undefined): number {
  if (!first || sentence.slice(0, first.index).trim() !== "") return Infinity;
  const sep = /^\s*(?:[–—:]|-\s)/.exec(sentence.slice(first.end));
  const colonInside = /:\s*$/.test(first.text);
  if (!sep && !colonInside) return Infinity;
  const lead = cleanName(cutAtSeparator(stripMarkdown(first.text.replace(/:\s*$/, ""))).replace(/^\d{1,2}[.)]\s*/, ""));
  // A label ("**Tipp:**", "**Kosten:**") leads advice, whose bold names are read as usual.
  if (!lead || nameShape(lead).labelsOnly || nameShape(lead).advice || isPhraseNotName(lead) || businessScore(lead, true, lead) < 3) return Infinity;
  if (colonInside && nameShape(lead).trades.length === 0 && !LEGAL_OR_TITLE_RE.test(lead)) return Infinity;
  return first.end;
}

/**
 * A firm's evidence in a name itself: a platform, a legal form or title, a trade word with a proper word ("Backstube
 * Huber"), or (round 63) an Italian or French article elided before a noun ("L'Ancora"), as restaurants are named.
 */
export function hasFirmEvidence(name: string): boolean {
  return findPlatform(name) !== null || LEGAL_OR_TITLE_RE.test(name) || isStrongProseName(name) || ELIDED_ARTICLE_RE.test(name) || isChainName(name);
}

/** Pushes the capitalised runs of running text that the grammar around them lets stand as names. */
function pushProseRuns(plain: string, out: readonly Candidate[], describes: (before: string) => boolean, push: (name: string, at: number) => void, examples: readonly string[]): void {
  // Whether the sentence recommends, read once a run needs it: most runs are strong names or words no cue makes names.
  let cue: boolean | undefined;
  const recommends = () => (cue ??= CUE_RE.test(foldGerman(plain)));
  // Most sentences name no chain: one look spares the test per run.
  const chains = CHAIN_WORD_RE.test(plain);
  const counted = classEnumerationNames(plain);
  const things = examples.length === 0 ? counted : [...counted, ...examples];
  for (const found of capitalisedRuns(plain)) {
    if (out.some((c) => c.name.includes(found) || found.includes(c.name))) continue;
    if (things.some((t) => t.includes(found) || found.includes(t))) continue;
    const at = Math.max(0, plain.indexOf(found));
    const before = plain.slice(0, at);
    const run = withoutOfferedObject(found, before, plain.slice(at + found.length));
    const after = plain.slice(at + run.length);
    // "ein Abstecher zum Bio-Backhaus Wertach": a description may lead to a name after "zum".
    const led = /\s(?:zum|zur)\s(.+)$/.exec(run)?.[1];
    const ledReading = led === undefined ? 0 : proseNameReading(led);
    const ledIsName = ledReading === STRONG_NAME || (ledReading === PLAIN_NAME && recommends());
    // Evaluated only when the cheaper readings fail: the pattern is anchored at the end and so tried from every
    // position of the folded text before the run, for every run of the sentence.
    const introduced = () => run.includes(" ") && INTRODUCES_NAME_RE.test(foldGerman(before).trimEnd() + " ");
    const reading = proseNameReading(run);
    const kindAndField = practiceByItsField(run, before, after);
    // Round 70: a chain is known by its name ("Für einfache Schnitte ist auch Klier eine Option"), where the sentence names it
    // as a place to go.
    const isName =
      reading === STRONG_NAME ||
      (isChainName(run) && chainNamedAsPlaceToGo(before, plain)) ||
      (reading === PLAIN_NAME && recommends()) ||
      (introduced() && !nameShape(run).advice) ||
      kindAndField !== null ||
      ((introducedByKind(before) || (chains && namedAsChain(before, after))) && isPlainProperName(run)) ||
      isElidedArticleName(run, before);
    // Most runs are plain nouns ("Wartezeiten"): when neither the run nor what it leads to reads as a
    // name, nothing is pushed whatever the grammar around it says, so the checks of that grammar (all of
    // them pure, each one able only to drop the run) are made after this one.
    if (!isName && !ledIsName) continue;
    if (describes(before) || isDistanceReference(before, after) || isSearchTerm(before, after) || searchTermInRun(run, before) || isGenitiveAttribute(run, before) || isFirmAndItsObject(run, before)) continue;
    if (isFormerName(before, after) || isCriterion(before) || isQuantified(before) || endsInDayRange(run, after) || coordinatesObjects(run, after) || NOT_TO_BE_CONFUSED_RE.test(before)) continue;
    if (isLightVerbObject(run, after, before) || isObjectBeforeFinalHaben(run, before, after) || PEOPLE_DATIVE_RE.test(run)) continue;
    if (isRateFieldOrMemorial(before) || isCitedSource(run, before) || afterPossessive(run, before) || ownOfficeAfterMit(run, before) || isWorkTitle(before)) continue;
    if (isLocationReference(before) && !hasFirmEvidence(run)) continue;
    if (isDescriptionRun(run, before, out)) {
      if (led !== undefined && ledIsName) push(led, Math.max(0, plain.indexOf(led)));
      continue;
    }
    if (namedAsService(before) || namedAsSeal(before) || isToolRun(run, before) || opensWithSetPhrase(run, before) || isRegionalKindInPlural(run) || isMakerOfGoods(before)) continue;
    const host = isName ? businessAroundThing(run) : null;
    if (host !== null) push(host, at + run.length - host.length);
    else if (isName) push(kindAndField ?? run, at);
  }
}

/**
 * Round 72: "… bietet die Physiotherapie Steiglen Kiefergelenksbehandlungen an": with "bietet … an" around it (a separable
 * verb, its particle closing the clause), a run's last word in the plural of an "-ung" noun that is no trade word
 * ("Bedachungen" is one) is what the business offers, the object after its subject.
 * @param run the capitalised run; before and after the sentence around it
 * @returns the run without that word, else the run
 */
function withoutOfferedObject(run: string, before: string, after: string): string {
  const last = run.lastIndexOf(" ");
  if (last < 0 || !/\p{Ll}ungen$/u.test(run) || !/^\s+an\b/.test(after) || !/\bbiete[nt]?\s/.test(before)) return run;
  const word = run.slice(last + 1);
  return run.indexOf(" ") < last && !nameTokens(word).some(isTradeToken) ? run.slice(0, last) : run;
}

/**
 * Round 65: "Eier bekommst du am flexibelsten im Eierautomaten am Obsthof Buskow", "die Terrasse beim Gasthof Adler": one
 * word of a thing (no trade word, no job) "am", "im" or "beim" a name with its trade word is that thing at the business: the
 * business is named ("Café im Park" keeps its name: "Café" is the trade).
 * @param run the capitalised run
 * @returns the business's name, null when the run is no such phrase
 */
function businessAroundThing(run: string): string | null {
  const m = /^(\p{Lu}[\p{L}-]*)\s+(?:am|im|beim)\s+(\p{Lu}.+)$/u.exec(run);
  if (m === null || nameTokens(m[1]!).some(isTradeWord) || isPersonJobWord(m[1]!) || isTitleWord(m[1]!)) return null;
  return nameShape(m[2]!).trades.length > 0 && proseNameReading(m[2]!) === STRONG_NAME ? m[2]! : null;
}

/**
 * Round 64: "seine Grotti – einfache Tessiner Gaststätten, oft mit …": a region's adjective and a kind of business in the
 * plural ("-en": Gaststätten, Bäckereien, Apotheken) in running text name a class of businesses there, not one of them.
 * @param run the capitalised run
 */
function isRegionalKindInPlural(run: string): boolean {
  const words = run.split(" ");
  if (words.length !== 2 || !isPlaceAdjectiveWord(words[0]!)) return false;
  const kind = nameTokens(words[1]!).join("");
  return kind.endsWith("en") && isTradeToken(kind);
}

/**
 * Round 50: "Gib bei Google Maps „Velo Aarau“ ein": a run that reaches from the place to search into an opening quotation
 * mark ("Google Maps „Velo Aarau") holds the term typed there, no business.
 * @param run the capitalised run; before the sentence before it
 */
function searchTermInRun(run: string, before: string): boolean {
  const quote = run.search(/\s[„"‚»]/);
  return quote > 0 && isSearchTerm(before + run.slice(0, quote + 2));
}

/**
 * Round 29: "hat laut mehreren Einträgen den Heurigenbetrieb eingestellt", "bieten laut eigenen Angaben Dienstrad-Leasing
 * an": after "laut" (with a word between at most) comes where a statement is from; a run that opens with a noun of
 * information (Duden, "laut": "nach Angaben von") is that source, not a business.
 * @param before the sentence up to the run
 */
function isCitedSource(run: string, before: string): boolean {
  return (SOURCE_NOUN_RE.test(run) && /\blaut\s+(?:\p{L}+\s+)?$/iu.test(before.slice(-30))) || GUIDE_BY_RE.test(before.slice(-80));
}

/**
 * Round 52: "laut einem Ratgeber der bayerischen Tischlerei Pfeiffer": a business named as the author of a guide, an
 * article or a checklist a statement is from is cited, not recommended (as persons.ts reads the author of a work).
 */
const GUIDE_BY_RE = /\b(?:laut|nach|in|aus)\s+(?:einem|einer|dem|der)\s+(?:\p{Ll}+\s+)?(?:Ratgeber|Ratgeberartikel|Blogbeitrag|Beitrag|Artikel|Leitfaden|Merkblatt|Checkliste)s?\s+(?:der|des|von)\s+(?:\p{Ll}+\s+)?$/u;

/**
 * Round 52: "Ein häufig empfohlenes Praxisbuch für Bergbauern ist „Gesunde Kühe auf der Alm“": a quoted run a few words after
 * a noun of a written or spoken work is that work's title, not a business.
 * @param before the sentence up to the run
 */
function isWorkTitle(before: string): boolean {
  return /[„"“»]$/.test(before) && WORK_BEFORE_TITLE_RE.test(before.slice(-70));
}

const WORK_BEFORE_TITLE_RE = /\p{L}*(?:buch|ratgeber|titel|roman|film|podcast|artikel|broschüre|leitfaden|zeitschrift|magazin)\b(?:\s+[\p{L}-]+){0,4}\s+[„"“»]$/iu;

/**
 * Round 72: "hat im Gemeindeblatt zum Projekt **Holzbau Grundlsee 2030** geschrieben": a bold name right after the noun of a
 * project, programme, initiative or campaign (with its article or "zum") is that project's title, not a business.
 * @param before the sentence up to the run
 */
function isProjectTitle(before: string): boolean {
  const tail = before.slice(-80);
  return PROJECT_BEFORE_TITLE_RE.test(tail) || PROJECT_BEFORE_TITLE_RE.test(tail.replace(TITLE_AND_RE, ""));
}

/**
 * Round 73: also a course's (Kurs, Kurse, Workshop …): "Übungsleiterin der Kurse **Rücken fit** und **Knie-Schule**"; the
 * second title of two joined by "und", "oder" or a comma ({@link TITLE_AND_RE}) follows the first.
 */
const PROJECT_BEFORE_TITLE_RE = /\b(?:zum|zur|im|beim|vom|das|dem|des|die|der|den)\s+(?:\p{Ll}+\s+)?(?:Projekt|Projekts|Förderprogramm|Förderprogramms|Programm|Programms|Initiative|Kampagne|Wettbewerb|Wettbewerbs|Kurs|Kurses|Kurse|Kursen|Workshop|Workshops)\s+[„"“»]?$/u;

/** A bold title and the word joining the next to it, at the end of the text before that next: "**Rücken fit** und ". */
const TITLE_AND_RE = /(?:\*\*|__)[^*_]{1,40}(?:\*\*|__)\s*(?:,|und|oder|sowie)\s+[„"“»]?$/u;

/**
 * Round 73: "Probiert auf einer Alm **Kasnocken** und zum Nachtisch **Bauernkrapfen**": what one is told to try or taste is a
 * dish or a product; a business there carries a firm's evidence ("Probiert das **Café Sonne**" keeps its trade word).
 * @param before the sentence up to the bold name
 */
function isTasted(before: string): boolean {
  return TASTE_BEFORE_RE.test(before.slice(-80));
}

// "kostet" is left out: it prices far more often than it tastes ("Ein Zopf kostet bei **Beck Huber** 5 Franken").
const TASTE_BEFORE_RE = /\b(?:[Pp]robier(?:t|e|en|st)|[Vv]erkost(?:et|e|en)|Koste)\b[^.;:!?]{0,60}$/u;

/**
 * Round 30: "damit Ihr Kind Praxis und Team kennenlernt": a run right after a possessive determiner ("Ihr", "seine",
 * "unser") is a noun phrase of someone's, not a business's name; a legal form or title still makes one. Round 54: so is one
 * after a demonstrative, which points back to a business already named ("der Abstecher zu diesem Landgasthaus am Stadtrand").
 * @param before the sentence up to the run
 */
function afterPossessive(run: string, before: string): boolean {
  return /(?:^|\s)(?:ihr|ihre|ihrem|ihren|ihrer|ihres|sein|seine|seinem|seinen|seiner|unser|unsere|unserem|unseren|euer|eure|dein|deine|mein|meine|dieser|diesem|diesen|dieses|diese)\s+$/iu.test(before.slice(-12)) && !LEGAL_OR_TITLE_RE.test(run);
}

/**
 * Round 30: "Rechtsanwältin Dr. Maren Holt, …, mit Kanzlei am Obermarkt", "Dr. Weber mit Praxis in der Altstadt": a kind of
 * business after a bare "mit" (no article) says where the person named before works, not another business's name.
 * @param before the sentence up to the run
 */
function ownOfficeAfterMit(run: string, before: string): boolean {
  return /(?:^|\s)mit\s+$/.test(before.slice(-8)) && /^(?:Kanzlei|Praxis|Ordination|Büro|Atelier|Werkstatt|Studio|Salon)\s+(?:am|an|im|in|beim)\s/u.test(run);
}

/**
 * Round 62: "Frag, ob die Praxis Lachgas … anbietet", "ob der Betrieb Wallboxen installiert", "ob die Werkstatt Reifen auch
 * einlagert": in a clause of "ob" or "dass", a lone trade word after its article is the clause's subject, the business
 * spoken of in general, and the capitalised word after it its object (verb-final order of the subordinate clause, Duden-
 * Grammatik); a business named there carries more than one word after its kind, a title or a legal form ("ob die Bäckerei
 * Müller & Söhne …" stays a name; "ob die Bäckerei Müller …" is given up with the object, see README round 62).
 * @param run two capitalised words; before the sentence up to the run
 */
function isFirmAndItsObject(run: string, before: string): boolean {
  // Round 63: also at the sentence's start ("Ob die Werkstatt Fronten lackiert … anbietet, …"), and after the other
  // conjunctions of a verb-final clause ("wenn die Praxis Kopfhörer mit Musik anbietet").
  if (!/\b(?:[Oo]b|[Dd]ass|[Ww]enn|[Ff]alls|[Ww]eil|[Ss]ofern)\s+(?:der|die|das)\s+$/.test(before.slice(-14))) return false;
  const words = run.split(/\s+/);
  return words.length === 2 && isTradeWord(foldGerman(words[0]!).toLowerCase()) && !LEGAL_OR_TITLE_RE.test(run);
}

/** Nouns of information that a statement is attributed to, as a run's first word. */
const SOURCE_NOUN_RE = /^(?:Angaben|Angabe|Einträgen|Einträge|Eintrag|Aussagen|Aussage|Auskunft|Informationen|Berichten|Bericht|Hinweis|Hinweisen|Bewertungen|Rezensionen|Erfahrungsberichten)\b/u;

/**
 * Round 20: "im Zentralverband des Deutschen Dachdeckerhandwerks", "Mitglied der Bayerischen Landesärztekammer": an
 * adjective's run in the genitive right after a noun and its article says whose that noun is; the run is part of the
 * noun's name (a body, a title), never a business of its own. A legal form makes it one.
 * @param before the sentence up to the run
 */
function isGenitiveAttribute(run: string, before: string): boolean {
  if (LEGAL_OR_TITLE_RE.test(run)) return false;
  const owner = /(\p{Lu}[\p{L}-]+)\s+(?:des|der)\s+$/u.exec(before.slice(-60));
  if (!owner) return false;
  // Round 77: "der Landesinnungsverband des Dachdeckerhandwerks Thüringen": after a body's noun, a noun in the genitive
  // names the craft or field the body is of.
  return /^\p{Lu}\p{Ll}+(?:en|er)\s+\p{Lu}/u.test(run) || (/^\p{Lu}\p{Ll}+s\b/u.test(run) && isInstitutionNoun(owner[1]!));
}

/**
 * Round 21: words before a run that make it no business, whatever its shape:
 * - "250 € pro Quadratmeter Dachfläche", "je Stunde Arbeitszeit": after "pro" or "je" in lower case comes the unit a
 *   price or amount is counted in (Duden: "pro", "je" as prepositions of distribution);
 * - "Facharzt für Allgemeine Innere Medizin", "Fachanwältin für Familienrecht": after the title of a specialist and "für"
 *   comes the field of the specialism (Weiterbildungsordnung, Fachanwaltsordnung), not a practice;
 * - "im Sterbehaus von Peter Rosegger", "das Geburtshaus des Malers …", "Denkmal für …": the person a house, grave or
 *   memorial is kept for is remembered there, not recommended as a business.
 * Only the last 60 characters are tested, once a lower-case "pro", "je", "für"/"fuer", "von", "des" or "der" ends them.
 * @param before the sentence up to the run
 */
function isRateFieldOrMemorial(before: string): boolean {
  // An adjective the run has left out ("für Allgemeine" before "Innere Medizin") may stand between.
  // Only the tail is searched: the pattern is anchored at the end and would otherwise be tried from every position.
  const end = before.slice(-40);
  const m = /\s(pro|je|für|fuer|von|des|der)\s+(?:\p{Lu}\p{Ll}+e\s+)?$/u.exec(end);
  if (!m) return false;
  if (m[1] === "pro" || m[1] === "je") return true;
  const tail = foldGerman(before.slice(-60));
  if (m[1] === "für" || m[1] === "fuer") return /\bfach(?:arzt|aerztin|zahnarzt|zahnaerztin|tierarzt|tieraerztin|anwalt|anwaeltin)\s+fuer\s+(?:\p{L}+e\s+)?$/u.test(tail);
  return /\b(?:geburtshaus|sterbehaus|wohnhaus|elternhaus|grab|grabstaette|gedenkstaette|denkmal)\s+(?:von|des|der)\s+$/.test(tail);
}

/**
 * Round 67: "weil nicht jede Tierarztpraxis Großtiere behandelt", "wobei die meisten Studios Matten … stellen", "auf jeden Fall
 * Siedwurst": a run after a quantifier ("jede", "viele", "die meisten", "keine", "beide" …; Duden-Grammatik: Artikelwörter der
 * Menge) counts members of a kind or is a phrase; a business is one and is never quantified. Also the second of two
 * quantified nouns ("die meisten Therapeutinnen und Therapeuten Wahltherapeuten").
 * @param before the sentence up to the run
 */
function isQuantified(before: string): boolean {
  return QUANTIFIER_BEFORE_RE.test(before);
}

const QUANTIFIER_BEFORE_RE = /(?:^|[^\p{L}])(?:jede[mnrs]?|manche[mnrs]?|viele[nr]?|alle[nr]?|einige[nr]?|mehrere[nr]?|(?:die|den) meisten|keine[mnrs]?|beide[nr]?|sämtliche[nr]?)\s+(?:\p{L}+\s+(?:und|oder)\s+)?$/iu;

/**
 * Round 67: "damit der Salon Zeitbedarf und Preis besser einschätzen kann", "dass die Rechnung Lohn und Material getrennt
 * ausweist": a run of two words whose second is joined by "und"/"oder" to one more noun, before the clause goes on in lower
 * case, is a subject and the first of two objects; a firm named with a partner is so joined ("Praxis Huber und Partner") and
 * two firms are named each with its kind, so "Partner", "Kollegen", "Söhne" … and an article after the pair are left to the
 * other readings.
 * @param run the capitalised run; after the sentence after it
 */
function coordinatesObjects(run: string, after: string): boolean {
  if (run.split(" ").length !== 2) return false;
  const m = COORDINATED_NOUN_RE.exec(after);
  return m !== null && !FIRM_PARTNER_RE.test(m[1]!);
}

/**
 * Round 67: "Nicht zu verwechseln mit der Zahnarztpraxis Dr. Roth, die ebenfalls in Butzbach sitzt": the business after "nicht
 * zu verwechseln mit" is named to tell it apart from the one recommended, not as a recommendation.
 */
const NOT_TO_BE_CONFUSED_RE = /\bnicht\s+zu\s+verwechseln\s+mit\s+(?:der|dem|den|die|das)?\s*$/i;

const COORDINATED_NOUN_RE = /^\s+(?:und|oder)\s+(\p{Lu}\p{Ll}+)(?:,|\s+(?!(?:der|die|das|den|dem|des|ein|eine|einen|einem|einer|sie|er|es|wir|ihr|ich|du)\b)\p{Ll})/u;

const FIRM_PARTNER_RE = /^(?:Partner|Partnerin|Partnerinnen|Kollegen|Kolleginnen|Söhne|Sohn|Tochter|Töchter|Team|Mitarbeiter|Familie)$/;

/**
 * Round 68: "Katzen, die beim Tierarzt Probleme machen", "spart der Praxis Arbeit", "damit der Salon Zeit hat": a run of
 * two words whose second is the noun of a light-verb construction (Funktionsverbgefüge, Duden-Grammatik: "Probleme
 * machen", "Arbeit sparen", "Zeit haben", "Bescheid geben"), the clause going on in lower case, is a noun and the verb's
 * object, not a firm; no firm of the corpora is named by such a noun alone after its kind. So is "Pflicht" after one noun, a
 * predicate noun (Duden: Pflicht sein: "ist für Reisen ins Ausland Pflicht."), wherever the clause goes on.
 * Round 73: also at the clause's end after the construction's verb ("das spart später beim Zahnersatz Geld."), and "Teil"
 * before its genitive ("ist in der Buschenschank Teil des Konzepts", Duden: Teil sein).
 * @param run the capitalised run (two words, or two and a phrase in lower case); after the sentence after it; before the
 *   sentence up to it
 */
function isLightVerbObject(run: string, after: string, before: string): boolean {
  const words = run.split(" ");
  if (words.length === 2 && words[1] === "Pflicht") return true;
  if (words.length < 2 || !LIGHT_VERB_NOUN_RE.test(words[1]!)) return false;
  // The run may hold the clause's next phrase ("Praxis Arbeit am Telefon"): its third word is then in lower case.
  if (words.length > 2) return /^\p{Ll}/u.test(words[2]!);
  return /^\s+\p{Ll}/u.test(after) || (/^\s*(?:[.!?;]|$)/u.test(after) && LIGHT_VERB_RE.test(before.slice(-60)));
}

/** The verbs of the light-verb constructions of {@link LIGHT_VERB_NOUN_RE}, in their present forms: "spart", "macht", "kostet". */
const LIGHT_VERB_RE = /\b(?:spart|sparen|sparst|macht|machen|machst|kostet|kosten|bereitet|bereiten|gibt|geben|hat|haben|hast|braucht|brauchen|nimmt|nehmen)\b/u;

const LIGHT_VERB_NOUN_RE = /^(?:Probleme|Schwierigkeiten|Ärger|Angst|Stress|Zeit|Arbeit|Mühe|Sorgen|Bescheid|Kosten|Geld|Aufwand|Auskunft|Teil)$/u;

/**
 * Round 73: "Auch wenn das Heft Lücken hat, …": in a clause opened by a subordinating word, a subject's article, a noun and
 * another noun right before "hat" or "haben" at the clause's end: the second noun is what the subject has, its object.
 * @param run the capitalised run; before the sentence up to it; after the sentence after it
 */
function isObjectBeforeFinalHaben(run: string, before: string, after: string): boolean {
  return run.split(" ").length === 2 && /^\s+(?:hat|haben|hatte|hatten)\s*(?:[,.;:!?]|$)/u.test(after) && /\b(?:wenn|ob|weil|dass|falls|obwohl)\s+(?:\p{Ll}+\s+)?(?:das|der|die|ein|eine)\s+$/u.test(before);
}

/**
 * Round 68: "wenn den Kindern Tiere wichtig sind", "bietet Mitgliedern Beratung an", "der mit Helfern Brot backt": a run
 * opened by the dative plural of a group of people (to whom something is given or done) goes on with the thing, not a
 * firm's name; no firm of the corpora opens with such a word (surnames such as "Zenhäusern" are not among them).
 */
const PEOPLE_DATIVE_RE = /^(?:Kindern|Mitgliedern|Helfern|Gästen|Urlaubern|Besuchern|Wanderern|Radfahrern|Anfängern|Einsteigern|Schülern)\s/u;

/**
 * Round 36: "je nach Zustand des Untergrunds und Anzahl der Anstriche": what a price or a choice depends on ("je nach",
 * Duden: entsprechend), up to the clause's end, is a criterion, not a business.
 * @param before the sentence up to the run
 */
function isCriterion(before: string): boolean {
  // Also at the sentence's start ("Je nach Zustand …").
  return /je nach/i.test(before) && /\bje nach\s+(?:[^.,;:!?]*\s)?$/i.test(before.slice(-80));
}

/**
 * Round 63: "ist das L'Ancora in Rheinsfelden", "im L'Incontro": one word of an Italian or French article elided before a
 * capitalised noun (L', D', Dell') after a German article, "zu" or "bei" names a restaurant or café as "das Da Nino" does.
 * @param run the capitalised run as written; before the sentence up to it
 */
function isElidedArticleName(run: string, before: string): boolean {
  return ELIDED_ARTICLE_RE.test(run) && /(?:^|\s)(?:das|die|der|dem|den|im|ins|beim|vom|zum|zur|zu|bei)\s+$/u.test(before);
}

const ELIDED_ARTICLE_RE = /^(?:L|D|Dell|Dall|All|Nell)['’]\p{Lu}\p{Ll}{2,}$/u;

/**
 * Round 16: "Kanzleien wie Bachmann", "Anwälte wie Dr. Hoppe", "Heurige wie der Weinhof …": a
 * plural of a trade word before "wie" introduces businesses of that trade, so a name after it needs
 * no trade word of its own (the surname alone names the firm).
 * @param before the sentence up to the run
 */
function introducedByKind(before: string): boolean {
  // Only the words right before the run count; a short tail keeps the anchored pattern from scanning the sentence.
  const tail = before.slice(-60);
  if (!tail.includes("wie")) return false;
  const m = /(\p{Lu}\p{Ll}+)\s+wie\s+(?:der|die|das|den|dem|etwa|zum beispiel|z\.\s?B\.)?\s*$/u.exec(tail);
  if (!m) return false;
  const w = foldGerman(m[1]!);
  return [w.replace(/(?:en|n|e|s)$/, ""), w.replace(/(?:nen)$/, ""), w.replace(/ien$/, "ei"), w.replace(/e$/, "er"), w.replace(/aeten$/, "aet").replace(/aetten$/, "att"), w.replace(/ae(\p{Ll}*?)e$/u, "a$1")].some(
    (stem) => stem !== w && isTradeWord(stem),
  );
}

/** The runs of a sentence that name a chain ({@link namedAsChain}). */
function pushChainRuns(plain: string, push: (name: string, at: number) => void): void {
  if (!CHAIN_WORD_RE.test(plain)) return;
  for (const run of capitalisedRuns(plain)) {
    const at = Math.max(0, plain.indexOf(run));
    if (namedAsChain(plain.slice(0, at), plain.slice(at + run.length)) && isPlainProperName(run)) push(run, at);
  }
}

/**
 * Round 19: a chain or franchise named in running text: "neben Filialketten wie Klier", "Ketten wie Fressnapf",
 * "zu Mister Minit gehen – die nächste Filiale ist in …"; round 20: "die Filialen von Fressnapf". A chain of shops is a business (it is counted once);
 * a chain of mountains is not, so the word before "-kette" is a trade word or a word of trade (Filiale, Laden).
 * @param before the sentence up to the name; after the sentence after it
 */
export function namedAsChain(before: string, after: string): boolean {
  const tail = foldGerman(before.slice(-50));
  const kind = /(?:^|[\s(])(\p{L}*?)-?(?:ketten?|franchiseketten?)\s+wie\s+(?:etwa\s+|zum beispiel\s+|z\.\s?b\.\s+)?$/u.exec(tail);
  if (kind && (kind[1] === "" || [kind[1]!, kind[1]!.replace(/(?:s|n)$/, "")].some((k) => CHAIN_KINDS.has(k) || isTradeWord(k)))) return true;
  // Round 20: "bieten auch die Filialen von A.T.U …", "die nächste Filiale von Bellaflora": a chain by its branches.
  if (/(?:^|\s)filial(?:e|en)\s+(?:von|der|des)\s+$/.test(tail)) return true;
  // The name, a verb at most ("… gehen"), then an apposition about its branches; round 66: or the name as the subject that
  // has them ("**Pneu Egger** hat Filialen in vielen Regionen", "… betreibt ein Filialnetz").
  const next = foldGerman(after.slice(0, 70));
  return /^\s*(?:\p{Ll}+\s+){0,2}?(?:[–—(]|\s-|,)\s*(?:die|eine|deren|dessen|ihre|seine|mit)?\s*(?:\p{L}+\s+){0,2}?filial(?:e|en)\b/u.test(next) || HAS_BRANCHES_RE.test(next);
}

/**
 * Round 66: the text right after a name says it has branches ("… hat Filialen in vielen Regionen", "… betreibt ein
 * Filialnetz"): a chain ({@link namedAsChain}; target-match.ts: not the visitor of the same surname).
 * @param after the text after the name, as written
 */
export function hasBranches(after: string): boolean {
  return HAS_BRANCHES_RE.test(foldGerman(after.slice(0, 70)));
}

/**
 * The name as the subject that has branches, folded: only a count or an article between the verb and the branches ("hat
 * Filialen", "betreibt ein Filialnetz", "hat über 30 Filialen"); "Dafür haben auch die Filialen von Pit-Stop …" names the
 * chain after "von".
 */
const HAS_BRANCHES_RE = /^\s+(?:hat|haben|betreibt|unterhaelt)\s+(?:(?:ein|eine|mehrere|viele|zahlreiche|ueber|rund|etwa|\d+)\s+){0,2}(?:filialen|filialnetz|niederlassungen|standorte)\b/u;

/** The words {@link namedAsChain} looks for, as written. */
const CHAIN_WORD_RE = /kette|filiale/i;

/** Words before "-kette" that make it a chain of shops ("Filialkette", "Ladenkette", "Handelskette"), folded. */
const CHAIN_KINDS = new Set([
  "filial", "laden", "handel", "einzelhandel", "fastfood", "fast-food", "systemgastronomie", "discount", "discounter", "franchise", "drogerie",
  "supermarkt", "lebensmittel", "mode", "schuh", "buch", "buchhandel", "moebel", "elektronik", "tankstelle", "kaffeehaus", "kaffee", "burger",
  "pizza", "sport", "sportartikel", "optik", "parfuemerie", "werkstatt", "reifen", "autoservice", "bau",
]);

/**
 * Round 16: a name read from running text without its markup, with what the run took along cut off:
 * where it stands ("Weingut Steinterrassen am Kremser Kogel", "Confiserie Suteria-Wyss am Hauptgassen-Eck")
 * when the words before already name it by a trade word or a title and a proper word ("Dr. Anna Keller am Bahnhof"), and what it offers when the
 * verb's object follows it ("bietet Autohaus Pradl Pickerl-Termine an": a plural of advice, non-businesses.ts).
 * A name that is only a trade word and its place ("Praxis am Markt", "Kanzlei am Oberen Schloss") keeps it.
 * @param listed the name is an item of an enumeration, written as the business goes by it (a job before a titled person stays)
 */
export function trimProseName(name: string, listed = false): string {
  // Round 65: "hat die Segelschule Wörthersee-Nord 4,8 Sterne bei …": a rating after the name (a digit opens a run's word).
  name = name.replace(RATING_AFTER_NAME_RE, "");
  const atWork = businessOfPerson(name);
  if (atWork !== name) return atWork;
  // Round 22: "die Huforthopädin Mag. Sandra Leitgeb": a job word before a titled person says what they do; the name is
  // the person with the title, as a list writes it.
  const job = listed ? null : /^(\S+)\s+(.+)$/.exec(name);
  if (job && isPersonJobWord(job[1]!) && isTitledPerson(job[2]!) && isTitleWord(job[2]!.split(" ")[0]!)) return job[2]!;
  let words = name.split(" ");
  while (words.length > 2 && isAdviceNounInPlural(words[words.length - 1]!.split("-").pop()!) && isStrongProseName(words.slice(0, -1).join(" "))) words = words.slice(0, -1);
  const trimmed = words.join(" ");
  const located = /^(.+?)\s+(?:am|an der|an den|im|in der|beim|bei der|auf dem|auf der|vor dem|unter den)\s+\p{Lu}/u.exec(trimmed);
  // Round 49: "Tierarztzentrum Zell am See": a town named with its lake or river ends the name; it is no place after it.
  if (located && !isTownWithItsWater(located[1]!.split(" ").pop()!, trimmed.slice(located[1]!.length).trim())) {
    const shape = nameShape(located[1]!);
    const named = shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(located[1]!);
    if (named && shape.proper.length > 0 && !isPhraseNotName(located[1]!) && !LEGAL_OR_TITLE_RE.test(trimmed.slice(located[1]!.length))) return located[1]!;
  }
  return trimmed;
}

/** A rating with its unit closing a run ("4,8 Sterne", "4.5 Punkten"). */
const RATING_AFTER_NAME_RE = /\s+\d[,.]\d\s+(?:Sterne|Sternen|Punkte|Punkten)$/u;

/**
 * Round 49: "Zell" and "am See" make "Zell am See": the word is the first of a place named with its lake, river or region
 * (places.ts isPlaceShortForm) and the two make a place; "Berger am Markt" is a surname and where the practice is.
 */
function isTownWithItsWater(word: string, rest: string): boolean {
  const token = nameTokens(word).join("");
  return token !== "" && isPlaceShortForm(token) && isPlaceName(`${word} ${rest}`);
}

/**
 * The bold lead of a sentence when it is a business's name with its trade word before a colon
 * ("**Metzgerei Roth:** …"), not a label ("**Tipp:**", "**Familiengeführt:**") or a place.
 */
function describedLead(sentence: string): string | null {
  const m = /^\s*(\*\*|__)([^*_]+?)\1(\s*:)?/.exec(sentence);
  if (!m || !(m[3] || m[2]!.trim().endsWith(":"))) return null;
  const lead = m[2]!.trim().replace(/:$/, "");
  const shape = nameShape(lead);
  return shape.trades.length > 0 && shape.proper.length > 0 && !isPhraseNotName(lead) && !shape.advice ? lead : null;
}

/**
 * The object of a specialisation ("sich auf Late Talker und Mundmotorik spezialisiert",
 * "mit Schwerpunkt auf Kiefergelenk und Schnarchen"): a business's field, never a business. Round 71: with the rest of its
 * enumeration ("spezialisiert auf Renovationen von Stadeln, Scheunen und alten Wohnhäusern").
 */
const SPECIALITY_RE = /\bsich\s+auf\s+[^,;.]*?(?=\s+(?:spezialisiert|konzentriert|fokussiert)\b)|\b(?:spezialisiert|schwerpunkte?|fokus|konzentriert)\s+auf\s+[^,;.]*(?:(?:,\s+[A-ZÄÖÜ][a-zäöüß]+)+\s+(?:und|oder)\s+[^,;.]*)?/gi;

/**
 * The object of a relative clause that says what a business offers or sells (", das auch Yin
 * Yoga und Kurse für Schwangere anbietet", ", die Brot aus dem Holzofen verkauft"): German puts
 * the verb last, so everything between the relative pronoun and that verb is the offer.
 */
const OFFER_RE =
  /(,\s+(?:das|die|der|welches|welche|welcher)\s)[^,;.:]*?(?=\s(?:anbietet|anbieten|bietet|bieten|verkauft|verkaufen|unterrichtet|unterrichten|im (?:angebot|programm|sortiment) (?:hat|haben|führt|führen))\b)/gi;

const OFFER_VERB_RE = /\b(?:anbietet|anbieten|bietet|bieten|verkauft|verkaufen|unterrichtet|unterrichten|angebot|programm|sortiment)\b/i;

/**
 * Round 49: "- Advokaturbüro Schaub & Gerber in Sissach, mit …", "- Advokatin Martina Strub in Gelterkinden, die …": an item
 * without markup names the business and then where it is; the name ends before "in" and a place, when what stands before
 * names a firm (a trade word or a legal form or title, and a proper word) or a person by their job. Round 50: also "aus"
 * and a place ("Elektro Kaminski aus Hagenow"), and "direkt in" ("Elektrotechnik Holtz direkt in Picher"). Round 62: also a bold
 * name, in a list or a sentence ("**Pit Stop in Stockelsdorf** – Kette mit festen Preisen", "**Intersport Rent in Ried-Mörel:**").
 * @param name the item's name as cut at its separator; places the place asked about
 */
export function withoutTownAfterIn(name: string, places: readonly string[]): string {
  // Round 50: also "aus Hagenow", "direkt in Picher", "mitten in …".
  // Round 71: also the part of the village ("Teestube Ahlrichs im Ortskern von Neustadtgödens", "am Ortsrand von …").
  const m = / (?:(?:direkt|mitten|gleich) )?(?:in|aus|(?:im|am) (?:Ortskern|Ortszentrum|Zentrum|Dorfkern|Dorfzentrum|Ortsrand|Dorfrand) von) (\p{Lu}[\p{L}.-]*(?: \p{Lu}[\p{L}.-]*| an der| am| im| in| ob der| bei){0,4})$/u.exec(name);
  if (m === null) return name;
  const before = name.slice(0, m.index);
  const shape = nameShape(before);
  const tradeFirm = (shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(before)) && shape.proper.length > 0;
  // Round 61: also two proper words of a name of its own ("Engadin Bike Tours in Zernez", "Cicli Pitsch in Scuol").
  // Round 67: also one proper word, a chain's or brand's name ("**Intersport in Oberwart**", "**LANDI in Turtig**").
  const firm = tradeFirm || ((shape.proper.length >= 2 || (shape.proper.length === 1 && !before.includes(" "))) && !isPhraseNotName(before));
  // Round 67: a hamlet the gazetteer lacks ("Teestube Ahlrichs in Neustadtgödens", "Landgasthof Tjaden in Gödens"): one word
  // after a firm named by its trade (or legal form or title) and a word of its own; no firm's name so named ends on "in" and
  // one capitalised word in the training corpora. Round 69: also after a firm named by its own words or a chain's name
  // ("**Lucky Car in Greinbach**", "Cicli Pitsch in Ftan"): none of the training corpora's names ends on "in" or "aus" and one
  // capitalised word.
  const hamlet = /^\p{Lu}[\p{Ll}-]+$/u.test(m[1]!) && firm;
  if (!hamlet && !isPlaceName(m[1]!, places)) return name;
  return firm || isPersonJobWord(before.split(" ")[0]!) ? before : name;
}
