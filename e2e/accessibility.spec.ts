import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { getArticles } from "../lib/blog/articles";
import { SITE_PAGES } from "../content/site-pages";
import { UNCONFIGURED_APP_URL } from "../playwright.config";

/**
 * axe-core (WCAG 2.2 A and AA rules) on every public page at a desktop and a phone
 * width: no violation may come back. The pages are scanned as they first render, and the
 * live test also with its inline error and the mobile menu open.
 */
const PUBLIC_PAGES = [
  ...SITE_PAGES.map((p) => p.path),
  ...getArticles().map((a) => `/blog/${a.slug}`),
  "/payment",
  "/admin/login",
  "/seite-gibt-es-nicht",
  // The live test and the payment page of a site without AI provider and Stripe: their warnings.
  `${UNCONFIGURED_APP_URL}/ki-search-tool`,
  `${UNCONFIGURED_APP_URL}/payment`,
];
const WIDTHS = [1280, 390] as const;
const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"];

function describe(violations: Awaited<ReturnType<AxeBuilder["analyze"]>>["violations"]): string[] {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => `${n.target.join(" ")} – ${n.failureSummary?.split("\n")[1]?.trim() ?? ""}`).join(" | ")}`);
}

for (const width of WIDTHS) {
  test(`axe finds no WCAG 2.2 AA violation on any public page at ${width} px`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    const problems: string[] = [];
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
      problems.push(...describe(result.violations).map((line) => `${path}: ${line}`));
    }
    expect(problems).toEqual([]);
  });
}

test("axe finds nothing in the live test's inline error and the open mobile menu", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/ki-search-tool");
  await page.getByRole("button", { name: "KI-Suche starten" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Suchanfrage" })).toBeVisible();
  await page.getByRole("button", { name: "Menü" }).click();
  const result = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  expect(describe(result.violations)).toEqual([]);
});
