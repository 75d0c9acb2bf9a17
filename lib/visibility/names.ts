/**
 * Normalisation and comparison of German business names, the basis of deciding
 * whether an AI answer names the user's business. Pure functions, no I/O.
 */
import { domainToUnicode } from "node:url";
import { foldGerman as foldText } from "@/lib/text/fold";
import { processTable, recall, remember } from "./answer-memo";

/** Articles, prepositions and conjunctions that never identify a business. */
const FUNCTION_WORDS = new Set([
  "der", "die", "das", "den", "dem", "des", "ein", "eine", "einer", "einem", "einen",
  "und", "oder", "sowie", "fuer", "von", "vom", "im", "in", "am", "an", "auf", "bei",
  "mit", "zu", "zum", "zur", "aus", "nach", "ueber", "unter", "the", "of", "and",
  // Round 55: "Beim Kirchawirt", as Bavarians and Austrians name an inn by its keeper or its place ("beim" = bei dem).
  "beim",
]);

/**
 * Legal-form tokens (after punctuation is removed: "e.K." -> "e k", "& Co. KG" ->
 * "und co kg"). Source: HGB/GmbHG/AktG company-name suffixes, plus AT/CH forms.
 */
const LEGAL_FORM_WORDS = new Set([
  "gmbh", "mbh", "ug", "haftungsbeschraenkt", "ag", "kg", "ohg", "gbr", "co", "kgaa",
  "se", "ek", "ekfm", "ekfr", "eg", "ev", "partg", "partgmbb", "partnerschaftsgesellschaft",
  // Round 33: "… & Partner mbB" (PartGG § 8 (4): mit beschränkter Berufshaftung), written apart from "Partner".
  "mbb",
  "ltd", "inc", "llc", "gesmbh", "sarl", "sa",
  // Round 67: the Austrian general partnership (UGB § 105, "offene Gesellschaft": "Outdoorzentrum Auer OG").
  "og",
]);
const LEGAL_FORM_PHRASES = [/\be\s?\.\s?k(fm|fr)?\s?\./gi, /\be\s?\.\s?v\s?\./gi, /\be\s?\.\s?g\s?\./gi, /\be\s?\.\s?u\s?\./gi];

/** Academic and professional titles, which people add or drop at will. */
const TITLE_WORDS = new Set([
  "dr", "dres", "prof", "med", "dent", "vet", "rer", "nat", "pol", "phil", "jur", "oec",
  "dipl", "ing", "kfm", "mag", "msc", "bsc", "mba", "llm", "ra", "stb", "wp", "h", "c",
  // Round 15: Austria's "Dr. med. univ." and "Dr. iur." / "lic. iur." of Switzerland.
  "univ", "iur", "lic", "pharm", "sc", "techn",
  // Round 35: Austria's double doctorate ("DDr. Pirker": Doktor der Medizin und der Zahnmedizin).
  "ddr",
]);

/**
 * Word stems of trades and business kinds. A name made only of such words and a
 * place ("Zahnarztpraxis Berlin") says what a business does, not which one it is.
 */
