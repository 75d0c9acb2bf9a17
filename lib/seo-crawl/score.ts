import type { PageStatus } from "./types";

/** Points subtracted from 100 per finding (rule: indexabilityScore). */
const SCORE_DEDUCTIONS = {
  canonicalElsewhere: 60,
  notInSitemap: 10,
  orphan: 10,
  thinContent: 15,
  titleMissing: 15,
  descriptionProblem: 5,
  noStructuredData: 5,
  slow: 5,
} as const;

export interface ScoreInput {
  status: PageStatus;
  noindex: boolean;
  redirectedOffSite: boolean;
  canonicalElsewhere: boolean;
  inSitemap: boolean;
  /** No crawled page links here and it is not the start page. */
  orphan: boolean;
  /** Null when the page was not parsed as HTML (then no content deductions). */
  content: { thin: boolean; titleMissing: boolean; descriptionProblem: boolean; hasStructuredData: boolean } | null;
  slow: boolean;
}

/**
 * Indexability score of one page, 0-100: how likely a search engine indexes it as it
 * is. A heuristic on Google Search Central's indexing guidance ("Crawling and indexing
 * overview", "Block indexing with noindex", "Consolidate duplicate URLs", "Build and
 * submit a sitemap", "Links", "Helpful content"), not Google's own measure.
 * 0 when the page cannot be indexed at all (blocked, failed, noindex, redirected off-site),
 * else 100 minus SCORE_DEDUCTIONS per finding.
 *
 * @returns integer 0-100
 */
export function indexabilityScore(input: ScoreInput): number {
  if (["blocked", "error", "timeout", "unreachable"].includes(input.status) || input.noindex || input.redirectedOffSite) return 0;
  let score = 100;
  if (input.canonicalElsewhere) score -= SCORE_DEDUCTIONS.canonicalElsewhere;
  if (!input.inSitemap) score -= SCORE_DEDUCTIONS.notInSitemap;
  if (input.orphan) score -= SCORE_DEDUCTIONS.orphan;
  if (input.content) {
    if (input.content.thin) score -= SCORE_DEDUCTIONS.thinContent;
    if (input.content.titleMissing) score -= SCORE_DEDUCTIONS.titleMissing;
    if (input.content.descriptionProblem) score -= SCORE_DEDUCTIONS.descriptionProblem;
    if (!input.content.hasStructuredData) score -= SCORE_DEDUCTIONS.noStructuredData;
  }
  if (input.slow) score -= SCORE_DEDUCTIONS.slow;
  return Math.max(0, Math.min(100, Math.round(score)));
}
