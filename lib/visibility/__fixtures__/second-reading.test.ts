import { describe, expect, it } from "vitest";
import type { CorpusCase } from "./answer-corpus";
import { ANSWER_CORPORA } from "./corpora";
import { agreement, formatAgreement, SECOND_READING, type SecondLabel } from "./second-reading";

const row = (mentioned: boolean, position: number | null, second: Partial<SecondLabel>, read: { mentioned: boolean; position: number | null }) => ({
  expected: { mentioned, position },
  second: { named: second.named ?? mentioned, position: second.position ?? position, sure: second.sure ?? true },
  read,
});

describe("second reading", () => {
  it("counts agreement, Cohen's kappa and the rules on the answers both readings agree on", () => {
    const a = agreement([
      row(true, 1, {}, { mentioned: true, position: 1 }),
      row(true, 2, { position: 3 }, { mentioned: true, position: 2 }),
      row(false, null, {}, { mentioned: true, position: 1 }),
      row(false, null, { named: true, position: 1, sure: false }, { mentioned: true, position: 1 }),
    ]);
    expect(a.mention).toEqual({ agreed: 3, of: 4 });
    // Observed 0.75; by chance: first reading names 2 of 4, second 3 of 4 → 0.5·0.75 + 0.5·0.25 = 0.5.
    expect(a.kappa).toBeCloseTo(0.5, 10);
    expect(a.position).toEqual({ agreed: 1, of: 2 });
    expect(a.unsure).toBe(1);
    expect(a.rulesOnAgreed).toEqual({ agreed: 2, of: 3 });
    expect(a.rulesOnSureAgreed).toEqual({ agreed: 2, of: 3 });
    expect(a.rulesPositionOnAgreed).toEqual({ agreed: 1, of: 1 });
    expect(a.rulesWithSecond).toEqual({ agreed: 3, of: 4 });
    expect(formatAgreement(a)[1]).toContain("75.0 % (3/4) · kappa 0.500");
  });

  it("has no kappa when both readings say the same of every answer", () => {
    expect(agreement([row(true, 1, {}, { mentioned: true, position: 1 })]).kappa).toBeNaN();
  });

  it("holds report-only answers only, each by its own id (a corpus added later is read again when it joins)", () => {
    const ids = ANSWER_CORPORA.filter((c) => c.reportOnly).flatMap((c) => (c.cases as CorpusCase[]).map((k) => k.id));
    expect(new Set(ids).size).toBe(ids.length);
    const reportOnly = new Set(ids);
    expect(Object.keys(SECOND_READING).filter((id) => !reportOnly.has(id))).toEqual([]);
    expect(Object.keys(SECOND_READING).length).toBeGreaterThanOrEqual(860);
    for (const label of Object.values(SECOND_READING)) {
      expect(label.named || label.position === null).toBe(true);
      expect(label.position === null || (Number.isInteger(label.position) && label.position >= 1)).toBe(true);
    }
  });
});
