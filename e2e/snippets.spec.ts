import { expect, test } from "@playwright/test";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

test("snippet library: filter by category, generate with the dialog, copy; buy links carry the industry", async ({ page }) => {
  await page.goto("/snippets");
  const list = page.getByTestId("snippet-list");
  const all = await list.locator("> li").count();
  expect(all).toBeGreaterThanOrEqual(80);
  const filter = page.getByRole("group", { name: "Nach Kategorie filtern" });
  await expect(filter.getByRole("button", { name: `Alle (${all})` })).toBeVisible();

  const health = filter.getByRole("button", { name: /^Gesundheit \(\d+\)$/ });
  const healthCount = Number(/\((\d+)\)/.exec((await health.textContent())!)![1]);
  await health.click();
  await expect(list.locator("> li")).toHaveCount(healthCount);

  const dentist = page.locator('[data-snippet="zahnarztpraxis"]');
  await expect(dentist.getByRole("link", { name: /Kaufen/ })).toHaveAttribute("href", "/payment?snippet=zahnarztpraxis&price=999&name=Zahnarztpraxis");
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
});
