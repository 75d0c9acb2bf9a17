import type { MetadataRoute } from "next";
import { getArticles } from "@/lib/blog/articles";
import { SITE_PAGES } from "@/content/site-pages";
import { absoluteUrl } from "@/lib/site";

/** /sitemap.xml: every public page and article (sitemaps.org protocol via Next.js). */
export default function sitemap(): MetadataRoute.Sitemap {
  const articles = getArticles();
  const newestArticle = articles[0]?.updated ?? articles[0]?.date;
  return [
    ...SITE_PAGES.map((page) => ({
      url: absoluteUrl(page.path),
      changeFrequency: page.changeFrequency,
      priority: page.priority,
      ...(page.path === "/blog" && newestArticle ? { lastModified: newestArticle } : {}),
    })),
    ...articles.map((article) => ({
      url: absoluteUrl(`/blog/${article.slug}`),
      lastModified: article.updated ?? article.date,
      changeFrequency: "monthly" as const,
      priority: 0.6,
    })),
  ];
}
