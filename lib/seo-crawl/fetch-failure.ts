import type { OutboundError } from "@/lib/outbound/guarded-fetch";
import { ISSUE_INVALID_RESPONSE, ISSUE_TOO_MANY_REDIRECTS, timeout as timeoutIssue, unreachable as unreachableIssue } from "./issues";
import type { PageStatus } from "./types";

/** Short German reason of a failed fetch, for the "Nicht erreichbar (…)" issue. */
function unreachableReason(error: OutboundError): string {
  switch (error.failure) {
    case "dns":
      return "Domain nicht gefunden";
    case "tls":
      return "SSL/TLS-Zertifikat ungültig";
    case "blocked_address":
      return "Adresse in einem internen Netz, aus Sicherheitsgründen nicht abgerufen";
    default:
      return "Verbindung fehlgeschlagen";
  }
}

/**
 * Status and issue of a fetch that got no HTTP answer: a timeout → "timeout"; too many
 * redirects or an invalid HTTP answer → "error"; DNS, connection, TLS or a refused
 * address → "unreachable".
 * @param requestTimeoutMs the request time limit in ms, named in the timeout issue
 */
export function failureOutcome(error: OutboundError, requestTimeoutMs: number): { status: PageStatus; issue: string } {
  if (error.failure === "timeout") return { status: "timeout", issue: timeoutIssue(requestTimeoutMs) };
  if (error.failure === "too_many_redirects") return { status: "error", issue: ISSUE_TOO_MANY_REDIRECTS };
  if (error.failure === "invalid_response") return { status: "error", issue: ISSUE_INVALID_RESPONSE };
  return { status: "unreachable", issue: unreachableIssue(unreachableReason(error)) };
}
