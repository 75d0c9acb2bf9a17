import { strToU8, zipSync } from "fflate";
import { generateJsonLd, type SchemaForm } from "@/lib/generators/json-ld";
import { generateMetaTags } from "@/lib/generators/meta-tags";
import { generateRobotsTxt } from "@/lib/generators/robots-txt";
import { mergeRobotsTxt } from "@/lib/generators/robots-merge";
import { reviewSitemap, sitemapXmlOf } from "@/lib/generators/sitemap";
import { buildLlmsTxt } from "@/lib/llms-txt/format";
import { metaPrefill, robotsPrefill, schemaPrefill, sitemapPrefill } from "./prefill";
import type { CheckFacts, Finding } from "./types";

/** What the kit reads of a check: the coded outcome or the shown result. */
type KitInput = CheckFacts & { overallScore: number; categories: { findings: Pick<Finding, "id" | "status">[] }[] };

/**
 * "Alle Korrekturen herunterladen": every fix the generators can make from one check,
 * pre-filled as on the generator pages, as files of one ZIP (fflate), with a German
 * LIESMICH.txt saying where each file goes. Pure; runs in the browser.
 */

const KIT_FILE_NAMES = {
  jsonLd: "json-ld.html",
  robots: "robots.txt",
  llms: "llms.txt",
  meta: "meta-tags.html",
  sitemap: "sitemap.xml",
  readme: "LIESMICH.txt",
} as const;

type KitFile = keyof typeof KIT_FILE_NAMES;

/** The files of the kit by name, as text. */
export type FixKitFiles = Partial<Record<(typeof KIT_FILE_NAMES)[KitFile], string>>;

/** The site had no readable sitemap (the check's sitemap finding failed). */
function siteLacksSitemap(result: KitInput): boolean {
  const finding = result.categories.flatMap((c) => c.findings).find((f) => f.id === "crawling.sitemap");
  return finding?.status === "fail";
}

function jsonLdOf(result: KitInput): string | null {
  const { businessType, fields } = schemaPrefill(result);
  if (!fields.name) return null;
  const form: SchemaForm = {
    name: fields.name.value,
    businessType,
    address: { street: fields.street?.value, postalCode: fields.postalCode?.value, city: fields.city?.value, country: fields.country?.value },
    phone: fields.phone?.value,
    email: fields.email?.value,
    website: fields.website?.value,
    // Hours the page states in words the generator cannot read are left out, not guessed.
    openingHours: fields.openingHours?.value ?? "",
    image: fields.image?.value,
    sameAs: fields.sameAs?.value.split(/\s+/),
  };
  return generateJsonLd(form);
}

function robotsOf(result: KitInput, sitemapUrl: string | null): string {
  const prefill = robotsPrefill(result);
  if (prefill.current) return mergeRobotsTxt(prefill.current.value, { allowAgents: prefill.allowAgents, sitemapUrl: sitemapUrl ?? prefill.sitemapUrl }).text;
  return generateRobotsTxt({ disallowPaths: "", crawlDelay: 0, sitemapUrl: sitemapUrl ?? prefill.sitemapUrl ?? undefined });
}

/** An llms.txt from the check alone: name, description and the home page's links by their link text. */
function llmsOf(result: KitInput): string {
  const name = schemaPrefill(result).fields.name?.value ?? new URL(result.finalUrl).hostname;
  const summary = result.siteFacts.metaDescription ?? "";
  const seen = new Set([result.finalUrl]);
  const links = result.siteFacts.internalLinks.filter((l) => l.text && !seen.has(l.url) && seen.add(l.url)).slice(0, 20);
  const legal = /impressum|imprint|datenschutz|privacy|agb/i;
  return buildLlmsTxt({
    name,
    summary,
    sections: [
      { title: "Seiten", links: [{ title: "Startseite", url: result.finalUrl }, ...links.filter((l) => !legal.test(l.url)).map((l) => ({ title: l.text, url: l.url }))] },
      { title: "Optional", links: links.filter((l) => legal.test(l.url)).map((l) => ({ title: l.text, url: l.url })) },
    ],
  });
}

function sitemapOf(result: KitInput, today: string): { xml: string; url: string } | null {
  if (!siteLacksSitemap(result)) return null;
  const { baseUrl, paths } = sitemapPrefill(result);
  try {
    const review = reviewSitemap({ baseUrl, pages: paths.map((url) => ({ url, priority: url === "/" ? 1 : 0.8, changefreq: "monthly", lastmod: today })) });
    return { xml: sitemapXmlOf(review.entries), url: `${new URL(baseUrl).origin}/sitemap.xml` };
  } catch {
    return null;
  }
}

