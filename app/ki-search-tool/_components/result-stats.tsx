"use client";

import { useFormatter, useTranslations } from "next-intl";
import { EvidenceLinks, type EvidenceItem } from "@/components/evidence-links";
import { mentionEvidence } from "@/lib/visibility/evidence";
import type { LiveTestResult } from "@/lib/visibility/live-test";

/**
 * The three figures of the result (share of answers naming the business, average place,
 * answers received of requested) and, where a business was named, the answers that
 * named it. `evidence` maps 0-based answer indices to links (marked: ✓ where named).
 */
export function ResultStats({ result, evidence }: { result: LiveTestResult; evidence: (indices: number[], marked?: boolean) => EvidenceItem[] }) {
  const t = useTranslations("LiveTest");
  const tEngines = useTranslations("Engines");
  const format = useFormatter();
  return (
    <>
      <dl className="grid grid-cols-3 gap-3 text-center">
        <Stat label={t("statRate")} value={result.targetGiven ? format.number(result.mentionRate, { style: "percent", maximumFractionDigits: 0 }) : "–"} />
        <Stat label={t("statPosition")} value={result.averagePosition !== null ? format.number(result.averagePosition, { maximumFractionDigits: 1 }) : "–"} />
        <Stat label={t("statAnswers")} value={t("statAnswersValue", { received: result.answersReceived, requested: result.answersRequested })} />
      </dl>
      {result.targetGiven && (
        <p className="-mt-3">
          <EvidenceLinks title={t("mentionEvidence")} empty={tEngines("evidenceNone")} items={evidence(mentionEvidence(result.samples), true)} testId="mention-evidence" />
        </p>
      )}
    </>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg border p-3">
      <dt className="text-muted-foreground text-xs">{label}</dt>
      <dd className="mt-1 text-xl font-semibold">{value}</dd>
    </div>
  );
}
