import { describe, expect, it } from "vitest";
import { faultVerdict, type FaultCounts } from "./fault-verdict";

const clean: FaultCounts = { links: 200, confirmed: 200, unfinished: 0, failed: 0, hangs: 0, lost: 0, recoveredAfterMs: 812 };

describe("faultVerdict (bench:faults summary)", () => {
  it("says 'As expected' only when every link was confirmed and nothing was lost", () => {
    expect(faultVerdict(clean)).toEqual({ met: true, text: "As expected: 200 of 200 links confirmed, 0 unfinished, 0 failed, 0 hangs, 0 lost, recovery 812 ms (under 10 s)." });
  });

  it("counts unfinished links: a run that gave up on links is not as expected", () => {
    const verdict = faultVerdict({ ...clean, confirmed: 188, unfinished: 12 });
    expect(verdict.met).toBe(false);
    expect(verdict.text).toMatch(/^NOT as expected/);
    expect(verdict.text).toContain("188 of 200 links confirmed, 12 unfinished");
  });

  it("names every other miss: failed, hangs, lost writes, slow or no recovery", () => {
    expect(faultVerdict({ ...clean, confirmed: 199, failed: 1 }).text).toContain("199 of 200 links confirmed, 1 failed");
    expect(faultVerdict({ ...clean, confirmed: 199, hangs: 1 }).text).toContain("1 hangs");
    expect(faultVerdict({ ...clean, lost: 2 }).text).toContain("2 lost writes");
    expect(faultVerdict({ ...clean, recoveredAfterMs: 12_400 }).text).toContain("recovery after 12400 ms");
    expect(faultVerdict({ ...clean, recoveredAfterMs: Number.NaN })).toMatchObject({ met: false, text: expect.stringContaining("no recovery within 60 s") });
  });
});
