/**
 * What a phrase is by its shape, whatever surrounds it: the words that make it advice or a
 * label ("Tipps", "Öffnungszeiten", "Gute Bewertungen"), a topic ("Grundgebühr"), a time
 * ("Sonntagabend") or a phrase ("Spezialisiert auf …") rather than a name; and how strongly
 * it reads as a business's name (a bold span, a legal form or title, an address, a trade word
 * with a proper name). The rules come from the answer corpora (`__fixtures__/answer-corpus*.ts`)
 * and German orthography (nouns and names capitalised, connectors in lower case).
 */
import { answerMemo, processTable, recall, withinAnswer } from "./answer-memo";
import { containsTradeStem, contentTokens, foldGerman, isPlaceToken, isTradeToken, isTradeWord, nameTokens, TRADE_COMPOUND, TRADE_WORD, tradeKind } from "./names";
import { isGivenAndSurname, isPersonJobWord, isTitleWord } from "./persons";
import { isPlaceName } from "./places";
import { findPlatform } from "./platforms";

/** Words that mark an item as advice to the reader, not a business; round 30: a topic's heading ("Kurz zu den Preisen", "Zu der Anfahrt"). */
const ADVICE_RE =
  /\b(sie|ihr|ihre|ihren|ihrem|ihnen|man|ich|meine|mein|du|dir|dein|deine|sollten|sollte|koennen|kann|achten|achte|pruefen|pruefe|vergleichen|vergleiche|fragen|frag|lesen|schauen|nutzen|informieren|suchen|beachten|empfiehlt|empfehlen|lassen|holen|vereinbaren|wichtig|wichtiger|wichtiges|\w*tipps?|hinweis|fazit|worauf|warum|wie|was|wann|welche|wo|hier|folgende|einige|top|meiden|vorsicht)\b|^(?:kurz(?:es)?\s+)?zu\s+(?:den|dem|der)\s|^kurz(?:es)?\s+zu(?:m|r)?\s/;

const BARE_DOMAIN_RE = /^(https?:\/\/)?(www\.)?[\p{L}\d-]+(\.[\p{L}\d-]+)*\.[a-z]{2,}(\/\S*)?$/iu;

/** Labels of sub-items and advice headings; names made only of these are no businesses. */
export const LABEL_WORDS = new Set([
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
  // Round 22: "**Weitere Optionen**", "Andere Möglichkeiten": a heading over further choices, like "Alternativen".
  "option", "optionen", "moeglichkeit", "moeglichkeiten",
  // Round 36: an answer's section on deadlines and intervals ("**Fristen**" after the businesses' headings).
  "frist", "fristen", "intervalle", "ablauf",
  // Round 37: "(sich) für die Beratung Zeit nehmen": time taken, never a name's word on its own.
  "zeit",
  // Round 56: "**Notfälle:** Gesundheitshotline 1450", "### Notfall", "**Hausapotheke**: Medikamente direkt in der Ordination":
  // an answer's tip on emergencies and a practice's dispensary, as "Notdienst" is.
  "notfall", "notfaelle", "hausapotheke",
  "antwort", "persoenliche", "persoenlich", "freunde", "familie", "bekannte", "bekannten",
  // Round 66: a price's tier ("**Einfache Ausführung** mit beschichteten Fronten: etwa 18'000 bis 28'000 Franken"), as the
  // header of such a column reads (non-businesses.ts SERVICE_HEADER_RE).
  "ausfuehrung", "ausfuehrungen", "variante", "varianten", "preisklasse", "preisstufe",
  // Round 66: a summary's label for the nearest choice ("- Nächstgelegen: Tierarztpraxis am Hirschpark").
  "naechstgelegen", "naechstgelegene", "naechstgelegenen", "naechstgelegener",
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
  // Round 63: the ordinals in their other forms ("**Erster Service:**", "Zweites Gespräch"), as "erste" and "zweite" are.
  "erster", "erstes", "zweiter", "zweites", "zweiten", "dritte", "dritter", "drittes", "letzter", "letztes",
  // Round 63: a menu's courses ("- **Vorspeise:** Frittatensuppe", "**Hauptspeise:**", "**Dessert:**").
  "vorspeise", "vorspeisen", "hauptspeise", "hauptspeisen", "hauptgang", "nachspeise", "nachspeisen", "dessert", "desserts",
  // Round 68: the leads of a tips list ("**Ketten:** Filialen von …", "**Wartezeit**:", "**Aufwand**") and of
  // funding by level ("**Bund:**", "**Land:**", "**Gemeinde:** Manche Gemeinden geben einen Zuschuss").
  "ketten", "wartezeit", "wartezeiten", "aufwand", "bund", "land", "gemeinde",
  // Round 68: the emergency service by its other names, as "notdienst" ("**Ärztlicher Notfalldienst:**", "der **Tierärztliche
  // Notfalldienst** der Region", "Bereitschaftsdienst").
  "notfalldienst", "notfalldienste", "bereitschaftsdienst",
]);

/** Words a name may contain in lower case ("Praxis am Markt", "Hair by Nina"). */
const NAME_CONNECTOR_WORDS = new Set([
  "am", "an", "auf", "bei", "der", "die", "das", "den", "dem", "des", "von", "vom", "zum", "zur", "zu", "im", "in",
  "und", "für", "fuer", "&", "+", "by", "de", "di", "da", "la", "le", "el", "and", "of", "the", "e.k.", "e.v.", "e.u.",
  "gmbh", "mbh", "ag", "kg", "ug", "co.", "co", "gbr", "ohg", "dr.", "med.", "dent.", "vet.", "iur.", "u.", "st.", "a.",
  // Round 15: the other parts of academic titles ("Dr. med. univ.", "lic. iur.", "Mag. pharm.").
  "univ.", "lic.", "pharm.", "mag.",
  // Italian, French, Spanish and Portuguese names ("La Cantina del Porto", "Café du Lac", "Casa dos Amigos").
  "del", "della", "delle", "dei", "degli", "al", "alla", "du", "des", "do", "dos", "y",
  // Round 49: an Austrian farm's house name after "vulgo" ("Hofladen vulgo Stocker", "Gasthof Maier vlg. Moar").
  "vulgo", "vlg.",
  // Round 65: a service that comes to the client, written small inside the name ("Physio mobil Napfbergland", "Pflege mobil").
  "mobil",
]);

/**
 * A word a name may contain in lower case ({@link NAME_CONNECTOR_WORDS}: "am", "für", "med.", "vulgo" …).
 * @param word one word as written
 */
export function isNameConnectorWord(word: string): boolean {
  return NAME_CONNECTOR_WORDS.has(word.toLowerCase());
}

/**
 * Days, parts of days and months ("Montag", "Sonntagabend", "Wochenende", "Januar"): when
 * something is open or closed, never which business. "Mai" and "August" are also names.
 */
export const TIME_WORD_RE =
  /^(?:(?:montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonnabend|sonntag|feiertag|wochenend)(?:s|e|en|abend|abends|morgen|morgens|mittag|mittags|nachmittag|nachmittags|vormittag|vormittags|nacht)?|januar|jaenner|februar|feber|maerz|april|juni|juli|september|oktober|november|dezember)$/;

/** Seasons and months, folded; "mai" is left to the caller (it is also a name: "Mai Saigon"). */
export const SEASONS_AND_MONTHS = [
  "fruehling", "fruehjahr", "sommer", "herbst", "winter",
  "januar", "jaenner", "februar", "feber", "maerz", "april", "juni", "juli", "august", "september", "oktober", "november", "dezember",
];

