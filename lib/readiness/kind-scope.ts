import type { AssessedKind } from "./business-kind";
import type { Finding } from "./types";

/**
 * Whether the check may ask a business for local facts (opening hours, a map, a
 * LocalBusiness block with address and hours): yes for a local business, and for one of
 * unclear kind (there optional and unscored, see {@link localQuestionsOptional}); never
 * for an online shop or an online service or agency, which has no premises to visit
 * (issue 32). The one rule every finding, fix-kit file and text, pre-fill and the facts
 * card follow.
 * @param kind the kind the check assumed; undefined (a result stored before kinds were
 *   read) counts as local, as that check was
 */
export function expectsLocalFacts(kind: AssessedKind | undefined): boolean {
  return kind !== "online-shop" && kind !== "online-service";
}

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
