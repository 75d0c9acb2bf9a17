import type { Article } from "@/lib/blog/articles";
import type { ArticleCardData } from "./article-card";

const dateFormat = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });

/** "2025-09-17" → "17. September 2025". */
export function germanDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`));
}

export function cardData(article: Article, readTimeText: string): ArticleCardData {
  return {
    slug: article.slug,
    title: article.title,
    excerpt: article.excerpt,
    category: article.category,
    dateText: germanDate(article.date),
    isoDate: article.date,
    readTimeText,
  };
}
