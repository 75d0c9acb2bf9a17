/**
 * A business that carries its owner's name ("Ordination Dr. Pfurtscheller",
 * "Advokaturbüro Lea Geissbühler") is often named by the person alone ("Dr. Anna
 * Pfurtscheller", "die Diplom-Psychologin Miriam Kessler") or by its kind and the
 * surname ("Advokaturbüro Geissbühler"); and names of the same business are written
 * as an abbreviation ("PVZ Wattens" for "Primärversorgungszentrum Wattens"). Pure
 * functions on names, no I/O.
 */
import { processTable, recall } from "./answer-memo";
import givenNameForms from "./data/given-name-forms.json";
import personJobs from "./data/person-jobs.json";
import { containsTradeStem, foldGerman, isFunctionWord, isPlaceToken, isTradeToken, isTradeWord, nameTokens } from "./names";

/** The owner a business name carries: the words of its kind, given names and surname, folded. */
export interface OwnerOfName {
  /** Folded tokens of the words before the person ("ordination", "psychotherapeutische praxis"). */
  kind: string[];
  /** Folded given names written in the business name ("lea"); empty when it gives none. */
  given: string[];
  surname: string;
  /** Round 57: the parts of a double surname, folded ("hess", "baumann" for "Hess-Baumann"); absent for a single one. */
  surnameParts?: string[];
}

// Round 22: also the subjects of a degree ("lic. oec.", "Dr. rer. pol.", "Dr. sc. techn.", "Mag. pharm.", "Dr. iur.") and
// the German "Diplom" degrees as abbreviated in one word, Duden: "Dipl.-Kfm." (Diplomkaufmann), "Dipl.-Ing.", "Dipl.-Psych.".
const TITLE_RE = /^(?:dr|ddr|dres|prof|mag|dipl|med|dent|vet|univ|ing|lic|iur|jur|phil|rer|nat|oec|pol|publ|sc|techn|pharm|theol|habil|dipl\.-\p{L}{2,8})\.$/iu;

/** True for an academic title or its part as written ("Dr.", "med.", "Mag.", "rer.", "Dipl.-Kfm."). */
export function isTitleWord(word: string): boolean {
  return TITLE_RE.test(word);
}

/**
 * Round 51: the tokens of a name's words after an academic title ("hassel" of "Dr. Hassel", "miriam" and "hassel" of "Dr.
 * med. dent. Miriam Hassel"): a person's given names and surname, also where a place has that name (Hassel, Saarland).
 * @returns folded tokens (nameTokens), empty when the name has no title
 */
export function surnamesAfterTitle(name: string): Set<string> {
  const words = name.split(/\s+/);
  const first = words.findIndex(isTitleWord);
  const surnames = new Set<string>();
  if (first < 0) return surnames;
  for (const w of words.slice(first + 1)) if (!isTitleWord(w)) for (const t of nameTokens(w)) surnames.add(t);
  return surnames;
}

/**
 * Splits "Kind [Title] [Given names] Surname" ("Advokaturbüro Lea Geissbühler",
 * "Ordination Dr. Pfurtscheller", "Psychotherapeutische Praxis Kessler").
 * @returns null when the name ends with a place or a trade word, or has no kind
 *   words before the person ("Orthopädie am Schillerplatz", "Anna Roth")
 */
export function ownerOfName(name: string, isPlace: (word: string) => boolean): OwnerOfName | null {
  const words = name.split(/\s+/).filter((w) => nameTokens(w).length > 0 || TITLE_RE.test(w));
  // Round 35: a double surname ("Zechner-Wolf", "Koller-Sadek") is one word of the person's name.
  const plain = (w: string) => /^\p{Lu}[\p{Ll}']+(?:-\p{Lu}?[\p{Ll}']+)*$/u.test(w) && !TITLE_RE.test(w);
  const token = (w: string) => nameTokens(w).join("");
  const isPersonWord = (w: string) => {
    if (!plain(w)) return false;
    const t = token(w);
    return !isTradeToken(t) && !isPlaceToken(t) && !isPlace(w);
  };
  let i = words.length - 1;
  // Round 50: right after a title ("Dr. Baumberger", "Mag. Bauer") a word is a surname, whatever trade its start spells.
  const afterTitle = i >= 1 && TITLE_RE.test(words[i - 1]!) && plain(words[i]!) && !isPlace(words[i]!);
  if (i < 1 || !(afterTitle || isPersonWord(words[i]!))) return null;
  const surname = token(words[i]!);
  const given: string[] = [];
  // At most two given names, and never the first word: that says what the business is.
  while (i - 1 >= 1 && given.length < 2 && isPersonWord(words[i - 1]!) && !TITLE_RE.test(words[i - 1]!) && isFirstNameShaped(words[i - 1]!)) {
    given.unshift(token(words[i - 1]!));
    i--;
  }
  while (i - 1 >= 1 && TITLE_RE.test(words[i - 1]!)) i--;
  const kindWords = words.slice(0, i);
  // "Orthopädie am Schillerplatz": a connector before the last word makes it a place, not a person.
  if (kindWords.length === 0 || isFunctionWord(token(kindWords[kindWords.length - 1]!))) return null;
  // "Sabine Ortner": two name-shaped words without a title are the person, not a kind and a surname.
  // A word holding a trade ("Tanzschule Reiter", "Gelateria Benedetti") is the kind, not a given name.
  if (words.length === 2 && isPersonWord(words[0]!) && isFirstNameShaped(words[0]!) && !containsTradeStem(token(words[0]!))) return null;
  const parts = words[words.length - 1]!.includes("-") ? words[words.length - 1]!.split("-").map(token).filter((p) => p.length >= 3) : [];
  return { kind: kindWords.flatMap((w) => nameTokens(w)).filter((t) => !isFunctionWord(t)), given, surname, ...(parts.length > 1 ? { surnameParts: parts } : {}) };
}

