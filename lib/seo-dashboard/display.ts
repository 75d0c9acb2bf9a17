import type { DateTimeFormatOptions } from "next-intl";

/** The product's time zone (i18n/request.ts TIME_ZONE; not imported: that module carries the whole message catalogue). */
const TIME_ZONE = "Europe/Berlin";

/**
 * A page address as a person reads it: percent-escapes decoded ("/%C3%BCber%20uns.html"
 * → "/über uns.html"). decodeURI leaves reserved characters (%2F, %3F, %23) escaped, so
 * the shown address still means the same page. A malformed escape ("%E0%A4%A") makes
 * decodeURI throw (URIError, ECMA-262 §19.2.6.2): the address is then shown as stored.
 */
export function decodePageAddress(url: string): string {
  try {
    return decodeURI(url);
  } catch {
    return url;
  }
}

/**
 * A scan time (ISO 8601 string, as the dashboard API sends it) as German local time in
 * Europe/Berlin, e.g. "29.11.2026, 04:05", through next-intl's formatter (`useFormatter()`
 * in a component) so it reads like the checker's times. Returns "" for an unparsable string.
 */
export function formatScanTime(format: { dateTime: (value: Date, options: DateTimeFormatOptions) => string }, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return "";
  return format.dateTime(date, { dateStyle: "medium", timeStyle: "short", timeZone: TIME_ZONE });
}
