/**
 * The rules read AI answers in the CPU worker pool (lib/visibility/off-thread.ts), not on the request
 * thread: what the live test, the monitor and its page get from the pool is what analyzeAnswer gives on
 * this thread, and a reading past its deadline is stopped.
 */
import { afterAll, describe, expect, it } from "vitest";
import { analyzeAnswer } from "@/lib/visibility/analysis";
import { ANSWER_CORPORA } from "@/lib/visibility/__fixtures__/corpora";
import { analyzeAnswersOffThread } from "@/lib/visibility/off-thread";
import { answerReader } from "@/lib/visibility/service";
import { closeCpuPool, CpuTaskError, runCpuTask } from "./pool";

afterAll(() => closeCpuPool());

// Every 40th answer of every corpus: lists, tables, prose, negative mentions, owners' names.
const CASES = ANSWER_CORPORA.flatMap((c) => c.cases).filter((_, i) => i % 40 === 0);

describe("answers read in the worker pool", () => {
  it("gives each answer the analysis the rules give on this thread, in order", async () => {
    expect(CASES.length).toBeGreaterThan(30);
    const byTarget = await Promise.all(CASES.map((c) => analyzeAnswersOffThread([c.answer, c.answer.slice(0, 400)], c.target)));
    byTarget.forEach((analyses, i) => {
      expect(analyses).toEqual([analyzeAnswer(CASES[i]!.answer, CASES[i]!.target), analyzeAnswer(CASES[i]!.answer.slice(0, 400), CASES[i]!.target)]);
    });
    expect(byTarget.some(([a]) => a!.mentioned && a!.position !== null)).toBe(true);
  });

  it("locates the answer's places with the thread's gazetteer when the business's own town is given (own-town.ts)", async () => {
    const answer = "Gute Bäckereien:\n\n1. **Backstube Lechner** – Sauerteigbrot.\n2. **Bäckerei Hofmann** – in Hamburg, bekannt für Franzbrötchen.";
    const target = { businessName: "Bäckerei Hofmann" };
    const [withTown] = await analyzeAnswersOffThread([answer], { ...target, ownTown: { name: "Augsburg", latitude: 48.37, longitude: 10.9, source: "json-ld" } });
    expect(withTown).toMatchObject({ mentioned: false, position: null });
    expect(withTown!.competitors).toContain("Bäckerei Hofmann");
    const [near] = await analyzeAnswersOffThread([answer], { ...target, ownTown: { name: "Hamburg", latitude: 53.55, longitude: 9.99, source: "json-ld" } });
    expect(near).toMatchObject({ mentioned: true, position: 2 });
  });

  it("reads none without a task", async () => {
    expect(await analyzeAnswersOffThread([], { businessName: "Praxis Dr. Keller" })).toEqual([]);
  });

  it("stops a reading past its deadline with CpuTaskError", async () => {
    const long = CASES.map((c) => c.answer).join("\n\n");
    const error = await runCpuTask("readAnswers", { answers: [long, long, long], target: { businessName: "X" } }, { deadlineMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CpuTaskError);
    expect((error as CpuTaskError).reason).toBe("deadline");
  });

  it("lets a burst of answers (several live tests' at once) wait for a thread: none is refused", async () => {
    const burst = Array.from({ length: 60 }, (_, i) => CASES[i % CASES.length]!);
    const analyses = await Promise.all(burst.map((c) => analyzeAnswersOffThread([c.answer], c.target)));
    analyses.forEach(([a], i) => expect(a).toEqual(analyzeAnswer(burst[i]!.answer, burst[i]!.target)));
  });

  it("refuses a task at once as busy when the tasks queued and running would hold more than 64 Mi characters of input, and takes it again once they are done", async () => {
    const page = "x".repeat(30 * 1024 * 1024);
    const task = () => runCpuTask("readAnswers", { answers: [page], target: { businessName: "X" } });
    // Submitted together: the first two are held (60 Mi characters), the third would pass the bound.
    const [first, second, third] = [task(), task(), task().catch((e: unknown) => e)];
    expect(await third).toBeInstanceOf(CpuTaskError);
    expect(((await third) as CpuTaskError).reason).toBe("busy");
    await Promise.all([first, second]);
    // Nothing is held any more: the same input is taken.
    expect(await task()).toHaveLength(1);
  });

  it("is the live test's and the monitor's reader without a reader model (ANSWER_READER unset here): the rules decide", async () => {
    const c = CASES.find((k) => k.target.businessName)!;
    expect(await answerReader()(c.answer, c.target)).toEqual({ ...analyzeAnswer(c.answer, c.target), readBy: "rules" });
  });
});
