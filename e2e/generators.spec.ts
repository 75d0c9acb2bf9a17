import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import { validateXML } from "xmllint-wasm";
import { parseRobotsTxt } from "../lib/crawlers/robots-txt";

test.use({ permissions: ["clipboard-read", "clipboard-write"] });

async function clipboard(page: Page): Promise<string> {
  return page.evaluate(() => navigator.clipboard.readText());
}

async function downloaded(page: Page, name: string): Promise<{ fileName: string; text: string }> {
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name }).click()]);
  return { fileName: download.suggestedFilename(), text: await readFile((await download.path())!, "utf8") };
}

test("JSON-LD generator: fill, generate, follow typing, copy", async ({ page }) => {
  await page.goto("/tool/schema");
  const generate = page.getByRole("button", { name: "Schema generieren" });
  await expect(generate).toBeDisabled();
  await expect(page.getByRole("button", { name: "Kopieren" })).toHaveCount(0);

  await page.getByLabel("Firmenname").fill("Zahnarztpraxis Dr. Muster");
  await page.getByLabel("Unternehmensart").selectOption("HealthAndBeautyBusiness");
  await page.getByLabel("Straße und Hausnummer").fill("Musterstraße 12");
  await page.getByLabel("PLZ").fill("10115");
  await page.getByLabel("Ort", { exact: true }).fill("Berlin");
  await page.getByLabel("Telefon").fill("+49 30 1234567");
  // Generating reports one use to the statistics (a beacon, whose body Playwright does
  // not expose; app/api/usage/route.test.ts covers what is recorded).
  const usage = page.waitForRequest((r) => r.url().endsWith("/api/usage") && r.method() === "POST");
  await generate.click();
  await usage;

  const output = page.getByTestId("generator-output");
  await expect(output).toContainText('<script type="application/ld+json">');
  const json = () => output.textContent().then((t) => JSON.parse(t!.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "")));
  expect(await json()).toMatchObject({
    "@type": "HealthAndBeautyBusiness",
    name: "Zahnarztpraxis Dr. Muster",
    address: { "@type": "PostalAddress", streetAddress: "Musterstraße 12", postalCode: "10115", addressLocality: "Berlin", addressCountry: "DE" },
    openingHoursSpecification: [{ dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" }],
  });

  // The output follows typing; unreadable opening hours are explained.
  await page.getByLabel("Öffnungszeiten").fill("Mo–Do 08:00–12:30, 14:00–18:00, Mittwochnachmittag geschlossen; Sx 10-12");
  await expect(page.getByTestId("generator-problems")).toContainText("„Sx 10-12“: Unbekannter Wochentag „Sx“");
  expect((await json()).openingHoursSpecification).toEqual([
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:00", closes: "12:30" },
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Thursday"], opens: "14:00", closes: "18:00" },
  ]);

  await page.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByRole("button", { name: "Kopiert!" })).toBeVisible();
  await expect(page.getByText("Schema kopiert! Fügen Sie es in den <head> Bereich Ihrer Website ein.")).toBeVisible();
  expect(await clipboard(page)).toBe(await output.textContent());
});

