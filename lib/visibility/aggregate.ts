import { analyzeAnswer, type AnswerAnalysis, type BusinessTarget, type MentionTone, type NegativeMention } from "./analysis";
import { foldGerman, nameKey, namesMatch } from "./names";
import { findPlatform, platformForUrl, type PlatformKind } from "./platforms";
import type { ReadBy } from "./reader/verdicts";
import type { StatedFact } from "./facts/compare";
import { lookAlikeOf, type NamedAs, namedAsToShow } from "./named-as";
import { type OwnerVerdict, type OwnerVerdictApplied, ownerVerdictOn, withOwnerVerdict } from "./owner-verdicts";

export interface SampleResult {
  answer: string;
  mentioned: boolean;
  position: number | null;
  /** Tone of the business's first mention in this answer; null when not named. */
  mentionTone: MentionTone | null;
  context: string | null;
  /** Recommended businesses other than the user's, in order. */
  competitors: string[];
  /** Businesses this answer advises against or names as closed. */
  negativeMentions: NegativeMention[];
  /** Platforms this answer names or cites. */
  platforms: string[];
  /** URLs the provider cites and the answer links, deduplicated. */
  sources: string[];
  /** Who read this answer: the rules alone, or the rules and the reader model ("gelesen von"). */
  readBy: ReadBy;
  /** What the reader model read about the business (telephone, address, hours), checked to stand in the answer; [] when the rules read it. */
  statedFacts: StatedFact[];
  /**
   * How the answer names the business when not by exactly its name or with a place of its own (named-as.ts); null
   * otherwise or when not named. Kept when the owner said it is another business ({@link ownerVerdict} "other").
   */
  namedAs: NamedAs | null;
  /**
   * Where the reading found the business not named: the first business named by a name like its own, for the owner to
   * check (named-as.ts lookAlikeOf); null otherwise. Kept when the owner said it is theirs ({@link ownerVerdict} "mine").
   */
  lookAlike: NamedAs | null;
  /** The owner's verdict on {@link namedAs} or {@link lookAlike} this reading followed (owner-verdicts.ts); null when there is none. */
  ownerVerdict: OwnerVerdictApplied | null;
}

export interface CompetitorSummary {
  name: string;
  /** In how many answers it was recommended. */
  answers: number;
  /** Best (lowest) 1-based rank it reached. */
  bestRank: number;
}

export interface NegativeSummary {
  name: string;
  tone: NegativeMention["tone"];
  /** In how many answers it was named so. */
  answers: number;
}

/** A platform the answers point to ("Quellen, die die KI nennt"). */
export interface PlatformSummary {
  name: string;
  kind: PlatformKind;
  /** In how many answers it was named or cited. */
  answers: number;
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
  /** Recommended businesses, most often named first (share of voice counts these). */
  competitors: CompetitorSummary[];
  /** Businesses named only negatively, apart from the competitors. */
  negativeMentions: NegativeSummary[];
  sources: string[];
  platforms: PlatformSummary[];
  /** Answers that named no business at all (e.g. the model declined). */
  answersWithoutBusinesses: number;
}

/**
 * Analyses every sampled answer and combines them (answers vary between runs,
 * so the test reports how often the business is named, not only whether).
 * @param answers answer texts with the URLs the provider cited for each, and the analysis when the
 *   answer reader already read it (else the rules read it here)
 * @param target the user's business and the place asked about
 * @param verdicts the owner's verdicts on names the answers gave the business (the monitor's; the live test has none):
 *   an answer naming it by a name the owner disowned counts that name as another business
 * @throws Error when `answers` is empty
 */
export function summarizeAnswers(
  answers: { text: string; citations: string[]; analysis?: AnswerAnalysis & { readBy: ReadBy; statedFacts?: StatedFact[] } }[],
  target: BusinessTarget,
  verdicts: readonly OwnerVerdict[] = [],
): VisibilitySummary {
  if (answers.length === 0) throw new Error("summarizeAnswers needs at least one answer");
  // An answer the reader already read (lib/visibility/reader) keeps that reading; the others the rules read here.
  const read: (AnswerAnalysis & { readBy: ReadBy; statedFacts?: StatedFact[] })[] = answers.map((a) => a.analysis ?? { ...analyzeAnswer(a.text, target), readBy: "rules" });
  const namedAs = read.map((a) => namedAsToShow(a, target));
  const lookAlike = read.map((a) => lookAlikeOf(a, target));
  const mine = read.map((_, i) => ownerVerdictOn(namedAs[i] ?? lookAlike[i]!, verdicts));
  const analyses = read.map((a, i) => withOwnerVerdict(a, namedAs[i] ?? lookAlike[i]!, mine[i]!));

  const samples: SampleResult[] = analyses.map((a, i) => ({
    answer: answers[i]!.text,
    mentioned: a.mentioned,
    position: a.position,
    mentionTone: a.mentionTone,
    context: a.context,
    competitors: a.competitors,
    negativeMentions: a.negativeMentions,
    platforms: uniqueFolded([...a.platforms, ...answers[i]!.citations.flatMap((url) => platformForUrl(url)?.name ?? [])]),
    sources: unique([...answers[i]!.citations, ...a.citedUrls]),
    readBy: a.readBy,
    statedFacts: a.statedFacts ?? [],
    namedAs: namedAs[i]!,
    lookAlike: lookAlike[i]!,
    ownerVerdict: mine[i] === null ? null : mine[i] ? "mine" : "other",
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
        competitors.push({ name: b.name, answers: 1, bestRank: b.rank, key, rankSum: b.rank });
      }
    }
  });
  competitors.sort((x, y) => y.answers - x.answers || x.rankSum / x.answers - y.rankSum / y.answers);

  const negatives: (NegativeSummary & { key: ReturnType<typeof nameKey> })[] = [];
  for (const n of analyses.flatMap((a) => a.negativeMentions)) {
    const key = nameKey(n.name);
    const known = negatives.find((x) => namesMatch(x.key, key));
    if (known) known.answers += 1;
    else negatives.push({ name: n.name, tone: n.tone, answers: 1, key });
  }

  const platforms = new Map<string, PlatformSummary>();
  for (const s of samples) {
    for (const name of s.platforms) {
      const known = platforms.get(name);
      if (known) known.answers += 1;
      else platforms.set(name, { name, kind: findPlatform(name)?.kind ?? "directory", answers: 1 });
    }
  }

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
    negativeMentions: negatives.map(({ name, tone, answers: n }) => ({ name, tone, answers: n })),
    sources: unique(samples.flatMap((s) => s.sources)),
    platforms: [...platforms.values()].sort((a, b) => b.answers - a.answers),
    answersWithoutBusinesses: analyses.filter((a) => a.businesses.length === 0 && a.negativeMentions.length === 0).length,
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
