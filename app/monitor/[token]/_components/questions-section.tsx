import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { SectionCard } from "@/components/section-card";
import { InlineIcon } from "@/components/sprite-icon";
import { QuestionEditor } from "./question-editor";

/** The questions the monitor asks, editable by whoever holds the link. */
export async function QuestionsSection({ token, questions }: { token: string; questions: string[] }) {
  const t = await getTranslations("Monitor");
  return (
    <SectionCard level={2} title={t("questionsTitle")} icon={<InlineIcon name="messages-square" className="size-4" />}>
      <IntlClient namespaces={["Monitor"]}>
        <QuestionEditor token={token} initial={questions} />
      </IntlClient>
    </SectionCard>
  );
}
