import { NextResponse } from "next/server";
import { z } from "zod";
import { validationError, withErrorResponse } from "@/lib/api/errors";
import { listCategories, listSnippets } from "@/lib/snippets/library";

const query = z.object({ kategorie: z.string().min(1).max(60, "tooLong").optional() });

/**
 * GET /api/snippets[?kategorie={id}]: {snippets, kategorien} with the count per category;
 * with `kategorie` only that category's snippets (the library page loads a category's
 * cards this way when it is chosen). 400 {error} for an unknown category.
 */
export const GET = withErrorResponse(async (request: Request) => {
  const parsed = query.safeParse({ kategorie: new URL(request.url).searchParams.get("kategorie") ?? undefined });
  if (!parsed.success) throw validationError(parsed.error);
  return NextResponse.json({ snippets: listSnippets(parsed.data.kategorie), kategorien: listCategories() });
});
