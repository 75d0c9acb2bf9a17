import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { handleStripeWebhook } from "@/lib/billing/purchases";

/**
 * The webhook's body limit in bytes, checked before the signature: Stripe's event
 * objects are a few KB, a PaymentIntent with its charges far below this.
 */
const STRIPE_WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

/**
 * POST /api/stripe/webhook: Stripe's event deliveries. The signature is checked on
 * the raw body, so it is read as text and never parsed before verification.
 * 200 {received, duplicate}; 400 for a missing or wrong signature; 413 over the body
 * limit, before the signature is checked.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const result = await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature"));
  return NextResponse.json({ received: true, ...result });
}, { maxBodyBytes: STRIPE_WEBHOOK_BODY_LIMIT_BYTES });
