import { NextResponse } from "next/server";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { generateSnippet } from "@/lib/snippets/library";
import { generateSnippetRequestSchema } from "@/lib/snippets/request";

/**
 * POST /api/generate-snippet {brancheId, daten}: the industry's
 * JSON-LD with the placeholders filled, as {snippet: text}. 400 with a German message
 * for an unknown industry or placeholder.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const { brancheId, daten } = await parseJsonBody(request, generateSnippetRequestSchema);
  return NextResponse.json({ snippet: generateSnippet(brancheId, daten) });
});
