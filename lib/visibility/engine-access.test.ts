import { describe, expect, it } from "vitest";
import { engineAccess } from "./engine-access";
import { resolveLocation } from "./location";

describe("engineAccess (the place an engine's label names)", () => {
  const openai = { provider: "openai" as const, baseUrl: "https://api.openai.com/v1", webSearch: true };
  const google = { provider: "google-ai-overview" as const, baseUrl: "https://serpapi.com", webSearch: true };
  const offline = { provider: "openai-compatible" as const, baseUrl: "http://127.0.0.1:11434/v1", webSearch: false };

  it("names the place each request carried: the village for the AI engines, its canton for Google through SerpApi", async () => {
    const village = await resolveLocation("Fislisbach");
    expect(engineAccess(openai, village)).toMatchObject({ city: "Fislisbach", country: "CH" });
    expect(engineAccess(google, village)).toMatchObject({ city: "Aargau", country: "CH" });
    const town = await resolveLocation("Graz");
    expect(engineAccess(google, town)).toMatchObject({ city: "Graz", country: "AT" });
  });

  it("names no place where none was sent: no web search, or no location", async () => {
    expect(engineAccess(offline, await resolveLocation("Graz"))).toEqual({ provider: "openai-compatible", webSearch: false, local: true });
    expect(engineAccess(openai, null)).toEqual({ provider: "openai", webSearch: true, local: false });
    expect(engineAccess(google, await resolveLocation("Schweiz"))).toEqual({ provider: "google-ai-overview", webSearch: true, local: false, country: "CH" });
  });
});
