/**
 * The analysis by the rules alone, without the learned judge (candidate-judge.ts): what the rules'
 * own unit tests (analysis.test.ts, the round tests) and the exact corpora assert. The product reads
 * with the judge; its effect is measured on the corpora (analysis.corpus.test.ts, bench:reader).
 */
import { analyzeAnswer, type AnswerAnalysis, type BusinessTarget } from "../analysis";

export function analyzeByRules(answer: string, target: BusinessTarget): AnswerAnalysis {
  return analyzeAnswer(answer, target, { judge: null });
}
