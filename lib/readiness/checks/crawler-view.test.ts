import { describe, expect, it } from "vitest";
import { factsFor, page, SITE, snapshotFor, words } from "@/test/readiness-helpers";
import { copyText, showFinding } from "../finding-text";
import { appPlatform, checkClientRedirect, checkHttpStatus, checkJavaScriptOnly } from "./crawler-view";

describe("crawling.http-status (10)", () => {
  const status = (html: string, code = 200, redirects: { url: string; status: number }[] = []) =>
    checkHttpStatus(factsFor(html), { ...snapshotFor(html, { status: code }), redirects });

  it("HTTP 200: 10, naming redirects", () => {
    expect(status(page("<h1>Praxis</h1>"))).toMatchObject({ status: "pass", points: 10, evidence: { code: "crawling.http-status.ok", params: { status: "200" } } });
    expect(copyText(status(page("<h1>Praxis</h1>"), 200, [{ url: "http://praxis-muster.de/", status: 301 }]).evidence)).toBe("HTTP 200 nach 1 Weiterleitung (301).");
  });

  it.each([
    [404, "antwortet mit HTTP 404 (Nicht gefunden)"],
    [410, "antwortet mit HTTP 410 (Dauerhaft entfernt)"],
    [500, "antwortet mit HTTP 500 (Interner Serverfehler)"],
    [403, "Bot-Schutz"],
  ])("HTTP %i: 0 and a blocker, with the status in the evidence", (code, text) => {
    const f = status(page("<h1>Fehler</h1>"), code);
    expect(f).toMatchObject({ status: "fail", points: 0, reason: "http-error", blocker: { code: "crawling.http-status.blocker", params: { status: String(code) } } });
    expect(copyText(f.evidence)).toContain(text);
  });

  it.each([
    ["<title>Seite nicht gefunden</title>", "<p>Leider gibt es diese Seite nicht.</p>", "Titel „Seite nicht gefunden“"],
    ["<title>Praxis Muster</title>", "<h1>404 – Page not found</h1>", "Überschrift „404 – Page not found“"],
  ])("a soft 404 (HTTP 200 on an error page): 0 and a blocker", (head, body, evidence) => {
    const f = status(page(body, head));
    expect(f).toMatchObject({ status: "fail", reason: "soft-404", blocker: { code: "crawling.http-status.soft404Blocker" }, evidence: { code: "crawling.http-status.soft404" } });
    expect(copyText(f.evidence)).toContain(evidence);
  });

  it("a long page mentioning 404 is no soft 404", () => {
    expect(status(page(`<h1>Fehler 404 vermeiden</h1><p>${words(400)}</p>`)).status).toBe("pass");
  });
});

describe("content.javascript-only (20 for an app shell)", () => {
  const check = (html: string) => checkJavaScriptOnly(factsFor(html));

  it("a React shell: 0, fail, with the word count crawlers see and the signs", () => {
    const f = check(
      '<html lang="de"><head><title>Tischlerei</title><script src="/static/js/main.3f2a.js"></script></head><body><noscript>You need to enable JavaScript to run this app.</noscript><div id="root"></div></body></html>',
    );
    expect(f).toMatchObject({ status: "fail", points: 0, maxPoints: 20, reason: "app-shell", blocker: { code: "content.javascript-only.blocker" } });
    expect(f.evidence).toMatchObject({ code: "content.javascript-only.appShell", params: { words: 0, platform: { params: { platform: "React" } } } });
    const text = copyText(f.evidence);
    expect(text).toContain('leerer Startpunkt <div id="root">');
    expect(text).toContain("<noscript>: „You need to enable JavaScript to run this app.“");
  });

  it("a Vue shell with a little server-rendered text", () => {
    const f = check(`<html><body><header>Menü Start Kontakt</header><div id="app"></div><script type="module" src="/assets/index.js"></script></body></html>`);
    expect(f.status).toBe("fail");
    expect(copyText(f.evidence)).toContain("nur 3 Wörter: „Menü Start Kontakt“");
    expect(appPlatform(factsFor('<div id="app"></div>'))).toBe("Vue");
  });

  it.each([
    ['<meta name="generator" content="Wix.com Website Builder">', '<script src="https://static.parastorage.com/services/wix-thunderbolt/dist/main.js"></script>', "Wix"],
    ["", '<script src="https://assets.jimstatic.com/web.js"></script><script src="https://u.jimcdn.com/cms/o/x/app.js"></script>', "Jimdo"],
    ['<meta name="generator" content="Squarespace">', '<script src="https://static1.squarespace.com/static/vta/x/scripts/site-bundle.js"></script>', "Squarespace"],
  ])("a site builder's empty page names the builder (%#)", (head, scripts, platform) => {
    const f = check(`<html><head>${head}${scripts}</head><body><div class="page"></div></body></html>`);
    expect(f.status).toBe("fail");
    expect(f.evidence.params).toMatchObject({ platform: { params: { platform } }, signs: { items: [{ code: "content.javascript-only.sign.builder", params: { platform } }] } });
  });

  it("a page that is mostly inline script", () => {
    const f = check(`<html><body><p>Willkommen</p><script>${"var a=1;".repeat(400)}</script></body></html>`);
    expect(f.status).toBe("fail");
    expect(f.evidence.params).toMatchObject({ signs: { items: [{ code: "content.javascript-only.sign.inlineScript" }] } });
  });

  it("a server-rendered page, or a short page without scripts, is no shell: reported with the word count", () => {
    expect(check(page(`<div id="root"><h1>Praxis</h1><p>${words(150)}</p></div><script src="/app.js"></script>`))).toMatchObject({
      status: "info",
      maxPoints: 0,
      evidence: { code: "content.javascript-only.readable", params: { words: 151 } },
    });
    expect(check(page("<p>Willkommen</p>")).status).toBe("info");
  });
});

