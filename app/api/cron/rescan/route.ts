import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { runScheduledRescans } from "@/lib/seo-dashboard/requests";

/** Long enough for a few scans of 200 pages; schedulers wait for the answer. */
export const maxDuration = 60;

/**
 * GET or POST /api/cron/rescan with `Authorization: Bearer CRON_SECRET`: rescans the
 * monitored sites whose last scan is older than SEO_RESCAN_AFTER_HOURS. Vercel Cron
 * sends GET with that header; any other scheduler (cron + curl) may POST.
 * 200 {queued, ran}; 401 wrong token; 503 without CRON_SECRET.
 */
async function handle(request: Request) {
  try {
    return NextResponse.json(await runScheduledRescans(request.headers.get("authorization")));
  } catch (error) {
    return errorResponse(error);
  }
}

export { handle as GET, handle as POST };
