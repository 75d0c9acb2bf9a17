/** The XML sitemap generator (sitemaps.org protocol 0.9). */

export const CHANGEFREQS = ["always", "hourly", "daily", "weekly", "monthly", "yearly", "never"] as const;
export type Changefreq = (typeof CHANGEFREQS)[number];

/** 1.0 down to 0.1 in steps of 0.1. */
export const PRIORITIES = [1, 0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1] as const;

/** sitemaps.org: at most 50,000 URLs per sitemap file. */
export const MAX_SITEMAP_URLS = 50_000;

/**
 * Why no sitemap can be made; its German text is messages/de.json
 * "SitemapGenerator.error.<code>" with `params`.
 */
export class SitemapError extends Error {
  constructor(
    readonly code: "baseUrlRequired" | "baseUrlInvalid" | "tooManyUrls" | "noPages",
    readonly params: Record<string, string> = {},
  ) {
    super(code);
    this.name = "SitemapError";
  }
}

/**
 * A page the sitemap leaves out (or keeps without its date), and why; its German text
 * is messages/de.json "SitemapGenerator.problem.<code>" with `url` (as typed), `origin`
 * and `date`.
 */
export type SitemapProblem =
  | { code: "invalidUrl" | "whitespace" | "priority" | "duplicate"; url: string }
  | { code: "otherOrigin"; url: string; origin: string }
  | { code: "invalidDate"; url: string; date: string };

export interface SitemapPage {
  url: string;
  /** 0.1-1.0; default 0.5. */
  priority?: number;
  /** Default "monthly". */
  changefreq?: Changefreq;
  /** YYYY-MM-DD; default today. */
  lastmod?: string;
}

export interface SitemapForm {
  baseUrl: string;
  pages: SitemapPage[];
}

/** The generator's starting pages, with the paths German sites use: home, services, about us and contact, with typical priorities, all modified today. */
export function defaultSitemapPages(today: string): SitemapPage[] {
  return [
    { url: "/", priority: 1, changefreq: "weekly", lastmod: today },
    { url: "/leistungen", priority: 0.9, changefreq: "weekly", lastmod: today },
    { url: "/ueber-uns", priority: 0.8, changefreq: "monthly", lastmod: today },
    { url: "/kontakt", priority: 0.8, changefreq: "monthly", lastmod: today },
  ];
}

/** A blank row for the form: priority 0.5, monthly, modified `today` (W3C date). */
export function newSitemapPage(today: string): SitemapPage {
  return { url: "", priority: 0.5, changefreq: "monthly", lastmod: today };
}

/** Today as a W3C date (YYYY-MM-DD) in the visitor's time zone. */
export function todayW3c(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Escapes the five XML special characters (sitemaps.org "Entity escaping"). */
export function escapeXml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/'/g, "&apos;").replace(/"/g, "&quot;").replace(/>/g, "&gt;").replace(/</g, "&lt;");
}

/**
 * "example.de/" → "https://example.de" (https:// added, trailing slashes removed).
 * @returns null when blank or not a usable http(s) address
 */
export function normalizeBaseUrl(input: string): string | null {
  const trimmed = input.trim();
  if (!trimmed) return null;
  const candidate = /^[a-z][a-z0-9+.-]*:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || !url.hostname.includes(".") || url.search || url.hash) return null;
    return `${url.origin}${url.pathname}`.replace(/\/+$/, "");
  } catch {
    return null;
  }
}

export interface SitemapEntry {
  loc: string;
  priority: number;
  changefreq: Changefreq;
  lastmod?: string;
}

export interface SitemapReview {
  entries: SitemapEntry[];
  /** The pages left out and why. */
  problems: SitemapProblem[];
}

/** A W3C date (YYYY-MM-DD) that exists in the calendar. */
function isW3cDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Turns the form into sitemap entries and says what it left out: invalid or duplicate
 * URLs, pages on another domain, priorities or dates out of range.
 * @throws SitemapError when the base URL is blank or invalid, or for more than 50,000 URLs
 */
export function reviewSitemap(form: SitemapForm): SitemapReview {
  const base = normalizeBaseUrl(form.baseUrl);
  if (base === null) {
    throw new SitemapError(form.baseUrl.trim() ? "baseUrlInvalid" : "baseUrlRequired");
  }
  const origin = new URL(base).origin;
  const entries: SitemapEntry[] = [];
  const problems: SitemapProblem[] = [];
  const seen = new Set<string>();
  for (const page of form.pages) {
    const raw = page.url.trim();
    if (!raw) continue;
    let loc: string;
    if (/^[a-z][a-z0-9+.-]*:/i.test(raw)) {
      let absolute: URL;
      try {
        absolute = new URL(raw);
      } catch {
        problems.push({ code: "invalidUrl", url: raw });
        continue;
      }
      if (absolute.origin !== origin) {
        problems.push({ code: "otherOrigin", url: raw, origin });
        continue;
      }
      absolute.hash = "";
      loc = absolute.href;
    } else if (/\s/.test(raw)) {
      problems.push({ code: "whitespace", url: raw });
      continue;
    } else {
      // Percent-encodes umlauts and the like (RFC 3986), as sitemaps.org requires.
      const relative = new URL(`${base}${raw.startsWith("/") ? raw : `/${raw}`}`);
      relative.hash = "";
      loc = relative.href;
    }
    const priority = page.priority ?? 0.5;
    if (!(priority >= 0.1 && priority <= 1)) {
      problems.push({ code: "priority", url: raw });
      continue;
    }
    if (seen.has(loc)) {
      problems.push({ code: "duplicate", url: raw });
      continue;
    }
    seen.add(loc);
    const lastmod = page.lastmod?.trim() || undefined;
    if (lastmod && !isW3cDate(lastmod)) {
      problems.push({ code: "invalidDate", url: raw, date: lastmod });
    }
    entries.push({ loc, priority, changefreq: page.changefreq ?? "monthly", lastmod: lastmod && isW3cDate(lastmod) ? lastmod : undefined });
  }
  if (entries.length > MAX_SITEMAP_URLS) {
    throw new SitemapError("tooManyUrls", { max: MAX_SITEMAP_URLS.toLocaleString("de-DE"), count: entries.length.toLocaleString("de-DE") });
  }
  return { entries, problems };
}

/**
 * The sitemap.xml for the form (sitemaps.org protocol 0.9).
 * @throws SitemapError for a blank or invalid base URL, no valid page or more than
 *   50,000 URLs
 */
export function generateSitemapXml(form: SitemapForm): string {
  return sitemapXmlOf(reviewSitemap(form).entries);
}

/**
 * The sitemap.xml text of reviewed entries (for a page that already called reviewSitemap).
 * @throws SitemapError "noPages" when there is no entry
 */
export function sitemapXmlOf(entries: readonly SitemapEntry[]): string {
  // sitemaps.org's schema requires at least one <url>.
  if (entries.length === 0) {
    throw new SitemapError("noPages");
  }
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(e.loc)}</loc>`,
      e.lastmod ? `    <lastmod>${e.lastmod}</lastmod>` : undefined,
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      "  </url>",
    ]
      .filter(Boolean)
      .join("\n"),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}
