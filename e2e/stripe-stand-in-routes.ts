/**
 * Points a Playwright page (or browser context) at the local Stripe stand-ins: the
 * fake Stripe.js (e2e/stripe-js-stand-in.js) is served for js.stripe.com, API calls to
 * api.stripe.com go to test/stripe-stand-in.ts, and Stripe's telemetry hosts get an
 * empty 204, so no request leaves the machine.
 *
 *   const stripe = await startStripeStandIn({ webhookUrl: … });   // or the CLI on a fixed port
 *   await routeStripeToStandIn(page, stripe.url);
 */
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { BrowserContext, Page } from "@playwright/test";

const FAKE_STRIPE_JS = fileURLToPath(new URL("./stripe-js-stand-in.js", import.meta.url));

const TELEMETRY_HOSTS = ["https://m.stripe.network/**", "https://r.stripe.com/**", "https://q.stripe.com/**"];

/**
 * Installs the routes on `page` (a BrowserContext works too, covering all its pages).
 * `standInUrl` is the stand-in's base URL, e.g. "http://127.0.0.1:4040"; requests keep
 * their method, path, query, headers and body. Resolves once the routes are active.
 */
export async function routeStripeToStandIn(page: Page | BrowserContext, standInUrl: string): Promise<void> {
  const script = await readFile(FAKE_STRIPE_JS, "utf8");
  const base = new URL(standInUrl);

  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/javascript; charset=utf-8",
      headers: { "Access-Control-Allow-Origin": "*", "Cache-Control": "no-store" },
      body: script,
    }),
  );

  await page.route("https://api.stripe.com/**", async (route) => {
    const original = new URL(route.request().url());
    const target = new URL(original.pathname + original.search, base);
    const response = await route.fetch({ url: target.toString() });
    await route.fulfill({ response });
  });

  for (const pattern of TELEMETRY_HOSTS) {
    await page.route(pattern, (route) => route.fulfill({ status: 204, headers: { "Access-Control-Allow-Origin": "*" } }));
  }
}
