import { describe, expect, it } from "vitest";
import { anonymizeIp } from "./anonymize-ip";

describe("anonymizeIp", () => {
  it.each([
    ["203.0.113.57", "203.0.113.0"],
    ["10.1.2.255", "10.1.2.0"],
    ["::ffff:198.51.100.23", "198.51.100.0"],
    ["2001:db8:abcd:12::1", "2001:db8:abcd::"],
    ["2a00:1450:4001:81a::200e", "2a00:1450:4001::"],
    ["::1", "::"],
  ])("%s -> %s", (ip, expected) => {
    expect(anonymizeIp(ip)).toBe(expected);
  });

  it.each([null, undefined, "", "unknown", "999.1.1.1", "203.0.113"])("returns null for %s", (ip) => {
    expect(anonymizeIp(ip)).toBeNull();
  });
});
