import { NextResponse } from "next/server";
import { withErrorResponse } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { deleteMonitor } from "@/lib/monitor/monitors";
import { monitorTokenSchema } from "@/lib/monitor/request";

/**
 * POST /api/monitor/{token}/unsubscribe: deletes the monitor and every answer stored
 * for it (DSGVO Art. 17). Also the target of the e-mails' List-Unsubscribe header
 * (RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click"). 200 {deleted}
 * – false when it was already gone, so a second click is harmless.
 */
export const POST = withErrorResponse(async (_request: Request, { params }: { params: Promise<{ token: string }> }) => {
  const token = monitorTokenSchema.safeParse((await params).token);
  const deleted = token.success ? await deleteMonitor(await getDb(), token.data) : false;
  return NextResponse.json({ deleted });
});
