import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/section-card";
import { InlineIcon } from "@/components/sprite-icon";

/** Advice from the latest answers and a link to check the monitored website; nothing without advice. */
export async function SuggestionsSection({ suggestions, website }: { suggestions: readonly string[]; website: string }) {
  const t = await getTranslations("Monitor");
  if (suggestions.length === 0) return null;
  return (
    <SectionCard level={2} title={t("suggestionsTitle")} icon={<InlineIcon name="lightbulb" className="size-4" />}>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm leading-relaxed">
        {suggestions.map((s) => (
          <li key={s}>{s}</li>
        ))}
      </ul>
      <Link href={`/tool/checker?url=${encodeURIComponent(website)}`} className="text-primary mt-3 inline-flex items-center gap-1 text-sm font-medium underline-offset-4 hover:underline">
        {t("checkerLink")} <InlineIcon name="external-link" className="size-3" />
      </Link>
    </SectionCard>
  );
}
