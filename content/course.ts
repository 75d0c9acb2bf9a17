import { formatEuro, MONEY_BACK_GUARANTEE_DAYS, PRODUCTS } from "./products";

/**
 * The online course (/snippet-course): its slides, chapters, downloads, price and claims
 * (the page's other texts are messages "Course" and "CourseViewer" in messages/de.json).
 * The price comes from the product catalogue (content/products.ts). Slide titles,
 * descriptions and claims are the site owner's; edit them here.
 */

/** The course's chapters, in teaching order. */
const COURSE_CHAPTER_TITLES = [
  "Einführung",
  "Code-Qualität",
  "CLEAR Framework",
  "Häufige Fehler",
  "Dokumentation",
  "Namenskonventionen",
  "Versionierung",
  "Praktische Übungen",
  "Zusammenfassung",
  "Metadaten-Optimierung",
  "Plattform-Optimierung",
  "Fortgeschrittene Techniken",
  "Community-Optimierung",
  "Produktion & Skalierung",
  "Modul 2 Abschluss",
] as const;

type CourseChapterTitle = (typeof COURSE_CHAPTER_TITLES)[number];

/** One slide of the course viewer. */
export interface CourseSlide {
  /** 1 … 62, in viewing order. */
  id: number;
  title: string;
  chapter: CourseChapterTitle;
  /** Path of the slide image; the app draws it (app/snippet-course/slides/[id]/route.tsx). */
  image: string;
}

/** A chapter with its position and slides, for the contents section and the viewer footer. */
export interface CourseChapter {
  /** 1-based position in the course. */
  number: number;
  title: CourseChapterTitle;
  /** Modul 1: chapters 1–9, Modul 2: chapters 10–15. */
  module: 1 | 2;
  slideCount: number;
  firstSlide: number;
  lastSlide: number;
}

/** Slide titles per chapter; ids are numbered from this order. */
const SLIDE_TITLES: Record<CourseChapterTitle, readonly string[]> = {
  Einführung: [
    "Willkommen: Warum KI-Assistenten viele Unternehmen nicht nennen",
    "So lesen ChatGPT, Perplexity & Co. Ihre Website",
    "Was sind KI-Snippets? Strukturierte Daten als JSON-LD",
    "GEO statt nur SEO: Generative Engine Optimization erklärt",
    "Ihr Fahrplan: vom ersten Snippet zur skalierbaren Lösung",
  ],
  "Code-Qualität": [
    "Gültiges JSON-LD: Klammern, Anführungszeichen und Kommas",
    "Pflichtangaben und empfohlene Eigenschaften für LocalBusiness",
    "Snippets testen: Rich-Results-Test und Schema-Validator",
    "Sichtbarer Inhalt und Markup müssen übereinstimmen",
  ],
  "CLEAR Framework": [
    "Das CLEAR Framework im Überblick",
    "C – Consistent: Name, Adresse und Telefon überall gleich",
    "L – Linked: Entitäten mit @id und sameAs verknüpfen",
    "E – Exact: Öffnungszeiten, Koordinaten und Preise präzise angeben",
    "A – Answerable: die Fragen Ihrer Kunden als FAQ beantworten",
    "R – Reviewed: Snippets regelmäßig prüfen und aktualisieren",
  ],
  "Häufige Fehler": [
    "Fehler 1: ein falscher oder zu allgemeiner @type",
    "Fehler 2: widersprüchliche Adressen und Telefonnummern",
    "Fehler 3: Markup für Inhalte, die auf der Seite fehlen",
    "Fehler 4: KI-Crawler per robots.txt ausgesperrt",
  ],
  Dokumentation: [
    "Warum Snippets eine Dokumentation brauchen",
    "Der Snippet-Steckbrief: Seite, Typ, Datenquelle, Zuständigkeit",
    "Änderungsnotizen neben dem JSON-LD führen – JSON kennt keine Kommentare",
    "Übergabe an Agentur, Entwickler oder Nachfolger",
  ],
  "Namenskonventionen": [
    "Sprechende @id-Werte: #organization, #localbusiness, #faq",
    "Dateinamen und Ordnerstruktur für Ihre Snippet-Bibliothek",
    "Platzhalter wie [Firmenname] einheitlich benennen",
  ],
  Versionierung: [
    "Snippets mit Git versionieren",
    "Änderungen nachvollziehen: Changelog und dateModified",
    "Rollback: wenn ein Update Sichtbarkeit kostet",
  ],
  "Praktische Übungen": [
    "Übung 1: LocalBusiness-Snippet für eine Zahnarztpraxis",
    "Übung 2: Öffnungszeiten mit openingHoursSpecification",
    "Übung 3: FAQPage für einen Handwerksbetrieb",
    "Übung 4: mehrere Standorte sauber auszeichnen",
    "Übung 5: Live-Test – nennt die KI Ihr Unternehmen?",
  ],
  Zusammenfassung: ["Modul 1 in zehn Punkten", "Checkliste: Ihr Snippet ist bereit für KI-Antworten"],
  "Metadaten-Optimierung": [
    "Title und Meta-Description für KI-Antworten formulieren",
    "Open-Graph-Tags: So erscheint Ihre Seite beim Teilen",
    "Sprache und Region: lang-Attribut, hreflang und inLanguage",
    "Bilder mit sprechendem Dateinamen, Alt-Text und image-Eigenschaft",
    "Aktualität zeigen: dateModified und lastmod in der sitemap.xml",
  ],
  "Plattform-Optimierung": [
    "ChatGPT-Suche: OAI-SearchBot und der Bing-Index als Quelle",
    "Perplexity: Quellen, Zitate und PerplexityBot",
    "Google AI Overviews und Gemini: strukturierte Daten gezielt nutzen",
    "Microsoft Copilot und Bing Places: Einträge abgleichen",
    "Branchenverzeichnisse und Bewertungsportale als KI-Quellen",
  ],
  "Fortgeschrittene Techniken": [
    "Verschachtelte Entitäten: Organization, LocalBusiness und Person",
    "Leistungen auszeichnen mit Service und OfferCatalog",
    "Bewertungen korrekt einbinden: AggregateRating und die Richtlinien",
    "@graph: mehrere Typen in einem Snippet verbinden",
    "llms.txt: Ihre wichtigsten Seiten für Sprachmodelle zusammenfassen",
  ],
  "Community-Optimierung": [
    "Erwähnungen in Foren, Gruppen und lokalen Medien",
    "Kundenbewertungen gewinnen und beantworten",
    "sameAs: Social-Media-Profile und Verzeichniseinträge verknüpfen",
    "Wikidata und Branchenverbände als Vertrauenssignale",
  ],
  "Produktion & Skalierung": [
    "Snippets im CMS ausspielen: WordPress, Shopify und Co.",
    "Vorlagen für viele Standorte und Kunden",
    "Monitoring: KI-Sichtbarkeit regelmäßig messen",
    "Qualitätssicherung vor jedem Go-live",
  ],
  "Modul 2 Abschluss": [
    "Modul 2 im Überblick: Ihre Optimierungs-Roadmap",
    "Ihr 30-Tage-Plan für mehr Erwähnungen in KI-Antworten",
    "Abschluss: Ihre Downloads und die nächsten Schritte",
  ],
};

