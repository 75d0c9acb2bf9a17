import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "@playwright/test";
import { FIXTURE_SITES_PORT, MULTI_ENGINE_APP_URL, MULTI_ENGINE_OUTBOX_DIR } from "../playwright.config";
import { FIXTURE_SITE_NAMES } from "../test/fixture-sites/server";
import { confirmTokenIn, readOutbox } from "../test/outbox";
import { evidenceLinksOf } from "./share-of-voice";

const outbox = path.resolve(MULTI_ENGINE_OUTBOX_DIR);
/** The practice's website: the "poor" fixture site on 127.0.0.1, which the run checks. */
const website = `http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf("poor")}`;

/**
 * Fills and sends the monitor's sign-up form on /ki-search-tool for Zahnarztpraxis Dr. Müller (Zahnarzt, in `city`, Berlin unless given)
 * and reads the double opt-in mail from the outbox.
 * @returns the confirmation token of the mail sent to `email`
 */
async function signUp(page: Page, { website, email, competitors, city = "Berlin" }: { website: string; email: string; competitors?: string; city?: string }): Promise<string> {
  await page.goto("/ki-search-tool");
  const form = page.locator("#monitor");
  await form.getByLabel("Name Ihres Unternehmens").fill("Zahnarztpraxis Dr. Müller");
  await form.getByLabel("Ihre Internetadresse").fill(website);
  await form.getByLabel("Branche").fill("Zahnarzt");
  await form.getByLabel("Stadt").fill(city);
  if (competitors) await form.getByLabel("Wettbewerber (optional, durch Komma getrennt)").fill(competitors);
  await form.getByLabel("E-Mail-Adresse").fill(email);
  await expect(page.getByTestId("monitor-questions-preview")).toContainText(`Zahnarzt ${city} Empfehlung`);
  await form.getByRole("button", { name: "Monitor per E-Mail bestätigen" }).click();
  await expect(page.getByTestId("monitor-signup-sent")).toContainText(email);
  // Double opt-in through the outbox.
  let token: string | undefined;
  await expect
    .poll(async () => {
      const mail = (await readOutbox(outbox).catch(() => [])).find((m) => m.to === email);
      token = mail && confirmTokenIn(mail.body);
      return token;
    })
    .toBeTruthy();
  return token!;
}

/** Reloads the monitor page until the first run from the job queue shows `count` elements with `testId` (at most 45 s). */
async function untilShown(page: Page, testId: string, count: number): Promise<void> {
  await expect
    .poll(async () => {
      await page.reload();
      return page.getByTestId(testId).count();
    }, { timeout: 45_000 })
    .toBe(count);
}

