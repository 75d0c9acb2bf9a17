import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { freeFaqUsesLeft } from "@/lib/faq/service";
import { IntlClient } from "@/components/intl-client";
import { ToolPageHeader } from "@/components/tool-page-header";
import { formatEuro, MONEY_BACK_GUARANTEE_DAYS, PRODUCTS } from "@/content/products";
import { currentPremiumGrant, unlocksFaqGenerator } from "@/lib/billing/premium";
import { listCategories, listSnippets } from "@/lib/snippets/library";
import { FaqGenerator } from "./_components/faq-generator";
import { FaqIndustryList } from "./_components/faq-industry-list";
import { messagesPageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => messagesPageMetadata("Faq", "/gmb-faq");

export default async function FaqGeneratorPage() {
  const t = await getTranslations("Faq");
  const premium = unlocksFaqGenerator(await currentPremiumGrant());
  const freeLeft = premium ? null : await freeFaqUsesLeft(await cookies());
  const product = PRODUCTS["gmb-faq"];
  const categories = listCategories();
  const paywallHref = `/payment?${new URLSearchParams({ product: "gmb-faq", price: String(product.priceCents), name: product.name })}`;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />
      <IntlClient namespaces={["Faq", "Generator"]}>
        <FaqGenerator categories={categories} premium={premium} freeLeft={freeLeft} paywallHref={paywallHref} priceText={formatEuro(product.priceCents)} guaranteeDays={MONEY_BACK_GUARANTEE_DAYS}>
          <FaqIndustryList snippets={listSnippets()} categories={categories} />
        </FaqGenerator>
      </IntlClient>
    </div>
  );
}
