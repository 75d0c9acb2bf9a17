import { describe, expect, it } from "vitest";
import { analyzeByRules } from "./__fixtures__/rules-only";
import { isPhraseNotName } from "./name-shape";
import { readTone } from "./tone";

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
    ["stars after Google", "- **Physio Lenz** – Sportphysiotherapie. Bei Google mit 4,7 Sternen bewertet."],
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

/** Round 29 (blind44, long answers): the rules it taught, each on an example of its own. */
describe("notes after the businesses, under a lead that introduces no business", () => {
  const firms = ["Gute Zahnarztpraxen in Weiden:", "", "- **Zahnarztpraxis Seidl**: Angstpatienten, Prophylaxe.", "- **Zahnzentrum Naab**: Implantate.", ""];
  it.each([
    ["what to do when nothing is found", "**Wenn Sie keinen Termin bekommen**"],
    ["a condition with 'nichts'", "**Falls nichts frei ist**"],
    ["a step before", "**Vor dem Termin**"],
    ["a step after", "**Nach der Behandlung**"],
    ["a procedure", "**Typischer Ablauf**"],
    ["prices with an adjective", "**Ungefähre Kosten einer Zahnreinigung**"],
  ])("are no businesses under %s", (_, lead) => {
    const answer = [...firms, lead, "- **Notdienst Bayern:** Am Wochenende über die 116117.", "- **Bonusheft Zahnersatz:** Regelmäßig abstempeln lassen.", "- Professionelle Zahnreinigung: etwa 80–120 €."].join("\n");
    expect(analyzeByRules(answer, { businessName: "Zahnzentrum Naab" }).businesses.map((b) => b.name)).toEqual(["Zahnarztpraxis Seidl", "Zahnzentrum Naab"]);
  });

  it("still reads businesses a condition introduces that is no fallback", () => {
    const answer = ["Gute Zahnarztpraxen in Weiden:", "", "- **Zahnarztpraxis Seidl**: Prophylaxe.", "", "**Wenn Sie Kinder haben**", "- **Kinderzahnarzt Oberpfalz**: Behandlung in Vollnarkose möglich."].join("\n");
    expect(analyzeByRules(answer, {}).businesses.map((b) => b.name)).toEqual(["Zahnarztpraxis Seidl", "Kinderzahnarzt Oberpfalz"]);
  });
});

describe("the tone of a mention", () => {
  it("reads criticism by some clients as no advice against, in either order of praise and criticism", () => {
    expect(readTone("Freundliches Team; manche Kundinnen bemängeln, dass es samstags voll ist.")).toBe("recommended");
    expect(readTone("Einige Gäste kritisieren die kleinen Zimmer, loben aber das Frühstück.")).toBe("recommended");
    expect(readTone("Viele Kunden bemängeln die Wartezeiten.")).toBe("discouraged");
  });

  it("reads 'zugesperrt' and a closure after a long attribution as closed", () => {
    expect(readTone("Die Bäckerei Gruber hat 2025 zugesperrt.")).toBe("unavailable");
    expect(readTone("Der Gasthof hat laut Google Maps und einem Bericht der Lokalzeitung im Frühjahr 2026 geschlossen.")).toBe("unavailable");
    expect(readTone("Die Praxis hat montags und dienstags nachmittags geschlossen.")).toBe("recommended");
    expect(readTone("Die Praxis hat am Mittwoch geschlossen.")).toBe("recommended");
  });

  it("reads a practice 'ohne Aufnahmestopp' as open, one with it as not taking anyone", () => {
    expect(readTone("Landarztpraxis Berg: offene Sprechstunde am Montag.", "Weiter entfernt, aber ohne bekannten Aufnahmestopp")).toBe("recommended");
    expect(readTone("Landarztpraxis Berg: derzeit Aufnahmestopp.")).toBe("unavailable");
  });
});

describe("a heading that names a choice, not a business", () => {
  it("is no name: 'Günstigere Alternative', 'Weitere Option'", () => {
    expect(isPhraseNotName("Günstigere Alternative")).toBe(true);
    expect(isPhraseNotName("Weitere Option")).toBe(true);
    expect(isPhraseNotName("Goldener Hirsch")).toBe(false);
  });
});
