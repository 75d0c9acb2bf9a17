import "server-only";
import { cookies } from "next/headers";
import { PRODUCTS, type PremiumFeature, type ProductId } from "@/content/products";
import { getDb } from "@/lib/db";
import { signValue, verifyValue } from "@/lib/security/signed-value";
import { secureCookies } from "@/lib/site";
import { isProductId } from "./products";

/**
 * Premium access: a signed, httpOnly cookie the server sets only
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

/**
 * The grant in the cookie with a valid signature, or null (missing or forged). It says
 * what was once paid for; whether that is still in force is grantInForce's question.
 */
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

/** How long the premium check trusts what it read about a purchase, in ms. */
export const PURCHASE_CHECK_CACHE_MS = 60_000;

// paymentIntentId → the product it unlocks while in force (null: not in force), read at `readAt` (ms).
const purchaseCache = new Map<string, { product: ProductId | null; readAt: number }>();

/**
 * What of a signed grant is still in force: only the PaymentIntents whose purchase is
 * recorded, activated and neither refunded nor disputed (the Stripe webhook records
 * both), and only the products of those purchases, whatever else the cookie lists.
 * What it reads about a purchase is kept PURCHASE_CHECK_CACHE_MS in this process, so a
 * refund takes effect on every instance within a minute.
 * @param now the clock, in ms since the epoch (tests pass their own)
 * @returns the grant narrowed to what is in force, or null when nothing is
 */
export async function grantInForce(grant: PremiumGrant | null, now = Date.now()): Promise<PremiumGrant | null> {
  if (!grant || grant.paymentIntents.length === 0) return null;
  const stale = grant.paymentIntents.filter((id) => !(now - (purchaseCache.get(id)?.readAt ?? -Infinity) < PURCHASE_CHECK_CACHE_MS));
  if (stale.length > 0) {
    const db = await getDb();
    const purchases = await db.purchase.findMany({ where: { paymentIntentId: { in: stale } }, select: { paymentIntentId: true, product: true, accessGrantedAt: true, refundedAt: true, disputedAt: true } });
    if (purchaseCache.size > 10_000) purchaseCache.clear();
    for (const id of stale) {
      const p = purchases.find((row) => row.paymentIntentId === id);
      const inForce = p && p.accessGrantedAt && !p.refundedAt && !p.disputedAt && isProductId(p.product);
      purchaseCache.set(id, { product: inForce ? (p.product as ProductId) : null, readAt: now });
    }
  }
  const valid = grant.paymentIntents.flatMap((id) => {
    const product = purchaseCache.get(id)?.product;
    return product ? [{ id, product }] : [];
  });
  if (valid.length === 0) return null;
  return { products: [...new Set(valid.map((v) => v.product))], paymentIntents: valid.map((v) => v.id), grantedAt: grant.grantedAt };
}

/** Forgets what this process read about a purchase (after the webhook changed it here). */
export function forgetPurchaseCheck(paymentIntentId: string): void {
  purchaseCache.delete(paymentIntentId);
}

/**
 * The grant of the current request's premium cookie that is in force (signature
 * verified, then checked against the purchases: grantInForce), or null. Server
 * components and route handlers.
 */
export async function currentPremiumGrant(): Promise<PremiumGrant | null> {
  return grantInForce(premiumFromCookie((await cookies()).get(PREMIUM_COOKIE)?.value));
}

/**
 * Sets the premium cookie on the current response: httpOnly (scripts cannot read or
 * copy it), SameSite=Lax, Secure when the site is served over https. Route handlers only.
 */
export async function setPremiumCookie(value: string): Promise<void> {
  (await cookies()).set(PREMIUM_COOKIE, value, { httpOnly: true, sameSite: "lax", secure: secureCookies(), path: "/", maxAge: PREMIUM_COOKIE_MAX_AGE_S });
}
