import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { GEO_PACKAGES, GEO_SERVICES } from "./geo-packages";
import { PRODUCTS, productIncludes, type Product, type ProductId } from "./products";
import { SNIPPET_PACKAGES } from "./snippet-packages";

const products = Object.values(PRODUCTS);

/** Whether `a` is a bundle that contains `b`, directly or through another bundle. */
function bundleContains(a: Product, b: Product): boolean {
  return (a.bundles ?? []).some((id) => id === b.id || bundleContains(PRODUCTS[id], b));
}

describe("the catalogue (content/products.ts)", () => {
  it("sells each thing once: two products share content only as bundle and part, or as quantity tiers cheaper per unit", () => {
    const byKey = new Map<string, { product: Product; quantity?: number }[]>();
    for (const product of products) for (const inc of product.includes) byKey.set(inc.key, [...(byKey.get(inc.key) ?? []), { product, quantity: inc.quantity }]);
    for (const [key, sellers] of byKey) {
      const standalone = sellers.filter((s) => !sellers.some((o) => o !== s && bundleContains(s.product, o.product)));
      if (standalone.length < 2) continue;
      // Quantity tiers of the same work: every seller states a different quantity, and more units cost less each.
      const tiers = standalone.map((s) => ({ id: s.product.id, quantity: s.quantity ?? Number.NaN, perUnit: s.product.priceCents / (s.quantity ?? 1) }));
      expect(tiers.every((t) => Number.isFinite(t.quantity)), `"${key}" is sold by ${tiers.map((t) => t.id).join(" and ")}`).toBe(true);
      expect(new Set(tiers.map((t) => t.quantity)).size, `"${key}": two products sell the same quantity`).toBe(tiers.length);
      const sorted = [...tiers].sort((a, b) => a.quantity - b.quantity);
      for (const [i, tier] of sorted.entries()) if (i > 0) expect(tier.perUnit, `${tier.id} must cost less per unit than ${sorted[i - 1]!.id}`).toBeLessThan(sorted[i - 1]!.perUnit);
    }
  });

  it("a bundle contains what its parts contain and costs less than they do together", () => {
    const bundles = products.filter((p) => p.bundles);
    expect(bundles.map((b) => b.id)).toEqual(["premium_full"]);
    for (const bundle of bundles) {
      const parts = bundle.bundles!.map((id) => PRODUCTS[id]);
      for (const part of parts) for (const inc of part.includes) expect(bundle.includes.map((i) => i.text)).toContain(inc.text);
      expect(bundle.priceCents).toBeLessThan(parts.reduce((sum, p) => sum + p.priceCents, 0));
      expect(bundle.unlocks?.toSorted()).toEqual([...new Set(parts.flatMap((p) => p.unlocks ?? []))].toSorted());
    }
  });

  it("every card's price and 'enthalten' list come from it", () => {
    for (const pkg of SNIPPET_PACKAGES) {
      expect(pkg.priceCents).toBe(PRODUCTS[pkg.productId].priceCents);
      expect(pkg.includes).toEqual(productIncludes(pkg.productId));
    }
    for (const geo of [...GEO_PACKAGES, ...GEO_SERVICES]) expect(geo.features).toEqual(productIncludes(geo.productId as ProductId));
    for (const product of products) expect(product.includes.length, product.id).toBeGreaterThan(0);
  });

  it("the free snippet library's templates are not sold: only the work of filling them in", () => {
    const text = products.flatMap((p) => p.includes.map((i) => i.text)).join("\n");
    expect(text).not.toMatch(/Snippet-Bibliothek|Vorlagen für \d+ Branchen|Alle \d+ Tools/);
  });
});

/** Source files that render pages: every euro amount in them must come from formatEuro, never a literal. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === "blog" || name === "node_modules" ? [] : sourceFiles(file);
    return /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

describe("prices on the pages", () => {
  it("no page, component, content file or message writes a euro amount itself: they all come from the catalogue", () => {
    const root = path.join(__dirname, "..");
    const literal = /(^|[^\w{])\d[\d.]*(,\d{2})?\s?(€|Euro\b)/;
    const found = ["app", "components", "content", "messages"]
      .flatMap((d) => sourceFiles(path.join(root, d)))
      .flatMap((file) =>
        readFileSync(file, "utf8")
          .split("\n")
          .filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line) && literal.test(line))
          .map((line) => `${path.relative(root, file)}: ${line.trim().slice(0, 120)}`),
      );
    expect(found).toEqual([]);
  });
});
