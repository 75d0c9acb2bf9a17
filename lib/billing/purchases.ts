import "server-only";
import Stripe from "stripe";
import { PRODUCTS, type ProductId } from "@/content/products";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Db } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { notifyOwnerOfOrder } from "./order-notification";
import { orderDetailsOf, type OrderDetails } from "./order-details";
import { forgetPurchaseCheck } from "./premium";
import { isProductId } from "./products";
import { getStripe } from "./stripe-client";

/** What a succeeded PaymentIntent paid for, checked against the catalogue. */
export interface VerifiedPayment {
  paymentIntentId: string;
  product: ProductId;
  snippetId: string | null;
  /** Cents actually received. */
  amountCents: number;
  currency: string;
  email: string | null;
  /** What the buyer entered for an order that needs manual work (lib/billing/order-details.ts). */
  details: OrderDetails | null;
  /** False for Stripe test mode. */
  livemode: boolean;
}

/**
 * Reads a PaymentIntent as a payment for one of our products. A payment counts
 * only when Stripe says it succeeded, it names a catalogue product in its metadata
 * (set by createPaymentIntent) and the amount received in EUR is that product's
 * catalogue price, so an intent created elsewhere on the account buys nothing.
 * @returns null when the intent is not a completed payment for a product
 */
export function paymentOf(intent: Stripe.PaymentIntent): VerifiedPayment | null {
  const productId = intent.metadata?.productId;
  if (intent.status !== "succeeded" || !productId || !isProductId(productId)) return null;
  if (intent.currency !== "eur" || intent.amount_received !== PRODUCTS[productId].priceCents) return null;
  return {
    paymentIntentId: intent.id,
    product: productId,
    snippetId: intent.metadata.snippetId || null,
    amountCents: intent.amount_received,
    currency: intent.currency,
    email: intent.receipt_email ?? null,
    details: orderDetailsOf(intent.metadata),
    livemode: intent.livemode,
  };
}

/**
 * Stores a verified payment once (the PaymentIntent id is unique); a second call
 * for the same intent changes nothing and returns the stored row. An INSERT … ON
 * CONFLICT DO NOTHING (createMany with skipDuplicates), not an upsert: Prisma's upsert
 * reads before it writes, so two simultaneous sightings could both try to insert.
 */
export async function recordPurchase(db: Db, payment: VerifiedPayment) {
  await db.purchase.createMany({
    data: [
      {
        paymentIntentId: payment.paymentIntentId,
        product: payment.product,
        snippetId: payment.snippetId,
        amountCents: payment.amountCents,
        currency: payment.currency,
        email: payment.email,
      },
    ],
    skipDuplicates: true,
  });
  return db.purchase.findUniqueOrThrow({ where: { paymentIntentId: payment.paymentIntentId } });
}

/**
 * Everything that follows from a verified payment, whoever sees it first (the webhook,
 * the success page or the activation): the purchase is recorded once and, for a
 * product that needs manual work, the operator is told once.
 * @throws Error when the operator's e-mail cannot be sent (the purchase stays
 *   recorded; the next sighting tries again)
 */
export async function recordVerifiedPayment(db: Db, payment: VerifiedPayment) {
  const purchase = await recordPurchase(db, payment);
  await notifyOwnerOfOrder(db, purchase, payment);
  return purchase;
}

export type PaymentState =
  | { state: "succeeded"; payment: VerifiedPayment }
  | { state: "processing" | "failed" | "unknown" };

/**
 * Asks Stripe, on the server, about a PaymentIntent named in a URL. The client
 * secret from the same URL must match, so knowing an intent id alone reveals and
 * unlocks nothing.
 * @throws ApiError 503 when Stripe is not configured, 502 when it cannot be asked
 */
