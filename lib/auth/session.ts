import "server-only";
import { getServerSession } from "next-auth";
import { ApiError } from "@/lib/api/errors";
import { authOptions } from "./options";

/**
 * The admin's session on the server (cookies of the current request), or null. Pages
 * that call it render per request (`await connection()` first): `next build` must not
 * prerender them, it has no session key (that exists only once a server has started).
 */
export async function getAdminSession() {
  const session = await getServerSession(authOptions());
  return session?.user?.name ? session : null;
}

/**
 * Guard for admin API routes: every one calls this itself, whatever the middleware did.
 * @throws ApiError 401 without a valid admin session
 */
export async function requireAdmin(): Promise<void> {
  if (!(await getAdminSession())) throw new ApiError(401, "admin.signInRequired");
}
