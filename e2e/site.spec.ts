import { expect, test } from "@playwright/test";

const TOOL_ROUTES = ["/ki-search-tool", "/tool/checker", "/tool/schema", "/tool/meta", "/tool/robots", "/tool/sitemap", "/seo-dashboard"];

test("the home page has the hero and a tool grid linking to every tool", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  const grid = page.locator("#tools");
  for (const route of TOOL_ROUTES) {
    await expect(grid.locator(`a[href="${route}"]`).first()).toBeVisible();
  }
  // Counts from the site's data; results, limits and countdowns only from the operator's claims file (off).
  // Nine since the FAQ generator joined the tools grid (issue 33); the count comes from content/tools.ts.
  await expect(page.getByText(/^\d+ kostenlose Tools$/)).toHaveText("9 kostenlose Tools");
  await expect(page.getByText(/^\d+ Branchen$/).first()).toBeVisible();
  await expect(page.getByText(/347|ersten 30 Kunden|Was unsere Kunden erreichen|über 250/)).toHaveCount(0);
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  for (const label of ["Tools", "Blog", "GEO-Services", /^\d+ Snippets$/]) {
    await expect(nav.getByRole("link", { name: label })).toBeVisible();
  }
});

test("an unknown path shows the German not-found page", async ({ page }) => {
  const response = await page.goto("/diese-seite-gibt-es-nicht");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
});

test("responses carry the security headers and legacy links redirect permanently", async ({ request }) => {
  const home = await request.get("/");
  const csp = home.headers()["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'none'");
  // One policy for every page: in-app navigation keeps the first page's CSP, so Stripe.js must be allowed everywhere.
  expect(csp).toMatch(/script-src [^;]*https:\/\/js\.stripe\.com/);
  expect((await request.get("/payment")).headers()["content-security-policy"]).toBe(csp);
  expect(home.headers()["x-content-type-options"]).toBe("nosniff");
  expect(home.headers()["x-powered-by"]).toBeUndefined();
  const legacy = await request.get("/schema-generator", { maxRedirects: 0 });
  expect(legacy.status()).toBe(308);
  expect(legacy.headers()["location"]).toBe("/tool/schema");
});
