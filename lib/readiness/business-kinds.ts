/**
 * What kind of business a site belongs to, which decides what the checker asks of it:
 * a local business is asked for opening hours, a map and LocalBusiness markup; an
 * online shop and an online service or agency are asked for Organization markup with
 * sameAs and logo, contact details and an imprint instead ("Unternehmen & Vertrauen").
 * When the pages point nowhere clearly the kind is "unclear": the visitor is asked, and
 * the local questions are shown as optional and not scored (lib/readiness/kind-scope.ts).
 */
// Apart from the assessment (business-kind.ts), whose evidence reaches the place-name gazetteer
// (258 KB of JSON): the checker's form needs only this list in the browser.
export const BUSINESS_KINDS = ["local", "online-shop", "online-service"] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];
/** A kind as the check assumed it: one of the three, or "unclear" when the evidence was too weak or torn. */
export type AssessedKind = BusinessKind | "unclear";
