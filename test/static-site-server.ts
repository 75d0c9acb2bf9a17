import { readFile, stat } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

/**
 * Serves a folder as the web root of a site on 127.0.0.1, the way the static hosts of
 * the real sites in ../shared/sites do: "/" and "/dir/" answer with index.html, an
 * extensionless path also tries "<path>.html" and "<path>/index.html", anything else
 * answers 404 with a small HTML page. Used by scripts/lighthouse-parity.ts.
 */

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".htm": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".pdf": "application/pdf",
};

async function isFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** The file a request path maps to, or null (never outside `root`). */
export async function resolveStaticFile(root: string, pathname: string): Promise<string | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  const relative = decoded.replace(/^\/+/, "");
  const base = path.resolve(root, relative);
  if (base !== path.resolve(root) && !base.startsWith(path.resolve(root) + path.sep)) return null;
  const candidates = decoded.endsWith("/") ? [path.join(base, "index.html")] : [base, `${base}.html`, path.join(base, "index.html")];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

export interface StaticSite {
  /** e.g. "http://127.0.0.1:5401" */
  origin: string;
  close(): Promise<void>;
}

/**
 * Starts a server for one folder.
 * @param root absolute folder path
 * @param port 0 (default) picks a free port
 */
export async function startStaticSite(root: string, port = 0): Promise<StaticSite> {
  const server = http.createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://static");
      const file = await resolveStaticFile(root, url.pathname);
      if (!file) {
        res.writeHead(404, { "Content-Type": "text/html; charset=utf-8" });
        res.end("<!doctype html><title>404</title><h1>Seite nicht gefunden</h1>");
        return;
      }
      const body = await readFile(file);
      res.writeHead(200, { "Content-Type": CONTENT_TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream", "Content-Length": String(body.length) });
      res.end(body);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
