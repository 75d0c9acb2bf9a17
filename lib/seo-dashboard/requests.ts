import "server-only";
import { z } from "zod";
import { clientIp } from "@/lib/api/client-meta";
import { ApiError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { QUEUES } from "@/lib/jobs/queues";
import { wakeWorker } from "@/lib/jobs/workers";
import { enforceLimit } from "@/lib/limits/limits";
import { assertPublicTarget, OutboundError } from "@/lib/outbound/guarded-fetch";
import { bearerTokenMatches } from "@/lib/security/bearer-token";
import { getSeoDashboard, type SeoDashboard } from "./dashboard";
import { requestScan, rescanDueSites, type ScanRequestResult } from "./scans";
import { toTargetDomain } from "./target-domain";

/** POST /api/seo/scan: targetDomain, useGoogleAPI (always false, ignored), monitor (the visitor asks for regular rescans). */
export const scanRequestSchema = z.object({
  targetDomain: z.string({ error: "url.required" }).max(2048),
  useGoogleAPI: z.boolean().optional(),
  monitor: z.boolean().optional(),
});

function domainOrThrow(input: string): string {
  const target = toTargetDomain(input);
  if (!target.ok) throw new ApiError(400, target.error);
  return target.domain;
}

/**
 * Queues a scan for a visitor (rate-limited per client, SEO_SCAN_RATE_LIMIT_PER_HOUR)
 * and wakes this instance's scan worker (any instance may run it). The target is
 * checked with the SSRF guard first, so a refused one is neither queued nor stored as
 * a monitored site.
 * @throws ApiError 400 invalid domain or a target the guard refuses (internal or private
 *   address; the same "outbound.*" code as the checker answers), 429 over the limit; codes under
 *   "ApiErrors", rendered by the route wrapper
 */
export async function startVisitorScan(input: z.output<typeof scanRequestSchema>, headers: Headers): Promise<ScanRequestResult & { domain: string }> {
  const domain = domainOrThrow(input.targetDomain);
  try {
    await assertPublicTarget(`https://${domain}/`);
  } catch (error) {
    if (error instanceof OutboundError) throw new ApiError(400, error.code, { params: error.params });
    throw error;
  }
  await enforceLimit("seoScan", clientIp(headers));
  const result = await requestScan(domain, "visitor", undefined, { monitor: input.monitor });
  if (result.created) wakeWorker(QUEUES.seoScan);
  return { ...result, domain };
}

/** The dashboard of a domain given in a URL path segment. @throws ApiError 400 */
export async function dashboardFor(rawDomain: string): Promise<SeoDashboard> {
  return getSeoDashboard(domainOrThrow(rawDomain));
}

/**
 * The scheduler's call: checks `Authorization: Bearer CRON_SECRET` (constant time),
 * then queues scans of the due sites; the workers of all instances run them. The same
 * happens hourly through pg-boss's schedule ("seo-rescan"); this route is for an
 * external scheduler.
 * @returns the domains queued
 * @throws ApiError 503 without CRON_SECRET, 401 for a wrong or missing token
 */
export async function runScheduledRescans(authorization: string | null): Promise<{ queued: string[] }> {
  const secret = getEnv().CRON_SECRET;
  if (!secret) throw new ApiError(503, "seoScan.notConfigured");
  if (!bearerTokenMatches(authorization, secret)) throw new ApiError(401, "unauthorized");
  const result = await rescanDueSites();
  if (result.queued.length > 0) wakeWorker(QUEUES.seoScan);
  return result;
}
