import { describe, expect, it } from "vitest";

import { analyzeAnswer } from "./analysis";
import { answerCorpus, type CorpusCase } from "./__fixtures__/answer-corpus";
import { answerCorpusHoldout } from "./__fixtures__/answer-corpus-holdout";

/**
 * The main corpus, and a hold-out corpus written later by someone who had not seen
 * the analysis code, to catch rules that only fit the main corpus.
 */
const CORPORA = [
  { name: "German answer corpus", cases: answerCorpus },
  { name: "German hold-out corpus", cases: answerCorpusHoldout },
];

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

describe("answer corpora", () => {
  it("have enough cases, with unique kebab-case ids across both", () => {
    expect(answerCorpus.length).toBeGreaterThanOrEqual(48);
    expect(answerCorpusHoldout.length).toBeGreaterThanOrEqual(30);
    const ids = CORPORA.flatMap((c) => c.cases.map((x) => x.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});

for (const corpus of CORPORA) {
  describe(`analyzeAnswer – ${corpus.name}`, () => {
    for (const c of corpus.cases) {
      it(`${c.id}: ${c.about}`, () => checkCase(c));
    }
  });
}

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
