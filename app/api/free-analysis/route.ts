import { NextResponse } from "next/server";
import { clientIp } from "@/lib/api/client-meta";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { enforceLimit } from "@/lib/limits/limits";
import { freeAnalysisRequestSchema, requestFreeAnalysis } from "@/lib/free-analysis/request";

/**
 * POST /api/free-analysis {email, website}: stores the request and sends the double
 * opt-in e-mail. 202 {ok}; 400 bad input; 429 over the limit.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const input = await parseJsonBody(request, freeAnalysisRequestSchema);
  await enforceLimit("freeAnalysis", clientIp(request.headers));
  await requestFreeAnalysis(input);
  return NextResponse.json({ ok: true }, { status: 202 });
});
