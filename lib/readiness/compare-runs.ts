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

/** The summary kept of a result. */
export function summarizeRun(result: WebsiteCheckResult): RunSummary {
  return {
    finalUrl: result.finalUrl,
    checkedAt: result.checkedAt,
    score: result.overallScore,
    findings: result.categories.flatMap((c) => c.findings.map((f) => ({ id: f.id, label: f.label, status: f.status }))),
  };
}

/**
 * The score change and the scored findings whose status moved (fail → warn → pass is
 * better); findings only reported ("info") do not move.
 * @returns moves: improvements first, then the rest, each in the result's order
 */
export function compareRuns(previous: RunSummary, current: RunSummary): RunComparison {
  const before = new Map(previous.findings.map((f) => [f.id, f]));
  const moves: FindingMove[] = [];
  for (const f of current.findings) {
    const old = before.get(f.id);
    const a = old ? RANK[old.status] : -1;
    const b = RANK[f.status];
    if (a < 0 || b < 0 || a === b) continue;
    moves.push({ id: f.id, label: f.label, before: old!.status, after: f.status, direction: b > a ? "better" : "worse" });
  }
  moves.sort((x, y) => (x.direction === y.direction ? 0 : x.direction === "better" ? -1 : 1));
  return { previousCheckedAt: previous.checkedAt, scoreBefore: previous.score, scoreAfter: current.score, moves };
}
