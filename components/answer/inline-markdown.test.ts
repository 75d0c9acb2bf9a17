import { describe, expect, it } from "vitest";
import { inlineSegments } from "./inline-markdown";

describe("inlineSegments", () => {
  it("shows a markdown link as its label with where it points, never the markdown", () => {
    const segments = inlineSegments("Die Kanzlei sitzt in Gemünd. ([kessler-stb.de](https://www.kessler-stb.de/landwirtschaft))");
    expect(segments).toEqual([
      { kind: "text", text: "Die Kanzlei sitzt in Gemünd. (" },
      { kind: "link", text: "kessler-stb.de", bold: false, target: "kessler-stb.de/landwirtschaft" },
      { kind: "text", text: ")" },
    ]);
    expect(segments.map((s) => s.text).join("")).not.toMatch(/\]\(|https?:/);
  });

  it("reads bold text and a link inside bold", () => {
    expect(inlineSegments("**Zahnzentrum Mitte** und **[Praxis Roth](https://praxis-roth.de/)**")).toEqual([
      { kind: "bold", text: "Zahnzentrum Mitte" },
      { kind: "text", text: " und " },
      { kind: "link", text: "Praxis Roth", bold: true, target: "praxis-roth.de" },
    ]);
  });

  it("keeps a long target whole (it is the label's title) and leaves text without markdown as it is", () => {
    const [link] = inlineSegments("[Quelle](https://www.example.com/a/very/long/path/that/goes/on/and/on/and/on/index.html)");
    expect(link).toEqual({ kind: "link", text: "Quelle", bold: false, target: "example.com/a/very/long/path/that/goes/on/and/on/and/on/index.html" });
    expect(inlineSegments("Preis [1] ca. 80 € (Stand 2026)")).toEqual([{ kind: "text", text: "Preis [1] ca. 80 € (Stand 2026)" }]);
  });
});
