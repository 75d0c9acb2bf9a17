import { describe, expect, it } from "vitest";
import { citationsFromCompletion } from "./engine-citations";

describe("citationsFromCompletion", () => {
  it("reads OpenAI url_citation annotations", () => {
    const completion = {
      choices: [{ message: { content: "x", annotations: [
        { type: "url_citation", url_citation: { url: "https://www.jameda.de/a", title: "Jameda" } },
        { type: "file_citation", file_citation: { file_id: "f" } },
        { type: "url_citation", url_citation: { url: "https://www.jameda.de/a" } },
      ] } }],
    };
    expect(citationsFromCompletion(completion)).toEqual(["https://www.jameda.de/a"]);
  });

  it("reads Perplexity's citations and search_results", () => {
    const completion = {
      choices: [{ message: { content: "x" } }],
      citations: ["https://praxis-weber.de/", "not a url"],
      search_results: [{ url: "https://www.google.com/maps/place/x", title: "Maps" }, { url: "https://praxis-weber.de/" }],
    };
    expect(citationsFromCompletion(completion)).toEqual(["https://praxis-weber.de/", "https://www.google.com/maps/place/x"]);
  });

  it("gives no citations for unknown shapes instead of failing", () => {
    for (const shape of [null, "text", 42, [], {}, { choices: "x" }, { choices: [{ message: { annotations: "y" } }] }, { citations: { a: 1 } }, { search_results: [null, 3] }]) {
      expect(citationsFromCompletion(shape)).toEqual([]);
    }
  });
});
