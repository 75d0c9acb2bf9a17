import { NextResponse } from "next/server";
import { ApiError, errorResponse, parseJsonBody } from "@/lib/api/errors";
import { getDb } from "@/lib/db";
import { updateMonitorQuestions } from "@/lib/monitor/monitors";
import { monitorQuestionsSchema, monitorTokenSchema } from "@/lib/monitor/request";

/** PUT /api/monitor/{token}/questions {questions}: the questions of the next runs. 200 {questions}; 400; 404. */
export async function PUT(request: Request, { params }: { params: Promise<{ token: string }> }) {
  try {
    const token = monitorTokenSchema.safeParse((await params).token);
    if (!token.success) throw new ApiError(404, "Diesen Monitor gibt es nicht (mehr).");
    const { questions } = await parseJsonBody(request, monitorQuestionsSchema);
    return NextResponse.json({ questions: await updateMonitorQuestions(await getDb(), token.data, questions) });
  } catch (error) {
    return errorResponse(error);
  }
}
