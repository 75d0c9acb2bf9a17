/**
 * Names an answer gives beside the businesses it recommends that are, by their kind,
 * never a business of the visitor's trade (round 13): money amounts and quantities
 * ("CHF 70", "ab 1.500 €"), software a business works with ("DATEV Unternehmen
 * online", "Microsoft Teams"), dishes and products ("Zuger Kirschtorte", "Scholle
 * Finkenwerder Art"), and bodies that are no firms: courts, sections of an association
 * and foundations ("Amtsgericht Herford", "Sektion St. Gallen", "Fondation Beyeler").
 * Decided by the shape and the head word of the name, never by the one example; a
 * name with a trade word of its own ("Café Kirschtorte", "Stiftung Bäckerei") stays a
 * business where the kind allows it. Pure functions, no I/O.
 */
import appositionHeads from "./data/apposition-heads.json";
import equipmentBrands from "./data/equipment-brands.json";
import serviceTerms from "./data/service-terms.json";
import { isChainName } from "./chains";
import { isInflectedAdjective, LEGAL_OR_TITLE_RE, nameShape, SEASONS_AND_MONTHS, TIME_WORD_RE } from "./name-shape";
import { foldGerman, isTradeToken, isTradeWord } from "./names";
import { isPersonJobWord } from "./persons";
import { isPlaceAdjectiveWord, isPlaceName } from "./places";

/**
 * True when a name candidate is, by its kind, no business: an amount or quantity, a
 * software product, a dish or product, a court, an association's section or a foundation.
 * @param name a name candidate as written ("CHF 70", "DATEV Unternehmen", "Sektion St. Gallen")
 */
export function isNoBusinessByKind(name: string): boolean {
  // Most of the tests read the name's words; it is split once for them all.
  const words = name.trim().split(/\s+/);
  return (
    isAmountOrQuantity(name) ||
    PRICE_IN_NAME_RE.test(name) ||
    FUNDING_HEAD_RE.test(name) ||
    isFundingCompound(words) ||
    isSoftwareName(name) ||
    isDishName(name, words) ||
    isMenuDish(name) ||
    isPublicBodyName(name) ||
    isClubName(name) ||
    isElidedParticiple(name) ||
    isProtectedOriginProduct(name) ||
    isEventOrDatePhrase(name, words) ||
    isFeastOrSeason(name, words) ||
    isStreetAddress(name) ||
    isEquipmentBrand(name) ||
    isGoodsOfBrand(name, words) ||
    isServiceTerm(name, words) ||
    isYogaStyle(words) ||
    isTownEpithet(name) ||
    isEpithetOfPlace(name, words) ||
    isRouteCompound(name, words) ||
    isTransportLine(words) ||
    isDirection(words) ||
    isOutingPhrase(name) ||
    isKindInPlural(name, words) ||
    isGoodsOfBrandPhrase(name) ||
    isModelName(name) ||
    isAdviceNounInPlural(name) ||
    isPassName(name, words) ||
    isTimedOffer(name) ||
    isAwardTitle(name) ||
    isTitledWork(name) ||
    isSealAlone(name, words) ||
    isNegatedPhrase(words) ||
    isLegalText(words) ||
    isTopicPair(words) ||
    isServicesOnTopic(words) ||
    ABBREVIATION_PAIR_RE.test(name.trim()) ||
    SLASHED_PAIR_RE.test(name.trim()) ||
    isAdviceTopic(words) ||
    isLoneJobWord(words) ||
    isStaffByRole(words) ||
    isStaffOfKind(words) ||
    isElidedCompoundsAlone(words) ||
    isWordWithLetterOrNumeral(words) ||
    isGoodsCompound(words) ||
    // Round 71: "KG am Gerät", "KGG": Krankengymnastik by its abbreviation opening the name (a legal form never opens one).
    (words.length > 1 && /^KGG?$/.test(words[0]!)) ||
    isGenitivePhrase(words) ||
    opensWithSentenceAdverb(name, words)
  );
}

/**
 * Round 66: "Bauvorschriften der Gemeinde", "Zinsausweise der Bank", "Dorfläden der Region": a noun with a genitive after it,
 * three words, whose head is no kind of business, or a kind in the plural, is a thing of the sentence; a business so named
 * is headed by its kind in the singular ("Écurie des Sapins", "Hofladen der Familie Schwab").
 * @param words the name's words as written
 */
function isGenitivePhrase(words: readonly string[]): boolean {
  if (words.length !== 3 || !/^de[rs]$/.test(words[1]!) || !/^\p{Lu}\p{Ll}/u.test(words[0]!) || !/^\p{Lu}/u.test(words[2]!)) return false;
  // Round 67: the municipality's, town's, canton's or state's genitive makes the thing the authority's whatever its head
  // ("Bauvorschriften", whose "Bau-" reads as a trade word).
  if (AUTHORITY_GENITIVE_RE.test(words[2]!)) return true;
  const head = foldGerman(words[0]!).replace(/[^a-z]/g, "");
  return !isTradeWord(head) || FIRM_PLURAL_RE.test(head);
}

/** A municipality, town, district, canton or state in the genitive (Duden: Gemeinde, Stadt, Kanton, Land, Bezirk, Kreis). */
const AUTHORITY_GENITIVE_RE = /^(?:Gemeinde|Stadt|Kantons|Landes|Bezirks|Kreises|Landkreises|Marktgemeinde|Stadtgemeinde)$/;

/**
 * Round 71: "eine Werkstatt mit Erfahrung bei 4x4-Fahrzeugen", "Service für E-Bikes": one word joined by a hyphen whose last
 * part is goods ({@link GOODS_HEAD_RE}, also in the dative plural "-n"/"-en") names the goods a business works on; a firm so
 * written puts its own word last ("Fenster-Müller") or adds its trade or legal form.
 * @param words the name's words as written
 */
function isGoodsCompound(words: readonly string[]): boolean {
  if (words.length !== 1 || !words[0]!.includes("-")) return false;
  const head = foldGerman(words[0]!.slice(words[0]!.lastIndexOf("-") + 1)).replace(/[^a-z]/g, "");
  // GOODS_HEAD_RE holds the plurals; the dative plural adds "n" ("-fahrzeugen", "-fahrrädern").
  return head !== "" && (GOODS_HEAD_RE.test(head) || GOODS_HEAD_RE.test(head.replace(/n$/, "")));
}

/**
 * Round 65: "Klasse B", "Hepatitis A", "Joseph II": one word without a trade and a single capital letter or a Roman numeral
 * name a class, a disease or a ruler; a business so named carries its trade ("Studio B", "Café Ludwig II").
 * @param words the name's words as written
 */
function isWordWithLetterOrNumeral(words: readonly string[]): boolean {
  return words.length === 2 && /^(?:[A-Z]|II|III|IV|VI|VII|VIII)$/.test(words[1]!) && /^\p{Lu}\p{Ll}+$/u.test(words[0]!) && !isTradeWord(foldGerman(words[0]!));
}

/**
 * Round 48: "**Keine Rücklagen für Steuern:**" (under "Typische Fehler"): a phrase opened by "kein" (Duden: the negating
 * article) says what is missing or not done; no business's name opens so.
 * @param words the name's words as written
 */
function isNegatedPhrase(words: readonly string[]): boolean {
  return /^kein(?:e|en|em|er|es)?$/i.test(words[0] ?? "");
}

/**
 * Heads of legal texts (folded): a law, a code, an ordinance, a regulation ("Bauverordnung", "Zonenreglement"); round 65:
 * any "-ordnung" ("NÖ Bauordnung", "Gewerbeordnung", "Gebührenordnung", a doctor's "Verordnung").
 */
const LEGAL_TEXT_HEAD_RE = /(?:ordnung|gesetz|gesetzbuch|reglement)$/;

/**
 * Round 49: the common abbreviations of DACH laws and codes, as written ("nach KVG Zahnbehandlungen" – the Swiss health
 * insurance act; BGB, HGB, ZGB, ABGB, ASVG, EStG, StVO, DSGVO …): a run they open cites the law.
 */
const LAW_ABBREVIATION_RE = /^(?:KVG|UVG|IVG|AHVG|BVG|VVG|BGB|HGB|ZGB|ABGB|ASVG|GSVG|EStG|UStG|StVO|StVG|DSGVO|GewO|BauGB|SGB|MRG|WEG)$/;

/**
 * Round 48: "der Kantonalen Bauverordnung", "Planungs- und Baugesetz": a name whose last word is a law, a code, an
 * ordinance or a regulation (or a compound ending so) names that legal text, not a business; one with a trade word
 * before it ("Kanzlei Baugesetz") is left to the other tests. Round 49: so does one opened by a law's abbreviation.
 * @param words the name's words as written
 */
function isLegalText(words: readonly string[]): boolean {
  if (LAW_ABBREVIATION_RE.test(words[0] ?? "")) return true;
  // Round 68: a legal text named with whom or what it rules ("Gebührenordnung für Tierärzte", "Verordnung über …").
  if (words.length >= 3 && /^(?:für|über|zur|zum)$/.test(words[1]!) && LEGAL_TEXT_HEAD_RE.test(foldGerman(words[0]!).toLowerCase())) return true;
  const last = foldGerman(words[words.length - 1] ?? "").toLowerCase();
  // The head itself may read as a trade compound ("Bau|verordnung"); only the words before it may make a firm of it.
  // Round 65: an adjective of a trade ("Ärztliche Verordnung") says whose text it is, not whose firm.
  return LEGAL_TEXT_HEAD_RE.test(last) && (words.length === 1 || nameShape(words.slice(0, -1).join(" ")).trades.every(isInflectedAdjective));
}

/** Parts of the day and the week alone (folded), beside the days and months of TIME_WORD_RE. */
const DAY_PART_RE = /^(?:vormittag|vormittags|nachmittag|nachmittags|mittag|mittags|abend|abends|morgen|morgens|wochenende|wochenenden|feierabend)$/;

/**
 * Round 20: "Infektsprechstunde am Vormittag", "Brunch am Sonntag", "Lauftreff jeden Dienstag": a name ending in
 * "am"/"jeden"/"ab" and a day, a part of a day or a month says when something is offered; a business is named
 * after where it is ("Apotheke am Markt"), never after when. A legal form or title keeps it a firm.
 * @param name a name candidate as written
 */
export function isTimedOffer(name: string): boolean {
  const m = /\s(?:am|jeden|jedem|ab)\s+(\p{L}+)$/u.exec(name.trim());
  if (!m || LEGAL_OR_TITLE_RE.test(name)) return false;
  const when = foldGerman(m[1]!);
  return TIME_WORD_RE.test(when) || DAY_PART_RE.test(when);
}

/** Nouns of a competition, prize or seal (folded) that head the quoted title they bestow. */
const AWARD_HEAD_RE = /^(?:\p{L}*wettbewerbs?|\p{L}*preis(?:es)?|award|auszeichnung|\p{L}*siegels?|\p{L}*zertifikats?|\p{L}*zeichens?|praedikats?|label|initiative|aktion|kampagne)$/u;

/**
 * Round 20: "Wettbewerb „Schönstes Schaufenster“", "Gütesiegel „Geprüfte Qualität“", "Staatspreis „Bauen mit
 * Holz“": a competition, prize, seal or campaign named with its quoted title is what businesses win or join,
 * never a business.
 * @param name a name candidate as written
 */
