"use client";

import { useTranslations } from "next-intl";
import { Lightbulb } from "lucide-react";
import { SectionCard } from "@/components/section-card";

/** What the business can do next, as the live test suggests it. */
export function SuggestionsCard({ suggestions }: { suggestions: readonly string[] }) {
  const t = useTranslations("LiveTest");
  return (
    <SectionCard level={2} title={t("suggestionsTitle")} icon={<Lightbulb className="size-4" aria-hidden />}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed" data-testid="suggestions">
        {suggestions.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
    </SectionCard>
  );
}
