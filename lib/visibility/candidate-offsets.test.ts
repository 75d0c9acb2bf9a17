import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";
import { locateCandidates } from "./candidate-offsets";

describe("candidates with their offsets (issue 31, step a)", () => {
  const answer = [
    "Gute Optiker in Wels:",
    "",
    "1. **Optik Brandl** – Gleitsichtbrillen, Fassungen von Silhouette",
    "2. **Sehwerk  Wels** – Kontaktlinsen",
    "3. **Herold** – Verzeichnis mit Bewertungen",
    "4. **Weihnachten** – Termine früh buchen",
  ].join("\r\n");

  it("the rules return every candidate with its status and its offsets in the answer as given", () => {
    const r = analyzeAnswer(answer, { businessName: "Optik Brandl" });
    const byName = new Map(r.candidates.map((c) => [c.name, c]));
    for (const c of r.candidates.filter((x) => x.start >= 0)) {
      // The text at the offsets is the name as written, markup and doubled spaces included.
      expect(answer.slice(c.start, c.end).replace(/[*_\s]+/g, " ").trim()).toBe(c.name);
    }
    expect(byName.get("Optik Brandl")).toMatchObject({ status: "business", start: answer.indexOf("Optik Brandl") });
    expect(byName.get("Sehwerk Wels")?.start).toBe(answer.indexOf("Sehwerk  Wels"));
    expect(byName.get("Herold")?.status).toBe("platform");
    expect(byName.get("Weihnachten")?.status).toBe("set_apart");
    expect(r.businesses.map((b) => b.name)).toEqual(r.candidates.filter((c) => c.status === "business").map((c) => c.name));
  });

  it("finds a repeated name at its next appearance, and gives -1 for a name not written so", () => {
    const text = "Die Praxis Weber ist gut. Später: **Praxis** Weber und Praxis Weber.";
    const found = locateCandidates(text, [
      { name: "Praxis Weber", status: "business" },
      { name: "Praxis Weber", status: "business" },
      { name: "Praxis Wéber", status: "business" },
    ]);
    expect(found.map((f) => f.start)).toEqual([4, 4, -1]);
    const later = locateCandidates(text, [
      { name: "Praxis Weber", status: "business" },
      { name: "Später", status: "set_apart" },
      { name: "Praxis Weber", status: "business" },
    ]);
    expect(later[2]!.start).toBe(text.indexOf("**Praxis** Weber") + 2);
    expect(text.slice(later[2]!.start, later[2]!.end)).toBe("Praxis** Weber");
  });
});