/** An inflected adjective or participle ("Wohnortnahe", "Empfehlenswerte", "Gemütliche"). */
export function isInflectedAdjective(token: string): boolean {
  return (/(e|en|er|es|em)$/.test(token) && ADJECTIVE_SUFFIX_RE.test(token.replace(/(e|en|er|es|em)$/, ""))) || COMPARATIVE_RE.test(token) || PLAIN_ADJECTIVE_RE.test(token);
}

/**
 * Round 69: common adjectives without a suffix that marks them (Duden: privat, klein, groß, neu, alt), inflected and folded:
 * "vermieten vor allem private Gastgeber Ferienwohnungen" is a bare noun phrase (run-context.ts). Round 75: "komplett" ("**Komplette
 * Stube** mit Täfer …" over a price, "Komplette Küchen macht sie seltener") and "mittelgroß" ("Mittelgroße Kanzlei mit mehreren
 * Berufsträgern" opening a description line). Round 76: those of length, weight, softness and shape (Duden: kurz, leicht, sanft,
 * flach, steil, breit, schmal, ganz, halb): "Kurze Spaziergänge mehrmals am Tag …" opens advice, no name.
 */
const PLAIN_ADJECTIVE_RE = /^(?:privat|komplett|klein|gross|mittelgross|neu|alt|jung|echt|frisch|warm|kalt|hell|dunkel|ruhig|schoen|modern|rustikal|lokal|regional|kommunal|normal|sozial|zentral|solid|serioes|kurz|leicht|sanft|flach|steil|breit|schmal|ganz|halb)(?:e|en|er|es|em)$/;

/**
 * Round 61: comparatives of size, age, distance and place, inflected ("Größeres Zentrum", "Kleinere Praxen", "Innerer
 * Medizin", folded), which {@link ADJECTIVE_SUFFIX_RE} does not reach; not the positive ("Oberer Wirt", "Neuer Weg" are names).
 */
const COMPARATIVE_RE = /^(?:(?:groess|gross|klein|aelt|naeh|jueng|kuerz|laeng|hoeh)er|inner|mittler)(?:e|es|er|en|em)$/;

/**
 * Adjectives and participles as one-word labels ("Familiengeführt", "Barrierefrei", "Empfehlenswert"). Round 61: "-uell" after
 * the consonants its adjectives have ("aktuell", "individuell", "manuell", "sexuell", "visuell"), so that "Müller", folded
 * "mueller", the commonest German surname, and "Grubmüller", "Schüller" are no inflected "müll-" adjective. Round 63: "-bar"
 * after three letters or more ("überschaubar", "erreichbar", "buchbar"; Duden: Suffix -bar). Round 64: "-iv" after three letters or
 * more ("Konstruktiver Holzschutz", "intensiv", "exklusiv"; Duden: Suffix -iv), not "naiv". Round 66: "-fach" after two letters
 * or more ("einfach", "mehrfach", "vielfach"; Duden: Suffix -fach), for "**Einfache Ausführung**" over a price.
 */
export const ADJECTIVE_SUFFIX_RE = /(lich|ig|isch|haft|\w{4}los|voll|frei|wert|gefuehrt|freundlich|iert|end|orientiert|nah|[tdnxs]uell|iell|onell|rell|\w{3}bar|\w{3}iv|\w{2}fach)$/;

/**
 * Endings of German abstract and fee nouns ("Förderungen", "Grundgebühr", "Wartezeiten",
 * "Pikettdienst", "Offerten", "Kostenzuschuss", "Mitgliedsbeitrag"): one such word is the
 * topic of a tip, not a business's name. Folded and in lower case; also read by capitalised-runs.ts (isRunOpener: "Da
 * Zahnbehandlungen …").
 */
export const ABSTRACT_NOUN_SUFFIX_RE = /(ungen|ung|heiten|heit|keiten|keit|schaften|zeiten|gebuehren|gebuehr|kosten|stunden|dienst|offerten|offerte|tionen|tion|itaet|zuschuss|zuschuesse|beitrag|beitraege)$/;

/** An abstract noun by its ending ("Übernachtung", "Betreuung") that is no trade word ("Steuerberatung", "Hausverwaltung"). */
function isAbstractNotTrade(word: string): boolean {
  const folded = foldGerman(word).toLowerCase();
  // Round 61: not a station ("Radstation", "Bikestation", "Tankstation"), a place of business whose "-tion" is no abstract's.
  return /^(?:\p{L}+)$/u.test(word) && /(?:ung|tion|heit|keit)$/.test(folded) && !folded.endsWith("station") && !isTradeWord(folded);
}

/** Plurals of spans of time, as written. */
const TIME_SPAN_RE = /^(?:Jahre|Jahren|Jahrzehnte|Jahrzehnten|Jahrhunderte|Monate|Monaten|Wochen|Tage|Tagen|Stunden|Minuten)$/;

/** A code of a form or model: one or two capitals, digits, at most one small letter ("E1b", "L1", "X3"). */
const FORM_CODE_RE = /^\p{Lu}{1,2}\d{1,3}\p{Ll}?$/u;

/** A trade word ("Reifen") or an abstract noun that is none ("Achsvermessung"), one word, capitalised. */
function isKindOrWork(word: string): boolean {
  if (!/^\p{Lu}\p{Ll}+$/u.test(word)) return false;
  const folded = foldGerman(word).toLowerCase();
  return isTradeToken(folded) || isAbstractNotTrade(word);
}

/** A capitalised word joined by a hyphen to a part in lower case of four letters or more ("Adults-friendly", "Hunde-freundlich"). */
const HYPHENATED_ADJECTIVE_RE = /^\p{Lu}\p{L}*-\p{Ll}{4,}$/u;

/**
 * Finite auxiliary and modal verbs that open a German question ("Sind …?", "Gibt es …?", "Kann man …?"), as written. Round 69:
 * also the full verbs of what a business does that open a description's sentence without its subject ("Macht Service nach
 * Herstellervorgaben", "Bietet Kurse für Kinder"), and the imperatives of a tip to several readers ("Vergleicht die Preise auf
 * Booking.com", "Fragt bei der Buchung nach"); no business's name opens with one in the training corpora.
 */
const FINITE_VERB_OPENER_RE = /^(?:Ist|Sind|War|Waren|Wird|Werden|Wurde|Wurden|Hat|Haben|Hatte|Gibt|Gab|Kann|Können|Soll|Sollte|Sollten|Muss|Müssen|Darf|Dürfen|Gilt|Lohnt|Macht|Bietet|Führt|Übernimmt|Repariert|Verkauft|Liefert|Betreut|Vermietet|Unterrichtet|Organisiert|Fertigt|Vergleicht|Fragt|Bucht|Schaut|Ruft|Plant|Achtet|Nehmt|Denkt|Reserviert|Meldet)$/;

/** Endings of abstract nouns that head a noun phrase with a genitive ("Zuverlässigkeit", "Sicherheit", "Installation", "Qualität"), folded. */
const ABSTRACT_HEAD_RE = /(?:keit|heit|tion|itaet)$/;

/**
 * A nominalised infinitive after "zum", folded: a separable verb's prefix and an infinitive ("Mitnehmen", "Anfassen",
 * "Ausprobieren", "Abholen"), or a verb of leisure ("Spielen", "Toben", "Baden", "Verweilen").
 */
const PURPOSE_INFINITIVE_RE = /^(?:(?:an|auf|aus|ab|mit|ein|nach|weg|durch|zurueck|hin|her|los|vorbei|dabei)[a-z]{2,}(?:en|ern|eln)|spielen|toben|baden|laufen|verweilen|entspannen|geniessen|zuschauen|ausruhen)$/;

/** Plural endings of German abstract nouns ("Förderungen", "Möglichkeiten", "Gemeinschaften", "Informationen"). */
const PLURAL_ABSTRACT_RE = /(?:ungen|heiten|keiten|schaften|tionen)$/;

