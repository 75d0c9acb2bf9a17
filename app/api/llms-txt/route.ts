import { NextResponse } from "next/server";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { admitLlmsTxtDraft, draftLlmsTxt } from "@/lib/llms-txt/service";
import { websiteCheckRequestSchema } from "@/lib/readiness/request";

export const dynamic = "force-dynamic";

/**
 * POST /api/llms-txt {url}: drafts an llms.txt from the site's sitemap or home page
 * links (lib/llms-txt). Answers {draft, text, pageCount, finalUrl} or {error} in German:
 * 400 bad or refused address, 422 site not checkable, 429 over the checker's hourly
 * limit, 502 unreachable, 504 timeout. Nothing is stored.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const { url } = await parseJsonBody(request, websiteCheckRequestSchema);
  await admitLlmsTxtDraft(request.headers, url);
  return NextResponse.json(await draftLlmsTxt(url, { signal: request.signal }), { headers: { "Cache-Control": "no-store" } });
});
