import { ApiError } from "./errors";

/**
 * Sliding-window limiter kept in memory: enough for one server process; a
 * multi-instance deployment needs a shared store (e.g. Redis) behind the same API.
 */
export interface RateLimiter {
  /**
   * Counts one attempt for `key`.
   * @returns allowed, and when not, the seconds until the oldest attempt expires
   */
  take(key: string, now?: number): { allowed: boolean; retryAfterSeconds: number };
}

/**
 * @param limit attempts per window; 0 disables the limiter
 * @param windowMs window length in ms
 */
export function createRateLimiter(limit: number, windowMs: number): RateLimiter {
  const attempts = new Map<string, number[]>();
  return {
    take(key, now = Date.now()) {
      if (limit <= 0) return { allowed: true, retryAfterSeconds: 0 };
      const recent = (attempts.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        attempts.set(key, recent);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0]! + windowMs - now) / 1000)) };
      }
      recent.push(now);
      attempts.set(key, recent);
      if (attempts.size > 10_000) {
        for (const [k, times] of attempts) if (times.every((t) => now - t >= windowMs)) attempts.delete(k);
      }
      return { allowed: true, retryAfterSeconds: 0 };
    },
  };
}

const HOUR_MS = 60 * 60 * 1000;

/**
 * Counts one request of a client against an hourly limit, one limiter per `name` and
 * process (kept on globalThis as `${name}Limiter`, so hot reloads keep the counts).
 * @param limit requests per client and hour; 0 turns the limit off
 * @param clientKey the client's address, or null when unknown (all unknown share one count)
 * @param what German plural of what is limited, e.g. "Website-Checks"
 * @throws ApiError 429 with Retry-After (seconds) and a German message
 */
export function enforceHourlyLimit(name: string, limit: number, clientKey: string | null, what: string): void {
  const store = globalThis as unknown as Record<string, RateLimiter | undefined>;
  const limiter = (store[`${name}Limiter`] ??= createRateLimiter(limit, HOUR_MS));
  const verdict = limiter.take(clientKey ?? "unknown");
  if (verdict.allowed) return;
  const minutes = Math.ceil(verdict.retryAfterSeconds / 60);
  throw new ApiError(
    429,
    `Sie haben das Limit von ${limit} ${what} pro Stunde erreicht. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`,
    { "Retry-After": String(verdict.retryAfterSeconds) },
  );
}
