import { NextResponse } from "next/server";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { currentPremiumGrant, setPremiumCookie } from "@/lib/billing/premium";
import { activatePurchase, grantRequestSchema } from "@/lib/billing/premium-access";

/**
 * POST /api/grant-premium-access {email, paymentIntentId, clientSecret} (the client
 * secret comes from the same return URL, so the id alone unlocks nothing): activates a verified purchase
 * once. Premium products set the signed httpOnly premium cookie.
 * 200 {product, productName, premium, products, mailSent}; 400/404/409 with a German message.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const input = await parseJsonBody(request, grantRequestSchema);
  const result = await activatePurchase(input, await currentPremiumGrant());
  if (result.cookieValue) await setPremiumCookie(result.cookieValue);
  return NextResponse.json({
    product: result.product,
    productName: result.productName,
    premium: result.premium,
    products: result.grant?.products ?? [],
    mailSent: result.mailSent,
  });
});
