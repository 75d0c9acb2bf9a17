/**
 * The tool cards of the home page grid.
 *
 * Content as data: the German card texts live here, next to the route and styling,
 * so the owner edits a tool's card in one place. Section headings and button labels
 * around the cards live in messages/de.json ("Tools").
 */

const TOOL_IDS = [
  "rag-simulator",
  "website-checker",
  "schema-generator",
  "meta-tags",
  "robots-txt",
  "sitemap-generator",
  "llms-txt",
  "faq-generator",
  "roi-calculator",
] as const;

export type ToolId = (typeof TOOL_IDS)[number];

export type ToolRoute =
  | "/ki-search-tool"
  | "/tool/checker"
  | "/tool/schema"
  | "/tool/meta"
  | "/tool/robots"
  | "/tool/sitemap"
  | "/tool/llms-txt"
  | "/gmb-faq"
  | "/seo-dashboard";

export interface ToolCard {
  id: ToolId;
  title: string;
  subtitle: string;
  description: string;
  /** Exactly three short benefit texts. */
  benefits: readonly [string, string, string];
  route: ToolRoute;
  /** Optional highlight label, e.g. "NEU". */
  badge?: string;
  /** No tool is behind the paywall. */
  premium: false;
  /** Tailwind gradient stops, used with `bg-linear-to-br` (e.g. "from-indigo-500 to-violet-600"). */
  gradient: string;
  /** Shown larger, across the full grid width. */
  featured?: boolean;
}

export const tools: readonly ToolCard[] = [
  {
    id: "rag-simulator",
    title: "KI-Live-Test",
    subtitle: "Live-Test: Empfiehlt ChatGPT Ihr Unternehmen?",
    description:
      "Geben Sie Branche und Ort ein und sehen Sie, ob ein KI-Assistent Ihr Unternehmen nennt – an welcher Position, in welchem Zusammenhang und welche Mitbewerber stattdessen empfohlen werden.",
    benefits: [
      "Echte KI-Antworten, keine Schätzwerte",
      "Nennungsrate aus mehreren Abfragen",
      "Mitbewerber und konkrete Verbesserungstipps",
    ],
    route: "/ki-search-tool",
    badge: "NEU",
    premium: false,
    gradient: "from-indigo-600 via-violet-600 to-fuchsia-500",
    featured: true,
  },
  {
    id: "website-checker",
    title: "Website-Checker",
    subtitle: "KI-Readiness mit Ampel-Bewertung",
    description:
      "Wir prüfen Ihre Website auf strukturierte Daten, Meta-Tags, FAQ-Inhalte, robots.txt, Sitemap und lokale Unternehmensangaben.",
    benefits: [
      "Punktzahl von 0 bis 100 mit Ampel",
      "Jeder Befund mit Nachweis",
      "Konkrete Maßnahmen nach Wichtigkeit",
    ],
    route: "/tool/checker",
    premium: false,
    gradient: "from-emerald-500 to-teal-600",
  },
  {
    id: "schema-generator",
    title: "Schema.org-Generator",
    subtitle: "Strukturierte Daten als JSON-LD",
    description:
      "Erstellen Sie LocalBusiness-Markup mit Name, Adresse, Kontaktdaten und Öffnungszeiten – fertig zum Einfügen in Ihre Website.",
    benefits: [
      "Pflicht- und empfohlene Felder im Blick",
      "Für KI-Assistenten maschinenlesbar",
      "Kopieren und einfügen, ohne Programmierung",
    ],
    route: "/tool/schema",
    premium: false,
    gradient: "from-indigo-500 to-blue-600",
  },
  {
    id: "meta-tags",
    title: "Meta-Tags-Generator",
    subtitle: "Title, Description und Social-Vorschau",
    description:
      "Erzeugen Sie Title, Meta-Description sowie Open-Graph- und Twitter-Tags mit Zeichenzähler für die passende Länge.",
    benefits: [
      "Längenprüfung für Title und Description",
      "Open Graph und Twitter Cards inklusive",
      "Sofort kopierbarer HTML-Code",
    ],
    route: "/tool/meta",
    premium: false,
    gradient: "from-sky-500 to-cyan-600",
  },
  {
    id: "robots-txt",
    title: "Robots.txt-Generator",
    subtitle: "Such- und KI-Crawler gezielt steuern",
    description:
      "Legen Sie fest, welche Suchmaschinen und KI-Crawler wie GPTBot, ClaudeBot oder PerplexityBot Ihre Website lesen dürfen.",
    benefits: [
      "Aktuelle KI-Crawler mit Zweck erklärt",
      "Gesperrte Pfade und Sitemap-Verweis",
      "Als robots.txt herunterladen",
    ],
    route: "/tool/robots",
    premium: false,
    gradient: "from-amber-500 to-orange-600",
  },
  {
    id: "sitemap-generator",
    title: "XML-Sitemap-Generator",
    subtitle: "Alle Seiten für Crawler auffindbar",
    description:
      "Erstellen Sie eine sitemap.xml mit Priorität, Änderungshäufigkeit und Datum der letzten Änderung für jede Seite.",
    benefits: [
      "Priorität und Änderungshäufigkeit je Seite",
      "Gültiges XML nach sitemaps.org",
      "Als sitemap.xml herunterladen",
    ],
    route: "/tool/sitemap",
    premium: false,
    gradient: "from-rose-500 to-pink-600",
  },
  {
    id: "llms-txt",
    title: "llms.txt-Generator",
    subtitle: "Ihre wichtigsten Seiten für KI-Tools",
    description:
      "Erstellen Sie aus Ihrer Sitemap oder Ihrer Startseite einen Entwurf der llms.txt: Name, Kurzbeschreibung und Ihre Seiten mit je einer Zeile Beschreibung.",
    benefits: [
      "Seiten und Beschreibungen von Ihrer Website",
      "Im Format von llmstxt.org, frei bearbeitbar",
      "Als llms.txt herunterladen",
    ],
    route: "/tool/llms-txt",
    premium: false,
    gradient: "from-lime-500 to-green-600",
  },
  {
    id: "faq-generator",
    title: "FAQ-Generator",
    subtitle: "Häufige Kundenfragen als FAQPage-JSON-LD",
    description:
      "Wählen Sie Ihre Branche und erhalten Sie typische Kundenfragen mit Antwortvorlagen als FAQPage-Markup – Platzhalter in eckigen Klammern füllen Sie mit Ihren eigenen Angaben.",
    benefits: ["Fragen passend zu Ihrer Branche", "Fertiger <script>-Block zum Einfügen", "3 Generierungen kostenlos"],
    route: "/gmb-faq",
    premium: false,
    gradient: "from-teal-500 to-emerald-700",
  },
  {
    id: "roi-calculator",
    title: "SEO-Dashboard",
    subtitle: "Indexierung Ihrer Website im Blick",
    description:
      "Scannen Sie Ihre Website, verfolgen Sie den Indexierungs-Trichter und erkennen Sie Probleme einzelner Seiten auf einen Blick.",
    benefits: [
      "Indexierungs-Trichter in vier Stufen",
      "Warnungen mit betroffener Seite",
      "Durchsuchbare Seitenübersicht",
    ],
    route: "/seo-dashboard",
    premium: false,
    gradient: "from-violet-500 to-purple-700",
  },
];
