import { summarizeAnswers, type CompetitorSummary, type NegativeSummary, type PlatformSummary, type SampleResult } from "./aggregate";
import type { AnswerAnalysis, BusinessTarget } from "./analysis";
import type { ReadBy } from "./reader/verdicts";
import { compareFacts, type FactCheck, type StatedFact } from "./facts/compare";
import type { SiteFacts } from "./facts/site-facts";
import { type OwnTown, type OwnTownNote, ownTownNote } from "./own-town";
import { engineStats, shareOfVoice, type EngineStats, type ShareOfVoiceEntry } from "./engine-stats";
import type { EngineAccess } from "./engine-access";
import type { EngineReply } from "./provider";
import { groupSources, type SourceGroups } from "./source-groups";
import type { MentionTone } from "./tone";
import { buildQuestionSet, distributeQuestions } from "./questions";
import type { LiveTestRequest, SearchType } from "./request";
import { suggestionText } from "./suggestion-text";
import { buildSuggestions, type Suggestion } from "./suggestions";

/** Response of POST /api/rag-search: the original RAG result fields, then the multi-engine ones. */
export interface LiveTestResult {
  /** The topic as the user entered it (field `query`). */
  query: string;
  websiteMentioned: boolean;
  /** 1-based rank in the answer shown; null when not named there. */
  mentionPosition: number | null;
  mentionContext?: string;
  /** The answer shown in full. */
  aiResponse: string;
  /** Businesses recommended instead, most frequent first. */
  competitors: string[];
  suggestions: string[];
  /** The same suggestions as codes with parameters (messages/de.json "LiveTest.suggestion.<code>"). */
  suggestionCodes: Suggestion[];

  /** Whether the visitor gave a business name or website to look for. */
  targetGiven: boolean;
  /** Tone of the business's mention in the answer shown: recommended, neutral, discouraged, unavailable; null when not named. */
  mentionTone: MentionTone | null;

  /** The first question asked (kept for clients of one question; `questions[0]`). */
  question: string;
  /** Every German question asked, in the set's order (lib/visibility/questions.ts). */
  questions: string[];
  /** The specialty the questions include, if given. */
  specialty?: string;
  searchType: SearchType;
  location?: string;
  mentionRate: number;
  mentionedInAnswers: number;
  answersReceived: number;
  answersRequested: number;
  averagePosition: number | null;
  competitorDetails: CompetitorSummary[];
  /** URLs the answers cite (provider annotations and links in the text). */
  sources: string[];
  /** Review, directory, booking, delivery … platforms the answers name or cite ("Quellen, die die KI nennt"). */
  platforms: PlatformSummary[];
  /** Businesses the answers advise against or name as closed, apart from the competitors. */
  negativeMentions: NegativeSummary[];
  /** Engine and model of the answer shown. */
  provider: { name: string; model: string };
  /** Every answer, each with the engine that gave it and the question it answers (the evidence of every number). */
  samples: LiveTestSample[];
  /** One row per configured engine, failed ones included (error = failure code). */
  engines: LiveTestEngineRow[];
  /** Every cited source of all engines, grouped by kind ("Quellen"). */
  sourceGroups: SourceGroups;
  /** Recommendations per business across all answers, the visitor's included. */
  shareOfVoice: ShareOfVoiceEntry[];
  /** Whether the visitor's website could be read for the fact comparison (false without a website). */
  siteFactsRead: boolean;
  /** Whether the visitor gave a website (read or not). */
  siteGiven: boolean;
  /**
   * The town of the address the visitor's website states, as the answers were read with it (own-town.ts): a namesake
   * an answer places `nearKm` (km) or farther from it counted as another business; `source` is where the site states the
   * address. Null when there was none to read with.
   */
  ownTown?: OwnTownNote | null;
  /** Who read the answers: "rules+model" when the reader model read at least one, else "rules". */
  readBy: ReadBy;
  /** Signed token of the shareable link and result image (set by the service; lib/visibility/share.ts). */
  shareToken?: string;
}

/** One engine's row: its numbers, how it was asked, and searches where Google showed no AI answer. */
export type LiveTestEngineRow = EngineStats & {
  access: EngineAccess;
  /** Searches without an AI Overview / AI Mode answer: not counted in the rate (neither answer nor miss). */
  noAiOverview: number;
  /** For a "busy" engine: seconds it asked to wait, when it said. */
  retryAfterSeconds?: number;
  /**
   * Calls of an engine that did answer others and that counted nowhere, by failure code (a provider failure, or
   * `not_read`: answered, but this server could not read it), in order of first occurrence; empty when every call
   * answered or none did (then `error` says why). Optional: results shared before it existed lack it.
   */
  missing?: { code: string; count: number }[];
};

