/**
 * Summary figures of a benchmark's timings, shared by the bench scripts.
 * Percentiles by the nearest-rank method (the smallest value with at least p % of the
 * values at or below it).
 */

/** The nearest-rank p-th percentile of ascending `sorted` values; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

/** Mean, median, 95th percentile and maximum of `values` (any unit, unsorted). */
export function stats(values: number[]): { mean: number; p50: number; p95: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  return { mean, p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted[sorted.length - 1]! };
}

/**
 * Runs a bench's main function and ends the process: 0 when it finished, 1 after printing its
 * error. It exits even when a library left a handle open (a keep-alive socket, a worker thread),
 * so that `npm run bench` goes on to the next bench.
 */
export function runBench(main: () => Promise<void>): void {
  main().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
