import type { MessagePort } from "node:worker_threads";
import { Piscina } from "piscina";
import { limitNesting, MAX_NESTING_DEPTH } from "@/lib/html/nesting";
import { draftPageUrls, llmsDraftOf, type DescribedPage } from "@/lib/llms-txt/draft";
import type { LlmsDraft } from "@/lib/llms-txt/format";
import { analyzeSite } from "@/lib/readiness/analyze";
import { factPageLinks } from "@/lib/readiness/business-facts";
import type { BusinessKind } from "@/lib/readiness/business-kind";
import { extractPageFacts, pageFactsData, rememberPageFacts, type MetaRefresh, type PageFactsData } from "@/lib/readiness/page-facts";
import type { CheckOutcome, SiteSnapshot } from "@/lib/readiness/types";
import type { CheckReportInput } from "@/lib/reports/check-report-input";
import { renderCheckReportPdf } from "@/lib/reports/check-report-pdf";
import { readHtmlPage, type HtmlPageFacts } from "@/lib/seo-crawl/page-report";
import { analyzeAnswer, type AnswerAnalysis, type BusinessTarget } from "@/lib/visibility/analysis";
import { loadDachGazetteer, placeLocator } from "@/lib/visibility/gazetteer";

/**
 * The tasks of the CPU worker pool (lib/workers/pool.ts): every parse of fetched HTML, the
 * rules' reading of AI answers and the PDF report, run in a worker thread so a page, answer or
 * report that takes long holds only that thread, never the server's request thread. Each export is one task, called by
 * name; its argument and result cross threads by structured clone (plain data only).
 * Every HTML document goes through limitNesting first (lib/html/nesting.ts).
 *
 * Bundled on its own by lib/workers/bundle.ts (at `next build`, or on first use in
 * development and tests); it must not import the pool.
 */

/** What every task receives besides its own argument: the port it reports its start on. */
export interface TaskEnvelope<A> {
  arg: A;
  started: MessagePort;
}

/** The pool learns that the task left the queue: its run deadline starts now. */
function begin<A>({ arg, started }: TaskEnvelope<A>): A {
  started.postMessage("started");
  started.close();
  return arg;
}

/** Depth beyond MAX_NESTING_DEPTH, when a document was flattened. */
interface DeepNesting {
  /** Deepest nesting of the document as served, in open elements. */
  depth: number;
  /** The depth it was read at (MAX_NESTING_DEPTH). */
  limit: number;
}

function flatten(html: string): { html: string; deep?: DeepNesting } {
  const limited = limitNesting(html);
  return limited.flattened > 0 ? { html: limited.html, deep: { depth: limited.depth, limit: MAX_NESTING_DEPTH } } : { html };
}

/**
 * What fetchSite needs from the page before it fetches more: its meta refresh and its
 * imprint, contact and about links (lib/readiness/business-facts.ts factPageLinks), and
 * the page's facts as read, which fetchSite hands on in the snapshot (`pageFacts`) so
 * that the analysis parses the page only once.
 */
export function pageLinks(envelope: TaskEnvelope<{ html: string; url: string }>): {
  metaRefresh: MetaRefresh | null;
  factPageLinks: ReturnType<typeof factPageLinks>;
  pageFacts: { url: string; facts: PageFactsData };
} {
  const { html, url } = begin(envelope);
  const facts = extractPageFacts(flatten(html).html, url);
  return { metaRefresh: facts.metaRefresh, factPageLinks: factPageLinks(facts), pageFacts: { url, facts: pageFactsData(facts) } };
}

/**
 * The snapshot's page flattened (lib/html/nesting.ts), with the facts the fetch step read
 * of it remembered for factsOfPage, so that the page is not parsed again here.
 */
function checkedPage(snapshot: SiteSnapshot): { page: SiteSnapshot["page"]; deep?: DeepNesting } {
  const flat = flatten(snapshot.page.html);
  const page = { ...snapshot.page, html: flat.html };
  if (snapshot.pageFacts?.url === snapshot.finalUrl) rememberPageFacts(page, snapshot.finalUrl, snapshot.pageFacts.facts);
  return { page, ...(flat.deep ? { deep: flat.deep } : {}) };
}

