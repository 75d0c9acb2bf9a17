import "server-only";
import { z } from "zod";
import { ApiError } from "@/lib/api/errors";
import type { PremiumGrant } from "@/lib/billing/premium";
import { signInWithEmail } from "@/lib/billing/premium-access";
import { getDb } from "@/lib/db";
import { confirmFreeAnalysis, notifyOwnerOfAnalysisRequest } from "@/lib/free-analysis/request";
import { queueMonitorRun } from "@/lib/monitor/jobs";
import { confirmMonitor, mailMonitorLink, monitorLinks } from "@/lib/monitor/monitors";
import { wakeWorker } from "@/lib/jobs/workers";
import { QUEUES } from "@/lib/jobs/queues";
import { consumeEmailToken, findUsedEmailToken } from "@/lib/security/email-tokens";


/** POST /api/confirm {token}: the token of a /confirm?token=… link. */
export const confirmRequestSchema = z.object({
  token: z.string({ error: "link.invalid" }).trim().min(1, "link.invalid").max(200, "link.invalid"),
});

export type ConfirmResult =
  /** `alreadyConfirmed`: the link was used before, the request stands confirmed. */
  | { purpose: "analysis_opt_in"; website: string; alreadyConfirmed?: true }
  | { purpose: "premium_sign_in"; cookieValue: string; grant: PremiumGrant }
  | { purpose: "monitor_opt_in"; monitorUrl: string; alreadyConfirmed?: true };

/**
 * Uses up the token of an e-mail link (single use, expiring) and does what it was
 * sent for: confirms a free-analysis request (double opt-in), or signs the browser
 * in to the premium purchases of the e-mail address.
 * The token is spent in the same transaction as the confirmation it stands for, so a
 * database fault leaves both or neither: a failed attempt (503, "try again") spends
 * nothing and the retry succeeds; a retry after a success answers "already confirmed".
 * A second click on a used double opt-in link answers "already confirmed" (nothing is
 * sent again); a used sign-in link signs nobody in.
 * @throws ApiError 400 "link.invalid" for an unknown or expired token, 409 "link.signInUsed" for a used sign-in link
 */
export async function confirmEmailLink(token: string, current: PremiumGrant | null): Promise<ConfirmResult> {
  const db = await getDb();
  const done = await db.$transaction(async (tx) => {
    const row = await consumeEmailToken(tx, token);
    if (!row) return null;
    if (row.purpose === "analysis_opt_in" && row.analysisRequestId !== null) {
      return { purpose: row.purpose, request: await confirmFreeAnalysis(tx, row.analysisRequestId) };
    }
    if (row.purpose === "monitor_opt_in" && row.monitorId !== null) {
      return { purpose: row.purpose, monitor: await confirmMonitor(tx, row.monitorId) };
    }
    if (row.purpose === "premium_sign_in") {
      const signedIn = await signInWithEmail(tx, row.email, current);
      if (signedIn) return { purpose: row.purpose, signedIn };
    }
    throw new ApiError(400, "link.invalid");
  });
  if (!done) return usedLink(token);
  if (done.purpose === "analysis_opt_in" && done.request) {
    await notifyOwnerOfAnalysisRequest(done.request);
    return { purpose: "analysis_opt_in", website: done.request.website };
  }
  if (done.purpose === "monitor_opt_in" && done.monitor) {
    await mailMonitorLink(done.monitor);
    // The first run starts at once instead of at the next due check.
    try {
      await queueMonitorRun(done.monitor.monitorId);
      wakeWorker(QUEUES.monitorRun);
    } catch (error) {
      // Confirmed all the same: the due check (every 10 minutes) queues the run.
      console.error("Monitor: erster Lauf konnte nicht eingereiht werden", error);
    }
    return { purpose: "monitor_opt_in", monitorUrl: done.monitor.monitorUrl };
  }
  if (done.purpose === "premium_sign_in" && done.signedIn) return { purpose: "premium_sign_in", ...done.signedIn };
  throw new ApiError(400, "link.invalid");
}

/** What a used link still says: the confirmed request of an opt-in link; otherwise an error. */
async function usedLink(token: string): Promise<ConfirmResult> {
  const db = await getDb();
  const used = await findUsedEmailToken(db, token);
  if (used?.purpose === "analysis_opt_in" && used.analysisRequestId !== null) {
    const request = await db.analysisRequest.findUnique({ where: { id: used.analysisRequestId } });
    if (request?.confirmedAt) return { purpose: "analysis_opt_in", website: request.website, alreadyConfirmed: true };
  }
  if (used?.purpose === "monitor_opt_in" && used.monitorId !== null) {
    const monitor = await db.visibilityMonitor.findUnique({ where: { id: used.monitorId } });
    if (monitor?.confirmedAt) return { purpose: "monitor_opt_in", monitorUrl: monitorLinks(monitor.accessToken).monitorUrl, alreadyConfirmed: true };
  }
  if (used?.purpose === "premium_sign_in") throw new ApiError(409, "link.signInUsed");
  throw new ApiError(400, "link.invalid");
}
