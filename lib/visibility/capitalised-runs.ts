/**
 * The name-like stretches of running text. German capitalises every noun, so a name is a run
 * of capitalised words (with connectors such as "am", "zur", "&") once the articles, openers,
 * adjectives and participles before it are dropped; and enumerations ("A, B und C") name
 * businesses when at least two of their parts clearly do, but things of a counted class
 * ("die drei Burgen A, B und C") when a counted plural noun stands before them.
 */
import { cleanName } from "./candidate";
import { ABSTRACT_NOUN_SUFFIX_RE, ADJECTIVE_SUFFIX_RE, isPlainProperName, isProseBusinessName, LABEL_WORDS, nameShape } from "./name-shape";
import { foldGerman, isTradeToken, isTradeWord, nameTokens } from "./names";
import { isLandmarkName } from "./landmarks";
import { isNoBusinessByKind } from "./non-businesses";
import { findPlatform } from "./platforms";
import { isPersonJobWord, isTitleWord } from "./persons";
import { INSTITUTION_RE } from "./set-apart";

const ENUM_SPLIT_RE = /,\s+|\s+(?:und|sowie|oder|bzw\.)\s+/;

/** Round 16: "und" before a partnership word joins the firm's name ("Vogel und Söhne", "Krause und Partner"). */
const PARTNERSHIP_UND_RE = / und (?=(?:Söhne|Sohn|Töchter|Partner|Partnerin|Kollegen|Co\.?)(?![\p{L}]))/gu;
/** Stands for the joining "und" while the enumeration is split (a word joiner, no whitespace). */
const JOINED_UND = "\u2060und\u2060";

/** Capitalised words that start no name ("… würde ich Ihnen Hanse Solartechnik …"). */
const PRONOUNS = new Set(["sie", "ihnen", "ihr", "ihre", "ihrer", "ich", "wir", "es", "man", "uns", "euch", "du", "dir", "dich"]);

const NAME_CONNECTORS = new Set(["am", "an", "der", "den", "dem", "des", "von", "vom", "zum", "zur", "zu", "im", "&", "und", "+", "by"]);

/**
 * Lower-case words that may join the words of a name in running text ("Praxis am Rosenhof", "Beisl zur Goldenen Gans").
 * Round 35: not "an", which before a capitalised word joins a verb's object ("Räume an Yogalehrende vermieten"); a name
 * places itself "an der" or "an dem". Round 49: "vulgo" before an Austrian farm's house name ("der Hofladen vulgo Stocker").
 * Round 66: "mobil" inside a service's name that comes to the client ("das Angebot von Physio mobil Napfbergland"), as
 * name-shape.ts's connectors read it in a list item.
 */
export const RUN_CONNECTORS = new Set(["am", "zum", "zur", "&", "+", "by", "vulgo", "mobil"]);

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
  // Round 35: verbs that open a sentence describing the business its heading names ("Verbindet Physiotherapie, Ergotherapie
  // und …", "Bietet Rehasport an"); a name never opens with one.
  "bietet", "verbindet", "vereint", "kombiniert", "liegt", "punktet", "ueberzeugt", "betreibt", "serviert", "verkauft",
  // Round 59: more verbs of what a business does ("Übernimmt Buchhaltung, Lohnwesen …", "Betreut vor allem …").
  "uebernimmt", "arbeitet", "betreut", "behandelt", "fertigt", "repariert", "erledigt", "liefert", "backt", "schneidet",
  // Round 37: "meines Wissens", "unseres Wissens" (Duden: meines Wissens, soviel ich weiß) say how sure the writer is.
  "wissens",
  // Round 68: the polite possessive in its other cases ("eine Verordnung Ihres Hausarztes"), relative and interrogative
  // determiners ("Deren Namen kenne ich nicht", "Welches Auto fährst du?"): they open a noun phrase, never a name.
  "ihres", "ihrem", "ihren", "deren", "dessen", "welches", "welchen", "welchem",
  // Round 73: a finite verb opening a sentence as a condition or a question ("Kommen Lohnadministration für mehrere
  // Angestellte … hinzu, wird es mehr", "Braucht Ihr Hund …?"): a name never opens with one.
  "kommen", "kommt", "faellt", "fallen", "gibt", "braucht", "brauchen", "muss", "muessen", "sollte", "sollten", "wird",
  "werden", "sind", "ist", "hat", "haben",
  // Round 73: "Mehr Restaurants anzeigen" under Google's map cards: "mehr" opens a phrase of quantity, never a name.
  "mehr",
]);

