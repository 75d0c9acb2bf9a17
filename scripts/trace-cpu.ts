/**
 * Main-thread work of a page load counted in CPU time (bench:pages' "CPU" columns, issue 35).
 *
 * Lighthouse's simulated TBT takes each main-thread task's observed wall time, multiplies it
 * by the CPU slowdown (4 on its mobile profile) and sums what exceeds 50 ms. On a machine
 * shared with other work a task's wall time includes the time its thread waited for a core,
 * so one preempted 15 ms task adds 60 ms or more: the bare page's TBT ranged 81–1,735 ms
 * over four bench:pages runs on 29 Nov 2026, its CPU-TBT 74–111 ms. Chromium's trace also records each task's thread time
 * (`tdur`, the CPU it used), which such waits leave out. The same sum over thread time says
 * how much main-thread work a page asks for, apart from the machine's load; it is a
 * diagnostic beside Lighthouse's TBT, not a replacement of it.
 */

/** The fields of a Chromium trace event read here (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Names of a scheduler task at the top of the main thread's stack (as Lighthouse's TraceProcessor.isScheduleableTask). */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask", "ThreadControllerImpl::DoWork", "TaskQueueManager::ProcessTaskFromWorkQueue"]);

/** Lighthouse's long-task threshold, ms. */
const LONG_TASK_MS = 50;

/**
 * CPU time and CPU-based blocking time of the top-level tasks of one thread.
 * @param events the page's main-thread events (e.g. Lighthouse's ProcessedTrace.mainThreadEvents), any order
 * @param fromTs trace timestamp in µs; tasks that start before it are left out (bench:pages passes the navigation's time origin)
 * @param slowdown CPU slowdown applied to every task (Lighthouse's mobile profile: 4)
 * @returns `cpuMs`: thread time of those tasks, unscaled; `blockingMs`: the sum over them of
 *   max(0, slowdown × thread time − 50 ms); both NaN when a counted task lacks thread time
 *   (a trace recorded without it), so that wall time is never silently mixed in
 */
export function cpuBlocking(events: readonly TraceEvent[], fromTs: number, slowdown: number): { cpuMs: number; blockingMs: number } {
  const tasks = events.filter((e) => e.ph === "X" && TASK_NAMES.has(e.name) && e.dur != null).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  let cpuMs = 0;
  let blockingMs = 0;
  let openUntil = -Infinity;
  for (const task of tasks) {
    if (task.ts < openUntil) continue; // nested in the task counted before
    openUntil = task.ts + task.dur!;
    if (task.ts < fromTs) continue;
    if (task.tdur == null) return { cpuMs: NaN, blockingMs: NaN };
    const ms = task.tdur / 1000;
    cpuMs += ms;
    blockingMs += Math.max(0, slowdown * ms - LONG_TASK_MS);
  }
  return { cpuMs, blockingMs };
}
