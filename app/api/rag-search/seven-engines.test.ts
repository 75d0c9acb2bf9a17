/**
 * POST /api/rag-search with all seven providers configured in AI_ENGINES, each against
 * its stand-in on 127.0.0.1 (test/provider-stand-ins.ts): seven rows, each analysed
 * with its citations, every request located at the visitor's city; a Google search
 * without AI Overview is its own state; a failing engine leaves the others counting;
 * an old entry without provider still works.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { resetLimits } from "@/test/route-test-db";
import { anthropicReply, chatReply, geminiReply, openaiReply, serpApiReply, startProviderStandIns, type ProviderStandIns } from "@/test/provider-stand-ins";
import type { LiveTestResult } from "@/lib/visibility/live-test";

const db = await vi.hoisted(async () => (await import("@/test/route-test-db")).routeTestDb());
vi.mock("@/lib/db", () => ({ getDb: () => Promise.resolve(db) }));

const NAMED = `Empfehlenswerte Physiotherapie-Praxen:

1. **Physio Lend** – manuelle Therapie.
2. **Therapiezentrum Geidorf** – große Trainingsfläche.`;
const NOT_NAMED = `Gut bewertet sind:

1. **Therapiezentrum Geidorf** – große Trainingsfläche.
2. **Physiopraxis Murpark** – Termine auch abends.`;
const JAMEDA = { url: "https://www.docfinder.at/physiotherapeut/graz", title: "DocFinder" };
const OWN = { url: "https://www.physio-lend.at/", title: "Physio Lend" };
const RIVAL = { url: "https://www.therapiezentrum-geidorf.at/team", title: "Therapiezentrum Geidorf" };
const PRESS = { url: "https://www.kleinezeitung.at/steiermark/graz/physio", title: "Kleine Zeitung" };

let s: ProviderStandIns;
beforeAll(async () => {
  s = await startProviderStandIns();
});
afterAll(() => s.close());
beforeEach(() => {
  s.requests.length = 0;
  s.script("openai", () => openaiReply(NAMED, [OWN, JAMEDA]));
  s.script("gemini", () => geminiReply(NOT_NAMED, [RIVAL]));
  s.script("anthropic", () => anthropicReply(NAMED, [PRESS]));
  s.script("perplexity", () => chatReply(NOT_NAMED, [JAMEDA, RIVAL], "sonar"));
  s.script("compatible", () => chatReply(NAMED, [], "llama3.1"));
  s.script("serpapi", (r) =>
    r.query.get("engine") === "google_ai_mode"
      ? serpApiReply(r, [{ type: "heading", snippet: "Physiotherapie in Graz" }, { type: "list", list: [{ title: "Physio Lend", snippet: "manuelle Therapie" }] }], [OWN])
      : serpApiReply(r, [{ type: "paragraph", snippet: "Häufig empfohlen werden:" }, { type: "list", list: [{ title: "Therapiezentrum Geidorf", snippet: "groß" }, { title: "Physio Lend", snippet: "zentral" }] }], [JAMEDA, RIVAL]),
  );
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await resetLimits();
});

const seven = () => [
  { name: "ChatGPT", provider: "openai", apiKey: "k", baseUrl: s.baseUrls.openai },
  { name: "Gemini", provider: "gemini", apiKey: "k", baseUrl: s.baseUrls.gemini },
  { name: "Claude", provider: "anthropic", apiKey: "k", baseUrl: s.baseUrls.anthropic },
  { name: "Perplexity", provider: "perplexity", apiKey: "k", baseUrl: s.baseUrls.perplexity },
  { name: "Llama", provider: "openai-compatible", apiKey: "k", model: "llama3.1", baseUrl: s.baseUrls.compatible },
  { name: "Google KI-Übersicht", provider: "google-ai-overview", apiKey: "k", baseUrl: s.baseUrls.serpapi },
  { name: "Google KI-Modus", provider: "google-ai-mode", apiKey: "k", baseUrl: s.baseUrls.serpapi },
];

async function run(engines: unknown[], location: string): Promise<LiveTestResult> {
  for (const [key, value] of Object.entries({
    AI_ENGINES: JSON.stringify(engines),
    OPENAI_API_KEY: "",
    LIVE_TEST_SAMPLES: "2",
    LIVE_TEST_TIMEOUT_MS: "10000",
    LIVE_TEST_RATE_LIMIT_PER_HOUR: "0",
    DATABASE_URL: "",
  }))
    vi.stubEnv(key, value);
  vi.resetModules();
  const { POST } = await import("./route");
  const res = await POST(
    new Request("http://localhost/api/rag-search", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "203.0.113.9" },
      body: JSON.stringify({ query: "Physiotherapie", location, businessName: "Physio Lend", domain: "physio-lend.at" }),
    }),
  );
  expect(res.status).toBe(200);
  return (await res.json()) as LiveTestResult;
}

describe("live test with all seven providers", () => {
  it("shows seven rows, each analysed with its citations, every request located at Graz, AT", async () => {
    const result = await run(seven(), "Graz");
    expect(result.engines.map((e) => [e.name, e.samples, e.mentions, e.error])).toEqual([
      ["ChatGPT", 2, 2, null],
      ["Gemini", 2, 0, null],
      ["Claude", 2, 2, null],
      ["Perplexity", 2, 0, null],
      ["Llama", 2, 2, null],
      ["Google KI-Übersicht", 2, 2, null],
      ["Google KI-Modus", 2, 2, null],
    ]);
    expect(result.engines.map((e) => e.access)).toEqual([
      { provider: "openai", webSearch: true, local: false, city: "Graz", country: "AT" },
      { provider: "gemini", webSearch: true, local: false, city: "Graz", country: "AT" },
      { provider: "anthropic", webSearch: true, local: false, city: "Graz", country: "AT" },
      { provider: "perplexity", webSearch: true, local: false, city: "Graz", country: "AT" },
      { provider: "openai-compatible", webSearch: false, local: true },
      { provider: "google-ai-overview", webSearch: true, local: false, city: "Graz", country: "AT" },
      { provider: "google-ai-mode", webSearch: true, local: false, city: "Graz", country: "AT" },
    ]);
    // Each engine's answers carry its citations into the analysis.
    const sourcesOf = (engine: string) => [...new Set(result.samples.filter((x) => x.engine === engine).flatMap((x) => x.sources))];
    expect(sourcesOf("ChatGPT")).toEqual(expect.arrayContaining([OWN.url, JAMEDA.url]));
    expect(sourcesOf("Gemini")).toEqual(["https://therapiezentrum-geidorf.at/"]);
    expect(sourcesOf("Claude")).toEqual([PRESS.url]);
    expect(sourcesOf("Perplexity")).toEqual(expect.arrayContaining([JAMEDA.url, RIVAL.url]));
    expect(sourcesOf("Google KI-Übersicht")).toEqual([JAMEDA.url, RIVAL.url]);
    expect(result.samples.find((x) => x.engine === "Google KI-Übersicht")!.answer).toContain("- **Therapiezentrum Geidorf**: groß");
    // Every request carried the place: Graz, Steiermark, AT.
    const byProvider = (p: string) => s.requests.filter((r) => r.provider === p);
    const located = (r: { body?: Record<string, unknown> }) => (r.body!.tools as { user_location: Record<string, string> }[])[0]!.user_location;
    expect(byProvider("openai").map(located)).toEqual(Array(2).fill({ type: "approximate", city: "Graz", region: "Steiermark", country: "AT", timezone: "Europe/Vienna" }));
    expect(byProvider("anthropic").every((r) => JSON.stringify(r.body!.tools).includes('"country":"AT"'))).toBe(true);
    expect(byProvider("perplexity").every((r) => (r.body!.web_search_options as { user_location: { country: string } }).user_location.country === "AT")).toBe(true);
    expect(byProvider("gemini").every((r) => (r.body!.toolConfig as { retrievalConfig: { latLng: { latitude: number } } }).retrievalConfig.latLng.latitude > 47)).toBe(true);
    expect(byProvider("serpapi").filter((r) => r.query.get("engine") !== "google_ai_overview").every((r) => r.query.get("location") === "Graz,Styria,Austria" && r.query.get("gl") === "at")).toBe(true);
    // The "Quellen" block: own site, competitor, platform, press.
    expect(result.sourceGroups.own.map((x) => x.host)).toEqual(["physio-lend.at"]);
    expect(result.sourceGroups.competitors.map((x) => x.competitor)).toEqual(["Therapiezentrum Geidorf"]);
    expect(result.sourceGroups.platforms.map((x) => x.platform)).toEqual(["DocFinder"]);
    expect(result.sourceGroups.press.map((x) => x.host)).toEqual(["kleinezeitung.at"]);
  });

  it.each([
    ["Zürich", "CH", "Zurich,Zurich,Switzerland"],
    ["Leipzig", "DE", "Leipzig,Saxony,Germany"],
  ])("locates every request at %s (%s)", async (city, country, serp) => {
    const result = await run(seven(), city);
    expect(result.engines.filter((e) => e.access.country).map((e) => e.access.country)).toEqual(Array(6).fill(country));
    expect(s.requests.filter((r) => r.provider === "openai").every((r) => JSON.stringify(r.body!.tools).includes(`"country":"${country}"`))).toBe(true);
    expect(s.requests.filter((r) => r.provider === "serpapi" && r.query.get("engine") === "google").every((r) => r.query.get("location") === serp)).toBe(true);
  });

  it("leaves a search without AI Overview out of the rate (neither answer nor miss) and keeps counting a failing engine's neighbours", async () => {
    s.script("serpapi", (r) => serpApiReply(r, null, []));
    s.script("anthropic", () => ({ status: 429, headers: { "retry-after": "20" }, body: { type: "error", error: { type: "rate_limit_error", message: "slow down" } } }));
    const result = await run(seven().filter((e) => e.provider !== "google-ai-mode"), "Graz");
    const row = (name: string) => result.engines.find((e) => e.name === name)!;
    expect(row("Google KI-Übersicht")).toMatchObject({ samples: 0, noAiOverview: 2, error: null });
    expect(row("Claude")).toMatchObject({ samples: 0, error: "busy", retryAfterSeconds: 20 });
    expect(result.answersRequested).toBe(12);
    expect(result.answersReceived).toBe(8);
    expect(result.mentionedInAnswers).toBe(4);
  });

  it("still asks an old AI_ENGINES entry without provider, as an OpenAI-compatible server", async () => {
    const result = await run([{ name: "Alt", baseUrl: s.baseUrls.compatible, apiKey: "k", model: "llama3.1", webSearch: false }], "Leipzig");
    expect(result.engines).toMatchObject([{ name: "Alt", samples: 2, access: { provider: "openai-compatible", webSearch: false } }]);
    expect(s.requests.every((r) => r.provider === "compatible" && r.path === "/chat/completions")).toBe(true);
  });

  it("marks an engine without API key and asks the others", async () => {
    const engines = seven().slice(0, 2);
    engines[0]!.apiKey = "";
    const result = await run(engines, "Graz");
    expect(result.engines.map((e) => [e.name, e.error])).toEqual([
      ["ChatGPT", "missing_key"],
      ["Gemini", null],
    ]);
    expect(s.requests.some((r) => r.provider === "openai")).toBe(false);
  });
});
