import { createTranslator } from "use-intl/core";
import messages from "@/messages/de.json";
import type { Suggestion } from "./suggestions";

/**
 * The German text of suggestions, from messages/de.json "LiveTest.suggestion.*":
 * the API's `suggestions` field carries text for API clients, so the live-test result is
 * where codes become sentences. Numbers are formatted for de-DE (one decimal).
 */
const t = createTranslator({
  locale: "de",
  messages,
  namespace: "LiveTest.suggestion",
  formats: { number: { oneDecimal: { maximumFractionDigits: 1 } } },
});

/** @returns the suggestion as one German sentence or two */
export function suggestionText(suggestion: Suggestion): string {
  return t(suggestion.code, suggestion.params);
}
