import { FREE_SLIDES, TOTAL_SLIDES } from "@/content/course";
import { INDUSTRY_COUNT } from "@/content/snippets";

/**
 * The public pages of the site, for /sitemap.xml, /llms.txt and the link tests.
 */
export interface SitePage {
  path: string;
  /** German title for llms.txt. */
  title: string;
  /** One German sentence for llms.txt. */
  summary: string;
  changeFrequency: "daily" | "weekly" | "monthly" | "yearly";
  priority: number;
}

export const SITE_PAGES: readonly SitePage[] = [
  { path: "/", title: "Startseite", summary: "Überblick: kostenlose Tools und Services für Sichtbarkeit in KI-Antworten.", changeFrequency: "weekly", priority: 1 },
  { path: "/ki-search-tool", title: "KI-Live-Test", summary: "Prüft live, ob ein KI-Assistent ein Unternehmen bei Empfehlungsfragen nennt, an welcher Stelle und wie oft.", changeFrequency: "monthly", priority: 0.9 },
  { path: "/tool/checker", title: "Website-Checker", summary: "Prüft eine Website auf KI-Readiness: strukturierte Daten, Meta-Tags, FAQ, robots.txt und KI-Crawler, Sitemap, lokale Angaben und Inhalte, mit Nachweisen.", changeFrequency: "monthly", priority: 0.9 },
  { path: "/tool/schema", title: "JSON-LD-Generator", summary: "Erzeugt LocalBusiness-JSON-LD nach schema.org mit Adresse und Öffnungszeiten.", changeFrequency: "monthly", priority: 0.8 },
  { path: "/tool/meta", title: "Meta-Tag-Generator", summary: "Erzeugt Seitentitel, Meta-Description, Open Graph und Twitter Card.", changeFrequency: "monthly", priority: 0.7 },
  { path: "/tool/robots", title: "robots.txt-Generator", summary: "Erzeugt eine robots.txt mit Regeln für aktuelle KI-Crawler, getrennt nach Training, Suche und Abruf.", changeFrequency: "monthly", priority: 0.8 },
  { path: "/tool/sitemap", title: "Sitemap-Generator", summary: "Erzeugt eine XML-Sitemap nach sitemaps.org.", changeFrequency: "monthly", priority: 0.7 },
  { path: "/tool/llms-txt", title: "llms.txt-Generator", summary: "Erstellt aus Sitemap oder Startseite einen Entwurf der llms.txt nach llmstxt.org.", changeFrequency: "monthly", priority: 0.6 },
  { path: "/seo-dashboard", title: "SEO-Dashboard", summary: "Scannt eine Website und zeigt, wie viele Seiten Suchmaschinen finden, crawlen und indexieren können, mit Warnungen je Seite.", changeFrequency: "monthly", priority: 0.7 },
  { path: "/snippets", title: "Snippet-Bibliothek", summary: `JSON-LD-Vorlagen für ${INDUSTRY_COUNT} Branchen mit dem passenden schema.org-Typ, direkt ausfüllbar.`, changeFrequency: "monthly", priority: 0.8 },
  { path: "/gmb-faq", title: "FAQ-Generator", summary: "Erstellt FAQPage-JSON-LD aus Fragen und Antworten zu ausgewählten Branchen; 3-mal kostenlos.", changeFrequency: "monthly", priority: 0.6 },
  { path: "/geo-services", title: "GEO-Services", summary: "Pakete für Generative Engine Optimization: Starter, Profi und Agentur, dazu Beratung.", changeFrequency: "monthly", priority: 0.8 },
  { path: "/snippet-pakete", title: "Snippet-Pakete", summary: "Fertige strukturierte Daten (JSON-LD) für Branchen als Pakete.", changeFrequency: "monthly", priority: 0.7 },
  { path: "/snippet-course", title: "Online-Kurs KI-Snippets", summary: `Online-Kurs mit ${TOTAL_SLIDES} Slides zu KI-Snippets und GEO, die ersten ${FREE_SLIDES} kostenlos als Vorschau.`, changeFrequency: "monthly", priority: 0.7 },
  { path: "/blog", title: "Blog", summary: "Artikel zu KI-SEO, GEO, strukturierten Daten und Kosten.", changeFrequency: "weekly", priority: 0.8 },
  { path: "/impressum", title: "Impressum", summary: "Anbieterkennzeichnung.", changeFrequency: "yearly", priority: 0.2 },
  { path: "/datenschutz", title: "Datenschutzerklärung", summary: "Welche Daten die Website verarbeitet, wozu, auf welcher Rechtsgrundlage und wie lange.", changeFrequency: "yearly", priority: 0.2 },
];
