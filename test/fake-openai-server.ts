/**
 * A small real HTTP server that speaks the OpenAI Chat Completions wire protocol
 * (`POST /v1/chat/completions`) on 127.0.0.1, for tests and the benchmark. The real
 * openai SDK talks to it over loopback, so the SDK's own parsing, error mapping and
 * timeouts are exercised.
 *
 * Each request is answered by the next queued reply, or else by the handler:
 *   const fake = await startFakeOpenAI();
 *   fake.handle(() => ({ kind: "answer", content: "1. **Praxis A** …" }));
 *   fake.enqueue({ kind: "error", status: 500 });   // only the next request
 *   … OPENAI_BASE_URL = fake.url …
 *   fake.requests[0].body.messages
 *   await fake.close();
 */
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";

interface RecordedRequest {
  method: string;
  /** Path including query, e.g. "/v1/chat/completions". */
  path: string;
  headers: IncomingHttpHeaders;
  rawBody: string;
  /** Parsed JSON body; undefined when the body was not JSON. */
  body: ChatRequestBody | undefined;
  /** 0-based arrival index since the last reset. */
  index: number;
  /** performance.now() when the request headers arrived. */
  receivedAt: number;
  /** performance.now() when the response was fully written (undefined while pending or when the client left). */
  respondedAt?: number;
  /** performance.now() when the delay (if any) ended and the reply began. */
  replyStartedAt?: number;
  /** performance.now() when the client closed the connection before the reply was complete. */
  abandonedAt?: number;
}

interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  [key: string]: unknown;
}

export interface UrlCitation {
  type: "url_citation";
  url_citation: { url: string; title?: string; start_index?: number; end_index?: number };
}

/** How to answer one request. `delayMs` waits before anything is sent (headers included). */
export type FakeReply =
  /** A normal chat.completion; `content` null or "" makes the reply unusable on purpose. */
  | { kind: "answer"; content: string | null; annotations?: UrlCitation[]; model?: string; delayMs?: number }
  /** An HTTP error with OpenAI's error JSON `{error:{message,type,code}}`. */
  | { kind: "error"; status: number; message?: string; type?: string; code?: string | null; delayMs?: number; retryAfter?: string }
  /** Any JSON body with status 200 (default), e.g. a completion without `choices`. */
  | { kind: "json"; body: unknown; status?: number; delayMs?: number }
  /** Any text body, e.g. non-JSON text declared as application/json. */
  | { kind: "raw"; body: string; contentType?: string; status?: number; delayMs?: number }
  /**
   * A normal answer whose headers and first half of the body are sent at once, the
   * rest only after `bodyDelayMs` (a provider or proxy that stalls mid-response).
   */
  | { kind: "slowBody"; content: string; bodyDelayMs: number; delayMs?: number };

type FakeHandler = (request: RecordedRequest) => FakeReply | Promise<FakeReply>;

export interface FakeOpenAI {
  /** Base URL for the SDK / OPENAI_BASE_URL: `http://127.0.0.1:PORT/v1`. */
  url: string;
  port: number;
  /** Every request received since the last reset, in arrival order. */
  requests: RecordedRequest[];
  /** Requests to POST /v1/chat/completions only. */
  chatRequests(): RecordedRequest[];
  /** Sets the handler for every request that finds the queue empty. */
  handle(handler: FakeHandler): void;
  /** Queues replies for the next requests, in order; they take precedence over the handler. */
  enqueue(...replies: FakeReply[]): void;
  /** Clears requests, queue and handler (the default handler answers 500 "no reply scripted"). */
  reset(): void;
  /** Stops the server; pending delayed replies are dropped and open connections closed. */
  close(): Promise<void>;
}

const NOT_SCRIPTED: FakeHandler = () => ({
  kind: "error",
  status: 500,
  message: "fake-openai-server: no reply scripted for this request",
  type: "server_error",
});

let completionCounter = 0;

/** The chat.completion object OpenAI returns, with our content. */
export function chatCompletion(content: string | null, options: { model?: string; annotations?: UrlCitation[] } = {}) {
  completionCounter += 1;
  return {
    id: `chatcmpl-fake${completionCounter}`,
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: options.model ?? "fake-model",
    choices: [
      {
        index: 0,
        message: {
          role: "assistant",
          content,
          refusal: null,
          ...(options.annotations ? { annotations: options.annotations } : {}),
        },
        logprobs: null,
        finish_reason: "stop",
      },
    ],
    usage: { prompt_tokens: 20, completion_tokens: content ? Math.ceil(content.length / 4) : 0, total_tokens: 20 + (content ? Math.ceil(content.length / 4) : 0) },
  };
}

