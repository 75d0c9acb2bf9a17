import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * A generated, deterministic website of a few hundred German-looking pages for the
 * SEO crawler's tests, its benchmark and browser tests (node:http, no files).
 *
 * Known pages (paths), for assertions:
 * - "/" home: title, description, JSON-LD, links to the five sections, footer links to
 *   /intern/ and /admin (robots.txt disallows both; they must never be requested) and
 *   an external link
 * - sections /leistungen, /ratgeber, /team, /standorte, /aktuelles; generated pages
 *   /<section>/<topic>-<i> in a tree (3 children each) with cross-links; of those, every
 *   7th lacks a meta description, every 11th has one that is too short, every 13th one
 *   that is too long, every 17th a title that is too long, every 9th is thin (~40 words),
 *   every 3rd has JSON-LD, every 10th is missing from the sitemap
 * - /kontakt (LocalBusiness JSON-LD, mailto/tel links, a PDF link
 *   /downloads/preisliste.pdf and /anamnesebogen, which answers application/pdf)
 * - /impressum: thin; links to /admin/login
 * - noindex: /danke (meta robots), /archiv/sommeraktion-2019 (meta "noindex, follow"),
 *   /druckansicht (X-Robots-Tag header)
 * - canonical elsewhere: /leistungen/prophylaxe?ansicht=druck → /leistungen/prophylaxe
 * - redirect: /alt → 301 → /neu (/neu linked nowhere else, not in the sitemap)
 * - broken links: /gibt-es-nicht and /alte-seite (404) from /ueber-uns,
 *   /team/ehemalige (404) from /team; /server-fehler answers 500 (linked from /aktuelles)
 * - slow: /langsam/anfahrt and /langsam/parken wait `slowMs` (linked from /standorte)
 * - orphan: /versteckt/sonderaktion, only in the sitemap
 * - robots.txt: `User-agent: *`, `Disallow: /intern/`, `Disallow: /admin`, optional
 *   Crawl-delay, `Sitemap: <origin>/sitemap-index.xml`, an index of
 *   /sitemaps/seiten-1.xml and /sitemaps/seiten-2.xml listing most pages
 *
 * Standalone: `npx tsx test/seo-fixture-site.ts 4050 [pages]`.
 */

export interface SeoFixtureSiteOptions {
  /** 0 (default) picks a free port. */
  port?: number;
  /** HTML pages, roughly (default 300, at least the ~30 fixed ones). */
  pages?: number;
  /** Delay of the slow pages in ms (default 2000; 0 = not slow). */
  slowMs?: number;
  /** Listen address (default 127.0.0.1). */
  host?: string;
  /** Status of /robots.txt (default 200), e.g. 503 to test a full disallow. */
  robotsStatus?: number;
  /** Adds "Crawl-delay: <n>" to the robots.txt group. */
  crawlDelaySeconds?: number;
  /** Delay of every answer in ms, like a network round trip (default 0), so parallel requests overlap at the server. */
  latencyMs?: number;
  /**
   * A virtual clock: each answer's delay is added to it and the answer is sent at once,
   * so a crawler timed with the same clock sees exact response times, however busy the
   * machine is.
   */
  clock?: { advance(ms: number): void };
}

export interface SeoFixtureSite {
  /** The start URL, e.g. "http://127.0.0.1:40123/". */
  url: string;
  port: number;
  /** Paths (with query) requested, in order of arrival. */
  requests: string[];
  /** Most requests in progress at the same time since start or reset(). */
  readonly inFlightMax: number;
  /** Paths of all HTML pages that answer 200, for assertions. */
  htmlPaths: string[];
  /** Clears `requests` and `inFlightMax`. */
  reset(): void;
  close(): Promise<void>;
}

interface FixtureResponse {
  status: number;
  contentType: string;
  body: string | Buffer;
  headers?: Record<string, string>;
  delayMs?: number;
}

const SECTIONS = [
  { path: "/leistungen", name: "Leistungen" },
  { path: "/ratgeber", name: "Ratgeber" },
  { path: "/team", name: "Team" },
  { path: "/standorte", name: "Standorte" },
  { path: "/aktuelles", name: "Aktuelles" },
] as const;

