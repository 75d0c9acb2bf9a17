import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/section-card";
import { InlineIcon } from "@/components/sprite-icon";
import type { MonitorRunSummary } from "@/lib/monitor/summary";
import { domainEvidence } from "@/lib/visibility/evidence";
import { AnswerEvidence } from "./answer-evidence";
import type { PageAnswer } from "./page-answers";

/** The domains the latest run's answers cite, each with how many answers and which. */
export async function CitedDomainsSection({ latest, answers }: { latest: MonitorRunSummary; answers: PageAnswer[] }) {
  const t = await getTranslations("Monitor");
  return (
    <SectionCard level={2} title={t("domainsTitle")} icon={<InlineIcon name="globe" className="size-4" />}>
      <p className="text-muted-foreground mb-3 text-sm">{t("domainsIntro")}</p>
      {latest.citedDomains.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("domainsEmpty")}</p>
      ) : (
        <ul className="flex flex-wrap gap-2" data-testid="monitor-domains">
          {latest.citedDomains.map((d) => (
            <li key={d.domain} className="flex flex-col gap-1 rounded-md border px-3 py-1.5 text-sm">
              <span>
                <span className="font-medium">{d.domain}</span> <span className="text-muted-foreground text-xs">· {t("domainAnswers", { answers: d.answers })}</span>
              </span>
              <AnswerEvidence answers={answers} indices={domainEvidence(answers, d.domain)} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
