import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { formatEuro, PRODUCTS } from "../content/products";
import { FIXTURE_SITES_PORT, MULTI_ENGINE_APP_URL, MULTI_ENGINE_OUTBOX_DIR, UNCONFIGURED_APP_URL } from "../playwright.config";
import { FIXTURE_SITE_NAMES } from "../test/fixture-sites/server";
import { confirmTokenIn, readOutbox, type ReadableMail } from "../test/outbox";

const outbox = path.resolve(MULTI_ENGINE_OUTBOX_DIR);
/** The practice's website: a fixture site on 127.0.0.1, which the monitor's run checks. */
const website = `http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf("poor")}`;

/** The first mail to `to` whose body matches `pattern`, once it is in the multi-engine app's outbox. */
async function mailTo(to: string, pattern: RegExp): Promise<ReadableMail> {
  let found: ReadableMail | undefined;
  await expect.poll(async () => (found = (await readOutbox(outbox).catch(() => [])).find((m) => m.to === to && pattern.test(m.body))) !== undefined, { timeout: 20_000 }).toBe(true);
  return found!;
}

/** Whether the element is inside the viewport (the confirmation must not sit off-screen). */
async function inViewport(page: Page, testId: string): Promise<boolean> {
  return page.getByTestId(testId).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });
}

/**
 * The offer a visitor sees (issue 33): one price list, every price from the catalogue,
 * ordering without card payments. Each journey runs at a phone's and a desktop's width.
 */
const WIDTHS = [390, 1280] as const;

/** A euro amount as the site writes it, e.g. "9,99 €", "1.080 €". */
const PRICE = /\d{1,3}(?:\.\d{3})*(?:,\d{2})?\s€/g;

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("every price on the selling pages is a catalogue price, and no snippet card sells a free template", async ({ page }) => {
      const allowed = new Set(Object.values(PRODUCTS).map((p) => formatEuro(p.priceCents).replace(/\s/g, " ")));
      for (const path of ["/", "/snippets", "/snippet-pakete", "/geo-services", "/gmb-faq", "/snippet-course", "/payment"]) {
        await page.goto(path);
        const text = (await page.locator("main").innerText()).replace(/\s/g, " ");
        for (const price of text.match(PRICE) ?? []) expect(allowed, `${path} shows ${price}`).toContain(price);
      }
      // The FAQ generator is one of the tools on the home page.
      await page.goto("/");
      await page.locator("#tools, main").first().getByRole("link", { name: /FAQ-Generator/ }).first().click();
      await expect(page).toHaveURL(/\/gmb-faq$/);
      await page.goto("/snippets");
      await expect(page.locator("[data-snippet] a")).toHaveCount(0);
      await expect(page.getByText(/Kaufen/)).toHaveCount(0);
    });

    test("without card payments, /payment shows the product, its price and contents, and an order by e-mail", async ({ page }) => {
      await page.goto(`${UNCONFIGURED_APP_URL}/payment?product=premium_full`);
      await expect(page.getByRole("heading", { level: 1, name: /Komplett-Paket/ })).toBeVisible();
      await expect(page.locator("main").getByText("129 €", { exact: true })).toBeVisible();
      await expect(page.getByText(/FAQ-Generator ohne Limit/)).toBeVisible();
      await expect(page.getByText(/Online-Kurs mit allen Slides/)).toBeVisible();
      const order = page.getByRole("link", { name: "Per E-Mail bestellen" });
      await order.scrollIntoViewIfNeeded();
      await expect(order).toBeVisible();
      expect(decodeURIComponent((await order.getAttribute("href"))!)).toMatch(/^mailto:.+\?subject=Bestellung: Komplett-Paket.*\(129\s€\)$/);
      await expect(page.getByText("Zahlungsvorgang nicht verfügbar")).toHaveCount(0);
    });
  });
}

