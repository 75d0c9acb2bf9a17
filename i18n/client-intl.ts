import type { AbstractIntlMessages } from "next-intl";
import { getLocale, getMessages, getTimeZone } from "next-intl/server";

/**
 * The parts of `messages` named by `namespaces`, nested as in messages/de.json; a dotted
 * name ("ApiErrors.url") gives only that part of a namespace; unknown names are left out.
 */
export function pickMessages(messages: AbstractIntlMessages, namespaces: string[]): AbstractIntlMessages {
  const picked: Record<string, unknown> = {};
  for (const name of namespaces) {
    const path = name.split(".");
    const value = path.reduce<unknown>((node, key) => (node !== null && typeof node === "object" ? (node as Record<string, unknown>)[key] : undefined), messages);
    if (value === undefined) continue;
    let target = picked;
    for (const key of path.slice(0, -1)) target = (target[key] ??= {}) as Record<string, unknown>;
    target[path.at(-1)!] = value;
  }
  return picked as AbstractIntlMessages;
}

/**
 * What a client island's own NextIntlClientProvider needs (locale, time zone and only the
 * named namespaces' messages), for a part whose code loads on first use: the provider and
 * next-intl's client runtime then come with that part's chunk, not with the page.
 */
export async function clientIntl(namespaces: string[]): Promise<{ locale: string; timeZone: string; messages: AbstractIntlMessages }> {
  return { locale: await getLocale(), timeZone: await getTimeZone(), messages: pickMessages(await getMessages(), namespaces) };
}
