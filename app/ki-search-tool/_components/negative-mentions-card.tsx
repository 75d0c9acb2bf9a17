"use client";

import { useTranslations } from "next-intl";
import { ThumbsDown } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { SectionCard } from "@/components/section-card";
import type { LiveTestResult } from "@/lib/visibility/live-test";

/** Businesses the answers name in a discouraging or closed tone; nothing where there are none. */
export function NegativeMentionsCard({ result }: { result: LiveTestResult }) {
  const t = useTranslations("LiveTest");
  if (result.negativeMentions.length === 0) return null;
  return (
    <SectionCard level={2} title={t("negativeTitle")} icon={<ThumbsDown className="size-4" aria-hidden />}>
      <ul className="flex flex-col gap-2" data-testid="negative-mentions">
        {result.negativeMentions.map((n) => (
          <li key={n.name} className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
            <span className="font-medium">{n.name}</span>
            <Badge variant="outline">{t("negativeSeen", { tone: t(`tone.${n.tone}`), answers: n.answers, total: result.answersReceived })}</Badge>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
