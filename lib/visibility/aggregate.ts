import { analyzeAnswer, type AnswerAnalysis, type BusinessTarget } from "./analysis";
import { foldGerman, nameKey, namesMatch } from "./names";

export interface SampleResult {
  answer: string;
  mentioned: boolean;
  position: number | null;
  context: string | null;
  competitors: string[];
  sources: string[];
}

export interface CompetitorSummary {
  name: string;
  /** In how many answers it was named. */
  answers: number;
  /** Best (lowest) 1-based rank it reached. */
  bestRank: number;
}

export interface VisibilitySummary {
  samples: SampleResult[];
  /** Index of the answer shown in full (first that names the business, else the first). */
  shownIndex: number;
  mentionedIn: number;
  /** mentionedIn / samples.length, 0..1. */
  mentionRate: number;
  /** Mean rank over the answers that name the business, one decimal; null if none. */
  averagePosition: number | null;
  competitors: CompetitorSummary[];
  sources: string[];
  platforms: string[];
  /** Answers that named no business at all (e.g. the model declined). */
  answersWithoutBusinesses: number;
}

/**
 * Analyses every sampled answer and combines them (product decisions: answers vary,
 * so the test reports how often the business is named, not only whether).
 * @param answers answer texts with the URLs the provider cited for each
 * @param target the user's business
 * @throws Error when `answers` is empty
 */
export function summarizeAnswers(answers: { text: string; citations: string[] }[], target: BusinessTarget): VisibilitySummary {
  if (answers.length === 0) throw new Error("summarizeAnswers needs at least one answer");
  const analyses: AnswerAnalysis[] = answers.map((a) => analyzeAnswer(a.text, target));

  const samples: SampleResult[] = analyses.map((a, i) => ({
    answer: answers[i]!.text,
    mentioned: a.mentioned,
    position: a.position,
    context: a.context,
    competitors: a.businesses.filter((b) => b.rank !== a.position).map((b) => b.name.replace(/^-\s+/, "")),
    sources: unique([...answers[i]!.citations, ...a.citedUrls]),
  }));

  const competitors: (CompetitorSummary & { key: ReturnType<typeof nameKey>; rankSum: number })[] = [];
  analyses.forEach((a) => {
    for (const b of a.businesses) {
      if (b.rank === a.position) continue;
      const key = nameKey(b.name);
      const known = competitors.find((c) => namesMatch(c.key, key));
      if (known) {
        known.answers += 1;
        known.bestRank = Math.min(known.bestRank, b.rank);
        known.rankSum += b.rank;
      } else {
        competitors.push({ name: b.name.replace(/^-\s+/, ""), answers: 1, bestRank: b.rank, key, rankSum: b.rank });
      }
    }
  });
  competitors.sort((x, y) => y.answers - x.answers || x.rankSum / x.answers - y.rankSum / y.answers);

  const mentionedPositions = analyses.filter((a) => a.mentioned && a.position !== null).map((a) => a.position!);
  const firstMentioned = analyses.findIndex((a) => a.mentioned);
  return {
    samples,
    shownIndex: firstMentioned >= 0 ? firstMentioned : 0,
    mentionedIn: mentionedPositions.length,
    mentionRate: mentionedPositions.length / analyses.length,
    averagePosition: mentionedPositions.length
      ? Math.round((mentionedPositions.reduce((s, p) => s + p, 0) / mentionedPositions.length) * 10) / 10
      : null,
    competitors: competitors.map(({ name, answers: n, bestRank }) => ({ name, answers: n, bestRank })),
    sources: unique(samples.flatMap((s) => s.sources)),
    platforms: uniqueFolded(analyses.flatMap((a) => a.platforms)),
    answersWithoutBusinesses: analyses.filter((a) => a.businesses.length === 0).length,
  };
}

function unique(values: string[]): string[] {
  return [...new Set(values)];
}

function uniqueFolded(values: string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => {
    const k = foldGerman(v);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
