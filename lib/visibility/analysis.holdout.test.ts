import { describe, expect, it } from "vitest";

import { analyzeAnswer } from "./analysis";
import { answerCorpus, type CorpusCase } from "./__fixtures__/answer-corpus";
import { answerCorpusHoldout } from "./__fixtures__/answer-corpus-holdout";

// Same loose comparison as analysis.corpus.test.ts (copied; that file exports no helpers).
const SURROUNDING_MARKUP = /^(?:\*\*|__|["'„“”‚‘’«»])+|(?:\*\*|__|["'„“”‚‘’«»])+$/g;
const TRAILING_PUNCTUATION = /[.,;:!?]+$/;

/**
 * Loose name comparison: lowercase, trim, collapse whitespace, strip trailing
 * punctuation and surrounding ** or quotes (repeated until stable).
 */
function normalizeName(name: string): string {
  let current = name.replace(/\s+/g, " ").trim();
  for (;;) {
    const next = current.replace(SURROUNDING_MARKUP, "").trim().replace(TRAILING_PUNCTUATION, "").trim();
    if (next === current) break;
    current = next;
  }
  return current.toLowerCase();
}

describe("answer corpus (hold-out)", () => {
  it("has 30 cases with unique kebab-case ids not used by the main corpus", () => {
    expect(answerCorpusHoldout.length).toBe(30);
    const ids = answerCorpusHoldout.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
    const mainIds = new Set(answerCorpus.map((c) => c.id));
    for (const id of ids) expect(mainIds.has(id), id).toBe(false);
  });
});

describe("analyzeAnswer – German hold-out corpus", () => {
  for (const c of answerCorpusHoldout) {
    it(`${c.id}: ${c.about}`, () => checkCase(c));
  }
});

function checkCase(c: CorpusCase): void {
  const result = analyzeAnswer(c.answer, c.target);
  const label = `[${c.id}]`;

  expect(result.mentioned, `${label} mentioned`).toBe(c.expected.mentioned);
  expect(result.position, `${label} position`).toBe(c.expected.position);

  if (!c.expected.mentioned) {
    expect(result.context, `${label} context must be null when not mentioned`).toBeNull();
  }

  if (c.expected.contextIncludes !== undefined) {
    expect(result.context, `${label} context`).not.toBeNull();
    expect(result.context ?? "", `${label} context`).toContain(c.expected.contextIncludes);
  }

  if (c.expected.businesses !== undefined) {
    const actualNames = result.businesses.map((b) => normalizeName(b.name));
    const expectedNames = c.expected.businesses.map(normalizeName);
    expect(actualNames, `${label} businesses`).toEqual(expectedNames);
    expect(
      result.businesses.map((b) => b.rank),
      `${label} ranks are 1-based and consecutive`,
    ).toEqual(result.businesses.map((_, i) => i + 1));
  }
}