export async function retrievePaymentState(paymentIntentId: string, clientSecret: string): Promise<PaymentState> {
  const stripe = getStripe();
  if (!stripe) throw new ApiError(503, "payment.unavailable");
  if (!/^pi_[A-Za-z0-9]{8,100}$/.test(paymentIntentId)) return { state: "unknown" };
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (error) {
    // Duck-typed: the bundler may load the SDK twice, which defeats instanceof.
    if ((error as { statusCode?: number } | null)?.statusCode === 404) return { state: "unknown" };
    console.error("Stripe: PaymentIntent konnte nicht abgefragt werden", error);
    throw new ApiError(502, "payment.providerUnreachableMinutes");
  }
  if (!intent.client_secret || intent.client_secret !== clientSecret) return { state: "unknown" };
  if (intent.status === "processing") return { state: "processing" };
  const payment = paymentOf(intent);
  return payment ? { state: "succeeded", payment } : { state: intent.status === "succeeded" ? "unknown" : "failed" };
}

/**
 * Handles one Stripe webhook delivery (POST /api/stripe/webhook). The signature is
 * verified on the raw body with STRIPE_WEBHOOK_SECRET (Stripe's scheme: HMAC-SHA256
 * over "timestamp.body", 5-minute tolerance). payment_intent.succeeded records the
 * purchase; charge.refunded (full refunds) and charge.dispute.created mark it and end
 * its access; an event id seen before is acknowledged and ignored.
 * @param rawBody the request body exactly as received
 * @returns whether the event was new, and its type
 * @throws ApiError 400 for a missing or wrong signature, 503 without webhook secret
 */
export async function handleStripeWebhook(rawBody: string, signature: string | null): Promise<{ duplicate: boolean; type: string }> {
  const secret = getEnv().STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new ApiError(503, "webhook.notConfigured");
  if (!signature) throw new ApiError(400, "webhook.signatureMissing");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(rawBody, signature, secret);
  } catch {
    throw new ApiError(400, "webhook.signatureInvalid");
  }

  const db = await getDb();
  if (await db.stripeEvent.findUnique({ where: { id: event.id } })) return { duplicate: true, type: event.type };
  if (event.type === "payment_intent.succeeded") {
    const payment = paymentOf(event.data.object);
    // A failed e-mail to the operator fails the delivery, so Stripe retries it.
    if (payment) await recordVerifiedPayment(db, payment);
    else console.warn(`Stripe: ${event.data.object.id} ist keine Zahlung für ein Produkt des Katalogs; ignoriert.`);
  } else if (event.type === "charge.refunded") {
    // Only a full refund takes access back; a partial one (a goodwill credit) leaves it.
    if (event.data.object.refunded) await revokePurchase(db, idOf(event.data.object.payment_intent), "refunded");
  } else if (event.type === "charge.dispute.created") {
    await revokePurchase(db, idOf(event.data.object.payment_intent), "disputed");
  }
  // Stored after the work, so a failed attempt is processed again on Stripe's retry;
  // the work itself is idempotent (one purchase and one operator e-mail per PaymentIntent).
  const { count } = await db.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
  return { duplicate: count === 0, type: event.type };
}

const idOf = (ref: string | { id: string } | null): string | null => (typeof ref === "string" ? ref : (ref?.id ?? null));

/**
 * Marks a purchase refunded or disputed (the first time only), which ends the access
 * it gave: the premium check (grantInForce) and sign-in links ask for it.
 * @param paymentIntentId of the charge; null (a charge without PaymentIntent) or an
 *   unknown one changes nothing and is logged
 */
export async function revokePurchase(db: Db, paymentIntentId: string | null, reason: "refunded" | "disputed"): Promise<void> {
  const at = new Date();
  const { count } = paymentIntentId
    ? await db.purchase.updateMany({
        where: { paymentIntentId, ...(reason === "refunded" ? { refundedAt: null } : { disputedAt: null }) },
        data: reason === "refunded" ? { refundedAt: at } : { disputedAt: at },
      })
    : { count: 0 };
  if (paymentIntentId) forgetPurchaseCheck(paymentIntentId);
  if (count === 0) console.warn(`Stripe: ${reason === "refunded" ? "Erstattung" : "Rückbuchung"} für ${paymentIntentId ?? "eine Zahlung ohne PaymentIntent"} betrifft keinen (neuen) Kauf.`);
}

/** Whether access for a recorded purchase has already been activated. */
export async function isPurchaseActivated(paymentIntentId: string): Promise<boolean> {
  const db = await getDb();
  const purchase = await db.purchase.findUnique({ where: { paymentIntentId }, select: { accessGrantedAt: true } });
  return Boolean(purchase?.accessGrantedAt);
}
