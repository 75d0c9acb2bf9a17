import { useTranslations } from "next-intl";
import { InlineIcon } from "@/components/sprite-icon";
import { SectionCard } from "@/components/section-card";
import type { CitedSource, SourceGroups } from "@/lib/visibility/source-groups";

const GROUPS = ["own", "competitors", "platforms", "press", "other"] as const;

/**
 * The "Quellen" block of the live test and the monitor: every cited source of all
 * engines by kind, with "Hier sollten Sie gelistet sein" for the directories and
 * platforms the engines cite. Works in server and client components.
 */
export function SourceGroupsCard({ groups, level = 3 }: { groups: SourceGroups; level?: 2 | 3 }) {
  const t = useTranslations("Engines");
  const empty = GROUPS.every((g) => groups[g].length === 0);
  return (
    <SectionCard level={level} title={t("sourcesTitle")} icon={<InlineIcon name="library" className="size-4" />}>
      <p className="text-muted-foreground mb-3 text-sm">{t("sourcesIntro")}</p>
      {empty ? (
        <p className="text-muted-foreground text-sm">{t("sourcesEmpty")}</p>
      ) : (
        <div className="flex flex-col gap-4" data-testid="source-groups">
          {GROUPS.filter((g) => groups[g].length > 0).map((g) => (
            <section key={g} aria-labelledby={`sources-${g}`} data-testid={`sources-${g}`}>
              <h4 id={`sources-${g}`} role="heading" aria-level={level + 1} className="text-sm font-medium">
                {t(`sourceGroup.${g}`)}
              </h4>
              {g === "platforms" && <p className="text-muted-foreground text-xs">{t("sourcesListHere")}</p>}
              <ul className="mt-1 flex flex-col gap-1 text-sm">
                {groups[g].map((source) => (
                  <SourceItem key={source.url} source={source} label={"platform" in source ? String(source.platform) : undefined} cited={t("sourceCited", { count: source.citations })} />
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}

function SourceItem({ source, label, cited }: { source: CitedSource; label?: string; cited: string }) {
  const path = source.url.replace(/^https?:\/\/(www\.)?/i, "").replace(/\/$/, "");
  return (
    <li className="flex min-w-0 flex-wrap items-baseline gap-x-2">
      {/* The server keeps only http(s) sources; a link is never built from anything else. */}
      {/* The whole address, wrapped: cut with "…" a phone showed no way to read which page is cited. */}
      <a href={source.url} target="_blank" rel="noopener noreferrer nofollow" className="text-primary inline-flex min-w-0 max-w-full items-start gap-1 hover:underline">
        <span className="break-all">{label ? `${label} · ${path}` : path}</span> <InlineIcon name="external-link" className="mt-0.5 size-3 shrink-0" />
      </a>
      <span className="text-muted-foreground text-xs">{cited}</span>
    </li>
  );
}
