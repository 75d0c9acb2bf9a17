import type { LiveTestResult, EngineProgress } from "@/lib/visibility/live-test";
import type { LiveTestStreamEvent } from "@/lib/visibility/protocol";
import { buildQuestionSet } from "@/lib/visibility/questions";
import type { SearchType } from "@/lib/visibility/request";

/** The live test's form as typed. */
export interface LiveTestForm {
  query: string;
  businessName: string;
  location: string;
  domain: string;
  specialty: string;
  searchType: SearchType;
}

export const EMPTY_FORM: LiveTestForm = { query: "", businessName: "", location: "", domain: "", specialty: "", searchType: "business-info" };

/** The questions the test will ask for this form (the server builds the same set); [] without a topic. */
export function questionsFor(form: LiveTestForm): string[] {
  if (!form.query.trim()) return [];
  return buildQuestionSet({ industry: form.query, city: form.location, specialty: form.specialty, searchType: form.searchType });
}

/**
 * Posts the form to /api/rag-search and reads the NDJSON progress stream.
 * @throws Error with the server's German message for the visitor, or without a message
 *   (no answer, a cut stream): the page then shows "ApiErrors.liveTest.failed"
 */
export async function requestLiveTest(
  form: LiveTestForm,
  onProgress: (completed: number, total: number) => void,
  onDeadline: (remainingMs: number) => void,
  onEngine: (progress: EngineProgress) => void,
): Promise<LiveTestResult> {
  const body = {
    query: form.query.trim(),
    location: form.location.trim() || undefined,
    businessName: form.businessName.trim() || undefined,
    domain: form.domain.trim() || undefined,
    specialty: form.specialty.trim() || undefined,
    searchType: form.searchType,
  };
  let response: Response;
  try {
    response = await fetch("/api/rag-search", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/x-ndjson" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new Error();
  }
  if (!response.ok || !response.body) {
    const payload = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(payload?.error);
  }

  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split("\n");
    buffered = lines.pop() ?? "";
    for (const line of lines) {
      if (!line.trim()) continue;
      const event = JSON.parse(line) as LiveTestStreamEvent;
      if (event.type === "deadline") onDeadline(event.remainingMs);
      else if (event.type === "progress") onProgress(event.completed, event.total);
      else if (event.type === "engine") onEngine({ name: event.name, completed: event.completed, failed: event.failed, total: event.total });
      else if (event.type === "result") return event.result;
      else if (event.type === "error") throw new Error(event.error);
    }
    if (done) break;
  }
  throw new Error();
}
