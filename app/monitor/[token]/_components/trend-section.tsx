import { getFormatter, getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/section-card";
import { InlineIcon } from "@/components/sprite-icon";
import type { MonitorView } from "@/lib/monitor/view";
import { TrendChart } from "./trend-chart";

/** "Verlauf": one chart per engine of the share of answers naming the business, run by run (a failed engine is a gap). */
export async function TrendSection({ runs, engineNames }: { runs: MonitorView["runs"]; engineNames: readonly string[] }) {
  const t = await getTranslations("Monitor");
  const format = await getFormatter();
  const shortDate = (d: Date) => format.dateTime(d, { day: "numeric", month: "numeric", timeZone: "Europe/Berlin" });
  return (
    <SectionCard level={2} title={t("trendTitle")} icon={<InlineIcon name="trending-up" className="size-4" />}>
      {runs.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("trendEmpty")}</p>
      ) : (
        <>
          <p className="text-muted-foreground mb-4 text-sm">{t("trendIntro")}</p>
          <div className="grid gap-6 md:grid-cols-2">
            {engineNames.map((name) => {
              const points = runs.map((r) => {
                const e = r.summary.engines.find((x) => x.name === name);
                const ok = e && e.samples > 0;
                return { date: r.startedAt, label: shortDate(r.startedAt), rate: ok ? e.mentionRate : null, interval: ok ? e.interval : null };
              });
              return (
                <figure key={name} data-testid="engine-trend">
                  <figcaption className="mb-1 text-sm font-medium">{name}</figcaption>
                  {/* An engine that never answered has no line to draw: say so rather than show empty axes. */}
                  {points.some((p) => p.rate !== null) ? (
                    <TrendChart title={t("trendChartLabel", { engine: name, runs: runs.length })} points={points} />
                  ) : (
                    <p className="text-muted-foreground text-sm">{t("trendNoAnswers", { runs: runs.length })}</p>
                  )}
                </figure>
              );
            })}
          </div>
        </>
      )}
    </SectionCard>
  );
}
