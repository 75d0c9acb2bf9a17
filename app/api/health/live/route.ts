import { NextResponse } from "next/server";

export const dynamic = "force-dynamic";

/**
 * GET /api/health/live: liveness. 200 {live: true} whenever the process answers HTTP; it
 * touches no database, so a database outage does not get the instance restarted (that is
 * what readiness, /api/health/ready, reports).
 */
export function GET() {
  return NextResponse.json({ live: true }, { headers: { "Cache-Control": "no-store" } });
}