/**
 * Round 50: the words after a person's name say the person runs a business of the owner's kind ("…, der seit einigen Jahren
 * eine kleine Einzelpraxis nahe der Bahnstation führt" for a "Zahnarztpraxis"): the same head ("-praxis", "-kanzlei",
 * "-werkstatt" …) in the clause, with a verb of running it.
 * @param after the sentence after the name, as written; owner the owner of the visitor's name ({@link ownerOfName})
 */
export function runsBusinessOfKind(after: string, owner: OwnerOfName): boolean {
  const head = RUNS_BUSINESS_RE.exec(foldGerman(after.slice(0, 160)).toLowerCase())?.[1];
  return head !== undefined && owner.kind.some((k) => k.endsWith(head));
}

/** "…, der/die … eine (kleine) Einzelpraxis … führt", folded: the relative clause of a person who runs a business. */
const RUNS_BUSINESS_RE = /^[^.;:!?]{0,40}?\b(?:der|die)\s+(?:[^.;:!?]{0,60}?\s)?(?:eine|seine|ihre)\s+(?:\p{L}+\s+){0,2}?\p{L}*?(praxis|ordination|kanzlei|werkstatt|salon|studio|atelier|buero)\b[^.;:!?]{0,60}?\b(?:fuehrt|betreibt|leitet|hat)\b/u;

/** A given name is one short word ("Lea", "Anna", "Jonas"), not a compound like "Lavanttaler". */
function isFirstNameShaped(word: string): boolean {
  return word.length <= 10 && !word.includes("-");
}

/**
 * Endings of words for a person by their job ("Diplom-Psychologin", "Fachanwältin",
 * "Orthopäde", "Zahnärztin"), folded: the cue that the capitalised words next to
 * it are a person's name.
 */
const PERSON_JOB_RE = /(?:log(?:e|in)|aerztin|arzt|anwaeltin|anwalt|therapeutin|therapeut|beraterin|berater|meisterin|meister|trainerin|trainer|lehrerin|lehrer|inhaberin|inhaber|paede|paedin|akustikerin|akustiker|optikerin|optiker|notarin|notar|mediatorin|mediator)$/;

/** Job nouns of data/person-jobs.json (folded); the longer ones also end compounds ("Hundefriseurin"). */
const JOB_WORDS = new Set(personJobs.jobs);
const JOB_TAILS = personJobs.jobs.filter((j) => j.length >= 7);

/**
 * True for a word naming a person by their job ("Diplom-Psychologin", "Fachanwältin SAV" → first word,
 * round 16: "Floristin", "Hundefriseurin", data/person-jobs.json).
 */
export function isPersonJobWord(word: string): boolean {
  // Kept across analyses (answer-memo.ts): the answer for a word never changes, and the same words recur.
  return recall(JOB_WORDS_KNOWN, word, jobWord);
}

function jobWord(word: string): boolean {
  const t = nameTokens(word).join("");
  if (PUBLIC_OFFICE_RE.test(t)) return false;
  return t.length >= 5 && (PERSON_JOB_RE.test(t) || JOB_WORDS.has(t) || JOB_TAILS.some((j) => t.length > j.length + 2 && t.endsWith(j)));
}

/**
 * Round 30: public offices ("Bürgermeister Franz Rauchenberger", "Gemeindepräsidentin", "Landrat", "Pfarrer"), folded:
 * the person holds an office, no business; "-meister" makes no master craftsman of a mayor.
 */
const PUBLIC_OFFICE_RE = /^(?:ober|alt|vize)?(?:buergermeister|gemeindepraesident|stadtpraesident|landammann|regierungsrat|landrat|gemeinderat|stadtrat|ortsvorsteher|landeshauptmann|landeshauptfrau|pfarrer|minister|abgeordnete)(?:in|innen|s|n|r)?$/;

const JOB_WORDS_KNOWN = processTable<boolean>();

