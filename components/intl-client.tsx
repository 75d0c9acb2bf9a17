import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/**
 * Gives the client components below it the messages of the named namespaces, and only
 * those: content pages then ship neither the whole message catalogue nor the
 * formatting runtime they do not need.
 */
export async function IntlClient({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked = Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]]));
  return <NextIntlClientProvider messages={picked}>{children}</NextIntlClientProvider>;
}
