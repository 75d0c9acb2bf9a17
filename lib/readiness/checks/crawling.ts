import { AI_CRAWLERS, SEARCH_ENGINE_CRAWLERS, type AiCrawler } from "@/lib/crawlers/ai-crawlers";
import { parseSitemap } from "@/lib/crawlers/parse-sitemap";
import { parseRobotsTxt, type RobotsVerdict } from "@/lib/crawlers/robots-txt";
import { robotsTxtSyntaxErrors, type RobotsSyntaxProblem } from "@/lib/crawlers/robots-txt-syntax";
import type { Copy, CopyParam, Finding, ResourceFetch, SiteSnapshot } from "../types";
import { copy, infoFinding, list, quote, statusFor } from "./shared";

/**
 * robots.txt, sitemap and llms.txt: can search engines and AI crawlers fetch the
 * home page, and do they find the rest? Points:
 * - 15 robots.txt: served as text 15, with lines crawlers cannot read (robots-txt-syntax)
 *   10; missing (4xx) or an HTML page 8 — crawlers then
 *   may fetch everything (RFC 9309 §2.3.1.3); 5xx or unreachable 0 and a blocker —
 *   crawlers must then assume everything is disallowed (RFC 9309 §2.3.1.4)
 * - 25 search engines: Googlebot and Bingbot allowed 25, only Bingbot blocked 15,
 *   Googlebot blocked 0 and a blocker
 * - 25 AI search and user-fetch crawlers (current tokens of lib/crawlers/ai-crawlers):
 *   25 × share allowed; all blocked is a blocker
 * - reported, not scored: AI training crawlers (the owner's choice; blocking them does
 *   not remove a site from AI answers)
 * - 20 sitemap (robots.txt Sitemap line, else /sitemap.xml): valid with entries 20,
 *   found but invalid 8, missing 0
 * - 5 llms.txt (llmstxt.org proposal): H1 and links 5, present but malformed 2
 */


function looksLikeHtml(text: string | null): boolean {
  return !!text && /^\s*(<!doctype html|<html|<head|<body)/i.test(text);
}

export function servedAsFile(resource: ResourceFetch): boolean {
  return resource.status !== null && resource.status >= 200 && resource.status < 300 && resource.text !== null && !looksLikeHtml(resource.text);
}

function describeVerdict(v: RobotsVerdict): Copy {
  if (!v.rule) return copy("crawling.robots.noRule");
  return copy("crawling.robots.rule", { line: String(v.lineNumber), group: v.group ? copy("crawling.robots.group", { group: v.group }) : "", rule: v.rule });
}

/** "HTTP 503", else the fetch's own error, else "keine Antwort". */
function failure(resource: ResourceFetch): CopyParam {
  return resource.status ? copy("crawling.robots.httpStatus", { status: String(resource.status) }) : (resource.error ?? copy("crawling.robots.noAnswer"));
}

/** What robots.txt says about the checked page: its state, a verdict per crawler token, its Sitemap lines and rule count. */
interface RobotsAccess {
  state: "rules" | "none" | "unreachable";
  verdict: (token: string) => RobotsVerdict;
  sitemaps: string[];
  ruleCount: number;
}

/** Which crawlers may fetch the checked page, per robots.txt state (RFC 9309 §2.3.1). */
function robotsAccess(snapshot: SiteSnapshot): RobotsAccess {
  const robots = snapshot.robotsTxt;
  const unreachable = robots.status === null || robots.status >= 500;
  if (unreachable) {
    return { state: "unreachable", verdict: () => ({ allowed: false, lineNumber: null, rule: null, group: null }), sitemaps: [], ruleCount: 0 };
  }
  if (!servedAsFile(robots)) {
    return { state: "none", verdict: () => ({ allowed: true, lineNumber: null, rule: null, group: null }), sitemaps: [], ruleCount: 0 };
  }
  const parsed = parseRobotsTxt(robots.url, robots.text ?? "");
  // robots.txt governs its own origin; the checked page is on it (same origin after redirects).
  const pageUrl = new URL(snapshot.finalUrl);
  const target = new URL(pageUrl.pathname + pageUrl.search, robots.url).href;
  return { state: "rules", verdict: (token) => parsed.verdict(target, token), sitemaps: parsed.sitemaps, ruleCount: parsed.ruleCount };
}

