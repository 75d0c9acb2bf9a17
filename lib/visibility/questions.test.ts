import { describe, expect, it } from "vitest";
import { buildQuestionSet, distributeQuestions, normalizeQuestions } from "./questions";

describe("buildQuestionSet", () => {
  it("asks the way people ask locally, with the place in every question", () => {
    const set = buildQuestionSet({ industry: "Zahnarztpraxis", city: "Regensburg" });
    expect(set).toHaveLength(3);
    expect(set.every((q) => q.includes("Zahnarztpraxis") && q.includes("Regensburg"))).toBe(true);
    expect(set[0]).toBe("Ich suche: Zahnarztpraxis in Regensburg. Wen kannst du empfehlen? Bitte nenne konkrete Namen.");
    expect(set).toContain("Zahnarztpraxis Regensburg Empfehlung");
  });

  it("adds a question about the specialty when one is given", () => {
    const set = buildQuestionSet({ industry: "Zahnarzt", city: "Regensburg", specialty: " Angstpatienten " });
    expect(set).toHaveLength(4);
    expect(set.at(-1)).toBe("Zahnarzt Regensburg Angstpatienten Empfehlung");
  });

  it("reads naturally without a place: no dangling 'in', no double spaces", () => {
    const set = buildQuestionSet({ industry: "Autowerkstatt", city: "  ", specialty: "Oldtimer" });
    expect(set).toEqual([
      "Ich suche: Autowerkstatt. Wen kannst du empfehlen? Bitte nenne konkrete Namen.",
      "Was ist eine gute Adresse für Autowerkstatt? Bitte nenne konkrete Namen.",
      "Autowerkstatt Empfehlung",
      "Autowerkstatt Oldtimer Empfehlung",
    ]);
    for (const type of ["how-to", "product-info"] as const) {
      for (const q of buildQuestionSet({ industry: "Solaranlage", searchType: type })) {
        expect(q).not.toMatch(/\bin\s*[:?.]|\s{2}|\bin$/);
      }
    }
  });

  it("does not repeat a place the topic already names", () => {
    expect(buildQuestionSet({ industry: "Steuerberater in Köln", city: "Köln" }).join(" ")).not.toContain("Köln in Köln");
  });

  it("asks a topic typed as a question as typed, with the place where it lacks one, never '?.' or '??'", () => {
    const set = buildQuestionSet({ industry: "Welches Treuhandbüro ist gut für eine kleine GmbH?", city: "Wauwil", specialty: "Gründung" });
    expect(set).toEqual([
      "Welches Treuhandbüro ist gut für eine kleine GmbH? Ich bin in Wauwil. Bitte nenne konkrete Namen.",
      "In Wauwil: Welches Treuhandbüro ist gut für eine kleine GmbH?",
      "Welches Treuhandbüro ist gut für eine kleine GmbH Wauwil Empfehlung",
      "Welches Treuhandbüro ist gut für eine kleine GmbH Wauwil Gründung Empfehlung",
    ]);
    const named = buildQuestionSet({ industry: "Welcher Zahnarzt in Regensburg nimmt Angstpatienten?", city: "Regensburg" });
    expect(named[0]).toBe("Welcher Zahnarzt in Regensburg nimmt Angstpatienten? Bitte nenne konkrete Namen.");
    expect(named[1]).toBe("Welcher Zahnarzt in Regensburg nimmt Angstpatienten? Wen kannst du empfehlen?");
    for (const q of [...set, ...named]) expect(q).not.toMatch(/\?[.?]/);
  });

  it("keeps each search type's own phrasing", () => {
    const how = buildQuestionSet({ industry: "Solaranlage planen", city: "Hamburg", searchType: "how-to" });
    const product = buildQuestionSet({ industry: "Solaranlagen", city: "Hamburg", searchType: "product-info" });
    expect(how[0]).toMatch(/^Solaranlage planen in Hamburg: Wie gehe ich am besten vor/);
    expect(product[0]).toMatch(/^Welche Anbieter für Solaranlagen in Hamburg/);
    expect(product).toContain("Solaranlagen Hamburg kaufen Empfehlung");
    expect(new Set([...how, ...product]).size).toBe(6);
  });
});

describe("distributeQuestions", () => {
  it("spreads the questions over all calls in turn, so every question is asked", () => {
    const plan = distributeQuestions(["a", "b", "c", "d"], 2, 3);
    expect(plan).toEqual([
      ["a", "b", "c"],
      ["d", "a", "b"],
    ]);
  });

  it("keeps the calls per engine: one sample asks only the first question", () => {
    expect(distributeQuestions(["a", "b", "c"], 1, 1)).toEqual([["a"]]);
    expect(distributeQuestions(["a", "b", "c"], 3, 3).flat()).toHaveLength(9);
  });
});

describe("normalizeQuestions", () => {
  it("drops blanks and duplicates and caps the list", () => {
    expect(normalizeQuestions(["  a  b ", "", "A B", "c", "d", "e", "f", "g"])).toEqual(["a b", "c", "d", "e", "f"]);
  });
});
