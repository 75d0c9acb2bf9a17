import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { FIXTURE_SITES_PORT, MULTI_ENGINE_APP_URL } from "../playwright.config";
import { FIXTURE_SITE_NAMES } from "../test/fixture-sites/server";
import { evidenceLinksOf } from "./share-of-voice";

test.describe("Live-Test with several assistants (AI_ENGINES)", () => {
  test.use({ baseURL: MULTI_ENGINE_APP_URL });

  test("shows each engine's row with its interval, the overall line and share of voice; a failing engine does not break it", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto("/ki-search-tool");
    await page.getByLabel("Suchthema / Branche").fill("Zahnarztpraxis");
    await page.getByLabel("Standort").fill("Berlin");
    await page.getByLabel("Firmenname", { exact: true }).fill("Zahnarztpraxis Dr. Müller");
    await page.getByRole("textbox", { name: "Schwerpunkt (optional)", description: /Ergänzt eine Frage/ }).fill("Angstpatienten");
    // The questions are shown before the test starts: three, one more for the specialty.
    const preview = page.getByTestId("live-test-questions-preview");
    await expect(preview.getByRole("listitem")).toHaveCount(4);
    await expect(preview).toContainText("„Zahnarztpraxis Berlin Angstpatienten Empfehlung“");
    await page.getByRole("button", { name: "KI-Suche starten" }).click();
    await expect(page.getByTestId("live-test-questions-running")).toContainText("Ich suche: Zahnarztpraxis in Berlin.");

    // 3 engines × 3 samples, each engine's progress on its own line.
    await expect(page.getByTestId("live-test-progress")).toContainText(/Antworten eingegangen: \d von 9/);
    await expect(page.getByTestId("engine-progress")).toContainText("Assistent C");

    await expect(page.getByTestId("live-test-result")).toBeVisible({ timeout: 30_000 });
    const rows = page.getByTestId("engine-row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(0)).toContainText("Assistent A");
    await expect(rows.nth(0)).toContainText("3 von 3 Antworten, wahrscheinlich zwischen 44 und 100 % (3 Antworten)");
    await expect(rows.nth(1)).toContainText("Assistent B");
    await expect(rows.nth(1)).toContainText("0 von 3 Antworten, wahrscheinlich zwischen 0 und 56 % (3 Antworten)");
    await expect(rows.nth(1)).toContainText("sonar-test");
    await expect(rows.nth(2)).toContainText("Keine Antwort: Der Dienst meldete einen Fehler");
    await expect(page.getByTestId("engine-overall")).toContainText("3 von 6 Antworten, wahrscheinlich zwischen 19 und 81 % (6 Antworten)");

    // No website given: the address the answers state is counted, not compared ("0 stimmen" would suggest it was).
    await expect(page.getByTestId("fact-summary")).toHaveText(/^Die KI macht \d+ Angaben? über Ihren Betrieb .*Geben Sie oben Ihre Website an/);

    const sov = page.getByTestId("share-of-voice");
    await expect(sov.getByRole("row", { name: /Zahnzentrum Mitte/ })).toContainText("6");
    await expect(sov.getByRole("row", { name: /Zahnarztpraxis Dr. Müller/ })).toContainText("Ihr Unternehmen");
    await expect(sov.getByRole("row", { name: /Dentalhaus Lange/ })).toBeVisible();

    // The questions asked, spread over the 9 calls: all four.
    await expect(page.getByTestId("live-test-questions").getByRole("listitem")).toHaveCount(4);

    // Evidence: B's row links to its answers (numbers 4-6); the link opens that answer, with its question, and moves the focus there.
    await rows.nth(1).getByRole("link", { name: "Antwort 4 (Assistent B): nicht genannt" }).click();
    await expect(page).toHaveURL(/#antwort-4$/);
    await expect(page.getByRole("tab", { selected: true })).toContainText("Antwort 4 · Assistent B");
    await expect(page.getByTestId("ai-answer")).toBeFocused();
    await expect(page.getByTestId("ai-answer-meta")).toContainText("Frage: „Zahnarztpraxis Berlin Angstpatienten Empfehlung“");
    await expect(page.getByTestId("ai-answer-meta")).toContainText("Ihr Unternehmen: nicht genannt");
    // The overall rate's evidence: the three answers of A that name the practice.
    await expect(page.getByTestId("mention-evidence").getByRole("link")).toHaveCount(3);
    await page.getByTestId("mention-evidence").getByRole("link").nth(1).click();
    await expect(page.getByTestId("ai-answer-meta")).toContainText(/genannt auf Platz \d/);
    await expect(await evidenceLinksOf(sov, /Zahnzentrum Mitte/)).toHaveCount(6);
    // The result with its evidence links passes axe (WCAG 2.2 AA), on a desktop and a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]).analyze();
      expect(axe.violations.map((v) => `${width}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // Evidence: the row's answers are one click away; B's cited sources are listed.
    await rows.nth(1).getByRole("button", { name: "Antworten ansehen: Assistent B" }).click();
    await expect(page.getByRole("tab", { selected: true })).toContainText("Assistent B");
    await expect(page.getByTestId("ai-answer")).toContainText("Laut aktuellen Bewertungen");
    await expect(page.getByRole("link", { name: /dentalhaus-lange\.de/ })).toBeVisible();

    // The result can be shared: a link whose preview image shows the measured numbers.
    await page.getByTestId("share-result").click();
    await expect(page.getByTestId("share-result")).toContainText("Kopiert!");
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toMatch(/\/ki-search-tool\?ergebnis=/);
    await page.goto(link);
    await expect(page.getByTestId("shared-result")).toContainText("Zahnarztpraxis Dr. Müller: in 3 von 6 KI-Antworten genannt");
    const image = await page.locator('meta[property="og:image"]').getAttribute("content");
    const png = await page.request.get(image!);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
  });
  test("with the website given, compares the answers' facts with it and reads namesakes with the town of its address", async ({ page }) => {
    // The practice's fixture site states Torstraße 7, 10119 Berlin on its home page; the assistants give Torstraße 5.
    const practice = `http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf("dental-practice")}`;
    await page.goto("/ki-search-tool");
    await page.getByLabel("Suchthema / Branche").fill("Zahnarztpraxis");
    await page.getByLabel("Standort").fill("Berlin");
    await page.getByLabel("Firmenname", { exact: true }).fill("Zahnarztpraxis Dr. Müller");
    await page.locator("#lt-domain").fill(practice);
    await page.getByRole("button", { name: "KI-Suche starten" }).click();
    await expect(page.getByTestId("live-test-result")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("fact-summary")).toContainText("im Vergleich mit Ihrer Website");
    await expect(page.getByTestId("own-town-note")).toHaveText(/^Gelesen mit Ihrem Ort laut Adresse auf Ihrer Website: Berlin \(Quelle: Ihre Startseite\)\. Ein gleichnamiger Betrieb, den eine Antwort 30\u00a0km oder weiter/);
  });

  test("under an answer that does not name the business, says which business it names by a name like the visitor's", async ({ page }) => {
    // Asked about Potsdam, Assistent A names "Praxis Dr. Müller – in Kleinmachnow", B "Kieferorthopädie Müller" (e2e/fake-engines.ts).
    await page.goto("/ki-search-tool");
    await page.getByLabel("Suchthema / Branche").fill("Zahnarzt");
    await page.getByLabel("Standort").fill("Potsdam");
    await page.getByLabel("Firmenname", { exact: true }).fill("Zahnarztpraxis Dr. Müller");
    await page.getByRole("button", { name: "KI-Suche starten" }).click();
    await expect(page.getByTestId("live-test-result")).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("named-as-note")).toContainText("Genannt mit dem Ort Kleinmachnow.");
    await page.getByRole("tab", { name: /^Antwort 4 · Assistent B/ }).click();
    await expect(page.getByTestId("look-alike-note")).toHaveText("Nicht als Ihr Betrieb gezählt: Die Antwort nennt „Kieferorthopädie Müller“, einen Namen wie Ihren. Ist das Ihr Betrieb, nennt die KI Sie unter diesem Namen; der Text unten zeigt es.");
  });
});
