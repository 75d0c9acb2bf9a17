/**
 * Round 19 (issue 31): what a name's description says it is. A list item or sentence that names an
 * occasion (a market day, a festival, a custom), a sight or a dish reads differently from one naming a
 * business: it tells when something happens, that many businesses take part or sell it, or what there is
 * to see; a business's description tells its hours, appointments, prices, what it offers, who runs it.
 */
import type { Candidate } from "./candidate";
import { opensWithKind } from "./block-candidates";
import { foldGerman, isPartnershipWord } from "./names";
import { isServiceTerm } from "./non-businesses";
import { hasFirmEvidence } from "./prose-candidates";

const MONTHS = "januar|jaenner|februar|maerz|april|mai|juni|juli|august|september|oktober|november|dezember";
const FEASTS = "christi|ostern|pfingsten|weihnachten|advent|fronleichnam|allerheiligen|martini|kirchweih|fasnacht|fasching|karneval";
const WEEKDAYS = "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag";

/**
 * The description opens with a date or a recurrence ("Rund um den 11. November …", "Jeden ersten
 * Samstag …", "Mittwochs und samstags vormittags …", "Im Oktober …", "Mitte September …").
 */
const OCCASION_OPENING_RE = new RegExp(
  `^(?:(?:rund um|um|gegen|an|am|ab|bis|im|in der|jeden|jede|jedes|mitte|anfang|ende)\\s+(?:den\\s+|die\\s+|das\\s+|dem\\s+)?(?:\\d{1,2}\\.|ersten|zweiten|dritten|vierten|letzten|(?:${MONTHS})\\b|(?:${FEASTS})|(?:${WEEKDAYS})\\b|wochenende)|(?:${WEEKDAYS})s\\s*(?:und|bis|,|oder)\\s*(?:${WEEKDAYS})s|(?:all)?jaehrlich\\b|einmal im jahr)`,
);

/** Anywhere in the description: it takes place, or many businesses take part or sell the thing. */
const OCCASION_OR_MANY_RE =
  /\bfindet\b[^.]*\bstatt\b|\b(?:all)?jaehrlich\b|\b(?:viele|mehrere|zahlreiche|alle|fast alle|die meisten)\s+(?:\p{L}+\s+)?(?:\p{L}*betriebe|\p{L}*staende|\p{L}*haendler|\p{L}*erzeuger|winzer|bauern|fischer|laeden|hoefe|geschaefte|anbieter|wirte|gasthaeuser|restaurants|baeckereien|metzgereien|direktvermarkter)\b|\b(?:in|bei)\s+(?:fast\s+)?(?:jedem|jeder|allen|vielen|den meisten)\s+\p{L}*(?:haus|haeusern|hof|hoefen|laden|laeden|geschaeft|geschaeften|restaurant|restaurants|baeckerei|baeckereien|metzgerei|metzgereien|markt|maerkten|wirtschaft|beisl|beiz|betrieb|betrieben)\b/u;

/** A sight's description: what it commemorates, when it was built, what visitors see. */
const SIGHT_RE = /\b(?:erinnert an|gedenkt|gedenkstaette|erbaut|eintritt frei|dauerausstellung)\b/u;

/** A business's description: hours, a closing day, appointments, prices, an owner or team, a phone, a web address, reviews, its offer (a lunch menu, live music). */
const BUSINESS_RE =
  /\b(?:geoeffnet|oeffnungszeiten|ruhetag|mittagstisch|livemusik|termin\p{L}*|inhaber\p{L}*|team|telefon|tel\.|\p{L}*preis\p{L}*|\p{L}*angebot\p{L}*|bietet|betreibt|gegruendet|\p{L}*betrieb|bewertung\p{L}*|verkauf|ab hof|hofladen|laden|anmeldung|voranmeldung|reservier\p{L}*)\b|www\.|\.(?:de|at|ch|com)\b|€|\d\s*(?:euro|chf|fr\.)/u;

/**
 * Round 66: "Anfang Januar findet außerdem der Kalte Markt in Ellwangen statt": the subject of "findet … statt", the name
 * right after its article between the two, is what takes place, an occasion, whatever its words ("Markt" is also a
 * shop's); a name after a preposition there is where it takes place ("findet im Gasthaus Krone ein Konzert statt").
 * @param context the candidate's sentence or item; at the name's offset in it; after the folded text after the name
 */
function takesPlace(context: string, at: number, after: string): boolean {
  return /\b(?:findet|finden)\b[^.!?]*\s(?:der|die|das)\s+$/.test(foldGerman(context.slice(Math.max(0, at - 80), at))) && /^[^.!?]*\bstatt\b/.test(after);
}

