/**
 * Stand-ins for the seven engine providers on one port of 127.0.0.1, each under its own
 * path prefix and speaking its provider's wire protocol (paths, request and reply JSON
 * as in the API references of 2025-2026), so that the real AI SDK providers and the
 * SerpApi fetch run against them unchanged:
 *
 *   OpenAI      POST /openai/v1/responses                       (Responses API, web_search tool)
 *   Gemini      POST /gemini/v1beta/models/{model}:generateContent (google_search, groundingMetadata)
 *   Anthropic   POST /anthropic/v1/messages                     (web_search server tool, citations)
 *   Perplexity  POST /perplexity/chat/completions               (Sonar, citations, search_results)
 *   compatible  POST /compatible/v1/chat/completions            (Chat Completions)
 *   SerpApi     GET  /serpapi/search.json                       (google, google_ai_overview, google_ai_mode)
 *
 * Used by lib/visibility/provider.test.ts, e2e/fake-engines.ts and the live-test benchmark.
 *   const s = await startProviderStandIns();
 *   s.script("openai", (req) => openaiReply("Antwort …", ["https://…"]));
 *   … baseUrl: s.baseUrls.openai …; s.requests.filter((r) => r.provider === "openai")
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

type StandInProvider = "openai" | "gemini" | "anthropic" | "perplexity" | "compatible" | "serpapi";

export interface StandInRequest {
  provider: StandInProvider;
  method: string;
  /** Path after the provider's prefix, with query ("/v1/responses", "/search.json?engine=google&…"). */
  path: string;
  headers: http.IncomingHttpHeaders;
  /** Parsed JSON body (POST) or undefined. */
  body: Record<string, unknown> | undefined;
  /** Query parameters (SerpApi). */
  query: URLSearchParams;
  receivedAt: number;
  respondedAt?: number;
}

export interface StandInReply {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
}

type Handler = (request: StandInRequest) => StandInReply;

const PREFIXES: Record<StandInProvider, string> = {
  openai: "/openai/v1",
  gemini: "/gemini/v1beta",
  anthropic: "/anthropic/v1",
  perplexity: "/perplexity",
  compatible: "/compatible/v1",
  serpapi: "/serpapi",
};

/** The endpoint each provider answers (any other path is a 404, as at the provider). */
const ENDPOINTS: Record<StandInProvider, RegExp> = {
  openai: /^\/responses$/,
  gemini: /^\/models\/[\w.-]+:generateContent$/,
  anthropic: /^\/messages$/,
  perplexity: /^\/chat\/completions$/,
  compatible: /^\/chat\/completions$/,
  serpapi: /^\/search\.json$/,
};

export interface ProviderStandIns {
  origin: string;
  /** The baseUrl of each provider for AI_ENGINES / EngineConfig. */
  baseUrls: Record<StandInProvider, string>;
  requests: StandInRequest[];
  script(provider: StandInProvider, handler: Handler): void;
  close(): Promise<void>;
}

/**
 * Starts the stand-ins; every provider answers 500 until scripted.
 * @param port 0 = a free port
 */
export async function startProviderStandIns(port = 0): Promise<ProviderStandIns> {
  const handlers = new Map<StandInProvider, Handler>();
  const requests: StandInRequest[] = [];
  const server = http.createServer((req, res) => {
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const provider = (Object.keys(PREFIXES) as StandInProvider[]).find((p) => url.pathname.startsWith(`${PREFIXES[p]}/`));
      const rest = provider ? url.pathname.slice(PREFIXES[provider].length) : url.pathname;
      let body: Record<string, unknown> | undefined;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>) : undefined;
      } catch {
        body = undefined;
      }
      const send = (reply: StandInReply) => {
        const payload = typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body);
        res.writeHead(reply.status ?? 200, { "content-type": "application/json", "content-length": Buffer.byteLength(payload), ...reply.headers });
        res.end(payload, () => {
          if (recorded) recorded.respondedAt = performance.now();
        });
      };
      if (!provider || !ENDPOINTS[provider].test(rest) || req.method !== (provider === "serpapi" ? "GET" : "POST")) {
        send({ status: 404, body: { error: { message: `Unknown endpoint ${req.method} ${url.pathname}` } } });
        return;
      }
      const recorded: StandInRequest = { provider, method: req.method ?? "", path: rest + url.search, headers: req.headers, body, query: url.searchParams, receivedAt };
      requests.push(recorded);
      const handler = handlers.get(provider);
      const reply = handler ? handler(recorded) : { status: 500, body: { error: { message: "stand-in: no reply scripted" } } };
      if (reply.delayMs) setTimeout(() => !res.destroyed && send(reply), reply.delayMs);
      else send(reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    baseUrls: Object.fromEntries(Object.entries(PREFIXES).map(([p, prefix]) => [p, origin + prefix])) as Record<StandInProvider, string>,
    requests,
    script: (provider, handler) => void handlers.set(provider, handler),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

interface Cited {
  url: string;
  title: string;
}

/**
 * OpenAI Responses API answering a structured-output request (`text.format` json_schema, as the AI SDK's
 * Output.object sends it): one message whose output_text is the JSON.
 */
export function openaiStructuredReply(json: string, delayMs?: number, model = "gpt-4o-mini-2024-07-18"): StandInReply {
  return {
    delayMs,
    body: {
      id: "resp_reader",
      object: "response",
      created_at: 1_764_000_000,
      status: "completed",
      model,
      output: [{ type: "message", id: "msg_reader", status: "completed", role: "assistant", content: [{ type: "output_text", text: json, annotations: [] }] }],
      incomplete_details: null,
      usage: { input_tokens: 420, output_tokens: 60, total_tokens: 480, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } },
    },
  };
}

