import { describe, expect, it } from "vitest";
import { levelName } from "./finding-text";
import { BLOCKER_CAP, CATEGORY_WEIGHTS, categoryScore, overallScore, rankActions, statusByPoints, trafficLight } from "./score";
import type { CategoryId, CategoryOutcome, Finding } from "./types";

let nextId = 0;
function finding(points: number, maxPoints: number, extra: Partial<Finding> = {}): Finding {
  nextId += 1;
  const status = maxPoints === 0 ? "info" : points >= maxPoints ? "pass" : points === 0 ? "fail" : "warn";
  return { id: `test.${nextId}`, status, evidence: { code: "test.evidence" }, points, maxPoints, ...extra };
}

function category(id: CategoryId, findings: Finding[], score = categoryScore(findings)): CategoryOutcome {
  return { id, icon: "code", weight: CATEGORY_WEIGHTS[id], score, findings };
}

const IDS = Object.keys(CATEGORY_WEIGHTS) as CategoryId[];

function withScores(scores: Partial<Record<CategoryId, number>>, blocker?: string): CategoryOutcome[] {
  return IDS.map((id) => category(id, id === "meta" && blocker ? [finding(0, 30, { blocker: { code: blocker } })] : [], scores[id] ?? 100));
}

describe("categoryScore", () => {
  it("is points earned / points possible × 100, rounded", () => {
    expect(categoryScore([finding(10, 10), finding(5, 10)])).toBe(75);
    expect(categoryScore([finding(2, 3)])).toBe(67);
    expect(categoryScore([finding(1, 8)])).toBe(13); // 12.5 rounds up
    expect(categoryScore([finding(0, 20), finding(0, 5)])).toBe(0);
  });

  it("leaves out info findings", () => {
    expect(categoryScore([finding(15, 20), finding(0, 0, { status: "info" })])).toBe(75);
  });

  it("counts at most maxPoints per finding", () => {
    expect(categoryScore([finding(30, 10), finding(0, 10)])).toBe(50);
  });

  it("is 100 when nothing was scorable", () => {
    expect(categoryScore([finding(0, 0, { status: "info" })])).toBe(100);
    expect(categoryScore([])).toBe(100);
  });
});

describe("overallScore", () => {
  it("uses the weights 20/15/10/20/20/15, which add up to 100", () => {
    expect(CATEGORY_WEIGHTS).toEqual({ "structured-data": 20, meta: 15, faq: 10, crawling: 20, local: 20, content: 15 });
    for (const id of IDS) {
      const scores = Object.fromEntries(IDS.map((other) => [other, other === id ? 100 : 0]));
      expect(overallScore(withScores(scores)).score, id).toBe(CATEGORY_WEIGHTS[id]);
    }
  });

  it("is the weighted mean, rounded", () => {
    // (20·80 + 15·60 + 10·0 + 20·100 + 20·50 + 15·67) / 100 = 65.05
    const { score, cappedBy } = overallScore(withScores({ "structured-data": 80, meta: 60, faq: 0, crawling: 100, local: 50, content: 67 }));
    expect(score).toBe(65);
    expect(cappedBy).toEqual([]);
    // 15·50 / 100 + 85 = 92.5 → 93
    expect(overallScore(withScores({ meta: 50 })).score).toBe(93);
  });

  it("caps at 59 when any finding is a blocker, naming it", () => {
    const { score, cappedBy } = overallScore(withScores({ meta: 90 }, "meta.indexable.blocker"));
    expect(BLOCKER_CAP).toBe(59);
    expect(score).toBe(59);
    expect(cappedBy).toEqual([{ code: "meta.indexable.blocker" }]);
  });

  it("keeps a score that is already below the cap", () => {
    const { score, cappedBy } = overallScore(withScores({ "structured-data": 0, meta: 0, faq: 0, crawling: 100, local: 100 }, "Blocker"));
    expect(score).toBe(55);
    expect(cappedBy).toEqual([{ code: "Blocker" }]);
  });
});

