import { PRODUCTS, productIncludes, type ProductId } from "./products";
import { INDUSTRY_COUNT } from "./snippets";

/**
 * The snippet packages of /snippet-pakete: done-for-you work (the library's templates are
 * free to generate; a package is that many snippets filled in and checked by us). They
 * are bought through an external checkout whose address (paylink) the owner sets in the
 * environment (SNIPPET_PAYLINK_*), else ordered by e-mail. Price, name and "enthalten"
 * list come from the catalogue (content/products.ts).
 */
export interface SnippetPackage {
  id: "starter" | "business" | "komplett";
  productId: Extract<ProductId, `package_${string}`>;
  name: string;
  /** How many snippets we fill in. */
  snippetCount: number;
  priceCents: number;
  /** Shown struck through; set only in content/claims.ts. */
  originalPriceCents?: number;
  badge: "BELIEBT" | "BESTSELLER" | "PREMIUM";
  description: string;
  includes: string[];
  highlight?: boolean;
}

function fromCatalogue(id: SnippetPackage["id"], badge: SnippetPackage["badge"], description: string, highlight = false): SnippetPackage {
  const product = PRODUCTS[`package_${id}`];
  return {
    id,
    productId: product.id as SnippetPackage["productId"],
    name: product.name.replace(/^Snippet-Paket /, ""),
    snippetCount: product.includes[0]?.quantity ?? 0,
    priceCents: product.priceCents,
    originalPriceCents: product.originalPriceCents,
    badge,
    description,
    includes: productIncludes(product.id),
    highlight,
  };
}

export const SNIPPET_PACKAGES: readonly SnippetPackage[] = [
  fromCatalogue("starter", "BELIEBT", "Für ein Unternehmen mit wenigen Standorten oder Angeboten."),
  fromCatalogue("business", "BESTSELLER", "Für Unternehmen mit mehreren Standorten und kleine Agenturen.", true),
  fromCatalogue("komplett", "PREMIUM", `Für Agenturen mit vielen Kunden, aus allen ${INDUSTRY_COUNT} Branchen der Bibliothek.`),
];
