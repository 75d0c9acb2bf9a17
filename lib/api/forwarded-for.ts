// Pure and free of path aliases: server.mjs (run by plain Node, which strips the types)
// imports it as well as lib/api/client-meta.ts, so both read the chain by one rule.
import ipaddr from "ipaddr.js";

/**
 * The X-Forwarded-For value the app is handed by server.mjs (`npm start`).
 * - No trusted proxy (0): the TCP peer's address, and nothing the client sent, because
 *   without a proxy anybody can send the header (one client could pose as many and pass
 *   every per-client limit).
 * - n trusted proxies: the chain as the proxies delivered it (each appended the address
 *   it saw), or the TCP peer's address when the request did not come with one.
 * IPv4-mapped IPv6 addresses (`::ffff:203.0.113.9`, what a dual-stack socket reports
 * for IPv4 peers) are written as IPv4.
 * @param received the X-Forwarded-For header as received (undefined when absent; Node
 *   joins repeated headers with ", ")
 * @param socketAddress `req.socket.remoteAddress`
 * @param trustedProxyCount TRUSTED_PROXY_COUNT (0–10)
 * @returns the header value to hand on, or undefined when nothing is known
 */
export function forwardedForToHandOn(received: string | undefined, socketAddress: string | undefined, trustedProxyCount: number): string | undefined {
  const peer = socketAddress ? normalizeAddress(socketAddress) : undefined;
  if (trustedProxyCount <= 0) return peer;
  return received?.trim() ? received : peer;
}

/**
 * The client's address in an X-Forwarded-For chain: with n trusted proxies the n-th
 * entry from the right (the one our outermost proxy appended); with 0 or 1 the
 * rightmost. Entries further left are the client's own claims and are never used.
 * @returns an address, or null when the chain is shorter than configured
 */
export function clientFromForwardedFor(header: string | null | undefined, trustedProxyCount: number): string | null {
  const chain = (header ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const fromRight = Math.max(1, trustedProxyCount);
  const entry = chain[chain.length - fromRight];
  return entry ? normalizeAddress(entry) : null;
}

/** `::ffff:192.0.2.1` → `192.0.2.1`; other text unchanged. */
function normalizeAddress(address: string): string {
  return ipaddr.isValid(address) ? ipaddr.process(address).toString() : address;
}
