/**
 * Businesses named where assistants put them: the leading name of a list item, a table row's
 * name cell, a heading, and names in the notes under a heading that is no business itself.
 * A name counts by its score (name-shape.ts) against what the group asks: a recommendation
 * list takes every name-like item, a list introduced as advice or sources only clear names.
 */
import { type Block, holdsDetailLines, RENAMED_IN_BRACKET_RE, RENAMED_IN_LINE_RE } from "./answer-blocks";
import { type Candidate, cleanName, contextOf, cutAtSeparator, isLabel, leadingName, ownLines, stripMarkdown, untilAnotherName } from "./candidate";
import { ADJECTIVE_SUFFIX_RE, businessScore, holdsAddress, isBoldSentence, isInflectedAdjective, isNameConnectorWord, isPhraseNotName, isPlainProperName, isStrongProseName, LABEL_WORDS, LEGAL_OR_TITLE_RE, nameShape, serviceWithPerson } from "./name-shape";
import { containsTradeStem, foldGerman, isFunctionWord, isPartnershipWord, isPlaceToken, isTradeToken, isTradeWord, nameTokens } from "./names";
import { isSightNoun } from "./landmarks";
import { isPlaceName } from "./places";
import { opensWithPriceRange } from "./non-businesses";
import { findPlatform } from "./platforms";
import { hasFirmEvidence, namesInSentence, withoutTownAfterIn } from "./prose-candidates";
import { splitSentences } from "./sentences";
import { businessOfPerson, worksAtHeadingBusiness } from "./staff";
import { isNegativeTone, type MentionTone, readTone } from "./tone";
import { isPersonJobWord, surnamesAfterTitle } from "./persons";

/**
 * An introduction of advice, sources, prices or sights, not of businesses. Round 28 (blind40, long answers): a lead
 * that asks ("Was ein guter IT-Dienstleister abdecken sollte", "Wie läuft die Abrechnung?", unless it speaks of
 * recommending), one that explains a procedure ("So funktioniert die Kostenrückerstattung:"), a region's specialities
 * ("Thurgauer Spezialitäten:") and photo spots ("Beliebte Foto-Spots rund um Bückeburg"). Round 29 (blind44): what to do
 * when nothing is found ("Wenn Sie keine Praxis finden", "Falls nichts frei ist"), a step before or after ("Vor der
 * Anmeldung", "Nach der Prüfung"), a procedure ("Typischer Ablauf") and prices with an adjective ("Ungefähre Preise für
 * einen Displaytausch"). Round 33: ideas ("Ideen rund um den Tag": a photo shoot, a church, a shuttle); round 34: only as
 * the lead's first word ("Hier ein paar Ideen:" under "… gibt es einige schöne Restaurants" introduces restaurants). Round 49:
 * an outing or things to do ("Kombinieren mit einem Ausflug", "Unternehmungen am See": the ship, the bike path, a hike), and
 * papers to have ready ("Unterlagen, die du bereithalten solltest", "Was Sie mitbringen sollten"). Round 54: not a lead that
 * opens with a question word and says what the matter depends on ("Wie schnell du zur Prüfung kommst, hängt … von den freien
 * Terminen ab:"), a statement that introduces the list. Round 61: first aid and the signs of an emergency ("Erste Hilfe bis
 * zum Tierarzt", "Warnzeichen", "Symptome"): what to do or look for, not where to go. Round 62: not "Was ich finden konnte:",
 * a free relative clause that introduces what the assistant found. Round 63: thoughts and remarks ("Ein paar praktische
 * Gedanken für die Planung:", "Überlegungen", "Anmerkungen"), as tips are. Round 64: what to pack ("Packliste für den
 * Bauernhof", "einpacken") and events ("Veranstaltungen im Sommer"): things to bring and dates, not where to go; and
 * "Sehenswertes in der Nähe", as sights are. Round 67: hikes and walks ("Wanderungen mit Kindern ab Ginzling", "Wanderwege",
 * "Spaziergänge"), whose items are valleys, trails and sights. Round 76: what awaits the visitor ("hier kurz, was euch erwartet:"
 * over the dishes of a coffee table), an experience's parts. Round 77: typical, regional or traditional dishes ("Typische
 * Gerichte der Gegend", also as the heading over the lead's paragraph, groupThreshold) and a lead that opens with the cuisine
 * ("Die Küche im oberen Murtal ist deftig …:" over "**Murbodner Rind:**", "**Zum Abschluss:** ein Zirbenschnaps"); a lead that
 * opens with a trail's stages ("Malerweg-Etappen rund um Pötzscha" over "**Etappe 1 (Liebethal – Stadt Wehlen):**").
 */
const NON_BUSINESS_LEAD_RE =
  /\b(worauf|woran|achten|beachten|tipps?|hinweise?|gedanken|ueberlegungen|anmerkungen|kriterien|checkliste|fazit|vorgehen|schritte|ablauf|portale|plattformen|vergleichsportale|verzeichnisse|gut zu wissen|wissenswert(?:es)?|sehenswuerdigkeiten|sehenswertes|ausflugsziele|ausflug|ausfluege|ausfluegen|unternehmungen|wanderungen|wanderwege|spaziergaenge|unterlagen|bereithalten|mitbringen|packliste|einpacken|veranstaltungen|(?:ausflugs|wander|freizeit|spar)tipps?|spezialitaeten|(?:typische|regionale|traditionelle)\s(?:\p{L}+e\s)?(?:gerichte|speisen)|(?:foto-?)?spots|erste hilfe|warnzeichen|anzeichen|symptome|was (?:euch|sie|dich|einen) (?:dort |da )?erwartet)\b|^\W*(?:\p{L}+e\s+)?(quellen|sources|references|referenzen|preise|kosten|richtwerte|gebuehren|tarife|ideen)\b|^\W*die\s(?:\p{L}+e\s)?kueche\b|^\W*(?:[a-z]+-)?etappen\b|^\W*(?:wenn|falls)\s(?:\p{L}+\s+){0,2}(?:keine?[nr]?|nichts)\s|^\W*(?:vor|nach)\s(?:der|dem)\s\p{L}+\W*$|^\W*so\s+(?:finden|findest|finde|suchen|suchst|gehen|gehst|klappt|kommen|kommst|waehlen|waehlst|pruefen|pruefst|erkennen|erkennst|funktioniert|funktionieren|laeuft|laufen)\b|^\W*(?:was|wie|warum|wann|wozu|wieso)\s(?!.*\bempfehl)(?!.*,\s*haengt\b.*\bab\W*$)(?!(?:ich|wir)\s[^,;]*\b(?:finden|gefunden|entdecken|entdeckt|gesehen)\b)|\bwie (?:sie|du|man) (?:\p{L}+\s+){0,5}(?:finden|findest|suchen|suchst|auswaehlen|waehlen|waehlst|erkennen|erkennst)\b/u;

/** One capitalised word right before an item's bold lead ("Tischlermeister **…**"). */
const JOB_BEFORE_BOLD_RE = /^(\p{Lu}[\p{L}-]{4,})\s+(?=\*\*|__)/u;

/** Name of the business a block is about, or null when the block has none. */
function blockName(block: Block, places: readonly string[]): { name: string; bold: boolean; labelled: boolean; hamlet?: true } | null {
  if (block.cell) {
    // Round 64: "Zahnmedizin Wiera – Dr. Yıldız & Kollegen": a dash with spaces in a name cell parts the name from what it adds.
    const name = cleanName(block.md.split(/\s[–—]\s/, 1)[0]!);
    return name ? { name, bold: true, labelled: false } : null;
  }
  // Round 16: "- Die **Weinstube Kern** in Eltville", "- Zum **Stadtfest** im August": an article or
  // preposition before the bold lead belongs to the sentence, not to the name.
  const md = block.cell ? block.md : block.md.trim().replace(/^(?:Die|Der|Das|Den|Dem|Beim|Bei|Im|Zum|Zur|Ins)\s+(?=\*\*|__)/, "");
  // Round 19: "- Tischlermeister **Rupert Fuchs** – …": a job word before the bold lead says who the person
  // is; the bold gives the name.
  const job = JOB_BEFORE_BOLD_RE.exec(md);
  if (job && isPersonJobWord(job[1]!)) return blockName({ ...block, md: md.slice(job[0].length) }, places);
  const lead = leadingName(md);
  if (lead !== null) {
    const rest = md.trim().replace(/^\[?(\*\*|__)(.+?)\1\]?|^\[[^\]]+\]\([^)]*\)/, "");
    const inner = firmAfterHamlet(stripMarkdown(lead)) ?? serviceWithPerson(stripMarkdown(lead)) ?? cleanName(cutAtSeparator(stripMarkdown(lead)));
    // Round 69: "- **Kossa:** Haarwerk Mandy Pohle – …": the hamlet's lead and the firm after it, whose name has no word the
    // rules read in running text as a firm's.
    const afterHamlet = isLabel(lead, rest) ? firmAfterHamletLead(inner, nameShape(inner).trades.length, rest) : null;
    if (afterHamlet !== null && !isFirmsWholeName(afterHamlet)) return { name: afterHamlet, bold: true, labelled: false, hamlet: true };
    // "**Familiengeführt:** Die **Bäckerei Haider** …": a label, the name follows. Its words are read only after its colon.
    if (isLabel(lead, rest) && (readsAsLabel(inner, rest, places) || kindBeforeItsColon(lead))) return { name: "", bold: true, labelled: true };
    if (isPluralSubject(inner, rest) || isBoldSentence(stripMarkdown(lead)) || (block.kind === "item" && isPricedLine(stripMarkdown(md)))) return { name: "", bold: true, labelled: true };
    return inner ? { name: businessOfPerson(withoutTownAfterIn(inner, places)), bold: true, labelled: false } : null;
  }
  const labelled = labelledName(stripMarkdown(block.md), places);
  if (labelled) return { name: labelled, bold: false, labelled: false };
  if (block.kind === "heading" && isTopicHeading(stripMarkdown(block.md), places)) return { name: "", bold: false, labelled: true };
  if (block.kind === "item" && isPricedLine(stripMarkdown(block.md))) return { name: "", bold: false, labelled: true };
  const plain = stripMarkdown(block.md);
  const firm = block.kind === "heading" ? firmAfterHamlet(plain) : null;
  const name = businessOfPerson(withoutTownAfterIn(withoutArticle(firm ?? cleanName(cutAtSeparator(plain))), places));
  // Round 69: "**2. Yoga mit Anke**" (a heading): cut at "mit" down to a trade word alone it names a service, no business
  // ("Yoga" is anyone's).
  if (/\smit\s/.test(plain) && name !== "" && isKindAlone(name)) return { name: "", bold: false, labelled: true };
  return name ? { name, bold: false, labelled: false } : null;
}

/**
 * Round 67: "- Die Teestube Ahlrichs ist eher ein Café …", "- Das Restaurant Deichhus ist für … bekannt": an item without markup
 * written as a sentence opens with the article of its subject; the name is what follows, when that names a firm by a trade
 * word and a word of its own ("Die Schmiede" alone keeps its article: the article may be part of such a name).
 * @param name the item's name as cut at its separator
 */
