import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { UnsubscribeButton } from "./unsubscribe-button";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Monitor");
  return { title: t("unsubscribeTitle"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

/**
 * /monitor/{token}/abmelden: the unsubscribe link of every monitor e-mail. Deleting
 * takes one click here (a POST), so mail scanners that open links delete nothing.
 */
export default async function UnsubscribePage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const t = await getTranslations("Monitor");
  return (
    <div className="mx-auto flex w-full max-w-xl flex-col gap-4 px-4 py-16 text-center">
      <h1 className="text-2xl font-bold tracking-tight">{t("unsubscribeTitle")}</h1>
      <IntlClient namespaces={["Monitor"]}>
        <UnsubscribeButton token={token} />
      </IntlClient>
    </div>
  );
}