/**
 * Round 20: "**Dachsanierung Altbau** inklusive Gerüst: grob 200–300 € pro m²", "**Fassadenreinigung**: meist 12–20 € pro m²": a
 * description that opens (after a short qualifier up to its colon) with a rough range of amounts prices a job, when the name
 * is headed by a job's noun ({@link namesAJob}); it is the job, not a business. A firm's own evidence
 * ({@link hasFirmEvidence}) keeps a business priced so; a name of another kind ("**Da Luigi**: rund 12 € die Pizza") stays.
 */
const COST_OPENING_RE =
  /^(?:[^:.;!?]{1,40}:\s*)?(?:(?:meist|meistens|grob|etwa|ca\.|circa|rund|ungefaehr|durchschnittlich|in der regel)\s+(?:(?:chf|eur|fr\.|€)\s*)?\d[\d.,']*\s*(?:€|eur|chf|fr\.)?\s*(?:–|—|-|bis)\s*\d|zwischen\s+(?:(?:chf|eur|fr\.|€)\s*)?\d[\d.,']*\s*(?:€|eur|chf|fr\.)?\s+und\s+\d)/;

/** Round 59: an amount in a currency, or a range of them, opening a text ("40–60 €", "je nach Aufwand 250–600 €", "ab CHF 90"), folded. */
const PRICE_OPENING_RE =
  /^(?:(?:je nach \p{L}+|ab|pauschal|jeweils|pro \p{L}+)\s+)?(?:(?:chf|eur|fr\.|€)\s*\d|\d[\d.,']*\s*(?:(?:–|—|-|bis)\s*\d[\d.,']*\s*)?(?:€|eur\b|euro\b|chf\b|fr\.|franken\b))/u;

/** Round 59: a word of the name is a noun of action ("Registrierung", "Kastration", "Untersuchung"). */
function namesAnAction(name: string): boolean {
  return name.split(/\s+/).some((w) => /\p{L}{3,}(?:ung|ungen|ion|ionen)$/u.test(foldGerman(w)));
}

/**
 * Round 77: "Skiverleih und Skischule", "**Heurige und Weingüter**", "**Abdecken und Entsorgen** der alten Ziegel", "**Aufmaß
 * und Planung:** …": two single words joined by a written-out "und" name two kinds or topics; the training corpora name no firm
 * so unless its description opens with its kind ("**Haar und Schere:** Salon in Ermenrod", round 65). Firms join two words
 * with "&" ("Speiche & Kette"), and a partner's word makes one ("Müller und Söhne").
 * @param name the candidate's name as written
 */
function isWordPair(name: string): boolean {
  const words = name.trim().split(/\s+/);
  return words.length === 3 && words[1] === "und" && WORD_RE.test(words[0]!) && WORD_RE.test(words[2]!) && !isPartnershipWord(foldGerman(words[2]!));
}

const WORD_RE = /^\p{Lu}[\p{Ll}-]+$/u;

/** The name's first word is a job done ("Neuverfliesung", "Fassadenreinigung", "Wartung"): a noun of action in "-ung" or a service noun. */
function namesAJob(name: string): boolean {
  const head = name.trim().split(/\s+/)[0]!;
  return /\p{L}{3,}ung(?:en)?$/u.test(foldGerman(head)) || isServiceTerm(head);
}

/**
 * Round 19: "**Heringstage**: Rund um Christi Himmelfahrt verkaufen die Fischer …", "**Wochenmarkt**:
 * Mittwochs und samstags …", "**Käsknöpfle** bekommst du in fast jedem Gasthaus", "Das **Dichterhaus**
 * erinnert an …": a name without a firm's own evidence whose description (the text after it in its item or
 * sentence) reads as an occasion, an offer of many businesses or a sight, and nothing in it as a business,
 * is that occasion, dish or sight, not a business.
 * @param c a candidate with its item or sentence as context
 * @returns true when the description sets the name apart
 */
export function describesNoBusiness(c: Pick<Candidate, "name" | "context" | "firm">): boolean {
  if (c.firm) return false;
  const at = c.context.indexOf(c.name);
  if (at < 0) return false;
  const after = foldGerman(c.context.slice(at + c.name.length, at + c.name.length + 160)).replace(/^[\s*:–—,-]+/, "");
  if (takesPlace(c.context, at, after)) return true;
  if (isWordPair(c.name)) return !opensWithKind(c.context.slice(at + c.name.length));
  // Round 20: a rough price is what a job costs, not who does it.
  if (COST_OPENING_RE.test(after)) return namesAJob(c.name) && !hasFirmEvidence(c.name);
  // Round 59: a price list ("**Chippen und Registrierung:** 40–60 €", "**Kastration Kater:** 90–140 €"): an amount in a
  // currency right after the label prices what the label names, when a word of it is a noun of action.
  if (PRICE_OPENING_RE.test(after)) return namesAnAction(c.name) && !hasFirmEvidence(c.name);
  if (!(OCCASION_OPENING_RE.test(after) || OCCASION_OR_MANY_RE.test(after) || SIGHT_RE.test(after))) return false;
  return !BUSINESS_RE.test(after) && !hasFirmEvidence(c.name);
}
