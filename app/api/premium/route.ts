import { cookies } from "next/headers";
import { NextResponse } from "next/server";
import { grantFeatures, PREMIUM_COOKIE, premiumFromCookie } from "@/lib/billing/premium";

/**
 * GET /api/premium: {features} the signed premium cookie unlocks ("faq-generator",
 * "course"), so static pages can adapt; forged or missing cookies give [].
 */
export async function GET() {
  const grant = premiumFromCookie((await cookies()).get(PREMIUM_COOKIE)?.value);
  return NextResponse.json({ features: grantFeatures(grant) }, { headers: { "Cache-Control": "private, no-store" } });
}
