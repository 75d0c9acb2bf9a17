import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { pickMessages } from "@/i18n/client-intl";

/**
 * Gives the client components below it the messages of the named namespaces, and only
 * those: content pages then ship neither the whole message catalogue nor the
 * formatting runtime they do not need. A dotted name ("ApiErrors.url") gives only that
 * part of a namespace.
 */
export async function IntlClient({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  return <NextIntlClientProvider messages={pickMessages(await getMessages(), namespaces)}>{children}</NextIntlClientProvider>;
}
