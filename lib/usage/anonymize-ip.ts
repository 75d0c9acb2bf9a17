import ipaddr from "ipaddr.js";

/**
 * Anonymises a client address before it is stored: IPv4 last octet zeroed, IPv6 cut to
 * /48. IPv4-mapped IPv6 addresses count as IPv4.
 * @param ip "203.0.113.57", "2001:db8:1:2::5", "::ffff:203.0.113.57"
 * @returns "203.0.113.0", "2001:db8:1::", or null when `ip` is not an address
 */
export function anonymizeIp(ip: string | null | undefined): string | null {
  const text = ip?.trim();
  // Only dotted-quad IPv4; ipaddr.isValid also accepts legacy forms like "10.1".
  if (!text || !(ipaddr.IPv4.isValidFourPartDecimal(text) || ipaddr.IPv6.isValid(text))) return null;
  let addr = ipaddr.parse(text);
  if (addr.kind() === "ipv6" && (addr as ipaddr.IPv6).isIPv4MappedAddress()) {
    addr = (addr as ipaddr.IPv6).toIPv4Address();
  }
  if (addr.kind() === "ipv4") {
    const octets = (addr as ipaddr.IPv4).octets.slice();
    octets[3] = 0;
    return octets.join(".");
  }
  const parts = (addr as ipaddr.IPv6).parts.slice();
  for (let i = 3; i < 8; i++) parts[i] = 0;
  return new ipaddr.IPv6(parts).toString();
}
