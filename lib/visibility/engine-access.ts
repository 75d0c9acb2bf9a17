/**
 * How an engine was asked, for its honest label ("ChatGPT (OpenAI-API, Websuche,
 * Standort Graz, AT)"); rendered at the edge from messages/de.json "Engines.access".
 * Client-safe: no server imports.
 */
import type { EngineProvider } from "@/lib/env";

export interface EngineAccess {
  provider: EngineProvider;
  /** The provider's own search tool was used (openai-compatible: web_search_options). */
  webSearch: boolean;
  /** An OpenAI-compatible server on this machine or in a private network ("lokal"). */
  local: boolean;
  /** The place the request was located at; absent when none was sent. */
  city?: string;
  country?: "DE" | "AT" | "CH";
}

/**
 * The access record of one engine.
 * @param engine the configured engine (provider, base URL actually asked, web search)
 * @param location the resolved "Standort"; its place is kept only when the request carries it, for Google through SerpApi
 *   the place SerpApi is given (`googlePlace`: a village's canton or state where Google would not know the village)
 */
export function engineAccess(
  engine: { provider: EngineProvider; baseUrl: string; webSearch: boolean },
  location: { city?: string; googlePlace?: string; country: "DE" | "AT" | "CH" } | null,
): EngineAccess {
  const google = engine.provider === "google-ai-overview" || engine.provider === "google-ai-mode";
  const located = location !== null && (engine.webSearch || google);
  const city = google ? location?.googlePlace : location?.city;
  return {
    provider: engine.provider,
    webSearch: engine.webSearch,
    local: engine.provider === "openai-compatible" && isLocalHost(engine.baseUrl),
    ...(located ? { ...(city ? { city } : {}), country: location.country } : {}),
  };
}

function isLocalHost(baseUrl: string): boolean {
  let host: string;
  try {
    host = new URL(baseUrl).hostname;
  } catch {
    return false;
  }
  return /^(localhost|127\.|10\.|192\.168\.|172\.(1[6-9]|2\d|3[01])\.|\[::1\]$)/.test(host) || host.endsWith(".local");
}
