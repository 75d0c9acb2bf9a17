import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import type { Readable } from "node:stream";
import zlib from "node:zlib";
import type { MessageParams } from "@/lib/api/errors";
import { getEnv } from "@/lib/env";
import { ipLiteralOf, isPublicAddress } from "./address-policy";

/**
 * The one SSRF-guarded fetcher: every server-side fetch of a URL a visitor gave goes
 * through `guardedFetch`. The host's addresses are checked inside the socket's DNS
 * lookup, so the address checked is the address connected to (no DNS-rebinding window),
 * and again for every redirect target; the byte limit applies after decompression, so a
 * gzip bomb stops too; one deadline covers connecting, redirects and the body.
 */

export const PRODUCT_USER_AGENT_NAME = "KI-Sichtbarkeit-Check";
const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;
const DEFAULT_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;

export type OutboundFailure =
  | "invalid_url"
  | "unsupported_scheme"
  | "blocked_address"
  | "dns"
  | "unreachable"
  | "tls"
  | "timeout"
  | "too_many_redirects"
  | "invalid_response"
  | "aborted";

/**
 * A fetch that did not produce an HTTP response. `code` names its text under
 * messages/de.json "ApiErrors" (e.g. "outbound.dns" with `{ host }`) and `params` its
 * arguments: the API answers it as an ApiError, results keep the code (a site file's
 * fetch error, a failed SEO scan), and the German is rendered where it is shown.
 * `message` is the code, for logs.
 */
export class OutboundError extends Error {
  readonly params: MessageParams;
  readonly url: string | undefined;

  constructor(
    readonly failure: OutboundFailure,
    readonly code: string,
    options: { params?: MessageParams; url?: string } = {},
  ) {
    super(code);
    this.name = "OutboundError";
    this.params = options.params ?? {};
    this.url = options.url;
  }
}

interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Resolves a host name to all its addresses (tests inject their own DNS). */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardedFetchOptions {
  /** Body bytes kept after decompression; the rest is dropped and `truncated` set. Default 5 MB. */
  maxBytes?: number;
  /** Deadline for the whole fetch, redirects and body included, in ms. Default 10 000. */
  timeoutMs?: number;
  /** Default 5; a 6th redirect fails with "too_many_redirects". */
  maxRedirects?: number;
  /** Accept header, default HTML first. */
  accept?: string;
  signal?: AbortSignal;
  /** Lifts the address check; default: the OUTBOUND_ALLOW_PRIVATE setting (off). */
  allowPrivate?: boolean;
  /** Replaces the address rule, for tests that must treat a local server as public. */
  addressPolicy?: (address: string) => boolean;
  resolve?: Resolver;
}

export interface RedirectHop {
  url: string;
  status: number;
}

export interface GuardedResponse {
  /** The URL that answered, after redirects. */
  url: string;
  status: number;
  headers: Headers;
  body: Buffer;
  /** True when the body was longer than `maxBytes` and was cut. */
  truncated: boolean;
  /** Each redirect followed, in order: the URL that redirected and its status. */
  redirects: RedirectHop[];
  /** Time from the first request to the last body byte, in ms. */
  elapsedMs: number;
}

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

async function systemResolve(hostname: string): Promise<ResolvedAddress[]> {
  const found = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return found.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
}

/** The User-Agent header of every outbound request: names the product and a contact page. */
function productUserAgent(): string {
  return `Mozilla/5.0 (compatible; ${PRODUCT_USER_AGENT_NAME}/1.0; +${getEnv().SITE_URL}/tool/checker)`;
}

/**
 * Parses a visitor-given URL and applies the scheme and IP-literal rules.
 * @throws OutboundError invalid_url, unsupported_scheme, blocked_address
 */
function assertFetchableUrl(input: string | URL, isAllowed: (address: string) => boolean): URL {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    throw new OutboundError("invalid_url", "outbound.invalidUrl");
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new OutboundError("unsupported_scheme", "outbound.unsupportedScheme", { url: url.href });
  }
  if (url.username || url.password) {
    throw new OutboundError("invalid_url", "outbound.credentials", { url: url.href });
  }
  const literal = ipLiteralOf(url.hostname);
  if (literal !== null && !isAllowed(literal)) throw blockedError(url);
  return url;
}

function blockedError(url: URL): OutboundError {
  return new OutboundError("blocked_address", "outbound.blocked", { params: { host: url.hostname }, url: url.href });
}

