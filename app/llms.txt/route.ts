import { getArticles } from "@/lib/blog/articles";
import { SITE_PAGES } from "@/content/site-pages";
import { absoluteUrl, SITE_NAME } from "@/lib/site";

/**
 * Cached like the pages; `npm start` expires it at start, so SITE_URL is the running
 * server's, not the build's (lib/page-cache/expire-rendered-pages.ts).
 */
export const dynamic = "force-static";

/**
 * /llms.txt (llmstxt.org proposal): a Markdown summary of the site for AI assistants:
 * H1, a short description, then sections of links.
 */
export function GET() {
  const tools = SITE_PAGES.filter((p) => p.path.startsWith("/tool") || p.path === "/ki-search-tool");
  const offers = SITE_PAGES.filter((p) => ["/geo-services", "/snippet-pakete", "/snippet-course"].includes(p.path));
  const line = (title: string, path: string, summary: string) => `- [${title}](${absoluteUrl(path)}): ${summary}`;
  const text = [
    `# ${SITE_NAME}`,
    "",
    "> Deutschsprachige Tools und Services für Unternehmen in Deutschland, Österreich und der Schweiz: Wir zeigen, ob KI-Assistenten wie ChatGPT ein Unternehmen empfehlen, und helfen, das zu verbessern (Generative Engine Optimization, GEO).",
    "",
    "Alle Tools sind kostenlos und ohne Anmeldung nutzbar. Eingaben werden nur für die jeweilige Auswertung verwendet und nicht gespeichert.",
    "",
    "## Kostenlose Tools",
    ...tools.map((p) => line(p.title, p.path, p.summary)),
    "",
    "## Angebote",
    ...offers.map((p) => line(p.title, p.path, p.summary)),
    "",
    "## Artikel",
    ...getArticles().map((a) => line(a.title, `/blog/${a.slug}`, a.excerpt)),
    "",
    "## Optional",
    line("Impressum", "/impressum", "Anbieter und Kontakt."),
    "",
  ].join("\n");
  return new Response(text, { headers: { "Content-Type": "text/markdown; charset=utf-8" } });
}
