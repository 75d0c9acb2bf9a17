/**
 * Pages and reports that froze the whole instance (issue 34): 200,000 nested <div>
 * (htmlparser2's tag stack is quadratic in the depth: 110 s in the checker, 41 s in the
 * SEO crawler) and a report of 80 findings of unbroken words (65 s). Each now runs in
 * the CPU worker pool while the request thread keeps serving; the assertions are on
 * results and on the order of events, never on how fast this machine is.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, apiErrorText } from "@/lib/api/errors";
import { MAX_NESTING_DEPTH } from "@/lib/html/nesting";
import { analyzeSite } from "@/lib/readiness/analyze";
import { renderCheckResult } from "@/lib/readiness/finding-text";
import { runWebsiteCheck } from "@/lib/readiness/service";
import { checkReportInputSchema } from "@/lib/reports/check-report-input";
import { issueText } from "@/lib/seo-crawl/issue-text";
import { freshModulesWithEnv } from "@/test/fresh-modules";
import { serveDuringTests } from "@/test/local-http-server";
import { jsonLd, page, snapshotFor } from "@/test/readiness-helpers";
import { closeCpuPool, CpuTaskError, cpuTaskApiError, runCpuTask } from "./pool";

const DEPTH = 200_000;
/**
 * Per test, in ms: a worker thread's start and two reads of the 2.2 MB page take seconds,
 * on a loaded machine a minute; the quadratic parse took 110 s per read before.
 */
const HEAVY_TEST_MS = 100_000;
/** 2.2 MB: under the fetcher's 5 MB. The link and the imprint link lie inside the deepest element. */
const DEEP_PAGE = page(
  `${"<div>".repeat(DEPTH)}<h1>Bäckerei Tief</h1><a href="/nach-tief">Weiter</a> <a href="/impressum">Impressum</a>${"</div>".repeat(DEPTH)}`,
  `<title>Bäckerei Tief – Brot aus Köln</title>`,
);
const SMALL_PAGE = page(`<h1>Nach der Tiefe</h1><a href="/">Start</a>`, "<title>Nach der Tiefe</title>");

let onDeepServed: () => void = () => {};
const site = serveDuringTests((req, res) => {
  const path = req.url?.split("?")[0];
  if (path === "/tief") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(DEEP_PAGE, () => onDeepServed());
    return;
  }
  if (path === "/" || path === "/nach-tief" || path === "/impressum" || path === "/klein") {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(path === "/" ? page(`<a href="/tief">Tief</a> <a href="/nach-tief">Nach</a>`, "<title>Start</title>") : SMALL_PAGE);
    return;
  }
  res.writeHead(404, { "content-type": "text/plain" }).end("nicht gefunden");
});

afterEach(() => vi.unstubAllEnvs());
afterAll(() => closeCpuPool());

