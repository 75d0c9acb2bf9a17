/**
 * The evidence of every number: which answers a count was made from. Pure and
 * client-safe; the live-test result and the monitor page link each number to these
 * answers. Indices are 0-based positions in the list of answers given (the pages show
 * them 1-based as "Antwort 3").
 */
import { foldGerman, nameKey, namesMatch } from "./names";
import type { MentionTone } from "./tone";

/** What the evidence needs of one analysed answer. */
export interface EvidenceAnswer {
  engine: string;
  /** The visitor's business named (with a position: the live test's "mentioned"). */
  mentioned: boolean;
  position: number | null;
  mentionTone: MentionTone | null;
  /** Recommended businesses other than the visitor's. */
  competitors: string[];
  /** Platforms the answer names or cites (live test only). */
  platforms?: string[];
  /** URLs the answer cites (monitor's cited domains). */
  sources?: string[];
}

/** Answers that name the business with a position: the mention rate's and the average position's evidence. */
export function mentionEvidence(answers: EvidenceAnswer[]): number[] {
  return indicesWhere(answers, (a) => a.mentioned && a.position !== null);
}

/** The answers one engine gave (an engine row's sample count). */
export function engineEvidence(answers: EvidenceAnswer[], engine: string): number[] {
  return indicesWhere(answers, (a) => a.engine === engine);
}

/**
 * Answers that recommend a business, counted as share of voice counts them
 * (lib/visibility/engine-stats.ts): the visitor's when named in a recommending tone,
 * another business when among the answer's competitors (names that match count as one).
 */
export function recommendationEvidence(answers: EvidenceAnswer[], name: string, own: boolean): number[] {
  if (own) return indicesWhere(answers, (a) => a.mentioned && a.mentionTone === "recommended");
  const key = nameKey(name);
  return indicesWhere(answers, (a) => a.competitors.some((c) => namesMatch(nameKey(c), key)));
}

/** Answers that name or cite a platform ("Quellen, die die KI nennt"). */
export function platformEvidence(answers: EvidenceAnswer[], platform: string): number[] {
  const folded = foldGerman(platform);
  return indicesWhere(answers, (a) => (a.platforms ?? []).some((p) => foldGerman(p) === folded));
}

/** Answers citing a host ("jameda.de": the monitor's "Woher die KI ihre Fakten hat"; "www." ignored). */
export function domainEvidence(answers: EvidenceAnswer[], domain: string): number[] {
  const host = (url: string) => {
    try {
      return new URL(url).hostname.replace(/^www\./, "").toLowerCase();
    } catch {
      return null;
    }
  };
  return indicesWhere(answers, (a) => (a.sources ?? []).some((url) => host(url) === domain));
}

function indicesWhere(answers: EvidenceAnswer[], keep: (a: EvidenceAnswer) => boolean): number[] {
  return answers.flatMap((a, i) => (keep(a) ? [i] : []));
}
