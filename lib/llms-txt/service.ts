import "server-only";
import pLimit from "p-limit";
import { clientCountry, clientIp } from "@/lib/api/client-meta";
import { getDb } from "@/lib/db";
import { enforceLimit } from "@/lib/limits/limits";
import { decodeText, guardedFetch, OutboundError } from "@/lib/outbound/guarded-fetch";
import { FILE_TIMEOUT_MS, fetchSite, SECOND_PAGE_MAX_BYTES, type FetchSiteOptions } from "@/lib/readiness/fetch-site";
import { extractPageFacts } from "@/lib/readiness/page-facts";
import { assertCheckableTarget, siteFetchError } from "@/lib/readiness/service";
import { recordUsageSafely } from "@/lib/usage/record-usage";
import { draftPageUrls, llmsDraftOf, type DescribedPage } from "./draft";
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
    const facts = extractPageFacts(decodeText(response.body, type), response.url);
    const heading = facts.headings.find((h) => h.level === 1 && h.text) ?? facts.headings.find((h) => h.text);
    return { url, heading: heading?.text ?? null, description: facts.metaDescription };
  } catch (error) {
    if (error instanceof OutboundError && error.failure === "aborted" && options.signal?.aborted) throw error;
    return null;
  }
}

/**
 * Drafts an llms.txt for a site: fetches it like the checker (SSRF-guarded, same size
 * and time limits), then up to MAX_DRAFT_PAGES of its pages for their titles and
 * descriptions, CONCURRENCY at a time, within PAGES_DEADLINE_MS.
 * @param url normalised absolute URL
 * @throws ApiError like the checker: 400 refused address, 422 not checkable, 502/504
 */
export async function draftLlmsTxt(url: string, options: FetchSiteOptions = {}): Promise<LlmsTxtDraftResult> {
  let snapshot;
  try {
    snapshot = await fetchSite(url, options);
  } catch (error) {
    throw siteFetchError(error, url);
  }
  const urls = draftPageUrls(snapshot);
  const signal = AbortSignal.any([AbortSignal.timeout(PAGES_DEADLINE_MS), ...(options.signal ? [options.signal] : [])]);
  const limit = pLimit(CONCURRENCY);
  const pages = (await Promise.all(urls.map((u) => limit(() => describePage(u, signal, options))))).filter((p): p is DescribedPage => p !== null);
  const draft = llmsDraftOf(snapshot, pages);
  return { draft, text: buildLlmsTxt(draft), pageCount: pages.length, finalUrl: snapshot.finalUrl };
}
