import "server-only";
import { getEnv } from "@/lib/env";

/**
 * The client's address. Next.js appends the address of the connection it accepted
 * to X-Forwarded-For; TRUSTED_PROXY_COUNT says how many proxies before it are ours,
 * so entries a client forged further left are never used.
 * @returns an IP address string, or null when none is known
 */
export function clientIp(headers: Headers): string | null {
  const chain = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const hops = getEnv().TRUSTED_PROXY_COUNT;
  const fromRight = chain[chain.length - 1 - hops];
  return fromRight ?? headers.get("x-real-ip") ?? null;
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
