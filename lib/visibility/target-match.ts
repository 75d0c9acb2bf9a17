/**
 * Whether a candidate is the visitor's business: by its name, an alias, the owner's firm, its
 * brand (a name of trade words and a place: "Zahnwerk Regensburg"), its owner by title or kind
 * and surname (persons.ts), a titled person whose item names it, or its website. The
 * visitor's name is matched with this answer's generic words set apart.
 */
import { type Candidate, ownLines, stripMarkdown } from "./candidate";
import { capitalisedRuns } from "./capitalised-runs";
import { isChainOrWordNamedChain } from "./chains";
import { sitesInText } from "./citations";
import { isStrongProseName, isTitledPerson } from "./name-shape";
import { containsTradeStem, foldGerman, isAnyPracticeWord, isFunctionWord, isLocativePreposition, isNameWithApartments, isPlaceToken, isTradeCompound, isTradeToken, type NameKey, nameKey, namesMatch, nameTokens, normalizeDomain, siteName, textNamesDomain, tradesRelated, tradesShareAStem } from "./names";
import { doubleSurnameHolds, isGivenAndSurname, isKindWithSurname, isOwnerNamed, isOwnerNamedInFull, isPersonJobWord, isTitleWord, ownerOfName, type OwnerOfName, runsBusinessOfKind, sameGivenName, surnamesAfterTitle, surnamesOfName, withoutTrailingPlace } from "./persons";
import { endsWithDirection, isAreaName, isNaturalFeatureHead } from "./landmarks";
import { isStreetAddress } from "./non-businesses";
import { isPlaceAdjectiveWord, isPlaceName } from "./places";
import { bracketedPlaceAfter, type LocatePlace, type OwnTown, placedAwayFromOwnTown, STATED_PLACE_RE } from "./own-town";
import { hasBranches } from "./prose-candidates";
import { oneSpelledOut, sameBusinessByItsKind } from "./ranking";

/** The visitor's business, as the live test and the monitor know it. */
export interface BusinessTarget {
  /** The business's name as the user typed it. */
  businessName?: string;
  /** The business's website in any form ("zahnarzt-mueller.de", "https://www.…/"). */
  domain?: string;
  /** The place the user asked about: a place, never a business. */
  location?: string;
  /** The town of the business's own address, from its website (own-town.ts); read only with a gazetteer (AnalysisOptions.locatePlace). */
  ownTown?: OwnTown;
}

function hostLabelCompact(host: string): string {
  const label = siteName(host) || host;
  return nameTokens(label.replace(/-/g, " ")).filter((t) => !isFunctionWord(t)).join("");
}

/**
 * A firm named by a trade word and the owner's surname ("Kanzlei Brenner") is the
 * visitor's business "Rechtsanwältin Dr. Eva Brenner" when the same paragraph also
 * names the owner in full: the surname alone could be anyone's.
 */
function isOwnersFirm(name: string, targetKey: NameKey, paragraph: string): boolean {
  const surname = targetKey.distinctive[targetKey.distinctive.length - 1];
  if (!surname || targetKey.distinctive.length < 2) return false;
  const key = nameKey(name);
  if (key.trades.length === 0) return false;
  // Round 50: "Ferienhof Klein Schmölen" is no firm of the visitor's "Landgasthof Klein Schmölen" (a village the gazetteer
  // lacks, read as given name and surname): a trade of its own, unless a kind any practice calls itself by ("Kanzlei").
  if (targetKey.trades.length > 0 && !key.trades.every(isAnyPracticeWord) && !tradesRelated(targetKey.trades, key.trades) && !tradesShareAStem(targetKey.trades, key.trades)) return false;
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
export function brandOf(name: string, places: readonly string[] = []): string[] | null {
  // The town or district in a name is dropped as freely as a legal form ("Yogahaus Giesing" -> "Yogahaus").
  const placeTokens = new Set(nameTokens(name).filter((t) => isPlaceToken(t) || isPlaceName(t, places)));
  const key = nameKey(name, placeTokens);
  if (key.distinctive.length > 0) return null;
  // Round 35: what follows "am", "an", "im" … says where the business is ("Änderungsschneiderei am Marktplatz"), as a town
  // does; "Marktplatz" alone names a square, not the business.
  const locatorAt = key.tokens.findIndex((t) => LOCATOR_WORDS.has(t));
  const named = locatorAt > 0 ? key.tokens.slice(0, locatorAt) : key.tokens;
  const words = named.filter((t) => !isFunctionWord(t) && !placeTokens.has(t));
  return words.some((t) => !isPureTradeWord(t) && !/^\d+$/.test(t)) ? words.filter((t) => !isPureTradeWord(t)) : null;
}

/** Prepositions of place that open a name's locator ("am Markt", "an der Ill", "im Zentrum", "beim Bahnhof"), folded. */
const LOCATOR_WORDS = new Set(["am", "an", "im", "beim", "vom", "auf"]);

/**
 * A name carries the brand and no other distinctive word ("Zahnwerk am Markt", not
 * "Autoservice Schmitz"), nor a town of its own ("Zahnwerk München" is another
 * branch or business than "Zahnwerk Regensburg"; "am Markt" is a landmark).
 */
export function brandMatches(brand: string[], name: string): boolean {
  const key = nameKey(name);
  if (!brand.every((t) => key.tokens.includes(t)) || !key.distinctive.every((t) => brand.includes(t))) return false;
  return !key.tokens.some((t, i) => i > 0 && !brand.includes(t) && !isFunctionWord(key.tokens[i - 1]!) && (isPlaceToken(t) || isPlaceName(t)));
}

/** A trade word made only of trade stems ("zahnarztpraxis", "autoservice"), unlike an invented compound ("zahnwerk"). */
function isPureTradeWord(token: string): boolean {
  // Round 35: the place of a trade by "-erei" (Duden: "Dachdeckerei", "Spenglerei", "Räucherei"), as names.ts's tradeToken
  // reads it, whatever its doer: "Dachdeckerei" alone is no brand of "Dachdeckerei Brand GmbH".
  if (token.length >= 7 && /[eo]rei$/.test(token)) return true;
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
  // Round 28 (blind40: "zur Fahrschule" read as "Fahrschule am Kloster", "Garage" as "Garage Prättigau AG"): the
  // kinds of business a dictionary lists as common nouns (Duden), which name a kind, never one business.
  "fahr", "schule", "tanz", "musik", "sprach", "garage", "carrosserie", "schreinerei", "tischlerei", "maler", "gaertnerei",
  "apotheke", "hotel", "restaurant", "gasthaus", "gasthof", "pension", "konditorei", "cafe", "optiker", "bestattung",
  "umzug", "umzuege", "transport", "fahrrad", "zweirad", "velo", "blumen", "floristik", "fotografie", "kosmetik", "massage",
  // Round 52 (blind116: a table's header "Buschenschank" read as "Buschenschank Rosenberg"): the wine taverns and farm
  // shops of the three countries, common nouns as well (Duden: Buschenschank, Heurige, Weingut, Wirtshaus, Hofladen).
  "buschenschank", "heuriger", "heurigen", "heurige", "weingut", "wirtshaus", "hofladen",
];

/**
 * "**Annette Lenz** – systemische Paartherapeutin mit Praxis …": a job word among the first
 * three words of the apposition after the name (after a dash, colon, comma or bracket), or in its first phrase, says the
 * name is a person's, the cue {@link isOwnerNamed} needs to take the person for the business
 * that carries the surname ("Praxis für Paarberatung Lenz"); round 19: also a job word right before the name.
 */
function appositionNamesJob(c: Candidate): boolean {
  const { before, apposition } = aroundNameInItem(c);
  // Round 19: the job word may stand right before the name ("- Heilmasseurin **Sabine Kranz** …").
  if (before !== undefined && isPersonJobWord(before)) return true;
  if (apposition === undefined) return false;
  // Round 19: the job may follow its attributes ("Staatlich geprüfter Berg- und Skiführer"): the first phrase, up to
  // its first punctuation and six words, is read.
  const words = apposition.split(/\s+/, 6);
  if (words.slice(0, 3).some((w) => isPersonJobWord(w.replace(/[,;:.)]+$/, "")))) return true;
  const phrase = /^[^,;.()]*/.exec(apposition)![0].split(/\s+/, 6);
  return phrase.length > 3 && phrase.slice(3).some((w) => isPersonJobWord(w));
}

/**
 * The word right before a candidate's name in the first line of its text, the word before a "von" right before the name
 * (round 71: "die Hausarztpraxis von …"), the rest of that line after the name, and
 * its apposition (what follows the name after a dash, colon, comma or bracket); all undefined when the line does not
 * hold the name.
 */
function aroundNameInItem(c: Candidate): { before?: string; practice?: string; after?: string; apposition?: string } {
  const line = stripMarkdown(c.body.split("\n")[0] ?? "");
  const at = line.indexOf(c.name);
  if (at < 0) return {};
  const after = line.slice(at + c.name.length);
  return {
    before: /(\S+)\s+$/.exec(line.slice(Math.max(0, at - 40), at))?.[1],
    practice: /(\p{L}+)\s+(?:von|vom)\s+$/u.exec(line.slice(Math.max(0, at - 60), at))?.[1],
    after,
    apposition: /^\s*[–—:,(-]\s*(.+)$/.exec(after)?.[1],
  };
}

/**
 * Round 55: "im Ort etwa Installateur Hackl (Sanitär & Heizung)" for the visitor's "Elektro Hackl": the candidate's trade word,
 * or the job word right before it, names a craft, and the visitor's name another one; the same surname in another trade is
 * another business.
 * @param trades the trade words of the visitor's name, folded
 */
function jobOfAnotherCraft(c: Candidate, trades: readonly string[]): boolean {
  const crafts = trades.filter((t) => CRAFT_RE.test(t));
  if (crafts.length === 0) return false;
  const before = aroundNameInItem(c).before?.replace(/[,;:.)]+$/, "");
  const job = before !== undefined && isPersonJobWord(before) ? nameTokens(before).join("") : null;
  // Round 70: the job right before a person may be a trade outside the crafts ("Energieberater Ing. Thomas Matzer" for the
  // visitor's "Installateur Matzer"): unrelated to the visitor's craft, it is still another business.
  if (job !== null && isTradeToken(job) && !tradesRelated([job], crafts) && !tradesShareAStem([job], crafts)) return true;
  return nameTokens(c.name).filter(isTradeToken).some((t) => CRAFT_RE.test(t) && !tradesRelated([t], crafts));
}

/**
 * Round 72: "**Rechtsanwalt Hauke Fitschen** …, Fachanwalt für Agrarrecht" for the visitor's "Steuerkanzlei Fitschen": a person
 * whose job, opening the name or right before it, is of one of the advising professions (law, tax) while the visitor's name
 * gives only the other is another business of the same family name; a firm of both ("Rechtsanwalt und Steuerberater …")
 * contradicts nothing.
 * @param nameWords the words of the visitor's name, folded (nameTokens)
 */
function jobOfAnotherProfession(c: Candidate, nameWords: readonly string[]): boolean {
  const own = professionsOf(nameWords);
  if (own.size === 0) return false;
  const first = c.name.split(/\s+/, 1)[0]!;
  const before = aroundNameInItem(c).before?.replace(/[,;:.)]+$/, "");
  const job = isPersonJobWord(first) ? first : before !== undefined && isPersonJobWord(before) ? before : null;
  if (job === null) return false;
  const theirs = professionsOf([...nameTokens(c.name), ...nameTokens(job)]);
  return theirs.size > 0 && ![...theirs].some((f) => own.has(f));
}

