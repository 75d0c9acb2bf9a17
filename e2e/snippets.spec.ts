import { expect, test } from "@playwright/test";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("snippet library: filter by category, generate with the dialog, copy; no card sells a free template", async ({ page }) => {
  await page.goto("/snippets");
  const list = page.getByTestId("snippet-list");
  // The server HTML holds the first page; the rest is loaded when asked.
  await expect(list.locator("> li")).toHaveCount(18);
  const filter = page.getByRole("group", { name: "Nach Kategorie filtern" });
  const all = Number(/\((\d+)\)/.exec((await filter.getByRole("button", { name: /^Alle \(\d+\)$/ }).textContent())!)![1]);
  expect(all).toBeGreaterThanOrEqual(80);
  await expect(page.getByRole("status").filter({ hasText: "Branchen" })).toHaveText(`18 von ${all} Branchen`);
  await page.getByRole("button", { name: `Alle ${all} Branchen anzeigen` }).click();
  await expect(list.locator("> li")).toHaveCount(all);
  await expect(page.getByRole("status").filter({ hasText: "Branchen" })).toHaveText(`${all} Branchen`);
  // focus moves to the first card that was not shown before
  await expect(list.locator("> li").nth(18).getByRole("button", { name: "Snippet erstellen" })).toBeFocused();
  await expect(page.getByRole("button", { name: /Branchen anzeigen$/ })).toHaveCount(0);

  const health = filter.getByRole("button", { name: /^Gesundheit \(\d+\)$/ });
  const healthCount = Number(/\((\d+)\)/.exec((await health.textContent())!)![1]);
  await health.click();
  await expect(health).toHaveAttribute("aria-pressed", "true");
  await expect(list.locator("> li")).toHaveCount(healthCount);
  await expect(page.getByRole("status").filter({ hasText: "Branchen" })).toHaveText(`${healthCount} Branchen`);
  await expect(list.locator("> li > span").filter({ hasNotText: "Gesundheit" })).toHaveCount(0);

  const dentist = page.locator('[data-snippet="zahnarztpraxis"]');
  // The templates are free: no card sells them; filling one in is offered once, on the page.
  await expect(dentist.getByRole("link")).toHaveCount(0);
  await expect(page.getByTestId("done-for-you").getByRole("link", { name: "Ein Snippet ausfüllen lassen" })).toHaveAttribute("href", "/payment?product=snippet");
  await dentist.getByRole("button", { name: "Snippet erstellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Snippet für Zahnarztpraxis" });
  await expect(dialog).toBeVisible();
  // One input per placeholder, hyphens shown as spaces.
  await dialog.getByLabel("Firmenname").fill('Praxis "Dr. Muster"');
  await dialog.getByLabel("Straße und Hausnummer").fill("Musterstraße 12");
  await dialog.getByRole("button", { name: "Snippet generieren" }).click();
  await expect(dialog.getByText("Snippet generiert!")).toBeVisible();
  const output = dialog.getByTestId("snippet-output");
  const json = JSON.parse(await output.inputValue()) as { "@type": string; name: string; address: { streetAddress: string; postalCode: string } };
  expect(json).toMatchObject({ "@type": "Dentist", name: 'Praxis "Dr. Muster"', address: { streetAddress: "Musterstraße 12", postalCode: "[PLZ]" } });
  await dialog.getByRole("button", { name: "Kopieren" }).click();
  await expect(dialog.getByRole("button", { name: "Kopiert!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await output.inputValue());
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(dentist.getByRole("button", { name: "Snippet erstellen" })).toBeFocused();
});

test("snippet library: a category chosen first is loaded on its own, and the first page comes back with 'Alle'", async ({ page }) => {
  await page.goto("/snippets");
  const list = page.getByTestId("snippet-list");
  const filter = page.getByRole("group", { name: "Nach Kategorie filtern" });
  const trade = filter.getByRole("button", { name: /^Handwerk & Bau \(\d+\)$/ });
  const tradeCount = Number(/\((\d+)\)/.exec((await trade.textContent())!)![1]);
  const answer = page.waitForResponse((r) => r.url().includes("/api/snippets?kategorie=handwerk-bau"));
  await trade.click();
  expect((await answer).status()).toBe(200);
  await expect(list.locator("> li")).toHaveCount(tradeCount);
  await expect(list.locator("> li > span").filter({ hasNotText: "Handwerk & Bau" })).toHaveCount(0);
  await filter.getByRole("button", { name: /^Alle \(\d+\)$/ }).click();
  await expect(list.locator("> li")).toHaveCount(18);
  await expect(page.getByRole("button", { name: /^Alle \d+ Branchen anzeigen$/ })).toBeVisible();
});

test("snippet dialog: fields checked by type with German messages, opening hours as owners write them", async ({ page }) => {
  await page.goto("/snippets");
  await page.locator('[data-snippet="zahnarztpraxis"]').getByRole("button", { name: "Snippet erstellen" }).click();
  const dialog = page.getByRole("dialog", { name: "Snippet für Zahnarztpraxis" });
  await expect(dialog.getByLabel("E-Mail", { exact: true })).toBeVisible();
  await expect(dialog.getByLabel("Bild-URL", { exact: true })).toBeVisible();

  await dialog.getByLabel("E-Mail", { exact: true }).fill("praxis(at)muster.de");
  await dialog.getByLabel("PLZ", { exact: true }).fill("1011");
  await dialog.getByLabel("Öffnungszeiten").fill("Mo-Fr 8-18 Uhr; Mo-Fx 9-12");
  await dialog.getByRole("button", { name: "Snippet generieren" }).click();
  await expect(dialog.getByLabel("E-Mail", { exact: true })).toHaveAccessibleDescription("Bitte geben Sie eine gültige E-Mail-Adresse ein, z. B. info@ihre-firma.de.");
  await expect(dialog.getByLabel("E-Mail", { exact: true })).toBeFocused();
  await expect(dialog.getByLabel("PLZ", { exact: true })).toHaveAccessibleDescription("Eine deutsche Postleitzahl hat fünf Ziffern, z. B. 10115.");
  await expect(dialog.getByLabel("Öffnungszeiten")).toHaveAccessibleDescription(/„Mo-Fx 9-12“: Unbekannter Wochentag „Fx“/);
  await expect(dialog.getByTestId("snippet-output")).toHaveCount(0);

  await dialog.getByLabel("E-Mail", { exact: true }).fill("info@praxis-muster.de");
  await dialog.getByLabel("PLZ", { exact: true }).fill("10115");
  await dialog.getByLabel("Öffnungszeiten").fill("Mo–Do 08:00–12:30, 14:00–18:00, Mittwochnachmittag geschlossen; Fr 8-14 Uhr");
  await dialog.getByRole("button", { name: "Snippet generieren" }).click();
  const json = JSON.parse(await dialog.getByTestId("snippet-output").inputValue()) as { email: string; openingHoursSpecification: unknown[] };
  expect(json.email).toBe("info@praxis-muster.de");
  expect(json.openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "12:30" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Thursday"], opens: "14:00", closes: "18:00" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "08:00", closes: "14:00" },
  ]);
});
