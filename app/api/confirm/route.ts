import { NextResponse } from "next/server";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { currentPremiumGrant, grantFeatures, setPremiumCookie } from "@/lib/billing/premium";
import { confirmEmailLink, confirmRequestSchema } from "@/lib/email-links/confirm-link";

/**
 * POST /api/confirm {token}: redeems the token of an e-mail link once. Sent by the
 * /confirm page's script rather than on page load, so mail scanners that open links
 * do not use the token up. 200 {purpose, website? | products?, unlocks?}; 400 invalid link.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const { token } = await parseJsonBody(request, confirmRequestSchema);
  const result = await confirmEmailLink(token, await currentPremiumGrant());
  if (result.purpose === "premium_sign_in") {
    await setPremiumCookie(result.cookieValue);
    return NextResponse.json({ purpose: result.purpose, products: result.grant.products, unlocks: grantFeatures(result.grant) });
  }
  return NextResponse.json(result);
});
