import { parseSitemap } from "@/lib/crawlers/parse-sitemap";
import { extractBusinessFacts } from "@/lib/readiness/business-facts";
import { factsOfPage } from "@/lib/readiness/page-facts";
import type { SiteSnapshot } from "@/lib/readiness/types";
import type { LlmsDraft, LlmsLink } from "./format";

/** Pages described in one draft besides the home page: enough for a small business's site. */
const MAX_DRAFT_PAGES = 20;

/** Links a reader may skip (llmstxt.org "Optional"): legal pages. */
const OPTIONAL_PAGE = /impressum|imprint|datenschutz|privacy|agb|widerruf|cookie|barrierefreiheit/i;
const NOT_A_PAGE = /\.(?:pdf|jpe?g|png|gif|webp|svg|zip|docx?|xlsx?|mp4|mp3|css|js|xml|txt)$/i;

/** The fetched facts of one page, or null when it was not an HTML page. */
export interface DescribedPage {
  url: string;
  /** The page's first h1 (else first heading), visible text only: never its <title> or inline scripts. */
  heading: string | null;
  description: string | null;
}

/** Heading without the site name the pages repeat ("Leistungen | Praxis Muster" → "Leistungen"). */
function pageTitle(title: string | null, siteName: string): string | null {
  if (!title) return null;
  const parts = title.split(/\s[-–—|·:]\s/u).map((p) => p.trim()).filter(Boolean);
  const kept = parts.filter((p) => p.toLowerCase() !== siteName.toLowerCase());
  return (kept[0] ?? parts[0] ?? title).trim();
}

/**
 * The pages an llms.txt should list: the sitemap's URLs on the site's origin, else the
 * home page's internal links; without fragments, queries, files and the home page itself.
 * @returns at most MAX_DRAFT_PAGES absolute URLs, in the order found
 */
export function draftPageUrls(snapshot: SiteSnapshot): string[] {
  const home = new URL(snapshot.finalUrl);
  const host = (url: URL) => url.hostname.replace(/^www\./, "");
  const sitemap = snapshot.sitemap;
  const parsed = sitemap.text && sitemap.status !== null && sitemap.status < 300 ? parseSitemap(sitemap.text, sitemap.truncated) : null;
  const onSite = (candidates: string[]) => {
    const seen = new Set([home.pathname.replace(/\/index\.html?$/, "/")]);
    const out: string[] = [];
    for (const candidate of candidates) {
      let url: URL;
      try {
        url = new URL(candidate, snapshot.finalUrl);
      } catch {
        continue;
      }
      url.hash = "";
      // www and the bare domain are one site (sitemaps often name the other one).
      if (host(url) !== host(home) || url.search || NOT_A_PAGE.test(url.pathname)) continue;
      const key = url.pathname.replace(/\/index\.html?$/, "/");
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(url.href);
      if (out.length >= MAX_DRAFT_PAGES) break;
    }
    return out;
  };
  const fromSitemap = parsed?.kind === "urlset" ? onSite(parsed.locs) : [];
  if (fromSitemap.length) return fromSitemap;
  return onSite(factsOfPage(snapshot.page, snapshot.finalUrl).links.filter((l) => l.internal && l.absolute).map((l) => l.absolute!));
}

/**
 * A draft llms.txt for a fetched site: name from the business details (JSON-LD,
 * og:site_name, else the title), summary from the home page's meta description, and
 * the described pages as links — legal pages in the "Optional" section. A link's title
 * is what the site calls the page: the home page's link text to it, else the page's
 * heading, else its path; visible text only, so no inline script ever becomes a title. Pure.
 * @param pages the pages of draftPageUrls with their fetched headings and descriptions
 */
export function llmsDraftOf(snapshot: SiteSnapshot, pages: DescribedPage[]): LlmsDraft {
  const facts = factsOfPage(snapshot.page, snapshot.finalUrl);
  const business = extractBusinessFacts(facts);
  const titleName = facts.title?.split(/\s[-–—|·:]\s/u)[0]?.trim();
  const name = business.name[0]?.value ?? titleName ?? new URL(snapshot.finalUrl).hostname;
  const summary = facts.metaDescription ?? facts.openGraph["og:description"] ?? "";
  const linkText = new Map<string, string>();
  for (const l of facts.links) if (l.absolute && l.text && !linkText.has(l.absolute)) linkText.set(l.absolute, l.text);
  const link = (page: DescribedPage): LlmsLink => {
    const fallback = decodeURIComponent(new URL(page.url).pathname.split("/").filter(Boolean).pop() ?? "").replace(/\.html?$/, "").replace(/[-_]/g, " ");
    const title = linkText.get(page.url) ?? pageTitle(page.heading, name) ?? fallback;
    return { title, url: page.url, ...(page.description ? { description: page.description } : {}) };
  };
  const main = pages.filter((p) => !OPTIONAL_PAGE.test(p.url)).map(link);
  const optional = pages.filter((p) => OPTIONAL_PAGE.test(p.url)).map(link);
  return {
    name,
    summary,
    sections: [
      { title: "Seiten", links: [{ title: "Startseite", url: snapshot.finalUrl, ...(summary ? { description: summary } : {}) }, ...main] },
      { title: "Optional", links: optional },
    ],
  };
}