const TRADE_STEMS = [
  "praxis", "zahn", "dental", "dentist", "kieferorthop", "arzt", "aerzt", "medizin", "klinik", "augen",
  "optik", "hoer", "apothek", "physio", "therapie", "therapeut", "pflege", "kanzlei", "anwalt",
  // Round 59: the medical supply shop (Duden: Sanitätshaus), a trade of its own beside the physiotherapist's.
  "sanitaetshaus",
  "anwael", "recht", "notar", "steuer", "berat", "buchhalt", "lohn", "wirtschaftspruef",
  // Swiss fiduciaries (accounting and tax, the trade of TREUHAND|SUISSE): "Treuhand", "Treuhandbüro".
  "treuhand",
  // Round 33: Swiss law firms ("Advokatur", "Advokaturbüro", "Advokat"): the trade, as "Kanzlei" is ("Advokatur Marktgasse"
  // is no short form of "Advokatur Keller").
  "advokat",
  // Round 33: the farrier's firm ("Hufbeschlag Bruns"), a trade beside the saddler's; not "Schmied", a surname as often as
  // a trade ("Bäckerei Schmied", "Schmieder"), nor "Hufschmiede", in tips mostly the smiths in the plural.
  "hufbeschlag",
  // Round 33: photographers ("Nadja Keller Fotografie", "Fotografin Nadja Keller", "Lichtwerk Photography").
  "fotograf", "photograph",
  "autohaus", "auto", "kfz", "werkstatt", "reifen", "karosserie", "carrosserie", "lack", "solar", "photovoltaik",
  "pv", "energie", "strom", "waerme", "heizung", "sanitaer", "klima", "elektr", "install",
  // Round 55: "SHK", the trade's own abbreviation (Sanitär, Heizung, Klima; ZVSHK), as in "SHK Rolfes"; and heating by its
  // technique and its fuel ("Heiztechnik", "Heizöl"), as "Haustechnik" is a trade; not "heizen", the verb ("Sauber Heizen").
  "shk", "heiztechnik", "heizoel",
  "immobilien", "makler", "hausverwaltung", "verwaltung", "bau", "dach", "maler", "fliesen",
  "schreiner", "tischler", "zimmer", "garten", "reinigung", "umzug", "friseur",
  // Round 22: landscaping by its compounds ("Landschaftsbau", "Landschaftspflege", "Landschaftsgärtner"); "Landschaft"
  // alone is the land itself ("der weiten Landschaft am Zollfeld"), the gardener is named with "Garten".
  "landschaftsbau", "landschaftspfleg", "landschaftsgaert", "landschaftsarchitekt",
  "frisoer", "salon", "barber", "kosmetik", "beauty", "nagel", "baeck", "konditor", "metzger",
  "fleischer", "gasthaus", "gasthof", "wirtshaus", "restaurant", "bistro", "cafe", "hotel",
  "pension", "pizzeria", "studio", "fitness", "yoga", "zentrum", "center", "service", "technik",
  "handwerk", "betrieb", "firma", "unternehmen", "agentur", "marketing", "team", "partner",
  "kollegen", "gruppe", "haus", "shop", "laden", "markt", "handel", "versicherung", "bank",
  "schule", "akademie", "institut", "labor", "spezialist", "experte", "meister", "dienst", "tier",
  // Farms, wineries and food makers that sell directly, and crafts the list above lacked.
  "weingut", "winzer", "vinothek", "heurig", "buschenschank", "brauerei", "brennerei", "imkerei", "kaeserei",
  "hofladen", "gaertnerei", "juwelier", "goldschmied", "schneiderei", "garni",
  // Round 50: the Swiss diminutive of "Laden" ("Lädeli", "Hof-Lädeli"), a shop as "Laden" and "Hofladen" are; not "hof-"
  // as a first part, which would make "Hofbauer" a trade.
  "laedeli", "hoflaedeli",
  // Round 50: "FeWo", the usual abbreviation of "Ferienwohnung".
  "fewo",
  // Round 38: the holiday farm ("Ferienhof Oberreiter", "bei den Oberreiters"), a kind of lodging as "Ferienhaus" is; farms
  // named by what they grow ("Gemüsehof Schwab"), whose shop is their "Hofladen". Not "…hof" alone: "Lärchenhof" is a name.
  "ferienhof", "gemuesehof", "obsthof", "biohof",
  // Round 71: and farms named by their eggs, poultry or goats ("Eierhof Kuhlmey", "Geflügelhof …", "Ziegenhof …").
  "eierhof", "gefluegelhof", "ziegenhof",
  // Round 71: the small shop or inn by its parlour ("Haarstube Müllener", "Frisierstube Hackmann", "Teestube Ahlrichs",
  // "Weinstube Kern"), a kind as "Salon" and "Gasthaus" are; not "Stube" alone, nor the inn's "Gaststube", a room.
  "haarstube", "frisierstube", "teestube", "weinstube", "bierstube", "kaffeestube",
  // Round 71: who cooks for a party at home or in a hall ("Partyservice Hütteroth", "Catering Brand"), a trade as the inn is.
  "partyservice", "catering",
  // Round 71: the Austrian cider farm by its kinds ("Mosthof Zwirchmayr", "Mostschank Ganglbauer", "Mostschänke Eder", "Mostheuriger"), as
  // "Heuriger" and "Buschenschank" are; not "Most" alone, the drink.
  "mosthof", "mostschank", "mostschaenk", "mostheurig",
  // Round 76: the tavern written with "e" ("Mostschenke Hasenleithner", "Weinschenke …"), as Duden spells it beside "Schänke".
  "mostschenk", "weinschenk",
  // Round 71: the oil mill that presses and sells pumpkin-seed or rapeseed oil ("Ölmühle Monschein"); not "Mühle" alone, which
  // opens place names and surnames ("Mühlenbach").
  "oelmuehle",
  // Round 52: the holiday chalet ("Chalet Zirbenruh", "Almchalet Seebachtal"), a kind of lodging as "Ferienhaus" is.
  "chalet",
  // Round 72: the spa hotel ("Kurhaus Gontenbad", "Kurhotel …"), a kind of lodging as "Hotel" is.
  "kurhaus", "kurhotel",
  // Round 38: the Austrian physician's practice ("Ordination Dr. Ogris", "Tierärztliche Ordination Dr. Hiden").
  "ordination",
  // Round 67: the shared practice ("Hausärztliche Gemeinschaftspraxis Saathoff & Kollegen" = "Praxis Saathoff"), a practice as
  // "Praxis" is (Duden: Gemeinschaftspraxis, Praxisgemeinschaft, Gruppenpraxis).
  "gemeinschaftspraxis", "praxisgemeinschaft", "gruppenpraxis",
  // Round 54: the roofer's firm by its work ("Hees Bedachungen GmbH", "Bedachungen Kremer"), as "Dachdeckerei" is.
  "bedachung",
  // Round 15: the Swiss confectioner ("Confiserie", "Confiseur"), whose "-erie" the "-erei" rule does not catch.
  "confiser",
  // Printers ("Druckerei", "Digitaldruck", "… Druck"): the trade, not the name ("Hofer Druck" = "Druckerei Hofer").
  "druck",
  // Therapies, schools and care the list above lacked.
  "osteopath", "logopaed", "ergotherap", "podolog", "fahrschul", "kita", "tagesmutter", "jausen",
  // Riding establishments, by the kinds of the German equestrian federation's (FN) riding-school search:
  // "Reiterhof", "Reitstall", "Reitschule", "Reitanlage", "Ponyhof", "Pferdehof", "Gestüt".
  "reiterhof", "reitstall", "reitschul", "reitanlage", "reitsport", "ponyhof", "pferdehof", "gestuet",
  // Round 21: lodgings by the property types of the booking platforms (Booking.com, HolidayCheck: holiday flat, holiday
  // house, guest house): "Ferienwohnungen Seeblick" is let by someone, as "Pension Seeblick" is.
  "ferienwohnung", "ferienhaus", "ferienhaeuser", "gaestehaus",
  // French and Italian trade words of Swiss answers ("Cabinet …", "Coiffure …", "Grotto …", "Farmacia …").
  "cabinet", "coiffeur", "coiffure", "garage", "boulangerie", "patisserie", "pharmacie", "ristorante", "trattoria",
  "osteria", "grotto", "pasticceria", "panetteria", "farmacia", "gelateria",
  // Round 61: riding stables in French and English ("Écurie des Sapins", "Manège de …", "Ranch Les Breuleux").
  "ecurie", "manege", "ranch",
  // Round 19: paediatricians by the specialty's German name ("Kinderarztpraxis", "Kinder- und Jugendärztin"): the
  // first part names whom the doctor treats, not which practice it is.
  "kinderarzt", "kinderaerzt", "jugendarzt", "jugendaerzt",
  // Round 20: timber construction, the carpenter's trade beside the joiner's ("Holzbau Kessler AG", "Holzbaubetrieb"),
  // and the bicycle and motorbike dealer ("Zweirad Huber", "Zweiradhaus").
  "holzbau", "zweirad",
  // Round 66: the sawmill beside them ("Sägewerk Redtenbacher" cuts the timber "Holzbau Redtenbacher" builds with).
  "saegewerk",
  // Round 22: translators and interpreters by their offices ("Übersetzungsbüro", "Übersetzungsdienst", "Dolmetscherdienst").
  "uebersetzung", "dolmetsch",
  // Round 30: interior finishing by the trades of the crafts' registers (Anlage A/B HwO: Parkettleger, Raumausstatter,
  // Bodenleger), which carpenters and joiners work beside ("Ryf Bodenbeläge" is not "Schreinerei Ryf AG"), and the bakery
  // by its workroom ("Backstube", Duden: Raum, in dem gebacken wird), as "Backhaus" is by "haus".
  "innenausbau", "bodenbel", "bodenleg", "parkett", "raumausstatt", "treppenbau", "backstube",
  // Round 32: removals and clearances by their firms' kinds ("Möbelspedition", "Entrümpelung Schöne"), the furniture trade
  // ("Möbel Inntal Design", "Möbelhaus"), farmers' bookkeeping offices ("Landwirtschaftliche Buchstelle"), the Swiss walk-in
  // practice ("Permanence Bahnhof", French for a practice open without appointment) and styling ("Styling Studio Moser").
  "spedition", "entruempel", "moebel", "buchstelle", "permanence", "styling",
  // Round 61: the medical care centre, written out or abbreviated ("Medizinisches Versorgungszentrum Hegau", "MVZ Hegau";
  // § 95 SGB V), a kind of practice as "Gemeinschaftspraxis" is.
  "mvz", "versorgungszentr",
  // Round 63: the bakery by its bakehouse ("Backhaus Desingerode", Duden: Backhaus) and foot care as podiatry's trade
  // ("Fußpflege Hupe", beside "podolog").
  "backhaus", "fusspflege",
  // Round 61: the specialist shop ("Fachgeschäft mit Werkstatt"), a shop as "Laden" is; not "Geschäft" alone, also a deal.
  "fachgeschaeft",
  // Round 34: a bookshop names its trade so ("Buchhandlung am Residenzplatz"), as a shop does by "handel" or "laden".
  "buchhandlung",
  // A country estate that hosts and lodges ("Landgut Rosenauer Mühle"), as a winery is a "Weingut"; renovation firms
  // ("Renovationsteam Thurau", Swiss "Renovation" for a flat's refurbishment).
  "landgut", "renovation",
  // The plural a removal firm names itself by ("Mittelhessen Umzüge Krämer"), which "umzug" does not reach.
  "umzuege",
  // Round 35: funeral homes by the names they trade under ("Bestattungen Gerling", "Bestattungshaus Gerling", "Bestatter",
  // "Pietät Hollerbach"; Duden: Pietät, in Namen von Bestattungsinstituten), one trade whatever the word.
  "bestatt", "pietaet",
  // Round 35: wine estates by the other names they trade under ("Weinhof Rieder", Swiss "Rebgut Thurauen"), as "Weingut" is.
  "weinhof", "rebgut",
  // Round 35: architects ("Architektin DI Karin Hofstätter", "Architekturbüro Lindorfer"), a trade of its own beside the
  // builder's ("Hofstätter Bau GmbH" is another business).
  "architekt",
  // Round 36: the Swiss plasterer ("Gipser": "Gipsergeschäft Treier" is not "Malergeschäft Treier AG") and the bicycle and
  // motorbike shop by its Swiss and Austrian words ("Velo Neuhaus" for "Velo-Moto Neuhaus GmbH", "Veloladen", "Motoshop").
  "gipser", "velo", "moto",
  // Round 37: the inn by its plain German word ("Gaststätte Alte Schmiede", Duden: Gaststätte, Betrieb, in dem Gäste
  // bewirtet werden), as "Gasthaus" is.
  "gaststaett",
  // Round 56: the inn by its "Wirtschaft" (Duden: Gastwirtschaft; Swiss "Alpwirtschaft", "Bergwirtschaft"; the wine growers'
  // "Besenwirtschaft", "Straußwirtschaft") and the Swiss "Beiz" ("Dorfbeiz", "Beizli"), as "Wirtshaus" is; not "Wirtschaft"
  // alone, the economy.
  "gastwirtschaft", "alpwirtschaft", "bergwirtschaft", "besenwirtschaft", "strausswirtschaft", "beiz",
];

/**
 * The genitive of a masculine or neuter kind of business at a word's end ("gasthauses", "weingutes"), folded; only where
 * it differs from the plural ("Hotels", "Cafés" may be either: "Kleine Cafés" is a class of businesses).
 */
const GENITIVE_KIND_RE = /(haus|hof|betrieb|zentrum|geschaeft|weingut|stall|werk)(?:es|s)$/;

/** A genitive of a surname ending as German surnames do ("brunners", "muellers", "kessels", "wagners"), folded. */
const GENITIVE_SURNAME_RE = /^[a-z]{3,}(?:er|el|en|ig|ch|mann)s$/;

/** Large cities of Germany, Austria and Switzerland: locations, not identities. */
const PLACE_WORDS = new Set([
  "berlin", "hamburg", "muenchen", "koeln", "frankfurt", "stuttgart", "duesseldorf", "leipzig",
  "dortmund", "essen", "bremen", "dresden", "hannover", "nuernberg", "duisburg", "bochum",
  "wuppertal", "bielefeld", "bonn", "muenster", "mannheim", "karlsruhe", "augsburg", "wiesbaden",
  "aachen", "kiel", "freiburg", "mainz", "regensburg", "wien", "graz", "linz", "salzburg",
  "innsbruck", "zuerich", "bern", "basel", "genf", "luzern", "deutschland", "oesterreich", "schweiz",
]);

/**
 * Folds a name for comparison: the site's one text fold (lib/text/fold.ts: ä/ae,
 * ö/oe, ü/ue, ß/ss, other diacritics dropped), plus "&" and "+" read "und"; memoised,
 * because answers repeat their words.
 * @param text any text
 * @returns folded text, punctuation kept
 */
export function foldGerman(text: string): string {
  // Most words are plain ASCII: their fold is their lower case, cheaper to make than to look up in a table of
  // thousands of words (and kept out of it, the table holds the others longer).
  if (isPlainAscii(text)) return text.toLowerCase();
  // Words and names recur; clauses and sentences (the tone's, a context's) seldom do, and kept they only pushed the
  // words out of the table sooner (5 % of the folds, a third of the characters, one in seven found again).
  const long = text.length >= FOLD_MEMO_MAX;
  const cached = long ? undefined : FOLDED.get(text);
  if (cached !== undefined) return cached;
  let folded = foldText(text);
  if (/[&+]/.test(folded)) folded = folded.replace(/[&+]/g, " und ");
  if (!long) remember(FOLDED, text, folded);
  return folded;
}

