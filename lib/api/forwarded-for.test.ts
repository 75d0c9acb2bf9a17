import { describe, expect, it } from "vitest";
import { clientFromForwardedFor, forwardedForToHandOn } from "./forwarded-for";

describe("forwardedForToHandOn (server.mjs)", () => {
  it("without a trusted proxy hands on the TCP peer and drops what the client claimed", () => {
    expect(forwardedForToHandOn("6.6.6.6", "198.51.100.7", 0)).toBe("198.51.100.7");
    expect(forwardedForToHandOn("6.6.6.6, 7.7.7.7", "::ffff:198.51.100.7", 0)).toBe("198.51.100.7");
    expect(forwardedForToHandOn(undefined, "2001:db8::1", 0)).toBe("2001:db8::1");
    expect(forwardedForToHandOn("6.6.6.6", undefined, 0)).toBeUndefined();
  });

  it("behind trusted proxies hands on their chain, or the peer when there is none", () => {
    expect(forwardedForToHandOn("6.6.6.6, 203.0.113.9", "10.0.0.2", 1)).toBe("6.6.6.6, 203.0.113.9");
    expect(forwardedForToHandOn(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(forwardedForToHandOn(" ", "10.0.0.2", 2)).toBe("10.0.0.2");
  });
});

describe("clientFromForwardedFor", () => {
  it("spoofed headers without a trusted proxy all map to the same client: the peer server.mjs wrote", () => {
    const seen = ["1.1.1.1", "2.2.2.2, 3.3.3.3", undefined].map((claimed) => clientFromForwardedFor(forwardedForToHandOn(claimed, "198.51.100.7", 0), 0));
    expect(new Set(seen)).toEqual(new Set(["198.51.100.7"]));
  });

  it("takes the n-th entry from the right behind n proxies, never the client's own claims", () => {
    expect(clientFromForwardedFor("6.6.6.6, 203.0.113.9", 1)).toBe("203.0.113.9");
    expect(clientFromForwardedFor("6.6.6.6, 203.0.113.9, 10.0.0.2", 2)).toBe("203.0.113.9");
    expect(clientFromForwardedFor("203.0.113.9", 2)).toBeNull();
    expect(clientFromForwardedFor(null, 0)).toBeNull();
    expect(clientFromForwardedFor("::ffff:203.0.113.9", 0)).toBe("203.0.113.9");
  });
});
