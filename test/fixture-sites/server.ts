import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import zlib from "node:zlib";

/**
 * Small websites for the checker's tests, each on its own port of 127.0.0.1 so each
 * has its own robots.txt. Files live in test/fixture-sites/sites/<name>/; "{{ORIGIN}}"
 * in them becomes the site's origin. Some sites add behaviour a file cannot express.
 *
 * Run standalone for the browser tests: `tsx test/fixture-sites/server.ts 4020`
 * serves the sites on 4020, 4021, … in FIXTURE_SITE_NAMES order.
 */

export const FIXTURE_SITE_NAMES = [
  "good",
  "poor",
  "broken-jsonld",
  "blocked-ai",
  "noindex",
  "no-robots",
  "microdata",
  "latin1",
  "large",
  "redirects",
  "non-html",
  "robots-5xx",
  "app-shell",
  "mixed-signals",
  "error-page",
  "meta-refresh",
  // A practice whose footer states address, phone and hours: the monitor's fact comparison (e2e/monitor.spec.ts).
  "dental-practice",
] as const;

export type FixtureSiteName = (typeof FIXTURE_SITE_NAMES)[number];

const SITES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), "sites");

/** Size the "large" site's page grows to, in bytes: above the checker's 5 MB limit. */
export const LARGE_PAGE_BYTES = 6 * 1024 * 1024;

const CONTENT_TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
};

/** Sites that differ from "good" only in behaviour serve its files. */
function filesOf(name: FixtureSiteName): string {
  if (name === "redirects" || name === "robots-5xx" || name === "meta-refresh") return "good";
  return name;
}

/** The "meta-refresh" site's /weiter: a page that sends visitors on to the home page. */
const META_REFRESH_PAGE = `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Weiterleitung</title><meta http-equiv="refresh" content="0; url=/"></head><body><p>Sie werden weitergeleitet. <a href="/">Weiter zur Website</a></p></body></html>`;

async function readSiteFile(site: FixtureSiteName, pathname: string, origin: string): Promise<{ body: string; type: string } | null> {
  const relative = pathname.endsWith("/") ? `${pathname.replace(/^\/+/, "")}index.html` : pathname.replace(/^\/+/, "");
  const candidates = [relative, `${relative}.html`];
  for (const candidate of candidates) {
    const file = path.join(SITES_DIR, filesOf(site), candidate);
    if (!file.startsWith(path.join(SITES_DIR, filesOf(site)))) return null;
    try {
      const text = await readFile(file, "utf8");
      return { body: text.replaceAll("{{ORIGIN}}", origin), type: CONTENT_TYPES[path.extname(file)] ?? "application/octet-stream" };
    } catch {
      // next candidate
    }
  }
  return null;
}

function largePage(html: string): string {
  const item = (i: number) =>
    `<li class="produkt"><h3>Sofa Modell ${i}</h3><p>Dreisitzer mit Bezug aus Webstoff, Breite 210 cm, Lieferung in 4 Wochen. Preis auf Anfrage.</p></li>\n`;
  const parts: string[] = [];
  let size = html.length;
  for (let i = 1; size < LARGE_PAGE_BYTES; i++) {
    const line = item(i);
    parts.push(line);
    size += line.length;
  }
  return html.replace("<!--REPEAT-->", `<ul>${parts.join("")}</ul>`);
}

function handler(site: FixtureSiteName, origin: () => string): http.RequestListener {
  return (req, res) => {
    void (async () => {
      const url = new URL(req.url ?? "/", "http://fixture");
      const send = (status: number, type: string, body: string | Buffer, headers: Record<string, string> = {}) => {
        let payload = typeof body === "string" ? Buffer.from(body) : body;
        const extra: Record<string, string> = { ...headers };
        if (/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? "")) && site === "good") {
          payload = zlib.gzipSync(payload);
          extra["Content-Encoding"] = "gzip";
        }
        res.writeHead(status, { "Content-Type": type, "Content-Length": String(payload.length), ...extra });
        res.end(payload);
      };

      if (site === "redirects") {
        if (url.pathname === "/start") return void res.writeHead(301, { Location: "/zwischenstopp" }).end();
        if (url.pathname === "/zwischenstopp") return void res.writeHead(302, { Location: `${origin()}/ziel` }).end();
        if (url.pathname === "/ziel") return void res.writeHead(307, { Location: "/" }).end();
        if (url.pathname.startsWith("/schleife")) return void res.writeHead(302, { Location: `/schleife${url.pathname.length}` }).end();
      }
      if (site === "non-html" && url.pathname === "/") {
        return send(200, "application/pdf", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n"));
      }
      if (site === "meta-refresh" && url.pathname === "/weiter") return send(200, "text/html; charset=utf-8", META_REFRESH_PAGE);
      if (site === "robots-5xx" && url.pathname === "/robots.txt") {
        return send(503, "text/html; charset=utf-8", "<h1>Wartungsarbeiten</h1>");
      }

      const file = await readSiteFile(site, url.pathname, origin());
      if (!file) return send(404, "text/html; charset=utf-8", "<!doctype html><title>404</title><h1>Seite nicht gefunden</h1>");

      if (site === "latin1" && file.type.startsWith("text/html")) {
        return send(200, "text/html; charset=iso-8859-1", Buffer.from(file.body, "latin1"));
      }
      if (site === "large" && url.pathname === "/") return send(200, file.type, largePage(file.body));
      if (site === "noindex" && url.pathname === "/") return send(200, file.type, file.body, { "X-Robots-Tag": "noindex" });
      if (site === "error-page" && url.pathname === "/") return send(404, file.type, file.body);
      return send(200, file.type, file.body);
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  };
}

export interface FixtureSites {
  /** Origin of each site, e.g. {good: "http://127.0.0.1:40123"}. */
  urls: Record<FixtureSiteName, string>;
  close(): Promise<void>;
}

/**
 * Starts every fixture site.
 * @param basePort first port (sites take consecutive ports); 0 picks free ports
 */
export async function startFixtureSites(basePort = 0): Promise<FixtureSites> {
  const servers: http.Server[] = [];
  const urls = {} as Record<FixtureSiteName, string>;
  for (const [i, name] of FIXTURE_SITE_NAMES.entries()) {
    let origin = "";
    const server = http.createServer(handler(name, () => origin));
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(basePort === 0 ? 0 : basePort + i, "127.0.0.1", resolve);
    });
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    urls[name] = origin;
    servers.push(server);
  }
  return {
    urls,
    async close() {
      await Promise.all(
        servers.map((s) => {
          s.closeAllConnections();
          return new Promise((resolve) => s.close(resolve));
        }),
      );
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const basePort = Number(process.argv[2] ?? 4020);
  const sites = await startFixtureSites(basePort);
  console.log(JSON.stringify(sites.urls));
}