/** robots.txt unreachable (5xx or no answer): crawlers must assume everything is disallowed. */
function robotsUnreachableFinding(robots: ResourceFetch): Finding {
  return {
    id: "crawling.robots-file",
    status: "fail",
    evidence: copy("crawling.robots-file.unreachable", { url: robots.url, failure: failure(robots) }),
    points: 0,
    maxPoints: 15,
    action: copy("crawling.robots-file.answer"),
    tool: "/tool/robots",
    blocker: copy("crawling.robots-file.blocker"),
    reason: "unreachable",
  };
}

/** robots.txt missing (4xx) or an HTML page: crawlers may fetch everything. */
function robotsMissingFinding(robots: ResourceFetch): Finding {
  const html = looksLikeHtml(robots.text) && robots.status !== null && robots.status < 300;
  return {
    id: "crawling.robots-file",
    status: "warn",
    evidence: html ? copy("crawling.robots-file.html", { url: robots.url }) : copy("crawling.robots-file.missing", { status: String(robots.status) }),
    points: 8,
    maxPoints: 15,
    action: copy("crawling.robots-file.add"),
    tool: "/tool/robots",
    reason: html ? "html" : "missing",
  };
}

/** robots.txt served as a file: full points, or fewer with the first lines crawlers cannot read. */
function robotsSyntaxFinding(robots: ResourceFetch, ruleCount: number, sitemapCount: number): Finding {
  const found = copy("crawling.robots-file.found", {
    url: robots.url,
    rules: ruleCount,
    sitemaps: sitemapCount,
    truncated: robots.truncated ? copy("crawling.robots-file.truncated") : "",
  });
  const errors = robotsTxtSyntaxErrors(robots.text ?? "");
  if (errors.length === 0) return { id: "crawling.robots-file", status: "pass", evidence: copy("crawling.robots-file.ok", { found }), points: 15, maxPoints: 15 };
  const problem = (p: RobotsSyntaxProblem) => copy(`crawling.robots-file.problem.${p}`);
  return {
    id: "crawling.robots-file",
    status: "warn",
    evidence: copy("crawling.robots-file.syntax", {
      found,
      count: errors.length,
      lines: list(
        errors.slice(0, 3).map((e) => copy("crawling.robots-file.badLine", { line: String(e.line), text: quote(e.text.trim(), 60), problem: problem(e.problem) })),
        "; ",
      ),
      more: errors.length > 3 ? "yes" : "no",
    }),
    points: 10,
    maxPoints: 15,
    action: copy("crawling.robots-file.fix"),
    tool: "/tool/robots",
    reason: "syntax",
  };
}

/** The robots.txt file itself, by its state: unreachable, missing or served with rules. */
function robotsFileFinding(robots: ResourceFetch, access: RobotsAccess): Finding {
  if (access.state === "unreachable") return robotsUnreachableFinding(robots);
  if (access.state === "none") return robotsMissingFinding(robots);
  return robotsSyntaxFinding(robots, access.ruleCount, access.sitemaps.length);
}

/** Googlebot and Bingbot: may they fetch the page? Googlebot blocked by a rule is a blocker. */
function searchEnginesFinding(access: RobotsAccess): Finding {
  const engines = SEARCH_ENGINE_CRAWLERS.map((c) => ({ ...c, verdict: access.verdict(c.token) }));
  const googleBlocked = !engines[0]!.verdict.allowed;
  const bingBlocked = !engines[1]!.verdict.allowed;
  const enginePoints = googleBlocked ? 0 : bingBlocked ? 15 : 25;
  return {
    id: "crawling.search-engines",
    status: statusFor(enginePoints, 25),
    evidence: copy("crawling.search-engines.verdicts", {
      verdicts: list(
        engines.map((e) => copy("crawling.search-engines.verdict", { token: e.token, allowed: e.verdict.allowed ? "yes" : "no", rule: describeVerdict(e.verdict) })),
        "; ",
      ),
    }),
    points: enginePoints,
    maxPoints: 25,
    action: googleBlocked ? copy("crawling.search-engines.allowGoogle") : bingBlocked ? copy("crawling.search-engines.allowBing") : undefined,
    tool: "/tool/robots",
    blocker: googleBlocked && access.state === "rules" ? copy("crawling.search-engines.blocker") : undefined,
  };
}

type CrawlerVerdict = { crawler: AiCrawler; verdict: RobotsVerdict };

