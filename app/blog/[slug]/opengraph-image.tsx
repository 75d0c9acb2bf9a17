import { getArticle, getArticles } from "@/lib/blog/articles";
import { renderOgImage } from "@/lib/seo/og-image";

export const size = { width: 1200, height: 630 };
export const contentType = "image/png";
export const alt = "Titelbild des Artikels";

export function generateStaticParams() {
  return getArticles().map((a) => ({ slug: a.slug }));
}

/** The article's title image (Open Graph, Twitter and the page's hero), drawn from its category and title. */
export default async function Image({ params }: { params: Promise<{ slug: string }> }) {
  const article = getArticle((await params).slug);
  return renderOgImage({
    eyebrow: `KI-Sichtbarkeit · Blog · ${article?.category ?? ""}`,
    title: article?.title ?? "KI-Sichtbarkeit",
    footer: article ? `${article.readTime} Min. Lesezeit` : "",
  });
}
