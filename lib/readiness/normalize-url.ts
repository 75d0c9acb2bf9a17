/**
 * URL rules of the website check, free of dependencies so the
 * form can use them in the browser.
 */

/** Why a typed address cannot be checked: a code under messages/de.json "ApiErrors". */
type UrlProblem = "url.required" | "url.invalid" | "url.scheme";

export type NormalizedUrl = { ok: true; url: string } | { ok: false; code: UrlProblem };

/**
 * Turns what a visitor typed into the URL to check: trimmed; without
 * http:// or https:// it gets https:// in front. Shared by the form and the API.
 * @param input e.g. "zahnarzt-beispiel.de", "http://example.de/praxis"
 * @returns the absolute URL, or the code of the problem to show ("ApiErrors.url.*")
 */
export function normalizeWebsiteUrl(input: string): NormalizedUrl {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, code: "url.required" };
  let candidate = trimmed;
  if (!/^https?:\/\//i.test(trimmed)) {
    // "ftp://…", "javascript:…" — but not "example.de:8080", whose "scheme" has a dot
    if (/^[a-z][a-z0-9+-]*:(?!\d)/i.test(trimmed)) return { ok: false, code: "url.scheme" };
    candidate = `https://${trimmed.replace(/^\/+/, "")}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, code: "url.invalid" };
  }
  const host = url.hostname;
  const looksLikeHost = host.includes(".") || host.startsWith("[") || host === "localhost";
  if (!looksLikeHost || /\s/.test(trimmed)) return { ok: false, code: "url.invalid" };
  url.hash = "";
  return { ok: true, url: url.href };
}