test.describe("KI-Sichtbarkeits-Monitor", () => {
  test.use({ baseURL: MULTI_ENGINE_APP_URL });

  test("sign up, confirm by e-mail, see the first run from the queue, edit the questions, and delete everything", async ({ page }) => {
    const email = `monitor-${Date.now()}@praxis.example`;
    const token = await signUp(page, { website, email, competitors: "Zahnzentrum Mitte, Praxis Dr. Weber" });
    await page.goto(`/confirm?token=${token}`);
    await expect(page.getByTestId("monitor-confirmed")).toContainText("Ihr Monitor läuft");
    await page.getByRole("link", { name: "Zum Monitor" }).click();
    await expect(page).toHaveURL(/\/monitor\/[\w-]{43}$/);
    const monitorUrl = page.url();

    // The first run comes from the job queue: 3 engines × 3 questions × 3 samples.
    await untilShown(page, "engine-trend", 3);
    // Assistent C always fails: no empty axes, but why there is no line.
    await expect(page.getByTestId("engine-trend").filter({ hasText: "Assistent C" })).toContainText("Noch keine ausgewertete Antwort: der Lauf hat bei diesem Assistenten kein Ergebnis gebracht");
    await expect(page.getByTestId("engine-trend").filter({ hasText: "Assistent C" }).getByTestId("trend-chart")).toHaveCount(0);
    const engines = page.getByTestId("monitor-engines");
    await expect(engines.getByRole("listitem").nth(0)).toContainText("Assistent A");
    await expect(engines.getByRole("listitem").nth(0)).toContainText("9 von 9 Antworten, wahrscheinlich zwischen 70 und 100 % (9 Antworten)");
    await expect(engines.getByRole("listitem").nth(1)).toContainText("0 von 9 Antworten, wahrscheinlich zwischen 0 und 30 % (9 Antworten)");
    await expect(engines.getByRole("listitem").nth(2)).toContainText("Keine Antwort");
    // A failed call says why in words, not by its code.
    await expect(page.locator("#antworten-assistent-c")).toContainText("keine Antwort (Der Dienst meldete einen Fehler)");
    await expect(page.locator("#antworten")).not.toContainText("http_error");
    await expect(page.getByTestId("monitor-overall")).toContainText("9 von 18 Antworten");
    const sov = page.getByTestId("monitor-share-of-voice");
    await expect(sov.getByRole("row", { name: /Zahnzentrum Mitte/ })).toContainText("18");
    await expect(sov.getByRole("row", { name: /Praxis Dr. Weber/ })).toContainText("0");
    await expect(page.getByTestId("monitor-domains")).toContainText("jameda.de");
    await expect(page.getByTestId("monitor-status")).toContainText("Nächster Lauf");

    // Evidence: the rate links to the answers it came from.
    await engines.getByRole("link", { name: /0 von 9 Antworten/ }).click();
    await expect(page).toHaveURL(/#antworten-assistent-b$/);
    const bAnswers = page.locator("#antworten-assistent-b");
    await bAnswers.getByText("nicht genannt").first().click();
    await expect(bAnswers.getByText("Laut aktuellen Bewertungen").first()).toBeVisible();

    // Each number links to its answers: B's first answer (number 10, after A's nine) opens and takes the focus.
    await engines.getByRole("listitem").nth(1).getByRole("link", { name: /^Antwort 10 \(Assistent B\): nicht genannt/ }).click();
    await expect(page).toHaveURL(/#antwort-10$/);
    await expect(page.locator("#antwort-10")).toHaveAttribute("open", "");
    await expect(page.locator("#antwort-10 summary")).toBeFocused();
    await expect(page.locator("#antwort-10")).toContainText("Laut aktuellen Bewertungen");
    // Shown as the chat shows it: the bold names without their markdown.
    await expect(page.locator("#antwort-10").getByTestId("monitor-answer-text").locator("strong").first()).toHaveText("Zahnzentrum Mitte");
    await expect(page.locator("#antwort-10")).not.toContainText("**");
    await expect(await evidenceLinksOf(sov, /Zahnzentrum Mitte/)).toHaveCount(18);

    // The checker's findings on the practice's own website, with the way to fix them.
    await expect(page.getByRole("heading", { name: "Was die Nennung verbessern würde" })).toBeVisible();
    await expect(page.getByTestId("monitor-readiness-score")).toContainText(/KI-Readiness: \d+ von 100/);
    const findings = page.getByTestId("monitor-readiness-findings").getByRole("listitem");
    expect(await findings.count()).toBeGreaterThan(0);
    // Named as the checker names them (ReadinessFindings messages), not the fallback.
    await expect(findings.first()).not.toContainText("Weitere Prüfung");
    await expect(findings.first().getByRole("link", { name: /^Korrektur erstellen: / })).toHaveAttribute("href", `/tool/checker?url=${encodeURIComponent(`${website}/`)}`);
    // The page with its evidence links and the checker section passes axe (WCAG 2.2 AA), on a desktop and a phone.
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 900 });
      // Reflow (WCAG 1.4.10): the change column is not cut off on a phone; the long headers break at their soft hyphen.
      expect(await sov.evaluate((table) => table.scrollWidth - table.parentElement!.clientWidth), `${width} px`).toBeLessThanOrEqual(0);
      const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa", "best-practice"]).analyze();
      expect(axe.violations.map((v) => `${width}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });

    // The link runs the checker on that site at once, where the fix is one click away; the score is the same.
    const score = /(\d+) von 100/.exec((await page.getByTestId("monitor-readiness-score").textContent()) ?? "")![1]!;
    await findings.first().getByRole("link", { name: /^Korrektur erstellen: / }).click();
    await expect(page.getByTestId("overall-score")).toContainText(score, { timeout: 30_000 });
    await page.goto(monitorUrl);

    // The questions are editable for the next runs.
    // Added from the keyboard, a question's empty field takes the focus; removed, the focus goes to the question in its
    // place, not to the page's start with the button that is gone.
    const add = page.getByRole("button", { name: "Frage hinzufügen" });
    await add.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: "Frage 4" })).toBeFocused();
    await page.getByRole("button", { name: "Frage 4 entfernen" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("textbox", { name: "Frage 4" })).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Frage 3" })).toBeFocused();
    // Saved with Enter, as typed in a one-line field; on a phone each question is shown whole, not cut after its first words.
    const question = page.getByRole("textbox", { name: "Frage 1" });
    await question.fill("Welche Zahnarztpraxis in Berlin-Mitte behandelt Angstpatienten?");
    await question.press("Enter");
    await expect(page.getByText("Gespeichert. Die Fragen gelten ab dem nächsten Lauf.")).toBeVisible();
    await page.reload();
    await expect(question).toHaveValue("Welche Zahnarztpraxis in Berlin-Mitte behandelt Angstpatienten?");
    await page.setViewportSize({ width: 390, height: 900 });
    expect(await question.evaluate((el) => [el.scrollWidth - el.clientWidth, el.scrollHeight - el.clientHeight])).toEqual([0, 0]);
    await page.setViewportSize({ width: 1280, height: 720 });

    // The website is editable too (a typo at sign-up, a new domain): a refused address says why at the field.
    const websiteField = page.getByRole("textbox", { name: "Ihre Internetadresse" });
    await expect(websiteField).toHaveValue(`${website}/`);
    await websiteField.fill("praxis mueller");
    await page.getByRole("button", { name: "Website speichern" }).click();
    await expect(websiteField).toBeFocused();
    await expect(websiteField).toHaveAccessibleDescription(/URL/);
    await websiteField.fill("zahnarzt-mueller.example");
    // Saved from the keyboard: the button keeps the focus while and after it saves.
    const saveWebsite = page.getByRole("button", { name: "Website speichern" });
    await saveWebsite.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Gespeichert. Die Website gilt ab dem nächsten Lauf.")).toBeVisible();
    await expect(saveWebsite).toBeFocused();
    await expect(websiteField).toHaveValue("https://zahnarzt-mueller.example/");
    await page.reload();
    await expect(page.getByText("Zahnarzt in Berlin · https://zahnarzt-mueller.example/")).toBeVisible();

    // Unsubscribe deletes the monitor and its answers: the link stops working.
    await page.getByRole("link", { name: "Monitor beenden und alles löschen" }).click();
    await page.getByRole("button", { name: "Jetzt endgültig löschen" }).click();
    await expect(page.getByTestId("monitor-unsubscribed")).toContainText("Der Monitor ist gelöscht");
    await expect(page.getByTestId("monitor-unsubscribed")).toBeFocused();
    const response = await page.goto(monitorUrl);
    expect(response?.status()).toBe(404);
  });

  test("compares what the answers state about the business with its website, with the website's source", async ({ page }) => {
    // The practice's own site states Torstraße 7; the assistants give Torstraße 5 (e2e/fake-engines.ts).
    const practice = `http://127.0.0.1:${FIXTURE_SITES_PORT + FIXTURE_SITE_NAMES.indexOf("dental-practice")}`;
    const token = await signUp(page, { website: practice, email: `fakten-${Date.now()}@praxis.example` });
    await page.goto(`/confirm?token=${token}`);
    await page.getByRole("link", { name: "Zum Monitor" }).click();
    await untilShown(page, "monitor-facts", 1);
    const facts = page.getByTestId("monitor-facts");
    await expect(facts).toContainText("Adresse laut KI: Torstraße 5; auf Ihrer Website: Torstraße 7, 10119 Berlin");
    await expect(facts).toContainText("weicht ab");
    await expect(facts).toContainText("(Quelle: Ihre Startseite)");
    await expect(page.getByTestId("fact-summary")).toContainText(/im Vergleich mit Ihrer Website: 0 stimmen, [1-9]\d* weichen ab/);
    // The run read its answers with the town of the address the site states, and the page says so with the source.
    await expect(page.getByTestId("own-town-note")).toContainText("Gelesen mit Ihrem Ort laut Adresse auf Ihrer Website: Berlin (Quelle: Ihre Startseite)");
    await page.getByRole("link", { name: "Monitor beenden und alles löschen" }).click();
    await page.getByRole("button", { name: "Jetzt endgültig löschen" }).click();
    await expect(page.getByTestId("monitor-unsubscribed")).toContainText("Der Monitor ist gelöscht");
  });

  test("asks the owner whether a name given with another town is their practice, and keeps the answer for the next runs", async ({ page }) => {
    // Assistent A names "Praxis Dr. Müller – in Kleinmachnow" when asked about Potsdam (e2e/fake-engines.ts).
    const token = await signUp(page, { website, email: `namen-${Date.now()}@praxis.example`, city: "Potsdam" });
    await page.goto(`/confirm?token=${token}`);
    await page.getByRole("link", { name: "Zum Monitor" }).click();
    await untilShown(page, "engine-trend", 3);
    const first = page.locator("#antwort-1");
    await expect(first.locator("summary")).toContainText("genannt auf Platz 1 · bitte prüfen");
    // From the keyboard, as the answers list is used: the summary opens the answer, the buttons follow the note.
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.getByTestId("named-as-note")).toContainText("Genannt mit dem Ort Kleinmachnow.");
    const verdict = first.getByRole("group", { name: "Ist „Praxis Dr. Müller“ in Kleinmachnow Ihr Betrieb?" });
    const other = verdict.getByRole("button", { name: "Nein, ein anderer Betrieb" });
    await other.focus();
    await page.keyboard.press("Enter");
    await expect(verdict.getByRole("status")).toContainText("Gespeichert. Die nächsten Läufe lesen diesen Namen so");
    await expect(other).toHaveAttribute("aria-pressed", "true");
    // The page is rendered again: the other answers giving that name no longer ask, the focus stays on the button.
    await expect(page.locator("#antwort-2 summary")).toContainText("laut Ihnen ein anderer Betrieb");
    await expect(other).toBeFocused();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(verdict).toBeVisible();
      const axe = await new AxeBuilder({ page }).include("#antwort-1").withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
      expect(axe.violations.map((v) => `${width}: ${v.id} ${v.nodes[0]?.target.join(" ")}`)).toEqual([]);
    }
    await page.setViewportSize({ width: 1280, height: 720 });
    // Kept: every answer with that name and place shows the verdict, and none asks "bitte prüfen" any more.
    await page.reload();
    await expect(page.locator("#antworten-assistent-a")).not.toContainText("bitte prüfen");
    // This run counted it; the status says the next one will not.
    await expect(first.locator("summary")).toContainText("genannt auf Platz 1 · laut Ihnen ein anderer Betrieb (zählt ab dem nächsten Lauf nicht mehr)");
    await first.locator("summary").click();
    await expect(first.getByRole("button", { name: "Nein, ein anderer Betrieb" })).toHaveAttribute("aria-pressed", "true");
    // Assistent B names "Kieferorthopädie Müller" (e2e/fake-engines.ts): read as not naming the practice, with a question.
    const b = page.locator("#antworten-assistent-b li").first();
    await expect(b.locator("summary")).toContainText("nicht genannt · ähnlicher Name, bitte prüfen");
    await b.locator("summary").click();
    await expect(b.getByTestId("look-alike-note")).toContainText("Nicht als Ihr Betrieb gezählt, aber die Antwort nennt „Kieferorthopädie Müller“");
    await b.getByRole("button", { name: "Ja, mein Betrieb" }).click();
    await expect(b.getByRole("group").getByRole("status")).toContainText("Gespeichert");
    await page.reload();
    await expect(b.locator("summary")).toContainText("nicht genannt · „Kieferorthopädie Müller“ ist laut Ihnen Ihr Betrieb (zählt ab dem nächsten Lauf)");
    // Pressed again, it is taken back.
    await first.locator("summary").click();
    await first.getByRole("button", { name: "Nein, ein anderer Betrieb" }).click();
    await expect(first.getByRole("group").getByRole("status")).toContainText("Ihre Angabe ist zurückgenommen");
    await page.reload();
    await expect(first.locator("summary")).toContainText("bitte prüfen");
    await page.getByRole("link", { name: "Monitor beenden und alles löschen" }).click();
    await page.getByRole("button", { name: "Jetzt endgültig löschen" }).click();
    await expect(page.getByTestId("monitor-unsubscribed")).toContainText("Der Monitor ist gelöscht");
  });

  test("refuses incomplete sign-ups with a German message at the refused field and sends nothing", async ({ page }) => {
    await page.goto("/ki-search-tool");
    const form = page.locator("#monitor");
    await form.getByLabel("Name Ihres Unternehmens").fill("Praxis X");
    await form.getByRole("button", { name: "Monitor per E-Mail bestätigen" }).click();
    // The first refused field says why beneath itself, tied to it, and takes the focus (WCAG 3.3.1).
    const website = form.getByLabel("Ihre Internetadresse");
    await expect(website).toBeFocused();
    await expect(website).toHaveAttribute("aria-invalid", "true");
    await expect(website).toHaveAccessibleDescription(/Bitte geben Sie/);
    await expect(form.getByTestId("field-error")).toHaveCount(1);
    await expect(page.getByTestId("monitor-signup-error")).toHaveCount(0);
    // Fixed and sent again, the next refused field takes over.
    await website.fill("praxis-x.de");
    await form.getByRole("button", { name: "Monitor per E-Mail bestätigen" }).click();
    await expect(form.getByLabel("Branche")).toBeFocused();
    await expect(form.getByLabel("Branche")).toHaveAccessibleDescription(/Bitte geben Sie/);
    await expect(website).not.toHaveAttribute("aria-invalid");
  });
});
