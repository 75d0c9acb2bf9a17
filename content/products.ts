/**
 * The product catalogue: the one source of every price the site shows and the payment
 * code will charge (product decisions: prices come from the server's catalogue, never
 * from a URL). Amounts are in euro cents; format them with formatEuro.
 *
 * Prices and claims are the site owner's (spec section 9); edit them here.
 */

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
  /** Former price in euro cents, shown struck through. */
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
  premium_full: { id: "premium_full", name: "Komplett-Paket: Lifetime-Zugang zu allen Premium-Inhalten", priceCents: 12_900, originalPriceCents: 49_700, billing: "once", unlocks: ["faq-generator", "course"] },
  snippet: { id: "snippet", name: "KI-Snippet", priceCents: 999, billing: "once" },
  "gmb-faq": { id: "gmb-faq", name: "Premium FAQ-Generator", priceCents: 2_999, billing: "once", unlocks: ["faq-generator"] },
  snippet_course: { id: "snippet_course", name: "Online-Kurs: KI-Snippets & GEO", priceCents: 9_700, originalPriceCents: 29_700, billing: "once", unlocks: ["course"] },
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
 * The bundle's list is the spec's (section 2, Payment).
 */
export const PRODUCT_BENEFITS: Partial<Record<ProductId, readonly string[]>> = {
  premium_full: [
    "Premium FAQ-Generator ohne Limit",
    "Online-Kurs mit allen Slides",
    "Snippet-Bibliothek mit 80+ Branchen",
    "Alle 6 Tools",
    "Lifetime-Updates",
    "Priority E-Mail-Support",
  ],
  "gmb-faq": ["FAQ-Generator ohne Limit", "FAQPage-Markup für 80+ Branchen", "Download als gmb-faq-schema.json", "Lifetime-Zugang"],
  snippet_course: ["Alle Slides des Online-Kurses", "Lifetime-Zugang", "30 Tage Geld-zurück-Garantie"],
  snippet: ["JSON-LD-Snippet für Ihre Branche, von uns mit Ihren Daten ausgefüllt und geprüft", "Einbau-Anleitung", "Lieferung per E-Mail"],
};
