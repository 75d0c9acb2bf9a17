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
