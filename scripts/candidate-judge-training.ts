/**
 * Training of the candidate judge (lib/visibility/candidate-judge.ts; issue 31), used by
 * scripts/train-candidate-judge.ts and by the test that the shipped weights are what the training
 * corpora give. Pure functions over the corpora; no I/O.
 *
 * Examples: every candidate the rules take from an answer that states its businesses, other than
 * platforms, labelled a business when it is one of the answer's expected businesses or negative
 * mentions (corpus-metrics' `sameName`), no business when it shares no word with any of them; the
 * rest (a longer or shorter form of an expected name) is left out.
 *
 * Model: L2-regularised logistic regression over binary features (AdaGrad, a fixed seeded order,
 * so the same corpora give the same weights). A feature seen in fewer than `minAnswers` answers is
 * dropped: one invented business's own words would only learn that answer by heart.
 */
import { analyzeAnswer } from "@/lib/visibility/analysis";
import { businessProbability, candidateFeatures } from "@/lib/visibility/candidate-judge";
import { nameTokens } from "@/lib/visibility/names";
import type { CorpusCase } from "@/lib/visibility/__fixtures__/answer-corpus";
import { sameName } from "@/lib/visibility/__fixtures__/corpus-metrics";

/** One labelled candidate. */
export interface JudgeExample {
  corpus: string;
  /** The corpus case (answer) it was taken from. */
  answer: string;
  name: string;
  features: string[];
  business: boolean;
  /** The rules accepted it as a business. */
  accepted: boolean;
}

/** Training settings; {@link JUDGE_SETTINGS} are the ones chosen by leave-one-corpus-out on the training corpora. */
export interface JudgeSettings {
  minAnswers: number;
  l2: number;
  epochs: number;
  rate: number;
  /** Share of the rules' accepted businesses the judge may set apart out of fold; sets the threshold. */
  maxLost: number;
}

export const JUDGE_SETTINGS: JudgeSettings = { minAnswers: 2, l2: 3e-3, epochs: 30, rate: 0.3, maxLost: 0.01 };

function label(c: CorpusCase, name: string): boolean | null {
  const expected = [...(c.expected.businesses ?? []), ...(c.expected.negative ?? [])];
  if (expected.some((e) => sameName(e, name))) return true;
  const tokens = new Set(nameTokens(name));
  return expected.some((e) => nameTokens(e).some((t) => tokens.has(t))) ? null : false;
}

/**
 * The labelled candidates of a corpus, read by the rules alone.
 * @returns one example per located or unlocated candidate that is not a platform and has a clear label
 */
export function judgeExamples(corpus: string, cases: readonly CorpusCase[]): JudgeExample[] {
  const out: JudgeExample[] = [];
  for (const c of cases) {
    if (!c.expected.businesses) continue;
    for (const cand of analyzeAnswer(c.answer, c.target, { judge: null }).candidates) {
      if (cand.status === "platform") continue;
      const business = label(c, cand.name);
      if (business === null) continue;
      out.push({ corpus, answer: c.id, name: cand.name, features: candidateFeatures(c.answer, cand), business, accepted: cand.status === "business" });
    }
  }
  return out;
}

/** A seeded permutation (mulberry32), so training is reproducible. */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  let s = seed >>> 0;
  const rand = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/**
 * Fits the weights.
 * @returns bias and weights (rounded to 4 decimals, |w| ≥ 0.001, sorted by feature)
 */
export function trainJudge(examples: readonly JudgeExample[], settings: JudgeSettings = JUDGE_SETTINGS): { bias: number; weights: Record<string, number> } {
  // Counted by answers, not candidates: a business named twice in one answer is still one answer's word.
  const answers = new Map<string, Set<string>>();
  for (const e of examples) for (const f of e.features) (answers.get(f) ?? answers.set(f, new Set()).get(f)!).add(e.answer);
  const kept = (f: string) => (answers.get(f)?.size ?? 0) >= settings.minAnswers;
  // Each example's kept features as indices into typed arrays, once: the loop below runs epochs ×
  // examples times (and once per fold in outOfFold), and filtering strings there took minutes.
  // Same features in the same order, so the same sums and updates as over the strings themselves.
  const index = new Map<string, number>();
  const encoded = examples.map((e) => Int32Array.from(e.features.filter(kept), (f) => index.get(f) ?? index.set(f, index.size).get(f)!));
  const w = new Float64Array(index.size);
  const g2 = new Float64Array(index.size);
  let bias = 0;
  let biasG2 = 0;
  const order = examples.map((_, i) => i);
  for (let epoch = 0; epoch < settings.epochs; epoch++) {
    for (const i of shuffled(order, epoch + 1)) {
      const fs = encoded[i]!;
      let z = bias;
      for (const f of fs) z += w[f]!;
      const grad = 1 / (1 + Math.exp(-z)) - (examples[i]!.business ? 1 : 0);
      biasG2 += grad * grad;
      bias -= (settings.rate * grad) / Math.sqrt(biasG2 + 1e-8);
      for (const f of fs) {
        const wf = w[f]!;
        const gf = grad + settings.l2 * wf;
        g2[f] = g2[f]! + gf * gf;
        w[f] = wf - (settings.rate * gf) / Math.sqrt(g2[f]! + 1e-8);
      }
    }
  }
  const weights: Record<string, number> = {};
  for (const [f, i] of [...index].sort(([a], [b]) => (a < b ? -1 : 1))) if (Math.abs(w[i]!) >= 1e-3) weights[f] = Math.round(w[i]! * 1e4) / 1e4;
  return { bias: Math.round(bias * 1e4) / 1e4, weights };
}

/**
 * Leave-one-corpus-out: each example's probability from a model trained on the other corpora.
 * @returns probability per example (0–1)
 */
export function outOfFold(examples: readonly JudgeExample[], settings: JudgeSettings = JUDGE_SETTINGS): Map<JudgeExample, number> {
  const oof = new Map<JudgeExample, number>();
  for (const corpus of new Set(examples.map((e) => e.corpus))) {
    const fold = trainJudge(examples.filter((e) => e.corpus !== corpus), settings);
    for (const e of examples) if (e.corpus === corpus) oof.set(e, businessProbability(e.features, fold));
  }
  return oof;
}

/**
 * The highest threshold (0.01 steps below 0.9) at which the out-of-fold probabilities set apart at most
 * `maxLost` of the businesses the rules accept.
 */
export function chooseThreshold(examples: readonly JudgeExample[], oof: ReadonlyMap<JudgeExample, number>, maxLost: number): number {
  const accepted = examples.filter((e) => e.accepted && e.business);
  let threshold = 0;
  for (let step = 1; step < 90; step++) {
    const t = step / 100;
    if (accepted.filter((e) => oof.get(e)! < t).length <= maxLost * accepted.length) threshold = t;
  }
  return threshold;
}
