import "server-only";
import { ApiError } from "@/lib/api/errors";
import { clientCountry, clientIp } from "@/lib/api/client-meta";
import { enforceHourlyLimit } from "@/lib/api/rate-limit";
import { getDb } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { recordUsageSafely } from "@/lib/usage/record-usage";
import { AllSamplesFailedError, runLiveTest, type LiveTestResult } from "./live-test";
import { askAssistant, getProviderInfo, ProviderError, type ProviderInfo } from "./provider";
import { LIVE_TEST_FAILED_MESSAGE } from "./protocol";
import type { LiveTestRequest } from "./request";

export const NOT_CONFIGURED_MESSAGE =
  "Der Live-Test ist auf diesem Server nicht eingerichtet: Es ist kein KI-Anbieter konfiguriert. Es werden keine Ergebnisse erfunden.";

/**
 * Admits one live-test run for the requesting client: checks that a provider is
 * configured and the client's hourly limit, then records the use (tool "search";
 * no query or name is stored).
 * @throws ApiError 503 when no provider is configured, 429 over the limit
 */
export function admitLiveTest(headers: Headers): ProviderInfo {
  const provider = getProviderInfo();
  if (!provider) throw new ApiError(503, NOT_CONFIGURED_MESSAGE);
  const ip = clientIp(headers);
  enforceHourlyLimit("liveTest", getEnv().LIVE_TEST_RATE_LIMIT_PER_HOUR, ip, "Live-Tests");
  void recordUsageSafely(getDb(), { tool: "search", ip, country: clientCountry(headers) });
  return provider;
}

/**
 * Runs an admitted live test against the configured provider.
 * @param onProgress answers completed of total, for the page's progress display
 * @throws ApiError 502 (504 when every answer timed out) with the spec's German alert
 */
export async function executeLiveTest(
  input: LiveTestRequest,
  provider: ProviderInfo,
  options: { signal?: AbortSignal; onProgress?: (completed: number, total: number) => void } = {},
): Promise<LiveTestResult> {
  try {
    return await runLiveTest(input, {
      ask: (question) => askAssistant(question, options.signal),
      samples: getEnv().LIVE_TEST_SAMPLES,
      providerName: provider.name,
      onProgress: options.onProgress,
    });
  } catch (error) {
    if (error instanceof AllSamplesFailedError) {
      const causes = error.causes.filter((c): c is ProviderError => c instanceof ProviderError);
      // The visitor left: nobody to answer, and no provider fault to log.
      if (options.signal?.aborted) throw new ApiError(499, LIVE_TEST_FAILED_MESSAGE);
      console.error("live test: provider failed", causes.map((c) => `${c.failure}${c.status ? ` ${c.status}` : ""}`).join(", "));
      const allTimedOut = causes.length > 0 && causes.every((c) => c.failure === "timeout");
      throw new ApiError(allTimedOut ? 504 : 502, LIVE_TEST_FAILED_MESSAGE);
    }
    throw error;
  }
}

/** Whether the live test can run on this server (the page shows a notice if not). */
export function isLiveTestConfigured(): boolean {
  return getProviderInfo() !== null;
}
