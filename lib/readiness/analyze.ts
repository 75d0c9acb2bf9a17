import { checkContent } from "./checks/content";
import { checkCrawling } from "./checks/crawling";
import { checkFaq } from "./checks/faq";
import { checkLocalBusiness } from "./checks/local-business";
import { checkTrust } from "./checks/trust";
import { assessBusinessKind, type AssessedKind, type BusinessKind } from "./business-kind";
import { expectsLocalFacts, localQuestionsOptional } from "./kind-scope";
import type { KindPage } from "./kind-signals";
import { checkMetaTags } from "./checks/meta-tags";
import { checkStructuredData } from "./checks/structured-data";
import { extractBusinessFacts, type BusinessFacts } from "./business-facts";
import { collectSiteFacts } from "./site-facts";
import { checkClientRedirect, checkHttpStatus, checkJavaScriptOnly } from "./checks/crawler-view";
import { checkHreflang } from "./checks/hreflang";
import { checkCrawlableLinks, checkLinkText } from "./checks/links";
import type { LocalOptions, SecondPage } from "./checks/local-business";
import { extractPageFacts, factsOfPage, type PageFacts } from "./page-facts";
import { CATEGORY_WEIGHTS, categoryScore, overallScore, rankActions, statusByPoints, trafficLight } from "./score";
import { CATEGORY_ICONS } from "./categories";
import type { DachCountry, PlaceCountries } from "./facts/country";
import type { FactPage } from "./facts/types";
import type { CategoryId, CategoryOutcome, CheckOutcome, Copy, FactPageFetch, Finding, SecondPageFetch, SiteSnapshot } from "./types";

/** The imprint/contact page as the local checks read it: parsed when it is an HTML page. */
function secondPageOf(fetched: SecondPageFetch | undefined): SecondPage | undefined {
  if (!fetched) return undefined;
  if (fetched.text !== null) return { kind: fetched.kind, url: fetched.url, facts: extractPageFacts(fetched.text, fetched.url) };
  const problem: Copy =
    fetched.status === null
      ? { code: "local.page.unreachable", params: { error: fetched.error ?? { code: "crawling.robots.noAnswer" } } }
      : fetched.status >= 300
        ? { code: "crawling.robots.httpStatus", params: { status: String(fetched.status) } }
        : { code: "local.page.notHtml" };
  return { kind: fetched.kind, url: fetched.url, problem };
}

/** The contact and about pages read besides the imprint/contact page, parsed when they are HTML. */
function morePagesOf(snapshot: SiteSnapshot): (FactPage & { facts: PageFacts })[] {
  return (snapshot.morePages ?? ([] as FactPageFetch[])).flatMap((page) => (page.text !== null ? [{ kind: page.kind, url: page.url, facts: extractPageFacts(page.text, page.url) }] : []));
}

function factsOfPages(home: PageFacts, second: SecondPage | undefined, more: FactPage[], places?: PlaceCountries): BusinessFacts {
  return extractBusinessFacts(home, [...(second?.facts ? [{ kind: second.kind, url: second.url, facts: second.facts }] : []), ...more], places);
}

/**
 * The business facts of a fetched site alone, without scoring: what the check result's
 * `businessFacts` holds (name, address, country, phones as E.164, e-mail, opening hours,
 * each with every place it was read and its certainty). Pure; for comparing facts
 * elsewhere, e.g. with what AI answers state.
 * @param snapshot what lib/readiness/fetch-site.ts fetched
 * @param places the DACH gazetteer (lib/visibility/gazetteer.ts loadDachGazetteer), for the country of an address
 */
export function businessFactsOfSnapshot(snapshot: SiteSnapshot, places?: PlaceCountries): BusinessFacts {
  return factsOfPages(factsOfPage(snapshot.page, snapshot.finalUrl), secondPageOf(snapshot.secondPage), morePagesOf(snapshot), places);
}

function category(id: CategoryId, checked: Finding[], variant?: "trust"): CategoryOutcome {
  const findings = checked.map((f) => ({ ...f, status: statusByPoints(f) }));
  return { id, icon: CATEGORY_ICONS[id], ...(variant ? { variant } : {}), weight: CATEGORY_WEIGHTS[id], score: categoryScore(findings), findings };
}

/** What the "local" category asks: local details, the same with the local questions optional, or "Unternehmen & Vertrauen". */
function localCategory(kind: AssessedKind, facts: PageFacts, second: SecondPage | undefined, options: LocalOptions): CategoryOutcome {
  if (!expectsLocalFacts(kind)) return category("local", checkTrust(facts, second), "trust");
  if (kind === "local") return category("local", checkLocalBusiness(facts, second, options));
  return category("local", localQuestionsOptional(checkLocalBusiness(facts, second, options)));
}

