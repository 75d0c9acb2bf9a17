import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { InlineIcon } from "@/components/sprite-icon";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { SectionCard } from "@/components/section-card";
import { cn } from "@/lib/utils";
import { readinessErrorText, type MonitorReadiness } from "@/lib/monitor/readiness";

const LEVEL_BG = { green: "bg-success", yellow: "bg-warning", red: "bg-destructive" } as const;

/**
 * "Was die Nennung verbessern würde": the latest run's website check of the monitored
 * site — score, level and the failed findings worth most, named as the checker names
 * them — each leading to the checker, which runs the check again and offers "Korrektur
 * erstellen" with the generator filled in.
 * @param website the monitored site (the checker's ?url=)
 */
export async function ReadinessSection({ readiness, website }: { readiness: MonitorReadiness | null; website: string }) {
  const t = await getTranslations("MonitorReadiness");
  // Finding and level names are the checker's own (lib/readiness/finding-text.ts renders the same messages).
  const tFindings = await getTranslations("ReadinessFindings");
  const checkerHref = `/tool/checker?url=${encodeURIComponent(readiness?.checked ? readiness.checkedUrl : website)}`;
  if (!readiness) return null;
  if (!readiness.checked) {
    const errorText = readinessErrorText(readiness);
    return (
      <SectionCard level={2} title={t("title")} icon={<InlineIcon name="gauge" className="size-4" />}>
        <p className="text-sm" data-testid="monitor-readiness-failed">
          {errorText ? t("notCheckedBecause", { message: errorText }) : t("notChecked", { reason: t(`failure.${readiness.failure}`) })}
        </p>
        <Link href={checkerHref} className="text-primary mt-2 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
          {t("checkNow")} <InlineIcon name="arrow-right" className="size-3.5" />
        </Link>
      </SectionCard>
    );
  }
  // A dotted id is a nested key for next-intl: meta.description → meta.description.label.
  const findingName = (id: string) => (tFindings.has(`${id}.label` as never) ? tFindings(`${id}.label` as never) : t("otherFinding"));
  return (
    <SectionCard level={2} title={t("title")} icon={<InlineIcon name="gauge" className="size-4" />}>
      <div data-testid="monitor-readiness">
        <p className="text-muted-foreground mb-3 text-sm">{t("intro")}</p>
        <div className="flex flex-wrap items-center gap-4">
          <div className={cn("flex size-16 shrink-0 flex-col items-center justify-center rounded-full text-white", LEVEL_BG[readiness.level])} aria-hidden>
            <span className="text-xl font-bold tabular-nums">{readiness.score}</span>
          </div>
          <div className="min-w-0 text-sm">
            <p className="font-semibold" data-testid="monitor-readiness-score">
              {t("scoreLabel")}: {t("score", { score: readiness.score })} · {tFindings(`level.${readiness.level}`)}
            </p>
            <p className="text-muted-foreground break-all text-xs">{t("checkedUrl", { url: readiness.checkedUrl })}</p>
          </div>
        </div>
        <h3 className="mt-4 mb-2 text-sm font-semibold">{t("findingsTitle")}</h3>
        {readiness.findings.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("findingsEmpty")}</p>
        ) : (
          <ol className="flex flex-col gap-2" data-testid="monitor-readiness-findings">
            {readiness.findings.map((f) => {
              const icon = f.status === "fail" ? "circle-x" : "triangle-alert";
              const name = findingName(f.id);
              return (
                <li key={f.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border px-3 py-2 text-sm" data-finding={f.id}>
                  <InlineIcon name={icon} className={cn("size-4 shrink-0", f.status === "fail" ? "text-destructive" : "text-warning")} />
                  <span className="min-w-0 flex-1">
                    <span className="sr-only">{t(`status.${f.status}`)}: </span>
                    <span className="font-medium">{name}</span>
                  </span>
                  {f.critical ? (
                    <Badge variant="destructive">{t("critical")}</Badge>
                  ) : (
                    <Badge variant="secondary">{t("impact", { points: Math.round(f.impact * 10) / 10 })}</Badge>
                  )}
                  <Link href={checkerHref} aria-label={t("fixCreateFor", { finding: name })} className={cn(buttonVariants({ size: "sm", variant: "outline" }))}>
                    <InlineIcon name="wrench" /> {t("fixCreate")}
                  </Link>
                </li>
              );
            })}
          </ol>
        )}
        <Link href={checkerHref} className="text-primary mt-3 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
          {t("checkerLink")} <InlineIcon name="arrow-right" className="size-3.5" />
        </Link>
      </div>
    </SectionCard>
  );
}
