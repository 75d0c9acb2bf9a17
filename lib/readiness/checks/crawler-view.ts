import type { PageFacts } from "../page-facts";
import type { Copy, Finding, SiteSnapshot } from "../types";
import { copy, infoFinding, list, quote } from "./shared";

/**
 * What a crawler gets when it requests the page: the HTTP status, the text of the
 * HTML without JavaScript, and redirects made in the page instead of by the server.
 * AI crawlers (GPTBot, OAI-SearchBot, ClaudeBot, PerplexityBot) fetch HTML and run no
 * JavaScript. Points:
 * - crawling.http-status, 10: 2xx 10; 4xx/5xx or a soft 404 (2xx, but title or h1
 *   says "nicht gefunden" on a short page) 0 and a blocker
 * - crawling.client-redirect, 5, only scored when there is one: a meta refresh (followed
 *   once by the fetch) 0 as warn, a JavaScript redirect 0 as fail; none: reported
 * - content.javascript-only, 20, only scored for an app shell: fewer than 100 words in
 *   the HTML and a sign that JavaScript draws the page (an empty #root/#app/#__next
 *   mount point, a <noscript> asking for JavaScript, a site builder's scripts, or
 *   ten times more inline script than text) 0 and a blocker; otherwise reported
 */

const SHELL_MAX_WORDS = 100;

/** HTTP statuses with a German name in messages/de.json ("crawling.http-status.name.<status>"). */
const NAMED_STATUSES = new Set([400, 401, 403, 404, 410, 451, 500, 502, 503, 504]);

const NOT_FOUND = /\b404\b|seite nicht gefunden|nicht gefunden|page not found|not found|existiert nicht|does not exist|nicht mehr verfügbar|no longer available/i;

/** A 2xx page that says it is an error page (Google Search Central, "soft 404 errors"). */
function soft404Evidence(facts: PageFacts): Copy | null {
  if (facts.bodyWordCount >= 300) return null;
  const h1 = facts.headings.find((h) => h.level === 1)?.text;
  if (facts.title && NOT_FOUND.test(facts.title)) return copy("crawling.http-status.byTitle", { title: quote(facts.title, 60) });
  if (h1 && NOT_FOUND.test(h1)) return copy("crawling.http-status.byHeading", { heading: quote(h1, 60) });
  return null;
}

export function checkHttpStatus(facts: PageFacts, snapshot: Pick<SiteSnapshot, "page" | "finalUrl" | "redirects">): Finding {
  const status = snapshot.page.status;
  const base = { id: "crawling.http-status", maxPoints: 10 };
  if (status >= 400) {
    const refused = status === 401 || status === 403;
    return {
      ...base,
      status: "fail",
      evidence: copy("crawling.http-status.error", {
        url: snapshot.finalUrl,
        status: String(status),
        name: NAMED_STATUSES.has(status) ? copy("crawling.http-status.named", { name: copy(`crawling.http-status.name.${status}`) }) : "",
        hint: refused ? copy("crawling.http-status.hintRefused") : status >= 500 ? copy("crawling.http-status.hintServer") : "",
      }),
      points: 0,
      action: copy(refused ? "crawling.http-status.allow" : "crawling.http-status.serve"),
      blocker: copy("crawling.http-status.blocker", { status: String(status) }),
      reason: "http-error",
    };
  }
  const soft = soft404Evidence(facts);
  if (soft) {
    return {
      ...base,
      status: "fail",
      evidence: copy("crawling.http-status.soft404", { status: String(status), seen: soft, words: facts.bodyWordCount }),
      points: 0,
      action: copy("crawling.http-status.checkAddress"),
      blocker: copy("crawling.http-status.soft404Blocker"),
      reason: "soft-404",
    };
  }
  return {
    ...base,
    status: "pass",
    evidence: snapshot.redirects.length
      ? copy("crawling.http-status.okAfterRedirects", { status: String(status), count: snapshot.redirects.length, statuses: list(snapshot.redirects.map((r) => String(r.status))) })
      : copy("crawling.http-status.ok", { status: String(status) }),
    points: 10,
  };
}

/** The site builder or framework that draws the page with JavaScript, as far as the HTML shows it. */
export function appPlatform(facts: PageFacts): string | null {
  const sources = facts.scriptSources.join(" ");
  const generator = facts.generator ?? "";
  if (/wix/i.test(generator) || /parastorage\.com|wixstatic\.com|static\.wix/i.test(sources)) return "Wix";
  if (/jimdo/i.test(generator) || /jimdo|jimcdn/i.test(sources)) return "Jimdo";
  if (/squarespace/i.test(generator) || /squarespace/i.test(sources)) return "Squarespace";
  switch (facts.appRoot) {
    case "#__next":
      return "Next.js";
    case "#__nuxt":
      return "Nuxt";
    case "<app-root>":
      return "Angular";
    case "#app":
      return "Vue";
    case "#root":
    case "[data-reactroot]":
      return "React";
  }
  return null;
}

