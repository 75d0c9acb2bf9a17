import { STATUS_RULES_VERSION } from "./score";
import type { FindingStatus, WebsiteCheckResult } from "./types";

/**
 * "Erneut prüfen": what changed between two checks of the same site in one browser.
 * A run is kept as a small summary (score and each finding's status), in the
 * browser's localStorage only.
 */

export interface RunSummary {
  finalUrl: string;
  checkedAt: string;
  score: number;
  findings: { id: string; label: string; status: FindingStatus }[];
  /** The status rules the run was shown under (lib/readiness/score.ts STATUS_RULES_VERSION); absent in runs kept before it: 1. */
  rules?: number;
}

interface FindingMove {
  id: string;
  label: string;
  /** null: the finding was not reported in that run. */
  before: FindingStatus | null;
  after: FindingStatus | null;
  direction: "better" | "worse";
}

export interface RunComparison {
  previousCheckedAt: string;
  scoreBefore: number;
  scoreAfter: number;
  moves: FindingMove[];
}

const RANK: Record<FindingStatus, number> = { fail: 0, warn: 1, pass: 2, info: -1 };
/**
 * Across status rules: "warn" and "fail" were not the same words before the status-word
 * rule (a warn at 0 points is a fail since), and a run kept then has no points to
 * re-derive them, so between runs of different rules only a move to or from "pass" counts.
 */
const RANK_ACROSS_RULES: Record<FindingStatus, number> = { fail: 0, warn: 0, pass: 2, info: -1 };

/** The summary kept of a result. */
export function summarizeRun(result: WebsiteCheckResult): RunSummary {
  return {
    finalUrl: result.finalUrl,
    checkedAt: result.checkedAt,
    score: result.overallScore,
    findings: result.categories.flatMap((c) => c.findings.map((f) => ({ id: f.id, label: f.label, status: f.status }))),
    rules: STATUS_RULES_VERSION,
  };
}

/**
 * The score change and the scored findings whose status moved (fail → warn → pass is
 * better); findings only reported ("info") do not move. Runs shown under different status
 * rules (a run kept before the status-word rule) are compared by met or not: a finding
 * that only changed its word between "warn" and "fail" did not move.
 * @returns moves: improvements first, then the rest, each in the result's order
 */
export function compareRuns(previous: RunSummary, current: RunSummary): RunComparison {
  const before = new Map(previous.findings.map((f) => [f.id, f]));
  const rank = (previous.rules ?? 1) === (current.rules ?? 1) ? RANK : RANK_ACROSS_RULES;
  const moves: FindingMove[] = [];
  for (const f of current.findings) {
    const old = before.get(f.id);
    const a = old ? rank[old.status] : -1;
    const b = rank[f.status];
    if (a < 0 || b < 0 || a === b) continue;
    moves.push({ id: f.id, label: f.label, before: old!.status, after: f.status, direction: b > a ? "better" : "worse" });
  }
  moves.sort((x, y) => (x.direction === y.direction ? 0 : x.direction === "better" ? -1 : 1));
  return { previousCheckedAt: previous.checkedAt, scoreBefore: previous.score, scoreAfter: current.score, moves };
}
