import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";

describe("the visitor's business given only by its website, cited in running text (round 13)", () => {
  const answer = [
    "Für Brunch am Wochenende nennen die meisten Quellen in Thun die **Kaffeerösterei Aarebogen**, gleich beim Schloss[2].",
    "",
    "Etwas ruhiger ist die **Backstube Lauitor**, die für ihre Zöpfe gelobt wird[1].",
    "",
    "Quellen:",
    "[1] https://www.backstube-lauitor-thun.ch",
    "[2] https://www.tripadvisor.ch/Restaurants-Thun",
  ].join("\n");

  it("is the one business named in the sentence that carries the marker of its website", () => {
    const r = analyzeAnswer(answer, { domain: "backstube-lauitor-thun.ch" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.competitors).toEqual(["Kaffeerösterei Aarebogen"]);
  });

  it("is none of them when the citing sentence names several", () => {
    const both = answer.replace("Etwas ruhiger ist die **Backstube Lauitor**, die für ihre Zöpfe gelobt wird[1].", "Ähnlich beliebt sind **Backstube Lauitor** und **Café Rathausplatz**[1].");
    expect(analyzeAnswer(both, { domain: "backstube-lauitor-thun.ch" }).mentioned).toBe(false);
  });
});
