/**
 * The operator's marketing claims: urgency,
 * results of customer projects, customer numbers, limited offers and former prices.
 * The site cannot check any of them, so each is off until the operator sets it here,
 * and then shows exactly where it is set. Everything the site can count itself
 * (industries, tools, slides, guarantee days) comes from its data instead.
 *
 * Set only what is true and can be shown on request (UWG §§ 5, 5a; a struck-through
 * price must be one actually charged before, PAngV § 11).
 */

import type { ProductId } from "./products";

/** Ids of everything with a price: catalogue products and snippet packages. */
export type PricedId = ProductId | "package_starter" | "package_business" | "package_komplett";

export interface Claims {
  /**
   * Figures from customer projects for the home page ("Was unsere Kunden erreichen"),
   * e.g. { value: "347 %", label: "mehr KI-Erwähnungen" }. Empty = the block is not shown.
   */
  results: { value: string; label: string }[];
  /** Where the figures come from, shown under them, e.g. "Auswertung von 12 Kundenprojekten, 2025". Required with results. */
  resultsSource: string | null;
  /** A sentence about customers on /snippet-pakete, e.g. "Über 1000 Kunden nutzen unsere Snippets bereits." */
  customers: string | null;
  /** A real limit of the bundle offer, e.g. "Nur für die ersten 30 Kunden" (home page and payment page). */
  bundleLimit: string | null;
  /**
   * The last day of a real course promotion, "YYYY-MM-DD"; until then the course page
   * says "Angebot gilt bis …", afterwards nothing. A countdown without an end is not offered.
   */
  courseOfferEndsOn: string | null;
  /** Former prices in euro cents that were really charged, shown struck through next to the price. */
  formerPriceCents: Partial<Record<PricedId, number>>;
}

export const CLAIMS: Claims = {
  results: [],
  resultsSource: null,
  customers: null,
  bundleLimit: null,
  courseOfferEndsOn: null,
  formerPriceCents: {},
};

/**
 * The former price to strike through, or undefined: only when the operator set one
 * and it is higher than the current price.
 * @param priceCents the current price in euro cents
 */
export function formerPriceCents(id: PricedId, priceCents: number, claims: Claims = CLAIMS): number | undefined {
  const former = claims.formerPriceCents[id];
  return former !== undefined && former > priceCents ? former : undefined;
}

/**
 * The last day of the course promotion while it lasts (German calendar day), else null.
 * @param today "YYYY-MM-DD" in Europe/Berlin
 */
export function courseOfferEndsOn(today: string, claims: Claims = CLAIMS): string | null {
  return claims.courseOfferEndsOn && claims.courseOfferEndsOn >= today ? claims.courseOfferEndsOn : null;
}
