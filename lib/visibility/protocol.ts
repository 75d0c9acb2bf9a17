/**
 * What the live-test API and its page agree on: the NDJSON events of POST
 * /api/rag-search (the alert texts are "ApiErrors.liveTest" in messages/de.json).
 * Client-safe: no server imports.
 */
import type { LiveTestResult } from "./live-test";

/** Why an engine gave no usable answer ("unauthorized": 401/403, "busy": 429 or 503, try later); each has a message under "Engines.failure". */
const PROVIDER_FAILURES = ["missing_key", "unauthorized", "timeout", "busy", "http_error", "invalid_response", "network", "aborted"] as const;
export type ProviderFailure = (typeof PROVIDER_FAILURES)[number];

/**
 * The failure code of an answer the engine gave but this server could not read (the CPU pool was busy, past its
 * deadline or out of memory: lib/workers/pool.ts CpuTaskError; or the rules failed on it). Not the engine's failure: the live test and the
 * monitor say that the server failed ("Engines.notRead"); the monitor keeps the answer's text, counted in no figure.
 */
export const ANSWER_NOT_READ = "not_read";

/** The message key of a stored failure code: the code itself, or "unknown" for one this version does not know. */
export function failureMessageKey(code: string): ProviderFailure | "unknown" {
  return (PROVIDER_FAILURES as readonly string[]).includes(code) ? (code as ProviderFailure) : "unknown";
}

/** One line of the `application/x-ndjson` response. */
export type LiveTestStreamEvent =
  /** Sent first: the whole test ends within `remainingMs` (the server's one deadline). */
  | { type: "deadline"; remainingMs: number }
  | { type: "progress"; completed: number; total: number }
  /** One engine's answers so far (completed includes failed). */
  | { type: "engine"; name: string; completed: number; failed: number; total: number }
  | { type: "result"; result: LiveTestResult }
  | { type: "error"; status: number; error: string; code?: string; retryAfterSeconds?: number };
