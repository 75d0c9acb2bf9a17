import { NextResponse } from "next/server";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { attachOrderDetails, orderDetailsRequestSchema } from "@/lib/billing/order-details";

/**
 * POST /api/order-details {clientSecret, email, company?, website?, message?}: stores
 * the buyer's address and order details on the open PaymentIntent of a service, right
 * before the payment form confirms it. 204; 400/404/409 with a German message.
 */
export const POST = withErrorResponse(async (request: Request) => {
  await attachOrderDetails(await parseJsonBody(request, orderDetailsRequestSchema));
  return new NextResponse(null, { status: 204 });
});
