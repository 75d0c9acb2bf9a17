import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { ToolPageHeader } from "@/components/tool-page-header";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";
import { MyMonitorsForm } from "./_components/my-monitors-form";

export const generateMetadata = () => privatePageMetadata("MyMonitors");

/** /monitor: "Meine Monitore" – the links of one's monitors by e-mail (each monitor's page is /monitor/{token}). */
export default async function MyMonitorsPage() {
  const t = await getTranslations("MyMonitors");
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <ToolPageHeader backLabel={t("back")} badge={t("badge")} title={t("title")} intro={t("intro")} />
      <IntlClient namespaces={["MyMonitors"]}>
        <MyMonitorsForm />
      </IntlClient>
    </div>
  );
}
