import { NextResponse } from "next/server";
import { clientIp } from "@/lib/api/client-meta";
import { errorResponse, parseJsonBody } from "@/lib/api/errors";
import { enforceHourlyLimit } from "@/lib/api/rate-limit";
import { freeAnalysisRequestSchema, requestFreeAnalysis } from "@/lib/free-analysis/request";

/** Requests per client and hour: enough for typos, too few to mail-bomb someone. */
const REQUESTS_PER_HOUR = 5;

/**
 * POST /api/free-analysis {email, website}: stores the request and sends the double
 * opt-in e-mail. 202 {ok}; 400 bad input; 429 over the limit.
 */
export async function POST(request: Request) {
  try {
    const input = await parseJsonBody(request, freeAnalysisRequestSchema);
    enforceHourlyLimit("freeAnalysis", REQUESTS_PER_HOUR, clientIp(request.headers), "Anfragen");
    await requestFreeAnalysis(input);
    return NextResponse.json({ ok: true }, { status: 202 });
  } catch (error) {
    return errorResponse(error);
  }
}
