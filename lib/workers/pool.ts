import { availableParallelism } from "node:os";
import path from "node:path";
import { MessageChannel, threadId } from "node:worker_threads";
import { Piscina } from "piscina";
import { ApiError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { bundleCpuWorker, CPU_WORKER_BUNDLE } from "./bundle";
import type * as Tasks from "./cpu-worker";

/**
 * The one pool of worker threads (piscina) for CPU work on untrusted input: parsing
 * fetched HTML (checker, SEO crawler, llms.txt draft), reading AI answers (live test,
 * monitor) and the PDF report. A task runs in
 * a worker with a memory limit and a hard deadline from the moment it starts; past it
 * the worker thread is terminated (piscina aborts a running task that way) and the
 * caller gets a CpuTaskError, so no visitor's page or report holds the server.
 *
 * Small and reused: availableParallelism() − 1 threads (at least 1, at most 4), so the
 * request thread keeps a core; idle threads end after IDLE_TIMEOUT_MS and start again on
 * demand (one stays, so a request seldom waits for a thread to load the parsers). Tasks wait for a thread at most QUEUE_WAIT_MS; beyond it
 * the pool is "busy". piscina's maxQueue does not count tasks run with an abort signal (they wait
 * in its skipQueue), and every task here has one; so the pool counts what it holds itself: the
 * characters of input of every task queued or running (MAX_HELD_INPUT_CHARS), not their number
 * (a count small enough to matter would refuse one live test's answers on a two-core machine).
 */

/** Heap of one worker thread (V8 old generation), in MB; a 5 MB page's DOM needs about a quarter of it. */
const MAX_OLD_GENERATION_MB = 512;
const MAX_YOUNG_GENERATION_MB = 64;
/** An idle worker thread ends after this long (ms). */
const IDLE_TIMEOUT_MS = 60_000;
/** Longest wait in the queue (a starting worker thread included) before a task counts as refused for a busy pool (ms). */
const QUEUE_WAIT_MS = 60_000;
/**
 * Characters of input (HTML, answers, …) the tasks queued and running may hold together: 64 Mi characters, at most
 * about 128 MB of this process's heap. A task that would pass it is refused at once as "busy", unless the pool holds
 * nothing (one page is bounded by its fetch already). Twelve 5 MB pages fit; a flood of them waits its turn outside.
 */
const MAX_HELD_INPUT_CHARS = 64 * 1024 * 1024;
/** Input characters of the tasks queued and running now (this process). */
let heldInputChars = 0;

/**
 * The characters of the strings in a task's argument, at any depth up to 6 and over at most 10,000 values: what
 * holding it costs (a string's length; numbers and the like count 0). Bounded, as the argument is a visitor's input.
 */
function inputChars(value: unknown): number {
  let chars = 0;
  let visited = 0;
  const walk = (v: unknown, depth: number): void => {
    if (++visited > 10_000) return;
    if (typeof v === "string") chars += v.length;
    else if (depth < 6 && v !== null && typeof v === "object") for (const child of Array.isArray(v) ? v : Object.values(v)) walk(child, depth + 1);
  };
  walk(value, 0);
  return chars;
}

/** Retry-After of a busy pool's 503, in seconds. */
const BUSY_RETRY_AFTER_S = 10;

/**
 * How long each task may run once a worker took it, in ms: generous for a 5 MB page on a
 * core shared with other work (a typical page takes 50–300 ms, the checker's 6 MB test
 * page about 0.7 s, 7 s on a machine loaded ten times over; a report about 150 ms), far
 * below what a quadratic parse of a hostile page would take.
 */
const CPU_DEADLINES_MS: Record<CpuTaskName, number> = {
  pageLinks: 20_000,
  analyze: 30_000,
  crawlPage: 20_000,
  llmsPageUrls: 20_000,
  describePage: 10_000,
  llmsDraft: 20_000,
  checkReportPdf: 30_000,
  // An answer of 20,000 characters (the most analyzeAnswer reads) takes about 0.1 s; the monitor page reads all answers
  // of a run at once (only for a run stored before its advice was kept).
  readAnswers: 20_000,
};

export type CpuTaskName = {
  [K in keyof typeof Tasks]: (typeof Tasks)[K] extends (envelope: Tasks.TaskEnvelope<never>) => unknown ? K : never;
}[keyof typeof Tasks];
type TaskArg<N extends CpuTaskName> = Parameters<(typeof Tasks)[N]>[0]["arg"];
type TaskResult<N extends CpuTaskName> = Awaited<ReturnType<(typeof Tasks)[N]>>;

/**
 * A task the pool did not complete: "deadline" (ran longer than its deadline), "memory"
 * (its worker ran out of its heap), "busy" (waited longer than QUEUE_WAIT_MS for a thread, or
 * its input would have passed MAX_HELD_INPUT_CHARS).
 */
export class CpuTaskError extends Error {
  readonly reason: "deadline" | "memory" | "busy";
  /** The task's deadline, in ms. */
  readonly deadlineMs: number;
  constructor(reason: "deadline" | "memory" | "busy", deadlineMs: number, options?: ErrorOptions) {
    super(`CPU task ${reason} (deadline ${deadlineMs} ms)`, options);
    this.name = "CpuTaskError";
    this.reason = reason;
    this.deadlineMs = deadlineMs;
  }
}

const globalForPool = globalThis as unknown as { cpuPool?: Promise<Piscina> };

/** The worker bundle: the build's in production, else bundled now from the sources (one file per process and thread). */
async function workerFile(): Promise<string> {
  const projectDir = process.cwd();
  if (getEnv().NODE_ENV === "production") return path.join(projectDir, CPU_WORKER_BUNDLE);
  const outFile = path.join(projectDir, "node_modules", ".cache", "cpu-worker", `cpu-worker-${process.pid}-${threadId}.mjs`);
  await bundleCpuWorker(projectDir, outFile);
  return outFile;
}

/** Number of worker threads: one core left to the request thread, at least 1, at most 4. */
function poolSize(cores = availableParallelism()): number {
  return Math.min(4, Math.max(1, cores - 1));
}

function cpuPool(): Promise<Piscina> {
  globalForPool.cpuPool ??= workerFile().then((filename) => {
    const threads = poolSize();
    return new Piscina({
      filename,
      minThreads: 1,
      maxThreads: threads,
      idleTimeout: IDLE_TIMEOUT_MS,
      concurrentTasksPerWorker: 1,
      resourceLimits: { maxOldGenerationSizeMb: MAX_OLD_GENERATION_MB, maxYoungGenerationSizeMb: MAX_YOUNG_GENERATION_MB },
    });
  });
  globalForPool.cpuPool.catch(() => (globalForPool.cpuPool = undefined));
  return globalForPool.cpuPool;
}

function isOutOfMemory(error: unknown): boolean {
  return error instanceof Error && "code" in error && error.code === "ERR_WORKER_OUT_OF_MEMORY";
}

/**
 * Runs one task of lib/workers/cpu-worker.ts in the pool.
 * @param name the task (an export of cpu-worker.ts)
 * @param arg its argument; crosses to the worker by structured clone
 * @param options.deadlineMs time the task may run once a worker took it, in ms (default CPU_DEADLINES_MS; its wait in the queue not counted, that is bounded by QUEUE_WAIT_MS)
 * @param options.signal the caller's abort (e.g. the crawl's); aborts a queued or running task with its reason
 * @throws CpuTaskError "deadline", "memory" or "busy" (waited past QUEUE_WAIT_MS, or refused at once when the tasks queued
 *   and running hold MAX_HELD_INPUT_CHARS characters of input with it); the task's own error (cloned: message and name,
 *   not its class) when it threw
 */
export async function runCpuTask<N extends CpuTaskName>(
  name: N,
  arg: TaskArg<N>,
  { deadlineMs = CPU_DEADLINES_MS[name], signal }: { deadlineMs?: number; signal?: AbortSignal } = {},
): Promise<TaskResult<N>> {
  // Counted before the first await: tasks submitted together are weighed together.
  const chars = inputChars(arg);
  if (heldInputChars > 0 && heldInputChars + chars > MAX_HELD_INPUT_CHARS) throw new CpuTaskError("busy", deadlineMs);
  heldInputChars += chars;
  try {
    return await runHeldTask(name, arg, deadlineMs, signal);
  } finally {
    heldInputChars -= chars;
  }
}

/** {@link runCpuTask} once its input is counted. */
async function runHeldTask<N extends CpuTaskName>(name: N, arg: TaskArg<N>, deadlineMs: number, signal: AbortSignal | undefined): Promise<TaskResult<N>> {
  const pool = await cpuPool();
  const abort = new AbortController();
  let reason: CpuTaskError["reason"] | null = null;
  const stop = (why: CpuTaskError["reason"]) => {
    reason ??= why;
    abort.abort(new CpuTaskError(why, deadlineMs));
  };
  const { port1, port2 } = new MessageChannel();
  let runTimer: NodeJS.Timeout | undefined;
  const queueTimer = setTimeout(() => stop("busy"), QUEUE_WAIT_MS);
  port1.once("message", () => {
    clearTimeout(queueTimer);
    runTimer = setTimeout(() => stop("deadline"), deadlineMs);
  });
  const onCallerAbort = () => abort.abort(signal?.reason);
  signal?.addEventListener("abort", onCallerAbort, { once: true });
  try {
    return (await pool.run({ arg, started: port2 } satisfies Tasks.TaskEnvelope<TaskArg<N>>, { name, signal: abort.signal, transferList: [port2] })) as TaskResult<N>;
  } catch (error) {
    if (signal?.aborted) throw signal.reason;
    if (reason) throw new CpuTaskError(reason, deadlineMs, { cause: error });
    if (isOutOfMemory(error)) throw new CpuTaskError("memory", deadlineMs, { cause: error });
    throw error;
  } finally {
    clearTimeout(queueTimer);
    clearTimeout(runTimer);
    signal?.removeEventListener("abort", onCallerAbort);
    port1.close();
  }
}

/**
 * The visitor's error for a task the pool did not complete: 422 `tooComplexCode` (with
 * `{seconds}`, the deadline) when it ran out of time or memory, 503 "cpu.busy" with
 * Retry-After when the pool was busy; other errors come back unchanged.
 * @param tooComplexCode a code under "ApiErrors" taking `{seconds}`, e.g. "cpu.pageTooComplex"
 */
export function cpuTaskApiError(error: unknown, tooComplexCode: string): unknown {
  if (!(error instanceof CpuTaskError)) return error;
  if (error.reason === "busy") return new ApiError(503, "cpu.busy", { headers: { "Retry-After": String(BUSY_RETRY_AFTER_S) } });
  return new ApiError(422, tooComplexCode, { params: { seconds: Math.round(error.deadlineMs / 1000) } });
}

/**
 * Lets running tasks finish, then ends the worker threads (on shutdown, after the job
 * workers drained; tests). The next task starts a new pool.
 */
export async function closeCpuPool(): Promise<void> {
  const pool = globalForPool.cpuPool;
  globalForPool.cpuPool = undefined;
  if (pool) await (await pool).close();
}
