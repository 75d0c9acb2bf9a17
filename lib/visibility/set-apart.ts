/**
 * Candidates that read like names but are no business to recommend, whatever the answer says
 * about them: places (places.ts), sights, wine regions and grape varieties (landmarks.ts),
 * opening hours ("Mo–Sa"), amounts, software and dishes (non-businesses.ts), institutions
 * (chambers, associations, authorities, health insurers) and search services named by their
 * kind ("ADTV-Tanzschulsuche"). Platforms are set apart before, by platforms.ts.
 */
import { answerMemo, withinAnswer } from "./answer-memo";
import type { Candidate } from "./candidate";
import { isChainName } from "./chains";
import { isGrapeVarietyName, isLandmarkName, isLocalityPhrase } from "./landmarks";
import { LEGAL_OR_TITLE_RE, TIME_WORD_RE } from "./name-shape";
import { foldGerman, isPlaceToken, isTradeToken, isTradeWord, nameTokens } from "./names";
import { findPlatform } from "./platforms";
import { isDateWord, isNoBusinessByKind, isRoutePhrase, isSightWithPlacePhrase } from "./non-businesses";
import { isPlaceName, isSinglePlace } from "./places";

/**
 * Chambers, associations, authorities, health insurers: named as help, never as businesses.
 * Round 11: the Swiss cantonal societies of physicians, dentists, vets and pharmacists
 * ("Ärztegesellschaft des Kantons Zürich", the SSO's cantonal "Zahnärztegesellschaft")
 * stand where Germany and Austria have a chamber; a firm's "Steuerberatungsgesellschaft"
 * or "Rechtsanwaltsgesellschaft" is a legal form and stays a business. Round 16: an association is
 * named by a compound headed by "-verein" as often as by the word alone ("Tierschutzverein Tulln",
 * "Siegener Anwaltverein"); German compounds are right-headed, so the compound is an association (a
 * "Lohnsteuerhilfeverein" advises for a fee and stays a business). The inspection and exam bodies TÜV,
 * DEKRA and GTÜ are named where a test is taken, and the "Stadtwerke" or "Netzbetreiber" where a
 * connection is registered, not as a business to choose. Round 20: so are the automobile clubs (ADAC, ÖAMTC,
 * ARBÖ, TCS): associations of their members, named for breakdown help, tests and price advice, no platform.
 * Round 22: "Amt" after a place's adjective in "-er" is a region, the Swiss and historical sense of the word
 * (Duden: "Amt", landschaftlich für Bezirk: "Knonauer Amt"): "Zahnzentrum Knonauer Amt" is named after it.
 * Round 37: the Swiss non-profit organisations named "Pro …" (Pro Velo, Pro Natura, Pro Senectute, Pro Infirmis, Pro
 * Juventute, Pro Familia, Pro Mente Sana), with their cantonal sections ("Pro Velo Schaffhausen"). Round 49: a grid operator
 * by its name ("TEN Thüringer Energienetze", "Kärnten Netz", "Netze BW"), where a wallbox or a solar plant is registered, and
 * the Swiss cantonal vehicle inspection ("Motorfahrzeugkontrolle Basel-Landschaft", MFK) and the road traffic office.
 * Round 65: federations named "-bund" ("Der Deutsche Tierschutzbund", Naturschutzbund, Bauernbund, Mieterbund), the animal
 * protection societies by their word ("Schweizer Tierschutz STS"), lobbies ("Radlobby Kärnten") and the directorates of a
 * state's administration ("Bildungsdirektion Burgenland"), and the tourist offices ("Tourist-Information am Marktplatz",
 * "Tourist-Info Zell am See-Kaprun"). Round 69: a hospital or an animal shelter by its head word ("Notfallstation des Spitalzentrums
 * Oberwallis", "Kantonsspital Graubünden", "Klinikum Coburg", "Das Tierheim Lüneburg kann Kontakte vermitteln"): public or
 * charitable bodies one is referred to; a business named after one keeps its own head ("Physiotherapie am Spital Thusis").
 * Round 74: the mountain and water rescue services and the ambulance service ("Bergrettung Tirol", "Bergwacht Bayern",
 * "Wasserrettung"), volunteer bodies one calls in an emergency, as "Feuerwehr". Round 75: the health leagues ("Rheuma-Liga",
 * the Swiss "Krebsliga", "Lungenliga"), patients' associations, and associations in the plural ("Viele Sportvereine … bieten
 * Reha-Sport-Gruppen an"); a role or office "der Gemeinde" ("der Bauberater der Gemeinde Lumnezia"), a municipality's; a
 * district by its word ("welche Praxis im Landkreis Dienst hat": the district, then the duty); the Swiss social insurance
 * offices ("SVA Aargau", "Ausgleichskasse"), where an employer pays the AHV.
 */
