import { FaqSection } from "@/components/faq-section";
import { FAQS } from "@/content/faqs";
import { getTranslations } from "next-intl/server";
import { ToolPageHeader } from "@/components/tool-page-header";
import { CATEGORY_ICONS, CATEGORY_ORDER } from "@/lib/readiness/categories";
import { ToolCrossLinks } from "@/components/generator/tool-cross-links";
import { FreeAnalysisForm } from "@/components/free-analysis-form";
import { IntlClient } from "@/components/intl-client";
import { PageSection } from "@/components/page-section";
import { TextCard } from "@/components/text-card";
import { toolLinks } from "@/components/generator/tool-links";
import { CategoryIconView } from "./_components/category-icon";
import { WebsiteCheck } from "./_components/website-check";
import { messagesPageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => messagesPageMetadata("Checker", "/tool/checker", "own");


export default async function CheckerPage() {
  const t = await getTranslations("Checker");
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />

      <IntlClient namespaces={["Checker", "ToolLinks", "FixKit", "ApiErrors.url"]}>
        <WebsiteCheck />
      </IntlClient>

      <PageSection id="checks-heading" heading={t("checksTitle")} className="below-fold mt-14">
        <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {CATEGORY_ORDER.map((id) => (
            <TextCard
              key={id}
              as="li"
              icon={<CategoryIconView icon={CATEGORY_ICONS[id]} className="text-primary size-5" />}
              title={t(`checks.${id}.title`)}
              text={t(`checks.${id}.text`)}
            />
          ))}
        </ul>
        <div className="bg-muted/40 mt-6 rounded-xl border p-5">
          <h3 className="font-semibold">{t("scoringTitle")}</h3>
          <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{t("scoringText")}</p>
          <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{t("privacy")}</p>
        </div>
      </PageSection>

      <FaqSection items={FAQS["checker"]} className="below-fold mt-14" />

      <div className="below-fold mt-12">
        <IntlClient namespaces={["FreeAnalysis"]}>
          <FreeAnalysisForm />
        </IntlClient>
      </div>

      <ToolCrossLinks heading={t("toolsTitle")} links={await toolLinks(["/tool/meta", "/tool/robots", "/tool/sitemap", "/tool/schema", "/ki-search-tool"])} />
    </div>
  );
}
