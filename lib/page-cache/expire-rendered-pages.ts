import "server-only";
import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { bearerTokenMatches } from "@/lib/security/bearer-token";

/**
 * Expires every page and route Next.js has cached, prerendered ones included, so each is
 * rendered again with this process's environment (SITE_URL, operator details, checkout
 * links) before a visitor sees it. `revalidatePath("/", "layout")` expires the tag every
 * cached entry carries, and Next.js 16 blocks on an expired tag instead of serving stale.
 * Called once by server.mjs before it accepts visitors.
 *
 * @param authorization the request's Authorization header: `Bearer PAGE_CACHE_RESET_TOKEN`
 * @throws ApiError 404 without PAGE_CACHE_RESET_TOKEN or with another token: for a
 *   visitor the route does not exist
 */
export function expireRenderedPages(authorization: string | null): void {
  const token = getEnv().PAGE_CACHE_RESET_TOKEN;
  if (!token || !bearerTokenMatches(authorization, token)) throw new ApiError(404, "notFound");
  revalidatePath("/", "layout");
}
