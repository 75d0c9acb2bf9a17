/**
 * Business facts with where they were read and how sure the reading is: what the
 * checker shows, pre-fills into the generators and puts into the fix kit, and what
 * AI answers are compared with.
 */

/** Which of the pages read (lib/readiness/fetch-site.ts) a fact stands on. */
export type FactPageKind = "home" | "contact" | "imprint" | "about";

/**
 * The element a fact was read from: structured data (JSON-LD, microdata), a link
 * (tel:, mailto:), a page region (HTML landmarks header/footer/nav/aside, else "main"),
 * a table, og:site_name, or the site's domain (for the country).
 */
export type FactElement = "json-ld" | "microdata" | "tel-link" | "mailto-link" | "header" | "footer" | "nav" | "aside" | "main" | "table" | "og:site_name" | "title" | "domain";

/** One place a fact was read. */
export interface FactEvidence {
  /** The page's URL. */
  url: string;
  page: FactPageKind;
  element: FactElement;
  /** The text as it stands there (at most 160 characters). */
  text: string;
}

/**
 * confirmed: two independent places agree (e.g. the tel: link and the visible number,
 * the footer and the contact page, JSON-LD and the visible text); uncertain: read in one
 * place only. Uncertain facts are shown as "gefunden, bitte prüfen" and never pre-filled
 * without that note.
 */
export type FactCertainty = "confirmed" | "uncertain";

/** A page as the fact readers take it. */
export interface FactPage {
  kind: FactPageKind;
  url: string;
  facts: import("../page-facts").PageFacts;
}

/** A value found in one place, before equal readings are merged. */
export interface FactReading<T> {
  value: T;
  /** Equal readings share a key (E.164, lower-cased e-mail, postal code + street). */
  key: string;
  evidence: FactEvidence;
}

/** Shortens a quote for evidence. */
export function evidenceText(text: string): string {
  const collapsed = text.replace(/\s+/g, " ").trim();
  return collapsed.length > 160 ? `${collapsed.slice(0, 159)}…` : collapsed;
}
