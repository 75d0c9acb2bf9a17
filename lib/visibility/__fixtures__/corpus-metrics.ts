/**
 * Scores the answer analysis against a corpus: mention and position accuracy,
 * competitor precision/recall/F1 (micro-averaged over every case that states its
 * businesses), tone accuracy and platform precision/recall. Used by
 * analysis.corpus.test.ts; prints nothing itself.
 */
import { analyzeAnswer, type AnswerAnalysis } from "../analysis";
import { nameTokens } from "../names";
import { isPersonJobWord } from "../persons";
import { findPlatform } from "../platforms";
import type { CorpusCase } from "./answer-corpus";

export interface CorpusMetrics {
  cases: number;
  mentionCorrect: number;
  positionCases: number;
  positionCorrect: number;
  /**
   * {@link positionCorrect} and the answers whose corpus gives the visitor, named but advised against or not available, no
   * place (second-reading-conventions.md; several corpora follow it) while the reading places it with that tone: the product
   * keeps the place and says the tone ("genannt, aber abgeraten – Position 3"), the corpus says "named, not recommended".
   */
  positionCorrectAsStated: number;
  competitorTruePositives: number;
  competitorFalsePositives: number;
  competitorFalseNegatives: number;
  toneCases: number;
  toneCorrect: number;
  platformTruePositives: number;
  platformFalsePositives: number;
  platformFalseNegatives: number;
  /** One line per deviation, for the report. */
  misses: string[];
}

/**
 * Loose name identity: case, markup, punctuation, umlaut spelling, legal form and titles do not matter; round 66: nor a job
 * word before a titled person ("Zahnärztin Dr. Ursula Sampl" = "Dr. Ursula Sampl": the corpora write a titled doctor both
 * ways, and the reading kept one of them, counted as a false and a missed name at once).
 */
export function sameName(a: string, b: string): boolean {
  const [a2, b2] = [withoutJobBeforeTitle(a), withoutJobBeforeTitle(b)];
  return sameNameAsWritten(a, b) || ((a2 !== a || b2 !== b) && sameNameAsWritten(a2, b2));
}

/** "Tierärztin Mag. Eva Trattnig" → "Mag. Eva Trattnig"; any other name as it is. */
function withoutJobBeforeTitle(name: string): string {
  const m = /^(\p{Lu}\p{L}+)\s+(?=(?:Dr|Mag|Prof|DI|Dipl)\.?\s)/u.exec(name.trim());
  return m !== null && isPersonJobWord(m[1]!) ? name.trim().slice(m[0].length) : name;
}

