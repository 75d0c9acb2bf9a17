import "server-only";
import type { NextAuthOptions } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import { z } from "zod";
import { clientIp } from "@/lib/api/client-meta";
import { getEnv } from "@/lib/env";
import { sessionSecret } from "@/lib/security/signed-value";
import { secureCookies } from "@/lib/site";
import { clientKey, consumeLimit, resetLimit, retryParams, usedPoints } from "@/lib/limits/limits";
import { sendMail } from "@/lib/mail/send-mail";
import { adminLoginCapMail } from "@/lib/mail/templates";
import { lockedOutMessage } from "./login-error";
import { isAdminSessionActive, revokeAdminSession, startAdminSession } from "./admin-sessions";
import { verifyPassword } from "./password";

/** Admin sessions last this long, in seconds. */
export const ADMIN_SESSION_MAX_AGE_S = 8 * 60 * 60;

const credentialsSchema = z.object({ username: z.string().trim().min(1).max(200), password: z.string().min(1).max(1000) });

/** Delay added to every failed attempt, in ms, so guessing is slow even below the limit. */
export const FAILURE_DELAY_MS = 750;

/**
 * The wait before an account's password is checked, in ms, after `failures` failed
 * attempts on it within the hour ("adminLoginPerUser", from all clients): none for the
 * first 5, then 0.5 s doubling per failure, at most 10 s. The account is never locked,
 * so failures from other clients can slow the real admin down but not keep them out.
 */
export function accountDelayMs(failures: number): number {
  return failures < 5 ? 0 : Math.min(10_000, 500 * 2 ** Math.min(failures - 5, 10));
}

const sleepMs = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The error thrown while a login is refused by a limit: its code and arguments, which the login form renders (lib/auth/login-error.ts). */
function lockedOut(retryAfterSeconds: number): Error {
  return new Error(lockedOutMessage(retryParams(retryAfterSeconds)));
}

/**
 * Checks the admin's credentials (ADMIN_USERNAME, ADMIN_PASSWORD_HASH) for one login
 * attempt. Before the password is checked the attempt is counted per client, atomically
 * in the shared store (lib/limits), so parallel guesses cannot slip past: "adminLogin", 5
 * in 15 minutes per client (an IPv6 client by its /64); a success clears the client's
 * count, so it never counts. Per account there is no lock-out, only a growing delay
 * (accountDelayMs) from the failures of all clients ("adminLoginPerUser", counted after a
 * failed check); the first failure over its 30 an hour e-mails the operator once. Every
 * failure costs FAILURE_DELAY_MS.
 * @param headers the request headers (for the client address)
 * @param sleep waits the given ms (tests pass their own, so they neither wait nor time it)
 * @returns the admin user, or null for wrong or missing credentials
 * @throws Error whose message is the lock-out code with its arguments (lib/auth/login-error.ts) while the client is locked out
 */
export async function authorizeAdmin(credentials: unknown, headers: Headers, sleep: (ms: number) => Promise<void> = sleepMs): Promise<{ id: string; name: string } | null> {
  const client = clientKey(clientIp(headers));
  const parsed = credentialsSchema.safeParse(credentials);
  const attempt = await consumeLimit("adminLogin", client);
  if (!attempt.allowed) throw lockedOut(attempt.retryAfterSeconds);
  const account = parsed.success ? clientKey(parsed.data.username.toLowerCase()) : null;
  if (account) {
    const delay = accountDelayMs(await usedPoints("adminLoginPerUser", account));
    if (delay > 0) await sleep(delay);
  }

  const env = getEnv();
  const ok =
    parsed.success &&
    !!env.ADMIN_USERNAME &&
    !!env.ADMIN_PASSWORD_HASH &&
    // Both checks always run, so the response time does not reveal a right user name.
    [parsed.data.username === env.ADMIN_USERNAME, await verifyPassword(parsed.data.password, env.ADMIN_PASSWORD_HASH)].every(Boolean);
  if (!ok) {
    if (account && parsed.success) {
      const failures = await consumeLimit("adminLoginPerUser", account);
      if (failures.used === failures.limit + 1) await alertOperatorOfLoginCap(parsed.data.username, failures.limit);
    }
    await sleep(FAILURE_DELAY_MS);
    return null;
  }
  await resetLimit("adminLogin", client);
  return { id: "admin", name: env.ADMIN_USERNAME! };
}

/**
 * One e-mail to the operator's inbox (OWNER_EMAIL) when the failed logins for a user
 * name from all addresses pass the hourly cap: someone is guessing from many addresses.
 * Without OWNER_EMAIL, or when sending fails, the server log says it.
 */
async function alertOperatorOfLoginCap(username: string, limit: number): Promise<void> {
  const owner = getEnv().OWNER_EMAIL;
  const summary = `Admin-Anmeldung: über ${limit} fehlgeschlagene Versuche für den Benutzernamen "${username}" innerhalb einer Stunde, von verschiedenen Adressen; weitere Versuche mit diesem Namen werden verzögert.`;
  if (!owner) return console.warn(`${summary} (OWNER_EMAIL nicht gesetzt, keine E-Mail)`);
  try {
    await sendMail({ to: owner, ...adminLoginCapMail({ username, limit }) });
  } catch (error) {
    console.error(`${summary} Die Benachrichtigung an OWNER_EMAIL ist fehlgeschlagen.`, error);
  }
}

function headersOf(raw: Record<string, unknown> | undefined): Headers {
  const headers = new Headers();
  for (const [k, v] of Object.entries(raw ?? {})) if (typeof v === "string") headers.set(k, v);
  return headers;
}

/**
 * next-auth configuration: one admin, credentials, JWT session in an httpOnly cookie.
 * The JWT carries the id of a server-side session (lib/auth/admin-sessions.ts, "sid"),
 * checked whenever the session is read (every admin page and API call: getAdminSession);
 * signing out revokes it, so a copied cookie is worthless afterwards.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: sessionSecret(),
    useSecureCookies: secureCookies(),
    session: { strategy: "jwt", maxAge: ADMIN_SESSION_MAX_AGE_S },
    jwt: { maxAge: ADMIN_SESSION_MAX_AGE_S },
    callbacks: {
      jwt: async ({ token, user }) => (user ? { ...token, sid: await startAdminSession(ADMIN_SESSION_MAX_AGE_S) } : token),
      // A session whose id is unknown, expired or signed out is read as no session.
      session: async ({ session, token }) => ((await isAdminSessionActive(token.sid)) ? session : { expires: session.expires }),
    },
    events: {
      signOut: async ({ token }) => revokeAdminSession(token?.sid),
    },
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
