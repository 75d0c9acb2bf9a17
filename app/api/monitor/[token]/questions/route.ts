import { NextResponse } from "next/server";
import { ApiError, parseJsonBody, withErrorResponse } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { updateMonitorQuestions } from "@/lib/monitor/monitors";
import { monitorQuestionsSchema, monitorTokenSchema } from "@/lib/monitor/request";

/** PUT /api/monitor/{token}/questions {questions}: the questions of the next runs. 200 {questions}; 400; 404. */
export const PUT = withErrorResponse(async (request: Request, { params }: { params: Promise<{ token: string }> }) => {
  const token = monitorTokenSchema.safeParse((await params).token);
  if (!token.success) throw new ApiError(404, "monitor.notFound");
  const { questions } = await parseJsonBody(request, monitorQuestionsSchema);
  return NextResponse.json({ questions: await updateMonitorQuestions(await getDb(), token.data, questions) });
});