/**
 * Nouns that stand as a trade word's object (round 21: {@link PLURAL_ABSTRACT_RE}; round 57: capacity, parts, appointments,
 * fees, costs and prices, folded), never a surname after a trade word ("Jahreszeiten" is a name: "Studio Jahreszeiten").
 */
const TRADE_OBJECT_RE = /(?:ungen|heiten|keiten|schaften|tionen|itaeten|itaet|teile|termine|gebuehren|kosten|preise)$/;

/**
 * Words that open a phrase, not a name ("Für Familien", "Gut bewertet"). Round 19: "Gut" before a capitalised
 * word is the noun, an estate ("Gut Hohenlinde", "Gut Lindenau"), so it opens a phrase only before a word in lower case.
 */
// Round 20: also prepositions of time and cause ("Seit der Novelle …", "Während der Saison …", "Wegen des Umbaus …").
// Round 61: also "eher" (an adverb: "Eher Pension als Hotel") and "eigene" (one's own: "Eigene Weine", "Eigener Parkplatz"), which
// say how or whose, never which business.
const LEADING_PREPOSITION_RE = /^(für|fuer|bei|mit|ohne|im|in|ab|nach|vor|wenn|falls|auch|nur|besonders|ideal|sehr|seit|während|waehrend|wegen|trotz|eher|eigene[nrms]?)\s/i;
/** An adverb of place before a preposition, opening a phrase (Duden: "direkt", "mitten", "gleich" as adverbs of place). */
const PLACE_ADVERB_LEAD_RE =
  /^(?:direkt|mitten|gleich|zentral|nahe|ruhig|unweit|oberhalb|unterhalb|gegenüber|gegenueber|außerhalb|ausserhalb|abseits|weit|kurz|hoch|oben|unten|mittendrin)\s+(?:am|im|an|in|beim|bei|zum|zur|vom|von|auf|hinter|neben|über|ueber|unter|vor|nahe)\s/i;
const LEADING_GUT_RE = /^(?:gut|GUT|Gut(?=\s+\P{Lu}))\s/u;

interface NameShape {
  tokens: readonly string[];
  proper: string[];
  trades: string[];
  /** A trade word with a locator that is itself trade-like ("Apotheke am Markt"): which one, by where. */
  locator: boolean;
  advice: boolean;
  labelsOnly: boolean;
}

/**
 * The words of a name sorted by role: all tokens, proper (distinctive) words, trade words, whether
 * it reads as advice, and whether it is made only of labels, places, numbers and adjectives.
 * Kept in a bounded table across analyses (the shape depends on the name alone).
 */
export function nameShape(name: string): NameShape {
  return recall(SHAPES, name, computeShape);
}

const SHAPES = processTable<NameShape>();

/** A hyphenated word whose parts are label words ("Kinder", "Senioren") and trade words only: a kind, not a name. */
function isLabelledKind(word: string): boolean {
  const parts = word.split("-").map((p) => nameTokens(p).join(""));
  return parts.length >= 2 && parts.some((p) => LABEL_WORDS.has(p)) && parts.every((p) => LABEL_WORDS.has(p) || isTradeWord(p));
}

/**
 * A trade word that may be in the plural, by its ending (folded): "-s" of loanwords ("cafes", "restaurants", "hotels";
 * not "praxis", "gasthaus", "fitness") and "-en" ("baeckereien", "apotheken", "praxen"; also a singular "laden",
 * which is then only not read as a locator's word).
 */
function isTradePlural(token: string): boolean {
  return /(?:[^iuas]s|en)$/.test(token);
}

/**
 * Round 61: a sector of the economy or of public life by its "-wesen" (Duden: "Gesamtheit dessen, was zu etwas gehört"):
 * "Gesundheitswesen", "Bauwesen", "Rechnungswesen", "Versicherungswesen" say in which field, as a label does ("Einzelpraxis
 * im Gesundheitswesen" is a kind of practice, not one); not "Anwesen", a property ("Seeanwesen"). Folded.
 */
const SECTOR_NOUN_RE = /^(?!.*anwesen$).{2,}wesen$/;

/** Contracted prepositions of place before a locator in a name ("am Markt", "beim Bahnhof", "zum Hafen"), folded. */
const LOCATIVE_WORDS = new Set(["am", "beim", "zum", "zur", "vom"]);

function computeShape(name: string): NameShape {
  const folded = foldGerman(name);
  const tokens = nameTokens(name);
  const content = contentTokens(tokens);
  // "Rhein-Apotheke" names which pharmacy; "Einzelkanzlei", "Haarstudio" only say what kind.
  // Round 16: "Kinder-Notfallpraxis", "Senioren-Tagespflege": a label word before the hyphen says for whom, not which one.
  const hyphenated = name.includes("-")
    ? new Set(name.split(/\s+/).filter((w) => w.includes("-") && !isLabelledKind(w)).flatMap((w) => nameTokens(w)))
    : null;
  // Each word is asked once what kind it is; the tests below ask it of the same word again and again.
  const kinds = content.map(tradeKind);
  const trades = content.filter((_, i) => kinds[i] !== 0);
  // Right after a trade word a day is a surname ("Kanzlei Freitag"); otherwise it says when ("Bäckereien am Montag").
  const surnames =
    trades.length === 0 ? null : new Set(tokens.filter((t, i) => i > 0 && /^(montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/.test(t) && trades.includes(tokens[i - 1]!)));
  const labels = content.map((t) => LABEL_WORDS.has(t) || SECTOR_NOUN_RE.test(t) || (TIME_WORD_RE.test(t) && surnames?.has(t) !== true));
  const proper = content.filter(
    (t, i) => !labels[i] && kinds[i] !== TRADE_WORD && !isPlaceToken(t) && !/^\d+$/.test(t) && (kinds[i] !== TRADE_COMPOUND || hyphenated?.has(t) === true),
  );
  // Round 17: "Ganzheitliche Zahnmedizin", "Studentische Umzugshelfer": an adjective (by its suffix: -lich, -ig,
  // -isch …) leading the phrase says what kind, it names no one; the proper word of a name is a noun or a name
  // ("Freie Werkstatt Pichler").
  // With one noun after it and nothing else ("Ganzheitliche Rehabilitation", "Persönliche Beratung") the group is a
  // description: a name made so ("Himmlische Torten") is still read where names stand, in a list or table.
  // Round 21: "Adults-friendly Haus", "Hunde-freundliche Pension": a hyphenated word whose last part is in lower case is an
  // adjective (German capitalises every noun of a hyphenated compound, Duden D 22: "Chalet-Hotel"), so it says what kind.
  if (proper.length > 0 && proper[0] === tokens[0] && HYPHENATED_ADJECTIVE_RE.test(name.split(/\s+/, 1)[0]!)) proper.shift();
  else if (proper.length > 0 && proper[0] === tokens[0] && isInflectedAdjective(tokens[0]!)) {
    proper.shift();
    if (tokens.length === 2 && proper.length === 1) proper.shift();
  }
  return {
    tokens,
    proper,
    trades,
    // Round 20: "Apotheke am Markt", "Tierarztpraxis am Marktplatz": after a trade word and "am"/"beim"/"zum" a trade-like
    // word says where, and names which one as a place word would ("Praxis am Stadtpark"). Only right after a trade word in
    // the singular that opens the name ("die Cafés am Markt" are shops of a kind), and only where a name is set in bold or
    // leads an item ({@link businessScore}): in plain running text "im Café am Markt" may be any café there.
    locator: proper.length === 0 && tokens.length === 3 && LOCATIVE_WORDS.has(tokens[1]!) && trades.includes(tokens[0]!) && !isTradePlural(tokens[0]!),
    // "Café du Lac", "Cabinet du Château": a French "du" between the words of a name addresses nobody.
    advice: ADVICE_RE.test(name.includes("du") && /\p{L}\s+du\s+\p{Lu}/u.test(name) ? foldGerman(name.replace(/(?<=\p{L}\s+)du(?=\s+\p{Lu})/gu, "")) : folded) || /\?\s*$/.test(name),
    // "Wohnortnahe Alternativen", "Am Sonntagabend": labels, adjectives and time words only.
    labelsOnly: content.every((t, i) => labels[i] || isPlaceToken(t) || /^\d+$/.test(t) || isInflectedAdjective(t)),
  };
}

/**
 * A word with an adjective's inflected ending ("Kleines", "Moderne", "Mittelgroße"): with a noun any firm is, or a kind
 * of business, after it, the pair describes a business rather than names one (round 28). Wider than
 * {@link isInflectedAdjective}, which also asks for an adjective's suffix.
 */
export function hasAdjectiveEnding(word: string): boolean {
  return /^\p{L}+(?:e|en|er|es|em)$/u.test(word);
}

/**
 * Nouns any firm is, said of one in its description ("Kleines Team", "Regionaler Anbieter"), folded; round 29: and what
 * a choice among them is, in a heading over the next one ("Günstigere Alternative", "Weitere Option").
 */
/**
 * A country's, a state's or a big city's genitive ("Deutschlands", "Österreichs", "Tirols", "Berlins"), as written. A fixed
 * list: many towns end in "-s" themselves ("Klosters", "Kriens", "Arnis"), so a town's genitive cannot be told by its letters.
 */
function endsInPlaceGenitive(word: string): boolean {
  return PLACE_GENITIVE_RE.test(word.replace(/[.,;:!?)]+$/, ""));
}

