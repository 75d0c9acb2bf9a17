import "server-only";
import type { Db } from "@/lib/db";
import { isConnectionDrop, retryOnceOnConnectionDrop } from "@/lib/db-retry";
import { anonymizeIp } from "./anonymize-ip";

const TOOL_KEYS = ["schema", "meta", "robots", "sitemap", "search", "checker", "llms_txt"] as const;
export type ToolKey = (typeof TOOL_KEYS)[number];

export interface UsageInput {
  tool: ToolKey;
  /** Client address as read from the request; anonymised here before storage. */
  ip?: string | null;
  /** ISO 3166-1 alpha-2 code from a trusted proxy header. */
  country?: string | null;
  /** Defaults to now. */
  at?: Date;
}

type UsageRow = { tool: ToolKey; country: string | null; ipAnonymized: string | null; createdAt: Date };

function rowOf(input: UsageInput): UsageRow {
  const country = input.country && /^[A-Za-z]{2}$/.test(input.country) ? input.country.toUpperCase() : null;
  return { tool: input.tool, country, ipAnonymized: anonymizeIp(input.ip), createdAt: input.at ?? new Date() };
}

/**
 * Stores one tool use. For data protection there is no field for the query, URL or
 * company name the visitor entered.
 * @throws Prisma errors when the database is unreachable; callers that must not fail
 *   because of statistics use {@link recordUsageSafely}.
 */
export async function recordUsage(db: Db, input: UsageInput): Promise<void> {
  await db.usageEvent.create({ data: rowOf(input) });
}

/** Events kept after a failed write, at most this many (the oldest are dropped first, with a log line). */
const MAX_PENDING_USAGE = 10_000;
/** Time between attempts to write kept events, in ms. */
const PENDING_RETRY_MS = 30_000;

// Events of this process that the database refused for now; written later, oldest first.
const pending: UsageRow[] = [];
let retryTimer: ReturnType<typeof setTimeout> | null = null;

/**
 * Like {@link recordUsage}, but never throws: a dropped connection is retried at once,
 * then the event is kept in this process and written with the next successful one or
 * every PENDING_RETRY_MS, so a database blip loses no statistics.
 */
export function recordUsageSafely(db: Promise<Db>, input: UsageInput): Promise<void> {
  const write = writeUsageSafely(db, input).finally(() => writesInFlight.delete(write));
  writesInFlight.add(write);
  return write;
}

/** Writes started by recordUsageSafely and not finished yet. */
const writesInFlight = new Set<Promise<void>>();

/**
 * Resolves once every usage write started so far has finished (written, kept for a
 * retry, or logged): callers that fire and forget, and their tests, can wait for it.
 */
export async function usageWritesSettled(): Promise<void> {
  await Promise.all([...writesInFlight]);
}

async function writeUsageSafely(db: Promise<Db>, input: UsageInput): Promise<void> {
  const row = rowOf(input);
  try {
    const client = await db;
    await retryOnceOnConnectionDrop(() => client.usageEvent.create({ data: row }));
    if (pending.length > 0) await flushPendingUsage(client);
  } catch (error) {
    if (!isConnectionDrop(error)) {
      console.error("usage: could not record event", error);
      return;
    }
    keep(row);
    console.error(`usage: database unreachable, event kept for a later write (${pending.length} waiting)`);
    scheduleRetry(db);
  }
}

function keep(row: UsageRow) {
  if (pending.length >= MAX_PENDING_USAGE) {
    pending.shift();
    console.error("usage: too many events waiting; the oldest was dropped");
  }
  pending.push(row);
}

function scheduleRetry(db: Promise<Db>) {
  if (retryTimer) return;
  retryTimer = setTimeout(() => {
    retryTimer = null;
    void db
      .then((client) => flushPendingUsage(client))
      .catch(() => undefined)
      .finally(() => {
        if (pending.length > 0) scheduleRetry(db);
      });
  }, PENDING_RETRY_MS);
  retryTimer.unref();
}

/**
 * Writes the events kept after failed writes, in one insert.
 * @returns how many were written (0 when none waited)
 * @throws the database error; the events stay kept
 */
export async function flushPendingUsage(db: Db): Promise<number> {
  if (pending.length === 0) return 0;
  const batch = pending.splice(0, pending.length);
  try {
    await db.usageEvent.createMany({ data: batch });
    return batch.length;
  } catch (error) {
    pending.unshift(...batch);
    throw error;
  }
}

/** Events waiting for a write in this process. */
export function pendingUsageCount(): number {
  return pending.length;
}