export function isAwardTitle(name: string): boolean {
  const m = /^(\p{L}+)\s+["„“‚»«]/u.exec(name.trim());
  if (m !== null && AWARD_HEAD_RE.test(foldGerman(m[1]!))) return true;
  // Round 74: "beim Kärntner Holzbaupreis werden … ausgezeichnet": a place's adjective before a prize's or competition's compound
  // names the award of that Land or region (Kärntner Holzbaupreis, Tiroler Landespreis), which businesses win.
  const words = name.trim().split(/\s+/);
  return words.length === 2 && isPlaceAdjectiveWord(words[0]!) && /^\p{L}{2,}(?:preis|wettbewerb|award)$/u.test(foldGerman(words[1]!).toLowerCase());
}

/**
 * Round 74: "aus der ZDF-Serie „Die Schwarzwaldklinik“ bekannt", "der Roman „…“": a work (a series, film, programme, book) named by
 * its kind, a broadcaster's or not, before its quoted title is what the place is known from, no business.
 * @param name a name candidate as written
 */
function isTitledWork(name: string): boolean {
  const m = /^([\p{L}-]+)\s+["„“‚»«]/u.exec(name.trim());
  return m !== null && WORK_KIND_RE.test(foldGerman(m[1]!.split("-").at(-1)!).toLowerCase());
}

/** Kinds of works named before their quoted titles (folded): TV and radio series and programmes, films, books. */
const WORK_KIND_RE = /^(?:\p{L}*serie|\p{L}*film|sendung|\p{L}*sendung|dokumentation|doku|reportage|\p{L}*roman|buch|krimi|hoerspiel)$/u;

/**
 * Round 62: a seal or certificate alone ("**Gütesiegel:** Das AMA-Gütesiegel kennzeichnet …") is a topic, no business. Round
 * 72: also a seal or a regional label before its name ("Regionalmarke Spessart", "Herkunftszeichen Schweizer Holz"; no trade
 * word after it), and the German-speaking organic farming associations by their names, which are their labels ("**Bioland**
 * und **Demeter**": Bioland, Demeter, Naturland, Biokreis, Gäa, Bio Suisse, Bio Austria). Round 73: also a park's partner
 * label ({@link PARK_PARTNER_RE}).
 * @param words the name's words as written
 */
function isSealAlone(name: string, words: readonly string[]): boolean {
  const folded = foldGerman(name.trim()).toLowerCase();
  if (SEAL_RE.test(folded) || ORGANIC_ASSOCIATIONS.has(folded) || PARK_PARTNER_RE.test(folded.replace(/-/g, " "))) return true;
  // Round 73: "**Geschützte Herkunft:** Die St. Galler Bratwurst ist seit 2008 als IGP eingetragen": a protected origin.
  if (words.length === 2 && CERTIFIED_RE.test(foldGerman(words[0]!).toLowerCase()) && ORIGIN_RE.test(foldGerman(words[1]!).toLowerCase())) return true;
  return words.length > 1 && SEAL_RE.test(foldGerman(words[0]!).toLowerCase()) && words.slice(1).every((w) => !isTradeToken(foldGerman(w).toLowerCase()));
}

/**
 * Round 73: "Der Gasthof ist **Nationalpark Gesäuse Partner**": a protected area's or a nature park's partner programme
 * (Nationalpark-Partner, Naturpark-Partner, Biosphärenpark-Partner, as the parks call their certified businesses) labels a
 * business, as a seal does; the business is named elsewhere. Folded, hyphens as spaces.
 */
const PARK_PARTNER_RE = /^(?:national|natur|biosphaeren|geo)park(?:\s.*)?\s+partner(?:betrieb|betriebe|in)?$|^biosphaerenreservat(?:\s.*)?\s+partner(?:betrieb|betriebe|in)?$/u;

/**
 * Round 73: a product's protected origin (EU regulation 1151/2012: "geschützte Ursprungsbezeichnung", "geschützte geografische
 * Angabe"; Swiss AOP/IGP), folded, after an adjective ("Geschützte Herkunft", "Geschützte Ursprungsbezeichnung").
 */
const ORIGIN_RE = /^(?:herkunft|herkunftsbezeichnung|herkunftsangabe|ursprungsbezeichnung|ursprungsangabe)$/;

/** The participles that certify an origin, inflected and folded ("geschützte", "kontrollierte", "garantierte"). */
const CERTIFIED_RE = /^(?:geschuetzt|kontrolliert|garantiert|geprueft|zertifiziert|eingetragen)(?:e|en|er|es|em)$/;

/** One word naming a seal, certificate or regional label, folded ("Gütesiegel", "Qualitätszertifikat", "Regionalmarke"). */
const SEAL_RE = /^\p{L}*(?:siegel|zertifikat|zertifizierung|guetezeichen|herkunftszeichen|regionalmarke|dachmarke)$/u;

/** Organic farming associations of Germany, Austria and Switzerland, folded, whose names are their labels. */
const ORGANIC_ASSOCIATIONS = new Set(["bioland", "demeter", "naturland", "biokreis", "gaea", "bio suisse", "bio austria"]);

/**
 * Round 18: "Oberland-Pass", "Regio Travel Pass", "Museums-Pass": a name headed by "Pass" as its own word
 * or after a hyphen is a ticket (or a mountain pass), never a firm; a trade word makes it one ("Hotel
 * Arlberg-Pass", "Gasthof am Pass"). Round 67: also a guest or region card ("Ötztal Premium Card").
 * @param name a name candidate as written
 * @param words the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isPassName(name: string, words: readonly string[] = name.trim().split(/\s+/)): boolean {
  if (!/(?:^|-)(?:Pass|Card)$/u.test(words[words.length - 1]!)) return false;
  // The trade word is looked for before the compound: its own first part may look like one ("Hörner-Pass").
  const before = words.slice(0, -1).join(" ");
  return before === "" || nameShape(before).trades.length === 0;
}

/**
 * Nouns for goods, equipment and materials a business works with or sells (folded, singular and
 * plural): a run they head with "von"/"vom"/"der Marke" names whose goods they are ("Maschinen von
 * Festool", "Geräte von Viessmann", "Fahrzeuge von VW"), never a business of the visitor's trade.
 */
const GOODS_HEAD_RE =
  /^(?:\p{L}*(?:maschine|maschinen|geraet|geraete|fahrzeug|fahrzeuge|produkt|produkte|modell|modelle|marke|marken|anlage|anlagen|farbe|farben|lack|lacke|ziegel|fliese|fliesen|beschlag|beschlaege|fenster|tuer|tueren|motor|motoren|reifen|ski|bike|bikes|fassung|fassungen|glas|glaeser|brille|brillen|pumpe|pumpen|kessel|teil|teile|moebel|kueche|kuechen|werkzeug|werkzeuge|kamera|kameras|uhr|uhren|schuh|schuhe|kosmetik|wechselrichter|saege|saegen|waermepumpe|waermepumpen|fahrrad|fahrraeder|ofen|oefen|speicher|module|wallbox|wallboxen))$/u;

/**
 * Round 15: "Maschinen von Festool", "Geräte von Viessmann", "Wärmepumpen der Marke Vaillant": goods
 * named with their maker are what a business uses or sells, not a business. A head that is a
 * business ("Küchenstudio von Müller", "Werkstatt von Huber") is no goods noun and stays.
 * @param name a name candidate as written
 */
export function isGoodsOfBrandPhrase(name: string): boolean {
  const m = /^(\p{L}+)\s+(?:von|vom|der marke|der firma)\s+\p{Lu}/iu.exec(name.trim());
  if (!m) return false;
  const head = foldGerman(m[1]!).replace(/[^a-z]/g, "");
  return GOODS_HEAD_RE.test(head);
}

/**
 * Round 65: "eine Trainingsfläche mit Rückengeräten von Dr. Wolff", "Maschinen der Marke Festool": the sentence before a run
 * ends in goods (any case, the dative plural "-geräten" too) and "von", "vom", "der Marke" or "der Firma": the run is their
 * maker, a brand, however it is written (a title makes no practice of it here).
 * @param before the sentence up to the run, plain text
 */
export function isMakerOfGoods(before: string): boolean {
  const m = /(\p{L}+)\s+(?:von|vom|der marke|der firma)\s*$/iu.exec(before);
  if (!m) return false;
  const head = foldGerman(m[1]!).replace(/[^a-z]/g, "");
  return GOODS_HEAD_RE.test(head) || (head.endsWith("en") && GOODS_HEAD_RE.test(head.slice(0, -1)));
}

/**
 * Round 15: "Küchenzeile Modell Lara", "Modell Kathmandu", "Serie 8": a product line or model is named
 * by "Modell"/"Serie"/"Typ"/"Edition" before its own name, never a firm.
 * @param name a name candidate as written
 */
export function isModelName(name: string): boolean {
  return /(?:^|\s)(?:Modell|Modells|Serie|Typ|Edition|Kollektion)\s+\S/u.test(name.trim());
}

/**
 * Plural tails (folded) of the nouns answers use for advice, paperwork and the things around a
 * visit ("Förderanträge", "Stundensätze", "Wartezeiten", "Gärten", "Parkplätze"): one word made only of
 * such a plural is a thing, not a business; a business is one and is named in the singular.
 */
const ADVICE_PLURAL_RE =
  /(?:antraege|saetze|zeiten|kosten|preise|angebote|termine|gaerten|raeume|plaetze|parkplaetze|bewertungen|rezensionen|erfahrungen|leistungen|unterlagen|formulare|rechnungen|vertraege|zuschuesse|foerderungen|auftraege|gutachten|kunden|patienten|gaeste|familien|hersteller|marken|geraete|modelle|produkte|rezepte|zuweisungen|ueberweisungen)$/;

/**
 * Round 49: "- Alternativ bietet das Bürgerbüro …", "**Kosten:** Inklusive Installation solltest du …": a sentence's adverb or
 * preposition, capitalised as its first word, opens no name; a firm that carries such a word shows its legal form.
 * @param name the name as written; words its words
 */
function opensWithSentenceAdverb(name: string, words: readonly string[]): boolean {
  return SENTENCE_ADVERB_RE.test(foldGerman(words[0] ?? "").toLowerCase()) && !LEGAL_OR_TITLE_RE.test(name);
}

// Round 56: also the prepositions and adverbs of time that open a tip ("Außerhalb der Ordinationszeiten …", "Bis zum
// Therapiebeginn …", "Sofort zum Tierarzt, wenn …", "Zunächst zur Anwaltswahl").
const SENTENCE_ADVERB_RE = /^(?:alternativ|ausserdem|zusaetzlich|ebenfalls|daneben|inklusive|exklusive|zuzueglich|optional|allerdings|uebrigens|grundsaetzlich|insgesamt|teilweise|meistens|ausserhalb|innerhalb|waehrend|bis|sofort|zunaechst|vorab|anschliessend)$/;

/**
 * Round 49: "Kassenarzt", "Wahlarzt", "Fachärztin" alone (a table's column, "als Wahlarzt ohne Kassenvertrag"): a job without
 * the person's name names a kind of doctor or tradesperson, not one; a trade word alone ("Hausarzt") is already no name.
 * @param words the name's words as written
 */
function isLoneJobWord(words: readonly string[]): boolean {
  // "Arzt" is too short for isPersonJobWord, which reads words of five letters or more.
  if (words.length === 2 && (isPersonJobWord(words[0]!) || /^(?:Arzt|Ärztin)$/.test(words[0]!)) && MEDICAL_FIELD_RE.test(foldGerman(words[1]!).toLowerCase())) return true;
  return words.length === 1 && isPersonJobWord(words[0]!);
}

/**
 * Round 74: a medical field after a doctor's job word ("vom Leitenden Arzt Orthopädie, Dr. med. …", "Fachärztin Chirurgie"),
 * folded: a rank and its department, still without the person's name (the fields' names of the Weiterbildungsordnung).
 */
const MEDICAL_FIELD_RE = /^\p{L}*(?:logie|paedie|chirurgie|iatrie|medizin|heilkunde|pathie|therapie)$/u;

/**
 * Round 72: "Erfahrung in der **Land- und Forstwirtschaft**", "**Heizungs- und Sanitärtechnik**": compounds that share their
 * head, the first ones written with a hyphen for it (Duden: Ergänzungsstrich), and nothing else name a field or a kind of
 * business; a firm so named adds a name of its own ("Heizungs- und Sanitärtechnik Pichler").
 * @param words the name's words as written
 */
function isElidedCompoundsAlone(words: readonly string[]): boolean {
  if (words.length < 3 || !/^(?:und|oder|&)$/.test(words[words.length - 2]!)) return false;
  return words.slice(0, -2).every((w) => /^\p{Lu}\p{L}*-,?$/u.test(w)) && /^\p{Lu}\p{Ll}{4,}$/u.test(words[words.length - 1]!);
}

/**
 * Round 72: "die **Praxismanagerin Frau Kempf** koordiniert Familientermine", "**Ordinationsassistentin Frau Pliem**": a person
 * named by a role only a practice's or firm's staff have (an assistant, a practice manager, a receptionist) works at a
 * business; the role names no business of its own.
 * @param words the name's words as written
 */
function isStaffByRole(words: readonly string[]): boolean {
  return words.length >= 2 && PRACTICE_STAFF_RE.test(foldGerman(words[0]!).toLowerCase());
}

/**
 * Round 74: "falls im Hofladen Aushilfen mitarbeiten": a business's kind followed by a noun for the people who work there
 * (helpers, employees, apprentices) names that staff, the subject of the clause, not a firm; a firm never ends its name
 * with its staff.
 * @param words the name's words as written
 */
function isStaffOfKind(words: readonly string[]): boolean {
  return words.length === 2 && STAFF_NOUN_RE.test(foldGerman(words[1]!).toLowerCase()) && isTradeToken(foldGerman(words[0]!).toLowerCase().replace(/[^a-z]/g, ""));
}

/** Nouns for the staff of a business, folded, singular and plural (Duden). */
const STAFF_NOUN_RE = /^(?:aushilfe|aushilfen|aushilfskraft|aushilfskraefte|hilfskraft|hilfskraefte|saisonkraft|saisonkraefte|mitarbeiter|mitarbeiterin|mitarbeiterinnen|mitarbeitende|mitarbeitenden|angestellte|angestellten|lehrling|lehrlinge|lernende|lernenden|auszubildende|auszubildenden|azubis|personal)$/;

/**
 * A practice's or firm's staff roles, folded, as a word or a compound's end ("Zahnarztassistentin", "Praxismanagerin",
 * "Sprechstundenhilfe"); persons.ts's STAFF_ROLE_RE holds the roles at a public body, which need that body named.
 */
const PRACTICE_STAFF_RE = /^\p{L}*(?:assistentin|assistent|managerin|sprechstundenhilfe|arzthelferin|arzthelfer|rezeptionistin)$/u;

/**
 * Round 49: "Apotheke und Rezepte", "Fachärzte und Zuweisungen", "Kosten und Förderungen": two words joined by "und" or "&"
 * whose second is a plural of advice or paperwork ({@link isAdviceNounInPlural}) title a section on two topics; a firm
 * named so carries a proper name of its own ("Bäckerei und Konditorei Huber").
 * @param words the name's words as written
 */
function isTopicPair(words: readonly string[]): boolean {
  return words.length === 3 && (words[1] === "und" || words[1] === "&") && isAdviceNounInPlural(words[2]!);
}

/**
 * Round 77: "Kurse und Beratungen zur Hofübergabe", "Führungen zum Thema Wolf", "Schulungen für Landwirte": nouns of action in
 * the plural ("-ungen") before "zur", "zum" or "für" name services on a topic, which many offer; no firm's name opens so.
 * @param words the name's words as written
 */
function isServicesOnTopic(words: readonly string[]): boolean {
  return words.length >= 3 && /^\p{Lu}\p{Ll}{2,}ungen$/u.test(words[0]!) && /^(?:zur|zum|für|fuer)$/.test(words[1]!);
}

/**
 * Round 73: "**HU/AU:** Die Hauptuntersuchung nehmen TÜV oder DEKRA …": abbreviations of two to four capitals joined by a
 * slash name two things done together (Hauptuntersuchung/Abgasuntersuchung), a topic; a firm writes its name in words.
 */
const ABBREVIATION_PAIR_RE = /^\p{Lu}{2,4}(?:\s?\/\s?\p{Lu}{2,4})+$/u;

/**
 * Round 73: "Treuhandexperte/-expertin", "Treuhänder/in", "Pop/Musical", "Unterbäch/Eischoll": a name of one word and another
 * (or its other gender's ending) after a slash, no space, gives alternatives: a job in both genders, two styles, two villages;
 * a firm's name alone is no such pair ("Elektro/Sanitär Huber" has a word of its own after it).
 */
const SLASHED_PAIR_RE = /^\p{Lu}\p{L}+\/-?\p{L}+$/u;

/**
 * Round 56: "Unterlagen zur PV-Anlage", "Zuschüsse zur Dachdämmung", "Arbeiten am Dachstuhl", "Kurse zur Zahnpflege": a plural
 * of advice, paperwork or work ({@link isAdviceNounInPlural}, "Arbeiten", "Kurse") and a preposition after it say what the
 * answer talks about; a business is one and is named in the singular ("Gasthaus zur Post"). So is such a plural right after a
 * trade word ("Praxis Neupatienten"), a trade word in the plural before a locator ("Restaurants am Hafen"), and a focus
 * ("Schwerpunkt Manuelle Therapie").
 * @param words the name's words as written
 */
function isAdviceTopic(words: readonly string[]): boolean {
  // "mit Schwerpunkt Manuelle Therapie": a practice's focus and what it is, not a name.
  if (words.length >= 2 && /^(?:schwerpunkt|schwerpunkten|spezialisierung|fachrichtung)$/.test(foldGerman(words[0]!).toLowerCase())) return true;
  // "ob die Praxis Neupatienten aufnimmt", "ob die Praxis Rezepte auch telefonisch ausstellt": a trade word and one such plural
  // are the trade and its verb's object (round 21 reads the abstract plurals so, name-shape.ts).
  if (words.length === 2 && isTradeToken(foldGerman(words[0]!).replace(/[^a-z]/g, "")) && isAdviceNounInPlural(words[1]!)) return true;
  if (words.length < 3 || !/^(?:zur|zum|zu|am|an|im|für|fuer|von|vom)$/.test(words[1]!)) return false;
  // "die Cafés am Hafen", "die Restaurants am Hafen sind oft ausgebucht": a trade word in the plural before a locator counts
  // the businesses there (not "Laden am Markt", a singular in "-en").
  const first = foldGerman(words[0]!).replace(/[^a-z]/g, "");
  if (words.length === 3 && /^(?:am|beim|zum|zur|vom)$/.test(words[1]!) && isTradeToken(first) && /(?:[^iuas]s|reien|praxen|theken|ionen|leien)$/.test(first)) return true;
  return isAdviceNounInPlural(words[0]!) || /^\p{Lu}\p{Ll}*(?:arbeiten|kurse)$/u.test(words[0]!);
}

/**
 * Round 15: one capitalised word that is a plural of advice or paperwork ("Förderanträge",
 * "Stundensätzen", "Gärten"): a thing an answer talks about, never a business. Longer runs are
 * left to the other rules.
 * @param name a name candidate as written
 */
export function isAdviceNounInPlural(name: string): boolean {
  const t = name.trim();
  if (!/^\p{Lu}\p{Ll}+$/u.test(t)) return false;
  const folded = foldGerman(t);
  // The dative plural adds an "n" ("Stundensätzen", "Anträgen").
  const plural = ADVICE_PLURAL_RE.test(folded) ? folded : folded.replace(/en$/, "e");
  // German compounds are right-headed: "Bauanträge" are requests whatever their first part says.
  return ADVICE_PLURAL_RE.test(plural);
}

/**
 * Round 14: the labels of protected origin of the EU and Switzerland (AOP/AOC, IGP, DOP/DOC/DOCG,
 * "g.U.", "g.g.A.", PDO/PGI) mark a product ("Emmentaler AOP", "Tiroler Speck g.g.A."), never a firm.
 * @param name a name candidate as written
 */
export function isProtectedOriginProduct(name: string): boolean {
  return /\s(?:AOP|AOC|IGP|DOP|DOC|DOCG|PDO|PGI|g\.\s?U\.?|g\.\s?g\.\s?A\.?)$/.test(name.trim());
}

/** Months, seasons and the feasts that place a date within them, folded. */
const DATE_WORDS = new Set([...SEASONS_AND_MONTHS, "mai", "ostern", "pfingsten", "weihnachten", "advent"]);

/** True for a month, a season or a feast that dates something, folded ("mai", "fruehjahr", "ostern"): {@link DATE_WORDS}. */
export function isDateWord(word: string): boolean {
  return DATE_WORDS.has(word);
}
/**
 * Compounds naming a festival or a season of events ("Winzerfest", "Weinherbst", "Musikfestival", "Kirtag"), with their
 * genitive; round 16: festival weeks and fairs ("Musikfestspiele", "Gartenbaumesse"), the blossom seasons ("Heideblüte",
 * "Marillenblüte") and races ("Stadtmarathon"); round 17: weeks of events ("Kulturwoche", "Mozartwoche"); round 73: a spring's
 * show or festival, as a "-herbst" is an autumn's ("Uzner Autofrühling", "Musikfrühling"); round 76: a course ("Reindling-Backkurs",
 * "Kinderskikurs"), an offer held on dates, not who holds it.
 */
const EVENT_TAIL_RE = /\p{L}{3,}(?:fest|feste|festes|fests|festival|festivals|herbst|herbstes|herbsts|fruehling|fruehlings|kirtag|kirtags|kirmes|kerwe|festspiele|festspielen|festwoche|festwochen|festtage|messe|bluete|marathon|auktion|woche|wochen|kurs|kurse|kurses)$/u;

/** Event nouns standing alone after a place's adjective ("Verdener Auktion", "Bregenzer Festspiele"), folded. */
const EVENT_NOUNS = new Set(["fest", "festival", "festspiele", "festwochen", "messe", "auktion", "marathon", "kirmes", "dult", "kirtag", "kerwe", "markt", "weihnachtsmarkt", "fasnacht", "fastnacht", "karneval", "fasching"]);

/**
 * Round 16: markets held on a date ("Christkindlmarkt", "Wochenmarkt", "Flohmarkt", "Bauernmarkt"), with
 * their genitive: an event, unlike a "Supermarkt" or "Getränkemarkt", which are shops.
 */
const MARKET_EVENT_RE = /^(?:christkindl|christkind|weihnachts|advent|advents|wochen|bauern|floh|oster|jahr|kraemer|toepfer|handwerker|kunsthandwerker|herbst|fruehlings|wein|kirchweih|nikolaus|martini)markt(?:s|es)?$/;

/** Round 73: the Swiss words for a flea market and a village fair (Duden, Schweiz: "Puce", "Flohmi", "Chilbi", "Kilbi"), folded. */
const SWISS_FAIR_RE = /^(?:puce|puces|flohmi|chilbi|kilbi)$/;

/**
 * Round 14: an event or a date is when something happens, not who does it: a run holding a date
 * ("… Ende März", "… Anfang September", "Mitte Mai": "Anfang"/"Mitte"/"Ende" with a month or season)
 * or headed by a festival compound ("Poysdorfer Winzerfest", "des Weinviertler Weinherbsts").
 * A surname that is a season stands after a trade word ("Bäckerei Herbst") and is no compound.
 * @param name a name candidate as written
 * @param trimmedWords the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isEventOrDatePhrase(name: string, trimmedWords: readonly string[] = name.trim().split(/\s+/)): boolean {
  // Round 21: "Wochenmarkt am Marktplatz", "Christkindlmarkt auf dem Domplatz": a market held on a date is still the event
  // with the place phrase after it (a firm is named after its trade, not after the market).
  const held = / (?:am|auf dem|auf der|im|vor dem|vor der) \p{Lu}/u.exec(name);
  if (held && held.index > 0) {
    const head = name.slice(0, held.index).trim().split(/\s+/);
    if (head.length <= 2 && MARKET_EVENT_RE.test(foldGerman(head.at(-1)!).replace(/[^a-z]/g, ""))) return true;
  }
  const words = name.split(/\s+/).map((w) => foldGerman(w).replace(/[^a-z]/g, ""));
  // Round 70: "Wochenmarkt Wolnzach", "Bauernmarkt Bad Tölz": such a market and the town it is held in.
  // Round 73: also the Swiss flea market and fair ("Puce Aarberg", "Chilbi Uznach").
  if (words.length >= 2 && words.length <= 3 && (MARKET_EVENT_RE.test(words[0]!) || SWISS_FAIR_RE.test(words[0]!)) && isPlaceName(trimmedWords.slice(1).join(" "))) return true;
  for (let i = 0; i < words.length - 1; i++) if (/^(?:anfang|mitte|ende)$/.test(words[i]!) && DATE_WORDS.has(words[i + 1]!)) return true;
  // Round 50: a month with its year ("August 2027", "im März 2026") is a date.
  if (words.length === 2 && /^\d{4}$/.test(trimmedWords[1]!) && MONTHS_RE.test(words[0]!)) return true;
  const last = trimmedWords.at(-1)!;
  const tail = foldGerman(last).replace(/[^a-z]/g, "");
  // Round 16: "Münstermarkt", "Naschmarkt", "Viktualienmarkt": one word for a market held at a place is the
  // market, not a firm; a kind of shop ("Supermarkt", "Baumarkt") is a trade word and left to the other rules.
  if (words.length === 1 && /^\p{Lu}/u.test(last) && /^[a-z]{3,}markt$/.test(tail) && !isTradeWord(tail)) return true;
  // Round 16: "Verdener Auktion", "Bregenzer Festspiele": a place's adjective before an event noun.
  if (words.length >= 2 && EVENT_NOUNS.has(tail) && trimmedWords.slice(0, -1).every((w) => isPlaceAdjectiveWord(w))) return true;
  // Round 17: the compound itself may start like a trade ("Winzerfest", "Bäckerfest"): German compounds are right-headed.
  return /^\p{Lu}/u.test(last) && (EVENT_TAIL_RE.test(tail) || MARKET_EVENT_RE.test(tail)) && !words.slice(0, -1).some((t) => isTradeToken(t));
}

/** The months, folded ("maerz"), with the Austrian "Jänner" and "Feber". */
const MONTHS_RE = /^(?:januar|jaenner|februar|feber|maerz|april|mai|juni|juli|august|september|oktober|november|dezember)$/;

/** Feasts and seasons of the year named alone (folded), beside the months and seasons of SEASONS_AND_MONTHS. */
/**
 * Round 16: customs and events of the year named by one word (folded): the word itself or a compound ending
 * in one of these ("Almabtrieb", "Krampuslauf", "Kirchweih", "Martinsumzug"). "-scheid" and "-feuer" end places
 * and surnames too ("Remscheid", "Brandscheid"): their customs are listed whole in FEASTS.
 */
const CUSTOM_TAIL_RE = /(?:abtrieb|lauf|umzug|weih|prozession|wallfahrt|aufstellen|dult|wiesn|kirta|kirtag|kirchtag)$/;

const FEASTS = new Set(["viehscheid", "alpabzug", "sonnwendfeuer", "osterfeuer", "johannisfeuer", "funkenfeuer", "fruehjahr", "fruehling", "ostern", "pfingsten", "weihnachten", "advent", "silvester", "neujahr", "fasching", "fastnacht", "fasnacht", "karneval", "allerheiligen", "muttertag", "valentinstag", "hochsaison", "nebensaison", "vorsaison", "nachsaison", "ferienzeit", "sommerferien", "herbstferien", "osterferien", "weihnachtsferien", "skisaison", "wintersaison", "sommersaison",
  // Round 68: the Swiss autumn feast of fresh pork and sausages (Duden: Metzgete), as "Schlachtfest" is elsewhere.
  "metzgete", "metzgeten", "schlachtfest",
  // Round 71: the season itself as a bullet's label ("**Saison:** Neuer Most ist ab dem Frühjahr erhältlich") and the one between.
  "saison", "zwischensaison"]);

/**
 * Round 16: "Weihnachten", "Adventszeit", "Hochsaison", "Basler Fasnacht": a feast, a season or a time of
 * the year named alone (or with "-zeit", or after a place's adjective), when something happens, never who does it. A season after a
 * trade word is a surname ("Bäckerei Sommer") and is no name alone. Round 48: so is one followed by "zum"/"zur" and what is
 * done then ("Winter zum Service").
 * @param name a name candidate as written
 * @param words the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isFeastOrSeason(name: string, words: readonly string[] = name.trim().split(/\s+/)): boolean {
  // "Basler Fasnacht", "Kölner Karneval": a place's adjective before the feast.
  if (words.length > 1 && words.slice(0, -1).every((w) => isPlaceAdjectiveWord(w))) return isFeastOrSeason(words[words.length - 1]!);
  const t = words[0]!;
  // Round 48: "(im) Winter zum Service", "(im) Frühjahr zur Kontrolle": a time of the year and what is done then.
  if (words.length > 2 && /^(?:zum|zur)$/.test(words[1]!) && (SEASONS_AND_MONTHS.includes(foldGerman(t)) || FEASTS.has(foldGerman(t)))) return true;
  if (words.length > 1 || !/^\p{Lu}\p{Ll}+$/u.test(t)) return false;
  const w = foldGerman(t);
  if (w.length >= 6 && CUSTOM_TAIL_RE.test(w) && !isTradeWord(w) && !isPlaceName(t)) return true;
  const stem = w.replace(/s?zeit$/, "");
  return FEASTS.has(w) || (w !== stem && (FEASTS.has(stem) || DATE_WORDS.has(stem) || FEASTS.has(`${stem}en`)));
}

/**
 * Round 16: "Hauptstraße 12", "Bahnhofstr. 3a", "Am Markt 5", "8001 Zürich": a street with its house
 * number, or a postcode with its town, is where a business sits, not its name (a name with an address
 * in it has words of its own before the street: "Café Hauptstraße 12" is rare and stays).
 * @param name a name candidate as written
 */
export function isStreetAddress(name: string): boolean {
  const t = name.trim();
  if (!/\d/.test(t)) return false;
  if (/^\d{4,5}\s+\p{Lu}[\p{L}.-]*(?:\s+\p{Lu}[\p{L}.-]*)?$/u.test(t)) return true;
  // "Hauptstraße 12", "Zellerauer Straße 44", "Rue du Marché 3": up to three words before the street word.
  if (/^(?:\p{Lu}[\p{L}.'-]*\s+){0,3}(?:\p{Lu}[\p{L}.-]*)?(?:[Ss]tra(?:ss|ß)e|[Ss]tr\.|[Gg]asse|[Ww]eg|[Aa]llee|[Pp]latz|[Rr]ing|[Dd]amm|[Uu]fer|[Cc]haussee|[Ss]teig|[Gg]raben|[Mm]arkt|[Zz]eile|[Kk]ai|[Qq]uai)\s+\d{1,4}\s?[a-z]?$/u.test(t)) return true;
  return /^(?:Am|An der|An den|Im|In der|Auf der|Auf dem|Unter den|Zum|Zur|Rue|Via|Place|Piazza)\s+(?:\p{Lu}[\p{L}.-]*\s+){1,2}\d{1,4}\s?[a-z]?$/u.test(t);
}

/** Nouns of going somewhere on foot or by ski (folded): a run they head with "zum"/"zur"/"auf" is a way. */
const OUTING_NOUNS = new Set(["aufstieg", "abstieg", "anstieg", "spaziergang", "wanderung", "ausflug", "abstecher", "rundgang", "bummel", "radtour", "abfahrt", "fahrt", "besuch", "weg"]);

/**
 * Round 14: "Aufstieg zur Sternsteinwarte", "Wanderung zum Gipfelkreuz", "Ausflug auf den Pfänder":
 * an outing noun with the preposition of its goal names a walk, whose goal is a sight, not a firm.
 * @param name a name candidate as written
 */
export function isOutingPhrase(name: string): boolean {
  const words = name.split(/\s+/);
  return words.length >= 2 && OUTING_NOUNS.has(foldGerman(words[0]!)) && /^(?:zum|zur|auf|ins|nach|hinauf|durch)$/.test(foldGerman(words[1]!));
}

/**
 * Plural (and dative plural) endings of the nouns for a firm or workplace, folded: a name is one
 * business, so a run headed by such a plural counts a kind ("Fachgeschäfte", "Markenbetrieben",
 * "Eingetragene Tischlerbetriebe", "Meisterwerkstätten"). Round 66: also schools ("Die Schulen Steinhausen bieten …",
 * "Skischulen").
 */
const FIRM_PLURAL_RE = /(?:betriebe|betrieben|geschaefte|geschaeften|firmen|werkstaetten|praxen|kanzleien|laeden|filialen|haendler|haendlern|anbieter|anbietern|dienstleister|dienstleistern|fachhaendler|handwerker|handwerkern|[eo]reien|gaststaetten|salons|schulen)$/;

/** The dative plurals among {@link FIRM_PLURAL_RE}, distinct from the nominative ("Betrieben", "Händlern", "Geschäften"). */
const DATIVE_FIRM_PLURAL_RE = /(?:betrieben|geschaeften|haendlern|anbietern|dienstleistern|handwerkern)$/;

/**
 * Round 14: a kind of business in the plural, alone or after adjectives and participles
 * ("Fachgeschäfte", "zwischen … Markenbetrieben", "Eingetragene Tischlerbetriebe"): the plural of a
 * firm noun counts many, a name picks one. A name with a word of its own after the plural keeps
 * it ("Werkstätten am Ring", "Praxen Dr. Bauer"). Round 56: also the plurals of the trades' places in "-erei" and "-orei"
 * ("Tischlereien", "Konditoreien"), of "Gaststätte" and "Salon".
 * @param name a name candidate as written
 * @param allWords the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isKindInPlural(name: string, allWords: readonly string[] = name.trim().split(/\s+/)): boolean {
  let words = allWords;
  if (isTradesPeopleInPlace(words)) return true;
  // Round 17: "Kfz-Werkstätten Laakirchen", "Malerbetriebe Wien": the kind in the plural with the place it is in
  // (places looked up only after a firm's plural: most names hold none).
  if (words.length > 1 && words.slice(0, -1).some((w) => FIRM_PLURAL_RE.test(foldGerman(w).replace(/[^a-z]/g, "")))) {
    while (words.length > 1 && isPlaceName(words[words.length - 1]!)) words = words.slice(0, -1);
  }
  if (words.length > 3) return false;
  if (isTradesPeopleInPlural(words)) return true;
  const head = foldGerman(words[words.length - 1]!).replace(/[^a-z]/g, "");
  if (!/^\p{Lu}\p{Ll}/u.test(words[words.length - 1]!) || !FIRM_PLURAL_RE.test(head)) return false;
  // The words before the plural are adjectives or participles ("Eingetragene", "Freie", "Regionalen"). Round 21: a place's
  // adjective too when the plural is in the dative ("von Thurgauer Betrieben", "bei Wiener Händlern"): a name is cited in
  // the nominative, so a firm's name ("Wiener Werkstätten") is never so inflected.
  // Round 56: a plural in "-ereien" ("Urner Schreinereien", "Ennstaler Tischlereien") is never a firm's name, after a place's
  // adjective too.
  const dative = DATIVE_FIRM_PLURAL_RE.test(head) || /[eo]reien$/.test(head);
  return words.slice(0, -1).every((w) => /^\p{Lu}\p{Ll}+(?:e|en|er|es|em)$/u.test(w) && (dative || !isPlaceAdjectiveWord(w)));
}

/**
 * Round 56: "Seriöse Optiker", "Seriöse Installateure": a capitalised word in "-e" with no article before a tradesperson's
 * noun in "-er", "-eure", "-ure" or "-isten" is an adjective before a plural (Duden-Grammatik: without an article a
 * masculine singular takes "-er", "Seriöser Optiker"), so it counts a kind. Not an inn's sign ("Alte Mühle": no person's
 * trade), a noun ("Kopfsache Friseure", "Fischerhütte Lohninger": the word in "-e" must be an adjective by its ending,
 * {@link isInflectedAdjective}, or one of {@link JUDGING_ADJECTIVES}) nor "Die Tischler", which may be a firm's name.
 * @param words the run's words as written
 */
function isTradesPeopleInPlural(words: readonly string[]): boolean {
  if (words.length !== 2 || !/^\p{Lu}\p{Ll}+e$/u.test(words[0]!)) return false;
  const adjective = foldGerman(words[0]!).toLowerCase();
  if (!isInflectedAdjective(adjective) && !JUDGING_ADJECTIVES.has(adjective)) return false;
  const noun = foldGerman(words[1]!).replace(/[^a-z]/g, "");
  return /^\p{Lu}/u.test(words[1]!) && /(?:er|eure|ure|isten)$/.test(noun) && (isPersonJobWord(words[1]!) || isTradeToken(noun));
}

/**
 * Round 62: "Ich habe Installateure am Attersee-Ostufer … gesucht", "Physiotherapeuten in Vöcklabruck": a tradesperson's noun in
 * a plural no singular shares ("-eure", "-euten", "-isten") before "am", "im", "in" or "rund um" and a place counts that kind
 * there, as a firm's plural does ("Kfz-Werkstätten Laakirchen", and so a compound one before "am" or "im": "Partnerbetriebe am
 * Donauradweg"); one business is named by its own name ("Werkstätten am Ring", the plural alone, stays one: isKindInPlural).
 * @param words the run's words as written
 */
function isTradesPeopleInPlace(words: readonly string[]): boolean {
  if (words.length < 3 || !/^(?:am|im|in|rund)$/.test(words[1]!) || !/^\p{Lu}\p{Ll}/u.test(words[0]!)) return false;
  // Also a firm's plural in a compound ("**Partnerbetriebe am Donauradweg:**", "Kfz-Werkstätten im Ort"); the plural alone
  // may be a name's head ("Werkstätten am Ring").
  const plural = FIRM_PLURAL_RE.exec(foldGerman(words[0]!).toLowerCase().replace(/[^a-z]/g, ""));
  if (plural !== null && plural.index > 0) return true;
  // Round 74: "die Salons am Plöner See", "die Studios im Ort": a trade's plural in "-s" (a loanword's: Salon, Studio, Atelier) too.
  const folded = foldGerman(words[0]!).toLowerCase();
  if (/^\p{Lu}\p{Ll}{3,}s$/u.test(words[0]!) && SALON_PLURAL_RE.test(folded)) return true;
  if (!/(?:eure|euren|euten|isten)$/.test(words[0]!)) return false;
  return isTradeToken(foldGerman(words[0]!).toLowerCase()) || isPersonJobWord(words[0]!.replace(/(?:e|en)$/, ""));
}

/** Round 74: the loanword kinds whose plural ends in "-s" (folded): salons, studios, ateliers, cafés, bistros. */
const SALON_PLURAL_RE = /^(?:\p{L}*salons|\p{L}*studios|ateliers|cafes|bistros|hotels|restaurants)$/u;

/** Adjectives in "-e" that judge or place tradespeople, folded, whose ending {@link isInflectedAdjective} does not know. */
const JUDGING_ADJECTIVES = new Set(["serioese", "gute", "erfahrene", "kompetente", "bewaehrte", "lokale", "regionale", "etablierte", "professionelle", "renommierte", "bekannte", "kleine", "grosse", "junge", "freie"]);

/**
 * "Ausg'steckt", "aufg'sperrt", "eing'schenkt": one word with the "ge-" of a participle
 * elided inside it (Austrian and Bavarian writing) is a verb form, never a name; names
 * elide at their start or before an "s" ("L'Osteria", "D'Angelo", "Beck's").
 * @param name a name candidate as written
 */
export function isElidedParticiple(name: string): boolean {
  return /^\p{L}{2,}g['’]\p{Ll}{3,}$/u.test(name);
}

/**
 * Currencies and units of the three countries as written before or after a number
 * (ISO 4217 codes and symbols, "Fr."/"Franken"/"Rappen", SI units and units of time
 * and count), folded and without a final dot.
 */
const UNITS = new Set([
  "€", "eur", "euro", "ct", "cent", "chf", "fr", "sfr", "franken", "rappen", "rp", "usd", "$", "%", "prozent",
  "km", "m", "cm", "mm", "m²", "m2", "qm", "m³", "kg", "g", "l", "ml", "kw", "kwh", "ps", "h", "std", "min", "sek",
  "stunde", "stunden", "minute", "minuten", "tag", "tage", "tagen", "woche", "wochen", "monat", "monate", "monaten",
  "jahr", "jahre", "jahren", "person", "personen", "stueck", "stk", "sterne", "★",
]);
/** Words that qualify an amount ("ca. 300 €", "ab CHF 70", "bis 190 €"). */
const AMOUNT_QUALIFIERS = new Set(["ca", "circa", "etwa", "ab", "bis", "rund", "max", "min", "zirka", "je", "pro", "zzgl", "inkl"]);

/**
 * Round 70: "den Kredit 270 „Erneuerbare Energien – Standard“", "Landesförderung Burgenland", "Förderprogramm …": a loan,
 * grant or funding programme opening the name is money on offer from a public body or bank, no business.
 */
const FUNDING_HEAD_RE = /^(?:Kredit|Förderkredit|Programm|Förderprogramm|Zuschuss|Förderung|Landesförderung|Bundesförderung|Wohnbauförderung)\s/u;

/**
 * Round 71: "| **Sanierungsbonus** | Bund | …", "ein Blick ins **Gebäudeprogramm** des Kantons", "Handwerkerbonus": a compound
 * headed by a bonus, subsidy, premium or programme, opening a name of up to three words, is money on offer, as the heads of
 * {@link FUNDING_HEAD_RE} are.
 * @param words the name's words as written
 */
function isFundingCompound(words: readonly string[]): boolean {
  // Not "-förderung": it also names a service ("Lernförderung Huber" tutors; "Wohnbauförderung" is a service term's).
  return words.length <= 3 && /^\p{Lu}\p{Ll}{3,}(?:bonus|programm|zuschuss|prämie)$/u.test(words[0]!);
}

/**
 * Round 70: "Einlagerung CHF 80" (of "Wechsel ab CHF 60 für vier Räder, Einlagerung CHF 80 pro Saison"): a price inside a
 * name, a currency beside its number, makes it what something costs; no business names itself with a price.
 */
const PRICE_IN_NAME_RE = /(?:^|\s)(?:CHF|EUR|Fr\.|€)\s?\d|\d[\d.,'’]*\s?(?:€|CHF|Euro|Franken)(?=\s|$)/u;

/**
 * "CHF 70", "300–600 €", "ab ca. 1.500 €", "20 Minuten": a number with a currency or
 * unit, however qualified, says what something costs or takes, not who offers it.
 * @param name a name candidate as written
 */
export function isAmountOrQuantity(name: string): boolean {
  if (!/\d/.test(name)) return false;
  const words = name.split(/\s+/).filter(Boolean).map((w) => foldGerman(w).replace(/\.$/, ""));
  let number = false;
  let unit = false;
  for (const w of words) {
    // A number stuck to its currency or unit ("70CHF", "€70", "5km", "1.500€").
    const m = /^([€$]?)([\d.,'’]+(?:[–-][\d.,'’]+)?)([\p{L}€$%²³★]*)$/u.exec(w);
    if (m && /\d/.test(m[2]!) && (m[3] === "" || UNITS.has(m[3]!))) {
      number = true;
      if (m[1] || m[3]) unit = true;
    } else if (UNITS.has(w)) unit = true;
    else if (!AMOUNT_QUALIFIERS.has(w) && !/^[–-]$/.test(w)) return false;
  }
  return number && unit;
}

/**
 * Software vendors and products that businesses of the three countries work with,
 * named as tools in answers ("arbeitet digital über DATEV Unternehmen online"), folded:
 * accounting and tax (DATEV, Lexware, lexoffice, sevDesk, Bexio, Abacus, BMD, Sage,
 * Addison, Agenda, Simba, Banana, BuchhaltungsButler, Candis, Collmex, WISO, Taxfix,
 * Elster, FinanzOnline), practice and law-office software (CGM, Medistar, Turbomed,
 * tomedo, Dampsoft, RA-MICRO, Advoware, Kleos, juris, beck-online), office, video and
 * messaging tools (Microsoft, Excel, Outlook, Teams, Zoom, Skype, Webex, WhatsApp,
 * Threema, Signal, Dropbox), shop and website systems (SAP, Salesforce, HubSpot,
 * Shopify, WooCommerce, WordPress, Wix, Jimdo, Squarespace) and scheduling (Calendly,
 * Doodle, Timify). A platform of platforms.ts is decided there first.
 */
const SOFTWARE_VENDORS = new Set([
  "datev", "lexware", "lexoffice", "sevdesk", "bexio", "abacus", "bmd", "sage", "addison", "agenda", "simba", "banana",
  "buchhaltungsbutler", "candis", "collmex", "wiso", "taxfix", "elster", "finanzonline", "cgm", "medistar",
  "turbomed", "tomedo", "dampsoft", "ramicro", "advoware", "kleos", "juris", "beckonline", "microsoft", "excel",
  "outlook", "teams", "zoom", "skype", "webex", "whatsapp", "threema", "signal", "dropbox", "sap", "salesforce",
  "hubspot", "shopify", "woocommerce", "wordpress", "wix", "jimdo", "squarespace", "calendly", "doodle", "timify",
]);

/**
 * "DATEV Unternehmen online", "Microsoft Teams", "Lexware Office": a name led by a
 * software vendor or product is a tool. Only the first word counts and only when written
 * as the brand writes it (capitalised or in capitals): "Agentur Zoom" or "Studio Signal"
 * are businesses.
 * @param name a name candidate as written
 */
export function isSoftwareName(name: string): boolean {
  const first = name.split(/\s+/, 1)[0] ?? "";
  // Round 72: a kind of software before its product's name ("mit der Buchhaltungssoftware Bexio", "Praxissoftware …").
  if (/\p{L}software$/u.test(first) && first.length < name.length) return true;
  if (!/^\p{Lu}|^[a-z]+[A-Z]/u.test(first)) return false;
  const vendor = foldGerman(first).replace(/[^a-z]/g, "");
  if (!SOFTWARE_VENDORS.has(vendor)) return false;
  // Round 37: "Elster" is also a river and a bird that firms are named after ("Elster Umzüge & Transporte"): the tax
  // portal only in its capitals or with its own words ("ELSTER", "Elster Online", "Mein ELSTER").
  return !WORD_VENDORS.has(vendor) || first === first.toUpperCase() || /^\S+\s+(?:online|formular)/i.test(name);
}

/** Vendors of {@link SOFTWARE_VENDORS} whose name is also a German word or place, folded. */
const WORD_VENDORS = new Set(["elster"]);

/**
 * Heads of dishes, cakes, breads, sausages and drinks, folded: the last part of a food
 * compound ("Kirschtorte", "Apfelkuchen", "Rostbratwürste", "Leberkäse", "Krabbensuppe"); round 65: also the region's
 * produce sold in its shops ("Puschlaver Buchweizenmehl", "Steirisches Kürbiskernöl", "Fraxner Kirschen").
 */
const DISH_HEAD_RE =
  /(?:torte|torten|kuchen|strudel|schnitzel|wurst|wuerste|wuerstel|braten|suppe|brot|brote|broetchen|semmel|semmeln|knoedel|spaetzle|nudeln|praline|pralines|schokolade|lebkuchen|kipferl|krapfen|salat|auflauf|fondue|raclette|roesti|waehe|waehen|zopf|gipfeli|leberkaes|leberkaese|kaese|schinken|speck|bratl|matjes|backfisch|forelle|zander|felchen|bier|biere|wein|weine|schnaps|likoer|most|mehl|honig|oel|essig|senf|kirschen|marillen|zwetschgen)$/;

/**
 * "Zuger Kirschtorte", "Rheinischer Apfelkuchen", "Nürnberger Rostbratwürste", "Scholle
 * Finkenwerder Art": a dish named by a food compound after adjectives, or a dish "…er
 * Art" (in a place's style), is what a business serves, not a business. A trade word
 * makes it one ("Café Kirschtorte", "Bäckerei Zopf").
 * @param name a name candidate as written
 * @param words the name's words, when the caller has split it already (`name.trim().split(/\s+/)` holds the same words)
 */
export function isDishName(name: string, words: readonly string[] = name.split(/\s+/).filter(Boolean)): boolean {
  if (words.length < 2 || words.length > 4) return false;
  const last = foldGerman(words[words.length - 1]!).replace(/[^a-z]/g, "");
  if (last !== "art" && !DISH_HEAD_RE.test(last)) return false;
  const tokens = words.map((w) => foldGerman(w).replace(/[^a-z]/g, ""));
  // Round 52: the food compound itself is a dish whatever its first part ("Krakauer Bauernkrapfen": "Bauern-" is no trade
  // here; German compounds are right-headed).
  if (tokens.slice(0, -1).some(isTradeWord)) return false;
  // "Scholle Finkenwerder Art", "Schnitzel Wiener Art": a dish in a place's style.
  if (last === "art" && /^\p{Lu}\p{Ll}+er$/u.test(words[words.length - 2]!)) return true;
  if (!DISH_HEAD_RE.test(last) || !/^\p{Lu}/u.test(words[words.length - 1]!)) return false;
  // "Badischer", "Linzer" (a place's adjective), or any "-er" word before a food compound ("Zuger
  // Kirschtorte"); "Peter Kuchen" is a person, since "Peter" is neither and "Kuchen" no compound.
  const compound = !/^(?:torte|torten|kuchen|strudel|schnitzel|wurst|braten|suppe|brot|semmel|salat|zopf|kaese|speck|bier|wein|most|mehl|honig|oel|essig|senf|kirschen|marillen|zwetschgen)$/.test(last);
  return words.slice(0, -1).every((w) => /^\p{Lu}\p{Ll}+(?:isch|lich|ig)(?:e|er|en|es)$/u.test(w) || isPlaceAdjectiveWord(w) || (compound && /^\p{Lu}\p{Ll}+er$/u.test(w)));
}

/** Fish of the region's menus, folded ("Karpfen", "Saibling", "Renke"), beside the heads of {@link DISH_HEAD_RE}. */
const MENU_FISH_RE = /^(?:karpfen|saibling|saiblinge|renke|renken|lachsforelle)$/;

/**
 * Round 37: "**Karpfen**", "**Schweinebraten mit Kruste**", "Zwiebelrostbraten und Knödel": a dish compound (a food word
 * with a part before it: "Schweinebraten", not "Braten") or a fish of the menus, alone or with what it comes with after
 * "mit", "und", "an" or "auf", heads a list of what a kitchen serves, not of businesses.
 * @param name a name candidate as written
 */
function isMenuDish(name: string): boolean {
  const m = /^(\p{Lu}\p{Ll}+)(?:\s+(?:mit|und|an|auf)\s+\S.*)?$/u.exec(name.trim());
  if (m === null || name.split(/\s+/).length > 5) return false;
  const t = foldGerman(m[1]!).toLowerCase();
  if (isTradeWord(t)) return false;
  if (MENU_FISH_RE.test(t)) return true;
  const head = DISH_HEAD_RE.exec(t)?.[0];
  return head !== undefined && t.length >= head.length + 4;
}

/**
 * Bodies that are no firms, by the head of their name (folded): courts of the three
 * countries ("Amtsgericht", "Landgericht", "Bezirksgericht", "Kantonsgericht", GVG and
 * the Austrian and Swiss court organisation acts), arbitration and ombuds offices
 * ("Schiedsstelle der Kfz-Innung", "Schlichtungsstelle"), sections and local groups of
 * an association ("Sektion St. Gallen" of the SSO, "Ortsgruppe", "Kreisgruppe"),
 * foundations ("Stiftung", "Fondation Beyeler", "Fondazione", "Foundation"), and the
 * professional societies written with a hyphen ("Zahnärzte-Gesellschaft SSO").
 */
const PUBLIC_BODY_RE =
  /^(?:sektion|ortsgruppe|kreisgruppe|bezirksgruppe|landesgruppe|regionalgruppe|fachgruppe|fondation|fondazione|foundation|stiftung)\b|(?:amts|land|landes|oberlandes|ober|arbeits|sozial|verwaltungs|finanz|bezirks|familien|kantons|bundes|handels|zivil|straf|verfassungs)gericht(?:s|e|en)?\b|(?:schieds|schlichtungs|ombuds|fuehrerschein|zulassungs)stelle\b|(?:aerzte|zahnaerzte|tieraerzte|apotheker)-gesellschaft\b|(?:landwirtschafts|bauern|aerzte|apotheker|handels|handwerks|wirtschafts|arbeiter|anwalts|notariats|steuerberater|architekten|ingenieur|landarbeiter)kammer\b|^(?:physio|ergotherapie|logopaedie|diaetologen|orthoptik|yoga|hebammen)\s+(?:austria|oesterreich|schweiz|suisse|deutschland)$|^physioswiss$|^yoga alliance$|^energie tirol$|energieagentur\b|energieinstitut\b|^verbraucherzentrale\b|^tiergesundheitsdienst\b|\s(?:des|der) landes\s|kommission\b|^dienststelle\b|^(?:bundes|landes)(?:gestuet|anstalt|lehranstalt|amt|agentur)\b|^fruehen? hilfen\b/;

/**
 * "Amtsgericht Herford", "Sektion St. Gallen", "Fondation Pierre Gianadda",
 * "Zahnärzte-Gesellschaft SSO": a court, an association's section or group, a
 * foundation, an arbitration office or a professional society, not a firm; round 48:
 * a chamber of a profession or trade ("Bezirksbauernkammer Zwettl", "Landwirtschaftskammer", "Handwerkskammer"), a
 * public body its members belong to by law. Round 56: a health profession's national association named after its country
 * ("Physio Austria", "Ergotherapie Austria", "Yoga Austria", "physioswiss"; the Austrian MTD professions' associations)
 * and the yoga teachers' registry "Yoga Alliance"; the public energy advice agencies of the Länder ("Energie Tirol",
 * "Energieinstitut Vorarlberg", "Energieagentur Steiermark") and the consumer advice centres ("Verbraucherzentrale NRW").
 * Round 68: the animal health services of the Länder ("Tiergesundheitsdienst Tirol"), which farmers join.
 * Round 72: the district's driving-licence and vehicle-registration offices ("Führerscheinstelle der Kreisverwaltung …",
 * "Zulassungsstelle"), which the schools and garages send their customers to; an office of a Land ("Energieberater des Landes
 * Kärnten") and a commission ("Ständige Impfkommission Veterinärmedizin"). Round 73: an authority's branch office by its name
 * ("Finanzamt Österreich, Dienststelle Bregenz").
 * Round 74: a federal or state institution by its name's head ("Bundesgestüt Piber", "Landesgestüt", "Bundesanstalt", "Bundesamt"),
 * which the answer names as the region's landmark or an authority; the districts' public support for young families ("die
 * Frühen Hilfen der Kreise", Bundesstiftung Frühe Hilfen).
 * @param name a name candidate as written
 */
export function isPublicBodyName(name: string): boolean {
  return PUBLIC_BODY_RE.test(foldGerman(name));
}

/** A club or members' association by its kind ({@link CLUB_RE}), folded before the test. */
function isClubName(name: string): boolean {
  return CLUB_RE.test(foldGerman(name));
}

/**
 * Round 71: "die **Sportunion Krift** bietet Gesundheitskurse", "Schwimmclub Rapperswil-Jona", "Sächsischer Bergsteigerbund": a
 * club of members for sport, music, custom or the village (Duden: Verein; the Austrian Sportunion and its clubs) opening or
 * heading the name is no business; a club that trades as one keeps its trade word or English "Club" ("Boxclub Westbahnhof",
 * "Barber Club"), and an association that serves clients stays ("Lohnsteuerhilfeverein").
 */
const CLUB_RE = /^(?:\p{L}+ )?(?:(?:sport|turn|musik|gesang|trachten|heimat|verkehrs|verschoenerungs|alpen|schuetzen|kultur|foerder|wander|ski|fussball|tennis|reit|schwimm|kegel|karnevals|fastnachts|garten|obst und garten)verein|sportunion|(?:schwimm|ski|turn|ruder|segel|schuetzen)(?:club|klub)|\p{L}*(?:bergsteiger|wander)bund)\b/u;


/** A currency as answers write it before or after an amount ("€", "CHF", "Fr.", "Franken"), for a `u` pattern. */
const CURRENCY = String.raw`(?:€|\b(?:EUR|CHF|SFr\.?|Fr\.|Franken|Euro)(?!\p{L}))`;

/** An amount: digits with thousands separators and decimals ("40'000", "4.000", "12,50"). */
const AMOUNT = String.raw`\d[\d.,'’]*`;

/** A money amount inside a text: a number with a currency before or after it ("bis 190 €", "CHF 35", "ca. 20–40 €"). */
const MONEY_IN_TEXT_RE = /(?:€|\b(?:EUR|CHF|Fr\.|SFr\.?|Franken|Euro))\s*\d|\d[\d.,'’]*(?:\s*[–-]\s*\d[\d.,'’]*)?\s*(?:€|(?:EUR|CHF|Fr\.|Franken|Euro)\b)/;

/**
 * A price range at a text's start: up to two hedges ("ca.", "ab", "bis", "meist"), then a currency and a range or a range
 * and a currency ("ca. CHF 250–450 pro m²", "meist 80–150 € pro Sitzung"; round 66: "etwa 1.800 bis 3.000 €"). A single
 * price ("rund 12 € für eine große Pizza") is a business's own price (round 20); a range estimates a job or an item (round
 * 65, block-candidates.ts).
 * @param text plain text, markup removed
 */
export function opensWithPriceRange(text: string): boolean {
  return PRICE_RANGE_OPENING_RE.test(text);
}

const PRICE_RANGE_OPENING_RE = new RegExp(
  String.raw`^[\s:–-]*(?:(?:ca\.|circa|etwa|ab|bis|rund|zwischen|je|meist|meistens|oft|typischerweise|ungefähr|um)\s+){0,2}(?:${CURRENCY}\s*${AMOUNT}\s*(?:[–-]|bis)\s*\d|${AMOUNT}\s*(?:[–-]|bis)\s*${AMOUNT}\s*${CURRENCY})`,
  "u",
);

/**
 * Headers of a column of services or cost items (folded): "Leistung", "Posten", "Behandlung", "Tarif". Round 55: also of
 * a price's tier ("| Ausführung | Preis |" over "Einfach", "Mittel", "Gehoben"; "Variante", "Preisklasse", "Ausstattung").
 * Round 65: and of rental gear ("| Kategorie | Preis |" over "Kinder-Set", "Helm"; "Ausrüstung", "Material").
 */
const SERVICE_HEADER_RE = /^(?:leistung|leistungen|dienstleistung|dienstleistungen|posten|position|positionen|service|behandlung|behandlungen|angebot|tarif|tarife|gebuehr|gebuehren|kostenart|kostenpunkt|produkt|artikel|paket|was|ausfuehrung|ausfuehrungen|variante|varianten|preisklasse|preisstufe|ausstattung|groesse|umfang|kategorie|kategorien|ausruestung|material)$/;

/**
 * A price list ("| Leistung | Richtwert |" with "| Erstberatung | bis 190 € |"): a table
 * whose first column is headed as services or cost items and half or more of whose rows (round 61; before, each) price
 * their first cell in another cell names services with their prices, not businesses. A
 * table headed "Skischule | Preis" names ski schools.
 * @param header the header of the table's name column as written
 * @param rows the table's rows as cell texts, the name cell first
 */
export function isPriceList(header: string, rows: readonly (readonly string[])[]): boolean {
  const key = foldGerman(header.replace(/[*_`]/g, "").trim()).replace(/\s*\(.*\)$/, "");
  // Round 61: half the rows with an amount are enough; the others may say how the price is set ("nach Streitwert", "nach
  // Gerichts- und Notarkostengesetz").
  return SERVICE_HEADER_RE.test(key) && rows.length > 0 && rows.filter((cells) => cells.slice(1).some((c) => MONEY_IN_TEXT_RE.test(c))).length * 2 >= rows.length;
}

/** Nouns of a route or way out (folded): where one walks, rides or skis, not who serves. */
const ROUTE_NOUNS = new Set(["strecke", "route", "runde", "rundweg", "tour", "weg", "pfad", "loipe", "piste", "trail", "radweg", "wanderweg", "uferweg", "promenade", "etappe"]);

/**
 * "die Strecke am See entlang", "die Runde um den Weiher", "Loipe durch das Tal": a route
 * noun followed by a preposition of place or direction names a way, not a business.
 * @param name a name candidate as written
 */
export function isRoutePhrase(name: string): boolean {
  const words = name.split(/\s+/).map((w) => foldGerman(w));
  return words.length >= 3 && ROUTE_NOUNS.has(words[0]!) && /^(?:am|an|um|entlang|durch|ueber|zum|zur|nach|ins|im|hinauf|hinunter|rund)$/.test(words[1]!);
}

/**
 * Kinds of building that head a compound whatever its first part ("Brauereimuseum",
 * "Wallfahrtskirche"); not "-burg" or "-schloss", which end places and surnames ("Mühlburg").
 */
const SIGHT_COMPOUND_TAIL_RE = /(?:museum|museen|kirche|kapelle|bergwerk)$/;

/**
 * "Brauereimuseum im Mönchshof", "Bayerische Brauereimuseum", "Grüne Veltliner im
 * Ab-Hof-Verkauf": a sight or grape variety with the place phrase after it is still the
 * sight or variety. German compounds are right-headed, so a trade word in the first part
 * ("Brauerei-") does not make a museum a business; a trade word at the end does
 * ("Museumscafé").
 * @param name a name candidate as written
 * @param isSightOrVariety the landmark test (landmarks.ts) for the part before the place phrase
 */
export function isSightWithPlacePhrase(name: string, isSightOrVariety: (head: string) => boolean): boolean {
  // Round 65: also "von" and a place ("Kreisviadukt von Brusio").
  const head = /^(.+?)\s+(?:im|am|an der|in der|auf dem|auf der|beim|bei der|vom|von der|von)\s+\p{Lu}/u.exec(name)?.[1] ?? name;
  const words = head.split(/\s+/);
  const last = foldGerman(words[words.length - 1]!).replace(/[^a-z]/g, "");
  const compound = last.length >= 9 && SIGHT_COMPOUND_TAIL_RE.test(last) && words.slice(0, -1).every((w) => /^\p{Lu}\p{Ll}+(?:e|en|er|es)$/u.test(w));
  return compound || (head !== name && isSightOrVariety(head));
}


/** Heads (folded) of an apposition that calls the thing before it food, drink or a product ("ein hauchdünnes Gebäck"). */
const PRODUCT_APPOSITION_RE =
  /^\s*[,–—-]\s*(?:ein|eine|einem|einer|eines)\s+(?:\p{L}+\s+){0,2}\p{L}*(?:gebaeck|gericht|spezialitaet|torte|kuchen|dessert|wein|kaese|likoer|bier|brot|produkt|getraenk|speise|snack|eintopf|wurst|schnaps|delikatesse|praline|modell|marke)\b/u;

/**
 * Round 15: "die **Meißner Fummel**, ein hauchdünnes Gebäck": a name whose apposition calls it food,
 * drink, a product or a brand is what businesses sell, not one of them.
 * @param after the text right after the name in its sentence
 */
export function isProductByApposition(after: string): boolean {
  return PRODUCT_APPOSITION_RE.test(foldGerman(after.slice(0, 80)));
}

/** The head nouns of data/apposition-heads.json that call a name no business, all kinds but "neutral" together (folded). */
const APPOSITION_HEADS: readonly string[] = Object.entries(appositionHeads).flatMap(([kind, words]) => (kind.startsWith("$") || kind === "neutral" ? [] : (words as string[])));
const APPOSITION_HEAD_SET = new Set(APPOSITION_HEADS);
const APPOSITION_TAILS = APPOSITION_HEADS.filter((w) => w.length >= 5);

/** The neutral heads of data/apposition-heads.json (folded): roles a firm and a body can both have ("Anlaufstelle"). */
const NEUTRAL_HEADS: readonly string[] = appositionHeads.neutral;

/**
 * A head noun of the list, or a compound ending in one of its longer words ("Bundesverband", "Stadtfest"); round 77: also
 * in the plural ("– die beiden Rebsorten", "die Bergbahnen"), the plural's "-n", "-en" or "-s" taken off.
 */
function isNoBusinessHead(folded: string): boolean {
  if (isNoBusinessSingular(folded)) return true;
  if (folded.length < 5) return false;
  if (folded.endsWith("en") && isNoBusinessSingular(folded.slice(0, -2))) return true;
  return (folded.endsWith("n") || folded.endsWith("s")) && isNoBusinessSingular(folded.slice(0, -1));
}

function isNoBusinessSingular(folded: string): boolean {
  if (APPOSITION_HEAD_SET.has(folded)) return true;
  return APPOSITION_TAILS.some((t) => folded.length > t.length + 2 && folded.endsWith(t));
}

/**
 * True when `word` names a body (data/apposition-heads.json "institution": "Landesinnungsverband", "Ärztekammer",
 * "Gesundheitsamt"), as itself or a compound ending in one of the list's words.
 * @param word one word as written
 */
export function isInstitutionNoun(word: string): boolean {
  return isHeadOf(INSTITUTION_HEADS, foldGerman(word));
}

// Not "gericht": a dish's word as well ("das Hauptgericht des Gasthofs Krone" names the inn).
const INSTITUTION_HEADS: readonly string[] = appositionHeads.institution.filter((h) => h !== "gericht");

/** `folded` is one of `heads` or a compound ending in one of its words of five letters or more ("Erstanlaufstelle"). */
function isHeadOf(heads: readonly string[], folded: string): boolean {
  return heads.some((h) => folded === h || (h.length >= 5 && folded.endsWith(h)));
}

/**
 * Round 16: "Physio Austria, der Bundesverband der Physiotherapeut:innen", "Stadtfest – das größte Fest
 * der Region": a name followed by an apposition with an article whose head noun (the first noun of the
 * apposition, data/apposition-heads.json) is an institution, an event, a product, a place or a platform
 * is that thing, not a business; round 19: also after the colon of a list item's lead ("**Molli**: Die Bäderbahn
 * fährt …"). Only inflected adjectives may stand between article and noun ("der
 * größte Verband"): "…, die mobil im Bezirk trainiert" is a relative clause. An apposition calling it a firm ("…, ein Familienbetrieb") says nothing here.
 * @param name the candidate's name; context the sentence or item it stands in, plain text
 */
export function isNoBusinessByApposition(name: string, context: string): boolean {
  const at = context.indexOf(name);
  if (at < 0) return false;
  const after = context.slice(at + name.length, at + name.length + 90);
  // Round 19: "Der **Salzwedeler Baumkuchen** ist eine geschützte geografische Angabe": a copula's predicate
  // names what the subject is as an apposition does; its adjectives may be listed with commas.
  const m =
    /^\s*(?:(?:,|[–—]|\s-)\s*(?:der|die|das|den|dem|des|ein|eine|einem|einer|eines)|(?::|[–—]|\s-)\s*(?:Der|Die|Das|Ein|Eine))\s+((?:\p{Ll}[\p{L}-]*(?:e|en|er|es|em)\s+){0,2})(\p{Lu}[\p{L}-]*)/u.exec(after) ??
    /^\s+(?:ist|sind|war|waren)\s+(?:der|die|das|ein|eine)\s+((?:\p{Ll}[\p{L}-]*(?:e|en|er|es|em),?\s+){0,3})(\p{Lu}[\p{L}-]*)/u.exec(after);
  if (!m) return false;
  const head = foldGerman(m[2]!).replace(/[^a-z]/g, "");
  // Round 76: "Das **Gesundheitszentrum Grüenenmatt** ist die grösste Anlaufstelle in der Nähe": a neutral head (a role a
  // firm and a body both have) sets apart only a name without a trade word ("Pro Senectute …, die erste Anlaufstelle").
  if (isHeadOf(NEUTRAL_HEADS, head)) return nameShape(name).trades.length === 0;
  return isNoBusinessHead(head);
}

/** Folded for brand lookups: lower case, German umlauts spelled out, accents and quotes dropped. */
function brandFold(text: string): string {
  const folded = foldGerman(text);
  // Accents only beyond ASCII ("Kérastase", "Citroën").
  return (/[^\x00-\x7f]/.test(folded) ? folded.normalize("NFD") : folded)
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/** The makers of data/equipment-brands.json, folded, longest first (so "Stiebel Eltron" wins over a shorter prefix). */
const EQUIPMENT_BRANDS: readonly string[] = Object.entries(equipmentBrands)
  .flatMap(([kind, words]) => (kind.startsWith("$") ? [] : (words as string[])))
  .map(brandFold)
  .sort((a, b) => b.length - a.length);

/** The makers by their first word, each list longest first: one lookup per candidate. */
const BRANDS_BY_FIRST_WORD = new Map<string, string[]>();
for (const b of EQUIPMENT_BRANDS) {
  const first = b.split(" ")[0]!;
  BRANDS_BY_FIRST_WORD.set(first, [...(BRANDS_BY_FIRST_WORD.get(first) ?? []), b]);
}

/** Words that make a maker's name a shop, dealer or workshop ("Bosch Car Service", "BMW Niederlassung", "Miele Center"). */
const DEALER_WORD_RE = /^(?:niederlassung|filiale|vertretung|vertragshaendler|haendler|partner|fachpartner|service|car|center|centre|store|shop|studio|galerie|werkstatt|autohaus|zentrum|outlet|flagship|boutique|lounge|haus)$/;

/**
 * Round 16: "Vaillant", "Stiebel Eltron", "Ray-Ban", "Continental": a maker of equipment, materials or goods
 * (data/equipment-brands.json), alone or with at most two more words of its product line ("Vaillant
 * ecoTEC plus"), is what a business fits, sells or repairs, not a business of the visitor's trade. A word
 * for a shop, dealer or workshop, a trade word, a place or a legal form makes it one ("Bosch Car Service",
 * "BMW Niederlassung München", "Miele Center Huber").
 * @param name a name candidate as written
 */
export function isEquipmentBrand(name: string): boolean {
  // Most names lead with no maker: one lookup of the first word before folding the whole name.
  const first = name.trimStart().split(/\s/, 1)[0]!;
  if (!BRANDS_BY_FIRST_WORD.has(brandFold(first).split(" ")[0]!)) return false;
  // Round 70: a chain named like a maker is the chain ("Ochsner Sport", not the heat pumps of "Ochsner").
  if (isChainName(name)) return false;
  const folded = brandFold(name);
  const brand = BRANDS_BY_FIRST_WORD.get(folded.split(" ")[0]!)?.find((b) => folded === b || folded.startsWith(`${b} `));
  if (!brand) return false;
  const rest = folded.slice(brand.length).trim();
  if (rest === "") return true;
  const words = rest.split(" ");
  // Up to two words of a product line, or four when they read as a model ("WinterContact TS 870").
  const model = /\d|\p{Ll}\p{Lu}|^\p{Lu}{2,}$/u.test(name.trim().split(/\s+/).slice(1).join(" "));
  if (words.length > (model ? 4 : 2) || /\b(?:gmbh|ag|kg|e\.k\.|ug)\b/.test(rest)) return false;
  return words.every((w) => !DEALER_WORD_RE.test(w) && !isTradeWord(w) && !isPlaceAdjectiveWord(w) && !isPlaceName(w));
}

const SERVICE_TERMS = new Set(serviceTerms.terms);
/** The longer terms as compound tails, three letters or more before them, in one pattern. */
const SERVICE_TAIL_RE = new RegExp(`^[a-z]{3,}(?:${serviceTerms.terms.filter((t) => t.length >= 5).join("|")})$`);

/** A word that is a service noun or a compound ending in one ("Zahnreinigung", "Lymphdrainage", "Notdienst-Nummer"). */
/** A word for a service, treatment or course (service-terms.json), by itself or as a compound's last part ("Kinesio-Taping"). */
export function isServiceWord(word: string): boolean {
  const w = foldGerman(word.split("-").pop()!).replace(/[^a-z]/g, "");
  return SERVICE_TERMS.has(w) || SERVICE_TAIL_RE.test(w);
}

/**
 * Round 16: "Weinprobe", "Kinesio-Taping", "Manuelle Therapie", "Professionelle Zahnreinigung": a service,
 * treatment, course or event (data/service-terms.json) named alone or after adjectives only is what a
 * business offers. A proper word, firm word, title or legal form makes a firm's name of it ("Klarsicht
 * Steuerberatung", "Praxis für Manuelle Therapie", "Physiotherapie Lang", "Massage Lounge").
 * @param name a name candidate as written
 * @param words the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isServiceTerm(name: string, words: readonly string[] = name.trim().split(/\s+/)): boolean {
  if (words.length > 4 || !isServiceWord(words[words.length - 1]!)) return false;
  if (/\b(?:gmbh|ag|kg|e\.k\.|ug|dr\.|mag\.|prof\.)/i.test(name) || /&/.test(name)) return false;
  // Only adjectives may stand before the service ("Manuelle Therapie", "Professionelle Zahnreinigung"): a
  // proper word makes it a firm's name ("Klarsicht Steuerberatung", "Saarküche Catering", "Isar Immobilienberatung").
  // Round 38: also a place's adjective ("Tiroler Energieförderung", "Steirische Wohnbauförderung").
  return words.slice(0, -1).every((w) => /^\p{Lu}?\p{Ll}+(?:e|en|er|es|em)$/u.test(w) && (isInflectedAdjective(foldGerman(w)) || isPlaceAdjectiveWord(w)));
}

/**
 * Round 55: "Hatha Yoga", "Power Yoga", "Yin-Yoga": a style of yoga a studio teaches, not a studio ("yoga" alone ends
 * studios' names, which service-terms.json leaves out on purpose). Source: Yoga Alliance's style names.
 * @param words the name's words as written
 */
function isYogaStyle(words: readonly string[]): boolean {
  const tokens = words.flatMap((w) => w.split("-")).map((w) => foldGerman(w).toLowerCase());
  // Round 68: also written as one word ("Faszienyoga", "Hathayoga").
  if (tokens.length === 1 && tokens[0]!.endsWith("yoga")) return YOGA_STYLES.has(tokens[0]!.slice(0, -4));
  return tokens.length === 2 && tokens[1] === "yoga" && YOGA_STYLES.has(tokens[0]!);
}

/** Styles of yoga, folded. */
const YOGA_STYLES = new Set(["hatha", "vinyasa", "yin", "yang", "power", "kundalini", "ashtanga", "iyengar", "bikram", "hot", "aerial", "restorative", "faszien", "schwangerschafts", "prenatal", "rueckbildungs", "jivamukti", "anusara", "sivananda", "flow"]);

/**
 * Round 16: "Reiterstadt", "Barockstadt", "Fahrradhauptstadt": one word calling a town by what it is known
 * for, never a business (a place of the gazetteer is set apart as a place before).
 * @param name a name candidate as written
 */
function isTownEpithet(name: string): boolean {
  const t = name.trim();
  return /^\p{Lu}\p{Ll}{3,}$/u.test(t) && /(?:stadt|staedtchen|hauptstadt|metropole)$/.test(foldGerman(t)) && !isTradeToken(foldGerman(t));
}

/** Transport by a fixed line (folded): car trains, ferries, cable cars and lifts. */
const TRANSPORT_HEAD_RE = /^(?:autoverlad|autozug|faehre|faehrlinie|luftseilbahn|seilbahn|gondelbahn|standseilbahn|sesselbahn|sessellift|skilift|schlepplift|zahnradbahn)$/;

/**
 * Round 62: "mit dem Autoverlad Lötschberg", "die Luftseilbahn Ried-Mörel", "Fähre Puttgarden": a transport line named after the
 * place it serves (one or two capitalised words) is how to get there, not a business the visitor competes with; an operator
 * named as a firm carries more ("Bergbahnen … AG", a legal form; "Bergbahnen" is left out, it names the operating firms).
 * @param words the name's words as written
 */
function isTransportLine(words: readonly string[]): boolean {
  if (words.length < 2 || words.length > 3 || LEGAL_OR_TITLE_RE.test(words.join(" "))) return false;
  const head = foldGerman(words[0]!);
  if (TRANSPORT_HEAD_RE.test(head)) return words.slice(1).every((w) => /^\p{Lu}[\p{L}.-]*$/u.test(w));
  // Round 77: "S-Bahn-Linie S1", "Buslinie 561", "Linie Luzern–Bern", "Postautolinie Andeer–Juf": a line by its number or its
  // two ends.
  return LINE_HEAD_RE.test(head) && words.slice(1).every((w) => /^(?:\p{Lu}[\p{L}.]*(?:[–-]\p{Lu}[\p{L}.]*)*|\p{Lu}{0,3}\d{1,4})$/u.test(w));
}

/** A line of public transport by its kind, folded ("linie", "buslinie", "s-bahn-linie", "postautolinie", "tramlinie"). */
const LINE_HEAD_RE = /^(?:[a-z-]*-)?(?:[a-z]*linie)$/;

/**
 * Round 62: "… oder eine Praxis Richtung Gsteigwiler": "Richtung" before a place says which way (Duden, Richtung: as a
 * preposition in everyday use), never a business's first word.
 * @param words the name's words as written
 */
function isDirection(words: readonly string[]): boolean {
  return words.length >= 2 && words.length <= 4 && words[0] === "Richtung" && !LEGAL_OR_TITLE_RE.test(words.join(" "));
}

/** Tails of compounds naming a way (folded): cycle and hiking routes, trails, ski runs. */
const ROUTE_TAIL_RE = /(?:radweg|radwanderweg|wanderweg|hoehenweg|uferweg|panoramaweg|rundweg|fernweg|pilgerweg|steig|stieg|pfad|radroute|route|loipe|trail|radrunde)$/;

/**
 * Round 17: "Elberadweg", "Nordseeküsten-Radweg", "Harzer Hexenstieg", "Adlerweg"-like trails: a compound headed
 * by a route noun (German compounds are right-headed), alone or after a place's adjective, is a way to walk or
 * ride, never a business. A plain "-weg" is left out (it ends streets and surnames: "Mühlweg"), and so is a name
 * with a trade word ("Radweg-Café").
 * @param name a name candidate as written
 * @param words the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isRouteCompound(name: string, words: readonly string[] = name.trim().split(/\s+/)): boolean {
  if (words.length > 2) return false;
  const last = words[words.length - 1]!;
  const tail = foldGerman(last).replace(/[^a-z]/g, "");
  // Round 20: "Ägerisee-Runde", "Mühlbach-Runde": a round written with a hyphen after its place is a route too.
  const round = /^\p{Lu}[\p{L}]+-Runde$/u.test(last);
  if (!/^\p{Lu}/u.test(last) || tail.length < 7 || !(ROUTE_TAIL_RE.test(tail) || round) || isTradeToken(tail)) return false;
  return words.length === 1 || isPlaceAdjectiveWord(words[0]!);
}

/**
 * Round 17: "Zentrum des Kamptals", "Weinstadt Österreichs", "Hauptstadt der Steiermark": a noun with a place in
 * the genitive after it calls that place's town or part by what it is ("the centre of the Kamp valley"), never a
 * business, which names itself by its own word ("Bäckerei Kamptal", "Zahnzentrum am Kamp").
 * @param name a name candidate as written
 * @param words the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isEpithetOfPlace(name: string, words: readonly string[] = name.trim().split(/\s+/)): boolean {
  const placeInGenitive = (w: string, article: boolean) =>
    /^\p{Lu}\p{Ll}{3,}$/u.test(w) && [w.replace(/e?s$/, ""), ...(article ? [w] : [])].some((p) => p !== w || article ? p.length >= 4 && isPlaceName(p) : false);
  if (!/^\p{Lu}\p{Ll}+$/u.test(words[0]!)) return false;
  // "Zentrum des Kamptals", "Hauptstadt der Steiermark": the article says genitive.
  if (words.length === 3 && /^(?:des|der)$/.test(words[1]!)) return placeInGenitive(words[2]!, true);
  // "Weinstadt Österreichs": the "-s" says genitive; "Hotel Berns" is a hotel (a trade word first).
  const first = foldGerman(words[0]!);
  // A place whose name ends in "s" ("Kriens", "Davos") is named, not in the genitive: "Griffwerk Kriens".
  return words.length === 2 && /s$/.test(words[1]!) && !isTradeWord(first) && !isPlaceName(words[1]!) && placeInGenitive(words[1]!, false);
}

/**
 * Round 16: "Wallbox Easee Charge", "Wärmepumpe Vaillant aroTHERM", "Reifen Continental WinterContact": a goods
 * noun followed by a maker of data/equipment-brands.json is a product. A goods noun with a surname names a
 * firm in German ("Fenster Müller", "Küchen Huber", "Reifen Maurer") and stays.
 * @param name a name candidate as written
 * @param words the name's words (`name.trim().split(/\s+/)`), when the caller has split it already
 */
export function isGoodsOfBrand(name: string, words: readonly string[] = name.trim().split(/\s+/)): boolean {
  if (words.length < 2 || words.length > 5) return false;
  if (!GOODS_HEAD_RE.test(foldGerman(words[0]!).replace(/[^a-z]/g, ""))) return false;
  const rest = brandFold(words.slice(1).join(" "));
  return (BRANDS_BY_FIRST_WORD.get(rest.split(" ")[0]!) ?? []).some((b) => rest === b || rest.startsWith(`${b} `));
}
