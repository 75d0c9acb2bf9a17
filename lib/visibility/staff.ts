/**
 * The person who runs a business, named next to it ("Gute Rückmeldungen bekommt die
 * **Werkstatt Zettler**. Inhaber Markus Zettler ist Kfz-Meister …", "Die Praxis wird von
 * Dr. Reto Bösch geleitet"), is that business, not a second one: counted as a competitor
 * the person would double the business's share of voice. Round 13. Pure functions, no I/O.
 */
import { foldGerman, isFunctionWord, isPlaceToken, isTradeWord, nameTokens } from "./names";
import { isStrongProseName, isTitledPerson, LEGAL_OR_TITLE_RE } from "./name-shape";
import { isGivenAndSurname, isPersonJobWord, isTitleWord } from "./persons";

/**
 * Words that say a person runs, owns, founded or took over a business (folded): the
 * verbs and job titles of German company descriptions ("geführt", "leitet",
 * "Inhaber", "Geschäftsführerin", "übernommen", "gegründet", "betreibt"); round 32: the person "und ihr Team", who
 * treat or serve there ("Dr. med. vet. Flurina Casty und ihr Team behandeln Kleintiere"), and the one it has employed
 * ("hat mit Dr. med. Lea Schüpbach eine zusätzliche Ärztin angestellt"); round 36: the one a team is named after ("Das
 * Team um Dr. Malte Brose behandelt …" after the bold practice), as under a heading.
 */
const RUNS_RE =
  /\b(?:gefuehrt|fuehrt|fuehren|geleitet|leitet|leiten|inhaber(?:in)?|geschaeftsfuehrer(?:in)?|geschaeftsleiter(?:in)?|praxisinhaber(?:in)?|betreibt|betrieben|betreiber(?:in)?|uebernommen|uebernahm|gegruendet|gruender(?:in)?|chef(?:in)?|(?:und|mit) (?:ihr|ihrem|sein|seinem) team|(?:praxis)?team um|angestellt)\b/;

/**
 * The person a name candidate is: optional titles ("Dr.", "Mag."; round 65: or a job, "Schreinermeister") before one to three
 * capitalised plain words with no trade word and no place ("Markus Zettler", "Dr. Reto
 * Bösch"); without a title at least two words, given names and surname.
 * @returns the folded surname, or null when the name is no person's
 */
export function personSurname(name: string): string | null {
  const words = name.split(/\s+/).filter(Boolean);
  let i = 0;
  // Round 65: a job before the name counts as a title does ("Schreinermeister Daniel Wittwer", "Tierärztin Dr. Maren Oltmann").
  while (i < words.length && (isTitleWord(words[i]!) || (i === 0 && words.length >= 3 && isPersonJobWord(words[i]!)))) i++;
  const person = words.slice(i);
  if (person.length === 0 || person.length > 3 || (i === 0 && person.length < 2)) return null;
  if (!person.every((w) => /^\p{Lu}\p{Ll}+(?:-\p{Lu}\p{Ll}+)?$/u.test(w))) return null;
  const tokens = person.map((w) => nameTokens(w)[0] ?? "");
  if (tokens.some((t) => !t || isTradeWord(t) || isPlaceToken(t) || isFunctionWord(t))) return null;
  return tokens[tokens.length - 1]!;
}

/**
 * True when a person named in a paragraph is the one who runs a business named there
 * in bold (round 20: or plainly with its trade word): the business's name carries the person's surname ("Werkstatt Zettler" and
 * "Markus Zettler"), or the sentence says the person runs it ("wird von Dr. Reto Bösch
 * geleitet", "Inhaber Markus Zettler"). A person named in bold is listed in their own right.
 * @param person the candidate name ("Markus Zettler")
 * @param sentence the sentence naming the person, plain text
 * @param paragraph the paragraph's markdown
 * @param businesses the other names taken from the paragraph
 */