/**
 * Round 73: "Der zertifizierte **Wanderführer Klaus Dämgen** bietet … geführte Touren" for the visitor's "Ferienhof Dämgen": a
 * person named by a guide's job (Wanderführer, Bergführerin, Gästeführer …) while the visitor's name names no guiding is
 * another person of the same family name; a guide's own business ("Bergführer Pius Tschirky") stays a business.
 * @param nameWords the words of the visitor's name, folded (nameTokens)
 */
function guideOfAnotherName(c: Candidate, nameWords: readonly string[]): boolean {
  const first = foldGerman(c.name.split(/\s+/, 1)[0]!).toLowerCase();
  return GUIDE_JOB_RE.test(first) && !nameWords.some((w) => /fuehr/.test(w));
}

/** A guide's job, folded: "wanderfuehrer", "bergfuehrerin", "gaestefuehrer", "skifuehrer", "naturfuehrerin". */
const GUIDE_JOB_RE = /^\p{L}+fuehrer(?:in)?$/u;

/** The advising professions a name's folded words give: law (lawyers, notaries) and tax (tax advisers, trustees, accountants). */
function professionsOf(words: readonly string[]): Set<string> {
  const found = new Set<string>();
  for (const w of words) {
    if (/anwalt|anwaelt|advokat|notar/.test(w)) found.add("law");
    if (/steuer|treuhand|buchhalt|wirtschaftspruef/.test(w)) found.add("tax");
  }
  return found;
}

/**
 * Crafts whose masters name their firm by trade and surname, folded ("Elektro Hackl", "Installateur Hackl"). Round 63: building
 * services and the master builder ("Haustechnik Gsellmann GmbH" is not "Baumeister Gsellmann").
 */
const CRAFT_RE = /^(?:elektr|install|sanitaer|heizung|haustechn|baumeist|maler|schreiner|tischler|zimmer|dachdeck|spengler|klempner|schlosser|fliesen|glaser|maurer|kfz|mechanik|baeck|metzger|fleischer|friseur|frisoer|gaertner|steinmetz)/;

/**
 * Round 30: "**Dr. Anna Müller** – Hausärztin, …" is not the visitor's "Zahnarztpraxis Dr. Müller": the job word right
 * before the person or among the first three words of the apposition names a medical field (Bundesärztekammer's
 * Weiterbildungsordnung: dentistry, veterinary, general, paediatric … medicine) and the visitor's name another one.
 * A job without a field ("Ärztin", "Fachärztin") or a visitor's name without one ("Praxis Dr. Müller") contradicts nothing;
 * round 33: a job outside medicine ("Hufschmied", "Rechtsanwalt") contradicts a visitor's medical field.
 * @param nameWords the words of the visitor's name, folded (nameTokens)
 */
function jobOfAnotherField(c: Candidate, nameWords: readonly string[]): boolean {
  // Round 71: a word's field is the one it ends with ("Tierheilpraktikerin" is a healer's, not a vet's; "Kinderzahnmedizin"
  // dentistry): German compounds are right-headed.
  const fieldOf = (token: string) => (GENERAL_PRACTICE_RE.test(token) ? "haus" : lastFieldIn(token));
  const own = nameWords.map(fieldOf).find((f) => f !== undefined);
  // Round 37: "Physiotherapie Klotz" is not the visitor's "Ordination Dr. Gerhard Klotz": a physician's practice named
  // without a field is still no therapist's, whose field its own name carries.
  if (own === undefined) return nameWords.some((t) => PHYSICIAN_PRACTICE_RE.test(t)) && nameTokens(c.name).some((t) => THERAPY_FIELDS.some((f) => t.startsWith(f)));
  // Round 34: "die **Physiotherapie Feurstein**" for the visitor's "Orthopädie Dr. Feurstein": the field in its own name.
  const named = nameTokens(c.name).map(fieldOf).find((f) => f !== undefined);
  if (named !== undefined && named !== own) return true;
  const { before, practice, apposition } = aroundNameInItem(c);
  // Round 71: "die Hausarztpraxis von **Dr. med. Ruth Liniger**" for the visitor's "Physiotherapie Liniger": the practice the
  // person runs, before "von", gives the person's field.
  const practiceField = practice !== undefined ? fieldOf(nameTokens(practice).join("")) : undefined;
  if (practiceField !== undefined && practiceField !== own) return true;
  // Round 65: also a person's job that opens the name itself ("Der **Hufschmied Tobias Ruhl**" for "Tierarztpraxis Dr. Ruhl");
  // a trade's word there ("Installateur Wallner") names a firm, read by the tests of the name's trade words.
  const first = c.name.split(/\s+/, 1)[0]!;
  const lead = isGivenAndSurname(c.name.slice(first.length).trim()) && !nameTokens(first).some(isTradeToken) ? first : "";
  return [before ?? "", lead, ...(apposition?.split(/\s+/, 3) ?? [])]
    .map((w) => w.replace(/[,;:.)]+$/, ""))
    // Round 71: also the field itself ("**Dr. Stefan Tarmann** (Allgemeinmedizin, Praditz)" for "Zahnarztpraxis Dr. Tarmann").
    .filter((w) => isPersonJobWord(w) || FIELD_NOUN_RE.test(nameTokens(w).join("")))
    .some((w) => {
      const token = nameTokens(w).join("");
      const field = fieldOf(token);
      // Round 33: "mit dem Hufschmied Andreas Pirker" for the visitor's "Tierarztpraxis Mag. Pirker": a job outside medicine
      // altogether is another field too; a medical job without a field of its own ("Ärztin", "Chirurg") contradicts nothing.
      // Round 54: "**Dr. Jens Bruchhaus**, Facharzt für Orthopädie" for the visitor's "Physiotherapie Bruchhaus": a physician
      // without a field is still no therapist.
      if (field === undefined && THERAPY_FIELDS.includes(own) && PHYSICIAN_JOB_RE.test(token)) return true;
      return field !== undefined ? field !== own : !MEDICAL_JOB_RE.test(token);
    });
}

/**
 * Round 39: "Dr. Klaus Mätzler – er ist allerdings Allgemeinmediziner, keine Zahnarztpraxis" for the visitor's "Zahnarztpraxis
 * Dr. Mätzler", "Bilanzbuchhaltung Eva Horvath … keine Steuerberatung im engeren Sinn" for "Steuerberatung Mag. Horvath": a
 * candidate whose own text, after its name, denies it the kind of business the visitor's name carries ("kein", "keine",
 * "keinen" before the trade word, or a word the trade word begins with: "kein Zahnarzt") is not the visitor's; "keine
 * Zahnarztpraxis mehr" says it closed, and leaves it the visitor's.
 * @param trades the trade words of the visitor's name (nameTokens, isTradeToken), read once per answer by targetMatcher
 */
function deniedVisitorsKind(c: Candidate, trades: readonly string[]): boolean {
  if (trades.length === 0) return false;
  const text = stripMarkdown(c.context);
  const at = text.indexOf(c.name);
  const after = at < 0 ? "" : text.slice(at + c.name.length);
  // "keine Praxis mehr" says it is closed, not that it is another kind.
  return [...after.matchAll(/\bkeine?n?\s+(\p{L}+)(?!\p{L}|\s+mehr\b)/gu)].some((m) => {
    // Round 60: "… Patienten beschreiben ihn als geduldig, auch bei Menschen, die jahrelang keinen Zahnarzt aufgesucht haben": a
    // relative clause in a later sentence speaks of others ("Dr. Mätzler, der keine Zahnarztpraxis führt" still of him).
    const before = after.slice(0, m.index);
    const relative = RELATIVE_CLAUSE_RE.exec(before);
    if (relative && /[.!?]\s/.test(before.slice(0, relative.index))) return false;
    const denied = nameTokens(m[1]!).join("");
    return trades.some((t) => denied === t || (denied.length >= 5 && t.startsWith(denied)));
  });
}

/** The text before a word ends inside a relative clause: its last comma opens one ("…, die jahrelang"). */
const RELATIVE_CLAUSE_RE = /,\s*(?:(?:in|bei|mit|von|zu|für)\s+)?(?:die|der|das|denen|dem|den|deren|dessen|welche[rnms]?)\s[^,.;:!?–]*$/;

/** Medical jobs and staff that name no field of their own, folded ("aerztin", "fachaerztin", "chirurg", "dentalhygienikerin"). */
const MEDICAL_JOB_RE = /arzt|aerzt|medizin|chirurg|doktor|pfleg|hygien|assistent|therap|heb(?:amme|ammen)|apothek|optiker|akustiker|psycholog/;

/**
 * The academic degree a name gives its person, by family: "dr" (Dr., Dr. med., Dres.), "mag" (Mag., the Austrian
 * Magister), "di" (DI, Dipl.-Ing.); null without one, or with both a doctorate and a Magister ("Mag. Dr."), which either
 * alone may stand for.
 */
function degreeOf(name: string): "dr" | "mag" | "di" | null {
  const families = new Set<"dr" | "mag" | "di">();
  for (const w of name.split(/\s+/)) {
    if (/^d?dr\.$|^dres\.$/i.test(w)) families.add("dr");
    else if (/^mag\.$/i.test(w)) families.add("mag");
    else if (/^(?:DI|Dipl\.-Ing\.)$/.test(w)) families.add("di");
  }
  return families.size === 1 ? [...families][0]! : null;
}

/**
 * Round 50: "Kleintierpraxis Dr. Reinisch" for the visitor's "Tierarztpraxis Mag. Reinisch": a person named with another
 * academic degree than the visitor's name gives (a doctorate for a Magister, or the reverse) is another person of that
 * surname; a name without a degree, or with both, says nothing.
 * @param visitorDegree the degree of the visitor's name ({@link degreeOf})
 */
function otherDegree(name: string, visitorDegree: "dr" | "mag" | "di"): boolean {
  const degree = degreeOf(name);
  return degree !== null && degree !== visitorDegree;
}

/**
 * Round 61: "Heuriger Holzer" for the visitor's "Weingut und Heuriger Holzer-Pichlmayr": a family business named by a double
 * surname is called by its first part in short, with a trade of its own name or that trade's head ("Hof Rutishauser" for
 * "Obsthof Rutishauser-Keller"); a trade of another kind names another business of that family ("Tischlerei Holzer").
 * @param visitorName the visitor's name as typed; targetKey its key; key the candidate's
 */
function firstOfDoubleName(visitorName: string, targetKey: NameKey, key: NameKey): boolean {
  if (targetKey.distinctive.length !== 1) return false;
  // Round 61: also the head of the visitor's trade alone ("Hof Rutishauser" for "Obsthof Rutishauser-Keller").
  const head = key.trades.length === 0 && key.tokens.length === 2 ? key.tokens[0]! : null;
  const headOfTrade = head !== null && head.length >= 3 && targetKey.trades.some((t) => t !== head && t.endsWith(head));
  const own = headOfTrade ? key.tokens.slice(1) : key.distinctive;
  if (own.length !== 1 || !(headOfTrade || (key.trades.length > 0 && tradesRelated(targetKey.trades, key.trades)))) return false;
  const double = visitorName.split(/\s+/).find((w) => /^\p{Lu}\p{Ll}+-\p{Lu}\p{Ll}+$/u.test(w) && nameTokens(w).join("") === targetKey.distinctive[0]);
  return double !== undefined && nameTokens(double.split("-")[0]!).join("") === own[0];
}

