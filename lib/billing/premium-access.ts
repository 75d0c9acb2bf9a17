import "server-only";
import { z } from "zod";
import { formatEuro, PRODUCTS, type ProductId } from "@/content/products";
import { ApiError } from "@/lib/api/errors";
import { getDb, type DbTx } from "@/lib/db";
import { emailAddressField } from "@/lib/mail/email-address";
import { sendMail } from "@/lib/mail/send-mail";
import { enforceMailLimit } from "@/lib/limits/limits";
import { premiumAccessMail, serviceOrderMail } from "@/lib/mail/templates";
import { absoluteUrl } from "@/lib/site";
import { createEmailToken, deleteExpiredEmailTokens } from "@/lib/security/email-tokens";
import { extendGrant, type PremiumGrant } from "./premium";
import { getProductInfo } from "./products";
import { recordPurchase, recordVerifiedPayment, retrievePaymentState } from "./purchases";

/** Sign-in links in the confirmation e-mail are valid this long. */
export const SIGN_IN_LINK_TTL_DAYS = 30;

/** POST /api/grant-premium-access, plus the client secret from the same return URL. */
export const grantRequestSchema = z.object({
  email: emailAddressField,
  paymentIntentId: z.string({ error: "payment.referenceMissing" }).trim().min(1, "payment.referenceMissing").max(255),
  clientSecret: z.string({ error: "payment.referenceMissing" }).trim().min(1, "payment.referenceMissing").max(512),
});

export interface ActivationResult {
  product: ProductId;
  productName: string;
  /** Whether the product unlocks anything on this site (else it is a service). */
  premium: boolean;
  /** The new cookie value when premium, else null. */
  cookieValue: string | null;
  grant: PremiumGrant | null;
  /** False when the confirmation e-mail could not be sent (access is granted anyway). */
  mailSent: boolean;
}

/**
 * Activates a paid purchase for an e-mail address: only for a PaymentIntent that
 * Stripe reports as succeeded for a catalogue product at its catalogue price, and
 * only once per PaymentIntent (a conditional update, so two concurrent requests
 * cannot both win). Premium products return a signed grant for the cookie and send
 * a confirmation with a single-use sign-in link for other devices; services send an
 * order confirmation and grant nothing.
 * @throws ApiError 404 unknown payment or wrong client secret, 409 not (yet)
 *   succeeded or already activated, 502/503 when Stripe cannot be asked
 */
export async function activatePurchase(input: z.output<typeof grantRequestSchema>, current: PremiumGrant | null): Promise<ActivationResult> {
  const state = await retrievePaymentState(input.paymentIntentId, input.clientSecret);
  if (state.state === "unknown") throw new ApiError(404, "payment.notFoundForLink");
  if (state.state === "processing") throw new ApiError(409, "payment.processing");
  if (state.state !== "succeeded") throw new ApiError(409, "payment.notCompleted");

  const db = await getDb();
  let purchase;
  try {
    purchase = await recordVerifiedPayment(db, state.payment);
  } catch (error) {
    // The operator's e-mail failed; activation goes on, the webhook retries the e-mail.
    console.error("Bestellung: E-Mail an OWNER_EMAIL fehlgeschlagen", error);
    purchase = await recordPurchase(db, state.payment);
  }
  if (purchase.refundedAt || purchase.disputedAt) throw new ApiError(409, "payment.refunded");
  const product = PRODUCTS[state.payment.product];
  const productName = getProductInfo(product.id, state.payment.snippetId ?? undefined)?.name ?? product.name;
  const amountText = formatEuro(state.payment.amountCents);
  const premium = (product.unlocks ?? []).length > 0;

  // Activation and the sign-in link in one transaction: a fault between them must not
  // leave a purchase activated (a retry answers "already activated") without its link.
  await deleteExpiredEmailTokens(db);
  const signIn = await db.$transaction(async (tx) => {
    const { count } = await tx.purchase.updateMany({
      where: { id: purchase.id, accessGrantedAt: null },
      data: { accessGrantedAt: new Date(), email: input.email },
    });
    if (count !== 1) {
      throw new ApiError(409, "payment.alreadyActivated");
    }
    if (!premium) return null;
    return createEmailToken(tx, { purpose: "premium_sign_in", email: input.email, purchaseId: purchase.id, ttlMs: SIGN_IN_LINK_TTL_DAYS * 86_400_000 });
  });

  let grant: PremiumGrant | null = null;
  let cookieValue: string | null = null;
  let mail;
  if (signIn) {
    ({ grant, cookieValue } = extendGrant(current, [{ product: product.id, paymentIntentId: purchase.paymentIntentId }]));
    mail = premiumAccessMail({ productNames: [productName], amountText, signInUrl: absoluteUrl(`/confirm?token=${signIn.token}`), validDays: SIGN_IN_LINK_TTL_DAYS });
  } else {
    mail = serviceOrderMail({ productName, amountText });
  }

  let mailSent = true;
  try {
    // The payment stands either way; over the per-recipient cap the page says the mail was not sent.
    await enforceMailLimit(input.email);
    await sendMail({ to: input.email, ...mail });
  } catch (error) {
    mailSent = false;
    console.error("Bestätigungs-E-Mail konnte nicht gesendet werden", error);
  }
  return { product: product.id, productName, premium, cookieValue, grant, mailSent };
}

/**
 * Opens premium access on another device with a sign-in link from the confirmation
 * e-mail: every activated premium purchase of that e-mail address is granted.
 * @param email the address of a consumed sign-in token (see consumeEmailToken)
 * @returns the extended grant and cookie value; null when the address has no premium purchase
 */
export async function signInWithEmail(db: DbTx, email: string, current: PremiumGrant | null) {
  const purchases = await db.purchase.findMany({ where: { email, accessGrantedAt: { not: null }, refundedAt: null, disputedAt: null } });
  const premium = purchases.filter((p) => (PRODUCTS[p.product as ProductId]?.unlocks ?? []).length > 0);
  if (premium.length === 0) return null;
  return extendGrant(
    current,
    premium.map((p) => ({ product: p.product as ProductId, paymentIntentId: p.paymentIntentId })),
  );
}