describe("crawling.client-redirect (5 when there is one)", () => {
  it("none: reported, not scored", () => {
    const html = page("<p>Inhalt</p>");
    expect(checkClientRedirect(factsFor(html), snapshotFor(html))).toMatchObject({ status: "info", maxPoints: 0 });
  });

  it("a followed meta refresh: 0, warn, naming both pages", () => {
    const html = page("<p>Inhalt</p>");
    const snapshot = snapshotFor(html, {
      finalUrl: `${SITE}de/`,
      metaRefresh: { fromUrl: SITE, fromHtml: "", content: "0; url=/de/", delaySeconds: 0, target: `${SITE}de/` },
    });
    const f = checkClientRedirect(factsFor(html, `${SITE}de/`), snapshot);
    expect(showFinding(f)).toMatchObject({ status: "warn", points: 0, maxPoints: 5, reason: "meta-refresh", evidence: `${SITE} leitet per <meta http-equiv="refresh" content="0; url=/de/"> weiter; geprüft wurde das Ziel ${SITE}de/.` });
    expect(f.action).toEqual({ code: "crawling.client-redirect.replaceRefresh" });
  });

  it("a meta refresh whose target failed: the first page was checked", () => {
    const html = page("<p>Inhalt</p>");
    const snapshot = snapshotFor(html, { metaRefresh: { fromUrl: SITE, fromHtml: html, content: "0; url=https://weg.example/", delaySeconds: 0, target: "https://weg.example/", error: { errorCode: "outbound.dns", params: { host: "weg.example" } } } });
    const evidence = checkClientRedirect(factsFor(html), snapshot).evidence;
    expect(evidence).toMatchObject({ code: "crawling.client-redirect.refreshFailed", params: { target: "https://weg.example/" } });
    expect(copyText(evidence)).toContain("Die Domain weg.example wurde nicht gefunden. Bitte prüfen Sie die Schreibweise.");
  });

  it("a JavaScript redirect: 0, fail, quoting it and what crawlers see instead", () => {
    const html = page('<p>Bitte warten</p><script>window.location.href = "/start/";</script>');
    const f = checkClientRedirect(factsFor(html), snapshotFor(html));
    expect(f).toMatchObject({ status: "fail", points: 0, reason: "javascript" });
    expect(copyText(f.evidence)).toBe(
      `Die Seite leitet per JavaScript weiter („window.location.href = "/start/"“, Ziel ${SITE}start/). KI-Crawler führen kein JavaScript aus: Sie bleiben auf dieser Seite und lesen nur ihre 2 Wörter.`,
    );
  });

  it("navigation inside click handlers is no redirect", () => {
    const html = page(`<button id="b">Kontakt</button><script>document.getElementById("b").addEventListener("click", () => { location.href = "/kontakt"; });</script>`);
    expect(checkClientRedirect(factsFor(html), snapshotFor(html)).status).toBe("info");
  });
});