export const INSTITUTION_RE =
  /((?:aerzte|zahnaerzte|tieraerzte|apotheker)gesellschaft|(?:aerzte|zahnaerzte|tieraerzte|steuerberater|rechtsanwalts|anwalts|handwerks|wirtschafts|apotheker|architekten|ingenieur|notar|psychotherapeuten|landwirtschafts|arbeiter)kammer|\bkammer\b|verband|verbaende|verbands|(?<!lohnsteuerhilfe)verein\b|vereins\b|vereine\b|liga\b|\b(?:der|einer) gemeinde\b|^landkreis(?:es)?\b|\bsva\b|ausgleichskasse|sozialversicherungsanstalt|innung|vereinigung|behoerde|ministerium|gesundheitskasse|krankenkasse|terminservicestelle|gesundheitsamt|landratsamt|finanzamt|(?<!\b\p{L}{3,}er )\bamt\b|polizei|feuerwehr|bergrettung|bergwacht|wasserrettung|rettungsdienst|notaufnahme|\boegk\b|\bihk\b|\bdihk\b|\bhwk\b|\bwko\b|\bwkoe\b|\bksw\b|suisse\b|verbraucherzentrale|stiftung warentest|\b116117\b|^gesellschaft\b|\btuev\b|\bdekra\b|\bgtue\b|\badac\b|\boeamtc\b|\barboe\b|\btcs\b|\bstadtwerke\b|netzbetreiber|motorfahrzeugkontrolle|strassenverkehrsamt|\bmfk\b|\bnetze?\b|\b(?:energie|strom|gas|verteil)netze?\b|energieagentur|^pro (?:velo|natura|senectute|infirmis|juventute|familia|mente sana)\b|(?:tierschutz|naturschutz|bauern|mieter|gewerkschafts|steuerzahler|heimat)bund(?:es|s)?\b|\btierschutz\b|lobby\b|bildungsdirektion|landesdirektion|polizeidirektion|tourist-?info|touristeninfo|^(?:\p{L}*spital(?:s|es)?|spitalzentrums?|krankenhaus(?:es)?|klinikums?|tierheims?)\b)/u;

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

/**
 * Candidates that are no business: places, sights and grape varieties, opening hours ("Mo–Sa"), institutions (chambers, associations,
 * authorities) and search services named by their kind ("ADTV-Tanzschulsuche",
 * "Hebammenliste", "Handelsregister"). In a table column headed as names only a
 * single place counts as a place; there places put together name a business.
 */
export function isSetApart(c: Pick<Candidate, "name" | "nameCell" | "firm">, places: readonly string[]): boolean {
  return withinAnswer(answerMemo?.setApart, `${c.firm ? "f" : "-"}${c.nameCell ? "c" : "-"}${c.name}`, () => isSetApartOnce(c, places));
}

