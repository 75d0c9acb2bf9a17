import { getTranslations } from "next-intl/server";
import type { CrossLink } from "./tool-cross-links";

const TOOL_LINK_ROUTES = ["/tool/checker", "/tool/schema", "/tool/meta", "/tool/robots", "/tool/sitemap", "/tool/llms-txt", "/ki-search-tool"] as const;
export type ToolLinkRoute = (typeof TOOL_LINK_ROUTES)[number];

/** Titles and texts of the tool pages (messages "ToolLinks"), in the given order. */
export async function toolLinks(routes: readonly ToolLinkRoute[]): Promise<CrossLink[]> {
  const t = await getTranslations("ToolLinks");
  return routes.map((href) => ({ href, title: t(`${href}.title`), text: t(`${href}.text`) }));
}

/** Every tool page except the current one. */
export async function otherToolLinks(current: ToolLinkRoute): Promise<CrossLink[]> {
  return toolLinks(TOOL_LINK_ROUTES.filter((r) => r !== current));
}
