import { IntlClient } from "@/components/intl-client";
import { firstParam, type PageSearchParams } from "@/lib/search-params";
import { ConfirmLink } from "./_components/confirm-link";
import { privatePageMetadata } from "@/lib/seo/messages-metadata";

export const generateMetadata = () => privatePageMetadata("Confirm");

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
