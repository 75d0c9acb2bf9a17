import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "../analysis";
import { applyVerdicts, type ReaderOutput } from "./verdicts";

const answer = [
  "In Kempten kommen diese Malerbetriebe infrage:",
  "",
  "1. **Farbenfroh Allgäu** – Fassaden und Innenräume, arbeitet mit Farben von Caparol.",
  "2. **Malerwerkstatt Zettler** – Meisterbetrieb, kurze Wartezeiten.",
  "3. **Malerei Obermaier** – nach mehreren Beschwerden über Verzögerungen eher nicht zu empfehlen.",
  "",
  "Außerdem hat die Malerfirma Kögel einen guten Ruf bei Altbauten.",
].join("\n");

const verdict = (name: string, label: ReaderOutput["names"][number]["label"], isVisitor = false): ReaderOutput["names"][number] => ({
  name,
  label,
  kind: label === "not_business" ? "brand" : "business",
  isVisitor,
  span: name,
});

describe("applyVerdicts", () => {
  const target = { businessName: "Malerwerkstatt Zettler" };
  const rules = analyzeAnswer(answer, target);

  it("applies the labels: a name judged no business leaves, one advised against is listed apart, places follow the text", () => {
    const { analysis } = applyVerdicts(answer, rules, {
      facts: [],
      names: [
        verdict("Farbenfroh Allgäu", "not_business"),
        verdict("Malerwerkstatt Zettler", "recommended", true),
        verdict("Malerei Obermaier", "named_discouraged"),
      ],
    });
    expect(analysis.readBy).toBe("rules+model");
    expect(analysis.businesses.map((b) => [b.name, b.rank])).toEqual(
      expect.arrayContaining([["Malerwerkstatt Zettler", 1]]),
    );
    expect(analysis.businesses.some((b) => b.name === "Farbenfroh Allgäu")).toBe(false);
    expect(analysis.negativeMentions.map((n) => n.name)).toContain("Malerei Obermaier");
    expect(analysis.position).toBe(1);
    expect(analysis.competitors).not.toContain("Malerwerkstatt Zettler");
  });

  it("adds a business the rules missed at the place of its first appearance, and drops a name the answer does not contain", () => {
    const { analysis, dropped } = applyVerdicts(answer, rules, {
      facts: [],
      names: [verdict("Malerfirma Kögel", "recommended"), verdict("Malerbetrieb Huber", "recommended")],
    });
    expect(dropped).toEqual(["Malerbetrieb Huber"]);
    const names = analysis.businesses.map((b) => b.name);
    expect(names).not.toContain("Malerbetrieb Huber");
    expect(names.at(-1)).toBe("Malerfirma Kögel");
    expect(analysis.businesses.map((b) => b.rank)).toEqual(names.map((_, i) => i + 1));
  });

  it("never drops the visitor's business, and finds it by the reader when the rules did not", () => {
    const kept = applyVerdicts(answer, rules, { facts: [], names: [verdict("Malerwerkstatt Zettler", "not_business")] }).analysis;
    expect(kept.mentioned).toBe(true);
    const other = analyzeAnswer(answer, { businessName: "Malerbetrieb Kögel" });
    const found = applyVerdicts(answer, other, { facts: [], names: [verdict("Malerfirma Kögel", "named_neutral", true)] }).analysis;
    expect(found.mentioned).toBe(true);
    expect(found.mentionTone).toBe("neutral");
    expect(found.businesses[found.position! - 1]!.name).toBe("Malerfirma Kögel");
  });
});

describe("applyVerdicts – candidates with offsets", () => {
  it("keeps the rules' candidates with their offsets, sets apart what the reader calls no business and adds what it found", () => {
    const rules = analyzeAnswer(answer, { businessName: "Malerwerkstatt Zettler" });
    const { analysis } = applyVerdicts(answer, rules, {
      facts: [],
      names: [verdict("Farbenfroh Allgäu", "not_business"), verdict("Malerfirma Kögel", "recommended")],
    });
    const farben = analysis.candidates.find((c) => c.name === "Farbenfroh Allgäu");
    expect(farben).toMatchObject({ status: "set_apart", start: answer.indexOf("Farbenfroh Allgäu") });
    const koegel = analysis.candidates.filter((c) => c.name === "Malerfirma Kögel");
    expect(koegel.length).toBeGreaterThanOrEqual(1);
    expect(answer.slice(koegel[0]!.start, koegel[0]!.end)).toBe("Malerfirma Kögel");
  });
});

describe("applyVerdicts – facts about the business", () => {
  it("keeps a fact the answer contains as written (markup and spacing aside) and drops one it does not", () => {
    const text = `${answer}\n\nMalerwerkstatt Zettler: **Tel. 0831  5407 22**, Sa geschlossen.`;
    const rules = analyzeAnswer(text, { businessName: "Malerwerkstatt Zettler" });
    const { analysis, dropped } = applyVerdicts(text, rules, {
      names: [],
      facts: [
        { field: "telephone", value: "Tel. 0831 5407 22" },
        { field: "openingHours", value: "Sa 9–13 Uhr" },
      ],
    });
    expect(analysis.statedFacts).toEqual([{ field: "telephone", value: "Tel. 0831 5407 22" }]);
    expect(dropped).toEqual(["Sa 9–13 Uhr"]);
  });
});
