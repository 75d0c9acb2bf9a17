/**
 * Every issue text the SEO crawler writes into `CrawledPage.issues` (German, shown to
 * the user). Texts with a figure are built by the functions below; each starts with
 * its exported constant, so matching by substring (lib/seo-crawl/issue-advice.ts,
 * the dashboard) can key on the constant.
 *
 * Limits follow Google Search Central (title links, snippets) and the checker's meta
 * rules: title up to 60 characters, meta description 120-160 characters, thin content
 * under 200 words.
 */

export const TITLE_MAX_CHARS = 60;
export const DESCRIPTION_MIN_CHARS = 120;
export const DESCRIPTION_MAX_CHARS = 160;
export const THIN_CONTENT_WORDS = 200;

const formatNumber = (n: number) => Math.round(n).toLocaleString("de-DE");

export const ISSUE_TITLE_MISSING = "Title fehlt";
export const ISSUE_TITLE_TOO_LONG = "Title zu lang";
/** @param chars length of the title in characters */
export const titleTooLong = (chars: number) => `${ISSUE_TITLE_TOO_LONG} (${chars} Zeichen)`;

export const ISSUE_DESCRIPTION_MISSING = "Meta-Description fehlt";
export const ISSUE_DESCRIPTION_TOO_SHORT = "Meta-Description zu kurz";
/** @param chars length of the description in characters */
export const descriptionTooShort = (chars: number) => `${ISSUE_DESCRIPTION_TOO_SHORT} (${chars} Zeichen)`;
export const ISSUE_DESCRIPTION_TOO_LONG = "Meta-Description zu lang";
/** @param chars length of the description in characters */
export const descriptionTooLong = (chars: number) => `${ISSUE_DESCRIPTION_TOO_LONG} (${chars} Zeichen)`;

export const ISSUE_NOINDEX = "noindex gesetzt";
/** @param sources where the noindex was found */
export const noindexSet = (sources: { meta: boolean; header: boolean }) =>
  `${ISSUE_NOINDEX} (${[sources.meta ? "Meta-Robots-Tag" : "", sources.header ? "X-Robots-Tag-Header" : ""].filter(Boolean).join(" und ")})`;

export const ISSUE_CANONICAL_ELSEWHERE = "Canonical verweist auf eine andere Seite";
/** @param target the canonical URL */
export const canonicalElsewhere = (target: string) => `${ISSUE_CANONICAL_ELSEWHERE}: ${target}`;

export const ISSUE_NO_STRUCTURED_DATA = "Keine strukturierten Daten";

export const ISSUE_THIN_CONTENT = "Wenig Inhalt";
/** @param words word count of the body copy */
export const thinContent = (words: number) => `${ISSUE_THIN_CONTENT} (${formatNumber(words)} ${words === 1 ? "Wort" : "Wörter"})`;

export const ISSUE_NO_INTERNAL_LINKS = "Keine internen Links";

export const ISSUE_BROKEN_LINKS = "Defekte interne Links";
/** @param count distinct broken link targets on the page */
export const brokenLinks = (count: number) => `${ISSUE_BROKEN_LINKS} (${count})`;

export const ISSUE_SLOW = "Langsame Antwort";
/** @param ms response time in ms */
export const slowResponse = (ms: number) => `${ISSUE_SLOW} (${formatNumber(ms)} ms)`;

export const ISSUE_HTTP_ERROR = "HTTP-Fehler";
/** @param status HTTP status code, 400-599 */
export const httpError = (status: number) => `${ISSUE_HTTP_ERROR} ${status}`;
export const ISSUE_UNEXPECTED_STATUS = "Unerwarteter HTTP-Status";
/** @param status a status that is neither success, redirect with target nor error (1xx, 304, 3xx without Location) */
export const unexpectedStatus = (status: number) => `${ISSUE_UNEXPECTED_STATUS} ${status}`;

export const ISSUE_BLOCKED = "Durch robots.txt gesperrt";
/** @param rule the deciding robots.txt rule, e.g. "Disallow: /intern/"; null when the whole file is unavailable */
export const blockedByRobots = (rule: string | null) => (rule ? `${ISSUE_BLOCKED} (${rule})` : ISSUE_BLOCKED);
export const ISSUE_ROBOTS_UNAVAILABLE = "robots.txt nicht abrufbar";
/** @param status HTTP status of robots.txt, null when none came */
export const robotsUnavailable = (status: number | null) =>
  `${ISSUE_ROBOTS_UNAVAILABLE} (${status === null ? "keine Antwort" : `HTTP ${status}`}) – die ganze Website gilt als gesperrt`;

export const ISSUE_TIMEOUT = "Zeitüberschreitung";
/** @param timeoutMs the request time limit in ms */
export const timeout = (timeoutMs: number) =>
  `${ISSUE_TIMEOUT} (keine vollständige Antwort innerhalb von ${String(Math.round(timeoutMs / 100) / 10).replace(".", ",")} s)`;

export const ISSUE_UNREACHABLE = "Nicht erreichbar";
/** @param reason short German reason, e.g. "Verbindung fehlgeschlagen" */
export const unreachable = (reason: string) => `${ISSUE_UNREACHABLE} (${reason})`;

export const ISSUE_TOO_MANY_REDIRECTS = "Zu viele Weiterleitungen";
export const ISSUE_INVALID_RESPONSE = "Ungültige HTTP-Antwort";

export const ISSUE_REDIRECT = "Weiterleitung auf";
/** @param target the final URL */
export const redirectTo = (target: string) => `${ISSUE_REDIRECT} ${target}`;

export const ISSUE_NOT_HTML = "Keine HTML-Seite";
/** @param contentType the Content-Type without parameters, null when missing */
export const notHtml = (contentType: string | null) => `${ISSUE_NOT_HTML} (${contentType ?? "unbekannter Typ"})`;

export const ISSUE_NOT_IN_SITEMAP = "Nicht in der XML-Sitemap";
/** No crawled page links here. Worded without "Keine internen Links", which means the page's own links. */
export const ISSUE_ORPHAN = "Verwaiste Seite (kein interner Link führt hierher)";

/*
 * Texts for findings that only Google's index data can give (Search Console). The
 * crawler never writes them; they are here so the dashboard uses the same wording
 * and issue-advice.ts matches them.
 */
export const ISSUE_CRAWLED_NOT_INDEXED = "Gecrawlt – zurzeit nicht indexiert";
export const ISSUE_DISCOVERED_NOT_INDEXED = "Gefunden – zurzeit nicht indexiert";
export const ISSUE_NOT_INDEXED_BY_GOOGLE = "Nicht von Google indexiert";
export const ISSUE_NO_SEARCH_VISIBILITY = "Keine Sichtbarkeit in der Suche";
export const ISSUE_POOR_POSITION = "Schwache durchschnittliche Position";
export const ISSUE_IMPROVE_CTR = "Meta-Title und Meta-Description für die Klickrate optimieren";
