import { NextResponse } from "next/server";
import { ApiError, errorResponse, parseJsonBody } from "@/lib/api/errors";
import { generateSnippet, SnippetRequestError } from "@/lib/snippets/library";
import { generateSnippetRequestSchema } from "@/lib/snippets/request";

/**
 * POST /api/generate-snippet {brancheId, daten} (spec section 7): the industry's
 * JSON-LD with the placeholders filled, as {snippet: text}. 400 with a German message
 * for an unknown industry or placeholder.
 */
export async function POST(request: Request) {
  try {
    const { brancheId, daten } = await parseJsonBody(request, generateSnippetRequestSchema);
    try {
      return NextResponse.json({ snippet: generateSnippet(brancheId, daten) });
    } catch (error) {
      if (error instanceof SnippetRequestError) throw new ApiError(400, error.message);
      throw error;
    }
  } catch (error) {
    return errorResponse(error);
  }
}