const TOPICS = [
  "zahnreinigung", "implantate", "bleaching", "kinderzahnheilkunde", "parodontitis", "wurzelbehandlung",
  "zahnersatz", "angstpatienten", "notdienst", "kieferorthopaedie", "veneers", "fuellungen", "prophylaxe-tipps",
];

const SENTENCES = [
  "Unsere Praxis in Berlin-Mitte betreut Patientinnen und Patienten jeden Alters mit viel Ruhe und Erfahrung.",
  "Vor jeder Behandlung besprechen wir ausführlich die möglichen Wege, die Kosten und den zeitlichen Ablauf.",
  "Moderne Geräte und schonende Verfahren sorgen dafür, dass Sie sich während des Termins wohlfühlen können.",
  "Viele Leistungen übernimmt die gesetzliche Krankenkasse, für andere erstellen wir Ihnen gern einen Kostenplan.",
  "Termine vergeben wir telefonisch, per E-Mail oder bequem über unser Online-Formular, auch kurzfristig.",
  "Regelmäßige Kontrollen helfen, Probleme früh zu erkennen und aufwendige Behandlungen zu vermeiden.",
  "Unser Team bildet sich laufend weiter und arbeitet eng mit Fachärztinnen und Laboren aus der Region zusammen.",
  "Für Familien bieten wir abgestimmte Termine an, damit Eltern und Kinder gemeinsam kommen können.",
  "Die Praxis ist barrierefrei erreichbar, mit Aufzug und Parkplätzen direkt vor dem Haus.",
  "Bei akuten Schmerzen finden wir in der Regel noch am selben Tag einen Termin für Sie.",
];

