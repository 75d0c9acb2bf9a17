import { getFormatter, getTranslations } from "next-intl/server";
import { engineFailureText } from "@/components/engine-failure";
import { EngineName } from "@/components/engine-label";
import { SectionCard } from "@/components/section-card";
import { InlineIcon } from "@/components/sprite-icon";
import type { MonitorRunSummary } from "@/lib/monitor/summary";
import type { MonitorView } from "@/lib/monitor/view";
import type { EngineStats } from "@/lib/visibility/engine-stats";
import { mentionEvidence } from "@/lib/visibility/evidence";
import { AnswerEvidence } from "./answer-evidence";
import { engineSlug, type PageAnswer } from "./page-answers";

/**
 * "Letzte Abfrage": per engine how many answers named the business (with its likely
 * range), or why the engine gave none (or that this server could not read its answers), and the overall line; each with its answers.
 */
export async function LatestResultsSection({ latest, answers, engineAccess }: { latest: MonitorRunSummary; answers: PageAnswer[]; engineAccess: MonitorView["engineAccess"] }) {
  const t = await getTranslations("Monitor");
  const tEngines = await getTranslations("Engines");
  const format = await getFormatter();
  const rateLine = (s: Pick<EngineStats, "mentions" | "samples" | "interval">) =>
    tEngines("rateLine", { mentions: s.mentions, samples: s.samples, low: format.number(Math.round(s.interval[0] * 100)), high: format.number(Math.round(s.interval[1] * 100)) });
  const answeredBy = (engine: string) => answers.flatMap((a, i) => (a.engine === engine && !a.error ? [i] : []));
  return (
    <SectionCard level={2} title={t("latestTitle")} icon={<InlineIcon name="list-checks" className="size-4" />}>
      <ul className="flex flex-col gap-2" data-testid="monitor-engines">
        {latest.engines.map((e) => (
          <li key={e.name} className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
            <span className="font-medium">
              <EngineName name={e.name} access={engineAccess[e.name]} />
            </span>
            {e.error ? (
              <span className={e.error === "no_ai_overview" ? "text-muted-foreground" : "text-destructive"}>
                {engineFailureText(tEngines, e.error, { aiMode: engineAccess[e.name]?.provider === "google-ai-mode" })}
              </span>
            ) : (
              <a href={`#antworten-${engineSlug(e.name)}`} className="text-primary underline-offset-4 hover:underline">
                {rateLine(e)}
              </a>
            )}
            {!e.error && (
              <span className="basis-full">
                <AnswerEvidence answers={answers} indices={answeredBy(e.name)} testId="monitor-engine-evidence" marked />
              </span>
            )}
          </li>
        ))}
        <li className="bg-muted/50 rounded-md px-3 py-2 text-sm" data-testid="monitor-overall">
          <span className="font-medium">{tEngines("overall")}: </span>
          <a href="#antworten" className="text-primary underline-offset-4 hover:underline">
            {rateLine(latest.overall)}
          </a>
          <span className="mt-1 block">
            <AnswerEvidence answers={answers} indices={mentionEvidence(answers)} testId="monitor-overall-evidence" marked />
          </span>
        </li>
      </ul>
    </SectionCard>
  );
}
