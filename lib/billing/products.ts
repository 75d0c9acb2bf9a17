import { PRODUCTS, productIncludes, type Product, type ProductId } from "@/content/products";
import { listSnippets } from "@/lib/snippets/library";

/**
 * Which product a payment is for: the
 * product parameter first, else the snippet parameter (product "snippet"), else
 * premium_full. Prices always come from the catalogue (content/products.ts); a price
 * in the URL is ignored, so no visitor can set their own.
 */

export interface ProductInfo {
  id: ProductId;
  name: string;
  /** Euro cents. */
  priceCents: number;
  originalPriceCents: number | null;
  /** Euros, for display. */
  price: number;
  originalPrice: number | null;
  /** The snippet industry, when the product is a single snippet of the library. */
  snippetId?: string;
}

export function isProductId(id: string): id is ProductId {
  return Object.hasOwn(PRODUCTS, id);
}

/**
 * Whether the operator has to do something after the payment: true for services (a
 * snippet filled with the buyer's data, GEO packages, analysis, consulting), false for
 * products that only unlock site features.
 */
export function needsManualWork(product: Product): boolean {
  return (product.unlocks ?? []).length === 0;
}

function info(product: Product, extra: Partial<ProductInfo> = {}): ProductInfo {
  return {
    id: product.id,
    name: product.name,
    priceCents: product.priceCents,
    originalPriceCents: product.originalPriceCents ?? null,
    price: product.priceCents / 100,
    originalPrice: product.originalPriceCents ? product.originalPriceCents / 100 : null,
    ...extra,
  };
}

/**
 * A catalogue product, with a snippet product named after its industry.
 * @param snippetId for "snippet": the library industry it is for; an unknown one is ignored
 * @returns null for an unknown product id
 */
export function getProductInfo(id: string, snippetId?: string): ProductInfo | null {
  if (!isProductId(id)) return null;
  const product = PRODUCTS[id];
  if (id === "snippet" && snippetId) {
    const snippet = listSnippets().find((s) => s.id === snippetId);
    if (snippet) return info(product, { name: `KI-Snippet: ${snippet.branche}`, snippetId: snippet.id });
  }
  return info(product);
}

/**
 * The product of a /payment URL.
 * @param query the URL's product, snippet and name parameters (price is ignored)
 * @returns null when the product parameter names no product
 */
export function productFromQuery(query: { product?: string | null; snippet?: string | null }): ProductInfo | null {
  if (query.product) return getProductInfo(query.product, query.snippet ?? undefined);
  if (query.snippet) return getProductInfo("snippet", query.snippet);
  return getProductInfo("premium_full");
}

/** What a product includes, for the payment and success pages: the catalogue's "enthalten" list. */
export function productBenefits(id: ProductId): readonly string[] {
  return productIncludes(id);
}
