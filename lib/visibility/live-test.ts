import { summarizeAnswers, type CompetitorSummary, type NegativeSummary, type PlatformSummary, type SampleResult } from "./aggregate";
import type { MentionTone } from "./tone";
import { buildQuestion, type LiveTestRequest, type SearchType } from "./request";
import { suggestionText } from "./suggestion-text";
import { buildSuggestions, type Suggestion } from "./suggestions";

/** Response of POST /api/rag-search: the spec's RAG result fields, then ours. */
export interface LiveTestResult {
  /** The topic as the user entered it (spec: query). */
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

  /** The German question sent to the assistant. */
  question: string;
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
  provider: { name: string; model: string };
  samples: SampleResult[];
}

export interface AnswerForTest {
  text: string;
  model: string;
  citations: string[];
}

export interface LiveTestDeps {
  ask: (question: string) => Promise<AnswerForTest>;
  samples: number;
  providerName: string;
  /** Called after each answer arrives (or fails): completed of total. */
  onProgress?: (completed: number, total: number) => void;
}

/** Every sample failed; carries the first failure. */
export class AllSamplesFailedError extends Error {
  constructor(readonly causes: unknown[]) {
    super("Keine Antwort des KI-Anbieters erhalten.");
    this.name = "AllSamplesFailedError";
  }
}

/**
 * Runs the live test: asks the same question `samples` times concurrently, analyses
 * every answer, and combines them. Answers that fail are left out of the mention
 * rate (answersReceived says how many counted).
 * @throws AllSamplesFailedError when no answer arrives
 */
export async function runLiveTest(request: LiveTestRequest, deps: LiveTestDeps): Promise<LiveTestResult> {
  const question = buildQuestion(request);
  let completed = 0;
  deps.onProgress?.(0, deps.samples);
  const settled = await Promise.allSettled(
    Array.from({ length: deps.samples }, () =>
      deps.ask(question).finally(() => {
        completed += 1;
        deps.onProgress?.(completed, deps.samples);
      }),
    ),
  );
  const answers = settled.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  if (answers.length === 0) {
    throw new AllSamplesFailedError(settled.map((s) => (s.status === "rejected" ? s.reason : null)));
  }

  const summary = summarizeAnswers(
    answers.map((a) => ({ text: a.text, citations: a.citations })),
    { businessName: request.businessName, domain: request.domain, location: request.location },
  );
  const shown = summary.samples[summary.shownIndex]!;
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
    question,
    searchType: request.searchType,
    location: request.location,
    mentionRate: summary.mentionRate,
    mentionedInAnswers: summary.mentionedIn,
    answersReceived: answers.length,
    answersRequested: deps.samples,
    averagePosition: summary.averagePosition,
    competitorDetails: summary.competitors,
    sources: summary.sources,
    platforms: summary.platforms,
    negativeMentions: summary.negativeMentions,
    provider: { name: deps.providerName, model: answers[0]!.model },
    samples: summary.samples,
  };
}

function suggestionsOf(codes: Suggestion[]): Pick<LiveTestResult, "suggestions" | "suggestionCodes"> {
  return { suggestions: codes.map(suggestionText), suggestionCodes: codes };
}
