import { expect, test } from "@playwright/test";
import { SEO_FIXTURE_SITE_URL } from "../playwright.config";

/** A page address as the crawler stores it (percent-encoded), added to the API's answer to see how it is shown. */
const ENCODED_PAGE = "/%C3%BCber%20uns.html";

test("SEO dashboard: validation, scan of a local site of ~300 pages, progress, funnel, alerts, searchable pages with advice", async ({ page }) => {
  test.setTimeout(120_000);
  // The fixture site has no address with umlauts: one is added to the finished scan's pages.
  await page.route("**/api/seo/dashboard/**", async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    if (Array.isArray(body.pages) && body.pages.length > 0 && !body.pages.some((p: { url: string }) => p.url.endsWith(ENCODED_PAGE))) {
      body.pages.push({ ...body.pages[0], url: `${SEO_FIXTURE_SITE_URL}${ENCODED_PAGE}`, title: null });
    }
    await route.fulfill({ response, json: body });
  });
  await page.goto("/seo-dashboard");
  await expect(page.getByRole("heading", { level: 1, name: "SEO-Dashboard" })).toBeVisible();
  await expect(page.getByText(/Für das Monitoring speichern wir die gescannten Seiten/)).toBeVisible();
  // The opt-in to regular rescans stays, unticked by default.
  await expect(page.getByLabel("Diese Website regelmäßig erneut scannen (Monitoring)")).not.toBeChecked();

  const input = page.getByLabel("Website-URL");
  const analyse = page.getByRole("button", { name: "Analysieren" });
  await expect(analyse).toBeDisabled();
  // First run: the visitor's address is the main action, not a scan of the operator's own domain,
  // and there is no box for a Search Console connection that does not exist.
  await expect(analyse).toHaveClass(/(^|\s)bg-primary(\s|$)/);
  await expect(page.getByRole("button", { name: /scannen/ })).toHaveCount(0);
  await expect(page.getByText(/Search Console verbinden/)).toHaveCount(0);
  await expect(page.getByTestId("seo-funnel")).toHaveCount(0);
  await input.fill("kein host");
  await analyse.click();
  await expect(page.getByRole("alert").filter({ hasText: "Ungültige URL. Bitte geben Sie eine gültige Website-URL ein." })).toBeVisible();

  const host = new URL(SEO_FIXTURE_SITE_URL).host;
  await input.fill(`${SEO_FIXTURE_SITE_URL}/kontakt`);
  await input.press("Enter");
  await expect(page.getByTestId("seo-domain")).toHaveText(host);
  // A domain without a scan: "Analysieren" (here by Enter) starts the first scan itself.
  await expect(page.getByRole("button", { name: "Scanne..." })).toBeDisabled();
  // During the scan: progress, not a 0/0/0/0 funnel that looks like a result (checked in one look at the page).
  await expect(page.getByTestId("seo-scan-progress")).toContainText(/Scan (wartet auf den Start|läuft … \d+ Seiten? gefunden)/);
  const duringScan = await page.evaluate(() => ({
    progress: document.querySelector("[data-testid=seo-scan-progress]") !== null,
    funnel: document.querySelector("[data-testid=seo-funnel]") !== null,
  }));
  if (duringScan.progress) expect(duringScan.funnel).toBe(false);
  const pages = page.getByTestId("seo-pages");
  await expect(pages).toBeVisible({ timeout: 90_000 });
  await expect(page.getByTestId("seo-scan-progress")).toHaveCount(0);
  const rescan = page.getByRole("button", { name: "Erneut scannen" });
  await expect(rescan).toBeEnabled();
  await expect(rescan).not.toHaveClass(/(^|\s)bg-primary(\s|$)/);
  // The last scan's time in German local time (Europe/Berlin), e.g. "29.11.2026, 04:05".
  await expect(page.getByText(/^Letzter Scan: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/)).toBeVisible();

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

  // Addresses are shown decoded, and found by what a person types.
  // With ".html": the fixture site also has a page titled "Über uns" (/ueber-uns), which the search finds by its title.
  await page.getByLabel("Seiten durchsuchen").fill("über uns.html");
  await expect(pages.locator(":scope > li")).toHaveCount(1);
  await expect(pages.getByTestId("seo-page-address")).toHaveText(`${SEO_FIXTURE_SITE_URL}/über uns.html`);
  await expect(pages).not.toContainText("%C3%BC");

  // On a phone (320 px) every page's title and address is shown whole: there is no hover to read what "…" cut off.
  await page.getByLabel("Seiten durchsuchen").fill("Teil");
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(pages.locator(":scope > li").first()).toContainText("Teil");
  const cut = await pages.locator(":scope > li p").evaluateAll((ps) => ps.filter((p) => p.scrollWidth > p.clientWidth).map((p) => p.textContent));
  expect(cut).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.getByLabel("Seiten durchsuchen").fill("gibt-es-sicher-nicht-xyz");
  await expect(page.getByText("Keine Seiten gefunden")).toBeVisible();
});