describe("statusByPoints", () => {
  it("never shows a scored finding at 0 points as partly fulfilled", () => {
    expect(statusByPoints({ status: "warn", points: 0, maxPoints: 5 })).toBe("fail");
  });
  it("shows a fail that earned some points as partly fulfilled", () => {
    expect(statusByPoints({ status: "fail", points: 2, maxPoints: 5 })).toBe("warn");
  });
  it("keeps a warn between 0 and full points, a pass, and findings that are only reported or optional", () => {
    expect(statusByPoints({ status: "warn", points: 3, maxPoints: 5 })).toBe("warn");
    expect(statusByPoints({ status: "pass", points: 5, maxPoints: 5 })).toBe("pass");
    expect(statusByPoints({ status: "info", points: 0, maxPoints: 0 })).toBe("info");
    expect(statusByPoints({ status: "warn", points: 0, maxPoints: 5, optional: true })).toBe("warn");
  });
});

describe("trafficLight", () => {
  it.each([
    [0, "red", "Optimierung erforderlich"],
    [59, "red", "Optimierung erforderlich"],
    [60, "yellow", "Ausbaufähig"],
    [79, "yellow", "Ausbaufähig"],
    [80, "green", "KI-optimiert"],
    [100, "green", "KI-optimiert"],
  ] as const)("%i → %s „%s“", (score, level, label) => {
    expect(trafficLight(score)).toEqual({ level });
    expect(levelName(level)).toBe(label);
  });
});

describe("rankActions", () => {
  it("weighs each action by weight × points missing / category points, blockers first", () => {
    const actions = rankActions([
      // structured-data: weight 20, 100 points possible
      category("structured-data", [finding(0, 50, { action: { code: "JSON-LD ergänzen" }, tool: "/tool/schema" }), finding(40, 50, { action: { code: "Bild ergänzen" } })]),
      // meta: weight 15, 40 points possible; a blocker worth little
      category("meta", [finding(0, 10, { action: { code: "noindex entfernen" }, blocker: { code: "noindex" } }), finding(30, 30)]),
      // faq: weight 10
      category("faq", [finding(0, 30, { action: { code: "FAQ anlegen" } })]),
    ]);
    expect(actions).toEqual([
      { action: { code: "noindex entfernen" }, categoryId: "meta", findingId: expect.any(String), impact: 3.8, critical: true, tool: undefined },
      { action: { code: "JSON-LD ergänzen" }, categoryId: "structured-data", findingId: expect.any(String), impact: 10, critical: false, tool: "/tool/schema" },
      { action: { code: "FAQ anlegen" }, categoryId: "faq", findingId: expect.any(String), impact: 10, critical: false, tool: undefined },
      { action: { code: "Bild ergänzen" }, categoryId: "structured-data", findingId: expect.any(String), impact: 2, critical: false, tool: undefined },
    ]);
  });

  it("merges identical action texts, adding their impacts, at the position of the sum", () => {
    const actions = rankActions([
      category("structured-data", [finding(0, 20, { action: { code: "Block einfügen" } }), finding(0, 20, { action: { code: "Block einfügen" } }), finding(0, 60, { action: { code: "Anderes" } })]),
      category("local", [finding(0, 100, { action: { code: "Adresse zeigen" } })]),
    ]);
    // Block einfügen: 20·20/100 + 20·20/100 = 8; Anderes: 12; Adresse: 20.
    expect(actions.map((a) => [a.action.code, a.impact])).toEqual([
      ["Adresse zeigen", 20],
      ["Anderes", 12],
      ["Block einfügen", 8],
    ]);
  });

  it("a merged action is critical when any of its findings is a blocker", () => {
    const actions = rankActions([
      category("structured-data", [finding(0, 100, { action: { code: "Groß" } })]),
      category("crawling", [finding(0, 50, { action: { code: "robots.txt reparieren" } }), finding(0, 50, { action: { code: "robots.txt reparieren" }, blocker: { code: "gesperrt" } })]),
    ]);
    expect(actions[0]).toMatchObject({ action: { code: "robots.txt reparieren" }, critical: true, impact: 20 });
  });

  it("skips pass and info findings and findings without an action", () => {
    const actions = rankActions([
      category("content", [
        finding(10, 10, { action: { code: "Bestanden" }, status: "pass" }),
        finding(0, 0, { action: { code: "Nur Info" }, status: "info" }),
        finding(0, 10),
        finding(5, 10, { action: { code: "Verbessern" } }),
      ]),
    ]);
    expect(actions.map((a) => a.action.code)).toEqual(["Verbessern"]);
  });

  it("keeps category order for equal impact", () => {
    const actions = rankActions([category("faq", [finding(0, 10, { action: { code: "A" } })]), category("faq", [finding(0, 10, { action: { code: "B" } })])]);
    expect(actions.map((a) => a.action.code)).toEqual(["A", "B"]);
  });
});