describe("the checker on 200,000 nested <div>", () => {
  it("checks the page, says it was flattened, and serves another request meanwhile", async () => {
    const order: string[] = [];
    const served = new Promise<void>((resolve) => (onDeepServed = resolve));
    const check = runWebsiteCheck(`${site.origin}/tief`, { fetchOptions: { allowPrivate: true } }).then((result) => {
      order.push("check done");
      return result;
    });
    await served;
    // A second, cheap request while the page is read: answered before the check ends.
    expect(await (await fetch(`${site.origin}/klein`)).text()).toContain("Nach der Tiefe");
    order.push("cheap request answered");
    const result = await check;
    expect(order).toEqual(["cheap request answered", "check done"]);
    expect(result.page.deepNesting).toEqual({ depth: DEPTH + 3, limit: MAX_NESTING_DEPTH });
    // What lay at the bottom still counts: the heading and the imprint link.
    const findings = result.categories.flatMap((c) => c.findings);
    expect(findings.find((f) => f.id === "content.h1")?.evidence).toContain("Bäckerei Tief");
    expect(result.resources.secondPage).toMatchObject({ kind: "imprint", status: 200 });
  }, HEAVY_TEST_MS);

  it("answers 422 with a German reason when reading a page outlasts its deadline", async () => {
    const error = await runCpuTask("pageLinks", { html: DEEP_PAGE, url: `${site.origin}/tief` }, { deadlineMs: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CpuTaskError);
    expect(error).toMatchObject({ reason: "deadline", deadlineMs: 1 });
    const apiError = cpuTaskApiError(error, "cpu.pageTooComplex") as ApiError;
    expect(apiError).toMatchObject({ status: 422, code: "cpu.pageTooComplex" });
    expect(apiErrorText(apiError.code, apiError.params)).toMatch(/^Die Seite ist zu komplex, um sie in angemessener Zeit zu prüfen/);
    // The pool goes on: the terminated worker is replaced.
    expect((await runCpuTask("pageLinks", { html: SMALL_PAGE, url: `${site.origin}/klein` })).factPageLinks).toEqual([]);
  }, HEAVY_TEST_MS);

  it("returns the same outcome from the pool as analyzeSite on the request thread", async () => {
    const snapshot = snapshotFor(page(`<h1>Bäckerei Müller</h1>`, `<title>Bäckerei Müller</title>${jsonLd({ "@context": "https://schema.org", "@type": "Bakery", name: "Bäckerei Müller" })}`));
    const now = new Date("2026-11-24T12:00:00Z");
    expect(await runCpuTask("analyze", { snapshot, now: now.toISOString() })).toEqual(analyzeSite(snapshot, now));
  });
});

describe("the SEO crawler on a site linking to 200,000 nested <div>", () => {
  it("crawls the page, reports its depth and follows the link at its bottom", async () => {
    freshModulesWithEnv({ OUTBOUND_ALLOW_PRIVATE: "1" });
    const { crawlSite } = await import("@/lib/seo-crawl/crawl-site");
    // The crawl's time budget is wall-clock: far above what this takes, so only the page decides.
    const result = await crawlSite({ startUrl: `${site.origin}/`, maxPages: 10, concurrency: 1, timeBudgetMs: 10 * HEAVY_TEST_MS });
    const deep = result.pages.find((p) => p.url === `${site.origin}/tief`);
    expect(deep?.status).toBe("reachable");
    expect(deep?.title).toBe("Bäckerei Tief – Brot aus Köln");
    expect(deep?.issues.map(issueText)).toContain("HTML tiefer als 256 Ebenen verschachtelt (200.003 Ebenen)");
    expect(result.limitHit).toBeNull();
    expect(result.pages.map((p) => p.url)).toEqual(expect.arrayContaining([`${site.origin}/nach-tief`, `${site.origin}/impressum`]));
  }, HEAVY_TEST_MS);
});

describe("the PDF report in the pool", () => {
  it("draws 80 findings of 2,000- to 3,000-character words into a valid PDF", async () => {
    const result = renderCheckResult(analyzeSite(snapshotFor(page("<h1>Bäckerei</h1>")), new Date("2026-11-24T12:00:00Z")));
    const findings = Array.from({ length: 40 }, (_, i) => ({
      id: `long.${i}`,
      status: "warn",
      label: `Befund ${i}`,
      evidence: "E".repeat(3000),
      points: 0,
      maxPoints: 10,
      action: "A".repeat(2000),
    }));
    const input = checkReportInputSchema.parse({
      result: { ...JSON.parse(JSON.stringify(result)), categories: [0, 1].map((n) => ({ id: `c${n}`, name: `Kategorie ${n}`, weight: 10, score: 0, findings })) },
    });
    const pdf = await runCpuTask("checkReportPdf", input);
    expect(new TextDecoder().decode(pdf.subarray(0, 5))).toBe("%PDF-");
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
    expect(text).toContain("Befund 39");
  }, HEAVY_TEST_MS);
});
