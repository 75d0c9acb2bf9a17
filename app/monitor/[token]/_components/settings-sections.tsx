import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { SectionCard } from "@/components/section-card";
import { InlineIcon } from "@/components/sprite-icon";
import type { SpriteIconName } from "@/lib/icons/sprite";
import { QuestionEditor } from "./question-editor";
import { WebsiteEditor } from "./website-editor";

/**
 * What whoever holds the link may change for the next runs: the monitored website and the questions, each in a
 * section of its own with its editor (client components, with the "Monitor" messages).
 */
export async function SettingsSections({ token, website, questions }: { token: string; website: string; questions: string[] }) {
  const t = await getTranslations("Monitor");
  return (
    <>
      <EditorSection title={t("websiteTitle")} icon="globe">
        <WebsiteEditor token={token} initial={website} />
      </EditorSection>
      <EditorSection title={t("questionsTitle")} icon="messages-square">
        <QuestionEditor token={token} initial={questions} />
      </EditorSection>
    </>
  );
}

function EditorSection({ title, icon, children }: { title: string; icon: SpriteIconName; children: ReactNode }) {
  return (
    <SectionCard level={2} title={title} icon={<InlineIcon name={icon} className="size-4" />}>
      <IntlClient namespaces={["Monitor"]}>{children}</IntlClient>
    </SectionCard>
  );
}
