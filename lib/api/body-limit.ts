import { NextRequest } from "next/server";
import { ApiError } from "./errors";

/** The body limit of a JSON API route, in bytes, unless the route names its own. */
export const JSON_BODY_LIMIT_BYTES = 64 * 1024;

function tooLarge(maxBytes: number): ApiError {
  return new ApiError(413, "request.tooLarge", { params: { maxKb: String(Math.floor(maxBytes / 1024)) } });
}

/**
 * Bounds a request's body to `maxBytes` before anything reads it: a declared
 * Content-Length over the limit is refused at once (Node's HTTP parser holds a body to
 * the length it declared, RFC 9112 §6.2); a body without one (chunked) is counted while
 * it streams, and the read fails as soon as it passes the limit, so no handler ever holds
 * more than `maxBytes` of it.
 * @param maxBytes the largest body accepted, in bytes
 * @returns the request itself when it has no body or a declared length within the
 *   limit, else a copy (a NextRequest: handlers keep nextUrl and cookies) whose body
 *   read rejects with the 413 ApiError
 * @throws ApiError 413 "request.tooLarge" (argument maxKb) when Content-Length is over the limit or not a number
 */
export function limitRequestBody(request: Request, maxBytes: number): Request {
  if (request.body === null) return request;
  const declared = request.headers.get("content-length");
  if (declared !== null) {
    if (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes) throw tooLarge(maxBytes);
    return request;
  }
  let seen = 0;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      seen += chunk.byteLength;
      if (seen > maxBytes) controller.error(tooLarge(maxBytes));
      else controller.enqueue(chunk);
    },
  });
  const init = { method: request.method, headers: request.headers, body: request.body.pipeThrough(counter), signal: request.signal, duplex: "half" };
  return new NextRequest(request.url, init as ConstructorParameters<typeof NextRequest>[1]);
}
