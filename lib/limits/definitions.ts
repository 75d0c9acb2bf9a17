import type { Env } from "@/lib/env";
import { FREE_FAQ_GENERATIONS } from "@/lib/faq/build-faq";

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface LimitDefinition {
  /** Points (usually requests) allowed per window; 0 turns the limit off. */
  points: (env: Env) => number;
  /** Length of the window in seconds; it starts with the first counted point (fixed window). */
  durationSeconds: number;
}

/**
 * Every shared limit of the app, declared once: name, points per window, window. The
 * counts live in the database (lib/limits/limits.ts), so they hold across instances and
 * restarts. Add a limit here and count with `enforceLimit(name, key)` or
 * `consumeLimit(name, key)`; the key says per what it counts (a client address, a
 * user name, an e-mail address, "global"…), and name what it counts in the
 * visitor's message, messages/de.json "ApiErrors.limit.exceeded".
 */
export const LIMITS = {
  /** Live tests per client and hour (they cost AI-provider calls). */
  liveTest: { points: (env) => env.LIVE_TEST_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR },
  /** Website checks per client and hour (each fetches a foreign site). */
  checker: { points: (env) => env.CHECKER_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR },
  /** PDF reports per client and hour: each is rendered on the server (about 150 ms of CPU), so a loop must not tie up an instance. */
  checkReport: { points: () => 30, durationSeconds: HOUR },
  /** SEO-dashboard scans a client may start per hour. */
  seoScan: { points: (env) => env.SEO_SCAN_RATE_LIMIT_PER_HOUR, durationSeconds: HOUR },
  /** Requests for the free analysis per client and hour: enough for typos, too few to mail-bomb someone. */
  freeAnalysis: { points: () => 5, durationSeconds: HOUR },
  /** Monitor sign-ups per client and hour (each sends a double opt-in e-mail). */
  monitorRequest: { points: () => 5, durationSeconds: HOUR },
  /** "Meine Monitore" requests per client and hour (each may send the links of that address's monitors). */
  myMonitors: { points: () => 10, durationSeconds: HOUR },
  /** Generator-use reports per client and hour: generous, it only keeps the statistics from being flooded. */
  usageReport: { points: () => 300, durationSeconds: HOUR },
  /**
   * Admin login attempts per client (address, IPv6 /64) in 15 minutes, counted before the
   * password is checked (so parallel guesses cannot slip past); a successful login clears
   * the count, so successes never count.
   */
  adminLogin: { points: () => 5, durationSeconds: 15 * MINUTE },
  /**
   * Failed admin logins per user name across all clients in an hour: never a lock-out
   * (failures from elsewhere must not keep the real admin out), only a growing delay
   * before the password is checked; the first failure over it e-mails the operator
   * (lib/auth/options.ts accountDelayMs).
   */
  adminLoginPerUser: { points: () => 30, durationSeconds: HOUR },
  /**
   * E-mails to an address a visitor typed in (opt-ins of the monitor and the free analysis,
   * order mails with sign-in links) per recipient inbox and day, whoever asks and through
   * whichever form: nobody can flood someone else's inbox through the site (enforceMailLimit).
   */
  mailPerRecipient: { points: () => 3, durationSeconds: DAY },
  /** Free FAQ generations per browser (the signed cookie's random id, counted here) in 30 days (lib/faq/service.ts). */
  faqFreeUses: { points: () => FREE_FAQ_GENERATIONS, durationSeconds: 30 * DAY },
  /**
   * Free FAQ generations per anonymised client address (IPv4 /24, IPv6 /48) and day: only a
   * high cap against scripted cookie-less use, so a shared office's browsers each keep their own.
   */
  faqFreeUsesPerAddress: { points: () => 10 * FREE_FAQ_GENERATIONS, durationSeconds: DAY },
} satisfies Record<string, LimitDefinition>;

export type LimitName = keyof typeof LIMITS;
