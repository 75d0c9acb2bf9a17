import { NextResponse, type NextRequest } from "next/server";
import { getToken } from "next-auth/jwt";
import { ApiError, withErrorResponse } from "@/lib/api/errors";
import { sessionSecret } from "@/lib/security/signed-value";
import { secureCookies } from "@/lib/site";

/** The 401 of an admin API without a session, answered like every API error: `{ error, code }` from messages/de.json. */
const signInRequired = withErrorResponse(() => {
  throw new ApiError(401, "admin.signInRequired");
});

/**
 * Guards the admin area: without an admin session, /admin/* redirects to
 * /admin/login and /api/admin/* answers 401. This is the first line only; every
 * admin page and API checks the session on the server again (lib/auth/session.ts).
 */
export async function middleware(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (pathname === "/admin/login") return NextResponse.next();
  const token = await getToken({ req: request, secret: sessionSecret(), secureCookie: secureCookies() });
  if (token?.name) return NextResponse.next();
  if (pathname.startsWith("/api/")) return signInRequired();
  const login = new URL("/admin/login", request.url);
  return NextResponse.redirect(login);
}

export const config = {
  matcher: ["/admin/:path*", "/api/admin/:path*"],
  // Node.js: the session secret may live in a file (.data/session-secret).
  runtime: "nodejs",
};
