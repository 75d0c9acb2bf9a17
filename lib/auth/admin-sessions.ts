import "server-only";
import { randomBytes } from "node:crypto";
import { getDb } from "@/lib/db";

/**
 * Starts a server-side admin session (table admin_sessions) and forgets expired ones on
 * the way. Its id goes into the session JWT as "sid" (lib/auth/options.ts).
 * @param maxAgeSeconds the session's lifetime in seconds (the JWT's)
 * @returns the session id: 32 random bytes, base64url
 */
export async function startAdminSession(maxAgeSeconds: number, now = new Date()): Promise<string> {
  const db = await getDb();
  await db.adminSession.deleteMany({ where: { expiresAt: { lt: now } } });
  const id = randomBytes(32).toString("base64url");
  await db.adminSession.create({ data: { id, createdAt: now, expiresAt: new Date(now.getTime() + maxAgeSeconds * 1000) } });
  return id;
}

/** Whether the session `id` exists, has not expired and was not signed out. */
export async function isAdminSessionActive(id: unknown, now = new Date()): Promise<boolean> {
  if (typeof id !== "string" || id.length === 0 || id.length > 64) return false;
  const db = await getDb();
  return (await db.adminSession.count({ where: { id, revokedAt: null, expiresAt: { gt: now } } })) === 1;
}

/** Ends the session `id` on the server (sign-out): its JWT is refused from then on. */
export async function revokeAdminSession(id: unknown, now = new Date()): Promise<void> {
  if (typeof id !== "string" || id.length === 0 || id.length > 64) return;
  const db = await getDb();
  await db.adminSession.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: now } });
}
