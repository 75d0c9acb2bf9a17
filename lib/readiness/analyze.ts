import { checkContent } from "./checks/content";
import { checkCrawling } from "./checks/crawling";
import { checkFaq } from "./checks/faq";
import { checkLocalBusiness } from "./checks/local-business";
import { checkMetaTags } from "./checks/meta-tags";
import { checkStructuredData } from "./checks/structured-data";
import { extractPageFacts } from "./page-facts";
import { CATEGORY_WEIGHTS, categoryScore, overallScore, rankActions, trafficLight } from "./score";
import { CATEGORY_INFO } from "./categories";
import type { CategoryId, CategoryResult, Finding, SiteSnapshot, WebsiteCheckResult } from "./types";


function category(id: CategoryId, findings: Finding[]): CategoryResult {
  const problems = findings.filter((f) => f.status === "warn" || f.status === "fail");
  return {
    id,
    ...CATEGORY_INFO[id],
    weight: CATEGORY_WEIGHTS[id],
    score: categoryScore(findings),
    findings,
    issues: problems.map((f) => `${f.label}: ${f.evidence}`),
    suggestions: problems.flatMap((f) => (f.action ? [f.action] : [])),
  };
}

/**
 * Scores a fetched site. Pure and deterministic: the same snapshot and time give the
 * same result (rules: lib/readiness/score.ts and the module comment of each check).
 * @param snapshot what lib/readiness/fetch-site.ts fetched
 * @param now the check time, for checkedAt
 */
export function analyzeSite(snapshot: SiteSnapshot, now = new Date()): WebsiteCheckResult {
  const facts = extractPageFacts(snapshot.page.html, snapshot.finalUrl);
  const categories = [
    category("structured-data", checkStructuredData(facts)),
    category("meta", checkMetaTags(facts, snapshot)),
    category("faq", checkFaq(facts)),
    category("crawling", checkCrawling(snapshot)),
    category("local", checkLocalBusiness(facts)),
    category("content", checkContent(facts, snapshot)),
  ];
  const { score, cappedBy } = overallScore(categories);
  const actions = rankActions(categories);
  const summary = (r: SiteSnapshot["robotsTxt"]) => ({ url: r.url, status: r.status, ...(r.error ? { error: r.error } : {}) });
  return {
    overallScore: score,
    trafficLight: trafficLight(score),
    categories,
    actionItems: actions.map((a) => a.text),
    actions,
    cappedBy,
    requestedUrl: snapshot.requestedUrl,
    finalUrl: snapshot.finalUrl,
    redirects: snapshot.redirects,
    checkedAt: now.toISOString(),
    page: { status: snapshot.page.status, bytes: snapshot.page.bytes, truncated: snapshot.page.truncated, elapsedMs: snapshot.page.elapsedMs },
    resources: { robotsTxt: summary(snapshot.robotsTxt), sitemap: summary(snapshot.sitemap), llmsTxt: summary(snapshot.llmsTxt) },
  };
}
