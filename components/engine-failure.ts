import { ANSWER_NOT_READ, failureMessageKey } from "@/lib/visibility/protocol";

/** A translator of the "Engines" messages: next-intl's `useTranslations("Engines")` or `getTranslations("Engines")`. */
type EnginesTranslator = (key: string, values?: Record<string, string | number>) => string;

/**
 * Why an engine has no usable answers, in words for its row in the live test and the monitor, never its code: the
 * server could not read what the engine answered (`not_read`: the server's failure, not the engine's), Google showed
 * no AI answer, the engine was busy (with the seconds of its Retry-After when it sent one), or the provider failure.
 * @param t the "Engines" translator
 * @param code an engine's failure code (protocol.ts ProviderFailure, `not_read`, `no_ai_overview`; an unknown one reads
 *   as "Unbekannter Fehler")
 * @param options `aiMode`: the engine is Google's AI mode; `retryAfterSeconds`: the engine's Retry-After, in seconds
 * @returns one German sentence fragment, e.g. "Keine Antwort: Zeitlimit überschritten"
 */
export function engineFailureText(t: EnginesTranslator, code: string, options: { aiMode?: boolean; retryAfterSeconds?: number | null } = {}): string {
  if (code === ANSWER_NOT_READ) return t("notRead");
  if (code === "no_ai_overview") return engineFailureReason(t, code, options);
  if (code === "busy" && options.retryAfterSeconds) return t("busyRetry", { seconds: options.retryAfterSeconds });
  return t("failed", { reason: engineFailureReason(t, code, options) });
}

/**
 * The reason alone of an engine's failure, for a sentence of the caller's ("keine Antwort (…)" of one monitor answer).
 * @param code as in {@link engineFailureText}, except `not_read`, which is no reason of the engine's
 * @returns e.g. "Zeitlimit überschritten", "Google zeigt hier keine KI-Übersicht"
 */
export function engineFailureReason(t: EnginesTranslator, code: string, options: { aiMode?: boolean } = {}): string {
  if (code === "no_ai_overview") return t(options.aiMode ? "noAiMode" : "noAiOverview");
  return t(`failure.${failureMessageKey(code)}`);
}

/**
 * The note under the rate of an engine that answered some calls but not all: per failure code, how many calls counted
 * nowhere and why ("1 weitere Anfrage ohne Antwort (Zeitlimit überschritten); nicht in der Quote.").
 * @param missing live-test.ts LiveTestEngineRow `missing`
 * @returns one sentence per code, in the order given; none when nothing is missing
 */
export function missingAnswersTexts(t: EnginesTranslator, missing: readonly { code: string; count: number }[] | undefined): string[] {
  return (missing ?? []).map(({ code, count }) => (code === ANSWER_NOT_READ ? t("notReadSome", { count }) : t("missingSome", { count, reason: engineFailureReason(t, code) })));
}
