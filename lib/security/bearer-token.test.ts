import { describe, expect, it } from "vitest";
import { bearerTokenMatches } from "./bearer-token";

describe("bearerTokenMatches", () => {
  const secret = "a-secret-of-some-length";

  it("accepts exactly `Bearer <secret>`", () => {
    expect(bearerTokenMatches(`Bearer ${secret}`, secret)).toBe(true);
  });

  it("refuses a missing header, another token, the bare secret and another scheme", () => {
    expect(bearerTokenMatches(null, secret)).toBe(false);
    expect(bearerTokenMatches("", secret)).toBe(false);
    expect(bearerTokenMatches(`Bearer ${secret}x`, secret)).toBe(false);
    expect(bearerTokenMatches(`Bearer ${secret.slice(0, -1)}X`, secret)).toBe(false);
    expect(bearerTokenMatches(secret, secret)).toBe(false);
    expect(bearerTokenMatches(`Basic ${secret}`, secret)).toBe(false);
  });
});