const PLACE_GENITIVE_RE =
  /^(?:Deutschlands|Österreichs|Europas|Bayerns|Frankens|Schwabens|Badens|Württembergs|Hessens|Sachsens|Thüringens|Brandenburgs|Niedersachsens|Mecklenburgs|Westfalens|Tirols|Kärntens|Vorarlbergs|Salzburgs|Burgenlands|Graubündens|Berlins|Hamburgs|Münchens|Kölns|Wiens|Zürichs|Basels|Berns|Luzerns)$/;

/**
 * Round 61: the staff of a business or its service at a part of its premises ("Team am Empfang", "Personal an der Rezeption",
 * "der freundliche Service am Empfang"), as written.
 */
const STAFF_AT_PREMISES_RE = /^(?:Team|Praxisteam|Personal|Empfangsteam|Mitarbeiter\p{Ll}*|Service|Beratung|Betreuung)\s+(?:am|an der|im|beim)\s+(?:Empfang|Eingang|Telefon|Tresen|Schalter|Rezeption|Anmeldung|Counter)$/u;

/** Round 61: nouns of a measure or property that head a genitive ("Zahl der …", "Material der …", "Größe des …"), as written. */
const MEASURE_HEAD_RE = /^(?:Zahl|Anzahl|Material|Materialien|Größe|Grösse|Höhe|Breite|Länge|Tiefe|Menge|Qualität|Dauer|Wahl|Art|Form|Farbe|Preis|Kosten|Umfang|Aufwand|Zustand|Alter|Stärke|Dicke|Gewicht)$/;

/** Round 61: currencies of the three countries as written after a sum ("Franken", "CHF", "Euro", "EUR", "Rappen", "Cent"). */
const CURRENCY_RE = /^(?:Franken|CHF|Fr\.|Euro|EUR|Rappen|Cent)$/;

/** Round 61: a capitalised abstract noun of work by its ending ("Dämmung", "Installation", "Sicherheit"), a comma after it allowed. */
const ABSTRACT_WORK_RE = /^\p{Lu}\p{Ll}+(?:ung|ungen|tion|tionen|heit|keit)[,;]?$/u;

const ORGANISATION_NOUN_RE = /^(?:team|betrieb|familienbetrieb|handwerksbetrieb|meisterbetrieb|dienst|anbieter|unternehmen|einzelunternehmen|firma|alternativen?|option(?:en)?)$/;

/**
 * Round 54: the word at `i` is an adjective of an inn's sign: after "zur", "zum" or "zu den" (as "den"), ending in "-en" or
 * "-e", before a capitalised noun ("Zur alten Post", "Zum weißen Rössl", "Zu den drei Linden" is a number word's).
 */
function isSignAdjective(words: readonly string[], i: number): boolean {
  const before = words[i - 1]?.toLowerCase();
  if (before !== "zur" && before !== "zum" && !(before === "den" && words[i - 2]?.toLowerCase() === "zu")) return false;
  return /^\p{Ll}{3,}(?:en|e)$/u.test(words[i]!) && /^\p{Lu}\p{Ll}/u.test(words[i + 1] ?? "");
}

/**
 * True when a phrase cannot be a business name whatever surrounds it: a lower-case
 * word that is no connector ("Gut bewertete Praxen", "Abendtermine möglich"), a
 * leading preposition ("Für Berufstätige"), a one-word adjective ("Familiengeführt").
 */
export function isPhraseNotName(name: string): boolean {
  return recall(NOT_NAMES, name, isPhraseNotNameOnce);
}

/**
 * Round 69: "**Pilates mit Verena Oberhuber**", "Yoga mit Sabine Hohenwarter (Wulzentratten): …": a service of one or two
 * words "mit" a person's given name and surname is a trading name, whole; "mit" is otherwise where an item's name ends and
 * what it has begins ("Gasthof Adler mit Seeterrasse"). A service "bei" a person names the person (staff.ts), as one "mit" a
 * person named by job does ("Klettersteigkurs mit Bergführer Pius Tschirky").
 * @param text a lead or item without markdown
 * @returns the name ("Pilates mit Verena Oberhuber", "Bergführer Pius Tschirky"), or null for another shape
 */
export function serviceWithPerson(text: string): string | null {
  const m = SERVICE_WITH_PERSON_RE.exec(text);
  if (m === null || isPersonJobWord(m[1]!.split(" ")[0]!) || !isGivenAndSurname(m[3]!)) return null;
  // "**Klettersteigkurs mit Bergführer Pius Tschirky**": the person named by job gives the service and is the business.
  if (m[2] !== undefined) return isPersonJobWord(m[2]) ? `${m[2]} ${m[3]}` : null;
  return `${m[1]} mit ${m[3]}`;
}

