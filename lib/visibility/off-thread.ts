import "server-only";
import { runCpuTask } from "@/lib/workers/pool";
import type { AnswerAnalysis, BusinessTarget } from "./analysis";

/**
 * The rules' reading of answers (analysis.ts analyzeAnswer) in the CPU worker pool (lib/workers/pool.ts), so that
 * reading a run's answers (about 1 ms per 100 words each, at most 20,000 characters read per answer) does not hold
 * the request thread: the live test, the monitor's runs and its page read here.
 * @param answers answer texts; none gives [] without a task
 * @param target the visitor's business and the place asked about
 * @param signal the caller's abort (the live test's deadline)
 * @returns one analysis per answer, in order, equal to analyzeAnswer's
 * @throws CpuTaskError "deadline" (20 s), "memory" or "busy" (waited 60 s for a thread, or the pool holds too much input
 *   already: pool.ts MAX_HELD_INPUT_CHARS); the signal's reason when it aborted
 */
export function analyzeAnswersOffThread(answers: string[], target: BusinessTarget, signal?: AbortSignal): Promise<AnswerAnalysis[]> {
  return answers.length === 0 ? Promise.resolve([]) : runCpuTask("readAnswers", { answers, target }, { signal });
}
