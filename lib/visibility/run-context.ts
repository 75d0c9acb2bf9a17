/**
 * Capitalised runs in prose that the words around them mark as no business: an owner after the
 * business, a description after an indefinite article, a quantified or bare plural, a street,
 * what a distance is measured from, where an outing leads, a platform, a sight or a tool named
 * by its kind. German grammar is the source (articles and determiners, "<Maß> von … entfernt");
 * the cases come from the answer corpora.
 */
import type { Candidate } from "./candidate";
import { isSetPhrase } from "./capitalised-runs";
import { isLandmarkName } from "./landmarks";
import { isInflectedAdjective, LABEL_WORDS, LEGAL_OR_TITLE_RE, nameShape, TIME_WORD_RE } from "./name-shape";
import { containsTradeStem, foldGerman, isTradeToken, isTradeWord, nameTokens } from "./names";
import { isPersonJobWord } from "./persons";
import { isPlaceAdjectiveWord } from "./places";

/**
 * Round 14: "die Skigebiete **Wurzeralm** und **Hinterstoder**", "das Naturschutzgebiet **Moosalm**": the noun
 * before a marked name (and before the marked names enumerated with it) is a kind of sight, so the name is
 * one of that kind. The noun is tried as written and without a plural ending ("Skigebiete" → "Skigebiet").
 * @param before the sentence before the name; @param name the marked name
 */
