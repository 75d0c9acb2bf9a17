/**
 * Steps (b) and (c) of reading an answer (issue 31) when a reader model judged it: the model's
 * verdicts on the rules' candidates (and on businesses the rules missed) are checked against the
 * answer text, applied, and the places are computed from the text: the recommended businesses in
 * the order of their first appearance, each once. A name the model returns that the answer does
 * not contain is dropped: a reader cannot invent a business. Pure functions, no I/O.
 */
import { z } from "zod";
import type { AnswerAnalysis } from "../analysis";
import type { StatedFact } from "../facts/compare";
import { type AnswerCandidate, locateCandidates } from "../candidate-offsets";
import { stripMarkdown } from "../candidate";
import { foldGerman, nameKey, namesMatch } from "../names";
import type { NegativeMention, RecommendedBusiness } from "../ranking";
import type { MentionTone } from "../tone";

/** The facts about a business the reader reads from an answer, as facts/compare.ts compares them. */
const FACT_FIELDS = ["telephone", "address", "openingHours"] as const satisfies readonly StatedFact["field"][];

/** What the reader may call a name: a business recommended, named (neutral, advised against, closed), or no business. */
const LABELS = ["recommended", "named_neutral", "named_discouraged", "named_closed", "not_business"] as const;
type ReaderLabel = (typeof LABELS)[number];

/** The structured output one reader call returns (the zod schema is sent to the provider as JSON Schema). */
export const readerOutputSchema = z.object({
  names: z
    .array(
      z.object({
        name: z.string().min(1).max(120).describe("Der Name genau so, wie er in der Antwort steht."),
        label: z.enum(LABELS),
        kind: z
          .enum(["business", "place", "platform", "product", "brand", "event", "person", "institution", "phrase"])
          .describe("Was der Name bezeichnet; business für jeden Betrieb."),
        isVisitor: z.boolean().describe("true, wenn der Name den Betrieb des Nutzers meint (auch über Inhaber, Ärztin oder Arzt)."),
        span: z.string().max(400).describe("Der genaue Textabschnitt der Antwort über diesen Namen."),
      }),
    )
    .max(60),
  facts: z
    .array(
      z.object({
        field: z.enum(FACT_FIELDS).describe("telephone = Telefonnummer, address = Postanschrift, openingHours = Öffnungszeiten."),
        value: z.string().min(1).max(200).describe("Die Angabe wörtlich, genau so, wie sie in der Antwort steht."),
      }),
    )
    .max(12)
    .describe("Was die Antwort über den Betrieb des Nutzers angibt: Telefon, Anschrift, Öffnungszeiten; leer, wenn nichts."),
});
export type ReaderOutput = z.infer<typeof readerOutputSchema>;

/** A reading cached before the reader returned facts (round 16) still counts: its facts are none. */
export const cachedReaderOutputSchema = readerOutputSchema.extend({ facts: readerOutputSchema.shape.facts.default([]) });

export type { StatedFact } from "../facts/compare";
type Verdict = ReaderOutput["names"][number];

/** Who decided the figures of an answer: the rules alone, or the rules' candidates judged by the reader model. */
export type ReadBy = "rules" | "rules+model";

/** The text a person reads, folded for finding names: markdown removed, case, umlaut spelling and spaces evened out. */
function readable(text: string): string {
  return foldGerman(stripMarkdown(text)).replace(/\s+/g, " ");
}

/** Offset of a name's first appearance in the folded answer, -1 when the answer does not contain it. */
function offsetOf(folded: string, name: string): number {
  const n = readable(name).trim();
  return n === "" ? -1 : folded.indexOf(n);
}

/**
 * The verdicts whose name occurs in the answer text; the others are invented and dropped.
 * @returns the kept verdicts and the names dropped (for the log)
 */
function verdictsInText(answer: string, output: ReaderOutput): { kept: Verdict[]; dropped: string[] } {
  const folded = readable(answer);
  const kept: Verdict[] = [];
  const dropped: string[] = [];
  for (const v of output.names) {
    if (offsetOf(folded, v.name) >= 0) kept.push(v);
    else dropped.push(v.name);
  }
  return { kept, dropped };
}

const TONE_OF: Record<Exclude<ReaderLabel, "not_business">, MentionTone> = {
  recommended: "recommended",
  named_neutral: "neutral",
  named_discouraged: "discouraged",
  named_closed: "unavailable",
};

interface Entry {
  name: string;
  context: string;
  tone: MentionTone;
  offset: number;
  isVisitor: boolean;
}

/**
 * Applies the reader's verdicts to the rules' analysis of the same answer.
 * - a rules' name the reader calls no business is dropped (the visitor's business never is);
 * - a rules' name the reader judged takes the reader's tone; one it did not judge keeps the rules';
 * - a business only the reader found is added, when the answer contains its name;
 * - places follow the first appearance in the text; neutral mentions count as recommendations,
 *   advised-against and closed ones are listed apart (the visitor's business keeps its place).
 * @param answer the answer text as the analysis read it
 * @param rules the rules' analysis (analyzeAnswer)
 * @param output the reader's structured output
 * - the facts it read about the visitor's business (telephone, address, opening hours) are kept when the
 *   answer contains them as written (`statedFacts`), else dropped like an invented name;
 * @returns the analysis with `readBy: "rules+model"` and the names and facts dropped as invented
 */
