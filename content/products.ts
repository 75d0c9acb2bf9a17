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

/** The money-back guarantee, in days: the one number every page and e-mail states. */
export const MONEY_BACK_GUARANTEE_DAYS = 30;

export type ProductId =
  | "premium_full"
  | "snippet"
  | "gmb-faq"
  | "snippet_course"
  | "package_starter"
  | "package_business"
  | "package_komplett"
  | "geo_starter"
  | "geo_profi"
  | "geo_agentur"
  | "geo_analysis"
  | "geo_consulting";

/**
 * One thing a product contains, shown in its "enthalten" list. Each key is sold by one
 * product only; the exceptions are bundles (they contain their parts) and quantity tiers
 * of the same work (e.g. done-for-you snippets), which must get cheaper per unit as the
 * quantity grows (content/products.test.ts).
 */
interface Inclusion {
  key: string;
  /** German line of the "enthalten" list. */
  text: string;
  /** How many units of `key` (quantity tiers), e.g. 5 snippets. */
  quantity?: number;
}

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
  /** What the product contains: every card, payment and success page lists these texts. */
  includes: readonly Inclusion[];
  /** For a bundle: the products it contains (their inclusions are part of includes; it costs less than they do together). */
  bundles?: readonly ProductId[];
}

/** Site features behind premium access, checked on the server. */
export type PremiumFeature = "faq-generator" | "course";

/** Done-for-you JSON-LD snippets: the library's templates are free; this is the work of filling them in. */
function snippetsDone(quantity: number): Inclusion {
  const what = quantity === 1 ? "1 JSON-LD-Snippet" : `${quantity} JSON-LD-Snippets`;
  return { key: "snippet-done-for-you", quantity, text: `${what} (Branchen frei wählbar aus ${INDUSTRY_COUNT}), von uns mit Ihren Angaben ausgefüllt, geprüft und mit Einbau-Anleitung per E-Mail geliefert` };
}

/** Our work on the owner's website for `locations` locations (GEO packages). */
function geoImplementation(locations: number): Inclusion {
  const where = locations === 1 ? "1 Standort" : `bis zu ${locations} Standorte`;
  return { key: "geo-implementation", quantity: locations, text: `${where}: strukturierte Daten (LocalBusiness-JSON-LD) von uns auf Ihrer Website eingebaut, Live-Test vorher und nachher` };
}

const FAQ_UNLIMITED: Inclusion = { key: "faq-generator-unlimited", text: `FAQ-Generator ohne Limit (FAQPage-JSON-LD für ${INDUSTRY_COUNT} Branchen), lebenslang` };
const COURSE: Inclusion = { key: "course", text: "Online-Kurs mit allen Slides, lebenslanger Zugang" };

const premiumFull = (): Product => ({
  id: "premium_full",
  name: "Komplett-Paket: FAQ-Generator, Online-Kurs und ein ausgefülltes Snippet",
  priceCents: 12_900,
  originalPriceCents: formerPriceCents("premium_full", 12_900),
  billing: "once",
  unlocks: ["faq-generator", "course"],
  bundles: ["gmb-faq", "snippet_course", "snippet"],
  includes: [FAQ_UNLIMITED, COURSE, snippetsDone(1), { key: "priority-support", text: "Bevorzugter E-Mail-Support" }],
});

const pkg = (id: Extract<ProductId, `package_${string}`>, name: string, priceCents: number, quantity: number): Product => ({
  id,
  name: `Snippet-Paket ${name}`,
  priceCents,
  originalPriceCents: formerPriceCents(id, priceCents),
  billing: "once",
  includes: [snippetsDone(quantity)],
});

export const PRODUCTS: Record<ProductId, Product> = {
  premium_full: premiumFull(),
  snippet: { id: "snippet", name: "KI-Snippet", priceCents: 999, billing: "once", includes: [snippetsDone(1)] },
  "gmb-faq": { id: "gmb-faq", name: "Premium FAQ-Generator", priceCents: 2_999, originalPriceCents: formerPriceCents("gmb-faq", 2_999), billing: "once", unlocks: ["faq-generator"], includes: [FAQ_UNLIMITED] },
  snippet_course: { id: "snippet_course", name: "Online-Kurs: KI-Snippets & GEO", priceCents: 9_700, originalPriceCents: formerPriceCents("snippet_course", 9_700), billing: "once", unlocks: ["course"], includes: [COURSE] },
  package_starter: pkg("package_starter", "Starter", 4_700, 5),
  package_business: pkg("package_business", "Business", 19_700, 25),
  package_komplett: pkg("package_komplett", "Komplett", 79_700, 125),
  geo_starter: { id: "geo_starter", name: "GEO Starter", priceCents: 19_900, billing: "once", includes: [geoImplementation(1)] },
  geo_profi: {
    id: "geo_profi",
    name: "GEO Profi",
    priceCents: 49_900,
    billing: "once",
    includes: [geoImplementation(3), { key: "team-training", text: "Schulung Ihres Teams (Einbau und Pflege)" }, { key: "support-month", text: "1 Monat Support" }],
  },
  geo_agentur: {
    id: "geo_agentur",
    name: "GEO Agentur",
    priceCents: 29_900,
    billing: "from-month",
    includes: [
      { key: "agency-ongoing", text: "Laufende GEO-Betreuung Ihrer Kunden: strukturierte Daten, Einbau, Live-Tests" },
      { key: "white-label", text: "White Label" },
      { key: "account-manager", text: "Fester Ansprechpartner" },
      { key: "crawler-updates", text: "Updates bei neuen KI-Crawlern und Formaten" },
    ],
  },
  geo_analysis: {
    id: "geo_analysis",
    name: "GEO-Performance-Analyse",
    priceCents: 14_900,
    billing: "once",
    includes: [
      { key: "analysis-checks", text: "50+ Standort- und Branchenfragen an KI-Assistenten" },
      { key: "competitor-comparison", text: "Mitbewerber-Vergleich" },
      { key: "action-plan", text: "Maßnahmenplan" },
    ],
  },
  geo_consulting: {
    id: "geo_consulting",
    name: "GEO-Beratung (1 Stunde)",
    priceCents: 29_900,
    billing: "once",
    includes: [
      { key: "consulting-hour", text: "1 Stunde Videocall" },
      { key: "recommendations", text: "Individuelle Empfehlungen" },
      { key: "consulting-summary", text: "Zusammenfassung per E-Mail" },
    ],
  },
};

/** The "enthalten" list of a product, as German lines. */
export function productIncludes(id: ProductId): string[] {
  return PRODUCTS[id].includes.map((i) => i.text);
}

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
