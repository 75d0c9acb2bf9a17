/**
 * URL rules of the website check, free of dependencies so the
 * form can use them in the browser.
 */

/** Blank URL. */
export const URL_REQUIRED_MESSAGE = "Bitte geben Sie eine Website-URL ein!";
/** Unparseable URL. */
export const URL_INVALID_MESSAGE = "Ungültige URL. Bitte geben Sie eine gültige Website-URL ein.";
const URL_SCHEME_MESSAGE = "Nur Adressen mit http:// oder https:// können geprüft werden.";
/** Any failed website check. */
export const WEBSITE_CHECK_FAILED_MESSAGE = "Fehler bei der Website-Analyse. Versuchen Sie es später erneut.";

export type NormalizedUrl = { ok: true; url: string } | { ok: false; message: string };

/**
 * Turns what a visitor typed into the URL to check: trimmed; without
 * http:// or https:// it gets https:// in front. Shared by the form and the API.
 * @param input e.g. "zahnarzt-beispiel.de", "http://example.de/praxis"
 * @returns the absolute URL, or the German message to show
 */
export function normalizeWebsiteUrl(input: string): NormalizedUrl {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: URL_REQUIRED_MESSAGE };
  let candidate = trimmed;
  if (!/^https?:\/\//i.test(trimmed)) {
    // "ftp://…", "javascript:…" — but not "example.de:8080", whose "scheme" has a dot
    if (/^[a-z][a-z0-9+-]*:(?!\d)/i.test(trimmed)) return { ok: false, message: URL_SCHEME_MESSAGE };
    candidate = `https://${trimmed.replace(/^\/+/, "")}`;
  }
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return { ok: false, message: URL_INVALID_MESSAGE };
  }
  const host = url.hostname;
  const looksLikeHost = host.includes(".") || host.startsWith("[") || host === "localhost";
  if (!looksLikeHost || /\s/.test(trimmed)) return { ok: false, message: URL_INVALID_MESSAGE };
  url.hash = "";
  return { ok: true, url: url.href };
}
