import { expect, test, type Page } from "@playwright/test";
import { UNCONFIGURED_APP_URL } from "../playwright.config";
import { holdReplies } from "./hold-reply";

/** Opens the live test, fills the form (location and business name only where given) and starts the search. */
async function startLiveTest(page: Page, form: { topic: string; location?: string; business?: string }) {
  await page.goto("/ki-search-tool");
  await page.getByLabel("Suchthema / Branche").fill(form.topic);
  if (form.location) await page.getByLabel("Standort").fill(form.location);
  if (form.business) await page.getByLabel("Firmenname").fill(form.business);
  await page.getByRole("button", { name: "KI-Suche starten" }).click();
}

test.describe("Live-Test /ki-search-tool", () => {
  test("an example run shows the banner, the position and the competitors", async ({ page }) => {
    await page.goto("/ki-search-tool");
    const start = page.getByRole("button", { name: "KI-Suche starten" });
    await expect(start).toBeEnabled();

    await page.getByRole("button", { name: "Zahnarztpraxis in Berlin" }).click();
    await expect(page.getByLabel("Suchthema / Branche")).toHaveValue("Zahnarztpraxis");
    await expect(page.getByLabel("Standort")).toHaveValue("Berlin");
    await page.getByLabel("Firmenname").fill("Zahnarztpraxis Dr. Müller");
    await expect(start).toBeEnabled();
    // The server's reply is held until the running state has been read: the stand-in answers in
    // 400 ms, and on a slow machine the result replaced the progress before it was checked.
    const release = await holdReplies(page, "**/api/rag-search");
    let searches = 0;
    page.on("request", (request) => void (request.url().endsWith("/api/rag-search") && searches++));
    // Started from the keyboard: while the test runs the button keeps the focus (a disabled one dropped it to the
    // page's start) and a second Enter, on the button or in a field, starts no second test.
    await start.focus();
    await page.keyboard.press("Enter");

    const runningButton = page.getByRole("button", { name: "KI-Suche läuft..." });
    await expect(runningButton).toBeDisabled();
    await expect(runningButton).toBeFocused();
    await page.keyboard.press("Enter");
    // Nor does Enter in a field (implicit submission clicks the pending button, whose click is cancelled).
    await page.getByLabel("Firmenname").press("Enter");
    await expect(page.getByText("KI-Assistent wird gefragt …")).toBeVisible();
    await expect(page.getByTestId("live-test-progress")).toContainText(/Antworten eingegangen: \d von 3/);
    release();

    const result = page.getByTestId("live-test-result");
    await expect(result).toBeVisible({ timeout: 30_000 });
    expect(searches).toBe(1);
    await expect(page.getByTestId("mention-banner")).toContainText("Ihr Unternehmen wird genannt – auf Position 2");
    await expect(page.getByTestId("mention-banner")).toContainText("In 2 von 3 Antworten");
    await expect(page.getByTestId("mention-banner")).toContainText("Torstraße 5");
    await expect(result).toContainText("67 %");
    // One short summary is announced; the panel itself is no live region.
    await expect(page.getByRole("status").filter({ hasText: "Ergebnis da" })).toHaveText("Ergebnis da: Ihr Unternehmen wurde in 2 von 3 Antworten genannt.");
    await expect(page.locator('[aria-live="polite"]').filter({ has: result })).toHaveCount(0);

    const competitors = page.getByTestId("competitors");
    await expect(competitors.getByRole("listitem").first()).toContainText("Zahnzentrum Mitte");
    await expect(competitors).toContainText("Dentalhaus Lange");
    await expect(competitors).not.toContainText("Müller");
    await expect(page.getByTestId("ai-answer")).toContainText("Zahnarztpraxis Dr. Müller");
    await expect(page.getByTestId("ai-answer")).not.toContainText("**");
    await expect(page.getByTestId("suggestions").getByRole("listitem").first()).toBeVisible();
    // Where the assistant looks: the platforms it names, with what they are.
    await expect(page.getByRole("heading", { name: "Quellen, die die KI nennt" })).toBeVisible();
    await expect(page.getByTestId("platforms")).toContainText("Jameda");
    await expect(page.getByTestId("platforms")).toContainText("Arztportal");
    await expect(page.getByTestId("platforms")).toContainText("Google Maps");
    await expect(competitors).not.toContainText("Jameda");

    // Every sampled answer can be read; the one without the business is marked.
    await page.getByRole("tab", { name: /Antwort 3/ }).click();
    await expect(page.getByTestId("ai-answer")).toContainText("Beliebt sind etwa das Zahnzentrum Mitte");
  });

  test("a business the assistant advises against is shown as named, but discouraged", async ({ page }) => {
    await startLiveTest(page, { topic: "Physiotherapie", location: "Graz", business: "Physiopraxis Murpark" });

    const banner = page.getByTestId("mention-banner");
    await expect(banner).toContainText("Ihr Unternehmen wird genannt, aber abgeraten – Position 3", { timeout: 30_000 });
    await expect(banner).toContainText("So nennt die KI Ihr Unternehmen: abgeraten");
    await expect(banner).toContainText("Beschwerden");
    await expect(page.getByTestId("platforms")).toContainText("DocFinder");
  });

  test("a table in the answer is shown as a table with column headers", async ({ page }) => {
    await startLiveTest(page, { topic: "Hotel", location: "Salzburg", business: "Pension Talblick" });

    const table = page.getByRole("region", { name: /Tabelle aus der Antwort/ }).first();
    await expect(table).toBeVisible({ timeout: 30_000 });
    await expect(table.getByRole("columnheader", { name: "Preis pro Nacht" })).toBeVisible();
    await expect(table.getByRole("row", { name: /Pension Talblick/ })).toContainText("ab 85 €");
    await expect(page.getByTestId("ai-answer")).not.toContainText("|---");
    await expect(page.getByTestId("mention-banner")).toContainText("Position 2");
    // The row gives a place of its own: the owner is shown it, in case another business of that name is meant.
    await expect(page.getByTestId("named-as-note")).toHaveText("Genannt mit dem Ort Aigen. Liegt Ihr Betrieb nicht dort, ist vielleicht ein gleichnamiger gemeint; der Text unten zeigt es.");
  });

  test("a business named by another form of its name says so under the answer's verdict", async ({ page }) => {
    await startLiveTest(page, { topic: "Physiotherapie", location: "Graz", business: "Physiotherapie Lend" });

    await expect(page.getByTestId("mention-banner")).toContainText("Position 1", { timeout: 30_000 });
    // Every answer names it so: the headline says how many answers to check.
    await expect(page.getByTestId("named-as-count")).toHaveText("In 3 dieser Antworten steht ein anderer Name als Ihrer oder ein eigener Ort: Prüfen Sie bei der Antwort, ob Ihr Betrieb gemeint ist.");
    const meta = page.getByTestId("ai-answer-meta");
    await expect(meta).toContainText("Ihr Unternehmen: genannt auf Platz 1");
    await expect(meta.getByTestId("named-as-note")).toHaveText("Genannt als „Physio Lend“ – nicht genau Ihr Name. Ob Ihr Betrieb gemeint ist, zeigt der Text unten.");
  });

  test("without a business name the result shows whom the assistant names and asks for the name", async ({ page }) => {
    await startLiveTest(page, { topic: "Physiotherapie", location: "Graz" });

    const banner = page.getByTestId("mention-banner");
    await expect(banner).toContainText("Wen die KI empfiehlt", { timeout: 30_000 });
    await expect(banner).toContainText("Die KI nennt 2 Unternehmen");
    await expect(page.getByText("Ihr Unternehmen wird nicht genannt")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Diese Unternehmen nennt die KI" })).toBeVisible();
    await expect(page.getByTestId("competitors")).toContainText("Physio Lend");
    await expect(page.getByTestId("negative-mentions")).toContainText("Physiopraxis Murpark");
    await banner.getByRole("button", { name: "Firmennamen eingeben" }).click();
    await expect(page.getByLabel("Firmenname")).toBeFocused();
  });

  test("a blank topic keeps the start button enabled and gives an inline error tied to the field", async ({ page }) => {
    await page.goto("/ki-search-tool");
    const start = page.getByRole("button", { name: "KI-Suche starten" });
    const topic = page.getByLabel("Suchthema / Branche");
    await page.getByLabel("Firmenname").fill("Zahnarztpraxis Dr. Müller");
    await topic.fill("    ");
    await start.focus();
    await page.keyboard.press("Enter");
    const error = page.getByRole("alert").filter({ hasText: "Bitte geben Sie eine Suchanfrage ein!" });
    await expect(error).toBeVisible();
    await expect(topic).toHaveAttribute("aria-invalid", "true");
    await expect(topic).toHaveAccessibleDescription("Bitte geben Sie eine Suchanfrage ein!");
    await expect(topic).toBeFocused();
    await expect(page.getByTestId("live-test-progress")).toHaveCount(0);
    await topic.fill("Zahnarztpraxis");
    await expect(error).toHaveCount(0);
  });

  test("a provider failure shows the alert and leaves the page usable", async ({ page }) => {
    await startLiveTest(page, { topic: "Fehlertest" });
    await expect(page.getByTestId("live-test-error")).toHaveText("Fehler bei der RAG-Simulation. Versuchen Sie es später erneut.");
    await expect(page.getByRole("button", { name: "KI-Suche starten" })).toBeEnabled();
    await expect(page.getByTestId("live-test-result")).toHaveCount(0);
    // Focus is back in the form (the button was disabled) and the alert in view, not the empty result area.
    await expect(page.getByLabel("Suchthema / Branche")).toBeFocused();
    await expect(page.getByTestId("live-test-error")).toBeInViewport();
  });

  test("without an AI provider the page says so and invents nothing", async ({ page, request }) => {
    await page.goto(`${UNCONFIGURED_APP_URL}/ki-search-tool`);
    await expect(page.getByTestId("not-configured")).toContainText("nicht eingerichtet");
    await page.getByLabel("Suchthema / Branche").fill("Zahnarztpraxis");
    const start = page.getByRole("button", { name: "KI-Suche starten" });
    await expect(start).toBeDisabled();
    // The button stays in the tab order and says why it does not start; Enter in the form sends nothing.
    await expect(start).toHaveAccessibleDescription(/Der Live-Test ist hier noch nicht eingerichtet/);
    let sent = false;
    page.on("request", (r) => {
      if (r.url().includes("/api/rag-search")) sent = true;
    });
    await page.getByLabel("Suchthema / Branche").press("Enter");
    await start.focus();
    await expect(start).toBeFocused();
    // Its focus ring is drawn at full strength: the button is greyed by its colours, not by opacity.
    await expect(start).toHaveCSS("opacity", "1");
    await expect(start).toHaveCSS("box-shadow", /0px 0px 0px 3px/);
    await start.press("Enter");
    await start.click({ force: true });
    await expect(start).toHaveText("KI-Suche starten");
    await expect(page.getByTestId("live-test-progress")).toHaveCount(0);
    expect(sent).toBe(false);

    const response = await request.post(`${UNCONFIGURED_APP_URL}/api/rag-search`, { data: { query: "Zahnarztpraxis" } });
    expect(response.status()).toBe(503);
    expect((await response.json()).error).toContain("nicht eingerichtet");
  });
});
