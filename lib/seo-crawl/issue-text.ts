import { shownError } from "@/lib/api/errors";
import { strictTranslator } from "@/lib/text/strict-messages";
import { SEO_ISSUE_CODES, type SeoIssue, type SeoIssueCode } from "./issues";
import type { CrawlAlert } from "./summarize";
import type { SitemapProblem } from "./types";

/**
 * German text and advice of SEO issues ("SeoIssues.issue.<code>" in messages/de.json) and
 * alerts ("SeoAlerts.<code>"), rendered on the server so the dashboard's bundle does not
 * carry them. Advice follows Google Search Central, sitemaps.org and RFC 9309.
 */

const t = strictTranslator("SeoIssues");
const tAlert = strictTranslator("SeoAlerts");
type IssueKey = `issue.${SeoIssueCode}.text`;
type AdviceKey = `issue.${SeoIssueCode}.advice`;

/**
 * The German text of an issue, e.g. { code: "descriptionTooShort", params: { chars: 87 } }
 * → "Meta-Description zu kurz (87 Zeichen)". Numbers in German format.
 * @throws Error when a parameter the message names is missing (a bug in the caller)
 */
export function issueText(issue: SeoIssue): string {
  return t(`issue.${issue.code}.text` as IssueKey, issue.params as never);
}

/** The fixed German how-to-fix text of an issue code. */
export function issueAdvice(code: SeoIssueCode): string {
  return t(`issue.${code}.advice` as AdviceKey);
}

/** Advice for an issue without a code (an old stored text no code fits): where to get help. */
export function fallbackAdvice(contactEmail: string): string {
  return t("fallbackAdvice", { email: contactEmail });
}

/** Beginnings of the texts scans stored before issues had codes; no prefix starts another. */
const LEGACY_PREFIXES: [string, SeoIssueCode][] = [
  ["Title fehlt", "titleMissing"],
  ["Title zu lang", "titleTooLong"],
  ["Meta-Description fehlt", "descriptionMissing"],
  ["Meta-Description zu kurz", "descriptionTooShort"],
  ["Meta-Description zu lang", "descriptionTooLong"],
  ["noindex gesetzt", "noindex"],
  ["Canonical verweist auf eine andere Seite", "canonicalElsewhere"],
  ["Keine strukturierten Daten", "noStructuredData"],
  ["Wenig Inhalt", "thinContent"],
  ["Keine internen Links", "noInternalLinks"],
  ["Defekte interne Links", "brokenLinks"],
  ["Langsame Antwort", "slow"],
  ["HTTP-Fehler", "httpError"],
  ["Unerwarteter HTTP-Status", "unexpectedStatus"],
  ["Ungültige HTTP-Antwort", "invalidResponse"],
  ["Durch robots.txt gesperrt", "blocked"],
  ["robots.txt nicht abrufbar", "robotsUnavailable"],
  ["Zeitüberschreitung", "timeout"],
  ["Nicht erreichbar", "unreachable"],
  ["Zu viele Weiterleitungen", "tooManyRedirects"],
  ["Weiterleitung auf", "redirect"],
  ["Keine HTML-Seite", "notHtml"],
  ["Nicht in der XML-Sitemap", "notInSitemap"],
  ["Verwaiste Seite", "orphan"],
];

const KNOWN_CODES = new Set<string>(SEO_ISSUE_CODES);

/** An issue as shown: its code (null for an old text no code fits) and its German text. */
export interface ShownIssue {
  code: SeoIssueCode | null;
  text: string;
}

/**
 * An issue as stored (seo_page.issues, seo_crawl_progress) made showable. Current scans
 * store { code, params }: rendered from messages/de.json. Scans stored before that hold
 * German text: shown as stored, with the code its former wording names, else null.
 * @param stored one element of a stored issues array
 */
export function showStoredIssue(stored: unknown): ShownIssue {
  if (typeof stored === "string") {
    const match = LEGACY_PREFIXES.find(([prefix]) => stored.startsWith(prefix));
    return { code: match?.[1] ?? null, text: stored };
  }
  if (stored && typeof stored === "object" && KNOWN_CODES.has((stored as SeoIssue).code)) {
    const { code } = stored as SeoIssue;
    try {
      return { code, text: issueText(stored as SeoIssue) };
    } catch {
      // Figures that do not fit the message (a hand-edited row): still show what it is.
      return { code, text: code };
    }
  }
  return { code: null, text: JSON.stringify(stored) ?? "" };
}

export interface ShownAlert {
  type: CrawlAlert["type"];
  message: string;
  page: string | null;
}

/**
 * The German text of an alert, e.g. { code: "noDescription", params: { pages: 2 } } →
 * "2 Seiten ohne Meta-Description.". "startUnreachable" names the start page's first
 * issue, else its status.
 */
export function alertText(alert: CrawlAlert): string {
  if (alert.code === "startUnreachable") return tAlert("startUnreachable", { reason: alert.issue ? showStoredIssue(alert.issue).text : String(alert.params?.status ?? "") });
  return tAlert(alert.code, alert.params as never);
}

/** An alert as stored in a scan's summary made showable; older scans hold German text in `message`, shown as stored. */
export function showStoredAlert(stored: CrawlAlert | ShownAlert): ShownAlert {
  if ("message" in stored && typeof stored.message === "string") return { type: stored.type, message: stored.message, page: stored.page };
  return { type: stored.type, message: alertText(stored as CrawlAlert), page: stored.page };
}

/**
 * Why a sitemap file was not read, or not wholly, as stored in a scan's summary, in German:
 * e.g. { code: "notFound", params: { status: 404 } } → "nicht gefunden (HTTP 404)"; a
 * failed fetch as the API says it ("outbound.*"). Scans stored before codes hold the German
 * text: shown as stored.
 */
export function sitemapProblemText(stored: SitemapProblem | string): string {
  if (typeof stored === "string") return stored;
  if ("errorCode" in stored) return shownError(stored.errorCode, stored.params).message;
  return tAlert(`sitemapFile.${stored.code}`, stored.params as never);
}
