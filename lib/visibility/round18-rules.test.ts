import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";
import { withoutTrailingPlace } from "./persons";

/** Round 18 (issue 31): each rule on an example of its own, not taken from a corpus. */
const read = (answer: string, businessName: string, domain?: string, location?: string) => {
  const r = analyzeAnswer(answer, { businessName, domain, location });
  return { businesses: r.businesses.map((b) => b.name), position: r.position, mentioned: r.mentioned, tone: r.mentionTone };
};

describe("a visitor's name ending in its place", () => {
  it("reads the owner from the words before the place", () => {
    const town = (w: string) => w === "Wels";
    expect(withoutTrailingPlace("Kanzlei Brunner Wels", town)).toBe("Kanzlei Brunner");
    // Two words stay two: "Bäckerei Wels" has no owner to read.
    expect(withoutTrailingPlace("Bäckerei Wels", town)).toBe("Bäckerei Wels");
    expect(withoutTrailingPlace("Kanzlei Brunner Huber", town)).toBe("Kanzlei Brunner Huber");
  });

  it("finds the visitor named only by its owner with title and given name, at its place", () => {
    const answer =
      "Tierärzte in Wels:\n\n- **Tierklinik Traunufer**: groß, mit Notdienst.\n- **Dr. med. vet. Jonas Brunner**: Kleintiere, ruhige Art.\n- **Tierarztpraxis Lichtenegg**: auch Pferde.";
    const r = read(answer, "Tierarztpraxis Brunner Wels", undefined, "Wels");
    expect(r.mentioned).toBe(true);
    expect(r.position).toBe(2);
    expect(r.businesses).toEqual(["Tierklinik Traunufer", "Dr. med. vet. Jonas Brunner", "Tierarztpraxis Lichtenegg"]);
  });
});
