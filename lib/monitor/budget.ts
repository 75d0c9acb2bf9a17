import "server-only";
import type { Db, DbTx } from "@/lib/db";

/**
 * Reserves `calls` provider calls of the global daily budget in one conditional
 * upsert, so monitors running on several instances at once never overshoot it.
 * @param day the calendar day (its UTC date is the key)
 * @returns true when reserved, false when the budget would be exceeded
 */
export async function reserveDailyCalls(db: DbTx, day: Date, calls: number, budget: number): Promise<boolean> {
  if (calls > budget) return false;
  const rows = await db.$queryRaw<{ calls: number }[]>`
    INSERT INTO monitor_call_budget (day, calls) VALUES (${dayKey(day)}::date, ${calls})
    ON CONFLICT (day) DO UPDATE SET calls = monitor_call_budget.calls + EXCLUDED.calls
    WHERE monitor_call_budget.calls + EXCLUDED.calls <= ${budget}
    RETURNING calls`;
  return rows.length === 1;
}

/**
 * Reserves the calls of one run of a monitor, in one transaction: an earlier attempt of the
 * run whose worker was killed before storing its answers left its reservation, which this
 * attempt takes over instead of charging the budget again (a reservation of another day is
 * given back first). {@link settleRunCalls} ends the reservation with the stored answers;
 * {@link releaseRunCalls} gives it back when the attempt fails.
 * @param now the run's time (its UTC date is the budget's day)
 * @returns true when the calls are reserved, false when the budget would be exceeded
 */
export async function reserveRunCalls(db: Db, monitorId: bigint, now: Date, calls: number, budget: number): Promise<boolean> {
  return db.$transaction(async (tx) => {
    const held = await tx.monitorCallReservation.findUnique({ where: { monitorId } });
    if (held && dayKey(held.day) === dayKey(now) && held.calls === calls) return true;
    if (held) await giveBack(tx, monitorId, held);
    if (!(await reserveDailyCalls(tx, now, calls, budget))) return false;
    await tx.monitorCallReservation.create({ data: { monitorId, day: new Date(`${dayKey(now)}T00:00:00Z`), calls } });
    return true;
  });
}

/** Ends a run's reservation once its answers are stored (in the run's transaction): the calls stay charged. */
export async function settleRunCalls(tx: DbTx, monitorId: bigint): Promise<void> {
  await tx.monitorCallReservation.deleteMany({ where: { monitorId } });
}

/** Gives a failed attempt's reserved calls back to the day's budget (nothing was stored). */
export async function releaseRunCalls(db: Db, monitorId: bigint): Promise<void> {
  await db.$transaction(async (tx) => {
    const held = await tx.monitorCallReservation.findUnique({ where: { monitorId } });
    if (held) await giveBack(tx, monitorId, held);
  });
}

async function giveBack(tx: DbTx, monitorId: bigint, held: { day: Date; calls: number }): Promise<void> {
  const { count } = await tx.monitorCallReservation.deleteMany({ where: { monitorId, day: held.day, calls: held.calls } });
  if (count === 1) await tx.$executeRaw`UPDATE monitor_call_budget SET calls = GREATEST(calls - ${held.calls}, 0) WHERE day = ${dayKey(held.day)}::date`;
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
