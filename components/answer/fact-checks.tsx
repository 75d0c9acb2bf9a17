"use client";

import { useTranslations } from "next-intl";
import type { FactCheck } from "@/lib/visibility/facts/compare";
import type { SiteReading } from "@/lib/visibility/facts/site-reading";

const UNVERIFIABLE = { read: "factNotOnSite", unreadable: "factSiteUnreadable", none: "factNoSite" } as const;

/**
 * What an answer states about the visitor's business next to the website's own fact:
 * "Telefon laut KI: …; auf Ihrer Website: … ✓", with where the site states it; "nicht prüfbar"
 * when the site does not state it.
 * @param site whether the visitor's website was read ("read": a fact it lacks is not on it), could not be read, or
 *   was not given; each says why a fact is "nicht prüfbar"
 * @param inSection true where a section titled with it holds the list (the monitor page): no title, no rule of its own
 */
export function FactChecks({ facts, site, inSection = false }: { facts: FactCheck[]; site: SiteReading; inSection?: boolean }) {
  const t = useTranslations("LiveTest");
  if (facts.length === 0) return null;
  // Inside an answer the list needs its own title and a rule below; a section of its own has both already.
  return (
    <div className={inSection ? "text-xs" : "mb-3 border-b pb-2 text-xs"} data-testid="fact-checks">
      {inSection ? null : <p className="text-foreground font-medium">{t("factsTitle")}</p>}
      <ul className="mt-1 space-y-0.5">
        {facts.map((f) => (
          <li key={`${f.field}:${f.ai}:${f.verdict}`}>
            {t("factAi", { field: t(`factField.${f.field}`), value: f.ai })}
            {"; "}
            {f.site ? (
              <>
                {t("factSite", { value: f.site.value })}{" "}
                <span className={f.verdict === "match" ? "text-green-700" : "text-red-700"}>
                  {f.verdict === "match" ? `✓ ${t("factMatch")}` : `✗ ${t("factMismatch")}`}
                </span>{" "}
                <span className="text-muted-foreground">({t(`factSource.${f.site.source}`)})</span>
              </>
            ) : (
              <span className="text-muted-foreground">{t(UNVERIFIABLE[site])}</span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Over all answers: how many facts about the business match the website, differ, or cannot be checked; without a
 * website read, how many the answers state and why none could be checked (no count of matches that cannot exist).
 * @param site as for {@link FactChecks}
 */
export function FactSummary({ samples, site }: { samples: { facts?: FactCheck[] }[]; site: SiteReading }) {
  const t = useTranslations("LiveTest");
  const all = samples.flatMap((s) => s.facts ?? []);
  if (all.length === 0) return null;
  const count = (v: FactCheck["verdict"]) => all.filter((f) => f.verdict === v).length;
  return (
    <p className="text-sm" data-testid="fact-summary">
      {site === "read"
        ? t("factsSummary", { match: count("match"), mismatch: count("mismatch"), unverifiable: count("unverifiable") })
        : t(site === "none" ? "factsSummaryNoSite" : "factsSummarySiteUnreadable", { stated: all.length })}
    </p>
  );
}
