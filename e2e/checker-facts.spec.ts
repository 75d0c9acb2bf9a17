import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { startStaticSite, type StaticSite } from "../test/static-site-server";

/**
 * The business facts as a visitor sees them: a made-up inn (test/fact-sites/gasthof-linde:
 * "05444 / 201" in the header, hours in prose, the e-mail only in the imprint), served on
 * 127.0.0.1, checked; each fact with where it was read, the e-mail read in one place only
 * as "gefunden, bitte prüfen", also in the pre-filled JSON-LD generator.
 */

const SITE_DIR = fileURLToPath(new URL("../test/fact-sites/gasthof-linde", import.meta.url));
// A port of this run's range (E2E_PORT_OFFSET shifts every port of the journeys).
const SITE_PORT = 5050 + Number(process.env.E2E_PORT_OFFSET ?? 0);
let site: StaticSite | null = null;

test.beforeAll(async () => {
  site = await startStaticSite(SITE_DIR, SITE_PORT);
});

test.afterAll(async () => {
  await site?.close();
});

for (const width of [1280, 390]) {
  test(`the checker shows the business facts with their sources at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/tool/checker");
    await page.getByLabel("Website-Adresse").fill(site!.origin);
    await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
    const facts = page.getByTestId("business-facts");
    await expect(facts).toBeVisible({ timeout: 30_000 });

    const address = facts.locator('[data-fact="address"]');
    await expect(address).toContainText("Hauptstr. 61, 49419 Wagenfeld");
    await expect(address).toContainText("bestätigt");
    await expect(address).toContainText("Startseite, Fußzeile:");
    const phone = facts.locator('[data-fact="telephone"]');
    await expect(phone).toContainText("+49 5444 201 (Festnetz)");
    await expect(phone).toContainText("Startseite, Kopfbereich:");
    await expect(phone).not.toContainText("+49 5444 2019");
    const email = facts.locator('[data-fact="email"]');
    await expect(email).toContainText("gasthof-linde@t-online.de");
    await expect(email.getByTestId("fact-uncertain")).toHaveText("gefunden, bitte prüfen");
    await expect(email).toContainText("Impressum, Text:");
    const hours = facts.locator('[data-fact="openingHours"]');
    await expect(hours).toContainText("Mo-Fr 08:00-12:00, 14:00-18:00");
    await expect(hours).toContainText("Nicht übernommen, da nicht lesbar: „Sa nach Vereinbarung“");
    await facts.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`facts-${width}.png`), fullPage: false });
    const box = await facts.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(width);

    // The pre-filled generator keeps the note on the uncertain e-mail.
    await page.locator('[data-finding="structured-data.business"]').getByRole("link", { name: /^Korrektur erstellen/ }).click();
    await expect(page).toHaveURL(/\/tool\/schema\?aus=checker$/);
    await expect(page.locator("#sg-email")).toHaveValue("gasthof-linde@t-online.de");
    await expect(page.locator("#sg-email").locator("xpath=..").getByTestId("prefill-uncertain")).toHaveText("gefunden, bitte prüfen");
    await expect(page.locator("#sg-phone")).toHaveValue("+495444201");
    await expect(page.locator("#sg-phone").locator("xpath=..").getByTestId("prefill-uncertain")).toHaveCount(0);
    await page.locator("#sg-email").scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath(`prefill-${width}.png`) });
  });
}
