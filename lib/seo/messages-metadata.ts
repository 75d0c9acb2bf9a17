import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { pageMetadata, type PageMetadataInput } from "./page-metadata";

/**
 * Metadata of an indexable page whose title and description are the messages `metaTitle`
 * and `metaDescription` of `namespace` (messages/de.json).
 * @param path the page's path, e.g. "/blog" (canonical and og:url)
 * @param image as in pageMetadata: "own" where the route has its own opengraph-image
 * @returns pageMetadata's Next.js Metadata
 */
export async function messagesPageMetadata(namespace: string, path: string, image?: PageMetadataInput["image"]): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return pageMetadata({ path, title: t("metaTitle"), description: t("metaDescription"), image });
}

/**
 * Metadata of a page no search engine should list or follow (checkout, confirmation, admin):
 * only the title, the message `key` of `namespace`.
 * @returns Next.js Metadata with robots noindex, nofollow
 */
export async function privatePageMetadata(namespace: string, key = "metaTitle"): Promise<Metadata> {
  const t = await getTranslations(namespace);
  return { title: t(key), robots: { index: false, follow: false } };
}
