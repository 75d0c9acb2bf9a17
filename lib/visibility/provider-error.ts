import type { ProviderFailure } from "./protocol";

/** An engine call that did not yield a usable answer. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
    /** For "busy": seconds the provider asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

/**
 * Seconds to wait from a response's `retry-after-ms` (OpenAI) or `Retry-After`
 * (RFC 9110 §10.2.3: seconds or an HTTP date) header; undefined when absent or unreadable.
 * @param headers header names in lower case (the AI SDK's responseHeaders, or a Headers' entries)
 */
export function retryAfterSeconds(headers: Record<string, string> | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.["retry-after-ms"]);
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  const value = headers?.["retry-after"]?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
