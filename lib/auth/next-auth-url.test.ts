import { describe, expect, it } from "vitest";
import { nextAuthUrl } from "./next-auth-url";

describe("nextAuthUrl", () => {
  it("follows SITE_URL, so next-auth's redirects name the site and not http://localhost:3000", () => {
    expect(nextAuthUrl({ SITE_URL: "https://ki-sichtbarkeit.de" })).toBe("https://ki-sichtbarkeit.de/api/auth");
    expect(nextAuthUrl({ SITE_URL: "https://ki-sichtbarkeit.de/" })).toBe("https://ki-sichtbarkeit.de/api/auth");
  });

  it("keeps a NEXTAUTH_URL the operator set, and sets none without SITE_URL", () => {
    expect(nextAuthUrl({ NEXTAUTH_URL: "https://intern.example/api/auth", SITE_URL: "https://ki-sichtbarkeit.de" })).toBe("https://intern.example/api/auth");
    expect(nextAuthUrl({ NEXTAUTH_URL: " ", SITE_URL: "https://ki-sichtbarkeit.de" })).toBe("https://ki-sichtbarkeit.de/api/auth");
    expect(nextAuthUrl({})).toBeUndefined();
  });
});
