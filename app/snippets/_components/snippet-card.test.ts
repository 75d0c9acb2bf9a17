import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { moreUsesOf, moreUsesTexts, usesText, type CardSnippet } from "./snippet-card";

const t = createTranslator({ locale: "de", messages, namespace: "Snippets" });
/** "Snippets.moreUses" for 0 to 3 more uses, as the page resolves it. */
const MORE = moreUsesTexts(3, (more) => t("moreUses", { more }));
const card = (verwendung: string[]): CardSnippet => ({ id: "x", branche: "X", kategorie: "Y", beschreibung: "Z", verwendung });

describe("a card's uses line", () => {
  it("names the first two uses and how many more there are", () => {
    expect(usesText(card(["Startseite", "Kontaktseite", "Impressum"]), MORE)).toBe("Startseite · Kontaktseite · +1 weitere");
    expect(usesText(card(["A", "B", "C", "D", "E"]), MORE)).toBe("A · B · +3 weitere");
  });

  it("adds nothing with two uses or fewer", () => {
    expect(usesText(card(["Startseite", "Kontaktseite"]), MORE)).toBe("Startseite · Kontaktseite");
    expect(usesText(card(["Startseite"]), MORE)).toBe("Startseite");
    expect(moreUsesOf(card([]))).toBe(0);
  });
});
