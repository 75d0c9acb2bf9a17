import Link from "next/link";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { loadDashboardStats, STATS_TIME_ZONE, type DashboardStats } from "@/lib/admin/dashboard-stats";
import { getAdminSession } from "@/lib/auth/session";
import { AdminHeader } from "../_components/admin-header";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";
import { AdminTableHead } from "../_components/admin-table-head";

export const dynamic = "force-dynamic";

export const generateMetadata = () => privatePageMetadata("Admin", "dashboardTitle");

const number = new Intl.NumberFormat("de-DE");
const dateTime = new Intl.DateTimeFormat("de-DE", { dateStyle: "medium", timeStyle: "medium", timeZone: STATS_TIME_ZONE });
const shortDate = new Intl.DateTimeFormat("de-DE", { day: "2-digit", month: "2-digit", timeZone: "UTC" });

/** /admin/dashboard: server-rendered behind the admin session. */
export default async function AdminDashboardPage() {
  // Per request: the session key exists only once a server has started, never in `next build`.
  await connection();
  if (!(await getAdminSession())) redirect("/admin/login");
  const t = await getTranslations("Admin");

  let stats: DashboardStats;
  try {
    stats = await loadDashboardStats();
  } catch (error) {
    console.error("Admin-Statistiken konnten nicht geladen werden", error);
    return (
      <div role="alert" className="mx-auto max-w-md px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t("loadError")}</h1>
        <Link href="/admin/login" className="text-primary mt-4 inline-block underline">
          {t("backToLogin")}
        </Link>
      </div>
    );
  }

  const today = stats.dailyUsage[0]?.count ?? 0;
  const days = [...stats.dailyUsage].reverse();
  const maxDay = Math.max(1, ...days.map((d) => d.count));

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8">
      <AdminHeader title={t("dashboardTitle")} current="/admin/dashboard" />

      <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard icon={<InlineIcon name="activity" />} label={t("totalUsage")} value={number.format(stats.totalUsage)} />
        <StatCard icon={<InlineIcon name="calendar-days" />} label={t("today")} value={number.format(today)} />
        <StatCard icon={<InlineIcon name="wrench" />} label={t("activeTools")} value={number.format(stats.activeTools)} />
        <StatCard icon={<InlineIcon name="globe" />} label={t("topCountry")} value={stats.topCountries[0]?.name ?? t("none")} />
      </dl>

      <section aria-labelledby="daily-title" className="bg-card mt-8 rounded-xl border p-5">
        <h2 id="daily-title" className="mb-4 font-semibold">
          {t("dailyTitle")}
        </h2>
        <div className="flex h-40 items-end gap-1" aria-hidden>
          {days.map((d) => (
            <div key={d.date} className="bg-primary/80 min-h-px flex-1 rounded-t" style={{ height: `${(d.count / maxDay) * 100}%` }} title={`${shortDate.format(new Date(d.date))}: ${d.count}`} />
          ))}
        </div>
        <div className="text-muted-foreground mt-1 flex justify-between text-xs" aria-hidden>
          <span>{shortDate.format(new Date(days[0]!.date))}</span>
          <span>{shortDate.format(new Date(days.at(-1)!.date))}</span>
        </div>
        <table className="sr-only">
          <caption>{t("dailyTitle")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("date")}</th>
              <th scope="col">{t("uses")}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.date}>
                <td>{shortDate.format(new Date(d.date))}</td>
                <td>{d.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <BarList title={t("toolsTitle")} empty={t("noData")} rows={stats.usageByTool.map((r) => ({ key: r.tool, label: r.label, count: r.count, percentage: r.percentage }))} />
        <BarList title={t("countriesTitle")} empty={t("noData")} rows={stats.topCountries.map((r) => ({ key: r.country, label: r.name, count: r.count, percentage: r.percentage }))} />
      </div>

      <section aria-labelledby="recent-title" className="bg-card mt-8 overflow-x-auto rounded-xl border p-5">
        <h2 id="recent-title" className="mb-4 font-semibold">
          {t("recentTitle")}
        </h2>
        {stats.recentUsage.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("noData")}</p>
        ) : (
          <table className="w-full text-left text-sm">
            <AdminTableHead cellClassName="py-2 pr-4 font-medium last:pr-0" labels={[t("tool"), t("time"), t("ip")]} />
            <tbody>
              {stats.recentUsage.map((r, i) => (
                <tr key={`${r.timestamp}-${i}`} className="border-b last:border-0">
                  <td className="py-2 pr-4">{r.label}</td>
                  <td className="py-2 pr-4 whitespace-nowrap">{dateTime.format(new Date(r.timestamp))}</td>
                  <td className="py-2 font-mono text-xs">{r.ipAddress ?? "N/A"}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function StatCard({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="bg-card rounded-xl border p-5">
      <dt className="text-muted-foreground flex items-center gap-2 text-sm [&_svg]:size-4">
        {icon} {label}
      </dt>
      <dd className="mt-2 truncate text-2xl font-bold tracking-tight">{value}</dd>
    </div>
  );
}

function BarList({ title, empty, rows }: { title: string; empty: string; rows: { key: string; label: string; count: number; percentage: number }[] }) {
  const pct = new Intl.NumberFormat("de-DE", { maximumFractionDigits: 1 });
  return (
    <section className="bg-card rounded-xl border p-5">
      <h2 className="mb-4 font-semibold">{title}</h2>
      {rows.length === 0 ? (
        <p className="text-muted-foreground text-sm">{empty}</p>
      ) : (
        <ul className="space-y-3">
          {rows.map((r) => (
            <li key={r.key}>
              <div className="flex justify-between gap-2 text-sm">
                <span>{r.label}</span>
                <span className="text-muted-foreground tabular-nums">
                  {number.format(r.count)} · {pct.format(r.percentage)} %
                </span>
              </div>
              <div className="bg-muted mt-1 h-2 rounded-full" aria-hidden>
                <div className="bg-primary h-2 rounded-full" style={{ width: `${r.percentage}%` }} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