export function namedAsSight(before: string, name: string): boolean {
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
export function namedAsService(before: string): boolean {
  return /(?:plattform|portal|\bapp|suchmaschine|verzeichnis)\s*(?:\*\*|__)?\s*$/.test(foldGerman(before));
}

/**
 * Round 77: true when the words before a name call it a seal or label of quality or origin ("das Siegel **„Echt Erzgebirge –
 * Holzkunst mit Herz“**", "das Gütesiegel Bio Austria", "das Label Suisse Garantie"): a mark that members or products carry,
 * not a business.
 * @param before the sentence up to the name, markdown allowed
 */
export function namedAsSeal(before: string): boolean {
  // The pattern is anchored at the end: only the tail is folded (a sentence's start would be folded for every name in it).
  return /(?:siegel|guetezeichen|qualitaetszeichen|herkunftszeichen|\blabel|zertifikat)\s*(?:\*\*|__)?\s*["„“”»«]?\s*$/.test(foldGerman(before.slice(-40)));
}

/**
 * Capitalised runs in prose that name no business by the grammar around them:
 * the owner after a business ("die Praxis Aasee von Jana Berg" – Jana Berg runs
 * it), a description after an indefinite article ("bietet ein Startpaket zum
 * Festpreis"), and a street ("in der Harburger Chaussee").
 */
export function isDescriptionRun(run: string, before: string, earlier: readonly Candidate[]): boolean {
  const owner = /\svon\s+$/.exec(before);
  if (owner && earlier.some((c) => before.slice(0, owner.index).trimEnd().endsWith(c.name))) return true;
  // Round 38: "Zum einen die Möbelwerkstatt Hofmann": "zum einen" counts, it is no article.
  const afterIndefinite = /(?:^|\s)[Ee]in(?:e|en|em|er|es)?(?:\s+\p{Ll}\S*)*\s+$/u.test(before.replace(/\b[Zz]um einen\b/g, ""));
  // "bei einer Ein-Personen-GmbH": a kind of company named by its legal form, not a company.
  if (afterIndefinite && /^[\p{L}-]+-(?:GmbH|AG|KG|UG|OG)$/u.test(run)) return true;
  // "eine Anfrage-Mail an Dr. Keller": "an" before a person is an addressee; names take "an der"/"am" for a place.
  // Round 35: "an" no longer joins a run (capitalised-runs.ts), so the addressee may stand right after it.
  if (/\san\s+(?:Dr\.|Prof\.|Mag\.|Frau|Herrn?)\s/u.test(run) || (/\san\s+$/.test(before) && /^(?:Dr\.|Prof\.|Mag\.|Frau|Herrn?)\s/u.test(run))) return true;
  if (LEGAL_OR_TITLE_RE.test(run)) return false;
  // "die Websites der Ärzte", "die Portfolios der Künstler": a thing of people by their occupation, no business.
  if (isThingOfPeople(run)) return true;
  // Round 57: "die Seiten der Lüneburger Heide GmbH", "auf den Seiten von Urlaub am Bauernhof": a body's web pages, where to
  // look, not a business.
  if (WEB_PAGES_OF_RE.test(run)) return true;
  if (isGenitiveOrAbstractPhrase(run) || isMeasureRun(run, before)) return true;
  if (isThingWhereItIs(run, before)) return true;
  // "ein Spaziergang zum Alten Kranen", "Ausflug hinauf zur Kaiserpfalz": where an outing leads is a
  // sight, unless a trade word makes it a business ("Abstecher zum Café Kranz").
  if (OUTING_TO_RE.test(foldGerman(before.slice(-100))) && nameShape(run).trades.length === 0) return true;
  // Round 20: "nach einem Spaziergang im Lainzer Tiergarten", "Bummel durch den Schlossgarten": where one walks about
  // is a park, garden or wood, whatever trade word ("Tiergarten") its name has.
  if (OPEN_SPACE_TAIL_RE.test(foldGerman(run.split(" ").pop()!)) && WALK_IN_RE.test(foldGerman(before.slice(-100)))) return true;
  if (afterIndefinite) return true;
  if (before.includes(" bis ") && isRangeEnd(before)) return true;
  // Round 11: "wo viele Weinviertler Heurigen gelistet sind": a quantifier (Duden-Grammatik's
  // indefinite numerals) counts a kind of business, it never stands before one business's name.
  // Round 55: also with adjectives between ("viele kleine Ferienwohnungen am Grabserberg", "einige gute Gasthäuser"); not
  // an article or determiner ("empfehlen viele die Kanzlei …": "viele" is who recommends).
  // Round 57: inflected ("in mehreren Cafés", "bei einzelnen Salons", "bei allen genannten Schulen"), with a cardinal
  // ("alle drei Schulen", "bei zwei, drei Betrieben"), "keine", "beide" and the interrogative "welche" ("welche Händler
  // Partner sind"): each counts or asks for businesses of a kind.
  if (QUANTIFIER_BEFORE_RE.test(before)) return true;
  // Round 13: "weitere Cafés am Ufer", "andere Werkstätten": more of a kind, never one business.
  if (/(?:^|\s)(?:weitere|weiteren|andere|anderen|verschiedene|diverse|ein paar)\s+$/iu.test(before)) return true;
  // Round 58: "ohne eigenes Auto zum Unterricht", "mit eigener Werkstatt": what someone has of their own, not which business.
  if (/(?:^|\s)eigene[mnrs]?\s+$/u.test(before)) return true;
  if (isBareNounPhrase(run, before)) return true;
  // "für ihre klare Einschätzung der Erfolgsaussichten": what a business has, not which one. Round 70: the possessive's words
  // hold no comma ("Wenn ihr lieber selbst kocht, ist das Ferienhaus Jörin …": "ihr" is who cooks, in a clause of its own).
  if (/(?:^|\s)(?:sein|seine|seinen|seinem|seiner|ihr|ihre|ihren|ihrem|ihrer|deren|dessen|unser|unsere)(?:\s+\p{Ll}[^\s,;:]*)*\s+$/u.test(before.slice(-80))) return true;
  // Round 56: "mit den Ortsteilen Bschlabs, Boden und Pfafflar": names listed after a kind of a town's parts in the plural
  // are those parts.
  if (AREA_LIST_RE.test(foldGerman(before.slice(-120)))) return true;
  // Round 55: "die Innere Medizin dort leitet …": a hospital's department by its medical field is no business.
  if (MEDICAL_FIELD_RUN_RE.test(run)) return true;
  // Round 59: "Facharzt … mit Zusatzbezeichnung Sportmedizin": a doctor's qualification in a field, not a business.
  if (QUALIFICATION_RUN_RE.test(run)) return true;
  // Round 59: "Neben Manueller Therapie bietet die Praxis Rehasport in kleinen Gruppen an": after a verb put first, "die
  // Praxis" is the subject, the business the paragraph is about, and the word after it the object.
  if (ANAPHORIC_KIND_RUN_RE.test(run) && VERB_THEN_ARTICLE_RE.test(before)) return true;
  // "Lea Geissbühler ist Fachanwältin SAV Arbeitsrecht": a person's job after "ist", not a business.
  if (/\b(?:ist|sind|war|wurde|wird)\s+$/.test(before) && isPersonJobWord(run.split(" ")[0]!)) return true;
  return STREET_END_RE.test(run) && nameShape(run).trades.length === 0;
}

/** Round 59: a qualification's noun opening the run ("Zusatzbezeichnung Sportmedizin", "Zusatzqualifikation Kinderzahnheilkunde"). */
const QUALIFICATION_RUN_RE = /^(?:Zusatzbezeichnung|Zusatzqualifikation|Zusatzausbildung|Weiterbildung|Fachkunde|Fortbildung|Spezialisierung)\s/u;

/**
 * Round 59: a general kind word and one more word ("Praxis Rehasport"), as a paragraph refers back to its business. Round 63:
 * also the joiner's ("baut der Betrieb Fenster … ein", "das spart der Tischlerei Arbeit").
 */
const ANAPHORIC_KIND_RUN_RE = /^(?:Praxis|Kanzlei|Ordination|Werkstatt|Salon|Studio|Betrieb|Firma|Schule|Laden|Hof|Tischlerei|Schreinerei)\s+\p{Lu}\p{Ll}+$/u;

/** Round 59: a verb of what a business does or has, put first, and the definite article ("bietet die ", "hat das "); round 63: "baut", "fertigt", "spart", "montiert", "installiert". */
// A letter before the verb, not \b: JavaScript's \b knows only ASCII letters, so "\bübernimmt" never matched after a space.
const VERB_THEN_ARTICLE_RE = /(?<!\p{L})(?:bietet|bieten|macht|übernimmt|führt|hat|haben|verkauft|organisiert|vermietet|vergibt|nimmt|baut|fertigt|spart|erspart|montiert|installiert)\s+(?:die|der|das)\s+$/u;

/**
 * Duden-Grammatik's indefinite numerals, "keine", "beide", the cardinals and "welche", inflected, and up to two adjectives
 * or cardinals after them, right before a run: a count of businesses of a kind, never one business's name (rounds 11,
 * 55, 57). Not an article or a possessive after the numeral ("empfehlen viele die Kanzlei …": "viele" is who recommends).
 * Round 63: "welchem" and "welches" as "welche" ("in welchem Zustand Balken und Schwellen sind").
 */
const QUANTIFIER_BEFORE_RE =
  /(?:^|\s)(?:(?:[Vv]iele|[Ee]inige|[Mm]ehrere|[Mm]anche|[Zz]ahlreiche|[Ee]tliche|[Aa]lle|[Ss]ämtliche|[Uu]nzählige|[Ww]enige|[Ee]inzelne|[Bb]eide)[nr]?|[Ww]elche[mnrs]?|[Kk]ein(?:e[nmr]?)?)(?:\s+(?!(?:diese|dieser|diesen|jene|jener|jenen|meine|seine|ihre|unsere|keine)\s)(?:\p{Ll}{3,}e[nr]?|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)){0,2}\s+$|(?:^|\s)(?:zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn)\s+$/u;

/**
 * Round 55: a medical field alone, as a hospital's department is named ("Innere Medizin", "Allgemeine Chirurgie",
 * "Kinder- und Jugendheilkunde"): an adjective or none, then the field's noun (Ärztekammer: Sonderfächer).
 */
const MEDICAL_FIELD_RUN_RE = /^(?:\p{Lu}\p{Ll}+e\s+)?(?:Medizin|Chirurgie|Heilkunde|Radiologie|Anästhesie|Psychiatrie|Neurologie|Kardiologie|Onkologie)$/u;

/**
 * Round 19: "vom Seerestaurant bis zum Kärntner Wirtshaus", "von der Backstube bis zur Konditorei": the ends of a
 * range "von … bis …" are alike; when its start is a kind of business (a trade word, no name), its end is one too.
 * @param before the sentence up to the run
 */
function isRangeEnd(before: string): boolean {
  const m = /\bvo(?:m|n der|n dem|n)\s+(\p{Lu}[\p{L}-]+)\s+bis\s+(?:hin\s+)?(?:zum|zur|zu)\s+$/u.exec(before.slice(-80));
  if (!m) return false;
  const start = nameTokens(m[1]!).join("");
  return isTradeWord(start);
}

/**
 * "zehn Minuten von der Altstadt am Hafen entfernt", "nur 300 m vom Bahnhof Nord entfernt": what a
 * distance is measured from is a reference point, not a recommendation (German's "<Maß> von … entfernt").
 * @param before the clause before the run; @param after the text after it
 */
export function isDistanceReference(before: string, after: string): boolean {
  return /^\s*(?:\p{Ll}+\s+){0,2}entfernt\b/u.test(after) && DISTANCE_FROM_RE.test(foldGerman(before.slice(-80)));
}

/**
 * Round 17: "in der Nähe des **Kitzsteinhorn**", "am Fuß der **Zugspitze**", "gegenüber dem **Rathaus**",
 * "an der Talstation der **Zillertal Arena**": a preposition of place with its article right before a name
 * says where something is; what follows is the reference point, a sight or a building. A business named so
 * carries a firm's evidence of its own ("neben der Bäckerei Kuhne") and is left to the caller. Round 71: also the place
 * around which ("in der Umgebung von **Brennes** diese Schreinereien", "rund um **Gföll**").
 * @param before the sentence up to the name, markup allowed
 */
export function isLocationReference(before: string): boolean {
  return LOCATION_BEFORE_RE.test(foldGerman(before.slice(-80).replace(/(?:\*\*|__)\s*$/, "")));
}

/**
 * Round 73: "seid ihr in zehn bis fünfzehn Minuten am Kahlen Asten, an der Bobbahn oder …": a travel time and where it takes
 * one ("am", "an der", "beim" …), and the places enumerated after the first, folded.
 */
const TRAVEL_TIME_TO = String.raw`\bin (?:\S+ ){0,3}(?:minuten|gehminuten|fahrminuten|autominuten|stunden?|km|kilometern?) (?:(?:am|an der|an den|im|in der|beim|zum|zur) [^.;:!?]{1,40}?(?:,| oder| und) )?(?:am|an der|an den|an die|im|in der|beim|zum|zur|ins)`;

const LOCATION_BEFORE_RE = new RegExp(
  String.raw`(?:\bin der naehe (?:des|der|vom|von)|\bin der (?:umgebung|gegend) (?:des|der|vom|von|um)|\bim umkreis (?:des|der|vom|von)|\brund um|\bnahe (?:dem|der|des|am|beim)|\bunweit (?:des|der|vom)|\bgegenueber (?:dem|der|vom)|\bneben (?:dem|der)|\bam fuss(?:e)? (?:des|der)|\b(?:unterhalb|oberhalb|entlang|rund um|rings um) (?:des|der|den|die|das)|\ban der (?:talstation|bergstation|haltestelle|station|einfahrt|auffahrt) (?:des|der|vom|von)|\bmit blick auf (?:den|die|das)|${TRAVEL_TIME_TO})\s*$`);

/** A measure of distance or travel time and "von"/"vom" with its article, right before a run. */
const DISTANCE_FROM_RE =
  /\b(?:\d+(?:[.,]\d+)?|ein\w*|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|zwanzig|dreissig|wenige\w*|paar|halbe\w*)\s+(?:\w+\s+)?(?:minuten|gehminuten|fahrminuten|autominuten|stunden?|km|kilometer|m|meter|schritte)\s+(?:\w+\s+)?(?:von der|von dem|von den|vom|von)\s+$/;

/**
 * An outing and the word that leads to its goal, the run following ("Spaziergang danach zum", "Radtour hinüber nach").
 * Round 18: outings in the plural ("Für Ausflüge auf den Grat", "Wanderungen zur Alm") and "auf", the preposition
 * of a summit or alp as goal ("Ausflug auf First", "Wanderung aufs Joch"). Round 70: also the verb ("Wenn ihr ohnehin wandern
 * geht, etwa auf die Hohe Kugel").
 */
const OUTING_TO_RE =
  /\b(?:spaziergang|spaziergaenge|spazieren|ausflug|ausfluege|ausfluegen|abstecher|abstechern|wanderung|wanderungen|bummel|rundgang|rundgaenge|radtour|radtouren|wandern|wandert|wanderst)\b[^.;:!?]*\b(?:zum|zur|nach|ins|aufs|auf(?: den| die| das)?|durch die|durch den|durch das)\s+$/;

/** A walk and the preposition of where it goes about ("Spaziergang im", "Runde durch den", "Bummel um den"). */
const WALK_IN_RE =
  /\b(?:spaziergang|spaziergaengen?|spazieren|wanderung|wanderungen|bummel|rundgang|rundgaengen?|runde|joggen|joggingrunde)\b[^.;:!?]*\b(?:im|am|durch den|durch die|durch das|um den|um die|rund um den)\s+$/;

/** The last word of a park, garden or wood (folded): "Tiergarten", "Kurpark", "Stadtwald", "Donauauen". */
const OPEN_SPACE_TAIL_RE = /(?:garten|gaerten|park|wald|waeldern|auen|anlagen)$/;

/** People named by their occupation or role in the plural ("Künstler", "Ärzte", "Kundinnen"): folded endings. */
const PEOPLE_PLURAL_RE = /(?:ler|ner|innen|leute|kunden|gaeste|eltern|patienten|mandanten|aerzte|anwaelte|therapeuten|mitglieder|besucher|nutzer)$/;

/** A noun of web pages and "der", "des", "von" or "vom" before a name: the pages of a body or business. */
const WEB_PAGES_OF_RE = /^(?:Seiten|Webseiten?|Websites?|Internetseiten?|Homepages?|Webauftritte?|Internetauftritte?|Onlineauftritte?)\s+(?:der|des|von|vom)\s+\p{Lu}/u;

/** Round 56: businesses in the plural ("Betriebe", "Garagen", "Restaurants", "Tischlereien"): folded endings. */
const FIRMS_PLURAL_RE = /(?:betriebe|garagen|restaurants|praxen|kanzleien|werkstaetten|hotels|cafes|salons|geschaefte|firmen|anbieter|reien)$/;

/**
 * "Portfolios der Künstler", "Preise der Anwälte": one noun and a genitive plural of people, not a name; round 56: or of
 * businesses ("Websites der Restaurants", "Websites der Garagen").
 */
function isThingOfPeople(run: string): boolean {
  const m = /^(\p{Lu}[\p{L}-]+)\s+der\s+(\p{Lu}\p{L}+)$/u.exec(run);
  if (m === null || isTradeToken(nameTokens(m[1]!).join(""))) return false;
  const owners = foldGerman(m[2]!);
  return PEOPLE_PLURAL_RE.test(owners) || FIRMS_PLURAL_RE.test(owners);
}

/**
 * Round 49: "der östliche Endpunkt des Rennsteigs", "die ehrliche Beratung zur Farbwahl": a thing said of a place or a
 * business, not a name. Either a German noun that is no trade word with a genitive in "-s" after "des" ("Endpunkt des
 * Rennsteigs"; the training answers' businesses named with "des" are French, "Écurie des Sapins"), or an abstract noun in
 * "-ung", "-heit", "-keit", "-schaft" before "zur" or "zum" ("Beratung zur Farbwahl", in "-ung" even as a trade's word) or,
 * when no trade word, before "im", "am", "des" or "der" ("Haftung der Werkstatt"); round 57: any noun that is no trade word
 * and no head of a sign before "zur" or "zum" ("vom Zählerschrank zur Garage").
 * @param run the capitalised run as written
 */
function isGenitiveOrAbstractPhrase(run: string): boolean {
  const m = /^([A-ZÄÖÜ][a-zäöüß-]+)\s+(des|der|zur|zum|im|am)\s+[A-ZÄÖÜ][\p{L}-]*?(s?)\b/u.exec(run);
  if (m === null) return false;
  // "Wirtschaft zum Steinegg", "Gastwirtschaft zur Post": an inn, the one word in "-schaft" that names a business.
  const abstract = /(?:ung|heit|keit|schaft)$/.test(m[1]!) && !/wirtschaft$/i.test(m[1]!);
  // "Beratung" is also a trade's word ("Energieberatung Moser"); before "zur" or "zum" it is the advice given.
  if (m[1]!.endsWith("ung") && (m[2] === "zur" || m[2] === "zum")) return true;
  if (isTradeToken(nameTokens(m[1]!).join(""))) return false;
  // Round 57: "der Weg vom Zählerschrank zur Garage", "Kurse zur Zahnpflege", "Fahrten zur Therapie": a noun that is neither a
  // trade nor the head of an inn's sign ("Haus zum Kiel", "Hof zur Linde", "Stüberl zum Eck") before "zur" or "zum".
  if ((m[2] === "zur" || m[2] === "zum") && !SIGN_HEAD_RE.test(foldGerman(m[1]!).toLowerCase())) return true;
  return (m[2] === "des" && m[3] === "s") || abstract;
}

/** Heads of the names of lodgings and meeting places with "am"/"im" that are no trade words, folded ("Villa am Park", "Chalet im Grünen"). */
const PLACE_NAME_HEAD_RE = /(?:villa|residenz|chalet|loft|lodge|oase|insel|nest|paradies|treff|treffpunkt|ecke|winkel|zimmer|quartier|atelier|werk|werkstatt|raum|zentrum|center|forum|bad|quelle|blick)$/;

/** Heads of inn, shop and house signs with "zur"/"zum" that are no trade words, folded ("Haus zum Kiel", "Mühle zur Linde"). */
const SIGN_HEAD_RE = /(?:haus|hof|hoefli|muehle|stube|stuben|stueberl|keller|schenke|schaenke|krug|wirt|wirtschaft|beiz|beizli|huette|alm|eck|garten|laden|schloss|turm|kate|scheune|stadl|post)$/;

/**
 * Round 57: "Arbeiten am Dachstuhl", "Risse im Putz", "Haare am Vortag": a noun that is neither a trade nor the head of a
 * lodging's or inn's name ("Villa am Park", "Haus am See") before "am" or "im" says what is where or when; not after "bei",
 * which names a family's business ("bei Hoffmanns am Marktplatz").
 * @param run the capitalised run as written; before the sentence up to it
 */
function isThingWhereItIs(run: string, before: string): boolean {
  const m = /^([A-ZÄÖÜ][a-zäöüß-]+)\s+(?:am|im)\s+[A-ZÄÖÜ]/u.exec(run);
  if (m === null || /\bbei\s+$/.test(before)) return false;
  const head = foldGerman(m[1]!).toLowerCase();
  return !containsTradeStem(nameTokens(m[1]!).join("")) && !SIGN_HEAD_RE.test(head) && !PLACE_NAME_HEAD_RE.test(head);
}

/** Round 56: a plural kind of a town's parts, folded, and the names listed after it so far ("ortsteilen griessau, "). */
const AREA_LIST_RE =
  /(?:^|\s)(?:ortsteile|ortsteilen|stadtteile|stadtteilen|gemeinden|ortschaften|doerfer|doerfern|weilern|fraktionen|quartiere|quartieren|bezirke|bezirken)\s+(?:[^\s,]+(?:\s+[^\s,]+)?\s*(?:,|\sund|\soder|\ssowie)\s*)+$/;

/** Round 49: "ein Schrank mit etwa drei Metern Breite", "nach zwei Stunden Fahrt": a measure after its number, no name. */
function isMeasureRun(run: string, before: string): boolean {
  return MEASURE_UNIT_RE.test(foldGerman(run.split(" ")[0]!).toLowerCase()) && NUMBER_BEFORE_RE.test(foldGerman(before.slice(-30)).toLowerCase());
}

const MEASURE_UNIT_RE = /^(?:(?:zenti|milli|kilo|quadrat|kubik)?metern?|kilometern?|km|stunden|minuten|sekunden|tagen?|wochen|monaten?|jahren?|litern?|kilo|gramm|prozent)$/;
const NUMBER_BEFORE_RE = /(?:^|\s)(?:\d+(?:[.,]\d+)?|ein|einem|einer|zwei|drei|vier|fuenf|sechs|sieben|acht|neun|zehn|elf|zwoelf|zwanzig|dreissig|vierzig|fuenfzig|hundert|einigen|wenigen|mehreren|paar)\s+$/;

/**
 * A noun phrase without an article, which German uses for plurals and things, never
 * for a business's name: after an adjective with no determiner before it ("hat ruhige
 * Zimmer zur Altstadt"), or a place's adjective with a noun ("mit Tessiner Produkten").
 */
function isBareNounPhrase(run: string, before: string): boolean {
  const words = run.split(" ");
  // Round 63: also a region's cuisine ("mit Eichsfelder Küche", "aus Kärntner Wirtshausküche"), though "Küche" heads trades.
  if (words.length === 2 && isPlaceAdjectiveWord(words[0]!) && (nameShape(words[1]!).trades.length === 0 || /küche$/u.test(words[1]!))) return true;
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

/** "arbeitet … mit", "nutzt": what follows is a tool or software ("DATEV Unternehmen online"), not a business. */
const TOOL_USE_RE = /\b(?:arbeitet|arbeiten|rechnet|rechnen)\b[^,.;:]{0,40}\bmit\s*$|\b(?:nutzt|nutzen|verwendet|verwenden)(?:\s+\S+){0,2}\s*$/;

/** A run named as the tool a business works with; a run with a trade word ("mit der Kanzlei Berger") is a business. */
export function isToolRun(run: string, before: string): boolean {
  return nameShape(run).trades.every((t) => LABEL_WORDS.has(t)) && TOOL_USE_RE.test(foldGerman(before));
}

/**
 * Round 16: "bietet **Dry Needling** und **Kinesio-Taping**", "die Kosten für **Hot Stone Massage**",
 * "spezialisiert auf **Balayage**": a marked term right after an offering verb or "Kosten für", without an
 * article, is the service offered, and so is each marked term joined to it by "und", "oder" or a comma. A
 * business after such a verb takes an article or preposition ("bietet die **Praxis X**", "bei **X**").
 * @param before the sentence up to the marked term, markup included
 */
export function offeredAsService(before: string): boolean {
  const lead = before.slice(-120).replace(/(?:(?:\*\*|__)[^*_]+(?:\*\*|__)\s*(?:,|und|oder|sowie)\s*)+$/u, "");
  return OFFERED_BEFORE_RE.test(foldGerman(lead.replace(/(?:\*\*|__)\s*$/, "")));
}

/** An offering verb or "Kosten für"/"Preise für", optionally with a particle, right before the term. */
const OFFERED_BEFORE_RE =
  /(?:\b(?:bietet|bieten|anbietet|anbieten|macht|machen|uebernimmt|uebernehmen|fuehrt|fuehren|kombiniert|setzt auf|arbeitet mit|spezialisiert auf|schwerpunkt auf|kosten fuer|preise fuer|preis fuer|termine fuer|kurse in|kurse fuer))(?:\s+(?:auch|zudem|ausserdem|vor allem|unter anderem|neben|zusaetzlich|sowohl))*\s*$/;

/**
 * Round 20: "Treffer mit „Installateur Wien 24h“ ganz oben", "Suchen Sie nach „Zahnarzt Notdienst Linz“": words in
 * quotes after a word of searching are what one types into a search engine, not a business. Round 36: the search
 * engine may be named between ("Suche bei Google Maps nach „Physiotherapie Rockenhausen“"), and the visitor's name
 * found in the text is read so too (target-in-text.ts).
 * Round 70: also with the verb after the term ("Dort kannst du nach „Zahnarzt Mainburg“ suchen"). Round 71: also a kind of
 * search by its compound ("über die Kartensuche nach „Hofladen“ oder „Eier Automat“").
 * @param before the sentence up to the run, its opening quotation mark included; after the sentence after the run, when known
 */
export function isSearchTerm(before: string, after = ""): boolean {
  if (!/[„"“‚»]\s*$/.test(before)) return false;
  const tail = foldGerman(before.slice(-60));
  if (SEARCH_CUE_RE.test(tail) || FOUND_UNDER_RE.test(tail)) return true;
  if (/\bnach\s*[„"“‚»]\s*$/.test(tail) && SEARCH_VERB_AFTER_RE.test(foldGerman(after.slice(0, 40)))) return true;
  // Round 50: a second term joined to a first ("„Fahrradladen Alfeld“ oder „E-Bike Händler …“") is searched as the first is.
  const joined = /[“”"«]\s*(?:oder|und|bzw\.|,)\s*[„"“‚»]\s*$/.exec(before);
  if (joined === null) return false;
  const close = joined.index;
  const open = Math.max(before.lastIndexOf("„", close), before.lastIndexOf("»", close), before.lastIndexOf("‚", close), before.lastIndexOf('"', close - 1));
  return open >= 0 && isSearchTerm(before.slice(0, open + 1));
}

/**
 * A word of searching, then up to 40 characters ("am besten bei Google Maps nach"), then an opening quotation mark; round 50:
 * also the imperative of "eingeben" before its particle ("Gib bei Google Maps „…“ ein").
 */
/** After a term in quotes: the closing mark and a verb of searching ("“ suchen", "\" googeln", "“ filtern"), folded. */
const SEARCH_VERB_AFTER_RE = /^\s*[“”"«‘’]\s*(?:suchen|suchst|sucht|googeln|googelst|filtern|filterst|eingeben|eingibst)\b/;

const SEARCH_CUE_RE = /\b(?:treffer|[a-z]*suche|suchen|sucht|suchbegriff|suchbegriffen|suchwort|suchwoertern|stichwort|stichworten|googeln|googelt|eingeben|eingibt|gib|gebt|geben sie|anzeigen|anzeige|werbung)\b[^„"“‚»]{0,40}[„"“‚»]\s*$/;

/**
 * Round 65: "Weitere Betriebe finden Sie bei Herold oder bei Google Maps unter „Installateur Murau“", "Im Herold findest du
 * unter „Fußpflege mobil“ …": what one finds "unter" quoted words is listed under that search or category.
 */
const FOUND_UNDER_RE = /\b(?:find\w*|fuendig)\b[^„"“‚»]{0,50}\bunter\s*[„"“‚»]\s*$/;

/**
 * Round 36: "Betrieb aus Pregarten, der bis 2021 als Tischlerei Pichler & Söhne firmierte", "vormals Bäckerei Huber": a name the business went by before is no business of its own today, nor the one that now
 * carries that name (a visitor who still trades under it is another business). Round 50: also a business another took
 * over ("hat 2022 die frühere Malerei Wyss in Langenthal übernommen").
 * @param before the sentence up to the run; after the sentence after it
 */
export function isFormerName(before: string, after: string): boolean {
  const tail = foldGerman(before.slice(-60));
  if (FORMER_BEFORE_RE.test(tail)) return true;
  if (FORMER_ADJECTIVE_RE.test(tail) && TAKEN_OVER_RE.test(foldGerman(after.slice(0, 60)))) return true;
  return /\b(?:als|unter dem namen)\s+$/.test(tail) && FORMER_AFTER_RE.test(foldGerman(after.slice(0, 40)));
}

/**
 * "früher", "ehemals", "vormals" right before the name (round 48: or a past "hieß", "firmierte": "Der Betrieb hieß bis 2023
 * Installationen Huber"; round 52: also a later word of a quoted name, "hieß bis 2024 „Burkart & Rehmann Advokatur“"),
 * folded; not the adjective ("die frühere Praxis Dr. Ahlers … ist geschlossen" names a closed business, which the answer
 * advises against).
 */
const FORMER_BEFORE_RE = /\b(?:frueher|ehemals|vormals)\s+(?:als\s+|unter dem namen\s+)?[„"“]?$|\b(?:hiess|hiessen|firmierte|firmierten)\s+(?:(?:bis|vor|noch|damals|frueher|urspruenglich|zuletzt)\s+(?:\d{4}\s+|kurzem\s+|einigen jahren\s+)?)*(?:als\s+|unter dem namen\s+)?(?:[„"“][^„"“”]{0,40})?$/;

/** Round 50: "die frühere", "den ehemaligen", "der einstigen" right before the name, folded. */
const FORMER_ADJECTIVE_RE = /\b(?:die|der|das|den|dem|des)\s+(?:fruehere|ehemalige|einstige|vormalige)[nmrs]?\s+$/;
/** Round 50: a takeover after the name ("… in Langenthal übernommen", "… aufgekauft"), folded. */
const TAKEN_OVER_RE = /\b(?:uebernommen|uebernahm|uebernahmen|aufgekauft|gekauft|integriert|eingegliedert)\b/;

/** A verb of trading under a name after "als …" ("firmierte", "hieß", "bekannt war"), folded. */
const FORMER_AFTER_RE = /^[“”"]?\s*(?:firmiert(?:e|en)?|hiess(?:en)?|bekannt war|gefuehrt wurde|auftrat)\b/;

/**
 * Round 63: "Abholung Dienstag bis Sonntag ab 8 Uhr", "Sprechstunde Montag und Donnerstag": a run that ends in a day or month
 * (name-shape.ts TIME_WORD_RE) followed by "bis", "und", "oder" or a dash and another one says when, not which business
 * ("Kanzlei Freitag" is one, but never before "bis Samstag").
 * @param run the capitalised run as written; after the sentence after it
 */
export function endsInDayRange(run: string, after: string): boolean {
  if (!isTimeWord(run.slice(run.lastIndexOf(" ") + 1))) return false;
  const next = /^\s*(?:bis|und|oder|[–-])\s*(\p{L}+)/u.exec(after)?.[1];
  return next !== undefined && (isTimeWord(next) || /^(?:Mo|Di|Mi|Do|Fr|Sa|So)$/.test(next));
}

function isTimeWord(word: string): boolean {
  return TIME_WORD_RE.test(foldGerman(word).toLowerCase());
}

/**
 * Round 63: "auf Wunsch Halbpension", "nach Vereinbarung Hausbesuche": the noun of a set phrase after its preposition
 * (capitalised-runs.ts isSetPhrase: "auf Wunsch", "nach Vereinbarung", "bei Bedarf") opens a run of what is offered so, not
 * a business's name; the preposition, a run's opener, is no longer in the run.
 * @param run the capitalised run as written; before the sentence up to it
 */
export function opensWithSetPhrase(run: string, before: string): boolean {
  const space = run.indexOf(" ");
  const preposition = /(?:^|\s)(\p{Ll}+)\s+$/u.exec(before)?.[1];
  return space > 0 && preposition !== undefined && isSetPhrase(preposition, run.slice(0, space));
}
