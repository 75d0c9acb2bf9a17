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
import { readAnswerBlocks, type Block, type Prose } from "./answer-blocks";
import { citationMarkerTest, sourceLineNumber, stripCitations } from "./citations";
import {
  contentTokens,
  foldGerman,
  isFunctionWord,
  isPlaceToken,
  isTradeCompound,
  isTradeToken,
  nameKey,
  namesMatch,
  nameTokens,
  normalizeDomain,
  textNamesDomain,
  type NameKey,
} from "./names";
import { isAbbreviationOf, isKindWithSurname, isOwnerNamed, isPersonJobWord, isTitleWord, ownerOfName, type OwnerOfName } from "./persons";
import { isGrapeVarietyName, isLandmarkName, isLocalityPhrase } from "./landmarks";
import { isNoBusinessByKind, isRoutePhrase, isSightWithPlacePhrase } from "./non-businesses";
import { isPersonRunningNamedBusiness } from "./staff";
import { isPlaceAdjectiveWord, isPlaceName, isPlaceShortForm, isSinglePlace } from "./places";
import { findPlatform, isBrandInLowerCase, mayStartPlatformName, platformForUrl, speaksOfReviews } from "./platforms";
import { isNegativeTone, readTone, type MentionTone } from "./tone";

export type { MentionTone } from "./tone";

export interface BusinessTarget {
  /** The business's name as the user typed it. */
  businessName?: string;
  /** The business's website in any form ("zahnarzt-mueller.de", "https://www.…/"). */
  domain?: string;
  /** The place the user asked about: a place, never a business. */
  location?: string;
}

interface RecommendedBusiness {
  /** Name as written in the answer, markdown removed. */
  name: string;
  /** 1-based rank among the recommended businesses, in order of first appearance. */
  rank: number;
  /** The list item or sentence that names it, markdown removed. */
  context: string;
  tone: MentionTone;
}

export interface NegativeMention {
  name: string;
  tone: Extract<MentionTone, "discouraged" | "unavailable">;
  context: string;
}

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

interface Candidate {
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
}

/** Separators between a name and its description in a list item. */
const NAME_SEPARATORS = [" – ", " — ", " - ", ": ", " (", ", ", " | ", " / ", " bietet ", " ist ", " hat ", " mit "];
/** Words that mark an item as advice to the reader, not a business. */
const ADVICE_RE =
  /\b(sie|ihr|ihre|ihren|ihrem|ihnen|man|ich|meine|mein|du|dir|dein|deine|sollten|sollte|koennen|kann|achten|achte|pruefen|pruefe|vergleichen|vergleiche|fragen|frag|lesen|schauen|nutzen|informieren|suchen|beachten|empfiehlt|empfehlen|lassen|holen|vereinbaren|wichtig|wichtiger|wichtiges|\w*tipps?|hinweis|fazit|worauf|warum|wie|was|wann|welche|wo|hier|folgende|einige|top|meiden|vorsicht)\b/;
const NON_BUSINESS_LEAD_RE =
  /\b(worauf|achten|beachten|tipps?|hinweise?|kriterien|checkliste|fazit|vorgehen|schritte|portale|plattformen|vergleichsportale|verzeichnisse|gut zu wissen|wissenswert(?:es)?|sehenswuerdigkeiten|ausflugsziele|(?:ausflugs|wander|freizeit|spar)tipps?)\b|^\W*(quellen|sources|references|referenzen)\b|^\W*so\s+(?:finden|findest|finde|suchen|suchst|gehen|gehst|klappt|kommen|kommst|waehlen|waehlst|pruefen|pruefst)\b|\bwie (?:sie|du|man) (?:\p{L}+\s+){0,5}(?:finden|findest|suchen|suchst|auswaehlen|waehlen|waehlst)\b/u;
const BARE_DOMAIN_RE = /^(https?:\/\/)?(www\.)?[\p{L}\d-]+(\.[\p{L}\d-]+)*\.[a-z]{2,}(\/\S*)?$/iu;
/**
 * Chambers, associations, authorities, health insurers: named as help, never as businesses.
 * Round 11: the Swiss cantonal societies of physicians, dentists, vets and pharmacists
 * ("Ärztegesellschaft des Kantons Zürich", the SSO's cantonal "Zahnärztegesellschaft")
 * stand where Germany and Austria have a chamber; a firm's "Steuerberatungsgesellschaft"
 * or "Rechtsanwaltsgesellschaft" is a legal form and stays a business.
 */
const INSTITUTION_RE =
  /((?:aerzte|zahnaerzte|tieraerzte|apotheker)gesellschaft|(?:aerzte|zahnaerzte|tieraerzte|steuerberater|rechtsanwalts|anwalts|handwerks|wirtschafts|apotheker|architekten|ingenieur|notar|psychotherapeuten|landwirtschafts|arbeiter)kammer|\bkammer\b|verband|verbaende|verbands|\bverein\b|vereins\b|innung|vereinigung|behoerde|ministerium|gesundheitskasse|krankenkasse|terminservicestelle|gesundheitsamt|landratsamt|finanzamt|\bamt\b|polizei|feuerwehr|notaufnahme|\boegk\b|\bihk\b|\bdihk\b|\bhwk\b|\bwko\b|\bwkoe\b|\bksw\b|suisse\b|verbraucherzentrale|stiftung warentest|\b116117\b|^gesellschaft\b)/;
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
  "hinweis", "hinweise", "ueberblick", "uebersicht", "zusammenfassung", "alternativen", "alternative", "faq", "fragen",
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
  "gewerbe", "privat", "privatkunden", "geschaeftskunden", "gruender", "freiberufler", "empfehlenswert",
  "meine", "unsere", "mein", "ihre", "kriterium", "tabelle", "vergleichsportale", "verfuegbar", "buchung",
  "verzeichnis", "mitglieder", "patienten", "kunden", "berufstaetige", "fruehaufsteher", "studierende", "reisende",
  "mitglied", "mitgliedschaft", "mitarbeiter", "mitarbeitende", "ansprechpartner", "ansprechpartnerin",
  "jahr", "jahre", "jahren", "monat", "monate", "monaten", "woche", "wochen", "tag", "tage", "tagen", "stunde", "stunden",
  "minuten", "uhr", "euro", "prozent", "junge", "junges", "junger", "jungen", "neue", "neues", "neuer", "neuen", "alte",
  "alten", "innen", "adressen", "gmbhs", "rueckmeldung", "rueckmeldungen", "stimmen", "solide", "soliden", "erste", "ersten", "zweite", "letzte", "gemuetliche", "gemuetlichen", "empfehlenswerte", "empfehlenswerten",
]);
/** Words a name may contain in lower case ("Praxis am Markt", "Hair by Nina"). */
const NAME_CONNECTOR_WORDS = new Set([
  "am", "an", "auf", "bei", "der", "die", "das", "den", "dem", "des", "von", "vom", "zum", "zur", "zu", "im", "in",
  "und", "für", "fuer", "&", "+", "by", "de", "di", "da", "la", "le", "el", "and", "of", "the", "e.k.", "e.v.", "e.u.",
  "gmbh", "mbh", "ag", "kg", "ug", "co.", "co", "gbr", "ohg", "dr.", "med.", "dent.", "vet.", "iur.", "u.", "st.", "a.",
  // Italian, French, Spanish and Portuguese names ("La Cantina del Porto", "Café du Lac", "Casa dos Amigos").
  "del", "della", "delle", "dei", "degli", "al", "alla", "du", "des", "do", "dos", "y",
]);
/**
 * Days, parts of days and months ("Montag", "Sonntagabend", "Wochenende", "Januar"): when
 * something is open or closed, never which business. "Mai" and "August" are also names.
 */
const TIME_WORD_RE =
  /^(?:(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|feiertag|wochenend)(?:s|e|en|abend|abends|morgen|morgens|mittag|mittags|nachmittag|nachmittags|vormittag|vormittags|nacht)?|januar|jaenner|februar|feber|maerz|april|juni|juli|september|oktober|november|dezember)$/;

/**
 * The words of opening hours, folded: days and their German, French and Italian abbreviations
 * ("Mo", "Di", "Sa.", "lu", "ve", "gio"), whole days and parts of days (TIME_WORD_RE), times
 * ("8–12", "8:30", "18.00", "Uhr", "h"), the words of a range ("bis", "und", "ab") and states
 * ("täglich", "werktags", "geschlossen", "nach Vereinbarung", "rund um die Uhr", "24/7").
 */
const HOURS_WORD_RE =
  /^(?:mo|di|mi|do|fr|sa|so|lu|ma|me|je|ve|gio|ven|sab|dom|mon|tue|wed|thu|fri|sat|sun|\d{1,2}(?:[:.]\d{2})?h?|\d{1,2}\/7|uhr|h|bis|und|ab|von|sowie|oder|taeglich|werktags|werktag|wochentags|feiertags|ganzjaehrig|saisonal|durchgehend|geoeffnet|offen|geschlossen|ruhetag|ruhetage|nach|vereinbarung|absprache|anmeldung|auf|anfrage|rund|um|die|nur|jeden|jede|am|an|vormittags|nachmittags|abends|morgens|mittags)$/;
/** A cell or phrase made only of opening hours ("Mo–Sa", "Di–Fr 9–18 Uhr", "täglich 7.30–12", "Sa/So geschlossen"): when, never who. */
function isOpeningHours(name: string): boolean {
  const words = foldGerman(name).split(/[\s,;–—\-/&+()]+|\.(?!\d)/).filter(Boolean);
  return words.length > 0 && words.every((w) => HOURS_WORD_RE.test(w) || TIME_WORD_RE.test(w)) && words.some((w) => !/^(?:bis|und|ab|von|sowie|oder|nach|auf|rund|um|die|nur|jeden|jede|am|an)$/.test(w));
}

