import { withErrorResponse } from "@/lib/api/errors";
import { expireRenderedPages } from "@/lib/page-cache/expire-rendered-pages";

/**
 * POST /api/internal/expire-pages with `Authorization: Bearer PAGE_CACHE_RESET_TOKEN`:
 * server.mjs's call at start, before it accepts visitors, so that every cached page is
 * rendered again with the environment of this process (lib/page-cache). 204; 404 for
 * anyone else.
 */
export const POST = withErrorResponse((request: Request) => {
  expireRenderedPages(request.headers.get("authorization"));
  return new Response(null, { status: 204 });
});