/** Nouns of relation in place phrases with a genitive ("am Fuß des …", "am Rand der …", "am Ende der …"), folded. */
const RELATION_NOUNS = new Set(["fuss", "fusse", "rand", "rande", "ende", "anfang", "beginn", "eingang", "ausgang", "mitte", "spitze", "saum", "ufer"]);

/** Round 19: nouns of idioms with "zur"/"zum" ("zur Verfügung stellen", "zur Auswahl stehen", "zum Einsatz kommen"), folded. */
const IDIOM_NOUNS = new Set([
  "verfuegung", "auswahl", "seite", "einsatz", "verkauf", "miete", "probe", "sprache", "geltung", "kenntnis", "ruhe", "hand",
  "glueck", "schluss", "teil", "abholung", "ansicht", "besichtigung", "buchung", "reparatur", "vermietung", "anwendung",
  // Round 63: "wenn die Fußpflege zum Problem wird" (Duden: zum Problem werden).
  "problem",
]);

/**
 * Set phrases of a preposition and a noun, by preposition, the nouns folded: the noun belongs to the phrase, not to the
 * capitalised words around it. Idioms with "zur"/"zum" (round 19) and, round 49, phrases used as adverbs ("bei Bedarf",
 * "auf Wunsch", "nach Absprache", "im Notfall": "bei Bedarf Blutbild, Röntgen und Ultraschall" enumerates services, the
 * first of them "Blutbild"); round 50: "am Ende".
 */
const SET_PHRASES: ReadonlyMap<string, ReadonlySet<string>> = new Map([
  ["zur", IDIOM_NOUNS],
  ["zum", IDIOM_NOUNS],
  ["bei", new Set(["bedarf"])],
  ["auf", new Set(["wunsch", "anfrage", "nachfrage", "bestellung", "vorbestellung"])],
  ["nach", new Set(["absprache", "ruecksprache", "vereinbarung", "bedarf", "wunsch", "terminvereinbarung", "voranmeldung"])],
  ["im", new Set(["notfall", "voraus", "zweifel"])],
  // Round 50: "dass das Auto am Ende ist" (Duden: am Ende sein), "am Anfang", "am Schluss".
  ["am", new Set(["ende", "anfang", "schluss"])],
  // Round 64: "in der Regel Physiotherapie", "erhalten Sie in der Regel den Lohnausweis" (Duden: in der Regel, meistens).
  ["der", new Set(["regel"])],
  // Round 69: "Der Ort nennt sich nicht ohne Grund Schreinerdorf" (Duden: nicht ohne Grund), "Pickerl oft ohne Termin möglich".
  ["ohne", new Set(["grund", "termin", "voranmeldung", "anmeldung"])],
]);

/** True when a preposition and a noun as written make one of {@link SET_PHRASES} ("auf Wunsch", "zur Verfügung"). */
export function isSetPhrase(preposition: string, noun: string): boolean {
  return SET_PHRASES.get(preposition.toLowerCase())?.has(foldGerman(noun).toLowerCase()) ?? false;
}

/** "Arzt", "Ärztin" and their compounds ("Hausarzt", "Tierärztin"), folded. */
const DOCTOR_RE = /^\p{L}*(?:arzt|aerztin)$/u;

/** Nouns that introduce a quoted designation ("den Titel „…“", "das Gütesiegel „…“", "das Stichwort „…“"), folded. */
const DESIGNATION_NOUNS = new Set([
  "titel", "bezeichnung", "berufsbezeichnung", "siegel", "guetesiegel", "label", "zertifikat", "zertifizierung", "auszeichnung",
  "praedikat", "begriff", "suchbegriff", "stichwort", "zusatz", "kategorie", "rubrik", "filter", "schlagwort",
  // Round 50: works and their titles ("den Ratgeber „Testament und Erbfolge …“", "die Broschüre „Bauen im Bestand“").
  "ratgeber", "buch", "fachbuch", "handbuch", "leitfaden", "broschuere", "studie", "artikel", "beitrag", "podcast",
  // Round 73: a sign, a plaque or a sticker and what it reads ("das Schild „Meisterbetrieb der Kfz-Innung“").
  "schild", "plakette", "aufkleber", "logo", "emblem",
]);

/** The characters {@link capitalisedRuns} strips from a word's end. */
const RUN_END_PUNCTUATION = ',;:.!?)"“”';

