import { NextResponse } from "next/server";
import { ApiError, parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { setNameVerdict } from "@/lib/monitor/name-verdicts";
import { monitorNameVerdictSchema, monitorTokenSchema } from "@/lib/monitor/request";

/**
 * PUT /api/monitor/{token}/name-verdicts {name, place, verdict: "mine" | "other" | null}: the owner's verdict on a name an
 * answer gave the business, for the next runs. 200 {verdict}; 400 (a name no answer gave, an invalid verdict); 404.
 */
export const PUT = withErrorResponse(async (request: Request, { params }: { params: Promise<{ token: string }> }) => {
  const token = monitorTokenSchema.safeParse((await params).token);
  if (!token.success) throw new ApiError(404, "monitor.notFound");
  const input = await parseJsonBody(request, monitorNameVerdictSchema);
  return NextResponse.json({ verdict: await setNameVerdict(await getDb(), token.data, input) });
});
