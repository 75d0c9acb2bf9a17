import { NextResponse } from "next/server";
import { loadDashboardStats } from "@/lib/admin/dashboard-stats";
import { withErrorResponse } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/session";

/**
 * GET /api/admin/dashboard: the usage statistics. The admin session
 * is checked here, not only by middleware.ts. 401 without a session.
 */
export const GET = withErrorResponse(async () => {
  await requireAdmin();
  return NextResponse.json(await loadDashboardStats(), { headers: { "Cache-Control": "private, no-store" } });
});