function isSetApartOnce(c: Pick<Candidate, "name" | "nameCell" | "firm">, places: readonly string[]): boolean {
  if (!c.firm && (c.nameCell ? isSinglePlace(c.name, places) : isPlaceName(c.name, places))) return true;
  // Sights, natural features, wine regions and grape varieties (landmarks.ts).
  if (isLandmarkName(c.name) || isGrapeVarietyName(c.name) || isLocalityPhrase(c.name)) return true;
  if (isOpeningHours(c.name) || isCategoryTitle(c.name) || isHealthInsurer(c.name) || STATUTE_RE.test(c.name) || HOTLINE_RE.test(foldGerman(c.name))) return true;
  // Amounts, software, dishes, courts, sections and foundations (non-businesses.ts).
  if (isNoBusinessByKind(c.name) || isRoutePhrase(c.name)) return true;
  if (isSightWithPlacePhrase(c.name, (head) => isLandmarkName(head) || isGrapeVarietyName(head))) return true;
  if (INSTITUTION_RE.test(foldGerman(c.name)) || MEMBERSHIP_RE.test(foldGerman(c.name)) || SEARCH_OF_RE.test(foldGerman(c.name)) || isPublicAdviceService(c.name, places) || isPublicOfficeName(c.name)) return true;
  const tokens = nameTokens(c.name);
  // Round 14: "Anwaltssuche SAV", "Therapeutensuche von Physio Austria": a search service headed by its
  // kind and followed by whose it is, the body's, not a firm's (a legal form or title would make it one).
  return SEARCH_SERVICE_RE.test(tokens.at(-1) ?? "") || (tokens.length > 1 && SEARCH_SERVICE_RE.test(tokens[0]!) && !LEGAL_OR_TITLE_RE.test(c.name));
}

/**
 * Round 38: "**Harpstedter Hof**" over "4,4 ★ (286) · Deutsche Küche · €€": a name that reads as a place or sight (a place's
 * adjective and "Hof", a hill's name) over a map card's line (Google's AI Mode: the rating, the number of reviews in
 * brackets and the category) is the business the card shows; an institution's card ("ÖAMTC Stützpunkt …") stays set apart.
 * Round 65: so is a kind and a place ("**Ferienwohnung Wanna**" over "4,9 ★ (22) · Ferienwohnung · Wanna" and "Ab CHF 140
 * pro Nacht · Booking.com"): a directory's page title ({@link isDirectoryPageTitle}) has no rating line.
 * @param c a candidate with its item's text (`body`); places the place asked about
 */
export function isBusinessOfMapCard(c: Pick<Candidate, "name" | "nameCell" | "firm" | "body">, places: readonly string[]): boolean {
  if (!c.body.split("\n", 3).some((line) => MAP_CARD_RE.test(line))) return false;
  return (!c.firm && (c.nameCell ? isSinglePlace(c.name, places) : isPlaceName(c.name, places))) || isLandmarkName(c.name) || isLocalityPhrase(c.name) || isKindAtPlace(c.name, places);
}

/**
 * A map card's rating line: the rating, its stars and the number of reviews in brackets ("4,4 ★ (286) · …", "4,7 ★★★★☆ (88)
 * · …"); also read by answer-blocks.ts for a card named without bold.
 */
