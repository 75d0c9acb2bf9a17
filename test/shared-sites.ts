import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { factPageLinks } from "@/lib/readiness/business-facts";
import { extractPageFacts } from "@/lib/readiness/page-facts";
import type { FactPageFetch, ResourceFetch, SiteSnapshot } from "@/lib/readiness/types";
import { resolveStaticFile } from "./static-site-server";

/**
 * The six real sites of ../shared/sites as check snapshots, read from disk the way
 * test/static-site-server.ts serves them, without a network. The folder lies outside
 * the repository: SHARED_SITES_DIR, else ../shared/sites next to the checkout (or two
 * levels up, for worktrees); tests skip when it is absent.
 */

export const SHARED_SITE_NAMES = ["zahnaerzte-bunge", "augenpraxis-mitte", "stb-muyres", "gasthaus-gundel", "elektro-gimpl", "klp-hausverwaltung"] as const;
export type SharedSiteName = (typeof SHARED_SITE_NAMES)[number];

/** The shared sites folder, or null when this checkout has none. */
export function sharedSitesDir(): string | null {
  const candidates = [process.env.SHARED_SITES_DIR, path.resolve("../shared/sites"), path.resolve("../../shared/sites")];
  return candidates.find((dir): dir is string => !!dir && existsSync(path.join(dir, "zahnaerzte-bunge"))) ?? null;
}

async function fetchFile(root: string, origin: string, pathname: string, contentType: string): Promise<ResourceFetch> {
  const url = `${origin}${pathname}`;
  const file = await resolveStaticFile(root, pathname);
  if (!file) return { url, status: 404, contentType: "text/html", text: null, truncated: false };
  return { url, status: 200, contentType, text: await readFile(file, "utf8"), truncated: false };
}

/**
 * A snapshot of one shared site as if served at `origin`: home page, robots.txt,
 * sitemap (named in robots.txt or /sitemap.xml), llms.txt and the imprint, contact and
 * about pages the home page links to.
 */
export async function sharedSiteSnapshot(name: SharedSiteName, origin = `https://www.${name}.de`): Promise<SiteSnapshot> {
  const dir = sharedSitesDir();
  if (!dir) throw new Error("../shared/sites not found (set SHARED_SITES_DIR)");
  return folderSiteSnapshot(path.join(dir, name), origin);
}

/**
 * A snapshot of a site folder (index.html and the files it links to) as if served at
 * `origin`, read the way lib/readiness/fetch-site.ts fetches a site (the same choice of
 * imprint, contact and about pages), without a network.
 */
export async function folderSiteSnapshot(root: string, origin: string): Promise<SiteSnapshot> {
  const html = await readFile(path.join(root, "index.html"), "utf8");
  const finalUrl = `${origin}/`;
  const robotsTxt = await fetchFile(root, origin, "/robots.txt", "text/plain");
  const named = robotsTxt.text ? /^\s*sitemap\s*:\s*(\S+)/im.exec(robotsTxt.text)?.[1] : undefined;
  // A Sitemap line names the real domain; read the local file for it.
  const sitemap = { ...(await fetchFile(root, origin, "/sitemap.xml", "application/xml")), ...(named ? { url: named } : {}), source: named ? ("robots.txt" as const) : ("default" as const) };
  const llmsTxt = await fetchFile(root, origin, "/llms.txt", "text/plain");
  const pages: FactPageFetch[] = [];
  for (const link of factPageLinks(extractPageFacts(html, finalUrl)).slice(0, 3)) {
    const fetched = await fetchFile(root, origin, new URL(link.url).pathname, "text/html");
    pages.push({ ...fetched, url: link.url, kind: link.kind, linkText: link.text });
  }
  const second = pages.find((p) => p.kind !== "about");
  const morePages = pages.filter((p) => p !== second);
  return {
    requestedUrl: finalUrl,
    finalUrl,
    redirects: [],
    page: { status: 200, contentType: "text/html; charset=utf-8", xRobotsTag: [], linkHeader: [], html, bytes: Buffer.byteLength(html), truncated: false, elapsedMs: 100 },
    ...(second ? { secondPage: { ...second, kind: second.kind as "imprint" | "contact" } } : {}),
    ...(morePages.length ? { morePages } : {}),
    robotsTxt,
    sitemap,
    llmsTxt,
  };
}
