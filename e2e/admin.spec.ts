import { readFile } from "node:fs/promises";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { ADMIN_E2E_PASSWORD, ADMIN_E2E_USERNAME, STRIPE_STAND_IN_URL } from "../playwright.config";
import { testCardConfirmation } from "../test/stripe-stand-in";

async function signIn(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("Benutzername").fill(ADMIN_E2E_USERNAME);
  await page.getByLabel("Passwort").fill(ADMIN_E2E_PASSWORD);
  await page.getByRole("button", { name: "Anmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** Pays a product the way Stripe.js does: a PaymentIntent from the app, confirmed with a test card at the Stripe stand-in. */
async function pay(request: APIRequestContext, productId: string): Promise<string> {
  const created = await request.post("/api/create-payment-intent", { data: { productId } });
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const id = clientSecret.split("_secret_")[0]!;
  const confirmed = await request.post(`${STRIPE_STAND_IN_URL}/v1/payment_intents/${id}/confirm`, {
    headers: { Authorization: "Bearer pk_test_e2e" },
    form: testCardConfirmation(clientSecret, "http://127.0.0.1/payment-success"),
  });
  expect(confirmed.status()).toBe(200);
  return id;
}

test("admin area: unreachable without a session, wrong password refused, dashboard from real usage, logout", async ({ page, request }) => {
  // Real usage to count: two generator uses reported the way the generator pages do.
  for (const tool of ["schema", "robots"]) expect((await request.post("/api/usage", { data: { tool } })).status()).toBeLessThan(300);

  const refused = await request.get("/api/admin/dashboard");
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ error: "Bitte melden Sie sich als Administrator an.", code: "admin.signInRequired" });
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByRole("heading", { name: "Admin-Anmeldung" })).toBeVisible();
  // No credentials on screen: the admin user comes from environment variables.
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

  // The session cookie as it stands before signing out, as someone who copied it would have it.
  const signedIn = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join("; ");
  await page.getByRole("button", { name: "Abmelden" }).click();
  await expect(page).toHaveURL(/\/admin\/login/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login$/);
  // Signing out ended the session on the server: the old cookie opens nothing any more.
  const replayed = await request.get("/api/admin/dashboard", { headers: { cookie: signedIn } });
  expect(replayed.status()).toBe(401);
});

test("admin orders: every paid order with its state, a CSV export for Excel, and what is missing before going live", async ({ page, request }) => {
  const paymentIntent = await pay(request, "gmb-faq");
  await signIn(page);
  // The e2e server runs with the example operator details: /admin says so.
  const warnings = page.getByTestId("setup-warnings");
  await expect(warnings).toContainText("Vor dem Livegang noch offen");
  await expect(warnings).toContainText("OPERATOR_EMAIL");
  // Stripe's webhook records the payment right after the confirmation.
  await expect.poll(async () => (await page.request.get("/api/admin/orders/export")).text()).toContain(paymentIntent);

  await page.getByRole("navigation", { name: "Admin-Bereiche" }).getByRole("link", { name: "Bestellungen" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bestellungen" })).toBeVisible();
  const row = page.getByTestId("orders").getByRole("row").filter({ hasText: paymentIntent });
  await expect(row).toContainText("Premium FAQ-Generator");
  await expect(row).toContainText("29,99 €");
  await expect(row).toContainText("Bezahlt");
  await expect(row).toContainText("Nein");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Als CSV exportieren" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^bestellungen-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8").slice(1);
  expect(text.split("\r\n")[0]).toBe("Datum;Produkt;Betrag;Währung;E-Mail;Zahlungsstatus;Zugang freigeschaltet;Betreiber benachrichtigt;PaymentIntent");
  expect(text).toMatch(new RegExp(`;Premium FAQ-Generator;29,99;EUR;;Bezahlt;Nein;;${paymentIntent}\r\n`));

  // Without a session the export is refused.
  expect((await request.get("/api/admin/orders/export")).status()).toBe(401);
});
