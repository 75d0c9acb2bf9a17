import "server-only";
import type Stripe from "stripe";
import { z } from "zod";
import { PRODUCTS } from "@/content/products";
import { ApiError } from "@/lib/api/errors";
import { emailAddressField } from "@/lib/mail/email-address";
import { isProductId, needsManualWork } from "./products";
import { getStripe } from "./stripe-client";

/**
 * What a buyer tells us about an order that needs manual work (a snippet filled with
 * their data, GEO packages, analysis, consulting), entered on /payment before paying.
 * It is stored on the PaymentIntent itself (metadata, and receipt_email for the
 * address), so the verified webhook and the success page read the same order, and the
 * operator sees it in Stripe's dashboard too.
 */

/** Metadata keys on the PaymentIntent (Stripe: keys up to 40, values up to 500 characters). */
const KEYS = { company: "orderCompany", website: "orderWebsite", message: "orderMessage" } as const;

const ORDER_MESSAGE_MAX_LENGTH = 500;

export interface OrderDetails {
  company: string | null;
  website: string | null;
  /** Free text: locations, wishes, preferred dates, the data for the snippet. */
  message: string | null;
}

const optionalText = (max: number, tooLongCode: string) =>
  z
    .string()
    .trim()
    .max(max, tooLongCode)
    .optional()
    .transform((v) => v || null);

/** POST /api/order-details. The client secret proves the caller holds the payment form of this intent. */
export const orderDetailsRequestSchema = z.object({
  clientSecret: z.string({ error: "payment.referenceMissing" }).trim().regex(/^pi_[A-Za-z0-9]+_secret_[A-Za-z0-9]+$/, "payment.referenceInvalid"),
  email: emailAddressField,
  company: optionalText(200, "order.companyTooLong"),
  website: optionalText(300, "order.websiteTooLong"),
  message: optionalText(ORDER_MESSAGE_MAX_LENGTH, "order.messageTooLong"),
});

/** The order details stored on a PaymentIntent, or null when the buyer gave none. */
export function orderDetailsOf(metadata: Stripe.Metadata | null | undefined): OrderDetails | null {
  const details = { company: metadata?.[KEYS.company] || null, website: metadata?.[KEYS.website] || null, message: metadata?.[KEYS.message] || null };
  return details.company || details.website || details.message ? details : null;
}

/**
 * Stores the buyer's address and order details on the PaymentIntent before it is
 * confirmed; a second call replaces them. Only for an open intent of a product that
 * needs manual work, and only with the intent's client secret.
 * @throws ApiError 404 unknown intent or wrong client secret, 409 already paid,
 *   400 product without manual work, 503 Stripe not configured, 502 Stripe failed
 */
export async function attachOrderDetails(input: z.output<typeof orderDetailsRequestSchema>): Promise<void> {
  const stripe = getStripe();
  if (!stripe) throw new ApiError(503, "payment.unavailable");
  const id = input.clientSecret.split("_secret_")[0]!;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await stripe.paymentIntents.retrieve(id);
  } catch (error) {
    if ((error as { statusCode?: number } | null)?.statusCode === 404) throw new ApiError(404, "payment.intentNotFound");
    console.error("Stripe: PaymentIntent konnte nicht abgefragt werden", error);
    throw new ApiError(502, "payment.providerUnreachable");
  }
  if (intent.client_secret !== input.clientSecret) throw new ApiError(404, "payment.intentNotFound");
  if (intent.status === "succeeded" || intent.status === "processing") throw new ApiError(409, "payment.alreadyCompleted");
  const productId = intent.metadata?.productId;
  if (!productId || !isProductId(productId) || !needsManualWork(PRODUCTS[productId])) {
    throw new ApiError(400, "order.detailsNotNeeded");
  }
  try {
    await stripe.paymentIntents.update(id, {
      receipt_email: input.email,
      // An empty value removes a key, so a corrected form leaves nothing stale behind.
      metadata: { [KEYS.company]: input.company ?? "", [KEYS.website]: input.website ?? "", [KEYS.message]: input.message ?? "" },
    });
  } catch (error) {
    console.error("Stripe: Auftragsangaben konnten nicht gespeichert werden", error);
    throw new ApiError(502, "order.saveFailed");
  }
}
