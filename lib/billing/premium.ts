import "server-only";
import type { ProductId } from "@/content/products";
import { verifyValue } from "@/lib/security/signed-value";

/**
 * Premium access (product decisions): a signed, httpOnly cookie the server sets only
 * after it has verified a payment with the payment provider. Browser flags such as
 * localStorage "premium_access" unlock nothing.
 */
export const PREMIUM_COOKIE = "ks_premium";

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
  return grant && Array.isArray(grant.products) ? grant : null;
}

/** Whether a grant unlocks the FAQ generator: the FAQ generator itself or the complete bundle. */
export function unlocksFaqGenerator(grant: PremiumGrant | null): boolean {
  return !!grant && grant.products.some((p) => p === "gmb-faq" || p === "premium_full");
}
