import { expect, test } from "@playwright/test";
import { formatEuro, PRODUCTS } from "../content/products";
import { UNCONFIGURED_APP_URL } from "../playwright.config";

/**
 * The offer a visitor sees (issue 33): one price list, every price from the catalogue,
 * ordering without card payments. Each journey runs at a phone's and a desktop's width.
 */
const WIDTHS = [390, 1280] as const;

/** A euro amount as the site writes it, e.g. "9,99 €", "1.080 €". */
const PRICE = /\d{1,3}(?:\.\d{3})*(?:,\d{2})?\s€/g;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every price on the selling pages is a catalogue price, and no snippet card sells a free template", async ({ page }) => {
      const allowed = new Set(Object.values(PRODUCTS).map((p) => formatEuro(p.priceCents).replace(/\s/g, " ")));
      for (const path of ["/", "/snippets", "/snippet-pakete", "/geo-services", "/gmb-faq", "/snippet-course", "/payment"]) {
        await page.goto(path);
        const text = (await page.locator("main").innerText()).replace(/\s/g, " ");
        for (const price of text.match(PRICE) ?? []) expect(allowed, `${path} shows ${price}`).toContain(price);
      }
      await page.goto("/snippets");
      await expect(page.locator("[data-snippet] a")).toHaveCount(0);
      await expect(page.getByText(/Kaufen/)).toHaveCount(0);
    });

    test("without card payments, /payment shows the product, its price and contents, and an order by e-mail", async ({ page }) => {
      await page.goto(`${UNCONFIGURED_APP_URL}/payment?product=premium_full`);
      await expect(page.getByRole("heading", { level: 1, name: /Komplett-Paket/ })).toBeVisible();
      await expect(page.getByText("129 €", { exact: true })).toBeVisible();
      await expect(page.getByText(/FAQ-Generator ohne Limit/)).toBeVisible();
      await expect(page.getByText(/Online-Kurs mit allen Slides/)).toBeVisible();
      const order = page.getByRole("link", { name: "Per E-Mail bestellen" });
      await order.scrollIntoViewIfNeeded();
      await expect(order).toBeVisible();
      expect(decodeURIComponent((await order.getAttribute("href"))!)).toMatch(/^mailto:.+\?subject=Bestellung: Komplett-Paket.*\(129 €\)$/);
      await expect(page.getByText("Zahlungsvorgang nicht verfügbar")).toHaveCount(0);
    });
  });
}
