import { rm } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { APP_URL, E2E_OUTBOX_DIR, E2E_OWNER_EMAIL, STRIPE_STAND_IN_URL, UNCONFIGURED_APP_URL } from "../playwright.config";
import { confirmTokenIn, readOutbox } from "../test/outbox";
import { holdReplies } from "./hold-reply";
import { routeStripeToStandIn } from "./stripe-stand-in-routes";

/**
 * The paid path in the browser: the real Payment Element flow of @stripe/react-stripe-js
 * against the Stripe.js stand-in (e2e/stripe-js-stand-in.js) and the Stripe API
 * stand-in, which delivers signed webhooks to the app. Premium is granted only by the
 * server after it verified the payment.
 */

const outbox = path.resolve(E2E_OUTBOX_DIR);
/**
 * Stripe's redirect to /payment-success: the server verifies the payment with Stripe first,
 * while it also answers the prefetches of every link on the payment page. On a cold or busy
 * server that takes longer than the default 5 s.
 */
const SUCCESS_PAGE_TIMEOUT_MS = 20_000;

async function signInLinkFromOutbox(to: string): Promise<string> {
  const mail = (await readOutbox(outbox)).reverse().find((m) => m.to === to);
  const token = mail && confirmTokenIn(mail.body);
  if (!token) throw new Error(`Keine E-Mail mit Link an ${to}`);
  return `${APP_URL}/confirm?token=${token}`;
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel("Kartennummer").fill(number);
  await page.getByLabel("Ablaufdatum").fill("12 / 34");
  await page.getByLabel("Sicherheitscode").fill("123");
}

test.beforeAll(async () => {
  await rm(outbox, { recursive: true, force: true });
});

test("whole paid path: declined card, paid FAQ generator, verified success, activation once, sign-in link on another device", async ({ page, browser }) => {
  await routeStripeToStandIn(page, STRIPE_STAND_IN_URL);
  // A tampered price in the URL changes nothing: the catalogue price is charged.
  await page.goto("/payment?product=gmb-faq&price=1&name=Gratis");
  await expect(page.getByRole("heading", { level: 1, name: "Premium FAQ-Generator" })).toBeVisible();
  const pay = page.getByRole("button", { name: "Premium FAQ-Generator für 29,99 € bezahlen" });
  await expect(pay).toBeEnabled();

  await fillCard(page, "4000 0000 0000 0002");
  await pay.click();
  await expect(page.getByRole("alert").filter({ hasText: "Your card was declined." })).toBeVisible();
  await expect(pay).toBeEnabled();

  await fillCard(page, "4242 4242 4242 4242");
  await pay.click();
  await expect(page).toHaveURL(/\/payment-success\?product=gmb-faq&payment_intent=pi_/, { timeout: SUCCESS_PAGE_TIMEOUT_MS });
  await expect(page.getByRole("heading", { name: "Herzlichen Glückwunsch!" })).toBeVisible();
  await expect(page.getByText("Sie haben 29,99 € bezahlt")).toBeVisible();
  const successUrl = page.url();

  // Paid, but not yet activated: the FAQ generator is still the free one.
  await page.goto("/gmb-faq");
  await expect(page.getByText("Premium aktiv – unbegrenzte Generierungen.")).toHaveCount(0);

  await page.goto(successUrl);
  await page.getByLabel("E-Mail-Adresse").fill("kundin@example.de");
  await page.getByRole("button", { name: "Zugang aktivieren" }).click();
  await expect(page.getByText("Premium-Zugang wurde aktiviert! Sie erhalten eine Bestätigung per E-Mail.")).toBeVisible();
  await expect(page.getByRole("status").filter({ hasText: "Premium-Zugang wurde aktiviert!" })).toBeFocused();
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "ks_premium")).toMatchObject({ httpOnly: true, sameSite: "Lax" });

  await page.goto("/gmb-faq");
  await expect(page.getByText("Premium aktiv – unbegrenzte Generierungen.")).toBeVisible();

  // The same return URL in another browser activates nothing a second time.
  const other = await browser.newContext({ locale: "de-DE" });
  const thief = await other.newPage();
  await thief.goto(successUrl);
  await expect(thief.getByText(/Dieser Kauf ist bereits aktiviert/)).toBeVisible();
  await thief.goto("/gmb-faq");
  await expect(thief.getByText("Premium aktiv – unbegrenzte Generierungen.")).toHaveCount(0);

  // The buyer's sign-in link from the e-mail opens access there, once.
  const link = await signInLinkFromOutbox("kundin@example.de");
  await thief.goto(link);
  await expect(thief.getByRole("heading", { name: "Premium-Zugang aktiviert" })).toBeVisible();
  await thief.getByRole("link", { name: "Zum FAQ-Generator" }).click();
  await expect(thief.getByText("Premium aktiv – unbegrenzte Generierungen.")).toBeVisible();
  const third = await (await browser.newContext()).newPage();
  await third.goto(link);
  await expect(third.getByRole("heading", { name: "Link bereits verwendet" })).toBeVisible();
  await expect(third.getByText(/Dieser Anmeldelink wurde bereits verwendet/)).toBeVisible();
  await other.close();
});

