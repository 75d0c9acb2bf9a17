import { parseSitemap } from "@/lib/crawlers/parse-sitemap";
import { primaryBusiness } from "./business-facts";
import { servedAsFile } from "./checks/crawling";
import type { PageFacts } from "./page-facts";
import type { SiteFacts, SiteSnapshot } from "./types";

/** Caps that keep the check result small enough to carry in the browser's sessionStorage. */
const MAX_SITEMAP_URLS = 500;
const MAX_INTERNAL_LINKS = 200;

function firstImage(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  if (typeof first === "string") return first;
  if (first && typeof first === "object" && typeof (first as Record<string, unknown>).url === "string") return (first as { url: string }).url;
  return null;
}

function absolute(url: string, base: string): string | null {
  try {
    return new URL(url, base).href;
  } catch {
    return null;
  }
}

/**
 * What the generators can take over from a checked site: title and description of the
 * page, the business's schema.org types, the robots.txt as served, the sitemap's URLs
 * and the home page's internal links. Pure.
 * @param facts facts of the checked page
 * @param snapshot everything fetched for the check
 * @returns SiteFacts; lists capped at MAX_SITEMAP_URLS / MAX_INTERNAL_LINKS entries
 */
export function collectSiteFacts(facts: PageFacts, snapshot: SiteSnapshot): SiteFacts {
  const business = primaryBusiness(facts.entities);
  const robots = snapshot.robotsTxt;
  const sitemap = snapshot.sitemap;
  const parsed = servedAsFile(sitemap) ? parseSitemap(sitemap.text ?? "", sitemap.truncated) : null;
  const seen = new Set<string>();
  const internalLinks: SiteFacts["internalLinks"] = [];
  for (const link of facts.links) {
    if (!link.internal || !link.absolute) continue;
    const url = link.absolute.replace(/#.*$/, "");
    if (seen.has(url) || !/^https?:/i.test(url)) continue;
    seen.add(url);
    internalLinks.push({ url, text: link.text.trim().slice(0, 200) });
    if (internalLinks.length >= MAX_INTERNAL_LINKS) break;
  }
  const ogImage = facts.openGraph["og:image"] ?? (business ? firstImage(business.props.image ?? business.props.logo) : null);
  return {
    title: facts.title,
    metaDescription: facts.metaDescription,
    ogImage: ogImage ? absolute(ogImage, facts.url.href) : null,
    businessTypes: business?.types ?? [],
    robotsTxt: servedAsFile(robots) ? { url: robots.url, text: robots.text ?? "" } : null,
    sitemapUrls: parsed && parsed.kind === "urlset" ? parsed.locs.slice(0, MAX_SITEMAP_URLS) : [],
    internalLinks,
  };
}
