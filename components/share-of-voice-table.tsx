import { Fragment, type ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/lib/utils";
import type { ShareOfVoiceEntry } from "@/lib/visibility/engine-stats";

/** One row: a business with the answers it was counted from and, on the monitor, its change since the last run. */
export interface ShareOfVoiceRow {
  entry: ShareOfVoiceEntry;
  evidence: ReactNode;
  change?: ReactNode;
}

/**
 * Share of voice as a table (live test and monitor page): each business, the visitor's
 * highlighted, with its recommendations, its share as a bar and a percentage, and below it
 * the links to its answers; a fourth column when `changeHeader` is given. Server or client.
 */
export function ShareOfVoiceTable({ rows, changeHeader, testId }: { rows: ShareOfVoiceRow[]; changeHeader?: string; testId: string }) {
  const t = useTranslations("Engines");
  const format = useFormatter();
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-xs sm:text-sm" data-testid={testId}>
        <thead>
          <tr className="text-muted-foreground border-b text-left text-xs">
            <th scope="col" className="py-1.5 pr-2 font-medium">{t("sovName")}</th>
            <th scope="col" className="py-1.5 pr-2 text-right font-medium">{t("sovMentions")}</th>
            <th scope="col" className={cn("py-1.5 text-right font-medium", changeHeader ? "pr-2" : "w-1/3")}>{t("sovShare")}</th>
            {changeHeader && <th scope="col" className="py-1.5 text-right font-medium">{changeHeader}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map(({ entry: e, evidence, change }, i) => (
            <Fragment key={`${e.own ? "own" : "other"}:${e.name}`}>
              <tr className={cn(e.mentions > 0 ? "" : "border-b last:border-0", e.own && "bg-primary/5 font-medium")}>
                <th scope="row" id={`${testId}-${i}`} className="py-1.5 pr-2 text-left font-normal">
                  {e.name}
                  {e.own && <span className="text-primary ml-1 text-xs">({t("sovOwn")})</span>}
                </th>
                <td className="py-1.5 pr-2 text-right tabular-nums">{e.mentions}</td>
                <td className={cn("py-1.5 text-right whitespace-nowrap tabular-nums", changeHeader && "pr-2")}>
                  <span className="inline-flex items-center justify-end gap-2">
                    <span className="bg-muted hidden h-1.5 w-16 overflow-hidden rounded-full sm:inline-block" aria-hidden>
                      <span className="bg-primary block h-full" style={{ width: `${Math.round(e.share * 100)}%` }} />
                    </span>
                    {format.number(e.share, { style: "percent", maximumFractionDigits: 0 })}
                  </span>
                </td>
                {changeHeader && <td className="py-1.5 text-right whitespace-nowrap tabular-nums">{change}</td>}
              </tr>
              {/* The links to its answers on a row of their own, across the table: in the name's cell a business named
                  in 18 answers made a row 18 links tall on a phone, and its row header read them all out. */}
              {e.mentions > 0 && (
                <tr className={cn("border-b last:border-0", e.own && "bg-primary/5")}>
                  <td colSpan={changeHeader ? 4 : 3} headers={`${testId}-${i}`} className="pb-1.5">
                    {evidence}
                  </td>
                </tr>
              )}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
