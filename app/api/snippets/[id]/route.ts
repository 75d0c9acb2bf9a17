import { NextResponse } from "next/server";
import { ApiError, withErrorResponse } from "@/lib/api/errors";
import { getSnippet } from "@/lib/snippets/library";

/**
 * GET /api/snippets/{id}: one snippet's dialog data {id, branche, kategorie, schemaType,
 * platzhalter, …} (PublicSnippet), loaded when the library's dialog opens so that the
 * /snippets page does not carry 137 placeholder lists; 404 {error} for an unknown id.
 */
export const GET = withErrorResponse(async (_request: Request, { params }: { params: Promise<{ id: string }> }) => {
  const snippet = getSnippet((await params).id);
  if (!snippet) throw new ApiError(404, "notFound");
  return NextResponse.json(snippet, { headers: { "Cache-Control": "public, max-age=3600" } });
});
