import { NextResponse } from "next/server";
import { z } from "zod";
import { isConnectionDrop } from "@/lib/db-retry";
import { getEnv } from "@/lib/env";

/** An error whose German message may be shown to the visitor as is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** The first validation message, German, for a 400 response. */
export function validationMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? "Ungültige Eingabe.";
}

/** Shown when the database could not be reached even after a retry. */
export const DATABASE_UNAVAILABLE_MESSAGE = "Der Dienst ist gerade kurz nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.";

/** Shown for an error the visitor must not see the details of. */
const INTERNAL_ERROR_MESSAGE = "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.";

/** What an error answers with: HTTP status, a German message the visitor may see, response headers. */
interface ErrorAnswer {
  status: number;
  message: string;
  headers: Record<string, string>;
}

/**
 * The one mapping from a thrown error to what the visitor is told: ApiError keeps its
 * status, message and headers; a database connection that is down answers 503 with
 * `Retry-After: 5` (seconds); anything else is logged and answered with 500 and
 * `fallbackMessage` (German).
 */
export function errorAnswer(error: unknown, fallbackMessage = INTERNAL_ERROR_MESSAGE): ErrorAnswer {
  if (error instanceof ApiError) return { status: error.status, message: error.message, headers: error.headers };
  if (isConnectionDrop(error)) {
    console.error("database unreachable", error instanceof Error ? error.message : error);
    return { status: 503, message: DATABASE_UNAVAILABLE_MESSAGE, headers: { "Retry-After": "5" } };
  }
  console.error(error);
  return { status: 500, message: fallbackMessage, headers: {} };
}

/**
 * The one wrapper of the API route handlers: runs `handler` with the request (and the
 * route's context) and answers whatever it throws as JSON `{ error: string }` with the
 * status and headers errorAnswer maps it to, so handlers throw ApiError instead of
 * building error responses.
 * @returns a handler of the same arguments that never rejects
 */
export function withErrorResponse<A extends unknown[]>(handler: (...args: A) => Response | Promise<Response>): (...args: A) => Promise<Response> {
  return async (...args) => {
    try {
      return await handler(...args);
    } catch (error) {
      const { status, message, headers } = errorAnswer(error);
      return NextResponse.json({ error: message }, { status, headers });
    }
  };
}

/**
 * Refuses what a foreign page could make a visitor's browser send: a state-changing
 * request must carry `Content-Type: application/json` (a type no HTML form and no
 * "simple" cross-origin fetch can send without a CORS preflight, which this site never
 * grants) and, when the browser says where it comes from, come from this site:
 * `Sec-Fetch-Site` same-origin (W3C Fetch Metadata), `Origin` of this host (the Host
 * header, X-Forwarded-Host or SITE_URL). Requests without both headers are not from a
 * browser page (curl, server to server) and cannot ride on a visitor's cookies.
 * @param siteUrl SITE_URL
 * @throws ApiError 415 wrong content type, 403 cross-site, German messages
 */
export function assertSameOriginJson(request: Request, siteUrl: string): void {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") {
    throw new ApiError(415, "Die Anfrage muss als JSON gesendet werden (Content-Type: application/json).");
  }
  const fetchSite = request.headers.get("sec-fetch-site");
  const origin = request.headers.get("origin");
  const crossSite = (fetchSite !== null && fetchSite !== "same-origin") || (origin !== null && !ownHosts(request, siteUrl).includes(hostOf(origin)));
  if (crossSite) throw new ApiError(403, "Diese Anfrage ist nur von den Seiten dieser Website aus erlaubt.");
}

function hostOf(url: string): string {
  try {
    return new URL(url).host.toLowerCase();
  } catch {
    return "";
  }
}

/** The hosts this site answers under for this request (Next.js checks Server Actions the same way). */
function ownHosts(request: Request, siteUrl: string): string[] {
  const forwarded = request.headers.get("x-forwarded-host")?.split(",")[0]?.trim();
  return [request.headers.get("host"), forwarded, hostOf(siteUrl)].filter((h): h is string => !!h).map((h) => h.toLowerCase());
}

/**
 * The one body parser of the state-changing API routes: checks that the request is
 * JSON from this site (assertSameOriginJson), then reads and validates the body.
 * @throws ApiError 415/403 (assertSameOriginJson), 400 with a German message for a
 *   body that is not JSON or not valid
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  assertSameOriginJson(request, getEnv().SITE_URL);
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    throw new ApiError(400, "Die Anfrage ist kein gültiges JSON.");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(400, validationMessage(parsed.error));
  return parsed.data;
}
