import "server-only";
import { getEnv } from "@/lib/env";
import { clientFromForwardedFor } from "./forwarded-for";

/**
 * The client's address, by the one rule of lib/api/forwarded-for.ts. `npm start`
 * (server.mjs) sets X-Forwarded-For from the TCP peer when no proxy is trusted
 * (TRUSTED_PROXY_COUNT=0), so a client cannot pick its own address; behind n trusted
 * proxies it is the n-th entry from the right (README, "Behind a proxy").
 * @returns an IP address string, or null when the chain is shorter than configured
 */
export function clientIp(headers: Headers): string | null {
  return clientFromForwardedFor(headers.get("x-forwarded-for"), getEnv().TRUSTED_PROXY_COUNT);
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
