import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { clientIp } from "@/lib/api/client-meta";
import { getEnv } from "@/lib/env";
import { sessionSecret } from "@/lib/security/signed-value";
import { secureCookies } from "@/lib/site";
import { clientKey, consumeLimit, resetLimit } from "@/lib/limits/limits";
import { verifyPassword } from "./password";

export const INVALID_CREDENTIALS = "Ungültige Anmeldedaten";
/** Admin sessions last this long, in seconds. */
export const ADMIN_SESSION_MAX_AGE_S = 8 * 60 * 60;

const credentialsSchema = z.object({ username: z.string().trim().min(1).max(200), password: z.string().min(1).max(1000) });

/** Delay added to every failed attempt, in ms, so guessing is slow even below the limit. */
export const FAILURE_DELAY_MS = 750;

/**
 * Checks the admin's credentials (ADMIN_USERNAME, ADMIN_PASSWORD_HASH) for one login
 * attempt. The attempt is counted against the shared limit "adminLogin" (lib/limits:
 * 5 per client address in 15 minutes, across all instances) before the password is
 * checked, so parallel guesses cannot slip past; a success clears the count, and every
 * failure costs FAILURE_DELAY_MS.
 * @param headers the request headers (for the client address)
 * @returns the admin user, or null for wrong or missing credentials
 * @throws Error with a German message while the client is locked out
 */
export async function authorizeAdmin(credentials: unknown, headers: Headers, failureDelayMs = FAILURE_DELAY_MS): Promise<{ id: string; name: string } | null> {
  const client = clientKey(clientIp(headers));
  const attempt = await consumeLimit("adminLogin", client);
  if (!attempt.allowed) {
    const minutes = Math.ceil(attempt.retryAfterSeconds / 60);
    throw new Error(`Zu viele fehlgeschlagene Anmeldungen. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? "Minute" : "Minuten"} erneut.`);
  }

  const env = getEnv();
  const parsed = credentialsSchema.safeParse(credentials);
  const ok =
    parsed.success &&
    !!env.ADMIN_USERNAME &&
    !!env.ADMIN_PASSWORD_HASH &&
    // Both checks always run, so the response time does not reveal a right user name.
    [parsed.data.username === env.ADMIN_USERNAME, await verifyPassword(parsed.data.password, env.ADMIN_PASSWORD_HASH)].every(Boolean);
  if (!ok) {
    await new Promise((resolve) => setTimeout(resolve, failureDelayMs));
    return null;
  }
  await resetLimit("adminLogin", client);
  return { id: "admin", name: env.ADMIN_USERNAME! };
}

function headersOf(raw: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(raw ?? {})) if (typeof v === "string") headers.set(k, v);
  return headers;
}

/** next-auth configuration: one admin, credentials, JWT session in an httpOnly cookie. */
export function authOptions(): NextAuthOptions {
  return {
    secret: sessionSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: ADMIN_SESSION_MAX_AGE_S },
    jwt: { maxAge: ADMIN_SESSION_MAX_AGE_S },
    pages: { signIn: "/admin/login", error: "/admin/login" },
    providers: [
      CredentialsProvider({
        name: "Admin",
        credentials: { username: { label: "Benutzername", type: "text" }, password: { label: "Passwort", type: "password" } },
        authorize: (credentials, req) => authorizeAdmin(credentials, headersOf(req.headers as Record<string, unknown> | undefined)),
      }),
    ],
  };
}
