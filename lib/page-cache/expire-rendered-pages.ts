import "server-only";
import { revalidatePath } from "next/cache";
import { ApiError } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { bearerTokenMatches } from "@/lib/security/bearer-token";

/**
 * Expires every page and route Next.js has cached, the ones `next build` prerendered
 * included, so that the next request of each renders it again before answering, with
 * this process's environment: SITE_URL in canonicals, Open Graph URLs, JSON-LD,
 * robots.txt and the sitemap; the operator's details; the checkout links. Afterwards
 * they are served from the cache again.
 *
 * `revalidatePath("/", "layout")` expires the implicit tag `_N_T_/layout` that every
 * cached page and route carries; an expired entry is not served stale, the request
 * waits for the new rendering (Next.js 16 incremental cache: an expired tag means a
 * blocking revalidation). Called once by server.mjs before it accepts visitors.
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
