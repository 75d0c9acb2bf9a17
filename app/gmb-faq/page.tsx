import type { Metadata } from "next";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { ToolPageHeader } from "@/components/tool-page-header";
import { formatEuro, MONEY_BACK_GUARANTEE_DAYS, PRODUCTS } from "@/content/products";
import { currentPremiumGrant, unlocksFaqGenerator } from "@/lib/billing/premium";
import { listCategories, listSnippets } from "@/lib/snippets/library";
import { FaqGenerator } from "./_components/faq-generator";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Faq");
  return pageMetadata({ path: "/gmb-faq", title: t("metaTitle"), description: t("metaDescription") });
}

export default async function FaqGeneratorPage() {
  const t = await getTranslations("Faq");
  const premium = unlocksFaqGenerator(await currentPremiumGrant());
  const product = PRODUCTS["gmb-faq"];
  const paywallHref = `/payment?${new URLSearchParams({ product: "gmb-faq", price: String(product.priceCents), name: product.name })}`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />
      <IntlClient namespaces={["Faq"]}>
        <FaqGenerator snippets={listSnippets().map(({ id, branche, kategorie, verwendung }) => ({ id, branche, kategorie, verwendung }))} categories={listCategories().map((c) => c.name)} premium={premium} paywallHref={paywallHref} priceText={formatEuro(product.priceCents)} guaranteeDays={MONEY_BACK_GUARANTEE_DAYS} />
      </IntlClient>
    </div>
  );
}
