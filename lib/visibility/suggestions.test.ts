import { describe, expect, it } from "vitest";
import { summarizeAnswers } from "./aggregate";
import { suggestionText } from "./suggestion-text";
import { buildSuggestions } from "./suggestions";

const LIST = [
  "1. **Hotel Goldener Adler** – Altstadt",
  "2. **Hotel Stein** – am Fluss",
  "3. **Gasthof Lindenwirt** – ruhig",
  "4. **Hotel Sacher Rosegger** – Aigen",
  "5. **Pension Talblick** – mit Garten",
].join("\n");

describe("buildSuggestions", () => {
  it("returns codes with the values their texts need, and no text", () => {
    const summary = summarizeAnswers([{ text: LIST, citations: [] }, { text: LIST.replace("5. **Pension Talblick** – mit Garten", ""), citations: [] }], {
      businessName: "Pension Talblick",
    });
    const codes = buildSuggestions({ summary, businessName: "Pension Talblick", location: "Salzburg" });
    expect(codes.map((s) => s.code)).toEqual(["namedSometimes", "lowPosition", "competitors", "addDomain", "runChecker"]);
    expect(codes[0]!.params).toEqual({ mentioned: 1, total: 2 });
    expect(codes[1]!.params).toEqual({ position: 5, location: "Salzburg" });
  });

  it("points to the sites the answers cite where the business should be represented: not a competitor's own site, nor its own", () => {
    const citations = ["https://www.hotel-stein.at/zimmer", "https://www.tripadvisor.at/Hotel_Review-Salzburg", "https://www.salzburg.info/de/hotels", "https://pension-talblick.at/"];
    const summary = summarizeAnswers([{ text: LIST, citations }], { businessName: "Pension Talblick", domain: "pension-talblick.at" });
    const sources = buildSuggestions({ summary, businessName: "Pension Talblick", domain: "pension-talblick.at" }).find((s) => s.code === "checkSources");
    expect(sources?.params).toEqual({ hosts: "tripadvisor.at, salzburg.info" });
  });
});

describe("suggestionText", () => {
  it("renders the German text from messages/de.json, with a de-DE decimal and the place when given", () => {
    expect(suggestionText({ code: "lowPosition", params: { position: 4.25, location: "Graz" } })).toMatch(
      /^Sie erscheinen im Schnitt erst auf Platz 4,3\. Beschreiben Sie Ihre Spezialisierung in Graz klar/,
    );
    expect(suggestionText({ code: "lowPosition", params: { position: 4, location: "none" } })).toContain("Ihre Spezialisierung klar");
    expect(suggestionText({ code: "competitors", params: { names: "A, B" } })).toMatch(/^Stattdessen genannt: A, B\./);
  });
});
