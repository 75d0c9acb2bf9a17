import { expect, test } from "@playwright/test";
import { FIXTURE_SITE_NAMES } from "../test/fixture-sites/server";
import { FIXTURE_SITES_PORT } from "../playwright.config";

/** Address of a fixture website started by playwright.config.ts. */
function site(name: (typeof FIXTURE_SITE_NAMES)[number]): string {
  return `http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf(name)}`;
}

test("the website checker rates a real local site, shows the traffic light and ordered action items", async ({ page }) => {
  await page.goto("/tool/checker");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText("80–100 Punkte: KI-optimiert")).toBeVisible();

  const input = page.getByLabel("Website-Adresse");
  const submit = page.getByRole("button", { name: "KI-Readiness prüfen" });
  await submit.click();
  await expect(page.getByTestId("checker-error")).toHaveText("Bitte geben Sie eine Website-URL ein!");

  // A site that shuts out every AI answer crawler: red, with the blocker first.
  await input.fill(site("blocked-ai"));
  await submit.click();
  const light = page.getByTestId("traffic-light");
  await expect(light).toHaveText("Optimierung erforderlich", { timeout: 30_000 });
  await expect(page.getByTestId("capped")).toContainText("sperrt alle KI-Crawler");
  const firstAction = page.getByTestId("action-items").getByRole("listitem").first();
  await expect(firstAction).toContainText("OAI-SearchBot");
  await expect(firstAction.getByText("Kritisch")).toBeVisible();
  await expect(firstAction.getByRole("link", { name: "Mit dem robots.txt-Generator beheben" })).toHaveAttribute("href", "/tool/robots?aus=checker");
  // Evidence: the deciding robots.txt rule is quoted.
  const crawling = page.locator('[data-category="crawling"]');
  await expect(crawling.locator('[data-finding="crawling.ai-answer-crawlers"]')).toContainText("Disallow: /");

  // A well-made site: green, with a new run replacing the old result.
  await input.fill(site("good"));
  await submit.click();
  await expect(light).toHaveText("KI-optimiert", { timeout: 30_000 });
  await expect(page.getByTestId("overall-score")).toContainText(/\b(8\d|9\d|100)\b/);
  await expect(page.getByTestId("capped")).toHaveCount(0);
  await expect(page.getByTestId("business-kind")).toContainText("Erkannt als Lokales Unternehmen, weil: Auszeichnung als");
});

test("the visitor corrects the business kind: an online service is asked for Unternehmen & Vertrauen, not opening hours", async ({ page }) => {
  await page.goto("/tool/checker");
  await page.getByLabel("Website-Adresse").fill(site("good"));
  await page.getByLabel("Art des Unternehmens").selectOption({ label: "Online-Dienst oder Agentur" });
  await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
  const kind = page.getByTestId("business-kind");
  await expect(kind).toHaveText("Bewertet als: Online-Dienst oder Agentur – so von Ihnen gewählt. Die Seiten deuten auf: Lokales Unternehmen.", { timeout: 30_000 });
  const trust = page.locator('[data-category="local"]');
  await expect(trust).toContainText("Unternehmen & Vertrauen");
  await expect(trust.locator('[data-finding="trust.organization"]')).toBeAttached();
  await expect(trust.locator('[data-finding="local.opening-hours"]')).toHaveCount(0);
});

test("the website checker explains what it cannot check", async ({ page }) => {
  await page.goto("/tool/checker");
  await page.getByLabel("Website-Adresse").fill(site("non-html"));
  await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
  await expect(page.getByTestId("checker-error")).toContainText("keine HTML-Seite", { timeout: 30_000 });
  await expect(page.getByTestId("checker-result")).toHaveCount(0);
  // Focus is back on the field (the button was disabled) and the error in view, not the empty result area.
  await expect(page.getByLabel("Website-Adresse")).toBeFocused();
  await expect(page.getByTestId("checker-error")).toBeInViewport();
});

test("the website checker shows what AI crawlers cannot see and reads the imprint", async ({ page }) => {
  await page.goto("/tool/checker");
  const input = page.getByLabel("Website-Adresse");
  const submit = page.getByRole("button", { name: "KI-Readiness prüfen" });

  // A JavaScript app shell: assistants see almost nothing, with the word count.
  await input.fill(site("app-shell"));
  await submit.click();
  const shell = page.locator('[data-finding="content.javascript-only"]');
  await expect(shell).toContainText("KI-Assistenten sehen fast nichts", { timeout: 30_000 });
  await expect(shell).toContainText("nur 0 Wörter");
  await expect(shell).toHaveAttribute("data-status", "fail");

  // Lighthouse's problems and the imprint's other phone number, each with evidence.
  await input.fill(site("mixed-signals"));
  await submit.click();
  await expect(page.locator('[data-finding="meta.title"]')).toContainText("Das erste <title>-Element ist leer", { timeout: 30_000 });
  await expect(page.getByText(/Impressum HTTP 200/)).toBeVisible();
  await expect(page.locator('[data-finding="content.link-text"]')).toContainText("„hier“ →");
  await expect(page.locator('[data-finding="crawling.crawlable-links"]')).toContainText("javascript:-Adresse");
  await expect(page.locator('[data-finding="local.nap-consistency"]')).toContainText("im Impressum");
});

test("the free analysis form refuses an address that is no website at its field, by keyboard", async ({ page }) => {
  await page.goto("/tool/checker");
  const website = page.getByRole("textbox", { name: "Website", exact: true });
  await website.fill("praxis x");
  await page.getByRole("textbox", { name: "E-Mail-Adresse" }).fill("inhaber@praxis.example");
  await page.keyboard.press("Enter");
  // The message beneath the refused field, as its description, and the focus back on it (WCAG 3.3.1).
  await expect(website).toBeFocused();
  await expect(website).toHaveAttribute("aria-invalid", "true");
  await expect(website).toHaveAccessibleDescription("Ungültige URL. Bitte geben Sie eine gültige Website-URL ein.");
  await expect(page.getByRole("textbox", { name: "E-Mail-Adresse" })).not.toHaveAttribute("aria-invalid");
});
