import type { Finding } from "./types";

/** The questions only a business with premises can answer: what "unclear" makes optional. */
const LOCAL_QUESTIONS = new Set(["local.opening-hours", "local.map"]);

/**
 * The local category's findings for a business of unclear kind: the local questions
 * (opening hours, map) stay visible with what was found and how to add it, but as
 * optional, reported findings (maxPoints 0, status "info"), so the score counts only
 * what every kind of business is asked (address, phone, e-mail, imprint, NAP).
 * @param findings what lib/readiness/checks/local-business.ts checkLocalBusiness found
 */
export function localQuestionsOptional(findings: readonly Finding[]): Finding[] {
  return findings.map((f) => (LOCAL_QUESTIONS.has(f.id) ? { ...f, status: "info", points: 0, maxPoints: 0, optional: true } : f));
}
