import { expect, test } from "@playwright/test";

test("on a phone the header shows only Blog and the price button, and the live test works", async ({ page }) => {
  await page.goto("/ki-search-tool");
  const nav = page.getByRole("navigation", { name: "Hauptnavigation" });
  await expect(nav.getByRole("link", { name: "Blog" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "GEO-Services" })).toBeHidden();
  await expect(page.getByRole("link", { name: /129/ }).first()).toBeVisible();

  await page.getByRole("button", { name: "Zahnarztpraxis in Berlin" }).click();
  await page.getByLabel("Firmenname").fill("Praxis Dr. Weber");
  await page.getByRole("button", { name: "KI-Suche starten" }).click();
  await expect(page.getByTestId("mention-banner")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("mention-banner")).toBeInViewport();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("on a phone the website checker result fits the screen", async ({ page }) => {
  await page.goto("/tool/checker");
  await page.getByLabel("Website-Adresse").fill("http://127.0.0.1:4020");
  await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
  await expect(page.getByTestId("traffic-light")).toHaveText("KI-optimiert", { timeout: 30_000 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("on a phone the generators fit the screen", async ({ page }) => {
  for (const [path, button] of [
    ["/tool/schema", null],
    ["/tool/meta", null],
    ["/tool/robots", "robots.txt generieren"],
    ["/tool/sitemap", null],
  ] as const) {
    await page.goto(path);
    if (button) {
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByTestId("generator-output")).toBeVisible();
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
