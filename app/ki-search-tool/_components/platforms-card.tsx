"use client";

import { useTranslations } from "next-intl";
import { MapPinned } from "lucide-react";
import { SectionCard } from "@/components/section-card";
import { platformEvidence } from "@/lib/visibility/evidence";
import type { LiveTestResult } from "@/lib/visibility/live-test";
import { NamedEntry } from "./named-entry";
import type { RenderEvidence } from "./use-result-evidence";

/** Directories and review platforms the answers name (with kind, count and answers); nothing where there are none. */
export function PlatformsCard({ result, evidence }: { result: LiveTestResult; evidence: RenderEvidence }) {
  const t = useTranslations("LiveTest");
  if (result.platforms.length === 0) return null;
  return (
    <SectionCard level={2} title={t("platformsTitle")} icon={<MapPinned className="size-4" aria-hidden />}>
      <p className="text-muted-foreground mb-3 text-sm">{t("platformsIntro")}</p>
      <ul className="flex flex-wrap gap-2" data-testid="platforms">
        {result.platforms.map((p) => (
          <NamedEntry
            key={p.name}
            chip
            name={p.name}
            note={<span className="text-muted-foreground text-xs">{t(`platformKind.${p.kind}`)} · {t("platformSeen", { answers: p.answers, total: result.answersReceived })}</span>}
            evidence={evidence(platformEvidence(result.samples, p.name))}
          />
        ))}
      </ul>
    </SectionCard>
  );
}
