import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { generatorUseSchema, recordGeneratorUse } from "@/lib/usage/generator-use";

export const dynamic = "force-dynamic";

/**
 * POST /api/usage {tool: "schema" | "meta" | "robots" | "sitemap"}: the browser-side
 * generators report one use (no form content). 204; 400 for an unknown tool.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const { tool } = await parseJsonBody(request, generatorUseSchema);
  await recordGeneratorUse(request.headers, tool);
  return new Response(null, { status: 204 });
});
