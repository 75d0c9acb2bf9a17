import { describe, expect, it } from "vitest";
import { analyzeAnswer } from "./analysis";
import { isPersonRunningNamedBusiness, personSurname } from "./staff";

describe("the person who runs a business named beside it (round 13)", () => {
  it("finds a person's surname only in a person's name", () => {
    expect(personSurname("Dr. Lena Hofbauer")).toBe("hofbauer");
    expect(personSurname("Jakob Steiner")).toBe("steiner");
    expect(personSurname("Steiner")).toBeNull();
    expect(personSurname("Bäckerei Steiner")).toBeNull();
  });

  it("is the business when it carries the surname or the sentence says the person runs it", () => {
    const paragraph = "Empfehlenswert ist die **Schreinerei Kofler** in Lienz. Meister Georg Kofler baut vor allem Küchen.";
    expect(isPersonRunningNamedBusiness("Georg Kofler", "Meister Georg Kofler baut vor allem Küchen.", paragraph, ["Schreinerei Kofler", "Georg Kofler"])).toBe(true);
    const led = "Die **Tierklinik am Hang** wird von Dr. Nora Weiss geleitet.";
    expect(isPersonRunningNamedBusiness("Dr. Nora Weiss", led, led, ["Tierklinik am Hang", "Dr. Nora Weiss"])).toBe(true);
    const other = "Die **Tierklinik am Hang** ist gut; Dr. Nora Weiss hat eine eigene Praxis in Aigen.";
    expect(isPersonRunningNamedBusiness("Dr. Nora Weiss", other, other, ["Tierklinik am Hang", "Dr. Nora Weiss"])).toBe(false);
  });

  it("counts the business once in an answer", () => {
    const answer = [
      "Gut bewertet ist die **Kleintierpraxis Kofler** in Lienz. Dr. Georg Kofler behandelt auch Exoten.",
      "",
      "Die **Tierklinik am Hang** in Aigen ist gut erreichbar. Sie wird von Dr. Nora Weiss geleitet, die auch Notdienste übernimmt.",
    ].join("\n");
    const r = analyzeAnswer(answer, { businessName: "Tierarztpraxis Gruber" });
    expect(r.competitors).toEqual(["Kleintierpraxis Kofler", "Tierklinik am Hang"]);
  });
});
