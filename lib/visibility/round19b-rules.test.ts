import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";
import { readAnswerBlocks } from "./answer-blocks";
import { capitalisedRuns } from "./capitalised-runs";

/** Round 19 (issue 31, corpus blind26): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string, location?: string) => {
  const r = analyzeAnswer(answer, { businessName, domain, location });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("a bold line over a list of plain sentences", () => {
  it("names the business the sentences describe, numbered or not", () => {
    const answer = [
      "Für Klavierunterricht in Weiden gibt es diese Angebote:",
      "",
      "**Musikschule Tonleiter**",
      "* Einzelunterricht ab sechs Jahren, auch für Erwachsene.",
      "* Vorspielabende zweimal im Jahr.",
      "",
      "**Klavierstudio Annette Gräf**",
      "* Unterricht bei Ihnen zu Hause, Schwerpunkt Klassik.",
      "",
      "**Pianowerkstatt Oberpfalz**",
      "* Kleine Gruppen, günstige Probestunde.",
    ].join("\n");
    const r = read(answer, "Klavierstudio Annette Gräf");
    expect(r.businesses).toEqual(["Musikschule Tonleiter", "Klavierstudio Annette Gräf", "Pianowerkstatt Oberpfalz"]);
    expect(r.position).toBe(2);
  });

  it("keeps a bold label with its colon, or over items that lead with names, as a label", () => {
    const labelled = readAnswerBlocks("**Gut zu wissen:**\n* Die meisten Schulen haben im August Ferien, ein Probetermin lohnt sich.\n");
    expect(labelled.blocks.filter((b) => b.kind === "heading")).toEqual([]);
    const grouped = readAnswerBlocks("**Klassisch**\n- **Musikschule Tonleiter** – seit 1980, viele Lehrer.\n- **Klavierstudio Gräf** – zu Hause.\n");
    expect(grouped.blocks.map((b) => b.kind)).toEqual(["item", "item"]);
  });
});

describe("an advice sentence closing the introduction", () => {
  it("does not make the numbered headings after it a list of advice", () => {
    const answer = [
      "Ein Mietstreit lässt sich oft gütlich lösen. In Fürth gibt es einige Kanzleien dafür. Achten Sie auf eine Spezialisierung im Mietrecht.",
      "",
      "**1. Kanzlei Roth & Wegner**",
      "* Zwei Anwälte für Mietrecht, schnelle Termine.",
      "",
      "**2. Rechtsanwalt Dr. Felix Auer**",
      "* Vertritt vor allem Mieter, faire Honorare.",
    ].join("\n");
    const r = read(answer, "Rechtsanwalt Dr. Felix Auer");
    expect(r.businesses).toEqual(["Kanzlei Roth & Wegner", "Rechtsanwalt Dr. Felix Auer"]);
    expect(r.position).toBe(2);
  });
});

describe("a designation with its quoted words", () => {
  it("is no name", () => {
    expect(capitalisedRuns("Achten Sie auf das Siegel „Meisterbetrieb“ im Schaufenster.")).not.toContain("Siegel „Meisterbetrieb");
    expect(capitalisedRuns("Achten Sie auf den Titel „Fachanwalt für Familienrecht“.").some((r) => r.startsWith("Titel"))).toBe(false);
    expect(capitalisedRuns("Das Restaurant Zur Linde kocht regional.")).toContain("Restaurant Zur Linde");
  });
});
