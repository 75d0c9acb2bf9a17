import { NextResponse } from "next/server";
import { errorResponse } from "@/lib/api/errors";
import { listCategories, listSnippets } from "@/lib/snippets/library";

/** GET /api/snippets (spec section 7): {snippets, kategorien} with the count per category. */
export function GET() {
  try {
    return NextResponse.json({ snippets: listSnippets(), kategorien: listCategories() });
  } catch (error) {
    return errorResponse(error);
  }
}