/** One analysed answer of the live test; `facts`: what it states about the business against the website (empty when nothing). */
type LiveTestSample = SampleResult & { engine: string; model: string; question: string; facts: FactCheck[] };

/** One assistant as the live test asks it. */
interface LiveTestEngine {
  name: string;
  /** Model configured (shown when the engine fails before naming its own). */
  model: string;
  /** How it is asked (provider, web search, place), for the row's label; default: a plain Chat Completions server. */
  access?: EngineAccess;
  ask: (question: string) => Promise<EngineReply>;
}

/** Progress of one engine: answers completed (received or failed) of total. */
export interface EngineProgress {
  name: string;
  completed: number;
  failed: number;
  total: number;
}

export interface LiveTestDeps {
  engines: LiveTestEngine[];
  /** Answers asked per engine; the set's questions are spread over them (distributeQuestions). */
  samples: number;
  /** Called after each answer arrives (or fails): completed of total over all engines. */
  onProgress?: (completed: number, total: number) => void;
  /** Called with the engine whose answer just arrived (or failed). */
  onEngineProgress?: (progress: EngineProgress) => void;
  /**
   * Reads one answer (lib/visibility/reader/answer-reader.ts), started as soon as the answer
   * arrives, so a reader call runs beside the other engines' calls (service.ts answerReader: the rules in the CPU
   * worker pool). When it throws, the sample counts as failed. Unset = the rules read here, on this thread (tests).
   */
  read?: (text: string, target: BusinessTarget) => Promise<AnswerAnalysis & { readBy: ReadBy; statedFacts?: StatedFact[] }>;
  /** The visitor's website's facts, read beside the engines' calls (lib/visibility/facts); null when not given or not readable. */
  siteFacts?: Promise<SiteFacts | null>;
  /**
   * The town of the address those facts state (location.ts ownTownOf), for reading namesakes in far towns apart
   * (own-town.ts); each answer's reading waits for it, as the site is read beside the engines' calls. Null or a failure:
   * read without it.
   */
  ownTown?: Promise<OwnTown | null>;
}

const PLAIN_ACCESS: EngineAccess = { provider: "openai-compatible", webSearch: false, local: false };

/** Every sample failed; carries the first failure. */
export class AllSamplesFailedError extends Error {
  constructor(readonly causes: unknown[]) {
    super("Keine Antwort des KI-Anbieters erhalten.");
    this.name = "AllSamplesFailedError";
  }
}

/**
 * Runs the live test: asks every engine `samples` times, all concurrently, the
 * question set (buildQuestionSet from topic, location, specialty and search type)
 * spread over the calls round-robin, analyses every answer, and combines them per
 * engine and overall.
 * Answers that fail, and Google searches without an AI answer, are left out of the
 * mention rate (answersReceived says how many counted); an engine without any answer
 * keeps its row with the failure code (or its count of searches without AI answer).
 * @throws AllSamplesFailedError when no engine answers at all
 */