/** Chapters 1 … this number form Modul 1; the rest Modul 2 (which ends with "Modul 2 Abschluss"). */
const LAST_CHAPTER_OF_MODULE_1 = COURSE_CHAPTER_TITLES.indexOf("Zusammenfassung") + 1;

/** Path of a slide's image, drawn by the app. */
export function slideImagePath(id: number): string {
  return `/snippet-course/slides/${id}`;
}

/** All slides in viewing order. */
export const COURSE_SLIDES: readonly CourseSlide[] = COURSE_CHAPTER_TITLES.flatMap((chapter) => SLIDE_TITLES[chapter].map((title) => ({ title, chapter }))).map(
  (slide, index) => ({ id: index + 1, ...slide, image: slideImagePath(index + 1) }),
);

export const COURSE_CHAPTERS: readonly CourseChapter[] = COURSE_CHAPTER_TITLES.map((title, index) => {
  const slides = COURSE_SLIDES.filter((s) => s.chapter === title);
  return {
    number: index + 1,
    title,
    module: index + 1 <= LAST_CHAPTER_OF_MODULE_1 ? 1 : 2,
    slideCount: slides.length,
    firstSlide: slides[0]?.id ?? 0,
    lastSlide: slides[slides.length - 1]?.id ?? 0,
  };
});

export const TOTAL_SLIDES = COURSE_SLIDES.length;

/** Slides 1 … FREE_SLIDES are the free preview. */
export const FREE_SLIDES = 5;

/** The slide with this id ("1" … "62"), or undefined. */
export function getSlide(id: string | number): CourseSlide | undefined {
  const text = String(id);
  if (!/^[1-9]\d{0,2}$/.test(text)) return undefined;
  return COURSE_SLIDES[Number(text) - 1];
}

/** "1 Slide", "5 Slides". */
export function slideCountText(count: number): string {
  return count === 1 ? "1 Slide" : `${count} Slides`;
}

// ---------------------------------------------------------------------------
// Price and checkout

