"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import { EvidenceLinks, type EvidenceItem } from "@/components/evidence-links";
import type { LiveTestResult } from "@/lib/visibility/live-test";

/** Renders "Belege: 1 2 5" for answers given by 0-based index; `marked` shows ✓ on those naming the business. */
export type RenderEvidence = (indices: number[], testId?: string, marked?: boolean) => ReactNode;

/**
 * The live test's links to the answers a number was counted from. `evidence` gives the
 * items (1-based numbers, anchors #antwort-n, labels naming engine and place);
 * `evidenceLinks` renders them. `marked` applies only where a business name was given.
 */
export function useResultEvidence(result: LiveTestResult): { evidence: (indices: number[], marked?: boolean) => EvidenceItem[]; evidenceLinks: RenderEvidence } {
  const tEngines = useTranslations("Engines");
  const evidence = (indices: number[], marked = false): EvidenceItem[] =>
    indices.map((i) => {
      const s = result.samples[i]!;
      const n = i + 1;
      const label = result.targetGiven
        ? tEngines("evidenceLinkLabel", { n, engine: s.engine, state: s.mentioned && s.position !== null ? tEngines("evidenceNamed", { position: s.position }) : tEngines("evidenceNotNamed") })
        : tEngines("evidenceLinkPlain", { n, engine: s.engine });
      return { n, href: `#antwort-${n}`, label, named: marked && result.targetGiven && s.mentioned && s.position !== null };
    });
  const evidenceLinks: RenderEvidence = (indices, testId, marked = false) => (
    <EvidenceLinks title={tEngines("evidence")} empty={tEngines("evidenceNone")} items={evidence(indices, marked)} testId={testId} />
  );
  return { evidence, evidenceLinks };
}
