import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlClient } from "@/components/intl-client";
import { firstParam, type PageSearchParams } from "@/lib/search-params";
import { ConfirmLink } from "./_components/confirm-link";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("Confirm");
  return { title: t("metaTitle"), robots: { index: false, follow: false } };
}

/** /confirm?token=…: double opt-in and sign-in links from our e-mails. */
export default async function ConfirmPage({ searchParams }: { searchParams: PageSearchParams }) {
  const token = firstParam((await searchParams).token)?.trim() || null;
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-16">
      <IntlClient namespaces={["Confirm", "Monitor"]}>
        <ConfirmLink token={token} />
      </IntlClient>
    </div>
  );
}
