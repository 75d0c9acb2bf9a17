import "server-only";
import { getDb, type Db } from "@/lib/db";

/** How long the readiness check waits for the database's answer, in ms. */
const READINESS_DEADLINE_MS = 2_000;

/** What /api/health/ready reports: whether this instance can serve requests that need the database. */
export interface Readiness {
  ready: boolean;
  /** "ok", "unreachable" (the round-trip failed) or "timeout" (no answer within the deadline). */
  database: "ok" | "unreachable" | "timeout";
  /** Time the round-trip took or was given up after, in ms. */
  elapsedMs: number;
}

/**
 * Readiness of this instance: one database round-trip (`SELECT 1` through the app's own
 * Prisma pool, so a pool that hands out no connection fails it) within `deadlineMs`.
 * A load balancer stops sending visitors to an instance that is not ready; unlike
 * liveness, which only says the process answers.
 * @param db resolves to the Prisma client (default: the app's, getDb); its failure counts as unreachable
 * @returns never throws; `ready` false on failure or timeout
 */
export async function checkReadiness(db: () => Promise<Db> = getDb, deadlineMs = READINESS_DEADLINE_MS): Promise<Readiness> {
  const started = Date.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<"timeout">((resolve) => (timer = setTimeout(() => resolve("timeout"), deadlineMs)));
  const roundTrip = (async () => {
    await (await db()).$queryRaw`SELECT 1`;
    return "ok" as const;
  })().catch((error: unknown) => {
    console.warn("readiness: database unreachable", error instanceof Error ? error.message : error);
    return "unreachable" as const;
  });
  try {
    const database = await Promise.race([roundTrip, timeout]);
    return { ready: database === "ok", database, elapsedMs: Date.now() - started };
  } finally {
    clearTimeout(timer);
  }
}