/** Blocked crawlers, one entry per deciding rule: "GPTBot, ChatGPT-User (Zeile 9 (User-agent: …): Disallow: /)". */
function describeBlocked(items: CrawlerVerdict[]): CopyParam {
  const byRule = new Map<string, { rule: Copy | null; tokens: string[] }>();
  for (const v of items) {
    const rule = v.verdict.rule ? describeVerdict(v.verdict) : null;
    const key = JSON.stringify(rule);
    byRule.set(key, { rule, tokens: [...(byRule.get(key)?.tokens ?? []), v.crawler.token] });
  }
  return list(
    [...byRule.values()].map(({ rule, tokens }) =>
      rule ? copy("crawling.ai-answer-crawlers.byRule", { tokens: list(tokens), rule }) : tokens.join(", "),
    ),
    "; ",
  );
}

/** AI search and user-fetch crawlers: points by the share allowed; all blocked by rules is a blocker. */
function aiAnswerCrawlersFinding(verdicts: CrawlerVerdict[], access: RobotsAccess): Finding {
  const answering = verdicts.filter((v) => v.crawler.purpose !== "training" && !v.crawler.legacy);
  const answeringAllowed = answering.filter((v) => v.verdict.allowed);
  const blockedAnswering = answering.filter((v) => !v.verdict.allowed);
  const aiPoints = Math.round((25 * answeringAllowed.length) / answering.length);
  return {
    id: "crawling.ai-answer-crawlers",
    status: statusFor(aiPoints, 25),
    evidence:
      blockedAnswering.length === 0
        ? copy("crawling.ai-answer-crawlers.allAllowed", { count: answering.length, tokens: list(answering.map((v) => v.crawler.token)) })
        : copy("crawling.ai-answer-crawlers.someBlocked", { allowed: answeringAllowed.length, count: answering.length, blocked: describeBlocked(blockedAnswering) }),
    points: aiPoints,
    maxPoints: 25,
    action: blockedAnswering.length > 0 ? copy("crawling.ai-answer-crawlers.allow", { tokens: list(blockedAnswering.map((v) => v.crawler.token), "and") }) : undefined,
    tool: "/tool/robots",
    blocker: answeringAllowed.length === 0 && access.state === "rules" ? copy("crawling.ai-answer-crawlers.blocker") : undefined,
  };
}

/** AI training crawlers: reported, not scored (blocking them is the owner's choice). */
function aiTrainingCrawlersFinding(verdicts: CrawlerVerdict[]): Finding {
  const training = verdicts.filter((v) => v.crawler.purpose === "training" && !v.crawler.legacy);
  const trainingBlocked = training.filter((v) => !v.verdict.allowed);
  return infoFinding(
    "crawling.ai-training-crawlers",
    trainingBlocked.length === 0
      ? copy("crawling.ai-training-crawlers.allAllowed", { count: training.length, tokens: list(training.map((v) => v.crawler.token)) })
      : copy("crawling.ai-training-crawlers.someBlocked", { allowed: training.length - trainingBlocked.length, count: training.length, blocked: describeBlocked(trainingBlocked) }),
  );
}

/** No sitemap served as a file: the one named in robots.txt unreachable, or none at /sitemap.xml. */
function sitemapMissingFinding(sitemap: SiteSnapshot["sitemap"]): Finding {
  return {
    id: "crawling.sitemap",
    status: "fail",
    evidence:
      sitemap.source === "robots.txt"
        ? copy("crawling.sitemap.unreachable", { url: sitemap.url, failure: failure(sitemap) })
        : copy("crawling.sitemap.missing", {
            url: sitemap.url,
            status: sitemap.status ? copy("crawling.sitemap.status", { status: String(sitemap.status) }) : "",
            html: looksLikeHtml(sitemap.text) ? copy("crawling.sitemap.htmlThere") : "",
          }),
    points: 0,
    maxPoints: 20,
    action: copy("crawling.sitemap.add"),
    tool: "/tool/sitemap",
  };
}

/** The sitemap's URLs on another host than the checked page (www. ignored), or unparsable. */
function foreignLocs(locs: readonly string[], finalUrl: string): string[] {
  const host = new URL(finalUrl).hostname.replace(/^www\./, "");
  return locs.filter((loc) => {
    try {
      return new URL(loc).hostname.replace(/^www\./, "") !== host;
    } catch {
      return true;
    }
  });
}

