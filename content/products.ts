/**
 * The product catalogue: the one source of every price the site shows and the payment
 * code will charge; a price in a URL is never used. Amounts are in euro cents; format
 * them with formatEuro.
 *
 * Prices are the site owner's; edit them here. Former ("statt") prices
 * come only from the claims file (content/claims.ts).
 */
import { formerPriceCents } from "./claims";
import { INDUSTRY_COUNT } from "./snippets";
import { tools } from "./tools";

/** The money-back guarantee, in days: the one number every page and e-mail states. */
export const MONEY_BACK_GUARANTEE_DAYS = 30;

export type ProductId =
  | "premium_full"
  | "snippet"
  | "gmb-faq"
  | "snippet_course"
  | "geo_starter"
  | "geo_profi"
  | "geo_agentur"
  | "geo_analysis"
  | "geo_snippets"
  | "geo_consulting";

export interface Product {
  id: ProductId;
  name: string;
  /** Price in euro cents. */
  priceCents: number;
  /** Former price in euro cents, shown struck through; set only in content/claims.ts. */
  originalPriceCents?: number;
  /** "once" is a one-off payment; "month" recurs monthly; "from-month" is a starting price per month. */
  billing: "once" | "month" | "from-month";
  /**
   * What a verified payment unlocks on this site (premium access). Products without
   * it are services the owner delivers after the payment.
   */
  unlocks?: PremiumFeature[];
}

/** Site features behind premium access, checked on the server. */
export type PremiumFeature = "faq-generator" | "course";

export const PRODUCTS: Record<ProductId, Product> = {
  premium_full: { id: "premium_full", name: "Komplett-Paket: Lebenslanger Zugang zu allen Premium-Inhalten", priceCents: 12_900, originalPriceCents: formerPriceCents("premium_full", 12_900), billing: "once", unlocks: ["faq-generator", "course"] },
  snippet: { id: "snippet", name: "KI-Snippet", priceCents: 999, billing: "once" },
  "gmb-faq": { id: "gmb-faq", name: "Premium FAQ-Generator", priceCents: 2_999, originalPriceCents: formerPriceCents("gmb-faq", 2_999), billing: "once", unlocks: ["faq-generator"] },
  snippet_course: { id: "snippet_course", name: "Online-Kurs: KI-Snippets & GEO", priceCents: 9_700, originalPriceCents: formerPriceCents("snippet_course", 9_700), billing: "once", unlocks: ["course"] },
  geo_starter: { id: "geo_starter", name: "GEO Starter", priceCents: 19_900, billing: "once" },
  geo_profi: { id: "geo_profi", name: "GEO Profi", priceCents: 49_900, billing: "once" },
  geo_agentur: { id: "geo_agentur", name: "GEO Agentur", priceCents: 29_900, billing: "from-month" },
  geo_analysis: { id: "geo_analysis", name: "GEO-Performance-Analyse", priceCents: 14_900, billing: "once" },
  geo_snippets: { id: "geo_snippets", name: "GEO-Snippet-Erstellung", priceCents: 19_900, billing: "once" },
  geo_consulting: { id: "geo_consulting", name: "GEO-Beratung (1 Stunde)", priceCents: 29_900, billing: "once" },
};

const euro = new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR", minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * German price text: 12900 → "129 €", 999 → "9,99 €" (whole euros without decimals).
 * @param cents amount in euro cents
 */
export function formatEuro(cents: number): string {
  const value = cents / 100;
  return Number.isInteger(value) ? euro.format(value) : new Intl.NumberFormat("de-DE", { style: "currency", currency: "EUR" }).format(value);
}

/** The price of a catalogue product as German text, e.g. "ab 299 € / Monat". */
export function productPriceText(id: ProductId): string {
  const product = PRODUCTS[id];
  const price = formatEuro(product.priceCents);
  if (product.billing === "month") return `${price} / Monat`;
  if (product.billing === "from-month") return `ab ${price} / Monat`;
  return price;
}

/**
 * What the payment and success pages list as included, for products that are not
 * GEO services (those list their package features, content/geo-packages.ts).
 * Counts (industries, tools) come from the site's data, so they stay true.
 */
export const PRODUCT_BENEFITS: Partial<Record<ProductId, readonly string[]>> = {
  premium_full: [
    "Premium FAQ-Generator ohne Limit",
    "Online-Kurs mit allen Slides",
    `Snippet-Bibliothek mit ${INDUSTRY_COUNT} Branchen`,
    `Alle ${tools.length} Tools`,
    "Lebenslange Updates",
    "Bevorzugter E-Mail-Support",
  ],
  "gmb-faq": ["FAQ-Generator ohne Limit", `FAQPage-Markup für ${INDUSTRY_COUNT} Branchen`, "Download als gmb-faq-schema.json", "Lebenslanger Zugang"],
  snippet_course: ["Alle Slides des Online-Kurses", "Lebenslanger Zugang", `${MONEY_BACK_GUARANTEE_DAYS} Tage Geld-zurück-Garantie`],
  snippet: ["JSON-LD-Snippet für Ihre Branche, von uns mit Ihren Daten ausgefüllt und geprüft", "Einbau-Anleitung", "Lieferung per E-Mail"],
};
