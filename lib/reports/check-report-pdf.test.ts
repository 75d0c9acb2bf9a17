import { extractText, getDocumentProxy } from "unpdf";
import { describe, expect, it } from "vitest";
import { analyzeSite } from "@/lib/readiness/analyze";
import { jsonLd, page, snapshotFor } from "@/test/readiness-helpers";
import { SHARED_SITE_NAMES, sharedSiteSnapshot, sharedSitesDir } from "@/test/shared-sites";
import { checkReportInputSchema, reportFileName } from "./check-report-input";
import { renderCheckReportPdf } from "./check-report-pdf";
import { renderCheckResult } from "@/lib/readiness/finding-text";

const NOW = new Date("2026-11-24T12:00:00Z");

async function pdfText(bytes: Uint8Array): Promise<{ text: string; pages: number }> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  // Lines wrap inside a label; compare with whitespace collapsed.
  return { text: text.replace(/\s+/g, " "), pages: totalPages };
}

function inputFor(result: ReturnType<typeof renderCheckResult>, extra: Record<string, unknown> = {}) {
  // The route's path: JSON from the browser, validated.
  return checkReportInputSchema.parse(JSON.parse(JSON.stringify({ result, ...extra })));
}

describe("check report PDF", () => {
  const html = page(`<h1>Bäckerei Müller</h1><p>Öffnungszeiten: Mo–Fr 6–18 Uhr</p>`, `<title>Bäckerei Müller – Brötchen aus Köln</title>` + jsonLd({ "@context": "https://schema.org", "@type": "Bakery", name: "Bäckerei Müller" }));

  it("holds the score, the traffic light, every finding's label, umlauts and the agency", async () => {
    const result = renderCheckResult(analyzeSite(snapshotFor(html), NOW));
    const input = inputFor(result, { agencyName: "Agentur Süd GmbH", businessKind: "Bäckerei" });
    const { text, pages } = await pdfText(await renderCheckReportPdf(input));
    expect(text).toContain("KI-Readiness-Bericht");
    expect(text).toContain(`KI-Readiness-Score: ${result.overallScore} von 100`);
    expect(text).toContain(`Ampel: ${result.trafficLight.label}`);
    expect(text).toContain("Erstellt von Agentur Süd GmbH");
    expect(text).toContain("Angenommene Art des Unternehmens: Bäckerei");
    expect(text).toContain("24. November 2026");
    for (const category of result.categories) {
      expect(text).toContain(`${category.name} – ${category.score} von 100`);
      for (const finding of category.findings) expect(text, finding.id).toContain(finding.label.replace(/\s+/g, " "));
    }
    expect(pages).toBeGreaterThanOrEqual(1 + result.categories.length);
    expect(reportFileName(input)).toBe("ki-readiness-www.praxis-muster.de-2026-11-24.pdf");
  });

  it("refuses a body that is not a check result", () => {
    expect(checkReportInputSchema.safeParse({ result: { overallScore: 500 } }).success).toBe(false);
    expect(checkReportInputSchema.safeParse({ result: {} }).success).toBe(false);
  });
});

describe.skipIf(!sharedSitesDir())("check report PDF for the shared sites", () => {
  it.each(SHARED_SITE_NAMES)("%s: every finding's label is in the PDF", async (name) => {
    const result = renderCheckResult(analyzeSite(await sharedSiteSnapshot(name), NOW));
    const { text } = await pdfText(await renderCheckReportPdf(inputFor(result)));
    expect(text).toContain(`KI-Readiness-Score: ${result.overallScore} von 100`);
    for (const finding of result.categories.flatMap((c) => c.findings)) expect(text, finding.id).toContain(finding.label.replace(/\s+/g, " "));
  });
});
