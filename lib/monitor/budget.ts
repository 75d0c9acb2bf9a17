import "server-only";
import type { Db } from "@/lib/db";

/**
 * Reserves `calls` provider calls of the global daily budget in one conditional
 * upsert, so monitors running on several instances at once never overshoot it.
 * @param day the calendar day (its UTC date is the key)
 * @returns true when reserved, false when the budget would be exceeded
 */
export async function reserveDailyCalls(db: Db, day: Date, calls: number, budget: number): Promise<boolean> {
  if (calls > budget) return false;
  const rows = await db.$queryRaw<{ calls: number }[]>`
    INSERT INTO monitor_call_budget (day, calls) VALUES (${dayKey(day)}::date, ${calls})
    ON CONFLICT (day) DO UPDATE SET calls = monitor_call_budget.calls + EXCLUDED.calls
    WHERE monitor_call_budget.calls + EXCLUDED.calls <= ${budget}
    RETURNING calls`;
  return rows.length === 1;
}

/** Calls reserved on `day` so far. */
export async function dailyCallsUsed(db: Db, day: Date): Promise<number> {
  const rows = await db.$queryRaw<{ calls: number }[]>`SELECT calls FROM monitor_call_budget WHERE day = ${dayKey(day)}::date`;
  return rows[0]?.calls ?? 0;
}

/** "YYYY-MM-DD" of `day` in UTC. */
function dayKey(day: Date): string {
  return day.toISOString().slice(0, 10);
}

/** 00:00 UTC of the next day. */
export function startOfNextDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1));
}

/** 00:00 UTC of the month's first day, and of the next month's. */
export function monthBounds(now: Date): { start: Date; next: Date } {
  return { start: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)), next: new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)) };
}
