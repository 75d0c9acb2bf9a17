import { describe, expect, it } from "vitest";
import { citationMarkerTest, sourceLineNumber, stripCitations } from "./citations";

describe("stripCitations", () => {
  it("removes markers and keeps the text", () => {
    const { text } = stripCitations("Die **Praxis Weber**[1][3] ist beliebt[2]. Auch Zahnzentrum Mitte[^4] und Dentalhaus【5†source】.");
    expect(text).toBe("Die **Praxis Weber** ist beliebt. Auch Zahnzentrum Mitte und Dentalhaus.");
  });

  it("removes parenthesised source links and keeps their URLs", () => {
    const { text, citedUrls } = stripCitations(
      "1. **Praxis Dr. Seidl** – Implantologie. ([jameda.de](https://www.jameda.de/regensburg/))\n2. Eiscafé Venezia ([Tripadvisor](https://www.tripadvisor.de/x)) und (Quelle: herold.at)",
    );
    expect(text).toBe("1. **Praxis Dr. Seidl** – Implantologie.\n2. Eiscafé Venezia und");
    expect(citedUrls).toEqual(["https://www.jameda.de/regensburg/", "https://www.tripadvisor.de/x", "https://herold.at"]);
  });

  it("removes a trailing source list in its common shapes", () => {
    const answer = [
      "- **Physio Wilten** – Manuelle Therapie",
      "",
      "Quellen:",
      "[1] https://www.herold.at/gelbe-seiten/innsbruck/",
      "2. docfinder.at – Physiotherapie Innsbruck",
      "- [Google Maps](https://maps.google.com/?cid=1)",
      "[^4]: https://www.jameda.de/",
    ].join("\n");
    const { text, citedUrls } = stripCitations(answer);
    expect(text.trim()).toBe("- **Physio Wilten** – Manuelle Therapie");
    expect(citedUrls).toEqual([
      "https://www.herold.at/gelbe-seiten/innsbruck/",
      "https://docfinder.at",
      "https://maps.google.com/?cid=1",
      "https://www.jameda.de/",
    ]);
  });

  it("reads a one-line source list and leaves names that link to their website", () => {
    const { text, citedUrls } = stripCitations("- [Studio Kraftwerk](https://www.kraftwerk.at) – Training\n\nQuellen: [1] docfinder.at [2] google.com/maps");
    expect(text.trim()).toBe("- [Studio Kraftwerk](https://www.kraftwerk.at) – Training");
    expect(citedUrls).toEqual(["https://docfinder.at", "https://google.com/maps", "https://www.kraftwerk.at"]);
  });

  it("keeps the lines of a source list, which may cite a platform by its name only", () => {
    const { text, sourceLines } = stripCitations("Gut bewertet: **Salon Glanzstück**[1].\n\nQuellen: [1] Treatwell [2] stadtwiki-beispiel.de");
    expect(text.trim()).toBe("Gut bewertet: **Salon Glanzstück**.");
    expect(sourceLines).toEqual(["[1] Treatwell [2] stadtwiki-beispiel.de"]);
  });

  it("removes superscript markers after a word, not the superscript of a unit", () => {
    const { text } = stripCitations("- **Hofladen Brandl**² – Eier und Käse¹³, Lager mit 40 m² Kühlraum.");
    expect(text).toBe("- **Hofladen Brandl** – Eier und Käse, Lager mit 40 m² Kühlraum.");
  });

  it("removes source lists numbered '(1)', '1:' or as bullets with a number", () => {
    for (const sources of ["(1) herold.at\n(2) https://www.jameda.de/", "1: herold.at\n2: https://www.jameda.de/", "- [1] [Herold](https://herold.at)\n- [2] https://www.jameda.de/"]) {
      const { text, citedUrls } = stripCitations(`- **Praxis Lenz** – Hausbesuche\n\nQuellen:\n${sources}`);
      expect(text.trim()).toBe("- **Praxis Lenz** – Hausbesuche");
      expect(citedUrls).toHaveLength(2);
    }
  });
});

describe("sourceLineNumber", () => {
  it.each([
    ["[3] gaertnerei-lind.de", "3"],
    ["- [^12]: https://www.gaertnerei-lind.de/kontakt", "12"],
    ["(4) herold.at – Gärtnereien", "4"],
    ["2. [Über uns](https://gaertnerei-lind.de)", "2"],
    ["¹² gaertnerei-lind.de", "12"],
    ["- [Über uns](https://gaertnerei-lind.de)", null],
    ["Die Gärtnerei hat 3 Gewächshäuser.", null],
  ])("%s -> %s", (line, n) => {
    expect(sourceLineNumber(line)).toBe(n);
  });
});

describe("citationMarkerTest", () => {
  it.each([
    ["**Gärtnerei Lind** – Stauden [2]", true],
    ["**Gärtnerei Lind**² – Stauden", true],
    ["Gärtnerei Lind^2 – Stauden", true],
    ["Gärtnerei Lind²³ – Stauden", false],
    ["Gärtnerei Lind [12]", false],
  ])("%s carries marker 2: %s", (line, carries) => {
    expect(citationMarkerTest("2")(line)).toBe(carries);
  });
});