/** OpenAI Responses API: a web_search_call with its sources, then the message with url_citation annotations. */
export function openaiReply(text: string, cited: Cited[], model = "gpt-5-mini-2025-08-07"): StandInReply {
  return {
    body: {
      id: "resp_standin",
      object: "response",
      created_at: 1_764_000_000,
      status: "completed",
      model,
      output: [
        { type: "web_search_call", id: "ws_standin", status: "completed", action: { type: "search", query: "standin", sources: cited.map((c) => ({ type: "url", url: c.url })) } },
        {
          type: "message",
          id: "msg_standin",
          status: "completed",
          role: "assistant",
          content: [{ type: "output_text", text, annotations: cited.map((c) => ({ type: "url_citation", start_index: 0, end_index: 1, url: c.url, title: c.title })) }],
        },
      ],
      incomplete_details: null,
      usage: { input_tokens: 20, output_tokens: 200, total_tokens: 220, input_tokens_details: { cached_tokens: 0 }, output_tokens_details: { reasoning_tokens: 0 } },
    },
  };
}

/** Gemini generateContent with Google Search grounding: redirect links titled with the site's domain. */
export function geminiReply(text: string, cited: Cited[], model = "gemini-2.5-flash"): StandInReply {
  return {
    body: {
      candidates: [
        {
          content: { role: "model", parts: [{ text }] },
          finishReason: "STOP",
          groundingMetadata: {
            webSearchQueries: ["standin"],
            groundingChunks: cited.map((c, i) => ({ web: { uri: `https://vertexaisearch.cloud.google.com/grounding-api-redirect/standin${i}`, title: new URL(c.url).hostname.replace(/^www\./, "") } })),
            groundingSupports: cited.map((_, i) => ({ segment: { startIndex: 0, endIndex: 10, text: text.slice(0, 10) }, groundingChunkIndices: [i] })),
          },
        },
      ],
      usageMetadata: { promptTokenCount: 20, candidatesTokenCount: 200, totalTokenCount: 220 },
      modelVersion: model,
      responseId: "standin",
    },
  };
}

/** Anthropic Messages with the web_search server tool: its results, then text blocks with citations. */
export function anthropicReply(text: string, cited: Cited[], model = "claude-sonnet-4-5-20250929"): StandInReply {
  return {
    body: {
      id: "msg_standin",
      type: "message",
      role: "assistant",
      model,
      content: [
        { type: "server_tool_use", id: "srvtoolu_standin", name: "web_search", input: { query: "standin" } },
        { type: "web_search_tool_result", tool_use_id: "srvtoolu_standin", content: cited.map((c) => ({ type: "web_search_result", url: c.url, title: c.title, encrypted_content: "x", page_age: null })) },
        { type: "text", text, citations: cited.map((c) => ({ type: "web_search_result_location", url: c.url, title: c.title, encrypted_index: "x", cited_text: "…" })) },
      ],
      stop_reason: "end_turn",
      stop_sequence: null,
      usage: { input_tokens: 20, output_tokens: 200, server_tool_use: { web_search_requests: 1 } },
    },
  };
}

/** Chat Completions (Perplexity Sonar adds `citations` and `search_results`). */
export function chatReply(text: string, cited: Cited[], model: string): StandInReply {
  return {
    body: {
      id: "chatcmpl-standin",
      object: "chat.completion",
      created: 1_764_000_000,
      model,
      choices: [{ index: 0, finish_reason: "stop", message: { role: "assistant", content: text } }],
      ...(cited.length ? { citations: cited.map((c) => c.url), search_results: cited.map((c) => ({ title: c.title, url: c.url, date: "2026-10-01" })) } : {}),
      usage: { prompt_tokens: 20, completion_tokens: 200, total_tokens: 220 },
    },
  };
}

/** A SerpApi text block (AI Overview / AI Mode). */
type SerpTextBlock = { type: "paragraph" | "heading"; snippet: string } | { type: "list"; snippet?: string; list: { title?: string; snippet: string }[] };

/**
 * SerpApi: `engine=google` answers only a page_token (Google loads the overview separately),
 * `engine=google_ai_overview` the overview, `engine=google_ai_mode` the AI Mode answer;
 * `blocks` null = Google showed no AI Overview for this search.
 */
export function serpApiReply(request: StandInRequest, blocks: SerpTextBlock[] | null, cited: Cited[]): StandInReply {
  const engine = request.query.get("engine");
  const references = cited.map((c, i) => ({ title: c.title, link: c.url, snippet: "…", source: new URL(c.url).hostname, index: i }));
  const metadata = { search_metadata: { id: "standin", status: "Success" }, search_parameters: Object.fromEntries(request.query) };
  if (engine === "google") return { body: { ...metadata, organic_results: [], ...(blocks ? { ai_overview: { page_token: "standin-token" } } : {}) } };
  if (engine === "google_ai_overview") return { body: { ...metadata, ai_overview: { text_blocks: blocks ?? [], references } } };
  if (engine === "google_ai_mode") return { body: { ...metadata, text_blocks: blocks ?? [], references } };
  return { status: 400, body: { error: `Unsupported engine ${engine}` } };
}
