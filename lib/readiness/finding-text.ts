import { apiErrorText } from "@/lib/api/errors";
import { strictTranslator } from "@/lib/text/strict-messages";
import type {
  CategoryOutcome,
  CategoryResult,
  CheckOutcome,
  Copy,
  CopyParam,
  FetchProblem,
  Finding,
  ShownFinding,
  TrafficLightLevel,
  WebsiteCheckResult,
} from "./types";

/**
 * The German of the website check, from one map in messages/de.json
 * ("ReadinessFindings"): the checks pass codes and arguments (lib/readiness/types.ts
 * Copy), and this turns them into text at the edge, for the API response (and through
 * it the checker page, the PDF report and "Erneut prüfen"). Server side only in
 * practice; the monitor page renders its stored finding codes from the same messages.
 */

const t = strictTranslator("ReadinessFindings");
type Key = Parameters<typeof t>[0];

const andList = new Intl.ListFormat("de", { type: "conjunction" });

function param(value: CopyParam): string | number {
  if (typeof value === "string" || typeof value === "number") return value;
  if ("errorCode" in value) return fetchProblemText(value);
  if ("code" in value) return copyText(value);
  const items = value.items.map((item) => (typeof item === "string" ? item : copyText(item)));
  return value.join === "and" ? andList.format(items) : items.join(value.join);
}

/**
 * The German text of a code, e.g. { code: "faq.questions.found", params: { count: 2, … } }
 * → "2 Fragen als Überschrift, z. B. …". Nested texts and lists in the arguments are
 * rendered first.
 * @throws Error when the message or an argument it names is missing (a bug in the check)
 */
export function copyText(copy: Copy): string {
  const params = copy.params ? Object.fromEntries(Object.entries(copy.params).map(([k, v]) => [k, param(v)])) : undefined;
  return t(copy.code as Key, params as never);
}

/**
 * The German reason of a failed fetch, from "ApiErrors" (the text the API answers when the
 * checked page itself fails), e.g. "Die Domain praxis.de wurde nicht gefunden. …".
 */
function fetchProblemText(problem: FetchProblem): string {
  return apiErrorText(problem.errorCode, problem.params);
}

/** The name code of a finding: "<id>.label" unless the check named it otherwise. */
function labelCopy(finding: Pick<Finding, "id" | "label">): Copy {
  return finding.label ?? { code: `${finding.id}.label` };
}

/** A finding with its texts in German, and the message codes they came from. */
export function showFinding(finding: Finding): ShownFinding {
  const { label, evidence, action, blocker, ...rest } = finding;
  const labelCode = labelCopy(finding);
  return {
    ...rest,
    label: copyText(labelCode),
    evidence: copyText(evidence),
    ...(action ? { action: copyText(action) } : {}),
    ...(blocker ? { blocker: copyText(blocker) } : {}),
    codes: { label: labelCode.code, evidence: evidence.code, ...(action ? { action: action.code } : {}), ...(blocker ? { blocker: blocker.code } : {}) },
  };
}

/** The German name of a traffic-light level, e.g. "KI-optimiert". */
export function levelName(level: TrafficLightLevel): string {
  return t(`level.${level}`);
}

function showCategory(category: CategoryOutcome): CategoryResult {
  const { variant, findings, ...rest } = category;
  const shown = findings.map(showFinding);
  const problems = shown.filter((f) => f.status === "warn" || f.status === "fail");
  const info = variant ?? category.id;
  return {
    ...rest,
    name: t(`category.${info}.name` as Key),
    description: t(`category.${info}.description` as Key),
    findings: shown,
    issues: problems.map((f) => `${f.label}: ${f.evidence}`),
    suggestions: problems.flatMap((f) => (f.action ? [f.action] : [])),
  };
}

/**
 * A scored check as the API answers it: every text in German, the codes kept beside them.
 * @param outcome what lib/readiness/analyze.ts analyzeSite returned
 */
export function renderCheckResult(outcome: CheckOutcome): WebsiteCheckResult {
  const actions = outcome.actions.map(({ action, ...rest }) => ({ text: copyText(action), ...rest }));
  const { metaRefresh, resources } = outcome;
  // the error rendered in its place, so the JSON keeps its key order
  const shown = <R extends { error?: FetchProblem }>(r: R) => (r.error ? { ...r, error: fetchProblemText(r.error) } : r) as Omit<R, "error"> & { error?: string };
  return {
    ...outcome,
    // undefined when there was none: left out of the JSON, as before rendering
    metaRefresh: metaRefresh && shown(metaRefresh),
    resources: {
      robotsTxt: shown(resources.robotsTxt),
      sitemap: shown(resources.sitemap),
      llmsTxt: shown(resources.llmsTxt),
      ...(resources.secondPage ? { secondPage: shown(resources.secondPage) } : {}),
    },
    trafficLight: { level: outcome.trafficLight.level, label: levelName(outcome.trafficLight.level) },
    categories: outcome.categories.map(showCategory),
    actionItems: actions.map((a) => a.text),
    actions,
    cappedBy: outcome.cappedBy.map(copyText),
  };
}
