/**
 * The one way client components call the site's own JSON API: a typed result instead of
 * a thrown error, the API's German `{error}` message when it sent one, the caller's own
 * message otherwise, and aborts told apart from failures so that a cancelled request
 * shows nothing.
 */

/** Why a call failed: HTTP status outside 2xx, no response at all, cancelled, or timed out. */
type ApiFailure = "http" | "network" | "aborted" | "timeout";

export type ApiResult<T> =
  | { ok: true; status: number; data: T }
  /**
   * `status` is 0 when no response arrived; `data` is the parsed error body, if any:
   * the API's German `error`, its `code` (messages/de.json "ApiErrors") and, for a
   * validation error, the `field` it belongs to.
   */
  | { ok: false; status: number; reason: ApiFailure; message: string; data: ApiErrorBody | null };

type ApiErrorBody = { error?: string; code?: string; field?: string } & Record<string, unknown>;

export type ApiRequest = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON (`Content-Type: application/json`); omit for a request without body. */
  body?: unknown;
  /** Cancels the request: the result is `reason: "aborted"` (or `"timeout"` for `AbortSignal.timeout`). */
  signal?: AbortSignal;
  /**
   * German texts from the caller's messages: `failed` when the API sent no `{error}`
   * (or an answer that is not JSON), `offline` when no answer arrived (defaults to
   * `failed`). Omitted by a caller that shows no message (then `message` is the API's or "").
   */
  messages?: { failed: string; offline?: string };
};

/**
 * Calls `url` (same origin, cookies included) and parses the JSON answer: `{ok: true, data}`
 * for 2xx (`data: null` for 204), else `{ok: false}` with status, reason and a German
 * message. Never throws.
 */
export async function fetchJson<T>(url: string, request: ApiRequest = {}): Promise<ApiResult<T>> {
  return callApi(url, request, async (response) => (await response.json()) as T);
}

/**
 * As `fetchJson`, for an endpoint that answers a file (e.g. a PDF) and a JSON
 * `{error}` body only when it fails.
 */
export async function fetchBlob(url: string, request: ApiRequest = {}): Promise<ApiResult<Blob>> {
  return callApi(url, request, (response) => response.blob());
}

async function callApi<T>(url: string, request: ApiRequest, read: (response: Response) => Promise<T>): Promise<ApiResult<T>> {
  const { messages = { failed: "" }, signal } = request;
  let response: Response;
  try {
    response = await fetch(url, {
      method: request.method ?? (request.body === undefined ? "GET" : "POST"),
      credentials: "same-origin",
      headers: request.body === undefined ? undefined : { "Content-Type": "application/json" },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal,
    });
  } catch (error) {
    return failure(0, cancelReason(error, signal) ?? "network", messages.offline ?? messages.failed, null);
  }
  if (response.ok) {
    // 204 No Content: success without a body (e.g. POST /api/order-details).
    if (response.status === 204) return { ok: true, status: 204, data: null as T };
    try {
      return { ok: true, status: response.status, data: await read(response) };
    } catch (error) {
      return failure(response.status, cancelReason(error, signal) ?? "http", messages.failed, null);
    }
  }
  const data = await response.json().catch(() => null);
  const body = data !== null && typeof data === "object" && !Array.isArray(data) ? (data as { error?: unknown } & Record<string, unknown>) : null;
  const apiMessage = typeof body?.error === "string" && body.error.trim() ? body.error : null;
  return failure(response.status, "http", apiMessage ?? messages.failed, body as ApiErrorBody | null);
}

function failure<T>(status: number, reason: ApiFailure, message: string, data: ApiErrorBody | null): ApiResult<T> {
  return { ok: false, status, reason, message, data };
}

/** "aborted"/"timeout" when the error comes from the request's signal, else null. */
function cancelReason(error: unknown, signal: AbortSignal | undefined): ApiFailure | null {
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "TimeoutError" || (signal?.aborted && signal.reason instanceof DOMException && signal.reason.name === "TimeoutError")) return "timeout";
  if (name === "AbortError" || signal?.aborted) return "aborted";
  return null;
}
