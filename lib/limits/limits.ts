import "server-only";
import { createHash } from "node:crypto";
import ipaddr from "ipaddr.js";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "@/lib/api/errors";
import { getDb, type Db } from "@/lib/db";
import { retryOnceOnConnectionDrop } from "@/lib/db-retry";
import { getEnv } from "@/lib/env";
import { LIMITS, type LimitName } from "./definitions";
import { mailboxOf } from "./mailbox";

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
 * share one count). An IPv6 client counts by its /64: that is one subscriber's network
 * (RFC 6177: a site gets at least a /64, and picks its interface ids freely, RFC 8981),
 * so the 2^64 addresses of one connection are one client.
 * @param ip a client address, or another key to hide (an inbox, a user name)
 */
export function clientKey(ip: string | null): string {
  return ip ? createHash("sha256").update(subscriberOf(ip)).digest("base64url").slice(0, 22) : "unknown";
}

/** An IPv6 address as its /64 ("2001:db8:1:2::/64"); anything else unchanged. */
function subscriberOf(ip: string): string {
  if (!ip.includes(":") || !ipaddr.IPv6.isValid(ip)) return ip;
  const address = ipaddr.IPv6.parse(ip);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  return `${ipaddr.IPv6.networkAddressFromCIDR(`${address.toString()}/64`).toString()}/64`;
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

/**
 * The ICU arguments of "in 1 Minute" / "in 15 Minuten" / "in 5 Stunden" (from two hours
 * on), for the "retryUnit"/"retryCount" part of the "ApiErrors" messages.
 */
export function retryParams(seconds: number): { retryUnit: "minutes" | "hours"; retryCount: number } {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return minutes >= 120 ? { retryUnit: "hours", retryCount: Math.ceil(minutes / 60) } : { retryUnit: "minutes", retryCount: minutes };
}

/** The window as a visitor reads it ("pro Stunde", "pro Tag", "in 30 Tagen", "in 15 Minuten"): ICU arguments. */
function windowParams(durationSeconds: number): { window: "hour" | "day" | "days" | "minutes"; windowCount: string } {
  if (durationSeconds === 3600) return { window: "hour", windowCount: "1" };
  if (durationSeconds === 86_400) return { window: "day", windowCount: "1" };
  if (durationSeconds % 86_400 === 0) return { window: "days", windowCount: String(durationSeconds / 86_400) };
  return { window: "minutes", windowCount: String(Math.round(durationSeconds / 60)) };
}

/**
 * The ApiError of a refused request: 429 "limit.exceeded" with Retry-After (seconds),
 * read e.g. "Sie haben das Limit von 10 Live-Tests pro Stunde erreicht. Bitte versuchen
 * Sie es in 12 Minuten erneut." (what is counted comes from the limit's name).
 */
export function limitError(name: LimitName, verdict: LimitVerdict): ApiError {
  const params = { name, limit: String(verdict.limit), ...windowParams(LIMITS[name].durationSeconds), ...retryParams(verdict.retryAfterSeconds) };
  return new ApiError(429, "limit.exceeded", { params, headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
}

/**
 * Counts one request of a client against the named limit.
 * @param ip the client's address, or null when unknown
 * @throws ApiError 429 "limit.exceeded" with Retry-After (seconds) when over the limit
 */
export async function enforceLimit(name: LimitName, ip: string | null): Promise<void> {
  const verdict = await consumeLimit(name, clientKey(ip));
  if (!verdict.allowed) throw limitError(name, verdict);
}

/**
 * Counts one e-mail to `email` against "mailPerRecipient" (3 a day, whoever asks), before
 * it is sent, so nobody can flood someone else's inbox through the site's forms. Every
 * form that e-mails an address it was given counts here (monitor and free-analysis
 * opt-ins, order mails with sign-in links), on the folded inbox (mailboxOf: case,
 * "+tags", Gmail's dots), so one cap holds for all of them across instances.
 * @throws ApiError 429 "limit.mailPerRecipient" with Retry-After (seconds) when the
 *   address has had its e-mails for the day
 */
export async function enforceMailLimit(email: string): Promise<void> {
  const verdict = await consumeLimit("mailPerRecipient", clientKey(mailboxOf(email)));
  if (!verdict.allowed) {
    const params = { limit: String(verdict.limit), ...retryParams(verdict.retryAfterSeconds) };
    throw new ApiError(429, "limit.mailPerRecipient", { params, headers: { "Retry-After": String(verdict.retryAfterSeconds) } });
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
