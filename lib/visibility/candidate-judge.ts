/**
 * Step (b) of reading an answer (issue 31) without a reader model: a learned second opinion on
 * the candidates the rules accept as businesses. A logistic regression over sparse binary
 * features of the name (its words, the ending of its last word, legal form, trade word, digits)
 * and of where it stands in the answer (heading, table, list lead, bold, link, the two words
 * before and after it, the five words on either side, every word of its line, the punctuation after it). Its weights (data/candidate-judge.json) are
 * trained by `scripts/train-candidate-judge.ts` on the training corpora only, never on the
 * report-only ones. Pure functions, no I/O.
 *
 * The rules decide what is a candidate and what is set apart; the judge may only set apart a
 * candidate the rules accepted, when its probability of being a business falls below the
 * threshold chosen at training time (from the training corpora's out-of-fold predictions).
 */
import model from "./data/candidate-judge.json";
import { holdsAddress, isPhraseNotName, isTitledPerson, LEGAL_OR_TITLE_RE, nameShape } from "./name-shape";
import { containsTradeStem, foldGerman, isPlaceToken, isTradeToken } from "./names";

/** The trained model as stored: bias, weights per feature, the threshold, and what it was trained on. */
export interface CandidateJudgeModel {
  bias: number;
  /** Probability of a business below which an accepted candidate is set apart (0–1). */
  threshold: number;
  weights: Record<string, number>;
  /** Names of the corpora it was trained on (none of them report-only) and the number of candidates. */
  trainedOn: string[];
  examples: number;
}

/** Where a candidate stands: `start`/`end` are UTF-16 offsets in the answer (end exclusive), -1 when not located. */
export interface PlacedName {
  name: string;
  start: number;
  end: number;
}

