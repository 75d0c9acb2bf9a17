/**
 * What the owner is asked about a corpus's answers, by the reading's result against the corpus's expectation: the note
 * under an answer that named the business by another name or with a place of its own (named-as.ts namedAsToShow), and
 * the question under an answer read as not naming it that names a business like it (lookAlikeOf). The monitor keeps the
 * owner's answer per name and place (owner-verdicts.ts), so a namesake the rules counted and a mention they missed can be
 * set right there; this says how many of the rules' errors the questions reach and how many right readings they bother.
 * Used by `npm run bench:reader`; prints nothing itself.
 */
import type { AnswerAnalysis } from "../analysis";
import { lookAlikeOf, namedAsToShow } from "../named-as";
import type { CorpusCase } from "./answer-corpus";
import { sameName } from "./corpus-metrics";

export interface OwnerQuestions {
  /** Read as named, rightly: of them, with a note to check. */
  trueMentions: number;
  notedTrueMentions: number;
  /** Read as named where the corpus names another business (a namesake) or none: of them, with a note. */
  wrongMentions: number;
  notedWrongMentions: number;
  /** Read as not named where the corpus names the business: of them, asked about the business itself, or about another. */
  missedMentions: number;
  missedAskedRight: number;
  missedAskedOther: number;
  /** Read as not named, rightly: of them, asked about a look-alike. */
  trueAbsences: number;
  askedTrueAbsences: number;
}

export function emptyOwnerQuestions(): OwnerQuestions {
  return { trueMentions: 0, notedTrueMentions: 0, wrongMentions: 0, notedWrongMentions: 0, missedMentions: 0, missedAskedRight: 0, missedAskedOther: 0, trueAbsences: 0, askedTrueAbsences: 0 };
}

/** Adds one case, read as `analysis` with the case's target, to `q`. */
export function addOwnerQuestions(q: OwnerQuestions, c: CorpusCase, analysis: AnswerAnalysis): void {
  const expected = c.expected.mentioned;
  if (analysis.mentioned) {
    const noted = namedAsToShow(analysis, c.target) !== null ? 1 : 0;
    if (expected) {
      q.trueMentions++;
      q.notedTrueMentions += noted;
    } else {
      q.wrongMentions++;
      q.notedWrongMentions += noted;
    }
    return;
  }
  const alike = lookAlikeOf(analysis, c.target);
  if (!expected) {
    q.trueAbsences++;
    if (alike) q.askedTrueAbsences++;
    return;
  }
  q.missedMentions++;
  if (!alike) return;
  const names = [...(c.expected.position ? [c.expected.businesses?.[c.expected.position - 1] ?? ""] : []), ...(c.expected.negative ?? [])];
  if (names.some((n) => n && sameName(alike.name, n))) q.missedAskedRight++;
  else q.missedAskedOther++;
}

/** Two lines for the bench: what the questions reach and what they cost. */
export function formatOwnerQuestions(label: string, q: OwnerQuestions): string {
  return [
    `What the owner is asked, ${label}:`,
    `    the rules' errors: namesakes counted as the business ${q.notedWrongMentions}/${q.wrongMentions} with a note · mentions missed ${q.missedAskedRight}/${q.missedMentions} asked about the business (${q.missedAskedOther} about another)`,
    `    right readings asked about: true mentions with a note ${q.notedTrueMentions}/${q.trueMentions} · right "not named" with a look-alike ${q.askedTrueAbsences}/${q.trueAbsences}`,
  ].join("\n");
}
