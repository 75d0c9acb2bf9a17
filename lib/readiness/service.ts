import "server-only";
import { ApiError } from "@/lib/api/errors";
import { clientCountry, clientIp } from "@/lib/api/client-meta";
import { getDb } from "@/lib/db";
import { enforceLimit } from "@/lib/limits/limits";
import { assertPublicTarget, OutboundError, type OutboundFailure } from "@/lib/outbound/guarded-fetch";
import { recordUsageSafely } from "@/lib/usage/record-usage";
import { cpuTaskApiError, runCpuTask } from "@/lib/workers/pool";
import type { BusinessKind } from "./business-kind";
import { fetchSite, SiteNotCheckableError, type FetchSiteOptions } from "./fetch-site";
import { renderCheckResult } from "./finding-text";
import type { WebsiteCheckResult } from "./types";

/**
 * Admits one website check for the requesting client: a target the SSRF guard refuses
 * is answered first and counts nothing (bad input changes nothing), then the hourly
 * limit CHECKER_RATE_LIMIT_PER_HOUR, then the use is recorded as tool "checker" —
 * without the URL.
 * @param url the absolute http(s) address to be checked
 * @throws ApiError 400 refused or invalid address, 429 over the limit, with Retry-After (codes under
 *   "ApiErrors", rendered by the route wrapper)
 */
export async function admitWebsiteCheck(headers: Headers, url: string): Promise<void> {
  await assertCheckableTarget(url);
  const ip = clientIp(headers);
  await enforceLimit("checker", ip);
  void recordUsageSafely(getDb(), { tool: "checker", ip, country: clientCountry(headers) });
}

const STATUS_BY_FAILURE: Record<OutboundFailure, number> = {
  invalid_url: 400,
  unsupported_scheme: 400,
  blocked_address: 400,
  dns: 422,
  too_many_redirects: 422,
  unreachable: 502,
  tls: 502,
  invalid_response: 502,
  timeout: 504,
  aborted: 499,
};

/**
 * Fetches and scores a website, its findings rendered in German (lib/readiness/finding-text.ts).
 * @param url normalised absolute URL (websiteCheckRequestSchema)
 * @param options.businessKind the visitor's "Art des Unternehmens"; unset = read from the page
 * The page is read and scored in the CPU worker pool (lib/workers/pool.ts), never on the request thread.
 * @throws ApiError with a code under "ApiErrors" (rendered by the route wrapper): 400 address refused, 422 site not checkable
 *   (unknown domain, HTTP error, not HTML, redirect loop) or "cpu.pageTooComplex" (not read within its deadline or memory),
 *   502 unreachable, 503 "cpu.busy" (every worker busy), 504 timeout
 */
export async function runWebsiteCheck(url: string, options: FetchSiteOptions & { businessKind?: BusinessKind } = {}): Promise<WebsiteCheckResult> {
  try {
    const snapshot = await fetchSite(url, options);
    return renderCheckResult(await runCpuTask("analyze", { snapshot, now: new Date().toISOString(), businessKind: options.businessKind }));
  } catch (error) {
    throw cpuTaskApiError(siteFetchError(error, url), "cpu.pageTooComplex");
  }
}

/**
 * Refuses, before anything is counted or fetched, an address the SSRF-guarded fetcher
 * would refuse (lib/outbound assertPublicTarget); the fetch checks again on connecting.
 * @throws ApiError 400 with the fetcher's code ("outbound.*" under ApiErrors)
 */
export async function assertCheckableTarget(url: string): Promise<void> {
  try {
    await assertPublicTarget(url);
  } catch (error) {
    throw siteFetchError(error, url);
  }
}

/** The codes of failures that may be over https:// only, with the hint to try http:// added. */
const HTTP_HINT_CODES: Partial<Record<string, string>> = { "outbound.unreachable": "site.unreachableTryHttp", "outbound.tls": "site.tlsTryHttp" };

/**
 * The API error for a failed fetch of a visitor's site (shared by the check and the
 * llms.txt draft); other errors come back unchanged.
 * @param url the address that was fetched
 */
export function siteFetchError(error: unknown, url: string): unknown {
  if (error instanceof OutboundError) {
    // "example.de" became https://example.de; some small sites still lack HTTPS: the text adds how to try http://.
    const withHttpHint = url.startsWith("https://") ? HTTP_HINT_CODES[error.code] : undefined;
    return new ApiError(STATUS_BY_FAILURE[error.failure], withHttpHint ?? error.code, { params: error.params });
  }
  if (error instanceof SiteNotCheckableError) return new ApiError(422, error.code, { params: error.params });
  return error;
}
