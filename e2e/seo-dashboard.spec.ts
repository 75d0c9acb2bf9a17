import { expect, test } from "@playwright/test";
import { SEO_FIXTURE_SITE_URL } from "../playwright.config";

test("SEO dashboard: validation, scan of a local site of ~300 pages, funnel, alerts, searchable pages with advice", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/seo-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "SEO-Dashboard" })).toBeVisible();
  await expect(page.getByText(/Für das Monitoring speichern wir die gescannten Seiten/)).toBeVisible();

  const input = page.getByLabel("Website-URL");
  const analyse = page.getByRole("button", { name: "Analysieren" });
  await expect(analyse).toBeDisabled();
  await input.fill("kein host");
  await analyse.click();
  await expect(page.getByRole("alert").filter({ hasText: "Ungültige URL. Bitte geben Sie eine gültige Website-URL ein." })).toBeVisible();

  const host = new URL(SEO_FIXTURE_SITE_URL).host;
  await input.fill(`${SEO_FIXTURE_SITE_URL}/kontakt`);
  await input.press("Enter");
  await expect(page.getByTestId("seo-domain")).toHaveText(host);
  // A domain without a scan: "Analysieren" (here by Enter) starts the first scan itself.
  await expect(page.getByRole("button", { name: "Scanne..." })).toBeDisabled();
  const pages = page.getByTestId("seo-pages");
  await expect(pages).toBeVisible({ timeout: 90_000 });
  await expect(page.getByRole("button", { name: "Jetzt scannen" })).toBeEnabled();

  // The funnel comes from the crawl of the whole site.
  await expect(page.getByText(/^\d{3} Seiten erfasst$/)).toBeVisible();
  const funnel = page.getByTestId("seo-funnel");
  const values = (await funnel.locator("li p.text-3xl").allTextContents()).map((v) => Number(v.replace(/\./g, "")));
  expect(values[0]).toBeGreaterThan(200);
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expect(page.getByText(/Schätzung aus unserem Crawl/)).toBeVisible();
  await expect(page.getByTestId("seo-alerts")).toContainText(/Warnung|Kritisch|Info/);

  // Blocked pages are listed without being fetched; issues carry advice.
  await page.getByLabel("Seiten durchsuchen").fill("/intern/");
  await expect(pages.getByText("Gesperrt (robots.txt)").first()).toBeVisible();
  await page.getByLabel("Seiten durchsuchen").fill("/danke");
  await expect(pages.locator(":scope > li")).toHaveCount(1);
  await expect(pages).toContainText("Nicht indexierbar");
  await pages.getByText(/Hinweis/).first().click();
  // The text and its advice, both rendered on the server.
  await expect(pages.getByText("noindex gesetzt (Meta-Robots-Tag)")).toBeVisible();
  await expect(pages.getByText(/verbietet Suchmaschinen die Aufnahme in den Index/)).toBeVisible();

  await page.getByLabel("Seiten durchsuchen").fill("gibt-es-sicher-nicht-xyz");
  await expect(page.getByText("Keine Seiten gefunden")).toBeVisible();
});
