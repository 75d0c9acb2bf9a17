/** The meta-tag generator: HTML meta tags, Open Graph (ogp.me) and a Twitter card (X "Cards markup"). */

export const TITLE_MAX_LENGTH = 60;
export const DESCRIPTION_MAX_LENGTH = 160;

export const ROBOTS_OPTIONS = ["index, follow", "index, nofollow", "noindex, follow", "noindex, nofollow"] as const;
type RobotsOption = (typeof ROBOTS_OPTIONS)[number];

export const TWITTER_CARDS = ["summary_large_image", "summary"] as const;
type TwitterCard = (typeof TWITTER_CARDS)[number];

export const DEFAULT_VIEWPORT = "width=device-width, initial-scale=1";

/** The meta form; pageUrl (canonical and og:url) is an optional extra. */
export interface MetaForm {
  title: string;
  description: string;
  keywords?: string;
  author?: string;
  /** Default "width=device-width, initial-scale=1". */
  viewport?: string;
  /** Default "index, follow". */
  robots?: RobotsOption;
  /** Default "de". */
  language?: string;
  ogTitle?: string;
  ogDescription?: string;
  ogImage?: string;
  /** Default "summary_large_image". */
  twitterCard?: TwitterCard;
  pageUrl?: string;
}

/** Escapes text for a double-quoted HTML attribute or element content. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}

const graphemes = new Intl.Segmenter("de", { granularity: "grapheme" });

/** Length as people count it: user-perceived characters (an emoji flag or "ü" as one), not UTF-16 units. */
export function characterCount(text: string): number {
  let count = 0;
  for (const _ of graphemes.segment(text)) count += 1;
  return count;
}

function truncateCharacters(text: string, max: number): string {
  let out = "";
  let count = 0;
  for (const { segment } of graphemes.segment(text)) {
    if (count === max) break;
    out += segment;
    count += 1;
  }
  return out;
}

/** Characters not worth keeping before an ellipsis: spaces and the separators of titles. */
const TRAILING_SEPARATORS = /[\s\-–—|,;:·/]+$/u;

/**
 * Shortens a text to at most `max` user-perceived characters at the last word boundary,
 * ending with "…" as search results cut titles; a dangling separator (" –", " |") goes
 * too. A first word longer than the limit is cut inside, having no boundary.
 * @param max the limit in characters as characterCount counts them, at least 2
 * @returns the text, or its shortened form of at most `max` characters
 */
export function shortenAtWordBoundary(text: string, max: number): string {
  const trimmed = text.trim();
  if (characterCount(trimmed) <= max) return trimmed;
  const room = truncateCharacters(trimmed, max - 1);
  const next = Array.from(graphemes.segment(trimmed))[max - 1]?.segment ?? "";
  const boundary = /\s/u.test(next) ? room.length : room.search(/\s\S*$/u);
  const kept = (boundary > 0 ? room.slice(0, boundary) : room).replace(TRAILING_SEPARATORS, "");
  return `${kept || room}…`;
}

/**
 * The meta tags for the page's <head>; blank optional fields are left out. A title over
 * 60 or a description over 160 characters is cut with shortenAtWordBoundary.
 * @returns HTML lines, every value escaped
 */
export function generateMetaTags(form: MetaForm): string {
  const value = (v: string | undefined) => v?.trim() || undefined;
  const title = shortenAtWordBoundary(form.title, TITLE_MAX_LENGTH);
  const description = shortenAtWordBoundary(form.description, DESCRIPTION_MAX_LENGTH);
  const ogTitle = value(form.ogTitle) ?? title;
  const ogDescription = value(form.ogDescription) ?? description;
  const image = value(form.ogImage);
  const pageUrl = value(form.pageUrl);
  const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
  const property = (name: string, content: string) => `<meta property="${name}" content="${escapeHtml(content)}">`;

  const lines = [
    `<title>${escapeHtml(title)}</title>`,
    meta("description", description),
    value(form.keywords) && meta("keywords", value(form.keywords)!),
    value(form.author) && meta("author", value(form.author)!),
    meta("viewport", value(form.viewport) ?? DEFAULT_VIEWPORT),
    meta("robots", form.robots ?? "index, follow"),
    `<meta http-equiv="content-language" content="${escapeHtml(value(form.language) ?? "de")}">`,
    pageUrl && `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    "",
    "<!-- Open Graph (Facebook, LinkedIn, WhatsApp, KI-Vorschauen) -->",
    property("og:type", "website"),
    property("og:title", ogTitle),
    property("og:description", ogDescription),
    image && property("og:image", image),
    pageUrl && property("og:url", pageUrl),
    property("og:locale", "de_DE"),
    "",
    "<!-- Twitter / X -->",
    meta("twitter:card", form.twitterCard ?? "summary_large_image"),
    meta("twitter:title", ogTitle),
    meta("twitter:description", ogDescription),
    image && meta("twitter:image", image),
  ];
  return lines.filter((line): line is string => typeof line === "string").join("\n");
}