function escapeHtml(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

/** `count` sentences starting at `seed`, ~16 words each. */
function prose(seed: number, count: number): string {
  const out: string[] = [];
  for (let k = 0; k < count; k++) out.push(SENTENCES[(seed + k * 3) % SENTENCES.length]!);
  return out.join(" ");
}

interface PageSpec {
  title: string | null;
  description: string | null;
  h1: string;
  paragraphs: string[];
  links: { href: string; text: string }[];
  robots?: string;
  canonical?: string;
  jsonLd?: object;
}

function renderPage(spec: PageSpec, nav: { href: string; text: string }[], footer: { href: string; text: string }[]): string {
  const a = (l: { href: string; text: string }) => `<a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a>`;
  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
${spec.title === null ? "" : `<title>${escapeHtml(spec.title)}</title>`}
${spec.description === null ? "" : `<meta name="description" content="${escapeHtml(spec.description)}">`}
${spec.robots ? `<meta name="robots" content="${spec.robots}">` : ""}
${spec.canonical ? `<link rel="canonical" href="${escapeHtml(spec.canonical)}">` : ""}
${spec.jsonLd ? `<script type="application/ld+json">${JSON.stringify(spec.jsonLd)}</script>` : ""}
</head>
<body>
<header><nav>${nav.map(a).join(" ")}</nav></header>
<main>
<h1>${escapeHtml(spec.h1)}</h1>
${spec.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("\n")}
${spec.links.length ? `<ul>${spec.links.map((l) => `<li>${a(l)}</li>`).join("")}</ul>` : ""}
</main>
<footer>${footer.map(a).join(" ")}</footer>
</body>
</html>`;
}

/**
 * The whole site as a map of path (with query, when it has one) to response.
 * Deterministic: the same options give the same site.
 */
function generateSite(origin: string, options: { pages: number; slowMs: number; robotsStatus: number; crawlDelaySeconds?: number }): Map<string, FixtureResponse> {
  const site = new Map<string, FixtureResponse>();
  const html = (body: string, extra: Partial<FixtureResponse> = {}): FixtureResponse => ({ status: 200, contentType: "text/html; charset=utf-8", body, ...extra });
  const nav = [{ href: "/", text: "Start" }, ...SECTIONS.map((s) => ({ href: s.path, text: s.name })), { href: "/kontakt", text: "Kontakt" }];
  const footer = [{ href: "/impressum", text: "Impressum" }, { href: "/kontakt", text: "Kontakt" }];
  const full = (n: number, seed: number) => [prose(seed, 5), prose(seed + 1, 5), prose(seed + 2, 4)].slice(0, n);
  // 120-160 characters for any topic: the topic is cut at 30 characters.
  const goodDescription = (topic: string) =>
    `${topic.slice(0, 30)} – Ablauf, Kosten und hilfreiche Tipps aus unserer Zahnarztpraxis in Berlin-Mitte. Jetzt informieren und online Termin buchen.`;
  const sitemapOne: string[] = [];
  const sitemapTwo: string[] = [];
  const add = (p: string, spec: PageSpec, options: { sitemap?: 1 | 2; extra?: Partial<FixtureResponse> } = {}) => {
    site.set(p, html(renderPage(spec, nav, footer), options.extra));
    if (options.sitemap === 1) sitemapOne.push(p);
    if (options.sitemap === 2) sitemapTwo.push(p);
  };

  // Generated pages: a tree below the sections (3 children each) with one cross-link per page.
  const fixedCount = 30;
  const generated = Math.max(0, options.pages - fixedCount);
  const topicOf = (i: number) => TOPICS[i % TOPICS.length]!;
  const pathOf = (i: number) => `${SECTIONS[i % SECTIONS.length]!.path}/${topicOf(i)}-${i}`;
  const parentOf = (i: number) => (i <= 10 ? SECTIONS[i % SECTIONS.length]!.path : pathOf(Math.floor(i / 3)));
  const children = new Map<string, number[]>();
  for (let i = 1; i <= generated; i++) {
    const parent = parentOf(i);
    children.set(parent, [...(children.get(parent) ?? []), i]);
  }
  const childLinks = (p: string) => (children.get(p) ?? []).map((i) => ({ href: pathOf(i), text: `${topicOf(i)} (${i})` }));

  for (let i = 1; i <= generated; i++) {
    const topic = topicOf(i).replace(/-/g, " ");
    const Topic = topic.charAt(0).toUpperCase() + topic.slice(1);
    const title = i % 17 === 0 ? `${Topic} in Berlin-Mitte – alles über Ablauf, Kosten, Dauer und Risiken (Teil ${i})` : `${Topic} – Teil ${i} | Praxis Beispiel`;
    const description = i % 7 === 0 ? null : i % 11 === 0 ? `${Topic} kurz erklärt.` : i % 13 === 0 ? `${goodDescription(Topic)} ${goodDescription(Topic)}` : goodDescription(Topic);
    const cross = ((i * 7) % generated) + 1;
    add(
      pathOf(i),
      {
        title,
        description,
        h1: `${Topic} (${i})`,
        paragraphs: i % 9 === 0 ? [prose(i, 2) + " Mehr dazu folgt."] : full(3, i),
        links: [
          { href: parentOf(i), text: "Eine Ebene höher" },
          ...childLinks(pathOf(i)),
          ...(cross !== i ? [{ href: pathOf(cross), text: `Auch interessant: ${topicOf(cross)} (${cross})` }] : []),
        ],
        jsonLd: i % 3 === 0 ? { "@context": "https://schema.org", "@type": "Article", headline: `${Topic} (${i})` } : undefined,
      },
      { sitemap: i % 10 === 0 ? undefined : 2 },
    );
  }

  add(
    "/",
    {
      title: "Zahnarztpraxis Beispiel in Berlin-Mitte",
      description: goodDescription("Zahnarztpraxis Beispiel"),
      h1: "Willkommen in der Zahnarztpraxis Beispiel",
      paragraphs: full(3, 0),
      links: [
        ...SECTIONS.map((s) => ({ href: s.path, text: s.name })),
        { href: "/ueber-uns", text: "Über uns" },
        { href: "/intern/", text: "Intern" },
        { href: "/admin", text: "Mitarbeiter-Login" },
        { href: "https://www.example.com/partner", text: "Unser Partnerlabor" },
        { href: "/#termine", text: "Termine" },
      ],
      jsonLd: { "@context": "https://schema.org", "@type": "Dentist", name: "Zahnarztpraxis Beispiel", telephone: "+49 30 1234567" },
    },
    { sitemap: 1 },
  );
  const sectionExtras: Record<string, { href: string; text: string }[]> = {
    "/leistungen": [{ href: "/leistungen/prophylaxe", text: "Prophylaxe" }, { href: "/alte-seite", text: "Alte Leistungsübersicht" }],
    "/ratgeber": [{ href: "/druckansicht", text: "Druckansicht" }],
    "/team": [{ href: "/team/ehemalige", text: "Ehemalige" }],
    "/standorte": [{ href: "/langsam/anfahrt", text: "Anfahrt" }, { href: "/langsam/parken", text: "Parken" }],
    "/aktuelles": [{ href: "/archiv/sommeraktion-2019", text: "Sommeraktion 2019" }, { href: "/server-fehler", text: "Newsletter-Archiv" }],
  };
  for (const [k, s] of SECTIONS.entries()) {
    add(
      s.path,
      {
        title: `${s.name} | Zahnarztpraxis Beispiel`,
        description: goodDescription(s.name),
        h1: s.name,
        paragraphs: full(3, k + 1),
        links: [...childLinks(s.path), ...(sectionExtras[s.path] ?? [])],
      },
      { sitemap: 1 },
    );
  }
  const simple = (title: string, links: { href: string; text: string }[] = [], extra: Partial<PageSpec> = {}): PageSpec => ({
    title,
    description: goodDescription(title),
    h1: title,
    paragraphs: full(3, title.length),
    links,
    ...extra,
  });
  add(
    "/kontakt",
    simple("Kontakt und Anfahrt", [
      { href: "mailto:praxis@example.de", text: "E-Mail" },
      { href: "tel:+49301234567", text: "Anrufen" },
      { href: "/downloads/preisliste.pdf", text: "Preisliste (PDF)" },
      { href: "/anamnesebogen", text: "Anamnesebogen" },
      { href: "/danke", text: "Danke-Seite" },
      { href: "javascript:void(0)", text: "Drucken" },
    ], { jsonLd: { "@context": "https://schema.org", "@type": "LocalBusiness", name: "Zahnarztpraxis Beispiel" } }),
    { sitemap: 1 },
  );
  add("/impressum", { ...simple("Impressum", [{ href: "/admin/login", text: "Login" }]), paragraphs: ["Zahnarztpraxis Beispiel, Musterstraße 1, 10115 Berlin."] }, { sitemap: 1 });
  add(
    "/ueber-uns",
    simple("Über uns", [
      { href: "/alt", text: "Unsere Geschichte" },
      { href: "/gibt-es-nicht", text: "Praxisrundgang" },
      { href: "/alte-seite", text: "Alte Seite" },
    ]),
    { sitemap: 1 },
  );
  add("/danke", simple("Vielen Dank für Ihre Nachricht", [], { robots: "noindex" }));
  add("/archiv/sommeraktion-2019", simple("Sommeraktion 2019", [{ href: "/aktuelles", text: "Zurück" }], { robots: "noindex, follow" }));
  add("/druckansicht", simple("Druckansicht Ratgeber", [{ href: "/ratgeber", text: "Zurück" }]), { extra: { headers: { "X-Robots-Tag": "noindex" } } });
  add("/leistungen/prophylaxe", simple("Prophylaxe und professionelle Zahnreinigung", [{ href: "/leistungen/prophylaxe?ansicht=druck", text: "Drucken" }]), { sitemap: 1 });
  add("/leistungen/prophylaxe?ansicht=druck", simple("Prophylaxe (Druckansicht)", [], { canonical: `${origin}/leistungen/prophylaxe` }));
  add("/neu", simple("Unsere Geschichte seit 1990", [{ href: "/", text: "Start" }]));
  add("/langsam/anfahrt", simple("Anfahrt mit Bus und Bahn"), { sitemap: 1, extra: { delayMs: options.slowMs } });
  add("/langsam/parken", simple("Parken an der Praxis"), { sitemap: 1, extra: { delayMs: options.slowMs } });
  add("/versteckt/sonderaktion", simple("Sonderaktion Zahnreinigung"), { sitemap: 2 });
  // Disallowed for every crawler: answering 200 makes a wrongful request visible only in `requests`.
  add("/intern/", simple("Intern"));
  add("/intern/preise", simple("Interne Preise"));
  add("/admin", simple("Admin"));
  add("/admin/login", simple("Admin-Login"));

  site.set("/alt", { status: 301, contentType: "text/html; charset=utf-8", body: "", headers: { Location: "/neu" } });
  site.set("/server-fehler", { status: 500, contentType: "text/html; charset=utf-8", body: "<!doctype html><title>Fehler</title><h1>Interner Serverfehler</h1>" });
  site.set("/anamnesebogen", { status: 200, contentType: "application/pdf", body: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n") });
  site.set("/downloads/preisliste.pdf", { status: 200, contentType: "application/pdf", body: Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\n") });

  const urlset = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${paths
      .map((p) => `  <url><loc>${escapeHtml(origin + p)}</loc></url>`)
      .join("\n")}\n</urlset>\n`;
  const xml = (body: string): FixtureResponse => ({ status: 200, contentType: "application/xml; charset=utf-8", body });
  site.set("/sitemaps/seiten-1.xml", xml(urlset(sitemapOne)));
  site.set("/sitemaps/seiten-2.xml", xml(urlset(sitemapTwo)));
  site.set(
    "/sitemap-index.xml",
    xml(
      `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <sitemap><loc>${origin}/sitemaps/seiten-1.xml</loc></sitemap>\n  <sitemap><loc>${origin}/sitemaps/seiten-2.xml</loc></sitemap>\n</sitemapindex>\n`,
    ),
  );
  site.set("/robots.txt", {
    status: options.robotsStatus,
    contentType: "text/plain; charset=utf-8",
    body:
      options.robotsStatus >= 500
        ? "Wartungsarbeiten"
        : [
            "User-agent: *",
            "Disallow: /intern/",
            "Disallow: /admin",
            ...(options.crawlDelaySeconds !== undefined ? [`Crawl-delay: ${options.crawlDelaySeconds}`] : []),
            "",
            `Sitemap: ${origin}/sitemap-index.xml`,
            "",
          ].join("\n"),
  });
  return site;
}

const NOT_FOUND: FixtureResponse = {
  status: 404,
  contentType: "text/html; charset=utf-8",
  body: "<!doctype html><html lang=\"de\"><title>Seite nicht gefunden</title><h1>Seite nicht gefunden</h1></html>",
};

/**
 * Starts the generated site on `host:port`.
 * @returns its start URL and port, the request log, the peak of parallel requests, close()
 */
export async function startSeoFixtureSite(options: SeoFixtureSiteOptions = {}): Promise<SeoFixtureSite> {
  const host = options.host ?? "127.0.0.1";
  const requests: string[] = [];
  let inFlight = 0;
  let inFlightMax = 0;
  let site = new Map<string, FixtureResponse>();

  const server = http.createServer((req, res) => {
    const target = req.url ?? "/";
    requests.push(target);
    inFlight += 1;
    inFlightMax = Math.max(inFlightMax, inFlight);
    res.on("close", () => (inFlight -= 1));
    const pathname = target.split("?")[0]!;
    const answer = site.get(target) ?? site.get(pathname) ?? NOT_FOUND;
    const send = () => {
      const body = typeof answer.body === "string" ? Buffer.from(answer.body) : answer.body;
      res.writeHead(answer.status, { "Content-Type": answer.contentType, "Content-Length": String(body.length), ...answer.headers });
      res.end(body);
    };
    const delay = (answer.delayMs ?? 0) + (options.latencyMs ?? 0);
    if (delay > 0 && options.clock) {
      options.clock.advance(delay);
      send();
    } else if (delay > 0) setTimeout(send, delay);
    else send();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, resolve);
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://${host.includes(":") ? `[${host}]` : host}:${port}`;
  site = generateSite(origin, {
    pages: options.pages ?? 300,
    slowMs: options.slowMs ?? 2000,
    robotsStatus: options.robotsStatus ?? 200,
    crawlDelaySeconds: options.crawlDelaySeconds,
  });
  const htmlPaths = [...site.entries()].filter(([, r]) => r.status === 200 && r.contentType.startsWith("text/html")).map(([p]) => p);

  return {
    url: `${origin}/`,
    port,
    requests,
    get inFlightMax() {
      return inFlightMax;
    },
    htmlPaths,
    reset() {
      requests.length = 0;
      inFlightMax = 0;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const port = Number(process.argv[2] ?? 4050);
  const pages = process.argv[3] ? Number(process.argv[3]) : undefined;
  const site = await startSeoFixtureSite({ port, pages });
  console.log(`SEO fixture site: ${site.url} (${site.htmlPaths.length} HTML pages; robots.txt disallows /intern/ and /admin)`);
}
