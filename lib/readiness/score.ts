import type { ActionOutcome, CategoryId, CategoryOutcome, Copy, Finding, FindingStatus, TrafficLightLevel } from "./types";

/**
 * Scoring rules of the website check.
 *
 * - Category score: points earned / points possible over its scored findings
 *   (findings with maxPoints 0 are only reported, as are the optional local questions of a
 *   business of unclear kind, lib/readiness/kind-scope.ts), times 100, rounded.
 * - Overall score: the mean of the category scores weighted by CATEGORY_WEIGHTS
 *   (which add up to 100), rounded. A blocker finding (noindex, Googlebot or every
 *   AI answer crawler shut out, robots.txt unreachable, the page answering 4xx/5xx or
 *   being a soft 404, a JavaScript app shell without text) caps it at 59, the top of red:
 *   whatever else is right, such a site cannot appear in answers.
 * - Traffic light: 80-100 green ("KI-optimiert"), 60-79 yellow ("Ausbaufähig"),
 *   0-59 red ("Optimierung erforderlich"; names in messages/de.json).
 * - Action items: one per distinct action of the warn and fail findings, blockers
 *   first, then by impact = category weight × points missing / category points
 *   possible, i.e. the overall-score points the fix is worth (summed when several
 *   findings share one action); ties keep category order.
 */

export const CATEGORY_WEIGHTS: Record<CategoryId, number> = {
  "structured-data": 20,
  meta: 15,
  faq: 10,
  crawling: 20,
  local: 20,
  content: 15,
};

export const BLOCKER_CAP = 59;

/**
 * The version of the rules that give a finding its status word, kept with each run the
 * browser remembers (lib/readiness/compare-runs.ts): 1 = as each check set it, 2 = by
 * points ({@link statusByPoints}). Raise it when a status word changes for the same result.
 */
export const STATUS_RULES_VERSION = 2;

/**
 * The status a scored finding shows, matching its points: "warn" (shown "Teilweise erfüllt")
 * only when 0 < points < maxPoints, so a warn at 0 points is a fail and a fail with points
 * earned is a warn. Findings only reported (maxPoints 0) or optional keep their status.
 */
export function statusByPoints(finding: Pick<Finding, "status" | "points" | "maxPoints" | "optional">): FindingStatus {
  if (finding.maxPoints <= 0 || finding.optional) return finding.status;
  if (finding.status === "warn" && finding.points <= 0) return "fail";
  if (finding.status === "fail" && finding.points > 0 && finding.points < finding.maxPoints) return "warn";
  return finding.status;
}

/** 0-100 from the scored findings; 100 when nothing was scorable. */
export function categoryScore(findings: readonly Finding[]): number {
  const max = findings.reduce((sum, f) => sum + f.maxPoints, 0);
  if (max === 0) return 100;
  const earned = findings.reduce((sum, f) => sum + Math.min(f.points, f.maxPoints), 0);
  return Math.round((100 * earned) / max);
}

/** The weighted mean of the category scores, capped at 59 when a blocker was found. */
export function overallScore(categories: readonly Pick<CategoryOutcome, "score" | "weight" | "findings">[]): { score: number; cappedBy: Copy[] } {
  const totalWeight = categories.reduce((sum, c) => sum + c.weight, 0);
  const mean = totalWeight === 0 ? 0 : Math.round(categories.reduce((sum, c) => sum + c.score * c.weight, 0) / totalWeight);
  const cappedBy = categories.flatMap((c) => c.findings.flatMap((f) => (f.blocker ? [f.blocker] : [])));
  return { score: cappedBy.length > 0 ? Math.min(mean, BLOCKER_CAP) : mean, cappedBy };
}

/** The spec's traffic light for a score of 0-100. */
export function trafficLight(score: number): { level: TrafficLightLevel } {
  if (score >= 80) return { level: "green" };
  if (score >= 60) return { level: "yellow" };
  return { level: "red" };
}

/** Action items ordered by what they are worth (see the module comment). */
export function rankActions(categories: readonly CategoryOutcome[]): ActionOutcome[] {
  // The same action (code and arguments) from several findings is one item.
  const items = new Map<string, ActionOutcome & { order: number }>();
  let order = 0;
  for (const category of categories) {
    const max = category.findings.reduce((sum, f) => sum + f.maxPoints, 0);
    for (const finding of category.findings) {
      order += 1;
      if (!finding.action || finding.status === "pass" || finding.status === "info") continue;
      const missing = finding.maxPoints - finding.points;
      const impact = max === 0 ? 0 : Math.round(((category.weight * missing) / max) * 10) / 10;
      const key = JSON.stringify(finding.action);
      const same = items.get(key);
      if (same) {
        same.impact = Math.round((same.impact + impact) * 10) / 10;
        same.critical ||= !!finding.blocker;
        continue;
      }
      items.set(key, {
        action: finding.action,
        categoryId: category.id,
        findingId: finding.id,
        impact,
        critical: !!finding.blocker,
        tool: finding.tool,
        order,
      });
    }
  }
  return [...items.values()]
    .sort((a, b) => Number(b.critical) - Number(a.critical) || b.impact - a.impact || a.order - b.order)
    .map(({ order: _order, ...item }) => item);
}
