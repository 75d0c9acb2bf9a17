/**
 * Each engine provider through the real AI SDK provider (or SerpApi fetch) against its
 * stand-in on 127.0.0.1 (test/provider-stand-ins.ts): the request carries the
 * provider's own search tool and the visitor's place; the reply's citations arrive.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { anthropicReply, chatReply, geminiReply, openaiReply, serpApiReply, startProviderStandIns, type ProviderStandIns, type StandInRequest } from "@/test/provider-stand-ins";
import { resolveLocation } from "./location";
import { askEngine, type EngineConfig } from "./provider";

const ANSWER = `Gute Zahnarztpraxen in der Stadt:

1. **Zahnzentrum Mitte** – moderne Ausstattung.
2. **Dentalhaus Lange** – lange Öffnungszeiten.`;
const CITED = [
  { url: "https://www.jameda.de/zahnaerzte/", title: "Jameda" },
  { url: "https://www.dentalhaus-lange.de/", title: "Dentalhaus Lange" },
];

let s: ProviderStandIns;
beforeAll(async () => {
  s = await startProviderStandIns();
  s.script("openai", () => openaiReply(ANSWER, CITED));
  s.script("gemini", () => geminiReply(ANSWER, CITED));
  s.script("anthropic", () => anthropicReply(ANSWER, CITED));
  s.script("perplexity", () => chatReply(ANSWER, CITED, "sonar"));
  s.script("compatible", () => chatReply(ANSWER, [], "llama3.1"));
  s.script("serpapi", (r) =>
    serpApiReply(r, [{ type: "paragraph", snippet: "Beliebte Praxen sind:" }, { type: "list", list: [{ title: "Zahnzentrum Mitte", snippet: "modern" }, { title: "Dentalhaus Lange", snippet: "lange offen" }] }], CITED),
  );
});
afterAll(() => s.close());
beforeEach(() => {
  s.requests.length = 0;
});

const engine = (provider: EngineConfig["provider"], extra: Partial<EngineConfig> = {}): EngineConfig => ({
  name: provider,
  provider,
  apiKey: "test-key",
  model: { openai: "gpt-5-mini", gemini: "gemini-2.5-flash", anthropic: "claude-sonnet-4-5", perplexity: "sonar" }[provider as string] ?? "llama3.1",
  baseUrl: s.baseUrls[provider === "google-ai-overview" || provider === "google-ai-mode" ? "serpapi" : provider === "openai-compatible" ? "compatible" : provider],
  webSearch: provider !== "openai-compatible",
  ...extra,
});

const PLACES = [
  { typed: "Graz", city: "Graz", region: "Steiermark", country: "AT", timezone: "Europe/Vienna", serp: "Graz,Styria,Austria", domain: "google.at" },
  { typed: "Zürich", city: "Zürich", region: "Zürich", country: "CH", timezone: "Europe/Zurich", serp: "Zurich,Zurich,Switzerland", domain: "google.ch" },
  { typed: "Leipzig", city: "Leipzig", region: "Sachsen", country: "DE", timezone: "Europe/Berlin", serp: "Leipzig,Saxony,Germany", domain: "google.de" },
] as const;

async function ask(config: EngineConfig, typed: string) {
  const reply = await askEngine(config, "Welche Zahnarztpraxis in der Nähe können Sie empfehlen?", { location: await resolveLocation(typed) });
  return { reply, requests: s.requests.slice() };
}

describe.each(PLACES)("every provider asked from $typed", (place) => {
  it("OpenAI: Responses API with the web_search tool and user_location; url citations arrive", async () => {
    const { reply, requests } = await ask(engine("openai"), place.typed);
    expect(requests.map((r) => r.path)).toEqual(["/responses"]);
    const body = requests[0]!.body!;
    expect(requests[0]!.headers.authorization).toBe("Bearer test-key");
    expect(body.tools).toEqual([{ type: "web_search", user_location: { type: "approximate", city: place.city, region: place.region, country: place.country, timezone: place.timezone } }]);
    expect(reply).toMatchObject({ kind: "answer", text: ANSWER, model: "gpt-5-mini-2025-08-07" });
    expect(reply.kind === "answer" && reply.citations).toEqual(CITED.map((c) => c.url));
  });

  it("Gemini: generateContent with google_search and Google Maps at the place's coordinates; groundingMetadata becomes citations", async () => {
    const { reply, requests } = await ask(engine("gemini"), place.typed);
    expect(requests.map((r) => r.path)).toEqual(["/models/gemini-2.5-flash:generateContent"]);
    expect(requests[0]!.headers["x-goog-api-key"]).toBe("test-key");
    const body = requests[0]!.body!;
    expect(body.tools).toEqual([{ googleSearch: {} }, { googleMaps: {} }]);
    const latLng = (body.toolConfig as { retrievalConfig: { latLng: { latitude: number; longitude: number } } }).retrievalConfig.latLng;
    const located = (await resolveLocation(place.typed))!;
    expect(latLng).toEqual({ latitude: located.latitude, longitude: located.longitude });
    expect(reply.kind === "answer" && reply.citations).toEqual(["https://jameda.de/", "https://dentalhaus-lange.de/"]);
  });

  it("Anthropic: Messages API with the web_search server tool and user_location; text citations arrive", async () => {
    const { reply, requests } = await ask(engine("anthropic"), place.typed);
    expect(requests.map((r) => r.path)).toEqual(["/messages"]);
    expect(requests[0]!.headers["x-api-key"]).toBe("test-key");
    const tools = requests[0]!.body!.tools as Record<string, unknown>[];
    expect(tools).toEqual([
      { type: "web_search_20250305", name: "web_search", max_uses: 5, user_location: { type: "approximate", city: place.city, region: place.region, country: place.country, timezone: place.timezone } },
    ]);
    expect(reply).toMatchObject({ kind: "answer", text: ANSWER, model: "claude-sonnet-4-5-20250929" });
    expect(reply.kind === "answer" && reply.citations).toEqual(expect.arrayContaining(CITED.map((c) => c.url)));
  });

  it("Perplexity: Sonar with web_search_options.user_location; citations and search_results arrive", async () => {
    const { reply, requests } = await ask(engine("perplexity"), place.typed);
    expect(requests.map((r) => r.path)).toEqual(["/chat/completions"]);
    const options = requests[0]!.body!.web_search_options as { user_location: Record<string, unknown> };
    expect(options.user_location).toMatchObject({ country: place.country, city: place.city, region: place.region });
    expect(typeof options.user_location.latitude).toBe("number");
    expect(reply.kind === "answer" && reply.citations).toEqual(CITED.map((c) => c.url));
  });

  it("Google AI Overview: engine=google located at the place, then the overview by page_token; lists kept as markdown, references as citations", async () => {
    const { reply, requests } = await ask(engine("google-ai-overview"), place.typed);
    expect(requests.map((r) => r.query.get("engine"))).toEqual(["google", "google_ai_overview"]);
    expect(Object.fromEntries(requests[0]!.query)).toMatchObject({ location: place.serp, gl: place.country.toLowerCase(), hl: "de", google_domain: place.domain, api_key: "test-key" });
    expect(requests[1]!.query.get("page_token")).toBe("standin-token");
    expect(reply).toEqual({
      kind: "answer",
      model: "google-ai-overview",
      text: "Beliebte Praxen sind:\n\n- **Zahnzentrum Mitte**: modern\n- **Dentalhaus Lange**: lange offen",
      citations: CITED.map((c) => c.url),
    });
  });

  it("Google AI Mode: engine=google_ai_mode located at the place", async () => {
    const { reply, requests } = await ask(engine("google-ai-mode"), place.typed);
    expect(requests.map((r) => r.query.get("engine"))).toEqual(["google_ai_mode"]);
    expect(Object.fromEntries(requests[0]!.query)).toMatchObject({ location: place.serp, gl: place.country.toLowerCase(), hl: "de" });
    expect(reply.kind === "answer" && reply.citations).toEqual(CITED.map((c) => c.url));
  });
});

describe("OpenAI-compatible servers and failures", () => {
  it("asks an OpenAI-compatible server through Chat Completions without web search unless configured", async () => {
    const { reply, requests } = await ask(engine("openai-compatible"), "Graz");
    expect(requests.map((r) => r.path)).toEqual(["/chat/completions"]);
    expect(requests[0]!.body!.web_search_options).toBeUndefined();
    expect(requests[0]!.body!.messages).toEqual([{ role: "user", content: "Welche Zahnarztpraxis in der Nähe können Sie empfehlen?" }]);
    expect(reply).toMatchObject({ kind: "answer", model: "llama3.1", citations: [] });
    const searched = await ask(engine("openai-compatible", { webSearch: true }), "Graz");
    expect(searched.requests.at(-1)!.body!.web_search_options).toEqual({ user_location: { type: "approximate", approximate: { country: "AT", city: "Graz", region: "Steiermark", timezone: "Europe/Vienna" } } });
  });

  it("reports a search without AI Overview as its own result, not an error", async () => {
    s.script("serpapi", (r: StandInRequest) => serpApiReply(r, null, []));
    const { reply, requests } = await ask(engine("google-ai-overview"), "Leipzig");
    expect(requests).toHaveLength(1);
    expect(reply).toEqual({ kind: "no_ai_overview", model: "google-ai-overview" });
  });

  it("names why an engine failed: missing key, 401, 429 with Retry-After, unreadable reply", async () => {
    await expect(askEngine(engine("openai", { apiKey: "" }), "Frage", { location: null })).rejects.toMatchObject({ failure: "missing_key" });
    expect(s.requests).toHaveLength(0);
    s.script("anthropic", () => ({ status: 401, body: { type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } } }));
    await expect(askEngine(engine("anthropic"), "Frage", { location: null })).rejects.toMatchObject({ failure: "unauthorized", status: 401 });
    s.script("gemini", () => ({ status: 429, headers: { "retry-after": "42" }, body: { error: { code: 429, message: "Resource exhausted", status: "RESOURCE_EXHAUSTED" } } }));
    await expect(askEngine(engine("gemini"), "Frage", { location: null })).rejects.toMatchObject({ failure: "busy", retryAfterSeconds: 42 });
    s.script("serpapi", () => ({ status: 429, headers: { "retry-after": "7" }, body: { error: "Your account has run out of searches." } }));
    await expect(askEngine(engine("google-ai-mode"), "Frage", { location: null })).rejects.toMatchObject({ failure: "busy", retryAfterSeconds: 7 });
    s.script("openai", () => ({ body: "<html>Bad gateway</html>" }));
    await expect(askEngine(engine("openai"), "Frage", { location: null })).rejects.toMatchObject({ failure: "invalid_response" });
  });

  it("ends a call at the live test's shared deadline", async () => {
    s.script("perplexity", () => ({ ...chatReply(ANSWER, [], "sonar"), delayMs: 3000 }));
    await expect(askEngine(engine("perplexity"), "Frage", { location: null, signal: AbortSignal.timeout(300) })).rejects.toMatchObject({ failure: "timeout" });
  });
});