function guardedLookup(url: URL, resolve: Resolver, isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname)
      .then((all) => {
        const wanted = options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        if (wanted.length === 0) throw Object.assign(new Error(`no address for ${hostname}`), { code: "ENOTFOUND" });
        // One private address is enough to refuse: the connection may pick any of them.
        if (all.some((a) => !isAllowed(a.address))) throw blockedError(url);
        if (options.all) callback(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      })
      .catch((error: NodeJS.ErrnoException) => callback(error, "", 0));
  };
}

function failureOf(error: unknown, url: URL, timeoutMs: number): OutboundError {
  if (error instanceof OutboundError) return error;
  const code = (error as NodeJS.ErrnoException)?.code ?? "";
  const at = { params: { host: url.hostname }, url: url.href };
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "EAI_NODATA" || code === "EAI_NONAME") {
    return new OutboundError("dns", "outbound.dns", at);
  }
  if (/CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_TLS/i.test(code)) {
    return new OutboundError("tls", "outbound.tls", at);
  }
  if (code.startsWith("HPE_") || code === "Z_DATA_ERROR" || code === "ERR_PADDING_1" || code.startsWith("ERR_BROTLI")) {
    return new OutboundError("invalid_response", "outbound.invalidResponse", at);
  }
  if (code === "ETIMEDOUT") return timeoutError(url, timeoutMs);
  return new OutboundError("unreachable", "outbound.unreachable", at);
}

function timeoutError(url: URL, timeoutMs: number): OutboundError {
  const seconds = Math.round(timeoutMs / 100) / 10;
  // as text: "7,5" in German, without the grouping a number argument would get
  return new OutboundError("timeout", "outbound.timeout", { params: { host: url.hostname, seconds: String(seconds).replace(".", ",") }, url: url.href });
}

function decompressed(response: http.IncomingMessage): Readable {
  const encoding = String(response.headers["content-encoding"] ?? "").trim().toLowerCase();
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

function toHeaders(raw: http.IncomingHttpHeaders): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return headers;
}

interface OneResponse {
  status: number;
  headers: Headers;
  body: Buffer;
  truncated: boolean;
}

function requestOnce(
  url: URL,
  settings: { lookup: LookupFunction; accept: string; maxBytes: number; signal: AbortSignal; readBody: (status: number, headers: Headers) => boolean },
): Promise<OneResponse> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === "https:" ? https : http;
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      settings.signal.removeEventListener("abort", onAbort);
      fn();
    };
    const request = transport.request(
      url,
      {
        method: "GET",
        agent: false,
        lookup: settings.lookup,
        headers: {
          "User-Agent": productUserAgent(),
          Accept: settings.accept,
          "Accept-Language": "de-DE,de;q=0.9,en;q=0.5",
          "Accept-Encoding": "gzip, deflate, br",
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const headers = toHeaders(response.headers);
        if (!settings.readBody(status, headers)) {
          response.destroy();
          finish(() => resolve({ status, headers, body: Buffer.alloc(0), truncated: false }));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        const body = decompressed(response);
        body.on("data", (chunk: Buffer) => {
          if (settled) return;
          const room = settings.maxBytes - size;
          if (chunk.length >= room) {
            chunks.push(chunk.subarray(0, room));
            size += room;
            response.destroy();
            body.destroy();
            finish(() => resolve({ status, headers, body: Buffer.concat(chunks, size), truncated: true }));
            return;
          }
          chunks.push(chunk);
          size += chunk.length;
        });
        body.on("end", () => finish(() => resolve({ status, headers, body: Buffer.concat(chunks, size), truncated: false })));
        body.on("error", (error) => finish(() => reject(error)));
        response.on("error", (error) => finish(() => reject(error)));
      },
    );
    const onAbort = () => {
      request.destroy();
      finish(() => reject(settings.signal.reason));
    };
    settings.signal.addEventListener("abort", onAbort, { once: true });
    request.on("error", (error) => finish(() => reject(error)));
    request.end();
  });
}

/**
 * Checks a visitor-given target with the same rules guardedFetch applies, without
 * fetching: scheme, credentials, IP literals, and every address its host name resolves
 * to. For work that fetches later (a queued SEO scan), so a refused target is answered
 * at once and never queued or stored. A host name that does not resolve passes (the
 * later fetch reports it); guardedFetch checks every connection again anyway.
 * @param input absolute http(s) URL
 * @throws OutboundError invalid_url, unsupported_scheme or blocked_address
 */
