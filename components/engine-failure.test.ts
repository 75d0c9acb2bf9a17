import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import { engineFailureReason, engineFailureText, missingAnswersTexts } from "./engine-failure";

const t = createTranslator({ locale: "de", messages, namespace: "Engines" }) as unknown as Parameters<typeof engineFailureText>[0];

describe("engineFailureText", () => {
  it("says the server, not the engine, failed for an answer it could not read", () => {
    const text = engineFailureText(t, "not_read");
    expect(text).toContain("Antworten erhalten, aber nicht ausgewertet");
    expect(text).not.toContain("Keine Antwort");
  });

  it("names the provider's failure in words, an unknown code as unknown, never the code", () => {
    expect(engineFailureText(t, "timeout")).toMatch(/^Keine Antwort: /);
    expect(engineFailureText(t, "timeout")).not.toContain("timeout");
    expect(engineFailureText(t, "some_future_code")).toBe(engineFailureText(t, "unknown"));
  });

  it("gives the engine's Retry-After when it was busy and sent one", () => {
    expect(engineFailureText(t, "busy", { retryAfterSeconds: 30 })).toContain("30 s");
    expect(engineFailureText(t, "busy")).not.toContain(" s");
  });

  it("says Google showed no AI answer, by mode, without calling it a failure", () => {
    expect(engineFailureText(t, "no_ai_overview")).toBe("Google zeigt hier keine KI-Übersicht");
    expect(engineFailureText(t, "no_ai_overview", { aiMode: true })).toBe("Google zeigt hier keine Antwort im KI-Modus");
    expect(engineFailureReason(t, "no_ai_overview")).toBe("Google zeigt hier keine KI-Übersicht");
  });
});

describe("missingAnswersTexts", () => {
  it("says, per reason, how many further calls of an answering engine counted nowhere", () => {
    expect(missingAnswersTexts(t, [{ code: "timeout", count: 2 }, { code: "not_read", count: 1 }])).toEqual([
      `2 weitere Anfragen ohne Antwort (${engineFailureReason(t, "timeout")}); nicht in der Quote.`,
      "1 weitere Antwort erhalten, aber nicht ausgewertet: unser Server konnte sie nicht lesen (kein Fehler des Assistenten); nicht in der Quote.",
    ]);
  });

  it("says nothing when nothing is missing, or for a result shared before the field existed", () => {
    expect(missingAnswersTexts(t, [])).toEqual([]);
    expect(missingAnswersTexts(t, undefined)).toEqual([]);
  });
});