/** True when every character of `text` is ASCII and none is "&" or "+": then lib/text/fold.ts folds it to its lower case, and nothing more is replaced. */
function isPlainAscii(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 0x7f || c === 0x26 || c === 0x2b) return false;
  }
  return true;
}

/** Texts of this length and longer are folded afresh each time. */
const FOLD_MEMO_MAX = 60;

/** Answers repeat their words; folding and classifying each once keeps an analysis well under a millisecond. */
const FOLDED = processTable<string>();
const TRADE = processTable<number>();
const TOKENS = processTable<readonly string[]>();
const DOMAINS = processTable<string | null>();
/** Every candidate, word and n-gram is asked whether it is a place, several times per answer. */
const PLACE_KEYS = processTable<string>();

/**
 * Comparison key of a place name: folded like {@link foldGerman}, "Sankt" read as
 * "St", dots dropped, hyphens, slashes and spaces as one space.
 * @example placeKey("Innsbruck-Land") === placeKey("Innsbruck Land") === "innsbruck land"
 */
export function placeKey(name: string): string {
  return recall(PLACE_KEYS, name, placeKeyOnce);
}

function placeKeyOnce(name: string): string {
  return foldGerman(name)
    .replace(/\bsankt\b/g, "st")
    .replace(/[.'’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/**
 * Splits a name into comparable tokens: folded, punctuation removed, hyphenated
 * compounds kept as one token ("Meier-Schulze" -> "meierschulze", so that "Meier"
 * does not match it), legal forms and titles removed.
 * @param name a business name as typed or as written in an answer
 * @returns tokens in original order, e.g. "Zahnarztpraxis Dr. Müller GmbH" -> ["zahnarztpraxis", "mueller"]
 */
export function nameTokens(name: string): readonly string[] {
  return recall(TOKENS, name, frozenTokens);
}

function frozenTokens(name: string): readonly string[] {
  return Object.freeze(tokenize(name));
}

function tokenize(name: string): string[] {
  let text = foldGerman(name);
  // Each legal form of these has a dot ("e.K.", "e. V."), and most names none: the patterns run only on those that do.
  if (text.includes(".")) for (const re of LEGAL_FORM_PHRASES) text = text.replace(re, " ");
  if (text.includes("-")) text = text.replace(/(\p{L})-(?=\p{L})/gu, "$1");
  // Round 56: "Alpenglüh'n" is "Alpenglühn", "Susi's Imbiss" "Susis Imbiss": an apostrophe inside a word marks a dropped
  // letter or a genitive (Duden, Apostroph), not a word's end.
  if (/['’]/.test(text)) text = text.replace(/(\p{L})['’](?=\p{L})/gu, "$1");
  // Round 30: "Sankt-Anna-Apotheke" is "St. Anna Apotheke" (Duden: St. = Sankt).
  if (text.includes("sankt")) text = text.replace(/(?<!\p{L})sankt(?!ion)/gu, "st");
  // In ASCII text a letter or digit is one of A–Z, a–z, 0–9, which a plain pattern finds faster than a Unicode one (the
  // fold has written "&" and "+" as "und", so the plain-ASCII test is the ASCII test here).
  text = text.replace(isPlainAscii(text) ? /[^A-Za-z0-9]+/g : /[^\p{L}\p{N}]+/gu, " ").trim();
  if (!text) return [];
  const tokens = text.split(" ");
  // Round 30: "Brunners Schlosserei", "Hubers Hofladen": a surname's genitive before a trade word is the surname (Duden,
  // sächsischer Genitiv); only after the endings German surnames have, so "Klaus" or "Markus" keep their "s".
  for (let i = 0; i + 1 < tokens.length; i++) if (endsInS(tokens[i]!) && GENITIVE_SURNAME_RE.test(tokens[i]!) && isTradeToken(tokens[i + 1]!)) tokens[i] = tokens[i]!.slice(0, -1);
  // Round 30: "die Küche des Gasthauses Csencsits", "die Zimmer des Hotels Krainz": a kind's genitive is the kind.
  for (let i = 0; i < tokens.length; i++) if (endsInS(tokens[i]!)) tokens[i] = tokens[i]!.replace(GENITIVE_KIND_RE, "$1");
  // Round 52: "Zu den drei Linden" is "Zu den 3 Linden": a number word is its digits.
  for (let i = 0; i < tokens.length; i++) tokens[i] = NUMBER_WORDS.get(tokens[i]!) ?? tokens[i]!;
  // Round 54: "Apartments Nockalmblick" is "Appartements Nockalm Blick": the word in English or French spelling, singular
  // or plural, is one word. Round 56: and Austria's short "Apart" ("Apart Alpenglühn").
  for (let i = 0; i < tokens.length; i++) if (APARTMENT_RE.test(tokens[i]!)) tokens[i] = "apartment";
  // Round 55: "KFZ-Technik Bauersachs" is "Kraftfahrzeugtechnik Bauersachs" (Duden: Kfz, Kraftfahrzeug).
  for (let i = 0; i < tokens.length; i++) if (tokens[i]!.startsWith("kraftfahrzeug")) tokens[i] = `kfz${tokens[i]!.slice(13)}`;
  // Round 55: "Fam. Lippuner" is "Familie Lippuner" (Duden: Fam. = Familie).
  for (let i = 0; i + 1 < tokens.length; i++) if (tokens[i] === "fam") tokens[i] = "familie";
  // Round 55: "Goldener Hirsch" is "Zum Goldenen Hirsch": an inn sign's adjective before its noun, in any declension
  // (Duden, Grammatik: starke und schwache Deklination), is one word; not the name's last word ("Bäckerei Schwarzer").
  for (let i = 0; i + 1 < tokens.length; i++) {
    const sign = SIGN_ADJECTIVE_RE.exec(tokens[i]!);
    if (sign && !isTradeToken(tokens[i + 1]!) && !FUNCTION_WORDS.has(tokens[i + 1]!)) tokens[i] = sign[1]!;
  }
  return tokens.filter((t, i) => {
    if (LEGAL_FORM_WORDS.has(t) || TITLE_WORDS.has(t)) return false;
    // "& Co. KG" leaves "und" behind once "co" and "kg" are gone.
    if (t === "und" && tokens[i + 1] === "co") return false;
    return true;
  });
}

/**
 * Round 55: the adjectives of inn signs ("Zum Goldenen Hirsch", "Weißes Rössl", "Roter Ochse"), folded,
 * with a declension ending; group 1 is the stem.
 */
const SIGN_ADJECTIVE_RE = /^(golden|silbern|weiss|schwarz|rot|gruen|blau)(?:e|en|er|es|em)$/;

/**
 * Number words as inn signs and names write them ("Zu den drei Linden", "Sieben Zwerge"), folded, with their digits. Not
 * "acht" and "elf", nouns as well (Duden: Acht, Elf), nor "ein" and "eins", articles.
 */
const NUMBER_WORDS = new Map([
  ["zwei", "2"], ["drei", "3"], ["vier", "4"], ["fuenf", "5"], ["sechs", "6"], ["sieben", "7"], ["neun", "9"], ["zehn", "10"], ["zwoelf", "12"],
]);

/** True for a number word of {@link NUMBER_WORDS} as written ("drei", "fünf"), read as digits in names. */
export function isNumberWord(word: string): boolean {
  return NUMBER_WORDS.has(foldGerman(word));
}

/** True when a token ends in "s", as every genitive of GENITIVE_SURNAME_RE and GENITIVE_KIND_RE does. */
function endsInS(token: string): boolean {
  return token.charCodeAt(token.length - 1) === 0x73;
}

/**
 * True when the token names a trade or kind of business: it contains a stem of
 * TRADE_STEMS and whatever precedes the first stem is itself a trade word or a
 * linking "s" ("zahnarztpraxis", "anwaltskanzlei"). Invented names that merely
 * contain a stem ("Elbstrom", "Rheinrecht", "Sonnendach") are not trade words.
 */
export function isTradeToken(token: string): boolean {
  return tradeKind(token) === TRADE_WORD;
}

/** What {@link tradeKind} finds a token to be: a trade word ("praxis", {@link isTradeToken}) or a compound headed by one ("rheinapotheke", {@link isTradeCompound}). */
export const TRADE_WORD = 1;
export const TRADE_COMPOUND = 2;

/**
 * What kind of trade word a token is: {@link TRADE_WORD}, {@link TRADE_COMPOUND} or 0 (neither). One look in a table
 * kept across analyses answers both questions, which most callers ask of the same token one after the other.
 */
export function tradeKind(token: string): number {
  return recall(TRADE, token, tradeKindOnce);
}

/** True when a token is a trade word or a compound headed by one ({@link tradeKind} not 0): it says what kind of business. */
export function isTradeWord(token: string): boolean {
  return tradeKind(token) !== 0;
}

function tradeKindOnce(token: string): number {
  // Round 59/69: a compound headed by a document, a thing, a fear or a bill names that, whatever trade opens it.
  if (THING_HEAD_RE.test(token)) return 0;
  return tradeToken(token) ? TRADE_WORD : TRADE_HEAD_RE.test(token) || BUILDER_RE.test(token) ? TRADE_COMPOUND : 0;
}

/**
 * Round 59: a builder of a kind of thing ("Fensterbau Ehrmann GmbH", "Metallbau", "Treppenbau") is a trade's compound, not
 * the visitor's "Schreinerei Ehrmann"; not a building's state or a step of work ("Neubau", "Altbau", "Aufbau", "Umbau").
 */
const BUILDER_RE = /^[^]{3,}bau$(?<!(?:neu|alt|auf|um|an|aus|ab|zu|rueck|ueber|unter|vor|nach|hoch|tief|roh|wieder)bau)/;

/**
 * Business kinds that head a German compound: German compounds are right-headed,
 * so "Kleintierpraxis" and "Kiezverwaltung" are a practice and a property manager
 * whatever their first part says. Domain stems ("strom", "dach", "recht") are no
 * heads: "Elbstrom", "Sonnendach" are invented names; nor are services
 * ("Erstberatung", "Sehschule"), which name an offer as often as a business.
 */
const TRADE_HEADS = [
  "praxis", "kanzlei", "klinik", "verwaltung", "werkstatt", "apotheke", "salon", "studio", "zentrum", "agentur",
  "pension", "hotel", "restaurant", "gasthaus", "wirtshaus", "baeckerei", "metzgerei", "konditorei", "institut",
  // Lawyers as a firm's kind ("Arbeitnehmeranwälte", "Familienanwältin").
  "anwaelte", "anwalt", "anwaeltin",
  // Round 34: physiotherapy as a trade of its own ("Tierphysiotherapie Lüthi" is not "Tierarztpraxis Lüthi").
  "physiotherapie",
  // Round 50: a dealer in machines ("Landmaschinen Lüthi", "Baumaschinen Huber") is not the visitor's "Velo Lüthi".
  "maschinen",
  // Round 60: the Swiss inn by its "Beiz" after a first part ("Besenbeiz", "Hofbeiz", "Dorfbeiz"), as "Gasthaus" is.
  "beiz",
  // Round 62: a café, a shop and a parlour after a first part ("Hofcafé", "Strandcafé", "Dorfladen", "Weltladen"),
  // as "Landcafé" and "Hofladen" are words of their own: "Hofcafé Tjarks" is not "Landschlachterei Tjarks".
  "cafe", "laden",
  // Round 65: a school of a skill ("Hundeschule Schiffner", "Tanzschule", "Skischule", "Sprachschule"), a business of its
  // own; not the public schools (Volks-, Grund-, Haupt-, Mittel-, Real-, Berufs-, Sonder-, Gesamt-, Ober-, Hoch-, Fach-,
  // Bezirks-, Kantons-, Sekundar-, Primar-, Kreis-, Gemeindeschule)
  // nor the eye clinic's "Sehschule" (an offer, as above).
  "(?<!volks|grund|haupt|mittel|real|berufs|sonder|gesamt|ober|hoch|fach|abend|seh|bezirks|kantons|sekundar|primar|kreis|gemeinde)schule",
];

/**
 * True for a compound headed by a business kind with a first part of its own
 * ("kiezverwaltung", "kleintierpraxis", "rheinapotheke"): it says what the
 * business is and, unlike "zahnarztpraxis", also which one, so it stays a
 * distinctive token for {@link namesMatch}.
 */
export function isTradeCompound(token: string): boolean {
  return tradeKind(token) === TRADE_COMPOUND;
}

/** A word ending in one of TRADE_HEADS after three characters or more: one pattern, not a test per head. */
const TRADE_HEAD_RE = new RegExp(`^[^]{3,}(?:${TRADE_HEADS.join("|")})$`);

function tradeToken(token: string): boolean {
  // "Baumann", "Hausmann", "Lackmann": a stem before "-mann" makes a surname, not a trade
  // ("Kfz-Fachmann", "Immobilienkaufmann" are trades).
  if (/.mann$/.test(token) && !/(?:fach|kauf)mann$/.test(token)) return false;
  // "-ei" after a doer in "-er"/"-or" makes the place of a trade (Duden, suffix "-erei"): "Räucherei",
  // "Fischräucherei", "Rösterei", "Mosterei", "Spenglerei", "Konditorei" — whatever the doer is.
  if (token.length >= 7 && /[eo]rei$/.test(token)) return true;
  // Round 55: "Bauer", "Bauernfeind", "Bauersachs" are surnames (Bauer among the commonest), not the trade stem "bau"; the
  // farm's words stay trades ("Bauernhof", "Bauernladen", "Bauernmarkt").
  const farmer = /^bauer(?:n|s)?/.exec(token);
  if (farmer) {
    const rest = token.slice(farmer[0].length).replace(/^hof/, "");
    return token.length > farmer[0].length && (rest === "" || tradeToken(rest));
  }
  // Round 60: "Baumgartner", "Baumgärtner" are surnames and "Baum" a tree, not the stem "bau" and an "m"; the builder's
  // words keep it ("Baumeister", "Baumarkt", "Baumaschinen"), and the tree's trades are trades by their head ("Baumschule",
  // "Baumpflege").
  if (token.startsWith("baum") && !BUILDER_M_RE.test(token)) return token.length > 4 && tradeToken(token.slice(4));
  // Round 61: "Zahnradbahn", "Zahnriemen", "Zahnstange" are a railway and parts of machines, not the dentist's "zahn".
  if (MACHINE_TOOTH_RE.test(token)) return false;
  const ownWork = STEMS_WITH_OWN_WORK.find(([stem]) => token.length > stem.length && token.startsWith(stem));
  if (ownWork) return ownWork[1].test(token) || tradeToken(token.slice(ownWork[0].length));
  const first = token.search(TRADE_STEM_RE);
  if (first < 0) return false;
  // Round 59: "Hausruckstube", "Hausberg": "haus" opens a trade's compound only before a trade word ("Hausarzt",
  // "Haustechnik", "Hausmeister"); before other words it is a place's or a thing's first part.
  if (first === 0 && token.startsWith("haus") && !token.startsWith("hausverwaltung") && token.length > 4) {
    const rest = token.slice(4);
    if (!tradeToken(rest) && !tradeToken(rest.replace(/^s/, ""))) return false;
  }
  // Round 59: a compound headed by a document or a thing ("Steuererklärung", "Dachfenster", "Steuerbescheid") names that
  // thing, whatever trade's stem opens it (German compounds are right-headed).
  if (THING_HEAD_RE.test(token)) return false;
  const prefix = token.slice(0, first);
  // Round 21: a linking "s" joins a first part to the stem ("Anwaltskanzlei"); a word that only opens with "s" before a
  // stem is no compound ("Steam" is no "s" + "team").
  return prefix === "" || KIND_PREFIXES.has(prefix) || (MOUNTAIN_PREFIXES.has(prefix) && MOUNTAIN_INN_RE.test(token.slice(first))) || tradeToken(prefix);
}

/**
 * Round 61: stems that open other words as often as their trade's ("Dachstein", "Dachs", "Dachauer"; "Zahnfee", "Zahnglück"
 * are a mountain, a badger, a surname, brands; round 65: "Lackner" a surname): such a word is a trade word only where the trade's own work goes on after the
 * stem ("Dachdecker", "Zahnarzt") or a trade word does ("Dachtechnik", "Dachbau", "Zahnstudio"). The stem alone stays one.
 */
const STEMS_WITH_OWN_WORK: readonly (readonly [string, RegExp])[] = [
  ["dach", /^dach(?:deck|klempner|spengler|begruenung|sanierung)/],
  // Round 65: "Lackner", "Lackinger" are surnames, not the painter's "lack" ("Lackiererei", "Lacktechnik", "Lackzentrum").
  ["lack", /^lack(?:ier|werk|techni|schaden|service|zentr|center|profi|pflege|doktor|smart)/],
  // Round 65: "Augenhöhe", "Augenblick" are no eye doctor's ("Augenarzt", "Augenoptik", "Augenklinik").
  ["augen", /^augen(?:arzt|aerzt|optik|klinik|praxis|zentr|laser|heilkunde|medizin|chirurg)/],
  // Round 69: "Hörnla", "Hörnli" (pastries), "Hörtnagl", "Hörhager", "Hörl" (surnames), "Hörde", "Höri" (places) are no hearing
  // care's "hoer" ("Hörgeräte", "Hörakustik", "Hörstudio", "Hörsysteme", and the stores' "Hörwerk", "Hörwelt", "Hörhaus").
  ["hoer", /^hoer(?:geraet|akusti|studio|system|zentr|center|techni|werk|welt|haus|hilfe|loesung|optik|service|labor|test|kompetenz|pflege)/],
  ["zahn", /^zahn(?:arzt|aerzt|medizin|heilkunde|klinik|zentr|praxis|praxen|techni|labor|ambulator|ersatz|reinigung|pflege|behandlung|prophylaxe|aesthetik|spange|gesundheit|chirurg|implant|kosmetik|schmerz)/],
];

/** Round 61: a machine's or a railway's teeth ("zahnrad", "zahnradbahn", "zahnriemen", "zahnstange"), folded. */
const MACHINE_TOOTH_RE = /^zahn(?:rad|raed|riemen|stange)/;

/** Round 60: builders' words that open with "bau" and an "m" ("baumeister", "baumarkt", "baumaschinen", "baumaterial"), folded. */
const BUILDER_M_RE = /^bau(?:meister|markt|maerkte|maschinen|material|management|montage)/;

/**
 * Round 59: heads of compounds that name a document or a thing, never a business ("-erklärung", "-fenster"), folded. Round 61:
 * also a road or railway, a time to travel and a ride ("Autobahn", "Autominuten", "Taxifahrt"). Round 69: also a fear, a visit,
 * an appointment, a bill or costs ("Zahnarztangst", "Arztbesuch", "Zahnarzttermin", "Tierarztrechnung", "Tierarztkosten").
 * Round 73: also a tax's or a fee's exemption, reduction or allowance ("Steuerbefreiung", "Gebührenermäßigung", "Steuerfreibetrag").
 */
const THING_HEAD_RE = /.(?:erklaerung|erklaerungen|bescheid|bescheide|formular|formulare|fenster|pflicht|nummer|nummern|ausweis|ausweise|bahn|minuten|fahrt|fahrten|angst|termin|termine|besuch|besuche|rechnung|rechnungen|kosten|befreiung|befreiungen|ermaessigung|ermaessigungen|freibetrag|freibetraege)$/;

/**
 * Round 55: "Berggasthaus", "Berggasthof", "Berghotel", "Bergrestaurant": an inn or hotel on the mountain is an inn or hotel,
 * as "Landgasthof" is ("Alpenrösli" for the visitor's "Berggasthaus Alpenrösli"); not "Bergapotheke", a pharmacy's name.
 * Round 56: on the alp and in the Alps too ("Alpbeizli", "Alpengasthof", "Alpenhotel").
 */
const MOUNTAIN_PREFIXES = new Set(["berg", "alp", "alpen"]);
const MOUNTAIN_INN_RE = /^(?:gasthaus|gasthof|hotel|restaurant|pension|wirtshaus|beiz|beizli)$/;

/**
 * Round 32: first parts that say how a trade works, not which business it is (Duden, "bio-", "öko-": ökologisch):
 * "Bio-Backstube", "Öko-Gärtnerei", "Biometzgerei" are a bakery, a nursery, a butcher's, as the bare word is. Round 36:
 * also "land-" (Duden: ländlich): "Landgasthof", "Landhaus", "Landbäckerei", "Landtechnik" are an inn, a house, a bakery,
 * a dealer in farm machinery ("Bistro Beggingen" is not "Landgasthof Beggingen"). Round 38: also "sport-": "Sportshop",
 * "Sportstudio" are a shop, a studio ("Sportshop Hätzingen" is not "Velowerkstatt Hätzingen"). Round 61: also "most-" (cider):
 * "Mostheuriger Pichler" is a Heuriger that pours cider, its kind, not a part of which one it is.
 */
const KIND_PREFIXES = new Set(["bio", "oeko", "land", "sport", "most"]);

/**
 * Any stem of TRADE_STEMS: a search with it finds the first place where some stem starts (the
 * pattern tries every stem at each place before the next), as a search for each stem and the least
 * of their places would, at a fraction of the cost on the words of an answer read the first time.
 */
const TRADE_STEM_RE = new RegExp(TRADE_STEMS.join("|"));

/** True when a folded token holds a trade stem anywhere ("tanzschule", "gelateria"): no given name does. */
export function containsTradeStem(token: string): boolean {
  return TRADE_STEMS.some((stem) => stem.length >= 4 && token.includes(stem));
}

/**
 * Round 38: words of kin in a business's name ("Hofladen der Familie Schwab", "Weingut Geschwister Brandl"), folded: generic.
 * Round 50: also the brothers and their abbreviation ("Schreinerei Gebr. Wettstein" for "Schreinerei Gebrüder Wettstein").
 */
const KIN_WORDS = new Set(["familie", "geschwister", "gebrueder", "gebr"]);

/** True for tokens that say nothing about which business is meant; `trade` is whether the token is a trade word ({@link isTradeToken}). */
function isGenericToken(token: string, trade: boolean): boolean {
  return trade || FUNCTION_WORDS.has(token) || PLACE_WORDS.has(token) || KIN_WORDS.has(token) || /^\d+$/.test(token);
}

export function isFunctionWord(token: string): boolean {
  return FUNCTION_WORDS.has(token);
}

const ARTICLES = new Set(["der", "die", "das", "den", "dem", "des"]);

/**
 * The tokens of a name that are no function words. German grammar: a conjunction
 * never follows an article, so "oder" in "an der Oder" is the river, a noun of the
 * name ("Reiterhof an der Oder"), not "or".
 */
export function contentTokens(tokens: readonly string[]): string[] {
  return tokens.filter((t, i) => !FUNCTION_WORDS.has(t) || (i > 0 && !ARTICLES.has(t) && ARTICLES.has(tokens[i - 1]!) && (t === "oder" || t === "und")));
}

export function isPlaceToken(token: string): boolean {
  return PLACE_WORDS.has(token);
}

/** A name prepared for comparison. */
export interface NameKey {
  tokens: readonly string[];
  /** Tokens that identify the business: surnames, invented names, place parts. */
  distinctive: string[];
  /** Trade tokens ("zahnarztpraxis", "kanzlei"). */
  trades: string[];
  /** All tokens joined without spaces, for exact comparisons. */
  compact: string;
}

/**
 * Prepares a name for {@link namesMatch}.
 * @param name business name
 * @param extraGeneric tokens to treat as generic in this context, e.g. words that
 *   several different businesses in the same answer share
 */
export function nameKey(name: string, extraGeneric: ReadonlySet<string> = new Set()): NameKey {
  const tokens = nameTokens(name);
  const content = contentTokens(tokens);
  const distinctive: string[] = [];
  const trades: string[] = [];
  // Each token is asked once whether it is a trade word: the answer decides both lists.
  for (const t of content) {
    const trade = isTradeToken(t);
    if (!isGenericToken(t, trade) && !extraGeneric.has(t)) distinctive.push(t);
    // Round 16: "& Kollegen", "& Partner" say who works with the owner, not the trade ("Dr. Kurz & Kollegen" is the dentist "Zahnarzt Dr. Kurz").
    if (trade && !PARTNERSHIP_WORDS.has(t)) trades.push(t);
  }
  return { tokens, distinctive, trades, compact: content.join("") };
}

/** True for a word of a partnership after an owner's name ("Kollegen", "Partner", "Söhne", the French and Italian "Cie", "Figli"), folded. */
export function isPartnershipWord(token: string): boolean {
  return PARTNERSHIP_WORDS.has(token) || FOREIGN_PARTNERSHIP_WORDS.has(token);
}

/** Words of a partnership after the owner's name ("& Kollegen", "und Partner", "& Söhne"), folded. */
const PARTNERSHIP_WORDS = new Set(["kollegen", "kollegin", "kolleginnen", "partner", "partnerin", "partnerinnen", "team", "soehne", "sohn", "toechter", "tochter"]);

/** The number of characters two strings share at their start ("steuerbuero", "steuerberaterin": 7). */
export function commonPrefixLength(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}

/**
 * Two words of one stem: four letters or more in common at their start, or one holding the other. Round 34: also three
 * that are a trade word of their own ("kfz" of "kfzwerkstatt" and "kfzmeisterbetrieb").
 */
export function sharesStem(a: string, b: string): boolean {
  const i = commonPrefixLength(a, b);
  return i >= 4 || (i === 3 && isTradeToken(a.slice(0, 3))) || a.includes(b) || b.includes(a);
}

/**
 * Decides whether two names denote the same business.
 *
 * Rules (our own, tuned on the corpus in __fixtures__/answer-corpus.ts):
 * 1. Equal compact forms match ("Zahnarztpraxis Berlin" = "Zahnarzt-Praxis Berlin GmbH").
 * 2. Otherwise both need distinctive tokens, and the smaller set must be contained
 *    in the larger one, whole tokens only ("Klein" never matches "Kleinschmidt"),
 *    in any order ("Müller Zahnarztpraxis" = "Zahnarztpraxis Müller"); a token may
 *    carry a trade word more ("Tierarzt" = "Tierarztpraxis").
 * 3. When both names state a trade, the trades must be related (a shared stem of
 *    four letters: "Zahnarztpraxis"/"Zahnzentrum"), so "Autohaus Müller" is not
 *    "Zahnarztpraxis Müller".
 * Generic words alone ("Zahnarztpraxis") never make two names match.
 */
export function namesMatch(a: NameKey, b: NameKey): boolean {
  if (a.compact && a.compact === b.compact) return true;
  if (innByItsKeeper(a, b) || innByItsKeeper(b, a)) return true;
  if (a.distinctive.length === 0 || b.distinctive.length === 0) return false;
  const [small, large] = a.distinctive.length <= b.distinctive.length ? [a, b] : [b, a];
  if (!small.distinctive.every((t) => large.distinctive.some((u) => sameWord(t, u)))) return false;
  // Round 19: "Auto Linth" is not "Linth-Garage Bilten": a word found only as the first part of the other's compound
  // ("linth" in "linthgarage") links the two only when the other name has no distinctive word besides.
  const viaCompound = small.distinctive.some((t) => !large.distinctive.includes(t));
  if (viaCompound && large.distinctive.some((u) => !small.distinctive.some((t) => sameWord(t, u)))) return false;
  if (partnerLeftOut(large, small) || locatedAtTheOthersName(large, small) || otherHeadAtTheSamePlace(a, b) || numberLeftOut(a, b)) return false;
  if (a.trades.length > 0 && b.trades.length > 0) return tradesRelated(a.trades, b.trades) || sameInnByItsName(a, b) || sameGuestHouseByItsName(a, b);
  // Round 21: "Pustertaler Möbelwerkstatt" is not "Pustertaler Holzbau": a word the smaller name lacks that is itself a
  // trade compound ("Möbelwerkstatt") states the larger name's trade; beside the other's trade word it must be related.
  const [traded, compounds] = small.trades.length > 0 ? [small, large] : [large, small];
  const own = compounds.distinctive.filter((u) => !traded.distinctive.includes(u) && isTradeCompound(u));
  if (traded.trades.length > 0 && own.length > 0 && compounds.trades.length === 0) {
    return own.some((u) => traded.trades.some((t) => u.includes(t.slice(0, 4)) || t.includes(u.slice(0, 4))));
  }
  return true;
}

/**
 * Two names' trade words name one trade: one stem without another head ("tischlerei" / "tischler"), or two words of one
 * field across the three countries ("schreinerei" / "tischlerei").
 * @param a the trade words of one name (NameKey.trades); b the other's
 */
export function tradesRelated(a: readonly string[], b: readonly string[]): boolean {
  return a.some((ta) => b.some((tb) => (sharesStem(ta, tb) && !headsDiffer(ta, tb)) || oneTradeInTwoWords(ta, tb)));
}

/**
 * Round 51: "Gasthaus Ederhof" for "Landgasthof Ederhof": an inn, in the country or the village, named by a word of its
 * own. Not an inn's sign ("Gasthaus Zur Linde" is not "Landgasthof Linde"): hundreds of inns share "zur Linde", "zum
 * Hirschen", and another kind word then names another inn.
 */
function sameInnByItsName(a: NameKey, b: NameKey): boolean {
  const inn = (k: NameKey) => k.trades.length === 1 && INN_RE.test(k.trades[0]!) && !k.tokens.some((t) => t === "zur" || t === "zum");
  return inn(a) && inn(b);
}

/**
 * Round 64: "Pension Haider" for "Gästehaus Haider": a small guest house goes by either kind word in the three countries
 * (Duden: Pension, Gästehaus, Fremdenzimmer). Only with the same words besides: "Gästehaus Alpenrose Zöblen" adds a place
 * to a sign many houses share and is not "Pension Alpenrose".
 */
function sameGuestHouseByItsName(a: NameKey, b: NameKey): boolean {
  const house = (k: NameKey) => k.trades.length === 1 && GUEST_HOUSE_RE.test(k.trades[0]!);
  return house(a) && house(b) && a.distinctive.length === b.distinctive.length && a.distinctive.every((t, i) => t === b.distinctive[i]);
}

/** A small guest house's kind word, folded: Pension, Frühstückspension, Gästehaus, Gästezimmer, Privatzimmer, Fremdenzimmer. */
const GUEST_HOUSE_RE = /^(?:pension|fruehstueckspension|gaestehaus|gaestezimmer|privatzimmer|fremdenzimmer)$/;

/** An inn's kind word, folded: Gasthof, Gasthaus, Wirtshaus, Gaststätte, Gastwirtschaft, with "Land" or "Dorf" before it. */
const INN_RE = /^(?:land|dorf)?(?:gasthof|gasthaus|wirtshaus|gaststaette|gastwirtschaft)$/;

/**
 * Round 54: "Ebnerwirt", "Hintermayer-Wirt" for the visitor's "Gasthof Ebner", "Gasthof Hintermayer": in Bavaria and Austria
 * an inn goes by its keeper's family name joined to "Wirt" (Duden: Wirt, der Gastwirt). Only an inn's name of one word.
 * @param inn the key that may be the inn's ("Gasthof Ebner"); keeper the other ("Ebnerwirt")
 */
function innByItsKeeper(inn: NameKey, keeper: NameKey): boolean {
  if (inn.trades.length !== 1 || inn.distinctive.length !== 1 || !INN_RE.test(inn.trades[0]!)) return false;
  return keeper.trades.length === 0 && keeper.distinctive.length === 1 && keeper.distinctive[0] === `${inn.distinctive[0]}wirt`;
}

/** Round 50: two trade words hold one trade stem of five letters or more ("hausverwaltung" / "verwaltungsbuero"). */
export function tradesShareAStem(a: readonly string[], b: readonly string[]): boolean {
  return TRADE_STEMS.some((stem) => stem.length >= 5 && a.some((t) => t.includes(stem)) && b.some((t) => t.includes(stem)));
}

/**
 * Round 29: "Weingut Rüedi am Stammheimer Berg" is not "Weingut Stammheimer Berg": when the smaller name's distinctive
 * words stand in the larger one only after a preposition of place ("am", "im", "bei" …), with a distinctive word of its
 * own before it, the larger names another business by where it lies, and the smaller is named after that place. A
 * smaller name that has the preposition itself ("Praxis am Markt") may be the larger's short form and is left alone.
 */
function locatedAtTheOthersName(large: NameKey, small: NameKey): boolean {
  if (small.tokens.some((t) => LOCATIVE_PREPOSITIONS.has(t))) return false;
  const split = splitAtPlace(large);
  if (split === null) return false;
  return small.distinctive.every((t) => split.place.some((u) => sameWord(t, u))) && large.distinctive.some((u) => split.head.includes(u) && !small.distinctive.some((t) => sameWord(t, u)));
}

/**
 * A name's words before its first preposition of place and after it ("zahnarztpraxis" and "markt" of "Zahnarztpraxis am
 * Markt"); null when none stands after its first word.
 */
function splitAtPlace(k: NameKey): { head: string[]; place: string[] } | null {
  const at = k.tokens.findIndex((t) => LOCATIVE_PREPOSITIONS.has(t));
  return at > 0 ? { head: k.tokens.slice(0, at), place: k.tokens.slice(at + 1) } : null;
}

/**
 * Round 34: "Kaffeehaus am Martinsplatz" is not "Bäckerei am Martinsplatz": two names that say where they lie with the same
 * words after their preposition of place ("am", "im" …) name two businesses there when the words before it share no
 * stem (a "Zahnarztpraxis am Markt" and "Zahnärzte am Markt" may be one).
 */
function otherHeadAtTheSamePlace(a: NameKey, b: NameKey): boolean {
  const [x, y] = [splitAtPlace(a), splitAtPlace(b)];
  if (x === null || y === null || x.place.join(" ") !== y.place.join(" ")) return false;
  // "die Praxis am Schillerplatz" for the visitor's "Orthopädie am Schillerplatz": a kind any practice has relates to every head.
  if ([...x.head, ...y.head].some((h) => ANY_PRACTICE.has(h))) return false;
  return !x.head.some((h) => y.head.some((g) => sharesStem(h, g)));
}

/** Kinds a business of many trades calls itself by, folded: a "Praxis" may be a dentist's, a physiotherapist's …, a "Kanzlei" (round 50) a lawyer's, a tax adviser's or a notary's. */
const ANY_PRACTICE = new Set(["praxis", "gemeinschaftspraxis", "gruppenpraxis", "ordination", "zentrum", "team", "kanzlei"]);

/** True for a kind any practice calls itself by ("praxis", "ordination", "zentrum"; folded), whatever its trade. */
export function isAnyPracticeWord(token: string): boolean {
  return ANY_PRACTICE.has(token);
}

/**
 * Round 34: "Werkraum Bregenzerwald" is not the visitor's "Werkraum 7", nor is "Studio 7" "Studio 5": a number in a name
 * ("Garage 3000") is a word of it as any other, which nameKey's distinctive words leave out.
 */
function numberLeftOut(a: NameKey, b: NameKey): boolean {
  const numbers = (k: NameKey) => k.tokens.filter((t) => /^\d+$/.test(t));
  const [na, nb] = [numbers(a), numbers(b)];
  return na.some((n) => !nb.includes(n)) || nb.some((n) => !na.includes(n));
}

/** True for a preposition of place that opens where a business lies, folded ("am See", "im Zentrum", "beim Bahnhof"). */
export function isLocativePreposition(token: string): boolean {
  return LOCATIVE_PREPOSITIONS.has(token);
}

/** Prepositions of place that open where a business lies, folded ("am See", "im Zentrum", "beim Bahnhof"). */
const LOCATIVE_PREPOSITIONS = new Set(["am", "an", "im", "in", "bei", "beim", "auf", "unterm", "ueberm", "vorm", "hinterm"]);

/** "& Fils", "& Figli", "& Cie": the French and Italian "& Söhne", "& Co.", folded. */
const FOREIGN_PARTNERSHIP_WORDS = new Set(["fils", "filles", "figli", "cie", "co"]);

/**
 * Round 21: "Hoffmann & Kühn Steuerberatung" is not "Steuerkanzlei Hoffmann": two names joined by "&" or "und" name a
 * firm of two partners, and a name with only one of them names another firm (that partner's own, or a namesake).
 * "& Partner", "& Söhne", "& Kollegen" name no one and may be left out ("Dr. Kurz & Kollegen" = "Zahnarzt Dr. Kurz").
 * @param large the name with more distinctive words
 * @param small the name whose distinctive words are all in `large`
 */
function partnerLeftOut(large: NameKey, small: NameKey): boolean {
  const t = large.tokens;
  for (let i = 1; i < t.length - 1; i++) {
    if (t[i] !== "und") continue;
    const pair = [t[i - 1]!, t[i + 1]!];
    if (!pair.every((w) => large.distinctive.includes(w) && !PARTNERSHIP_WORDS.has(w) && !FOREIGN_PARTNERSHIP_WORDS.has(w))) continue;
    // One partner named, the other left out; a name with neither ("Metzgerei Gerber" for "Gerber Fleisch & Feinkost AG")
    // shortens the firm's name by its goods, not by a partner.
    const named = pair.filter((w) => small.distinctive.some((u) => sameWord(u, w))).length;
    if (named === 1) return true;
  }
  return false;
}

/** Round 73: a planning office's word, folded ("elektroplanung", "haustechnikplaner", "heizungsplanungen"). */
const PLANNING_RE = /.(?:planung|planungen|planer|planerin)$/;

/**
 * Round 19: two compounds sharing only their first part ("Tier" of "Tierarztpraxis" and "Tierpension") are of one
 * trade only when their heads are: a head naming a trade of its own (a boarding house, a hotel, a pharmacy) differs
 * from any other head; practice, centre and studio stand in for one another ("Zahnarztpraxis"/"Zahnzentrum").
 */
function headsDiffer(a: string, b: string): boolean {
  // Round 56: a dentist's or a vet's practice ("Zahnarztpraxis Gwerder", "Tierarztpraxis Gwerder") is not the physician's
  // ("Arztpraxis Dr. Gwerder"), though the one word holds the other.
  if (PHYSICIAN_RE.test(a) && PHYSICIAN_RE.test(b) && medicalFieldOf(a) !== medicalFieldOf(b)) return true;
  // Round 73: an engineer's planning office ("Surbeck Elektroplanung AG", "Haustechnikplaner") is not the installer of its
  // field ("Elektro Surbeck"), though the one word holds the other.
  if (PLANNING_RE.test(a) !== PLANNING_RE.test(b)) return true;
  if (a.includes(b) || b.includes(a)) return false;
  // Round 32: a dental laboratory ("Zahntechnik Wyss AG") is a trade of its own beside the dentist's practice
  // ("Zahnarztpraxis Dr. Reto Wyss"), though both open with "Zahn".
  if (DENTAL_LAB_RE.test(a) !== DENTAL_LAB_RE.test(b)) return true;
  const headOf = (w: string) => TRADE_HEADS.find((h) => w.endsWith(h) && w.length > h.length);
  const ha = headOf(a);
  const hb = headOf(b);
  return ha !== undefined && hb !== undefined && ha !== hb && (OWN_TRADE_HEADS.has(ha) || OWN_TRADE_HEADS.has(hb));
}

/**
 * Round 38: the words the three countries and their regions use for one trade ("Installateur Föger" in Tirol for "Föger
 * Haustechnik GmbH", "Autowerkstatt Lindner" for "Kfz-Technik Lindner", "Schreinerei" in Switzerland for a "Tischlerei"):
 * two trade words of one of {@link TRADE_FIELDS}. Not a car dealer ("Autohaus"), a tiler, or a timber builder for a joiner.
 */
function oneTradeInTwoWords(a: string, b: string): boolean {
  return TRADE_FIELDS.some((field) => field.test(a) && field.test(b));
}

/** Trade words of one field across Germany, Austria and Switzerland (Duden; the Austrian and Swiss trade names), folded. */
const TRADE_FIELDS = [
  /^(?:installateur|installation|haustechnik|gebaeudetechnik|sanitaer|heizung|shk)/,
  // Round 50: also the workshop without its "Kfz" ("Werkstatt Pribil" for "Kfz-Werkstätte Pribil GmbH").
  // Round 58: also the Swiss garage by its firm's word ("Garage Buess" for "Buess Automobile AG").
  /^(?:kfz|auto(?:werkstatt|service|technik|reparatur)|automobil|garage|werkstatt$|werkstaette$)/,
  /^(?:tischler|schreiner)/,
  // Round 52: the carpenter of roofs and frames, by its old and its new name ("Holzbau Schenk AG" for "Zimmerei Schenk AG").
  /^(?:zimmerei|zimmermann|zimmerer|holzbau)/,
  /^(?:hofladen|hoflaedeli|gemuesehof|obsthof|biohof)/,
  // Round 50: the holiday flat and its abbreviation ("FeWo Burgblick" for "Ferienwohnungen Burgblick").
  /^(?:fewo|ferienwohnung)/,
  // Round 54: the roofer by its craft and by its work ("Reichel Bedachungen GmbH" for "Dachdeckerei Reichel").
  /^(?:dachdeck|bedachung)/,
  // Round 54: the holiday house by its Alpine name ("Chalet Bergsicht" for "Ferienhaus Bergsicht Eggberge").
  /^(?:chalet|ferienhaus)/,
  // Round 54: the general practitioner in town and country ("Landarztpraxis Neumeyer" for "Hausarztpraxis Dr. Neumeyer").
  /^(?:hausa(?:e)?rzt|landa(?:e)?rzt|allgemeinmedizin|allgemeina(?:e)?rzt)/,
  // Round 51: the photographer with "ph" or "f" ("Fotografie Anna Stradner" for "Photographie Anna Stradner").
  /^(?:foto|photo)(?:graf|graph|studio)/,
  // Round 58: the hairdresser by its three countries' words and its bare "Salon" ("Salon Bendixen" for "Friseur Bendixen"); a
  // salon of another craft says so in its compound ("Kosmetiksalon", "Hundesalon"). Not the woman's job word: "die
  // Friseurin Petra" works in a salon, she is not "Salon Petra".
  // Round 71: also by its parlour ("Haarstube Müllener" for "Coiffure Müllener").
  /^(?:friseur(?!in)|frisoer(?!in)|coiffeur|coiffure|haarstudio|haarsalon|haarstube|frisierstube|salon$)/,
  // Round 59: the tax adviser by the Swiss fiduciary's and the Austrian "Wirtschaftstreuhand" word ("Steuerberatung Ammann" for
  // "Treuhand Ammann GmbH"; TREUHAND|SUISSE: Treuhänder do tax returns; KSW: Wirtschaftstreuhänder are the tax advisers).
  /^(?:treuhand|wirtschaftstreuhand|steuerberat|steuerbuero|steuerkanzlei)/,
  // Round 59: the bakery by its shop and its bakehouse ("Backstube Thommes" for "Bäckerei Thommes"; Duden: Backstube, Backhaus).
  /^(?:baeckerei|landbaeckerei|backstube|backhaus|baecker$)/,
];

/** A physician's word, folded: Arzt, Ärztin, Arztpraxis, Zahnärztin, Tierarzt, Allgemeinmedizin, Zahnmedizin. */
const PHYSICIAN_RE = /arzt|aerzt|medizin/;

/** Which field a physician's word names: dentistry, veterinary medicine or human medicine ("arztpraxis", "hausarzt"). */
function medicalFieldOf(word: string): string {
  return /^(?:zahn|dental)/.test(word) ? "dental" : /^tier/.test(word) ? "vet" : "human";
}

/** A dental laboratory's kind, folded (Zahntechnik, Zahntechniker, Dentallabor, Zahnlabor). */
const DENTAL_LAB_RE = /zahntechni|dentallabor|zahnlabor|dentaltechni/;

/** Heads of {@link TRADE_HEADS} that name a trade of their own, not a kind of premises. */
const OWN_TRADE_HEADS = new Set(["pension", "hotel", "restaurant", "gasthaus", "wirtshaus", "apotheke", "baeckerei", "metzgerei", "konditorei", "physiotherapie"]);

/**
 * Equal words, or one is the other plus a trade word ("tierarzt" / "tierarztpraxis"),
 * never a longer name ("klein" / "kleinschmidt").
 */
function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.length === b.length && a.length >= 8 && swappedHalves(a, b)) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  // Round 54: "Dr. A. Imholz" for "Dr. med. dent. Andrea Imholz": a given name's initial is that name.
  if (short.length === 1 && long.length >= 3 && long.startsWith(short) && /^[a-z]$/.test(short)) return true;
  // Round 34: "Kalmeyer" for "Kallmeyer", "Schmidinger" for "Schmiedinger": a long name written with one letter of a
  // double consonant or of "ie" dropped is the same name (the typos of names written from memory).
  if (short.length >= 6 && long.length === short.length + 1 && droppedLetter(long, short)) return true;
  if (long.length === short.length + 1 && dialectInnName(short, long)) return true;
  if (long.length - short.length <= 3 && long.length >= 4 && sameInStandardGerman(a, b)) return true;
  if (short.length < 4 || !long.startsWith(short)) return false;
  // Round 34: "Albers Tischlerei" for the visitor's "Tischlerei Albers": tokenize reads a surname before a trade word as its
  // genitive ("Brunners Schlosserei") and drops the "s" the other name keeps; either may be the surname.
  // Round 36: "Heines Landhaus" for "Landhaus Heine": the genitive of a surname ending in "e" ("Heine", "Lange", "Krause").
  // Round 51: "Sonnblick-Appartements" for "Ferienwohnungen Haus Sonnblick": a name with the platforms' word for a holiday
  // flat after it (not a trade word: "vier Apartments am Rand von …" counts flats).
  // Round 54: "Meyerhoffs Hofladen" for "Hofladen Meyerhoff", "Dr. Kampls Kleintierpraxis" for "Tierarztpraxis Dr. Kampl":
  // the genitive of a surname of five letters or more whatever consonant it ends in (not an s-sound: "Fuchs", "Voss").
  return isTradeToken(long.slice(short.length)) || isNameWithApartments(long, short) || (long.length === short.length + 1 && long.endsWith("s") && (GENITIVE_SURNAME_RE.test(long) || (short.length >= 4 && short.endsWith("e")) || GENITIVE_OF_ANY_SURNAME_RE.test(short)));
}

/**
 * Round 55: "Kirchawirt" for "Kirchenwirt": in Bavarian and Austrian speech the "-en" or "-er" of an inn's first part is
 * "-a" ("beim Kirchawirt", "Lindawirt"); only names of inns ending in "wirt", folded.
 * @param short the shorter word ("kirchawirt"); long the other, one letter longer ("kirchenwirt")
 */
function dialectInnName(short: string, long: string): boolean {
  if (!short.endsWith("awirt") || !long.endsWith("wirt")) return false;
  const stem = short.slice(0, -5);
  return stem.length >= 3 && (long === `${stem}enwirt` || long === `${stem}erwirt`);
}

/**
 * Round 57: the Swiss German forms of the commonest inn signs and their Standard German nouns, folded ("Restaurant Chrüz"
 * for "Restaurant zum Kreuz", "Rössli" for "Rössle", "Leue" for "Löwen"; Schweizerisches Idiotikon); read by {@link inStandardGerman}.
 */
const SWISS_INN_SIGNS = new Map<string, string>([
  ["chruez", "kreuz"],
  ["roessli", "roessle"],
  ["leue", "loewen"],
  ["leuen", "loewen"],
  ["baere", "baeren"],
  ["ochse", "ochsen"],
  ["hirsche", "hirschen"],
  ["sterne", "sternen"],
  ["schwane", "schwanen"],
  ["chrone", "krone"],
]);

/**
 * Round 58: Low German and Swiss German parts of names and their Standard German forms, folded ("Dörpskrog" for "Dorfkrug",
 * "Sunnehalde" for "Sonnenhalde", "Huus" for "Haus", "Bärg" for "Berg"; Duden, Niederdeutsch; Schweizerisches Idiotikon).
 * Replaced anywhere in a word, longest first.
 */
const DIALECT_PARTS: readonly [RegExp, string][] = [
  [/doerps?/g, "dorf"],
  [/krog/g, "krug"],
  [/sunne(?!n)/g, "sonnen"],
  [/huus|(?<![a-z])hus(?![a-z])/g, "haus"],
  [/baerg/g, "berg"],
  // Round 64: the Bavarian and Austrian "e" left out before a closing "n" ("Stub'n" for "Stube", "Hütt'n" for "Hütte"; the
  // apostrophe is gone once folded): no Standard German word ends in a stop and "n".
  [/(?<=[aeiou][bdgkpt]{1,2})n$/g, "e"],
];

const STANDARD_FORMS = processTable<string>();

/** The word in Standard German (folded in, folded out): a Swiss inn's sign as a whole ({@link SWISS_INN_SIGNS}), else {@link DIALECT_PARTS} replaced. */
function inStandardGerman(word: string): string {
  return recall(STANDARD_FORMS, word, (w) => SWISS_INN_SIGNS.get(w) ?? DIALECT_PARTS.reduce((out, [re, standard]) => out.replace(re, standard), w));
}

/** Two different words that are one in Standard German ({@link inStandardGerman}), at least one of them written in dialect. */
function sameInStandardGerman(a: string, b: string): boolean {
  const sa = inStandardGerman(a);
  const sb = inStandardGerman(b);
  return sa === sb && (sa !== a || sb !== b);
}

/** Round 54: a surname of five letters or more ending in a consonant other than an s-sound, folded ("meyerhoff", "kampl"). */
const GENITIVE_OF_ANY_SURNAME_RE = /^[a-z]{4,}[bdfghklmnprtw]$/;

/** The booking platforms' "apartment", in German and English spelling, singular or plural (folded tokens). */
const APARTMENT_RE = /^(?:apart|(?:appartement|apartment)s?)$/;

/**
 * Round 51: a name's one word joined to "Appartements" ("sonnblickappartements" for "Ferienwohnungen Haus Sonnblick"): a
 * holiday flat by the booking platforms' word for it.
 * @param word a folded token; name the visitor's distinctive word
 */
export function isNameWithApartments(word: string, name: string): boolean {
  return name.length >= 4 && word.startsWith(name) && APARTMENT_RE.test(word.slice(name.length));
}

/**
 * Round 36: "Pölzl-Trummer" for "Trummer-Pölzl": a double name (tokenize writes it as one word) with its two names swapped,
 * each of four letters or more.
 */
function swappedHalves(a: string, b: string): boolean {
  for (let i = 4; i <= a.length - 4; i++) if (a.startsWith(b.slice(i)) && a.endsWith(b.slice(0, i))) return true;
  return false;
}

/**
 * True when `short` is `long` with one letter dropped that doubled its neighbour ("ll" → "l") or was the "e" of "ie";
 * round 36: or one of the letter pairs German spells one sound with ("ck" → "k", "dt" → "t" or "d": "Plümeke"
 * for "Plümecke", "Gschwantner" for "Gschwandtner"; not "th" → "t": "Leithner" and "Leitner" are two families' names).
 */
function droppedLetter(long: string, short: string): boolean {
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  if (long.slice(i + 1) !== short.slice(i)) return false;
  const [before, dropped, after] = [long[i - 1], long[i], long[i + 1]];
  if (dropped === before || dropped === after || (dropped === "e" && before === "i")) return true;
  return (dropped === "c" && after === "k") || (dropped === "d" && after === "t") || (dropped === "t" && before === "d");
}

/**
 * The name a website is registered under: the host's label before its top-level domain ("tierarzt-berger-porz" of
 * "www.tierarzt-berger-porz.de", "kfz-moser" of "shop.kfz-moser.at"); a host of country-code second-level domains
 * ("x.co.at") gives "co", as every site of that form would.
 * @param host a host from {@link normalizeDomain}
 * @returns the label as written (lower case, hyphens kept); "" for a host without a dot
 */
export function siteName(host: string): string {
  return host.split(".").slice(-2, -1)[0] ?? "";
}

/**
 * Reduces a website given in any form to its host name without "www.".
 * @param domain "https://www.Zahnarzt-Mueller.de/kontakt", "zahnarzt-mueller.de", ...
 * @returns "zahnarzt-mueller.de" (internationalised names in Unicode: "praxis-müller.de"),
 *   or null when no host name can be read
 */
export function normalizeDomain(domain: string): string | null {
  const cached = DOMAINS.get(domain);
  if (cached !== undefined) return cached;
  const host = hostOf(domain);
  remember(DOMAINS, domain, host);
  return host;
}

function hostOf(domain: string): string | null {
  const raw = domain.trim().toLowerCase();
  if (!raw) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//.test(raw) ? raw : `https://${raw}`);
    // URL gives punycode ("xn--praxis-mller-klb.de"); answers write "praxis-müller.de". Only a label in punycode
    // ("xn--…") is written otherwise in Unicode: the others come back as they are, and most hosts have none.
    const ascii = url.hostname;
    const host = (ascii.includes("xn--") ? domainToUnicode(ascii) : ascii).replace(/^www\./, "").replace(/\.$/, "");
    return /^[a-z0-9äöüß-]+(\.[a-z0-9äöüß-]+)+$/.test(host) ? host : null;
  } catch {
    return null;
  }
}

