import { collectKindSignals, type KindPage, type KindSignal } from "./kind-signals";
import { BUSINESS_KINDS, type AssessedKind, type BusinessKind } from "./business-kinds";

export { BUSINESS_KINDS, type AssessedKind, type BusinessKind } from "./business-kinds";

export interface BusinessKindAssessment {
  kind: AssessedKind;
  /** "detected" from the pages, or "chosen" by the visitor in the form. */
  source: "detected" | "chosen";
  /** The kind the pages themselves suggest (equals `kind` when detected). */
  detected: AssessedKind;
  /** The evidence for `detected`, strongest first (shown as "weil: …"); empty when unclear. */
  reasons: KindSignal[];
  /** Every signal seen on the pages read, for every kind. */
  signals: KindSignal[];
  /** Summed signal weights per kind. */
  scores: Record<BusinessKind, number>;
}

/** Below this sum no kind is read from the pages: one weak hint is no evidence. */
const MIN_SCORE = 3;
/**
 * How far a kind must lead the strongest other kind. Local leads by more: a false "local"
 * asks an online business for opening hours and a map it cannot have (issue 32), a false
 * "unclear" only makes those questions optional.
 */
const LEAD: Record<BusinessKind, number> = { local: 2, "online-shop": 1, "online-service": 1 };
/** Evidence of premises a visitor can come to. */
const PHYSICAL = new Set(["opening-hours", "opening-hours-markup", "map", "address-with-hours", "address-with-map"]);

/**
 * Local needs premises: a specific LocalBusiness type (Dentist, Bakery: chosen on purpose),
 * or opening hours or a map with a sum of at least 4; words alone never make it local.
 */
function premisesShown(scores: Record<BusinessKind, number>, signals: readonly KindSignal[]): boolean {
  if (signals.some((s) => s.code === "local-business-type" && s.weight >= 3)) return true;
  return scores.local >= MIN_SCORE + 1 && signals.some((s) => PHYSICAL.has(s.code));
}

function decide(scores: Record<BusinessKind, number>, signals: readonly KindSignal[]): AssessedKind {
  for (const kind of BUSINESS_KINDS) {
    const others = Math.max(...BUSINESS_KINDS.filter((k) => k !== kind).map((k) => scores[k]));
    if (scores[kind] < MIN_SCORE || scores[kind] < others + LEAD[kind]) continue;
    if (kind === "local" && !premisesShown(scores, signals)) continue;
    return kind;
  }
  return "unclear";
}

/**
 * Reads the kind of business from the pages the check read (home page, imprint, contact,
 * about), by weighed evidence (lib/readiness/kind-signals.ts):
 * - local: a specific LocalBusiness type, opening hours (not support or hotline times),
 *   a visible address together with opening hours or a map, map embeds and links,
 *   words of premises ("Anfahrt", "Parkplätze");
 * - online shop: add-to-cart controls, a cart or checkout link, shop software in the code
 *   (Shopify, WooCommerce, Shopware, JTL, Magento, …), Product or OnlineStore markup,
 *   shipping terms ("zzgl. Versandkosten");
 * - online service or agency: SoftwareApplication or OnlineBusiness markup, software and
 *   agency words, building shops or websites for others, "remote", "bundesweit",
 *   "deutschlandweit", "DACH-weit", online coaching and courses.
 * A kind is detected when its sum is at least 3 and leads every other kind by 1 (local:
 * by 2, and only with a specific LocalBusiness type, or opening hours or a map and a sum
 * of at least 4); otherwise "unclear".
 * @param pages the pages read, the checked page first
 * @param chosen the visitor's choice from the form; wins over the pages
 */
export function assessBusinessKind(pages: readonly KindPage[], chosen?: BusinessKind): BusinessKindAssessment {
  const signals = collectKindSignals(pages);
  const scores: Record<BusinessKind, number> = { local: 0, "online-shop": 0, "online-service": 0 };
  for (const s of signals) scores[s.kind] += s.weight;
  const detected = decide(scores, signals);
  const reasons = detected === "unclear" ? [] : signals.filter((s) => s.kind === detected).sort((a, b) => b.weight - a.weight);
  return { kind: chosen ?? detected, source: chosen ? "chosen" : "detected", detected, reasons, signals, scores };
}