/** A word that starts with a capital or a digit, after an opening quote or bracket. */
export function isCapitalised(word: string): boolean {
  // Most words start with an ASCII letter: its case answers without the Unicode pattern.
  const c = word.charCodeAt(0);
  if (c >= 0x61 && c <= 0x7a) return false;
  if ((c >= 0x41 && c <= 0x5a) || (c >= 0x30 && c <= 0x39)) return true;
  return /^[„"(]?[\p{Lu}\d]/u.test(word);
}

/** Runs of capitalised words in a sentence, without openers ("Die Praxis am Rosenhof" -> "Praxis am Rosenhof"). */
export function capitalisedRuns(sentence: string): string[] {
  const words = sentence.split(/\s+/).filter(Boolean);
  const runs: string[] = [];
  let run: string[] = [];
  const flush = () => {
    // Every word outside a run flushes; an empty run names nothing (and cleanName("") would still run its patterns).
    if (run.length === 0) return;
    while (run.length > 0 && isRunOpener(run[0]!, run[1])) run.shift();
    // Round 19: "stellen die Bergführer zur Verfügung", "stehen drei Räder zur Auswahl": "zur"/"zum" and a noun of an
    // idiom are the verb's phrase, not a place in a name ("Gasthof zur Post").
    // Round 50: any set phrase at the run's end, its preposition in lower case ("das Auto am Ende ist"; "Restaurant Am Ende
    // der Welt" is a name).
    const preposition = run[run.length - 2] ?? "";
    if (run.length >= 3 && (/^zu[rm]$/i.test(preposition) || /^\p{Ll}/u.test(preposition)) && isSetPhrase(preposition, run[run.length - 1]!)) run = run.slice(0, -2);
    while (run.length > 0 && RUN_CONNECTORS.has(run[run.length - 1]!.toLowerCase())) run.pop();
    // Round 67: "die Kette Veloplus Filialen in der Region": the branches a chain has follow its name; no name ends on them.
    if (run.length >= 2 && /^Filialen?$/.test(run[run.length - 1]!)) run.pop();
    // Round 19: "den Titel „Fachanwalt für Arbeitsrecht“", "das Siegel „Meisterbetrieb“": a designation and the
    // quoted words it introduces are a title, a label or a term, no business. Round 68: so are a doctor and the quoted words
    // the doctor writes ("kann der Arzt „Hausbesuch“ ankreuzen"): a practice is named by its kind or the doctor's name.
    if (run.length > 1 && /^[„"»‚']/.test(run[1]!) && (DESIGNATION_NOUNS.has(foldGerman(run[0]!)) || DOCTOR_RE.test(foldGerman(run[0]!)))) run = [];
    // "die Steuerberaterin Mag. Petra Hödl": a job before a title describes the person; the name starts at the title.
    if (run.length > 2 && /^(d?dr|prof|mag|dipl|ing|lic)\.$/i.test(run[1]!) && isPersonJob(run[0]!)) run.shift();
    const name = cleanName(run.join(" "));
    if (name) runs.push(name);
    run = [];
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    // Most words end in a letter: the pattern runs only on those that end in punctuation.
    const bare = RUN_END_PUNCTUATION.includes(w[w.length - 1]!) ? w.replace(/[,;:.!?)"“”]+$/, "") : w;
    // Round 36: also a Diplom degree ("Dipl.-Stom.", "Dipl.-Psych."; persons.ts's titles) continues the name.
    const ends = bare !== w && !/^(d?dr|st|co|prof|med|dent|vet|mag|ing|lic|iur|e\.k|dipl\.-\p{L}{2,8})\.$/iu.test(w);
    // "(KSW)", "(VDIV)": an abbreviation in brackets belongs to no name.
    if (w.startsWith("(")) {
      flush();
      continue;
    }
    if (isCapitalised(bare) && !PRONOUNS.has(foldGerman(bare))) run.push(ends ? bare : w.replace(/[,;:!?)"“”]+$/, ""));
    else if (run.length > 0 && RUN_CONNECTORS.has(bare.toLowerCase()) && isCapitalised(words[i + 1] ?? "")) run.push(bare);
    else if (run.length > 0 && isKindForSubject(run[run.length - 1]!, bare, words[i + 1] ?? "")) run.push(bare);
    else if (run.length > 0 && joinsTradeCompounds(run[run.length - 1]!, bare, words[i + 1] ?? "", words[i + 2] ?? "")) run.push(bare);
    else if (run.length > 0 && /^(d?dr|st|prof|med|dent|vet|iur)\.$/i.test(w)) run.push(w);
    else {
      // Round 19: "im Wirtshaus am Fuß des Weges", "das Hotel am Rand der Altstadt": a noun of relation with its
      // genitive says where the business is, it is no part of the name.
      if (run.length >= 3 && /^de[sr]$/.test(w) && /^(?:am|an|im|zum|zur)$/.test(run[run.length - 2]!) && RELATION_NOUNS.has(foldGerman(run[run.length - 1]!))) run.splice(-2);
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

/**
 * Round 63: "die Bau- und Möbeltischlerei Degenhardt", "Garten- und Landschaftsbau Kullmann": a first part with its hyphen,
 * "und" or "oder", and a trade compound make one kind (Duden D 31: the hyphen stands for the shared head), so the name
 * starts at the first part, when a capitalised word follows the compound as a firm's own word does; "Nacht- und
 * Wochenenddienst", whose second word is no trade, and "Theorie- und Praxisprüfung, Erste-Hilfe-Kurs", a topic, stay apart.
 * @param previous the run's last word as written; word the word after it; next and afterNext the two words after that
 */
function joinsTradeCompounds(previous: string, word: string, next: string, afterNext: string): boolean {
  if ((word !== "und" && word !== "oder") || !/^\p{Lu}\p{Ll}+-$/u.test(previous) || !/^\p{Lu}\p{L}+$/u.test(next) || !isCapitalised(afterNext)) return false;
  // The compound and the word after it must read as a business without the first part ("Natur- und Tierpark Goldau" is a park).
  const rest = `${next} ${afterNext.replace(/[,;:.!?)]+$/, "")}`;
  return isTradeWord(nameTokens(next).join("")) && !isLandmarkName(rest) && !isNoBusinessByKind(rest);
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
export function isRunOpener(word: string, next?: string): boolean {
  const folded = foldGerman(word);
  if (RUN_OPENERS.has(folded) || PRONOUNS.has(folded) || /^\d+$/.test(folded)) return true;
  // Round 35: "für maximale Flexibilität Zahnarztzentrum.ch", "die Zusatzqualifikation Manuelle Therapie": an abstract noun
  // (Duden: -ität, -keit, -heit, -ation) before a capitalised word is the sentence's, not the name's first word.
  if (next !== undefined && /(?:itaet|keit|heit|ation)$/.test(folded) && /^\p{Lu}/u.test(next) && !isTradeWord(folded)) return true;
  // Round 64: "bei der Frage Lohn oder Dividende", "das Thema Vorsorge": a noun that takes its topic as a bare apposition.
  if (next !== undefined && TOPIC_NOUNS.has(folded) && /^\p{Lu}/u.test(next)) return true;
  // Round 65: "Elektromeisterbetrieb in Lengenfeld. Installiert Wallboxen mit 11 kW …": a verb in "-iert" opening a sentence of
  // an item's description (its subject is the item's business) is no name's first word.
  if (next !== undefined && folded.length >= 7 && folded.endsWith("iert") && /^\p{Lu}/u.test(word)) return true;
  // Round 66: "kommt der Betrieb Sanitär Baumann infrage", "von den Betrieben Referenzobjekte verlangen": the word for any firm
  // stands before a firm's name or the sentence's noun, never as a name's first word.
  if (next !== undefined && /^betrieb(?:e|en|s)?$/.test(folded) && /^\p{Lu}/u.test(next)) return true;
  // Round 67: "hat die Kette Veloplus Filialen in der Region": the word for a chain before the chain's name, as "Betrieb" is.
  if (next !== undefined && folded === "kette" && /^\p{Lu}/u.test(next)) return true;
  // Round 65: "ist nach meinem Kenntnisstand Bedachungen Kruse", "meines Erachtens": the speaker's hedge before the name.
  if (next !== undefined && HEDGE_NOUNS.has(folded) && /^\p{Lu}/u.test(next)) return true;
  // Round 64: "Da Zahnbehandlungen … bezahlt werden, …": "Da" before a German abstract noun (name-shape.ts
  // ABSTRACT_NOUN_SUFFIX_RE: "-ung(en)", "-heit", "-keit" …) opens a clause (the conjunction); before a name it opens an
  // Italian restaurant's ("Da Mario").
  if (folded === "da" && next !== undefined && ABSTRACT_NOUN_SUFFIX_RE.test(foldGerman(next).toLowerCase())) return true;
  // Inflected adjectives: "Gute", "Beliebte", "Empfehlenswerte", "Gemütliche".
  const inflected = /(e|en|er|es|em)$/.test(folded);
  // A participle modifies the noun right after it ("Gebrauchte Umzugskartons"; not "Gehminuten vom …").
  if (inflected && next !== undefined && /^\p{Lu}\p{Ll}/u.test(next) && isInflectedParticiple(folded)) return true;
  if (inflected && next !== undefined && isTradeAdjective(folded) && isTradeWord(nameTokens(next)[0] ?? "")) return false;
  return inflected && (LABEL_WORDS.has(folded) || ADJECTIVE_SUFFIX_RE.test(folded.replace(/(e|en|er|es|em)$/, "")));
}

/** Nouns followed by their topic without an article or preposition (Duden: "die Frage Lohn oder Dividende", "das Thema Steuern"), folded. */
const TOPIC_NOUNS = new Set([
  "frage", "thema", "themen", "bereich", "stichwort",
  // Round 68: "mit dem Suchbegriff Hofladen": the term searched for, as "Stichwort" takes it.
  "suchbegriff", "suchbegriffe", "suchwort", "suchworte",
  // Round 65: a quantity takes its noun so too ("gleiche Anzahl Dachfenster", "eine Menge Brennholz").
  "anzahl", "menge",
]);

/** Nouns of a speaker's hedge ("nach meinem Kenntnisstand", "meines Wissens", "meines Erachtens"), folded. */
const HEDGE_NOUNS = new Set(["kenntnisstand", "wissensstand", "wissens", "erachtens", "dafuerhalten"]);

/**
 * Round 30: "Tierärztliche Gemeinschaftspraxis Wittingen", "Zahnärztliche Tagesklinik", "Physiotherapeutische Praxis": an
 * adjective made of a trade ("tierärzt-lich", "physiotherapeut-isch") before a trade word is how such firms are named, and
 * belongs to the name, where "Gemütliche" or "Beliebte" describe it.
 */
function isTradeAdjective(folded: string): boolean {
  const stem = /^([a-z]{4,})(?:lich|isch)(?:e|en|er|es|em)$/.exec(folded)?.[1];
  return stem !== undefined && isTradeToken(stem);
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

/**
 * Names in an enumeration "A, B und C": the first part ends with a name, the last
 * starts with one, the middle ones are names. Needs at least two business names.
 */
export function enumeratedNames(sentence: string): string[] {
  // Round 49: "Kontrolliere vor dem Termin alle Lampen, die Profiltiefe der Reifen, … und ob Warndreieck und Warnweste an Bord
  // sind": a sentence that tells the reader to check things enumerates the things.
  if (CHECK_IMPERATIVE_RE.test(sentence)) return [];
  let plain = withoutEndMarks(withoutBrackets(sentence, BRACKET_MARK));
  // Round 21: "… der Birnbaum-Hof in Landschlacht, wo neben Äpfeln im Juni Kirschen und im Herbst Quitten verkauft
  // werden": a comma before a subordinating word opens a clause about what came before; an enumeration's items are noun
  // phrases, so the enumeration ends there (Duden: Komma vor Nebensätzen).
  const clause = SUBORDINATE_CLAUSE_RE.exec(plain);
  if (clause) plain = plain.slice(0, clause.index);
  const joined = plain.includes(" und ") && plain.search(PARTNERSHIP_UND_RE) >= 0;
  if (joined) plain = plain.replace(PARTNERSHIP_UND_RE, JOINED_UND);
  // Round 72: "… und Physio Zentgraf (Dietges) Physiotherapie mit Hausbesuchen an": the last name ends at its bracket; what
  // follows it is the sentence's. Elsewhere a bracket is only left out.
  const parts = plain.split(ENUM_SPLIT_RE).map((part, i, all) => (i === all.length - 1 ? part.split(BRACKET_MARK)[0]! : part.replaceAll(BRACKET_MARK, "")));
  if (parts.length < 2) return [];
  const runs = parts
    .map((part, i) => {
      const words = part.trim().split(/\s+/).filter(Boolean);
      // Round 18: "Förderungen des Klima- und Energiefonds": a part ending in a hyphen is the first half of
      // two compounds sharing their head; the split cut a name, and what stands before it is no item.
      if (i < parts.length - 1 && /\p{L}-$/u.test(words[words.length - 1] ?? "")) return null;
      // Round 30: "Dr. Maren Holt, Fachanwältin …, mit Kanzlei am Obermarkt": a part that opens with "mit", "ohne" or "samt"
      // says what the item before it has; an enumeration's items are noun phrases.
      if (i > 0 && /^(?:mit|ohne|samt)$/.test(words[0] ?? "")) return null;
      const run = i < parts.length - 1 ? trailingRun(words) : leadingRun(words);
      return joined && run ? run.replaceAll(JOINED_UND, " und ") : run;
    })
    .filter((n): n is string => n !== null);
  // Fewer than two names make no enumeration; most sentences end here, before the counted class is asked about.
  if (runs.length < 2) return [];
  if (isClassEnumeration(parts[0]!, runs[0]!)) return [];
  // Two clear business names make the sentence an enumeration of businesses; then
  // a plain proper name among them ("TheraPlus Köln") counts too. Platforms do not
  // make it one ("direkt beim Platz oder über Pincamp bzw. Camping.info").
  // Round 13: nor do bodies and other kinds that are no business ("bei der Zahnärzte-Gesellschaft
  // SSO, Sektion St. Gallen"), so the plain words beside them ("Unterlagen") are read as words.
  // The cheap test first, for all: most sentences hold fewer than two such names, and then no kind is asked.
  const named = businessNamesOfTwoOrMore(runs);
  if (named.length < 2) return [];
  const clear = named.filter((n) => !INSTITUTION_RE.test(foldGerman(n)) && !isNoBusinessByKind(n));
  if (clear.length < 2) return [];
  if (clear.filter((n) => !findPlatform(n)).length < 2) return clear;
  return runs.filter((n) => isProseBusinessName(n) || isPlainProperName(n));
}

/** A sentence opened by a verb of checking in the imperative ("Kontrolliere", "Prüfen Sie", "Checke", "Teste"). */
const CHECK_IMPERATIVE_RE = /^\W*(?:Kontrollier(?:e|en Sie)|Prüf(?:e|en Sie)|Check(?:e|en Sie)|Test(?:e|en Sie))\s/u;

/** The sentence without what it says in brackets ("Praxis Weber (Zahnärzte) und …"), nor the space before that; `mark` in their place. */
function withoutBrackets(sentence: string, mark = ""): string {
  // Most sentences hold no bracket: the pattern only where one stands.
  return sentence.includes("(") ? sentence.replace(/\s*\([^)]*\)/g, mark) : sentence;
}

/** Where {@link enumeratedNames} left out a bracket: a control character no answer's text holds. */
const BRACKET_MARK = "\u0001";

/** The text without the end marks and colons it ends with. */
function withoutEndMarks(text: string): string {
  // Read back from the end: the pattern for it, anchored there, would be tried from every position.
  let end = text.length;
  while (end > 0 && ".!?:".includes(text[end - 1]!)) end--;
  return end === text.length ? text : text.slice(0, end);
}

/**
 * The runs that read as business names in an enumeration ({@link isProseBusinessName}), when two or more do.
 * @returns those names, or [] as soon as the runs left could not make two
 */
function businessNamesOfTwoOrMore(runs: readonly string[]): string[] {
  const named: string[] = [];
  for (let i = 0; i < runs.length && named.length + runs.length - i >= 2; i++) if (isProseBusinessName(runs[i]!)) named.push(runs[i]!);
  return named.length >= 2 ? named : [];
}

/** A comma and a subordinating conjunction or relative adverb: a clause, not the next item of an enumeration. */
const SUBORDINATE_CLAUSE_RE = /,\s+(?:wo|wobei|wodurch|womit|wohin|woher|weil|dass|wenn|falls|obwohl|obgleich|damit|sodass|sofern|solange|nachdem|bevor|sobald)\s/;

/** The names of an enumeration of things of a class ("drei Burgen A, B und C"), none when it is no such enumeration. */
export function classEnumerationNames(sentence: string): string[] {
  // Most sentences count nothing: a cheap look before splitting.
  if (!COUNTED_PLURAL_RE.test(sentence)) return [];
  const plain = withoutEndMarks(withoutBrackets(sentence));
  const parts = plain.split(ENUM_SPLIT_RE);
  if (parts.length < 2) return [];
  const first = trailingRun(parts[0]!.trim().split(/\s+/));
  if (!first || !isClassEnumeration(parts[0]!, first)) return [];
  return parts.slice(1).map((part) => leadingRun(part.trim().split(/\s+/))).filter((n): n is string => n !== null).concat(first);
}

/**
 * Round 72: "baut alte Sorten wie Finkenwerder Herbstprinz, Holsteiner Cox und Boskoop an", "Saftmischungen, etwa Apfel-Quitte
 * und Apfel-Rhabarber": the names after a plural noun and "wie" or "etwa" are examples of that class; when the noun is no kind
 * of business (no trade word, no word for places to go: "Hofläden wie …", "Betriebe wie …" list businesses), they are things.
 * @param sentence plain text
 * @returns the examples' names, none when the sentence gives no such class
 */
export function classExampleNames(sentence: string): string[] {
  // Most sentences give no examples: a cheap look before the pattern.
  if ((!sentence.includes(" wie ") && !sentence.includes(" etwa ")) || !EXAMPLES_CUE_RE.test(sentence)) return [];
  const plain = withoutEndMarks(withoutBrackets(sentence));
  const heads = [...plain.matchAll(CLASS_BEFORE_EXAMPLES_RE)];
  const names: string[] = [];
  heads.forEach((m, i) => {
    const head = foldGerman(m[1]!).toLowerCase();
    if (isTradeWord(head) || isTradeWord(head.replace(/(?:en|n|e|s)$/, "")) || PLACES_TO_GO_RE.test(head)) return;
    // The examples run to the next class, and end where the clause goes on: a dash, a semicolon or colon, or a comma before
    // a word in lower case.
    const text = plain.slice(m.index! + m[0].length, heads[i + 1]?.index ?? plain.length);
    for (const part of text.split(EXAMPLES_END_RE, 1)[0]!.split(ENUM_SPLIT_RE)) {
      const name = leadingRun(part.trim().split(/\s+/));
      if (name !== null) names.push(name);
    }
  });
  return names;
}

/** "wie" or "etwa" right after a capitalised word and before one: the cue read before the full pattern. */
const EXAMPLES_CUE_RE = /\p{Ll},?\s(?:wie|etwa)\s+\p{Lu}/u;

/** A plural noun in "-en", "-n", "-e" or "-s", then "wie" or ", etwa" before a capitalised word (group 1 the noun). */
const CLASS_BEFORE_EXAMPLES_RE = /(?:^|\s)(\p{Lu}\p{Ll}{3,}(?:en|n|e|s)),?\s+(?:wie|etwa)\s+(?=\p{Lu})/gu;

/** Plurals for places to go, firms and chains, folded, alone or ending a compound ("Hofläden"): their examples are businesses. */
const PLACES_TO_GO_RE = /(?:betriebe|anbieter|adressen|anlaufstellen|geschaefte|laeden|praxen|werkstaetten|firmen|unternehmen|haeuser|ketten|filialen|marken|haendler|restaurants|lokale|cafes|hotels|hoefe|salons|studios|kanzleien|schulen|gartencenter|baumaerkte|supermaerkte|grossverteiler|detailhaendler)$/;

/** Where examples end and the clause goes on: a dash, a semicolon or colon, a comma before a word in lower case. */
const EXAMPLES_END_RE = /\s[–—-]|[;:]|,\s+(?=\p{Ll})/u;

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
  return !isTradeWord(head) && !LABEL_WORDS.has(head) && nameShape(words.slice(1).join(" ")).trades.length === 0;
}

function trailingRun(words: string[]): string | null {
  // Round 37: a connector joins two of a name's words ("Gasthaus zur Post"); after the last one it is the sentence's, a
  // separable verb's particle ("Etwas ruhiger geht es bei Friseurmeisterin Anja Trummer zu, die …").
  let end = words.length;
  while (end > 0 && NAME_CONNECTORS.has(words[end - 1]!.toLowerCase())) end--;
  if (end < words.length) words = words.slice(0, end);
  let start = words.length;
  for (let i = words.length - 1; i >= 0; i--) {
    const w = words[i]!;
    if (PRONOUNS.has(foldGerman(w)) || (i < words.length - 1 && /[;:]$/.test(w))) break;
    if (isCapitalised(w)) start = i;
    else if (NAME_CONNECTORS.has(w.toLowerCase()) && start === i + 1 && !isObjectArticle(w, words[i - 1])) continue;
    // Round 69: "Zahnärztin Dr. med. dent. Corinne Imboden und Dr. Beat Jossen": a degree's subject in lower case ("med.",
    // "dent.") joins the title before it to the name.
    else if (isTitleWord(w) && start === i + 1) start = i;
    else break;
  }
  while (start < words.length && (NAME_CONNECTORS.has(words[start]!.toLowerCase()) || isRunOpener(words[start]!, words[start + 1]))) start++;
  // Round 69: "in der Region Zahnärztin Dr. med. dent. Corinne Imboden": a person's job before a title opens the person's name;
  // a capitalised word before the job ("Region") is the sentence's.
  const job = words.findIndex((w, j) => j > start && j < words.length - 1 && isPersonJobWord(w) && isTitleWord(words[j + 1]!));
  if (job > start) start = job;
  else if (isNounBeforeTitle(words, start)) start++;
  if (start > 0 && start < words.length - 1 && isSetPhrase(words[start - 1]!, words[start]!)) start++;
  // Round 63: "die Schreinerei Mayr in Wohmbrechts, die Möbelwerkstatt Hörmann …": one word after "in" and a capitalised word
  // is the place of the item's business (read as running text), no item of its own.
  if (start === words.length - 1 && start >= 2 && words[start - 1] === "in" && isCapitalised(words[start - 2]!)) return null;
  if (start === words.length - 1 && start > 0 && isRankingAdjective(words[start - 1]!)) return null;
  // Round 65: "Buschenschanken mit Aussicht, wie etwa den Weinhof Lackner, …": one noun after "mit", "ohne" or "samt" says
  // what the things before it have (as a part opened so does, enumeratedNames); an item's name takes its article there.
  if (start === words.length - 1 && start > 0 && /^(?:mit|ohne|samt)$/.test(words[start - 1]!)) return null;
  // No word left names nothing (cleanName("") would still look it up).
  return start < words.length ? cleanName(words.slice(start).join(" ")) || null : null;
}

/**
 * Round 64: "ist Aschach die erste Wahl, für Abendtermine Eferding, …": one noun after an ordinal or a superlative in lower
 * case ("die erste Wahl", "die beste Adresse", "die nächste Option") ranks a thing of its class; a name so ranked keeps
 * more words ("die beste Pizzeria Da Mario").
 */
function isRankingAdjective(word: string): boolean {
  return RANKING_ADJECTIVE_RE.test(word);
}

/** An ordinal or a superlative in lower case, declined: "erste", "beste", "nächsten", "letzte", "zweite", "bessere". */
const RANKING_ADJECTIVE_RE = /^(?:\p{Ll}+(?:st|tzt)|zweit|dritt|besser)e[nrs]?$/u;

/**
 * Round 69: "bei Zahnarztangst Dr. Moser", "bei Beratungsbedarf Dr. Keller": a noun that names neither a trade nor a person's job
 * right before a title is the sentence's ("bei Angst"), not the titled person's practice ("Praxis Dr. Moser" keeps its trade).
 * @param at the index of the run's first word in `words`
 */
function isNounBeforeTitle(words: readonly string[], at: number): boolean {
  const w = words[at];
  return w !== undefined && at < words.length - 1 && isTitleWord(words[at + 1]!) && /^\p{Lu}\p{Ll}+$/u.test(w) && !isTradeWord(foldGerman(w)) && !isPersonJobWord(w);
}

/**
 * Round 77: "bei schlechtem Wetter den Chiemsee": "den" right after a capitalised word opens the next phrase (an accusative or
 * a dative plural); in a name it follows a preposition ("Zu den drei Linden", "An den Eichen").
 * @param word the connector as written; before the word before it, if any
 */
function isObjectArticle(word: string, before: string | undefined): boolean {
  return word === "den" && before !== undefined && isCapitalised(before);
}

function leadingRun(words: string[]): string | null {
  let i = 0;
  // Skip the words that introduce the name: "bei der", "das", "die Praxis"…
  while (i < words.length && (!isCapitalised(words[i]!) || PRONOUNS.has(foldGerman(words[i]!)))) i++;
  if (i > 0 && i < words.length - 1 && isSetPhrase(words[i - 1]!, words[i]!)) i++;
  const run: string[] = [];
  for (; i < words.length; i++) {
    const w = words[i]!;
    if (isCapitalised(w)) run.push(w);
    else if (NAME_CONNECTORS.has(w.toLowerCase()) && isCapitalised(words[i + 1] ?? "") && !isObjectArticle(w, words[i - 1])) run.push(w);
    else break;
    if (/[;:]$/.test(w)) break;
  }
  // "… die auch Professionelle Zahnreinigung anbietet": an adjective opens no name.
  while (run.length > 0 && isRunOpener(run[0]!, run[1])) run.shift();
  if (isNounBeforeTitle(run, 0)) run.shift();
  return run.length > 0 ? cleanName(run.join(" ")) || null : null;
}
