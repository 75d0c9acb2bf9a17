import { NextResponse } from "next/server";
import { checkReadiness } from "@/lib/health/readiness";

export const dynamic = "force-dynamic";

/**
 * GET /api/health/ready: readiness for a load balancer or orchestrator. 200 {ready: true,
 * database: "ok"} when the database answered within 2 s; else 503 with Retry-After: 5 and
 * database "unreachable" or "timeout". Liveness is /api/health/live.
 */
export async function GET() {
  const readiness = await checkReadiness();
  return NextResponse.json(readiness, {
    status: readiness.ready ? 200 : 503,
    headers: { "Cache-Control": "no-store", ...(!readiness.ready && { "Retry-After": "5" }) },
  });
}
