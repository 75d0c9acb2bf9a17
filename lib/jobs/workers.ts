import "server-only";
import type { Job, PgBoss, WorkOptions } from "pg-boss";
import { getEnv } from "@/lib/env";
import { deleteExpiredLimits } from "@/lib/limits/limits";
import { queueDueMonitors, runMonitorJob, type MonitorJobData } from "@/lib/monitor/jobs";
import { failScanJob, rescanDueSites, runScanJob, type ScanJobData } from "@/lib/seo-dashboard/scans";
import { closeCpuPool } from "@/lib/workers/pool";
import { getBoss } from "./boss";
import { QUEUES, type QueueName } from "./queues";

export interface JobHandler {
  /** pg-boss work() options beyond one job per fetch. */
  options?: WorkOptions;
  /** Runs one job; a throw fails the attempt (pg-boss retries per the queue's options). */
  handle: (job: Job<object>) => Promise<void>;
}

/** The handler of every queue of lib/jobs/queues.ts; each instance works all of them. */
export const JOB_HANDLERS: { [K in QueueName]: JobHandler } = {
  // Two scans of different sites at a time per instance; each scan makes at most 4 requests at once.
  [QUEUES.seoScan]: { options: { localConcurrency: 2, pollingIntervalSeconds: 2 }, handle: (job) => runScanJob(job as Job<ScanJobData>) },
  [QUEUES.seoScanFailed]: { options: { pollingIntervalSeconds: 5 }, handle: (job) => failScanJob(job as Job<ScanJobData>) },
  [QUEUES.seoRescan]: { options: { pollingIntervalSeconds: 10 }, handle: async () => void (await rescanDueSites()) },
  [QUEUES.limitsCleanup]: { options: { pollingIntervalSeconds: 10 }, handle: async () => void (await deleteExpiredLimits()) },
  // Each run asks the providers up to engines × questions × samples times, all at once.
  [QUEUES.monitorRun]: { options: { localConcurrency: 2, pollingIntervalSeconds: 5 }, handle: (job) => runMonitorJob(job as Job<MonitorJobData>) },
  [QUEUES.monitorDue]: { options: { pollingIntervalSeconds: 10 }, handle: async () => void (await queueDueMonitors()) },
};

export interface WorkerSet {
  boss: PgBoss;
  /** work() ids per queue, e.g. to wake a worker after a send. */
  workerIds: Partial<Record<QueueName, string>>;
  /**
   * Stops claiming jobs, lets running ones finish within `graceMs`, then fails the rest
   * so that another instance retries them (pg-boss: "shut down while active"), and stops.
   */
  stop: (graceMs: number) => Promise<void>;
}

/**
 * Starts a worker on `boss` for every queue in `handlers` (one job per fetch).
 * @param boss a started PgBoss
 */
export async function startWorkers(boss: PgBoss, handlers: Partial<Record<QueueName, JobHandler>> = JOB_HANDLERS): Promise<WorkerSet> {
  const workerIds: WorkerSet["workerIds"] = {};
  const set: WorkerSet = {
    boss,
    workerIds,
    stop: async (graceMs) => {
      running.delete(set);
      await boss.stop({ graceful: true, timeout: graceMs });
    },
  };
  running.add(set);
  for (const [queue, handler] of Object.entries(handlers) as [QueueName, JobHandler][]) {
    workerIds[queue] = await boss.work<object>(queue, { ...handler.options, batchSize: 1 }, async ([job]) => {
      if (job) await handler.handle(job);
    });
  }
  return set;
}

const globalForWorkers = globalThis as unknown as { appWorkers?: Promise<WorkerSet>; runningWorkers?: Set<WorkerSet> };
/** The worker sets started in this process (normally one; tests start several). */
const running = (globalForWorkers.runningWorkers ??= new Set());

/**
 * Starts this instance's workers once (instrumentation.ts calls it at server start) and
 * makes SIGTERM/SIGINT hand jobs back before the process exits: stop claiming, give
 * running jobs JOBS_SHUTDOWN_GRACE_SECONDS, fail the rest into their retry, then let
 * Next.js close the server and exit.
 */
export function startAppWorkers(): Promise<WorkerSet> {
  globalForWorkers.appWorkers ??= (async () => {
    const workers = await startWorkers(await getBoss());
    // The CPU pool closes after the jobs, which may still read pages in it.
    deferShutdownUntil(() => workers.stop(getEnv().JOBS_SHUTDOWN_GRACE_SECONDS * 1000).finally(closeCpuPool));
    return workers;
  })();
  globalForWorkers.appWorkers.catch(() => (globalForWorkers.appWorkers = undefined));
  return globalForWorkers.appWorkers;
}

/**
 * Wakes this instance's worker of `queue` at once instead of at its next poll (after
 * a visitor's request queued a job here). Does nothing where no workers run.
 */
export function wakeWorker(queue: QueueName): void {
  for (const set of running) {
    const id = set.workerIds[queue];
    if (id) set.boss.notifyWorker(id);
  }
}

/**
 * Runs `drain` first on SIGTERM/SIGINT, then the listeners that were registered before
 * (Next.js's own: close the HTTP server, exit). Next.js registers its listeners before
 * it calls instrumentation's register(), and would otherwise exit while jobs still run.
 * Without earlier listeners (NEXT_MANUAL_SIG_HANDLE) the process exits after draining.
 */
export function deferShutdownUntil(drain: () => Promise<void>): void {
  let draining: Promise<void> | null = null;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const earlier = process.listeners(signal);
    process.removeAllListeners(signal);
    process.on(signal, () => {
      draining ??= drain().catch((error) => console.error("Jobs: Herunterfahren fehlgeschlagen", error));
      void draining.then(() => {
        if (earlier.length === 0) process.exit(0);
        for (const listener of earlier) listener(signal);
      });
    });
  }
}
