/**
 * The verdict of the fault run (scripts/bench-faults.ts): every link answered in the end
 * and nothing lost. Expected: every link confirmed, 0 unfinished (gave up after its tries
 * or the run's deadline), 0 failed (an answer other than 503), 0 hangs, 0 lost writes,
 * recovery under 10 s after the last kill. Pure, so that the summary line is tested.
 */

export interface FaultCounts {
  /** Links the run tried to confirm. */
  links: number;
  confirmed: number;
  unfinished: number;
  failed: number;
  hangs: number;
  lost: number;
  /** From the last kill to the first request that succeeded, ms; NaN when none did within 60 s. */
  recoveredAfterMs: number;
}

const RECOVERY_LIMIT_MS = 10_000;

/**
 * @returns met: every expectation held; text: the summary line, naming each count that
 *   missed its expectation (an unfinished link is not confirmed and is counted as such)
 */
export function faultVerdict(c: FaultCounts): { met: boolean; text: string } {
  const misses = [
    c.confirmed !== c.links && `${c.confirmed} of ${c.links} links confirmed`,
    c.unfinished > 0 && `${c.unfinished} unfinished`,
    c.failed > 0 && `${c.failed} failed`,
    c.hangs > 0 && `${c.hangs} hangs`,
    c.lost > 0 && `${c.lost} lost writes`,
    !(c.recoveredAfterMs < RECOVERY_LIMIT_MS) && (Number.isNaN(c.recoveredAfterMs) ? "no recovery within 60 s" : `recovery after ${Math.round(c.recoveredAfterMs)} ms`),
  ].filter((m): m is string => typeof m === "string");
  const recovery = Number.isNaN(c.recoveredAfterMs) ? "none" : `${Math.round(c.recoveredAfterMs)} ms`;
  if (misses.length === 0) {
    return { met: true, text: `As expected: ${c.confirmed} of ${c.links} links confirmed, 0 unfinished, 0 failed, 0 hangs, 0 lost, recovery ${recovery} (under 10 s).` };
  }
  return {
    met: false,
    text: `NOT as expected (all ${c.links} links confirmed, 0 unfinished, 0 failed, 0 hangs, 0 lost, recovery under 10 s): ${misses.join(", ")}.`,
  };
}
