import NextAuth from "next-auth";
import { withErrorResponse } from "@/lib/api/errors";
import { assertReadableAuthBody } from "@/lib/auth/auth-body";
import { authOptions } from "@/lib/auth/options";

/**
 * next-auth's endpoints (/api/auth/csrf, /callback/credentials, /session, /signout …),
 * behind the shared wrapper: bodies bounded to 64 KB, a body next-auth cannot read
 * answered 400 in German instead of its 500.
 */
const handler = withErrorResponse(async (request: Request, context: { params: Promise<{ nextauth: string[] }> }) => {
  await assertReadableAuthBody(request);
  return NextAuth(request as never, context as never, authOptions());
});

export { handler as GET, handler as POST };
