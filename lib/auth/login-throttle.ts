import "server-only";

/**
 * Slows and limits failed admin logins per client address: every failure costs a
 * delay, and after MAX_FAILURES failures within WINDOW_MS the client is refused until
 * the oldest failure leaves the window. Kept in process memory (one instance); a
 * success clears the client's failures.
 */
export const MAX_FAILURES = 5;
export const WINDOW_MS = 15 * 60_000;
/** Delay added to every failed attempt, in ms. */
export const FAILURE_DELAY_MS = 750;

const store = globalThis as unknown as { adminLoginFailures?: Map<string, number[]> };
const failures = (store.adminLoginFailures ??= new Map<string, number[]>());

function recent(key: string, now: number): number[] {
  const list = (failures.get(key) ?? []).filter((t) => now - t < WINDOW_MS);
  if (list.length) failures.set(key, list);
  else failures.delete(key);
  return list;
}

/** Minutes until the client may try again, or 0 when it may try now. */
export function lockedMinutes(clientKey: string, now = Date.now()): number {
  const list = recent(clientKey, now);
  if (list.length < MAX_FAILURES) return 0;
  return Math.ceil((list[0]! + WINDOW_MS - now) / 60_000);
}

/** Records a failure and waits FAILURE_DELAY_MS (so guessing is slow even below the limit). */
export async function recordFailure(clientKey: string, delayMs = FAILURE_DELAY_MS): Promise<void> {
  const now = Date.now();
  failures.set(clientKey, [...recent(clientKey, now), now]);
  await new Promise((resolve) => setTimeout(resolve, delayMs));
}

export function clearFailures(clientKey: string): void {
  failures.delete(clientKey);
}
