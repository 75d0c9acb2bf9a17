import "server-only";
import { APICallError, generateText, type LanguageModel } from "ai";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { createPerplexity } from "@ai-sdk/perplexity";
import { getEnv, type Env, type EngineProvider } from "@/lib/env";
import { citationsFromCompletion } from "./engine-citations";
import type { SearchLocation } from "./location";
import { ProviderError, retryAfterSeconds } from "./provider-error";
import { askGoogleAi } from "./serpapi";

/** What one engine brought back: an answer, or a Google search that showed no AI answer. */
export type EngineReply =
  | {
      kind: "answer";
      text: string;
      /** Model that answered, as the server reports it. */
      model: string;
      /** http(s) URLs the engine cites as sources, in order, deduplicated. */
      citations: string[];
    }
  /** Google showed no AI Overview (or no AI Mode answer) for this search: not an error, not a miss. */
  | { kind: "no_ai_overview"; model: string };

/** One configured assistant (AI_ENGINES entry, or the OPENAI_* default). */
export interface EngineConfig {
  /** Display name shown to visitors (never a host). */
  name: string;
  provider: EngineProvider;
  /** "" = not configured: the engine's row says so. */
  apiKey: string;
  model: string;
  /** undefined = the provider's own address ({@link DEFAULT_BASE_URLS}). */
  baseUrl?: string;
  /** Whether the provider's own search tool is used (openai-compatible: web_search_options). */
  webSearch: boolean;
}

/**
 * Every provider's address, passed explicitly: without a baseURL some AI SDK providers
 * read another environment variable (createOpenAI reads OPENAI_BASE_URL, which this
 * project uses for its default engine).
 */
const DEFAULT_BASE_URLS: Record<Exclude<EngineProvider, "openai-compatible">, string> = {
  openai: "https://api.openai.com/v1",
  gemini: "https://generativelanguage.googleapis.com/v1beta",
  anthropic: "https://api.anthropic.com/v1",
  perplexity: "https://api.perplexity.ai",
  "google-ai-overview": "https://serpapi.com",
  "google-ai-mode": "https://serpapi.com",
};

/**
 * Every configured engine: AI_ENGINES when set, else one engine from OPENAI_* ("ChatGPT"
 * through OpenAI's Responses API when OPENAI_BASE_URL is unset or on api.openai.com,
 * else "KI-Assistent" through Chat Completions); [] when neither is configured.
 */
export function getEngines(): EngineConfig[] {
  const env = getEnv();
  if (env.AI_ENGINES) return env.AI_ENGINES;
  if (!env.OPENAI_API_KEY) return [];
  return [singleEngine(env)];
}

function singleEngine(env: Env): EngineConfig {
  const official = !env.OPENAI_BASE_URL || new URL(env.OPENAI_BASE_URL).hostname === "api.openai.com";
  return {
    name: official ? "ChatGPT" : "KI-Assistent",
    provider: official ? "openai" : "openai-compatible",
    apiKey: env.OPENAI_API_KEY ?? "",
    model: env.OPENAI_MODEL,
    baseUrl: env.OPENAI_BASE_URL,
    webSearch: env.OPENAI_WEB_SEARCH,
  };
}

/** The base URL an engine is asked at. */
export function engineBaseUrl(engine: Pick<EngineConfig, "provider" | "baseUrl">): string {
  return (engine.baseUrl ?? (engine.provider === "openai-compatible" ? "" : DEFAULT_BASE_URLS[engine.provider])).replace(/\/+$/, "");
}

/** The providers with an AI SDK language model; Google's AI Overview and AI Mode are read through SerpApi. */
type ModelProvider = Exclude<EngineProvider, "google-ai-overview" | "google-ai-mode">;

/** What a language model is made from: an engine (AI_ENGINES) or the answer reader (ANSWER_READER). */
export interface ModelConfig {
  provider: ModelProvider;
  model: string;
  apiKey: string;
  /** undefined = the provider's own address ({@link DEFAULT_BASE_URLS}). */
  baseUrl?: string;
}

const models = new Map<string, LanguageModel>();