/** An inflected adjective or participle ("Wohnortnahe", "Empfehlenswerte", "Gemütliche"). */
function isInflectedAdjective(token: string): boolean {
  return /(e|en|er|es|em)$/.test(token) && ADJECTIVE_SUFFIX_RE.test(token.replace(/(e|en|er|es|em)$/, ""));
}
/** Adjectives and participles as one-word labels ("Familiengeführt", "Barrierefrei", "Empfehlenswert"). */
const ADJECTIVE_SUFFIX_RE = /(lich|ig|isch|haft|\w{4}los|voll|frei|wert|gefuehrt|freundlich|iert|end|orientiert|nah|uell|iell|onell|rell)$/;
/**
 * Endings of German abstract and fee nouns ("Förderungen", "Grundgebühr", "Wartezeiten",
 * "Pikettdienst", "Offerten", "Kostenzuschuss", "Mitgliedsbeitrag"): one such word is the
 * topic of a tip, not a business's name.
 */
const ABSTRACT_NOUN_SUFFIX_RE = /(ungen|ung|heiten|heit|keiten|keit|schaften|zeiten|gebuehren|gebuehr|kosten|stunden|dienst|offerten|offerte|tionen|tion|itaet|zuschuss|zuschuesse|beitrag|beitraege)$/;
const LEADING_PREPOSITION_RE = /^(für|fuer|bei|mit|ohne|im|in|ab|nach|vor|wenn|falls|auch|nur|besonders|ideal|gut|sehr)\s/i;

/**
 * Analyses one answer text.
 * @param answer the assistant's answer as the person sees it (markdown allowed)
 * @param target the user's business and the place asked about; all fields optional
 * @returns recommended businesses in order, negative mentions, platforms, cited URLs,
 *   and whether, where and in which tone the target is named
 */
export function analyzeAnswer(answer: string, target: BusinessTarget): AnswerAnalysis {
  const outer = answerMemo;
  answerMemo = { stripped: new Map(), cleaned: new Map(), notNames: new Map(), setApart: new Map() };
  try {
    return analyzeOneAnswer(answer, target);
  } finally {
    answerMemo = outer;
  }
}

/**
 * Results of pure functions within one analysis: an answer strips the same item, sentence and
 * paragraph of markdown several times (for its names, context, tone and the target's checks),
 * cleans and judges the same words as names in each reading, and sets a prose candidate apart
 * twice. Set by {@link analyzeAnswer} for its run only, so it holds one answer's strings at
 * most; the functions compute without it when called from elsewhere.
 */
let answerMemo: {
  stripped: Map<string, string>;
  cleaned: Map<string, string>;
  notNames: Map<string, boolean>;
  setApart: Map<string, boolean>;
} | null = null;

/** `compute(key)`, remembered in `table` (one of {@link answerMemo}'s) when an analysis runs. */
function withinAnswer<V>(table: Map<string, V> | undefined, key: string, compute: (key: string) => V): V {
  const known = table?.get(key);
  if (known !== undefined) return known;
  const value = compute(key);
  table?.set(key, value);
  return value;
}