function withoutArticle(name: string): string {
  const m = /^(?:Die|Der|Das)\s+(\p{Lu}\S*\s+\S.*)$/u.exec(name);
  if (m === null) return name;
  // Round 68: "- Die Großtierpraxis Havelluch in Selbelang betreut überwiegend Pferde …": the sentence's verb, the first word
  // in lower case that joins no name (isNameConnectorWord), ends the subject (its town after "in" is cut by withoutTownAfterIn).
  let words = m[1]!.split(" ");
  const verb = words.findIndex((w, i) => i > 0 && /^\p{Ll}/u.test(w) && !isNameConnectorWord(w));
  if (verb > 0) words = words.slice(0, verb);
  while (words.length > 1 && /^\p{Ll}/u.test(words[words.length - 1]!)) words.pop();
  const subject = words.join(" ");
  const shape = nameShape(subject);
  return shape.trades.length > 0 && shape.proper.length > 0 ? subject : name;
}

/**
 * Round 67: "- Dreistöckige Fondanttorte für 80 Personen: ca. 500–900 €", "- **Kinder-Gruppenkurs**, 5 Tage à 4 Stunden: ca.
 * 300–380 € pro Kind": an item whose text after its first colon opens with a price range prices a thing, a service or a job;
 * a firm before it carries its trade word or a legal form ("Skischule Vent, Gruppenkurs: ca. 280–340 €" stays a name).
 * @param text the item's text without markup
 */
function isPricedLine(text: string): boolean {
  const colon = text.indexOf(":");
  if (colon < 0 || !opensWithPriceRange(text.slice(colon + 1))) return false;
  const lead = text.slice(0, colon);
  return !LEGAL_OR_TITLE_RE.test(lead) && nameShape(cutAtSeparator(lead)).trades.length === 0;
}

/** Finite verbs in the plural that open what an item says of its bold subject ("**Wärmepumpen** sind …"). */
const PLURAL_VERB_RE = /^\s+(?:sind|haben|passen|kosten|brauchen|benötigen|eignen|lohnen|gelten|werden|bieten|bringen|laufen|sparen|halten|verbrauchen|können|müssen|sollten|dürfen)\b/;

/**
 * Round 48: "- **Pellets** passen gut zu älteren Häusern …", "- **Wärmepumpen** sind im Betrieb günstiger …": an item whose
 * bold lead is one word (no legal form, no platform) and the subject of a verb in the plural is about a kind of thing or
 * of business ("**Tischlereien** sind …"); a business named by one word is one firm ("**Hautklar** ist …"). Its text is
 * read like a sentence.
 * @param inner the bold lead without markup; rest the line after it
 */
function isPluralSubject(inner: string, rest: string): boolean {
  return !/\s/.test(inner) && PLURAL_VERB_RE.test(rest) && !LEGAL_OR_TITLE_RE.test(inner) && !findPlatform(inner);
}

/**
 * The bold lead of an item, set before a colon, is a label: a phrase, label words or advice, or a place ("**Hall in
 * Tirol**: Physio A, Physio B" labels the names after it); before a line with more bold, anything that is no clear name.
 * @param inner the lead without markup; rest the line after it
 */
function readsAsLabel(inner: string, rest: string, places: readonly string[]): boolean {
  const shape = nameShape(inner);
  return isPhraseNotName(inner) || isThingNamedAgain(inner, rest) || shape.labelsOnly || isHamletBeforeFirm(inner, shape.trades.length, rest) || shape.advice || isPlaceName(inner, places) || SUPERLATIVE_LEAD_RE.test(inner) || (/\sund\s/.test(inner) && joinsTwoTopics(inner) && !hasFirmEvidence(inner) && !opensWithKind(rest)) || (opensWithPriceRange(stripMarkdown(rest)) && !LEGAL_OR_TITLE_RE.test(inner)) || (/(\*\*|__)/.test(rest) && businessScore(inner, true, "") < 4);
}

/**
 * Round 76: "* **Loipen:** Die Loipen führen vom Gurnigelbad …", "* **Schneebericht:** … steht im aktuellen Schneebericht des
 * Naturparks": a one-word lead without a firm's evidence that its own text names again after an article, as a thing, is the
 * topic of a note; a business's text names its kind ("Die Bäckerei …"), not its name with an article.
 * @param inner the lead without markup; rest the line after it
 */
function isThingNamedAgain(inner: string, rest: string): boolean {
  if (!/^\p{Lu}\p{Ll}{2,}$/u.test(inner) || hasFirmEvidence(inner)) return false;
  const text = stripMarkdown(rest);
  if (!text.includes(inner)) return false;
  return new RegExp(`(?:^|\\s)(?:[Dd]er|[Dd]ie|[Dd]as|den|dem|des|im|am|vom|zum|zur|beim)\\s+(?:\\p{Ll}+\\s+)?${inner}(?![\\p{L}-])`, "u").test(text);
}

/**
 * Round 68: "- **Raut:** Gasthof Alpenrose – Kärntner Kasnudeln …": one word without a trade word before the colon, and after
 * it a firm's whole name (its trade word and a word of its own) before a dash, is the hamlet where that firm is, as a known
 * place's lead is ({@link isPlaceName}: hamlets are missing from the gazetteer); "**Haar und Schere:** Salon in Ermenrod" keeps
 * its lead, the kind after it named by no word of its own ({@link opensWithKind}).
 * @param inner the lead without markup; trades its number of trade words; rest the line after it
 */
function isHamletBeforeFirm(inner: string, trades: number, rest: string): boolean {
  return firmAfterHamletLead(inner, trades, rest) !== null;
}

/** The firm's name after a hamlet's lead ({@link isHamletBeforeFirm}), null when the lead is no hamlet before a firm. */
function firmAfterHamletLead(inner: string, trades: number, rest: string): string | null {
  if (trades > 0 || !/^\p{Lu}[\p{Ll}-]+$/u.test(inner)) return null;
  const firm = /^[\s:]*([^–—,;:()]+?)\s+[–—]\s/u.exec(stripMarkdown(rest))?.[1];
  return firm !== undefined && (isFirmsWholeName(firm) || isNameOfItsOwn(firm)) ? firm.trim() : null;
}

/**
 * Round 68: "**Riffenmatt – Dorfkäserei Gasser**" over an item's details: a heading or bold lead of one word without a trade
 * word, a dash and a firm's whole name is the hamlet and the firm there, as {@link isHamletBeforeFirm} reads it before a colon.
 * Round 71: also with the colon inside the lead ("**Retzow: Hofladen Familie Brandt**" over the item's bullets).
 * @param lead the heading or bold lead without markup
 * @returns the firm's name, null when the lead is no such pair ("**Hautnah – Nagel- & Kosmetikinstitut**" names the firm first)
 */
function firmAfterHamlet(lead: string): string | null {
  const m = /^(\p{Lu}[\p{Ll}-]+)(?:\s+[–—]\s+|:\s+)([^–—:]+?)\s*$/u.exec(lead.trim());
  if (m === null || nameShape(m[1]!).trades.length > 0) return null;
  // Round 74: "**1. Klampfererhof – Urlaub am Bauernhof**": a platform the business is listed on, after a farm's name (a hamlet's
  // shape), is no firm of that hamlet.
  return isFirmsWholeName(m[2]!) && findPlatform(m[2]!) === null ? m[2]! : null;
}

/**
 * Round 69: "- **Kossa:** Haarwerk Mandy Pohle – …", "**Stössi:** Milchstübli Stössi – …", "- **Wöllnau:** Wildhandel am Forsthaus
 * – …", "**Kamelisen:** Troger-Hütte – …": two to four capitalised words (a connector such as "am" between them), or two joined
 * by a hyphen, before the dash name a firm by words of its own, though none is a trade word of names.ts; a kind and its town
 * ("Salon in Ermenrod") or a sentence is no such name.
 */
function isNameOfItsOwn(text: string): boolean {
  const words = text.trim().split(/\s+/);
  // One word only as two of its own joined by a hyphen ("Troger-Hütte"), as a family names its hut.
  if (words.length === 1) return /^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(words[0]!) && !isPlaceName(text);
  if (words.length > 4 || !/^\p{Lu}/u.test(words[0]!) || !/^\p{Lu}/u.test(words.at(-1)!)) return false;
  return words.every((w) => /^\p{Lu}/u.test(w) || /^(?:am|im|zum|zur|an|auf)$/.test(w)) && !isPlaceName(text) && isPlainProperName(text);
}

/** A trade word and a word of its own, no place, and no town after "in" ("Salon in Ermenrod" is a kind and its town). */
function isFirmsWholeName(text: string): boolean {
  return !/\s(?:in|aus|bei|nahe)\s/.test(text) && isStrongProseName(text) && !isPlaceName(text);
}

/**
 * Round 65: the text after a lead's colon opens with a kind of business ("**Haar und Schere:** Salon in Ermenrod mit …"): the
 * lead is that business's name, however plain its words (round 77: item-description.ts reads a pair of words so too).
 * @param rest the line after the lead, markup included
 */
export function opensWithKind(rest: string): boolean {
  return nameTokens(stripMarkdown(rest).replace(/^[\s:–-]+/, "").split(/\s+/).slice(0, 2).join(" ")).some(isTradeWord);
}

/**
 * Round 65: "- **Beste Aussicht:** Zum Kogelblick", "**Günstigste Option:** …", "**Bester Wein:** Lackner": a lead that opens
 * with a superlative before its colon awards a prize to the name after it, as an answer's summary does; no business's name
 * opens so.
 */
const SUPERLATIVE_LEAD_RE = /^(?:Beste[nrs]?|Schönste[nrs]?|Größte[nrs]?|Nächste[nrs]?|\p{Lu}\p{Ll}+(?:ig|lich|isch|sam|wert|ruhig)e?ste[nrs]?)\s/u;

/**
 * A heading on a topic, not a business: a topic in a place, how near a place, goods for an occasion (as opposed to {@link
 * isSectionTitle}, which is read on whole groups of blocks); rounds 62/63: two topics joined by "und" ({@link joinsTwoTopics}:
 * "## Skigebiet und Anreise" after the list, "**Nacht- und Wochenenddienst**"), as round 61 read them beside businesses'
 * headings; not by "&", which joins a firm's partners ("Engel & Völkers").
 */
function isTopicHeading(text: string, places: readonly string[]): boolean {
  const plain = text.trim();
  return isTopicInPlace(text, places) || isGoodsForPurpose(text) || (!/\s&\s/.test(plain) && joinsTwoTopics(plain) && !hasFirmEvidence(plain)) || isKindAlone(plain) || TRAVEL_HEADING_RE.test(plain);
}

/**
 * Round 67: "### Anfahrt von Gartow", "### Anreise und Rückfahrt mit dem Postauto", "### Wandern mit Kindern und Hund": a heading
 * that opens with getting there or a pastime (Duden: Anfahrt, Anreise, Wandern …) and goes on titles a section on it; no
 * business's heading opens so (a firm names its kind or its own word first).
 */
const TRAVEL_HEADING_RE = /^(?:\d+\.\s*)?(?:Anfahrt|Anreise|Abreise|Rückfahrt|Heimfahrt|Hinfahrt|Parken|Wandern|Radfahren|Einkaufen|Übernachten)\s+(?:und|von|ab|nach|mit|in|im|am|zum|zur|für|bei)\s/u;

