import { expect, test } from "@playwright/test";
import { FIXTURE_SITES_PORT, STRIPE_STAND_IN_URL } from "../playwright.config";
import { FIXTURE_SITE_NAMES } from "../test/fixture-sites/server";
import { routeStripeToStandIn } from "./stripe-stand-in-routes";

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

test("from 320 px on (WCAG 1.4.10) the header shows the whole brand name beside Blog, the menu and the price", async ({ page }) => {
  for (const width of [320, 360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    const brand = page.getByRole("link", { name: "KI-Sichtbarkeit – zur Startseite" }).locator("span");
    await expect(brand).toHaveText("KI-Sichtbarkeit");
    // Not cut to "KI-Sichtbark…" by its text-overflow: the text fits its box.
    expect(await brand.evaluate((el) => el.scrollWidth - el.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
    expect(await brand.evaluate((el) => el.scrollHeight - el.clientHeight), `${width} px`).toBeLessThanOrEqual(0);
    await expect(page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Blog" })).toBeVisible();
    await expect(page.getByRole("link", { name: /129/ }).first()).toBeVisible();
  }
});

/** Every public page without a visitor's input: each must reflow at 320 CSS px (WCAG 1.4.10, a 1280 px screen at 400 %). */
const PAGES_AT_320 = ["/", "/blog", "/datenschutz", "/impressum", "/geo-services", "/gmb-faq", "/ki-search-tool", "/monitor", "/seo-dashboard", "/snippet-course", "/snippet-pakete", "/snippets", "/tool/checker", "/tool/llms-txt", "/tool/meta", "/tool/robots", "/tool/schema", "/tool/sitemap", "/admin/login"];

test("at 320 px no page scrolls sideways (WCAG 1.4.10 reflow)", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  const wide: string[] = [];
  for (const path of PAGES_AT_320) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow} px`);
  }
  expect(wide).toEqual([]);
});

test("at 390 px the header menu opens by keyboard, keeps focus inside, closes on Escape and reaches the live test", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const button = page.getByRole("button", { name: "Menü" });
  await expect(button).toHaveAttribute("aria-expanded", "false");
  const panel = page.locator(`[id="${await button.getAttribute("aria-controls")}"]`);
  await expect(panel).toBeHidden();
  // Reach the button by keyboard from the top of the page.
  for (let i = 0; i < 10 && !(await button.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
  await expect(button).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(button).toHaveAttribute("aria-expanded", "true");
  await expect(panel).toBeVisible();
  for (const name of ["KI-Live-Test", "Website-Checker", "Blog", "GEO-Services", /Snippets$/, "Snippet-Pakete"]) {
    await expect(panel.getByRole("link", { name })).toBeVisible();
  }
  // Focus stays within the button and the panel.
  const links = await panel.getByRole("link").count();
  for (let i = 0; i < links + 2; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !!document.activeElement?.closest("header"))).toBe(true);
  }
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  await page.keyboard.press("Enter");
  await expect(panel.getByRole("link", { name: "KI-Live-Test" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/ki-search-tool$/);
  await expect(button).toHaveAttribute("aria-expanded", "false");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("Starten Sie oben eine Suche")).toBeVisible();
});

test("on a phone the website checker result fits the screen, down to 320 px with the longest level and area names", async ({ page }) => {
  await page.goto("/tool/checker");
  await page.getByLabel("Website-Adresse").fill(`http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf("dental-practice")}`);
  await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
  await expect(page.getByTestId("traffic-light")).toHaveText("Optimierung erforderlich", { timeout: 30_000 });
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${width} px`).toBeLessThanOrEqual(0);
    // Each area's name stays inside its tile ("Lokale Unternehmensinfos" ran past it).
    const tiles = page.getByRole("list", { name: "Ergebnis nach Bereichen" }).getByRole("listitem");
    const outside = await tiles.evaluateAll((items) => items.filter((li) => [...li.querySelectorAll("span")].some((s) => s.getBoundingClientRect().right > li.getBoundingClientRect().right + 0.5)).map((li) => li.textContent));
    expect(outside, `${width} px`).toEqual([]);
    const level = await page.getByTestId("traffic-light").evaluate((el) => el.getBoundingClientRect().right - el.closest("[data-slot=card]")!.getBoundingClientRect().right);
    expect(level, `${width} px`).toBeLessThanOrEqual(0);
  }
});

test("on a phone an address the server refuses shows its error beside the field, in view", async ({ page }) => {
  await page.goto("/tool/checker");
  const input = page.getByLabel("Website-Adresse");
  // The server refuses it (not an HTML page) after the page has scrolled to where the result would appear.
  await input.fill(`http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf("non-html")}`);
  await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
  await expect(page.getByTestId("checker-error")).toContainText("keine HTML-Seite", { timeout: 30_000 });
  await expect(input).toBeFocused();
  await expect(page.getByTestId("checker-error")).toBeInViewport();
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

test("on a phone the payment form and the pages after the payment fit the screen", async ({ page }) => {
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await routeStripeToStandIn(page, STRIPE_STAND_IN_URL);
  await page.goto("/payment?product=premium_full");
  await expect(page.getByLabel("Kartennummer")).toBeVisible();
  await expect(page.getByRole("button", { name: /Komplett-Paket.* für 129 € bezahlen/ })).toBeEnabled();
  expect(await overflow(), "/payment").toBeLessThanOrEqual(0);

  await page.getByLabel("Kartennummer").fill("4242424242424242");
  await page.getByLabel("Ablaufdatum").fill("12 / 34");
  await page.getByLabel("Sicherheitscode").fill("123");
  await page.getByRole("button", { name: /bezahlen/ }).click();
  // Stripe's redirect: the server verifies the payment first, a busy server takes longer than 5 s.
  await expect(page.getByRole("heading", { name: "Herzlichen Glückwunsch!" })).toBeVisible({ timeout: 20_000 });
  expect(await overflow(), "/payment-success").toBeLessThanOrEqual(0);

  await page.goto("/confirm");
  await expect(page.getByRole("heading", { name: "Ungültiger Link" })).toBeVisible();
  expect(await overflow(), "/confirm").toBeLessThanOrEqual(0);
});