export function applyVerdicts(
  answer: string,
  rules: AnswerAnalysis,
  output: ReaderOutput,
): { analysis: AnswerAnalysis & { readBy: ReadBy; statedFacts: StatedFact[] }; dropped: string[] } {
  const folded = readable(answer);
  const { kept, dropped } = verdictsInText(answer, output);
  const verdictFor = (name: string) => kept.find((v) => namesMatch(nameKey(v.name), nameKey(name)));
  const targetName = rules.position !== null ? rules.businesses[rules.position - 1]?.name : undefined;
  const entries: Entry[] = [];
  let last = -1;
  const add = (name: string, context: string, tone: MentionTone, isVisitor: boolean) => {
    const found = offsetOf(folded, name);
    // A name the rules matched by another form ("Dr. Keller" for "Praxis Dr. Keller") keeps the rules' order.
    const offset = found >= 0 ? found : last + 0.5;
    last = Math.max(last, offset);
    entries.push({ name, context, tone, offset, isVisitor });
  };
  for (const b of [...rules.businesses, ...rules.negativeMentions]) {
    const v = verdictFor(b.name);
    const isVisitor = b.name === targetName;
    if (v?.label === "not_business" && !isVisitor) continue;
    const tone = v && v.label !== "not_business" ? TONE_OF[v.label] : b.tone;
    add(b.name, b.context, tone, isVisitor);
  }
  for (const v of kept) {
    if (v.label === "not_business" || entries.some((e) => namesMatch(nameKey(e.name), nameKey(v.name)))) continue;
    // The visitor's business only the reader found counts when the rules found none.
    add(v.name, stripMarkdown(v.span) || v.name, TONE_OF[v.label], v.isVisitor && targetName === undefined && !entries.some((e) => e.isVisitor));
  }
  entries.sort((a, b) => a.offset - b.offset);
  const facts = factsInText(folded, output.facts);
  const analysis = { ...rankedAnalysis(rules, entries), candidates: judgedCandidates(answer, rules, kept), statedFacts: facts.kept };
  return { analysis, dropped: [...dropped, ...facts.dropped] };
}

/**
 * The reader's facts that stand in the answer text (markup, case and spacing evened out); the others
 * are invented and dropped. Without a mention of the visitor's business its facts are about nobody.
 */
function factsInText(folded: string, facts: ReaderOutput["facts"]): { kept: StatedFact[]; dropped: string[] } {
  const kept: StatedFact[] = [];
  const dropped: string[] = [];
  for (const f of facts) {
    if (offsetOf(folded, f.value) >= 0) kept.push({ field: f.field, value: f.value.trim() });
    else dropped.push(f.value);
  }
  return { kept, dropped };
}

/**
 * The rules' candidates with the reader's judgement (a business it calls none is set apart; the
 * visitor's never is), and the businesses only the reader found, with their offsets in the answer.
 */
function judgedCandidates(answer: string, rules: AnswerAnalysis, kept: readonly Verdict[]): AnswerCandidate[] {
  const targetName = rules.position !== null ? rules.businesses[rules.position - 1]?.name : undefined;
  const judged = rules.candidates.map((c) => {
    const v = kept.find((k) => namesMatch(nameKey(k.name), nameKey(c.name)));
    return c.status === "business" && v?.label === "not_business" && c.name !== targetName ? { ...c, status: "set_apart" as const } : c;
  });
  const added = kept.filter((v) => v.label !== "not_business" && !rules.candidates.some((c) => namesMatch(nameKey(c.name), nameKey(v.name))));
  return [...judged, ...locateCandidates(answer, added.map((v) => ({ name: v.name, status: "business" as const })))];
}

/** The analysis of the entries in text order: recommendations ranked 1…n, negatives apart, the visitor at its place. */
function rankedAnalysis(rules: AnswerAnalysis, entries: Entry[]): AnswerAnalysis & { readBy: ReadBy } {
  const businesses: RecommendedBusiness[] = [];
  const negativeMentions: NegativeMention[] = [];
  let position: number | null = null;
  let target: Entry | null = null;
  for (const e of entries) {
    if ((e.tone === "discouraged" || e.tone === "unavailable") && !e.isVisitor) {
      negativeMentions.push({ name: e.name, tone: e.tone, context: e.context });
      continue;
    }
    businesses.push({ name: e.name, rank: businesses.length + 1, context: e.context, tone: e.tone });
    if (e.isVisitor && position === null) {
      position = businesses.length;
      target = e;
    }
  }
  return {
    ...rules,
    businesses,
    competitors: businesses.filter((b) => b.rank !== position).map((b) => b.name),
    negativeMentions,
    mentioned: target !== null,
    position,
    mentionTone: target ? target.tone : null,
    context: target ? (rules.context ?? target.context) : null,
    readBy: "rules+model",
  };
}
