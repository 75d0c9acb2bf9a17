import "server-only";
import { cookies } from "next/headers";
import { PRODUCTS, type PremiumFeature, type ProductId } from "@/content/products";
import { signValue, verifyValue } from "@/lib/security/signed-value";
import { secureCookies } from "@/lib/site";
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

/** The verified grant of the current request's premium cookie, or null (server components and route handlers). */
export async function currentPremiumGrant(): Promise<PremiumGrant | null> {
  return premiumFromCookie((await cookies()).get(PREMIUM_COOKIE)?.value);
}

/**
 * Sets the premium cookie on the current response: httpOnly (scripts cannot read or
 * copy it), SameSite=Lax, Secure when the site is served over https. Route handlers only.
 */
export async function setPremiumCookie(value: string): Promise<void> {
  (await cookies()).set(PREMIUM_COOKIE, value, { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: PREMIUM_COOKIE_MAX_AGE_S });
}
