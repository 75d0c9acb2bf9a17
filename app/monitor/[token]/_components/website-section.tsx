import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { SectionCard } from "@/components/section-card";
import { InlineIcon } from "@/components/sprite-icon";
import { WebsiteEditor } from "./website-editor";

/** The website the monitor checks and matches answers against, editable by whoever holds the link. */
export async function WebsiteSection({ token, website }: { token: string; website: string }) {
  const t = await getTranslations("Monitor");
  return (
    <SectionCard level={2} title={t("websiteTitle")} icon={<InlineIcon name="globe" className="size-4" />}>
      <IntlClient namespaces={["Monitor"]}>
        <WebsiteEditor token={token} initial={website} />
      </IntlClient>
    </SectionCard>
  );
}
