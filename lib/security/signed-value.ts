import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { getEnv } from "@/lib/env";
import { readOrCreateSessionKey, SESSION_KEY_FILE } from "./session-key-file";

/**
 * HMAC-SHA256 signed values for cookies the browser must not forge (premium access,
 * free-use counters), and the key of the admin sessions. The key is SESSION_SECRET;
 * `npm start` (server.mjs) sets it from .data/session-secret, created at the first
 * start, when the operator did not. A production server started any other way without
 * it refuses to sign anything; `next dev` and the tests fall back to that file.
 */

/** Why a production server without SESSION_SECRET refuses to start signing. */
export const MISSING_SESSION_SECRET =
  "SESSION_SECRET fehlt. `npm start` legt beim ersten Start einen Schlüssel in .data/session-secret an; wer den Server anders startet (z. B. `next start`), setzt SESSION_SECRET (32+ Zeichen, z. B. `openssl rand -hex 32`), auf allen Instanzen denselben.";

let key: Buffer | undefined;

function secret(): Buffer {
  if (key) return key;
  const env = getEnv();
  if (env.SESSION_SECRET) return (key = Buffer.from(env.SESSION_SECRET));
  if (env.NODE_ENV === "production") throw new Error(MISSING_SESSION_SECRET);
  return (key = Buffer.from(readOrCreateSessionKey(SESSION_KEY_FILE)));
}

/**
 * The server's secret for signing cookies and session tokens (SESSION_SECRET; outside
 * production, else the key kept in .data/session-secret).
 * @throws Error (MISSING_SESSION_SECRET) in production without SESSION_SECRET
 */
export function sessionSecret(): string {
  return secret().toString();
}

function mac(payload: string): string {
  return createHmac("sha256", secret()).update(payload).digest("base64url");
}

/** "payload.signature" for a JSON-serialisable value. */
export function signValue(value: unknown): string {
  const payload = Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${payload}.${mac(payload)}`;
}

/** The value of a signed string, or null when it is missing, malformed or forged. */
export function verifyValue<T>(signed: string | undefined | null): T | null {
  if (!signed) return null;
  const [payload, signature] = signed.split(".");
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString()) as T;
  } catch {
    return null;
  }
}
