import { absoluteUrl } from "@/lib/site";
import type { Article } from "./articles";

/** schema.org BlogPosting (Google Search Central, "Article"): headline, description, image, author, publisher, dates. */
export function blogPostingJsonLd(article: Article) {
  const url = absoluteUrl(`/blog/${article.slug}`);
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "BlogPosting",
        "@id": `${url}#article`,
        headline: article.title,
        description: article.description,
        image: absoluteUrl(`/blog/${article.slug}/opengraph-image`),
        datePublished: article.date,
        dateModified: article.updated ?? article.date,
        author: { "@type": "Organization", name: article.author, url: absoluteUrl("/") },
        publisher: { "@id": absoluteUrl("/#organization") },
        mainEntityOfPage: url,
        inLanguage: "de-DE",
        articleSection: article.category,
        keywords: article.keywords.join(", "),
        wordCount: article.wordCount,
      },
      {
        "@type": "BreadcrumbList",
        itemListElement: [
          { "@type": "ListItem", position: 1, name: "Startseite", item: absoluteUrl("/") },
          { "@type": "ListItem", position: 2, name: "Blog", item: absoluteUrl("/blog") },
          { "@type": "ListItem", position: 3, name: article.title, item: url },
        ],
      },
    ],
  };
}
