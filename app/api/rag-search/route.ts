import { NextResponse } from "next/server";
import { errorAnswer, parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { liveTestRequestSchema } from "@/lib/visibility/request";
import type { LiveTestStreamEvent } from "@/lib/visibility/protocol";
import { admitLiveTest, executeLiveTest } from "@/lib/visibility/service";

export const dynamic = "force-dynamic";

/**
 * POST /api/rag-search — the live test.
 * Answers JSON; with `Accept: application/x-ndjson` it streams one JSON object per
 * line instead: {type:"deadline",remainingMs}, {type:"progress",completed,total} and
 * {type:"engine",name,completed,failed,total} (per engine)…, then
 * {type:"result",result} or {type:"error",status,error[,retryAfterSeconds]}. A busy AI
 * provider (429/503) answers 503 with Retry-After (in the stream: retryAfterSeconds).
 */
export const POST = withErrorResponse(async (request: Request) => {
  const input = await parseJsonBody(request, liveTestRequestSchema);
  const engines = await admitLiveTest(request.headers);

  if (!(request.headers.get("accept") ?? "").includes("application/x-ndjson")) {
    return NextResponse.json(await executeLiveTest(input, engines, { signal: request.signal }));
  }

  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      // After the visitor cancels, the stream is closed: drop further events.
      const send = (event: LiveTestStreamEvent) => {
        if (request.signal.aborted) return;
        try {
          controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
        } catch {
          // closed by the client
        }
      };
      try {
        const result = await executeLiveTest(input, engines, {
          signal: request.signal,
          onProgress: (completed, total) => send({ type: "progress", completed, total }),
          onEngineProgress: (progress) => send({ type: "engine", ...progress }),
          onDeadline: (remainingMs) => send({ type: "deadline", remainingMs }),
        });
        send({ type: "result", result });
      } catch (error) {
        const { status, message, code, headers } = errorAnswer(error, "liveTest.failed");
        const retryAfter = Number(headers["Retry-After"]);
        send({ type: "error", status, error: message, ...(code && { code }), ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}) });
      } finally {
        try {
          controller.close();
        } catch {
          // already closed by the client
        }
      }
    },
  });
  return new Response(stream, {
    headers: { "Content-Type": "application/x-ndjson; charset=utf-8", "Cache-Control": "no-store", "X-Accel-Buffering": "no" },
  });
});
