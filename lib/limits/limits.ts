import "server-only";
import { createHash } from "node:crypto";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Db } from "@/lib/db";
import { retryOnceOnConnectionDrop } from "@/lib/db-retry";
import { getEnv } from "@/lib/env";
import { LIMITS, type LimitName } from "./definitions";

export { LIMITS, type LimitName } from "./definitions";

/** The outcome of counting against a limit. */
export interface LimitVerdict {
  allowed: boolean;
  /** Points used in the current window, this one included (over the limit too). */
  used: number;
  /** The limit's points per window (0 = off). */
  limit: number;
  /** Seconds until the window ends and the next request is allowed; 0 when allowed. */
  retryAfterSeconds: number;
}

// One limiter object per database client, limit and size; the counts are in the database.
const limiters = new WeakMap<Db, Map<string, RateLimiterPrisma>>();

function limiterFor(db: Db, name: LimitName, points: number): RateLimiterPrisma {
  let byName = limiters.get(db);
  if (!byName) limiters.set(db, (byName = new Map()));
  const id = `${name}:${points}`;
  let limiter = byName.get(id);
  if (!limiter) {
    limiter = new RateLimiterPrisma({
      storeClient: db,
      tableName: "rateLimiterFlexible",
      keyPrefix: name,
      points,
      duration: LIMITS[name].durationSeconds,
      // Expired rows are deleted by the scheduled job limits-cleanup, not by a timer per process.
      clearExpiredByTimeout: false,
    });
    byName.set(id, limiter);
  }
  return limiter;
}

/**
 * The key a client is counted under: a SHA-256 digest of its address (the address
 * itself is not stored), or "unknown" when the address is not known (all such clients
 * share one count).
 */
export function clientKey(ip: string | null): string {
  return ip ? createHash("sha256").update(ip).digest("base64url").slice(0, 22) : "unknown";
}

const verdictOf = (res: RateLimiterRes, limit: number, allowed: boolean): LimitVerdict => ({
  allowed,
  used: res.consumedPoints,
  limit,
  retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil(res.msBeforeNext / 1000)),
});

/**
 * Counts `points` against the named limit for `key`, atomically across all instances
 * (one upsert in the shared table; rate-limiter-flexible's Prisma store).
 * @param key what is counted, e.g. clientKey(ip), a user name or "global"
 * @returns the verdict; a limit of 0 always allows and counts nothing
 * @throws database errors (a dropped connection is retried once first)
 */
export async function consumeLimit(name: LimitName, key: string, points = 1): Promise<LimitVerdict> {
  const limit = LIMITS[name].points(getEnv());
  if (limit <= 0) return { allowed: true, used: 0, limit: 0, retryAfterSeconds: 0 };
  const limiter = limiterFor(await getDb(), name, limit);
  try {
    return verdictOf(await retryOnceOnConnectionDrop(() => limiter.consume(key, points)), limit, true);
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return verdictOf(rejection, limit, false);
    throw rejection;
  }
}

/** Points used by `key` in its current window (0 when none), without counting. */
export async function usedPoints(name: LimitName, key: string): Promise<number> {
  const limit = LIMITS[name].points(getEnv());
  if (limit <= 0) return 0;
  const res = await limiterFor(await getDb(), name, limit).get(key);
  return res?.consumedPoints ?? 0;
}

/** Forgets `key`'s count of the named limit (e.g. after a successful login). */
export async function resetLimit(name: LimitName, key: string): Promise<void> {
  const limit = LIMITS[name].points(getEnv());
  if (limit <= 0) return;
  await limiterFor(await getDb(), name, limit).delete(key);
}

/** "in 1 Minute" / "in 15 Minuten" / "in 5 Stunden" (from two hours on). */
export function inMinutes(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (minutes >= 120) return `in ${Math.ceil(minutes / 60)} Stunden`;
  return `in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"}`;
}

/** "pro Stunde", "in 15 Minuten", "in 30 Tagen": the window as a visitor reads it. */
function perWindow(durationSeconds: number): string {
  if (durationSeconds === 3600) return "pro Stunde";
  if (durationSeconds === 86_400) return "pro Tag";
  if (durationSeconds % 86_400 === 0) return `in ${durationSeconds / 86_400} Tagen`;
  return `in ${Math.round(durationSeconds / 60)} Minuten`;
}

/**
 * German message for a refused request, e.g. "Sie haben das Limit von 10 Live-Tests
 * pro Stunde erreicht. Bitte versuchen Sie es in 12 Minuten erneut."
 */
export function limitMessage(name: LimitName, verdict: LimitVerdict): string {
  const { what, durationSeconds } = LIMITS[name];
  return `Sie haben das Limit von ${verdict.limit} ${what} ${perWindow(durationSeconds)} erreicht. Bitte versuchen Sie es ${inMinutes(verdict.retryAfterSeconds)} erneut.`;
}

/**
 * Counts one request of a client against the named limit.
 * @param ip the client's address, or null when unknown
 * @throws ApiError 429 with Retry-After (seconds) and a German message when over the limit
 */
export async function enforceLimit(name: LimitName, ip: string | null): Promise<void> {
  const verdict = await consumeLimit(name, clientKey(ip));
  if (!verdict.allowed) throw new ApiError(429, limitMessage(name, verdict), { "Retry-After": String(verdict.retryAfterSeconds) });
}

/**
 * The mailbox an address delivers to, for counting: lower-cased, without a
 * "+tag" (sub-addressing, RFC 5233), so "victim+1@…" and "victim+2@…" count as one.
 */
function mailboxOf(email: string): string {
  const at = email.lastIndexOf("@");
  const local = email.slice(0, at).split("+")[0];
  return `${local}${email.slice(at)}`.toLowerCase();
}

/**
 * Counts one e-mail to `email` against "mailPerRecipient" (3 a day, whoever asks), before
 * it is sent, so nobody can flood someone else's inbox through the site's forms.
 * @throws ApiError 429 with Retry-After (seconds) and a German message when the
 *   address has had its e-mails for the day
 */
export async function enforceMailLimit(email: string): Promise<void> {
  const verdict = await consumeLimit("mailPerRecipient", clientKey(mailboxOf(email)));
  if (!verdict.allowed) {
    throw new ApiError(
      429,
      `An diese E-Mail-Adresse haben wir heute schon ${verdict.limit} E-Mails geschickt. Bitte prüfen Sie Ihr Postfach (auch den Spam-Ordner) oder versuchen Sie es ${inMinutes(verdict.retryAfterSeconds)} erneut.`,
      { "Retry-After": String(verdict.retryAfterSeconds) },
    );
  }
}

/**
 * Deletes the counts whose window has ended (the scheduled job "limits-cleanup").
 * @returns rows deleted
 */
export async function deleteExpiredLimits(now = new Date()): Promise<number> {
  const db = await getDb();
  return (await db.rateLimiterFlexible.deleteMany({ where: { expire: { lt: now } } })).count;
}

/**
 * Forgets every count, or those of one limit: for tests and for an operator who wants
 * to lift a lock-out at once.
 */
export async function resetLimits(name?: LimitName): Promise<void> {
  const db = await getDb();
  await db.rateLimiterFlexible.deleteMany(name ? { where: { key: { startsWith: `${name}:` } } } : undefined);
}