/**
 * Round 67: "**Hausarztpraxis:** Die Hausärztin … kennt meist …", "**Notariat:** Für die Abwicklung …": a bold lead of one trade
 * word with its colon inside the bold labels what the line says of that kind ({@link isKindAlone}); a business named by one
 * trade compound sets its colon after the bold ("**Yogaraum**: …", "**Fliesen-Grill**: etwa 9 € der Teller", round 20's test).
 * @param lead the bold text as written, colon included when it stands inside the bold
 */
function kindBeforeItsColon(lead: string): boolean {
  const m = /^(.+?)\s*:\s*$/.exec(lead.trim());
  return m !== null && isKindAlone(m[1]!);
}

/**
 * Round 66: "**Reifen**" over a paragraph on tyre changes, "### Metzgereien", "### Innenausbau": a heading of one trade word
 * and nothing of its own titles the section on that kind; a business's heading names it ("### Sport Pirker"). In the
 * training corpora no such heading was a business (11 of 11). A business named by one compound of a trade word alone
 * ("Yogaraum", "Optikwelt" are such names in the corpora, never as a heading) would be read as a section under this rule.
 * Round 67: also an item's bold lead with its colon inside the bold ({@link kindBeforeItsColon}).
 * @param text the heading's text, without markup
 */
function isKindAlone(text: string): boolean {
  const words = text.replace(/^\d+\.\s*/, "").split(/\s+/);
  if (words.length !== 1 || !/^\p{Lu}[\p{L}-]+$/u.test(words[0]!)) return false;
  const tokens = nameTokens(words[0]!);
  return tokens.length === 1 && isTradeToken(tokens[0]!);
}

/**
 * Round 50: "## Kuchen und Torten für Feiern", "### Angebote für Familien": a heading of one or two nouns, "für" and whom or
 * what for titles a section on goods or offers; a business so named carries a trade word ("Praxis für Physiotherapie",
 * "Zentrum für Zahnmedizin"), a legal form or a title.
 * @param text the heading's text, without markup
 */
function isGoodsForPurpose(text: string): boolean {
  const m = GOODS_FOR_RE.exec(text.trim().replace(/^[^\p{L}]+/u, ""));
  return m !== null && !LEGAL_OR_TITLE_RE.test(text) && !m[1]!.split(/\s+(?:und|&)\s+/).some((w) => containsTradeStem(nameTokens(w).join("")));
}

/** One or two capitalised nouns, "für", an optional article or adjective and one capitalised noun. */
const GOODS_FOR_RE = /^(\p{Lu}[\p{L}-]+(?:\s+(?:und|&)\s+\p{Lu}[\p{L}-]+)?)\s+für\s+(?:(?:die|den|das|eure|Ihre|ihre|deine)\s+|\p{Ll}+e[nrs]?\s+)?\p{Lu}[\p{L}-]+$/u;

/**
 * Round 21: "### Marktlage in Schönebeck", "## Parken in Bad Ischl", "### Preise in Zürich": a heading of one noun, "in"
 * and a place titles a section about that place; a business names its place without "in" ("Physio Lechviertel",
 * "Apotheke am Markt"), and a heading that names a firm by its legal form or title stays one.
 * @param text the heading's text, without markup
 * @param places places named in the answer
 */
function isTopicInPlace(text: string, places: readonly string[]): boolean {
  // Round 49: also after an emoji ("📅 Fristen im Kanton Basel-Landschaft"), and "im" before a canton, district or county.
  const plain = text.trim().replace(/^[^\p{L}]+/u, "");
  if (LEGAL_OR_TITLE_RE.test(text)) return false;
  if (NEAR_PLACE_RE.test(plain)) return true;
  const m = /^\p{Lu}[\p{L}-]+\s+(?:in|im(?=\s+(?:Kanton|Bezirk|Landkreis|Kreis|Raum)\s))\s+(\p{Lu}.*)$/u.exec(plain);
  return m !== null && isPlaceName(m[1]!, places);
}

/**
 * Round 50: "## Näher an Schwarzholz", "### Direkt in Iden", "## Rund um Goldbeck": how near a place, a section's title;
 * the adverb and the preposition say it, so the place (one to three capitalised words) may be a hamlet the gazetteer lacks.
 */
const NEAR_PLACE_RE = /^(?:Näher|Nahe|Nah|Direkt|Mitten|Rund|Gleich|Weiter|Etwas weiter|Ganz in der Nähe)\s+(?:an|bei|in|im|um|von|nach|zu)\s+(?:der\s+|dem\s+)?\p{Lu}[\p{L}.-]*(?:\s+(?:an der\s+|am\s+|im\s+)?\p{Lu}[\p{L}.-]*){0,2}$/u;

/**
 * Round 17: "### Budget-Tipp: Pizzeria Roma", "- Für Familien: Zahnarzt Dr. Kurz – …": a label and its colon
 * before a name; the name is what follows, up to its own separator. Only when the part before the colon is
 * a label (advice, label words, a phrase: {@link isPhraseNotName}) and the part after names a firm by its
 * shape ({@link isStrongProseName}); "Metzgerei Roth: Familienbetrieb …" is a name with its description.
 */
function labelledName(text: string, places: readonly string[]): string | null {
  const m = /^([^:]{2,40}):\s+(\S.*)$/.exec(text);
  if (!m) return null;
  const label = m[1]!.trim();
  const shape = nameShape(label);
  if (!(shape.advice || shape.labelsOnly || isPhraseNotName(label) || /tipps?$/i.test(label))) return null;
  // Round 67: the name ends before "in" and its town, as in an item without a label ("Für Zähne: Zahnarztpraxis Dr. Egger in Matrei").
  const name = withoutTownAfterIn(cleanName(cutAtSeparator(m[2]!)), places);
  return name && isStrongProseName(name) ? businessOfPerson(name) : null;
}

/**
 * A block's name's {@link businessScore}. Round 62: two names joined by "bzw." score as the weaker of the two
 * ("**Fahrschule Lindl bzw. Fahrschule Kraus**": the lower-case word would make the whole a phrase; {@link joinedNames} splits them).
 */
function nameScore(name: string, bold: boolean, body: string): number {
  const pair = /\sbzw\.\s|\sbeziehungsweise\s/.test(name) ? joinedNames(name) : null;
  return pair ? Math.min(...pair.map((n) => businessScore(n, bold, body))) : businessScore(name, bold, body);
}

/** A block with the name it leads with (null: none) and that name's {@link businessScore}. */
type ScoredBlock = { block: Block; named: ReturnType<typeof blockName>; score: number };

type NamedBlock = ScoredBlock & { named: NonNullable<ScoredBlock["named"]> };

/**
 * The candidates of the list items, table rows and headings, group by group (a list or table),
 * each block's name kept when it scores what its group asks ({@link groupThreshold}).
 * @returns candidates in block order
 */
export function blockCandidates(blocks: Block[], places: readonly string[]): Candidate[] {
  const byGroup = new Map<number, ScoredBlock[]>();
  for (const block of blocks) {
    const named = blockName(block, places);
    // Round 51: a heading detailed as a business ("**Lage:** …", "**Angebot:** …") weighs as a bold name does.
    const score = named && named.name ? nameScore(named.name, named.bold || (block.kind === "heading" && holdsDetailLines(block.body)), block.body) : -10;
    const s = { block, named, score: named && named.name && score < 0 && isWordAsName(block, named.name) ? 1 : score };
    const group = byGroup.get(block.group);
    if (group) group.push(s);
    else byGroup.set(block.group, [s]);
  }
  const out: Candidate[] = [];
  const groups = [...byGroup.values()];
  // Round 20: per group, the leads that score as names; a list of topics stands beside two or more in other groups.
  const nameLeads = groups.map((g) => g.filter((s) => s.named?.name && s.score >= 4).length);
  const total = nameLeads.reduce((a, b) => a + b, 0);
  const namesOutside = groups.map((g) => g.filter((s) => s.named?.name && (s.score >= 4 || hasFirmEvidence(s.named.name)) && !COLON_INSIDE_RE.test(s.block.md.trim())).length);
  const totalOutside = namesOutside.reduce((a, b) => a + b, 0);
  let headingList = false;
  let numberedList = false;
  groups.forEach((group, i) => {
    const mixed = isMixedList(group);
    const threshold = continuesHeadingList(group, headingList, numberedList) || opensHeadingList(group, groups, i) ? 0 : groupThreshold(group, mixed, titleAbove(group, groups[i - 1]));
    if (!headingList && threshold === 0 && group.length >= 2 && group.every((s) => s.block.kind === "heading")) {
      headingList = true;
      numberedList = group.filter(isNumberedHeading).length >= 2;
    }
    const labelList = isLabelList(group.map((s) => s.block)) || (total - nameLeads[i]! >= 2 && isTopicList(group));
    const sumsUpOthers = labelsOthersBusinesses(group, groups, places);
    const others = totalOutside - namesOutside[i]!;
    const topics = !labelList && ((others >= 2 && isColonInsideList(group)) || (others >= 1 && isSectionOfFirstLead(group)));
    const besideNames = !topics && !labelList && namesOutside[i]! >= 2;
    const afterNumbered = threshold === 0 ? unnumberedAfterNumberedHeadings(group) : NO_BLOCKS;
    const choice = CHOICE_QUESTION_RE.test(stripMarkdown(group[0]!.block.lead).trim());
    for (const s of group) {
      if (s.named?.name && afterNumbered.has(s)) s.named = { name: "", bold: true, labelled: true };
      if (s.named && ((labelList && hasColonLead(s.block.md) && !isNamedBusinessNote(s.named.name, s.block.body) && !s.named.hamlet) || sumsUpOthers)) s.named = { name: "", bold: true, labelled: true };
      if (s.named?.name && (mixed || choice) && isTopicLead(s.named.name) && !(choice && hasFirmEvidence(s.named.name))) s.named = { name: "", bold: true, labelled: true };
      // Round 36: the section titles that made a list of businesses' headings one only once set aside (groupThreshold).
      if (s.named?.name && threshold === 0 && listedAfterSections(group) && isSectionHeading(s)) s.named = { name: "", bold: true, labelled: true };
      // Round 22: the lead of a list of topics names a business only with a firm's evidence or a closure (as under advice).
      const lead = s.named?.name;
      const topic = topics || (besideNames && isTopicBesideNames(s));
      const itemThreshold = threshold > 4 && isFirmAsSubject(s) ? 4 : threshold;
      if (s.named) out.push(...blockItemCandidates(s as NamedBlock, itemThreshold, places).filter((c) => !topic || c.name !== lead || hasOwnEvidence(c)));
    }
  });
  return out;
}

/**
 * Round 76: "**Tipp für die Brotzeit**" over "* Die **Landmetzgerei Zeitlberger** in Wonneberg verkauft Leberkäse …": an item
 * written as a sentence whose subject, after its article, is a bold firm's name (a trade word and a word of its own, a legal
 * form) names that firm, under a lead of advice as well; the lead's higher threshold is for bold phrases of advice.
 */
function isFirmAsSubject(s: ScoredBlock): boolean {
  return s.block.kind === "item" && !!s.named?.name && s.named.bold && /^(?:Die|Der|Das)\s+(?:\*\*|__)/.test(s.block.md.trim()) && hasFirmEvidence(s.named.name);
}