export async function runLiveTest(request: LiveTestRequest, deps: LiveTestDeps): Promise<LiveTestResult> {
  const target: BusinessTarget = { businessName: request.businessName, domain: request.domain, location: request.location };
  const readTarget = (deps.ownTown ?? Promise.resolve(null)).then((ownTown) => (ownTown ? { ...target, ownTown } : target), () => target);
  const set = buildQuestionSet({ industry: request.query, city: request.location, specialty: request.specialty, searchType: request.searchType });
  const plan = distributeQuestions(set, deps.engines.length, deps.samples);
  const questions = set.filter((q) => plan.some((calls) => calls.includes(q)));
  const total = deps.samples * deps.engines.length;
  let completed = 0;
  deps.onProgress?.(0, total);
  const perEngine = await Promise.all(
    deps.engines.map(async (engine, e) => {
      const progress: EngineProgress = { name: engine.name, completed: 0, failed: 0, total: deps.samples };
      deps.onEngineProgress?.({ ...progress });
      const settled = await Promise.allSettled(
        plan[e]!.map((question) =>
          engine
            .ask(question)
            .then(async (reply) => ({ ...reply, question, analysis: deps.read && reply.kind === "answer" ? await deps.read(reply.text, await readTarget) : undefined }))
            .catch((error: unknown) => {
              progress.failed += 1;
              throw error;
            })
            .finally(() => {
              completed += 1;
              progress.completed += 1;
              deps.onProgress?.(completed, total);
              deps.onEngineProgress?.({ ...progress });
            }),
        ),
      );
      return { engine, settled };
    }),
  );
  const answers = perEngine.flatMap(({ engine, settled }) =>
    settled.flatMap((s) => (s.status === "fulfilled" && s.value.kind === "answer" ? [{ ...s.value, engine: engine.name }] : [])),
  );
  if (answers.length === 0) {
    throw new AllSamplesFailedError(perEngine.flatMap(({ settled }) => settled.map((s) => (s.status === "rejected" ? s.reason : null))));
  }

  const summary = summarizeAnswers(
    answers.map((a) => ({ text: a.text, citations: a.citations, analysis: a.analysis })),
    // With the own town, which is no place the answer tells the owner of (named-as.ts).
    await readTarget,
  );
  const site = (await deps.siteFacts) ?? null;
  const samples: LiveTestSample[] = summary.samples.map((s, i) => ({
    ...s,
    engine: answers[i]!.engine,
    model: answers[i]!.model,
    question: answers[i]!.question,
    // Only the answer's text about the business: its item or sentence.
    facts: s.mentioned && s.context ? compareFacts(s.context, site, s.statedFacts) : [],
  }));
  const shown = samples[summary.shownIndex]!;
  const rows = perEngine.map(({ engine, settled }) => {
    const answered = settled.find((s) => s.status === "fulfilled");
    const firstError = settled.find((s) => s.status === "rejected");
    const reason = firstError?.status === "rejected" ? (firstError.reason as { retryAfterSeconds?: unknown } | undefined) : undefined;
    return {
      name: engine.name,
      model: answered?.status === "fulfilled" ? answered.value.model : engine.model,
      error: answered ? null : failureCode(reason),
      access: engine.access ?? PLAIN_ACCESS,
      noAiOverview: settled.filter((s) => s.status === "fulfilled" && s.value.kind === "no_ai_overview").length,
      retryAfterSeconds: typeof reason?.retryAfterSeconds === "number" ? reason.retryAfterSeconds : undefined,
      missing: answered ? countFailures(settled.flatMap((s) => (s.status === "rejected" ? [failureCode(s.reason)] : []))) : [],
    };
  });
  const engines: LiveTestEngineRow[] = engineStats(samples, rows).map((stats, i) => ({
    ...stats,
    access: rows[i]!.access,
    noAiOverview: rows[i]!.noAiOverview,
    retryAfterSeconds: rows[i]!.retryAfterSeconds,
    missing: rows[i]!.missing,
  }));
  return {
    query: request.query,
    websiteMentioned: summary.mentionedIn > 0,
    mentionPosition: shown.position,
    mentionContext: shown.context ?? undefined,
    aiResponse: shown.answer,
    competitors: summary.competitors.map((c) => c.name),
    ...suggestionsOf(buildSuggestions({ summary, businessName: request.businessName, domain: request.domain, location: request.location })),
    targetGiven: Boolean(request.businessName || request.domain),
    mentionTone: shown.mentionTone,
    question: questions[0]!,
    questions,
    specialty: request.specialty,
    searchType: request.searchType,
    location: request.location,
    mentionRate: summary.mentionRate,
    mentionedInAnswers: summary.mentionedIn,
    answersReceived: answers.length,
    answersRequested: total,
    averagePosition: summary.averagePosition,
    competitorDetails: summary.competitors,
    sources: summary.sources,
    sourceGroups: groupSources(summary.samples.flatMap((s) => s.sources), { domain: request.domain, competitors: summary.competitors.map((c) => c.name) }),
    platforms: summary.platforms,
    negativeMentions: summary.negativeMentions,
    provider: { name: shown.engine, model: shown.model },
    samples,
    engines,
    shareOfVoice: shareOfVoice(samples, request.businessName ?? request.domain),
    readBy: samples.some((s) => s.readBy === "rules+model") ? "rules+model" : "rules",
    siteFactsRead: site !== null,
    siteGiven: deps.siteFacts !== undefined,
    ownTown: await readWith(deps, readTarget),
  };
}

/** The own town the answers were read with, for the result's note; null when the rules read here without one (no `read`). */
async function readWith(deps: LiveTestDeps, readTarget: Promise<BusinessTarget>): Promise<LiveTestResult["ownTown"]> {
  return ownTownNote(deps.read ? (await readTarget).ownTown : undefined);
}

function suggestionsOf(codes: Suggestion[]): Pick<LiveTestResult, "suggestions" | "suggestionCodes"> {
  return { suggestions: codes.map(suggestionText), suggestionCodes: codes };
}

/** Failure codes counted, in order of first occurrence: ["timeout", "not_read", "timeout"] → timeout 2, not_read 1. */
function countFailures(codes: string[]): { code: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const code of codes) counts.set(code, (counts.get(code) ?? 0) + 1);
  return [...counts].map(([code, count]) => ({ code, count }));
}

/** The failure code of a provider error ("timeout", "busy", …) or an unread answer ("not_read"), "unknown" otherwise. */
function failureCode(error: unknown): string {
  const failure = (error as { failure?: unknown } | undefined)?.failure;
  return typeof failure === "string" ? failure : "unknown";
}
