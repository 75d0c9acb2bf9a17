import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { getTranslations } from "next-intl/server";
import { CtaSection } from "@/components/cta-section";
import { IntlClient } from "@/components/intl-client";
import { ToolPageHeader } from "@/components/tool-page-header";
import { formatEuro, PRODUCTS } from "@/content/products";
import { INDUSTRY_COUNT } from "@/content/snippets";
import { listCategories, listSnippets } from "@/lib/snippets/library";
import { contactMailto } from "@/lib/operator";
import { SnippetCards } from "./_components/snippet-cards";
import { SnippetLibrary } from "./_components/snippet-library";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Snippets");
  return pageMetadata({ path: "/snippets", title: t("metaTitle", { count: INDUSTRY_COUNT }), description: t("metaDescription", { count: INDUSTRY_COUNT }) });
}

export default async function SnippetsPage() {
  const t = await getTranslations("Snippets");
  const snippets = listSnippets();
  const categories = listCategories();
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge", { count: INDUSTRY_COUNT })} title={t("title")} intro={t("intro")} />
      <IntlClient namespaces={["Snippets", "OpeningHours"]}>
        <SnippetLibrary snippets={snippets.map(({ id, branche, kategorie, schemaType, platzhalter }) => ({ id, branche, kategorie, schemaType, platzhalter }))} categories={categories}>
          <SnippetCards snippets={snippets} categories={categories} priceText={formatEuro(PRODUCTS.snippet.priceCents)} priceCents={PRODUCTS.snippet.priceCents} />
        </SnippetLibrary>
      </IntlClient>
      <CtaSection id="snippets-contact" heading={t("contactTitle")} text={t("contactText")} primary={{ href: contactMailto(t("contactSubject")), label: t("contactButton") }} />
    </div>
  );
}