test("a course buyer gets past the preview: every slide, its content included", async ({ page }) => {
  await routeStripeToStandIn(page, STRIPE_STAND_IN_URL);
  await page.goto("/payment?product=snippet_course&price=9700");
  await fillCard(page, "4242424242424242");
  await page.getByRole("button", { name: /KI-Snippets & GEO für 97 € bezahlen/ }).click();
  await expect(page.getByRole("heading", { name: "Herzlichen Glückwunsch!" })).toBeVisible({ timeout: SUCCESS_PAGE_TIMEOUT_MS });
  await page.getByLabel("E-Mail-Adresse").fill("kursbuch@example.de");
  await page.getByRole("button", { name: "Zugang aktivieren" }).click();
  await expect(page.getByText(/Premium-Zugang wurde aktiviert/)).toBeVisible();

  await page.getByRole("link", { name: "Zum Kurs" }).click();
  await page.getByRole("button", { name: "Kostenlose Vorschau ansehen" }).first().click();
  const viewer = page.getByRole("dialog");
  for (let i = 0; i < 5; i++) await viewer.getByRole("button", { name: "Weiter", exact: true }).click();
  await expect(viewer.getByText("Slide 6 von 62")).toBeVisible();
  // Slide 6 is paid: its body comes from /api/course/slides/6 only for a buyer.
  const slide = viewer.getByRole("region", { name: "Aufbau eines JSON-LD-Snippets" });
  await expect(slide).toBeVisible();
  await expect(slide.locator("li, pre, p").nth(1)).toBeVisible();
});

test("a GEO booking: the buyer's details go with the payment, the operator gets the order once", async ({ page }) => {
  await routeStripeToStandIn(page, STRIPE_STAND_IN_URL);
  await page.goto("/geo-services");
  await page.getByRole("link", { name: "Buchen", exact: true }).last().click();
  await expect(page.getByRole("heading", { level: 1, name: "GEO-Beratung (1 Stunde)" })).toBeVisible();
  const pay = page.getByRole("button", { name: /für 299 € bezahlen/ });
  await expect(pay).toBeEnabled();

  await fillCard(page, "4242 4242 4242 4242");
  await pay.click();
  // The e-mail address is required before anything is charged.
  await expect(page).toHaveURL(/\/payment\?/);
  await page.getByLabel("E-Mail-Adresse").fill("inhaber@tischlerei-beispiel.de");
  await page.getByLabel("Firma").fill("Tischlerei Beispiel");
  await page.getByLabel("Angaben zum Auftrag").fill("Beratung zu zwei Standorten, gern vormittags.");
  // Sent from the keyboard (Enter in a field): while the details are stored, the fields are read-only and the focus stays put.
  const release = await holdReplies(page, "**/api/order-details");
  const company = page.getByLabel("Firma");
  const background = () => company.evaluate((field) => getComputedStyle(field).backgroundColor);
  const editableBackground = await background();
  await company.press("Enter");
  await expect(page.getByRole("button", { name: "Zahlung wird verarbeitet..." })).toHaveAttribute("aria-busy", "true");
  await expect(company).toBeFocused();
  await expect(company).not.toBeEditable();
  // It looks locked too, not only to assistive technology.
  expect(await background()).not.toBe(editableBackground);
  release();
  await expect(page.getByRole("heading", { name: "Herzlichen Glückwunsch!" })).toBeVisible({ timeout: SUCCESS_PAGE_TIMEOUT_MS });
  await expect(page.getByLabel("E-Mail-Adresse")).toHaveValue("inhaber@tischlerei-beispiel.de");
  await page.reload();
  await expect(page.getByRole("heading", { name: "Herzlichen Glückwunsch!" })).toBeVisible();

  const paymentIntent = new URL(page.url()).searchParams.get("payment_intent")!;
  await expect.poll(async () => (await readOutbox(outbox)).filter((m) => m.to === E2E_OWNER_EMAIL && m.body.includes(paymentIntent)).length).toBe(1);
  const order = (await readOutbox(outbox)).find((m) => m.to === E2E_OWNER_EMAIL && m.body.includes(paymentIntent))!;
  for (const part of ["GEO-Beratung (1 Stunde)", "inhaber@tischlerei-beispiel.de", "Tischlerei Beispiel", "Beratung zu zwei Standorten"]) expect(order.body).toContain(part);
});

