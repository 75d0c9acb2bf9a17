import { NextResponse } from "next/server";
import { strictTranslator } from "@/lib/text/strict-messages";
import { z } from "zod";
import { isTransientDatabaseError } from "@/lib/db-retry";
import { getEnv } from "@/lib/env";
import { unsafeTextPath } from "@/lib/text/safe-text";
import { JSON_BODY_LIMIT_BYTES, limitRequestBody } from "./body-limit";

/** Values of a message's ICU arguments, e.g. `{ minutes: 12 }`. */
export type MessageParams = Record<string, string | number>;

/**
 * An error the visitor may be told about: an HTTP status and a code from
 * messages/de.json "ApiErrors" (e.g. "limit.exceeded"), with the code's ICU arguments;
 * the German text is rendered only by the route wrapper (apiErrorText).
 * `field` is the request field a validation error belongs to ("email", "competitors.2").
 */
export class ApiError extends Error {
  readonly params: MessageParams;
  readonly headers: Record<string, string>;
  readonly field: string | undefined;

  constructor(
    readonly status: number,
    readonly code: string,
    options: { params?: MessageParams; headers?: Record<string, string>; field?: string } = {},
  ) {
    super(code);
    this.name = "ApiError";
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
    this.field = options.field;
  }
}

const t = strictTranslator("ApiErrors");

/** Whether `code` names a message under "ApiErrors" in messages/de.json. */
export function isApiErrorCode(code: string): boolean {
  return t.has(code as never);
}

/**
 * The German text of an error code, e.g. ("limit.exceeded", {…}) → "Sie haben das
 * Limit von 10 Live-Tests pro Stunde erreicht. …".
 * @throws Error when the code has no message or a parameter the message names is missing (a bug in the caller)
 */
export function apiErrorText(code: string, params: MessageParams = {}): string {
  return t(code as never, params as never);
}

/**
 * The ApiError of a failed validation: its first issue's message is the code, the
 * issue's bounds are the arguments `{min}`/`{max}` (as text, "3000" not "3.000"), its
 * path the field and the argument `{field}`. An issue whose message is no code (zod's
 * own English text for a check the schema did not name) is "invalidInput".
 */
export function validationError(error: z.ZodError): ApiError {
  const issue = error.issues[0];
  if (!issue) return new ApiError(400, "invalidInput");
  const field = issue.path.length > 0 ? issue.path.map(String).join(".") : undefined;
  const params: MessageParams = field ? { field } : {};
  if (issue.code === "too_big") params.max = String(issue.maximum);
  if (issue.code === "too_small") params.min = String(issue.minimum);
  return new ApiError(400, isApiErrorCode(issue.message) ? issue.message : "invalidInput", { params, field });
}

/**
 * The code and German text the visitor is shown for an error code: its message under
 * "ApiErrors", or, for a code that has none (thrown by mistake, or stored with a result
 * and removed since), `fallbackCode` and its text.
 */
export function shownError(code: string, params: MessageParams = {}, fallbackCode = "internal"): { code: string; message: string } {
  return isApiErrorCode(code) ? { code, message: apiErrorText(code, params) } : { code: fallbackCode, message: apiErrorText(fallbackCode) };
}

/** What an error answers with: HTTP status, the German text the visitor may see, its code, response headers. */
interface ErrorAnswer {
  status: number;
  message: string;
  code: string;
  field?: string;
  headers: Record<string, string>;
}

/**
 * The one mapping from a thrown error to what the visitor is told: ApiError keeps its
 * status, code and headers and gets its German text from messages/de.json; a database
 * that cannot serve the request now (a dropped connection, 57P01, no free connection
 * within the pool's acquire timeout, P2028 "Transaction already closed", a statement
 * timeout; lib/db-retry.ts isTransientDatabaseError) answers 503 "serviceUnavailable" with
 * `Retry-After: 5` (seconds); anything else, and an ApiError whose code has no message (a bug the scan in
 * error-codes.test.ts catches), is logged and answered with 500 and `fallbackCode`.
 */
export function errorAnswer(error: unknown, fallbackCode = "internal"): ErrorAnswer {
  if (error instanceof ApiError && isApiErrorCode(error.code)) {
    return { status: error.status, ...shownError(error.code, error.params), ...(error.field && { field: error.field }), headers: error.headers };
  }
  if (isTransientDatabaseError(error)) {
    console.error("database unavailable", error instanceof Error ? error.message : error);
    return { status: 503, message: apiErrorText("serviceUnavailable"), code: "serviceUnavailable", headers: { "Retry-After": "5" } };
  }
  console.error(error);
  return { status: 500, ...shownError(fallbackCode), headers: {} };
}