export async function assertPublicTarget(input: string | URL, options: Pick<GuardedFetchOptions, "allowPrivate" | "addressPolicy" | "resolve"> = {}): Promise<void> {
  const allowPrivate = options.allowPrivate ?? getEnv().OUTBOUND_ALLOW_PRIVATE;
  const isAllowed = options.addressPolicy ?? (allowPrivate ? () => true : isPublicAddress);
  const url = assertFetchableUrl(input, isAllowed);
  if (ipLiteralOf(url.hostname) !== null) return;
  let addresses: ResolvedAddress[];
  try {
    addresses = await (options.resolve ?? systemResolve)(url.hostname);
  } catch {
    return;
  }
  if (addresses.some((a) => !isAllowed(a.address))) throw blockedError(url);
}

/**
 * GETs a visitor-given URL under the SSRF guards, following up to 5 redirects.
 * HTTP error statuses (404, 500, …) are answers, not errors: check `status`.
 *
 * @param input absolute http(s) URL
 * @returns the final answer with its body (bytes, decompressed, cut at `maxBytes`)
 * @throws OutboundError (a code under "ApiErrors"): invalid_url, unsupported_scheme,
 *   blocked_address (before any connection), dns, unreachable, tls, timeout,
 *   too_many_redirects, invalid_response, aborted (the caller's signal)
 */
export async function guardedFetch(input: string | URL, options: GuardedFetchOptions = {}): Promise<GuardedResponse> {
  const allowPrivate = options.allowPrivate ?? getEnv().OUTBOUND_ALLOW_PRIVATE;
  const isAllowed = options.addressPolicy ?? (allowPrivate ? () => true : isPublicAddress);
  const resolve = options.resolve ?? systemResolve;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const accept = options.accept ?? "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5";

  const deadline = new AbortController();
  // the time limit's reason, replaced by the timeout error of the URL being fetched then
  const deadlineReached = new Error("deadline reached");
  const timer = setTimeout(() => deadline.abort(deadlineReached), timeoutMs);
  const onCallerAbort = () => deadline.abort(new OutboundError("aborted", "outbound.aborted"));
  if (options.signal?.aborted) onCallerAbort();
  options.signal?.addEventListener("abort", onCallerAbort, { once: true });

  const started = performance.now();
  const redirects: RedirectHop[] = [];
  let url = assertFetchableUrl(input, isAllowed);
  try {
    for (;;) {
      let answer: OneResponse;
      try {
        answer = await requestOnce(url, {
          lookup: guardedLookup(url, resolve, isAllowed),
          accept,
          maxBytes: options.maxBytes ?? DEFAULT_MAX_BYTES,
          signal: deadline.signal,
          readBody: (status, headers) => !(REDIRECT_STATUSES.has(status) && headers.has("location")),
        });
      } catch (error) {
        if (error === deadlineReached) throw timeoutError(url, timeoutMs);
        throw failureOf(error, url, timeoutMs);
      }
      const location = answer.headers.get("location");
      if (!REDIRECT_STATUSES.has(answer.status) || !location) {
        return { url: url.href, ...answer, redirects, elapsedMs: Math.round(performance.now() - started) };
      }
      redirects.push({ url: url.href, status: answer.status });
      if (redirects.length > maxRedirects) {
        throw new OutboundError("too_many_redirects", "outbound.tooManyRedirects", { params: { max: String(maxRedirects) }, url: url.href });
      }
      let next: URL;
      try {
        next = new URL(location, url);
      } catch {
        throw new OutboundError("invalid_response", "outbound.invalidRedirect", { params: { host: url.hostname }, url: url.href });
      }
      url = assertFetchableUrl(next, isAllowed);
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener("abort", onCallerAbort);
  }
}

/**
 * Decodes a text body with the charset the server declared (Content-Type), else a
 * byte-order mark, else a `<meta charset>` in the first 1024 bytes (HTML standard,
 * "prescan"), else UTF-8. Unknown labels fall back to UTF-8.
 */
export function decodeText(body: Buffer, contentType: string | null): string {
  const declared = /charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? "")?.[1];
  let label = declared;
  if (!label) {
    if (body[0] === 0xef && body[1] === 0xbb && body[2] === 0xbf) label = "utf-8";
    else if (body[0] === 0xff && body[1] === 0xfe) label = "utf-16le";
    else if (body[0] === 0xfe && body[1] === 0xff) label = "utf-16be";
  }
  if (!label && /html/i.test(contentType ?? "html")) {
    const head = body.subarray(0, 1024).toString("latin1");
    label = /<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i.exec(head)?.[1];
  }
  try {
    return new TextDecoder(label ?? "utf-8").decode(body);
  } catch {
    return new TextDecoder("utf-8").decode(body);
  }
}
