import { NextResponse } from "next/server";
import { ApiError, parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { updateMonitorWebsite } from "@/lib/monitor/monitors";
import { monitorTokenSchema, monitorWebsiteSchema } from "@/lib/monitor/request";

/** PUT /api/monitor/{token}/website {website}: the website of the next runs. 200 {website} (normalised); 400 with field "website"; 404. */
export const PUT = withErrorResponse(async (request: Request, { params }: { params: Promise<{ token: string }> }) => {
  const token = monitorTokenSchema.safeParse((await params).token);
  if (!token.success) throw new ApiError(404, "monitor.notFound");
  const { website } = await parseJsonBody(request, monitorWebsiteSchema);
  return NextResponse.json({ website: await updateMonitorWebsite(await getDb(), token.data, website) });
});
