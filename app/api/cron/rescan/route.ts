import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { runScheduledRescans } from "@/lib/seo-dashboard/requests";

/**
 * GET or POST /api/cron/rescan with `Authorization: Bearer CRON_SECRET`: queues rescans
 * of the monitored sites whose last scan is older than SEO_RESCAN_AFTER_HOURS (the job
 * workers run them). Vercel Cron sends GET with that header; any other scheduler
 * (cron + curl) may POST. The app also does this hourly by itself (pg-boss schedule).
 * 200 {queued}; 401 wrong token; 503 without CRON_SECRET.
 */
const handle = withErrorResponse(async (request: Request) => NextResponse.json(await runScheduledRescans(request.headers.get("authorization"))));

export { handle as GET, handle as POST };