const ERROR_TYPES: Record<number, { type: string; code: string | null }> = {
  400: { type: "invalid_request_error", code: null },
  401: { type: "invalid_request_error", code: "invalid_api_key" },
  403: { type: "invalid_request_error", code: "unsupported_country_region_territory" },
  404: { type: "invalid_request_error", code: "model_not_found" },
  429: { type: "requests", code: "rate_limit_exceeded" },
};

/** Starts the fake on 127.0.0.1, on `port` (default: a random free port). */
export async function startFakeOpenAI(listenPort = 0): Promise<FakeOpenAI> {
  let handler: FakeHandler = NOT_SCRIPTED;
  let queue: FakeReply[] = [];
  let requests: RecordedRequest[] = [];
  const timers = new Set<NodeJS.Timeout>();

  const server = http.createServer((req, res) => {
    const receivedAt = performance.now();
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const rawBody = Buffer.concat(chunks).toString("utf8");
      let body: ChatRequestBody | undefined;
      try {
        body = rawBody ? (JSON.parse(rawBody) as ChatRequestBody) : undefined;
      } catch {
        body = undefined;
      }
      const recorded: RecordedRequest = {
        method: req.method ?? "",
        path: req.url ?? "",
        headers: req.headers,
        rawBody,
        body,
        index: requests.length,
        receivedAt,
      };
      requests.push(recorded);
      res.on("close", () => {
        if (!res.writableFinished) recorded.abandonedAt = performance.now();
      });
      void respond(recorded, res);
    });
  });

  async function respond(recorded: RecordedRequest, res: http.ServerResponse): Promise<void> {
    let reply: FakeReply;
    if (recorded.method !== "POST" || recorded.path.split("?")[0] !== "/v1/chat/completions") {
      reply = { kind: "error", status: 404, message: `Unknown endpoint ${recorded.method} ${recorded.path}`, type: "invalid_request_error" };
    } else {
      try {
        reply = queue.shift() ?? (await handler(recorded));
      } catch (error) {
        reply = { kind: "error", status: 500, message: `fake-openai-server: handler threw: ${String(error)}`, type: "server_error" };
      }
    }

    const send = () => {
      recorded.replyStartedAt = performance.now();
      if (res.destroyed) return;
      let status = 200;
      let contentType = "application/json";
      let payload: string;
      const extraHeaders: Record<string, string> = {};
      switch (reply.kind) {
        case "answer":
          payload = JSON.stringify(chatCompletion(reply.content, { model: reply.model ?? recorded.body?.model, annotations: reply.annotations }));
          break;
        case "error": {
          status = reply.status;
          if (reply.retryAfter !== undefined) extraHeaders["Retry-After"] = reply.retryAfter;
          const defaults = ERROR_TYPES[reply.status] ?? { type: "server_error", code: null };
          payload = JSON.stringify({
            error: {
              message: reply.message ?? `Fake error ${reply.status}`,
              type: reply.type ?? defaults.type,
              param: null,
              code: reply.code === undefined ? defaults.code : reply.code,
            },
          });
          break;
        }
        case "json":
          status = reply.status ?? 200;
          payload = JSON.stringify(reply.body);
          break;
        case "raw":
          status = reply.status ?? 200;
          contentType = reply.contentType ?? "application/json";
          payload = reply.body;
          break;
        case "slowBody": {
          const full = JSON.stringify(chatCompletion(reply.content, { model: recorded.body?.model }));
          const cut = Math.floor(full.length / 2);
          res.writeHead(200, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(full) });
          res.write(full.slice(0, cut));
          later(reply.bodyDelayMs, () => {
            if (!res.destroyed) res.end(full.slice(cut), () => (recorded.respondedAt = performance.now()));
          });
          return;
        }
      }
      res.writeHead(status, {
        "Content-Type": contentType,
        "Content-Length": Buffer.byteLength(payload),
        "x-request-id": `req_fake${recorded.index}`,
        ...extraHeaders,
      });
      res.end(payload, () => {
        recorded.respondedAt = performance.now();
      });
    };

    /** Runs `fn` after `ms`, unless the server closes or the client leaves first. */
    function later(ms: number, fn: () => void) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        fn();
      }, ms);
      timers.add(timer);
      res.on("close", () => {
        if (!res.writableFinished) {
          clearTimeout(timer);
          timers.delete(timer);
        }
      });
    }

    const delay = reply.delayMs ?? 0;
    if (delay <= 0) send();
    else later(delay, send);
  }

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    port,
    get requests() {
      return requests;
    },
    chatRequests: () => requests.filter((r) => r.method === "POST" && r.path.split("?")[0] === "/v1/chat/completions"),
    handle(next) {
      handler = next;
    },
    enqueue(...replies) {
      queue.push(...replies);
    },
    reset() {
      handler = NOT_SCRIPTED;
      queue = [];
      requests = [];
    },
    close() {
      for (const t of timers) clearTimeout(t);
      timers.clear();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      });
    },
  };
}
