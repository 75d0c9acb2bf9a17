import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The client's address from X-Forwarded-For. Next.js fills that header with the
 * socket's address only when it is absent; each reverse proxy appends the address
 * it saw. With TRUSTED_PROXY_COUNT = n the client is the n-th entry from the right
 * (the one our outermost proxy appended); with 0 or 1 it is the rightmost entry.
 * Entries further left are the client's own claims and are never used. Without a
 * proxy a client can send the whole header, so production belongs behind one
 * (README, "Behind a proxy").
 * @returns an IP address string, or null when the chain is shorter than configured
 */
export function clientIp(headers: Headers): string | null {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const fromRight = Math.max(1, getEnv().TRUSTED_PROXY_COUNT);
  return chain[chain.length - fromRight] ?? null;
}

/**
 * The client's country from the header a trusted proxy sets (COUNTRY_HEADER, e.g.
 * cf-ipcountry); null when unset or not a two-letter code.
 */
export function clientCountry(headers: Headers): string | null {
  const name = getEnv().COUNTRY_HEADER;
  const value = name ? headers.get(name)?.trim() : undefined;
  return value && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== "XX" ? value.toUpperCase() : null;
}
