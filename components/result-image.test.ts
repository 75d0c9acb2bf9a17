import { describe, expect, it } from "vitest";
import { strictTranslator } from "@/lib/text/strict-messages";
import messages from "@/messages/de.json";
import { rangeText } from "./result-image";

describe("plain German for rates and shares", () => {
  it("shows an interval as \"zwischen 44 und 100 % (3 Antworten)\", on the result image and in each engine's line", () => {
    expect(rangeText([0.4385, 1], 3)).toBe("zwischen 44 und 100 % (3 Antworten)");
    expect(rangeText([0, 0.7935], 1)).toBe("zwischen 0 und 79 % (1 Antwort)");
    const line = strictTranslator("Engines")("rateLine", { mentions: 3, samples: 3, low: 44, high: 100 });
    expect(line).toContain("zwischen 44 und 100 % (3 Antworten)");
    expect(line).not.toContain("Bereich");
  });

  it("says \"Anteil an den Empfehlungen\", never \"Share of Voice\", in any text users read", () => {
    expect(JSON.stringify(messages)).not.toMatch(/share of voice/i);
    expect(strictTranslator("Engines")("sovTitle")).toContain("Anteil an den Empfehlungen");
    expect(strictTranslator("Monitor")("sovTitle")).toContain("Anteil an den Empfehlungen");
  });
});
