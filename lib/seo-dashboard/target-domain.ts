import { normalizeWebsiteUrl, URL_INVALID_MESSAGE, URL_REQUIRED_MESSAGE } from "@/lib/readiness/normalize-url";

export { URL_REQUIRED_MESSAGE };

export type TargetDomain = { ok: true; domain: string } | { ok: false; message: string };

/**
 * The SEO dashboard's target from what a visitor typed: the host only, with a non-default
 * port so a site served locally can be scanned; a German error for blank or unparseable
 * input. Pure, shared by the form and the API.
 * @param input e.g. "https://www.example.de/kontakt", "example.de"
 */
export function toTargetDomain(input: string): TargetDomain {
  const normalized = normalizeWebsiteUrl(input);
  if (!normalized.ok) return { ok: false, message: normalized.message === URL_REQUIRED_MESSAGE ? URL_REQUIRED_MESSAGE : URL_INVALID_MESSAGE };
  return { ok: true, domain: new URL(normalized.url).host.toLowerCase() };
}