test("a browser that blocks js.stripe.com keeps the order in view and is told what to do, with a reload that asks again", async ({ page }) => {
  await routeStripeToStandIn(page, STRIPE_STAND_IN_URL);
  await page.route("https://js.stripe.com/**", (route) => route.abort("blockedbyclient"));
  await page.goto("/payment?product=gmb-faq");
  await expect(page.getByRole("heading", { level: 1, name: "Premium FAQ-Generator" })).toBeVisible();
  const alert = page.getByRole("alert").filter({ hasText: "Zahlungsformular nicht geladen" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("js.stripe.com");
  await expect(alert).toContainText("Es wurde nichts abgebucht.");
  await expect(page.getByText("Zahlungsvorgang nicht verfügbar")).toHaveCount(0);

  // Unblocked, the link reloads the page and the payment form appears.
  await page.unroute("https://js.stripe.com/**");
  await routeStripeToStandIn(page, STRIPE_STAND_IN_URL);
  await alert.getByRole("link", { name: "Seite neu laden" }).click();
  await expect(page.getByRole("button", { name: "Premium FAQ-Generator für 29,99 € bezahlen" })).toBeEnabled();
});

test("a made-up return URL shows no success, and /confirm without token says 'Ungültiger Link'", async ({ page }) => {
  await page.goto("/payment-success?payment_intent=pi_3FakeIntent000000&payment_intent_client_secret=pi_3FakeIntent000000_secret_x&redirect_status=succeeded");
  await expect(page.getByRole("heading", { name: "Zahlung nicht bestätigt" })).toBeVisible();
  await expect(page.getByText("Herzlichen Glückwunsch!")).toHaveCount(0);

  await page.goto("/confirm");
  await expect(page.getByRole("heading", { name: "Ungültiger Link" })).toBeVisible();
  await expect(page.getByText("Der Bestätigungslink ist ungültig oder unvollständig.")).toBeVisible();
});

test("free AI-SEO analysis: request, double opt-in link, 'Vielen Dank!'", async ({ page }) => {
  await page.goto("/tool/checker");
  await page.getByLabel("Website", { exact: true }).fill("friseur-beispiel.de");
  await page.getByLabel("E-Mail-Adresse").fill("inhaber@example.de");
  await page.getByRole("button", { name: "Analyse anfordern" }).click();
  // The notice replaces the form and takes the focus the gone button had.
  await expect(page.getByText("Fast geschafft: Bitte bestätigen Sie den Link, den wir an inhaber@example.de gesendet haben.")).toBeFocused();

  await page.goto(await signInLinkFromOutbox("inhaber@example.de"));
  await expect(page.getByRole("heading", { name: "Vielen Dank!" })).toBeVisible();
  await expect(page.getByText("https://friseur-beispiel.de/ erhalten Sie innerhalb von 24 Stunden per E-Mail", { exact: false })).toBeVisible();
  // A second click on the same link: "bereits bestätigt", not "ungültig".
  await page.reload();
  await expect(page.getByRole("heading", { name: "Bereits bestätigt" })).toBeVisible();
  await expect(page.getByText("https://friseur-beispiel.de/ erhalten Sie innerhalb von 24 Stunden", { exact: false })).toBeVisible();
});