test("JSON-LD generator, online mode: a shop without premises gets OnlineStore with logo and contactPoint, no address or hours", async ({ page }) => {
  await page.goto("/tool/schema");
  await page.getByLabel("Firmenname").fill("Kaffeerösterei Nordlicht");
  // Keyboard only: the kind is a radio group; the local fields leave with the local kind.
  await page.getByRole("radio", { name: /^Lokal/ }).focus();
  await expect(page.getByRole("radio", { name: /^Lokal/ })).toBeChecked();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: /^Online/ })).toBeChecked();
  await expect(page.locator("#sg-street")).toHaveCount(0);
  await expect(page.getByLabel("Öffnungszeiten")).toHaveCount(0);
  await expect(page.getByLabel("Breitengrad")).toHaveCount(0);
  await expect(page.getByLabel("Unternehmensart")).toHaveValue("OnlineStore");

  await page.locator("#sg-website").fill("nordlicht-kaffee.de");
  await page.getByLabel("Logo-URL").fill("/logo.png");
  await page.getByLabel("E-Mail").fill("hallo@nordlicht-kaffee.de");
  await page.getByLabel("Telefon").fill("040 123456");
  await page.getByRole("button", { name: "Schema generieren" }).click();

  const output = page.getByTestId("generator-output");
  const json = () => output.textContent().then((t) => JSON.parse(t!.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, "")) as Record<string, unknown>);
  await expect(output).toContainText('"@type": "OnlineStore"');
  expect(await json()).toEqual({
    "@context": "https://schema.org",
    "@type": "OnlineStore",
    name: "Kaffeerösterei Nordlicht",
    url: "https://nordlicht-kaffee.de",
    logo: "https://nordlicht-kaffee.de/logo.png",
    contactPoint: { "@type": "ContactPoint", contactType: "customer service", email: "hallo@nordlicht-kaffee.de", telephone: "040 123456" },
  });
  await expect(page.getByTestId("generator-problems")).toContainText("Google empfiehlt die Telefonnummer mit Landes- und Ortsvorwahl");

  // An agency: Organization; back to local, the address asks to be filled again.
  await page.getByLabel("Unternehmensart").selectOption("Organization");
  await expect(output).toContainText('"@type": "Organization"');
  await page.getByRole("radio", { name: /^Lokal/ }).check();
  await expect(output).toContainText('"@type": "LocalBusiness"');
  await expect(page.getByTestId("generator-problems")).toContainText("Die Adresse ist Pflicht für LocalBusiness");
});

test("meta-tag generator: counters, limits, fallbacks, copy", async ({ page }) => {
  await page.goto("/tool/meta");
  const generate = page.getByRole("button", { name: "Meta-Tags generieren" });
  await expect(generate).toBeDisabled();

  const title = page.getByLabel("Seitentitel");
  // Over the limit: the field keeps the text, the code gets it cut at a word boundary with "…".
  await title.fill("Zahnarztpraxis Dr. Muster in Berlin-Mitte – Prophylaxe, Implantate und Angstpatienten");
  await expect(page.locator("#mg-title-count")).toHaveText("85 / 60 Zeichen");
  // Crossing the limit is announced once; the visible counter itself is no live region.
  await expect(page.getByTestId("mg-title-announcement")).toHaveText("85 / 60 Zeichen");
  await expect(page.locator("#mg-title-count")).not.toHaveAttribute("aria-live");
  await expect(page.getByText("im Code steht, an einer Wortgrenze gekürzt: „Zahnarztpraxis Dr. Muster in Berlin-Mitte – Prophylaxe…“")).toBeVisible();
  await page.getByLabel("Meta-Description").fill("Ihre Zahnarztpraxis in Berlin-Mitte.");
  await generate.click();
  await expect(page.getByTestId("generator-output")).toContainText("<title>Zahnarztpraxis Dr. Muster in Berlin-Mitte – Prophylaxe…</title>");
  await title.fill('Zahnarzt Berlin – "Praxis Dr. Muster"');
  await page.getByLabel("Meta-Description").fill("Ihre Zahnarztpraxis in Berlin-Mitte: Prophylaxe, Implantate & Angstpatienten.");
  await expect(generate).toBeEnabled();
  await generate.click();

  const output = page.getByTestId("generator-output");
  await expect(output).toContainText("<title>Zahnarzt Berlin – &quot;Praxis Dr. Muster&quot;</title>");
  await expect(output).toContainText('<meta property="og:title" content="Zahnarzt Berlin – &quot;Praxis Dr. Muster&quot;">');
  await expect(output).toContainText('<meta property="og:description" content="Ihre Zahnarztpraxis in Berlin-Mitte: Prophylaxe, Implantate &amp; Angstpatienten.">');
  await expect(output).toContainText('<meta property="og:locale" content="de_DE">');
  await expect(output).toContainText('<meta name="twitter:card" content="summary_large_image">');

  await page.getByLabel("Robots").selectOption("noindex, follow");
  await expect(output).toContainText('<meta name="robots" content="noindex, follow">');

  await page.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByText(/^Meta-Tags kopiert!/)).toBeVisible();
  expect(await clipboard(page)).toContain('<meta name="robots" content="noindex, follow">');
});

