import path from "node:path";
import { expect, test } from "@playwright/test";
import { FIXTURE_SITES_PORT, MULTI_ENGINE_APP_URL, MULTI_ENGINE_OUTBOX_DIR } from "../playwright.config";
import { FIXTURE_SITE_NAMES } from "../test/fixture-sites/server";
import { confirmTokenIn, readOutbox } from "../test/outbox";

test.use({ baseURL: MULTI_ENGINE_APP_URL });
test("screens", async ({ page }) => {
  test.setTimeout(180_000);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/ki-search-tool");
    await page.getByLabel("Suchthema / Branche").fill("Zahnarztpraxis");
    await page.getByLabel("Standort").fill("Berlin");
    await page.getByLabel("Firmenname", { exact: true }).fill("Zahnarztpraxis Dr. Müller");
    await page.getByRole("textbox", { name: "Schwerpunkt (optional)", description: /Ergänzt/ }).fill("Angstpatienten");
    await page.screenshot({ path: `/tmp/i15q-form-${width}.png`, fullPage: false });
    await page.getByRole("button", { name: "KI-Suche starten" }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/i15q-running-${width}.png` });
    await expect(page.getByTestId("live-test-result")).toBeVisible({ timeout: 30_000 });
    await page.getByTestId("engine-row").nth(1).getByRole("link").first().click();
    await page.waitForTimeout(600);
    await page.getByTestId("live-test-result").screenshot({ path: `/tmp/i15q-result-${width}.png` });
  }
  const outbox = path.resolve(MULTI_ENGINE_OUTBOX_DIR);
  const email = `shot-${Date.now()}@praxis.example`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/ki-search-tool");
  const form = page.locator("#monitor");
  await form.getByLabel("Name Ihres Unternehmens").fill("Zahnarztpraxis Dr. Müller");
  await form.getByLabel("Ihre Internetadresse").fill(`http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf("poor")}`);
  await form.getByLabel("Branche").fill("Zahnarzt");
  await form.getByLabel("Stadt").fill("Berlin");
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await form.getByRole("button", { name: "Monitor per E-Mail bestätigen" }).click();
  let token: string | undefined;
  await expect.poll(async () => {
    const mail = (await readOutbox(outbox).catch(() => [])).find((m) => m.to === email);
    token = mail && confirmTokenIn(mail.body);
    return token;
  }).toBeTruthy();
  await page.goto(`/confirm?token=${token}`);
  await page.getByRole("link", { name: "Zum Monitor" }).click();
  await expect.poll(async () => { await page.reload(); return page.getByTestId("engine-trend").count(); }, { timeout: 45_000 }).toBe(3);
  const url = page.url();
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${url}#antwort-10`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `/tmp/i15q-monitor-${width}.png`, fullPage: true });
  }
});