const product = PRODUCTS.snippet_course;
const originalPriceCents = product.originalPriceCents;

/** The course's name as sold (checkout, JSON-LD). */
export const COURSE_NAME = product.name;
/** "97 €" */
export const COURSE_PRICE = formatEuro(product.priceCents);

/**
 * The former price, the savings and the discount, only when the operator set a real
 * former price in content/claims.ts; else null.
 */
export const COURSE_FORMER_PRICE = originalPriceCents
  ? {
      /** "297 €" */
      price: formatEuro(originalPriceCents),
      /** "Sie sparen 200 €" */
      savings: `Sie sparen ${formatEuro(originalPriceCents - product.priceCents)}`,
      /** "-67 %" */
      discount: new Intl.NumberFormat("de-DE", { style: "percent", maximumFractionDigits: 0 }).format(-(originalPriceCents - product.priceCents) / originalPriceCents),
    }
  : null;

/** Modules of the course (Modul 1, Modul 2). */
export const COURSE_MODULE_COUNT = new Set(COURSE_CHAPTERS.map((c) => c.module)).size;

/** Course purchase navigation. The server charges the catalogue price, not this parameter. */
export const COURSE_CHECKOUT_HREF = `/payment?product=${product.id}&price=${product.priceCents}&name=${encodeURIComponent(product.name)}`;

/**
 * The premium gate's alert on slide 5:
 * "Die restlichen 57 Slides sind Premium-Inhalte. Jetzt für nur 97€ freischalten!"
 * The price is written without a space ("97€"), as above.
 */
export const COURSE_PREMIUM_MESSAGE = `Die restlichen ${TOTAL_SLIDES - FREE_SLIDES} Slides sind Premium-Inhalte. Jetzt für nur ${COURSE_PRICE.replace(/\s/g, "")} freischalten!`;

// ---------------------------------------------------------------------------
// Downloads: what buyers receive after payment.

export interface CourseDownload {
  name: string;
  /** File name of the download; buyers receive it after payment, so the page does not link it. */
  file: string;
  description: string;
  kind: "zip" | "pdf";
}

export const COURSE_DOWNLOADS: readonly CourseDownload[] = [
  {
    name: "Branchenpaket Rechtsanwälte",
    file: "ki-snippets-rechtsanwaelte.zip",
    description: "JSON-LD-Vorlagen für Kanzleien: LegalService, Anwältinnen und Anwälte als Person, Rechtsgebiete als Leistungen und FAQ zu Erstberatung und Kosten.",
    kind: "zip",
  },
  {
    name: "Branchenpaket Fitnessstudios",
    file: "ki-snippets-fitnessstudios.zip",
    description: "Vorlagen für Studios und Personal Trainer: ExerciseGym mit Kursangebot, Öffnungszeiten und Preisen sowie FAQ zu Probetraining und Vertragslaufzeit.",
    kind: "zip",
  },
  {
    name: "Branchenpaket Friseure",
    file: "ki-snippets-friseure.zip",
    description: "HairSalon-Vorlagen mit Leistungen und Preisen, Öffnungszeiten, Online-Terminbuchung und FAQ zu Beratung, Farbe und Pflege.",
    kind: "zip",
  },
  {
    name: "Branchenpaket Garten- und Landschaftsbau",
    file: "ki-snippets-gartenbau.zip",
    description: "Vorlagen für GaLaBau-Betriebe: Einzugsgebiet (areaServed), Leistungen von der Gartenpflege bis zur Pflasterarbeit und FAQ zu Saison und Angebot.",
    kind: "zip",
  },
  {
    name: "Praxis-Leitfaden KI-Snippets (PDF)",
    file: "leitfaden-ki-snippets.pdf",
    description: "Schritt für Schritt vom ersten JSON-LD-Snippet bis zur laufenden Pflege, mit Checklisten und dem CLEAR Framework zum Nachschlagen.",
    kind: "pdf",
  },
];

/** The industry packs among the downloads. */
export const COURSE_PACK_COUNT = COURSE_DOWNLOADS.filter((d) => d.kind === "zip").length;

// ---------------------------------------------------------------------------
// Page texts

export type AudienceIcon = "agency" | "local" | "shop" | "trades" | "developer" | "marketing";

/** The course's selling points, with the course's own counts. */
export const COURSE_CLAIMS: readonly string[] = [
  `${TOTAL_SLIDES} Slides im Kurs-Viewer`,
  "Einmalzahlung – kein Abo",
  "Lebenslanger Zugang",
  `${MONEY_BACK_GUARANTEE_DAYS} Tage Geld-zurück-Garantie`,
];
