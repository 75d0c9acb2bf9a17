import { listOrders, ordersCsv } from "@/lib/admin/orders";
import { berlinDate } from "@/lib/admin/dashboard-stats";
import { withErrorResponse } from "@/lib/api/errors";
import { requireAdmin } from "@/lib/auth/session";
import { getDb } from "@/lib/db";

/**
 * GET /api/admin/orders/export: every purchase as a CSV download for Excel (UTF-8 with
 * BOM, ";" separated, German column names). 401 without an admin session.
 */
export const GET = withErrorResponse(async () => {
  await requireAdmin();
  const { orders } = await listOrders(await getDb());
  return new Response(ordersCsv(orders), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="bestellungen-${berlinDate(new Date())}.csv"`,
      "Cache-Control": "private, no-store",
    },
  });
});
