import { NextResponse } from "next/server";
import { z } from "zod";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { createPaymentIntent } from "@/lib/billing/payment-intents";

const bodySchema = z.object({
  productId: z.string({ error: "product.missing" }).trim().min(1, "product.missing").max(64),
  /** For the single snippet: the library industry (the /payment URL's snippet parameter). */
  snippetId: z.string().trim().max(128).optional(),
});

/**
 * POST /api/create-payment-intent {productId, snippetId?}:
 * {clientSecret, publishableKey, productInfo}. The amount comes from the catalogue;
 * nothing in the request can change it. 400 unknown product, 503 not configured.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const body = await parseJsonBody(request, bodySchema);
  return NextResponse.json(await createPaymentIntent(body), { headers: { "Cache-Control": "no-store" } });
});
