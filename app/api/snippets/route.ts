import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { listCategories, listSnippets } from "@/lib/snippets/library";

/** GET /api/snippets: {snippets, kategorien} with the count per category. */
export const GET = withErrorResponse(async () => NextResponse.json({ snippets: listSnippets(), kategorien: listCategories() }));
