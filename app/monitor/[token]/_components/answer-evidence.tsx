import { getTranslations } from "next-intl/server";
import { EvidenceLinks, type EvidenceItem } from "@/components/evidence-links";
import type { PageAnswer } from "./page-answers";

/**
 * "Belege: 1 2 5": links to the numbered answers (0-based `indices` into the page's
 * answer order); `marked` shows ✓ on those naming the business (where the number is about it).
 */
export async function AnswerEvidence({ answers, indices, testId, marked = false }: { answers: PageAnswer[]; indices: number[]; testId?: string; marked?: boolean }) {
  const tEngines = await getTranslations("Engines");
  const items = indices.map((i): EvidenceItem => {
    const a = answers[i]!;
    const named = a.mentioned && a.position !== null;
    const state = named ? tEngines("evidenceNamed", { position: a.position! }) : tEngines("evidenceNotNamed");
    return { n: i + 1, href: `#antwort-${i + 1}`, label: tEngines("evidenceLinkLabel", { n: i + 1, engine: a.engine, state }), named: marked && named };
  });
  return <EvidenceLinks title={tEngines("evidence")} empty={tEngines("evidenceNone")} testId={testId} items={items} />;
}
