import type { CategoryIcon, CategoryId } from "./types";

/** The six check categories in the order the result and the page show them. */
export const CATEGORY_ORDER: readonly CategoryId[] = ["structured-data", "meta", "faq", "crawling", "local", "content"];

/**
 * Icon of each category; the German name and description are messages/de.json
 * "ReadinessFindings.category.<id>" ("category.trust" for the local category of an
 * online shop or an online service or agency, lib/readiness/checks/trust.ts).
 */
export const CATEGORY_ICONS: Record<CategoryId, CategoryIcon> = {
  "structured-data": "code",
  meta: "tags",
  faq: "message-circle-question",
  crawling: "bot",
  local: "map-pin",
  content: "file-text",
};
