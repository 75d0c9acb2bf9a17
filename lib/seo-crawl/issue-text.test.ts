import { describe, expect, it } from "vitest";
import messages from "@/messages/de.json";
import * as issues from "./issues";
import { alertText, fallbackAdvice, issueAdvice, issueText, showStoredAlert, showStoredIssue } from "./issue-text";

describe("issue texts and advice from messages/de.json", () => {
  it("has a text and a distinct advice for every code, and no message without a code", () => {
    const advice = issues.SEO_ISSUE_CODES.map(issueAdvice);
    for (const [i, text] of advice.entries()) expect(text.length, issues.SEO_ISSUE_CODES[i]).toBeGreaterThan(60);
    expect(new Set(advice).size).toBe(advice.length);
    expect(Object.keys(messages.SeoIssues.issue).sort()).toEqual([...issues.SEO_ISSUE_CODES].sort());
  });

  it("renders the crawler's findings in German with their figures", () => {
    expect(
      [
        issues.ISSUE_TITLE_MISSING,
        issues.titleTooLong(72),
        issues.descriptionTooShort(87),
        issues.descriptionTooLong(190),
        issues.noindexSet({ meta: true, header: false }),
        issues.noindexSet({ meta: false, header: true }),
        issues.noindexSet({ meta: true, header: true }),
        issues.canonicalElsewhere("https://example.de/a"),
        issues.thinContent(1),
        issues.thinContent(1234),
        issues.brokenLinks(3),
        issues.slowResponse(2300.4),
        issues.httpError(404),
        issues.unexpectedStatus(304),
        issues.blockedByRobots("Disallow: /intern/"),
        issues.blockedByRobots(null),
        issues.robotsUnavailable(503),
        issues.robotsUnavailable(null),
        issues.timeout(10_000),
        issues.timeout(2500),
        issues.unreachable("dns"),
        issues.unreachable("connection"),
        issues.redirectTo("https://example.de/neu"),
        issues.notHtml("application/pdf"),
        issues.notHtml(null),
        issues.ISSUE_ORPHAN,
      ].map(issueText),
    ).toEqual([
      "Title fehlt",
      "Title zu lang (72 Zeichen)",
      "Meta-Description zu kurz (87 Zeichen)",
      "Meta-Description zu lang (190 Zeichen)",
      "noindex gesetzt (Meta-Robots-Tag)",
      "noindex gesetzt (X-Robots-Tag-Header)",
      "noindex gesetzt (Meta-Robots-Tag und X-Robots-Tag-Header)",
      "Canonical verweist auf eine andere Seite: https://example.de/a",
      "Wenig Inhalt (1 Wort)",
      "Wenig Inhalt (1.234 Wörter)",
      "Defekte interne Links (3)",
      "Langsame Antwort (2.300 ms)",
      "HTTP-Fehler 404",
      "Unerwarteter HTTP-Status 304",
      "Durch robots.txt gesperrt (Disallow: /intern/)",
      "Durch robots.txt gesperrt",
      "robots.txt nicht abrufbar (HTTP 503) – die ganze Website gilt als gesperrt",
      "robots.txt nicht abrufbar (keine Antwort) – die ganze Website gilt als gesperrt",
      "Zeitüberschreitung (keine vollständige Antwort innerhalb von 10 s)",
      "Zeitüberschreitung (keine vollständige Antwort innerhalb von 2,5 s)",
      "Nicht erreichbar (Domain nicht gefunden)",
      "Nicht erreichbar (Verbindung fehlgeschlagen)",
      "Weiterleitung auf https://example.de/neu",
      "Keine HTML-Seite (application/pdf)",
      "Keine HTML-Seite (unbekannter Typ)",
      "Verwaiste Seite (kein interner Link führt hierher)",
    ]);
  });

  it("gives the advice a user needs for the common findings", () => {
    expect(issueAdvice("descriptionTooShort")).toContain("120–160 Zeichen");
    expect(issueAdvice("noindex")).toMatch(/noindex/);
    expect(issueAdvice("httpError")).toMatch(/301/);
    expect(issueAdvice("noStructuredData")).toMatch(/JSON-LD/);
    expect(fallbackAdvice("hilfe@example.de")).toContain("Schreiben Sie uns an hilfe@example.de");
  });

  it("shows stored issues: codes rendered, old German texts as stored with the code their wording names, else none", () => {
    expect(showStoredIssue({ code: "httpError", params: { status: 410 } })).toEqual({ code: "httpError", text: "HTTP-Fehler 410" });
    expect(showStoredIssue("Meta-Description zu kurz (87 Zeichen)")).toEqual({ code: "descriptionTooShort", text: "Meta-Description zu kurz (87 Zeichen)" });
    expect(showStoredIssue("Nicht erreichbar (Domain nicht gefunden)").code).toBe("unreachable");
    expect(showStoredIssue("Nicht in der XML-Sitemap").code).toBe("notInSitemap");
    expect(showStoredIssue("Weiterleitung auf https://example.de/neu").code).toBe("redirect");
    expect(showStoredIssue("Etwas völlig anderes")).toEqual({ code: null, text: "Etwas völlig anderes" });
    expect(showStoredIssue({ code: "gibt-es-nicht" })).toEqual({ code: null, text: `{"code":"gibt-es-nicht"}` });
  });

  it("maps every former crawler wording to the code that now renders the same text", () => {
    const samples = [issues.titleTooLong(72), issues.noindexSet({ meta: true, header: false }), issues.thinContent(80), issues.robotsUnavailable(503), issues.notHtml("image/png"), issues.ISSUE_INVALID_RESPONSE, issues.ISSUE_TOO_MANY_REDIRECTS, issues.ISSUE_NO_INTERNAL_LINKS];
    for (const issue of samples) expect(showStoredIssue(issueText(issue)).code).toBe(issue.code);
  });

  it("renders alerts from their codes and shows alerts stored as text before as they are", () => {
    expect(alertText({ type: "warning", code: "limitHit", params: { checked: 1200, discovered: 3400, limit: "time" }, page: null })).toBe("Nur 1.200 von 3.400 gefundenen Seiten geprüft (Zeitlimit erreicht).");
    expect(alertText({ type: "critical", code: "startUnreachable", params: { status: "timeout" }, issue: issues.timeout(10_000), page: null })).toBe(
      "Die Startseite ist nicht erreichbar (Zeitüberschreitung (keine vollständige Antwort innerhalb von 10 s)).",
    );
    expect(alertText({ type: "info", code: "noStructuredData", params: { pages: 1 }, page: null })).toBe("1 Seite ohne strukturierte Daten.");
    const old = { type: "warning", message: "12 Seiten ohne Meta-Description.", page: null } as const;
    expect(showStoredAlert(old)).toEqual(old);
    expect(showStoredAlert({ type: "info", code: "noSitemap", page: null })).toEqual({ type: "info", message: "Keine XML-Sitemap gefunden.", page: null });
  });
});
