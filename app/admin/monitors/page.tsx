import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { Badge } from "@/components/ui/badge";
import { STATS_TIME_ZONE } from "@/lib/admin/dashboard-stats";
import { getAdminSession } from "@/lib/auth/session";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { dailyCallsUsed } from "@/lib/monitor/budget";
import { listMonitorsForAdmin } from "@/lib/monitor/view";
import { AdminHeader } from "../_components/admin-header";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";
import { AdminTableHead } from "../_components/admin-table-head";

export const dynamic = "force-dynamic";

export const generateMetadata = () => privatePageMetadata("Monitor", "adminTitle");

const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "short", timeZone: STATS_TIME_ZONE });
const when = (d: Date | null) => (d ? dateTime.format(d) : "–");

/** /admin/monitors: every AI visibility monitor with its runs and provider calls. */
export default async function AdminMonitorsPage() {
  if (!(await getAdminSession())) redirect("/admin/login");
  const t = await getTranslations("Monitor");
  const db = await getDb();
  const now = new Date();
  const [rows, today] = await Promise.all([listMonitorsForAdmin(db, now), dailyCallsUsed(db, now)]);
  const number = new Intl.NumberFormat("de-DE");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminHeader title={t("adminTitle")} current="/admin/monitors" />
      <p className="text-muted-foreground mb-4 text-sm" role="status" data-testid="admin-monitors-summary">
        {t("adminSummary", { count: rows.length, active: rows.filter((r) => r.active).length, today: number.format(today), budget: number.format(getEnv().MONITOR_DAILY_CALL_BUDGET) })}
      </p>
      {rows.length === 0 ? (
        <p className="bg-card text-muted-foreground rounded-xl border p-8 text-center">{t("adminEmpty")}</p>
      ) : (
        <div className="bg-card overflow-x-auto rounded-xl border">
          <table className="w-full text-left text-sm" data-testid="admin-monitors">
            <AdminTableHead className="text-xs" cellClassName="px-3 py-2 font-medium" labels={(["adminColBusiness", "adminColState", "adminColCreated", "adminColLastRun", "adminColNextRun", "adminColToday", "adminColMonth"] as const).map((k) => t(k))} />
            <tbody>
              {rows.map((r) => (
                <tr key={r.id} className="border-b last:border-0">
                  <th scope="row" className="px-3 py-2 font-medium">
                    {r.businessName} <span className="text-muted-foreground font-normal">· {r.city}</span>
                  </th>
                  <td className="px-3 py-2">
                    <Badge variant={r.active ? "secondary" : "outline"}>{r.waitingReason ? t("adminWaiting", { reason: r.waitingReason }) : r.active ? t("adminActive") : t("adminPending")}</Badge>
                  </td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(r.createdAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(r.lastRunAt)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{when(r.nextRunAt)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(r.callsToday)}</td>
                  <td className="px-3 py-2 text-right tabular-nums">{number.format(r.callsThisMonth)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
