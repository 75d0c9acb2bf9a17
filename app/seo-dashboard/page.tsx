import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { ToolPageHeader } from "@/components/tool-page-header";
import { getEnv } from "@/lib/env";
import { getSeoDashboard, type SeoDashboard } from "@/lib/seo-dashboard/dashboard";
import { SeoDashboardView } from "./_components/seo-dashboard-view";
import { messagesPageMetadata } from "@/lib/seo/messages-metadata";

export const dynamic = "force-dynamic";

export const generateMetadata = () => messagesPageMetadata("SeoDashboard", "/seo-dashboard", "own");

/** /seo-dashboard; the default domain is the product's own site. */
export default async function SeoDashboardPage() {
  const t = await getTranslations("SeoDashboard");
  const domain = new URL(getEnv().SITE_URL).host;
  let initial: SeoDashboard | null = null;
  try {
    initial = await getSeoDashboard(domain);
  } catch (error) {
    // The client shows its own loading and error states and retries.
    console.error("SEO-Dashboard: Startdaten nicht geladen", error);
  }
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />
      <IntlClient namespaces={["SeoDashboard", "ApiErrors.url"]}>
        <SeoDashboardView initialDomain={domain} initialData={initial} />
      </IntlClient>
    </div>
  );
}
