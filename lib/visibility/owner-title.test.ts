import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";

describe("the visitor named only by the owner or doctor (round 15)", () => {
  const cases: [string, string, string][] = [
    ["Praxis Dr. Keller", "Dr. med. Anna Keller, FMH", "Keller"],
    ["Ordination Dr. Gruber", "Dr. med. univ. Petra Gruber", "Gruber"],
    ["Tierarztpraxis Mag. Wallner", "Mag. med. vet. Eva Wallner", "Wallner"],
    ["Zahnarztpraxis Dr. Roth", "Dr. med. dent. Jonas Roth", "Roth"],
  ];
  for (const [target, person, surname] of cases) {
    it(`counts "${person}" as "${target}", not as its competitor`, () => {
      const answer = [
        "Diese Praxen werden oft empfohlen:",
        "",
        "1. **Gemeinschaftspraxis Lindenhof** – lange Öffnungszeiten.",
        `2. **${person}** – nimmt neue Patienten auf, sehr einfühlsam.`,
        "3. **Medizinisches Zentrum Nord** – mit Labor im Haus.",
      ].join("\n");
      const r = analyzeAnswer(answer, { businessName: target });
      expect(r.mentioned).toBe(true);
      expect(r.position).toBe(2);
      expect(r.competitors.some((c) => c.includes(surname))).toBe(false);
    });
  }
});