/**
 * analyzeSite on the snapshot with every HTML document flattened; the result's
 * `page.deepNesting` says when the checked page was.
 * The DACH gazetteer (for the country of an address) is loaded on the first check of a worker thread.
 * @param envelope.arg.now the check time, ISO 8601
 */
export async function analyze(envelope: TaskEnvelope<{ snapshot: SiteSnapshot; now: string; businessKind?: BusinessKind }>): Promise<CheckOutcome> {
  const { snapshot, now, businessKind } = begin(envelope);
  const places = await loadDachGazetteer();
  const page = checkedPage(snapshot);
  const second = snapshot.secondPage?.text ? { ...snapshot.secondPage, text: flatten(snapshot.secondPage.text).html } : snapshot.secondPage;
  const refresh = snapshot.metaRefresh ? { ...snapshot.metaRefresh, fromHtml: flatten(snapshot.metaRefresh.fromHtml).html } : undefined;
  const outcome = analyzeSite(
    { ...snapshot, page: page.page, ...(second ? { secondPage: second } : {}), ...(refresh ? { metaRefresh: refresh } : {}) },
    new Date(now),
    businessKind,
    places,
  );
  return page.deep ? { ...outcome, page: { ...outcome.page, deepNesting: page.deep } } : outcome;
}

/** The SEO crawler's reading of one page (lib/seo-crawl/page-report.ts readHtmlPage), flattened first. */
export function crawlPage(envelope: TaskEnvelope<{ html: string; finalUrl: string; siteHost: string; xRobotsTag: string | null }>): HtmlPageFacts & { deepNesting?: DeepNesting } {
  const { html, finalUrl, siteHost, xRobotsTag } = begin(envelope);
  const page = flatten(html);
  const facts = readHtmlPage(page.html, finalUrl, siteHost, xRobotsTag);
  return page.deep ? { ...facts, deepNesting: page.deep } : facts;
}

/** The pages an llms.txt draft lists (lib/llms-txt/draft.ts draftPageUrls). */
export function llmsPageUrls(envelope: TaskEnvelope<SiteSnapshot>): string[] {
  const snapshot = begin(envelope);
  return draftPageUrls({ ...snapshot, page: checkedPage(snapshot).page });
}

/** Heading (first h1, else first heading) and description of one page an llms.txt draft describes. */
export function describePage(envelope: TaskEnvelope<{ html: string; url: string }>): Pick<DescribedPage, "heading" | "description"> {
  const { html, url } = begin(envelope);
  const facts = extractPageFacts(flatten(html).html, url);
  const heading = facts.headings.find((h) => h.level === 1 && h.text) ?? facts.headings.find((h) => h.text);
  return { heading: heading?.text ?? null, description: facts.metaDescription };
}

/** The llms.txt draft of a fetched site (lib/llms-txt/draft.ts llmsDraftOf). */
export function llmsDraft(envelope: TaskEnvelope<{ snapshot: SiteSnapshot; pages: DescribedPage[] }>): LlmsDraft {
  const { snapshot, pages } = begin(envelope);
  return llmsDraftOf({ ...snapshot, page: checkedPage(snapshot).page }, pages);
}

/**
 * The rules' reading of AI answers (lib/visibility/analysis.ts analyzeAnswer), each on its own, for the
 * live test, the monitor and its page: about 1 ms per 100 words, each answer read up to 20,000 characters.
 * @param envelope.arg.answers answer texts as the engines returned them
 * @param envelope.arg.target the visitor's business and the place asked about; with its own town, the thread's
 *   gazetteer (loaded once per thread) locates the places the answer gives (own-town.ts)
 * @returns one analysis per answer, in the same order
 */
export async function readAnswers(envelope: TaskEnvelope<{ answers: string[]; target: BusinessTarget }>): Promise<AnswerAnalysis[]> {
  const { answers, target } = begin(envelope);
  const locatePlace = target.ownTown ? placeLocator(await loadDachGazetteer()) : undefined;
  return answers.map((answer) => analyzeAnswer(answer, target, { locatePlace }));
}

/** The PDF report (lib/reports/check-report-pdf.ts); its bytes are moved, not copied, back. */
export async function checkReportPdf(envelope: TaskEnvelope<CheckReportInput>): Promise<Uint8Array> {
  const pdf = await renderCheckReportPdf(begin(envelope));
  return Piscina.move(pdf) as unknown as Uint8Array;
}