/**
 * Finds whether a text names the given host, as a bare domain or inside a URL;
 * subdomains count ("praxis.zahnarzt-mueller.de"), look-alikes do not
 * ("zahnarzt-mueller.de.example.com", "myzahnarzt-mueller.de").
 * @param text any text
 * @param host a host from {@link normalizeDomain}
 */
export function textNamesDomain(text: string, host: string): boolean {
  // The host (from normalizeDomain) is in lower case and the pattern matches its characters in any case, one
  // for one (no "u" flag: "ſ" is no "s"), so a text that names it holds it in lower case; most texts do not,
  // and this search is far cheaper than the pattern's.
  if (!text.toLowerCase().includes(host)) return false;
  let re = DOMAIN_PATTERNS.get(host);
  if (re === undefined) {
    const escaped = host.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    re = new RegExp(`(^|[^a-z0-9.-])([a-z0-9-]+\\.)*${escaped}(?![a-z0-9-]|\\.[a-z0-9])`, "i");
    remember(DOMAIN_PATTERNS, host, re);
  }
  return re.test(text);
}

/**
 * The pattern of each host asked about: one answer asks it of every entry's item, and building
 * it anew each time (a RegExp object, the source looked up in V8's cache) cost more than the test.
 * Stateless (no "g" flag), so one object serves every text.
 */
const DOMAIN_PATTERNS = processTable<RegExp>();
