import "server-only";
import { PRODUCTS, type PremiumFeature, type ProductId } from "@/content/products";
import { signValue, verifyValue } from "@/lib/security/signed-value";
import { isProductId } from "./products";

/**
 * Premium access (product decisions): a signed, httpOnly cookie the server sets only
 * after it has verified a payment with the payment provider. Browser flags such as
 * localStorage "premium_access" unlock nothing.
 */
export const PREMIUM_COOKIE = "ks_premium";

/** Chrome caps cookie lifetimes at 400 days; the sign-in link restores access after that. */
export const PREMIUM_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export interface PremiumGrant {
  /** Products paid for. */
  products: ProductId[];
  /** The verified PaymentIntent ids. */
  paymentIntents: string[];
  /** ISO 8601. */
  grantedAt: string;
}

/** The verified grant in the cookie, or null (missing or forged). */
export function premiumFromCookie(value: string | undefined): PremiumGrant | null {
  const grant = verifyValue<PremiumGrant>(value);
  return grant && Array.isArray(grant.products) && Array.isArray(grant.paymentIntents) ? grant : null;
}

/** Whether a grant unlocks a feature, by the products' `unlocks` in the catalogue. */
export function grantUnlocks(grant: PremiumGrant | null, feature: PremiumFeature): boolean {
  return !!grant && grant.products.some((p) => isProductId(p) && (PRODUCTS[p].unlocks ?? []).includes(feature));
}

/** Every feature a grant unlocks. */
export function grantFeatures(grant: PremiumGrant | null): PremiumFeature[] {
  return [...new Set((grant?.products ?? []).flatMap((p) => (isProductId(p) ? (PRODUCTS[p].unlocks ?? []) : [])))];
}

/** Whether a grant unlocks the FAQ generator: the FAQ generator itself or the complete bundle. */
export function unlocksFaqGenerator(grant: PremiumGrant | null): boolean {
  return grantUnlocks(grant, "faq-generator");
}

/**
 * The signed cookie value for a grant extended by more payments (a buyer of the FAQ
 * generator who later buys the course keeps both).
 */
export function extendGrant(current: PremiumGrant | null, payments: { product: ProductId; paymentIntentId: string }[]): { grant: PremiumGrant; cookieValue: string } {
  const grant: PremiumGrant = {
    products: [...new Set([...(current?.products ?? []), ...payments.map((p) => p.product)])],
    paymentIntents: [...new Set([...(current?.paymentIntents ?? []), ...payments.map((p) => p.paymentIntentId)])],
    grantedAt: new Date().toISOString(),
  };
  return { grant, cookieValue: signValue(grant) };
}

/**
 * Attributes of the premium cookie: httpOnly (scripts cannot read or copy it),
 * SameSite=Lax, Secure when the site is served over https.
 */
export function premiumCookieOptions(secure: boolean) {
  return { httpOnly: true, sameSite: "lax" as const, secure, path: "/", maxAge: PREMIUM_COOKIE_MAX_AGE_S };
}
