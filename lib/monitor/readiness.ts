/**
 * The website readiness check a monitor run makes of the monitored site, kept
 * compactly with the run: score, traffic-light level and the most important failed
 * findings as codes (no German sentences; the page renders them from messages/de.json).
 * Pure.
 */
import { ApiError, apiErrorText, isApiErrorCode, type MessageParams } from "@/lib/api/errors";
import type { BusinessFacts } from "@/lib/readiness/business-facts";
import type { ActionOutcome, CategoryId, CheckOutcome, Finding, FixTool, TrafficLightLevel } from "@/lib/readiness/types";

/** What the record reads of a check: the coded outcome or the shown result (runWebsiteCheck). */
export type CheckedSite = Pick<CheckOutcome, "finalUrl" | "overallScore" | "trafficLight"> & {
  categories: { findings: Pick<Finding, "id" | "status" | "reason">[] }[];
  actions: Pick<ActionOutcome, "findingId" | "categoryId" | "impact" | "critical" | "tool">[];
  /** The site's business facts (address, phone, hours) for the run's fact comparison; absent: not compared. */
  businessFacts?: BusinessFacts;
};

/** Failed findings kept per run: the ones whose fix is worth most. */
const MAX_READINESS_FINDINGS = 5;

/** One warn or fail finding of the check, by code. */
interface ReadinessFindingCode {
  /** The checker's finding id, e.g. "meta.description" (its name: messages/de.json "ReadinessFindings.<id>.label"). */
  id: string;
  status: "warn" | "fail";
  /** The rule that decided it, where the check has several (e.g. "relative"). */
  reason?: string;
  category: CategoryId;
  /** Overall-score points the fix is worth. */
  impact: number;
  /** A blocker that caps the score at 59 (noindex, crawlers shut out). */
  critical: boolean;
  /** The generator that fixes it. */
  tool?: FixTool;
}

/** Why the site could not be checked: the address was refused, the site not checkable, unreachable, too slow. */
type ReadinessFailure = "refused" | "not_checkable" | "unreachable" | "timeout" | "unknown";

export type MonitorReadiness =
  | { checked: true; checkedUrl: string; score: number; level: TrafficLightLevel; findings: ReadinessFindingCode[] }
  | {
      checked: false;
      failure: ReadinessFailure;
      /**
       * The checker's own error, as the checker tells it (messages/de.json "ApiErrors"), e.g. "outbound.dns" with
       * `{ host }`: "Die Domain … wurde nicht gefunden."; absent for an error without one and on runs stored before.
       */
      error?: { code: string; params: MessageParams };
    };

/**
 * The compact record of a check result.
 * @returns score 0-100, level and at most MAX_READINESS_FINDINGS findings, most important
 *   first (the checker's own order of actions: blockers, then by points)
 */
export function compactReadiness(result: CheckedSite): MonitorReadiness {
  const findings = new Map(result.categories.flatMap((c) => c.findings.map((f) => [f.id, f] as const)));
  const codes = result.actions.flatMap((action): ReadinessFindingCode[] => {
    const finding = findings.get(action.findingId);
    if (!finding || (finding.status !== "warn" && finding.status !== "fail")) return [];
    return [
      {
        id: finding.id,
        status: finding.status,
        ...(finding.reason ? { reason: finding.reason } : {}),
        category: action.categoryId,
        impact: Math.round(action.impact * 10) / 10,
        critical: action.critical,
        ...(action.tool ? { tool: action.tool } : {}),
      },
    ];
  });
  return { checked: true, checkedUrl: result.finalUrl, score: result.overallScore, level: result.trafficLight.level, findings: codes.slice(0, MAX_READINESS_FINDINGS) };
}

/**
 * The failure code of a check that threw (runWebsiteCheck's ApiError statuses:
 * 400 refused, e.g. by the SSRF guard; 422 not checkable; 502 unreachable; 504 timeout),
 * with the ApiError's own code and parameters, so that the page says what the checker says.
 */
export function readinessFailure(error: unknown): MonitorReadiness {
  const status = error instanceof ApiError ? error.status : 0;
  const failure: ReadinessFailure = status === 400 ? "refused" : status === 422 ? "not_checkable" : status === 502 ? "unreachable" : status === 504 ? "timeout" : "unknown";
  return error instanceof ApiError ? { checked: false, failure, error: { code: error.code, params: error.params } } : { checked: false, failure };
}

/**
 * The checker's own words for a failed check stored with a run (messages/de.json "ApiErrors"), e.g. "Die Domain …
 * wurde nicht gefunden. …"; null when the run stored none, or its code or parameters no longer fit a message (a run
 * stored before a message changed), so that the page falls back to the general reason instead of failing.
 */
export function readinessErrorText(readiness: MonitorReadiness): string | null {
  if (readiness.checked || !readiness.error || !isApiErrorCode(readiness.error.code)) return null;
  try {
    return apiErrorText(readiness.error.code, readiness.error.params);
  } catch {
    return null;
  }
}
