import { describe, expect, it } from "vitest";
import { adviceFor as adviceWithContact, fallbackAdvice } from "./issue-advice";

const CONTACT = "hilfe@ki-sichtbarkeit.example";
const adviceFor = (issue: string) => adviceWithContact(issue, CONTACT);
const FALLBACK_ADVICE = fallbackAdvice(CONTACT);
import * as issues from "./issues";

const advice = (key: string) => adviceFor(key);

describe("adviceFor", () => {
  it("matches the spec's issue phrases in English, by substring and case-insensitively", () => {
    const phrases = [
      "Meta description too short",
      "Missing structured data",
      "No internal links",
      "Crawled but not indexed",
      "Page not indexed by Google",
      "No visibility in search",
      "Poor average position",
      "Optimise meta title and description for click rate",
    ];
    const answers = phrases.map(advice);
    for (const answer of answers) expect(answer).not.toBe(FALLBACK_ADVICE);
    // Each phrase has its own advice.
    expect(new Set(answers).size).toBe(phrases.length);
    expect(adviceFor("page: META DESCRIPTION TOO SHORT (87 chars)")).toBe(adviceFor("meta description too short"));
  });

  it("matches the crawler's German issue texts, figures included", () => {
    expect(adviceFor(issues.descriptionTooShort(87))).toBe(adviceFor("meta description too short"));
    expect(adviceFor(issues.descriptionTooShort(87))).toContain("120–160 Zeichen");
    expect(adviceFor(issues.ISSUE_NO_STRUCTURED_DATA)).toBe(adviceFor("missing structured data"));
    expect(adviceFor(issues.ISSUE_NO_INTERNAL_LINKS)).toBe(adviceFor("no internal links"));
    expect(adviceFor(issues.ISSUE_CRAWLED_NOT_INDEXED)).toBe(adviceFor("crawled but not indexed"));
    expect(adviceFor(issues.ISSUE_NOT_INDEXED_BY_GOOGLE)).toBe(adviceFor("page not indexed by Google"));
    expect(adviceFor(issues.ISSUE_NO_SEARCH_VISIBILITY)).toBe(adviceFor("no visibility in search"));
    expect(adviceFor(issues.ISSUE_POOR_POSITION)).toBe(adviceFor("poor average position"));
    expect(adviceFor(issues.ISSUE_IMPROVE_CTR)).toBe(adviceFor("optimise meta title and description for click rate"));
  });

  it("gives specific advice for every issue the crawler writes, distinct per kind", () => {
    const texts = {
      titleMissing: issues.ISSUE_TITLE_MISSING,
      titleLong: issues.titleTooLong(72),
      descriptionMissing: issues.ISSUE_DESCRIPTION_MISSING,
      descriptionLong: issues.descriptionTooLong(190),
      noindex: issues.noindexSet({ meta: true, header: false }),
      canonical: issues.canonicalElsewhere("https://example.de/a"),
      thin: issues.thinContent(80),
      broken: issues.brokenLinks(3),
      slow: issues.slowResponse(2300),
      http: issues.httpError(404),
      blocked: issues.blockedByRobots("Disallow: /intern/"),
      robots: issues.robotsUnavailable(503),
      timeout: issues.timeout(10_000),
      unreachable: issues.unreachable("Verbindung fehlgeschlagen"),
      redirect: issues.redirectTo("https://example.de/neu"),
      tooManyRedirects: issues.ISSUE_TOO_MANY_REDIRECTS,
      notHtml: issues.notHtml("application/pdf"),
      sitemap: issues.ISSUE_NOT_IN_SITEMAP,
      orphan: issues.ISSUE_ORPHAN,
      discovered: issues.ISSUE_DISCOVERED_NOT_INDEXED,
    };
    const answers = Object.entries(texts).map(([kind, text]) => [kind, adviceFor(text)] as const);
    for (const [kind, answer] of answers) expect(answer, kind).not.toBe(FALLBACK_ADVICE);
    expect(new Set(answers.map(([, a]) => a)).size).toBe(answers.length);
    expect(adviceFor(texts.noindex)).toMatch(/noindex/);
    expect(adviceFor(texts.http)).toMatch(/301/);
  });

  it("falls back to the support e-mail for anything else", () => {
    expect(adviceFor("Etwas völlig anderes")).toBe(FALLBACK_ADVICE);
    expect(adviceFor("")).toBe(FALLBACK_ADVICE);
    expect(FALLBACK_ADVICE).toContain(`Schreiben Sie uns an ${CONTACT}`);
  });
});
