import { describe, expect, it } from "vitest";
import { engineStats, shareOfVoice, type AnalysedAnswerFacts } from "./engine-stats";

const answer = (engine: string, position: number | null, competitors: string[], tone: AnalysedAnswerFacts["mentionTone"] = "recommended"): AnalysedAnswerFacts => ({
  engine,
  mentioned: position !== null,
  position,
  mentionTone: position === null ? null : tone,
  competitors,
});

describe("engineStats", () => {
  it("gives each engine its own rate, interval and average position, and keeps a failed engine's row", () => {
    const answers = [answer("A", 2, ["Zahnzentrum Mitte"]), answer("A", 1, []), answer("A", null, ["Zahnzentrum Mitte"]), answer("B", null, ["Praxis Weber"])];
    const rows = engineStats(answers, [
      { name: "A", model: "a-1", error: null },
      { name: "B", model: "b-1", error: null },
      { name: "C", model: "c-1", error: "http_error" },
    ]);
    expect(rows[0]).toMatchObject({ name: "A", samples: 3, mentions: 2, averagePosition: 1.5, error: null });
    expect(rows[0]!.mentionRate).toBeCloseTo(2 / 3);
    expect(rows[0]!.interval[0]).toBeGreaterThan(0.2);
    expect(rows[1]).toMatchObject({ name: "B", samples: 1, mentions: 0, mentionRate: 0, averagePosition: null });
    expect(rows[2]).toMatchObject({ name: "C", samples: 0, mentions: 0, interval: [0, 1], error: "http_error" });
  });
});

describe("shareOfVoice", () => {
  it("counts recommendations of the visitor and the others, matching name variants, once per answer", () => {
    const answers = [
      answer("A", 2, ["Zahnzentrum Mitte", "Dentalhaus Lange"]),
      answer("A", null, ["Zahnzentrum Mitte GmbH", "Zahnzentrum Mitte"]),
      answer("B", 1, ["Dentalhaus Lange"]),
      answer("B", 1, [], "discouraged"),
    ];
    const table = shareOfVoice(answers, "Zahnarztpraxis Dr. Müller", ["Praxis Dr. Weber"]);
    expect(table.map((e) => [e.name, e.mentions])).toEqual([
      ["Zahnarztpraxis Dr. Müller", 2],
      ["Zahnzentrum Mitte", 2],
      ["Dentalhaus Lange", 2],
      ["Praxis Dr. Weber", 0],
    ]);
    expect(table[0]!.own).toBe(true);
    expect(table.reduce((s, e) => s + e.share, 0)).toBeCloseTo(1);
    expect(table[0]!.share).toBeCloseTo(2 / 6);
  });

  it("gives a namesake the reading listed among the others a row of its own, its recommendations counted for it, not the visitor", () => {
    const answers = [answer("A", null, ["Backstube Lechner", "Bäckerei Hofmann"]), answer("A", null, ["Bäckerei Hofmann"])];
    expect(shareOfVoice(answers, "Bäckerei Hofmann").map((e) => [e.name, e.mentions, e.own])).toEqual([
      ["Bäckerei Hofmann", 2, false],
      ["Backstube Lechner", 1, false],
      ["Bäckerei Hofmann", 0, true],
    ]);
  });

  it("has no own row without a business name and no shares without recommendations", () => {
    expect(shareOfVoice([answer("A", null, [])], undefined)).toEqual([]);
    expect(shareOfVoice([answer("A", null, [])], "Praxis X")[0]).toMatchObject({ mentions: 0, share: 0, own: true });
  });
});