/**
 * True when a person named in an answer is the owner a business name carries: the
 * same surname, the same given names where both give them, and a cue that it is a
 * person (a title, a job word, or the given names the business name writes).
 * @param person the name as written ("Dr. Anna Pfurtscheller", "Miriam Kessler")
 * @param cue a title or job word was written with the name
 */
export function isOwnerNamed(owner: OwnerOfName, person: string, cue: boolean): boolean {
  const behind = personsBehindName(person);
  if (behind.length > 0) return behind.some((p) => isOwnerNamed(owner, p, true));
  const written = person.split(/\s+/);
  const words = written.filter((w) => !TITLE_RE.test(w) && !isPersonJobWord(w));
  if (words.length === 0 || words.length > 3) return false;
  // The surname first: most people named are not the owner, and their given names need no reading then.
  const last = words[words.length - 1]!;
  const sameSurname = nameTokens(last).join("") === owner.surname;
  // Round 57: "Eva Zöchling-Berger" for the visitor's "Physiotherapie Eva Zöchling": a double surname that holds the owner's
  // (a name taken at marriage), with the owner's given names written; a hyphenated place ("Klagenfurt-Ost") has none.
  const inDoubleSurname = !sameSurname && owner.given.length > 0 && doubleSurnameHolds(last, owner.surname);
  if (!sameSurname && !inDoubleSurname) return false;
  const given = words.slice(0, -1).map((w) => nameTokens(w).join(""));
  if (inDoubleSurname && given.length === 0) return false;
  if (given.some((g) => isTradeToken(g) || isPlaceToken(g))) return false;
  if (owner.given.length > 0 && given.length > 0 && !owner.given.every((g, i) => given[i] !== undefined && sameGivenName(given[i], g))) return false;
  // Without a title or a job word the same words may be a place or a sight ("Hotel Sasso Corbaro").
  const titled = words.length < written.length;
  return titled || cue;
}

/**
 * Round 18: "Zahnarztpraxis Sonderegger Heiden", "Kanzlei Brunner Wels": a firm's name may end in its
 * place, after the owner's surname. The place is no surname; the owner is read from the name without it.
 * @param name the visitor's business name; isPlace true for a word that is a place (the town asked about, the gazetteer)
 * @returns the name without its last word when that word is a place and at least two words stay, else the name
 */
export function withoutTrailingPlace(name: string, isPlace: (word: string) => boolean): string {
  const words = name.trim().split(/\s+/);
  // Round 30: "Kanzlei Reinhardt & Sommer": a word joined by "&" or "und" is a partner's name, whatever village bears it.
  if (/^(?:&|und)$/i.test(words[words.length - 2] ?? "")) return name;
  return words.length >= 3 && isPlace(words[words.length - 1]!) ? words.slice(0, -1).join(" ") : name;
}

/**
 * Round 57: a double surname as written ("Zöchling-Berger") one of whose parts is `surname` (folded, "zoechling").
 * @param word one word as written; surname a folded surname
 */
export function doubleSurnameHolds(word: string, surname: string): boolean {
  return word.includes("-") && word.split("-").some((part) => nameTokens(part).join("") === surname);
}

/** Short forms of given names and the full names they stand for (data/given-name-forms.json), folded. */
const SHORT_FORMS: Readonly<Record<string, readonly string[]>> = givenNameForms.forms;

/**
 * True when two folded given names are one person's: equal, or one an everyday short form of the other ("hanni" and
 * "johanna", data/given-name-forms.json; Duden's "Kurzform" of the full name).
 * @param a, b given names, folded ("hanni", "johanna")
 */
export function sameGivenName(a: string, b: string): boolean {
  return a === b || (SHORT_FORMS[a]?.includes(b) ?? false) || (SHORT_FORMS[b]?.includes(a) ?? false);
}

