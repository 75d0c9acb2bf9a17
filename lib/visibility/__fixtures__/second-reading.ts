/**
 * A second, independent reading of the report-only corpora (second-reading.json), for `npm run bench:reader`: how far
 * two careful readers agree on whether an answer names the visitor's business and at which place, and how the product's
 * reading (the rules, or the rules and the reader model when one is configured) does on the answers where the two agree. The corpus writers' expectations are one reading; the second was made by readers
 * who saw neither those expectations nor the rules, only the conventions of answer-corpus.ts and each answer with the
 * business looked for. A bar above the two readers' agreement would ask the rules to side with one writer's convention.
 */
import type { CorpusCase } from "./answer-corpus";
import secondReadingFile from "./second-reading.json";

/** One answer as the second reader read it. */
export interface SecondLabel {
  /** Whether the answer names the visitor's business. */
  named: boolean;
  /** 1-based place among the recommended businesses; null when not named or named but not recommended. */
  position: number | null;
  /** False when the reader was unsure whether the business named is the visitor's. */
  sure: boolean;
}

/** The second reading by case id (CorpusCase.id), every report-only case once. */
export const SECOND_READING: Readonly<Record<string, SecondLabel>> = secondReadingFile.labels as Record<string, SecondLabel>;

/** What the product's reading made of an answer: the two fields the bars are measured on. */
export interface ReadMention {
  mentioned: boolean;
  position: number | null;
}

/** Counts of one comparison: agreed of compared. */
interface Tally {
  agreed: number;
  of: number;
}

export interface Agreement {
  /** Answers with both readings. */
  answers: number;
  /** Corpus expectation and second reading: same "named". */
  mention: Tally;
  /** Cohen's kappa of the two "named" readings (1 = full agreement, 0 = as by chance); NaN when undefined. */
  kappa: number;
  /** Where both readings say named: same place. */
  position: Tally;
  /** Answers the second reader marked unsure. */
  unsure: number;
  /** The reading's mention against the corpus, on the answers where the two readings agree on "named". */
  rulesOnAgreed: Tally;
  /** The same, on those the second reader was also sure of. */
  rulesOnSureAgreed: Tally;
  /** The reading's place against the corpus, where both readings say named at the same place. */
  rulesPositionOnAgreed: Tally;
  /** The reading's mention against the second reading, on every answer. */
  rulesWithSecond: Tally;
}

/**
 * Compares the corpus expectations, the second reading and the product's reading, answer by answer.
 * @param rows one per answer that has a second reading: its case, the second label and the reading's result
 * @returns tallies only, never which answer differs (the corpora are report-only: never read case by case)
 */
export function agreement(rows: readonly { expected: CorpusCase["expected"]; second: SecondLabel; read: ReadMention }[]): Agreement {
  const tally = (): Tally => ({ agreed: 0, of: 0 });
  const a: Agreement = {
    answers: rows.length,
    mention: tally(),
    kappa: NaN,
    position: tally(),
    unsure: 0,
    rulesOnAgreed: tally(),
    rulesOnSureAgreed: tally(),
    rulesPositionOnAgreed: tally(),
    rulesWithSecond: tally(),
  };
  const count = (t: Tally, agreed: boolean) => {
    t.of++;
    if (agreed) t.agreed++;
  };
  let firstNamed = 0;
  let secondNamed = 0;
  for (const { expected, second, read } of rows) {
    if (expected.mentioned) firstNamed++;
    if (second.named) secondNamed++;
    if (!second.sure) a.unsure++;
    const same = expected.mentioned === second.named;
    count(a.mention, same);
    count(a.rulesWithSecond, read.mentioned === second.named);
    if (expected.mentioned && second.named) count(a.position, expected.position === second.position);
    if (!same) continue;
    count(a.rulesOnAgreed, read.mentioned === expected.mentioned);
    if (second.sure) count(a.rulesOnSureAgreed, read.mentioned === expected.mentioned);
    if (expected.mentioned && expected.position === second.position) count(a.rulesPositionOnAgreed, read.position === expected.position);
  }
  const n = rows.length;
  if (n > 0) {
    const chance = (firstNamed / n) * (secondNamed / n) + (1 - firstNamed / n) * (1 - secondNamed / n);
    a.kappa = chance === 1 ? NaN : (a.mention.agreed / n - chance) / (1 - chance);
  }
  return a;
}

/** Report lines for {@link agreement}'s result. */
export function formatAgreement(a: Agreement): string[] {
  const pct = (t: Tally) => `${t.of === 0 ? "–" : `${((t.agreed / t.of) * 100).toFixed(1)} %`} (${t.agreed}/${t.of})`;
  return [
    `Second reading of the report-only corpora (${a.answers} answers; ${a.unsure} marked unsure by the second reader):`,
    `    the two readings agree on "named": ${pct(a.mention)} · kappa ${Number.isNaN(a.kappa) ? "–" : a.kappa.toFixed(3)} · on the place, where both say named: ${pct(a.position)}`,
    `    the reading's mention where the two agree: ${pct(a.rulesOnAgreed)} · and the second reader was sure: ${pct(a.rulesOnSureAgreed)} · its place where both agree on it: ${pct(a.rulesPositionOnAgreed)}`,
    `    the reading's mention against the second reading: ${pct(a.rulesWithSecond)}`,
  ];
}
