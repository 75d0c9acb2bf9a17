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
  await expect(page.getByText("ki-snippets-rechtsanwaelte.zip")).toBeVisible();
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

  // The generated slide image is shown and answers as a PNG.
  const image = viewer.getByRole("img", { name: /^Slide 1:/ });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(1280);
  const src = await image.getAttribute("src");
  expect(src).toBe("/snippet-course/slides/1");
  const png = await request.get(src!);
  expect(png.status()).toBe(200);
  expect(png.headers()["content-type"]).toContain("image/png");
  expect((await request.get("/snippet-course/slides/63")).status()).toBe(404);
  // Behind the preview, slide images need a premium cookie that unlocks the course.
  expect((await request.get("/snippet-course/slides/5")).status()).toBe(200);
  expect((await request.get("/snippet-course/slides/6")).status()).toBe(403);

  await next.click();
  await expect(progress).toHaveText("Slide 2 von 62");
  await expect(previous).toBeEnabled();
  await page.keyboard.press("ArrowRight");
  await expect(progress).toHaveText("Slide 3 von 62");
  await page.keyboard.press("ArrowLeft");
  await expect(progress).toHaveText("Slide 2 von 62");
  await page.keyboard.press("ArrowRight");
  await page.keyboard.press("ArrowRight");
  await expect(progress).toHaveText("Slide 4 von 62");
  await page.keyboard.press("ArrowRight");
  await expect(progress).toHaveText("Slide 5 von 62");
  await expect(viewer.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "5");
  await expect(viewer.getByText("Kostenlose Vorschau", { exact: true })).toBeVisible();
  await expect(viewer.getByText("Ende der Vorschau", { exact: true })).toBeVisible();
  await expect(viewer.getByText("Premium", { exact: true })).toHaveCount(0);
  await expect(viewer.getByRole("img", { name: /^Slide 5:/ })).toBeVisible();

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
