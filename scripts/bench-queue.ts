/**
 * Benchmark of the job queue (pg-boss 12, lib/jobs). Prints figures and checks that no
 * job ran twice and none was lost; asserts nothing else.
 *
 * 1,000 small jobs go through 2 workers (two PgBoss objects, as two app instances
 * would have them) on the embedded PGlite (both on the one in-process instance, as
 * the app shares it with Prisma) and on PostgreSQL (each with its own pool). The jobs
 * are inserted in one call, then both workers start; the clock runs from the insert
 * until the last handler returned. Workers fetch 20 jobs at a time and fetch again at
 * once while batches come back full (burstWhenBatchFull); the scan queue itself fetches
 * one job at a time because a scan runs for seconds.
 *
 * Run: `npx tsx --conditions react-server scripts/bench-queue.ts` (npm run bench:queue).
 * PostgreSQL is used when BENCH_DATABASE_URL or TEST_DATABASE_URL names a database
 * (its pg-boss schema is installed if missing; a queue "bench-queue" is created and
 * deleted); without one that line is skipped.
 */
import "./bench-database"; // first: a database of its own, never the site's
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import type { PgBoss } from "pg-boss";
import { createBoss } from "@/lib/jobs/boss";
import type { DatabaseTarget } from "@/lib/db";

const JOBS = 1000;
const QUEUE = "bench-queue";

async function run(name: string, target: DatabaseTarget): Promise<void> {
  const bosses: PgBoss[] = [];
  for (let i = 0; i < 2; i++) {
    const boss = createBoss(target, { migrate: i === 0, supervise: false, schedule: false, registerInstance: false });
    await boss.start();
    bosses.push(boss);
  }
  await bosses[0]!.deleteQueue(QUEUE).catch(() => undefined);
  await bosses[0]!.createQueue(QUEUE, { retryLimit: 0 });

  const seen = new Map<string, number>();
  const perWorker = [0, 0];
  let done!: () => void;
  const finished = new Promise<void>((resolve) => (done = resolve));
  const t0 = performance.now();
  await bosses[0]!.insert(QUEUE, Array.from({ length: JOBS }, (_, n) => ({ data: { n } })));
  for (const [i, boss] of bosses.entries()) {
    await boss.work<{ n: number }>(QUEUE, { batchSize: 20, burstWhenBatchFull: true, pollingIntervalSeconds: 0.5 }, async (jobs) => {
      for (const job of jobs) seen.set(job.id, (seen.get(job.id) ?? 0) + 1);
      perWorker[i]! += jobs.length;
      if (perWorker[0]! + perWorker[1]! >= JOBS) done();
    });
  }

  const timeout = setTimeout(done, 120_000);
  await finished;
  clearTimeout(timeout);
  const seconds = (performance.now() - t0) / 1000;

  const twice = [...seen.values()].filter((c) => c > 1).length;
  const handled = perWorker[0]! + perWorker[1]!;
  console.log(
    `${name.padEnd(10)} ${JOBS} jobs in ${seconds.toFixed(2)} s = ${Math.round(handled / seconds)} jobs/s; worker 1: ${perWorker[0]}, worker 2: ${perWorker[1]}; ran twice: ${twice}; missing: ${JOBS - seen.size}`,
  );
  for (const boss of bosses) await boss.stop({ graceful: true, timeout: 5000 });
  const cleanup = createBoss(target, { supervise: false, schedule: false, registerInstance: false });
  await cleanup.start();
  await cleanup.deleteQueue(QUEUE);
  await cleanup.stop({ graceful: false });
}

async function main(): Promise<void> {
  const pglite = new PGlite();
  await run("PGlite", { kind: "pglite", pglite });
  await pglite.close();
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (url) await run("PostgreSQL", { kind: "postgres", url });
  else console.log("PostgreSQL skipped: set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a database it may use.");
}

await main();
// Everything is closed; exit anyway so that a handle left by a library (a keep-alive
// socket, a worker thread) cannot keep the bench from ending `npm run bench`.
process.exit(0);
