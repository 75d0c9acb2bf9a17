import "server-only";
import { ApiError } from "@/lib/api/errors";
import { clientCountry, clientIp } from "@/lib/api/client-meta";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { enforceLimit } from "@/lib/limits/limits";
import { recordUsageSafely } from "@/lib/usage/record-usage";
import { CpuTaskError, cpuTaskApiError } from "@/lib/workers/pool";
import type { BusinessTarget } from "./analysis";
import { AllSamplesFailedError, runLiveTest, type EngineProgress, type LiveTestDeps, type LiveTestResult } from "./live-test";
import { engineAccess } from "./engine-access";
import { ownTownOf, resolveLocation } from "./location";
import { askEngine, engineBaseUrl, getEngines, type EngineConfig } from "./provider";
import { ProviderError } from "./provider-error";
import { ANSWER_NOT_READ } from "./protocol";
import { normalizeWebsiteUrl } from "@/lib/readiness/normalize-url";
import { runWebsiteCheck } from "@/lib/readiness/service";
import { siteFactsOf, type SiteFacts } from "./facts/site-facts";
import { analyzeAnswersOffThread } from "./off-thread";
import { readAnswer } from "./reader/answer-reader";
import { shareTokenFor } from "./share";
import type { LiveTestRequest } from "./request";

/** Seconds to suggest when a busy provider did not say how long to wait. */
const DEFAULT_BUSY_RETRY_SECONDS = 30;


/**
 * Admits one live-test run for the requesting client: checks that a provider is
 * configured and the client's hourly limit (shared by all instances, lib/limits), then records the use (tool "search";
 * no query or name is stored).
 * @throws ApiError 503 when no provider is configured, 429 over the limit
 */
export async function admitLiveTest(headers: Headers): Promise<EngineConfig[]> {
  const engines = getEngines();
  if (engines.length === 0) throw new ApiError(503, "liveTest.notConfigured");
  const ip = clientIp(headers);
  await enforceLimit("liveTest", ip);
  void recordUsageSafely(getDb(), { tool: "search", ip, country: clientCountry(headers) });
  return engines;
}

/**
 * Runs an admitted live test against every configured engine in parallel, each located
 * at the visitor's "Standort" (resolved through the DACH gazetteer). The whole
 * wait has one deadline, LIVE_TEST_TIMEOUT_MS from now, shared by every sampled request
 * and told to the page through `onDeadline` so the visitor sees it count down.
 * @param onProgress answers completed of total (all engines), for the page's progress display
 * @param onEngineProgress the same per engine
 * @param onDeadline called once at the start with the ms left until the deadline
 * @throws ApiError 503 with Retry-After (seconds) when the provider is busy (429/503), 503 "cpu.busy" when the
 *   engines answered but this server's CPU pool was too busy to read any answer, else 502 (504 when every answer timed out), "liveTest.failed" (the alert the page shows)
 */
