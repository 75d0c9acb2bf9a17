/**
 * Builders for the readiness tests: HTML pages, page facts and site snapshots with
 * sensible defaults (a reachable robots.txt that allows everything, a valid sitemap
 * named in it, a well-formed llms.txt), so each test only states what it is about.
 */
import { strictTranslator } from "@/lib/text/strict-messages";
import type { FixKitText } from "@/lib/readiness/fix-kit";
import { extractPageFacts, type PageFacts } from "@/lib/readiness/page-facts";
import type { Finding, MetaRefreshHop, ResourceFetch, SecondPageFetch, SiteSnapshot } from "@/lib/readiness/types";

export const SITE = "https://www.praxis-muster.de/";

/** The fix kit's German texts, as the checker page's useTranslations("FixKit") gives them. */
export const fixKitText: FixKitText = strictTranslator("FixKit") as FixKitText;

/** A whole document: `<html lang="de">`, the given head and body. */
export function page(body: string, head = ""): string {
  return `<!doctype html><html lang="de"><head>${head}</head><body>${body}</body></html>`;
}

/** `count` distinct words ("wort1 wort2 …"), to reach word-count thresholds. */
export function words(count: number): string {
  return Array.from({ length: count }, (_, i) => `wort${i + 1}`).join(" ");
}

/** A JSON-LD script element for the value. */
export function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value)}</script>`;
}

export function factsFor(html: string, url = SITE): PageFacts {
  return extractPageFacts(html, url);
}

/** The finding with this id; fails the test when the check did not report it. */
export function findingById(findings: readonly Finding[], id: string): Finding {
  const finding = findings.find((f) => f.id === id);
  if (!finding) throw new Error(`No finding "${id}" among ${findings.map((f) => f.id).join(", ")}`);
  return finding;
}

/**
 * A fetched site file: a string is a 2xx text body, null a 404, an object overrides
 * the fields of a 200 answer (e.g. `{ status: 503, text: null }` or `{ status: null, error: "…" }`).
 */
type ResourceInput = string | null | Partial<ResourceFetch>;

function resource(url: string, input: ResourceInput, contentType: string): ResourceFetch {
  if (typeof input === "string") return { url, status: 200, contentType, text: input, truncated: false };
  if (input === null) return { url, status: 404, contentType: "text/html", text: null, truncated: false };
  return { url, status: 200, contentType, text: null, truncated: false, ...input };
}

export interface SnapshotOptions {
  finalUrl?: string;
  /** Default: allows everything and names `<origin>/sitemap.xml`. */
  robotsTxt?: ResourceInput;
  /** Default: a valid urlset with three URLs. */
  sitemap?: ResourceInput;
  /** Default, like fetch-site: "robots.txt" when robots.txt has a Sitemap line, else "default". */
  sitemapSource?: "robots.txt" | "default";
  /** Default: an H1, a summary line and a link. */
  llmsTxt?: ResourceInput;
  xRobotsTag?: string[];
  linkHeader?: string[];
  /** Default 200. */
  status?: number;
  /** The imprint or contact page: its HTML (fetched with 200) or a whole fetch result. */
  secondPage?: { html: string; kind?: "imprint" | "contact"; url?: string } | SecondPageFetch;
  metaRefresh?: MetaRefreshHop;
  truncated?: boolean;
  /** Default: the UTF-8 length of the HTML. */
  bytes?: number;
}

function defaultRobotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${origin}/sitemap.xml\n`;
}

export function urlset(locs: readonly string[]): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${locs
    .map((loc) => `<url><loc>${loc}</loc></url>`)
    .join("")}</urlset>`;
}

function secondPageOf(input: NonNullable<SnapshotOptions["secondPage"]>, origin: string): SecondPageFetch {
  if ("status" in input) return input;
  const kind = input.kind ?? "imprint";
  return {
    url: input.url ?? `${origin}/${kind === "imprint" ? "impressum" : "kontakt"}`,
    status: 200,
    contentType: "text/html; charset=utf-8",
    text: input.html,
    truncated: false,
    kind,
    linkText: kind === "imprint" ? "Impressum" : "Kontakt",
  };
}

export function snapshotFor(html: string, options: SnapshotOptions = {}): SiteSnapshot {
  const finalUrl = options.finalUrl ?? SITE;
  const origin = new URL(finalUrl).origin;
  const robotsTxt = resource(`${origin}/robots.txt`, options.robotsTxt === undefined ? defaultRobotsTxt(origin) : options.robotsTxt, "text/plain");
  const named =
    robotsTxt.status !== null && robotsTxt.status < 300 && robotsTxt.text ? /^\s*sitemap\s*:\s*(\S+)/im.exec(robotsTxt.text)?.[1] : undefined;
  const source = options.sitemapSource ?? (named ? "robots.txt" : "default");
  const sitemapUrl = source === "robots.txt" && named ? named : `${origin}/sitemap.xml`;
  const sitemapInput = options.sitemap === undefined ? urlset([`${origin}/`, `${origin}/leistungen`, `${origin}/kontakt`]) : options.sitemap;
  const llmsInput =
    options.llmsTxt === undefined ? `# Praxis Dr. Muster\n\n> Zahnarztpraxis in Berlin-Mitte.\n\n- [Leistungen](${origin}/leistungen)\n` : options.llmsTxt;
  return {
    requestedUrl: finalUrl,
    finalUrl,
    redirects: [],
    page: {
      status: options.status ?? 200,
      contentType: "text/html; charset=utf-8",
      xRobotsTag: options.xRobotsTag ?? [],
      linkHeader: options.linkHeader ?? [],
      html,
      bytes: options.bytes ?? Buffer.byteLength(html),
      truncated: options.truncated ?? false,
      elapsedMs: 120,
    },
    ...(options.metaRefresh ? { metaRefresh: options.metaRefresh } : {}),
    ...(options.secondPage ? { secondPage: secondPageOf(options.secondPage, origin) } : {}),
    robotsTxt,
    sitemap: { ...resource(sitemapUrl, sitemapInput, "application/xml"), source },
    llmsTxt: resource(`${origin}/llms.txt`, llmsInput, "text/markdown"),
  };
}
