import { afterEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";

async function load(env: Record<string, string>) {
  freshModulesWithEnv(env);
  return import("./signed-value");
}

afterEach(() => vi.unstubAllEnvs());

describe("signed values", () => {
  it("sign with SESSION_SECRET and refuse values signed with another key", async () => {
    const a = await load({ SESSION_SECRET: "a".repeat(32) });
    const signed = a.signValue({ used: 2 });
    expect(a.verifyValue(signed)).toEqual({ used: 2 });
    expect(a.verifyValue(signed.replace(/.$/, (c) => (c === "A" ? "B" : "A")))).toBeNull();
    const b = await load({ SESSION_SECRET: "b".repeat(32) });
    expect(b.verifyValue(signed)).toBeNull();
  });

  it("refuse to work in production without SESSION_SECRET, naming the fix, instead of making up a key", async () => {
    const { sessionSecret, signValue, MISSING_SESSION_SECRET } = await load({ NODE_ENV: "production", SESSION_SECRET: "" });
    expect(() => sessionSecret()).toThrow(MISSING_SESSION_SECRET);
    expect(() => signValue({ used: 1 })).toThrow(/SESSION_SECRET fehlt/);
  });
});
