import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import Link from "next/link";
import { notFound } from "next/navigation";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { FaqSection } from "@/components/faq-section";
import { JsonLd } from "@/components/json-ld";
import { PageSection } from "@/components/page-section";
import { Badge } from "@/components/ui/badge";
import { getArticle, getArticles } from "@/lib/blog/articles";
import { blogPostingJsonLd } from "@/lib/blog/structured-data";
import { ArticleCard } from "../_components/article-card";
import { LiveTestCta } from "@/components/cta-section";
import { cardData, germanDate } from "../_components/card-data";

export const dynamicParams = false;

export function generateStaticParams() {
  return getArticles().map((a) => ({ slug: a.slug }));
}

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const article = getArticle((await params).slug);
  if (!article) return {};
  const url = `/blog/${article.slug}`;
  return {
    ...pageMetadata({
      path: url,
      title: article.metaTitle ?? article.title,
      description: article.description,
      image: "own",
      type: "article",
      article: { publishedTime: article.date, modifiedTime: article.updated ?? article.date, authors: [article.author], section: article.category, tags: article.keywords },
    }),
    keywords: article.keywords,
    authors: [{ name: article.author }],
  };
}

export default async function ArticlePage({ params }: Props) {
  const article = getArticle((await params).slug);
  if (!article) notFound();
  const t = await getTranslations("Blog");
  const related = article.related.map((slug) => getArticle(slug)!).filter(Boolean);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <JsonLd data={blogPostingJsonLd(article)} />
      <Link href="/blog" className="text-muted-foreground hover:text-foreground mb-6 inline-flex items-center gap-1 text-sm">
        <InlineIcon name="arrow-left" className="size-4" /> {t("backToBlog")}
      </Link>
      <article className="mx-auto max-w-3xl">
        <header>
          <div className="text-muted-foreground flex flex-wrap items-center gap-2 text-sm">
            <Badge variant="secondary" className="tracking-wide uppercase">
              {article.category}
            </Badge>
            <span className="inline-flex items-center gap-1">
              <InlineIcon name="clock" className="size-3.5" /> {t("readTime", { minutes: article.readTime })}
            </span>
          </div>
          <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{article.title}</h1>
          <p className="text-muted-foreground mt-4 text-lg leading-relaxed">{article.excerpt}</p>
          <p className="text-muted-foreground mt-4 text-sm">
            {t("by", { author: article.author })} ·{" "}
            <time dateTime={article.date}>{t("published", { date: germanDate(article.date) })}</time>
            {article.updated && article.updated !== article.date && (
              <>
                {" · "}
                <time dateTime={article.updated}>{t("updated", { date: germanDate(article.updated) })}</time>
              </>
            )}
          </p>
          {/* A plain <img>: the app generates this image itself (opengraph-image.tsx); next/image would only re-encode it. */}
          <img
            src={`/blog/${article.slug}/opengraph-image`}
            alt={article.imageAlt}
            width={1200}
            height={630}
            className="mt-6 aspect-[1200/630] w-full rounded-xl border object-cover"
            fetchPriority="high"
          />
        </header>
        {article.headings.length > 2 && (
          <nav aria-labelledby="toc-heading" className="bg-muted/40 mt-8 rounded-xl border p-5">
            <h2 id="toc-heading" className="text-sm font-semibold">
              {t("tocTitle")}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
              {article.headings.map((h) => (
                <li key={h.id}>
                  <a href={`#${h.id}`} className="text-primary hover:underline">
                    {h.text}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )}
        <div className="article-body mt-8" dangerouslySetInnerHTML={{ __html: article.html }} />
        {article.faq.length > 0 && <FaqSection items={article.faq} className="mt-12" />}
      </article>

      <LiveTestCta id="blog-cta-heading" namespace="Blog" next={{ href: "/geo-services", labelKey: "ctaGeo" }} />

      {related.length > 0 && (
        <PageSection id="related-heading" heading={t("relatedTitle")} className="mt-14">
          <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((a) => (
              <li key={a.slug}>
                <ArticleCard article={cardData(a, t("readTime", { minutes: a.readTime }))} readMore={t("readMore")} />
              </li>
            ))}
          </ul>
        </PageSection>
      )}
    </div>
  );
}