/** The German LIESMICH.txt for the files in the kit. */
function readmeOf(result: KitInput, files: FixKitFiles, checkedOn: string): string {
  const has = (name: string) => name in files;
  const lines = [
    `Korrekturen für ${result.finalUrl}`,
    `Erstellt aus dem Website-Check vom ${checkedOn} (KI-Readiness ${result.overallScore}/100).`,
    "",
    "Bitte prüfen Sie jede Datei vor dem Hochladen: Die Werte stammen von Ihrer Website und können Fehler Ihrer Website übernehmen.",
    "",
    "ENTHALTENE DATEIEN",
    has(KIT_FILE_NAMES.jsonLd) && "- json-ld.html: strukturierte Daten (LocalBusiness) für den <head> Ihrer Startseite.",
    has(KIT_FILE_NAMES.meta) && "- meta-tags.html: Seitentitel, Meta-Description und Open-Graph-Tags für den <head> Ihrer Startseite.",
    has(KIT_FILE_NAMES.robots) && "- robots.txt: Ihre robots.txt mit den nötigen Ergänzungen (bestehende Regeln bleiben erhalten); gehört ins Hauptverzeichnis (https://ihre-domain.de/robots.txt).",
    has(KIT_FILE_NAMES.sitemap) && "- sitemap.xml: Ihre Website hatte keine lesbare Sitemap; gehört ins Hauptverzeichnis (https://ihre-domain.de/sitemap.xml).",
    has(KIT_FILE_NAMES.llms) && "- llms.txt: Entwurf einer Seitenübersicht für KI-Tools (Vorschlag von llmstxt.org, von Google nicht genutzt); gehört ins Hauptverzeichnis.",
    "",
    "WORDPRESS",
    "- json-ld.html und meta-tags.html: Mit einem SEO-Plugin (z. B. Yoast oder Rank Math) Titel und Beschreibung dort eintragen; den JSON-LD-Block mit einem Plugin für Code im Kopfbereich (z. B. „WPCode“) einfügen. Doppelte Angaben des SEO-Plugins vermeiden.",
    "- robots.txt: In Yoast unter Werkzeuge > Datei-Editor bzw. in Rank Math unter Allgemeine Einstellungen > robots.txt bearbeiten, oder per FTP ins Hauptverzeichnis laden.",
    "- sitemap.xml: WordPress und SEO-Plugins erzeugen meist selbst eine Sitemap – dann diese aktivieren statt die Datei hochzuladen.",
    "- llms.txt: per FTP/Dateimanager ins Hauptverzeichnis laden.",
    "",
    "WIX",
    "- json-ld.html: Einstellungen > Benutzerdefinierter Code > Code im Head einfügen (oder SEO-Einstellungen der Seite > Strukturierte Daten).",
    "- meta-tags.html: Titel und Beschreibung in den SEO-Einstellungen der Seite eintragen (nicht als Code).",
    "- robots.txt: Im SEO-Bereich gibt es einen robots.txt-Editor; die Ergänzungen dort einfügen.",
    "- sitemap.xml und llms.txt: Wix erzeugt die Sitemap selbst; eigene Dateien im Hauptverzeichnis sind bei Wix nicht vorgesehen.",
    "",
    "JIMDO",
    "- json-ld.html: Im Jimdo Creator unter Einstellungen > Kopfbereich bearbeiten einfügen (je nach Paket verfügbar).",
    "- meta-tags.html: Titel und Beschreibung in den SEO-Einstellungen eintragen.",
    "- robots.txt, sitemap.xml und llms.txt: Jimdo erzeugt robots.txt und Sitemap selbst; eigene Dateien im Hauptverzeichnis sind nicht vorgesehen. Fragen Sie bei Bedarf den Jimdo-Support.",
    "",
    "EIGENES HTML / ANDERER ANBIETER",
    "- json-ld.html und meta-tags.html: den Inhalt in den <head> der Startseite kopieren; vorhandene <title>- und Description-Tags ersetzen, nicht verdoppeln.",
    "- robots.txt, sitemap.xml, llms.txt: per FTP oder Dateimanager ins Hauptverzeichnis der Domain laden.",
    "",
    "Danach: Im Website-Check „Erneut prüfen“ wählen, um zu sehen, was sich verbessert hat.",
    "",
  ];
  return lines.filter((l): l is string => typeof l === "string").join("\r\n");
}

/**
 * The kit's files for a check result.
 * @param today the visitor's date as YYYY-MM-DD (sitemap lastmod and LIESMICH.txt)
 */
export function fixKitFiles(result: KitInput, today: string): FixKitFiles {
  const files: FixKitFiles = {};
  const jsonLd = jsonLdOf(result);
  if (jsonLd) files[KIT_FILE_NAMES.jsonLd] = `${jsonLd}\n`;
  const meta = metaPrefill(result).fields;
  if (meta.title) {
    const tags = generateMetaTags({ title: meta.title.value, description: meta.description?.value ?? "", pageUrl: meta.pageUrl?.value, ogImage: meta.ogImage?.value });
    // No description on the site: say so instead of shipping empty tags.
    files[KIT_FILE_NAMES.meta] = meta.description
      ? `${tags}\n`
      : `<!-- Ihre Startseite hat keine Meta-Description: Bitte im Meta-Tag-Generator eine schreiben (bis 160 Zeichen) und hier ergänzen. -->\n${tags.split("\n").filter((l) => !l.includes('content=""')).join("\n")}\n`;
  }
  const sitemap = sitemapOf(result, today);
  if (sitemap) files[KIT_FILE_NAMES.sitemap] = sitemap.xml;
  files[KIT_FILE_NAMES.robots] = robotsOf(result, sitemap?.url ?? null);
  files[KIT_FILE_NAMES.llms] = llmsOf(result);
  const [y, m, d] = today.split("-");
  files[KIT_FILE_NAMES.readme] = readmeOf(result, files, `${d}.${m}.${y}`);
  return files;
}

/**
 * The kit as one ZIP archive.
 * @returns the ZIP's bytes (DEFLATE, file times = the check time)
 */
export function fixKitZip(result: KitInput, today: string): Uint8Array {
  const files = fixKitFiles(result, today);
  const mtime = new Date(result.checkedAt);
  return zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, [strToU8(text), { mtime }]])), { level: 6 });
}
