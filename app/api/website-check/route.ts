import { NextResponse } from "next/server";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { websiteCheckRequestSchema } from "@/lib/readiness/request";
import { admitWebsiteCheck, runWebsiteCheck } from "@/lib/readiness/service";

export const dynamic = "force-dynamic";

/**
 * POST /api/website-check {url, businessKind?}: fetches the site and answers
 * {overallScore, trafficLight, categories, actionItems, actions, …} (lib/readiness/types.ts),
 * or {error} with a German message: 400 bad or refused address, 422 site not
 * checkable, 429 over the hourly limit, 502 unreachable, 504 timeout.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const { url, businessKind } = await parseJsonBody(request, websiteCheckRequestSchema);
  await admitWebsiteCheck(request.headers, url);
  return NextResponse.json(await runWebsiteCheck(url, { signal: request.signal, businessKind }), { headers: { "Cache-Control": "no-store" } });
});
