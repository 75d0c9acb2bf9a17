import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { dashboardFor } from "@/lib/seo-dashboard/requests";

/**
 * GET /api/seo/dashboard/{domain}: the stored scans of a domain. 400 invalid domain.
 * Next.js hands the segment over decoded ("%25" is "%"); decoding it again would fail.
 */
export const GET = withErrorResponse(async (_request: Request, { params }: { params: Promise<{ domain: string }> }) => {
  const { domain } = await params;
  return NextResponse.json(await dashboardFor(domain), { headers: { "Cache-Control": "no-store" } });
});
