"use client";

import { useTranslations } from "next-intl";
import { Users } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { OwnTownNote } from "@/components/answer/own-town-note";
import { SectionCard } from "@/components/section-card";
import { recommendationEvidence } from "@/lib/visibility/evidence";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { NamedEntry } from "./named-entry";
import type { RenderEvidence } from "./use-result-evidence";

/** The businesses the answers recommend (other than the visitor's), each with how often, its best place and the answers naming it. */
export function CompetitorsCard({ result, evidence }: { result: LiveTestResult; evidence: RenderEvidence }) {
  const t = useTranslations("LiveTest");
  const total = result.answersReceived;
  return (
    <SectionCard level={2} title={result.targetGiven ? t("competitorsTitle") : t("competitorsTitleNoTarget")} icon={<Users className="size-4" aria-hidden />}>
      {result.competitorDetails.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t("competitorsEmpty")}</p>
      ) : (
        <ol className="flex flex-col gap-2" data-testid="competitors">
          {result.competitorDetails.map((c) => (
            <NamedEntry
              key={c.name}
              name={c.name}
              note={<Badge variant="secondary">{t("competitorSeen", { answers: c.answers, total, rank: c.bestRank })}</Badge>}
              evidence={evidence(recommendationEvidence(result.samples, c.name, false))}
            />
          ))}
        </ol>
      )}
      {result.ownTown && <OwnTownNote town={result.ownTown} />}
    </SectionCard>
  );
}
