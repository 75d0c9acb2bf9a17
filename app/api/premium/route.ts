import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { currentPremiumGrant, grantFeatures } from "@/lib/billing/premium";

/**
 * GET /api/premium: {features} the signed premium cookie unlocks ("faq-generator",
 * "course"), so static pages can adapt; forged or missing cookies give [].
 */
export const GET = withErrorResponse(async () =>
  NextResponse.json({ features: grantFeatures(await currentPremiumGrant()) }, { headers: { "Cache-Control": "private, no-store" } }),
);
