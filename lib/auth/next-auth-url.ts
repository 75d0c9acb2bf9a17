// Pure and free of path aliases: server.mjs (run by plain Node, which strips the types) imports it.

/**
 * The NEXTAUTH_URL server.mjs sets at start. next-auth 4 builds its absolute addresses
 * (redirects such as /api/auth/signin?csrf=true, the callback and error URLs, the
 * `url` signIn() answers) from NEXTAUTH_URL; unset, and without AUTH_TRUST_HOST, it falls
 * back to http://localhost:3000 (next-auth/utils/detect-origin.js, parse-url.js). So it
 * follows SITE_URL, the site's public address, unless the operator set it.
 * @param env NEXTAUTH_URL and SITE_URL as in process.env
 * @returns NEXTAUTH_URL as set, else SITE_URL (trailing slashes dropped) + "/api/auth"; undefined when neither is set
 */
export function nextAuthUrl(env: { NEXTAUTH_URL?: string; SITE_URL?: string }): string | undefined {
  if (env.NEXTAUTH_URL?.trim()) return env.NEXTAUTH_URL.trim();
  const site = env.SITE_URL?.trim().replace(/\/+$/, "");
  return site ? `${site}/api/auth` : undefined;
}
