import { timingSafeEqual } from "node:crypto";

/**
 * Whether an `Authorization` header is `Bearer <secret>`, compared in constant time (the
 * length of the secret may leak, its content does not).
 * @param authorization the request's Authorization header, or null when it has none
 * @param secret the expected token
 */
export function bearerTokenMatches(authorization: string | null, secret: string): boolean {
  const given = Buffer.from(authorization ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
