import { NextResponse } from "next/server";
import { z } from "zod";
import { isConnectionDrop } from "@/lib/db-retry";

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

/**
 * Maps any error to a JSON response `{ error: string }`: ApiError keeps its status
 * and message; a database connection that is down answers 503 with Retry-After;
 * anything else is logged and answered with a generic German 500.
 */
export function errorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) {
    return NextResponse.json({ error: error.message }, { status: error.status, headers: error.headers });
  }
  if (isConnectionDrop(error)) {
    console.error("database unreachable", error instanceof Error ? error.message : error);
    return NextResponse.json({ error: DATABASE_UNAVAILABLE_MESSAGE }, { status: 503, headers: { "Retry-After": "5" } });
  }
  console.error(error);
  return NextResponse.json({ error: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später erneut." }, { status: 500 });
}

/**
 * Reads a JSON body and validates it.
 * @throws ApiError 400 with a German message for a body that is not JSON or not valid
 */
export async function parseJsonBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
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
