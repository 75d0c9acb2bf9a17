import { describe, expect, it } from "vitest";
import { cpuBlocking, type TraceEvent } from "./trace-cpu";

/** A top-level task: start and wall time in ms, thread time in ms (µs in the event). */
const task = (startMs: number, wallMs: number, cpuMs?: number, name = "RunTask"): TraceEvent => ({
  name,
  ph: "X",
  ts: startMs * 1000,
  dur: wallMs * 1000,
  ...(cpuMs == null ? {} : { tdur: cpuMs * 1000 }),
});

describe("CPU-based blocking time (bench:pages diagnostic)", () => {
  it("scales thread time, not wall time, and counts only what exceeds 50 ms", () => {
    // 30 ms of CPU preempted to 200 ms of wall time: 4 × 30 − 50 = 70; 10 ms of CPU: 40 ≤ 50, nothing
    expect(cpuBlocking([task(0, 200, 30), task(300, 10, 10)], 0, 4)).toEqual({ cpuMs: 40, blockingMs: 70 });
  });

  it("counts a task once, not the scheduler events nested in it", () => {
    const nested = [task(0, 40, 20), task(1, 38, 19, "ThreadControllerImpl::RunTask"), { name: "FunctionCall", ph: "X", ts: 2000, dur: 30000, tdur: 18000 }];
    expect(cpuBlocking(nested, 0, 4)).toEqual({ cpuMs: 20, blockingMs: 30 });
  });

  it("leaves out tasks that start before the window and keeps events of other phases out", () => {
    const events = [task(0, 100, 100), task(500, 25, 25), { name: "RunTask", ph: "B", ts: 600000 }];
    expect(cpuBlocking(events, 400_000, 4)).toEqual({ cpuMs: 25, blockingMs: 50 });
  });

  it("gives NaN rather than wall time when a counted task has no thread time", () => {
    const result = cpuBlocking([task(0, 60, 60), task(100, 60)], 0, 4);
    expect(result.cpuMs).toBeNaN();
    expect(result.blockingMs).toBeNaN();
  });
});
