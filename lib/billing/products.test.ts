import { describe, expect, it } from "vitest";
import { getProductInfo, productFromQuery } from "./products";

describe("product selection", () => {
  it("takes the product parameter first, then the snippet parameter, else premium_full", () => {
    expect(productFromQuery({ product: "gmb-faq", snippet: "zahnarztpraxis" })?.id).toBe("gmb-faq");
    expect(productFromQuery({ snippet: "zahnarztpraxis" })).toMatchObject({ id: "snippet", name: "KI-Snippet: Zahnarztpraxis", priceCents: 999, price: 9.99 });
    // No former price unless the operator sets a real one in content/claims.ts.
    expect(productFromQuery({})).toMatchObject({ id: "premium_full", priceCents: 12_900, originalPriceCents: null, price: 129, originalPrice: null });
  });

  it("prices come from the catalogue whatever the URL says, and unknown products are refused", () => {
    expect(productFromQuery({ product: "snippet_course" })?.priceCents).toBe(9_700);
    expect(productFromQuery({ product: "geo_profi" })?.priceCents).toBe(49_900);
    expect(productFromQuery({ product: "gratis" })).toBeNull();
    expect(getProductInfo("__proto__")).toBeNull();
  });

  it("names a snippet product only after an industry of the library", () => {
    expect(getProductInfo("snippet", "<script>")?.name).toBe("KI-Snippet");
  });
});