/** An Austrian or Bavarian farm's house name after "vulgo" or "vlg." ("Kroboth vulgo Mühlhansl"); group 1 is the name. */
const HOUSE_NAME_RE = /\b(?:vulgo|vlg\.)\s+(\p{Lu}[\p{L}'’-]*)/u;

/** The house name a name gives after "vulgo" or "vlg.", folded; undefined when it gives none. */
function houseNameOf(name: string): string | undefined {
  const house = HOUSE_NAME_RE.exec(name)?.[1];
  return house === undefined ? undefined : foldGerman(house);
}

/** The house name a candidate's name, bracketed alias or own line gives ({@link houseNameOf}). */
function candidateHouseName(c: Candidate): string | undefined {
  return houseNameOf(`${c.name} ${c.alias ?? ""} ${c.context.split("\n", 1)[0]}`);
}

/**
 * Round 61: "Familie Kroboth (vulgo Schneiderbauer)" for the visitor's "Ferienhof Kroboth vulgo Mühlhansl": a farm is known
 * by its house name (vulgo name, Austrian and Bavarian usage), which a family's surname is not; another house name in the
 * candidate's name or its line is another farm of the same family name.
 * @param visitorHouse the visitor's house name, folded ({@link houseNameOf})
 */
function otherHouseName(c: Candidate, visitorHouse: string | undefined): boolean {
  if (visitorHouse === undefined) return false;
  const house = candidateHouseName(c);
  return house !== undefined && house !== visitorHouse;
}

/** What a farm's name adds to its house name ("Moar" → "Moarhof", "Moargut", "Moarbauer"), folded. */
const FARM_OF_HOUSE_RE = /^(?:hof|gut|hube|bauer|alm|wirt)?$/;

/**
 * Round 61: "Familie Gruber (vulgo Moar)" for the visitor's "Moarhof Ingolsthal": the house name of a farm (vulgo name) names
 * the farm, written alone or with "-hof", "-gut", "-hube", "-bauer", "-alm", "-wirt" in the visitor's name.
 */
function houseNamesVisitor(c: Candidate, targetKey: NameKey): boolean {
  const house = candidateHouseName(c);
  return house !== undefined && house.length >= 3 && targetKey.distinctive.some((t) => t.startsWith(house) && FARM_OF_HOUSE_RE.test(t.slice(house.length)));
}

/**
 * Round 30: "Fust – die landesweite Elektrofachhandelskette …" for the visitor's "Elektro Fust AG", "Der Beck – die
 * fränkische Bäckereikette" for "Landbäckerei Beck": a candidate whose apposition calls it a chain (a word ending in
 * "kette", "Filialist", "Franchise", "Filialen") is that chain, not the visitor named after the same family, unless it
 * carries the visitor's whole name.
 * @param visitorCompact the visitor's name, compact (NameKey.compact)
 */
function chainOfTheSameName(c: Candidate, visitorCompact: string): boolean {
  if (nameKey(c.name).compact === visitorCompact) return false;
  const around = aroundNameInItem(c);
  const apposition = around.apposition?.split(/\s+/, 6) ?? [];
  // Round 52: also its branches in the plural ("**Forstinger** (Filialen in größeren Orten …)"): one firm with many shops.
  const chainWord = (w: string) => /(?:kette|ketten|filialist|franchise|filialen|filialnetz)$/.test(nameTokens(w).join(""));
  // Round 66: also the verb's object after it ("**Pneu Egger** hat Filialen in vielen Regionen"), as running text names a chain.
  return apposition.some(chainWord) || (around.after !== undefined && hasBranches(around.after));
}

/**
 * Round 52: "**HOFER:** Filiale in Güssing mit Backbox, täglich frisch aufgebackenes Brot" for the visitor's "Bäckerei
 * Hofer": a retail chain's name alone (the grocers, discounters, drugstores and DIY stores of the three countries, many of
 * them surnames), without the visitor's trade word in its name or line, is that chain. Round 70: the chains of
 * data/chains.json (chains.ts), also by a name of more words ("**Ochsner Sport**" for the visitor's "Velo Ochsner GmbH").
 * @param targetKey the visitor's name's key
 */
function retailChainOfTheSameName(c: Candidate, targetKey: NameKey): boolean {
  if (targetKey.trades.length === 0 || !isChainOrWordNamedChain(c.name)) return false;
  const line = new Set(nameTokens(stripMarkdown(c.body.split("\n")[0] ?? "")));
  return !targetKey.trades.some((t) => line.has(t));
}

/**
 * Round 33: "**Tauernsport Zentrum** · … · Filiale im Ortszentrum" for the visitor's "Tauernsport Gnadenalm": a candidate
 * whose own line calls it a branch ("Filiale", "Zweigstelle", "Niederlassung", "Standort": one, not "Filialen") and
 * lacks a distinctive word of the visitor's name, which that line does not name either, is another branch of the same
 * firm, not the visitor's.
 * @param targetKey the visitor's name's key
 */
function branchOfTheSameName(c: Candidate, targetKey: NameKey): boolean {
  const key = nameKey(c.name);
  if (key.compact === targetKey.compact || targetKey.distinctive.every((t) => key.tokens.includes(t))) return false;
  const after = aroundNameInItem(c).after?.slice(0, 200);
  if (after === undefined || !/\b(?:Filiale|Zweigstelle|Niederlassung|Standort)\b/.test(after)) return false;
  // "Fahrschule Hartl – Standort Urfahr" for "Fahrschule Hartl Urfahr": the branch the line names is the visitor's own.
  const afterWords = new Set(nameTokens(after));
  return !targetKey.distinctive.some((t) => !key.tokens.includes(t) && afterWords.has(t));
}

/**
 * Round 36: "eine Führung durch das Oppenheimer Kellerlabyrinth" for the visitor's "Gasthaus zum Kellerlabyrinth": a
 * candidate without a trade word whose words beside the visitor's are place adjectives ("Oppenheimer") names the sight the
 * visitor, which has a trade word, is named after ("Kölner Dom" is no "Café am Dom").
 * @param targetKey the visitor's name's key
 */
function sightNamedLikeVisitor(c: Candidate, targetKey: NameKey): boolean {
  if (targetKey.trades.length === 0 || nameKey(c.name).trades.length > 0) return false;
  const others = c.name.split(/\s+/).filter((w) => !nameTokens(w).every((t) => targetKey.tokens.includes(t)));
  return others.length > 0 && others.every((w) => isPlaceAdjectiveWord(w));
}

/**
 * Round 36: "eine Wanderung auf den Wietzer Berg" for the visitor's "Landgasthof Wietzer Berg": the visitor's name without
 * its trade word, headed by a hill, lake or valley and after a preposition of direction (landmarks.ts), is where one goes.
 * @param targetKey the visitor's name's key
 */
function featureOnTheWay(c: Candidate, targetKey: NameKey): boolean {
  const key = nameKey(c.name);
  if (targetKey.trades.length === 0 || key.trades.length > 0 || !isNaturalFeatureHead(key.tokens.at(-1) ?? "")) return false;
  const text = stripMarkdown(c.context);
  const at = text.indexOf(c.name);
  return at > 0 && endsWithDirection(text.slice(Math.max(0, at - 20), at));
}

/** A physician's practice by its kind, folded: the Austrian "Ordination", an "Arztpraxis", a doctors' centre. */
const PHYSICIAN_PRACTICE_RE = /^(?:ordination|arztpraxis|aerztezentrum|aerztehaus|allgemeinmedizin)$/;
/** Jobs of physicians, folded ("facharzt", "aerztin", "chirurg"): no therapist's (round 54). */
const PHYSICIAN_JOB_RE = /arzt|aerzt|chirurg|doktor/;

/** Fields of {@link MEDICAL_FIELDS} that therapists and non-physicians work in, not doctors. */
const THERAPY_FIELDS = ["physio", "ergo", "logo", "osteo", "heilprakt"];

/** First parts of medical jobs and practices that name their field, folded ("zahnaerztin", "tierarztpraxis", "hausarzt"). */
const MEDICAL_FIELDS = ["zahn", "tier", "haus", "kinder", "augen", "frauen", "haut", "kieferorthop", "orthop", "psychiat", "psychother", "physio", "ergo", "logo", "osteo", "heilprakt"];

/** Round 71: a field of medicine by its noun ("Allgemeinmedizin", "Zahnmedizin", "Kinderheilkunde"), folded. */
const FIELD_NOUN_RE = /^\p{L}+(?:medizin|heilkunde)$/u;

/**
 * The field of {@link MEDICAL_FIELDS} a folded job or field noun ends with, read from its start field by field ("zahn" of
 * "kinderzahnmedizin", "heilprakt" of "tierheilpraktikerin", "kieferorthop" of "kieferorthopaede"); undefined when it does
 * not open with a field ("stierli" holds "tier" but is a surname).
 */
function lastFieldIn(token: string): string | undefined {
  let last: string | undefined;
  for (let at = 0; ; ) {
    let next: string | undefined;
    for (const f of MEDICAL_FIELDS) if (token.startsWith(f, at) && f.length > (next?.length ?? 0)) next = f;
    if (next === undefined) return last;
    [last, at] = [next, at + next.length];
  }
}

/** Round 59: "Allgemeinmedizin", "Allgemeinärztin": the general practitioner's field, "haus" of {@link MEDICAL_FIELDS}, as the Ärztekammer names it. */
const GENERAL_PRACTICE_RE = /^allgemein(?:medizin|arzt|aerzt)/;

/**
 * A person's list item that names the visitor's practice in its description ("**Dr. med.
 * Jonas Wendland** – Orthopäde in der Praxis am Schillerplatz" for "Orthopädie am
 * Schillerplatz"): the person is the practice's doctor, the item is the practice's.
 */
function descriptionNamesTarget(c: Candidate, targetKey: NameKey): boolean {
  const line = stripMarkdown(c.body.split("\n")[0] ?? "");
  // Round 16: only an item the person leads has a description of theirs; in a sentence naming the person
  // and then the visitor's practice ("… **Mag. Eva Moser** und **Praxis Seeblick**") they are two.
  if (!line.replace(/^\d{1,2}[.)]\s*/, "").startsWith(c.name)) return false;
  const description = line.slice(line.indexOf(c.name) + c.name.length);
  // A name of two or more words: one word ("Katzen") may merely share a stem with the target's. Round 65: a practice of
  // another titled surname ("**Allgemeinmedizin Dr. Pletz:** … länger als in der Ordination Dr. Eisner") is compared with, not
  // the person's own.
  const own = surnamesAfterTitle(c.name);
  const anotherTitled = (run: string) => {
    const theirs = surnamesAfterTitle(run);
    return own.size > 0 && theirs.size > 0 && ![...theirs].some((t) => own.has(t));
  };
  return capitalisedRuns(description).some((run) => run.includes(" ") && isStrongProseName(run) && namesMatch(targetKey, nameKey(run)) && !anotherTitled(run));
}

/**
 * Round 56: "**Praxis Dr. Hollmann** – die langjährige Praxis wurde 2024 von Zahnärztin Jana Ritter übernommen" for the
 * visitor's "Zahnarztpraxis Ritter": a business's item whose own line says the visitor's owner took it over or runs it
 * ({@link TAKEN_OVER_RE}) names the visitor's business by its former name. The owner is a person there: the surname after a
 * given name, a title or a job word ("Jana Ritter", "Dr. Ritter", "Zahnärztin Ritter"), not a firm's word ("Ritter Bau"),
 * and the given names the visitor's name writes ("Inhaber Markus Huber" is not the owner of "Installationen Rainer Huber").
 * @param c the candidate; owner the owner the visitor's name gives (persons.ts ownerOfName)
 */
function takenOverByOwner(c: Candidate, owner: OwnerOfName): boolean {
  if (!nameTokens(c.name).some(isTradeToken)) return false;
  const line = stripMarkdown(c.body.split("\n")[0] ?? "");
  const at = line.indexOf(c.name);
  const description = at >= 0 ? line.slice(at + c.name.length) : line;
  if (!TAKEN_OVER_RE.test(description)) return false;
  const words = description.split(/\s+/).map((w) => w.replace(/[,;:.!?)]+$/, ""));
  const personBefore = (w: string | undefined) => w !== undefined && (isTitleWord(w) || isPersonJobWord(w) || (/^\p{Lu}\p{Ll}+$/u.test(w) && !nameTokens(w).some(isTradeToken)));
  return words.some((w, i) => {
    if (nameTokens(w).join("") !== owner.surname || !personBefore(words[i - 1]) || nameTokens(words[i + 1] ?? "").some(isTradeToken)) return false;
    const cued = i >= 2 && (isTitleWord(words[i - 2]!) || isPersonJobWord(words[i - 2]!));
    return isOwnerNamed(owner, words.slice(cued ? i - 2 : i - 1, i + 1).join(" "), true);
  });
}

