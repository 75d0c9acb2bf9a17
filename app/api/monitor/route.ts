import { NextResponse } from "next/server";
import { clientIp } from "@/lib/api/client-meta";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { enforceLimit, enforceMailLimit } from "@/lib/limits/limits";
import { requestMonitor } from "@/lib/monitor/monitors";
import { monitorRequestSchema } from "@/lib/monitor/request";

/**
 * POST /api/monitor {businessName, website, industry, city, specialty?, competitors?, email}:
 * stores the monitor (inactive) and sends the double opt-in e-mail. 202 {ok}; 400 bad
 * input; 429 over the per-client or per-recipient limit; 503 without an AI engine.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const input = await parseJsonBody(request, monitorRequestSchema);
  await enforceLimit("monitorRequest", clientIp(request.headers));
  await enforceMailLimit(input.email);
  await requestMonitor(await getDb(), input);
  return NextResponse.json({ ok: true }, { status: 202 });
});
