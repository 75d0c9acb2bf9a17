import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { SectionCard } from "@/components/section-card";

/** How to stop the monitor: a link to its unsubscribe page. */
export async function UnsubscribeSection({ token }: { token: string }) {
  const t = await getTranslations("Monitor");
  return (
    <SectionCard level={2} title={t("unsubscribeTitle")}>
      <p className="text-muted-foreground text-sm">{t("unsubscribeText")}</p>
      <Link href={`/monitor/${token}/abmelden`} className="text-destructive mt-2 inline-block text-sm font-medium underline-offset-4 hover:underline">
        {t("unsubscribeLink")}
      </Link>
    </SectionCard>
  );
}
