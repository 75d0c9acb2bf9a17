import { productIncludes, type ProductId } from "./products";

/**
 * The GEO packages. Prices come from the product
 * catalogue (content/products.ts); texts are the owner's and can be edited here.
 */
export interface GeoPackage {
  productId: Extract<ProductId, "geo_starter" | "geo_profi" | "geo_agentur">;
  name: string;
  /** "einmalig" or "pro Monat". */
  period: string;
  description: string;
  features: string[];
  popular: boolean;
  icon: "rocket" | "award" | "building";
  /** Tailwind gradient stops. */
  colour: string;
}

export const GEO_PACKAGES: readonly GeoPackage[] = [
  {
    productId: "geo_starter",
    name: "Starter",
    period: "einmalig",
    description: "Für einen Standort, der in KI-Antworten auftauchen soll.",
    features: productIncludes("geo_starter"),
    popular: false,
    icon: "rocket",
    colour: "from-sky-500 to-indigo-600",
  },
  {
    productId: "geo_profi",
    name: "Profi",
    period: "einmalig",
    description: "Für Unternehmen mit mehreren Standorten und eigenem Team.",
    features: productIncludes("geo_profi"),
    popular: true,
    icon: "award",
    colour: "from-indigo-600 to-violet-600",
  },
  {
    productId: "geo_agentur",
    name: "Agentur",
    period: "pro Monat",
    description: "Für Agenturen, die GEO für ihre Kunden anbieten.",
    features: productIncludes("geo_agentur"),
    popular: false,
    icon: "building",
    colour: "from-violet-600 to-fuchsia-600",
  },
];

/** The one-off services of the home page and the GEO page; their "enthalten" lists come from the catalogue. */
export const GEO_SERVICES = [
  { productId: "geo_analysis", title: "GEO-Performance-Analyse", description: "Wir prüfen Ihre Sichtbarkeit in KI-Antworten an über 50 Standort- und Branchenfragen.", features: productIncludes("geo_analysis") },
  { productId: "geo_consulting", title: "GEO-Beratung", description: "Eine Stunde per Videocall: Ihre Fragen, Ihre Website, Ihr Plan.", features: productIncludes("geo_consulting") },
] as const satisfies readonly { productId: ProductId; title: string; description: string; features: readonly string[] }[];
