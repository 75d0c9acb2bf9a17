import type { Metadata } from "next";
import { FaqSection } from "@/components/faq-section";
import { FAQS } from "@/content/faqs";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { Info } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { IntlClient } from "@/components/intl-client";
import { ToolPageHeader } from "@/components/tool-page-header";
import { getEnv } from "@/lib/env";
import { isLiveTestConfigured } from "@/lib/visibility/service";
import { LiveTest } from "./_components/live-test";

export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("LiveTest");
  return pageMetadata({ path: "/ki-search-tool", title: t("metaTitle"), description: t("metaDescription"), image: "own" });
}

export default async function LiveTestPage() {
  const t = await getTranslations("LiveTest");
  const configured = isLiveTestConfigured();
  const samples = getEnv().LIVE_TEST_SAMPLES;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />

      {!configured && (
        <Alert variant="warning" className="mb-6" data-testid="not-configured">
          <Info aria-hidden />
          <AlertTitle>{t("notConfiguredTitle")}</AlertTitle>
          <AlertDescription>{t("notConfiguredText")}</AlertDescription>
        </Alert>
      )}

      <IntlClient namespaces={["LiveTest"]}>
        <LiveTest configured={configured} samples={samples} />
      </IntlClient>

      <section className="mt-12 grid gap-6 md:grid-cols-3" aria-labelledby="how-heading">
        <h2 id="how-heading" className="sr-only">
          {t("howTitle")}
        </h2>
        {(["how1", "how2", "how3"] as const).map((key) => (
          <div key={key} className="rounded-xl border p-5">
            <h3 className="font-semibold">{t(`${key}Title`)}</h3>
            <p className="text-muted-foreground mt-2 text-sm leading-relaxed">{t(`${key}Text`, { samples })}</p>
          </div>
        ))}
      </section>

      <FaqSection heading={(await getTranslations("FaqSection"))("heading")} items={FAQS["live-test"]} />
    </div>
  );
}
