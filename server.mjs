// `npm start`: Next.js behind a small Node HTTP server of our own (Next's custom-server
// API), for four things `next start` cannot do (and it ends the process on a fatal error,
// lib/fatal-errors.ts, and holds the embedded database's lock, lib/pglite-lock.ts):
//  1. The client address comes from the TCP peer unless a proxy is declared
//     (TRUSTED_PROXY_COUNT): X-Forwarded-For is set from req.socket.remoteAddress, so a
//     client cannot pick its own address and pass every per-client limit
//     (lib/api/forwarded-for.ts; README, "Behind a proxy / several instances").
//  2. Without SESSION_SECRET the key that signs cookies and admin sessions is created at
//     the first start in the data directory (.data/session-secret), never by the build,
//     so copies of one build never share a key.
//  3. HSTS only when SITE_URL is https (read at start, not frozen into the build): a site
//     tried on http://localhost must not tell the browser to insist on https there.
//  4. Before it accepts visitors, every page Next.js has cached (the build's prerendered
//     ones included) is expired, so each is rendered again at its first request with this
//     environment (SITE_URL, operator, checkout links) and then served from the cache
//     (lib/page-cache/expire-rendered-pages.ts): one build runs at any address.
//  5. A request path whose percent-encoding is not UTF-8 is answered 400 with the site's
//     security headers here: Next.js answers it with a bare 500 (lib/api/request-target.ts).
// The variables are validated again, with the rest, by lib/env.ts when the app starts.
import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import nextEnv from "@next/env";
import next from "next";
// Node 24 runs these TypeScript files as they are (type stripping): they are pure.
import { exitOnFatalErrors, listenOrExit } from "./lib/fatal-errors.ts";
import { forwardedForToHandOn } from "./lib/api/forwarded-for.ts";
import { hasMalformedPath } from "./lib/api/request-target.ts";
import { securityHeaders } from "./lib/security/security-headers.mjs";
import messages from "./messages/de.json" with { type: "json" };
import { nextAuthUrl } from "./lib/auth/next-auth-url.ts";
import { lockPgliteDir, PgliteLockedError } from "./lib/pglite-lock.ts";
import { readOrCreateSessionKey, SESSION_KEY_FILE } from "./lib/security/session-key-file.ts";

nextEnv.loadEnvConfig(process.cwd(), false);
process.env.NODE_ENV = "production";
exitOnFatalErrors();

// The embedded database takes one process: a second `npm start` on the same directory stops
// here, before anything opens it (lib/pglite-lock.ts).
if (!process.env.DATABASE_URL?.trim()) {
  try {
    lockPgliteDir(process.env.PGLITE_DATA_DIR?.trim() || ".data/pglite");
  } catch (error) {
    if (!(error instanceof PgliteLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

const port = Number(process.env.PORT || 3000);
const trustedProxyCount = Number(process.env.TRUSTED_PROXY_COUNT || 0);
if (!Number.isInteger(trustedProxyCount) || trustedProxyCount < 0 || trustedProxyCount > 10) {
  console.error(`TRUSTED_PROXY_COUNT muss eine ganze Zahl von 0 bis 10 sein, nicht "${process.env.TRUSTED_PROXY_COUNT}".`);
  process.exit(1);
}
if (!process.env.SESSION_SECRET?.trim()) {
  process.env.SESSION_SECRET = readOrCreateSessionKey(SESSION_KEY_FILE);
  console.log(`SESSION_SECRET nicht gesetzt: Schlüssel aus ${SESSION_KEY_FILE} (bei mehreren Instanzen SESSION_SECRET setzen).`);
}

// next-auth's absolute addresses (redirects, error URLs) at the site's address, not localhost:3000.
const authUrl = nextAuthUrl(process.env);
if (authUrl) process.env.NEXTAUTH_URL = authUrl;

// A new token at every start: only this process's own call below can expire the pages.
process.env.PAGE_CACHE_RESET_TOKEN = randomBytes(32).toString("base64url");

const hsts = /^https:\/\//i.test(process.env.SITE_URL ?? "") ? "max-age=63072000; includeSubDomains" : null;

// All interfaces, as `next start` listens (HOSTNAME is not read: Docker sets it to the container id).
const app = next({ dev: false, port });
const handle = app.getRequestHandler();
const server = createServer((req, res) => {
  if (hsts) res.setHeader("Strict-Transport-Security", hsts);
  if (hasMalformedPath(req.url ?? "/")) return answerMalformedUrl(req, res);
  const forwardedFor = forwardedForToHandOn(req.headers["x-forwarded-for"], req.socket.remoteAddress, trustedProxyCount);
  if (forwardedFor) req.headers["x-forwarded-for"] = forwardedFor;
  else delete req.headers["x-forwarded-for"];
  void handle(req, res);
});

/** 400 for a malformed request path, with the security headers every answer carries: JSON `{ error, code }` for the API, else text. */
function answerMalformedUrl(req, res) {
  for (const { key, value } of securityHeaders(false)) res.setHeader(key, value);
  const error = messages.ApiErrors.request.malformedUrl;
  const api = req.url.startsWith("/api/");
  res.writeHead(400, { "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8", "Cache-Control": "no-store" });
  res.end(api ? JSON.stringify({ error, code: "request.malformedUrl" }) : error);
}

// Registered before app.prepare(), so lib/jobs/workers.ts drains the job workers first
// and then hands over to this (close the server, exit), as with `next start`.
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setTimeout(() => process.exit(0), 5_000).unref();
  });
}

/**
 * Expires every cached page through the app's own route, on a loopback port of its own
 * that closes again, so no visitor is answered before.
 * @throws Error when the route does not answer 204 (the server must not start with pages of another environment)
 */
async function expireCachedPages() {
  const loopback = createServer((req, res) => void handle(req, res));
  await new Promise((resolve) => loopback.listen(0, "127.0.0.1", resolve));
  try {
    const res = await fetch(`http://127.0.0.1:${loopback.address().port}/api/internal/expire-pages`, {
      method: "POST",
      headers: { authorization: `Bearer ${process.env.PAGE_CACHE_RESET_TOKEN}` },
    });
    if (res.status !== 204) throw new Error(`/api/internal/expire-pages antwortete ${res.status}`);
  } finally {
    loopback.close();
  }
}

await app.prepare();
await expireCachedPages();
listenOrExit(server, port, () => {
  console.log(`KI-Sichtbarkeit läuft auf http://localhost:${port} (Proxys vertraut: ${trustedProxyCount})`);
});
