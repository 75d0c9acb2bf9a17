import type { OutboundError } from "@/lib/outbound/guarded-fetch";
import { ISSUE_INVALID_RESPONSE, ISSUE_TOO_MANY_REDIRECTS, timeout as timeoutIssue, unreachable as unreachableIssue, type SeoIssue, type UnreachableReason } from "./issues";
import type { PageStatus } from "./types";

function unreachableReason(error: OutboundError): UnreachableReason {
  switch (error.failure) {
    case "dns":
      return "dns";
    case "tls":
      return "tls";
    case "blocked_address":
      return "blockedAddress";
    default:
      return "connection";
  }
}

/**
 * Status and issue of a fetch that got no HTTP answer ("timeout", "error" or "unreachable").
 * @param requestTimeoutMs the request time limit in ms, named in the timeout issue
 */
export function failureOutcome(error: OutboundError, requestTimeoutMs: number): { status: PageStatus; issue: SeoIssue } {
  if (error.failure === "timeout") return { status: "timeout", issue: timeoutIssue(requestTimeoutMs) };
  if (error.failure === "too_many_redirects") return { status: "error", issue: ISSUE_TOO_MANY_REDIRECTS };
  if (error.failure === "invalid_response") return { status: "error", issue: ISSUE_INVALID_RESPONSE };
  return { status: "unreachable", issue: unreachableIssue(unreachableReason(error)) };
}
