import { createTranslator } from "use-intl/core";
import messages from "@/messages/de.json";
import type { Suggestion } from "./suggestions";

/**
 * The German text of suggestions, from messages/de.json "LiveTest.suggestion.*":
 * the API's `suggestions` field carries text for API clients, so the live-test result is
 * where codes become sentences. Numbers are formatted for de-DE (one decimal).
 */
const CATALOGUE = {
  locale: "de",
  messages,
  namespace: "LiveTest.suggestion",
  formats: { number: { oneDecimal: { maximumFractionDigits: 1 } } },
} as const;
const t = createTranslator(CATALOGUE);

/** @returns the suggestion as one German sentence or two */
export function suggestionText(suggestion: Suggestion): string {
  return t(suggestion.code, suggestion.params);
}

/** The same catalogue, but a missing message or parameter throws instead of falling back to the key. */
const strict = createTranslator({
  ...CATALOGUE,
  onError: (error) => {
    throw error;
  },
});

/**
 * The text of a suggestion stored with an earlier monitor run (lib/monitor/summary.ts `advice`), whose code or
 * parameters may no longer fit the messages.
 * @returns the German text, or null for a code no longer in "LiveTest.suggestion" or a parameter it lacks (the page
 *   leaves such a suggestion out rather than show a message key)
 */
export function storedSuggestionText(suggestion: Suggestion): string | null {
  try {
    return strict(suggestion.code, suggestion.params);
  } catch {
    return null;
  }
}