function sameNameAsWritten(a: string, b: string): boolean {
  const norm = (s: string) => s.replace(/\s+/g, " ").replace(/^[*_"'„“”‚‘’«»]+|[*_"'„“”‚‘’«».,;:!?]+$/g, "").trim().toLowerCase();
  if (norm(a) === norm(b)) return true;
  const ta = nameTokens(a).join(" ");
  return ta !== "" && ta === nameTokens(b).join(" ");
}

/** Matches expected to actual names one to one; returns the number of pairs. */
function matched(expected: string[], actual: string[]): number {
  const left = [...actual];
  let pairs = 0;
  for (const e of expected) {
    const i = left.findIndex((a) => sameName(a, e));
    if (i >= 0) {
      left.splice(i, 1);
      pairs++;
    }
  }
  return pairs;
}

export function emptyMetrics(): CorpusMetrics {
  return {
    cases: 0,
    mentionCorrect: 0,
    positionCases: 0,
    positionCorrect: 0,
    positionCorrectAsStated: 0,
    competitorTruePositives: 0,
    competitorFalsePositives: 0,
    competitorFalseNegatives: 0,
    toneCases: 0,
    toneCorrect: 0,
    platformTruePositives: 0,
    platformFalsePositives: 0,
    platformFalseNegatives: 0,
    misses: [],
  };
}

/**
 * Adds one case's outcome to `m`; returns the analysis for further checks.
 * @param analysis the case's analysis when already read (the answer reader, bench:reader); else the rules read it
 */
export function scoreCase(c: CorpusCase, m: CorpusMetrics, analysis?: AnswerAnalysis): AnswerAnalysis {
  const r = analysis ?? analyzeAnswer(c.answer, c.target);
  const e = c.expected;
  m.cases++;
  if (r.mentioned === e.mentioned) m.mentionCorrect++;
  else m.misses.push(`[${c.id}] mentioned ${r.mentioned}, expected ${e.mentioned}`);
  if (e.mentioned) {
    m.positionCases++;
    if (r.position === e.position) m.positionCorrect++;
    else m.misses.push(`[${c.id}] position ${r.position}, expected ${e.position}`);
    if (r.position === e.position || placedAsNotRecommended(e, r)) m.positionCorrectAsStated++;
  }
  if (e.businesses) {
    const expected = e.businesses.filter((_, i) => !(e.mentioned && e.position === i + 1));
    const pairs = matched(expected, r.competitors);
    m.competitorTruePositives += pairs;
    m.competitorFalsePositives += r.competitors.length - pairs;
    m.competitorFalseNegatives += expected.length - pairs;
    if (pairs !== expected.length || pairs !== r.competitors.length) {
      m.misses.push(`[${c.id}] competitors ${JSON.stringify(r.competitors)}, expected ${JSON.stringify(expected)}`);
    }
  }
  if (e.tone !== undefined) {
    m.toneCases++;
    if (r.mentionTone === e.tone) m.toneCorrect++;
    else m.misses.push(`[${c.id}] tone ${r.mentionTone}, expected ${e.tone}`);
  }
  if (e.negative !== undefined) {
    const names = r.negativeMentions.map((n) => n.name);
    if (matched(e.negative, names) !== e.negative.length || names.length !== e.negative.length) {
      m.misses.push(`[${c.id}] negative ${JSON.stringify(names)}, expected ${JSON.stringify(e.negative)}`);
    }
  }
  if (e.platforms !== undefined) {
    const expected = new Set(e.platforms.map((p) => findPlatform(p)?.name ?? `? ${p}`));
    const actual = new Set(r.platforms);
    const hits = [...expected].filter((p) => actual.has(p)).length;
    m.platformTruePositives += hits;
    m.platformFalsePositives += actual.size - hits;
    m.platformFalseNegatives += expected.size - hits;
    if (hits !== expected.size || hits !== actual.size) {
      m.misses.push(`[${c.id}] platforms ${JSON.stringify([...actual])}, expected ${JSON.stringify([...expected])}`);
    }
  }
  return r;
}

const NOT_RECOMMENDED = new Set(["discouraged", "unavailable"]);

/**
 * The corpus gives the visitor no place because it is named but advised against or not available (its tone, where the
 * corpus states one, says so), and the reading names it with such a tone at some place.
 */
function placedAsNotRecommended(e: CorpusCase["expected"], r: AnswerAnalysis): boolean {
  return e.position === null && r.mentioned && r.mentionTone !== null && NOT_RECOMMENDED.has(r.mentionTone) && (e.tone === undefined || (e.tone !== null && NOT_RECOMMENDED.has(e.tone)));
}

export function addMetrics(into: CorpusMetrics, from: CorpusMetrics): void {
  for (const key of Object.keys(into) as (keyof CorpusMetrics)[]) {
    if (key === "misses") into.misses.push(...from.misses);
    else into[key] += from[key];
  }
}

export interface MetricRates {
  mentionAccuracy: number;
  positionAccuracy: number;
  competitorPrecision: number;
  competitorRecall: number;
  competitorF1: number;
  toneAccuracy: number;
  platformPrecision: number;
  platformRecall: number;
}

export function rates(m: CorpusMetrics): MetricRates {
  const ratio = (a: number, b: number) => (b === 0 ? 1 : a / b);
  const p = ratio(m.competitorTruePositives, m.competitorTruePositives + m.competitorFalsePositives);
  const r = ratio(m.competitorTruePositives, m.competitorTruePositives + m.competitorFalseNegatives);
  return {
    mentionAccuracy: ratio(m.mentionCorrect, m.cases),
    positionAccuracy: ratio(m.positionCorrect, m.positionCases),
    competitorPrecision: p,
    competitorRecall: r,
    competitorF1: p + r === 0 ? 0 : (2 * p * r) / (p + r),
    toneAccuracy: ratio(m.toneCorrect, m.toneCases),
    platformPrecision: ratio(m.platformTruePositives, m.platformTruePositives + m.platformFalsePositives),
    platformRecall: ratio(m.platformTruePositives, m.platformTruePositives + m.platformFalseNegatives),
  };
}

/** One report line: "mention 98,1 % (52/53) · position … · competitors P 0,96 R 0,93 F1 0,94 · …". */
export function formatMetrics(label: string, m: CorpusMetrics): string {
  const r = rates(m);
  const pct = (x: number) => `${(x * 100).toFixed(1)} %`;
  return [
    `${label.padEnd(28)} ${String(m.cases).padStart(3)} answers`,
    `mention ${pct(r.mentionAccuracy)} (${m.mentionCorrect}/${m.cases})`,
    `position ${pct(r.positionAccuracy)} (${m.positionCorrect}/${m.positionCases}${m.positionCorrectAsStated > m.positionCorrect ? `; ${m.positionCorrectAsStated} counting a place read as not recommended where the corpus gives none` : ""})`,
    `competitors P ${r.competitorPrecision.toFixed(3)} R ${r.competitorRecall.toFixed(3)} F1 ${r.competitorF1.toFixed(3)}`,
    `tone ${m.toneCases ? `${pct(r.toneAccuracy)} (${m.toneCorrect}/${m.toneCases})` : "–"}`,
    `platforms ${m.platformTruePositives + m.platformFalseNegatives ? `P ${r.platformPrecision.toFixed(3)} R ${r.platformRecall.toFixed(3)}` : "–"}`,
  ].join(" · ");
}
