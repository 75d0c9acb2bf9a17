/**
 * Round 61's rules, each with an example of its own (not taken from a corpus): what the training corpora and the older
 * training answers showed the rules reading wrong.
 */
import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

describe("round 61 rules: 'Most-' before a trade says its kind", () => {
  const answer = [
    "Für einen Mostheurigen rund um Waizenkirchen:",
    "",
    "- **Mostschenke Hofmann** in Weidenholz – Birnenmost und Surbraten, ausgesteckt im Mai und Oktober.",
    "- **Heuriger Stadlbauer** – kleiner Hof mit Streuobstwiese, nur am Wochenende.",
    "",
    "Urig ist es auch beim Leitner in Pollham, vor allem wegen des Birnenmosts.",
  ].join("\n");

  it("the visitor 'Mostheuriger Leitner' is named by its family's name alone ('beim Leitner'), after the list", () => {
    const r = analyzeByRules(answer, { businessName: "Mostheuriger Leitner" });
    expect([r.mentioned, r.position]).toEqual([true, 3]);
  });
});