for (const width of WIDTHS) {
  test(`at ${width} px: from the live test to a confirmed monitor, then found again from the mailed link in a new browser and via "Meine Monitore"`, async ({ browser }) => {
    test.setTimeout(120_000);
    const email = `wiederfinden-${width}-${Date.now()}@praxis.example`;
    const context = await browser.newContext({ baseURL: MULTI_ENGINE_APP_URL, viewport: { width, height: 800 }, locale: "de-DE" });
    const page = await context.newPage();
    await page.goto("/ki-search-tool");
    await page.getByLabel("Suchthema / Branche").fill("Zahnarzt");
    await page.getByLabel("Standort").fill("Regensburg");
    await page.getByLabel("Firmenname", { exact: true }).fill("Zahnarztpraxis Dr. Huber");
    await page.locator("#lt-domain").fill(website);
    await page.getByRole("button", { name: "KI-Suche starten" }).click();
    await expect(page.getByTestId("live-test-result")).toBeVisible({ timeout: 30_000 });

    // The monitor form holds what the visitor just typed into the live test.
    const form = page.locator("#monitor");
    await expect(form.getByLabel("Name Ihres Unternehmens")).toHaveValue("Zahnarztpraxis Dr. Huber");
    await expect(form.getByLabel("Ihre Internetadresse")).toHaveValue(website);
    await expect(form.getByLabel("Branche")).toHaveValue("Zahnarzt");
    await expect(form.getByLabel("Stadt")).toHaveValue("Regensburg");
    await form.getByLabel("E-Mail-Adresse").fill(email);
    await form.getByRole("button", { name: "Monitor per E-Mail bestätigen" }).click();
    // The request to confirm is on the screen and has the focus (on a phone it replaced a taller form).
    await expect(page.getByTestId("monitor-signup-sent")).toContainText(email);
    await expect(page.getByTestId("monitor-signup-sent")).toBeFocused();
    expect(await inViewport(page, "monitor-signup-sent")).toBe(true);

    const optIn = await mailTo(email, /\/confirm\?token=/);
    await page.goto(`/confirm?token=${confirmTokenIn(optIn.body)}`);
    await expect(page.getByTestId("monitor-confirmed")).toContainText("Ihr Monitor läuft");
    await context.close();

    // The browser is closed; the link mailed after the confirmation leads back to the monitor.
    const mailed = await mailTo(email, /Monitor .*l=C3=A4uft|Monitor .*läuft|\/monitor\/[\w-]{43}\r?\n/);
    const monitorPath = /\/monitor\/[\w-]{43}/.exec(mailed.body)![0];
    const again = await browser.newContext({ baseURL: MULTI_ENGINE_APP_URL, viewport: { width, height: 800 }, locale: "de-DE" });
    const later = await again.newPage();
    await later.goto(monitorPath);
    await expect(later.getByRole("heading", { level: 1 })).toContainText("Zahnarztpraxis Dr. Huber");

    // "Meine Monitore": the address receives the links; an unknown address gets the same answer.
    await later.goto("/ki-search-tool");
    await later.locator("#monitor").getByRole("link", { name: /Meine Monitore/ }).click();
    await expect(later).toHaveURL(/\/monitor$/);
    await later.getByLabel("E-Mail-Adresse").fill(email);
    await later.getByRole("button", { name: "Links per E-Mail senden" }).click();
    await expect(later.getByTestId("my-monitors-sent")).toBeFocused();
    expect(await inViewport(later, "my-monitors-sent")).toBe(true);
    const list = await mailTo(email, /Zahnarztpraxis Dr\. Huber: http/);
    expect(list.body).toContain(monitorPath);
    const answerFor = async (address: string) => {
      await later.goto("/monitor");
      await later.getByLabel("E-Mail-Adresse").fill(address);
      await later.getByRole("button", { name: "Links per E-Mail senden" }).click();
      return (await later.getByTestId("my-monitors-sent").innerText()).replace(address, "ADDRESS");
    };
    expect(await answerFor(`niemand-${width}-${Date.now()}@praxis.example`)).toBe(await answerFor(email));
    await again.close();
  });
}
