import type { Metadata } from "next";
import { FaqSection } from "@/components/faq-section";
import { FAQS } from "@/content/faqs";
import { pageMetadata } from "@/lib/seo/page-metadata";
import { InlineIcon } from "@/components/sprite-icon";
import { getTranslations } from "next-intl/server";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { PageSection } from "@/components/page-section";
import { TextCard } from "@/components/text-card";
import { ToolPageHeader } from "@/components/tool-page-header";
import { getEnv } from "@/lib/env";
import { getEngines } from "@/lib/visibility/provider";
import { firstParam, type PageSearchParams } from "@/lib/search-params";
import { readShareToken } from "@/lib/visibility/share";
import { clientIntl } from "@/i18n/client-intl";
import { LiveTest } from "./_components/live-test";
import { LIVE_TEST_NOT_CONFIGURED_ID, LIVE_TEST_TEXT_KEYS, type LiveTestTexts } from "./_components/live-test-texts";
import { MONITOR_SIGNUP_TEXT_KEYS, type MonitorSignupTexts } from "./_components/monitor-signup-texts";
import { SharedResultNote } from "./_components/shared-result-note";
import { MonitorSignup } from "./_components/monitor-signup";

export const dynamic = "force-dynamic";

export async function generateMetadata({ searchParams }: { searchParams: PageSearchParams }): Promise<Metadata> {
  const t = await getTranslations("LiveTest");
  const metadata = pageMetadata({ path: "/ki-search-tool", title: t("metaTitle"), description: t("metaDescription"), image: "own" });
  // A shared result (?ergebnis=…): its numbers become the link preview's image.
  const token = firstParam((await searchParams).ergebnis);
  if (readShareToken(token)) metadata.openGraph = { ...metadata.openGraph, images: [{ url: `/api/og/live-test?t=${encodeURIComponent(token!)}`, width: 1200, height: 630 }] };
  return metadata;
}

/** The live test's texts before a run (see live-test-texts.ts), resolved here. */
async function liveTestTexts(): Promise<LiveTestTexts> {
  const t = await getTranslations("LiveTest");
  const tError = await getTranslations("ApiErrors.liveTest");
  const texts = Object.fromEntries(LIVE_TEST_TEXT_KEYS.map((key) => [key, t(key)]));
  return { ...texts, queryRequired: tError("queryRequired"), failed: tError("failed") } as LiveTestTexts;
}

/** Stands for the visitor's address in "sentText" while it is cut in two (no such character in a message). */
const EMAIL_SLOT = "\u0000";

/** The monitor sign-up's texts (see monitor-signup-texts.ts), resolved here. */
async function monitorSignupTexts(): Promise<MonitorSignupTexts> {
  const t = await getTranslations("Monitor");
  const [sentTextBefore, sentTextAfter = ""] = t("sentText", { email: EMAIL_SLOT }).split(EMAIL_SLOT);
  return { ...Object.fromEntries(MONITOR_SIGNUP_TEXT_KEYS.map((key) => [key, t(key)])), sentTextBefore, sentTextAfter } as MonitorSignupTexts;
}

export default async function LiveTestPage({ searchParams }: { searchParams: PageSearchParams }) {
  const t = await getTranslations("LiveTest");
  const shared = readShareToken(firstParam((await searchParams).ergebnis));
  const engines = getEngines().map((e) => e.name);
  const configured = engines.length > 0;
  const samples = getEnv().LIVE_TEST_SAMPLES;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />

      {shared && <SharedResultNote shared={shared} />}

      {!configured && (
        <Alert id={LIVE_TEST_NOT_CONFIGURED_ID} variant="warning" className="mb-6" data-testid="not-configured">
          <InlineIcon name="info" />
          <AlertTitle>{t("notConfiguredTitle")}</AlertTitle>
          <AlertDescription>{t("notConfiguredText")}</AlertDescription>
        </Alert>
      )}

      <LiveTest configured={configured} samples={samples} engines={engines} texts={await liveTestTexts()} intl={await clientIntl(["LiveTest", "Engines"])} />

      {configured && (
        <div className="mt-10">
          <MonitorSignup texts={await monitorSignupTexts()} />
        </div>
      )}

      <PageSection id="how-heading" heading={t("howTitle")} className="mt-12 grid gap-6 md:grid-cols-3" headingClassName="sr-only">
        {(["how1", "how2", "how3"] as const).map((key) => (
          <TextCard key={key} title={t(`${key}Title`)} text={t(`${key}Text`, { samples })} />
        ))}
      </PageSection>

      <FaqSection items={FAQS["live-test"]} />
    </div>
  );
}
