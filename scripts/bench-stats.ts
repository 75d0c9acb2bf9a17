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

/** Student's t, two-sided 95 %, for 1–30 degrees of freedom (index = df − 1); beyond 30 the normal's 1.96 is used. */
const T_95 = [12.706, 4.303, 3.182, 2.776, 2.571, 2.447, 2.365, 2.306, 2.262, 2.228, 2.201, 2.179, 2.16, 2.145, 2.131, 2.12, 2.11, 2.101, 2.093, 2.086, 2.08, 2.074, 2.069, 2.064, 2.06, 2.056, 2.052, 2.048, 2.045, 2.042];

/**
 * The mean of repeated measurements and the half-width of its 95 % confidence interval (Student's t with n − 1 degrees
 * of freedom, the sample standard deviation): the mean is `mean ± halfWidth`, e.g. of a ratio measured in n rounds.
 * @param values two or more measurements (any unit)
 * @returns mean and half-width in the values' unit; halfWidth is NaN for fewer than two values
 */
export function meanInterval(values: number[]): { mean: number; halfWidth: number } {
  const n = values.length;
  const mean = values.reduce((s, v) => s + v, 0) / n;
  if (n < 2) return { mean, halfWidth: NaN };
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / (n - 1));
  return { mean, halfWidth: ((T_95[n - 2] ?? 1.96) * sd) / Math.sqrt(n) };
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
