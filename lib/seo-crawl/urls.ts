import { sameSite } from "@/lib/readiness/page-facts";

export { sameSite };

/** Extensions of files that are linked but never fetched as pages. */
const FILE_EXTENSIONS = new Set([
  "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "odt", "ods", "odp", "rtf", "txt", "csv",
  "jpg", "jpeg", "png", "gif", "webp", "avif", "svg", "bmp", "ico", "tif", "tiff", "heic",
  "mp3", "mp4", "m4a", "m4v", "mov", "avi", "wmv", "webm", "ogg", "wav", "flac",
  "zip", "rar", "7z", "gz", "tgz", "tar", "bz2", "dmg", "exe", "msi", "apk",
  "css", "js", "mjs", "json", "xml", "rss", "atom", "woff", "woff2", "ttf", "otf", "eot",
  "ics", "vcf",
]);

/**
 * Normalises a link or sitemap entry to the key of one page: resolved against `base`,
 * http(s) only, fragment dropped (it never reaches the server), query kept (it may
 * select other content).
 * @returns the absolute URL, or null for mailto:, tel:, javascript: and unparseable hrefs
 */
export function normalizePageUrl(href: string, base?: string | URL): string | null {
  if (/^\s*(mailto|tel|javascript|data|sms|whatsapp|callto|skype):/i.test(href)) return null;
  try {
    const url = base === undefined ? new URL(href.trim()) : new URL(href.trim(), base);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (url.username || url.password) return null;
    url.hash = "";
    return url.href;
  } catch {
    return null;
  }
}

/** Whether the URL names a file (PDF, image, archive, …) by its extension: linked, recorded, not fetched. */
export function isFileUrl(url: string): boolean {
  const path = new URL(url).pathname;
  const dot = /\.([a-z0-9]{1,5})$/i.exec(path.slice(path.lastIndexOf("/") + 1));
  return dot !== null && FILE_EXTENSIONS.has(dot[1]!.toLowerCase());
}

/**
 * Whether two URLs name the same document for canonical purposes: host without
 * "www." and case, path without trailing slash, query as is (Google Search Central,
 * "Consolidate duplicate URLs", treats these as the same page when declared).
 */
export function sameDocument(a: string, b: string): boolean {
  const key = (u: string) => {
    try {
      const url = new URL(u);
      return `${url.hostname.toLowerCase().replace(/^www\./, "")}${url.port ? `:${url.port}` : ""}${url.pathname.replace(/\/+$/, "")}${url.search}`;
    } catch {
      return u;
    }
  };
  return key(a) === key(b);
}
