import { describe, expect, it } from "vitest";
import { createRateLimiter } from "./rate-limit";

describe("createRateLimiter", () => {
  it("allows `limit` attempts per window and per key, then tells when to retry", () => {
    const limiter = createRateLimiter(2, 60_000);
    expect(limiter.take("a", 0).allowed).toBe(true);
    expect(limiter.take("a", 1_000).allowed).toBe(true);
    expect(limiter.take("a", 2_000)).toEqual({ allowed: false, retryAfterSeconds: 58 });
    expect(limiter.take("b", 2_000).allowed).toBe(true);
    expect(limiter.take("a", 60_001).allowed).toBe(true);
  });
  it("is off when the limit is 0", () => {
    const limiter = createRateLimiter(0, 60_000);
    for (let i = 0; i < 50; i++) expect(limiter.take("a", i).allowed).toBe(true);
  });
});
