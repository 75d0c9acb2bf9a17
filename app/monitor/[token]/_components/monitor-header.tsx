import { getFormatter, getTranslations } from "next-intl/server";
import { InlineIcon } from "@/components/sprite-icon";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Badge } from "@/components/ui/badge";
import type { MonitorView } from "@/lib/monitor/view";
import { BERLIN_DATE_TIME } from "./page-answers";

/**
 * The monitored business (name, industry, city, website), when it was last asked and
 * what happens next (awaiting confirmation, first run, next run), or why a run waits.
 */
export async function MonitorHeader({ view }: { view: MonitorView }) {
  const t = await getTranslations("Monitor");
  const format = await getFormatter();
  const date = (d: Date) => format.dateTime(d, BERLIN_DATE_TIME);
  return (
    <header>
      <Badge variant="secondary">{t("pageBadge")}</Badge>
      <h1 className="mt-2 text-2xl font-bold tracking-tight sm:text-3xl">{view.businessName}</h1>
      <p className="text-muted-foreground mt-1">{t("pageIntro", { industry: view.industry, city: view.city, website: view.website })}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="monitor-status">
        <InlineIcon name="clock" className="size-4" />
        {view.lastRunAt && <span>{t("lastRun", { date: date(view.lastRunAt) })}</span>}
        {!view.confirmed ? (
          <span>{t("statusPending")}</span>
        ) : view.runs.length === 0 && !view.waitingReason ? (
          <span>{t("statusFirst")}</span>
        ) : (
          view.nextRunAt && !view.waitingReason && <span>{t("statusNext", { date: date(view.nextRunAt) })}</span>
        )}
      </p>
      {view.waitingReason && view.nextRunAt && (
        <Alert variant="warning" className="mt-3" data-testid="monitor-waiting">
          <AlertDescription>{t(`waiting.${view.waitingReason}`, { date: date(view.nextRunAt) })}</AlertDescription>
        </Alert>
      )}
    </header>
  );
}
