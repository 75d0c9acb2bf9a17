import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";

/**
 * Gives the client components below it the messages of the named namespaces, and only
 * those: content pages then ship neither the whole message catalogue nor the
 * formatting runtime they do not need. A dotted name ("ApiErrors.url") gives only that
 * part of a namespace.
 */
export async function IntlClient({ namespaces, children }: { namespaces: string[]; children: ReactNode }) {
  const messages = await getMessages();
  const picked: Record<string, unknown> = {};
  for (const name of namespaces) {
    const path = name.split(".");
    const value = path.reduce<unknown>((node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), messages);
    if (value === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = value;
  }
  return <NextIntlClientProvider messages={picked as typeof messages}>{children}</NextIntlClientProvider>;
}
