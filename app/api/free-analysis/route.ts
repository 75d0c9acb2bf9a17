import { NextResponse } from "next/server";
import { clientIp } from "@/lib/api/client-meta";
import { errorResponse, parseJsonBody } from "@/lib/api/errors";
import { enforceLimit } from "@/lib/limits/limits";
import { freeAnalysisRequestSchema, requestFreeAnalysis } from "@/lib/free-analysis/request";

/**
 * POST /api/free-analysis {email, website}: stores the request and sends the double
 * opt-in e-mail. 202 {ok}; 400 bad input; 429 over the limit.
 */
export async function POST(request: Request) {
  try {
    const input = await parseJsonBody(request, freeAnalysisRequestSchema);
    await enforceLimit("freeAnalysis", clientIp(request.headers));
    await requestFreeAnalysis(input);
    return NextResponse.json({ ok: true }, { status: 202 });
  } catch (error) {
    return errorResponse(error);
  }
}