/**
 * Round 69: "Sanitär Bacher & Elektro Rieder": a trade word and a word of its own on each side of "&" or "und" are two firms'
 * names; a firm named after partners writes the trade once ("Malerei Brunner & Frei", "Steuerberatung Kern & Partner") and
 * one of two trades joined has no word of its own before the join ("Schreinerei & Innenausbau Hofmann"); a legal form makes
 * the whole one firm ("Treuhand Buser & Partner AG").
 * @returns the two names, or null for any other shape
 */
function twoFirmsJoined(name: string): [string, string] | null {
  const m = /^(\p{Lu}[\p{L}-]+ \p{Lu}[\p{L}-]+) (?:&|und) (\p{Lu}[\p{L}-]+ \p{Lu}[\p{L}-]+)$/u.exec(name);
  if (m === null || LEGAL_OR_TITLE_RE.test(name)) return null;
  const firm = (part: string) => {
    const [trade, own] = part.split(" ").map((w) => nameTokens(w).join("")) as [string, string];
    return isTradeToken(trade) && !isPartnershipWord(trade) && !isTradeWord(own) && !isPlaceToken(own) && !isPartnershipWord(own);
  };
  return firm(m[1]!) && firm(m[2]!) ? [m[1]!, m[2]!] : null;
}

const NO_BLOCKS: ReadonlySet<ScoredBlock> = new Set();

/**
 * Round 62: "## Kassenzahnarzt oder Wahlzahnarzt?" over "- **Kassenvertrag:** …", "### Elektroboiler oder Wärmepumpenboiler?"
 * over "| Kriterium | Elektroboiler | Wärmepumpenboiler |": a choice between two kinds asked in two words titles an
 * explanation of both; a lead of one word there (or an adjective and its noun, {@link isTopicLead}) without a firm's
 * evidence is a topic. Businesses compared are named with their names' trade words, legal forms or titles. Round 68: also
 * three kinds, and the question after a dash ("### Pilates, Rückenschule oder Yoga – was passt zu dir?").
 */
const CHOICE_QUESTION_RE = /^\p{Lu}[\p{L}-]*(?:,\s+\p{Lu}[\p{L}-]*){0,2}\s+oder\s+\p{L}[\p{L}-]*\s*(?:\?|[–—]\s+[^?]{3,40}\?)$/u;

/** A heading numbered as a list's item ("1. Ferienwohnungen Rudloff", "2) Ferienhaus Pfalzblick"), markdown aside. */
const NUMBERED_HEADING_RE = /^(?:\*\*|__)?\d{1,2}[.)]\s/;

/** A heading block written with its number (the block's body opens with the heading's text as written). */
function isNumberedHeading(s: ScoredBlock): boolean {
  return s.block.kind === "heading" && NUMBERED_HEADING_RE.test(s.block.body);
}

/**
 * Round 61: "### 1. Ferienwohnungen Rudloff" … "### 4. Ferienwohnung Wiesengrund", then "### Was ihr mit Kindern …",
 * "### Anreise und Einkaufen": where the answer numbers its businesses' headings (two or more), a heading of the group after
 * the first numbered one that carries no number titles a section, unless its name shows a firm's evidence (a legal form, a
 * title, a platform, a trade word with a proper word).
 * @returns the group's headings to set aside, empty when fewer than two headings are numbered
 */
function unnumberedAfterNumberedHeadings(group: readonly ScoredBlock[]): ReadonlySet<ScoredBlock> {
  const first = group.findIndex(isNumberedHeading);
  if (first < 0 || group.filter(isNumberedHeading).length < 2) return NO_BLOCKS;
  return new Set(group.slice(first + 1).filter((s) => s.block.kind === "heading" && !isNumberedHeading(s) && !hasFirmEvidence(s.named?.name ?? "")));
}

/**
 * Round 29: "### Mit Vorsicht" then "**Elektro Lerchner** (Ramingstein)" and its paragraph, after a list of businesses
 * written as headings with paragraphs: a heading alone under a section label of its own continues that list when it
 * reads like a name (score 2), as its siblings before the label did. Before any such list a lone heading is the
 * answer's title or a topic ("Goldschmiede in Jena für Trauringe") and keeps the threshold of a lone heading.
 * @param afterHeadingList an earlier group of two or more headings was a list of businesses
 * @param numbered that list numbered two or more of its headings ("### 1. Ferienwohnungen Rudloff")
 */
function continuesHeadingList(group: readonly ScoredBlock[], afterHeadingList: boolean, numbered: boolean): boolean {
  // Round 61: after headings numbered as a list's items, one without a number continues them only with a firm's evidence.
  // Round 61: nor does a heading of two topics joined ("## Material und Oberflächen"), which titles a section of advice.
  const s = group[0]!;
  const topics = joinsTwoTopics(stripMarkdown(s.block.md).trim()) && !hasFirmEvidence(s.named?.name ?? "");
  return afterHeadingList && group.length === 1 && s.block.kind === "heading" && s.score >= 2 && !topics && (!numbered || isNumberedHeading(s) || hasFirmEvidence(s.named?.name ?? ""));
}

/**
 * Round 74: "## Für den Hund (Kleintiere)" over "**Kleintierzentrum Gradenberg**" and its paragraph, then "## Für die Haflinger" over
 * another, then "## Für beides" over two more: a heading alone under a section heading of its own, described by a paragraph
 * under it, opens the list of businesses' headings that a later group of two or more headings makes, as
 * {@link continuesHeadingList} reads one after such a list; it reads like a name (score 2). The answer's title, a lone heading
 * at its top, stands under no section heading.
 * @param groups the answer's groups; at this group's index among them
 */
function opensHeadingList(group: readonly ScoredBlock[], groups: readonly ScoredBlock[][], at: number): boolean {
  const s = group[0]!;
  if (group.length !== 1 || s.block.kind !== "heading" || s.score < 2 || s.block.section === "" || s.block.body.trim() === s.block.md.trim()) return false;
  if (joinsTwoTopics(stripMarkdown(s.block.md).trim()) && !hasFirmEvidence(s.named?.name ?? "")) return false;
  return groups.some((g, i) => i > at && g.length >= 2 && g.every((b) => b.block.kind === "heading"));
}

/**
 * Round 22: "**Seebühne:** An Aufführungsabenden …", "**AOC Basel-Landschaft:** Die meisten Weine …": an answer that writes
 * its businesses' names in bold with the colon or dash after the bold ("**Weinhof Frey**: …", "**Hotel Niesenblick** – …")
 * or as bold lines, writes the colon inside the bold for its labels and topics (the style of Gemini and Google's AI
 * Overviews); a list of two or more items whose every lead holds its colon inside the bold and no trade word, and whose
 * every note explains it in a sentence ({@link isExplainingNote}; round 73: half of them, the others in five words or more),
 * beside two or more such names in the answer's other lists, is a list of topics (sights, events, advice), its leads no
 * businesses.
 */
function isColonInsideList(group: readonly ScoredBlock[]): boolean {
  if (group.length < 2 || !group.every((s) => s.block.kind === "item" && COLON_INSIDE_RE.test(s.block.md.trim()) && !tradeLead(s.named?.name ?? "") && isExplainingNote(s.block.md, 5))) return false;
  // Round 73: "**Gelber Muskateller und Morillon:** Morillon ist die steirische Bezeichnung für Chardonnay": a short note
  // explains as well, when half the list's notes are sentences of eight words or more.
  return group.filter((s) => isExplainingNote(s.block.md)).length * 2 >= group.length;
}

/**
 * Round 74: "### Skipass und Wege im Tal" over "- **Skipass:** Der Skipass … gilt …", "- **Walserbus:** …", "- **Skischule:** Für die
 * Kinder lohnt sich ein Kurs …": a list whose heading opens with its first item's one-word lead titles a section on that
 * topic and the ones after it; where every item holds its colon inside the bold, leads with a topic's words
 * ({@link isTopicLead}) without a firm's evidence (a lone kind, "Skischule", has none) and explains it in a sentence
 * ({@link isExplainingNote}, five words or more), its leads are topics, as {@link isColonInsideList} reads lists without
 * trade words, beside one name or more in the answer's other lists (the heading is the evidence two names give there). A list
 * of firms under a heading of their kind leads with their names ("**Skischule Fritz:**").
 */
function isSectionOfFirstLead(group: readonly ScoredBlock[]): boolean {
  const first = group[0]!.named?.name ?? "";
  const heading = nameTokens(stripMarkdown(group[0]!.block.lead));
  if (group.length < 2 || /\s/.test(first.trim()) || heading[0] !== nameTokens(first).join("")) return false;
  return group.every((s) => {
    const lead = s.named?.name ?? "";
    return s.block.kind === "item" && COLON_INSIDE_RE.test(s.block.md.trim()) && lead !== "" && isTopicLead(lead) && !hasFirmEvidence(lead) && isExplainingNote(s.block.md, 5);
  });
}

/**
 * Round 73: "- **Heimtierausweis:** Für Reisen ins Ausland braucht die Katze …" below "- **Kleintierpraxis Dr. Wagentristl**
 * (Glasing): …": in a list whose businesses (two or more) set the colon after their bold names, an item led by one word with
 * its colon inside the bold, no trade word (names.ts; a document heads none, "Heimtierausweis"), legal form or title, whose
 * note explains it in a sentence ({@link isExplainingNote}), is a topic, as {@link isColonInsideList} reads whole lists of
 * them. The firms the training corpora write so carry more than one word ("**Dorfbeck Luchsingen:**", "**Bergsport
 * Ackermann:**"; taking those as topics too lost them).
 */
function isTopicBesideNames(s: ScoredBlock): boolean {
  const name = s.named?.name ?? "";
  return s.block.kind === "item" && !/\s/.test(name.trim()) && COLON_INSIDE_RE.test(s.block.md.trim()) && !LEGAL_OR_TITLE_RE.test(name) && !nameTokens(name).some(isTradeWord) && isExplainingNote(s.block.md);
}

/**
 * The note after a topic's lead explains it in a sentence of eight words or more ("An Aufführungsabenden sind alle Lokale
 * im Ort sehr voll"); a business's note lists what it offers in a few ("Ziegenkäse, Verkauf auf dem Wochenmarkt").
 */
function isExplainingNote(md: string, minWords = 8): boolean {
  const note = stripMarkdown(md.trim().replace(COLON_INSIDE_RE, ""));
  return note.split(/\s+/).filter(Boolean).length >= minWords && !holdsAddress(note) && !BUSINESS_NOTE_RE.test(note);
}

/** A lead with a trade stem in any of its words ("Ebenrain-Zentrum"), a legal form or a title: it may be a business's. */
function hasTradeWordIn(lead: string): boolean {
  return LEGAL_OR_TITLE_RE.test(lead) || nameTokens(lead).some(containsTradeStem);
}

/**
 * A colon-inside lead that may name a business for {@link isColonInsideList}: one with a trade stem, a legal form or a title
 * ({@link hasTradeWordIn}). Round 74: not a kind alone or kinds joined ({@link isTopicLead}: "**Skischule und Verleih:**",
 * "**Ebenrain-Zentrum:**" beside "**Diasbahn:**" and "**Skipass:**"), which the list's other leads show to be a topic; a firm
 * there is still kept by its own evidence in its text.
 */