export const MAP_CARD_RATING_RE = /^\s*\d[.,]\d\s*[★☆⭐]+\s*\(\d[\d.'’]*\)/u;

/** A map card's first line with its category after the rating ("4,4 ★ (286) · …"). */
const MAP_CARD_RE = new RegExp(`${MAP_CARD_RATING_RE.source}\\s*·`, "u");

/**
 * Round 36: "Cafés in Bad Lauchstädt", "Fahrschulen in der Nähe von Scheifling", "Metzgereien im Kanton Schaffhausen",
 * "Autowerkstatt in Hemmoor": trade words, then "in", "in der Nähe von", "rund um" or "im" with a region ("im Kanton …",
 * "im Raum …"), or a trade in the plural with any "im": the title of a search or a directory's page (AI Mode's source
 * cards, a link's label), a kind of business somewhere, not one business ("Café im Park" keeps its "im": a name).
 */
function isCategoryTitle(name: string): boolean {
  const m = CATEGORY_TITLE_RE.exec(name);
  if (m === null) return false;
  const kinds = m[1]!.split(/\s+/).map((w) => nameTokens(w).join(""));
  if (!kinds.every((k) => k !== "" && isTradeToken(k))) return false;
  // A plural ("restaurants", "metzgereien"), not a word whose singular ends so ("praxis", "haus").
  const plural = /(?:en|[^iu]s)$/.test(kinds.at(-1)!) && !/haus$/.test(kinds.at(-1)!);
  return m[2] !== "im" || plural || /^(?:Kanton|Bezirk|Landkreis|Kreis|Raum|Großraum|Umkreis|Umland)\b/.test(m[3]!);
}

/** One or two words, a preposition of somewhere, a capitalised word after it. */
const CATEGORY_TITLE_RE = /^(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?)\s+(in der Nähe von|rund um|in|im)\s+(\p{Lu}.*)$/u;

/**
 * Round 36: "AOK NordWest", "TK", "Barmer", "ÖGK", "Helsana": a statutory health insurer (or one of its regional branches)
 * pays for treatment; an answer names it for what it covers, never as a business to choose. The names are those of the
 * largest insurers in the lists of the GKV-Spitzenverband (DE), the Dachverband der Sozialversicherungsträger (AT) and the
 * BAG's approved insurers (CH); a legal form or a trade word before it ("Praxis …") makes a firm's name of it.
 */
function isHealthInsurer(name: string): boolean {
  // Round 70: also a chain named like an insurer ("Sanitas Troesch", kitchens and bathrooms, not the insurer Sanitas).
  if (LEGAL_OR_TITLE_RE.test(name) || isChainName(name)) return false;
  const [first, ...rest] = nameTokens(name);
  if (first === undefined) return false;
  if (HEALTH_INSURERS.has(first)) return true;
  // Round 70: "übernimmt die Grundversicherung Zahnbehandlungen nur …": a kind of insurance opening the name is what pays, not
  // a business; an agency or broker of it is one ("Versicherungsbüro Kullmann", "Versicherungsberatung Schoch").
  if (/^\p{L}{3,}versicherung$/u.test(first) && !rest.some((t) => /(?:agentur|buero|beratung|makler|vermittlung)$/.test(t))) return true;
  // An insurer's short letters name others too ("TK Maxx" is a chain of shops): alone or with the insurer's words only.
  return HEALTH_INSURER_LETTERS.has(first) && rest.every((t) => INSURER_WORDS.has(t));
}

/**
 * Round 36: "SGB V", "§ 57a KFG", "nach der GOÄ": a statute or fee schedule by its official abbreviation (German, Austrian
 * and Swiss codes: Sozialgesetzbuch, BGB, HGB, EStG, UStG, StVO, StVZO, ZPO, GOÄ, GOZ, GOT, HwO, ABGB, KFG, ZGB) is law,
 * not a business.
 */
const STATUTE_RE = /^(?:§+\s*\d+\w*\s+)?(?:SGB|BGB|HGB|StGB|EStG|UStG|StVO|StVZO|ZPO|GOÄ|GOZ|GOT|HwO|ABGB|KFG|ZGB)(?:\s|$)/;

/** Health insurers by the first word of their name, folded (DE, AT, CH), whatever follows ("AOK Bayern", "BKK firmus"). */
const HEALTH_INSURERS = new Set([
  "aok", "techniker", "barmer", "dak", "ikk", "bkk", "knappschaft", "oegk", "bvaeb",
  "helsana", "swica", "sanitas", "visana", "assura", "atupri", "sympany",
]);

/** Insurers' initials that other names share ("TK Maxx", "CSS" for style sheets), folded: insurers only alone or with {@link INSURER_WORDS}. */
const HEALTH_INSURER_LETTERS = new Set(["tk", "kkh", "hkk", "hek", "svs", "css", "kpt", "egk"]);

/** Words that follow an insurer's initials in its name ("TK Krankenkasse", "CSS Versicherung"), folded. */
const INSURER_WORDS = new Set(["krankenkasse", "kasse", "versicherung", "gesundheit", "krankenversicherung"]);

/**
 * Round 18: advice given as a public service, by the field it is about (energy, debt, consumers,
 * addiction, tenants, families, pregnancy, upbringing, migration): "Energieberatung", "Schuldnerberatung",
 * "Verbraucherberatung", also as "…beratungsstelle". Source: the public and charitable advice services
 * of the German Länder, Austria's Bundesländer and the Swiss cantons, which are named so.
 */
const PUBLIC_ADVICE_RE = /^(?:energie|schuldner|verbraucher|sucht|mieter|familien|schwangerschafts|erziehungs|migrations)beratung(?:sstelle)?$/;

/** The abbreviations of German, Austrian and Swiss states answers write after a service ("NÖ", "OÖ", "Stmk.", "NRW", "BW"), folded. */
const STATE_ABBREVIATIONS = new Set(["noe", "ooe", "stmk", "ktn", "sbg", "vbg", "bgld", "nrw", "bw", "rlp", "nds", "mv"]);

/**
 * Round 18: "Energieberatung NÖ", "Schuldnerberatung Tirol", "die Verbraucherberatung": a public advice
 * service named by its field and at most the state or town it serves is a body that helps, not a
 * business to choose. With a person's or firm's name ("Energieberatung Schmidt") it stays a business:
 * energy advice is also a trade.
 * @param name a candidate as written; places the place asked about
 */
export function isPublicAdviceService(name: string, places: readonly string[]): boolean {
  const words = name.trim().split(/\s+/);
  if (!PUBLIC_ADVICE_RE.test(nameTokens(words[0]!).join(""))) return false;
  const rest = words.slice(1).join(" ");
  return rest === "" || STATE_ABBREVIATIONS.has(nameTokens(rest).join("")) || isPlaceName(rest, places);
}

/**
 * Round 19: the words of public offices, hospitals and schools (folded tokens), by the kinds the three
 * countries' administrations name themselves with: offices headed "-amt" for a public task ("Standesamt",
 * "Jugendamt", "Strassenverkehrsamt"; not any "-amt": "Freiamt", "Wasseramt" are Swiss regions), the
 * "-stelle" where a licence or registration is filed ("Führerscheinstelle", "Zulassungsstelle"; a
 * "Tankstelle" or "Buchstelle" is a firm), the administrations of a state, canton, district or town
 * ("Steuerverwaltung", "Stadtverwaltung"; a "Hausverwaltung" is a firm), Austria's district authority
 * ("Bezirkshauptmannschaft"), Germany's valuation committees ("Gutachterausschuss"), the Swiss social
 * insurance offices ("Ausgleichskasse"), public hospitals ("Krankenhaus", "Kantonsspital", "Klinikum";
 * not "Klinik", which private practices use), schools and universities by their public kinds
 * ("Gymnasium", "Kantonsschule", "Schule" alone; not "Fahrschule", "Hundeschule"), tourist boards
 * ("Arosa Tourismus", "Gästeinformation"), the veterinary office and public energy institutes.
 */
const PUBLIC_OFFICE_TOKEN_RE =
  /^(?:(?:standes|jugend|sozial|ordnungs|bau|bauordnungs|veterinaer|strassenverkehrs|verkehrs|einwohner|einwohnermelde|melde|vermessungs|grundbuch|kataster|umwelt|schul|sport|kultur|wohnungs|zoll|versorgungs|landes|bundes|kreis|bezirks|stadt|gemeinde|arbeits|auslaender|forst|lebensmittel|gewerbe|handelsregister|betreibungs|konkurs|steuer|migrations|passbuero|buerger)amt(?:s|es)?|(?:fuehrerschein|zulassungs|kfzzulassungs|melde|anlauf|koordinations|gleichstellungs|auskunfts|beschwerde)stelle|(?:steuer|stadt|gemeinde|kreis|bezirks|landes|kantons|bundes)verwaltung|bezirkshauptmannschaft|regierungspraesidium|gutachterausschuss(?:es)?|ausgleichskasse|\p{L}*krankenhaus(?:es)?|\p{L}*spital(?:s)?|klinikum(?:s)?|uniklinik(?:um)?|universitaetsklinik(?:um)?|gymnasium|kollegium|universitaet|\p{L}*hochschule|(?:kantons|berufs|grund|volks|mittel|real|gesamt|haupt|ober|sekundar|primar|orientierungs)schule|schule|berufsbildungszentrum|tourismus|tourismusbuero|gaesteinformation|touristinformation|veterinaerdienst|energieinstitut)$/u;

/** "Schulpsychologischer Dienst", "Sozialpsychiatrischer Dienst": a service named by an adjective of its public field. */
const PUBLIC_SERVICE_RE = /^\p{L}+(?:isch|lich)er dienst\b/u;

/**
 * Round 19: "Standesamt Bad Doberan", "Führerscheinstelle des Landkreises", "Kantonale Steuerverwaltung",
 * "Regionalspital Surselva", "Schule Buochs", "Arosa Tourismus", "Schulpsychologischer Dienst Nidwalden":
 * a name holding a word of a public office, hospital, school or tourist board
 * ({@link PUBLIC_OFFICE_TOKEN_RE}) is a body named as help, not a business to choose, unless another word
 * of it is a trade or it has a legal form ("Apotheke am Klinikum", "Spital-Apotheke", "Tourismus GmbH").
 * "Hospital" alone is English for a vet's or doctor's business ("Tierhospital") and does not count.
 * @param name a candidate as written
 */
export function isPublicOfficeName(name: string): boolean {
  const folded = foldGerman(name);
  if (LEGAL_OR_TITLE_RE.test(name)) return false;
  // Split at spaces only: a hyphen joins a compound, and "Agility-Schule", "PC-Schule" are firms.
  const words = folded.split(/[\s\/]+/).map((w) => w.replace(/[^\p{L}]/gu, "")).filter(Boolean);
  // The office's own words are not asked whether they are a trade: "Steuerverwaltung" ends like "Hausverwaltung".
  const service = PUBLIC_SERVICE_RE.test(folded);
  const office = service ? 1 : words.findIndex((w) => PUBLIC_OFFICE_TOKEN_RE.test(w) && !/hospital$/.test(w));
  if (office < 0) return false;
  return !words.some((w, i) => i !== office && !(service && i === 0) && isTradeWord(w));
}

/**
 * Round 16: "Mitglied im Bündner Ärzteverein", "Mitgliedschaft bei der Innung": a membership says to
 * which body a business belongs; the phrase names the body, never a business.
 */
const MEMBERSHIP_RE = /^(?:mitglied|mitgliedschaft|mitglieder)\s+(?:im|in|der|des|bei|beim|von|vom)\b/;

/**
 * Round 65: "Gesundheitsberatung 1450", "Apothekenruf 1455", "Notruf 144": a service's word and a short number of three to
 * five digits is a telephone hotline (the Austrian and Swiss health and emergency numbers), not a business. Round 71: so is
 * an emergency number or hotline by its name ("die ärztliche Notfallnummer Medphone").
 */
const HOTLINE_RE = /^\p{L}*(?:beratung|ruf|hotline|telefon|nummer|notdienst|dienst)\s+\d{3,5}$|^(?:\p{L}*notfallnummer|notrufnummer|notruf|hotline|telefonnummer)\s+\p{L}/u;

/** Round 65: "die Suche von Physio Austria", "Liste der Ärztekammer": a search tool or list and whose it is, folded. */
const SEARCH_OF_RE = /^(?:suche|verzeichnis|datenbank|liste)\s+(?:von|vom|der|des|beim?)\s/;

/** A compound naming a search tool or list ("…suche", "…verzeichnis", "…finder"): what it is, not whose. */
const SEARCH_SERVICE_RE = /^\p{L}{3,}(?:suche|verzeichnis|datenbank|register|finder|liste)$/u;

/**
 * Round 16: "**ÖBVP** (Österreichischer Bundesverband für Psychotherapie)", "die SSO (Schweizerische
 * Zahnärzte-Gesellschaft)": the bracket right after a name spells out what it is; when that is a chamber,
 * association or authority ({@link INSTITUTION_RE}), so is the name.
 * @param name the candidate's name; context the sentence or item it stands in, plain text
 */
export function isInstitutionByBracket(name: string, context: string): boolean {
  const inner = bracketAfter(name, context, 100);
  // Its head, the first two words: "(Kassenvertrag mit ÖGK)" says with whom, not what.
  const head = inner?.trim().split(/\s+/).slice(0, 2).join(" ");
  return head !== undefined && /^\p{Lu}/u.test(head) && (INSTITUTION_RE.test(foldGerman(head)) || isPublicOfficeName(head));
}

/**
 * Round 70: "**Spargelzeit (April bis Juni)**", "**Hopfenspargel (März/April)**": a bracket right after a name that gives
 * only months or seasons says when a thing is to be had, a season or a product, not a business (a business's bracket
 * gives its place, owner or kind).
 * @param name the candidate's name; context the sentence or item it stands in, plain text
 */
export function isSeasonByBracket(name: string, context: string): boolean {
  const inner = bracketAfter(name, context, 40);
  if (inner === undefined) return false;
  const words = foldGerman(inner).split(/[^a-z]+/).filter(Boolean);
  const dates = (w: string) => isDateWord(w) || /^(?:haupt|neben)?saison$/.test(w);
  return words.some(dates) && words.every((w) => dates(w) || SPAN_WORDS.has(w));
}

/**
 * What the brackets right after a name in its text say ("ÖBVP (Österreichischer Bundesverband …)" → "Österreichischer …"),
 * 3 to `max` characters (UTF-16 code units), no bracket inside; undefined when the name is not in the text or no bracket
 * follows it. Shared by {@link isInstitutionByBracket} and {@link isSeasonByBracket}.
 */
function bracketAfter(name: string, context: string, max: number): string | undefined {
  const at = context.indexOf(name);
  if (at < 0) return undefined;
  const m = /^\s*\(([^()]+)\)/.exec(context.slice(at + name.length));
  return m !== null && m[1]!.length >= 3 && m[1]!.length <= max ? m[1] : undefined;
}

/** Words that join months into a span ("April bis Juni", "ab Mitte Mai", "Juni und Juli"). */
const SPAN_WORDS = new Set(["bis", "ab", "und", "oder", "anfang", "mitte", "ende", "ca", "etwa", "jeweils", "meist", "nur", "im", "von"]);

/**
 * Round 37: "search.ch · Coiffeursalons Eschlikon", "Das Örtliche · Friseur Meyenburg", "Autowerkstatt Münstermaifeld | Gelbe
 * Seiten": a source card's title that pairs a directory or platform with trade words and a place is that directory's page
 * for a kind of business there, not a business. Round 65: also after a dash ("[Kinderarzt Landstuhl – Jameda](…)", a link's
 * label as the page titles it).
 * @param context the line or sentence the name stands in, as written; places the place asked about
 */
export function isDirectoryPageTitle(name: string, context: string, places: readonly string[]): boolean {
  if (!context.includes("·") && !context.includes("|") && !context.includes("–")) return false;
  const parts = context.split(/\s+[·|–]\s+/);
  if (parts.length < 2 || !parts.some((p) => findPlatform(p.trim()) !== null)) return false;
  return isKindAtPlace(name, places);
}

/** Trade words, then only trade and place words ("Ferienwohnung Wanna", "Coiffeursalons Eschlikon"): a kind of business somewhere, or a business named so. */
function isKindAtPlace(name: string, places: readonly string[]): boolean {
  const words = name.split(/\s+/);
  const tokens = words.map((w) => nameTokens(w).join(""));
  return words.length >= 2 && isTradeToken(tokens[0]!) && tokens.every((t, i) => isTradeToken(t) || isPlaceToken(t) || isPlaceName(words[i]!, places));
}
