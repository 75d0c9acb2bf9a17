import { expect, test } from "@playwright/test";

/** The alert on slide 5 (57 = 62 − 5; 97 € is the catalogue price). */
const PREMIUM_MESSAGE = "Die restlichen 57 Slides sind Premium-Inhalte. Jetzt für nur 97€ freischalten!";
const COURSE_NAME = "Online-Kurs: KI-Snippets & GEO";

test("course page: hero with price, contents, downloads and buy links to checkout", async ({ page }) => {
  await page.goto("/snippet-course");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("course-price")).toHaveText("97 €");
  // No struck-through price, countdown or discount unless the operator sets them in content/claims.ts.
  await expect(page.locator("s")).toHaveCount(0);
  await expect(page.getByText(/Aktion endet|Angebot gilt bis|Sie sparen/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zurück zur Startseite" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("heading", { name: "Kursinhalte" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Für wen ist der Kurs?" })).toBeVisible();
  // No promise of download files that do not exist; the free snippet library is linked instead.
  await expect(page.getByText(/\.zip|\.pdf|Branchenpaket|nach dem Kauf.*Downloads/)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Zur Snippet-Bibliothek" })).toHaveAttribute("href", "/snippets");
  await expect(page.getByText("30 Tage Geld-zurück-Garantie").first()).toBeVisible();

  const buyLinks = page.locator('a[href^="/payment?"]');
  expect(await buyLinks.count()).toBeGreaterThanOrEqual(2);
  const href = await buyLinks.first().getAttribute("href");
  const url = new URL(href!, "http://localhost");
  expect(url.searchParams.get("product")).toBe("snippet_course");
  expect(url.searchParams.get("price")).toBe("9700");
  expect(url.searchParams.get("name")).toBe(COURSE_NAME);

  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  const course = jsonLd.map((text) => JSON.parse(text) as Record<string, unknown>).find((data) => data["@type"] === "Course");
  expect(course).toMatchObject({
    name: COURSE_NAME,
    inLanguage: "de",
    provider: { "@id": expect.stringMatching(/\/#organization$/) },
    offers: { price: 97, priceCurrency: "EUR" },
  });
});

test("course viewer: free preview, keyboard, premium gate on slide 5", async ({ page, request }) => {
  await page.goto("/snippet-course");
  const preview = page.getByRole("button", { name: "Kostenlose Vorschau ansehen" });
  const viewer = page.getByRole("dialog", { name: "Kursvorschau" });
  await expect(viewer).toHaveCount(0);

  await preview.click();
  await expect(viewer).toBeVisible();
  const previous = viewer.getByRole("button", { name: "Zurück", exact: true });
  const next = viewer.getByRole("button", { name: "Weiter", exact: true });
  const progress = viewer.getByText(/^Slide \d+ von 62$/);
  await expect(progress).toHaveText("Slide 1 von 62");
  await expect(previous).toBeDisabled();
  await expect(next).toBeFocused();
  await expect(viewer.getByRole("button", { name: "Kurs beenden" })).toBeVisible();
  await expect(viewer.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
  await expect(viewer.getByText("Kostenlose Vorschau", { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe("hidden");

  // Slide 1 is a region named by its heading and teaches something: no title card.
  const slide = viewer.getByRole("region", { name: "Warum KI-Assistenten manche Betriebe nennen und andere nicht" });
  await expect(slide).toBeVisible();
  await expect(slide.getByRole("listitem")).toHaveCount(4);
  await expect(slide).toContainText("Widersprüche");
  await expect(viewer.getByRole("img")).toHaveCount(0);
  // Slide content behind the preview needs a premium cookie that unlocks the course.
  expect((await request.get("/api/course/slides/5")).status()).toBe(200);
  expect((await request.get("/api/course/slides/6")).status()).toBe(403);
  expect((await request.get("/api/course/slides/63")).status()).toBe(404);
  expect((await request.get("/snippet-course/slides/6")).status()).toBe(403);

  await next.click();
  await expect(progress).toHaveText("Slide 2 von 62");
  await expect(previous).toBeEnabled();
  await page.keyboard.press("ArrowRight");
  await expect(progress).toHaveText("Slide 3 von 62");
  // Slide 3: the checklist of what an AI needs to recommend a local business.
  await expect(viewer.getByRole("region", { name: /^Checkliste/ }).getByRole("listitem")).toHaveCount(5);
  await page.keyboard.press("ArrowLeft");
  await expect(progress).toHaveText("Slide 2 von 62");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(progress).toHaveText("Slide 4 von 62");
  // Slide 4: a first JSON-LD example, as code that parses.
  const jsonLd = viewer.getByRole("region", { name: "Ihr erstes JSON-LD-Snippet" }).locator("pre code");
  expect(JSON.parse(await jsonLd.innerText())).toMatchObject({ "@context": "https://schema.org", "@type": "Bakery" });
  await expect(viewer.getByRole("button", { name: "Kopieren" })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath("course-slide-1280.png") });
  await page.keyboard.press("ArrowRight");
  await expect(progress).toHaveText("Slide 5 von 62");
  await expect(viewer.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
  await expect(viewer.getByText("Kostenlose Vorschau", { exact: true })).toBeVisible();
  await expect(viewer.getByText("Ende der Vorschau", { exact: true })).toBeVisible();
  await expect(viewer.getByText("Premium", { exact: true })).toHaveCount(0);
  await expect(viewer.getByRole("region", { name: "Snippet einbauen und prüfen" })).toBeVisible();

  // Escape closes the viewer and gives focus back to the preview button.
  await page.keyboard.press("Escape");
  await expect(viewer).toHaveCount(0);
  await expect(preview).toBeFocused();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe("hidden");

  // Reopening starts at slide 1 again; next on slide 5 is the premium gate.
  await preview.click();
  await expect(progress).toHaveText("Slide 1 von 62");
  for (let n = 2; n <= 5; n++) {
    await page.keyboard.press("ArrowRight");
    await expect(progress).toHaveText(`Slide ${n} von 62`);
  }
  let alertText = "";
  page.once("dialog", (dialog) => {
    alertText = dialog.message();
    void dialog.accept();
  });
  await next.click();
  await page.waitForURL(/\/payment\?product=snippet_course&price=9700/);
  expect(alertText).toBe(PREMIUM_MESSAGE);
  expect(new URL(page.url()).searchParams.get("name")).toBe(COURSE_NAME);
});

test("course viewer at 390 px: slide text and code fit the phone's width", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/snippet-course");
  await page.getByRole("button", { name: "Kostenlose Vorschau ansehen" }).click();
  const viewer = page.getByRole("dialog", { name: "Kursvorschau" });
  for (let n = 1; n < 4; n++) await viewer.getByRole("button", { name: "Weiter", exact: true }).click();
  const slide = viewer.getByRole("region", { name: "Ihr erstes JSON-LD-Snippet" });
  await expect(slide).toBeVisible();
  const box = await slide.boundingBox();
  expect(box!.x).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  // The code scrolls inside its own box instead of widening the page.
  expect(await viewer.evaluate((dialog) => dialog.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: test.info().outputPath("course-slide-390.png") });
});
