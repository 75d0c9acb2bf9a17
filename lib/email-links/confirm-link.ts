import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import type { PremiumGrant } from "@/lib/billing/premium";
import { signInWithEmail } from "@/lib/billing/premium-access";
import { getDb } from "@/lib/db";
import { confirmFreeAnalysis } from "@/lib/free-analysis/request";
import { consumeEmailToken } from "@/lib/security/email-tokens";

export const INVALID_LINK_MESSAGE = "Dieser Link ist ungültig, abgelaufen oder wurde bereits verwendet.";

/** POST /api/confirm {token}: the token of a /confirm?token=… link. */
export const confirmRequestSchema = z.object({
  token: z.string({ error: INVALID_LINK_MESSAGE }).trim().min(1, INVALID_LINK_MESSAGE).max(200, INVALID_LINK_MESSAGE),
});

export type ConfirmResult =
  | { purpose: "analysis_opt_in"; website: string }
  | { purpose: "premium_sign_in"; cookieValue: string; grant: PremiumGrant };

/**
 * Uses up the token of an e-mail link (single use, expiring) and does what it was
 * sent for: confirms a free-analysis request (double opt-in), or signs the browser
 * in to the premium purchases of the e-mail address.
 * @throws ApiError 400 for an unknown, used or expired token
 */
export async function confirmEmailLink(token: string, current: PremiumGrant | null): Promise<ConfirmResult> {
  const db = await getDb();
  const row = await consumeEmailToken(db, token);
  if (!row) throw new ApiError(400, INVALID_LINK_MESSAGE);
  if (row.purpose === "analysis_opt_in" && row.analysisRequestId !== null) {
    return { purpose: "analysis_opt_in", ...(await confirmFreeAnalysis(db, row.analysisRequestId)) };
  }
  if (row.purpose === "premium_sign_in") {
    const signedIn = await signInWithEmail(db, row.email, current);
    if (signedIn) return { purpose: "premium_sign_in", ...signedIn };
  }
  throw new ApiError(400, INVALID_LINK_MESSAGE);
}