/** A service of one or two capitalised words, "mit", perhaps a job, two capitalised words, then the end or a separator. */
const SERVICE_WITH_PERSON_RE = /^(\p{Lu}[\p{L}-]+(?: \p{Lu}[\p{L}-]+)?) mit (?:(\p{Lu}\p{Ll}+) )?(\p{Lu}\p{Ll}+ \p{Lu}[\p{L}-]+)(?=$| [–—-] |: |:$| \(|, )/u;

/**
 * {@link isPhraseNotName}'s verdicts, kept across analyses like {@link SHAPES}: a third of the phrases an
 * answer asks about were asked about in an earlier answer ("Google Maps", "Fazit", "Unsere Empfehlung").
 */
const NOT_NAMES = processTable<boolean>();

/** A craftsman by his job (folded, masculine and feminine): the joiner, painter, electrician, fitter, roofer, tiler … */
const CRAFTSMAN_RE = /^(?:tischler|schreiner|maler|elektriker|installateur|zimmerer|zimmermann|dachdecker|fliesenleger|maurer|spengler|klempner|glaser|schlosser|handwerker|techniker|monteur)(?:in)?$/;

/** A part of a village or town by where it lies, not by a name (Duden: Ortskern, Ortsmitte, Zentrum, Ortsrand …). */
const VILLAGE_PART_RE = /^(?:Ortskern|Ortszentrum|Zentrum|Dorfzentrum|Dorfkern|Ortsmitte|Dorfmitte|Ortsausgang|Ortseingang|Ortsrand|Dorfrand|Stadtzentrum|Stadtrand)$/;

/** Prepositions after a label noun ("Erfahrung an …", "Schwerpunkt auf …", "Preise für …"). */
const LABEL_PREPOSITION_RE = /^(?:an|am|mit|auf|für|im|in|bei|beim|zu|zum|zur|über)$/;

/** What a farm or lodging has, as the head of a phrase: beasts, rooms, view, garden (Duden: common nouns). */
const HOUSE_THING_RE = /^(?:Tiere|Tieren|Zimmer|Blick|Garten)$/;

function isPhraseNotNameOnce(name: string): boolean {
  const words = name.split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  if (words.includes("mit") && serviceWithPerson(name) === name) return false;
  // Round 71: "kommt der Tischler zum Aufmaß", "Schreiner zum Aufmaß": a craftsman "zum" or "zur" a noun says what he comes
  // for; signs with "zum"/"zur" name inns, shops and farms ("Gasthof zum Kreuz", "Hof zur Linde"), never a craftsman's firm.
  if (words.length === 3 && /^zu[mr]$/.test(words[1]!) && CRAFTSMAN_RE.test(foldGerman(words[0]!))) return true;
  // Round 71: "**Steuerbare Verbrauchseinrichtung:**", "Erneuerbare Energien": an adjective of what can be done ("-bar"),
  // inflected, before an abstract noun ("-ung", "-tion", "-heit", "-keit") names a thing or a rule, not a business; other
  // adjectives open firms' names ("Hanseatische Objektbetreuung").
  if (words.length === 2 && /^\p{Lu}\p{Ll}+bar(?:e|en|er|es)$/u.test(words[0]!) && ABSTRACT_WORK_RE.test(words[1]!)) return true;
  if (words.length > 1 && isInflectedLead(words[0]!)) return true;
  // Round 62: "### 3. Weitere Praxen in Burg", "Weitere Tierärzte in der Umgebung", "Sonstige Anbieter": "weitere" or "sonstige"
  // before a noun sums up more of a kind (the businesses follow in the section), never opens a business's name.
  if (words.length > 1 && /^(?:Weitere|Weiteren|Sonstige|Sonstigen)$/.test(words[0]!)) return true;
  // Round 28: "Kleines Team", "Kleinerer Betrieb", "Regionaler Dienst": an inflected adjective before a noun any firm is
  // (team, firm, service, provider) describes the business the line is about; a name has a word of its own
  // ("Goldener Hirsch", "Kleines Team Reisen" is no pair of this kind).
  if (words.length === 2 && /^\p{Lu}\p{Ll}/u.test(words[0]!) && hasAdjectiveEnding(words[0]!) && ORGANISATION_NOUN_RE.test(foldGerman(words[1]!))) return true;
  // Round 61: "dass der Betrieb Dämmung, Eindeckung … anbietet": a noun any firm is before abstract nouns of work only (by
  // "-ung", "-tion", "-heit", "-keit") is a firm and its object; a firm's name has a word of its own ("Betrieb Huber").
  if (words.length > 1 && ORGANISATION_NOUN_RE.test(foldGerman(words[0]!)) && words.slice(1).every((w) => ABSTRACT_WORK_RE.test(w))) return true;
  // Round 28: "Reinigung der Fassade", "Wartung von Brennern": an action noun with its object in the genitive or after
  // "von" names a service done, not who does it ("Reinigung Huber" is written without either).
  if (words.length > 2 && /^\p{Lu}\p{Ll}+ung$/u.test(words[0]!) && /^(?:der|des|von|vom)$/.test(words[1]!)) return true;
  // Round 61: "genau die Art Auftrag, bei der …": "Art" before a noun that names no trade says which kind of thing (Duden: Art,
  // "Sorte"); "Art Studio", "Art Hotel" keep their trade word.
  if (words.length === 2 && words[0] === "Art" && !isTradeWord(foldGerman(words[1]!.replace(/[,;:.!?]+$/, "")))) return true;
  // Round 61: "das Material der Fronten", "die Zahl der Schubladen": a measure or property of a thing with the thing in the
  // genitive names what something is like, never who makes it.
  if (words.length > 2 && MEASURE_HEAD_RE.test(words[0]!) && /^(?:der|des)$/.test(words[1]!)) return true;
  // Round 57: "Spargel im Frühjahr", "Wild im Herbst": a noun with "im" and a season or month says when it is had; a business
  // is named by its trade then ("Café im Winter" keeps its trade word).
  if (words.length === 3 && words[1] === "im" && isSeasonOrMonth(foldGerman(words[2]!).toLowerCase()) && !isTradeToken(foldGerman(words[0]!).toLowerCase()) && !containsTradeStem(foldGerman(words[0]!).toLowerCase())) return true;
  // Round 57: "Brot zum Mitnehmen", "Tiere zum Anfassen", "Platz zum Spielen": "zum" and a verb's infinitive as a noun say
  // what a thing is for (Duden-Grammatik: "zum" + nominalised infinitive, final); an inn's sign names a thing or a beast
  // ("zum Anker", "zum Hirschen"), never a doing.
  if (words.length >= 3 && words[words.length - 2] === "zum" && PURPOSE_INFINITIVE_RE.test(foldGerman(words[words.length - 1]!))) return true;
  // Round 28: "3,5 Zimmer", "1,5–2,5 Zimmer" (a price table's rows): a decimal number opens a quantity, never a name.
  if (/^\d+,\d/.test(words[0]!)) return true;
  // Round 61: "der schönste Marktplatz Deutschlands", "eine der besten Lagen Österreichs": a noun with a country's, region's
  // or town's genitive after it ranks a thing within that place; a business does not name itself after a place so.
  if (words.length >= 2 && endsInPlaceGenitive(words[words.length - 1]!)) return true;
  // Round 61: "das freundliche Team am Empfang", "das Personal an der Rezeption", "der Service am Empfang": the staff or its
  // service at a part of the premises, not a name.
  if (words.length >= 3 && STAFF_AT_PREMISES_RE.test(name)) return true;
  // Round 61: "mit dem Auto zur Bahn", "das Auto zur Prüfung", "Auto am Vorabend": the car and where or when it goes, not a
  // dealer ("Auto Huber" names one by its owner).
  if (words.length >= 3 && words[0] === "Auto" && /^(?:zur|zum|am|vom|ins|nach|bis)$/.test(words[1]!)) return true;
  // Round 67: "die Gemeinschaftspraxis im Ortskern", "die Praxis am Ortsausgang", "Tiergehege am Ortsrand": one noun and where in
  // the village it is (core, centre, edge, exit) describes a place of that kind; issue 31 names "Praxis im Zentrum", a
  // description line, among the non-businesses. None of the training corpora's businesses is so named.
  if (words.length === 3 && /^(?:im|am)$/.test(words[1]!) && VILLAGE_PART_RE.test(words[2]!)) return true;
  // Round 67: "Tiere am Hof", "Zimmer zur Flussseite", "Blick zum Gletscher", "Garten zur Mitbenutzung": what a farm or a
  // lodging has (its beasts, rooms, view, garden) and where; a business is named with its kind ("Gästezimmer am See",
  // "Ziegenkäserei am Kahlenberg"), none in the training corpora by one of these nouns alone.
  // Also after an inflected adjective ("Echte Zimmer am See").
  const thing = /^\p{Lu}\p{Ll}+e[mnrs]?$/u.test(words[0]!) && HOUSE_THING_RE.test(words[1] ?? "") ? 1 : 0;
  if (words.length >= 3 + thing && HOUSE_THING_RE.test(words[thing]!) && /^(?:am|im|zum|zur|vom|auf|mit)$/.test(words[thing + 1]!)) return true;
  // Round 69: "wirbt mit Erfahrung an Fachwerkfassaden im Bauland", "legt den Schwerpunkt auf Kinder und Jugendliche": a label
  // noun (what an item says a firm has: experience, focus, prices) with a preposition after it says what the firm has,
  // never who it is; a firm named after a place puts its kind first ("Praxis am Marktplatz").
  if (words.length >= 3 && LABEL_WORDS.has(foldGerman(words[0]!)) && LABEL_PREPOSITION_RE.test(words[1]!)) return true;
  // Round 61: "500'000 Franken Umsatz", "1.200 Euro Zuschuss": a sum of money and what it is, never a name.
  if (words.length > 1 && /^\d[\d'’.]*$/.test(words[0]!) && CURRENCY_RE.test(words[1]!)) return true;
  if (words.length > 1 && (LEADING_PREPOSITION_RE.test(name) || LEADING_GUT_RE.test(name))) return true;
  // Round 21: "Sind Servicepersonal …", "Gibt es …": a question opens with its finite verb; an auxiliary or modal verb
  // (a closed class of German grammar) is never a name's first word.
  if (words.length > 1 && FINITE_VERB_OPENER_RE.test(words[0]!)) return true;
  // Round 21: "Direkt am Eingang zum Tal", "Mitten in der Altstadt", "Zentral beim Bahnhof": an adverb of place and its
  // preposition say where something lies; a name opens with a noun or a name ("Haus am See").
  if (words.length > 2 && PLACE_ADVERB_LEAD_RE.test(name)) return true;
  // Round 22: "Steuererklärung im Raum Eschenz", "Zahnärzte im Raum Thun": "im Raum" before a place names the area around it
  // (Duden, Raum: "Gebiet"); what stands before is a topic there, no business names itself so.
  if (words.length > 3 && /\sim Raum\s\p{Lu}/u.test(name) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // Round 14: "Herbst Wildgerichte", "Sommer Terrasse": a season or month before a noun says when, not who
  // (a firm of that surname has a connector, legal form or title: "Sommer & Partner", "Winter GmbH").
  // Round 21: also a season with its part ("Spätsommer Zwetschgen", "Frühherbst Pilze", Duden: "Spätsommer", "Hochsommer").
  if (words.length > 1 && isSeasonOrMonth(foldGerman(words[0]!)) && /^\p{Lu}\p{Ll}/u.test(words[1]!) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // "Einrichtungen Richtung Gesäuse", "Touren Richtung Arlberg": "Richtung" before a place is a preposition
  // of direction (Duden: "Richtung", used like a preposition without article); a name holds no direction.
  // With an article or adjective it is the noun ("Die Neue Richtung").
  const toward = words.indexOf("Richtung");
  if (toward > 0 && toward < words.length - 1 && !/^(die|der|eine|einer|neue|neuen|andere|anderen)$/i.test(words[toward - 1]!)) return true;
  // "Spezialisiert auf Sportverletzungen", "Bekannt für Fisch": a participle or adjective with its object.
  if (words.length > 1 && /^(auf|für|fuer|mit|bei|nach|gegen|ohne|durch|ab|seit|in|an|von)$/.test(words[1]!) && ADJECTIVE_SUFFIX_RE.test(foldGerman(words[0]!))) return true;
  // "Kassenvertrag im 6", "Termine ab 8": a number after a lower-case word is an ordinal, a date or a time.
  if (words.length > 2 && /^\d+\.?$/.test(words[words.length - 1]!) && /^\p{Ll}/u.test(words[words.length - 2]!)) return true;
  for (const [i, raw] of words.entries()) {
    if (i === 0) continue;
    const w = raw.replace(/[.,;:!?)"“”]+$/, "");
    // Round 54: an inn's sign, "zur"/"zum" and an adjective in the weak declension before its noun ("Restaurant Zur alten
    // Post", "Gasthof zum goldenen Hirschen"): the adjective is written small (Duden) and belongs to the name.
    if (isSignAdjective(words, i)) continue;
    // French and Italian elided articles before a name ("Cabinet d'Ostéopathie", "Plaine de l'Orbe", "Bar dell'Angelo").
    if (ELIDED_ARTICLE_RE.test(w)) continue;
    // Legal forms written in lower case ("PartG mbB", "mbH", "gGmbH") belong to the name.
    if (LOWER_CASE_LEGAL_FORM_RE.test(w)) continue;
    // Round 22: the parts of an academic title are written in lower case ("lic. oec. Urs Kern", "Dr. rer. pol. Eva Lenz").
    if (isTitleWord(raw)) continue;
    if (/^\p{Ll}/u.test(w) && !NAME_CONNECTOR_WORDS.has(w.toLowerCase()) && !NAME_CONNECTOR_WORDS.has(raw.toLowerCase())) return true;
  }
  if (words.length === 1 && /^\p{Lu}/u.test(words[0]!) && ADJECTIVE_SUFFIX_RE.test(foldGerman(words[0]!))) return true;
  // "**Grundgebühr:** …", "GmbH-Gründung": one abstract noun (its last part, if hyphenated) is a topic.
  // A service ("-dienst") joined by a hyphen to a word of its own ("Blitz-Aufsperrdienst",
  // "Adler-Kurierdienst") is a firm's name: a duty as a topic is written closed ("Notdienst", "Pikettdienst").
  // Round 57: nor a trade in "-ung" joined to a word of its own ("Alpenrösli-Ferienwohnungen", "Sonnenhof-Ferienwohnung"):
  // the trade named by its name ("Sanitär-Heizung" joins two trades and stays a topic).
  if (words.length === 1 && ABSTRACT_NOUN_SUFFIX_RE.test(foldGerman(words[0]!.split("-").pop()!).toLowerCase()) && !isHyphenatedServiceName(words[0]!) && !isHyphenatedTradeName(words[0]!)) return true;
  // Round 20: "Übernachtung im Haupthaus", "Verkostung am Weinberg": an abstract noun with a place phrase is what is
  // done there, not who does it; a business names itself by its trade ("Steuerberatung am Markt": a trade word).
  if (words.length === 3 && /^(?:im|am|beim)$/.test(words[1]!) && /^\p{Lu}/u.test(words[2]!) && isAbstractNotTrade(words[0]!)) return true;
  // Round 20: "bei guter Pflege Jahrzehnte", "Garantie zwei Jahre": a span of time is no word of a name; "Beilage E1b",
  // "Formular L1": a form or model by its code after a common noun is a thing (a firm's code follows its trade or
  // proper word: "Garage A7 Süd" has three words).
  if (words.length === 2 && /^\p{Lu}\p{Ll}+$/u.test(words[0]!) && (TIME_SPAN_RE.test(words[1]!) || (FORM_CODE_RE.test(words[1]!) && !isTradeToken(foldGerman(words[0]!).toLowerCase())))) return true;
  // Round 20: "Reifen und Achsvermessung", "Heizung und Wartung": two kinds of work joined, each a trade word or an abstract
  // noun, name what is offered (a firm of such words states its owner or legal form: "Heizung und Sanitär Huber").
  if (words.length === 3 && /^(?:und|&)$/.test(words[1]!) && [words[0]!, words[2]!].every(isKindOrWork) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // Round 21: "Zuverlässigkeit der Betriebe", "Installation des Begrenzungskabels": an abstract noun with its genitive
  // attribute is a noun phrase of the sentence (what is judged or done, and of what); a firm states its legal form.
  if (words.length >= 3 && /^(?:der|des)$/.test(words[1]!) && /^\p{Lu}\p{Ll}+$/u.test(words[0]!) && ABSTRACT_HEAD_RE.test(foldGerman(words[0]!).toLowerCase()) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // Round 21: "Seriöse Shops", "Günstige Werkstätten": an inflected adjective before a trade word in the plural is a class
  // of businesses, not one of them (a name in the plural, "Goldene Scheren", holds no trade word).
  if (words.length === 2 && /^\p{Lu}\p{Ll}+e$/u.test(words[0]!) && isTradeToken(nameTokens(words[1]!).join("")) && isTradePlural(nameTokens(words[1]!).join(""))) return true;
  // Round 21: "ob die Kanzlei Zwischenrechnungen stellt": a trade word and one abstract noun in the plural are the trade and
  // its verb's object, not a name (a firm named so states its legal form: "Planungen GmbH").
  // Round 57: also a capacity, parts, appointments, fees, costs or prices ("ob die Werkstatt Ersatzteile bestellt", "ob
  // die Praxis Kapazität hat"): nouns of what a business has or charges, no surname.
  if (words.length === 2 && isTradeToken(nameTokens(words[0]!).join("")) && TRADE_OBJECT_RE.test(foldGerman(words[1]!).toLowerCase()) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // Round 21: "Marktwert Ihres Hauses", "Kosten Ihrer Sanierung": the polite possessive ("Ihr", "Ihres", "Ihrer" …, capitalised
  // as the address "Sie" is) after the first word speaks to the reader about his own things; a firm names no reader's thing.
  if (words.length > 1 && words.slice(1).some((w) => POLITE_POSSESSIVE_RE.test(w))) return true;
  // Round 21: "Inhaberwechsel Anfang 2026", "Umbau Mitte März", "Eröffnung Herbst 2025": "Anfang", "Mitte", "Ende", a month or a
  // season before a year or month dates the noun before it (Duden: "Anfang Mai", "Ende 2026"); a name carries no date.
  // Round 75: or a year's date before the noun ("hat im Herbst 2026 Insolvenz angemeldet"): a year anywhere dates the words.
  if (words.length > 2 && DATED_RE.test(foldGerman(words.join(" "))) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // Round 21: "Automower 435X AWD", "Serie 320D": a model designation, a number of two or more digits with one to three capitals
  // (maker's type code), after a product's name is a product; a firm's number stands alone ("Studio 54", "Garage 21").
  if (words.length > 1 && words.slice(1).some((w) => MODEL_CODE_RE.test(w)) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  // Round 19: "Förderungen und Anlaufstellen", "Leistungen & Preise": a plural abstract noun joined to another noun is a
  // section's title (a firm of such words states its legal form: "Planungen & Bau GmbH").
  if (words.length === 3 && /^(?:und|&)$/.test(words[1]!) && PLURAL_ABSTRACT_RE.test(foldGerman(words[0]!).toLowerCase()) && !LEGAL_OR_TITLE_RE.test(name)) return true;
  return false;
}

/**
 * Round 17: "ganzheitliche Zahnmedizin", "digitalem Röntgen", "Modernem Equipment": a phrase opened by an
 * adjective in lower case (German capitalises a name's first word; a brand in lower case, "medbase", is
 * no adjective by its suffix) or in the dative ("-em": a name is cited in the nominative) is a noun phrase
 * of the sentence, never a name.
 */
function isInflectedLead(word: string): boolean {
  const folded = foldGerman(word);
  if (/^\p{Ll}{3,}$/u.test(word) && !NAME_CONNECTOR_WORDS.has(word) && isInflectedAdjective(folded)) return true;
  return /^\p{L}\p{Ll}{3,}em$/u.test(word) && /(?:al|iv|ell|ant|ent|ern|ig|oes|aer|ar|lich|isch)$/.test(folded.slice(0, -2));
}

/** The polite possessive determiner, capitalised as the address "Sie" (Duden, "Ihr" as Höflichkeitsform). */
const POLITE_POSSESSIVE_RE = /^(?:Ihr|Ihre|Ihres|Ihrer|Ihrem|Ihren)$/;

/**
 * A date in a name's words, folded: "Anfang", "Mitte", "Ende", a season or a month before a year anywhere (round 75: "Herbst
 * 2026 Insolvenz") or before a month or season at the end ("Umbau Mitte Mai", "Eröffnung Herbst 2025", "Inhaberwechsel Juni 2026").
 */
const SEASON_OR_MONTH_WORD = `(?:${SEASONS_AND_MONTHS.join("|")}|mai)`;
const DATED_RE = new RegExp(`(?:^| )(?:anfang|mitte|ende|${SEASON_OR_MONTH_WORD}) (?:(?:19|20)\\d\\d(?: |$)|${SEASON_OR_MONTH_WORD}$)`);

/** A maker's type code: two to four digits and one to three capitals ("435X", "320D", "1200RS"). */
const MODEL_CODE_RE = /^\d{2,4}\p{Lu}{1,3}$/u;

/** A season or month, folded, or a season with its early, high or late part ("spaetsommer", "fruehherbst", "hochsommer"). */
function isSeasonOrMonth(folded: string): boolean {
  return SEASON_OR_MONTH.has(folded) || /^(?:spaet|frueh|hoch|mitt)(?:sommer|herbst|winter)$/.test(folded);
}

/** Seasons and months, folded (TIME_WORD_RE keeps the months; the seasons are surnames after a trade word: "Bäckerei Herbst"). */
const SEASON_OR_MONTH = new Set(SEASONS_AND_MONTHS);

/** "Blitz-Aufsperrdienst": a capitalised word (no acronym, no number) hyphen-joined to a service noun. */
function isHyphenatedServiceName(word: string): boolean {
  return /^\p{Lu}\p{Ll}{2,}-\p{Lu}\p{Ll}*dienst$/u.test(word);
}

/** "Alpenrösli-Ferienwohnungen": a capitalised word that is no trade hyphen-joined to a trade word. */
function isHyphenatedTradeName(word: string): boolean {
  const parts = word.split("-");
  if (parts.length < 2 || !parts.every((p) => /^\p{Lu}\p{Ll}{2,}$/u.test(p))) return false;
  const tokens = parts.map((p) => foldGerman(p).toLowerCase());
  return isTradeToken(tokens[tokens.length - 1]!) && !tokens.slice(0, -1).some((t) => isTradeToken(t) || ABSTRACT_NOUN_SUFFIX_RE.test(t));
}

/** "d'Ostéopathie", "l'Orbe", "dell'Angelo": an elided French or Italian article joined to the capitalised word of a name. */
const ELIDED_ARTICLE_RE = /^(?:d|l|dell|nell|all|sull|qu)['’]\p{Lu}/u;

/** Legal forms that start in lower case (German GmbHG, PartGG: "mbH", "mbB", "gGmbH"). */
const LOWER_CASE_LEGAL_FORM_RE = /^(?:mbH|mbB|gGmbH|eG)$/;

/** A legal form ("GmbH", "e.K.", "PartG") or an academic title ("Dr.", "Mag."), or "& Partner": only firms and people carry them. */
// Round 21: a legal form as the first part of a hyphenated compound is no legal form ("KG-Gerät", "AG-Sitzung", "GmbH-Gründung").
export const LEGAL_OR_TITLE_RE =
  /\b(?:(?:gmbh|ggmbh|mbh|mbb|ug|ag|kg|ohg|gbr|partg)\b(?!-[a-zäöü])|e\.\s?[ku]\.|d?dr\.|dres\.|prof\.|dipl\.|mag\.|ing\.|lic\.)|&\s*(partner|kollegen|co\.?|söhne|sohn)|\bund partner\b/i;

/**
 * True when a bold lead is a sentence of its own, closed by its own full stop, which a firm's name in bold never is:
 * - round 64, a statement, a finite verb after its first word or two ("**Zirbe ist weich.** Für Fronten …", "**Altholz ist
 *   nicht gleich Altholz.**"): a point of advice; a name in bold ends before its description ("**Tischlerei Hölzl** ist …");
 * - round 76, a run-in title, an article, a noun and a preposition's phrase ("**Der Weg zur Praxis.** In den ersten Wochen
 *   …", "**Die Frist auf dem Rezept.**"): it titles a paragraph of advice.
 * @param lead the bold text, markup inside allowed (the caller strips it where it matters); surrounding space is ignored
 */
export function isBoldSentence(lead: string): boolean {
  const t = lead.trim();
  return BOLD_STATEMENT_RE.test(t) || BOLD_RUN_IN_TITLE_RE.test(t);
}

/**
 * Round 77: bold text closed by its own full stop after a word ("**Wartungsvertrag.**", "**Heizkörper und
 * Vorlauftemperatur.**"), the looser kin of {@link isBoldSentence}: a title only where the caller finds it at a sentence's
 * start and without a firm's evidence (prose-candidates.ts); an abbreviation's stop is the name's ("… e.V.").
 * @param text the bold text without markup
 */
export function endsInOwnFullStop(text: string): boolean {
  return /\p{Ll}{3}\.$/u.test(text.trim());
}

const BOLD_STATEMENT_RE = /^\S+(?:\s\S+)?\s(?:ist|sind|war|hat|haben|wird|werden|braucht|brauchen|kostet|kosten)\s[^.!?]*[.!]$/;
const BOLD_RUN_IN_TITLE_RE = /^(?:Der|Die|Das)\s\p{Lu}\p{Ll}+\s(?:zur|zum|auf|nach|in|im|am|vor|mit|für|bei|vom|von|aus|über|unter)\s[^.!?]*\.$/u;

/**
 * True when `text` has a postcode and town, a street and number, a phone number or a website ({@link ADDRESS_RE}): an
 * item that has one describes a business.
 * @param text any text, markdown allowed
 */
export function holdsAddress(text: string): boolean {
  return ADDRESS_CUE_RE.test(text) && ADDRESS_RE.test(text);
}

/**
 * What every match of {@link ADDRESS_RE} holds: a digit (postcode, street number, phone), "www.", "://" or a dot before
 * a top-level domain's first letter. Most texts have none, and the long pattern is not tried on them; a new alternative
 * of ADDRESS_RE needs its cue here.
 */
const ADDRESS_CUE_RE = /[0-9]|:\/\/|www\.|\.[acden]/i;

/** A postcode and town, a street and number, a phone number (+49, +43, +41 or a leading 0) or a website. */
const ADDRESS_RE =
  /(\b\d{4,5}\s+\p{Lu}|(stra(ss|ß)e|str\.|weg|platz|allee|gasse|ring|damm|ufer|chaussee|markt)\s*\d{1,4}\b|\+\s?4[139]|\b0\d{2,5}[\s/-]?\d{3,}|\bwww\.|https?:\/\/|\b[a-z0-9-]+\.(de|at|ch|com|net|eu)\b)/iu;

/**
 * How strongly an item reads as a business: evidence for (bold name, legal form or
 * title, address/phone/website, a proper name) against evidence for advice.
 * Below 0: not a business. 2 or more: reads like a name. 3 or more: clearly one.
 */
export function businessScore(name: string, bold: boolean, body: string): number {
  // A lead this long is a sentence (a tip, a remark), and scores -10 whatever its shape: refused before the shape is
  // computed, which costs a test for every word (a tenth of the leads scored, a third of their words).
  if (name.length > 80 || nameTokens(name).length > 8) return -10;
  const shape = nameShape(name);
  // Round 35: "**Zahnarztzentrum.ch** – Kette mit Standort in Oerlikon": a bold domain leading an item is a business known by its
  // web address; elsewhere a domain is a source.
  if (shape.advice || shape.tokens.length === 0 || shape.labelsOnly || (BARE_DOMAIN_RE.test(name) && !bold)) return -10;
  if (!/^[\p{L}\d"„]/u.test(name) || isPhraseNotName(name)) return -10;
  let score = 0;
  if (bold) score += 2;
  if (LEGAL_OR_TITLE_RE.test(name)) score += 2;
  if (body !== "" && withinAnswer(answerMemo?.addressed, body, holdsAddress)) score += 2;
  if (shape.proper.length > 0 || shape.locator) score += 1;
  if ((shape.proper.length > 0 || shape.locator) && shape.trades.length > 0) score += 1;
  if (shape.proper.length >= 2) score += 1;
  return score;
}

/** A name with a trade word and a proper name, or a title or legal form ("Physio Lechviertel", "Praxis Dr. Lenz"). */
export function isStrongProseName(name: string): boolean {
  // More than six words is a sentence (a business's note, asked whether it names a firm), refused before its shape is
  // computed: that costs a test for every word.
  return nameTokens(name).length <= 6 && isStrongShape(name, nameShape(name));
}

function isStrongShape(name: string, shape: NameShape): boolean {
  if (shape.tokens.length > 6 || shape.advice || shape.labelsOnly || shape.proper.length === 0) return false;
  // The phrase's test last: most runs of running text hold neither a trade word nor a title, and need none.
  return (shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(name)) && !isPhraseNotName(name);
}

/** In a recommending sentence, a name of this shape: two or more proper words ("Pho Saigon", "Little Hanoi"). */
function isPlainShape(name: string, shape: NameShape): boolean {
  if (shape.advice || shape.labelsOnly || shape.tokens.length > 6) return false;
  // The phrase's test last, as in isStrongProseName: most runs have fewer proper words.
  return (shape.proper.length >= 2 || (shape.proper.length >= 1 && shape.trades.length > 0) || isBrandAndTown(name, shape)) && !isPhraseNotName(name);
}

/** How a run of prose reads as a name: {@link isStrongProseName} (STRONG_NAME), else {@link isPlainShape} (PLAIN_NAME), else 0. */
export const STRONG_NAME = 2;
export const PLAIN_NAME = 1;

/**
 * {@link isStrongProseName}, and when not strong {@link isPlainShape}, from one look at the shape: where both are
 * asked of every run (prose-candidates.ts), the plain reading computes the shape anyway whenever the strong one fails.
 */
export function proseNameReading(name: string): number {
  const shape = nameShape(name);
  return isStrongShape(name, shape) ? STRONG_NAME : isPlainShape(name, shape) ? PLAIN_NAME : 0;
}

/** A brand and its town ("Kornblume Bamberg"): businesses name themselves so; a place alone is set apart later. */
function isBrandAndTown(name: string, shape: NameShape): boolean {
  if (shape.proper.length !== 1) return false;
  const words = name.split(/\s+/);
  return words.length === 2 && isPlaceName(words[1]!);
}

/** A platform, or in an enumeration a name with a trade word, legal form or title, or two proper words. */
export function isProseBusinessName(name: string): boolean {
  if (findPlatform(name)) return true;
  const shape = nameShape(name);
  if (shape.advice || shape.labelsOnly || shape.proper.length === 0 || shape.tokens.length > 6) return false;
  return (shape.trades.length > 0 || LEGAL_OR_TITLE_RE.test(name) || shape.proper.length >= 2) && !isPhraseNotName(name);
}

/** A name with a proper word that is no advice, label, bare domain or phrase: enough beside clear names in one enumeration. */
export function isPlainProperName(name: string): boolean {
  const shape = nameShape(name);
  return !shape.advice && !shape.labelsOnly && shape.proper.length > 0 && shape.tokens.length <= 6 && !BARE_DOMAIN_RE.test(name) && !isPhraseNotName(name);
}

/** "Dr. med. Jonas Wendland", "Mag. Eva Haider": a title and one to three name words, no trade word. */
export function isTitledPerson(name: string): boolean {
  const words = name.split(/\s+/);
  const titles = words.filter(isTitleWord).length;
  const rest = words.length - titles;
  return titles > 0 && rest >= 1 && rest <= 3 && nameShape(name).trades.length === 0;
}
