import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { startStaticSite, type StaticSite } from "../test/static-site-server";

/**
 * From finding to fix, as a visitor goes: check a local business site (a made-up
 * dentist's practice in e2e/sites/, built like the small real sites the checker meets:
 * address and phone in the text, no structured data, no description, no sitemap),
 * served on 127.0.0.1; open the JSON-LD generator from the LocalBusiness finding, come
 * back, download the kit and the PDF report.
 */

const SITE_DIR = fileURLToPath(new URL("./sites/zahnarzt-lindner", import.meta.url));
let site: StaticSite | null = null;

test.beforeAll(async () => {
  site = await startStaticSite(SITE_DIR);
});

test.afterAll(async () => {
  await site?.close();
});

test("a finding becomes a pre-filled fix, a download kit and a PDF report", async ({ page }) => {
  await page.goto("/tool/checker");
  await page.getByLabel("Website-Adresse").fill(site!.origin);
  await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
  await expect(page.getByTestId("traffic-light")).toBeVisible({ timeout: 30_000 });
  const score = (await page.getByTestId("overall-score").locator("span").first().textContent())!.trim();

  // The LocalBusiness finding opens the JSON-LD generator with what the check read.
  const business = page.locator('[data-finding="structured-data.business"]');
  await expect(business).toHaveAttribute("data-status", "fail");
  await business.getByRole("link", { name: /^Korrektur erstellen/ }).click();
  await expect(page).toHaveURL(/\/tool\/schema\?aus=checker$/);
  await expect(page.getByTestId("prefill-banner")).toBeVisible();
  await expect(page.locator("#sg-name")).toHaveValue("Lindner");
  await expect(page.locator("#sg-street")).toHaveValue("Donaustr. 14");
  await expect(page.locator("#sg-postal")).toHaveValue("93309");
  await expect(page.locator("#sg-city")).toHaveValue("Kelheim");
  await expect(page.locator("#sg-street").locator("xpath=..").getByTestId("prefill-source")).toContainText("Text der Startseite");
  await expect(page.getByTestId("generator-output")).toContainText('"streetAddress": "Donaustr. 14"');
  // The values can be changed: the code follows.
  await page.locator("#sg-name").fill("Zahnärztin Dr. Lindner");
  await expect(page.getByTestId("generator-output")).toContainText('"name": "Zahnärztin Dr. Lindner"');

  // Back to the result, which this tab kept.
  await page.goBack();
  await expect(page.getByTestId("overall-score")).toContainText(score);

  // The missing description opens the meta generator with the page's title.
  await page.locator('[data-finding="meta.description"]').getByRole("link", { name: /^Korrektur erstellen/ }).click();
  await expect(page.locator("#mg-title")).toHaveValue("Lindner - Zahnarztpraxis in Kelheim");
  await expect(page.locator("#mg-description")).toHaveValue("");
  await page.goBack();

  // No sitemap: the sitemap generator starts with the pages the home page links to.
  await page.locator('[data-finding="crawling.sitemap"]').getByRole("link", { name: /^Korrektur erstellen/ }).click();
  await expect(page.getByTestId("prefill-source")).toContainText("4 Seiten aus den Links Ihrer Startseite übernommen");
  await expect(page.getByTestId("generator-output")).toContainText(`<loc>${site!.origin}/impressum.html</loc>`);
  await page.goBack();
  await expect(page.getByTestId("overall-score")).toContainText(score);

  const kitDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Alle Korrekturen herunterladen" }).click();
  const kit = await kitDownload;
  expect(kit.suggestedFilename()).toMatch(/^korrekturen-127\.0\.0\.1_\d+\.zip$/);
  const files = unzipSync(new Uint8Array(await readFile((await kit.path())!)));
  // The site has no sitemap, so the kit makes one.
  expect(Object.keys(files).sort()).toEqual(["LIESMICH.txt", "json-ld.html", "llms.txt", "meta-tags.html", "robots.txt", "sitemap.xml"]);
  expect(strFromU8(files["json-ld.html"]!)).toContain('"streetAddress": "Donaustr. 14"');
  expect(strFromU8(files["LIESMICH.txt"]!)).toContain("WORDPRESS");

  await page.getByLabel(/Name Ihrer Agentur/).fill("Agentur Süd");
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "PDF-Bericht herunterladen" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^ki-readiness-.*\.pdf$/);
  const bytes = await readFile((await pdf.path())!);
  expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  expect(bytes.length).toBeGreaterThan(10_000);

  // Check again: the same site, so nothing moved, and the comparison says so.
  await page.getByRole("button", { name: "Erneut prüfen" }).click();
  await expect(page.getByTestId("recheck-diff")).toContainText(`Punktzahl: ${score} → ${score} (0)`, { timeout: 30_000 });
  await expect(page.getByTestId("recheck-diff")).toContainText("Kein Befund hat sich verändert.");
});

test("the robots.txt generator opened from a finding merges into the site's file", async ({ page }) => {
  // A result with a blocking robots.txt, as the checker hands it over (the same sessionStorage handoff).
  await page.goto("/tool/robots");
  await page.evaluate(() =>
    sessionStorage.setItem(
      "ki-sichtbarkeit:prefill:/tool/robots",
      JSON.stringify({
        siteUrl: "https://www.beispiel.de/",
        current: { value: "# Regeln\nUser-agent: *\nDisallow: /\n\nUser-agent: Googlebot\nAllow: /\n", source: "robots-txt", url: "https://www.beispiel.de/robots.txt" },
        allowAgents: ["OAI-SearchBot", "ChatGPT-User", "PerplexityBot"],
        sitemapUrl: null,
      }),
    ),
  );
  await page.goto("/tool/robots?aus=checker");
  await expect(page.getByTestId("robots-changes")).toContainText("OAI-SearchBot, ChatGPT-User, PerplexityBot dürfen die Website abrufen");
  const output = page.getByTestId("generator-output");
  await expect(output).toContainText("# Regeln\nUser-agent: *\nDisallow: /");
  await expect(output).toContainText("User-agent: OAI-SearchBot\nUser-agent: ChatGPT-User\nUser-agent: PerplexityBot\nAllow: /");
  await expect(page.getByTestId("robots-diff")).toContainText("User-agent: PerplexityBot");
  // Untick one crawler: it leaves the new group.
  await page.getByRole("checkbox", { name: "PerplexityBot" }).uncheck();
  await expect(output).not.toContainText("User-agent: PerplexityBot");
});

test("the llms.txt generator drafts the file from the site", async ({ page }) => {
  await page.goto("/tool/llms-txt");
  await expect(page.getByText("Google nutzt sie nach eigener Aussage nicht")).toBeVisible();
  await page.getByLabel("Adresse Ihrer Website").fill(site!.origin);
  await page.getByRole("button", { name: "Entwurf erstellen" }).click();
  const draft = page.getByTestId("llms-draft");
  await expect(draft).toHaveValue(/^# Lindner\n\n## Seiten\n\n- \[Startseite\]/, { timeout: 30_000 });
  await expect(draft).toHaveValue(/## Optional\n\n- \[Impressum\]\(http:\/\/127\.0\.0\.1:\d+\/impressum\.html\)/);
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Kopieren" }).click();
  await expect(page.getByRole("button", { name: "Kopiert!" })).toBeVisible();
  await draft.fill("Kein Markdown");
  await expect(page.getByTestId("llms-problems")).toContainText("Die erste Zeile muss eine Überschrift mit # sein");
});
