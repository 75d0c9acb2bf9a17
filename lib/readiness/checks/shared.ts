import { foldGerman } from "@/lib/visibility/names";
import type { Finding } from "../types";

/** German quotation of page text, shortened to `max` characters. */
export function quote(text: string, max = 80): string {
  const short = text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
  return `„${short}“`;
}

const numberFormat = new Intl.NumberFormat("de-DE");

/** 12345 → "12.345". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** "1 Zeichen" / "2 Zeichen": a count with its German noun. */
export function count(value: number, singular: string, plural: string): string {
  return `${formatNumber(value)} ${value === 1 ? singular : plural}`;
}

/** "A, B und C". */
export function listGerman(items: readonly string[]): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} und ${items.at(-1)}`;
}

/** Status from the share of points earned: all → pass, none → fail, else warn. */
export function statusFor(points: number, maxPoints: number): Finding["status"] {
  if (maxPoints === 0) return "info";
  if (points >= maxPoints) return "pass";
  return points <= 0 ? "fail" : "warn";
}

/** Lower-case, umlauts folded, whitespace collapsed: for "does the page text contain X". */
export function normalizeForMatch(text: string): string {
  return foldGerman(text)
    .replace(/str\.(?=\s|\d|$)/g, "strasse")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Digits only, with the country code of Germany, Austria or Switzerland (+49, +43, +41,
 * also as 0049 and with "(0)") turned into a leading 0: phone numbers made comparable.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/^\s*(\+|00)(49|43|41)\s*(\(0\))?/, "0").replace(/\D/g, "");
  // "+49 030 …" is a common misspelling of "+49 30 …".
  return digits.replace(/^00(?=[1-9])/, "0");
}

/**
 * Whether two URLs name the same page: host without "www." and case, path without
 * trailing slashes (paths stay case-sensitive), query kept, fragment dropped.
 */
export function sameDocument(a: string, b: string): boolean {
  const norm = (u: string) => {
    try {
      const url = new URL(u);
      url.hash = "";
      // Host names are case-insensitive, paths are not.
      return `${url.host.toLowerCase().replace(/^www\./, "")}${url.pathname.replace(/\/+$/, "")}${url.search}`;
    } catch {
      return u;
    }
  };
  return norm(a) === norm(b);
}