function tradeLead(lead: string): boolean {
  return hasTradeWordIn(lead) && !(isTopicLead(lead) && !LEGAL_OR_TITLE_RE.test(lead));
}

/** A bold lead that holds its colon: "**Seebühne:**". */
const COLON_INSIDE_RE = /^(\*\*|__)[^*_]+:\s*\1/;

/**
 * Round 20: "### Welche Weine probieren?" over "- **Sekt:** Fast jedes Weingut …", "**Behandlungen im Überblick**" over
 * "* **Microneedling:** …": beside a list of businesses (two or more leads in the answer's other lists that score as
 * names, {@link businessScore} 4), a list of two or more items that each open with a bold lead and a colon, each lead
 * a word of the language ({@link isTopicLead}), none with a firm's evidence ({@link hasFirmEvidence}: a lone kind,
 * "**Gartencenter:**", has none), and none giving an address, website, branch or rating ("**Kasimir:** Filiale am
 * Markt"), is a list of topics (products, price classes, treatments, advice); businesses in its notes are still read
 * from their text.
 */
function isTopicList(group: readonly ScoredBlock[]): boolean {
  if (group.length < 2) return false;
  return group.every(
    (s) =>
      s.block.kind === "item" &&
      hasColonLead(s.block.md) &&
      !(s.named?.name && (hasFirmEvidence(s.named.name) || !isTopicLead(s.named.name))) &&
      !holdsAddress(s.block.body) &&
      !BUSINESS_NOTE_RE.test(s.block.body),
  );
}

/**
 * A note that speaks of the business it leads with: its branches or its rating ("Filiale in der Innenstadt", "4,8
 * Sterne"); "die Filiale von Kaufhof" names another one, read from the note's text.
 */
const BUSINESS_NOTE_RE = /\bFilialen?\b(?!\s+(?:von|der|des)\b)|\b[1-5],\d\s*Sterne|\bSternen?\b/;

/**
 * Round 60/61: two topics joined ("Anfahrt und Alltag", "## Material und Oberflächen"): words of the language ({@link
 * isTopicLead}) joined by "und" or "&", as a section's title beside businesses' headings. Callers weigh a firm's evidence as
 * their place asks.
 * @param text a heading's or lead's text without markdown
 */
function joinsTwoTopics(text: string): boolean {
  return /\s(?:und|&)\s/.test(text) && isTopicLead(text);
}

/**
 * The lead of a topic: one word ("Sekt", "Mittelklasse", "Microneedling") or an inflected adjective and its noun
 * ("Klassische Gesichtsbehandlung"), alone or two of them joined ("Riesling und Weißburgunder"); a business's
 * name has a proper word beside its kind ("Donauherz Hochzeitsreportagen", "Maria Stockinger Fotografie").
 */
function isTopicLead(lead: string): boolean {
  return lead.split(/\s+(?:und|oder|&)\s+/).every((part) => {
    const words = part.trim().split(/\s+/);
    return words.length === 1 || (words.length === 2 && /^\p{L}+$/u.test(words[0]!) && isInflectedAdjective(foldGerman(words[0]!)));
  });
}

/**
 * The score a block's name needs in its group: none in a recommendation list (most of its items
 * read like names; a table), 6 in a list introduced as advice or sources ("Worauf Sie achten
 * sollten:", "Quellen"; 4 when advice and businesses are mixed, `mixed` from {@link isMixedList}), else 4. The
 * sentence that introduces the list is the last of the paragraph before it ("Ein Hinweis vorweg: … geschlossen. Gut
 * bewertete Alternativen sind:").
 */
