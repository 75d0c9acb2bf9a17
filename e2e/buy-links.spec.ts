import { expect, test, type Page } from "@playwright/test";
import { STRIPE_STAND_IN_URL } from "../playwright.config";
import { routeStripeToStandIn } from "./stripe-stand-in-routes";

/**
 * Every buy link sells: from each page that sells something, a visitor's click on each
 * distinct buy link (one per product) reaches a mounted Payment Element on /payment,
 * and the browser reports no Content-Security-Policy violation on the way.
 *
 * The clicks are in-app navigations (next/link keeps the document, and with it the CSP
 * of the page the visitor started on), which a URL typed into the address bar would
 * hide. Stripe.js is the stand-in (e2e/stripe-js-stand-in.js) served for
 * https://js.stripe.com, so the browser applies the CSP to it exactly as to the real one.
 */

// The FAQ generator's free uses are also counted per client address (lib/limits): this
// journey uses all three to reach the paywall, so it speaks from an address of its own.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "203.0.113.21" } });

const SELLING_PAGES = ["/", "/snippet-course", "/geo-services", "/snippet-pakete", "/blog/ki-seo-preise-kosten-2025", "/snippets", "/gmb-faq"];

/** The product a /payment link sells (product, else snippet, else the bundle). */
function productOf(href: string): string {
  const query = new URL(href, "http://x").searchParams;
  return query.get("product") ?? (query.get("snippet") ? "snippet" : "premium_full");
}

/** Collects CSP violations from the console and from securitypolicyviolation events, across navigations. */
async function watchCsp(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  await page.exposeBinding("__reportCspViolation", (_source, text: string) => void violations.push(`event: ${text}`));
  await page.addInitScript(() => {
    document.addEventListener(
      "securitypolicyviolation",
      (e) => (window as unknown as { __reportCspViolation: (t: string) => void }).__reportCspViolation(`${e.violatedDirective} refused ${e.blockedURI}`),
      true,
    );
  });
  return violations;
}

/** Brings up buy links that only appear after a visitor did something (the FAQ generator's paywall after 3 free uses). */
async function revealBuyLinks(page: Page, path: string) {
  if (path !== "/gmb-faq") return;
  await page.getByTestId("faq-industries").getByRole("button", { name: /^Zahnarztpraxis/ }).click();
  const paywall = page.getByRole("dialog", { name: "Kostenlose Generierungen aufgebraucht" });
  for (let use = 0; use < 4; use++) {
    const [response] = await Promise.all([page.waitForResponse("**/api/faq/generate"), page.getByRole("button", { name: "FAQ generieren" }).click()]);
    if (response.status() === 402) break;
  }
  await expect(paywall).toBeVisible();
}

/** The first visible link of each product to /payment on the page, in document order. */
async function buyLinks(page: Page): Promise<{ product: string; href: string }[]> {
  const hrefs = await page.locator('a[href^="/payment"]').evaluateAll((links) =>
    links.filter((a) => (a as HTMLElement).offsetParent !== null || a.getClientRects().length > 0).map((a) => a.getAttribute("href")!),
  );
  const byProduct = new Map<string, string>();
  for (const href of hrefs) if (!byProduct.has(productOf(href))) byProduct.set(productOf(href), href);
  return [...byProduct].map(([product, href]) => ({ product, href }));
}

for (const path of SELLING_PAGES) {
  test(`every buy link on ${path} reaches a working payment form by a click`, async ({ page }) => {
    test.setTimeout(120_000);
    await routeStripeToStandIn(page, STRIPE_STAND_IN_URL);
    const violations = await watchCsp(page);

    await page.goto(path);
    const links = await buyLinks(page);
    await revealBuyLinks(page, path);
    for (const link of await buyLinks(page)) if (!links.some((l) => l.product === link.product)) links.push(link);
    expect(links.length, "buy links on the page").toBeGreaterThan(0);

    const reached: string[] = [];
    for (const { product, href } of links) {
      await page.goto(path);
      const link = page.locator(`a[href="${href}"]`).filter({ visible: true }).first();
      if ((await link.count()) === 0) await revealBuyLinks(page, path);
      // A mark on the window survives only an in-app navigation (same document, same CSP).
      await page.evaluate(() => ((window as unknown as { sameDocument?: boolean }).sameDocument = true));
      await link.click();
      await expect(page, product).toHaveURL(/\/payment(\?|$)/);
      await expect(page.getByLabel("Kartennummer"), `Payment Element for ${product} from ${path}`).toBeVisible({ timeout: 20_000 });
      await expect(page.getByRole("heading", { name: "Zahlungsvorgang nicht verfügbar" })).toHaveCount(0);
      expect(violations, `CSP violations after clicking ${href} on ${path}`).toEqual([]);
      const inApp = await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);
      // The header's bundle button is a next/link on every page: the path that used to fail.
      if (product === "premium_full") expect(inApp, `${href} from ${path} was an in-app navigation`).toBe(true);
      reached.push(product);
    }
    expect(reached).toEqual(links.map((l) => l.product));
  });
}
