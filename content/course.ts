import type { SlidePart } from "./course-slide-body";
import { BASICS_CHAPTERS } from "./course-slides-basics";
import { PRACTICE_CHAPTERS } from "./course-slides-practice";
import { formatEuro, MONEY_BACK_GUARANTEE_DAYS, PRODUCTS } from "./products";

/**
 * The online course (/snippet-course): its slides, chapters, price and claims
 * (the page's other texts are messages "Course" and "CourseViewer" in messages/de.json).
 * The price comes from the product catalogue (content/products.ts). The slides' texts are in
 * content/course-slides-basics.ts (Modul 1) and content/course-slides-practice.ts (Modul 2).
 */

/** The course's chapters with their slides, in teaching order: Modul 1, then Modul 2. */
const CHAPTER_TEXTS = [...BASICS_CHAPTERS.map((c) => ({ ...c, module: 1 as const })), ...PRACTICE_CHAPTERS.map((c) => ({ ...c, module: 2 as const }))];

/** One slide of the course viewer. */
export interface CourseSlide {
  /** 1 … 62, in viewing order. */
  id: number;
  title: string;
  chapter: string;
  /** What the slide teaches: text, lists, steps and code examples. */
  body: readonly SlidePart[];
  /** Path of the slide's title image (social preview); the app draws it (app/snippet-course/slides/[id]/route.tsx). */
  image: string;
}

/** A chapter with its position and slides, for the contents section and the viewer footer. */
export interface CourseChapter {
  /** 1-based position in the course. */
  number: number;
  title: string;
  /** Modul 1: how assistants recommend and JSON-LD by example; Modul 2: crawlers, directories, measuring. */
  module: 1 | 2;
  slideCount: number;
  firstSlide: number;
  lastSlide: number;
}

/** Path of a slide's image, drawn by the app. */
export function slideImagePath(id: number): string {
  return `/snippet-course/slides/${id}`;
}

/** All slides in viewing order. */
export const COURSE_SLIDES: readonly CourseSlide[] = CHAPTER_TEXTS.flatMap(({ chapter, slides }) => slides.map((slide) => ({ ...slide, chapter }))).map(
  (slide, index) => ({ id: index + 1, ...slide, image: slideImagePath(index + 1) }),
);

export const COURSE_CHAPTERS: readonly CourseChapter[] = CHAPTER_TEXTS.map(({ chapter: title, module }, index) => {
  const slides = COURSE_SLIDES.filter((s) => s.chapter === title);
  return {
    number: index + 1,
    title,
    module,
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
// Examples: the trades whose JSON-LD the course writes out in full (chapters "Beispiel: …").
// The course has no separate download files; its code examples are copied from the slides.

/** How many trades the course shows complete JSON-LD for. */
export const COURSE_TRADE_COUNT = COURSE_CHAPTERS.filter((c) => c.title.startsWith("Beispiel:")).length;

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