function groupThreshold(group: readonly ScoredBlock[], mixed: boolean, title = ""): number {
  const loneHeading = group.length === 1 && group[0]!.block.kind === "heading";
  const isTable = group[0]!.block.kind === "row";
  const isRecommendationList = isTable || (!loneHeading && (namesHalf(group, group.length) || listedAfterSections(group)));
  const sentences = splitSentences(stripMarkdown(group[0]!.block.lead));
  // Round 35: "Hier sind ein paar Hundesalons … Die Preise habe ich aus den Websites übernommen – sie können sich geändert
  // haben:": the assistant's remark on its own work ("habe ich", "ich habe") after the introduction says where its facts
  // come from; the sentence before it introduces the list.
  const remark = sentences.length > 1 && /\b(?:habe ich|hab ich|ich habe)\b/i.test(sentences.at(-1)!.sentence);
  const intro = sentences.at(remark ? -2 : -1)?.sentence ?? "";
  // Round 19: an advice sentence that ends with its full stop after the introduction's other sentences ("In Balingen
  // gibt es einige Kanzleien … Achten Sie auf den Titel …") closes that introduction; it does not introduce the list
  // ("Worauf Sie achten sollten:", "Ein paar Hinweise zum Schluss.").
  const closesIntro = sentences.length > 1 && /\.["“”»]?$/.test(intro.trim());
  const folded = foldGerman(intro);
  // Round 30: "Ein paar Empfehlungen, die in Bewertungen und regionalen Tipps immer wieder auftauchen:": a main clause that
  // announces recommendations introduces them, whatever its relative clause says the sources are.
  const recommends = /^[^,;:]*\bempfehl/.test(folded);
  // Round 34: "Hier ein paar Tipps:" on its own after "Krems … sind perfekt für einen Heurigenabend!" offers suggestions;
  // whether they are businesses is the items' to say (advice items do not read like names, isRecommendationList).
  // Round 70: also after a dash and with what the tips are for ("Nördlingen hat einige richtig gute Bäckereien – hier meine
  // Tipps für Brot und Brezen:").
  const offers = OFFERS_TIPS_RE.test(folded);
  // Round 77: "## Typische Gerichte der Gegend" over "Wer bodenständig essen möchte, findet auf den Karten vor allem:": the
  // heading over the lead's paragraph says what the list is, when the lead names no kind of business itself.
  if ((NON_BUSINESS_LEAD_RE.test(folded) || (title !== "" && NON_BUSINESS_LEAD_RE.test(foldGerman(title)))) && !closesIntro && !recommends && !offers && !STARTS_WITH_THESE_RE.test(folded) && !namesKindsBeforeRelative(intro) && !namesKindsAsWhere(folded) && !namesTheseKinds(folded) && !ADDRESSES_LEAD_RE.test(folded) && !foundKindsBefore(sentences, intro)) return mixed ? 4 : 6;
  return isRecommendationList ? 0 : 4;
}

/**
 * The title of the heading right above a group's lead: a heading whose own paragraph is that lead ("## Typische Gerichte der
 * Gegend", its paragraph, then the list); "" when the group follows anything else.
 * @param group the list's blocks; before the group before it in document order
 */
function titleAbove(group: readonly ScoredBlock[], before: readonly ScoredBlock[] | undefined): string {
  const lead = group[0]!.block.lead.trim();
  if (before?.length !== 1 || lead === "") return "";
  const heading = before[0]!.block;
  return heading.kind === "heading" && heading.body !== heading.md && heading.body.trimEnd().endsWith(lead) ? stripMarkdown(heading.md) : "";
}

/** The lead offers the assistant's suggestions ("Hier ein paar Tipps:", "… – hier meine Tipps für Brot und Brezen:"), folded. */
const OFFERS_TIPS_RE = /(?:^|[–—-]\s*)\W*hier\s+(?:sind\s+)?(?:ein paar|einige|meine)\s+(?:tipps|ideen|vorschlaege)(?:\s+(?:fuer|zu|zum|zur)\s+[^.;:!?–—]{1,60})?\W*$/;

/**
 * Round 60: "… nach dem, was ich über Verzeichnisse, Bewertungen und die Websites der Betriebe finden konnte, würde ich mit
 * diesen anfangen:": the lead's main clause ends by pointing at the items as the ones to call or consider first, whatever
 * its subordinate clause says the sources were (folded).
 */
const STARTS_WITH_THESE_RE = /\bdiese[nm]?\b[^,;.]{0,40}\b(?:anfangen|beginnen|starten|anrufen|anfragen|kontaktieren|ansehen|anschauen|infrage kommen|in frage kommen|in betracht ziehen)\W*$/;

/** More than half of `size` blocks of the group lead with a name (score 2), or half with one scoring 3. */
function namesHalf(group: readonly ScoredBlock[], size: number): boolean {
  const nameLike = group.filter((s) => s.score >= 2).length;
  return nameLike * 2 > size || (nameLike * 2 === size && group.some((s) => s.score >= 3));
}

/**
 * Round 36: "**Autohaus Gschwantner**", "**Kfz-Technik Haslehner**", then "**Was kostet das Pickerl?**", "**Fristen**",
 * "**Tipp**": a group that is a list of names (two or more) only without its headings that ask a question or are one word
 * reading as no name; those title the answer's sections, and the businesses' headings are the list.
 */
function listedAfterSections(group: readonly ScoredBlock[]): boolean {
  if (namesHalf(group, group.length) || group.filter((s) => s.score >= 2).length < 2) return false;
  const sections = group.filter(isSectionHeading).length;
  return sections > 0 && namesHalf(group, group.length - sections);
}

/**
 * A heading that reads as no name (score under 2) and titles a section: it asks ("Was kostet das Pickerl?"), is a single
 * word ("Fristen", "Tipp"), or (round 60) is a phrase ("So gehst du am besten vor", "Wenn es schnell gehen muss") or two
 * words of the language joined ("Anfahrt und Alltag", {@link isTopicLead}).
 */
function isSectionHeading(s: ScoredBlock): boolean {
  if (s.block.kind !== "heading" || s.score >= 2) return false;
  const text = stripMarkdown(s.block.md).trim();
  return isSectionTitle(text) || isPhraseNotName(text) || joinsTwoTopics(text);
}

/** A heading that asks ("Was kostet das Pickerl?") or is a single word ("Fristen", "Tipp"), markdown aside. */
function isSectionTitle(md: string): boolean {
  const text = stripMarkdown(md).trim();
  return text.endsWith("?") || /^\p{L}+:?$/u.test(text);
}

/** Round 59: "Gute Adressen für Most und regionale Spezialitäten:": a lead whose head noun is the places to go, folded. */
const ADDRESSES_LEAD_RE = /^\W*(?:\p{L}+e[nrs]?\s+){0,2}(?:adressen|anlaufstellen|betriebe|geschaefte|laeden|einkaufsadressen)\b/u;

/**
 * Round 59: "Bündner Spezialitäten wie Capuns … gibt es in Chur in mehreren Restaurants:": the lead says where the
 * specialities are, in several businesses of a kind in the plural ("in mehreren Restaurants", "bei einigen Metzgereien"),
 * and so introduces them.
 * @param folded the lead's last sentence, without markup, folded (foldGerman)
 */
function namesKindsAsWhere(folded: string): boolean {
  const kind = /\b(?:in|bei)\s+(?:den\s+)?(?:mehreren|einigen|vielen|zahlreichen|folgenden|diesen)\s+(?:\p{L}+\s+)?(\p{L}+)\W*$/u.exec(folded.replace(/\[\d+\]/g, ""));
  return kind !== null && /[ns]$/.test(kind[1]!) && (isTradeToken(kind[1]!) || VENUE_PLURAL_RE.test(kind[1]!));
}

/**
 * Round 71: "Für Service und MFK-Vorbereitung findest du rund um Obergoldbach mehrere zuverlässige Garagen. Für einen Subaru
 * … lohnt es sich, auf Erfahrung mit der Marke zu achten:": a sentence of the lead before its last says where businesses of a
 * kind in the plural are found ("findest du", "gibt es"); the advice after it is what to look for among them, and the list
 * holds them.
 * @param sentences the lead's sentences; intro the one that introduces the list
 */
function foundKindsBefore(sentences: readonly { sentence: string }[], intro: string): boolean {
  return sentences.some(({ sentence }) => {
    // Round 76: "In Schupfen … gibt es einige kleine Unterkünfte mit Frühstück; die Lage ist praktisch für Ausflüge …:": in the
    // introducing sentence itself, the clause before its semicolon; what follows only says what the place is good for.
    const text = sentence !== intro ? sentence : intro.includes(";") ? intro.slice(0, intro.indexOf(";")) : null;
    if (text === null) return false;
    const folded = foldGerman(text);
    return FOUND_RE.test(folded) && folded.split(/\s+/).some((w) => {
      const word = w.replace(/\W+$/, "");
      return /[ens]$/.test(w) && (isTradeToken(word) || VENUE_PLURAL_RE.test(word));
    });
  });
}

/** Where businesses are found or exist (folded): "findest du", "finden Sie", "findet man", "gibt es". */
const FOUND_RE = /\b(?:findest du|finden sie|findet man|gibt es)\b/;

/**
 * Round 71: "Wenn der **Boiler kein Warmwasser** mehr liefert, helfen in der Umgebung von Ladholz diese Sanitärbetriebe, auch
 * im Notfall:": whatever its conditional clause says, a lead that points at "these" businesses of a kind in the plural
 * introduces them (folded).
 */
function namesTheseKinds(folded: string): boolean {
  for (const m of folded.matchAll(/\bdiese[n]?\s+(?:\p{L}+\s+)?(\p{L}+)/gu)) if (/[ens]$/.test(m[1]!) && (isTradeToken(m[1]!) || VENUE_PLURAL_RE.test(m[1]!))) return true;
  return false;
}

/**
 * Round 64: "… finden Sie rund um Stachelberg in diesen Lokalen:": the places where one eats, drinks or shops in the plural
 * (Duden: Lokal, Gasthaus, Wirtschaft, Geschäft), which name no trade but are businesses all the same; folded. Round 76: and
 * where one stays ("Unterkünfte").
 */
const VENUE_PLURAL_RE = /^(?:lokalen|gasthaeusern|wirtschaften|geschaeften|laeden|unterkuenfte|unterkuenften)$/;

/**
 * Round 33: "In Memmingen gibt es mehrere traditionelle Bäckereien, die für … regionale Spezialitäten bekannt sind.": a main
 * clause that names businesses by their trade in the plural introduces them; the relative clause after it only says what
 * they are known for, so its words of advice, prices or specialities do not make the list one of those.
 */
function namesKindsBeforeRelative(intro: string): boolean {
  // Round 59: also a relative pronoun after its preposition ("…, in denen du Emmentaler AOP und andere Spezialitäten … kaufen kannst").
  const relative = /,\s*(?:(?:in|bei|an|auf|mit|von|aus|für|ueber|über)\s+)?(?:die|der|das|denen|dem|deren|welche|welchen|welchem)\s/.exec(intro);
  if (relative === null) return false;
  const main = foldGerman(intro.slice(0, relative.index));
  return !NON_BUSINESS_LEAD_RE.test(main) && main.split(/\s+/).some((w) => /[en]$/.test(w) && isKindInPlural(w.replace(/\W+$/, "")));
}

/**
 * A trade word in the plural, folded; round 73: also one whose plural changes its vowel ("Hofläden", "Höfe", "Gasthäuser":
 * Duden, Laden, Hof, Haus), which the trade words hold in the singular only.
 */
function isKindInPlural(word: string): boolean {
  if (isTradeToken(word)) return true;
  const singular = /^(.*?)(laeden|hoefe|haeuser)$/.exec(word);
  return singular !== null && isTradeToken(singular[1] + { laeden: "laden", hoefe: "hof", haeuser: "haus" }[singular[2] as "laeden" | "hoefe" | "haeuser"]);
}

/**
 * Round 51: a summary under the businesses ("### Kurz eingeordnet" over "- **Viel Technik, viele Termine:** Zahnmedizin an
 * der Kirnau eignet sich, …", "- **Reine Kinderpraxis:** Milchzahn in Buchen ist sinnvoll …"): two or more items, each
 * leading with a bold label and its colon, and each naming, in its first six words after it, a business another group of
 * the answer leads with (a word of that lead that is no trade word or place, not one of the label's own). The labels say
 * what each is good for; they name none.
 * @param groups every group of the answer, `group` among them; places the places asked about
 */
function labelsOthersBusinesses(group: readonly ScoredBlock[], groups: readonly ScoredBlock[][], places: readonly string[]): boolean {
  if (group.length < 2 || !group.every((s) => s.block.kind === "item" && s.named && hasColonLead(s.block.md))) return false;
  const others = new Set<string>();
  for (const g of groups) {
    if (g === group) continue;
    for (const s of g) {
      if (!s.named?.name || s.score < 2) continue;
      const surnames = surnamesAfterTitle(s.named.name);
      for (const t of nameTokens(s.named.name)) if (t.length >= 4 && !isTradeToken(t) && !isFunctionWord(t) && (surnames.has(t) || (!isPlaceToken(t) && !isPlaceName(t, places)))) others.add(t);
    }
  }
  if (others.size === 0) return false;
  return group.every((s) => {
    const own = new Set(nameTokens(leadingName(s.block.md) ?? ""));
    const after = s.block.md.trim().replace(/^\[?(\*\*|__)(.+?)\1\]?\s*:?/, "");
    return nameTokens(stripMarkdown(after)).slice(0, 6).some((t) => others.has(t) && !own.has(t));
  });
}

/**
 * Round 22: "**Worauf du achten solltest und empfehlenswerte Angebote:**" over tips and businesses mixed (Google's AI
 * overview writes so): an introduction that announces advice and recommendations alike, over items that each lead
 * with a label and its colon, some a topic ({@link isTopicLead}: "Welpengruppen", "Zertifizierte Trainer"), some a name
 * that is none. Its topics are labels; its names need what a plain list asks of them (score 4, not 6).
 */
function isMixedList(group: readonly ScoredBlock[]): boolean {
  const intro = foldGerman(stripMarkdown(group[0]!.block.lead));
  if (!/\bund\b.*\b(?:(?:empfehlenswerte?n?|empfohlene?n?|gute?n?)\s+(?:angebote|adressen|anbieter|betriebe)|empfehlungen)\b/.test(intro)) return false;
  if (!group.every((s) => s.block.kind === "item" && hasColonLead(s.block.md) && s.named?.name)) return false;
  const topics = group.filter((s) => isTopicLead(s.named!.name)).length;
  return topics > 0 && topics < group.length;
}

/** The candidates of one list item, table row or heading: its name if it scores `threshold`, and names in its text. */
function blockItemCandidates(s: NamedBlock, threshold: number, places: readonly string[]): Candidate[] {
  const text = s.block.md;
  if (s.named.labelled) {
    // The label's rest is read like a sentence.
    const rest = text.replace(/^\[?(\*\*|__)(.+?)\1/, "").replace(/^\s*:\s*/, "");
    // Round 48: read sentence by sentence, as running text is ("… im Raum Solothurn, Grenchen und Biel. Viele Stimmer fahren
    // …" is no enumeration across the full stop).
    const section = s.block.section || stripMarkdown(text);
    const names = splitSentences(rest).flatMap(({ sentence, index }) => namesInSentence(sentence, s.block.order + index / 100_000, section).map((c) => ({ ...c, inItemBody: true })));
    const label = foldGerman(/^\[?(\*\*|__)(.+?)\1/.exec(text)?.[2] ?? "");
    if (SIGHTS_LABEL_RE.test(label)) return names.filter(isBusinessAmongSights);
    // Round 32: "* **Leistungen:** Gel auf Naturnagel, Builder Gel, Produkte von CND" under a business: what it offers and
    // the brands it uses; a business named there carries a firm's evidence of its own.
    return OFFER_LABEL_RE.test(label) ? names.filter((c) => hasFirmEvidence(c.name)) : names;
  }
  const out: Candidate[] = [];
  const plain = stripMarkdown(text);
  if (!s.named.bold && opensRelativeClause(s.named.name, plain)) return out;
  const context = contextOf(s.block.kind === "heading" ? ownLines(s.block.body) : s.block.body);
  const seller = s.named.bold ? sellerOfBoldGoods(text) : null;
  if (seller !== null) {
    if (businessScore(seller, true, s.block.body) >= Math.max(threshold, 2)) {
      out.push({ name: seller, context, order: s.block.order, body: s.block.body, tone: readTone(toneText(s.block.body, context), s.block.section) });
    }
    return out;
  }
  // The tone is read only when it is needed: for an item kept, or one under advice that it may keep. Its patterns
  // are tried at every position of the item's text, and most items scored below the threshold are not kept.
  let tone: MentionTone | undefined;
  const itemTone = () => (tone ??= headingTone(s.block) ?? readTone(toneText(s.block.body, context), s.block.section));
  // Round 17: under advice ("Weitere Hinweise"), a bold name the item calls closed or advises against is a
  // business all the same: only a business closes ("Der **Lindner-Keller** ist seit 2025 geschlossen").
  const closedUnderAdvice = threshold >= 6 && s.named.bold && s.score >= 2 && (itemTone() === "unavailable" || itemTone() === "discouraged");
  if ((s.score >= threshold && !describedAsNoBusiness(s.named.name, plain) && !notesCallItASight(s.block, s.named.name)) || closedUnderAdvice || findPlatform(s.named.name)) {
    const alias = bracketedAlias(text, s.named.name, places);
    // Round 69: "**2. Sanitär Bacher & Elektro Rieder**": two firms, each by its trade and its own word, joined in one lead
    // ("die bei Badsanierungen gemeinsam anbieten") are two businesses, in the order written.
    const pair = twoFirmsJoined(s.named.name);
    if (pair !== null) {
      for (const [k, name] of pair.entries()) out.push({ name, context, order: s.block.order + k / 1_000, body: s.block.body, tone: itemTone() });
      return out;
    }
    out.push({
      name: s.named.name,
      context,
      order: s.block.order,
      body: s.block.body,
      tone: itemTone(),
      ...(alias ? { alias } : {}),
      ...(s.block.nameCell ? { nameCell: true } : {}),
      ...(s.named.bold && describedAsFirm(s.named.name, plain) ? { firm: true } : {}),
    });
  }
  const joined = out[0]?.name === s.named.name ? joinedNames(s.named.name) : null;
  if (joined) out.splice(0, 1, { ...out[0]!, name: joined[0] }, { ...out[0]!, name: joined[1], order: s.block.order + 1e-9 });
  const second = s.named.bold ? secondBoldName(text, Math.max(threshold, 2), s.block.body) : null;
  if (second && second !== s.named.name) {
    const context = contextOf(s.block.body);
    out.push({ name: second, context, order: s.block.order + 1e-9, body: s.block.body, tone: readTone(context, s.block.section) });
  }
  const pairedPlain = !s.named.bold && out.length > 0 ? secondPlainName(plain, s.named.name) : null;
  if (pairedPlain) out.push({ name: pairedPlain, context, order: s.block.order + 1e-9, body: s.block.body, tone: out[0]!.tone });
  // "- Kanzlei A bietet Abendtermine, ebenso die **Kanzlei B**": an item that is a
  // sentence, not a name with a description, may name more businesses in bold.
  if (s.block.kind === "item" && !s.named.bold && /(\*\*|__)/.test(text)) {
    // Round 17: "- Bäckerei Huber – bekannt für **Laugenbrezeln**": a plain name with a dash or colon leads a
    // description like a bold one; its bold words need a firm's evidence, as under advice.
    const described = out.length > 0 && plain.startsWith(s.named.name) && /^\s*(?:[–—:]|-\s)/.test(plain.slice(s.named.name.length));
    for (const c of namesInSentence(text, s.block.order, s.block.section)) {
      if (c.name !== s.named.name && ((threshold < 6 && !described) || hasOwnEvidence(c))) out.push({ ...c, inItemBody: true });
    }
  }
  return out;
}

/**
 * Round 20: the text an item's tone is read from: its context, or when that is cut at 300 characters, its own
 * line up to 600 ("… Vor einem Auftrag lieber eine der oben genannten Werkstätten wählen." closes a long item).
 */
function toneText(body: string, context: string): string {
  if (!context.endsWith("…")) return context;
  const line = stripMarkdown(body.split("\n")[0]!);
  return line.length > 600 ? line.slice(0, 600) : line;
}

/**
 * Round 20: a heading naming a business over its detail lines ("**Physio Aurach**" over "* **Kassenvertrag:** Nein",
 * "* **Status:** Nimmt derzeit keine neuen Patienten auf"): every line is about that business, so a closure or a stop
 * on intake further down than the context's first lines still gives its tone.
 * @returns "unavailable" or "discouraged" when the details say so, else null (the context's tone holds)
 */
function headingTone(block: Block): MentionTone | null {
  if (block.kind !== "heading" || !block.notes || block.notes.length === 0) return null;
  // Round 36: the details end where a line names another business in bold ({@link ownLines}).
  const tone = readTone(stripMarkdown(untilAnotherName(block.notes).join(" ").slice(0, 1200)), block.section);
  return isNegativeTone(tone) ? tone : null;
}

/**
 * Round 17: an item of a list introduced as advice ("Tipps zur Buchung", "Gut zu wissen") that is a sentence,
 * and the description after an item's plain name and dash, name a business in bold only with a firm's evidence
 * ({@link hasFirmEvidence}) or when they call it closed or advise against it; else the bold words are the
 * tip's topic or the business's products ("Rund um **Walpurgis** …", "– bekannt für **Laugenbrezeln**").
 */
function hasOwnEvidence(c: Candidate): boolean {
  return hasFirmEvidence(c.name) || c.tone === "unavailable" || c.tone === "discouraged";
}

/**
 * Round 32: "- **Glutenfreie Backwaren** gibt es bei **Backwerkstatt Kornfrei** …", "**Frische Forellen** bekommt man im
 * **Fischhof Sattler**": an item whose first bold words are what one gets ("gibt es", "bekommt man", "findet man",
 * "kauft man") where a second bold name is: the goods lead the item, the name after "bei", "im" or "in der" is the business.
 * @param md the item's markdown
 * @returns the second bold name, cleaned, or null when the item is not written so
 */
function sellerOfBoldGoods(md: string): string | null {
  const m = SELLER_OF_GOODS_RE.exec(md.trim());
  return m ? cleanName(cutAtSeparator(stripMarkdown(m[4]!))) || null : null;
}

const SELLER_OF_GOODS_RE =
  /^\[?(\*\*|__)((?:(?!\*\*|__).)+?)\1\]?\s+(?:gibt es|gibts|bekommt man|bekommen sie|bekommst du|findet man|finden sie|findest du|kauft man|kaufen sie|kaufst du)\s+(?:\p{L}+\s+){0,2}?(?:bei|beim|im|in der|in dem)\s+(?:der|dem|den)?\s*\[?(\*\*|__)(.+?)\3/u;

/**
 * Round 16: "### Café Mondschein und Café Lina", "**Metzgerei Vogl oder Landmetzgerei Brunner**": two names
 * joined by "und", "oder" or "sowie" (round 62: or "bzw.", "**Fahrschule Lindl bzw. Fahrschule Kraus**"), each with a trade word and a proper word of its own, are two
 * businesses. "Bäckerei und Konditorei Maier" (the first part has no proper word) and "Sommer und
 * Partner" stay one name.
 * @returns the two names, or null
 */
function joinedNames(name: string): [string, string] | null {
  const m = /^(.+?)\s+(?:und|oder|sowie|bzw\.|beziehungsweise)\s+(.+)$/.exec(name);
  if (!m) return null;
  const strong = (part: string) => {
    const shape = nameShape(part);
    return shape.trades.length > 0 && shape.proper.length > 0 && isStrongProseName(part);
  };
  return strong(m[1]!) && strong(m[2]!) ? [m[1]!, m[2]!] : null;
}

/**
 * Round 67: "- Besonders schnell verfügbar: Elektro Ziegler, Elektrotechnik Hoffmann-Lang – beide vergeben …": an item without
 * markup that names a firm, a comma and a second firm, and then says "beide", names two businesses with one description, as
 * two bold names do ({@link secondBoldName}).
 * @param plain the item's text without markup; first the name read from it
 * @returns the second name, or null
 */
function secondPlainName(plain: string, first: string): string | null {
  const at = plain.indexOf(`${first}, `);
  if (at < 0) return null;
  const rest = plain.slice(at + first.length + 2);
  const m = /^(.+?)\s+[–—-]\s+(?:beide|die beiden)\b/i.exec(rest);
  if (!m) return null;
  const name = cleanName(m[1]!);
  return name && !name.includes(",") && isStrongProseName(name) ? name : null;
}

/**
 * Round 16: "**Fliesen Kaiser** und **Fliesenhaus Innerste**: Beide verlegen …": an item that opens with
 * two bold names joined by "und", "oder", "sowie", "&", "/" or a comma names two businesses with one
 * description; the second counts when it scores `threshold` as a bold name ({@link businessScore}).
 * @returns the second name, cleaned, or null
 */
function secondBoldName(md: string, threshold: number, body: string): string | null {
  // Round 17: each bold span ends at its own closing mark; a lazy ".+?" let the first span run on to a later
  // one ("**Schuh Lorenz**: … Marken wie **Finn Comfort** und **Waldläufer**" read "Waldläufer" as second name).
  const m = /^\[?(\*\*|__)((?:(?!\*\*|__).)+?)\1\]?\s*(?:und|oder|sowie|&|,|\/)\s*\[?(\*\*|__)(.+?)\3/.exec(md.trim());
  if (!m) return null;
  const name = cleanName(cutAtSeparator(stripMarkdown(m[4]!)));
  if (!name) return null;
  // Round 22: "**Fahrradhaus Prignitz** und **Radstation am Hafen** – beide klein …": a description that opens with
  // "beide" speaks of the two names as two of a kind, so the second is a business as the first is, whatever its words.
  const both = /^[\s*_\]]*(?:[–—:,-]\s*)?(?:beide|die beiden)\b/i.test(md.trim().slice(m.index + m[0].length));
  if (both && isNamedLikeFirm(name)) return name;
  return businessScore(name, true, body) >= threshold ? name : null;
}

/**
 * A name with a proper word that is no advice or label ({@link secondBoldName} after "beide"). Not
 * isPlainProperName: that also rejects a phrase with a lower-case word, and after "beide" a locator's "am"
 * belongs to the name ("**Radstation am Hafen**").
 */
function isNamedLikeFirm(name: string): boolean {
  const shape = nameShape(name);
  return !shape.advice && !shape.labelsOnly && shape.proper.length > 0 && shape.tokens.length <= 6;
}

/**
 * "- Möbel, die du nicht brauchst, vorher verkaufen": a plain item whose one word is
 * followed by a relative clause with a personal pronoun is a sentence about a thing,
 * not a name with its description ("Bäckerei Huber, die …" has two words or a trade).
 */
function opensRelativeClause(name: string, text: string): boolean {
  if (/\s/.test(name) || !text.startsWith(name)) return false;
  return /^,\s+(?:die|der|das|den|dem|welche[nrs]?)\s+(?:du|sie|ihr|man|wir|ich|er|es)\b/.test(text.slice(name.length));
}

/**
 * A sight or starting point, not a business: "schöner Startpunkt für Trails", "lohnendes Ausflugsziel"; round 76: a ground
 * ("**Swiss Snow Kids Village:** Übungsgelände mit Förderbändern …", "Freigelände", "Vereinsgelände").
 */
const SIGHT_WORD_RE = /^(?:start|ausgangs|aussichts|treff)punkt|^ausflugsziel|^sehenswuerdigkeit|^wanderziel|^aussichtsplattform|^wanderweg|^badesee|^naturdenkmal|gelaende$/;

/**
 * A list item whose description says it is no business of the kind asked for: it
 * denies a trade ("**Schatzalp** – schöner Startpunkt, aber keine Werkstatt") or
 * calls it a sight or starting point. A name with a trade word of its own ("Hotel
 * Post – kein Restaurant im Haus") stays a business.
 * @param name the item's name; text the item's line without markdown
 */
function describedAsNoBusiness(name: string, text: string): boolean {
  if (!text.startsWith(name) || nameShape(name).trades.length > 0) return false;
  const description = text.slice(name.length).replace(/^[\s–—:,-]+/, "");
  const denied = /\bkein(?:e|en)?\s+(\p{L}+)/u.exec(description)?.[1];
  const deniedToken = denied && /^\p{Lu}/u.test(denied) ? (nameTokens(denied)[0] ?? "") : "";
  if (deniedToken && isTradeWord(deniedToken)) return !isOtherTradeInstead(description);
  return SIGHT_WORD_RE.test(foldGerman(headNoun(description)));
}

/**
 * Round 73: "kein Anwaltsbüro, sondern ein landwirtschaftliches Treuhandbüro, das …": the trade denied is replaced by another
 * after "sondern"; the item is a business of that other trade.
 * @param description the item's text after its name
 */
function isOtherTradeInstead(description: string): boolean {
  const instead = /\bkein(?:e|en)?\s+\p{L}+[^.;:]{0,40}?\s+sondern\s+(?:ein(?:e|en)?\s+)?(?:\p{Ll}+\s+){0,2}(\p{Lu}[\p{L}-]+)/u.exec(description)?.[1];
  return instead !== undefined && nameTokens(instead).some(isTradeWord);
}

/**
 * Round 32: "**Zur Zimba**" over "Falls du an die Zimba denkst: Der markante Gipfel mit 2.643 m …": a heading without a
 * trade word whose first note names its last word and calls it, with an article, a kind of sight (a peak, a lake, a
 * castle: isSightNoun) is about that sight, not a business ("Gasthaus Zur Post" has its trade word).
 * @param block a heading with its notes; name the heading's name
 */
function notesCallItASight(block: Block, name: string): boolean {
  if (block.kind !== "heading" || !block.notes?.length || nameShape(name).trades.length > 0) return false;
  const note = stripMarkdown(block.notes[0]!).slice(0, 200);
  const last = name.split(/\s+/).at(-1)!;
  if (last.length < 3 || !note.includes(last)) return false;
  return [...note.matchAll(/\b(?:[Dd]er|[Dd]ie|[Dd]as)\s+(?:\p{Ll}+\s+){0,2}(\p{Lu}\p{Ll}+)/gu)].some((m) => isSightNoun(foldGerman(m[1]!).toLowerCase()));
}

/** The head noun of a description: its first capitalised word among the first three ("schöner Startpunkt"); "" when none. */
function headNoun(description: string): string {
  return description.split(/\s+/).slice(0, 3).find((w) => /^\p{Lu}/u.test(w)) ?? "";
}

/**
 * A list item whose description opens by calling it a firm, the head noun of its apposition
 * a word for a business as such ("**Brandscheid** – Familienbetrieb in der Mannheimer Straße",
 * "**Kilian** – ein kleines Handwerksunternehmen"): then its one word is the owner's surname,
 * even where a village bears it (surnames from places are common: "Brandscheid", "Bergheim").
 */
function describedAsFirm(name: string, text: string): boolean {
  if (!text.startsWith(name)) return false;
  const apposition = /^\s*[–—:-]\s*(.*)$/.exec(text.slice(name.length))?.[1] ?? "";
  return FIRM_NOUN_RE.test(foldGerman(headNoun(apposition).replace(/[,;.:]+$/, "")));
}

/** Nouns for a business as such, whatever its trade ("Familienbetrieb", "Fachgeschäft", "Traditionsunternehmen"). */
const FIRM_NOUN_RE = /^\p{L}*(?:betrieb|unternehmen|geschaeft|firma)$/u;

/**
 * A list of labelled notes ("**Probestunde:** Fast alle Schulen …", "**Anreise:** …",
 * "**Bewertungen:** …"): every item opens with a bold lead ending in a colon, and at
 * least one lead is a plain label word. Siblings share their role, so the other leads
 * are topics too, however name-like one word looks ("Marillenblüte", "Sehtest");
 * businesses in the notes are still read from their text. A recommendation list
 * writes "**Name** – description" or "**Name**" with detail lines.
 */
function isLabelList(items: readonly Block[]): boolean {
  if (items.length < 2 || items.some((b) => b.kind !== "item" || !hasColonLead(b.md))) return false;
  return items.some((b) => {
    const lead = stripMarkdown(leadingName(b.md) ?? "").replace(/:\s*$/, "");
    // A label word ("Bewertungen") or one abstract noun ("Vorbestellung", "Anmeldung").
    // Round 60: or a task, a noun and its verb in the infinitive ("**Zuständigkeit klären:**", "**Angebote vergleichen:**").
    return nameShape(lead).labelsOnly || (!/\s/.test(lead) && isPhraseNotName(lead)) || TASK_LEAD_RE.test(lead);
  });
}

/** A lead that names a task: one or two words, then a verb in the infinitive, lower case ("Zuständigkeit klären"). */
const TASK_LEAD_RE = /^\p{Lu}\p{L}+(?:\s+\p{L}+)?\s+\p{Ll}+(?:en|ern|eln)$/u;

/**
 * A note that still names a business by its lead: a trade word, legal form or title, or an address or website.
 * Round 20: a trade word alone is the kind the note is about ("**Steuern:**", "**Gartencenter:**"), not a name.
 */
function isNamedBusinessNote(lead: string, body: string): boolean {
  const shape = nameShape(lead);
  return lead !== "" && ((shape.trades.length > 0 && shape.tokens.length > 1) || LEGAL_OR_TITLE_RE.test(lead) || holdsAddress(body));
}

/** "**Anreise:** …" or "**Anreise**: …": a bold lead that ends in a colon. */
function hasColonLead(md: string): boolean {
  const lead = leadingName(md);
  if (lead === null) return false;
  const rest = md.trim().replace(/^\[?(\*\*|__)(.+?)\1\]?/, "");
  return isLabel(lead, rest);
}

/**
 * A second name in brackets right after an item's name: the practice behind a
 * doctor ("**Praxis Dr. Hartwig** (Zahnärzte am Isebek)"), the owner behind a brand.
 * A place or an abbreviation in brackets ("(Schwabing)", "(KSW)") is none.
 */
function bracketedAlias(md: string, name: string, places: readonly string[]): string | null {
  const text = stripMarkdown(md);
  if (!text.startsWith(name)) return null;
  const inner = /^\s*\(([^()]{3,160})\)/.exec(text.slice(name.length))?.[1]?.trim();
  // Round 54: "**Gasthaus Steiner** – …, seit dem Besitzerwechsel 2025 unter dem neuen Namen „Knappenhof“ geführt": the item's
  // own line gives the business's new name.
  if (!inner) return RENAMED_IN_LINE_RE.exec(text.slice(name.length).split("\n", 1)[0]!)?.[1]?.trim() ?? null;
  const renamed = RENAMED_IN_BRACKET_RE.exec(inner)?.[1]?.trim() ?? RENAMED_UNQUOTED_RE.exec(inner)?.[1];
  if (renamed) return renamed;
  if (inner.length > 80 || isPlaceName(inner, places) || nameShape(inner).advice || !/\s/.test(inner)) return null;
  return inner;
}

/**
 * Round 54: a bracket that gives the business's name of today without quotes ("(heute Kruses Backstube)"): capitalised words
 * only after the word, so "(heute mit Café)" gives none. Group 1 is the name.
 */
const RENAMED_UNQUOTED_RE = /^(?:heute|jetzt|inzwischen)\s+(\p{Lu}[\p{L}'’-]*(?:\s+\p{Lu}[\p{L}'’-]*){0,3})$/u;

/**
 * Round 32: labels of a business's detail lines that list what it offers, sells, serves or uses (folded): services,
 * products, dishes, brands, prices. Narrower than answer-blocks.ts's DETAIL_LABEL_RE, which also holds the address,
 * the rating and the hours: only these lines name the business's goods, never another business.
 */
const OFFER_LABEL_RE = /^(?:leistungen|leistungsangebot|angebot|angebote|services?|produkte|marken|sortiment|spezialitaet(?:en)?|behandlungen|kurse|preise|ausstattung|kueche|speisen|gerichte|speisekarte|karte|menue|getraenke|weine)\s*:?$/;

/**
 * Round 20: a note labelled as sightseeing ("**Sehenswertes:** …", "**Sehenswürdigkeiten in der Nähe:** …",
 * "**Kultur:** …", "**Museen:** …") names sights: museums, exhibition houses and monuments, whatever trade word
 * their names happen to hold. A place to eat, drink or stay named there ({@link HOSPITALITY_RE}), or a name with
 * a legal form or title, is still a business.
 */
const SIGHTS_LABEL_RE = /^(?:sehenswert\w*|sehenswuerdigkeit\w*|sightseeing|kultur|kulturelles|kulturtipps?|museen|besichtigung\w*)\b/;

/** Places to eat, drink or stay and shops, by the words of their names (folded). */
const HOSPITALITY_RE = /(?:cafe|caffe|restaurant|gasthaus|gasthof|wirtshaus|hotel|pension|bistro|\bbar\b|imbiss|konditorei|baeckerei|brauerei|beisl|beiz|stube|laden|shop)/;

/** In a note on sights: a place to eat, drink or stay, a shop, or a name with a legal form or title. */
function isBusinessAmongSights(c: Candidate): boolean {
  return LEGAL_OR_TITLE_RE.test(c.name) || HOSPITALITY_RE.test(foldGerman(c.name));
}

/**
 * Businesses in the notes under a heading that is no business itself ("### Gut zu
 * wissen" over "* **Hinweis:** Die Praxis **Physio am Hafen** hat 2024 geschlossen"):
 * each note is read like running text, its leading label dropped. Under a heading
 * that names a business the notes are that business's details and name no other.
 * @returns candidates ordered right after the heading
 */
export function noteCandidates(blocks: readonly Block[], places: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const block of blocks) {
    if (block.kind !== "heading" || !block.notes) continue;
    const named = blockName(block, places);
    // Round 32: "## Empfehlenswerte Tierarztpraxen" over "**Tierarztpraxis am Klüt** – …": a phrase of a kind in the
    // plural names no business; its notes are read.
    const namesOne = named !== null && !!named.name && businessScore(named.name, named.bold, block.body) >= 0 && !isPhraseNotName(named.name);
    // Round 32: "**Private Nachhilfe und Plattformen**" over "… empfohlen wird dort **Mag. Thomas Gmeiner** …": a heading
    // that may be a name but carries no trade word, legal form or title may as well be a topic; its notes name a
    // business only by a legal form or title of its own.
    if (namesOne && (nameShape(named.name).trades.length > 0 || LEGAL_OR_TITLE_RE.test(named.name))) continue;
    const section = stripMarkdown(block.md);
    block.notes.forEach((note, i) => {
      const lead = /^(?:(\*\*|__)([^*_]{1,60})\1\s*:?\s*|([^*_:\s][^*_:]{0,40}):\s+)/.exec(note.trim());
      const rest = lead ? note.trim().slice(lead[0].length) : note.trim();
      const sights = lead !== null && SIGHTS_LABEL_RE.test(foldGerman(lead[2] ?? lead[3] ?? ""));
      for (const { sentence, index } of splitSentences(rest)) {
        // "Mit Verordnung „Hausbesuch“ …": a term in quotes is no name.
        const names = namesInSentence(sentence, block.order + (i + 1) / 1000 + index / 10_000_000, section).filter((c) => !/\s[„"“]/.test(c.name));
        // Under a name, its first words describe it ("**Hoftierarzt Jensen**" over "Mobiler Tierarzt für Nutztiere …"), and its
        // people work there ("Dr. Lars Jensen ist …").
        const own = (c: Candidate) => (i === 0 && index === 0 && rest.startsWith(c.name)) || worksAtHeadingBusiness(c.name, c.context, named!.name);
        out.push(...(sights ? names.filter(isBusinessAmongSights) : namesOne ? names.filter((c) => LEGAL_OR_TITLE_RE.test(c.name) && !own(c)) : names));
      }
    });
  }
  return out;
}

/**
 * A one-word name that reads like an adjective ("Zeitlos", "Grenzenlos") where
 * only names stand: a table's name column, or a list item whose bold lead is
 * followed by a dash and its description (a label takes a colon: "**Barrierefrei:**").
 */
function isWordAsName(block: Block, name: string): boolean {
  if (/\s/.test(name) || !/^\p{Lu}\p{Ll}+$/u.test(name) || LABEL_WORDS.has(foldGerman(name))) return false;
  if (!ADJECTIVE_SUFFIX_RE.test(foldGerman(name))) return false;
  return block.cell === true || /^(\*\*|__)[^*_:]+\1\s+[–—-]\s/.test(block.md.trim());
}
