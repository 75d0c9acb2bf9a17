import "server-only";
import { hostname } from "node:os";
import type { Prisma } from "@/generated/prisma/client";
import type { Db } from "@/lib/db";

/**
 * A job queue in the database, the same on PostgreSQL and on the embedded PGlite:
 * a job is claimed by one atomic UPDATE … WHERE id = (SELECT … FOR UPDATE SKIP
 * LOCKED), so any number of app instances can work the queue and no job runs twice
 * at once. A job whose worker died (locked longer than STALE_AFTER_MS) is claimed
 * again; after MAX_ATTEMPTS it fails for good.
 */

export const STALE_AFTER_MS = 10 * 60_000;
export const MAX_ATTEMPTS = 3;

export interface ClaimedJob {
  id: bigint;
  kind: string;
  payload: Prisma.JsonValue;
  attempts: number;
}

/** This process's name in locked_by: host and process id. */
export const WORKER_ID = `${hostname()}:${process.pid}`;

/** Adds a job; it runs at `runAt` (default now) or later. */
export async function enqueueJob(db: Pick<Db, "job">, kind: string, payload: Prisma.InputJsonValue, runAt = new Date()): Promise<bigint> {
  const job = await db.job.create({ data: { kind, payload, runAt } });
  return job.id;
}

/**
 * Claims the next due job of the given kinds for this worker, or returns null when
 * none is due. Atomic across instances (SKIP LOCKED).
 */
export async function claimJob(db: Db, kinds: string[], workerId = WORKER_ID, now = new Date()): Promise<ClaimedJob | null> {
  const staleBefore = new Date(now.getTime() - STALE_AFTER_MS);
  const rows = await db.$queryRaw<ClaimedJob[]>`
    UPDATE jobs SET status = 'running', locked_at = ${now}, locked_by = ${workerId}, attempts = attempts + 1
    WHERE id = (
      SELECT id FROM jobs
      WHERE kind = ANY(${kinds}::text[])
        AND ((status = 'queued' AND run_at <= ${now}) OR (status = 'running' AND locked_at < ${staleBefore} AND attempts < ${MAX_ATTEMPTS}))
      ORDER BY run_at, id
      LIMIT 1
      FOR UPDATE SKIP LOCKED
    )
    RETURNING id, kind, payload, attempts`;
  return rows[0] ?? null;
}

/** Marks a claimed job done. */
export async function completeJob(db: Db, id: bigint): Promise<void> {
  await db.job.update({ where: { id }, data: { status: "done", lockedAt: null } });
}

/** Marks a claimed job failed, keeping the message (first 2,000 characters). */
export async function failJob(db: Db, id: bigint, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.job.update({ where: { id }, data: { status: "failed", lockedAt: null, lastError: message.slice(0, 2000) } });
}

export type JobHandlers = Record<string, (payload: Prisma.JsonValue) => Promise<void>>;

/**
 * Works the queue: claims and runs due jobs one after another until none is due,
 * `maxJobs` ran, or the deadline passed (checked between jobs).
 * @returns how many jobs ran
 */
export async function runDueJobs(db: Db, handlers: JobHandlers, options: { maxJobs?: number; deadline?: number } = {}): Promise<number> {
  const kinds = Object.keys(handlers);
  let ran = 0;
  while (ran < (options.maxJobs ?? Infinity) && Date.now() < (options.deadline ?? Infinity)) {
    const job = await claimJob(db, kinds);
    if (!job) break;
    ran++;
    try {
      await handlers[job.kind]!(job.payload);
      await completeJob(db, job.id);
    } catch (error) {
      console.error(`Job ${job.id} (${job.kind}) fehlgeschlagen`, error);
      await failJob(db, job.id, error);
    }
  }
  return ran;
}
