import "server-only";
import OpenAI from "openai";
import { getEnv, type Env } from "@/lib/env";
import { citationsFromCompletion } from "./engine-citations";
import type { ProviderFailure } from "./protocol";

/** What one chat answer brought back. */
export interface AssistantAnswer {
  text: string;
  /** Model that answered, as the server reports it. */
  model: string;
  /** URLs the provider cites as sources (OpenAI url_citation annotations, Perplexity citations). */
  citations: string[];
}

/** A provider call that did not yield a usable answer. */
export class ProviderError extends Error {
  constructor(
    readonly failure: ProviderFailure,
    message: string,
    readonly status?: number,
    /** For "busy": seconds the provider asked to wait (Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = "ProviderError";
  }
}

interface ProviderInfo {
  /** What visitors see (engineDisplayLabel): never a host or port of the server asked. */
  name: string;
  model: string;
}

/**
 * The engine's name as visitors read it: "ChatGPT (OpenAI)" for OpenAI's API (no
 * OPENAI_BASE_URL, or one on api.openai.com), "KI-Assistent" for any other
 * OpenAI-compatible server, whose address is the operator's business, not the visitor's.
 */
function engineDisplayLabel(env: Pick<Env, "OPENAI_BASE_URL">): string {
  const host = env.OPENAI_BASE_URL ? new URL(env.OPENAI_BASE_URL).hostname : "api.openai.com";
  return host === "api.openai.com" ? "ChatGPT (OpenAI)" : "KI-Assistent";
}

/**
 * The OPENAI_* engine's display name and model; null when no API key is configured
 * (without AI_ENGINES the live test then reports "not configured").
 */
function getProviderInfo(): ProviderInfo | null {
  const env = getEnv();
  if (!env.OPENAI_API_KEY) return null;
  return { name: engineDisplayLabel(env), model: env.OPENAI_MODEL };
}

/** One configured assistant (AI_ENGINES entry, or the OPENAI_* default). */
export interface EngineConfig {
  /** Display name shown to visitors. */
  name: string;
  /** undefined = api.openai.com */
  baseUrl?: string;
  apiKey: string;
  model: string;
  webSearch: boolean;
}

/**
 * Every configured engine: AI_ENGINES when set, else one engine from OPENAI_* (named
 * as {@link getProviderInfo} names it); [] when neither is configured.
 */
export function getEngines(): EngineConfig[] {
  const env = getEnv();
  if (env.AI_ENGINES) return env.AI_ENGINES;
  const single = getProviderInfo();
  if (!single || !env.OPENAI_API_KEY) return [];
  return [{ name: single.name, baseUrl: env.OPENAI_BASE_URL, apiKey: env.OPENAI_API_KEY, model: env.OPENAI_MODEL, webSearch: env.OPENAI_WEB_SEARCH }];
}

const clients = new Map<string, OpenAI>();
function getClient(engine: EngineConfig): OpenAI {
  const key = `${engine.name}\u0000${engine.baseUrl ?? ""}`;
  let client = clients.get(key);
  if (!client) {
    client = new OpenAI({
      apiKey: engine.apiKey,
      baseURL: engine.baseUrl,
      timeout: getEnv().LIVE_TEST_TIMEOUT_MS,
      // A retry would double the wait; the test samples several answers anyway.
      maxRetries: 0,
    });
    clients.set(key, client);
  }
  return client;
}

/**
 * Asks one engine one question as plain text through the Chat Completions API, the
 * way a person types it into a chat assistant (no system prompt).
 * @param question German question
 * @param signal aborts the request; when it aborts with a TimeoutError (the live test's
 *   one deadline, AbortSignal.timeout) the failure is "timeout", else "aborted"
 * @returns the answer text, model and cited URLs (unknown citation shapes: none)
 * @throws ProviderError on an error status ("busy" for 429 and 503), a timeout
 *   (LIVE_TEST_TIMEOUT_MS, default 60 000 ms), a network failure, or a reply without
 *   answer text
 */
export async function askEngine(engine: EngineConfig, question: string, signal?: AbortSignal): Promise<AssistantAnswer> {
  const env = getEnv();
  // The SDK's `timeout` ends when the response headers arrive; a server that sends
  // headers and then stalls in the body would hold the live test open indefinitely.
  // This deadline covers the whole call, body included.
  const deadline = AbortSignal.timeout(env.LIVE_TEST_TIMEOUT_MS);
  let completion: OpenAI.Chat.Completions.ChatCompletion;
  try {
    completion = await getClient(engine).chat.completions.create(
      {
        model: engine.model,
        messages: [{ role: "user", content: question }],
        ...(engine.webSearch ? { web_search_options: { user_location: { type: "approximate" as const, approximate: { country: "DE" } } } } : {}),
      },
      { signal: signal ? AbortSignal.any([signal, deadline]) : deadline },
    );
  } catch (error) {
    if (signal?.aborted && !isTimeout(signal.reason)) throw new ProviderError("aborted", "Die Anfrage wurde abgebrochen.");
    if (deadline.aborted || signal?.aborted) throw new ProviderError("timeout", "Der KI-Anbieter hat nicht rechtzeitig geantwortet.");
    throw toProviderError(error);
  }
  const choice = Array.isArray(completion?.choices) ? completion.choices[0] : undefined;
  const text = choice?.message?.content;
  if (typeof text !== "string" || !text.trim()) {
    throw new ProviderError("invalid_response", "Die Antwort des KI-Anbieters enthielt keinen Text.");
  }
  return {
    text: text.trim(),
    model: typeof completion.model === "string" && completion.model ? completion.model : engine.model,
    citations: citationsFromCompletion(completion),
  };
}

function toProviderError(error: unknown): ProviderError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new ProviderError("timeout", "Der KI-Anbieter hat nicht rechtzeitig geantwortet.");
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new ProviderError("network", "Der KI-Anbieter ist nicht erreichbar.");
  }
  if (error instanceof OpenAI.APIError && (error.status === 429 || error.status === 503)) {
    return new ProviderError("busy", `Der KI-Anbieter ist ausgelastet (${error.status}).`, error.status, retryAfterSeconds(error.headers));
  }
  if (error instanceof OpenAI.APIError) {
    return new ProviderError("http_error", `Der KI-Anbieter meldete einen Fehler (${error.status ?? "?"}).`, error.status);
  }
  // The SDK throws SyntaxError-like errors for bodies that are not JSON.
  return new ProviderError("invalid_response", "Die Antwort des KI-Anbieters war unlesbar.");
}

function isTimeout(reason: unknown): boolean {
  return reason instanceof DOMException && reason.name === "TimeoutError";
}

/**
 * Seconds to wait from a response's `retry-after-ms` (OpenAI) or `Retry-After`
 * (RFC 9110 §10.2.3: seconds or an HTTP date) header; undefined when absent or unreadable.
 */
function retryAfterSeconds(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get("retry-after-ms"));
  if (Number.isFinite(ms) && ms > 0) return Math.ceil(ms / 1000);
  const value = headers?.get("retry-after")?.trim();
  if (!value) return undefined;
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

