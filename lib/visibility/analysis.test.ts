import { describe, expect, it } from "vitest";
import { analyzeAnswer, extractCitedUrls } from "./analysis";

// The behaviour on whole answers is covered by the corpora (analysis.corpus.test.ts);
// these are the parts of the result the corpora do not check.
describe("analyzeAnswer platforms and citations", () => {
  it("names a platform once, whether written as a name or cited as a URL", () => {
    const answer = "Schauen Sie auf Jameda oder Google Maps nach.\n\nQuellen: https://www.jameda.de/berlin/zahnaerzte";
    expect(analyzeAnswer(answer, {}).platforms).toEqual(["Jameda", "Google Maps"]);
  });

  it("collects cited URLs and bare www. domains once, without trailing punctuation", () => {
    expect(extractCitedUrls("Siehe [Praxis](https://praxis.example/team). Oder www.dental-lange.de, und https://praxis.example/team")).toEqual([
      "https://praxis.example/team",
      "https://www.dental-lange.de",
    ]);
  });
});