/**
 * The one wrapper of the API route handlers: runs `handler` with the request (and the
 * route's context) and answers whatever it throws as JSON `{ error, code, field? }`
 * (`error` the German text, `code` its key under "ApiErrors", `field` the request field
 * of a validation error) with the status and headers errorAnswer maps it to, so
 * handlers throw ApiError instead of building error responses. The request's body is
 * bounded first (limitRequestBody): 413 "request.tooLarge" over `maxBodyBytes`, before
 * the handler reads a byte.
 * @param options.maxBodyBytes the route's body limit in bytes (default JSON_BODY_LIMIT_BYTES, 64 KB)
 * @returns a handler of the same arguments that never rejects
 */
export function withErrorResponse<A extends unknown[]>(
  handler: (...args: A) => Response | Promise<Response>,
  options: { maxBodyBytes?: number } = {},
): (...args: A) => Promise<Response> {
  const maxBodyBytes = options.maxBodyBytes ?? JSON_BODY_LIMIT_BYTES;
  return async (...args) => {
    try {
      const [request, ...rest] = args;
      return await handler(...((request instanceof Request ? [limitRequestBody(request, maxBodyBytes), ...rest] : args) as A));
    } catch (error) {
      const { status, message, code, field, headers } = errorAnswer(error);
      return NextResponse.json({ error: message, code, ...(field && { field }) }, { status, headers });
    }
  };
}

/**
 * Refuses what a foreign page could make a visitor's browser send: a state-changing
 * request must carry `Content-Type: application/json` (a type no HTML form and no
 * "simple" cross-origin fetch can send without a CORS preflight, which this site never
 * grants) and, when the browser says where it comes from, come from this site:
 * `Sec-Fetch-Site` same-origin (W3C Fetch Metadata), `Origin` of this host (the Host
 * header, SITE_URL, and X-Forwarded-Host only behind a trusted proxy: without one any
 * client can send it). Requests without both headers are not from a
 * browser page (curl, server to server) and cannot ride on a visitor's cookies.
 * @param siteUrl SITE_URL
 * @throws ApiError 415 wrong content type, 403 cross-site ("request.notJson", "request.crossSite")
 */
export function assertSameOriginJson(request: Request, siteUrl: string, trustedProxyCount = 0): void {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new ApiError(415, "request.notJson");
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const crossSite = (fetchSite !== null && fetchSite !== "same-origin") || (origin !== null && !ownHosts(request, siteUrl, trustedProxyCount).includes(hostOf(origin)));
  if (crossSite) throw new ApiError(403, "request.crossSite");
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}

/** The hosts this site answers under for this request (Next.js checks Server Actions the same way); X-Forwarded-Host only from a trusted proxy. */
function ownHosts(request: Request, siteUrl: string, trustedProxyCount: number): string[] {
  const forwarded = trustedProxyCount > 0 ? request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() : undefined;
  return [request.headers.get("host"), forwarded, hostOf(siteUrl)].filter((h): h is string => !!h).map((h) => h.toLowerCase());
}

/**
 * The one body parser of the state-changing API routes: checks that the request is
 * JSON from this site (assertSameOriginJson), then reads the body, refuses text that
 * cannot be stored (NUL, unpaired surrogates: lib/text/safe-text.ts) in any field of any
 * route, and validates it. Routes parse before they count a limit, so a refused body
 * costs the visitor nothing.
 * @throws ApiError 415/403 (assertSameOriginJson), 413 over the body limit, 400 for a
 *   body that is not JSON ("request.invalidJson"), holds unsafe text ("request.unsafeText"
 *   with its field) or is not valid (validationError: the schema's code and field)
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  const env = getEnv();
  assertSameOriginJson(request, env.SITE_URL, env.TRUSTED_PROXY_COUNT);
  let body: unknown;
  try {
    body = await request.json();
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw new ApiError(400, "request.invalidJson");
  }
  const unsafe = unsafeTextPath(body);
  if (unsafe) {
    const field = unsafe.length > 0 ? unsafe.map(String).join(".") : undefined;
    throw new ApiError(400, "request.unsafeText", { field, params: field ? { field } : {} });
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}
