import { readFile } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";
import { startStaticSite, type StaticSite } from "../test/static-site-server";

/**
 * The business kind as a visitor meets it: an agency that builds online shops is read as
 * an online service with its reasons and asked nothing local; a site that shows no kind
 * says so, asks the visitor, and leaves opening hours and map optional until the visitor
 * chooses. Sites: test/kind-fixtures (the corpus of the kind tests) and e2e/sites, on 127.0.0.1.
 */

const KIND_FIXTURES = fileURLToPath(new URL("../test/kind-fixtures/", import.meta.url));

/** One site of the kind corpus: "/" is <name>.html, "/impressum" <name>--impressum.html. */
async function serveKindFixture(name: string): Promise<StaticSite> {
  const server = http.createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://site").pathname;
    const page = path === "/" ? name : /^\/[a-z-]+$/.test(path) ? `${name}--${path.slice(1)}` : null;
    readFile(`${KIND_FIXTURES}${page}.html`).then(
      (body) => res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(body),
      () => res.writeHead(404, { "content-type": "text/html; charset=utf-8" }).end("<h1>Nicht gefunden</h1>"),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

let agency: StaticSite | null = null;
let unclear: StaticSite | null = null;

test.beforeAll(async () => {
  agency = await serveKindFixture("agentur-shopbau-de");
  unclear = await startStaticSite(fileURLToPath(new URL("./sites/kanzlei-unklar", import.meta.url)));
});

test.afterAll(async () => {
  await agency?.close();
  await unclear?.close();
});

for (const viewport of [{ width: 1280, height: 900 }, { width: 390, height: 844 }]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("an agency that builds shops is read as an online service, with the reason, and asked nothing local", async ({ page }) => {
      await page.goto("/tool/checker");
      await page.getByLabel("Website-Adresse").fill(agency!.origin);
      await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
      const kind = page.getByTestId("business-kind");
      await expect(kind).toContainText("Erkannt als Online-Dienst oder Agentur, weil: erstellt Shops oder Websites für Kunden („Wir entwickeln Online-Shops“)", { timeout: 30_000 });
      await expect(kind).toContainText("überregional tätig („deutschlandweit“)");
      await expect(page.getByTestId("kind-unclear")).toHaveCount(0);
      await expect(page.locator('[data-category="local"]')).toContainText("Unternehmen & Vertrauen");
      const result = page.getByTestId("checker-result");
      await expect(result).not.toContainText("LocalBusiness");
      await expect(result).not.toContainText("Öffnungszeiten");

      // Its fix opens the JSON-LD generator in the online mode: Organization, no address or hours.
      await page.locator('[data-finding="trust.organization"]').getByRole("link", { name: /^Korrektur erstellen/ }).click();
      await expect(page).toHaveURL(/\/tool\/schema\?aus=checker$/);
      await expect(page.getByRole("radio", { name: /^Online/ })).toBeChecked();
      await expect(page.getByLabel("Unternehmensart")).toHaveValue("Organization");
      await expect(page.locator("#sg-street")).toHaveCount(0);
      await expect(page.getByLabel("Öffnungszeiten")).toHaveCount(0);
      const output = page.getByTestId("generator-output");
      await expect(output).toContainText('"@type": "Organization"');
      await expect(output).not.toContainText("PostalAddress");
      await expect(output).not.toContainText("openingHours");
    });

    test("a site of unclear kind asks the visitor, and opening hours count only once the visitor says it is local", async ({ page }) => {
      await page.goto("/tool/checker");
      await page.getByLabel("Website-Adresse").fill(unclear!.origin);
      await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
      const notice = page.getByTestId("kind-unclear");
      await expect(notice).toContainText("Art des Unternehmens unklar", { timeout: 30_000 });
      await expect(page.getByTestId("business-kind")).toHaveAttribute("data-kind", "unclear");
      const hours = page.locator('[data-finding="local.opening-hours"]');
      await expect(hours).toHaveAttribute("data-status", "info");
      await expect(hours).toContainText("optional – zählt nicht zur Bewertung");
      await expect(page.getByTestId("action-items")).not.toContainText("Öffnungszeiten");

      await notice.getByRole("button", { name: "Art des Unternehmens wählen" }).click();
      const select = page.getByLabel("Art des Unternehmens");
      await expect(select).toBeFocused();
      await expect(select).toBeInViewport();
      await select.selectOption({ label: "Lokales Unternehmen" });
      await page.getByRole("button", { name: "KI-Readiness prüfen" }).click();
      await expect(page.getByTestId("business-kind")).toHaveText("Bewertet als: Lokales Unternehmen – so von Ihnen gewählt. Die gelesenen Seiten allein zeigen keine eindeutige Art.", { timeout: 30_000 });
      await expect(page.getByTestId("kind-unclear")).toHaveCount(0);
      await expect(hours).toHaveAttribute("data-status", "fail");
    });
  });
}
