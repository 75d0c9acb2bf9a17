import NextAuth from "next-auth";
import { authOptions } from "@/lib/auth/options";

/** next-auth's endpoints (/api/auth/csrf, /callback/credentials, /session, /signout …). */
async function handler(request: Request, context: { params: Promise<{ nextauth: string[] }> }) {
  return NextAuth(request as never, context as never, authOptions());
}

export { handler as GET, handler as POST };
