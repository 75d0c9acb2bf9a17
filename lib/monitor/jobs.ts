import "server-only";
import type { Job } from "pg-boss";
import { getDb } from "@/lib/db";
import { getBoss } from "@/lib/jobs/boss";
import { QUEUES } from "@/lib/jobs/queues";
import { defaultMonitorDeps, dueMonitorIds, runMonitor } from "./monitors";

/** Payload of the "monitor-run" queue; the id as a string (JSON has no bigint). */
export interface MonitorJobData {
  monitorId: string;
}

/**
 * Queues one run of a monitor (one queued or running per monitor: policy "exclusive").
 * @returns whether a job was queued (false when one is already waiting)
 */
export async function queueMonitorRun(monitorId: bigint): Promise<boolean> {
  const boss = await getBoss();
  const id = await boss.send(QUEUES.monitorRun, { monitorId: String(monitorId) } satisfies MonitorJobData, { singletonKey: String(monitorId) });
  return id !== null;
}

/** The "monitor-run" handler: runs the monitor if it is still due. */
export async function runMonitorJob(job: Job<MonitorJobData>): Promise<void> {
  const outcome = await runMonitor(await getDb(), BigInt(job.data.monitorId), defaultMonitorDeps());
  if (outcome.kind === "waiting") console.info(`Monitor ${job.data.monitorId} wartet (${outcome.reason}) bis ${outcome.until.toISOString()}`);
}

/**
 * The "monitor-due" handler (every 10 minutes): queues a run of each due monitor.
 * @returns how many were queued
 */
export async function queueDueMonitors(now = new Date()): Promise<number> {
  let queued = 0;
  for (const id of await dueMonitorIds(await getDb(), now)) if (await queueMonitorRun(id)) queued += 1;
  return queued;
}
