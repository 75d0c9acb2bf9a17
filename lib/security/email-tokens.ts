import "server-only";
import { createHash, randomBytes } from "node:crypto";
import type { DbTx } from "@/lib/db";
import type { EmailTokenPurpose } from "@/generated/prisma/client";

/**
 * Single-use, expiring tokens for links sent by e-mail (double opt-in, sign-in).
 * The token has 256 random bits; the database keeps only its SHA-256, so a copy of
 * the database cannot be turned into working links.
 */

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/**
 * Creates a token and stores its hash.
 * @param input.ttlMs lifetime in ms
 * @returns the token (43 base64url characters) to put into the link, and its expiry
 */
export async function createEmailToken(
  db: DbTx,
  input: { purpose: EmailTokenPurpose; email: string; ttlMs: number; purchaseId?: bigint; analysisRequestId?: bigint; monitorId?: bigint },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + input.ttlMs);
  await db.emailToken.create({
    data: {
      tokenHash: hashToken(token),
      purpose: input.purpose,
      email: input.email,
      expiresAt,
      purchaseId: input.purchaseId,
      analysisRequestId: input.analysisRequestId,
      monitorId: input.monitorId,
    },
  });
  return { token, expiresAt };
}

/**
 * Uses a token up: marks it used if it exists, is unused and has not expired. The
 * conditional update makes two simultaneous uses impossible (only one matches).
 * @returns the token row, or null for an unknown, used or expired token
 */
export async function consumeEmailToken(db: DbTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const tokenHash = hashToken(token);
  const now = new Date();
  const { count } = await db.emailToken.updateMany({ where: { tokenHash, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  if (count !== 1) return null;
  return db.emailToken.findUnique({ where: { tokenHash } });
}

/**
 * A token that exists and was already used (a second click on the same link), so the
 * page can say "bereits bestätigt" instead of "ungültig".
 * @returns the token row, or null for an unknown or unused token
 */
export async function findUsedEmailToken(db: DbTx, token: string) {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return null;
  const row = await db.emailToken.findUnique({ where: { tokenHash: hashToken(token) } });
  return row?.usedAt ? row : null;
}

/** Removes tokens that expired more than a day ago (they can never be used). */
export async function deleteExpiredEmailTokens(db: DbTx): Promise<void> {
  await db.emailToken.deleteMany({ where: { expiresAt: { lt: new Date(Date.now() - 86_400_000) } } });
}