/**
 * The one place that creates AI SDK language models per provider name, for the engines (askEngine)
 * and the answer reader (reader/answer-reader.ts): each provider's official package, always with an
 * explicit base URL (without one some providers read another environment variable), one model per
 * configuration and process (the SDK clients keep no state per call). OpenAI goes through the
 * Responses API (web search, structured outputs via `text.format`); an OpenAI-compatible server is
 * asked through Chat Completions with `response_format: json_schema` when structured output is wanted.
 * @param c provider name, model, API key and optional base URL
 * @returns the AI SDK LanguageModel
 */
export function createLanguageModel(c: ModelConfig): LanguageModel {
  const key = JSON.stringify([c.provider, c.baseUrl, c.model, c.apiKey]);
  let model = models.get(key);
  if (model) return model;
  const settings = { baseURL: engineBaseUrl(c), apiKey: c.apiKey };
  switch (c.provider) {
    case "openai":
      model = createOpenAI(settings).responses(c.model);
      break;
    case "gemini":
      model = createGoogleGenerativeAI(settings)(c.model);
      break;
    case "anthropic":
      model = createAnthropic(settings)(c.model);
      break;
    case "perplexity":
      model = createPerplexity(settings)(c.model);
      break;
    default:
      model = createOpenAICompatible({ ...settings, name: "compatible", supportsStructuredOutputs: true }).chatModel(c.model);
  }
  models.set(key, model);
  return model;
}

/** The provider's own search tool and its location parameters (each provider's API reference). */
function searchSetup(engine: EngineConfig, location: SearchLocation | null): Pick<Parameters<typeof generateText>[0], "tools" | "providerOptions"> {
  if (!engine.webSearch) return {};
  const approximate = location
    ? { type: "approximate" as const, country: location.country, city: location.city, region: location.region, timezone: location.timezone }
    : undefined;
  switch (engine.provider) {
    case "openai":
      return { tools: { web_search: createOpenAI({ apiKey: "-" }).tools.webSearch({ userLocation: approximate }) } };
    case "gemini": {
      const google = createGoogleGenerativeAI({ apiKey: "-" });
      const hasPoint = location?.latitude !== undefined && location.longitude !== undefined;
      return {
        tools: { google_search: google.tools.googleSearch({}), ...(hasPoint ? { google_maps: google.tools.googleMaps({}) } : {}) },
        ...(hasPoint ? { providerOptions: { google: { retrievalConfig: { latLng: { latitude: location.latitude!, longitude: location.longitude! } } } } } : {}),
      };
    }
    case "anthropic":
      return { tools: { web_search: createAnthropic({ apiKey: "-" }).tools.webSearch_20250305({ maxUses: 5, userLocation: approximate }) } };
    case "perplexity": {
      const userLocation = location && { country: location.country, city: location.city, region: location.region, latitude: location.latitude, longitude: location.longitude };
      return userLocation ? { providerOptions: { perplexity: { web_search_options: { user_location: userLocation } } } } : {};
    }
    default: {
      // OpenAI's Chat Completions search parameter, which Perplexity's and other compatible servers accept too.
      const userLocation = approximate && { type: "approximate", approximate: { country: approximate.country, city: approximate.city, region: approximate.region, timezone: approximate.timezone } };
      return { providerOptions: { compatible: { web_search_options: userLocation ? { user_location: userLocation } : {} } } };
    }
  }
}

/**
 * Asks one engine one German question the way a person asks its app: one AI SDK
 * `generateText` call with the provider's own search tool, located at the visitor's
 * place (OpenAI Responses `web_search` with `user_location`; Gemini `google_search`, and
 * Google Maps grounding with the place's coordinates; Anthropic `web_search` server
 * tool with `user_location`; Perplexity Sonar `web_search_options.user_location`;
 * OpenAI-compatible Chat Completions, with `web_search_options` when webSearch is set),
 * or Google's AI Overview / AI Mode through SerpApi (lib/visibility/serpapi.ts).
 * No system prompt, no retries (the test samples several answers anyway).
 * @param location the resolved "Standort"; null = no location sent
 * @param signal the caller's (the live test's shared deadline); a TimeoutError reason
 *   counts as "timeout", any other abort as "aborted"
 * @returns the answer text, model and cited URLs, or "no_ai_overview"
 * @throws ProviderError: missing_key (no API key), unauthorized (401/403), busy (429/503,
 *   with Retry-After in seconds), http_error, timeout (LIVE_TEST_TIMEOUT_MS per call,
 *   default 60 000 ms), network, invalid_response (no text, unreadable body), aborted
 */
