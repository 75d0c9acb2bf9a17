import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";

describe("plain German in the messages", () => {
  it('"+1 Punkt" in the singular, "+2,5 Punkte" otherwise, in the checker and the monitor', () => {
    for (const namespace of ["Checker", "MonitorReadiness"] as const) {
      const t = createTranslator({ locale: "de", messages, namespace });
      expect(t("impact", { points: 1 })).toBe("+1 Punkt");
      expect(t("impact", { points: 2.5 })).toBe("+2,5 Punkte");
    }
  });
});
