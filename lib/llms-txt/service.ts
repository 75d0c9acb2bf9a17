import "server-only";
import pLimit from "p-limit";
import { clientCountry, clientIp } from "@/lib/api/client-meta";
import { getDb } from "@/lib/db";
import { enforceLimit } from "@/lib/limits/limits";
import { decodeText, guardedFetch, OutboundError } from "@/lib/outbound/guarded-fetch";
import { FILE_TIMEOUT_MS, fetchSite, SECOND_PAGE_MAX_BYTES, type FetchSiteOptions } from "@/lib/readiness/fetch-site";
import { assertCheckableTarget, siteFetchError } from "@/lib/readiness/service";
import { recordUsageSafely } from "@/lib/usage/record-usage";
import { CpuTaskError, cpuTaskApiError, runCpuTask } from "@/lib/workers/pool";
import type { DescribedPage } from "./draft";
import { buildLlmsTxt, type LlmsDraft } from "./format";

/** Pages fetched at once for their titles; a small site's server should not notice. */
const CONCURRENCY = 3;
/** Time for all pages together (ms); pages not fetched by then are left out. */
const PAGES_DEADLINE_MS = 20_000;

export interface LlmsTxtDraftResult {
  draft: LlmsDraft;
  text: string;
  /** Pages described besides the home page. */
  pageCount: number;
  finalUrl: string;
}

/**
 * Admits a draft like a website check (it fetches a foreign site): a refused address
 * counts nothing, then the checker's hourly limit, then the use is recorded as tool
 * "llms_txt" — without the URL.
 * @param url the absolute http(s) address of the site
 * @throws ApiError 400 refused or invalid address, 429 over the limit (codes under "ApiErrors", rendered by the route wrapper)
 */
export async function admitLlmsTxtDraft(headers: Headers, url: string): Promise<void> {
  await assertCheckableTarget(url);
  const ip = clientIp(headers);
  await enforceLimit("checker", ip);
  void recordUsageSafely(getDb(), { tool: "llms_txt", ip, country: clientCountry(headers) });
}

async function describePage(url: string, signal: AbortSignal, options: FetchSiteOptions): Promise<DescribedPage | null> {
  try {
    const response = await guardedFetch(url, { ...options.fetchOptions, signal, maxBytes: SECOND_PAGE_MAX_BYTES, timeoutMs: FILE_TIMEOUT_MS });
    const type = response.headers.get("content-type");
    if (response.status < 200 || response.status >= 300 || (type && !/html/i.test(type))) return null;
    return { url, ...(await runCpuTask("describePage", { html: decodeText(response.body, type), url: response.url }, { signal })) };
  } catch (error) {
    if (error instanceof OutboundError && error.failure === "aborted" && options.signal?.aborted) throw error;
    // Every worker busy: the visitor is told to retry rather than given a draft missing pages at random.
    if (error instanceof CpuTaskError && error.reason === "busy") throw error;
    return null;
  }
}

/**
 * Drafts an llms.txt for a site: fetches it like the checker (SSRF-guarded, same size
 * and time limits), then up to MAX_DRAFT_PAGES of its pages for their titles and
 * descriptions, CONCURRENCY at a time, within PAGES_DEADLINE_MS. Every page is read in the
 * CPU worker pool (lib/workers/pool.ts); a page not read within its deadline is left out.
 * @param url normalised absolute URL
 * @throws ApiError like the checker: 400 refused address, 422 not checkable or "cpu.pageTooComplex", 502/504, 503 "cpu.busy"
 */
export async function draftLlmsTxt(url: string, options: FetchSiteOptions = {}): Promise<LlmsTxtDraftResult> {
  try {
    const snapshot = await fetchSite(url, options);
    const urls = await runCpuTask("llmsPageUrls", snapshot, { signal: options.signal });
    const signal = AbortSignal.any([AbortSignal.timeout(PAGES_DEADLINE_MS), ...(options.signal ? [options.signal] : [])]);
    const limit = pLimit(CONCURRENCY);
    const pages = (await Promise.all(urls.map((u) => limit(() => describePage(u, signal, options))))).filter((p): p is DescribedPage => p !== null);
    const draft = await runCpuTask("llmsDraft", { snapshot, pages }, { signal: options.signal });
    return { draft, text: buildLlmsTxt(draft), pageCount: pages.length, finalUrl: snapshot.finalUrl };
  } catch (error) {
    throw cpuTaskApiError(siteFetchError(error, url), "cpu.pageTooComplex");
  }
}