function analyzeOneAnswer(answer: string, target: BusinessTarget): AnswerAnalysis {
  const { text, citedUrls, sourceLines } = stripCitations(answer.replace(/\r\n?/g, "\n"));
  const places = target.location ? [target.location] : [];
  const { blocks, prose } = readAnswerBlocks(text, places);

  const platforms: string[] = [];
  const addPlatform = (name: string) => {
    if (!platforms.includes(name)) platforms.push(name);
  };
  // Platforms in the order the answer names them, then those its source list names, then those only cited.
  for (const name of platformsNamedInText(text)) addPlatform(name);
  for (const name of platformsNamedInText(sourceLines.join("\n"))) addPlatform(name);
  const accepted: Candidate[] = [];
  const candidates = [...blockCandidates(blocks, places), ...proseCandidates(prose, places)].sort((a, b) => a.order - b.order);
  for (const c of noteCandidates(blocks, places)) candidates.push(c);
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

  // Words several different businesses share ("Zahnarztpraxis", "Zahnzentrum")
  // are generic in this answer, whatever the lexicon says.
  const sharedWords = wordsSharedByDifferentNames(accepted.map((c) => c.name), places);
  const entries: { candidate: Candidate; key: NameKey; tone: MentionTone }[] = [];
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

  // The business counts once, however many of its names the answer uses ("Kanzlei Brenner", then "Dr. Eva Brenner").
  if (targetIndex >= 0) {
    const first = entries[targetIndex]!;
    for (let i = entries.length - 1; i > targetIndex; i--) if (isTarget(entries[i]!.candidate, entries[i]!.key)) entries.splice(i, 1);
    targetIndex = entries.indexOf(first);
  }

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
 * URLs and bare domains cited in an answer (markdown links, bare URLs, "www.…",
 * source lists).
 * @returns absolute URLs, deduplicated, in order of appearance
 */
export function extractCitedUrls(answer: string): string[] {
  return stripCitations(answer.replace(/\r\n?/g, "\n")).citedUrls;
}

/**
 * Candidates that are no business: places, sights and grape varieties, opening hours ("Mo–Sa"), institutions (chambers, associations,
 * authorities) and search services named by their kind ("ADTV-Tanzschulsuche",
 * "Hebammenliste", "Handelsregister"). In a table column headed as names only a
 * single place counts as a place; there places put together name a business.
 */
function isSetApart(c: Pick<Candidate, "name" | "nameCell" | "firm">, places: readonly string[]): boolean {
  return withinAnswer(answerMemo?.setApart, `${c.firm ? "f" : "-"}${c.nameCell ? "c" : "-"}${c.name}`, () => isSetApartOnce(c, places));
}

function isSetApartOnce(c: Pick<Candidate, "name" | "nameCell" | "firm">, places: readonly string[]): boolean {
  if (!c.firm && (c.nameCell ? isSinglePlace(c.name, places) : isPlaceName(c.name, places))) return true;
  // Sights, natural features, wine regions and grape varieties (landmarks.ts).
  if (isLandmarkName(c.name) || isGrapeVarietyName(c.name) || isLocalityPhrase(c.name)) return true;
  if (isOpeningHours(c.name)) return true;
  // Amounts, software, dishes, courts, sections and foundations (non-businesses.ts).
  if (isNoBusinessByKind(c.name) || isRoutePhrase(c.name)) return true;
  if (isSightWithPlacePhrase(c.name, (head) => isLandmarkName(head) || isGrapeVarietyName(head))) return true;
  if (INSTITUTION_RE.test(foldGerman(c.name))) return true;
  const tokens = nameTokens(c.name);
  // Round 14: "Anwaltssuche SAV", "Therapeutensuche von Physio Austria": a search service headed by its
  // kind and followed by whose it is, the body's, not a firm's (a legal form or title would make it one).
  return SEARCH_SERVICE_RE.test(tokens.at(-1) ?? "") || (tokens.length > 1 && SEARCH_SERVICE_RE.test(tokens[0]!) && !LEGAL_OR_TITLE_RE.test(c.name));
}

/**
 * A platform inside a longer run of capitalised words: after a noun saying what it is
 * ("Branchenverzeichnis Gelbe Seiten", "Portal Jameda") or heading a run with the noun
 * after it ("Google-Bewertungen Beschwerden": German capitalises every noun, so a run
 * in prose may hold a platform and the next noun).
 * @returns the platform, or null when the run is no platform with one noun around it
 */
function platformInName(name: string): ReturnType<typeof findPlatform> {
  const words = name.split(/\s+/);
  if (words.length < 2) return null;
  const lone = (w: string) => /^\p{Lu}[\p{Ll}-]+$/u.test(w) && nameTokens(w).every((t) => !isFunctionWord(t));
  if (lone(words[0]!)) {
    const after = findPlatform(words.slice(1).join(" "));
    if (after) return after;
  }
  return lone(words[words.length - 1]!) ? findPlatform(words.slice(0, -1).join(" ")) : null;
}

/** A compound naming a search tool or list ("…suche", "…verzeichnis", "…finder"): what it is, not whose. */
const SEARCH_SERVICE_RE = /^\p{L}{3,}(?:suche|verzeichnis|datenbank|register|finder|liste)$/u;

// ---------------------------------------------------------------------------
// Names from lists, tables and headings
// ---------------------------------------------------------------------------

function stripMarkdown(text: string): string {
  return withinAnswer(answerMemo?.stripped, text, stripMarkdownOnce);
}

function stripMarkdownOnce(text: string): string {
  if (!/[*_`[\\!]/.test(text)) return text.replace(/\s+/g, " ").trim();
  return text
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\n]+)[*_](?=[\s).,:;!?]|$)/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/\\([\\`*_{}[\]()#+\-.!|])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

/** Leading bold span or link of an item ("**Praxis Dr. Weber** – …" -> "Praxis Dr. Weber"). */
function leadingName(text: string): string | null {
  const t = text.trim();
  const bold = /^\[?(\*\*|__)(.+?)\1/.exec(t);
  if (bold) return bold[2]!;
  const link = /^\[([^\]]+)\]\([^)]*\)/.exec(t);
  return link ? link[1]! : null;
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
  return withinAnswer(answerMemo?.cleaned, raw, cleanNameOnce);
}

function cleanNameOnce(raw: string): string {
  // Most names are plain words: nothing to clean.
  if (/^\p{L}[\p{L}\d &+'-]*[\p{L}\d]$/u.test(raw) && !/\s{2}/.test(raw)) return raw;
  return stripMarkdown(raw)
    .replace(/^\d{1,2}[.)]\s*/, "")
    .replace(/^[\p{Extended_Pictographic}\uFE0F\s]+/u, "")
    .replace(/\s*\([^)]*\)\s*$/, "")
    .replace(/^["„“”'‚‘]+|["„“”'‚‘]+$/g, "")
    .replace(/[\s:;,!–—-]+$/g, "")
    .replace(/(?<!\b(?:e\.\s?[KU]|Dr|Co|Prof|Dres|Inc|Ltd|e\.\s?V|St))\.$/, "")
    .trim();
}

/** True when a bold span is a section label ("**Traditionell:**", "**Fazit:** …"). */
function isLabel(boldText: string, restOfLine: string): boolean {
  return /:\s*$/.test(boldText) || /^\s*:/.test(restOfLine);
}

interface NameShape {
  tokens: readonly string[];
  proper: string[];
  trades: string[];
  advice: boolean;
  labelsOnly: boolean;
}

function nameShape(name: string): NameShape {
  const cached = SHAPES.get(name);
  if (cached) return cached;
  const shape = computeShape(name);
  if (SHAPES.size > 5000) SHAPES.clear();
  SHAPES.set(name, shape);
  return shape;
}

const SHAPES = new Map<string, NameShape>();

function computeShape(name: string): NameShape {
  const folded = foldGerman(name);
  const tokens = nameTokens(name);
  const content = contentTokens(tokens);
  // "Rhein-Apotheke" names which pharmacy; "Einzelkanzlei", "Haarstudio" only say what kind.
  const hyphenated = name.includes("-") ? new Set(name.split(/\s+/).filter((w) => w.includes("-")).flatMap((w) => nameTokens(w))) : null;
  const trades = content.filter((t) => isTradeToken(t) || isTradeCompound(t));
  // Right after a trade word a day is a surname ("Kanzlei Freitag"); otherwise it says when ("Bäckereien am Montag").
  const surnames = new Set(tokens.filter((t, i) => i > 0 && /^(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/.test(t) && trades.includes(tokens[i - 1]!)));
  const isLabel = (t: string) => LABEL_WORDS.has(t) || (TIME_WORD_RE.test(t) && !surnames.has(t));
  const proper = content.filter(
    (t) => !isLabel(t) && !isTradeToken(t) && !isPlaceToken(t) && !/^\d+$/.test(t) && (!isTradeCompound(t) || hyphenated?.has(t) === true),
  );
  return {
    tokens,
    proper,
    trades,
    // "Café du Lac", "Cabinet du Château": a French "du" between the words of a name addresses nobody.
    advice: ADVICE_RE.test(/\p{L}\s+du\s+\p{Lu}/u.test(name) ? foldGerman(name.replace(/(?<=\p{L}\s+)du(?=\s+\p{Lu})/gu, "")) : folded) || /\?\s*$/.test(name),
    // "Wohnortnahe Alternativen", "Am Sonntagabend": labels, adjectives and time words only.
    labelsOnly: content.every((t) => isLabel(t) || isPlaceToken(t) || /^\d+$/.test(t) || isInflectedAdjective(t)),
  };
}

/**
 * True when a phrase cannot be a business name whatever surrounds it: a lower-case
 * word that is no connector ("Gut bewertete Praxen", "Abendtermine möglich"), a
 * leading preposition ("Für Berufstätige"), a one-word adjective ("Familiengeführt").
 */
function isPhraseNotName(name: string): boolean {
  return withinAnswer(answerMemo?.notNames, name, isPhraseNotNameOnce);
}

function isPhraseNotNameOnce(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  if (words.length > 1 && LEADING_PREPOSITION_RE.test(name)) return true;
  // Round 14: "Herbst Wildgerichte", "Sommer Terrasse": a season or month before a noun says when, not who
  // (a firm of that surname has a connector, legal form or title: "Sommer & Partner", "Winter GmbH").
  if (words.length > 1 && SEASON_OR_MONTH_RE.test(foldGerman(words[0]!)) && /^\p{Lu}\p{Ll}/u.test(words[1]!) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // "Einrichtungen Richtung Gesäuse", "Touren Richtung Arlberg": "Richtung" before a place is a preposition
  // of direction (Duden: "Richtung", used like a preposition without article); a name holds no direction.
  // With an article or adjective it is the noun ("Die Neue Richtung").
  const toward = words.indexOf("Richtung");
  if (toward > 0 && toward < words.length - 1 && !/^(die|der|eine|einer|neue|neuen|andere|anderen)$/i.test(words[toward - 1]!)) return true;
  // "Spezialisiert auf Sportverletzungen", "Bekannt für Fisch": a participle or adjective with its object.
  if (words.length > 1 && /^(auf|für|fuer|mit|bei|nach|gegen|ohne|durch|ab|seit|in|an|von)$/.test(words[1]!) && ADJECTIVE_SUFFIX_RE.test(foldGerman(words[0]!))) return true;
  // "Kassenvertrag im 6", "Termine ab 8": a number after a lower-case word is an ordinal, a date or a time.
  if (words.length > 2 && /^\d+\.?$/.test(words[words.length - 1]!) && /^\p{Ll}/u.test(words[words.length - 2]!)) return true;
  for (const raw of words.slice(1)) {
    const w = raw.replace(/[.,;:!?)"“”]+$/, "");
    // French and Italian elided articles before a name ("Cabinet d'Ostéopathie", "Plaine de l'Orbe", "Bar dell'Angelo").
    if (ELIDED_ARTICLE_RE.test(w)) continue;
    // Legal forms written in lower case ("PartG mbB", "mbH", "gGmbH") belong to the name.
    if (LOWER_CASE_LEGAL_FORM_RE.test(w)) continue;
    if (/^\p{Ll}/u.test(w) && !NAME_CONNECTOR_WORDS.has(w.toLowerCase()) && !NAME_CONNECTOR_WORDS.has(raw.toLowerCase())) return true;
  }
  if (words.length === 1 && /^\p{Lu}/u.test(words[0]!) && ADJECTIVE_SUFFIX_RE.test(foldGerman(words[0]!))) return true;
  // "**Grundgebühr:** …", "GmbH-Gründung": one abstract noun (its last part, if hyphenated) is a topic.
  // A service ("-dienst") joined by a hyphen to a word of its own ("Blitz-Aufsperrdienst",
  // "Adler-Kurierdienst") is a firm's name: a duty as a topic is written closed ("Notdienst", "Pikettdienst").
  if (words.length === 1 && ABSTRACT_NOUN_SUFFIX_RE.test(foldGerman(words[0]!.split("-").pop()!).toLowerCase()) && !isHyphenatedServiceName(words[0]!)) return true;
  return false;
}

/** Seasons and months, folded (TIME_WORD_RE keeps the months; the seasons are surnames after a trade word: "Bäckerei Herbst"). */
const SEASON_OR_MONTH_RE = /^(?:fruehling|fruehjahr|sommer|herbst|winter|januar|jaenner|februar|feber|maerz|april|juni|juli|august|september|oktober|november|dezember)$/;

/** "Blitz-Aufsperrdienst": a capitalised word (no acronym, no number) hyphen-joined to a service noun. */
function isHyphenatedServiceName(word: string): boolean {
  return /^\p{Lu}\p{Ll}{2,}-\p{Lu}\p{Ll}*dienst$/u.test(word);
}

/** "d'Ostéopathie", "l'Orbe", "dell'Angelo": an elided French or Italian article joined to the capitalised word of a name. */
const ELIDED_ARTICLE_RE = /^(?:d|l|dell|nell|all|sull|qu)['’]\p{Lu}/u;

/** Legal forms that start in lower case (German GmbHG, PartGG: "mbH", "mbB", "gGmbH"). */
const LOWER_CASE_LEGAL_FORM_RE = /^(?:mbH|mbB|gGmbH|eG)$/;
const LEGAL_OR_TITLE_RE =
  /\b(?:(?:gmbh|ggmbh|mbh|mbb|ug|ag|kg|ohg|gbr|partg)\b|e\.\s?[ku]\.|dr\.|dres\.|prof\.|dipl\.|mag\.|ing\.|lic\.)|&\s*(partner|kollegen|co\.?|söhne|sohn)|\bund partner\b/i;
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
  if (!/^[\p{L}\d"„]/u.test(name) || isPhraseNotName(name)) return -10;
  let score = 0;
  if (bold) score += 2;
  if (LEGAL_OR_TITLE_RE.test(name)) score += 2;
  if (ADDRESS_RE.test(body)) score += 2;
  if (shape.proper.length > 0) score += 1;
  if (shape.proper.length > 0 && shape.trades.length > 0) score += 1;
  if (shape.proper.length >= 2) score += 1;
  return score;
}

/** Name of the business a block is about, or null when the block has none. */
function blockName(block: Block, places: readonly string[]): { name: string; bold: boolean; labelled: boolean } | null {
  if (block.cell) {
    const name = cleanName(block.md);
    return name ? { name, bold: true, labelled: false } : null;
  }
  const lead = leadingName(block.md);
  if (lead !== null) {
    const rest = block.md.trim().replace(/^\[?(\*\*|__)(.+?)\1\]?|^\[[^\]]+\]\([^)]*\)/, "");
    const inner = cleanName(cutAtSeparator(stripMarkdown(lead)));
    // "**Familiengeführt:** Die **Bäckerei Haider** …": a label, the name follows.
    const shape = nameShape(inner);
    // "**Hall in Tirol**: Physio A, Physio B": a place labels the names after it.
    const labelled = isPhraseNotName(inner) || shape.labelsOnly || shape.advice || isPlaceName(inner, places) || (/(\*\*|__)/.test(rest) && businessScore(inner, true, "") < 4);
    if (isLabel(lead, rest) && labelled) {
      return { name: "", bold: true, labelled: true };
    }
    return inner ? { name: inner, bold: true, labelled: false } : null;
  }
  const name = cleanName(cutAtSeparator(stripMarkdown(block.md)));
  return name ? { name, bold: false, labelled: false } : null;
}

/** A block with the name it leads with (null: none) and that name's {@link businessScore}. */
type ScoredBlock = { block: Block; named: ReturnType<typeof blockName>; score: number };
type NamedBlock = ScoredBlock & { named: NonNullable<ScoredBlock["named"]> };

function blockCandidates(blocks: Block[], places: readonly string[]): Candidate[] {
  const byGroup = new Map<number, ScoredBlock[]>();
  for (const block of blocks) {
    const named = blockName(block, places);
    const score = named && named.name ? businessScore(named.name, named.bold, block.body) : -10;
    const s = { block, named, score: named && named.name && score < 0 && isWordAsName(block, named.name) ? 1 : score };
    const group = byGroup.get(block.group);
    if (group) group.push(s);
    else byGroup.set(block.group, [s]);
  }
  const out: Candidate[] = [];
  for (const group of byGroup.values()) {
    const threshold = groupThreshold(group);
    const labelList = isLabelList(group.map((s) => s.block));
    for (const s of group) {
      if (s.named && labelList && hasColonLead(s.block.md) && !isNamedBusinessNote(s.named.name, s.block.body)) s.named = { name: "", bold: true, labelled: true };
      if (s.named) out.push(...blockItemCandidates(s as NamedBlock, threshold, places));
    }
  }
  return out;
}

/**
 * The score a block's name needs in its group: none in a recommendation list (most of its items
 * read like names; a table), 6 in a list introduced as advice or sources ("Worauf Sie achten
 * sollten:", "Quellen"), else 4. The sentence that introduces the list is the last of the
 * paragraph before it ("Ein Hinweis vorweg: … geschlossen. Gut bewertete Alternativen sind:").
 */
function groupThreshold(group: readonly ScoredBlock[]): number {
  const nameLike = group.filter((s) => s.score >= 2).length;
  const loneHeading = group.length === 1 && group[0]!.block.kind === "heading";
  const isTable = group[0]!.block.kind === "row";
  const isRecommendationList =
    isTable || (!loneHeading && (nameLike * 2 > group.length || (nameLike * 2 === group.length && group.some((s) => s.score >= 3))));
  const intro = splitSentences(stripMarkdown(group[0]!.block.lead)).at(-1)?.sentence ?? "";
  if (NON_BUSINESS_LEAD_RE.test(foldGerman(intro))) return 6;
  return isRecommendationList ? 0 : 4;
}

/** The candidates of one list item, table row or heading: its name if it scores `threshold`, and names in its text. */
function blockItemCandidates(s: NamedBlock, threshold: number, places: readonly string[]): Candidate[] {
  const text = s.block.md;
  if (s.named.labelled) {
    // The label's rest is read like a sentence.
    const rest = text.replace(/^\[?(\*\*|__)(.+?)\1/, "").replace(/^\s*:\s*/, "");
    return namesInSentence(rest, s.block.order, s.block.section || stripMarkdown(text));
  }
  const out: Candidate[] = [];
  const plain = stripMarkdown(text);
  if (!s.named.bold && opensRelativeClause(s.named.name, plain)) return out;
  if ((s.score >= threshold && !describedAsNoBusiness(s.named.name, plain)) || findPlatform(s.named.name)) {
    const context = contextOf(s.block.body);
    const alias = bracketedAlias(text, s.named.name, places);
    out.push({
      name: s.named.name,
      context,
      order: s.block.order,
      body: s.block.body,
      tone: readTone(context, s.block.section),
      ...(alias ? { alias } : {}),
      ...(s.block.nameCell ? { nameCell: true } : {}),
      ...(s.named.bold && describedAsFirm(s.named.name, plain) ? { firm: true } : {}),
    });
  }
  // "- Kanzlei A bietet Abendtermine, ebenso die **Kanzlei B**": an item that is a
  // sentence, not a name with a description, may name more businesses in bold.
  if (s.block.kind === "item" && !s.named.bold && /(\*\*|__)/.test(text)) {
    for (const c of namesInSentence(text, s.block.order, s.block.section)) if (c.name !== s.named.name) out.push(c);
  }
  return out;
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

/** A sight or starting point, not a business: "schöner Startpunkt für Trails", "lohnendes Ausflugsziel". */
const SIGHT_WORD_RE = /^(?:start|ausgangs|aussichts|treff)punkt|^ausflugsziel|^sehenswuerdigkeit|^wanderziel|^aussichtsplattform|^wanderweg|^badesee|^naturdenkmal/;

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
  if (deniedToken && (isTradeToken(deniedToken) || isTradeCompound(deniedToken))) return true;
  // The head noun of the description: its first capitalised word among the first three ("schöner Startpunkt").
  const noun = description.split(/\s+/).slice(0, 3).find((w) => /^\p{Lu}/u.test(w)) ?? "";
  return SIGHT_WORD_RE.test(foldGerman(noun));
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
  const noun = apposition.split(/\s+/).slice(0, 3).find((w) => /^\p{Lu}/u.test(w)) ?? "";
  return FIRM_NOUN_RE.test(foldGerman(noun.replace(/[,;.:]+$/, "")));
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
    return nameShape(lead).labelsOnly || (!/\s/.test(lead) && isPhraseNotName(lead));
  });
}

/** A note that still names a business by its lead: a trade word, legal form or title, or an address or website. */
function isNamedBusinessNote(lead: string, body: string): boolean {
  return lead !== "" && (nameShape(lead).trades.length > 0 || LEGAL_OR_TITLE_RE.test(lead) || ADDRESS_RE.test(body));
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
  const inner = /^\s*\(([^()]{3,80})\)/.exec(text.slice(name.length))?.[1]?.trim();
  if (!inner || isPlaceName(inner, places) || nameShape(inner).advice || !/\s/.test(inner)) return null;
  return inner;
}

/** An item's own text and continuation lines, without markdown, at most 300 characters. */
function contextOf(body: string): string {
  const text = stripMarkdown(body.split("\n").slice(0, 3).join(" "));
  return text.length > 300 ? `${text.slice(0, 297)}…` : text;
}

// ---------------------------------------------------------------------------
// Names in running text
// ---------------------------------------------------------------------------

const ABBREVIATIONS = new Set([
  "dr", "dres", "prof", "dipl", "ing", "med", "dent", "str", "nr", "bzw", "ca", "z", "b", "u", "a", "e", "k", "v",
  "st", "co", "mag", "vet", "lic", "iur", "inkl", "ggf", "evtl", "usw", "etc", "vgl", "tel", "mo", "di", "mi", "do", "fr", "sa", "so", "jh", "hl",
]);

/** Splits a text into sentences, not at abbreviations ("Dr.", "z. B.", "e.K."). */
function splitSentences(text: string): { sentence: string; index: number }[] {
  const out: { sentence: string; index: number }[] = [];
  let start = 0;
  const re = /[.!?]+(?=\s+["„(*]?[\p{Lu}\d])|\n+/gu;
  for (const m of text.matchAll(re)) {
    const end = (m.index ?? 0) + m[0].length;
    const before = matchAtEnd(text, start, m.index ?? 0, /([\p{L}]+)$/u)?.[1] ?? "";
    // "am 3. Oktober", "ab 2. Klasse": a number standing alone before the point is an ordinal; "Check24." ends a sentence.
    const afterDigit = matchAtEnd(text, start, m.index ?? 0, /(?<![\p{L}\d])\d+$/u) !== null;
    if (m[0] === "." && (afterDigit || ABBREVIATIONS.has(before.toLowerCase()) || /^\p{Lu}$/u.test(before))) continue;
    out.push({ sentence: text.slice(start, end).trim(), index: start });
    start = end;
    while (text[start] === " ") start++;
  }
  if (start < text.length) out.push({ sentence: text.slice(start).trim(), index: start });
  return out.filter((s) => s.sentence);
}

/**
 * `re`, anchored at the end, on `text` from `start` to `end`. Tried on the last 32 characters
 * first: a pattern ending in "$" is tried from every position of its input, so on the whole
 * slice it costs the sentence's length at every full stop. The whole slice is read only when
 * the match reaches the start of that window (where what stands before it is cut off). Only
 * for a pattern whose match is one run of a character class ending at `end`, with at most a
 * look-behind before it: then no match in the window means none in the whole slice.
 */
function matchAtEnd(text: string, start: number, end: number, re: RegExp): RegExpMatchArray | null {
  const from = Math.max(start, end - 32);
  const m = text.slice(from, end).match(re);
  // Index 0 or 1: the character before the match (or a surrogate pair's first half) may lie outside the window.
  if (from === start || m === null || m.index! > 1) return m;
  return text.slice(start, end).match(re);
}

const BOLD_RE = /(\*\*|__)(.+?)\1/g;
const LINK_RE = /\[([^\]]+)\]\([^)]*\)/g;
const ENUM_SPLIT_RE = /,\s+|\s+(?:und|sowie|oder|bzw\.)\s+/;
/** Capitalised words that start no name ("… würde ich Ihnen Hanse Solartechnik …"). */
const PRONOUNS = new Set(["sie", "ihnen", "ihr", "ihre", "ihrer", "ich", "wir", "es", "man", "uns", "euch", "du", "dir", "dich"]);
const NAME_CONNECTORS = new Set(["am", "an", "der", "den", "dem", "des", "von", "vom", "zum", "zur", "zu", "im", "&", "und", "+", "by"]);
/** Lower-case words that may join the words of a name in running text ("Praxis am Rosenhof", "Beisl zur Goldenen Gans"). */
const RUN_CONNECTORS = new Set(["am", "an", "zum", "zur", "&", "+", "by"]);
/** Sentence openers and determiners that precede a name but are not part of it. */
const RUN_OPENERS = new Set([
  "der", "die", "das", "den", "dem", "des", "ein", "eine", "einer", "einem", "einen", "im", "in", "bei", "beim", "zum", "zur",
  "vom", "von", "an", "am", "auf", "auch", "ebenfalls", "zudem", "ausserdem", "besonders", "frau", "herr", "mit", "fuer",
  "aus", "nach", "unter", "ueber", "wer", "wenn", "als", "alle", "beide", "bitte", "hier", "dort", "dann", "so", "und",
  "oder", "sowie", "etwa", "wie", "vor", "allem", "neben", "laut", "gerade", "sehr", "oft", "gern", "gerne", "noch", "zu",
  "diese", "dieser", "dieses", "diesen", "jene", "solche", "welche", "welcher", "meine", "unsere", "einige", "mehrere",
  "viele", "weitere", "andere", "manche", "jede", "jeder", "zwei", "drei", "vier", "fuenf", "beispiel", "richtung",
  "seit", "rund", "ca", "hinweis", "tipp", "fazit", "vorsicht", "dabei", "darunter", "insbesondere", "namentlich",
  // Round 14: subordinating conjunctions open a clause, never a name ("Ob Frühstück, Kaffee oder …", "Falls Sie …");
  // not "da", which opens Italian names ("Da Mario").
  "ob", "obwohl", "obgleich", "falls", "sofern", "soweit", "sobald", "solange", "weil", "dass", "damit", "waehrend",
  "bevor", "nachdem", "indem", "sodass",
]);
/** A phrase that introduces a business right after it ("… empfehle ich die", "Vorsicht wäre ich bei"). */
const INTRODUCES_NAME_RE =
  /(?:empfehle ich(?: ihnen| dir| euch)?|empfehlen (?:wuerde|kann|moechte) ich(?: ihnen| dir)?|vorsicht (?:waere ich |ist )?(?:geboten )?bei|zurueckhaltend (?:waere|bin) ich bei|abraten (?:wuerde ich )?von|zum beispiel|beispielsweise|etwa|insbesondere)\s*(?:die|der|das|den|dem|bei|beim|im|an)?\s*$/;
/** A sentence that recommends or discusses businesses (lets plainer names count). */
const CUE_RE =
  /\b(empfehl|empfiehlt|empfohlen|empfehlenswert|lohnt|besuch wert|gut bewertet|beliebt|bekannt fuer|gelobt|genannt|infrage|in frage|alternative|ansehen|anschauen|gute adresse|gut aufgehoben|gute erfahrungen|gute wahl|erste wahl|favorit|zum beispiel|z\. ?b\.|etwa|beispielsweise|unter anderem|darunter|vorsicht|zurueckhaltend|nicht mehr|geschlossen|abraten|rate ich|raet|finger weg|beschwerden|meiden|erwaehnt|hervorgehoben|gut aufgestellt|guten ruf|positiv aufgefallen|rueckmeldungen)/;

function isCapitalised(word: string): boolean {
  return /^[„"(]?[\p{Lu}\d]/u.test(word);
}

/**
 * Businesses named in running text: bold names and links that read as names,
 * enumerations of names ("… etwa die Praxis Dr. Weber, das Zahnzentrum Mitte und
 * Dentalhaus Lange."), names with a trade word or title ("Die Praxis am Rosenhof
 * ist …", "… empfehle ich die Kanzlei Winter Rechtsanwälte"), and in sentences
 * that recommend, plain names of two or more words ("das Pho Saigon").
 */
function proseCandidates(prose: Prose[], places: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const p of prose) {
    const found: Candidate[] = [];
    const sentences = splitSentences(p.md);
    for (const { sentence, index } of sentences) {
      found.push(...namesInSentence(sentence, p.order + index / 100_000, p.section));
    }
    // Round 13: the person who runs a business named in bold there is that business (staff.ts).
    const names = found.map((c) => c.name);
    for (let i = found.length - 1; i >= 0; i--) if (isPersonRunningNamedBusiness(found[i]!.name, found[i]!.context, p.md, names)) found.splice(i, 1);
    // A paragraph about one business is read like a list item: its verdict often comes
    // in the sentences after the name ("… Ich würde eher eine andere wählen."). Only
    // sentences that name it or point back to it count, not general advice.
    const businesses = found.filter((c) => !findPlatform(c.name) && !isSetApart(c, places));
    if (businesses.length > 0 && businesses.every((c) => namesMatch(nameKey(c.name), nameKey(businesses[0]!.name)))) {
      const about = sentences
        .map(({ sentence }) => stripMarkdown(sentence))
        .filter((t) => businesses.some((c) => t.includes(c.name)) || POINTS_BACK_RE.test(foldGerman(t)));
      const tone = readTone(about.join(" "), p.section);
      for (const c of businesses) if (c.tone === "recommended") c.tone = tone;
    }
    for (const c of found) c.paragraph = p.md;
    out.push(...found);
  }
  return out;
}

/** A sentence that goes on about the business just named: a pronoun, "dort", "dazu", or a comparison with the others. */
const POINTS_BACK_RE = /\b(?:er|sie|es|ihn|ihm|ihr|ihre|ihren|ihrem|ihrer|sein|seine|seinen|seinem|seiner|dort|dazu|deren|dessen|hier|anderen?|andere)\b/;

function namesInSentence(sentence: string, order: number, section: string): Candidate[] {
  const out: Candidate[] = [];
  const context = stripMarkdown(sentence);
  const { specialised, plain } = blankFieldsAndOffers(context);
  const push = (name: string, at: number) => {
    if (!name || out.some((c) => c.name === name)) return;
    out.push({ name, context, order: order + at / 1_000_000_000, body: sentence, tone: readTone(clauseAround(specialised, name), section) });
  };
  const { names, boldName } = markedNames(sentence);
  for (const { name, at } of names) push(name, at);
  // A sentence with a bold name is read by its bold names; labels ("**Fazit:**") do not count.
  if (boldName) return out;
  // "**Metzgerei Roth:** Familienbetrieb am Markt, …": what follows a business's name and its colon describes it.
  const described = describedLead(sentence);
  const describes = (before: string) => described !== null && before.trim() === `${described}:`;
  for (const name of enumeratedNames(plain)) {
    const at = Math.max(0, plain.indexOf(name));
    if (!isDescriptionRun(name, plain.slice(0, at), out) && !describes(plain.slice(0, at))) push(name, at);
  }
  // "Hier sind einige Autowerkstätten in Essen:" introduces a list; its words name no business.
  if (!/:\s*$/.test(plain)) pushProseRuns(plain, out, describes, push);
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
 * any name in bold that is no label ("**Fazit:**").
 */
function markedNames(sentence: string): { names: { name: string; at: number }[]; boldName: boolean } {
  const marked = [...sentence.matchAll(BOLD_RE)].map((m) => ({ text: m[2]!, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, bold: true }));
  const links = [...sentence.matchAll(LINK_RE)].map((m) => ({ text: m[1]!, index: m.index ?? 0, end: (m.index ?? 0) + m[0].length, bold: false }));
  const names: { name: string; at: number }[] = [];
  for (const b of [...marked, ...links].sort((x, y) => x.index - y.index)) {
    if (b.bold && isLabel(b.text, sentence.slice(b.end))) continue;
    const name = cleanName(cutAtSeparator(stripMarkdown(b.text)));
    if (!name || (!findPlatform(name) && (namedAsService(sentence.slice(0, b.index)) || namedAsSight(sentence.slice(0, b.index), name)))) continue;
    if (findPlatform(name) || businessScore(name, true, name) >= 3) names.push({ name, at: b.index });
  }
  return { names, boldName: marked.some((b) => !isLabel(b.text, sentence.slice(b.end))) };
}

/** Pushes the capitalised runs of running text that the grammar around them lets stand as names. */
function pushProseRuns(plain: string, out: readonly Candidate[], describes: (before: string) => boolean, push: (name: string, at: number) => void): void {
  const cue = CUE_RE.test(foldGerman(plain));
  const things = classEnumerationNames(plain);
  for (const run of capitalisedRuns(plain)) {
    if (out.some((c) => c.name.includes(run) || run.includes(c.name))) continue;
    if (things.some((t) => t.includes(run) || run.includes(t))) continue;
    const at = Math.max(0, plain.indexOf(run));
    const before = plain.slice(0, at);
    if (describes(before) || isDistanceReference(before, plain.slice(at + run.length))) continue;
    // "ein Abstecher zum Bio-Backhaus Wertach": a description may lead to a name after "zum".
    const led = /\s(?:zum|zur)\s(.+)$/.exec(run)?.[1];
    const ledIsName = led !== undefined && (isStrongProseName(led) || (cue && isPlainProseName(led)));
    const introduced = INTRODUCES_NAME_RE.test(foldGerman(before).trimEnd() + " ") && run.split(" ").length >= 2;
    const isName = isStrongProseName(run) || (cue && isPlainProseName(run)) || (introduced && !nameShape(run).advice);
    // Most runs are plain nouns ("Wartezeiten"): when neither the run nor what it leads to reads as a
    // name, nothing is pushed whatever the grammar around it says, so its costlier checks are skipped.
    if (!isName && !ledIsName) continue;
    if (isDescriptionRun(run, before, out)) {
      if (led !== undefined && ledIsName) push(led, Math.max(0, plain.indexOf(led)));
      continue;
    }
    if (namedAsService(before) || isToolRun(run, before)) continue;
    if (isName) push(run, at);
  }
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
 * Round 14: "die Skigebiete **Wurzeralm** und **Hinterstoder**", "das Naturschutzgebiet **Moosalm**": the noun
 * before a marked name (and before the marked names enumerated with it) is a kind of sight, so the name is
 * one of that kind. The noun is tried as written and without a plural ending ("Skigebiete" → "Skigebiet").
 * @param before the sentence before the name; @param name the marked name
 */
function namedAsSight(before: string, name: string): boolean {
  const lead = before.replace(/(?:(?:\*\*|__)[^*_]+(?:\*\*|__)\s*(?:,|und|oder|sowie)\s*)+$/u, "").trimEnd();
  const noun = /(\p{Lu}\p{Ll}{3,})\s*(?:\*\*|__)?\s*$/u.exec(lead)?.[1];
  if (!noun) return false;
  return [noun, noun.replace(/(?:e|en|n|s)$/, "")].some((n) => isLandmarkName(`${n} ${name}`));
}

/**
 * True when the words before a name call it a platform, portal, app or directory
 * ("die Plattform **Hebammio**", "das Vermittlungsportal Nachbarhelfer"): a service
 * to find businesses, not one to recommend, whether or not platforms.ts knows it.
 */
function namedAsService(before: string): boolean {
  return /(?:plattform|portal|\bapp|suchmaschine|verzeichnis)\s*(?:\*\*|__)?\s*$/.test(foldGerman(before));
}

/**
 * Capitalised runs in prose that name no business by the grammar around them:
 * the owner after a business ("die Praxis Aasee von Jana Berg" – Jana Berg runs
 * it), a description after an indefinite article ("bietet ein Startpaket zum
 * Festpreis"), and a street ("in der Harburger Chaussee").
 */
function isDescriptionRun(run: string, before: string, earlier: readonly Candidate[]): boolean {
  const owner = /\svon\s+$/.exec(before);
  if (owner && earlier.some((c) => before.slice(0, owner.index).trimEnd().endsWith(c.name))) return true;
  const afterIndefinite = /(?:^|\s)[Ee]in(?:e|en|em|er|es)?(?:\s+\p{Ll}\S*)*\s+$/u.test(before);
  // "bei einer Ein-Personen-GmbH": a kind of company named by its legal form, not a company.
  if (afterIndefinite && /^[\p{L}-]+-(?:GmbH|AG|KG|UG|OG)$/u.test(run)) return true;
  // "eine Anfrage-Mail an Dr. Keller": "an" before a person is an addressee; names take "an der"/"am" for a place.
  if (/\san\s+(?:Dr\.|Prof\.|Mag\.|Frau|Herrn?)\s/u.test(run)) return true;
  if (LEGAL_OR_TITLE_RE.test(run)) return false;
  // "die Websites der Ärzte", "die Portfolios der Künstler": a thing of people by their occupation, no business.
  if (isThingOfPeople(run)) return true;
  // "ein Spaziergang zum Alten Kranen", "Ausflug hinauf zur Kaiserpfalz": where an outing leads is a
  // sight, unless a trade word makes it a business ("Abstecher zum Café Kranz").
  if (OUTING_TO_RE.test(foldGerman(before.slice(-100))) && nameShape(run).trades.length === 0) return true;
  if (afterIndefinite) return true;
  // Round 11: "wo viele Weinviertler Heurigen gelistet sind": a quantifier (Duden-Grammatik's
  // indefinite numerals) counts a kind of business, it never stands before one business's name.
  if (/(?:^|\s)(?:viele|einige|mehrere|manche|zahlreiche|etliche|alle|sämtliche|unzählige|wenige)\s+$/iu.test(before)) return true;
  // Round 13: "weitere Cafés am Ufer", "andere Werkstätten": more of a kind, never one business.
  if (/(?:^|\s)(?:weitere|weiteren|andere|anderen|verschiedene|diverse|ein paar)\s+$/iu.test(before)) return true;
  if (isBareNounPhrase(run, before)) return true;
  // "für ihre klare Einschätzung der Erfolgsaussichten": what a business has, not which one.
  if (/(?:^|\s)(?:sein|seine|seinen|seinem|seiner|ihr|ihre|ihren|ihrem|ihrer|deren|dessen|unser|unsere)(?:\s+\p{Ll}\S*)*\s+$/u.test(before.slice(-80))) return true;
  // "Lea Geissbühler ist Fachanwältin SAV Arbeitsrecht": a person's job after "ist", not a business.
  if (/\b(?:ist|sind|war|wurde|wird)\s+$/.test(before) && isPersonJobWord(run.split(" ")[0]!)) return true;
  return STREET_END_RE.test(run) && nameShape(run).trades.length === 0;
}

/**
 * "zehn Minuten von der Altstadt am Hafen entfernt", "nur 300 m vom Bahnhof Nord entfernt": what a
 * distance is measured from is a reference point, not a recommendation (German's "<Maß> von … entfernt").
 * @param before the clause before the run; @param after the text after it
 */
function isDistanceReference(before: string, after: string): boolean {
  return /^\s*(?:\p{Ll}+\s+){0,2}entfernt\b/u.test(after) && DISTANCE_FROM_RE.test(foldGerman(before.slice(-80)));
}

/** A measure of distance or travel time and "von"/"vom" with its article, right before a run. */
const DISTANCE_FROM_RE =
  /\b(?:\d+(?:[.,]\d+)?|ein\w*|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|zwanzig|dreissig|wenige\w*|paar|halbe\w*)\s+(?:\w+\s+)?(?:minuten|gehminuten|fahrminuten|autominuten|stunden?|km|kilometer|m|meter|schritte)\s+(?:\w+\s+)?(?:von der|von dem|von den|vom|von)\s+$/;

/** An outing and the word that leads to its goal, the run following ("Spaziergang danach zum", "Radtour hinüber nach"). */
const OUTING_TO_RE = /\b(?:spaziergang|spazieren|ausflug|abstecher|wanderung|bummel|rundgang|radtour)\b[^.;:!?]*\b(?:zum|zur|nach|ins|durch die|durch den|durch das)\s+$/;

/** People named by their occupation or role in the plural ("Künstler", "Ärzte", "Kundinnen"): folded endings. */
const PEOPLE_PLURAL_RE = /(?:ler|ner|innen|leute|kunden|gaeste|eltern|patienten|mandanten|aerzte|anwaelte|therapeuten|mitglieder|besucher|nutzer)$/;

/** "Portfolios der Künstler", "Preise der Anwälte": one noun and a genitive plural of people, not a name. */
function isThingOfPeople(run: string): boolean {
  const m = /^(\p{Lu}[\p{L}-]+)\s+der\s+(\p{Lu}\p{L}+)$/u.exec(run);
  return m !== null && !isTradeToken(nameTokens(m[1]!).join("")) && PEOPLE_PLURAL_RE.test(foldGerman(m[2]!));
}

/**
 * A noun phrase without an article, which German uses for plurals and things, never
 * for a business's name: after an adjective with no determiner before it ("hat ruhige
 * Zimmer zur Altstadt"), or a place's adjective with a noun ("mit Tessiner Produkten").
 */
function isBareNounPhrase(run: string, before: string): boolean {
  const words = run.split(" ");
  if (words.length === 2 && isPlaceAdjectiveWord(words[0]!) && nameShape(words[1]!).trades.length === 0) return true;
  // The two words before the run; only an inflected adjective after a non-determiner makes a bare phrase.
  if (!/\p{Ll}[enrsm]\s+$/u.test(before)) return false;
  const [word, adjective] = before.slice(-60).trim().split(/\s+/).slice(-2);
  if (!word || !adjective || !/^\p{Ll}+$/u.test(adjective) || !isInflectedAdjective(foldGerman(adjective))) return false;
  return !BARE_PHRASE_DETERMINERS.has(foldGerman(word).toLowerCase());
}

/** Words before an adjective that make the phrase after it a definite one ("das ruhige Hotel Rose"). */
const BARE_PHRASE_DETERMINERS = new Set([
  "der", "die", "das", "den", "dem", "des", "ein", "eine", "einen", "einem", "einer", "eines", "im", "am", "zum", "zur",
  "beim", "vom", "ins", "ans", "sein", "seine", "ihr", "ihre", "unser", "unsere", "dieser", "diese", "dieses", "diesen",
]);

/**
 * The end of a street name (German, Austrian and Swiss usage): a street word of its
 * own ("Wandsbeker Chaussee", "Am Neuen Weg") or an unmistakable compound
 * ("Lindenstraße"); short endings inside a word are surnames too ("Hering").
 */
const STREET_END_RE = /(?:^|\s)(?:straße|strasse|str\.|weg|allee|gasse|ring|platz|damm|ufer|chaussee|steig|zeile|promenade)$|(?:stra(?:ss|ß)e|allee|gasse|chaussee|promenade)$/i;

/** The clause of a sentence that holds a name, for its tone ("A ist gut; B gibt es nicht mehr"). */
function clauseAround(sentence: string, name: string): string {
  const at = sentence.indexOf(name);
  if (at < 0) return sentence;
  const boundary = /;|,\s(?=aber|doch|jedoch|während|wobei|dagegen|hingegen|dafür|stattdessen)|\s[–—]\s(?=[a-zäöü])/g;
  let start = 0;
  let end = sentence.length;
  for (const m of sentence.matchAll(boundary)) {
    const i = m.index ?? 0;
    if (i < at) start = i;
    // "… wird oft genannt – sie nimmt aber keine neuen Kunden": a pronoun carries the clause on.
    else if (i >= at + name.length && !CONTINUES_RE.test(sentence.slice(i + m[0].length)) && !(/[–—]/.test(m[0]) && POINTS_THERE_RE.test(sentence.slice(i + m[0].length)))) {
      end = i;
      break;
    }
  }
  return sentence.slice(start, end);
}

/**
 * "… die Praxis X – wie lange die Wartezeit dort ist, weiß ich nicht": after a dash, a clause
 * that points back to the place just named ("dort") still speaks of it, wherever the word stands.
 */
const POINTS_THERE_RE = /^[^;–—]*\bdort\b/;

/** A clause that goes on about the business just named: it starts with a pronoun for it. */
const CONTINUES_RE = /^\s*(?:aber |doch |jedoch |allerdings )?(?:(?:sie|er|es|dort|diese|dieser|hier)\s|(?:die|der)\s+\p{Ll})/u;

/** Runs of capitalised words in a sentence, without openers ("Die Praxis am Rosenhof" -> "Praxis am Rosenhof"). */
function capitalisedRuns(sentence: string): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  const runs: string[] = [];
  let run: string[] = [];
  const flush = () => {
    // Every word outside a run flushes; an empty run names nothing (and cleanName("") would still run its patterns).
    if (run.length === 0) return;
    while (run.length > 0 && isRunOpener(run[0]!, run[1])) run.shift();
    while (run.length > 0 && RUN_CONNECTORS.has(run[run.length - 1]!.toLowerCase())) run.pop();
    // "die Steuerberaterin Mag. Petra Hödl": a job before a title describes the person; the name starts at the title.
    if (run.length > 2 && isPersonJob(run[0]!) && /^(dr|prof|mag|dipl|ing|lic)\.$/i.test(run[1]!)) run.shift();
    const name = cleanName(run.join(" "));
    if (name) runs.push(name);
    run = [];
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    const bare = w.replace(/[,;:.!?)"“”]+$/, "");
    const ends = bare !== w && !/^(dr|st|co|prof|med|dent|vet|mag|ing|lic|iur|e\.k)\.$/i.test(w);
    // "(KSW)", "(VDIV)": an abbreviation in brackets belongs to no name.
    if (w.startsWith("(")) {
      flush();
      continue;
    }
    if (isCapitalised(bare) && !PRONOUNS.has(foldGerman(bare))) run.push(ends ? bare : w.replace(/[,;:!?)"“”]+$/, ""));
    else if (run.length > 0 && RUN_CONNECTORS.has(bare.toLowerCase()) && isCapitalised(words[i + 1] ?? "")) run.push(bare);
    else if (run.length > 0 && isKindForSubject(run[run.length - 1]!, bare, words[i + 1] ?? "")) run.push(bare);
    else if (run.length > 0 && /^(dr|st|prof|med|dent|vet|iur)\.$/i.test(w)) run.push(w);
    else {
      flush();
      continue;
    }
    if (ends) flush();
  }
  flush();
  return runs;
}

/**
 * "Praxis für Psychotherapie Neuenheim", "Zentrum für Zahnmedizin", "Institut für
 * Logopädie": a practice, centre or institute followed by "für" and a field (German
 * fields end in -ie, -ik, -in: Therapie, Akustik, Medizin) is one name; unlike
 * "Studios für Einsteiger", "Versicherung für Schäden".
 */
function isKindForSubject(previous: string, word: string, next: string): boolean {
  if (!/^f(?:ü|ue)r$/i.test(word) || !isCapitalised(next)) return false;
  const kind = nameTokens(previous)[0] ?? "";
  const field = nameTokens(next)[0] ?? "";
  return FIELD_KINDS.has(kind) && /(?:ie|ik|in)$/.test(field);
}

/** Kinds of business that name themselves by their field ("Praxis für …", "Zentrum für …"). */
const FIELD_KINDS = new Set(["praxis", "zentrum", "institut", "kanzlei", "klinik", "schule", "akademie", "studio", "atelier", "gemeinschaftspraxis"]);

/** A trade word for a person, not a practice: "Steuerberaterin", "Zahnarzt", "Physiotherapeut" (not "Praxis", "Kanzlei"). */
function isPersonJob(word: string): boolean {
  const token = nameTokens(word)[0] ?? "";
  return isTradeToken(token) && /(?:arzt|aerztin|anwalt|anwaeltin|therapeut|therapeutin|notar|notarin|er|erin)$/.test(token);
}

/**
 * Words that open a run but belong to no name: articles, sentence openers, adjectives ("Empfehlenswerte", "Gemütliche"), numbers,
 * and participles before the noun they modify (`next`, the word after).
 */
function isRunOpener(word: string, next?: string): boolean {
  const folded = foldGerman(word);
  if (RUN_OPENERS.has(folded) || PRONOUNS.has(folded) || /^\d+$/.test(folded)) return true;
  // Inflected adjectives: "Gute", "Beliebte", "Empfehlenswerte", "Gemütliche".
  const inflected = /(e|en|er|es|em)$/.test(folded);
  // A participle modifies the noun right after it ("Gebrauchte Umzugskartons"; not "Gehminuten vom …").
  if (inflected && next !== undefined && /^\p{Lu}\p{Ll}/u.test(next) && isInflectedParticiple(folded)) return true;
  return inflected && (LABEL_WORDS.has(folded) || ADJECTIVE_SUFFIX_RE.test(folded.replace(/(e|en|er|es|em)$/, "")));
}

/**
 * Round 14: a past participle used as an adjective ("Gebrauchte", "Eingetragene", "Zertifizierten",
 * "Ausgebildete"): "ge-" (after a separable prefix of up to six letters), a stem, "-t" or "-en", and an
 * adjective's ending. It describes the noun after it; a name does not start with it.
 * @param folded the word, folded
 */
function isInflectedParticiple(folded: string): boolean {
  return /^(?:[a-z]{0,6}ge[a-z]{2,}(?:t|en)|[a-z]{3,}iert)(?:e|en|er|es|em)$/.test(folded) && !/^(?:gelbe|gesunde|gerade|genaue|geheime|gemeinsame|gemuetliche)/.test(folded);
}

/** A name with a trade word and a proper name, or a title or legal form ("Physio Lechviertel", "Praxis Dr. Lenz"). */
function isStrongProseName(name: string): boolean {
  const shape = nameShape(name);
  if (shape.advice || shape.labelsOnly || shape.proper.length === 0 || shape.tokens.length > 6 || isPhraseNotName(name)) return false;
  return shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(name);
}

/** In a recommending sentence: two or more proper words ("Pho Saigon", "Little Hanoi"). */
function isPlainProseName(name: string): boolean {
  const shape = nameShape(name);
  if (shape.advice || shape.labelsOnly || shape.tokens.length > 6 || isPhraseNotName(name)) return false;
  if (shape.proper.length >= 2 || (shape.proper.length >= 1 && shape.trades.length > 0)) return true;
  // A brand and its town ("Kornblume Bamberg"): businesses name themselves so; a place alone is set apart later.
  const words = name.split(/\s+/);
  return words.length === 2 && shape.proper.length === 1 && isPlaceName(words[1]!);
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
  if (runs[0] && isClassEnumeration(parts[0]!, runs[0])) return [];
  // Two clear business names make the sentence an enumeration of businesses; then
  // a plain proper name among them ("TheraPlus Köln") counts too. Platforms do not
  // make it one ("direkt beim Platz oder über Pincamp bzw. Camping.info").
  // Round 13: nor do bodies and other kinds that are no business ("bei der Zahnärzte-Gesellschaft
  // SSO, Sektion St. Gallen"), so the plain words beside them ("Unterlagen") are read as words.
  const clear = runs.filter((n) => isProseBusinessName(n) && !INSTITUTION_RE.test(foldGerman(n)) && !isNoBusinessByKind(n));
  if (clear.length < 2) return [];
  if (clear.filter((n) => !findPlatform(n)).length < 2) return clear;
  return runs.filter((n) => isProseBusinessName(n) || isPlainProperName(n));
}

/**
 * The object of a specialisation ("sich auf Late Talker und Mundmotorik spezialisiert",
 * "mit Schwerpunkt auf Kiefergelenk und Schnarchen"): a business's field, never a business.
 */
const SPECIALITY_RE = /\bsich\s+auf\s+[^,;.]*?(?=\s+(?:spezialisiert|konzentriert|fokussiert)\b)|\b(?:spezialisiert|schwerpunkte?|fokus|konzentriert)\s+auf\s+[^,;.]*/gi;

/**
 * The object of a relative clause that says what a business offers or sells (", das auch Yin
 * Yoga und Kurse für Schwangere anbietet", ", die Brot aus dem Holzofen verkauft"): German puts
 * the verb last, so everything between the relative pronoun and that verb is the offer.
 */
const OFFER_RE =
  /(,\s+(?:das|die|der|welches|welche|welcher)\s)[^,;.:]*?(?=\s(?:anbietet|anbieten|bietet|bieten|verkauft|verkaufen|unterrichtet|unterrichten|im (?:angebot|programm|sortiment) (?:hat|haben|führt|führen))\b)/gi;
const OFFER_VERB_RE = /\b(?:anbietet|anbieten|bietet|bieten|verkauft|verkaufen|unterrichtet|unterrichten|angebot|programm|sortiment)\b/i;

/** The names of an enumeration of things of a class ("drei Burgen A, B und C"), none when it is no such enumeration. */
function classEnumerationNames(sentence: string): string[] {
  // Most sentences count nothing: a cheap look before splitting.
  if (!COUNTED_PLURAL_RE.test(sentence)) return [];
  const plain = sentence.replace(/\s*\([^)]*\)/g, "").replace(/[.!?:]+$/, "");
  const parts = plain.split(ENUM_SPLIT_RE);
  if (parts.length < 2) return [];
  const first = trailingRun(parts[0]!.trim().split(/\s+/));
  if (!first || !isClassEnumeration(parts[0]!, first)) return [];
  return parts.slice(1).map((part) => leadingRun(part.trim().split(/\s+/))).filter((n): n is string => n !== null).concat(first);
}

/** Counting words before a plural ("die drei Burgen", "beiden Seen"), folded; one list for both tests below. */
const COUNT_WORDS = String.raw`\d{1,2}|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|beiden|mehreren|einigen|vielen`;
/** A counted plural anywhere in a sentence as written ("fünf" unfolded too): the cheap look before splitting. */
const COUNTED_PLURAL_RE = new RegExp(String.raw`(?:^|\s)(?:fünf|${COUNT_WORDS})\s+\p{Lu}`, "iu");
const COUNT_WORD_RE = new RegExp(`^(?:${COUNT_WORDS})$`);

/**
 * "wegen der drei Burgen Castelgrande, Montebello und Sasso Corbaro": an enumeration
 * whose first name follows a counted plural noun that is no business kind names
 * things of that class (castles, lakes, churches), not businesses. A counted kind of
 * business ("die beiden Praxen Dr. A und Dr. B") or a name with a trade word is one.
 * @param firstPart the text up to the first separator; firstRun the name it ends with
 */
function isClassEnumeration(firstPart: string, firstRun: string): boolean {
  const words = firstRun.split(" ");
  const at = firstPart.lastIndexOf(firstRun);
  const before = foldGerman(firstPart.slice(0, Math.max(0, at)).trim().split(/\s+/).pop() ?? "");
  if (words.length < 2 || !COUNT_WORD_RE.test(before)) return false;
  const head = foldGerman(words[0]!);
  if (!/^\p{Lu}/u.test(words[0]!) || !/(?:en|er|n)$/.test(head)) return false;
  return !isTradeToken(head) && !isTradeCompound(head) && !LABEL_WORDS.has(head) && nameShape(words.slice(1).join(" ")).trades.length === 0;
}

function trailingRun(words: string[]): string | null {
  let start = words.length;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (PRONOUNS.has(foldGerman(w)) || (i < words.length - 1 && /[;:]$/.test(w))) break;
    if (isCapitalised(w)) start = i;
    else if (NAME_CONNECTORS.has(w.toLowerCase()) && start === i + 1) continue;
    else break;
  }
  while (start < words.length && (NAME_CONNECTORS.has(words[start]!.toLowerCase()) || isRunOpener(words[start]!, words[start + 1]))) start++;
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
    if (/[;:]$/.test(w)) break;
  }
  // "… die auch Professionelle Zahnreinigung anbietet": an adjective opens no name.
  while (run.length > 0 && isRunOpener(run[0]!, run[1])) run.shift();
  return cleanName(run.join(" ")) || null;
}

function isProseBusinessName(name: string): boolean {
  if (findPlatform(name)) return true;
  const shape = nameShape(name);
  if (shape.advice || shape.labelsOnly || shape.proper.length === 0 || shape.tokens.length > 6 || isPhraseNotName(name)) return false;
  return shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(name) || shape.proper.length >= 2;
}

function isPlainProperName(name: string): boolean {
  const shape = nameShape(name);
  return !shape.advice && !shape.labelsOnly && shape.proper.length > 0 && shape.tokens.length <= 6 && !BARE_DOMAIN_RE.test(name) && !isPhraseNotName(name);
}

const TRAILING_PUNCTUATION = '.!?"“”„';

/** Platforms named in running text ("… über Lieferando und Wolt", "auf Google Maps"). */
function platformsNamedInText(text: string): string[] {
  const found: string[] = [];
  const add = (name: string) => {
    if (!found.includes(name)) found.push(name);
  };
  const matches: { word: string; at: number }[] = [];
  for (const m of text.matchAll(/[^\s,;:()[\]*_|]+/g)) {
    // Most words end in a letter: the pattern for trailing punctuation runs only on those that do not.
    const word = TRAILING_PUNCTUATION.includes(m[0].at(-1)!) ? m[0].replace(/[.!?"“”„]+$/, "") : m[0];
    if (word) matches.push({ word, at: m.index });
  }
  const words = matches.map((m) => m.word);
  for (let i = 0; i < words.length; i++) {
    // "Google- und Tripadvisor-Bewertungen": a hyphen left hanging takes the last part of the compound it is paired with.
    // The cheap hyphen tests first: most words have none, and the Unicode patterns cost per word of the answer.
    const hanging =
      words[i]!.endsWith("-") && /^\p{Lu}[\p{L}\d]+-$/u.test(words[i]!) && /^(?:und|oder|sowie)$/.test(words[i + 1] ?? "") ? /-(\p{L}+)$/u.exec(words[i + 2] ?? "")?.[1] : undefined;
    const word = hanging ? words[i]! + hanging : words[i]!;
    const hyphenated = word.includes("-");
    // "Google-Bewertungen" is a name of its own (Google Maps) before its head ("Google").
    const whole = hyphenated && /^\p{L}[\p{L}\d]*(?:-[\p{L}\d]+)+$/u.test(word) ? findPlatform(word) : null;
    if (whole) {
      add(whole.name);
      continue;
    }
    if (!mayStartPlatformName(words[i]!) || hanging) {
      const platform = hyphenated ? platformHeadingCompound(word) : null;
      if (platform) add(platform.name);
      continue;
    }
    const named = platformPhraseAt(text, matches, i);
    if (named) {
      add(named.name);
      i += named.words - 1;
    }
  }
  return found;
}

/**
 * "Jameda-Note", "Tripadvisor-Bewertungen": a platform heading a compound. In a compound of
 * three or more parts the first two may be the platform ("Google-Maps-Eintrag"); a platform
 * whose name is also a word or a given name ("Otto", "Herold") is there the first part of a
 * person's name ("Otto-Dix-Haus", "Otto-Wagner-Spital"); a brand ("Falstaff-Café-Guide") is not.
 */
function platformHeadingCompound(word: string): ReturnType<typeof findPlatform> {
  const head = /^(\p{Lu}[\p{L}\d]+)-\p{L}/u.exec(word)?.[1];
  if (!head) return null;
  const parts = word.split("-");
  if (parts.length <= 2) return findPlatform(head);
  return findPlatform(parts.slice(0, 2).join(" ")) ?? (isBrandInLowerCase(head) ? findPlatform(head) : null);
}

/**
 * The platform whose name of one to four words starts at word `i` of the text, the longest
 * first, with the number of words it takes; null when none does.
 */
function platformPhraseAt(text: string, matches: readonly { word: string; at: number }[], i: number): { name: string; words: number } | null {
  // "Betreut viele Freiberufler": a platform's name that is also a word is capitalised as a word at a sentence's start.
  const startsSentence = () => /(?:^|[.!?:\n])[\s*_"„(]*$/.test(text.slice(Math.max(0, matches[i]!.at - 12), matches[i]!.at));
  for (let n = Math.min(4, matches.length - i); n >= 1; n--) {
    // "Google.\n\n### 2.": markup after a name ("###", "2.") is no word of it.
    if (n > 1 && !/[\p{L}\d]/u.test(matches[i + n - 1]!.word)) continue;
    const phrase = matches.slice(i, i + n).map((m) => m.word).join(" ");
    if (!/^[\p{L}\d]/u.test(phrase)) continue;
    const platform = findPlatform(phrase);
    if (!platform) continue;
    // Only the word of a platform named otherwise ("Betreut" for "Betreut.de"); "Google" is Google anywhere.
    const asWord = n === 1 && phrase !== platform.name && !phrase.includes(".") && !isBrandInLowerCase(phrase);
    if (asWord && startsSentence()) continue;
    if (n > 1 || /^[\p{Lu}\d]/u.test(phrase) || phrase.includes(".") || phrase === platform.name || isBrandInLowerCase(phrase)) {
      const reviews = platform.reviewsOn !== undefined && n === 1 && speaksOfReviews(text.slice(0, matches[i]!.at));
      return { name: reviews ? platform.reviewsOn! : platform.name, words: n };
    }
  }
  return null;
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

function hostLabelCompact(host: string): string {
  const label = host.split(".").slice(-2, -1)[0] ?? host;
  return nameTokens(label.replace(/-/g, " ")).filter((t) => !isFunctionWord(t)).join("");
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

// ---------------------------------------------------------------------------
// Notes, own-site citations, short forms, tools (round 5, fourth blind corpus)
// ---------------------------------------------------------------------------

/**
 * Businesses in the notes under a heading that is no business itself ("### Gut zu
 * wissen" over "* **Hinweis:** Die Praxis **Physio am Hafen** hat 2024 geschlossen"):
 * each note is read like running text, its leading label dropped. Under a heading
 * that names a business the notes are that business's details and name no other.
 * @returns candidates ordered right after the heading
 */
function noteCandidates(blocks: readonly Block[], places: readonly string[]): Candidate[] {
  const out: Candidate[] = [];
  for (const block of blocks) {
    if (block.kind !== "heading" || !block.notes) continue;
    const named = blockName(block, places);
    if (named && named.name && businessScore(named.name, named.bold, block.body) >= 0) continue;
    const section = stripMarkdown(block.md);
    block.notes.forEach((note, i) => {
      const rest = note.trim().replace(/^(\*\*|__)[^*_]{1,60}\1\s*:?\s*|^[^*_:\s][^*_:]{0,40}:\s+/, "");
      for (const { sentence, index } of splitSentences(rest)) {
        // "Mit Verordnung „Hausbesuch“ …": a term in quotes is no name.
        out.push(...namesInSentence(sentence, block.order + (i + 1) / 1000 + index / 10_000_000, section).filter((c) => !/\s[„"“]/.test(c.name)));
      }
    });
  }
  return out;
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

/** "arbeitet … mit", "nutzt": what follows is a tool or software ("DATEV Unternehmen online"), not a business. */
const TOOL_USE_RE = /\b(?:arbeitet|arbeiten|rechnet|rechnen)\b[^,.;:]{0,40}\bmit\s*$|\b(?:nutzt|nutzen|verwendet|verwenden)(?:\s+\S+){0,2}\s*$/;

/** A run named as the tool a business works with; a run with a trade word ("mit der Kanzlei Berger") is a business. */
function isToolRun(run: string, before: string): boolean {
  return nameShape(run).trades.every((t) => LABEL_WORDS.has(t)) && TOOL_USE_RE.test(foldGerman(before));
}

/**
 * "Google" beside "Google Maps": assistants say "bei Google" for the ratings on
 * Google Maps, so the two are one source, reported once as Google Maps at the
 * place of the first.
 */
function mergeGoogleIntoMaps(platforms: string[]): void {
  const google = platforms.indexOf("Google");
  const maps = platforms.indexOf("Google Maps");
  if (google < 0 || maps < 0) return;
  if (google < maps) platforms[google] = "Google Maps";
  platforms.splice(google < maps ? maps : google, 1);
}

// ---------------------------------------------------------------------------
// The owner named instead of the business (round 6)
// ---------------------------------------------------------------------------

/** "Dr. med. Jonas Wendland", "Mag. Eva Haider": a title and one to three name words, no trade word. */
function isTitledPerson(name: string): boolean {
  const words = name.split(/\s+/);
  const titles = words.filter(isTitleWord).length;
  const rest = words.length - titles;
  return titles > 0 && rest >= 1 && rest <= 3 && nameShape(name).trades.length === 0;
}

/**
 * A person's list item that names the visitor's practice in its description ("**Dr. med.
 * Jonas Wendland** – Orthopäde in der Praxis am Schillerplatz" for "Orthopädie am
 * Schillerplatz"): the person is the practice's doctor, the item is the practice's.
 */
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

function descriptionNamesTarget(c: Candidate, targetKey: NameKey): boolean {
  const description = stripMarkdown(c.body.split("\n")[0] ?? "").slice(c.name.length);
  // A name of two or more words: one word ("Katzen") may merely share a stem with the target's.
  return capitalisedRuns(description).some((run) => run.includes(" ") && isStrongProseName(run) && namesMatch(targetKey, nameKey(run)));
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
