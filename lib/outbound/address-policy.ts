import ipaddr from "ipaddr.js";

/**
 * Whether the server may connect to `address` on a visitor's behalf.
 *
 * Only globally routable unicast addresses pass. Refused (ipaddr.js special ranges,
 * after the IANA special-purpose registries, RFC 6890): unspecified, loopback,
 * private (RFC 1918), carrier-grade NAT, link-local (incl. the cloud metadata address
 * 169.254.169.254), multicast, broadcast, reserved and documentation ranges; for IPv6
 * also unique-local (incl. AWS's fd00:ec2::254), site-local, and every range that
 * embeds an IPv4 address (IPv4-mapped, IPv4-compatible ::/96, NAT64, 6to4, Teredo),
 * since those may lead to a private IPv4 host.
 *
 * @param address an IPv4 or IPv6 literal without brackets
 * @returns false also for text that is not an IP address
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === "ipv6") {
    const v6 = parsed as ipaddr.IPv6;
    if (v6.isIPv4MappedAddress()) {
      parsed = v6.toIPv4Address();
    } else if (v6.parts.slice(0, 6).every((part) => part === 0)) {
      return false; // ::/96, IPv4-compatible (deprecated), :: and ::1
    }
  }
  return parsed.range() === "unicast";
}

/**
 * The IP literal of a URL host, or null for a DNS name. Takes WHATWG-normalised
 * hosts (`new URL(...).hostname`), where decimal, octal and hex IPv4 spellings such
 * as 2130706433, 0177.0.0.1 or 0x7f.1 are already rewritten to dotted decimal.
 * @param hostname e.g. "example.de", "127.0.0.1" or "[::1]"
 */
export function ipLiteralOf(hostname: string): string | null {
  const bare = hostname.startsWith("[") && hostname.endsWith("]") ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) && (bare.includes(":") || ipaddr.IPv4.isValidFourPartDecimal(bare)) ? bare : null;
}
