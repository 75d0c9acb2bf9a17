import "server-only";
import { z } from "zod";
import type { AnalysisRequest } from "@/generated/prisma/client";
import { getDb, type DbTx } from "@/lib/db";
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
  // The request and its opt-in token together or not at all.
  const { request, token } = await db.$transaction(async (tx) => {
    const created = await tx.analysisRequest.create({ data: { email: input.email, website: input.website } });
    const { token } = await createEmailToken(tx, { purpose: "analysis_opt_in", email: input.email, analysisRequestId: created.id, ttlMs: OPT_IN_TTL_HOURS * 3_600_000 });
    return { request: created, token };
  });
  try {
    await sendMail({ to: input.email, ...analysisOptInMail({ website: input.website, confirmUrl: absoluteUrl(`/confirm?token=${token}`), validHours: OPT_IN_TTL_HOURS }) });
  } catch (error) {
    console.error("Opt-in-E-Mail konnte nicht gesendet werden", error);
    await db.analysisRequest.deleteMany({ where: { id: request.id, confirmedAt: null } });
    throw new ApiError(502, "email.confirmationNotSent");
  }
}

/**
 * Marks a request confirmed (its opt-in token was used); run it in the transaction that
 * spends the token. The owner is told after the commit ({@link notifyOwnerOfAnalysisRequest}).
 */
export async function confirmFreeAnalysis(db: DbTx, analysisRequestId: bigint): Promise<AnalysisRequest> {
  return db.analysisRequest.update({ where: { id: analysisRequestId }, data: { confirmedAt: new Date() } });
}

/**
 * Tells the owner (OWNER_EMAIL) about a confirmed request so the analysis can go out
 * within 24 hours. A failed mail is logged: the confirmed request is stored and listed.
 */
export async function notifyOwnerOfAnalysisRequest(request: Pick<AnalysisRequest, "email" | "website" | "createdAt">): Promise<void> {
  const owner = getEnv().OWNER_EMAIL;
  if (!owner) return;
  try {
    await sendMail({ to: owner, ...analysisRequestOwnerMail({ email: request.email, website: request.website, requestedAt: request.createdAt }) });
  } catch (error) {
    console.error("Benachrichtigung an OWNER_EMAIL fehlgeschlagen", error);
  }
}
