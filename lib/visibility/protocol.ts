/**
 * What the live-test API and its page agree on: the alert texts
 * and the NDJSON events of POST /api/rag-search. Client-safe: no server imports.
 */
import type { LiveTestResult } from "./live-test";

/** The alert for a failed live test (the wording the original product shows). */
export const LIVE_TEST_FAILED_MESSAGE = "Fehler bei der RAG-Simulation. Versuchen Sie es später erneut.";
/** The alert for a blank topic. */
export const QUERY_REQUIRED_MESSAGE = "Bitte geben Sie eine Suchanfrage ein!";

/** One line of the `application/x-ndjson` response. */
export type LiveTestStreamEvent =
  /** Sent first: the whole test ends within `remainingMs` (the server's one deadline). */
  | { type: "deadline"; remainingMs: number }
  | { type: "progress"; completed: number; total: number }
  /** One engine's answers so far (completed includes failed). */
  | { type: "engine"; name: string; completed: number; failed: number; total: number }
  | { type: "result"; result: LiveTestResult }
  | { type: "error"; status: number; error: string; retryAfterSeconds?: number };