export function isPersonRunningNamedBusiness(person: string, sentence: string, paragraph: string, businesses: readonly string[]): boolean {
  const surname = personSurname(person);
  if (surname === null || paragraph.includes(`**${person}`) || paragraph.includes(`__${person}`)) return false;
  // Round 20: "die Kanzlei Oehmke & Lind …: Rechtsanwältin Dr. Eva Oehmke ist …": a firm named plainly by its trade
  // word and the person's surname is run by that person as a bold one is.
  if (businesses.some((b) => b !== person && isStrongProseName(b) && nameTokens(b).includes(surname))) return true;
  // Round 22: "das Übersetzungsbüro Köllertal von Frau Dr. Elena Marx": a person after "von" right behind a firm's name
  // is whose firm it is (Duden, von: "zur Angabe des Besitzers, Urhebers").
  if (businesses.some((b) => b !== person && isStrongProseName(b) && ownedBy(sentence, b, person))) return true;
  // Round 30: "Die Tierärztin dort, Dr. Friederike Lammers, …": a job word with "dort" points back to the business named
  // before in the paragraph (Duden, dort: "an jenem Ort"); the person works there.
  if (businesses.some((b) => b !== person && isStrongProseName(b)) && namesJobThere(sentence)) return true;
  const bold = businesses.filter((b) => b !== person && (paragraph.includes(`**${b}`) || paragraph.includes(`__${b}`)));
  if (bold.length === 0) return false;
  return bold.some((b) => nameTokens(b).includes(surname)) || RUNS_RE.test(foldGerman(sentence));
}

/**
 * Round 28: a person in the paragraph under a business's heading who works there: the heading's name carries the
 * surname ("### Praxis Dr. Berg" over "Dr. Lena Berg …"), or the sentence puts the person at its head right before the
 * name ("Das Team um Dr. Lena Berg", "Inhaberin Dr. Lena Berg", "geleitet von Dr. Lena Berg"). A person the paragraph
 * only mentions ("empfehle ich außerdem Dr. Lena Berg, die eine eigene Praxis führt") stays a name of its own.
 * @param person the candidate name; sentence the sentence naming it, plain text; heading the heading's name
 */
export function worksAtHeadingBusiness(person: string, sentence: string, heading: string): boolean {
  const surname = personSurname(person);
  if (surname === null) return false;
  if (nameTokens(heading).includes(surname)) return true;
  const at = sentence.indexOf(person);
  return at > 0 && /\b(?:team um|inhaber(?:in)?|geleitet von|gefuehrt von|leitung von)\s*$/.test(foldGerman(sentence.slice(Math.max(0, at - 40), at)));
}

/** "B von Frau Dr. P", "B von Herrn P", "B von P": the person named as the owner right after the business. */
function ownedBy(sentence: string, business: string, person: string): boolean {
  const at = sentence.indexOf(business);
  if (at < 0) return false;
  const after = sentence.slice(at + business.length);
  return /^\s+von\s+(?:(?:Frau|Herrn?)\s+)?$/.test(after.slice(0, Math.max(0, after.indexOf(person)))) && after.includes(person);
}

/**
 * Round 16: "**Sternekoch Max Winter im Restaurant Seehof**", "**Dr. Eva Kern in der Praxis am Dom**": a
 * person named by job or title where they work names the business after "im", "in der", "bei" or "beim".
 * @returns the business's name, or the name unchanged
 */
export function businessOfPerson(name: string): string {
  const m = /^(.+?)\s+(?:im|in der|bei|beim|vom|von der)\s+(\p{Lu}.+)$/u.exec(name);
  if (!m) return name;
  // Round 69: "**Hatha-Yoga bei Marlene Tietz**", "Reitstunden bei Carola Wendt": a service and "bei" a person by given name and
  // surname (or title and surname) names the person who gives it, whose business it is; "mit" instead often makes a trading
  // name of it ("Yoga mit Anke"), which stays whole.
  if (/\sbei\s/.test(m[0].slice(m[1]!.length, m[1]!.length + 5)) && isServiceLead(m[1]!) && (isGivenAndSurname(m[2]!) || isTitledPerson(m[2]!))) return m[2]!;
  const person = m[1]!.split(/\s+/);
  const byJob = isPersonJobWord(person[0]!) || isTitledPerson(m[1]!);
  return byJob && person.length >= 2 && person.length <= 5 && isStrongProseName(m[2]!) ? m[2]! : name;
}

/** A service before "bei" ("Hatha-Yoga", "Manuelle Therapie", "Langlauf-Privatstunden"): no person by job or title, no legal form. */
function isServiceLead(lead: string): boolean {
  const words = lead.split(/\s+/);
  return words.length <= 3 && !isPersonJobWord(words[0]!) && !isTitledPerson(lead) && !LEGAL_OR_TITLE_RE.test(lead) && words.every((w) => /^\p{Lu}/u.test(w) || /^\p{Ll}+e[nrs]?$/u.test(w));
}

/** "die Tierärztin dort", "der Meister vor Ort": an article, a job word and "dort" or "vor Ort" in a sentence. */
function namesJobThere(sentence: string): boolean {
  return [...sentence.matchAll(/\b(?:der|die|den|dem)\s+(\p{L}+)\s+(?:dort|vor Ort)\b/giu)].some((m) => isPersonJobWord(m[1]!));
}