/** A sitemap served as a file: valid with its entries, or the reason it is invalid. */
function sitemapFileFinding(sitemap: SiteSnapshot["sitemap"], finalUrl: string, named: Copy): Finding {
  const parsed = parseSitemap(sitemap.text ?? "", sitemap.truncated);
  const foreign = foreignLocs(parsed.locs, finalUrl);
  if (parsed.problem) {
    return {
      id: "crawling.sitemap",
      status: "warn",
      evidence: copy("crawling.sitemap.invalid", { url: sitemap.url, named, error: copy(`crawling.sitemap.problem.${parsed.problem.code}`, "params" in parsed.problem ? parsed.problem.params : undefined) }),
      points: 8,
      maxPoints: 20,
      action: copy("crawling.sitemap.fix"),
      tool: "/tool/sitemap",
    };
  }
  return {
    id: "crawling.sitemap",
    status: "pass",
    evidence: copy("crawling.sitemap.found", {
      url: sitemap.url,
      named,
      entries: copy(parsed.kind === "sitemapindex" ? "crawling.sitemap.index" : "crawling.sitemap.urls", { count: parsed.locs.length }),
      truncated: sitemap.truncated ? copy("crawling.sitemap.truncated") : "",
      foreign: foreign.length ? copy("crawling.sitemap.foreign", { count: foreign.length, example: foreign[0]! }) : "",
    }),
    points: 20,
    maxPoints: 20,
  };
}

/** The sitemap (robots.txt Sitemap line, else /sitemap.xml): missing, invalid or found. */
function sitemapFinding(snapshot: SiteSnapshot): Finding {
  const sitemap = snapshot.sitemap;
  const named = copy(sitemap.source === "robots.txt" ? "crawling.sitemap.namedInRobots" : "crawling.sitemap.default");
  return servedAsFile(sitemap) ? sitemapFileFinding(sitemap, snapshot.finalUrl, named) : sitemapMissingFinding(sitemap);
}

/** llms.txt (llmstxt.org proposal): missing, or found with an H1 first and links, or malformed. */
function llmsTxtFinding(llms: ResourceFetch): Finding {
  if (!servedAsFile(llms)) {
    return {
      id: "crawling.llms-txt",
      status: "warn",
      evidence: copy("crawling.llms-txt.missing", {
        url: llms.url,
        status: llms.status ? copy(looksLikeHtml(llms.text) ? "crawling.llms-txt.statusHtml" : "crawling.llms-txt.status", { status: String(llms.status) }) : "",
      }),
      points: 0,
      maxPoints: 5,
      action: copy("crawling.llms-txt.add"),
    };
  }
  const text = (llms.text ?? "").replace(/^\uFEFF/, "");
  const h1 = /^\s*#\s+(.+)$/m.exec(text);
  const firstLine = text.trim().split(/\r?\n/)[0] ?? "";
  const startsWithH1 = /^#\s+\S/.test(firstLine);
  const links = [...text.matchAll(/\[([^\]]+)\]\(([^)\s]+)\)/g)];
  const ok = startsWithH1 && links.length > 0;
  return {
    id: "crawling.llms-txt",
    status: ok ? "pass" : "warn",
    evidence: copy("crawling.llms-txt.found", {
      heading: startsWithH1 && h1 ? copy("crawling.llms-txt.heading", { heading: quote(h1[1]!.trim(), 60) }) : copy("crawling.llms-txt.noHeading"),
      links: links.length,
    }),
    points: ok ? 5 : 2,
    maxPoints: 5,
    action: ok ? undefined : copy("crawling.llms-txt.fix"),
  };
}

/** The crawling findings of a snapshot, in report order (see the module comment for the points). */
export function checkCrawling(snapshot: SiteSnapshot): Finding[] {
  const access = robotsAccess(snapshot);
  const verdicts = AI_CRAWLERS.map((crawler) => ({ crawler, verdict: access.verdict(crawler.token) }));
  return [
    robotsFileFinding(snapshot.robotsTxt, access),
    searchEnginesFinding(access),
    aiAnswerCrawlersFinding(verdicts, access),
    aiTrainingCrawlersFinding(verdicts),
    sitemapFinding(snapshot),
    llmsTxtFinding(snapshot.llmsTxt),
  ];
}
