import "server-only";
import type { Metadata } from "next";
import { SITE_NAME } from "@/lib/site";
const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/** Title length in characters: Google Search Central ("Title links") sets no limit; ~60 is the field's common one and our checker warns above it. */
const TITLE_MAX_CHARS = 60;

/** Open Graph image of 1200 × 630 px (the size Facebook, LinkedIn and X show large). */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/** The site-wide default Open Graph image (app/opengraph-image.tsx). */
const DEFAULT_OG_IMAGE = { url: "/opengraph-image", ...OG_IMAGE_SIZE, alt: "KI-Sichtbarkeit: Werden Sie von ChatGPT & Co. empfohlen?" };

export interface PageMetadataInput {
  /** Path of the page, e.g. "/tool/checker": canonical and og:url (resolved against metadataBase = SITE_URL). */
  path: string;
  /** Page title without the site name; the " | KI-Sichtbarkeit" suffix is added only where the whole stays ≤ 60 characters. */
  title: string;
  description: string;
  /**
   * "own": the route segment has its own opengraph-image file, which Next.js adds;
   * an object: that image; unset: the site-wide default.
   */
  image?: "own" | { url: string; width: number; height: number; alt: string };
  type?: "website" | "article";
  article?: { publishedTime: string; modifiedTime: string; authors: string[]; section: string; tags: string[] };
}

function documentTitle(title: string): string {
  return title.length + TITLE_SUFFIX.length <= TITLE_MAX_CHARS ? `${title}${TITLE_SUFFIX}` : title;
}

/**
 * Metadata of an indexable page: title (with the suffix only where it fits), meta
 * description, canonical, and Open Graph and Twitter Card with URL and image. Page
 * metadata replaces the layout's `openGraph` as a whole (Next.js merges shallowly),
 * so locale and site name are repeated here.
 * @returns Next.js Metadata; relative URLs resolve against metadataBase (SITE_URL, read per request)
 */
export function pageMetadata(input: PageMetadataInput): Metadata {
  const full = documentTitle(input.title);
  const images = input.image === "own" ? undefined : [input.image ?? DEFAULT_OG_IMAGE];
  return {
    title: { absolute: full },
    description: input.description,
    alternates: { canonical: input.path },
    openGraph: {
      type: input.type ?? "website",
      locale: "de_DE",
      siteName: SITE_NAME,
      url: input.path,
      title: full,
      description: input.description,
      ...(images ? { images } : {}),
      ...(input.article ?? {}),
    },
    twitter: { card: "summary_large_image", title: full, description: input.description, ...(images ? { images } : {}) },
  };
}