/** Why the page looks like an app shell whose content JavaScript draws, or null. */
export function appShellSigns(facts: PageFacts): Copy[] | null {
  if (facts.bodyWordCount >= SHELL_MAX_WORDS || facts.scriptCount === 0) return null;
  const signs: Copy[] = [];
  if (facts.emptyAppRoot && facts.appRoot) {
    const element = facts.appRoot === "<app-root>" ? "<app-root>" : `<div ${facts.appRoot.startsWith("#") ? `id="${facts.appRoot.slice(1)}"` : "data-reactroot"}>`;
    signs.push(copy("content.javascript-only.sign.emptyRoot", { element }));
  }
  if (/javascript|java script/i.test(facts.noscriptText)) signs.push(copy("content.javascript-only.sign.noscript", { text: quote(facts.noscriptText, 70) }));
  const platform = appPlatform(facts);
  if (platform && (platform === "Wix" || platform === "Jimdo" || platform === "Squarespace")) signs.push(copy("content.javascript-only.sign.builder", { platform }));
  if (facts.inlineScriptChars > 10 * Math.max(facts.bodyText.length, 200)) signs.push(copy("content.javascript-only.sign.inlineScript", { kilobytes: Math.round(facts.inlineScriptChars / 1024) }));
  return signs.length ? signs : null;
}

/** Shared with content.word-count, so the ranking counts the fix once. */
export const SERVE_HTML_ACTION: Copy = copy("content.javascript-only.serveHtml");

export function checkJavaScriptOnly(facts: PageFacts): Finding {
  const signs = appShellSigns(facts);
  if (!signs) {
    return infoFinding("content.javascript-only", copy("content.javascript-only.readable", { words: facts.bodyWordCount }));
  }
  const platform = appPlatform(facts);
  return {
    id: "content.javascript-only",
    status: "fail",
    evidence: copy("content.javascript-only.appShell", {
      words: facts.bodyWordCount,
      seen: facts.bodyText ? copy("content.javascript-only.seen", { text: quote(facts.bodyText, 100) }) : "",
      platform: platform ? copy("content.javascript-only.platform", { platform }) : "",
      signs: list(signs, "; "),
    }),
    points: 0,
    maxPoints: 20,
    action: SERVE_HTML_ACTION,
    // Whatever else is right, assistants that read the HTML find no content to name the business for.
    blocker: copy("content.javascript-only.blocker"),
    reason: "app-shell",
  };
}

export function checkClientRedirect(facts: PageFacts, snapshot: Pick<SiteSnapshot, "metaRefresh" | "finalUrl">): Finding {
  const base = { id: "crawling.client-redirect", maxPoints: 5 };
  const hop = snapshot.metaRefresh;
  if (facts.scriptRedirects.length > 0) {
    const redirect = facts.scriptRedirects[0]!;
    return {
      ...base,
      status: "fail",
      evidence: copy("crawling.client-redirect.javascript", {
        statement: quote(redirect.statement, 90),
        target: redirect.url ? copy("crawling.client-redirect.target", { url: redirect.url }) : "",
        words: facts.bodyWordCount,
      }),
      points: 0,
      action: copy("crawling.client-redirect.replaceJavaScript"),
      reason: "javascript",
    };
  }
  const refreshAction = copy("crawling.client-redirect.replaceRefresh");
  if (hop) {
    return {
      ...base,
      status: "warn",
      evidence: hop.error
        ? copy("crawling.client-redirect.refreshFailed", { from: hop.fromUrl, content: hop.content, target: hop.target, error: hop.error })
        : copy("crawling.client-redirect.refreshFollowed", {
            from: hop.fromUrl,
            content: hop.content,
            delay: hop.delaySeconds > 0 ? copy("crawling.client-redirect.delay", { seconds: hop.delaySeconds }) : "",
            target: snapshot.finalUrl,
          }),
      points: 0,
      action: refreshAction,
      reason: "meta-refresh",
    };
  }
  if (facts.metaRefresh?.url && facts.metaRefresh.url.replace(/#.*$/, "") !== snapshot.finalUrl.replace(/#.*$/, "")) {
    return {
      ...base,
      status: "warn",
      evidence: copy("crawling.client-redirect.refresh", { content: facts.metaRefresh.content, target: facts.metaRefresh.url }),
      points: 0,
      action: refreshAction,
      reason: "meta-refresh",
    };
  }
  return { ...base, status: "info", evidence: copy("crawling.client-redirect.none"), points: 0, maxPoints: 0 };
}
