/**
 * Wilson score interval for a binomial proportion (E. B. Wilson, "Probable inference,
 * the law of succession, and statistical inference", JASA 1927). Unlike the normal
 * approximation it stays inside [0, 1] and is honest for the small samples a live test
 * or a monitor run has (3–30 answers). Pure.
 */

/** z for a two-sided 95 % interval. */
const Z_95 = 1.959963984540054;

/**
 * @param successes answers that name the business (integer, 0..trials)
 * @param trials answers received (integer ≥ 0)
 * @param z normal quantile, default 95 %
 * @returns [low, high] as fractions 0..1; [0, 1] when there are no trials
 * @throws RangeError for negative, non-integer or inconsistent counts
 */
export function wilsonInterval(successes: number, trials: number, z = Z_95): [number, number] {
  if (!Number.isInteger(successes) || !Number.isInteger(trials) || successes < 0 || trials < 0 || successes > trials) {
    throw new RangeError(`wilsonInterval: invalid counts ${successes}/${trials}`);
  }
  if (trials === 0) return [0, 1];
  const p = successes / trials;
  const z2 = z * z;
  const denominator = 1 + z2 / trials;
  const centre = (p + z2 / (2 * trials)) / denominator;
  const half = (z * Math.sqrt((p * (1 - p)) / trials + z2 / (4 * trials * trials))) / denominator;
  // Exact bounds at 0 and n (floating point would leave e.g. 1e-17).
  return [successes === 0 ? 0 : Math.max(0, centre - half), successes === trials ? 1 : Math.min(1, centre + half)];
}

/**
 * Whether two rates differ beyond chance: their 95 % Wilson intervals do not overlap.
 * Conservative (misses some real changes), so an e-mail about a change is never noise.
 */
export function intervalsDisjoint(a: [number, number], b: [number, number]): boolean {
  return a[1] < b[0] || b[1] < a[0];
}
