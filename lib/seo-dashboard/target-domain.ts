import { normalizeWebsiteUrl } from "@/lib/readiness/normalize-url";

/** `error`: "url.required" or "url.invalid", codes under "ApiErrors" in messages/de.json. */
export type TargetDomain = { ok: true; domain: string } | { ok: false; error: "url.required" | "url.invalid" };

/**
 * The SEO dashboard's target from what a visitor typed: the host only, with a non-default
 * port so a site served locally can be scanned; an error code for blank or unparseable
 * input (a scheme other than http(s) is "url.invalid" here). Pure, shared by the form and the API.
 * @param input e.g. "https://www.example.de/kontakt", "example.de"
 */
export function toTargetDomain(input: string): TargetDomain {
  const normalized = normalizeWebsiteUrl(input);
  if (!normalized.ok) return { ok: false, error: normalized.code === "url.required" ? "url.required" : "url.invalid" };
  return { ok: true, domain: new URL(normalized.url).host.toLowerCase() };
}
