import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";

// Free uses are counted per client address too (lib/limits): this journey gets an address
// no other journey uses, so its count starts at zero.
test.use({ extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.31" } });

/** The JSON-LD inside the generator's <script type="application/ld+json"> block. */
const jsonOf = (block: string) => JSON.parse(/<script type="application\/ld\+json">([\s\S]+)<\/script>/.exec(block)![1]!) as { "@type": string; mainEntity: { name: string }[] };

test("FAQ generator: selection, three free generations, download, then the paywall — browser flags unlock nothing", async ({ page }) => {
  await page.goto("/gmb-faq");
  // The free uses left are shown before the first click.
  await expect(page.getByTestId("faq-remaining")).toHaveText("Noch 3 kostenlose Generierungen.");
  const generate = page.getByRole("button", { name: "FAQ generieren" });
  await generate.click();
  await expect(page.getByTestId("faq-notice")).toContainText("Keine Auswahl");

  const list = page.getByTestId("faq-industries");
  await list.getByRole("button", { name: /^Zahnarztpraxis/ }).click();
  await list.getByRole("button", { name: /^Friseur/ }).first().click();
  await expect(page.getByText("2 Branchen ausgewählt")).toBeVisible();
  await list.getByRole("button", { name: /^Friseur/ }).first().click();
  await expect(page.getByText("1 Branche ausgewählt")).toBeVisible();

  await generate.click();
  const output = page.getByTestId("faq-output");
  await expect(output).toContainText('"@type": "FAQPage"');
  const faq = jsonOf((await output.textContent())!);
  const questions = faq.mainEntity.map((q) => q.name);
  expect(questions.length).toBeGreaterThanOrEqual(5);
  expect(questions.length).toBeLessThanOrEqual(10);
  expect(questions[0]).toBe("Welche Leistungen bieten Sie als Zahnarztpraxis an?");
  expect(questions).toContain("Übernimmt die Krankenkasse die Kosten?");
  // What only the owner knows stays a visible placeholder to fill in.
  await expect(output).toContainText("[Ihre Sprechzeiten]");
  await expect(page.getByTestId("faq-remaining")).toHaveText("Noch 2 kostenlose Generierungen.");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Herunterladen" }).click()]);
  expect(download.suggestedFilename()).toBe("faq-schema.html");
  expect(jsonOf(await readFile((await download.path())!, "utf8"))).toMatchObject({ "@type": "FAQPage" });

  await generate.click();
  await expect(page.getByTestId("faq-remaining")).toHaveText("Noch 1 kostenlose Generierung.");
  await generate.click();
  await expect(page.getByTestId("faq-remaining")).toHaveText("Das war Ihre letzte kostenlose Generierung.");

  // Browser flags and an unsigned cookie unlock nothing: only the server signs the premium cookie.
  await page.evaluate(() => {
    localStorage.setItem("premium_access", "true");
    localStorage.setItem("gmb_faq_premium", "true");
    localStorage.setItem("gmb-faq-free-used", "0");
  });
  await page.context().addCookies([{ name: "ks_premium", value: "true", url: page.url() }]);
  await generate.click();
  const paywall = page.getByRole("dialog", { name: "Kostenlose Generierungen aufgebraucht" });
  await expect(paywall).toBeVisible();
  await expect(paywall.getByRole("link", { name: /Premium für 29,99 € freischalten/ })).toHaveAttribute("href", /^\/payment\?product=gmb-faq&price=2999&name=/);
});
