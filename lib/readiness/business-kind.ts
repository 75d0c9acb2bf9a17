import { HOURS_PATTERN } from "./business-facts";
import type { PageFacts } from "./page-facts";
import { isLocalBusinessType, isOrganizationType } from "./schema-types";

/**
 * What kind of business a site belongs to, which decides what the checker asks of it:
 * a local business is asked for opening hours, a map and LocalBusiness markup; an
 * online shop and an online service or agency are asked for Organization markup with
 * sameAs and logo, contact details and an imprint instead ("Unternehmen & Vertrauen").
 */
export const BUSINESS_KINDS = ["local", "online-shop", "online-service"] as const;
export type BusinessKind = (typeof BUSINESS_KINDS)[number];

/** A piece of evidence the kind was read from; `value` is what was seen (a type name, a link text). */
type BusinessKindSignal =
  | { code: "local-business-type"; value: string }
  | { code: "opening-hours"; value: string }
  | { code: "map" }
  | { code: "product-markup"; value: string }
  | { code: "cart-or-checkout"; value: string }
  | { code: "organization-type"; value: string }
  | { code: "no-local-signals" }
  | { code: "no-signals" };

export interface BusinessKindAssessment {
  kind: BusinessKind;
  /** "detected" from the page, or "chosen" by the visitor in the form. */
  source: "detected" | "chosen";
  /** What the page showed (also when the visitor chose: so the result can say what was seen). */
  signals: BusinessKindSignal[];
  /** The kind the page itself suggests (equals `kind` when detected). */
  detected: BusinessKind;
}

/**
 * Types that mean goods are sold on the page. An Offer alone is no shop: software and
 * services carry offers too (a SaaS's price plan).
 */
const PRODUCT_TYPES = new Set(["Product", "ProductGroup", "OnlineStore"]);
/** Online businesses and software, and LocalBusiness subtypes that often work without premises. */
const SERVICE_TYPES = new Set(["SoftwareApplication", "WebApplication", "MobileApplication", "OnlineBusiness", "ProfessionalService"]);
/** A shop's cart or checkout: link text or address. */
const CART_TEXT = /\b(?:in den warenkorb|zum warenkorb|warenkorb|zur kasse|add to cart|checkout)\b/i;
const CART_PATH = /\/(?:cart|warenkorb|checkout|kasse|basket)(?:\/|$|\?)/i;
const MAP_LINK = /google\.[a-z.]+\/maps|maps\.google\.|maps\.app\.goo\.gl|goo\.gl\/maps|openstreetmap\.org|maps\.apple\.com|bing\.com\/maps/i;

/**
 * Reads the kind of business from the checked page:
 * - local: LocalBusiness or a subtype other than ProfessionalService in the markup, or
 *   opening hours (visible or openingHoursSpecification), or a map (geo, map link, map embed);
 * - online shop: Product or OnlineStore markup, or a cart or checkout link;
 * - online service or agency: Organization, SoftwareApplication, OnlineBusiness or
 *   ProfessionalService markup without any sign of the local kind.
 * Without any of these the checker keeps assuming a local business, the product's main
 * audience (and what it did before it knew kinds).
 * @param chosen the visitor's correction from the form; wins over the page
 */
export function assessBusinessKind(facts: PageFacts, chosen?: BusinessKind): BusinessKindAssessment {
  const signals: BusinessKindSignal[] = [];
  const types = facts.entities.flatMap((e) => e.types);
  const localType = types.find((t) => isLocalBusinessType([t]) && !SERVICE_TYPES.has(t));
  if (localType) signals.push({ code: "local-business-type", value: localType });
  const hoursText = HOURS_PATTERN.exec(facts.bodyText)?.[0];
  const hoursMarkup = facts.entities.some((e) => e.props.openingHoursSpecification !== undefined || e.props.openingHours !== undefined);
  if (hoursText || hoursMarkup) signals.push({ code: "opening-hours", value: hoursText ?? "openingHoursSpecification" });
  const map = facts.entities.some((e) => e.props.geo !== undefined || e.props.hasMap !== undefined) || facts.links.some((l) => MAP_LINK.test(l.href)) || facts.iframeSources.some((src) => /maps|openstreetmap/i.test(src));
  if (map) signals.push({ code: "map" });
  const local = signals.length > 0;

  const productType = types.find((t) => PRODUCT_TYPES.has(t));
  if (productType) signals.push({ code: "product-markup", value: productType });
  const cart = facts.links.find((l) => CART_TEXT.test(l.text) || CART_PATH.test(l.href));
  if (cart) signals.push({ code: "cart-or-checkout", value: cart.text || cart.href });
  const shop = !!productType || !!cart;

  const orgType = types.find((t) => SERVICE_TYPES.has(t)) ?? types.find((t) => isOrganizationType([t]) && !isLocalBusinessType([t]));
  if (orgType && !local && !shop) signals.push({ code: "organization-type", value: orgType }, { code: "no-local-signals" });

  const detected: BusinessKind = local && !(shop && !localType && !hoursText) ? "local" : shop ? "online-shop" : orgType ? "online-service" : "local";
  if (signals.length === 0) signals.push({ code: "no-signals" });
  return { kind: chosen ?? detected, source: chosen ? "chosen" : "detected", signals, detected };
}