/** The plain capitalised word at `at` as a surname, with the words before it as the kind; null for a trade or function word. */
function surnameAt(words: readonly string[], at: number): OwnerOfName | null {
  const word = words[at]!.replace(/,$/, "");
  if (!/^\p{Lu}[\p{Ll}'-]+$/u.test(word)) return null;
  const surname = nameTokens(word).join("");
  if (!surname || isTradeToken(surname) || isFunctionWord(surname)) return null;
  return { kind: words.slice(0, at).flatMap((w) => nameTokens(w)).filter((t) => !isFunctionWord(t)), given: [], surname };
}

/**
 * Round 16: the owner a business name may carry by its last word alone, when {@link ownerOfName}
 * declines it ("Kanzlei Dreisbach", where Dreisbach is also a village; "Blumen Thommen", whose first
 * word could be a given name). Only {@link isOwnerNamedInFull} may use it: a job word or title and a
 * given name before the surname ("Rechtsanwältin Miriam Dreisbach", "Floristin Andrea Thommen").
 * Round 30: every partner's surname of a firm named after partners ("Kanzlei Reinhardt & Sommer", "Müller, Keller und
 * Frei"): besides the last word, each plain word right before "&", "und" or a comma, when one
 * word follows the last of these. "Rechtsanwältin Dr. Julia Reinhardt" is the visitor's "Kanzlei Reinhardt & Sommer" as much as
 * "Rechtsanwalt Jan Sommer" is; like the last word, each is matched only to a person written in full
 * ({@link isOwnerNamedInFull}). Given names of a couple ("Sabine und Thomas Reiter") are no surnames.
 * @returns the surnames, the last word's first; [] when none is a plain capitalised word, or each is a trade or function word
 */
export function surnamesOfName(name: string): OwnerOfName[] {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return [];
  const last = surnameAt(words, words.length - 1);
  // The word before each "&", "und" or comma, when the name ends in one word after its last joint: "Sabine und Thomas
  // Reiter" ends in two, a couple's given names and their surname.
  const joints = words.flatMap((w, i) => (w.endsWith(",") || /^(?:&|und)$/i.test(words[i + 1] ?? "") ? [i] : []));
  const lastJoint = joints[joints.length - 1];
  const endsInOneWord = lastJoint !== undefined && words.length - lastJoint - (words[lastJoint]!.endsWith(",") ? 1 : 2) === 1;
  const partners = endsInOneWord ? joints.flatMap((i) => surnameAt(words, i) ?? []) : [];
  if (last || partners.length > 0) return last ? [last, ...partners] : partners;
  const first = surnameFirst(words);
  return first ? [first] : [];
}

/**
 * Round 75: "Wülser Treuhand GmbH", "Scheurer Haustechnik GmbH": a firm named by the surname first, then only trade words
 * (a legal form after them is no word of the name); its kind is those trade words, for the job cue of findOwnerInText.
 */
function surnameFirst(words: readonly string[]): OwnerOfName | null {
  const first = surnameAt(words, 0);
  const kind = words.slice(1).flatMap((w) => nameTokens(w));
  return first && kind.length > 0 && kind.every(isTradeToken) ? { ...first, kind } : null;
}

/**
 * True when a name is a person written in full with a cue: a job word or title, a given name and
 * the owner's surname ("Floristin Andrea Thommen", "Dr. med. Lea Baumann").
 */
export function isOwnerNamedInFull(owner: OwnerOfName, name: string): boolean {
  const words = name.split(/\s+/);
  const rest = words.filter((w) => !TITLE_RE.test(w) && !isPersonJobWord(w));
  return rest.length >= 2 && rest.length < words.length && isOwnerNamed(owner, name, true);
}

/**
 * The people a name is written as instead of the business: a couple sharing a surname
 * ("Sabine und Thomas Reiter" → "Sabine Reiter", "Thomas Reiter"), or what one gets at
 * someone's ("Gelato bei Luca Benedetti", "Haarschnitt bei Mia Roth" → the person after
 * "bei"). The form itself says they are people, so it counts as the cue.
 */
function personsBehindName(name: string): string[] {
  // Most names join no one and name no "bei": each pattern only where its word stands.
  const couple = name.includes("und") || name.includes("&") ? COUPLE_RE.exec(name) : null;
  if (couple && isFirstNameShaped(couple[1]!) && isFirstNameShaped(couple[2]!) && !isTradeWord(nameTokens(couple[1]!).join(""))) return [`${couple[1]} ${couple[3]}`, `${couple[2]} ${couple[3]}`];
  const at = name.includes("bei") ? AT_SOMEONES_RE.exec(name) : null;
  return at ? [at[1]!] : [];
}

/**
 * "Sabine und Thomas Reiter": two given names and the surname they share. Round 63: not a trade's word first ("Erdbau &
 * Transporte Pölzl" is a firm of two trades, no couple).
 */
const COUPLE_RE = /^(\p{Lu}\p{Ll}+)\s+(?:und|&)\s+(\p{Lu}\p{Ll}+)\s+(\p{Lu}[\p{Ll}-]+)$/u;

/** "Gelato bei Luca Benedetti": what one gets and, after "bei", the person one gets it from. */
const AT_SOMEONES_RE = /^\p{Lu}[\p{L}-]*(?:\s+\p{Lu}[\p{L}-]*)?\s+bei\s+(\p{Lu}\p{Ll}+\s+\p{Lu}[\p{Ll}-]+)$/u;

/**
 * True when the name is the business's kind with the surname alone ("Advokaturbüro
 * Geissbühler" for "Advokaturbüro Lea Geissbühler"): the given name dropped.
 */
export function isKindWithSurname(owner: OwnerOfName, name: string): boolean {
  const tokens = nameTokens(name).filter((t) => !isFunctionWord(t));
  if (tokens.length < 2 || tokens[tokens.length - 1] !== owner.surname) return false;
  return tokens.slice(0, -1).every((t) => owner.kind.includes(t));
}

/**
 * True when one name is the other with a word written as its initials ("PVZ Wattens"
 * for "Primärversorgungszentrum Wattens", "MVZ am Markt" for "Medizinisches
 * Versorgungszentrum am Markt"): every other word equal, the initials in order in
 * the long word or words; round 52: or trade words after the initials, a department ("GZF Physiotherapie" for
 * "Gesundheitszentrum Fricktal").
 */
export function isAbbreviationOf(short: string, long: string): boolean {
  if (!ACRONYM_RE.test(short)) return false;
  const s = short.split(/\s+/);
  const acronymAt = s.findIndex((w) => /^\p{Lu}{2,5}$/u.test(w));
  if (acronymAt < 0) return false;
  const before = s.slice(0, acronymAt).map(foldGerman);
  const after = s.slice(acronymAt + 1).map(foldGerman);
  const l = long.split(/\s+/).map(foldGerman);
  // Round 52: "GZF Physiotherapie" for "Gesundheitszentrum Fricktal": trade words after the initials name a department of
  // the business they abbreviate.
  const department = after.length > 0 && !after.every((w, i) => l[l.length - after.length + i] === w) && after.every((w) => isTradeToken(nameTokens(w).join("")));
  const tail = department ? 0 : after.length;
  if (l.length <= before.length + tail) return false;
  if (!before.every((w, i) => l[i] === w) || !after.slice(after.length - tail).every((w, i) => l[l.length - tail + i] === w)) return false;
  const expanded = l.slice(before.length, l.length - tail).join(" ");
  return initialsFit(foldGerman(s[acronymAt]!).toLowerCase(), expanded);
}

const ACRONYM_RE = /(?:^|\s)\p{Lu}{2,5}(?:\s|$)/u;

/** The letters of an acronym in order in the words, the first at the start ("pvz" in "primaerversorgungszentrum"). */
function initialsFit(acronym: string, words: string): boolean {
  if (!words.startsWith(acronym[0]!)) return false;
  let at = 1;
  for (const letter of acronym.slice(1)) {
    at = words.indexOf(letter, at);
    if (at < 0) return false;
    at++;
  }
  return words.split(" ").length <= acronym.length;
}

/** Offices of an association, club or guild, folded ("Obfrau", "Vorsitzender", "Obermeisterin", "Kassierin"). */
const ASSOCIATION_OFFICE =
  "(?:vize|ehren)?(?:obfrau|obmann|vorsitzende[rn]?|praesident(?:in)?|vorstand|vorstaendin|sprecher(?:in)?|kassier(?:in)?|schriftfuehrer(?:in)?)|(?:ober|innungs)meister(?:in)?";
const ASSOCIATION_OFFICE_RE = new RegExp(`^(?:${ASSOCIATION_OFFICE})$`);
const ASSOCIATION_OFFICE_BEFORE_RE = new RegExp(`(?:^|[\\s(])(?:${ASSOCIATION_OFFICE})\\s*$`);
/** Round 38: the office in an apposition right after the name ("Ing. Markus Kogler, Innungsmeister der Landesinnung …"). */
const ASSOCIATION_OFFICE_AFTER_RE = new RegExp(`^\\s*(?:,|\\(|[–—-])\\s*(?:stellvertretende[rn]?\\s+)?(?:${ASSOCIATION_OFFICE})\\b`);
/**
 * Round 48: people who write or report ("Radreiseführer-Autor Jens Köhne", "die Foodbloggerin Lea Ritter"), folded: named
 * as the source of a tip, which recommends no business of theirs.
 */
const MEDIA_ROLE = "[\\p{L}-]*(?:autor|journalist|blogger|reporter|redakteur|kolumnist|influencer)(?:in)?";
const MEDIA_ROLE_RE = new RegExp(`^${MEDIA_ROLE}$`, "u");
const MEDIA_ROLE_BEFORE_RE = new RegExp(`(?:^|\\s)${MEDIA_ROLE}\\s*$`, "u");
/**
 * Round 50: a work and its title before "von" ("den Ratgeber „Testament und Erbfolge …“ von Dr. Ulrich Meinecke", "ein Buch
 * von …"), folded: the person wrote it, which recommends no business of theirs.
 */
// Round 51: also the author in the genitive with a job word ("Der Ratgeber „…“ des Tierarztes Dr. Martin Weyand").
// Round 52: also a compound of the work's noun and words between it and the title ("Ein häufig empfohlenes Praxisbuch für
// Bergbauern ist „Gesunde Kühe auf der Alm“ von Dr. Johann Lercher").
const WORK_BY_RE = /(?:\b|\p{L}(?=buch))(?:ratgeber|ratgebers|buch|buches|buechern|fachbuch|handbuch|artikel|artikels|beitrag|beitrags|leitfaden|broschuere|podcast|blog|kolumne|studie)\b(?:(?:\s+[\p{L}-]+){0,4}\s+[„"“»][^„"“”«»]{1,80}[“”"«])?\s+(?:von|(?:des|der)(?:\s+\p{L}+)?)\s+$/u;
/** "… seine Lehre und die ersten Berufsjahre bei …", "… ausgebildet bei …": where another person trained, folded. */
const TRAINED_WITH_RE = /\b(?:lehre|ausbildung|lehrzeit|lehrjahre|berufsjahre|gesellenjahre|gelernt|ausgebildet)\b[^.!?]{0,60}\bbei\s+$/;

/**
 * Round 37: a person the answer names in an office of an association or guild (round 48: or as an author, journalist or blogger) ("Die Turnerschaft Zwischenwasser (Obfrau
 * Karin Summer)", "laut ihrer Obermeisterin Meike Janssen"; round 38: "Markus Kogler, Innungsmeister der …") or as the
 * one someone else trained with ("hat seine Lehre … bei Schreinermeister Toni Gisler gemacht"): named in that role, which
 * recommends no business of theirs.
 * @param name the person as written in `context` (with or without the office word); context the sentence, as written
 * @returns false for a name that is no person's (a title, a job word or given names first) or does not occur in `context`
 */
export function isNamedInAnotherRole(name: string, context: string): boolean {
  const opening = name.split(/\s+/, 1)[0]!;
  const foldedOpening = foldGerman(opening).toLowerCase();
  const inOffice = ASSOCIATION_OFFICE_RE.test(foldedOpening) || MEDIA_ROLE_RE.test(foldedOpening);
  const staffOpening = STAFF_ROLE_RE.test(foldedOpening);
  // Round 51: a job word in the genitive opens the name as well ("Tierarztes Dr. Martin Weyand" of "des Tierarztes …").
  const jobWord = isPersonJobWord(opening) || (/e?s$/.test(opening) && isPersonJobWord(opening.replace(/e?s$/, "")));
  if (!inOffice && !staffOpening && !isTitleWord(opening) && !UNDOTTED_TITLE_RE.test(opening) && !jobWord && !isGivenAndSurname(name)) return false;
  const found = locateName(name, context);
  if (!found) return false;
  const { at, end } = found;
  const before = foldGerman(context.slice(Math.max(0, at - 90), at)).toLowerCase();
  const after = foldGerman(context.slice(end, end + 60)).toLowerCase();
  // Round 51: also the body before the role in the person's sentence ("In der Regionalstelle Leibnitz berät unter anderem
  // Gründerberater Mag. Thomas Trummer").
  const staffOfBody = STAFF_OF_BODY_AFTER_RE.test(after) || HOSPITAL_RANK_AFTER_RE.test(after) || ((staffOpening || STAFF_ROLE_BEFORE_RE.test(before) || HOSPITAL_RANK_BEFORE_RE.test(before)) && (OF_BODY_RE.test(after) || BODY_BEFORE_RE.test(before)));
  // Round 71: the public office opening the name itself ("Ansprechpartnerin: Amtstierärztin Dr. Maria Aumeier"), as before it.
  // Round 72: a person responsible for something at an office named before ("ist dort Mag. Karin Eder für Fragen zur
  // Pauschalierung zuständig", "ist dort derzeit Dr. Michael Wutte als Amtsarzt … zuständig") works there, for others.
  const responsibleThere = (RESPONSIBLE_THERE_BEFORE_RE.test(before) && RESPONSIBLE_AFTER_RE.test(after)) || (WORKS_THERE_BEFORE_RE.test(before) && firmBeforeThere(context.slice(Math.max(0, at - 200), at)));
  return responsibleThere || inOffice || staffOfBody || OFFICIAL_OPENING_RE.test(foldedOpening) || OFFICIAL_BEFORE_RE.test(before) || STAFF_AMONG_RE.test(before) || ASSOCIATION_OFFICE_BEFORE_RE.test(before) || MEDIA_ROLE_BEFORE_RE.test(before) || WORK_BY_RE.test(before) || ASSOCIATION_OFFICE_AFTER_RE.test(after) || TRAINED_WITH_RE.test(before);
}

/** Folded, before a person's name: "dort" and up to two words ("ist dort derzeit …"), where an office was named before. */
const RESPONSIBLE_THERE_BEFORE_RE = /\bdort\s+(?:\S+\s+){0,2}$/;
/**
 * Round 73: folded, before a person's name: "dort" and a verb of working there ("dort führt unter anderem der staatlich geprüfte
 * Berg- und Skiführer Lukas Schedler Gruppen …" at the mountaineering school named before): the person works for that business
 * ({@link firmBeforeThere} checks that a business, not a town, stands before "dort").
 */
const WORKS_THERE_BEFORE_RE = /\bdort\s+(?:arbeite[nt]?|fuehr(?:t|en)|unterrichte[nt]?|betreu(?:t|en)|leite[nt]?|praktizier(?:t|en)|ordinier(?:t|en))\s+(?:\S+\s+){0,7}$/;

/**
 * The text before "dort" names a firm by its trade word and a word of its own after a preposition ("bei der Alpinschule
 * Oberahorn buchen; dort führt …"): "dort" is that business. After a town ("In Flums …; dort praktiziert Dr. Anna Tschirky")
 * the person may run a business of their own there.
 * @param text the sentence before the person's name, as written
 */
function firmBeforeThere(text: string): boolean {
  const there = text.lastIndexOf("dort");
  const firm = /\b(?:bei|beim|bei der|in der|im|an der|von der|vom)\s+(\p{Lu}[\p{L}-]+)\s+\p{Lu}[\p{L}-]+/u.exec(text.slice(Math.max(0, there - 120), Math.max(0, there)));
  return firm !== null && nameTokens(firm[1]!).some(isTradeWord);
}

/** Folded, after a person's name: "zuständig" in the same clause ("… für Fragen zur Pauschalierung zuständig"). */
const RESPONSIBLE_AFTER_RE = /^[^.;:!?]{0,80}\bzustaendig\b/;

/**
 * Where `name` stands in `context`: as written, or (round 50) with the dots of its titles the owner's name drops ("Mag
 * Leitner" for "Mag. Leitner").
 * @returns the UTF-16 offsets of its start and end, or null when it does not occur
 */
function locateName(name: string, context: string): { at: number; end: number } | null {
  const at = context.indexOf(name);
  if (at >= 0) return { at, end: at + name.length };
  const words = name.split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  const m = new RegExp(`(?<![\\p{L}])${words.join("\\.?\\s+")}(?![\\p{L}])`, "u").exec(context);
  return m ? { at: m.index, end: m.index + m[0].length } : null;
}

/** Round 49: degrees written without a dot before a name ("DI Markus Wutte": Diplom-Ingenieur in Austria; "MSc", "MBA"). */
const UNDOTTED_TITLE_RE = /^(?:DI|DDI|BSc|MSc|MBA|MAS)$/;

/**
 * Round 49: people who advise or work for a public or non-profit body ("Energieberater", "Ernährungsberaterin", "Referentin",
 * "Mitarbeiter"; round 50: officials, "Amtstierärztin", "Amtsarzt", "Beamter"; round 73: a hospital's doctors by rank,
 * "Oberärztin", "Chefarzt", "Primar"), folded; with the body named ({@link OF_BODY_RE}) they speak for it, not for a business of theirs.
 */
/**
 * Officials by their role's name (folded): a public health or veterinary officer, a civil servant; round 73: the head of a
 * public office ("Bauamtsleiter", "Amtsleiterin").
 */
const OFFICIAL_ROLE = "amts(?:tier|zahn)?(?:arzt|aerztin)|beamt(?:er|in)|[\\p{L}-]*amtsleiter(?:in)?";
/** Round 73: a hospital's doctors by their rank (folded): senior, chief, resident and ward doctors, the Austrian "Primar". */
const HOSPITAL_ROLE = "(?:ober|chef|assistenz|stations)(?:arzt|aerztin)|primar(?:ius|ia|aerztin|arzt)?";
/**
 * Round 74: a hospital doctor's rank and field before the name, in apposition (folded): "vom Leitenden Arzt Orthopädie, Dr. med.
 * Urs Mattenberger, am Spital in Walenstadt" (the Swiss "Leitender Arzt", a rank between senior and chief physician), "Oberärztin
 * für Unfallchirurgie, Dr. …", also before the person's given name after the titles; with the hospital named after the person
 * ({@link OF_BODY_RE}) the doctor works there.
 */
const HOSPITAL_RANK_BEFORE_RE = new RegExp(`(?:^|\\s)(?:leitende[nr]?\\s+(?:arzt|aerztin)|${HOSPITAL_ROLE})(?:\\s+(?:fuer\\s+)?[\\p{L}-]+){0,2}\\s*,?\\s*(?:(?:dr|med|prof|mag|univ|pd)\\.\\s*)*$`, "u");
const STAFF_ROLE = `[\\p{L}-]*berater(?:in)?|referent(?:in)?|sachbearbeiter(?:in)?|mitarbeiter(?:in)?|expert(?:e|in)|${OFFICIAL_ROLE}|${HOSPITAL_ROLE}`;
const STAFF_ROLE_RE = new RegExp(`^(?:${STAFF_ROLE})$`, "u");
/** A public office by its name alone (folded): the official doctor, the civil servant. */
const OFFICIAL_OPENING_RE = new RegExp(`^(?:${OFFICIAL_ROLE})$`, "u");
const STAFF_ROLE_BEFORE_RE = new RegExp(`(?:^|\\s)(?:${STAFF_ROLE})\\s*$`, "u");
/** Hospitals by their head word (folded): a university clinic, a (cantonal, regional) hospital, a Krankenhaus. */
const HOSPITALS = "universitaetsklinik(?:um|en)?|[\\p{L}-]*spital(?:s)?|[\\p{L}-]*krankenhaus(?:es)?";
/**
 * A public or non-profit body after "beim", "von der", "der", "an der" … (folded): a consumer advice centre, a chamber, an agency, an
 * office, the Land, a town, a canton, an association, a ministry, a university ("vom Amt für Landwirtschaft", "beim Land
 * Kärnten", "der Verbraucherzentrale Thüringen"); round 73: a university clinic, a hospital ("von der Universitätsklinik für
 * Zahn-, Mund- und Kieferheilkunde Innsbruck", "am Kantonsspital Baden").
 */
const BODY_AFTER =
  `(?:beim|bei der|bei den|bei|von der|vom|von|des|der|im|in der|an der|am)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:verbraucherzentrale|[\\p{L}-]*kammer|[\\p{L}-]*agentur|[\\p{L}-]*amt(?:e?s)?|amt|land|landes[\\p{L}-]*|stadt|stadtverwaltung|gemeinde|kanton|bezirkshauptmannschaft|[\\p{L}-]*verband(?:e?s)?|[\\p{L}-]*verein(?:s)?|[\\p{L}-]*beratungsstelle|[\\p{L}-]*ministerium(?:s)?|[\\p{L}-]*behoerde|universitaet|hochschule|[\\p{L}-]*institut(?:s)?|[\\p{L}-]*zentrale|${HOSPITALS})\\b`;
const OF_BODY_RE = new RegExp(`^\\s*(?:,\\s*)?${BODY_AFTER}`, "u");
/**
 * Round 51: a plural of staff and "darunter" or "unter ihnen" right before a person (folded): one of another business's
 * staff ("Mehrere Therapeutinnen und Therapeuten, darunter die Physiotherapeutin Lena Brenner").
 */
const STAFF_AMONG_RE = /\b(?:\p{L}*(?:therapeut|aerzt|mitarbeit|kolleg|angestellt|fachkraeft|trainer|lehrer)\p{L}*|team)\s*,?\s+(?:darunter|unter ihnen)(?:\s+(?:die|der|auch))?\s*$/u;
/**
 * Round 52: a public health officer's role before the person, with the body it serves in the genitive between ("Die
 * Amtsärztin des Landkreises, Dr. Antje Gerlach, …", folded): the role is a public office by its name (Duden: Amtsarzt),
 * whoever it serves.
 */
const OFFICIAL_BEFORE_RE = new RegExp(`(?:^|\\s)(?:${OFFICIAL_ROLE})(?:\\s+(?:des|der)\\s+[\\p{L}-]+(?:\\s+[\\p{L}-]+)?)?\\s*,?\\s*$`, "u");
/** A public body or an office of one, named in the sentence before a person (folded): a chamber, a public service point, an office. */
const BODY_BEFORE_RE = /\b(?:[\p{L}-]*(?:kammer|stelle|behoerde|ministerium)|gemeinde(?:amt|verwaltung)?|stadtverwaltung|bezirkshauptmannschaft|verbraucherzentrale|(?:landrats|finanz|gewerbe|arbeits|gesundheits|veterinaer)amt)\b/u;
/**
 * "DI Markus Wutte, Energieberater beim Land Kärnten": the role and the body in an apposition after the name; round 73: also
 * as a clause, after the particle of the verb that named the person ("taucht außerdem ein Dr. Stefan Willam auf – er ist Oberarzt
 * an der Unfallchirurgie des Landeskrankenhauses Bregenz").
 */
/**
 * Round 74: "Dr. med. Andrea Ganzoni ist Leitende Ärztin der Orthopädie am Spital Davos": a doctor said, right after the name,
 * to be a hospital's doctor (by rank, or as "Ärztin" of a department) at a hospital named there works for it, not for a
 * business of the same name (folded). Only a hospital: "ist Ärztin in der Gemeinde Hünenberg" may run a practice of her own.
 */
const HOSPITAL_AFTER = `(?:am|an der|im|in der|vom|von der|des|der)\\s+(?:[\\p{L}-]+\\s+){0,2}?(?:${HOSPITALS}|[\\p{L}-]*klinik(?:um|en|s)?)\\b`;
const HOSPITAL_RANK_AFTER_RE = new RegExp(`^\\s*,?\\s*(?:ist|war|arbeitet\\s+als)\\s+(?:die\\s+|der\\s+)?(?:leitende[nr]?\\s+(?:arzt|aerztin)|${HOSPITAL_ROLE}|(?:fach)?(?:arzt|aerztin))(?:\\s+(?:der|des|fuer)\\s+[\\p{L}-]+){0,2}\\s+${HOSPITAL_AFTER}`, "u");
const STAFF_OF_BODY_AFTER_RE = new RegExp(`^\\s*(?:auf\\s+|an\\s+)?(?:,|\\(|[–—-])\\s*(?:[\\p{L}-]+\\s+){0,2}(?:${STAFF_ROLE})\\s+${BODY_AFTER}`, "u");

/** "Corinne Zysset", "Anna Maria Roth": one or two given names, each a short capitalised word, and a surname. */
export function isGivenAndSurname(name: string): boolean {
  const words = name.split(/\s+/);
  return words.length >= 2 && words.length <= 3 && words.slice(0, -1).every((w) => /^\p{Lu}\p{Ll}{1,9}$/u.test(w) && !isTradeToken(nameTokens(w).join("")));
}
