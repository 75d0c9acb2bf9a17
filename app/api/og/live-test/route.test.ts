import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { LiveTestResult } from "@/lib/visibility/live-test";

beforeEach(() => {
  vi.stubEnv("SESSION_SECRET", "a-test-secret-of-at-least-32-characters!!");
  vi.resetModules();
});
afterEach(() => vi.unstubAllEnvs());

const result = {
  query: "Zahnarztpraxis",
  location: "Berlin",
  mentionedInAnswers: 4,
  answersReceived: 9,
  engines: [
    { name: "ChatGPT", model: "m", samples: 3, mentions: 3, mentionRate: 1, interval: [0.44, 1], averagePosition: 1, error: null },
    { name: "Gemini", model: "g", samples: 0, mentions: 0, mentionRate: 0, interval: [0, 1], averagePosition: null, error: "timeout" },
  ],
} as unknown as LiveTestResult;

describe("GET /api/og/live-test", () => {
  it("draws a 1200×630 PNG from a token this server signed", async () => {
    const { shareTokenFor, readShareToken } = await import("@/lib/visibility/share");
    const token = shareTokenFor(result, "Zahnarztpraxis Dr. Müller", new Date("2026-11-24T10:00:00Z"));
    expect(readShareToken(token)).toMatchObject({ business: "Zahnarztpraxis Dr. Müller", mentions: 4, answers: 9, engines: [{ name: "ChatGPT", mentions: 3, samples: 3 }] });
    const { GET } = await import("./route");
    const res = await GET(new Request(`http://localhost/api/og/live-test?t=${encodeURIComponent(token)}`));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const png = Buffer.from(await res.arrayBuffer());
    expect(png.subarray(1, 4).toString()).toBe("PNG");
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
  });

  it("refuses a forged or altered token, so nobody can make it draw an unmeasured result", async () => {
    const { shareTokenFor } = await import("@/lib/visibility/share");
    const token = shareTokenFor(result, "Praxis");
    const [payload, signature] = token.split(".");
    const altered = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, "base64url").toString()), mentions: 9 })).toString("base64url");
    const { GET } = await import("./route");
    for (const t of [`${altered}.${signature}`, "", "x.y"]) {
      const res = await GET(new Request(`http://localhost/api/og/live-test?t=${encodeURIComponent(t)}`));
      expect(res.status).toBe(404);
    }
  });
});
