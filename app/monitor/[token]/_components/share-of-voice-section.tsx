import { getFormatter, getTranslations } from "next-intl/server";
import { OwnTownNote } from "@/components/answer/own-town-note";
import { SectionCard } from "@/components/section-card";
import { ShareOfVoiceTable } from "@/components/share-of-voice-table";
import { InlineIcon } from "@/components/sprite-icon";
import type { MonitorRunSummary } from "@/lib/monitor/summary";
import { recommendationEvidence } from "@/lib/visibility/evidence";
import { AnswerEvidence } from "./answer-evidence";
import type { PageAnswer } from "./page-answers";

/**
 * "Anteil an den Empfehlungen" (share of voice) of the latest run, each business with its
 * answers and its change in percentage points against the run before ("neu" where it was
 * not named then, "–" for the first run); below it the own town the run's answers were read with.
 */
export async function ShareOfVoiceSection({ latest, previous, answers }: { latest: MonitorRunSummary; previous: MonitorRunSummary | undefined; answers: PageAnswer[] }) {
  const t = await getTranslations("Monitor");
  const tEngines = await getTranslations("Engines");
  const format = await getFormatter();
  const change = (name: string, share: number) => {
    if (!previous) return "–";
    const before = previous.shareOfVoice.find((p) => p.name === name);
    if (!before) return t("sovNew");
    const delta = Math.round((share - before.share) * 100);
    return `${delta > 0 ? "+" : delta < 0 ? "−" : "±"}${format.number(Math.abs(delta))} Pp.`;
  };
  return (
    <SectionCard level={2} title={t("sovTitle")} icon={<InlineIcon name="chart-pie" className="size-4" />}>
      <p className="text-muted-foreground mb-3 text-sm">{tEngines("sovIntro")}</p>
      <ShareOfVoiceTable
        testId="monitor-share-of-voice"
        changeHeader={t("sovChange")}
        rows={latest.shareOfVoice.map((e) => ({
          entry: e,
          evidence: <AnswerEvidence answers={answers} indices={recommendationEvidence(answers, e.name, e.own)} />,
          change: change(e.name, e.share),
        }))}
      />
      {latest.ownTown && <OwnTownNote town={latest.ownTown} />}
    </SectionCard>
  );
}
