import { expect, test } from "@playwright/test";
import { ADMIN_E2E_PASSWORD, ADMIN_E2E_USERNAME } from "../playwright.config";

test("admin area: unreachable without a session, wrong password refused, dashboard from real usage, logout", async ({ page, request }) => {
  // Real usage to count: two generator uses reported the way the generator pages do.
  for (const tool of ["schema", "robots"]) expect((await request.post("/api/usage", { data: { tool } })).status()).toBeLessThan(300);

  expect((await request.get("/api/admin/dashboard")).status()).toBe(401);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin-Anmeldung" })).toBeVisible();
  // No credentials on screen (product decisions).
  await expect(page.getByText(/Demo|Passwort:|admin123/i)).toHaveCount(0);

  await page.getByLabel("Benutzername").fill(ADMIN_E2E_USERNAME);
  await page.getByLabel("Passwort").fill("falsch-geraten");
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Ungültige Anmeldedaten" })).toHaveText("Ungültige Anmeldedaten");

  await page.getByLabel("Passwort").fill(ADMIN_E2E_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Admin-Dashboard" })).toBeVisible();
  for (const label of ["Gesamtnutzung", "Heute", "Aktive Tools", "Top-Land"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Nutzung nach Tool" })).toBeVisible();
  await expect(page.getByText("Robots.txt Generator").first()).toBeVisible();
  const recent = page.getByRole("table").filter({ hasText: "Zeitpunkt" });
  await expect(recent.getByRole("row").nth(1)).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}/);

  // The session reaches the API too.
  const api = await page.request.get("/api/admin/dashboard");
  expect(api.status()).toBe(200);
  expect(((await api.json()) as { totalUsage: number }).totalUsage).toBeGreaterThanOrEqual(2);

  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
});
