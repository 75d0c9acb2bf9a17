import "server-only";
import { createHash } from "node:crypto";
import { generateText, Output } from "ai";
import type { PrismaClient } from "@/generated/prisma/client";
import { analyzeAnswer, type AnswerAnalysis, type BusinessTarget } from "../analysis";
import { createLanguageModel, type ModelConfig } from "../provider";
import { applyVerdicts, cachedReaderOutputSchema, type ReadBy, type ReaderOutput, readerOutputSchema, type StatedFact } from "./verdicts";

/** ANSWER_READER of lib/env.ts: the provider names of AI_ENGINES; the model is made where the engines' are (provider.ts). */
export type ReaderConfig = ModelConfig;

/** One answer read: the analysis, who decided it, and the reader's token use when it was called (not on a cache hit). */
export interface ReadAnswer {
  /** `statedFacts`: what the reader read about the visitor's business, checked to stand in the answer; absent when the rules decided. */
  analysis: AnswerAnalysis & { readBy: ReadBy; statedFacts?: StatedFact[] };
  usage: { inputTokens: number; outputTokens: number } | null;
}

/** Short German instructions: label each name, add missed businesses, quote the text; never invent. */
const INSTRUCTIONS = [
  "Du liest die Antwort eines KI-Assistenten auf eine Frage nach lokalen Betrieben.",
  "Beurteile jeden Namen der Kandidatenliste und ergänze Betriebe, die in der Liste fehlen.",
  "label: recommended = empfohlener Betrieb; named_neutral = nur erwähnt oder als Option ohne Urteil;",
  "named_discouraged = es wird abgeraten; named_closed = geschlossen oder nimmt niemanden an;",
  "not_business = kein Betrieb (Ort, Plattform, Produkt, Marke, Veranstaltung, Person ohne Betrieb, Verband, Redewendung).",
  "name: genau so, wie er in der Antwort steht; span: der Textabschnitt über ihn, wörtlich.",
  "isVisitor: true nur für den Betrieb des Nutzers, auch wenn er nur über Inhaberin, Inhaber, Ärztin oder Arzt genannt wird.",
  "facts: was die Antwort über den Betrieb des Nutzers angibt (Telefon, Anschrift, Öffnungszeiten), jede Angabe wörtlich; nichts über andere Betriebe.",
  "Erfinde keine Namen und keine Angaben: nur was wörtlich in der Antwort steht.",
].join("\n");

function prompt(answer: string, target: BusinessTarget, rules: AnswerAnalysis): string {
  const candidates = [...rules.businesses.map((b) => b.name), ...rules.negativeMentions.map((n) => n.name)];
  return [
    `Betrieb des Nutzers: ${target.businessName ?? "–"}${target.domain ? ` (Website ${target.domain})` : ""}`,
    `Kandidaten der Regeln: ${candidates.length > 0 ? candidates.map((c) => `"${c}"`).join(", ") : "keine"}`,
    "Antwort:",
    "<<<",
    answer,
    ">>>",
  ].join("\n");
}

/** Cache key: the answer, the visitor's business it was read for and the reader, hashed (SHA-256, hex). */
function readingKey(answer: string, target: BusinessTarget, c: ReaderConfig): string {
  return createHash("sha256").update(JSON.stringify([c.provider, c.model, target.businessName ?? "", target.domain ?? "", answer])).digest("hex");
}

/**
 * Reads one answer: the rules first (analyzeAnswer), then, when a reader is configured, one
 * structured-output call (temperature 0, no retries) whose verdicts are checked against the text
 * and applied (verdicts.ts). Verdicts are cached per answer text in the database (answer_readings),
 * so a repeated answer costs no call on any instance. Without a reader, or when the call fails,
 * times out (`timeoutMs`) or returns nothing usable, the rules decide.
 * @param answer the answer text
 * @param target the visitor's business
 * @param deps reader config (null = rules only), database, time limit in ms, optionally the caller's
 *   abort signal (the live test's deadline) and where the rules read (`analyze`: the service passes the
 *   CPU worker pool, off-thread.ts; default analyzeAnswer on this thread)
 * @throws only what `analyze` throws (the pool's CpuTaskError); a reader's failure is never thrown
 */
export async function readAnswer(
  answer: string,
  target: BusinessTarget,
  deps: {
    reader: ReaderConfig | null;
    db: PrismaClient;
    timeoutMs: number;
    signal?: AbortSignal;
    analyze?: (answer: string, target: BusinessTarget) => Promise<AnswerAnalysis>;
  },
): Promise<ReadAnswer> {
  const rules = deps.analyze ? await deps.analyze(answer, target) : analyzeAnswer(answer, target);
  const byRules: ReadAnswer = { analysis: { ...rules, readBy: "rules" }, usage: null };
  const { reader } = deps;
  if (!reader) return byRules;
  const key = readingKey(answer, target, reader);
  try {
    const cached = await deps.db.answerReading.findUnique({ where: { key } });
    const parsed = cached ? cachedReaderOutputSchema.safeParse(cached.verdicts) : null;
    if (parsed?.success) return { analysis: applied(answer, rules, parsed.data), usage: null };
  } catch (error) {
    console.warn("answer reader: cache not readable", (error as Error).message);
  }
  const timeout = AbortSignal.timeout(deps.timeoutMs);
  try {
    const result = await generateText({
      model: createLanguageModel(reader),
      instructions: INSTRUCTIONS,
      prompt: prompt(answer, target, rules),
      output: Output.object({ schema: readerOutputSchema }),
      temperature: 0,
      maxRetries: 0,
      abortSignal: deps.signal ? AbortSignal.any([deps.signal, timeout]) : timeout,
    });
    const output = result.output;
    const usage = { inputTokens: result.usage.inputTokens ?? 0, outputTokens: result.usage.outputTokens ?? 0 };
    await deps.db.answerReading
      .upsert({
        where: { key },
        create: { key, model: `${reader.provider}:${reader.model}`, verdicts: output, inputTokens: usage.inputTokens, outputTokens: usage.outputTokens },
        update: {},
      })
      .catch((error: unknown) => console.warn("answer reader: cache not written", (error as Error).message));
    return { analysis: applied(answer, rules, output), usage };
  } catch (error) {
    console.warn(`answer reader: the rules decide (${timeout.aborted ? "timeout" : (error as Error).name})`);
    return byRules;
  }
}

function applied(answer: string, rules: AnswerAnalysis, output: ReaderOutput): ReadAnswer["analysis"] {
  const { analysis, dropped } = applyVerdicts(answer, rules, output);
  if (dropped.length > 0) console.warn(`answer reader: ${dropped.length} name(s) or fact(s) not in the answer dropped: ${dropped.join(", ")}`);
  return analysis;
}
