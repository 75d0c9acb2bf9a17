import { NextResponse } from "next/server";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { scanRequestSchema, startVisitorScan } from "@/lib/seo-dashboard/requests";

/**
 * POST /api/seo/scan {targetDomain, useGoogleAPI, monitor?}: queues a crawl of
 * the site; with monitor: true the site is rescanned regularly (lib/seo-dashboard/scans.ts rescanDueSites). 202 {scanId, status, created, domain}; 400 invalid domain; 429 over the limit.
 * The dashboard shows the scan's progress and result.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const input = await parseJsonBody(request, scanRequestSchema);
  return NextResponse.json(await startVisitorScan(input, request.headers), { status: 202 });
});
