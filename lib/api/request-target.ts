// Pure and free of path aliases: server.mjs (run by plain Node, which strips the types)
// checks every request with it before Next.js sees the request.

/**
 * Whether the path of a request target has percent-encoding that does not decode to
 * UTF-8 ("%E0%A4%A", "%FF", a lone "%"; RFC 3986 §2.1, RFC 3629). Next.js answers such a
 * path with a bare 500 and none of the site's headers; server.mjs answers 400 instead.
 * The query is not checked: Next.js reads it with URLSearchParams, which never fails.
 * @param target the request target as received, e.g. "/api/seo/dashboard/%E0%A4%A?x=1"
 */
export function hasMalformedPath(target: string): boolean {
  const path = target.split(/[?#]/, 1)[0] ?? "";
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}