/** A business taken over or run by a person, folded or as written: "übernommen", "übernahm", "geführt von", "Inhaberin". */
const TAKEN_OVER_RE = /(?<!\p{L})(?:übernommen|übernahm|geführt\s+von|weitergeführt|inhaberin|inhaber)(?!\p{L})/iu;

/**
 * Round 32: "**Andrea Zollinger**, die in ihrem Klavierstudio Seeklang an der Kluggasse unterrichtet" for the visitor's
 * "Klavierstudio Seeklang": a person whose own sentence names the visitor's business after a possessive ("in ihrem",
 * "in seiner") runs it; the person is where the answer names the business.
 * @param c a candidate that is a person's name; targetKey the visitor's name's key
 */
function ownBusinessNamesTarget(c: Candidate, targetKey: NameKey): boolean {
  const text = stripMarkdown(c.context);
  const at = text.indexOf(c.name);
  if (at < 0) return false;
  const after = text.slice(at + c.name.length, at + c.name.length + 120);
  const own = /\b(?:ihrem|ihrer|ihren|seinem|seiner|seinen)\s+(\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*){0,3})/u.exec(after)?.[1];
  return own !== undefined && own.includes(" ") && namesMatch(targetKey, nameKey(own));
}

/**
 * Round 59: "**Salon Resi** (Matzelsdorf) – Resi Leitner schneidet im kleinen Salon …" for the visitor's "Friseursalon
 * Theresia Leitner": a name of the visitor's kind and the owner's given name (or its short form, sameGivenName), whose own
 * line names the owner with that given name and the surname, is the owner's business under a short name.
 * @param c the candidate; owner the owner the visitor's name gives, with a given name
 */
function ownersGivenNameWithOwner(c: Candidate, owner: OwnerOfName): boolean {
  const given = owner.given[0];
  const tokens = nameTokens(c.name).filter((t) => !isFunctionWord(t));
  if (given === undefined || tokens.length !== 2 || !sameGivenName(tokens[1]!, given)) return false;
  if (!isTradeToken(tokens[0]!) || !owner.kind.some((k) => k.includes(tokens[0]!) || tokens[0]!.includes(k))) return false;
  const line = stripMarkdown(c.body.split("\n")[0] ?? "");
  const at = line.indexOf(c.name);
  if (at < 0) return false;
  const words = nameTokens(line.slice(at + c.name.length));
  return words.some((w, i) => i > 0 && w === owner.surname && sameGivenName(words[i - 1]!, given));
}

/**
 * Round 50: "… vor allem Reto Baumberger zu nennen, der seit einigen Jahren eine kleine Einzelpraxis nahe der Bahnstation
 * führt" for the visitor's "Zahnarztpraxis Dr. Baumberger": the owner's surname with a given name, whose own clause says
 * the person runs a business of the kind the visitor's name gives, is the visitor's owner, and so the visitor.
 * @param owner the owner the visitor's name gives (persons.ts ownerOfName)
 */
function runsPracticeOfOwner(c: Candidate, owner: OwnerOfName): boolean {
  if (nameTokens(c.name).at(-1) !== owner.surname) return false;
  const text = stripMarkdown(c.context);
  const at = text.indexOf(c.name);
  return at >= 0 && runsBusinessOfKind(text.slice(at + c.name.length), owner);
}

/** No further places: the gazetteer's alone. */
const NO_PLACES: readonly string[] = [];

/**
 * Round 29: "Gasthof zur Post – In Neufelden, etwa 15 Minuten entfernt" for the visitor's "Gasthof Post Sarleinsbach": a
 * visitor whose name (or, round 33, website) carries its town, and a candidate named without that town whose own text
 * places it in another ("in Neufelden", "aus Neufelden") or carries another town in its own name ("Haarwerk Fürth" for
 * "Haarwerk Südstadt"), and never names the visitor's, is a namesake there, not the visitor.
 * @param businessName the visitor's name as typed; host its website's host or null; places the place asked about
 * @returns a test on a candidate; always false when neither the name nor the website carries a town
 */
function placedElsewhere(businessName: string, host: string | null, places: readonly string[]): (c: Candidate) => boolean {
  // Round 33: "elektro-brunner-kufstein.at" carries the town as much as "Elektro Brunner Kufstein" does; a word of the site
  // that is also the name's ("moser" of "kfz-moser.at" for "Kfz-Technik Moser", a hamlet's name too) is the name's.
  const visitorWords = new Set(nameTokens(businessName));
  const siteWords = host && visitorWords.size > 0 ? siteName(host).split("-").filter((w) => !visitorWords.has(w)) : [];
  // Round 34: a town of two words ("Gasthof Zur Post Bad Tölz": "Bad Tölz", "Sankt Johann") counts as one.
  const visitorNameWords = businessName.split(/\s+/);
  // Round 38: of words only ("Haag & Partner" holds the town "Haag", not a town "Haag &").
  const isWord = (w: string) => /^\p{L}/u.test(w);
  const pairs = visitorNameWords.slice(1).flatMap((w, i) => (isWord(w) && isWord(visitorNameWords[i]!) ? [`${visitorNameWords[i]} ${w}`] : []));
  // Round 64: a town the gazetteer knows, not one known only as the place asked about: a hamlet the gazetteer lacks ("Conow",
  // "Großeicholzheim") is typed as the place, and answers list its business under its municipality ("(Malliß)", "(Seckach)").
  const towns = [...visitorNameWords, ...pairs, ...siteWords].filter((w) => w.length > 2 && isPlaceName(w, NO_PLACES)).map((w) => nameTokens(w).join(" "));
  if (towns.length === 0) return () => false;
  const compactTowns = towns.map((t) => t.replace(/ /g, ""));
  return (c) => {
    // Round 32: "Haarwerk Fürth" for the visitor's "Haarwerk Südstadt", "Allgäu Fit Immenstadt" for "Allgäu Fit Kempten": a
    // town in the candidate's own name, after its first word, and not the visitor's, names another branch or business
    // (as brandMatches reads "Zahnwerk München"), whatever its text says of the visitor's town ("20 Minuten von Kempten").
    // A word after "am", "im" … says where, not which town ("Zahnwerk am Markt"); "Berlin-Mitte" holds "Berlin".
    const nameWords = c.name.split(/\s+/);
    const compactName = nameTokens(c.name).join("");
    const townOfItsOwn = (w: string, i: number) =>
      i > 0 && w.length > 2 && /^\p{Lu}/u.test(w) && /^\p{Lu}/u.test(nameWords[i - 1]!) && isPlaceName(w, places) && !compactTowns.some((t) => nameTokens(w).join("").includes(t));
    if (compactTowns.some((t) => !compactName.includes(t)) && nameWords.some(townOfItsOwn)) return true;
    const own = stripMarkdown(`${c.body}\n${c.context}`).slice(0, 400);
    // Round 33: a word of the visitor's name that is also a hamlet's ("Hartl" of "Fahrschule Hartl Kleinmünchen") and stands
    // in the candidate's name is the name they share; only a town the candidate's name lacks can be named in its text.
    const has = (text: string) => {
      const words = nameTokens(text);
      const joined = ` ${words.join(" ")} `;
      return (t: string) => words.includes(t) || joined.includes(` ${t} `);
    };
    const inName = has(c.name);
    const missing = towns.filter((t) => !inName(t));
    if (missing.length === 0) return false;
    // Round 32: "in Kirkel-Neuhäusel" for the visitor's "… Kirkel GmbH" is a part of the visitor's town.
    const partOfOwnTown = (place: string) => compactTowns.some((t) => nameTokens(place).join("").startsWith(t));
    // Round 30: also the town in brackets after the name ("Hausarztpraxis am Dorfplatz (Fahrwangen): …"). Round 33: also
    // the first of what the brackets give ("Zweirad Köhler (Gohlis, Georg-Schumann-Straße)"), before the text's other
    // words: the brackets place the business, "… 25 Minuten von Lindenau entfernt" only measures from the visitor's town.
    const bracketed = bracketedPlaceAfter(own, c.name);
    if (bracketed !== undefined && isPlaceName(bracketed, places) && !partOfOwnTown(bracketed)) return true;
    if (missing.some(has(own))) return false;
    // Round 33: "Fahrschule Wimmer – Standort Lend" for "Fahrschule Wimmer Andritz": a branch's own site names its place.
    // Round 38: also a detail line's label ("**Adresse:** Herisau, beim Bahnhof", "Ort: Gais").
    // Round 73: a town after a postal code is a town, known to the gazetteer or not ("Dorfstrasse 5, 2813 Ederswiler").
    return [...own.matchAll(STATED_PLACE_RE)].some((m) => (isPlaceName(m[1]!, places) || /^\D*\d/.test(m[0])) && !partOfOwnTown(m[1]!));
  };
}

/**
 * Round 34: "kinderarzt-brandhorst.de" for the visitor's "Kinderarztpraxis im Kreuzviertel": the one word of the website's
 * name that is neither the visitor's name's, a trade's, a place's nor a function word is the surname of the doctor or
 * owner the business is known by, and "Dr. Julia Brandhorst" names it.
 * @param host the visitor's host; nameWords the words of its name (nameTokens); places the place asked about
 * @returns that word, folded; null when the site's name has none or more than one
 */
function surnameOfSite(host: string, nameWords: readonly string[], places: readonly string[]): string | null {
  const words = siteName(host)
    .split("-")
    .filter((w) => w.length >= 4 && !/\d/.test(w) && !nameWords.includes(w) && !containsTradeStem(w) && !isFunctionWord(w) && !isPlaceToken(w) && !isPlaceName(w, places));
  return words.length === 1 ? words[0]! : null;
}

