import { formerPriceCents } from "./claims";
import { INDUSTRY_SNIPPETS } from "./snippets";

/**
 * The snippet packages of /snippet-pakete. They are
 * bought through an external checkout whose address (paylink) the owner sets in the
 * environment (SNIPPET_PAYLINK_*); their prices live here, in cents. Their industries
 * are the snippet library's, so "Komplett" always names all of them. Former prices
 * come only from content/claims.ts.
 */
export interface SnippetPackage {
  id: "starter" | "business" | "komplett";
  name: string;
  priceCents: number;
  /** Shown struck through; set only in content/claims.ts. */
  originalPriceCents?: number;
  badge: "BELIEBT" | "BESTSELLER" | "PREMIUM";
  description: string;
  includes: string[];
  branchen: string[];
  highlight?: boolean;
}

/** The library's industries, in its order. */
const ALL_INDUSTRIES = INDUSTRY_SNIPPETS.map((s) => s.branche);

export const SNIPPET_PACKAGES: readonly SnippetPackage[] = [
  {
    id: "starter",
    name: "Starter",
    priceCents: 4_700,
    originalPriceCents: formerPriceCents("package_starter", 4_700),
    badge: "BELIEBT",
    description: "Fertige JSON-LD-Snippets für 5 Branchen Ihrer Wahl.",
    includes: ["5 Branchen-Snippets (JSON-LD)", "Einbau-Anleitung als PDF", "Sofort-Download"],
    branchen: ALL_INDUSTRIES.slice(0, 5),
  },
  {
    id: "business",
    name: "Business",
    priceCents: 19_700,
    originalPriceCents: formerPriceCents("package_business", 19_700),
    badge: "BESTSELLER",
    description: "20 Branchen – ideal für Agenturen und Unternehmen mit mehreren Geschäftsfeldern.",
    includes: ["20 Branchen-Snippets (JSON-LD)", "FAQ-Vorlagen je Branche", "Einbau-Anleitung als PDF", "Updates für 12 Monate"],
    branchen: ALL_INDUSTRIES.slice(0, 20),
    highlight: true,
  },
  {
    id: "komplett",
    name: "Komplett",
    priceCents: 79_700,
    originalPriceCents: formerPriceCents("package_komplett", 79_700),
    badge: "PREMIUM",
    description: `Alle ${ALL_INDUSTRIES.length} Branchen der Bibliothek, FAQ-Vorlagen und lebenslange Updates.`,
    includes: [`${ALL_INDUSTRIES.length} Branchen-Snippets (JSON-LD)`, "FAQ-Vorlagen je Branche", "Einbau-Anleitung als PDF", "Lebenslange Updates"],
    branchen: ALL_INDUSTRIES,
  },
];

/** Industries a package card shows before "+N weitere". */
export const PACKAGE_INDUSTRIES_SHOWN = 6;
