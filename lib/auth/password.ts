import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";

/**
 * Admin password hashes: scrypt (RFC 7914) with N=2^15, r=8, p=1 and a 16-byte
 * salt, stored as "scrypt$N$r$p$salt$hash" (salt and hash base64url, 32-byte key).
 * Parameters travel with the hash, so they can be raised later without breaking old hashes.
 */

/** scrypt cost (RFC 7914): N CPU and memory cost, r block size, p parallelism. */
export interface ScryptParams {
  N: number;
  r: number;
  p: number;
}

/** The cost of every hash the product makes. */
const SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };
/** The lowest cost verifyPassword accepts (about 16 times cheaper): for tests, which hash and verify many times. */
export const MIN_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 14, r: 1, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: 256 * params.N * params.r };
  return new Promise((resolve, reject) => scrypt(password.normalize("NFC"), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))));
}

/**
 * Hashes a password for ADMIN_PASSWORD_HASH. ~50–100 ms by design.
 * @param params scrypt cost; SCRYPT_PARAMS unless a test asks for MIN_SCRYPT_PARAMS
 */
export async function hashPassword(password: string, params: ScryptParams = SCRYPT_PARAMS): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, params);
  return `scrypt$${params.N}$${params.r}$${params.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/**
 * Checks a password against a stored hash in constant time.
 * @returns false for a wrong password or a malformed hash (never throws for those)
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== "scrypt" || !salt || !hash || !Number.isInteger(params.N) || params.N < 2 ** 14 || params.N > 2 ** 20 || !(params.r >= 1 && params.r <= 32) || !(params.p >= 1 && params.p <= 16)) return false;
  const expected = Buffer.from(hash, "base64url");
  if (expected.length !== KEY_LENGTH) return false;
  const actual = await derive(password, Buffer.from(salt, "base64url"), params);
  return timingSafeEqual(actual, expected);
}
