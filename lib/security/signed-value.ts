import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { getEnv } from "@/lib/env";

/**
 * HMAC-SHA256 signed values for cookies the browser must not forge (premium access,
 * free-use counters). The key is SESSION_SECRET, else a random key created once in
 * .data/session-secret (so a fresh machine works and restarts keep sessions).
 */

let key: Buffer | undefined;

function secret(): Buffer {
  if (key) return key;
  const configured = getEnv().SESSION_SECRET;
  if (configured) return (key = Buffer.from(configured));
  const file = path.join(process.cwd(), ".data", "session-secret");
  if (!existsSync(file)) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx" });
    chmodSync(file, 0o600);
  }
  return (key = Buffer.from(readFileSync(file, "utf8").trim()));
}

/**
 * The server's secret for signing cookies and session tokens (SESSION_SECRET, else a
 * random key kept in .data/session-secret).
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