export async function askEngine(engine: EngineConfig, question: string, options: { location: SearchLocation | null; signal?: AbortSignal }): Promise<EngineReply> {
  if (!engine.apiKey) throw new ProviderError("missing_key", "Für diesen KI-Anbieter ist kein API-Schlüssel hinterlegt.");
  // The per-call deadline covers the whole call, body included.
  const deadline = AbortSignal.timeout(getEnv().LIVE_TEST_TIMEOUT_MS);
  const signal = options.signal ? AbortSignal.any([options.signal, deadline]) : deadline;
  try {
    if (engine.provider === "google-ai-overview" || engine.provider === "google-ai-mode") {
      return await askGoogleAi(engine.provider === "google-ai-mode" ? "mode" : "overview", { baseUrl: engineBaseUrl(engine), apiKey: engine.apiKey }, question, options.location, signal);
    }
    const rawCitations = engine.provider === "openai-compatible" || engine.provider === "perplexity";
    const result = await generateText({
      model: createLanguageModel({ ...engine, provider: engine.provider as ModelProvider }),
      prompt: question,
      maxRetries: 0,
      abortSignal: signal,
      // The raw reply only where citations live outside the SDK's sources.
      include: { responseBody: rawCitations },
      ...searchSetup(engine, options.location),
    });
    const text = result.text.trim();
    if (!text) throw new ProviderError("invalid_response", "Die Antwort des KI-Anbieters enthielt keinen Text.");
    return { kind: "answer", text, model: result.response.modelId || engine.model, citations: citationsOf(engine, result.sources, result.response.body) };
  } catch (error) {
    if (options.signal?.aborted && !isTimeout(options.signal.reason)) throw new ProviderError("aborted", "Die Anfrage wurde abgebrochen.");
    if (signal.aborted) throw new ProviderError("timeout", "Der KI-Anbieter hat nicht rechtzeitig geantwortet.");
    throw toProviderError(error);
  }
}

/** Google's grounding links redirect through this host; their title is the cited site's domain. */
const GROUNDING_REDIRECT = /^https:\/\/vertexaisearch\.cloud\.google\.com\/grounding-api-redirect\//;

/**
 * The cited URLs: the AI SDK's normalised `sources`, plus what it leaves out of the raw
 * reply (Chat Completions `url_citation` annotations, Perplexity `search_results`).
 * Gemini's grounding links are redirects whose title is the site's domain: they become
 * that domain's address, so that the analysis and the "Quellen" block see the site.
 */
function citationsOf(engine: EngineConfig, sources: readonly { sourceType: string; url?: string; title?: string }[], body: unknown): string[] {
  const urls: string[] = [];
  const add = (url: string | undefined) => {
    if (url && /^https?:\/\/\S+$/i.test(url) && !urls.includes(url)) urls.push(url);
  };
  for (const s of sources) {
    if (s.sourceType !== "url") continue;
    if (s.url && GROUNDING_REDIRECT.test(s.url) && s.title && /^[a-z0-9.-]+\.[a-z]{2,}$/i.test(s.title)) add(`https://${s.title.toLowerCase()}/`);
    else add(s.url);
  }
  for (const url of citationsFromCompletion(body)) add(url);
  return urls;
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (APICallError.isInstance(error)) {
    const status = error.statusCode;
    if (status === undefined) return new ProviderError("network", "Der KI-Anbieter ist nicht erreichbar.");
    // A 2xx whose body the SDK could not read ("Invalid JSON response").
    if (status >= 200 && status < 300) return new ProviderError("invalid_response", "Die Antwort des KI-Anbieters war unlesbar.");
    if (status === 401 || status === 403) return new ProviderError("unauthorized", `Der KI-Anbieter hat den API-Schlüssel abgelehnt (${status}).`, status);
    if (status === 429 || status === 503) return new ProviderError("busy", `Der KI-Anbieter ist ausgelastet (${status}).`, status, retryAfterSeconds(error.responseHeaders));
    return new ProviderError("http_error", `Der KI-Anbieter meldete einen Fehler (${status}).`, status);
  }
  // JSON that does not parse or does not match the provider's schema.
  return new ProviderError("invalid_response", "Die Antwort des KI-Anbieters war unlesbar.");
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "TimeoutError";
}
