import { afterEach, describe, expect, it, vi } from "vitest";
import { freshModulesWithEnv } from "@/test/fresh-modules";

async function load(env: Record<string, string>) {
  freshModulesWithEnv(env);
  return import("./client-meta");
}

const headers = (init: Record<string, string>) => new Headers(init);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("clientIp", () => {
  it("uses the entry Next.js or the one proxy appended, not what the client claimed", async () => {
    const { clientIp } = await load({ TRUSTED_PROXY_COUNT: "0" });
    expect(clientIp(headers({ "x-forwarded-for": "198.51.100.7" }))).toBe("198.51.100.7");
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 198.51.100.7" }))).toBe("198.51.100.7");
  });

  it("with two proxies takes the second entry from the right", async () => {
    const { clientIp } = await load({ TRUSTED_PROXY_COUNT: "2" });
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6, 203.0.113.9, 10.0.0.2" }))).toBe("203.0.113.9");
  });

  it("returns null instead of trusting a chain shorter than configured", async () => {
    const { clientIp } = await load({ TRUSTED_PROXY_COUNT: "2" });
    expect(clientIp(headers({ "x-forwarded-for": "6.6.6.6" }))).toBeNull();
    expect(clientIp(headers({ "x-real-ip": "6.6.6.6" }))).toBeNull();
  });
});

describe("clientCountry", () => {
  it("reads only the configured header and only two-letter codes", async () => {
    const { clientCountry } = await load({ COUNTRY_HEADER: "CF-IPCountry" });
    expect(clientCountry(headers({ "cf-ipcountry": "at" }))).toBe("AT");
    expect(clientCountry(headers({ "cf-ipcountry": "XX" }))).toBeNull();
    expect(clientCountry(headers({ "cf-ipcountry": "Austria" }))).toBeNull();
    expect(clientCountry(headers({ "x-vercel-ip-country": "DE" }))).toBeNull();
  });

  it("ignores country headers when none is configured", async () => {
    const { clientCountry } = await load({ COUNTRY_HEADER: "" });
    expect(clientCountry(headers({ "cf-ipcountry": "DE" }))).toBeNull();
  });
});