/**
 * Round 34: "**Kleintierpraxis Berger** … Website: tierarzt-berger-porz.de" for the visitor "Kleintierpraxis Berger" at
 * "kleintierpraxis-berger-nippes.de": a candidate whose own website, as the answer gives it, is not the visitor's is a
 * namesake. Its website is a domain in its item's text whose name carries a distinctive word of the candidate's name, or
 * a cited source's whose name carries all of them ("kronenhof-deidesheim.de" for "Weinstube Kronenhof"); neither counts
 * when the item, or for a source the answer's citations, also give the visitor's website (the corpora's convention: a business counts as the
 * visitor's when the answer names it and the website given with it fits).
 * @param host the visitor's host (normalizeDomain); citedUrls the answer's cited addresses (citations.ts)
 * @returns a test on a candidate
 */
function ownSiteOfAnother(host: string, citedUrls: readonly string[]): (c: Candidate) => boolean {
  const isVisitors = (h: string) => h === host || h.endsWith(`.${host}`);
  const cited = citedUrls.map((u) => normalizeDomain(u)).filter((h): h is string => h !== null);
  const citesVisitor = cited.some(isVisitors);
  return (c) => {
    // Words of its own, not of its trade ("kleintierpraxis" is not in "tierarzt-berger-porz.de"); round 70: a surname that
    // holds a trade's stem is its own ("Hausner" of "physio-hausner-osterdorf.de"), only a trade's compound is not.
    const words = nameKey(c.name).distinctive.filter((w) => w.length >= 4 && !isTradeCompound(w));
    if (words.length === 0) return false;
    const label = (h: string) => siteName(h).replace(/-/g, "");
    const own = `${c.body}\n${c.context}`;
    const inItem = sitesInText(own);
    if (inItem.some(isVisitors)) return false;
    // In its own item one word of its name ties a site to it; a source anywhere in the answer needs them all.
    return inItem.some((h) => words.some((w) => label(h).includes(w))) || (!citesVisitor && cited.some((h) => words.every((w) => label(h).includes(w))));
  };
}

/**
 * Round 38: "**Huber Haustechnik GmbH** (Leobersdorf) – Inhaber Markus Huber" for the visitor's "Installationen Rainer Huber":
 * a candidate whose own text names its owner ("Inhaber", "Inhaberin", "geführt von", "Geschäftsführer") with the surname of
 * the visitor's owner and a given name the visitor's name does not carry is that person's business, a namesake.
 * @param owner the person the visitor's name carries, with given names (persons.ts ownerOfName)
 */
function ownedByAnotherPerson(c: Candidate, owner: OwnerOfName): boolean {
  if (owner.given.length === 0) return false;
  // Round 54: "### Haarzeit Lindemann" over "Inhaberin Meike Lindemann …" for the visitor's "Friseursalon Haarzeit Lindemann":
  // a candidate that carries the words the visitor's name has before the surname is named as the visitor is ("Haarzeit" is
  // no given name); its owner is the visitor's.
  const own = nameTokens(c.name);
  if (owner.given.every((g) => own.includes(g))) return false;
  const text = stripMarkdown(`${c.body}\n${c.context}`).slice(0, 400);
  for (const m of text.matchAll(OWNER_NAMED_RE)) {
    const [given, surname] = [nameTokens(m[1]!).join(""), nameTokens(m[2]!).join("")];
    // Round 57: a short form of the owner's given name is the owner ("Inhaberin Johanna Kogler" for "Hanni Kogler").
    if (surname === owner.surname && !owner.given.some((g) => sameGivenName(g, given))) return true;
  }
  return false;
}

/**
 * An owner introduced by role, given name and surname ("Inhaber Markus Huber", "geführt von Dr. Eva Brandl"); round 52: also
 * as a detail line with a master craftsman's title ("**Inhaber:** Zimmerermeister Stefan Kolb").
 */
const OWNER_NAMED_RE = /\b(?:Inhaber(?:in)?|[Gg]eführt von|Geschäftsführer(?:in)?):?\s+(?:\p{Lu}\p{Ll}*meister(?:in)?\s+)?(?:(?:Dr|Mag|Ing|DI)\.\s+)?(\p{Lu}\p{Ll}+)\s+(\p{Lu}[\p{L}-]+)/gu;

/**
 * Round 34: "Fisch-Petersen" for the visitor's "Fischräucherei Petersen", "Elektro-Brandl" for "Elektrotechnik Brandl": the
 * first part of the visitor's trade word joined by a hyphen to its one distinctive word (tokenize writes the compound as
 * one word, "fischpetersen"), as locals call a business by its trade and its owner's name.
 */
function tradeJoinedToName(targetKey: NameKey, key: NameKey): boolean {
  if (targetKey.distinctive.length !== 1 || key.tokens.length !== 1) return false;
  const name = targetKey.distinctive[0]!;
  const word = key.tokens[0]!;
  const first = word.slice(0, word.length - name.length);
  return name.length >= 4 && first.length >= 4 && word.endsWith(name) && targetKey.trades.some((t) => t.startsWith(first));
}

/**
 * Round 57: "Alpenrösli-Ferienwohnungen" for the visitor's "Ferienwohnungen Alpenrösli Arni": the name's first distinctive
 * word, written right after its trade word, joined by a hyphen in front of that trade word (tokenize writes the compound as
 * one word), the words after it (a place's name) dropped.
 */
function nameJoinedToTrade(targetKey: NameKey, key: NameKey): boolean {
  if (key.tokens.length !== 1 || targetKey.distinctive.length === 0 || targetKey.trades.length === 0) return false;
  const name = targetKey.distinctive[0]!;
  const at = targetKey.tokens.indexOf(name);
  const trade = targetKey.tokens[at - 1];
  return name.length >= 4 && trade !== undefined && targetKey.trades.includes(trade) && key.tokens[0] === name + trade;
}

/**
 * Round 74: "Chäserei Zwygart" for the visitor's "Käserei Zwygart": Swiss German writes a trade word's initial "K" as "Ch"
 * ("Chäserei", "Chäsi", "Chuchi"; Duden, Schweizerhochdeutsch und Mundart); the same words otherwise, in the same order, and one
 * of the visitor's words of its own among them.
 * @param targetKey the visitor's name key; key the candidate's
 */
function swissChForK(targetKey: NameKey, key: NameKey): boolean {
  if (key.tokens.length !== targetKey.tokens.length || targetKey.distinctive.length === 0) return false;
  let swapped = 0;
  for (let i = 0; i < key.tokens.length; i++) {
    const [a, b] = [targetKey.tokens[i]!, key.tokens[i]!];
    if (a === b) continue;
    const [k, ch] = a.startsWith("k") ? [a, b] : [b, a];
    if (!(k.length >= 4 && k.startsWith("k") && ch === `ch${k.slice(1)}` && targetKey.trades.includes(a))) return false;
    swapped++;
  }
  return swapped === 1;
}

/**
 * Round 74: "Klampfererhof" for the visitor's "Ferienhof Klampferer", "Gruberhof" for "Bauernhof Gruber": a visitor named by
 * its kind and a family name, written as one word of that name and the kind's last part (three letters or more: "-hof",
 * "-haus", "-hütte"), as farms and houses are called after their families (Hofname).
 * @param targetKey the visitor's name key; key the candidate's
 */
function nameBeforeTradesTail(targetKey: NameKey, key: NameKey): boolean {
  if (targetKey.tokens.length !== 2 || key.tokens.length !== 1 || !targetKey.trades.includes(targetKey.tokens[0]!)) return false;
  const [trade, name] = targetKey.tokens as [string, string];
  const word = key.tokens[0]!;
  const tail = word.slice(name.length);
  return name.length >= 4 && word.startsWith(name) && tail.length >= 3 && tail.length < trade.length && trade.endsWith(tail);
}

/**
 * Round 58: "Petra's Haarstudio" for the visitor's "Haarstudio Petra", "Ketelsens Hof" for "Ferienhof Ketelsen": a name of
 * two words said the other way round, its second word in the genitive (Duden, sächsischer Genitiv, with or without the
 * apostrophe) before its first word or that word's last part (three letters or more).
 * @param targetKey the visitor's name key; name the candidate's name as written
 */