/**
 * Scores a fetched site, by codes (lib/readiness/finding-text.ts renders the German). Pure and deterministic: the same snapshot, time and chosen kind
 * give the same result (rules: lib/readiness/score.ts and the module comment of each check).
 * The kind of business (lib/readiness/business-kind.ts, read from every page fetched)
 * decides what the "local" category asks: local details for a local business,
 * "Unternehmen & Vertrauen" for an online shop or service, and for an unclear kind the
 * local details with opening hours and map optional and unscored.
 * @param snapshot what lib/readiness/fetch-site.ts fetched
 * @param now the check time, for checkedAt
 * @param businessKind the visitor's choice in the form; unset = read from the page
 * @param places the DACH gazetteer (lib/visibility/gazetteer.ts loadDachGazetteer), to tell
 *   an Austrian from a Swiss address by its locality; without it a 4-digit postal code allows both
 */
export function analyzeSite(snapshot: SiteSnapshot, now = new Date(), businessKind?: BusinessKind, places?: PlaceCountries): CheckOutcome {
  const facts = factsOfPage(snapshot.page, snapshot.finalUrl);
  const second = secondPageOf(snapshot.secondPage);
  const fetchedAnyway = [
    ...(second?.facts ? [{ url: second.url, facts: second.facts }] : []),
    ...(snapshot.metaRefresh && !snapshot.metaRefresh.error ? [{ url: snapshot.metaRefresh.fromUrl, facts: extractPageFacts(snapshot.metaRefresh.fromHtml, snapshot.metaRefresh.fromUrl) }] : []),
  ];
  const more = morePagesOf(snapshot);
  const pages: KindPage[] = [
    { facts, html: snapshot.page.html },
    ...(second?.facts ? [{ facts: second.facts, html: snapshot.secondPage?.text ?? "", role: second.kind }] : []),
    ...more.map((p) => ({ facts: p.facts, html: snapshot.morePages?.find((m) => m.url === p.url)?.text ?? "", role: p.kind })),
  ];
  const kind = assessBusinessKind(pages, businessKind);
  const businessFacts = factsOfPages(facts, second, more, places);
  const country = businessFacts.country[0]?.value as DachCountry | undefined;
  // The local checks read the contact page too (hours and map may stand only there); an about page names no local details.
  const localMore = more.filter((p) => p.kind === "contact").map((p) => ({ kind: "contact" as const, url: p.url, facts: p.facts }));
  const categories = [
    category("structured-data", checkStructuredData(facts, kind.kind)),
    category("meta", [...checkMetaTags(facts, snapshot, now), checkHreflang(facts, snapshot.page.linkHeader, fetchedAnyway)]),
    category("faq", checkFaq(facts)),
    category("crawling", [checkHttpStatus(facts, snapshot), ...checkCrawling(snapshot), checkCrawlableLinks(facts), checkClientRedirect(facts, snapshot)]),
    localCategory(kind.kind, facts, second, { morePages: localMore, ...(country ? { country } : {}) }),
    category("content", [...checkContent(facts, snapshot), checkJavaScriptOnly(facts), checkLinkText(facts)]),
  ];
  const { score, cappedBy } = overallScore(categories);
  const actions = rankActions(categories);
  const summary = (r: SiteSnapshot["robotsTxt"]) => ({ url: r.url, status: r.status, ...(r.error ? { error: r.error } : {}) });
  return {
    overallScore: score,
    businessKind: kind,
    trafficLight: trafficLight(score),
    categories,
    actions,
    cappedBy,
    requestedUrl: snapshot.requestedUrl,
    finalUrl: snapshot.finalUrl,
    redirects: snapshot.redirects,
    checkedAt: now.toISOString(),
    page: { status: snapshot.page.status, bytes: snapshot.page.bytes, truncated: snapshot.page.truncated, elapsedMs: snapshot.page.elapsedMs },
    ...(snapshot.metaRefresh
      ? {
          metaRefresh: {
            fromUrl: snapshot.metaRefresh.fromUrl,
            target: snapshot.metaRefresh.target,
            delaySeconds: snapshot.metaRefresh.delaySeconds,
            ...(snapshot.metaRefresh.error ? { error: snapshot.metaRefresh.error } : {}),
          },
        }
      : {}),
    resources: {
      robotsTxt: summary(snapshot.robotsTxt),
      sitemap: summary(snapshot.sitemap),
      llmsTxt: summary(snapshot.llmsTxt),
      ...(snapshot.secondPage ? { secondPage: { ...summary(snapshot.secondPage), kind: snapshot.secondPage.kind } } : {}),
    },
    businessFacts,
    siteFacts: collectSiteFacts(facts, snapshot),
  };
}
