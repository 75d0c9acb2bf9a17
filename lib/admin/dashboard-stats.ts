import "server-only";
import type { ToolKey } from "@/generated/prisma/client";
import { getDb, type Db } from "@/lib/db";

/** German labels of the tool keys. */
const TOOL_LABELS: Record<ToolKey, string> = {
  schema: "Schema.org Generator",
  meta: "Meta Tags Generator",
  robots: "Robots.txt Generator",
  sitemap: "XML Sitemap Generator",
  search: "KI-Live-Test",
  checker: "KI-Ready Checker",
  llms_txt: "llms.txt Generator",
};

/** Days shown in dailyUsage, today included. */
const DAILY_USAGE_DAYS = 30;
const RECENT_USAGE_LIMIT = 10;
/** The statistics' calendar days are German days. */
export const STATS_TIME_ZONE = "Europe/Berlin";

export interface DashboardStats {
  totalUsage: number;
  /** Newest first: the first item is today; days without use have count 0. */
  dailyUsage: { date: string; count: number }[];
  usageByTool: { tool: ToolKey; label: string; count: number; percentage: number }[];
  topCountries: { country: string; name: string; count: number; percentage: number }[];
  recentUsage: { toolType: ToolKey; label: string; timestamp: string; ipAddress: string | null }[];
  activeTools: number;
}

const percent = (part: number, total: number) => (total ? Math.round((part / total) * 1000) / 10 : 0);
const countryNames = new Intl.DisplayNames("de", { type: "region" });

/** "YYYY-MM-DD" of an instant in STATS_TIME_ZONE. */
export function berlinDate(at: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: STATS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

/**
 * The admin dashboard's statistics from the usage events: totals,
 * the last 30 German calendar days, shares per tool and country (percent with one
 * decimal), and the last 10 uses with their anonymised IP addresses.
 * @param now the current time (tests pass a fixed one)
 */
export async function getDashboardStats(db: Db, now = new Date()): Promise<DashboardStats> {
  const since = new Date(now.getTime() - (DAILY_USAGE_DAYS + 1) * 86_400_000);
  const [totalUsage, byTool, byCountry, recent, days] = await Promise.all([
    db.usageEvent.count(),
    db.usageEvent.groupBy({ by: ["tool"], _count: { _all: true } }),
    db.usageEvent.groupBy({ by: ["country"], where: { country: { not: null } }, _count: { _all: true } }),
    db.usageEvent.findMany({ orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: RECENT_USAGE_LIMIT }),
    db.$queryRaw<{ day: string; count: bigint }[]>`
      SELECT to_char(created_at AT TIME ZONE ${STATS_TIME_ZONE}, 'YYYY-MM-DD') AS day, count(*) AS count
      FROM usage_events WHERE created_at >= ${since}
      GROUP BY 1`,
  ]);

  const perDay = new Map(days.map((d) => [d.day, Number(d.count)]));
  const dailyUsage = Array.from({ length: DAILY_USAGE_DAYS }, (_, i) => {
    const date = berlinDate(new Date(now.getTime() - i * 86_400_000));
    return { date, count: perDay.get(date) ?? 0 };
  });

  const usageByTool = byTool
    .map((row) => ({ tool: row.tool, label: TOOL_LABELS[row.tool], count: row._count._all, percentage: percent(row._count._all, totalUsage) }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, "de"));
  const withCountry = byCountry.reduce((sum, row) => sum + row._count._all, 0);
  const topCountries = byCountry
    .map((row) => ({ country: row.country!, name: countryNames.of(row.country!) ?? row.country!, count: row._count._all, percentage: percent(row._count._all, withCountry) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, "de"))
    .slice(0, 10);

  return {
    totalUsage,
    dailyUsage,
    usageByTool,
    topCountries,
    recentUsage: recent.map((e) => ({ toolType: e.tool, label: TOOL_LABELS[e.tool], timestamp: e.createdAt.toISOString(), ipAddress: e.ipAnonymized })),
    activeTools: usageByTool.length,
  };
}

export async function loadDashboardStats(): Promise<DashboardStats> {
  return getDashboardStats(await getDb());
}
