import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { handleStripeWebhook } from "@/lib/billing/purchases";

/**
 * POST /api/stripe/webhook: Stripe's event deliveries. The signature is checked on
 * the raw body, so it is read as text and never parsed before verification.
 * 200 {received, duplicate}; 400 for a missing or wrong signature.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const result = await handleStripeWebhook(await request.text(), request.headers.get("stripe-signature"));
  return NextResponse.json({ received: true, ...result });
});
