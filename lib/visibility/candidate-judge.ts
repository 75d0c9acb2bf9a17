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
 * Where the features of a candidate go, one call per feature: `kind` up to and including the first ":" of its name
 * ("w:", "line:") or the whole name of a feature without a value ("digit"), `value` the rest ("" then). A feature may
 * come more than once.
 */
type FeatureSink = (kind: string, value: string) => void;

/**
 * The features of one candidate.
 * @param answer the answer as given to the analysis
 * @param c the candidate's name and offsets in `answer`
 * @returns feature names, each present once (binary features)
 */
export function candidateFeatures(answer: string, c: PlacedName): string[] {
  const out = new Set<string>();
  collectFeatures(answer, c, (kind, value) => out.add(kind + value));
  return [...out];
}

/** The features of one candidate ({@link candidateFeatures}), in the order they are found, given to `add`. */
function collectFeatures(answer: string, c: PlacedName, add: FeatureSink): void {
  const tokens = words(c.name);
  add("len:", String(Math.min(tokens.length, 4)));
  for (const t of tokens) add("w:", t);
  const last = tokens.at(-1) ?? "";
  if (last.length >= 5) add("s4:", last.slice(-4));
  if (last.length >= 4) add("s3:", last.slice(-3));
  if (tokens[0]) add("f:", tokens[0]);
  if (/\d/.test(c.name)) add("digit", "");
  if (/&|\bund\b/.test(c.name)) add("and", "");
  if (LEGAL_OR_TITLE_RE.test(c.name)) add("legal", "");
  if (tokens.some((t) => isTradeToken(t) || containsTradeStem(t))) add("trade", "");
  if (/\b\p{Lu}{2,}\b/u.test(c.name)) add("caps", "");
  if (c.name.includes("-")) add("hyphen", "");
  shapeFeatures(c.name, add);
  if (c.start < 0) add("noloc", "");
  else placeFeatures(answer, c, tokens, add);
}

/** Features of the line the candidate stands in (within {@link LINE_REACH} of it), and of the words around it; `nameWords` are `words(c.name)`. */
function placeFeatures(answer: string, c: PlacedName, nameWords: readonly string[], add: FeatureSink): void {
  const lineStart = answer.lastIndexOf("\n", c.start - 1) + 1;
  const lineEndAt = answer.indexOf("\n", c.end);
  const lineEnd = lineEndAt < 0 ? answer.length : lineEndAt;
  // Read around the name, at most LINE_REACH either side: the line's head for its kind, the rest within reach.
  const from = Math.max(lineStart, c.start - LINE_REACH);
  const to = Math.min(lineEnd, c.end + LINE_REACH);
  const line = answer.slice(from, to);
  const head = answer.slice(lineStart, lineStart + 40);
  const kind = /^\s*#/.test(head) ? "h" : /^\s*\|/.test(head) ? "t" : LIST_MARKER_RE.test(head) ? "li" : "p";
  add("line:", kind);
  const prefix = answer.slice(from, c.start);
  const lead = prefix.replace(LIST_MARKER_RE, "").replace(MARKUP_RE, "").replace(/^\s*\d{1,2}[.)]?\s*/, "").trim() === "";
  add(lead ? "lead:" : "body:", kind);
  if (/\*\*\[?$|__$/.test(prefix)) add("bold", "");
  const suffix = answer.slice(c.end, to);
  if (/^\*{0,2}\]\(/.test(suffix)) add("link", "");
  const beforeWords = words(prefix);
  const before = beforeWords.slice(-2).reverse();
  if (before[0]) add("b1:", before[0]);
  if (before[1]) add("b2:", `${before[0]} ${before[1]}`);
  const rest = suffix.replace(/^\*{0,2}\]\([^)]*\)/, "");
  const afterWords = words(rest);
  const after = afterWords.slice(0, 2);
  if (after[0]) add("a1:", after[0]);
  if (after[1]) add("a2:", `${after[0]} ${after[1]}`);
  // The five words on either side, and every word of the line: "Mitglied im …", "findet … statt", "Tel." say what it is.
  for (const w of beforeWords.slice(-5)) add("bw:", w);
  for (const w of afterWords.slice(0, 5)) add("aw:", w);
  const own = new Set(nameWords);
  for (const w of beforeWords) if (!own.has(w)) add("l:", w);
  for (const w of afterWords) if (!own.has(w)) add("l:", w);
  const punct = /^[\s*_]*([–—\-:(,.;!?]|$)/.exec(rest)?.[1];
  add("p:", punct === undefined ? "word" : punct === "" ? "end" : punct === "—" ? "–" : punct);
  if (answer.indexOf(c.name, c.end) >= 0) add("repeated", "");
  if (holdsAddress(suffix)) add("address", "");
  if (RATING_RE.test(line)) add("rating", "");
  if (/empfehl|empfiehlt|favorit|tipp/i.test(line)) add("recommends", "");
  const bolds = line.match(/\*\*[^*]+\*\*/g)?.length ?? 0;
  add("bolds:", String(Math.min(bolds, 2)));
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
function shapeFeatures(name: string, add: FeatureSink): void {
  const shape = nameShape(name);
  add("proper:", String(Math.min(shape.proper.length, 2)));
  add("trades:", String(Math.min(shape.trades.length, 1)));
  if (shape.advice) add("advice", "");
  if (shape.labelsOnly) add("labels", "");
  if (shape.tokens.some(isPlaceToken)) add("place", "");
  if (isTitledPerson(name)) add("person", "");
  if (isPhraseNotName(name)) add("phrase", "");
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
  // The weights are summed as the features are found, in the order businessProbability sums them (each feature once, at
  // its first finding; one without a weight adds nothing), without making the features' names.
  const table = kindTable(m.weights);
  // A stamp per judged candidate, never wrapping: at the last one every mark is cleared and the count starts afresh.
  if (table.stamp === 0xffffffff) {
    table.seen.fill(0);
    table.stamp = 0;
  }
  const stamp = ++table.stamp;
  let z = m.bias;
  collectFeatures(answer, c, (kind, value) => {
    const id = table.ids.get(kind)?.get(value);
    if (id === undefined || table.seen[id] === stamp) return;
    table.seen[id] = stamp;
    z += table.weights[id]!;
  });
  return 1 / (1 + Math.exp(-z)) < m.threshold;
}

/**
 * A model's weights by a feature's kind and value (as {@link FeatureSink} splits its name), each feature with an id;
 * `seen[id] === stamp` marks a feature counted for the candidate judged now.
 */
interface KindTable {
  ids: Map<string, Map<string, number>>;
  weights: Float64Array;
  seen: Uint32Array;
  stamp: number;
}

const KIND_TABLES = new WeakMap<Record<string, number>, KindTable>();

function kindTable(weights: Record<string, number>): KindTable {
  let table = KIND_TABLES.get(weights);
  if (table) return table;
  const entries = Object.entries(weights);
  table = { ids: new Map(), weights: new Float64Array(entries.map(([, w]) => w)), seen: new Uint32Array(entries.length), stamp: 0 };
  entries.forEach(([name], id) => {
    const colon = name.indexOf(":");
    const kind = colon < 0 ? name : name.slice(0, colon + 1);
    let values = table!.ids.get(kind);
    if (!values) table!.ids.set(kind, (values = new Map()));
    values.set(colon < 0 ? "" : name.slice(colon + 1), id);
  });
  KIND_TABLES.set(weights, table);
  return table;
}
