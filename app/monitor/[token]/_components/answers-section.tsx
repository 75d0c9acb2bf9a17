import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import type { MonitorView } from "@/lib/monitor/view";
import { SectionCard } from "@/components/section-card";
import { MonitorAnswer } from "./monitor-answer";
import { OpenAnswerOnHash } from "./open-answer-on-hash";
import { engineSlug, type PageAnswer } from "./page-answers";
import type { SiteReading } from "@/lib/visibility/facts/site-reading";

/**
 * "Die Antworten": the latest run's answers grouped by engine (anchor #antworten-{engine}),
 * each a closed disclosure numbered in page order; #antwort-n opens answer n. Nothing without answers.
 * @param answers the latest answers in page order (answersInPageOrder)
 * @param token the monitor link's secret, for the owner's verdicts on names (NameVerdict)
 */
export async function AnswersSection({ answers, engineNames, site, engineAccess, token }: { answers: PageAnswer[]; engineNames: readonly string[]; site: SiteReading; engineAccess: MonitorView["engineAccess"]; token: string }) {
  const t = await getTranslations("Monitor");
  if (answers.length === 0) return null;
  const numbered = answers.map((a, i) => ({ answer: a, n: i + 1 }));
  return (
    <>
      <OpenAnswerOnHash />
      <SectionCard level={2} title={t("answersTitle")} id="antworten">
        <p className="text-muted-foreground mb-3 text-sm">{t("answersIntro")}</p>
        {/* One provider of the fact lines' and the verdict buttons' texts for every answer. */}
        <IntlClient namespaces={["LiveTest", "Monitor.nameVerdict"]}>
          {engineNames.map((name) => (
            <div key={name} id={`antworten-${engineSlug(name)}`} className="mb-4 scroll-mt-20">
              <h3 className="mb-2 text-sm font-semibold">{name}</h3>
              <ul className="flex flex-col gap-2" data-testid="monitor-answers">
                {numbered
                  .filter(({ answer }) => answer.engine === name)
                  .map(({ answer, n }) => (
                    <MonitorAnswer key={answer.id} answer={answer} n={n} site={site} aiMode={engineAccess[name]?.provider === "google-ai-mode"} token={token} />
                  ))}
              </ul>
            </div>
          ))}
        </IntlClient>
      </SectionCard>
    </>
  );
}
