import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";

/**
 * Round 29 (issue 31, the platforms an answer points to; corpora blind13–41 were read): each rule on an example of its
 * own, not taken from a corpus.
 */
const platforms = (answer: string) => analyzeByRules(answer, {}).platforms;

describe("a score or a rating on Google is its Google Maps profile's", () => {
  it.each([
    ["stars 'bei Google' in a detail bullet", "- **Physio Lenz**\n  * **Bewertung:** 4,6 Sterne bei Google\n  * **Telefon:** 07351 123456"],
    ["stars with Google in brackets", "- **Physio Lenz**\n  * **Bewertung:** 4,9 von 5 Sternen (Google, ca. 120 Rezensionen)"],
    ["a table cell with a star", "| Praxis | Bewertung |\n|---|---|\n| **Physio Lenz** | 4,7 ★ (Google) |"],
    ["a table column 'Bewertung (Google)'", "| Praxis | Ort | Bewertung (Google) |\n|---|---|---|\n| **Physio Lenz** | Mitte | 4,7 |"],
    ["businesses rated well on Google", "In Ulm gibt es mehrere Praxen, die auf Google gut bewertet werden:\n\n- **Physio Lenz**: Sportphysiotherapie."],
    ["feedback on Google", "Die **Physio Lenz** gilt nach den Rückmeldungen auf Google als sehr flexibel bei Terminen."],
  ])("%s", (_, answer) => {
    expect(platforms(answer)).toEqual(["Google Maps"]);
  });

  it("reads a domain's dot as no sentence's end between the reviews and Google", () => {
    expect(platforms("Bewertungen zu den Praxen findet man auf jameda.de und bei Google.")).toEqual(["Jameda", "Google Maps"]);
    expect(platforms("Auf Google und local.ch werden diese Betriebe gut bewertet:\n\n- **Elektro Huber**: Installationen.")).toEqual(["Google Maps", "local.ch"]);
  });

  it("leaves Google the search engine where no score or review is meant", () => {
    expect(platforms("Suchen Sie bei Google nach „Physiotherapie Ulm“, um weitere Praxen zu finden.")).toEqual(["Google"]);
    expect(platforms("Laut Google ist die Praxis ab 8 Uhr geöffnet.")).toEqual(["Google"]);
  });
});

describe("platforms of trades, weddings, events and wine", () => {
  it("reads Offerto, hochzeit.click, Eventsofa and Vivino as platforms, not businesses", () => {
    const answer = [
      "- **Weingut Kranzl** – Hoffeste im Sommer; die Weine sind auf Vivino gut bewertet.",
      "- **Gut Lindenau** – Scheune für 150 Gäste.",
      "",
      "Weitere Locations finden Sie bei Eventsofa und auf hochzeit.click; Angebote für den Transport vergleichen Sie über Offerto.",
    ].join("\n");
    const r = analyzeByRules(answer, {});
    expect(r.platforms).toEqual(["Vivino", "Eventsofa", "hochzeit.click", "Offerto"]);
    expect(r.competitors).toEqual(["Weingut Kranzl", "Gut Lindenau"]);
  });
});
