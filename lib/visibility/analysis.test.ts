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

describe("analyzeAnswer result for the monitor", () => {
  const answer = [
    "Gut bewertete Zahnärzte in Graz[1]:",
    "",
    "1. **Zahnarztpraxis Lend** – Implantologie[1]",
    "2. **Dentalstudio Geidorf** – hat laut Google leider dauerhaft geschlossen",
    "3. **Zahnzentrum Jakomini** – Kinderzahnheilkunde[2]",
    "",
    "Von der **Zahnklinik Murpark** würde ich derzeit eher abraten: viele Beschwerden über lange Wartezeiten.",
    "",
    "Quellen:",
    "[1] https://www.docfinder.at/zahnarzt/graz",
    "[2] https://www.herold.at/gelbe-seiten/graz/zahnarzt/",
  ].join("\n");

  it("ranks recommendations only, lists negative mentions apart and carries platforms and cited URLs", () => {
    const r = analyzeAnswer(answer, { businessName: "Zahnzentrum Jakomini" });
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("recommended");
    expect(r.competitors).toEqual(["Zahnarztpraxis Lend"]);
    expect(r.negativeMentions.map((n) => [n.name, n.tone])).toEqual([
      ["Dentalstudio Geidorf", "unavailable"],
      ["Zahnklinik Murpark", "discouraged"],
    ]);
    expect(r.platforms).toEqual(["Google", "DocFinder", "Herold"]);
    expect(r.citedUrls).toEqual(["https://www.docfinder.at/zahnarzt/graz", "https://www.herold.at/gelbe-seiten/graz/zahnarzt/"]);
  });

  it("places a business named as closed at its place, with its tone, and not among the competitors", () => {
    const r = analyzeAnswer(answer, { businessName: "Dentalstudio Geidorf" });
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.mentionTone).toBe("unavailable");
    expect(r.competitors).toEqual(["Zahnarztpraxis Lend", "Zahnzentrum Jakomini"]);
  });

  it("gives a business advised against after the list the next place after it", () => {
    const r = analyzeAnswer(answer, { businessName: "Zahnklinik Murpark" });
    expect(r.position).toBe(3);
    expect(r.mentionTone).toBe("discouraged");
    expect(r.context).toContain("Beschwerden");
  });

  it("never takes the place the visitor asked about for a business", () => {
    const text = "Empfehlenswert in Kleinkleckersdorf:\n\n- **Kleinkleckersdorf-Süd**\n  - Bäckerei Haas – Brot\n  - Café Linde – Kuchen";
    const withPlace = analyzeAnswer(text, { location: "Kleinkleckersdorf" });
    expect(withPlace.businesses.map((b) => b.name)).toEqual(["Bäckerei Haas", "Café Linde"]);
  });
});