test("robots.txt generator: AI crawler groups, download as robots.txt that robots-parser reads", async ({ page }) => {
  await page.goto("/tool/robots");
  await page.getByLabel("Sitemap-URL").fill("https://www.praxis-muster.de/sitemap.xml");
  await page.getByLabel("KI-Training erlauben").uncheck();
  await page.getByRole("button", { name: "robots.txt generieren" }).click();
  await expect(page.getByTestId("generator-output")).toContainText("User-agent: GPTBot");

  const file = await downloaded(page, "Herunterladen");
  expect(file.fileName).toBe("robots.txt");
  expect(file.text).toBe(await page.getByTestId("generator-output").textContent());
  const robots = parseRobotsTxt("https://www.praxis-muster.de/robots.txt", file.text);
  const home = "https://www.praxis-muster.de/";
  expect(robots.verdict(home, "Googlebot").allowed).toBe(true);
  expect(robots.verdict("https://www.praxis-muster.de/admin/login", "Googlebot").allowed).toBe(false);
  expect(robots.verdict(home, "OAI-SearchBot").allowed).toBe(true);
  expect(robots.verdict(home, "ChatGPT-User").allowed).toBe(true);
  expect(robots.verdict(home, "GPTBot").allowed).toBe(false);
  expect(robots.sitemaps).toEqual(["https://www.praxis-muster.de/sitemap.xml"]);

  await page.getByLabel("Gesperrte Pfade (einer pro Zeile)").fill("/intern\nadmin");
  await expect(page.getByTestId("generator-problems")).toContainText("„admin“ beginnt nicht mit / oder *");

  await page.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByText("Robots.txt kopiert! Laden Sie die Datei ins Root-Verzeichnis Ihrer Website.")).toBeVisible();
});

test("sitemap generator: base URL rule, pages added and removed, download as sitemap.xml", async ({ page }) => {
  await page.goto("/tool/sitemap");
  await page.getByRole("button", { name: "Sitemap generieren" }).click();
  await expect(page.getByTestId("sitemap-error")).toHaveText("Bitte geben Sie Ihre Website-URL ein!");
  await expect(page.getByRole("button", { name: "Herunterladen" })).toHaveCount(0);

  await page.getByLabel("Website-URL").fill("praxis-muster.de/");
  await page.getByRole("button", { name: "Seite hinzufügen" }).click();
  // The page added takes the focus in its path field; a page removed gives it to the page in its place.
  await expect(page.getByRole("listitem", { name: "Seite 5" }).getByLabel("Pfad")).toBeFocused();
  await page.keyboard.type("leistungen/zahnreinigung");
  await page.getByRole("button", { name: "Seite 2 entfernen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("listitem", { name: "Seite 2" }).getByLabel("Pfad")).toBeFocused();
  await page.getByRole("button", { name: "Sitemap generieren" }).click();

  const output = page.getByTestId("generator-output");
  await expect(output).toContainText("<loc>https://praxis-muster.de/leistungen/zahnreinigung</loc>");
  await expect(output).not.toContainText("/about");
  await expect(page.getByText("4 URLs in der Sitemap")).toBeVisible();

  const file = await downloaded(page, "Herunterladen");
  expect(file.fileName).toBe("sitemap.xml");
  expect(file.text).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(file.text).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/);
  expect(file.text.match(/<url>/g)).toHaveLength(4);
  // The downloaded file passes the official sitemaps.org schema.
  const xsd = await readFile("test/schemas/sitemap-0.9.xsd", "utf8");
  const validation = await validateXML({ xml: [{ fileName: "sitemap.xml", contents: file.text }], schema: [{ fileName: "sitemap.xsd", contents: xsd }] });
  expect(validation.errors).toEqual([]);
  expect(validation.valid).toBe(true);

  await page.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByText(/^Sitemap kopiert!/)).toBeVisible();
});
