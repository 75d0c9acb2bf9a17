import { FaqSection } from "@/components/faq-section";
import { FAQS } from "@/content/faqs";
import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { JsonLd } from "@/components/json-ld";
import { PageSection } from "@/components/page-section";
import { BLOG_CATEGORIES, getArticles } from "@/lib/blog/articles";
import { absoluteUrl } from "@/lib/site";
import { ArticleCard } from "./_components/article-card";
import { BlogFilter } from "./_components/blog-filter";
import { LiveTestCta } from "@/components/cta-section";
import { cardData } from "./_components/card-data";
import { messagesPageMetadata } from "@/lib/seo/messages-metadata";
import { PageHeader } from "@/components/tool-page-header";

export const generateMetadata = () => messagesPageMetadata("Blog", "/blog");

export default async function BlogIndexPage() {
  const t = await getTranslations("Blog");
  const articles = getArticles();
  const cards = articles.map((a) => cardData(a, t("readTime", { minutes: a.readTime })));
  const featured = cards.filter((c) => articles.find((a) => a.slug === c.slug)!.featured);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "Blog",
          name: t("title"),
          url: absoluteUrl("/blog"),
          inLanguage: "de-DE",
          publisher: { "@id": absoluteUrl("/#organization") },
          blogPost: articles.map((a) => ({ "@type": "BlogPosting", headline: a.title, url: absoluteUrl(`/blog/${a.slug}`), datePublished: a.date })),
        }}
      />
      <nav aria-label={t("navLabel")} className="text-muted-foreground mb-6 flex flex-wrap gap-x-4 gap-y-1 text-sm">
        <Link href="/" className="hover:text-foreground">{t("navHome")}</Link>
        <Link href="/ki-search-tool" className="hover:text-foreground">{t("navLiveTest")}</Link>
        <Link href="/geo-services" className="hover:text-foreground">{t("navGeo")}</Link>
        <Link href="/snippet-pakete" className="hover:text-foreground">{t("navPackages")}</Link>
      </nav>
      <PageHeader badge={t("badge")} title={t("title")} intro={t("intro")} className="mb-10" />

      <PageSection id="featured-heading" heading={t("featuredTitle")}>
        <ul className="mt-5 grid gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="featured-list">
          {featured.map((card, i) => (
            <li key={card.slug} className={i === 0 ? "md:col-span-2" : undefined}>
              <ArticleCard article={card} readMore={t("readMore")} large={i === 0} />
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="all-heading" heading={t("allTitle")} className="mt-14" headingClassName="mb-5">
        <BlogFilter
          listId="blog-list"
          options={[{ label: t("filterAll"), count: cards.length }, ...BLOG_CATEGORIES.map((c) => ({ label: c, count: cards.filter((a) => a.category === c).length }))].map((o) => ({ ...o, countText: t("countTemplate", { count: o.count }) }))}
          labels={{ filterLabel: t("filterLabel"), empty: t("empty") }}
        >
          <ul id="blog-list" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="blog-list">
            {cards.map((card) => (
              <li key={card.slug} data-category={BLOG_CATEGORIES.findIndex((c) => c === card.category) + 1}>
                <ArticleCard article={card} readMore={t("readMore")} />
              </li>
            ))}
          </ul>
        </BlogFilter>
      </PageSection>

      <FaqSection items={FAQS["blog"]} />

      <LiveTestCta id="blog-cta-heading" namespace="Blog" next={{ href: "/geo-services", labelKey: "ctaGeo" }} />
    </div>
  );
}