const MARKUP_RE = /[*_[\]`#|>]+/g;
const LIST_MARKER_RE = /^\s*(?:[-*+•]|\d{1,2}[.)])\s+/;

/** Words of a text, folded and lower-case (letters and digits only). */
function words(text: string): string[] {
  return foldGerman(text.replace(MARKUP_RE, " ")).toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * The features of one candidate.
 * @param answer the answer as given to the analysis
 * @param c the candidate's name and offsets in `answer`
 * @returns feature names, each present once (binary features)
 */
export function candidateFeatures(answer: string, c: PlacedName): string[] {
  const out = new Set<string>();
  const tokens = words(c.name);
  out.add(`len:${Math.min(tokens.length, 4)}`);
  for (const t of tokens) out.add(`w:${t}`);
  const last = tokens.at(-1) ?? "";
  if (last.length >= 5) out.add(`s4:${last.slice(-4)}`);
  if (last.length >= 4) out.add(`s3:${last.slice(-3)}`);
  if (tokens[0]) out.add(`f:${tokens[0]}`);
  if (/\d/.test(c.name)) out.add("digit");
  if (/&|\bund\b/.test(c.name)) out.add("and");
  if (LEGAL_OR_TITLE_RE.test(c.name)) out.add("legal");
  if (tokens.some((t) => isTradeToken(t) || containsTradeStem(t))) out.add("trade");
  if (/\b\p{Lu}{2,}\b/u.test(c.name)) out.add("caps");
  if (c.name.includes("-")) out.add("hyphen");
  shapeFeatures(c.name, out);
  if (c.start < 0) {
    out.add("noloc");
    return [...out];
  }
  placeFeatures(answer, c, tokens, out);
  return [...out];
}

/** Features of the line the candidate stands in (within {@link LINE_REACH} of it), and of the words around it; `nameWords` are `words(c.name)`. */
function placeFeatures(answer: string, c: PlacedName, nameWords: readonly string[], out: Set<string>): void {
  const lineStart = answer.lastIndexOf("\n", c.start - 1) + 1;
  const lineEndAt = answer.indexOf("\n", c.end);
  const lineEnd = lineEndAt < 0 ? answer.length : lineEndAt;
  // Read around the name, at most LINE_REACH either side: the line's head for its kind, the rest within reach.
  const from = Math.max(lineStart, c.start - LINE_REACH);
  const to = Math.min(lineEnd, c.end + LINE_REACH);
  const line = answer.slice(from, to);
  const head = answer.slice(lineStart, lineStart + 40);
  const kind = /^\s*#/.test(head) ? "h" : /^\s*\|/.test(head) ? "t" : LIST_MARKER_RE.test(head) ? "li" : "p";
  out.add(`line:${kind}`);
  const prefix = answer.slice(from, c.start);
  const lead = prefix.replace(LIST_MARKER_RE, "").replace(MARKUP_RE, "").replace(/^\s*\d{1,2}[.)]?\s*/, "").trim() === "";
  out.add(lead ? `lead:${kind}` : `body:${kind}`);
  if (/\*\*\[?$|__$/.test(prefix)) out.add("bold");
  const suffix = answer.slice(c.end, to);
  if (/^\*{0,2}\]\(/.test(suffix)) out.add("link");
  const beforeWords = words(prefix);
  const before = beforeWords.slice(-2).reverse();
  if (before[0]) out.add(`b1:${before[0]}`);
  if (before[1]) out.add(`b2:${before[0]} ${before[1]}`);
  const rest = suffix.replace(/^\*{0,2}\]\([^)]*\)/, "");
  const afterWords = words(rest);
  const after = afterWords.slice(0, 2);
  if (after[0]) out.add(`a1:${after[0]}`);
  if (after[1]) out.add(`a2:${after[0]} ${after[1]}`);
  // The five words on either side, and every word of the line: "Mitglied im …", "findet … statt", "Tel." say what it is.
  for (const w of beforeWords.slice(-5)) out.add(`bw:${w}`);
  for (const w of afterWords.slice(0, 5)) out.add(`aw:${w}`);
  const own = new Set(nameWords);
  for (const w of beforeWords) if (!own.has(w)) out.add(`l:${w}`);
  for (const w of afterWords) if (!own.has(w)) out.add(`l:${w}`);
  const punct = /^[\s*_]*([–—\-:(,.;!?]|$)/.exec(rest)?.[1];
  out.add(`p:${punct === undefined ? "word" : punct === "" ? "end" : punct === "—" ? "–" : punct}`);
  if (answer.indexOf(c.name, c.end) >= 0) out.add("repeated");
  if (holdsAddress(suffix)) out.add("address");
  if (RATING_RE.test(line)) out.add("rating");
  if (/empfehl|empfiehlt|favorit|tipp/i.test(line)) out.add("recommends");
  const bolds = line.match(/\*\*[^*]+\*\*/g)?.length ?? 0;
  out.add(`bolds:${Math.min(bolds, 2)}`);
}

/**
 * How far along its line the judge reads on either side of a candidate (UTF-16 code units). Past every line of the
 * corpora it learnt from (650 at most), so it reads those whole; a longer line is read around the name, so that a
 * candidate costs the same however long its line (an answer written as one line would otherwise cost its length
 * once per name in it).
 */
const LINE_REACH = 1_000;

/** Stars or a score out of five: a rating describes a business. */
const RATING_RE = /★|⭐|\b[1-5][.,]\d\s*(?:\/\s*5|sterne|von 5)/i;

/** The name's words by role (name-shape.ts): proper words, trade words, places, a titled person, advice. */
function shapeFeatures(name: string, out: Set<string>): void {
  const shape = nameShape(name);
  out.add(`proper:${Math.min(shape.proper.length, 2)}`);
  out.add(`trades:${Math.min(shape.trades.length, 1)}`);
  if (shape.advice) out.add("advice");
  if (shape.labelsOnly) out.add("labels");
  if (shape.tokens.some(isPlaceToken)) out.add("place");
  if (isTitledPerson(name)) out.add("person");
  if (isPhraseNotName(name)) out.add("phrase");
}

/**
 * The model's probability that a candidate is a business.
 * @param features from {@link candidateFeatures}
 * @returns a probability, 0–1
 */
export function businessProbability(features: readonly string[], m: Pick<CandidateJudgeModel, "bias" | "weights"> = judgeModel): number {
  const weights = weightTable(m.weights);
  let z = m.bias;
  for (const f of features) z += weights.get(f) ?? 0;
  return 1 / (1 + Math.exp(-z));
}

/** The weights as a Map, built once per model (a model is never changed once made): ten thousand keys put an object in dictionary mode, slow to look up fresh strings in. */
const WEIGHT_TABLES = new WeakMap<Record<string, number>, Map<string, number>>();

function weightTable(weights: Record<string, number>): Map<string, number> {
  let table = WEIGHT_TABLES.get(weights);
  if (!table) WEIGHT_TABLES.set(weights, (table = new Map(Object.entries(weights))));
  return table;
}

/** The model shipped with the product. */
export const judgeModel: CandidateJudgeModel = model;

/**
 * True when the judge sets an accepted candidate apart as no business.
 * @param answer the answer as given to the analysis
 * @param c the candidate with its offsets
 */
export function judgedNoBusiness(answer: string, c: PlacedName, m: CandidateJudgeModel = judgeModel): boolean {
  return businessProbability(candidateFeatures(answer, c), m) < m.threshold;
}
