import type { CategoryIcon, CategoryId } from "./types";

/** The six check categories in the order the result and the page show them. */
export const CATEGORY_ORDER: readonly CategoryId[] = ["structured-data", "meta", "faq", "crawling", "local", "content"];

/** Icon, German name and description of each category (the checker page lists them too). */
export const CATEGORY_INFO: Record<CategoryId, { icon: CategoryIcon; name: string; description: string }> = {
  "structured-data": {
    icon: "code",
    name: "Strukturierte Daten",
    description: "Schema.org-Auszeichnung (JSON-LD), mit der Suchmaschinen und KI-Assistenten Ihr Unternehmen eindeutig erkennen.",
  },
  meta: {
    icon: "tags",
    name: "Meta-Tags & Titel",
    description: "Seitentitel, Beschreibung, Canonical, Sprache und Indexierbarkeit – die Angaben, mit denen Ihre Seite in Ergebnissen erscheint.",
  },
  faq: {
    icon: "message-circle-question",
    name: "FAQ-Inhalte",
    description: "Fragen und Antworten, die KI-Assistenten direkt in ihre Antworten übernehmen können.",
  },
  crawling: {
    icon: "bot",
    name: "robots.txt & Sitemap",
    description: "Ob Google und KI-Crawler Ihre Seite abrufen dürfen und Ihre übrigen Seiten finden.",
  },
  local: {
    icon: "map-pin",
    name: "Lokale Unternehmensinfos",
    description: "Adresse, Telefon, Öffnungszeiten und Impressum – sichtbar und einheitlich, damit KI-Assistenten Sie dem richtigen Ort zuordnen.",
  },
  content: {
    icon: "file-text",
    name: "Content-Struktur",
    description: "Überschriften, Textumfang, interne Links, Bildbeschreibungen und zitierfähige Listen.",
  },
};

/** The "local" category of an online shop or an online service or agency (lib/readiness/checks/trust.ts). */
export const TRUST_CATEGORY_INFO: { icon: CategoryIcon; name: string; description: string } = {
  icon: "map-pin",
  name: "Unternehmen & Vertrauen",
  description: "Organization-Auszeichnung mit Logo und Profilen (sameAs), E-Mail, Telefon, Anschrift und Impressum – woran KI-Assistenten erkennen, wer hinter der Website steht.",
};
