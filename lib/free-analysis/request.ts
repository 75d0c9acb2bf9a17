import "server-only";
import { z } from "zod";
import { getDb, type Db } from "@/lib/db";
import { sendMail } from "@/lib/mail/send-mail";
import { analysisOptInMail, analysisRequestOwnerMail } from "@/lib/mail/templates";
import { emailAddressField } from "@/lib/mail/email-address";
import { websiteUrlField } from "@/lib/readiness/request";
import { createEmailToken, deleteExpiredEmailTokens } from "@/lib/security/email-tokens";
import { absoluteUrl } from "@/lib/site";
import { getEnv } from "@/lib/env";
import { ApiError } from "@/lib/api/errors";
import { enforceMailLimit } from "@/lib/limits/limits";

/** Double opt-in links are valid this long. */
export const OPT_IN_TTL_HOURS = 48;

/** POST /api/free-analysis {email, website}. */
export const freeAnalysisRequestSchema = z.object({ email: emailAddressField, website: websiteUrlField });

/**
 * Stores a request for the free AI-SEO analysis and sends the double opt-in e-mail
 * with a single-use link to /confirm. Unconfirmed requests older than the link's
 * lifetime are deleted on the way (data minimisation).
 * @throws ApiError 429 when the address has had its e-mails for the day (lib/limits,
 *   "mailPerRecipient"); 502 when the e-mail cannot be sent (the request is removed again)
 */
export async function requestFreeAnalysis(input: z.output<typeof freeAnalysisRequestSchema>): Promise<void> {
  await enforceMailLimit(input.email);
  const db = await getDb();
  await db.analysisRequest.deleteMany({ where: { confirmedAt: null, createdAt: { lt: new Date(Date.now() - OPT_IN_TTL_HOURS * 3_600_000) } } });
  await deleteExpiredEmailTokens(db);
  const request = await db.analysisRequest.create({ data: { email: input.email, website: input.website } });
  const { token } = await createEmailToken(db, { purpose: "analysis_opt_in", email: input.email, analysisRequestId: request.id, ttlMs: OPT_IN_TTL_HOURS * 3_600_000 });
  try {
    await sendMail({ to: input.email, ...analysisOptInMail({ website: input.website, confirmUrl: absoluteUrl(`/confirm?token=${token}`), validHours: OPT_IN_TTL_HOURS }) });
  } catch (error) {
    console.error("Opt-in-E-Mail konnte nicht gesendet werden", error);
    await db.analysisRequest.delete({ where: { id: request.id } });
    throw new ApiError(502, "email.confirmationNotSent");
  }
}

/**
 * Marks a request confirmed (its opt-in token was used) and tells the owner
 * (OWNER_EMAIL) so the analysis can go out within 24 hours.
 */
export async function confirmFreeAnalysis(db: Db, analysisRequestId: bigint): Promise<{ website: string }> {
  const request = await db.analysisRequest.update({ where: { id: analysisRequestId }, data: { confirmedAt: new Date() } });
  const owner = getEnv().OWNER_EMAIL;
  if (owner) {
    try {
      await sendMail({ to: owner, ...analysisRequestOwnerMail({ email: request.email, website: request.website, requestedAt: request.createdAt }) });
    } catch (error) {
      // The confirmed request is stored; the owner can still find it.
      console.error("Benachrichtigung an OWNER_EMAIL fehlgeschlagen", error);
    }
  }
  return { website: request.website };
}
