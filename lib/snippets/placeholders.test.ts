import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { checkPlaceholder, placeholderProblemText } from "./placeholders";

// The whole catalogue, as the snippet form's useTranslations() gives it.
const t = createTranslator({ locale: "de", messages });
const text = (key: string, values?: Record<string, string>) => t(key as never, values as never);

describe("checkPlaceholder", () => {
  it("names a value's problem by a code, not a sentence", () => {
    expect(checkPlaceholder("PLZ", "1011")).toEqual({ ok: false, problem: { code: "postalCode" } });
    expect(checkPlaceholder("Längengrad", "200")).toEqual({ ok: false, problem: { code: "coordinate", limit: 180, example: "13.4050" } });
    const hours = checkPlaceholder("Öffnungszeiten", "Mo-Fx 9-12; Mo-Fr");
    expect(hours.ok ? [] : hours.problem.code).toBe("openingHours");
  });

  it("renders the problem in German from messages/de.json", () => {
    const problem = (name: string, value: string) => {
      const checked = checkPlaceholder(name, value);
      return checked.ok ? null : placeholderProblemText(checked.problem, text);
    };
    expect(problem("Check-in-ab", "25 Uhr")).toBe("Bitte geben Sie eine Uhrzeit ein, z. B. 15:00.");
    expect(problem("Längengrad", "200")).toBe("Bitte geben Sie eine Zahl zwischen −180 und 180 ein, z. B. 13.4050.");
    expect(problem("Öffnungszeiten", "Mo-Fx 9-12; 9-18")).toBe(
      "„Mo-Fx 9-12“: Unbekannter Wochentag „Fx“. Verwenden Sie Mo, Di, Mi, Do, Fr, Sa oder So. „9-18“: Es fehlt der Wochentag, z. B. „Mo-Fr 9-18“.",
    );
  });
});
