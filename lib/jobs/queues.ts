/**
 * The one list of pg-boss queues and schedules. The migrate step (scripts/db-migrate.mjs)
 * creates them once per deploy, never the app at start: two fresh instances creating
 * queues at once can deadlock. A new queue goes here, gets a handler in
 * lib/jobs/workers.ts, and exists after the next `npm run db:migrate`. Plain Node
 * imports this file without a bundler, so it imports nothing but types.
 */
import type { PgBoss, Queue } from "pg-boss";

/** Database schema of pg-boss's own tables, beside the app's tables in "public". */
export const PGBOSS_SCHEMA = "pgboss";

export const QUEUES = {
  /** One SEO-dashboard scan (lib/seo-dashboard/scans.ts); payload {scanId}, singletonKey = the site's domain. */
  seoScan: "seo-scan",
  /** Dead letters of seo-scan: a scan whose last attempt failed is marked failed here, so its site can be scanned again. */
  seoScanFailed: "seo-scan-failed",
  /** Queues scans of monitored sites whose last scan is older than SEO_RESCAN_AFTER_HOURS (schedule below). */
  seoRescan: "seo-rescan",
  /** Deletes expired rate-limit rows (lib/limits). */
  limitsCleanup: "limits-cleanup",
  /** One run of a visibility monitor (lib/monitor); payload {monitorId}, singletonKey = the monitor's id. */
  monitorRun: "monitor-run",
  /** Queues a run of every monitor that is due (schedule below). */
  monitorDue: "monitor-due",
} as const;

export type QueueName = (typeof QUEUES)[keyof typeof QUEUES];

/**
 * Seconds without a heartbeat after which a scan's claim is released and another
 * instance takes it over. Running handlers refresh it every half of this; a killed
 * instance's scan is retried after this plus at most one supervise pass
 * (BOSS_TIMING.superviseIntervalSeconds), well within two minutes.
 */
export const SCAN_HEARTBEAT_SECONDS = 15;

/**
 * Seconds without a heartbeat after which any other job's claim is released: a monitor run
 * whose worker was killed, or a job whose claim reached the database but not the worker
 * (a connection killed during the fetch), is retried after this, its retry delay and at
 * most one supervise pass instead of staying "active" until its expiry.
 */
export const JOB_HEARTBEAT_SECONDS = 15;

/** Attempts of a scan after the first (a killed instance, a shutdown hand-back or an unexpected error each use one). */
export const SCAN_RETRY_LIMIT = 3;

/**
 * Options per queue, in creation order (a dead-letter queue before the queue that names it).
 * Policies (pg-boss docs): "singleton" = one active job per singletonKey, any number
 * queued, so one busy site never holds back another; "exclusive" = one queued or active
 * job, so a schedule firing on several instances cannot pile up work. `key_strict_fifo`
 * is avoided on purpose: one terminally failed job would block its key for good.
 */
export const QUEUE_OPTIONS: { [K in QueueName]: Omit<Queue, "name"> } = {
  "seo-scan-failed": { policy: "standard", heartbeatSeconds: JOB_HEARTBEAT_SECONDS, retryLimit: 10, retryDelay: 10, retryBackoff: true, deleteAfterSeconds: 7 * 86_400 },
  "seo-scan": {
    policy: "singleton",
    heartbeatSeconds: SCAN_HEARTBEAT_SECONDS,
    retryLimit: SCAN_RETRY_LIMIT,
    retryDelay: 5,
    deadLetter: "seo-scan-failed",
    deleteAfterSeconds: 7 * 86_400,
  },
  "seo-rescan": { policy: "exclusive", heartbeatSeconds: JOB_HEARTBEAT_SECONDS, retryLimit: 1, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  "limits-cleanup": { policy: "exclusive", heartbeatSeconds: JOB_HEARTBEAT_SECONDS, retryLimit: 1, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
  // One queued or running run per monitor; a run that fails is retried, and is idempotent (it
  // only runs when due). A killed worker's run is taken over within JOB_HEARTBEAT_SECONDS +
  // retryDelay + a supervise pass (about 45 s); expireInSeconds bounds a run that keeps beating.
  "monitor-run": { policy: "exclusive", heartbeatSeconds: JOB_HEARTBEAT_SECONDS, retryLimit: 2, retryDelay: 20, expireInSeconds: 600, deleteAfterSeconds: 7 * 86_400 },
  "monitor-due": { policy: "exclusive", heartbeatSeconds: JOB_HEARTBEAT_SECONDS, retryLimit: 1, expireInSeconds: 300, deleteAfterSeconds: 86_400 },
};

/** Recurring jobs: pg-boss's schedule() fires each slot once across all instances. */
export const SCHEDULES: { queue: QueueName; cron: string }[] = [
  { queue: "seo-rescan", cron: "7 * * * *" },
  { queue: "limits-cleanup", cron: "*/10 * * * *" },
  { queue: "monitor-due", cron: "*/10 * * * *" },
];

/**
 * Creates every queue of {@link QUEUE_OPTIONS} that does not exist yet, brings the
 * options of existing ones up to date (a policy cannot change after creation), and
 * registers {@link SCHEDULES}. Idempotent; run by the migrate step and by test set-up.
 * @param boss a started PgBoss on the app's database
 */
export async function createQueuesAndSchedules(boss: PgBoss): Promise<void> {
  for (const [name, options] of Object.entries(QUEUE_OPTIONS)) {
    const existing = await boss.getQueue(name);
    if (!existing) {
      await boss.createQueue(name, options);
      continue;
    }
    const { policy: _policy, partition: _partition, ...updatable } = options;
    await boss.updateQueue(name, updatable);
  }
  for (const { queue, cron } of SCHEDULES) await boss.schedule(queue, cron, null, { tz: "Europe/Berlin" });
}
