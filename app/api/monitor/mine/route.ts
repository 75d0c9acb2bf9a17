import { NextResponse } from "next/server";
import { clientIp } from "@/lib/api/client-meta";
import { parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { enforceLimit } from "@/lib/limits/limits";
import { mailMyMonitors } from "@/lib/monitor/monitors";
import { myMonitorsRequestSchema } from "@/lib/monitor/request";

/**
 * POST /api/monitor/mine {email}: "Meine Monitore" – mails the links of every confirmed
 * monitor of the address to it. 202 {ok} whether or not monitors exist (no enumeration);
 * 400 bad address; 429 over the per-client or per-recipient limit.
 */
export const POST = withErrorResponse(async (request: Request) => {
  const { email } = await parseJsonBody(request, myMonitorsRequestSchema);
  await enforceLimit("myMonitors", clientIp(request.headers));
  await enforceLimit("mailPerRecipient", email);
  await mailMyMonitors(await getDb(), email);
  return NextResponse.json({ ok: true }, { status: 202 });
});