export async function executeLiveTest(
  input: LiveTestRequest,
  engines: EngineConfig[],
  options: {
    signal?: AbortSignal;
    onProgress?: (completed: number, total: number) => void;
    onEngineProgress?: (progress: EngineProgress) => void;
    onDeadline?: (remainingMs: number) => void;
  } = {},
): Promise<LiveTestResult> {
  const timeoutMs = getEnv().LIVE_TEST_TIMEOUT_MS;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  options.onDeadline?.(timeoutMs);
  const location = await resolveLocation(input.location);
  const siteFacts = input.domain ? siteFactsFor(input.domain, signal) : undefined;
  try {
    const result = await runLiveTest(input, {
      engines: engines.map((engine) => ({
        name: engine.name,
        model: engine.model,
        access: engineAccess({ ...engine, baseUrl: engineBaseUrl(engine) }, location),
        ask: (question) => askEngine(engine, question, { location, signal }),
      })),
      samples: getEnv().LIVE_TEST_SAMPLES,
      onProgress: options.onProgress,
      onEngineProgress: options.onEngineProgress,
      read: answerReader(signal),
      siteFacts,
      ownTown: siteFacts?.then((site) => (site ? ownTownOf(site) : null)),
    });
    return { ...result, shareToken: shareTokenFor(result, input.businessName ?? input.domain) };
  } catch (error) {
    if (error instanceof AllSamplesFailedError) {
      const causes = error.causes.filter((c): c is ProviderError => c instanceof ProviderError);
      // The visitor left: nobody to answer, and no provider fault to log.
      if (options.signal?.aborted) throw new ApiError(499, "liveTest.failed");
      // The engines answered, but this server could not read their answers: its CPU pool is busy, not a provider.
      const poolBusy = error.causes.map((c) => (c instanceof AnswerNotReadError ? c.cause : null)).find((c): c is CpuTaskError => c instanceof CpuTaskError && c.reason === "busy");
      if (poolBusy) {
        console.error("live test: answers not read, CPU pool busy");
        throw cpuTaskApiError(poolBusy, "liveTest.failed");
      }
      // Every engine answered something and this server read none of it (its rules failed): its fault, not a provider's.
      if (causes.length === 0 && error.causes.some((c) => c instanceof AnswerNotReadError)) {
        console.error("live test: answers not read", error.causes.map((c) => (c instanceof AnswerNotReadError ? c.message : String(c))).join("; "));
        throw new ApiError(500, "liveTest.failed");
      }
      console.error("live test: provider failed", causes.map((c) => `${c.failure}${c.status ? ` ${c.status}` : ""}`).join(", "));
      const busy = causes.filter((c) => c.failure === "busy");
      if (busy.length > 0) {
        const seconds = Math.max(...busy.map((c) => c.retryAfterSeconds ?? DEFAULT_BUSY_RETRY_SECONDS), 1);
        throw new ApiError(503, "liveTest.busy", { params: { seconds: String(seconds) }, headers: { "Retry-After": String(seconds) } });
      }
      const allTimedOut = causes.length > 0 && causes.every((c) => c.failure === "timeout");
      throw new ApiError(allTimedOut ? 504 : 502, "liveTest.failed");
    }
    throw error;
  }
}

/**
 * An answer the engine gave that this server could not read: `failure` is {@link ANSWER_NOT_READ}, so a sample failed
 * this way is the server's failure, not the engine's ("Engines.notRead"); `cause` is the pool's CpuTaskError (busy,
 * deadline, memory) or whatever else the reading threw (a fault of the rules on this answer).
 */
class AnswerNotReadError extends Error {
  readonly failure = ANSWER_NOT_READ;
  constructor(readonly cause: unknown) {
    super(`answer not read: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
    this.name = "AnswerNotReadError";
  }
}

/**
 * The answer reader of the live test and the monitor: the rules in the CPU worker pool (off-thread.ts), then,
 * when ANSWER_READER is set, its model with its time limit and the database's verdict cache.
 * @param signal the caller's deadline, which also ends a reader call and a queued or running reading
 * @returns a read function; it throws {@link AnswerNotReadError} when the answer could not be read (the pool was busy,
 *   past its deadline or out of memory, or the rules failed on it: the sample then counts as failed, as the server's
 *   failure, never the engine's) and the signal's reason when it aborted; never a reader model's failure
 */
export function answerReader(signal?: AbortSignal): NonNullable<LiveTestDeps["read"]> {
  const env = getEnv();
  const reader = env.ANSWER_READER;
  const analyze = async (text: string, target: BusinessTarget) => {
    try {
      return (await analyzeAnswersOffThread([text], target, signal))[0]!;
    } catch (error) {
      // The visitor left or the deadline passed: not a reading that failed.
      throw signal?.aborted ? error : new AnswerNotReadError(error);
    }
  };
  if (!reader) return async (text, target) => ({ ...(await analyze(text, target)), readBy: "rules" });
  return async (text, target) => (await readAnswer(text, target, { reader, db: await getDb(), timeoutMs: env.ANSWER_READER_TIMEOUT_MS, signal, analyze })).analysis;
}

/**
 * The visitor's website's facts for the fact comparison, read by the checker (SSRF-guarded, bounded)
 * beside the engines' calls; null when the site cannot be read (the comparison then says "nicht prüfbar").
 * @param domain the "Website" field as typed: "zahnarzt-mueller.de" or a whole address ("https://www.…/praxis"),
 *   read as the website check reads it (normalizeWebsiteUrl), not with a second scheme in front
 */
async function siteFactsFor(domain: string, signal: AbortSignal): Promise<SiteFacts | null> {
  const site = normalizeWebsiteUrl(domain);
  if (!site.ok) return null;
  try {
    return siteFactsOf((await runWebsiteCheck(site.url, { signal })).businessFacts);
  } catch {
    return null;
  }
}