function saidTheOtherWayRound(targetKey: NameKey, name: string): boolean {
  if (targetKey.tokens.length !== 2) return false;
  const m = /^(\p{Lu}[\p{L}-]+?)(?:['’]s|s)\s+(\p{Lu}\p{Ll}{2,})$/u.exec(name.trim());
  if (m === null || foldGerman(m[1]!) !== targetKey.tokens[1]) return false;
  return targetKey.tokens[0]!.endsWith(foldGerman(m[2]!));
}

/**
 * Round 57: "Alpkäserei Gisler-Jauch" for the visitor's "Alpkäserei Jauch": the visitor's trade words and a double name, one
 * of whose two parts is the visitor's one distinctive word (a name taken at marriage or a partner's joined); neither part a
 * place ("Klagenfurt-Ost" is no double name of "Klagenfurt").
 * @param name the candidate's name as written; targetKey the visitor's name key; places the places the answer is about
 */
function doubleNameWithVisitors(name: string, targetKey: NameKey, places: readonly string[]): boolean {
  if (targetKey.distinctive.length !== 1 || targetKey.trades.length === 0) return false;
  const words = name.split(/\s+/);
  const double = words.filter((w) => /^\p{Lu}\p{Ll}{2,}-\p{Lu}\p{Ll}{2,}$/u.test(w));
  if (double.length !== 1) return false;
  const rest = nameKey(words.filter((w) => w !== double[0]).join(" "));
  if (rest.distinctive.length > 0 || rest.trades.join(" ") !== targetKey.trades.join(" ")) return false;
  const parts = double[0]!.split("-");
  return doubleSurnameHolds(double[0]!, targetKey.distinctive[0]!) && !parts.some((p) => isPlaceName(p, places));
}

/** Round 51: "Sonnblick-Appartements" for the visitor's "Ferienwohnungen Haus Sonnblick" (names.ts isNameWithApartments). */
function apartmentsOfName(targetKey: NameKey, key: NameKey): boolean {
  return targetKey.distinctive.length === 1 && key.tokens.length === 1 && isNameWithApartments(key.tokens[0]!, targetKey.distinctive[0]!);
}

/** Legal forms of the three countries as written in a name (lower case): GmbH, AG, KG, OG, UG, e.K., SA, Sàrl … */
const LEGAL_FORM_RE = /(?<![\p{L}.])(gmbh|ag|kg|og|ug|ohg|gbr|eg|partg|e\.\s?k\.|e\.\s?u\.|sa|s\.a\.|sàrl|sarl|ltd|inc)(?![\p{L}])/giu;

/**
 * Round 17: "Treuhandbüro Seeland AG" and "Seeland Treuhand & Revision GmbH": two names that both state a legal
 * form, and no form in common, are two firms, however alike their words (a firm has one legal form; "GmbH & Co.
 * KG" shares "GmbH" with "GmbH").
 * @returns false when either name states no legal form
 */
export function legalFormsDiffer(a: string, b: string): boolean {
  const forms = (s: string) => new Set([...s.toLowerCase().matchAll(LEGAL_FORM_RE)].map((m) => m[1]!.replace(/\s/g, "")));
  const fa = forms(a);
  if (fa.size === 0) return false;
  const fb = forms(b);
  return fb.size > 0 && ![...fa].some((f) => fb.has(f));
}

/**
 * {@link legalFormsDiffer}, unless both names state a trade and match (namesMatch: their own words, trades of one field)
 * by a word that is no place: round 38, "Bühlmann Treuhand AG" for the visitor's "Treuhand Bühlmann GmbH", "Haag
 * Steuerberatungsgesellschaft mbH" for "Steuerkanzlei Haag & Partner mbB". An assistant misstates a firm's legal form
 * more often than two firms of one trade and one surname meet in one answer. "Seeland Treuhand & Revision GmbH" (a
 * region's name) and "Sanitär Kummer AG" (another trade) stay other firms.
 * @param visitor the visitor's name as typed; name a candidate's; places the place asked about
 */
export function otherFirmByLegalForm(visitor: string, name: string, places: readonly string[]): boolean {
  if (!legalFormsDiffer(visitor, name)) return false;
  const [a, b] = [nameKey(visitor), nameKey(name)];
  // Round 63: "Haarwerk Montag e.K." for the visitor's "Haarwerk Montag GmbH": the same words in the same order, one of them
  // no place, are the visitor's name with its legal form misstated, trade word or not.
  if (a.compact === b.compact && a.distinctive.some((w) => !isPlaceName(w, places))) return false;
  if (a.trades.length === 0 || b.trades.length === 0 || !namesMatch(a, b)) return true;
  return a.distinctive.every((w) => isPlaceName(w, places));
}

/** What identifies the visitor's business in this answer, and the test whether a candidate is it. */
export interface TargetMatcher {
  /** The business name's key with this answer's generic words set apart; null without a name. */
  targetKey: NameKey | null;
  /** The brand of a name made only of trade words and places ({@link brandOf}). */
  brand: string[] | null;
  /** The owner a business name carries ("Praxis Dr. Anna Roth"), persons.ts. */
  owner: OwnerOfName | null;
  /**
   * Round 16: the surname the name ends with when {@link owner} is null; round 30: and each partner's of a firm named
   * after partners (persons.ts surnamesOfName); matched only to a person in full.
   */
  surnameOwners: OwnerOfName[];
  /** The website's host without "www.", null without a domain. */
  host: string | null;
  /**
   * Round 58: without a domain given, the host of a website the answer cites whose name is the visitor's name, word for
   * word ("aerztezentrum-waldenburgertal.ch" for "Ärztezentrum Waldenburgertal"; eight letters or more); null if none.
   */
  siteOfName: string | null;
  /** True when the candidate (with its key in this answer) is the visitor's business. */
  isTarget: (c: Candidate, key: NameKey) => boolean;
  /**
   * True when the candidate is a namesake: in another town than the one the visitor's name carries (round 29,
   * {@link placedElsewhere}), a doctor of another field or a chain of the same name (round 30, {@link jobOfAnotherField},
   * {@link chainOfTheSameName}), another branch of it (round 33, {@link branchOfTheSameName}).
   */
  isNamesake: (c: Candidate) => boolean;
  /** Round 73: the candidate's item gives a website of its own, not the visitor's ({@link ownSiteOfAnother}). */
  hasSiteOfAnother: (c: Candidate) => boolean;
}

/**
 * Round 37: "Hoffmanns am Marktplatz" for the visitor's "Bäckerei Hoffmann": a name followed by "am" and the street or
 * square it lies at is that name, where the visitor's own name says nowhere of its own ("Café am Markt" does).
 * @param sharedWords words generic in this answer, as for the visitor's key
 */
function namedWithItsLocation(name: string, targetKey: NameKey, sharedWords: ReadonlySet<string>): boolean {
  if (targetKey.tokens.includes("am")) return false;
  const head = /^(.+?)\s+am\s+\p{Lu}/u.exec(name)?.[1];
  if (head === undefined) return false;
  const key = nameKey(head, sharedWords);
  // Every distinctive word of the visitor's there ("Psychotherapie am Eichkogel" is not "Psychotherapie Sonnleitner").
  return key.distinctive.length > 0 && key.distinctive.length === targetKey.distinctive.length && namesMatch(targetKey, key);
}

/**
 * Round 69: "**2. Dr. med. vet. Wiebke Söhrnsen**" with "* **Adresse:** Goosefelder Weg 7, Barkelsby" for the visitor's
 * "Tierarztpraxis am Goosefelder Weg": a practice named after its street is the titled person whose own lines give that street
 * with a house number as their address. A firm of a name of its own at that street is another business ("Landbäckerei
 * Wunderlich (Bad Laasphe, Mühlenweg 4)" is not the visitor's "Backstube am Mühlenweg"), so only titled persons are asked.
 * @param name the visitor's name as typed; targetKey its key
 * @returns the pattern of that street with a house number (made once per visitor), null for a name of another shape
 */
function visitorsStreetAddress(name: string, targetKey: NameKey): RegExp | null {
  const street = /\s(?:am|an der|in der)\s+((?:\p{Lu}[\p{L}-]*\s+)?\p{Lu}[\p{L}-]*)$/u.exec(name.trim())?.[1];
  // A street as non-businesses.ts reads an address ("Goosefelder Weg 7", "Mühlgasse 3").
  if (street === undefined || targetKey.trades.length === 0 || !isStreetAddress(`${street} 1`)) return null;
  return new RegExp(`(?:^|[\\s,:(])${street.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s+\\d`, "u");
}

/**
 * Round 69: "die Hausarztpraxis am Marktplatz" for the visitor's "Hausarztpraxis am Marktplatz Waldbröl": a name of a trade
 * and where it lies ("am", "im", "an der" and the place) is the visitor whose name is that name and its town; the town is
 * where the answer's businesses are, said once for all. A trade alone ("die Hausarztpraxis") is any of its kind.
 * @param targetKey the visitor's key; key the candidate's; name the visitor's name as typed; places the place asked about
 */
function namedWithoutItsTown(targetKey: NameKey, key: NameKey, name: string, places: readonly string[]): boolean {
  const n = targetKey.tokens.length;
  if (n < 4 || key.tokens.length !== n - 1 || key.tokens.join(" ") !== targetKey.tokens.slice(0, -1).join(" ")) return false;
  if (!key.tokens.slice(1, -1).some(isLocativePreposition)) return false;
  const town = targetKey.tokens[n - 1]!;
  return isPlaceToken(town) || isPlaceName(name.trim().split(/\s+/).at(-1)!, places);
}

/**
 * Round 52: "**Landfleischerei Schönewalde:** Dorfstraße im Ortsteil Wiepersdorf, …" for the visitor's "Landfleischerei
 * Wiepersdorf", "**B&B Rheinblick Mettauertal**" with "Lage: … oberhalb des Dorfes Etzgen" for "B&B Rheinblick Etzgen": a
 * business named as the visitor is but with its municipality in place of the visitor's village, the last word, is the
 * visitor when its own item places it in that village ("Ortsteil", "OT", "Dorf", "Weiler", "Ortschaft"). A village only
 * delivered to or passed through names no part of a place.
 * @param c the candidate; key its key; targetKey the visitor's key, whose last word is its village
 * @param places the place asked about, for the gazetteer's test of the candidate's own place word
 */
function namedByItsMunicipality(c: Candidate, key: NameKey, targetKey: NameKey, places: readonly string[]): boolean {
  const n = targetKey.tokens.length;
  if (n < 2 || key.tokens.length !== n || targetKey.tokens.slice(0, -1).join(" ") !== key.tokens.slice(0, -1).join(" ")) return false;
  const village = targetKey.tokens[n - 1]!;
  const municipality = key.tokens[n - 1]!;
  if (municipality === village || !targetKey.distinctive.includes(village)) return false;
  if (!isPlaceName(c.name.split(/\s+/).at(-1)!, places) && !isAreaName(municipality)) return false;
  const own = foldGerman(ownLines(c.body)).replace(/-/g, "");
  return new RegExp(`\\b(?:ortsteils?|ot\\.?|dorf(?:es)?|weilers?|ortschaft)\\s+${village}\\b`).test(own);
}

/** A name that states a trade: a trade word or a compound of one ("Fotostudio", "Zahnarztpraxis"), not a surname alone. */
function statesItsTrade(key: NameKey): boolean {
  return key.trades.length > 0 || key.distinctive.some(isTradeCompound);
}

/**
 * Round 49: "Fotostudio Brandauer" for the visitor's "Lena Brandauer Fotografie": a name made of the owner's given name and
 * surname before its trade words is named by the surname with a trade word of its own (namesMatch on the surname: the same
 * trade or a compound of its field, "Fotostudio" for "Fotografie"), as "Fotografie Brandauer" is.
 * @param name the visitor's name as typed; key its key
 * @returns the key with the surname as its one distinctive word, null for a name of another shape
 */
function withoutGivenName(name: string, key: NameKey): NameKey | null {
  const words = name.trim().split(/\s+/);
  if (words.length < 3 || key.trades.length === 0 || key.distinctive.length !== 2) return null;
  const [given, surname] = [nameTokens(words[0]!).join(""), nameTokens(words[1]!).join("")];
  const personFirst = words.slice(0, 2).every((w) => /^\p{Lu}\p{Ll}+$/u.test(w)) && key.distinctive[0] === given && key.distinctive[1] === surname;
  const tradesAfter = words.slice(2).every((w) => nameTokens(w).every((t) => isTradeToken(t) || isFunctionWord(t)));
  return personFirst && tradesAfter ? { ...key, distinctive: [surname], compact: key.compact.replace(given, "") } : null;
}

/**
 * The ways an answer may name the visitor's business: its name (or the bracketed alias of an
 * item), the owner's firm named by surname, its brand, its owner by title or kind and surname,
 * a titled person whose item names it, or its website in the item or as the name's compact form.
 * @param sharedWords words generic in this answer; places the place asked about; locate the gazetteer's coordinates of a
 *   place, for the target's own town (own-town.ts), which is not read without it
 */
export function targetMatcher(target: BusinessTarget, sharedWords: ReadonlySet<string>, places: readonly string[], citedUrls: readonly string[] = [], locate?: LocatePlace): TargetMatcher {
  const targetKey = target.businessName ? nameKey(target.businessName, new Set([...sharedWords, ...SERVICE_MODE_WORDS])) : null;
  const surnameKey = targetKey ? withoutGivenName(target.businessName!, targetKey) : null;
  const tradeAndPlace = targetKey !== null && isTradeAndPlace(targetKey, places);
  const ownerKey = target.businessName ? nameKey(target.businessName) : null;
  const brand = target.businessName ? brandOf(target.businessName, places) : null;
  const ownerName = target.businessName ? withoutTrailingPlace(target.businessName, (w) => isPlaceName(w, places)) : null;
  const owner = ownerName ? ownerOfName(ownerName, (w) => isPlaceName(w, places)) : null;
  const surnameOwners = ownerName && !owner ? surnamesOfName(ownerName) : [];
  const host = target.domain ? normalizeDomain(target.domain) : null;
  const hostCompact = host ? hostLabelCompact(host) : null;
  const hostKey = host ? nameKey((siteName(host) || host).replace(/-/g, " ")) : null;
  const sameFirm = (name: string) => !target.businessName || !otherFirmByLegalForm(target.businessName, name, places);
  const placed = placedElsewhere(target.businessName ?? "", host, places);
  const siteOfAnother = host ? ownSiteOfAnother(host, citedUrls) : () => false;
  const awayFromOwnTown = target.ownTown && locate ? placedAwayFromOwnTown(target.ownTown, locate, target.businessName ?? "", places) : () => false;
  const elsewhere = (c: Candidate) => placed(c) || siteOfAnother(c) || awayFromOwnTown(c);
  const nameWords = target.businessName ? nameTokens(target.businessName) : [];
  const siteSurname = host ? surnameOfSite(host, nameWords, places) : null;
  const nameTrades = nameWords.filter(isTradeToken);
  const visitorDegree = target.businessName ? degreeOf(target.businessName) : null;
  const visitorHouse = target.businessName ? houseNameOf(target.businessName) : undefined;
  const anotherField = (c: Candidate) =>
    nameWords.length > 0 &&
    (jobOfAnotherField(c, nameWords) ||
      jobOfAnotherCraft(c, nameTrades) ||
      jobOfAnotherProfession(c, nameWords) ||
      guideOfAnotherName(c, nameWords) ||
      isAcronymOfAnother(c.name, target.businessName!) ||
      (visitorDegree !== null && otherDegree(c.name, visitorDegree)) || deniedVisitorsKind(c, nameTrades) || otherHouseName(c, visitorHouse) || chainOfTheSameName(c, ownerKey!.compact) || retailChainOfTheSameName(c, ownerKey!) || branchOfTheSameName(c, ownerKey!) || sightNamedLikeVisitor(c, ownerKey!) || featureOnTheWay(c, ownerKey!) || (owner !== null && ownedByAnotherPerson(c, owner)));
  const titled = target.businessName !== undefined && target.businessName.split(/\s+/).some(isTitleWord);
  // Round 54: "Treuhand Ruegg" for "Treuhand Rüegg AG": the visitor's name typed without its umlauts' dots, matched only by a
  // name written without umlauts ("Lürs" stays another name than "Lüers", though both fold to "luers").
  const dotless = target.businessName && UMLAUT_RE.test(target.businessName) ? withoutDots(target.businessName) : null;
  const dotlessKey = dotless && dotless !== target.businessName ? nameKey(dotless, sharedWords) : null;
  const streetAddress = targetKey !== null ? visitorsStreetAddress(target.businessName!, targetKey) : null;
  const isTarget = (c: Candidate, key: NameKey) =>
    // Round 33: "die Kanzlei Hüsing" for the visitor's "Steuerberatungsgesellschaft Hüsing & Partner mbB": named by its kind.
    (targetKey !== null &&
      (namesMatch(targetKey, key) ||
        sameBusinessByItsKind(targetKey, key) ||
        (surnameKey !== null && statesItsTrade(key) && namesMatch(surnameKey, key)) ||
        tradeJoinedToName(targetKey, key) ||
        nameJoinedToTrade(targetKey, key) ||
        saidTheOtherWayRound(targetKey, c.name) ||
        nameBeforeTradesTail(targetKey, key) ||
        swissChForK(targetKey, key) ||
        doubleNameWithVisitors(c.name, targetKey, places) ||
        namedWithItsLocation(c.name, targetKey, sharedWords) ||
        namedByItsMunicipality(c, key, targetKey, places) ||
        namedWithoutItsTown(targetKey, key, target.businessName!, places) ||
        oneSpelledOut(c.name, target.businessName!) ||
        oneSpelledOut(target.businessName!, c.name) ||
        firstOfDoubleName(target.businessName!, targetKey, key)) &&
      !sharesOnlyThePlace(targetKey, key, c.name, places) &&
      !(tradeAndPlace && ownWordBeforeThePlace(targetKey, key, c.name, places)) &&
      sameFirm(c.name) &&
      !elsewhere(c) &&
      !anotherField(c)) ||
    (targetKey !== null && c.alias !== undefined && namesMatch(targetKey, nameKey(c.alias, sharedWords)) && sameFirm(c.alias)) ||
    (targetKey !== null && houseNamesVisitor(c, targetKey) && !elsewhere(c)) ||
    (dotlessKey !== null && !UMLAUT_RE.test(c.name) && namesMatch(dotlessKey, key) && sameFirm(c.name) && !elsewhere(c) && !anotherField(c)) ||
    // Unshared keys: the surname the firm and the owner share is what links them.
    (ownerKey !== null && isOwnersFirm(c.name, ownerKey, c.paragraph ?? c.body)) ||
    (brand !== null && brandMatches(brand, c.name) && !elsewhere(c)) ||
    (owner !== null && (isOwnerNamedWithCue(owner, c) || isKindWithSurname(owner, c.name) || isGeneralKindWithSurname(owner, key, c.name) || isOwnersGenitive(owner, c.name) || (titled && isPracticeOfTitled(owner, c.name))) && !elsewhere(c) && !anotherField(c) && !statesOtherTrade(owner, c.name, key)) ||
    // Round 30: "**Corinne Zysset**, Rechtsanwältin …" for "Advokatur Zysset": given name and surname, the job in the apposition.
    surnameOwners.some((o) => isOwnerNamedInFull(o, c.name) || (isGivenAndSurname(c.name) && isOwnerNamed(o, c.name, true) && appositionNamesJob(c))) ||
    (targetKey !== null && isTitledPerson(c.name) && descriptionNamesTarget(c, targetKey)) ||
    (targetKey !== null && (isTitledPerson(c.name) || isGivenAndSurname(c.name)) && ownBusinessNamesTarget(c, targetKey)) ||
    (streetAddress !== null && isTitledPerson(c.name) && !elsewhere(c) && streetAddress.test(stripMarkdown(ownLines(c.body)))) ||
    (owner !== null && isGivenAndSurname(c.name) && runsPracticeOfOwner(c, owner) && !elsewhere(c) && !anotherField(c)) ||
    (owner !== null && takenOverByOwner(c, owner) && !elsewhere(c)) ||
    (owner !== null && ownersGivenNameWithOwner(c, owner) && !elsewhere(c) && !anotherField(c)) ||
    // Round 49: a name spelt like the visitor's website ("Bäckerei Kollmann" for baeckerei-kollmann.at) is not the visitor
    // when its own item gives another site of its name ("Vorbestellung über kollmann-feldkirchen.at").
    (host !== null && (textNamesDomain(ownLines(c.body), host) || (key.compact === hostCompact && !siteOfAnother(c)) || (hostKey !== null && sameWordsAsSite(key, hostKey) && !siteOfAnother(c) && !elsewhere(c) && !anotherField(c)))) ||
    (siteSurname !== null && isTitledPerson(c.name) && nameTokens(c.name).at(-1) === siteSurname && !elsewhere(c)) ||
    (target.businessName !== undefined && isAcronymForm(c.name, target.businessName) && sameFirm(c.name) && !elsewhere(c));
  const siteOfName = host === null && ownerKey !== null && ownerKey.compact.length >= 8 ? (citedUrls.map(normalizeDomain).find((h) => h !== null && hostLabelCompact(h) === ownerKey.compact) ?? null) : null;
  return { targetKey, brand, owner, surnameOwners, host, siteOfName, isTarget, isNamesake: (c) => elsewhere(c) || anotherField(c), hasSiteOfAnother: siteOfAnother };
}

/**
 * Round 72: "Massage & Fußpflege Peherstorfer" for the visitor's "Kosmetikstudio Peherstorfer": the owner's surname in a name
 * that states trades of its own, none related to the kind the visitor's name gives, is the same family name in another trade;
 * a person by their job or title ("Kosmetikerin Eva Peherstorfer") and a practice's or office's word ("Ordination Dr. Ogris",
 * "Kanzlei Tschernko") are read as before.
 * @param owner the owner the visitor's name carries; name the candidate's name as written; key its name key
 */
function statesOtherTrade(owner: OwnerOfName, name: string, key: NameKey): boolean {
  // A practice's or office's word ("Ordination", "Kanzlei") may be any trade's; a person by title or job is read as a person.
  const own = (tokens: readonly string[]) => tokens.filter((t) => isTradeToken(t) && !isAnyPracticeWord(t));
  const [kind, trades] = [own(owner.kind), own(key.trades)];
  if (kind.length === 0 || trades.length === 0 || name.split(/\s+/).some((w) => isTitleWord(w) || isPersonJobWord(w))) return false;
  return !tradesRelated(kind, trades);
}

/** The visitor's name gives no word of its own besides its places ("Dachdeckerei Westernohe GmbH"); read once per answer. */
function isTradeAndPlace(targetKey: NameKey, places: readonly string[]): boolean {
  return targetKey.distinctive.length > 0 && targetKey.distinctive.every((t) => isPlaceToken(t) || isPlaceName(t, places));
}

/**
 * Round 72: "Dach & Holz Westernohe", "Farbwerk Dietwil GmbH" for the visitors' "Dachdeckerei Westernohe GmbH",
 * "Malergeschäft Dietwil GmbH": when the visitor's name is its trade and its place only (a place the gazetteer or the question
 * knows: a hamlet it lacks, as in "Traminerhof Gruisla" for "Weinhof Gruisla", is not read so), a name with
 * a word of its own (no place, no trade word) before that place is another business of the place, named after it as the
 * visitor is. A place after the visitor's words ("Garage Untersee Triboltingen") adds where it is; a person by title is read
 * as a person; a compound of the place ("Berlin-Mitte") is no word of its own.
 * @param targetKey the visitor's name's key, read only when it is its trade and place ({@link isTradeAndPlace}); key the
 *   candidate's; name the candidate's as written; places the place asked about
 */
function ownWordBeforeThePlace(targetKey: NameKey, key: NameKey, name: string, places: readonly string[]): boolean {
  if (!targetKey.distinctive.every((t) => key.distinctive.includes(t)) || name.split(/\s+/).some(isTitleWord)) return false;
  const isPlace = (t: string) => isPlaceToken(t) || isPlaceName(t, places);
  const placeAt = key.tokens.indexOf(targetKey.distinctive[0]!);
  // "Bäckerei Huber am Lindenplatz" for the visitor's "Bäckerei am Lindenplatz": the place after a preposition is where the
  // business lies, and the visitor's name may be its short form (round 29).
  if (placeAt > 0 && isLocativePreposition(key.tokens[placeAt - 1]!)) return false;
  return key.tokens.slice(0, placeAt).some((t) => key.distinctive.includes(t) && !targetKey.distinctive.includes(t) && !isPlace(t) && !isTradeToken(t));
}

/**
 * Round 66: "Yogaloft Purkersdorf" for the visitor's "Yogastudio Prana Purkersdorf": a name whose only distinctive words are
 * places the visitor's name also holds, with a trade word of its own the visitor's lacks, while the visitor's has a word of
 * its own besides ("Prana"), is another business of that place; the visitor named by trade and place ("Yogastudio
 * Purkersdorf") still matches.
 * @param targetKey the visitor's name's key; key the candidate's; name the candidate's as written; places the place asked about
 */
function sharesOnlyThePlace(targetKey: NameKey, key: NameKey, name: string, places: readonly string[]): boolean {
  const isPlace = (t: string) => isPlaceToken(t) || isPlaceName(t, places);
  // A titled person's surname may be a town's name too ("Zahnärztin Dr. Rossbach").
  if (key.distinctive.length === 0 || !key.distinctive.every(isPlace) || name.split(/\s+/).some(isTitleWord)) return false;
  if (!targetKey.distinctive.some((t) => !key.distinctive.includes(t) && !isPlace(t))) return false;
  return key.trades.length > 0 && key.trades.some((t) => !targetKey.trades.includes(t));
}

/**
 * Round 60: "Kanzlei Jessen & Thomsen" for the visitor's site jessen-thomsen-stb.de: the name's own words (not its trade
 * words) are the site's, all of them and no others, and where both give a trade it is the same one; a name of one own word
 * matches only a site that gives its trade ("Bio-Hof Wrolich" is not wrolich.at's, which may be the family's inn).
 * @param key the candidate's name key; site the key of the visitor's site name, its hyphens read as spaces
 */
function sameWordsAsSite(key: NameKey, site: NameKey): boolean {
  if (key.distinctive.length === 0 || key.distinctive.length !== site.distinctive.length) return false;
  if (!site.distinctive.every((w) => key.distinctive.includes(w))) return false;
  // One word alone ("wrolich.at") may be any business of that family's: then the site must give the candidate's trade.
  if (key.distinctive.length === 1) return key.trades.some((t) => site.trades.includes(t));
  return key.trades.length === 0 || site.trades.length === 0 || key.trades.some((t) => site.trades.includes(t));
}

/**
 * Round 55: "FS Kaiser" for the visitor's "Fahrschule Kaiser & Sohn GmbH", "BET Schmalenbach" for "Bergische Elektrotechnik
 * Schmalenbach GmbH": the words before the name written as their initials in capitals (two to four letters; a compound
 * may give more than one, "Elektrotechnik" E and T). The initials of those words, in order, are among the letters, and the
 * letters are among those words' letters, in order, the first letter the first word's.
 * @param candidate the name as written in the answer; visitor the visitor's business name
 */
function isAcronymForm(candidate: string, visitor: string): boolean {
  const parts = acronymParts(candidate, visitor);
  if (parts === null) return false;
  const { letters, head } = parts;
  if (letters[0] !== head[0]![0]) return false;
  return isSubsequence(head.map((w) => w[0]!).join(""), letters) && isSubsequence(letters, head.join(""));
}

/**
 * Round 55: "SHK Brandl" is not the visitor's "Malerbetrieb Brandl": capital initials before the visitor's name that are
 * not those of the visitor's words before it ({@link isAcronymForm}) abbreviate another firm's kind.
 * @param candidate the name as written in the answer; visitor the visitor's business name
 */
function isAcronymOfAnother(candidate: string, visitor: string): boolean {
  const parts = acronymParts(candidate, visitor);
  return parts !== null && !isTradeToken(parts.letters) && !nameTokens(visitor).includes(parts.letters) && !isAcronymForm(candidate, visitor);
}

/**
 * A candidate of capital initials and a name ("FS Kaiser") beside the visitor's name that holds that name after words of
 * its own ("Fahrschule Kaiser & Sohn GmbH"): the initials, folded, and the visitor's words before the name; null otherwise.
 */
function acronymParts(candidate: string, visitor: string): { letters: string; head: string[] } | null {
  const m = /^([A-ZÄÖÜ]{2,4})\s+(\S.*)$/.exec(candidate.trim());
  if (!m) return null;
  const rest = nameTokens(m[2]!);
  const words = nameTokens(visitor);
  if (rest.length === 0 || rest.every(isTradeToken)) return null;
  const at = words.findIndex((_, i) => rest.every((t, j) => words[i + j] === t));
  const head = words.slice(0, Math.max(0, at)).filter((w) => !isFunctionWord(w));
  return head.length === 0 ? null : { letters: foldGerman(m[1]!).toLowerCase(), head };
}

/** True when every character of `short` occurs in `long` in the same order. */
function isSubsequence(short: string, long: string): boolean {
  let i = 0;
  for (const ch of long) if (ch === short[i]) i++;
  return i === short.length;
}

/**
 * Round 54: the adjective that says a trade comes to the customer ("Mobile Fußpflege Sandra Hirtenlehner"), folded: in the
 * visitor's name it says how the service is given, not which business gives it, so "Mobile Pflege" is not the visitor by it.
 */
const SERVICE_MODE_WORDS = ["mobil", "mobile", "mobiler", "mobilen", "mobiles"];

/** German umlauts, either case. */
const UMLAUT_RE = /[äöüÄÖÜ]/;

/** The name with each umlaut of its words other than trade words written as its vowel without dots ("Rüegg" → "Ruegg"). */
function withoutDots(name: string): string {
  return name
    .split(" ")
    .map((w) => (nameTokens(w).some(isTradeToken) ? w : w.replace(/[äöüÄÖÜ]/g, (u) => ({ ä: "a", ö: "o", ü: "u", Ä: "A", Ö: "O", Ü: "U" })[u]!)))
    .join(" ");
}

/**
 * Issue 31: a test whether a candidate names the visitor's business itself, by its whole name (every
 * content word of it, any order, legal form and markup aside: "Weinprobe", "Manuelle Therapie"), its
 * website's name ("manuelle-therapie.de" for "Manuelle Therapie"), its brand, or its owner by title or
 * job and surname ("Dr. med. Anna Keller" for "Praxis Dr. Keller"). The word lists that set a
 * candidate apart (events, services, brands of equipment, appositions) judge a name by its words; the
 * visitor has told us these words are a business's name, so they never set it apart. Stricter than
 * {@link TargetMatcher.isTarget}: a part of the name ("Zürich" of "Zahnarzt Zürich") or a website in the
 * item's text does not count, so a place or a sight stays set apart.
 * @returns a predicate on a candidate's name, alias and body; always false without a name or domain
 */
export function namesVisitor(target: BusinessTarget, places: readonly string[]): (c: Candidate) => boolean {
  const name = target.businessName?.trim() ?? "";
  const host = target.domain ? normalizeDomain(target.domain) : null;
  if (!name && !host) return () => false;
  // Built on the first set-apart candidate: most answers set none apart, or only a few.
  let test: ((c: Candidate) => boolean) | null = null;
  return (c) => (test ??= visitorTest(name, host, places))(c);
}

function visitorTest(name: string, host: string | null, places: readonly string[]): (c: Candidate) => boolean {
  const key = name ? nameKey(name) : null;
  const content = key ? key.tokens.filter((t) => !isFunctionWord(t)) : [];
  const brand = name ? brandOf(name, places) : null;
  const owner = name ? ownerOfName(withoutTrailingPlace(name, (w) => isPlaceName(w, places)), (w) => isPlaceName(w, places)) : null;
  const hostCompact = host ? hostLabelCompact(host) : null;
  const whole = (candidateName: string) => {
    const k = nameKey(candidateName);
    if ((key !== null && key.compact !== "" && k.compact === key.compact) || (hostCompact && k.compact === hostCompact)) return true;
    return content.length > 0 && content.every((t) => k.tokens.includes(t));
  };
  return (c) =>
    whole(c.name) ||
    (key !== null && (tradeJoinedToName(key, nameKey(c.name)) || apartmentsOfName(key, nameKey(c.name)))) ||
    (c.alias !== undefined && whole(c.alias)) ||
    (brand !== null && brandMatches(brand, c.name)) ||
    (owner !== null && (isOwnerNamedWithCue(owner, c) || isKindWithSurname(owner, c.name)));
}

/**
 * Round 37: "Martina Vögtlis Kleintierpraxis", "Dr. Ehrhardts Praxis" for the visitor's "Tierarztpraxis Dr. Martina Vögtli"
 * (round 57: "Dr. Kampls Kleintier- und Nutztierpraxis"):
 * the owner's name in the genitive (Duden, sächsischer Genitiv: the name and "s") before one trade word is the owner's
 * business; the given names or a title make the words a person's.
 */
function isOwnersGenitive(owner: OwnerOfName, name: string): boolean {
  // Round 57: also after a pair whose first part's head is elided ("Dr. Kampls Kleintier- und Nutztierpraxis").
  const m = /^(.+\p{Ll})s\s+(?:\p{Lu}\p{Ll}+-\s+(?:und|&)\s+)?(\p{Lu}\p{Ll}+)$/u.exec(name.trim());
  if (m === null || !nameTokens(m[2]!).some((t) => isTradeToken(t) || containsTradeStem(t))) return false;
  return m[1]!.includes(" ") && isOwnerNamed(owner, m[1]!, true);
}

/**
 * Round 38: "Ordination Dr. Ogris", "Praxis Dr. Ogris" for the visitor's "Zahnärztin Dr. Petra Ogris": a kind any practice
 * calls itself by, a title and the surname of the visitor's titled owner name that owner's practice (Austria: Ordination).
 * @param owner the visitor's owner (its name carries a title); name the candidate's, as written
 */
function isPracticeOfTitled(owner: OwnerOfName, name: string): boolean {
  let tokens = nameTokens(name).filter((t) => !isFunctionWord(t));
  // Round 68: also with the owner's given name, which the visitor's name leaves out ("Ordination von Dr. med. dent. Johanna
  // Weissenbacher" for "Zahnarztpraxis Dr. Weissenbacher"); a given name the visitor's writes must be the same.
  if (tokens.length === 3 && /^\p{Lu}\p{Ll}+$/u.test(name.split(/\s+/).at(-2) ?? "") && (owner.given.length === 0 || owner.given.includes(tokens[1]!))) tokens = [tokens[0]!, tokens[2]!];
  // Round 57: also by the first part of a double surname ("Praxis Dr. Hess" for "Hausarztpraxis Dr. med. Regula Hess-Baumann").
  const surname = tokens[1] === owner.surname || tokens[1] === owner.surnameParts?.[0];
  // Round 59: also after the visitor's own kind ("Zahnarztpraxis Dr. Albrecht" for "Zahnarztpraxis Dr. Albrecht-Wenzel").
  const kind = isAnyPracticeWord(tokens[0]!) || (owner.kind.length === 1 && tokens[0] === owner.kind[0]);
  return tokens.length === 2 && kind && surname && name.split(/\s+/).some(isTitleWord);
}

/**
 * Round 54: "Kanzlei Pfaffenlehner" for the visitor's "Steuerberatung Mag. Helmut Pfaffenlehner": the surname alone after
 * the general kind of the visitor's trade ("Kanzlei" for tax and law, "Praxis" for medicine; ranking.ts
 * sameBusinessByItsKind), the given name dropped; not after a person's job word ("Rechtsanwältin Dr. Mara Kessler").
 * Round 75: or with a given name before the surname ("Praxis Sabine Gantert" for "Physiotherapie Gantert"), when the
 * visitor's name gives none or the same one.
 * @param owner the person the visitor's name carries; key the candidate's key; name the candidate's name as written
 */
function isGeneralKindWithSurname(owner: OwnerOfName, key: NameKey, name: string): boolean {
  if (owner.kind.length === 0 || key.distinctive.length > 2 || key.distinctive.at(-1) !== owner.surname) return false;
  if (key.distinctive.length === 2 && !givenNameBeforeSurname(owner, name)) return false;
  // A person's job ("Rechtsanwältin Dr. Mara Kessler") is no firm's kind: "die Kanzlei Kessler" may be any Kessler's.
  if (owner.kind.some((t) => isPersonJobWord(t))) return false;
  return sameBusinessByItsKind(nameKey(`${owner.kind.join(" ")} ${owner.surname}`), { ...key, distinctive: [owner.surname] });
}

/**
 * The candidate's last two words are a given name and the owner's surname, the owner as isOwnerNamed reads a person (the
 * given name the visitor's name gives, if any, in one of its forms).
 */
function givenNameBeforeSurname(owner: OwnerOfName, name: string): boolean {
  const words = name.trim().split(/\s+/);
  const person = words.slice(-2).join(" ");
  return words.length >= 3 && isGivenAndSurname(person) && isOwnerNamed(owner, person, true);
}

/**
 * isOwnerNamed (persons.ts) of the candidate's name, with the job word around it as the cue ({@link appositionNamesJob}).
 * The cue can only admit a name the surname matches, never refuse one: it is read only for a name that matches with it
 * and not without it.
 */
function isOwnerNamedWithCue(owner: OwnerOfName, c: Candidate): boolean {
  return isOwnerNamed(owner, c.name, true) && (isOwnerNamed(owner, c.name, false) || appositionNamesJob(c));
}
